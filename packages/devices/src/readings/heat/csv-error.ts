// Errors of the heat samples CSV: an i18n key of the 'heat' namespace plus its values (docs/heat-samples-csv.md).

export type HeatCsvErrorCode =
  | 'empty'
  | 'missingColumns'
  | 'duplicateColumn'
  | 'unitMissing'
  | 'mixedUnits'
  | 'fieldCount'
  | 'notANumber'
  | 'temperatureOutOfRange'
  | 'humidityOutOfRange'
  | 'wetAboveDry'
  | 'badTime'
  | 'timeBackwards'
  | 'timeRepeated'
  | 'inconsistentInterval'
  | 'tooFewRows'
  | 'tooLong'
  | 'unexpected';

export interface HeatCsvErrorReason {
  /** 'heat:csv.error.<code>': translate(lang, reason.key, reason.values). */
  readonly key: `heat:csv.error.${HeatCsvErrorCode}`;
  readonly code: HeatCsvErrorCode;
  /** `line` is the 1-based line of the file where it applies. */
  readonly values: Readonly<Record<string, string | number>>;
}

/** Thrown inside the parser only; parseHeatSamplesCsv turns it into { ok: false, reason }. */
export class HeatCsvError extends Error {
  readonly reason: HeatCsvErrorReason;
  constructor(code: HeatCsvErrorCode, values: Record<string, string | number> = {}) {
    super(`heat samples CSV: ${code}`);
    this.name = 'HeatCsvError';
    this.reason = { key: `heat:csv.error.${code}`, code, values };
  }
}
