// Samples CSV → NoiseSeries (format in docs/samples-csv.md). Never throws: every problem is
// { ok: false, reason } with an i18n key naming the line. One pass over the UTF-8 bytes, no per-cell strings.
import { failure, parseSamplesBytes, type SamplesCsvResult } from './samples-csv-bytes.ts';
import { parseSamplesText } from './samples-csv-text.ts';

export type { CsvErrorCode, NoiseCsvErrorReason } from './csv-errors.ts';
export { MAX_LEVEL_DB, MIN_LEVEL_DB } from './csv-rows.ts';
export { failure, type SamplesCsvResult } from './samples-csv-bytes.ts';

/** Parses a samples CSV given as text or as its UTF-8 bytes (a file read without decoding). */
export function parseSamplesCsv(input: string | Uint8Array): SamplesCsvResult {
  try {
    return { ok: true, data: typeof input === 'string' ? parseSamplesText(input) : parseSamplesBytes(input) };
  } catch (error) {
    return failure(error);
  }
}
