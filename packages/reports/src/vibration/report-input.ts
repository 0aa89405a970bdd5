import type { ReportDays } from '../document/days-section.ts';
import type {
  AxisSignalResult,
  AxisValues,
  BandResolution,
  VibrationAssessment,
  VibrationComponent,
  WeightingName,
} from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import type { VibrationReportForm } from './report-form.ts';

/** Everything the vibration report shows; built by the CLI or the web app, rendered by buildVibrationReport. */
export interface VibrationReportInput {
  language: Language;
  generatedAt: Date;
  logoDataUrl?: string;
  instrument: { model?: string; serialNumber?: string; firmware?: string };
  /** Where the figures come from. */
  source:
    | { kind: 'record'; model: string; intervalS: number; start: string; durationMin: number }
    | { kind: 'csv'; sampleRate: number; durationMin: number }
    | { kind: 'input' };
  components: VibrationComponent[];
  result: VibrationAssessment;
  /** A record longer than 24 h: its days; `result` is then the worst day's (as `ohp analyze vibration`). */
  days?: ReportDays;
  /** Raw CSV only: the per-axis metrics of the weighted signal. */
  signal?: { weightings: AxisValues<WeightingName>; axes: AxisValues<AxisSignalResult> };
  charts: {
    /** Weighted r.m.s. per interval and axis (record intervals or 1 s of a raw signal). */
    history?: {
      /** Clock time of the first interval; absent for raw data (the axis then shows elapsed seconds). */
      startMs?: number;
      intervalS: number;
      x: ArrayLike<number>;
      y: ArrayLike<number>;
      z: ArrayLike<number>;
    };
    spectrum?: { resolution: BandResolution; centres: number[]; x: number[]; y: number[]; z: number[] };
  };
  form: VibrationReportForm;
}
