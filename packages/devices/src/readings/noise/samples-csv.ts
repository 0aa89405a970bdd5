// Samples CSV → NoiseSeries (format in docs/samples-csv.md). Never throws: every problem is
// { ok: false, reason } with an i18n key naming the line. One pass over the UTF-8 bytes, no per-cell strings.
import { utf8Pieces } from '../../records/text-pieces.ts';
import { failure, parseSamplesBytes, type SamplesCsvResult } from './samples-csv-bytes.ts';
import { parseSamplesCsvChunks } from './samples-csv-chunks.ts';

export type { CsvErrorCode, NoiseCsvErrorReason } from './csv-errors.ts';
export { MAX_LEVEL_DB, MIN_LEVEL_DB } from './csv-rows.ts';
export { failure, type SamplesCsvResult } from './samples-csv-bytes.ts';

/**
 * Parses a samples CSV given as text or as its UTF-8 bytes (a file read without decoding). A text
 * (a file the browser read with file.text(), a reading kept across a reload) is encoded a piece of
 * whole lines at a time into one buffer and read as it is encoded: never the whole file's bytes at
 * once (17 MB for a day with third-octave bands, ≈ 14 MB more RSS and 10–20 ms to touch fresh). Its
 * length sizes the column arrays (the bytes of an ASCII text; fewer than a text's bytes otherwise,
 * and the arrays then grow): without it they were sized from the first piece and doubled five
 * times over a day (≈ 5 ms).
 */
export function parseSamplesCsv(input: string | Uint8Array): SamplesCsvResult {
  if (typeof input === 'string')
    return parseSamplesCsvChunks(utf8Pieces(input), { totalBytes: input.length });
  try {
    return { ok: true, data: parseSamplesBytes(input) };
  } catch (error) {
    return failure(error);
  }
}
