// Samples CSV → NoiseSeries (format in docs/samples-csv.md). Never throws: every problem is
// { ok: false, reason } with an i18n key naming the line. One pass over the UTF-8 bytes, no per-cell strings.
import { CsvError } from '../csv-error.ts';
import { type NoiseCsvErrorReason, noiseCsvError } from './csv-errors.ts';
import { parseSamplesBytes } from './samples-csv-bytes.ts';
import { parseSamplesText } from './samples-csv-text.ts';
import type { NoiseSeries } from '@ohp/exposure';

export type { CsvErrorCode, NoiseCsvErrorReason } from './csv-errors.ts';
export { MAX_LEVEL_DB, MIN_LEVEL_DB } from './csv-rows.ts';

export type SamplesCsvResult =
  | { readonly ok: true; readonly data: NoiseSeries }
  | { readonly ok: false; readonly reason: NoiseCsvErrorReason };

/** Parses a samples CSV given as text or as its UTF-8 bytes (a file read without decoding). */
export function parseSamplesCsv(input: string | Uint8Array): SamplesCsvResult {
  try {
    return { ok: true, data: typeof input === 'string' ? parseSamplesText(input) : parseSamplesBytes(input) };
  } catch (error) {
    return failure(error);
  }
}

/** The answer for anything the reader threw. */
export function failure(error: unknown): { readonly ok: false; readonly reason: NoiseCsvErrorReason } {
  // Only the noise reader's errors are thrown inside it.
  if (error instanceof CsvError) return { ok: false, reason: error.reason as NoiseCsvErrorReason };
  return { ok: false, reason: noiseCsvError('unexpected').reason };
}
