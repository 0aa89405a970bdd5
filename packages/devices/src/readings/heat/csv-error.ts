// Errors of the heat samples CSV: the one CsvError with a key of the 'heat' namespace (docs/heat-samples-csv.md).
import { type CsvErrorReason, csvErrorMaker } from '../csv-error.ts';

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

/** 'heat:csv.error.<code>' with `values.line`. */
export type HeatCsvErrorReason = CsvErrorReason<HeatCsvErrorCode, `heat:csv.error.${HeatCsvErrorCode}`>;

/** Thrown inside the parser only; parseHeatSamplesCsv turns it into { ok: false, reason }. */
export const heatCsvError = csvErrorMaker<HeatCsvErrorCode, 'heat', 'csv.error'>('heat', 'csv.error');
