import type { Language } from '@ohp/i18n';
import type { ReportDays } from '../document/days-section.ts';

export type NoiseNorm = 'nr15' | 'nho01';
export type NoiseJudgement = 'acceptable' | 'action_level' | 'uncertainty' | 'above_limit';
export type ProtectorType = 'shell' | 'molded' | 'pre_molded';

export interface NoiseReportContext {
  employee?: string;
  company?: string;
  sector?: string;
  functionGhe?: string;
  workdayMinutes?: number;
  assessmentDate?: Date;
  evaluatorName?: string;
  evaluatorCompany?: string;
  evaluatorRegistration?: string;
  /** At most 30 lines (SPEC §5). */
  annotation?: string;
  microphonePosition?: string;
  /** The evaluator's technical considerations, at most 30 lines. */
  technicalConsiderations?: string;
}

import type { CalibrationCertificate } from '../document/instrument.ts';

export type { CalibrationCertificate };

export interface NoiseReportInstrument {
  model: string;
  serialNumber: string;
  firmware?: string;
  certificate?: CalibrationCertificate;
}

export interface DosimeterSettings {
  weightingCurve: string;
  timeWeighting: string;
  thresholdDb: number;
  criterionDb: number;
  exchangeRate: number;
  peakCurve?: string;
  startDelaySeconds?: number;
}

/** A figure the device computed itself, beside ours; `differs` past 0.1 dB or 0.5 % dose. */
export interface DeviceComparison {
  label: string;
  unit: 'dB' | '%';
  device: number;
  computed: number;
  differs: boolean;
}

export interface NoiseNormResult {
  norm: NoiseNorm;
  criterionDb: number;
  exchangeRate: number;
  thresholdDb: number;
  dosePct: number;
  projectedDose8hPct: number;
  projectedDoseWorkdayPct?: number;
  lavg: number;
  laeq: number;
  ne?: number;
  nen?: number;
  twa?: number;
  minLevel: number;
  maxLevel: number;
  peaksAbove115: number;
  exceeds115: boolean;
  nr15TableDosePct?: number;
  /** Highest peak of the record and the channel it comes from ('LCpeak', 'LZpeak', 'LAFmax', 'LAeq'). */
  maxPeakDb?: number;
  peakLabel?: string;
  /** Null when there is no data to judge. */
  judgement: NoiseJudgement | null;
  comparisons?: DeviceComparison[];
}

export interface HearingProtector {
  manufacturer?: string;
  model?: string;
  ca?: string;
  type?: ProtectorType;
  nrrsf: number;
  /** Exposure level at the ear with the protector (NE or Lavg − NRRsf). */
  protectedLevelDb: number;
}

export interface CalibrationCheck {
  preDb?: number;
  postDb?: number;
  deviationDb?: number;
  fieldCheck1kHz?: string;
  withinTolerance?: boolean;
  calibrator?: { model?: string; serialNumber?: string };
}

export interface ClippingRow {
  start: Date;
  end: Date;
  type: 'pause' | 'clip';
  observation?: string;
}

export interface NoiseChartData {
  /**
   * Epoch ms of the first interval and the logging interval. In a relative record (`relative`: times
   * counted from the file's start, no date) the ms count from the file's 0 and are never a clock.
   */
  startMs: number;
  relative?: boolean;
  intervalSeconds: number;
  /** Per-interval LAeq; NaN where there is no data (paused). Decimated for drawing. */
  levels: ArrayLike<number>;
  /** Epoch ms of peaks of 115 dB or more. */
  peaksMs?: number[];
  /** Time per 1 dB class, minutes. */
  histogram: Array<{ levelDb: number; minutes: number }>;
  /** Energy-average spectrum, if the record has bands. */
  bands?: { labels: string[]; levels: number[] };
}

export interface NoiseReportInput {
  language: Language;
  generatedAt: Date;
  logoDataUrl?: string;
  familyLabel: string;
  context: NoiseReportContext;
  instrument: NoiseReportInstrument;
  settings: DosimeterSettings;
  measurement: {
    /** In a relative record (`relative`), times from the file's start carried as ms since epoch 0. */
    start: Date;
    end: Date;
    /** Times counted from the file's start (a samples CSV in seconds): written as such, never as dates. */
    relative?: boolean;
    durationMinutes: number;
    pausedMinutes: number;
    clippedMinutes: number;
  };
  results: NoiseNormResult[];
  /**
   * A record longer than 24 h: each norm's day-by-day results; `results` are then the worst day's
   * (as `ohp analyze noise` prints them) and the measurement is the whole record.
   */
  days?: ReportDays[];
  protector?: HearingProtector;
  calibration?: CalibrationCheck;
  clippings: ClippingRow[];
  charts: NoiseChartData;
  /** ISO 9612 inputs: the dosimeter's class (2 unless declared) and the GHE's other levels. */
  uncertainty?: { instrumentClass?: 1 | 2; gheLevelsDb?: number[] };
}
