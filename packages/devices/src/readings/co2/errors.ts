import { csvErrorMaker } from '../csv-error.ts';

/** Failures of the CO2 readers; each is a translation key of the `co2` namespace (`co2:read.<code>`). */
export const co2ReadErrorCodes = [
  'empty',
  'missingColumns',
  'duplicateColumn',
  'fieldCount',
  'notANumber',
  'missingValue',
  'outOfRange',
  'badTime',
  'timeBackwards',
  'timeRepeated',
  'tooFewRows',
  'tooLong',
  'wrongFamily',
] as const;
export type Co2ReadErrorCode = (typeof co2ReadErrorCodes)[number];

/** The one CsvError (a DeviceError, code 'parse') with a `co2:read.*` key naming the line. */
export const co2ReadError = csvErrorMaker<Co2ReadErrorCode, 'co2', 'read'>('co2', 'read');

/** A cell as shown in an error message: at most 20 characters. */
export function preview(cell: string): string {
  return cell.length > 20 ? `${cell.slice(0, 20)}…` : cell;
}
