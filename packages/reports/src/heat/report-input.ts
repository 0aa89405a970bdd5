import type { ReportDays } from '../document/days-section.ts';
// The heat report's view-model: everything the PDF shows, already computed (°C inside; `unit` says
// how to show it). Built by heatReportInputFrom (CLI, server) or by the web screen.
import type { HeatAssessment, HeatNorm, RestPlace } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import type { CalibrationCertificate } from '../noise/report-input.ts';

export interface HeatReportContext {
  employee?: string;
  company?: string;
  sector?: string;
  functionGhe?: string;
  assessmentDate?: Date;
  evaluatorName?: string;
  evaluatorCompany?: string;
  evaluatorRegistration?: string;
  annotation?: string;
  /** Height of the sensors / body region measured. */
  measurementHeight?: string;
  technicalConsiderations?: string;
}

export interface HeatReportInstrument {
  model: string;
  serialNumber: string;
  certificate?: CalibrationCertificate;
}

export interface HeatReportMeasurement {
  /** Null when the source's times are seconds from its start. */
  start: Date | null;
  end: Date | null;
  intervalS: number;
  samples: number;
}

export interface HeatReportWindow {
  start: Date | null;
  end: Date | null;
  startOffsetS: number;
  endOffsetS: number;
  minutes: number;
  short: boolean;
}

export interface HeatReportMethod {
  norm: HeatNorm;
  rest?: RestPlace;
  solarLoad: boolean;
  hood: boolean;
  clothingIncrementC: number;
  /** Key of the clothing chosen in NHO-06 Quadro 2 ('heat:clothing.<key>'), if known. */
  clothingKey?: string;
  openSky: boolean;
  /** Record mode: minutes left out at the start; null for situations entered. */
  stabilisationMin: number | null;
  window: HeatReportWindow | null;
  source: 'record' | 'csv' | 'situations';
}

export interface HeatReportSituation {
  /** A label, or undefined for "Situation n"; the critical window of a record is flagged. */
  label?: string;
  critical?: boolean;
  minutes: number;
  tbn?: number;
  tg?: number;
  tbs?: number;
  solarLoad: boolean;
  ibutg: number;
}

export interface HeatReportActivity {
  label?: string;
  /** The row picked in the norm's activity table (`heatActivityRow`), shown in the report's language. */
  activity?: string;
  minutes: number;
  metabolicRate: number;
}

/** A translated line: an i18n key of the heat namespace with its values. */
export interface HeatReportLine {
  key: string;
  values: Record<string, string | number>;
}

export interface HeatChartData {
  startMs: number;
  intervalS: number;
  /** Times are seconds from the start (a CSV without dates): the axis shows minutes. */
  relative: boolean;
  tg: ArrayLike<number>;
  tbn: ArrayLike<number>;
  tbs: ArrayLike<number> | null;
  ibutg: ArrayLike<number>;
  windowStartMs: number;
  windowEndMs: number;
  limit: number | null;
  actionLevel: number | null;
  /** Component mode: the periods of the record the components were cut from, drawn on the timeline. */
  components?: { name: string; startMs: number; endMs: number }[];
}

export interface HeatReportInput {
  language: Language;
  generatedAt: Date;
  logoDataUrl?: string;
  /** Display unit of temperatures. */
  unit: 'C' | 'F';
  context: HeatReportContext;
  instrument?: HeatReportInstrument;
  measurement?: HeatReportMeasurement;
  method: HeatReportMethod;
  situations: HeatReportSituation[];
  activities: HeatReportActivity[];
  result: HeatAssessment;
  /** A record longer than 24 h: its days; `result` is then the worst day's (as `ohp analyze heat`). */
  days?: ReportDays;
  /** Validity flags of the readings and the assessment's warnings, every one listed. */
  flags: HeatReportLine[];
  chart?: HeatChartData;
}
