import { describe, expect, it } from 'vitest';
import { heatChartData } from './chart-data';
import { computeHeatResults } from './heat-results';
import { initialHeatOptions, type HeatReportOptions } from './report-state';
import { constantSeries } from './test-series';

const min = 60_000;

describe('results of the report screen', () => {
  it('no mode, no results: the screen says to choose it', () => {
    const r = computeHeatResults(constantSeries(90, 40, 25, 30), initialHeatOptions);
    expect(r.ok ? null : r.reason.key).toBe('heat:screen.chooseModeFirst');
  });

  it('component mode, NR-15 2019: two components worked by hand', () => {
    // IBUTG₁ = 0.7·25 + 0.3·40 = 29.5; IBUTG₂ = 0.7·20 + 0.3·30 = 23.0; 30 min each → 26.25 °C.
    // M = (300·30 + 180·30)/60 = 240 W → next higher row of Quadro 1, 241 W: limit 29.3 °C
    // (56.7 − 11.5·log10 M: 29.3 ↔ 241.3 W); NR-09 action level at 241 W: 26.3 °C → acceptable.
    const options: HeatReportOptions = {
      ...initialHeatOptions,
      mode: 'component',
      components: [
        {
          key: 'a',
          description: 'Furnace',
          data: { minutes: 30, tg: 40, tbn: 25, solarLoad: false, metabolicRate: 300, metabolicUnit: 'W' },
        },
        {
          key: 'b',
          description: 'Rest',
          data: { minutes: 30, tg: 30, tbn: 20, solarLoad: false, metabolicRate: 180, metabolicUnit: 'W' },
        },
      ],
    };
    const r = computeHeatResults(constantSeries(90, 40, 25, 30), options);
    if (!r.ok) throw new Error(r.reason.key);
    expect(r.assessment.ibutg).toBeCloseTo(26.25, 9);
    expect(r.assessment.metabolicRate).toBeCloseTo(240, 9);
    expect(r.assessment.limit).toBe(29.3);
    expect(r.assessment.actionLevel).toBe(26.3);
    expect(r.assessment.judgement).toBe('acceptable');
    // The hood adds 1 °C (SPEC §9): 27.25 > 26.3 → above the action level.
    const hood = computeHeatResults(constantSeries(90, 40, 25, 30), { ...options, hood: true });
    expect(hood.ok && hood.assessment.ibutg).toBeCloseTo(27.25, 9);
    expect(hood.ok && hood.assessment.judgement).toBe('above_action_level');
  });

  it('normal mode: the critical hour of the record with one activity', () => {
    // 90 min at IBUTG 0.7·25 + 0.3·40 = 29.5; M 300 W → Quadro 1 row 300 W: 28.2 °C → above the limit.
    const series = constantSeries(90, 40, 25, 30);
    const r = computeHeatResults(series, { ...initialHeatOptions, mode: 'normal', metabolicRate: 300 });
    if (!r.ok) throw new Error(r.reason.key);
    expect(r.assessment.ibutg).toBeCloseTo(29.5, 9);
    expect(r.assessment.limit).toBe(28.2);
    expect(r.assessment.judgement).toBe('above_limit');
    // The first 25 min are left out (stabilisation): the window is minutes 25–85.
    expect(r.series?.window.start).toBe(25);
    expect(r.series?.flags.map((f) => f.kind)).toContain('stabilisation');
    const chart = heatChartData(series, { ...initialHeatOptions, mode: 'normal', metabolicRate: 300 }, r);
    expect(chart.windowStartMs).toBe(series.startMs + 25 * min);
    expect(chart.windowEndMs).toBe(series.startMs + 85 * min);
    expect(chart.limit).toBe(28.2);
    expect(chart.components).toEqual([]);
  });

  it('normal mode under NR-15 2019 without M: the maths asks for the activities', () => {
    const r = computeHeatResults(constantSeries(90, 40, 25, 30), { ...initialHeatOptions, mode: 'normal' });
    expect(r.ok ? null : r.reason.key).toBe('heat:input.noActivities');
  });

  it('the viewer draws the components on the timeline and no critical window in component mode', () => {
    const series = constantSeries(90, 40, 25, 30);
    const t0 = series.startMs;
    const options: HeatReportOptions = {
      ...initialHeatOptions,
      mode: 'component',
      components: [
        {
          key: 'a',
          description: 'Furnace',
          data: {
            minutes: 20,
            tg: 40,
            tbn: 25,
            solarLoad: false,
            metabolicRate: 300,
            metabolicUnit: 'W',
            period: { startMs: t0 + 30 * min, endMs: t0 + 50 * min, timeBase: 'absolute' },
          },
        },
      ],
    };
    const chart = heatChartData(series, options, computeHeatResults(series, options));
    expect(chart.components).toEqual([{ name: 'Furnace', startMs: t0 + 30 * min, endMs: t0 + 50 * min }]);
    expect(chart.windowEndMs).toBe(chart.windowStartMs);
    // IBUTG per sample by eq. 5.1: 29.5 °C.
    expect(chart.ibutg[0]).toBeCloseTo(29.5, 9);
  });
});
