// Errors of the raw acceleration CSV reader: the one CsvError with a key of the 'vibration' namespace.
import { csvErrorMaker } from '../csv-error.ts';

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

/** The reader's error: `vibration:csv.<code>`, `values.line` the 1-based line of the file where it applies. */
export const rawCsvError = csvErrorMaker<RawCsvErrorCode, 'vibration', 'csv'>('vibration', 'csv');

/** A cell as shown in an error message: at most 20 characters. */
export const preview = (cell: string): string => (cell.length > 20 ? `${cell.slice(0, 20)}…` : cell);
