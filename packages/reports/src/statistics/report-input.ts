import type { ExposureStatistics, NoiseStatistics } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';

/** One result of the group, in the unit of the agent (dB(A) for noise levels). */
export interface StatisticsReportMeasurement {
  value: number;
  worker?: string;
  /** As recorded (e.g. 2026-03-04). */
  date?: string;
  /** Where it comes from: instrument, serial number, record, report code. */
  source?: string;
  /** A measurement left out of the statistics, with the reason recorded for it. */
  excludedReason?: string;
}

/** The view-model of the GHE statistics report (docs/statistics.md). */
export interface StatisticsReportInput {
  language: Language;
  generatedAt: Date;
  logoDataUrl?: string;
  group: { name: string; description?: string; company?: string; sector?: string };
  workers: string[];
  /** The agent and the unit of its values and OEL (e.g. "mg/m³", "ppm", "dB(A)"). */
  agent: { name: string; unit: string };
  /** In the agent's unit; for noise the criterion level (85 dB(A)). */
  oel: number;
  /** Present for noise levels: the statistics ran on dose fractions with this exchange rate. */
  noise?: { exchangeRate: 3 | 5 };
  measurements: StatisticsReportMeasurement[];
  /** Computed from the included measurements (the ones without `excludedReason`). */
  statistics: ExposureStatistics | NoiseStatistics;
  evaluator?: { name?: string; registration?: string };
}
