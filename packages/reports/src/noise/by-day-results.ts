import {
  computeNoiseExposureByDay,
  type NoiseCriteria,
  type NoiseExposureResult,
  type NoisePresetName,
  type NoiseSeries,
} from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import type { ReportDays } from '../document/days-section.ts';
import { noiseReportDays } from './days.ts';
import type { NoiseReportInput } from './report-input.ts';

// A noise record longer than 24 h in a report (docs/reports.md "Records longer than a day"): each
// norm's figures are its worst day's, as `ohp analyze noise` prints them, and the report lists every
// day. One function for the CLI and the browser, so that both PDFs of one file say the same.

export interface NoiseNormCriteria {
  norm: NoisePresetName;
  /** The norm's criteria as the user chose them, the workday unset when not declared (each day its own). */
  criteria: NoiseCriteria;
}

export interface NoiseResultsByDay {
  /** Each norm's worst day's result. */
  results: Partial<Record<NoisePresetName, NoiseExposureResult>>;
  days: ReportDays[];
}

/** Null for a record of 24 h or less (its results are the whole record's). */
export function noiseResultsByDay(
  language: Language,
  series: NoiseSeries,
  norms: readonly NoiseNormCriteria[],
): NoiseResultsByDay | null {
  const results: Partial<Record<NoisePresetName, NoiseExposureResult>> = {};
  const days: ReportDays[] = [];
  for (const { norm, criteria } of norms) {
    const byDay = computeNoiseExposureByDay(series, criteria);
    const worst = byDay?.days[byDay.worst];
    if (!byDay || !worst) return null;
    results[norm] = worst.result;
    days.push(noiseReportDays(language, norm, byDay));
  }
  return days.length ? { results, days } : null;
}

/** The report of the worst days: its measurement stays the whole record's (`whole`, any norm's result of it). */
export function withWholeRecordMeasurement(
  input: NoiseReportInput,
  whole: NoiseExposureResult,
  days: ReportDays[],
): NoiseReportInput {
  return {
    ...input,
    measurement: {
      ...input.measurement,
      durationMinutes: whole.durationMin,
      pausedMinutes: whole.pausedMin,
      clippedMinutes: whole.clippedMin,
    },
    days,
  };
}
