import type { HeatSeries } from '@ohp/exposure';
import { heatReportFormSchema } from '@ohp/reports';
import { describe, expect, it } from 'vitest';
import { computeHeatResults } from '../lib/heat-results';
import { type HeatReportOptions, initialHeatOptions } from '../lib/report-state';
import { coolThenHotSeries } from '../lib/test-series';
import { heatPdfInput } from './build-heat-pdf';

const options: HeatReportOptions = { ...initialHeatOptions, mode: 'normal', metabolicRate: 300 };

function input(series: HeatSeries) {
  const results = computeHeatResults(series, options);
  if (!results.ok) throw new Error(results.reason.key);
  return heatPdfInput({
    language: 'pt-BR',
    unit: 'C',
    form: heatReportFormSchema.parse({}),
    options,
    results,
    reading: { series, source: 'record', model: 'Itemp' },
  });
}

describe('the browser heat report of a record longer than a day', () => {
  it('lists each calendar day’s critical hour, the hotter day the worst, as `ohp report heat`', () => {
    const days = input(coolThenHotSeries(720 + 1440, 720)).days;
    expect(days?.days.map((d) => d.date)).toEqual(['2026-01-12', '2026-01-13']);
    // IBUTG = 0.7·tbn + 0.3·tg: 24.4 °C on the 12th, 31.6 °C on the 13th.
    expect(days?.days.map((d) => d.figures[0])).toEqual(['24,4 °C', '31,6 °C']);
    expect(days?.worst).toBe(1);
  });

  it('has no days table for a record of a day or less', () => {
    expect(input(coolThenHotSeries(480, 240)).days).toBeUndefined();
  });
});
