// Itemp record (docs/protocol.md) → HeatSeries on its regular grid, in °C as the device records.
import type { HeatSeries } from '@ohp/exposure';
import { WET_ABOVE_DRY_TOLERANCE_C } from '@ohp/exposure';
import type { ItempRecord } from '../../families/itemp/record.ts';

export type HeatRecordResult =
  | { readonly ok: true; readonly data: HeatSeries }
  | {
      readonly ok: false;
      readonly reason: { readonly key: string; readonly values: Record<string, string | number> };
    };

/** Lines before the first `d` line of a record as the Itemp writes it: `a`, then `c`. */
const HEADER_LINES = 2;

/** 'YYYY-MM-DDTHH:mm:ss' wall clock → epoch ms read as local time, like device clocks (docs/samples-csv.md). */
function localMs(start: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(start);
  if (!m) return 0;
  return new Date(
    +(m[1] as string),
    +(m[2] as string) - 1,
    +(m[3] as string),
    +(m[4] as string),
    +(m[5] as string),
    +(m[6] as string),
  ).getTime();
}

/**
 * Places each row at offset / interval on the grid (missing rows stay NaN). A wet bulb above the
 * dry bulb (beyond the sensors' ±0.5 °C) is refused naming its line.
 */
export function heatSeriesFromItemp(record: ItempRecord): HeatRecordResult {
  const n = record.offsets.length;
  const interval = record.intervalSeconds;
  if (n === 0) return { ok: false, reason: { key: 'devices:records.noRecords', values: {} } };
  const { globe, wetBulb, dryBulb, humidity } = record;
  for (let i = 0; i < n; i++) {
    const wet = wetBulb[i] as number;
    const dry = dryBulb[i] as number;
    if (wet > dry + WET_ABOVE_DRY_TOLERANCE_C)
      return {
        ok: false,
        reason: { key: 'heat:read.wetAboveDry', values: { line: i + HEADER_LINES + 1, tbn: wet, tbs: dry } },
      };
  }
  const first = record.offsets[0] as number;
  const size = Math.round(((record.offsets[n - 1] as number) - first) / interval) + 1;
  const lineOf = new Int32Array(size);
  // Offsets are strictly increasing multiples of the interval: as many grid places as rows means
  // no row is missing, and the record's columns are the grid as they are (no copies; nothing
  // writes into a series).
  let columns: [Float64Array, Float64Array, Float64Array, Float64Array];
  if (size === n) {
    columns = [globe, wetBulb, dryBulb, humidity];
    for (let i = 0; i < n; i++) lineOf[i] = i + HEADER_LINES + 1;
  } else {
    const make = () => new Float64Array(size).fill(Number.NaN);
    columns = [make(), make(), make(), make()];
    const [tg, tbn, tbs, rh] = columns;
    for (let i = 0; i < n; i++) {
      const k = Math.round(((record.offsets[i] as number) - first) / interval);
      tg[k] = globe[i] as number;
      tbn[k] = wetBulb[i] as number;
      tbs[k] = dryBulb[i] as number;
      rh[k] = humidity[i] as number;
      lineOf[k] = i + HEADER_LINES + 1;
    }
  }
  const [tg, tbn, tbs, rh] = columns;
  return {
    ok: true,
    data: {
      timeBase: 'absolute',
      startMs: localMs(record.start) + first * 1000,
      intervalS: interval,
      tg,
      tbn,
      tbs,
      rh,
      lineOf,
    },
  };
}
