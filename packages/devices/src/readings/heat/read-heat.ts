// Any heat input (an Itemp record or a heat samples CSV) → a HeatSeries; anything else goes through readReading.
import type { HeatSeries } from '@ohp/exposure';
import { catalogueEntry, typeOfFamily } from '../../catalogue.ts';
import type { ItempRecord } from '../../families/itemp/record.ts';
import { parseRecord } from '../../records/parse-record.ts';
import { readReading } from '../read-reading.ts';
import { heatSeriesFromItemp } from './from-itemp.ts';
import { looksLikeHeatCsv, parseHeatSamplesCsv, type TemperatureUnit } from './samples-csv.ts';
import { scanItempBytes } from '../../families/itemp/scan-bytes.ts';

export interface HeatInput {
  readonly series: HeatSeries;
  readonly source: 'record' | 'csv';
  /** 'itemp' for a record, undefined for a CSV from any instrument. */
  readonly family: 'itemp' | undefined;
  /** 'ITEMP' or 'CSV'. */
  readonly model: string;
  readonly serialNumber: string | undefined;
  /** The unit the source used (records are in °C). */
  readonly unit: TemperatureUnit;
}

export type HeatInputResult =
  | { readonly ok: true; readonly data: HeatInput }
  | {
      readonly ok: false;
      readonly reason: { readonly key: string; readonly values: Record<string, string | number> };
    };

const UTF8 = new TextDecoder();

/** Never throws; a reading of another domain is 'heat:read.wrongFamily' naming what it is. */
export function readHeatInput(input: Uint8Array | string): HeatInputResult {
  const head = typeof input === 'string' ? input.slice(0, 4096) : UTF8.decode(input.subarray(0, 4096));
  if (looksLikeHeatCsv(head)) {
    const csv = parseHeatSamplesCsv(input);
    if (!csv.ok) return { ok: false, reason: { key: csv.reason.key, values: { ...csv.reason.values } } };
    const { series, unit } = csv.data;
    return {
      ok: true,
      data: { series, source: 'csv', family: undefined, model: 'CSV', serialNumber: undefined, unit },
    };
  }
  let record: ItempRecord;
  let model: string;
  if (/^\s*a;3;/.test(head)) {
    // An Itemp record says so on its first line: parse it as readReading would once its noise
    // attempt failed (that attempt alone costs ~35 ms on a 24 h record at 1 s).
    // A clean record's bytes are scanned without decoding them; anything else goes to the parser.
    const scanned = typeof input === 'string' ? undefined : scanItempBytes(input);
    if (scanned) record = scanned;
    else {
      const parsed = parseRecord('itemp', typeof input === 'string' ? input : UTF8.decode(input));
      if (!parsed.ok) return { ok: false, reason: { key: parsed.reason.key, values: parsed.reason.values } };
      record = parsed.data as ItempRecord;
    }
    model = catalogueEntry(typeOfFamily('itemp')).name;
  } else {
    const reading = readReading(input);
    if (!reading.ok) return reading;
    const r = reading.data;
    if (r.domain !== 'heat' && r.source === 'csv')
      return { ok: false, reason: { key: 'heat:read.notHeatCsv', values: {} } };
    if (r.domain !== 'heat')
      return { ok: false, reason: { key: 'heat:read.wrongFamily', values: { model: r.model } } };
    // readReading already built the series (an Itemp record after a BOM, or a CSV it recognised).
    return {
      ok: true,
      data: {
        series: r.heat.series,
        source: r.source,
        family: r.record ? 'itemp' : undefined,
        model: r.model,
        serialNumber: r.record?.serialNumber,
        unit: r.heat.unit,
      },
    };
  }
  const series = heatSeriesFromItemp(record);
  if (!series.ok) return series;
  return {
    ok: true,
    data: {
      series: series.data,
      source: 'record',
      family: 'itemp',
      model,
      serialNumber: record.serialNumber,
      unit: 'C',
    },
  };
}
