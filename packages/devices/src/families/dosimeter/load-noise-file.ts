import { type NoiseSeries, parseSamplesCsv } from '@ohp/exposure';
import { catalogueEntry, typeOfFamily } from '../../catalogue.ts';
import { parseReadingFile } from '../../records/parse-record.ts';
import { dosimeterRecordToNoiseSeries } from './to-noise-series.ts';
import type { DosimeterRecord } from './types.ts';

export interface NoiseFile {
  source: 'record' | 'csv';
  series: NoiseSeries;
  /** The device record, when the file is one (its configuration, summary, serial, audio). */
  record: DosimeterRecord | undefined;
  /** e.g. 'DoseMax V2'; 'CSV' for a samples CSV. */
  model: string;
}

export type NoiseFileResult =
  | { ok: true; data: NoiseFile }
  | { ok: false; reason: { key: string; values: Record<string, string | number> } };

/** A samples CSV starts with a header naming its columns; device files start with a record line. */
function looksLikeSamplesCsv(text: string): boolean {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return /(^|[;,])\s*"?time"?\s*[;,]/i.test(header) && /(^|[;,])\s*"?laeq"?\s*([;,]|$)/i.test(header);
}

/**
 * Reads any noise input the product accepts: a DoseMax/DosePro record, a DoseMax V2 file or a
 * samples CSV (docs/samples-csv.md). Never throws; errors carry a translation key naming the line.
 */
export function loadNoiseFile(text: string): NoiseFileResult {
  if (text.trim() === '') return { ok: false, reason: { key: 'devices:records.empty', values: {} } };
  if (looksLikeSamplesCsv(text)) {
    const csv = parseSamplesCsv(text);
    if (!csv.ok) return { ok: false, reason: { key: csv.reason.key, values: { ...csv.reason.values } } };
    return { ok: true, data: { source: 'csv', series: csv.data, record: undefined, model: 'CSV' } };
  }
  const read = parseReadingFile(text);
  if (!read.ok) {
    return { ok: false, reason: { key: read.reason.key, values: read.reason.values } };
  }
  const { family, record } = read.data;
  if (record.kind !== 'dosimeter') {
    return {
      ok: false,
      reason: {
        key: 'devices:records.wrongFamily',
        values: { family: catalogueEntry(typeOfFamily(family)).name },
      },
    };
  }
  return {
    ok: true,
    data: {
      source: 'record',
      series: dosimeterRecordToNoiseSeries(record),
      record,
      model: catalogueEntry(typeOfFamily(family)).name,
    },
  };
}
