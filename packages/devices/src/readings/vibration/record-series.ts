// An AxPro record as the series the vibration maths reads (`summariseIntervals` of @ohp/exposure):
// weighted r.m.s. per interval and axis and, from an extended record, ∫aw⁴dt, peak and spectra.
import type { AxisTriple, AxProRecord, AxProSpectrum } from '../../families/axPro/record.ts';

export type RecordEvaluation = 'hand-arm' | 'whole-body';

export interface VibrationSeries {
  start: string;
  intervalS: number;
  /** Offsets of the intervals from the start, s. */
  offsets: Float64Array;
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  /** ∫aw⁴dt per interval and axis, m⁴/s⁷; null for a record without it (the old format). */
  fourthPower: AxisTriple | null;
  /** Largest |aw| per interval and axis, m/s²; null for the old format. */
  peak: AxisTriple | null;
  /** Unweighted band r.m.s. per carried axis; null when the record has none. */
  spectrum: AxProSpectrum | null;
  /** From the record's evaluation type; undefined for 'none' and 'analog' (the user must say). */
  evaluation: RecordEvaluation | undefined;
  /** The device's multiplicative factor (SPEC §3), already applied by the device to the values. */
  deviceFactor: number;
}

export function vibrationSeriesOf(record: AxProRecord): VibrationSeries {
  const evaluation =
    record.evaluationType === 'handArm'
      ? 'hand-arm'
      : record.evaluationType === 'wholeBody'
        ? 'whole-body'
        : undefined;
  return {
    start: record.start,
    intervalS: record.intervalSeconds,
    offsets: record.offsets,
    x: record.x,
    y: record.y,
    z: record.z,
    fourthPower: record.fourthPower ?? null,
    peak: record.peak ?? null,
    spectrum: record.spectrum ?? null,
    evaluation,
    deviceFactor: record.factor,
  };
}
