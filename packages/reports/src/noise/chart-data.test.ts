import type { NoiseSeries } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import {
  bandChartData,
  bandLabel,
  chartLabels,
  clippingRows,
  histogramBins,
  MAX_PEAK_MARKS,
  noiseChartData,
  peakMarks,
} from './chart-data.ts';

// One minute per interval from 08:00: 60 min at 85.4 dB, 30 min at 90 dB with a 120 dB(C) peak in
// its first minute, then 30 min at 86 dB, clipped, with a 118 dB(C) peak in its first minute.
const t0 = Date.UTC(2026, 2, 10, 8, 0, 0);
const min = (m: number) => t0 + m * 60_000;
const laeq = new Float64Array(120);
laeq.fill(85.4, 0, 60).fill(90, 60, 90).fill(86, 90, 120);
const peak = new Float64Array(120).fill(100);
peak[60] = 120;
peak[90] = 118;
const series = {
  startMs: t0,
  timeBase: 'absolute',
  intervalS: 60,
  laeq,
  peak,
  peakWeighting: 'C',
  octaves: {
    kind: 'octave',
    names: ['oct_500', 'oct_1k'],
    centresHz: [500, 1000],
    levels: [new Float64Array(120).fill(80), new Float64Array(120).fill(Number.NaN)],
  },
  excluded: [{ kind: 'clip', startMs: min(90), endMs: min(120), observation: '' }],
} as unknown as NoiseSeries;

describe('the shared chart data (PDF report and viewer)', () => {
  it('histogram: minutes per 1 dB class, clipped time left out', () => {
    // 85.4 → class 85 (60 min), 90 → class 90 (30 min); the clipped 86 dB half hour is not counted.
    expect(histogramBins(series)).toEqual([
      { levelDb: 85, minutes: 60 },
      { levelDb: 86, minutes: 0 },
      { levelDb: 87, minutes: 0 },
      { levelDb: 88, minutes: 0 },
      { levelDb: 89, minutes: 0 },
      { levelDb: 90, minutes: 30 },
    ]);
  });

  it('peak marks: the intervals counted in peaksAbove115 only (not the clipped one)', () => {
    expect(noiseChartData(series).peaksMs).toEqual([min(60)]);
  });

  it('bands: labels, energy average over the included time, no data drawn as 0', () => {
    expect(bandChartData(series)).toEqual({ kind: 'octave', labels: ['500', '1k'], levels: [80, 0] });
    expect(noiseChartData(series).bands).toEqual({ labels: ['500', '1k'], levels: [80, 0] });
    expect([bandLabel(31.5), bandLabel(12500), bandLabel(16000)]).toEqual(['31.5', '12.5k', '16k']);
  });

  it('parts: the sound level chart needs neither histogram nor bands', () => {
    const data = noiseChartData(series, {});
    expect(data.histogram).toEqual([]);
    expect(data).not.toHaveProperty('bands');
    expect(data.levels).toBe(series.laeq);
  });

  it('clipping rows and labels', () => {
    expect(clippingRows(series)).toEqual([
      { start: new Date(min(90)), end: new Date(min(120)), type: 'clip' },
    ]);
    expect(chartLabels((key) => `[${key}]`).peaks).toBe('[noise.charts.peaks]');
  });
});

describe('peak marks', () => {
  const week = (everyS: number): NoiseSeries => {
    const n = 7 * 86_400;
    const peaks = new Float64Array(n).fill(100);
    for (let i = 0; i < n; i += everyS) peaks[i] = 121;
    return {
      startMs: t0 as NoiseSeries['startMs'],
      timeBase: 'absolute',
      intervalS: 1 as NoiseSeries['intervalS'],
      laeq: new Float64Array(n).fill(85),
      peak: peaks,
      excluded: [],
    };
  };

  it('marks every peak of a record with few', () => {
    expect(peakMarks(week(3600))).toHaveLength(7 * 24);
  });

  it('spreads at most MAX_PEAK_MARKS over the whole record when there are more', () => {
    const marks = peakMarks(week(10));
    expect(marks.length).toBeLessThanOrEqual(MAX_PEAK_MARKS);
    expect(marks.length).toBeGreaterThan(MAX_PEAK_MARKS * 0.95);
    expect(marks[0]).toBe(t0);
    const spanMs = 7 * 86_400_000;
    // The last day has its marks too (the first 500 peaks ended 83 minutes into the week).
    expect(marks[marks.length - 1]).toBeGreaterThan(t0 + spanMs - 86_400_000);
    for (let i = 1; i < marks.length; i++)
      expect((marks[i] as number) - (marks[i - 1] as number)).toBeGreaterThanOrEqual(spanMs / MAX_PEAK_MARKS);
  });
});
