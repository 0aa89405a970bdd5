// Errors of the samples CSV parser: the one CsvError with a key of the 'noise' namespace.
import { type CsvErrorReason, csvErrorMaker } from '../csv-error.ts';

export type CsvErrorCode =
  | 'empty'
  | 'missingColumns'
  | 'duplicateColumn'
  | 'unknownBand'
  | 'fieldCount'
  | 'notANumber'
  | 'levelOutOfRange'
  | 'badTime'
  | 'timeBackwards'
  | 'timeRepeated'
  | 'inconsistentInterval'
  | 'tooFewRows'
  | 'tooLong'
  | 'unexpected';

/** e.g. 'noise:csv.error.fieldCount' with `values.line`. */
export type NoiseCsvErrorReason = CsvErrorReason<CsvErrorCode, `noise:csv.error.${CsvErrorCode}`>;

/** Thrown inside the parser only; parseSamplesCsv turns it into { ok: false, reason }. */
export const noiseCsvError = csvErrorMaker<CsvErrorCode, 'noise', 'csv.error'>('noise', 'csv.error');

const UTF8 = new TextDecoder('utf-8');

/** A cell as shown in an error message: at most 20 characters. */
export function cellPreview(bytes: Uint8Array, start: number, end: number): string {
  const cell = UTF8.decode(bytes.subarray(start, Math.min(end, start + 84)));
  return cell.length > 20 ? `${cell.slice(0, 20)}…` : cell;
}
