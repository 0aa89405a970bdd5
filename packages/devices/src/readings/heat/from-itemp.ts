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

// The loops over the rows are functions of their own answering a local: V8 compiles a long loop
// while it runs, and code after it in the same function has no type feedback yet (that compiled
// loop was thrown away at its end on every read).

/** The first row whose wet bulb is above its dry bulb beyond the sensors' tolerance, or -1. */
function firstWetAboveDry(wetBulb: Float64Array, dryBulb: Float64Array, n: number): number {
  // A local: in esbuild's bundles (the server's, the CLI's) a module's constant is a `var`, loaded
  // and checked at each use in the loop.
  const tolerance = WET_ABOVE_DRY_TOLERANCE_C;
  for (let i = 0; i < n; i++) if ((wetBulb[i] as number) > (dryBulb[i] as number) + tolerance) return i;
  return -1;
}

/** The record line of each row: the rows are the grid (none missing). */
function rowLines(n: number): Int32Array {
  const lineOf = new Int32Array(n);
  for (let i = 0; i < n; i++) lineOf[i] = i + HEADER_LINES + 1;
  return lineOf;
}

/** Each row at its grid place (offset / interval from the first), the places of missing rows NaN. */
function gridColumns(
  record: ItempRecord,
  size: number,
): [Float64Array, Float64Array, Float64Array, Float64Array, Int32Array] {
  const { offsets, globe, wetBulb, dryBulb, humidity } = record;
  const n = offsets.length;
  const interval = record.intervalSeconds;
  const first = offsets[0] as number;
  const make = () => new Float64Array(size).fill(Number.NaN);
  const [tg, tbn, tbs, rh] = [make(), make(), make(), make()];
  const lineOf = new Int32Array(size);
  for (let i = 0; i < n; i++) {
    const k = Math.round(((offsets[i] as number) - first) / interval);
    tg[k] = globe[i] as number;
    tbn[k] = wetBulb[i] as number;
    tbs[k] = dryBulb[i] as number;
    rh[k] = humidity[i] as number;
    lineOf[k] = i + HEADER_LINES + 1;
  }
  return [tg, tbn, tbs, rh, lineOf];
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
  const wet = firstWetAboveDry(wetBulb, dryBulb, n);
  if (wet >= 0)
    return {
      ok: false,
      reason: {
        key: 'heat:read.wetAboveDry',
        values: { line: wet + HEADER_LINES + 1, tbn: wetBulb[wet] as number, tbs: dryBulb[wet] as number },
      },
    };
  const first = record.offsets[0] as number;
  const size = Math.round(((record.offsets[n - 1] as number) - first) / interval) + 1;
  // Offsets are strictly increasing multiples of the interval: as many grid places as rows means
  // no row is missing, and the record's columns are the grid as they are (no copies; nothing
  // writes into a series).
  const [tg, tbn, tbs, rh, lineOf] =
    size === n ? [globe, wetBulb, dryBulb, humidity, rowLines(n)] : gridColumns(record, size);
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
