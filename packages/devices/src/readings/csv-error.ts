// The one error class of the samples-CSV readers of every domain (noise, heat, raw acceleration, CO2).
import { DeviceError } from '../errors.ts';

/** Why a reader refused a file: the translation key, the reader's own code and the key's values. */
export interface CsvErrorReason<C extends string = string, K extends string = string> {
  /** e.g. 'noise:csv.error.fieldCount': translate(lang, reason.key, reason.values). */
  readonly key: K;
  readonly code: C;
  /** Placeholder values; `line` is the 1-based line of the file where it applies. */
  readonly values: Readonly<Record<string, string | number>>;
}

/**
 * A samples CSV refused: the package's DeviceError (code 'parse') whose key is the domain's
 * `<prefix>.<code>` (`noise:csv.error`, `heat:csv.error`, `vibration:csv`, `co2:read`) and whose
 * values name the line. Thrown inside a reader only; its `reason` is the reader's `{ ok: false }` answer.
 */
export class CsvError<C extends string = string, P extends string = string> extends DeviceError {
  readonly reason: CsvErrorReason<C, `${P}.${C}`>;
  constructor(prefix: P, code: C, values: Record<string, string | number> = {}) {
    super('parse', `${prefix}.${code}`, values);
    this.reason = { key: `${prefix}.${code}`, code, values };
  }
}

/**
 * The error maker of one domain's reader: its codes, its namespace and key group (keys
 * `<namespace>:<group>.<code>`; given apart, so that no source holds a half key).
 */
export function csvErrorMaker<C extends string, N extends string, G extends string>(
  namespace: N,
  group: G,
): (code: C, values?: Record<string, string | number>) => CsvError<C, `${N}:${G}`> {
  const prefix = `${namespace}:${group}` as const;
  return (code, values = {}) => new CsvError(prefix, code, values);
}
