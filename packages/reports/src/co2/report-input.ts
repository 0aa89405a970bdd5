import type { ReportDays } from '../document/days-section.ts';
import type { Co2ExposureResult, Co2Norm } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';

/** The evaluator's fields of SPEC §3's CO2Pro report payload, as the report shows them. */
export interface Co2ReportFields {
  employeeName?: string;
  employeeCompanyName?: string;
  employeeArea?: string;
  functionGHE?: string;
  measurerCompanyName?: string;
  measurerName?: string;
  description?: string;
  /** At most 30 lines. */
  annotation?: string;
  /** Top-level `evaluatorRegistration` of the meta (signature block). */
  evaluatorRegistration?: string;
  /** Top-level `technicalConsiderations` of the meta, at most 30 lines. */
  technicalConsiderations?: string;
}

export interface Co2CalibrationCertificate {
  laboratory: string;
  number: string;
  date?: Date;
  nextDate?: Date;
}

export interface Co2ReportInstrument {
  model: string;
  serialNumber?: string;
  firmware?: string;
  source: 'record' | 'csv';
  certificate?: Co2CalibrationCertificate;
}

/** What the CO2 charts draw: full resolution (the option builders decimate for display only). */
export interface Co2ChartData {
  timeBase: 'absolute' | 'relative';
  startMs: number;
  intervalS: number;
  offsetsS: Float64Array;
  co2: Float64Array;
  temperature?: Float64Array;
  humidity?: Float64Array;
  /** 15-minute time-weighted means (SPEC §9). */
  blocks: Array<{ startS: number; endS: number; meanPpm: number }>;
}

export interface Co2ReportInput {
  language: Language;
  generatedAt: Date;
  logoDataUrl?: string;
  norm: Co2Norm;
  fields: Co2ReportFields;
  instrument: Co2ReportInstrument;
  /** Absolute start and end; undefined for a CSV timed in seconds from its start. */
  start?: Date;
  end?: Date;
  result: Co2ExposureResult;
  charts: Co2ChartData;
  /** A record longer than 24 h: its days; `result` is then the worst day's (as `ohp analyze co2`). */
  days?: ReportDays;
}
