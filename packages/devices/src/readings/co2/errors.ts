import { DeviceError } from '../../errors.ts';

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

/** The package's own error type (DeviceError, code 'parse') with a `co2:read.*` key naming the line. */
export function co2ReadError(
  code: Co2ReadErrorCode,
  values: Record<string, string | number> = {},
): DeviceError {
  return new DeviceError('parse', `co2:read.${code}`, values);
}

/** A cell as shown in an error message: at most 20 characters. */
export function preview(cell: string): string {
  return cell.length > 20 ? `${cell.slice(0, 20)}…` : cell;
}
