// Any heat input (a record of a heat family or a heat samples CSV) → a HeatSeries: readReading
// narrowed to the heat domain for the heat commands.
import type { DeviceFamily } from '@ohp/contracts/vocabulary';
import type { HeatSeries } from '@ohp/exposure';
import { headOf } from '../domain-reader.ts';
import { readReading } from '../read-reading.ts';
import { heatReader } from './heat-reader.ts';
import type { TemperatureUnit } from './samples-csv.ts';

export interface HeatInput {
  readonly series: HeatSeries;
  readonly source: 'record' | 'csv';
  /** The family of a record (the Itemp), undefined for a CSV from any instrument. */
  readonly family: DeviceFamily | undefined;
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

/**
 * Never throws. A file the heat reader claims (a heat CSV header, a heat family's record line) is
 * read by it, whatever another reader says; anything else goes through readReading, and a reading of
 * another domain is 'heat:read.notHeatCsv' (a CSV) or 'heat:read.wrongFamily' naming its model.
 */
export function readHeatInput(input: Uint8Array | string): HeatInputResult {
  const read = heatReader.sniff(headOf(input)) > 0 ? heatReader.read(input) : readReading(input);
  if (!read.ok) return read;
  const r = read.data;
  if (r.domain !== 'heat' && r.source === 'csv')
    return { ok: false, reason: { key: 'heat:read.notHeatCsv', values: {} } };
  if (r.domain !== 'heat')
    return { ok: false, reason: { key: 'heat:read.wrongFamily', values: { model: r.model } } };
  return {
    ok: true,
    data: {
      series: r.heat.series,
      source: r.source,
      family: r.family,
      model: r.model,
      serialNumber: r.record?.serialNumber,
      unit: r.heat.unit,
    },
  };
}
