import { fc, test } from '@fast-check/vitest';
import { epochMs, type NoiseSeries, seconds } from '@ohp/exposure';
import { chartLabels } from '@ohp/reports/noise/chart-data';
import { describe, expect, it } from 'vitest';
import { darkLook } from '../lib/chart-data';
import { levelChartOption, spanOf, windowPoints } from './level-chart-option';

// The whole record's line reuses the shared builder's points instead of decimating the record a
// second time: they must be exactly the window decimation of the whole span.

const record = fc
  .record({
    levels: fc.array(fc.oneof(fc.double({ min: 30, max: 140, noNaN: true }), fc.constant(Number.NaN)), {
      minLength: 1,
      maxLength: 5000,
    }),
    intervalS: fc.constantFrom(0.125, 0.5, 1, 60, 3600),
    startMs: fc.integer({ min: 0, max: 2_000_000_000_000 }),
    maxPoints: fc.constantFrom(1000, 2000, 4000),
  })
  .filter((r) => r.levels.some((v) => !Number.isNaN(v)));

function seriesOf(r: { levels: number[]; intervalS: number; startMs: number }): NoiseSeries {
  return {
    startMs: epochMs(r.startMs),
    timeBase: 'absolute',
    intervalS: seconds(r.intervalS),
    laeq: Float64Array.from(r.levels),
    excluded: [],
  };
}

function optionOf(series: NoiseSeries, maxPoints: 1000 | 2000 | 4000, window: [number, number] | null) {
  return levelChartOption({
    series,
    thresholdDb: 80,
    criterionDb: 85,
    labels: chartLabels((k) => k),
    look: darkLook,
    settings: { showLimits: true, showPeaks: true, maxPoints },
    window,
  }) as { series: Array<{ data: unknown; large?: boolean }> };
}

function lineData(series: NoiseSeries, maxPoints: 1000 | 2000 | 4000, window: [number, number] | null) {
  return optionOf(series, maxPoints, window).series[0]?.data;
}

describe('levelChartOption', () => {
  test.prop([record])('the whole record: the points of the whole span, decimated', (r) => {
    const series = seriesOf(r);
    const { t0, t1 } = spanOf(series);
    expect(lineData(series, r.maxPoints, null)).toEqual(windowPoints(series, [t0, t1], r.maxPoints));
  });

  test.prop([record, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })])(
    'a window: its own points',
    (r, a, b) => {
      const series = seriesOf(r);
      const { t0, t1 } = spanOf(series);
      const window: [number, number] = [t0 + (t1 - t0) * Math.min(a, b), t0 + (t1 - t0) * Math.max(a, b)];
      expect(lineData(series, r.maxPoints, window)).toEqual(windowPoints(series, window, r.maxPoints));
    },
  );

  it('a record timed from its file start: ticks, tooltip and slider from the start, on whole hours', () => {
    const savedZone = process.env.TZ;
    process.env.TZ = 'America/Sao_Paulo';
    try {
      const series = {
        ...seriesOf({ levels: [80, 81, 82], intervalS: 1800, startMs: 0 }),
        timeBase: 'relative' as const,
      };
      const option = optionOf(series, 2000, null) as unknown as {
        useUTC?: boolean;
        xAxis: { axisLabel: { formatter: (v: number) => string } };
        tooltip: { formatter: (p: Array<{ value: [number, number]; seriesName: string }>) => string };
        dataZoom: Array<{ labelFormatter?: (v: number) => string }>;
      };
      expect(option.useUTC).toBe(true);
      expect(option.xAxis.axisLabel.formatter(5_400_000)).toBe('01:30:00');
      expect(option.tooltip.formatter([{ value: [0, 80], seriesName: 'L' }])).toBe('00:00:00<br/>L: 80 dB');
      expect(option.dataZoom[1]?.labelFormatter?.(1_800_000)).toBe('00:30:00');
      // With dates, the local clock (21:00 in Brazil at the epoch's 0).
      const dated = optionOf(
        seriesOf({ levels: [80, 81, 82], intervalS: 1800, startMs: 0 }),
        2000,
        null,
      ) as unknown as {
        useUTC?: boolean;
        xAxis: { axisLabel: { formatter: (v: number) => string } };
      };
      expect(dated.useUTC).toBeUndefined();
      expect(dated.xAxis.axisLabel.formatter(0)).toBe('21:00:00');
    } finally {
      if (savedZone === undefined) delete process.env.TZ;
      else process.env.TZ = savedZone;
    }
  });

  it('draws the peak marks as one shape only when there are some (an empty large scatter throws)', () => {
    const quiet = seriesOf({ levels: [80, 81, 82], intervalS: 1, startMs: 0 });
    expect(optionOf(quiet, 2000, null).series[1]?.large).toBeUndefined();
    const loud = { ...quiet, peak: Float64Array.from([120, 100, 121]) };
    const peaks = optionOf(loud, 2000, null).series[1];
    expect(peaks?.large).toBe(true);
    expect(peaks?.data).toHaveLength(2);
  });
});
