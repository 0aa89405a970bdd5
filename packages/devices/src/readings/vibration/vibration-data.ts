import type { RawAcceleration } from './raw-csv.ts';
import type { VibrationSeries } from './record-series.ts';

/**
 * What a vibration reading gives the maths: the intervals of a record (`summariseIntervals`) or
 * the raw tri-axial acceleration of a CSV from any instrument (`analyzeSignal`).
 */
export type VibrationData =
  | { kind: 'intervals'; series: VibrationSeries }
  | { kind: 'raw'; raw: RawAcceleration };
