// The figures of one measurement, read from the @ohp/exposure results `ohp analyze` prints: the
// builder never recomputes a norm, so the event holds the same value as the analysis and the report.
import type { HeatAssessment, NoiseExposureResult, VibrationAssessment } from '@ohp/exposure';
import type { FigureSource, MeasurementFigures } from './agents.ts';

/** Noise analysed with the NHO-01 criteria (85 dB(A), q = 3, threshold 80): NEN and the daily dose. */
export const noiseFigures = (r: NoiseExposureResult, source: FigureSource): MeasurementFigures => ({
  family: 'noise',
  nen: r.nen,
  dailyDosePct: r.projectedWorkdayDosePct,
  source,
});

export const vibrationFigures = (r: VibrationAssessment, source: FigureSource): MeasurementFigures =>
  r.evaluation === 'hand-arm'
    ? { family: 'hand-arm', aren: r.aren, source }
    : { family: 'whole-body', aren: r.aren, vdvr: r.vdvr, source };

/** IBUTG with its increments (the value judged) and the NR-15 Anexo 3 limit for the metabolic rate. */
export const heatFigures = (r: HeatAssessment, source: FigureSource): MeasurementFigures => ({
  family: 'heat',
  ibutg: r.ibutg,
  limit: r.limit,
  norm: r.norm,
  source,
});

export const co2Figures = (source: FigureSource): MeasurementFigures => ({ family: 'co2', source });
