import { formatDate, formatTime, type Language, translate } from '@ohp/i18n';
import { formatMinutes, formatNumber } from '../noise/format.ts';
import type { Co2ReportInput } from './report-input.ts';

export type T = (key: string, values?: Record<string, string | number>) => string;

/** Translates keys of the `co2` namespace's `report` part; `reports:`-prefixed keys as they are. */
export const co2ReportTranslator =
  (language: Language): T =>
  (key, values) =>
    translate(language, key.includes(':') ? key : `co2:report.${key}`, values);

export function ppmText(
  input: Co2ReportInput,
  t: T,
  value: number | null | undefined,
  atLeast = false,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const text = `${formatNumber(input.language, value, 0)} ppm`;
  return atLeast ? t('atLeast', { value: text }) : text;
}

export const numberText = (input: Co2ReportInput, value: number | undefined, digits = 1) =>
  formatNumber(input.language, value, digits);

/** An offset (seconds from the start) as a date-time, or as "+HHhMM" for a CSV timed from its start. */
export function timeText(input: Co2ReportInput, offsetS: number | null): string {
  if (offsetS === null) return '-';
  const c = input.charts;
  // dd/MM/yyyy HH:mm, like every other date of the reports.
  if (c.timeBase === 'absolute') {
    const d = new Date(c.startMs + offsetS * 1000);
    return `${formatDate(d)} ${formatTime(d)}`;
  }
  return `+${formatMinutes((offsetS - (c.offsetsS[0] ?? 0)) / 60)}`;
}

export { formatMinutes };
