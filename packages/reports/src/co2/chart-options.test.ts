import { describe, expect, it } from 'vitest';
import {
  averagePoints,
  co2LevelOption,
  co2LimitLines,
  co2MarksForNorm,
  co2PrintLook,
  linePoints,
  shadedSpans,
} from './chart-options.ts';
import type { Co2ChartData } from './report-input.ts';
import type { Co2ChartLabels } from './chart-options.ts';
import { formatNumber } from '../noise/format.ts';

const labels = new Proxy({}, { get: (_, key) => String(key) }) as Co2ChartLabels;
const data = (over: Partial<Co2ChartData> = {}): Co2ChartData => ({
  timeBase: 'relative',
  startMs: 0,
  intervalS: 60,
  offsetsS: Float64Array.from([0, 60, 120, 600, 660]),
  co2: Float64Array.from([800, 900, 1000, 1100, 1200]),
  blocks: [{ startS: 0, endS: 900, meanPpm: 1000 }],
  ...over,
});

describe('CO2 chart options', () => {
  it('breaks the line where there is no data (registers on their grid, NaN in pauses)', () => {
    const points = linePoints(data(), data().co2);
    expect(points).toHaveLength(12);
    expect(points[2]).toEqual([2, 1000]);
    expect(points[3]).toEqual([3, null]);
    expect(points[10]).toEqual([10, 1100]);
  });

  it('draws the 15-minute means flat over each block, with a gap between blocks that do not touch', () => {
    const d = data({
      blocks: [
        { startS: 0, endS: 900, meanPpm: 1000.4 },
        { startS: 1800, endS: 2700, meanPpm: 2000 },
      ],
    });
    expect(averagePoints(d)).toEqual([
      [0, 1000],
      [15, 1000],
      [15, null],
      [30, 2000],
      [45, 2000],
    ]);
  });

  it('shades back-to-back blocks above the limit as one span, and blocks apart as their own', () => {
    const blocks = [
      { startS: 0, endS: 900, meanPpm: 4000 },
      { startS: 900, endS: 1800, meanPpm: 4100 },
      { startS: 1800, endS: 2700, meanPpm: 3900 },
      { startS: 2700, endS: 3600, meanPpm: 5000 },
      { startS: 4500, endS: 5400, meanPpm: 5000 },
    ];
    expect(shadedSpans(blocks, 3900)).toEqual([
      [0, 1800],
      [2700, 3600],
      [4500, 5400],
    ]);
    const option = co2LevelOption(data({ blocks }), co2MarksForNorm('nr15'), labels) as {
      series: Array<{ markArea?: { data: Array<[{ xAxis: number }, { xAxis: number }]> } }>;
    };
    // Relative time: x in minutes from the first register.
    expect(option.series[0]?.markArea?.data.map(([a, b]) => [a.xAxis, b.xAxis])).toEqual([
      [0, 30],
      [45, 60],
      [75, 90],
    ]);
  });

  it('shows the chosen standards, the indoor-air line always and the STEL only near it', () => {
    const values = (norm: 'nr15' | 'acgih' | 'both', max: number) =>
      co2LimitLines(co2MarksForNorm(norm), max, labels, co2PrintLook).map((l) => l.value);
    expect(values('nr15', 2000)).toEqual([1000, 3900, 4290]);
    expect(values('acgih', 2000)).toEqual([1000, 5000]);
    expect(values('both', 16000)).toEqual([1000, 3900, 4290, 5000, 30000]);
  });

  it('ticks the minutes from the start in the language ("1.200" in pt-BR), a clock axis as ECharts does', () => {
    const pt = {
      ...labels,
      formatNumber: (v: number) => formatNumber('pt-BR', v, Number.isInteger(v) ? 0 : 1),
    };
    type Axis = { type: string; axisLabel: { formatter?: (v: number) => string } };
    const relative = co2LevelOption(data(), co2MarksForNorm('both'), pt) as { xAxis: Axis };
    expect(relative.xAxis.type).toBe('value');
    expect(relative.xAxis.axisLabel.formatter?.(1200)).toBe('1.200');
    const dated = co2LevelOption(data({ timeBase: 'absolute' }), co2MarksForNorm('both'), pt) as {
      xAxis: Axis;
    };
    expect(dated.xAxis.axisLabel.formatter).toBeUndefined();
  });

  it('keeps every limit line inside the value axis', () => {
    const option = co2LevelOption(data(), co2MarksForNorm('both'), labels) as {
      yAxis: { max: number };
    };
    expect(option.yAxis.max).toBeGreaterThanOrEqual(5000);
  });
});
