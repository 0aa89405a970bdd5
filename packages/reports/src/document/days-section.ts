// "Resultados por dia" of a record longer than 24 h (issue 28): the record is analysed one calendar
// day at a time, each day a workday of its own, and the report says so, judges the worst day and
// lists every day. Shared by the four reports; each domain gives its columns already formatted.
import { formatDate, type Language, translate } from '@ohp/i18n';
import type { Content } from 'pdfmake/interfaces';
import { dataTable, sectionTitle, type Tone, verdictBox } from './blocks.ts';

export interface ReportDay {
  day: number;
  /** yyyy-mm-dd on the device's clock, or null for a record timed from its start. */
  date: string | null;
  /** The domain's figures, in the order of `headers`, formatted in the report's language. */
  figures: string[];
  /** The day's judgement in words. */
  verdict: string;
}

export interface ReportDays {
  /** What the table is of when a report has more than one (a norm). */
  scope?: string;
  headers: string[];
  days: ReportDay[];
  /** Index of the worst day in `days`. */
  worst: number;
  /** The worst day's tone (its judgement's colour). */
  tone: Tone;
}

/** A day as the report writes it: its date (dd/MM/yyyy), else "day n". */
export function reportDayLabel(language: Language, d: { day: number; date: string | null }): string {
  if (!d.date) return translate(language, 'longRecords:dayNumber', { n: d.day });
  const [y, m, day] = d.date.split('-').map(Number) as [number, number, number];
  return formatDate(new Date(y, m - 1, day));
}

export function daysSection(language: Language, r: ReportDays): Content[] {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(language, `longRecords:${key}`, values);
  const worst = r.days[r.worst];
  if (!worst) return [];
  const scoped = (text: string) => (r.scope ? `${text} · ${r.scope}` : text);
  const label = (d: ReportDay) => reportDayLabel(language, d);
  return [
    sectionTitle(scoped(t('web.title'))),
    verdictBox(
      t('report.worst', { worst: label(worst), verdict: worst.verdict }),
      // Days without a date are 24-h periods from the file's start, not calendar days.
      t(worst.date === null ? 'report.explainFromStart' : 'report.explain', { days: r.days.length }),
      r.tone,
    ),
    dataTable(
      [t('day'), ...r.headers, t('judgement')],
      r.days.map((d, i) => [
        i === r.worst ? `${label(d)} (${t('worstDay')})` : label(d),
        ...d.figures,
        d.verdict,
      ]),
    ),
  ];
}
