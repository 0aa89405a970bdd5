// Errors of the raw acceleration CSV reader: an i18n key of the 'vibration' namespace plus its values.

export type RawCsvErrorCode =
  | 'empty'
  | 'missingColumns'
  | 'duplicateColumn'
  | 'fieldCount'
  | 'notANumber'
  | 'outOfRange'
  | 'negativeTime'
  | 'timeBackwards'
  | 'irregularTime'
  | 'tooShort'
  | 'tooLong'
  | 'lineTooLong';

/** The reader's one error type; `values.line` is the 1-based line of the file where it applies. */
export class RawCsvError extends Error {
  readonly key: `vibration:csv.${RawCsvErrorCode}`;
  constructor(
    readonly code: RawCsvErrorCode,
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(`raw acceleration CSV: ${code}`);
    this.name = 'RawCsvError';
    this.key = `vibration:csv.${code}`;
  }
}

/** A cell as shown in an error message: at most 20 characters. */
export const preview = (cell: string): string => (cell.length > 20 ? `${cell.slice(0, 20)}…` : cell);
