// Errors of the samples CSV parser: an i18n key of the 'noise' namespace plus its values.

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

export interface CsvErrorReason {
  /** e.g. 'noise:csv.error.fieldCount' — translate(lang, reason.key, reason.values). */
  readonly key: `noise:csv.error.${CsvErrorCode}`;
  readonly code: CsvErrorCode;
  /** Placeholder values; `line` is the 1-based line number in the file where it applies. */
  readonly values: Readonly<Record<string, string | number>>;
}

/** Thrown inside the parser only; parseSamplesCsv turns it into { ok: false, reason }. */
export class SamplesCsvError extends Error {
  readonly reason: CsvErrorReason;
  constructor(code: CsvErrorCode, values: Record<string, string | number> = {}) {
    super(`samples CSV: ${code}`);
    this.name = 'SamplesCsvError';
    this.reason = { key: `noise:csv.error.${code}`, code, values };
  }
}

const UTF8 = new TextDecoder('utf-8');

/** A cell as shown in an error message: at most 20 characters. */
export function cellPreview(bytes: Uint8Array, start: number, end: number): string {
  const cell = UTF8.decode(bytes.subarray(start, Math.min(end, start + 84)));
  return cell.length > 20 ? `${cell.slice(0, 20)}…` : cell;
}
