import { assessHeatSeriesByDay, type HeatSeries, ibutgSeries, worstDayIndex } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import {
  buildHeatReport,
  type HeatReportForm,
  type HeatReportInput,
  heatReportDays,
  heatReportInputFrom,
  type ReportDays,
} from '@ohp/reports';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { HeatResults } from '../lib/heat-results';
import { clothingIncrementOf, recordModeOptions } from '../lib/heat-results';
import type { HeatReportOptions } from '../lib/report-state';

// The heat report of the screen: the same view-model builder and PDF builder as the CLI
// (@ohp/reports heat). Component mode adds what the builder leaves to its caller: the instrument the
// record came from, the components' names on their rows and their periods on the chart.

export interface HeatPdfSource {
  series: HeatSeries;
  source: 'record' | 'csv';
  model: string;
  serialNumber?: string | undefined;
}

export interface HeatPdfArgs {
  language: Language;
  unit: 'C' | 'F';
  logoDataUrl?: string | undefined;
  form: HeatReportForm;
  options: HeatReportOptions;
  results: Extract<HeatResults, { ok: true }>;
  reading: HeatPdfSource;
  generatedAt?: Date;
}

export function heatPdfInput(a: HeatPdfArgs): HeatReportInput {
  const o = a.options;
  const normal = o.mode === 'normal';
  const input = heatReportInputFrom({
    language: a.language,
    generatedAt: a.generatedAt ?? new Date(),
    logoDataUrl: a.logoDataUrl,
    unit: a.unit,
    form: a.form,
    options: {
      norm: o.norm,
      rest: o.norm === 'nr15-1978' ? o.rest : undefined,
      solarLoad: normal && o.solarLoad,
      hood: o.hood,
      clothingIncrementC: clothingIncrementOf(o),
      openSkyWithoutArtificialSource: o.norm === 'nr15-2019' && o.openSky,
      situations: a.results.situations,
      // The picked table row travels with each activity: the report names it in its own language.
      activities: a.results.activities.map((row, i) => ({
        ...row,
        activity: normal ? o.activity : o.components[i]?.data.activity,
      })),
    },
    assessment: a.results.assessment,
    ...(normal && a.results.series
      ? {
          reading: {
            series: a.reading.series,
            source: a.reading.source,
            model: a.reading.model,
            serialNumber: a.reading.serialNumber,
          },
          series: a.results.series,
        }
      : {}),
  });
  if (normal) {
    const days = heatDaysOf(input, a.reading.series, o);
    return days ? { ...input, days } : input;
  }
  const s = a.reading.series;
  return {
    ...input,
    instrument: {
      model: a.reading.model,
      serialNumber: a.reading.serialNumber ?? '-',
      ...(input.instrument?.certificate ? { certificate: input.instrument.certificate } : {}),
    },
    situations: input.situations.map((row, i) => ({ ...row, label: o.components[i]?.description })),
    activities: input.activities.map((row, i) => ({ ...row, label: o.components[i]?.description })),
    chart: {
      startMs: s.startMs,
      intervalS: s.intervalS,
      relative: s.timeBase === 'relative',
      tg: s.tg,
      tbn: s.tbn,
      tbs: s.tbs,
      ibutg: ibutgSeries(s, false),
      // No critical window in component mode: the components are the hour.
      windowStartMs: s.startMs,
      windowEndMs: s.startMs,
      limit: a.results.assessment.limit,
      actionLevel: a.results.assessment.actionLevel,
      components: o.components.flatMap((c) =>
        c.data.period
          ? [{ name: c.description, startMs: c.data.period.startMs, endMs: c.data.period.endMs }]
          : [],
      ),
    },
  };
}

/**
 * A record longer than a day: each calendar day's critical hour, as `ohp report heat` lists them (a
 * day with no valid hour is left out, as there). The report's own critical hour is the record's
 * worst, the hour the screen judges: the worst day's unless that hour spans midnight.
 */
function heatDaysOf(
  input: HeatReportInput,
  series: HeatSeries,
  options: HeatReportOptions,
): ReportDays | undefined {
  const byDay = assessHeatSeriesByDay(series, recordModeOptions(options));
  const days = (byDay?.days ?? []).flatMap((d) =>
    d.series.assessment.ok ? [{ day: d.day, date: d.date, assessment: d.series.assessment.data }] : [],
  );
  if (days.length === 0) return undefined;
  const worst = worstDayIndex(
    days,
    (d) => d.assessment.judgement,
    (d) => d.assessment.ibutg,
  );
  return heatReportDays(input, days, worst);
}

export function buildHeatPdfDefinition(a: HeatPdfArgs): TDocumentDefinitions {
  return buildHeatReport(heatPdfInput(a));
}

/** e.g. 'heat-report-2026-01-20.pdf' from the record's start. */
export function heatReportFileName(series: HeatSeries): string {
  if (series.timeBase !== 'absolute') return 'heat-report.pdf';
  const d = new Date(series.startMs);
  const p = (n: number) => String(n).padStart(2, '0');
  return `heat-report-${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}.pdf`;
}
