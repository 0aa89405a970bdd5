import { describe, expect, it } from 'vitest';
import { formatNumber } from './format.ts';
import { bandsOption, type ChartLabels, histogramOption, levelOverTimeOption } from './chart-options.ts';
import type { NoiseChartData } from './report-input.ts';

const labels: ChartLabels = {
  level: 'Nível',
  time: 'Hora',
  minutes: 'Minutos',
  band: 'Banda',
  threshold: 'Limiar',
  criterion: 'Critério',
  clipped: 'Recortado',
  paused: 'Pausa',
  peaks: 'Picos',
  date: 'Data',
  formatNumber: (v, d) => formatNumber('pt-BR', v, d),
};
const data = (hours: number): NoiseChartData => ({
  startMs: Date.UTC(2026, 2, 1),
  intervalSeconds: 3600,
  levels: Float64Array.from({ length: hours }, () => 85),
  histogram: [],
});
const marks = { thresholdDb: 80, criterionDb: 85, clippings: [] };

describe('noise chart options in the report language', () => {
  it('ticks the histogram in the language: 1200 minutes is "1.200" in pt-BR, not "1,200" (1.2)', () => {
    const option = histogramOption(data(24), labels) as {
      yAxis: { axisLabel: { formatter: (v: number) => string } };
    };
    expect(option.yAxis.axisLabel.formatter(1200)).toBe('1.200');
    expect(option.yAxis.axisLabel.formatter(0.5)).toBe('0,5');
    expect(option.yAxis.axisLabel.formatter(0)).toBe('0');
  });

  it('a 7-day record titles its axis with the date and ticks dd/MM; a shift keeps the hour', () => {
    const week = levelOverTimeOption(data(7 * 24), marks, labels) as { xAxis: Record<string, unknown> };
    expect(week.xAxis.name).toBe('Data');
    expect((week.xAxis.axisLabel as { formatter: string }).formatter).toBe('{dd}/{MM}');
    const shift = levelOverTimeOption(data(8), marks, labels) as { xAxis: Record<string, unknown> };
    expect(shift.xAxis.name).toBe('Hora');
  });
  it('band labels and bar values with the decimal comma in pt-BR', () => {
    const option = bandsOption({ labels: ['31.5', '63', '12.5k'], levels: [73.74, 80, 70] }, labels) as {
      xAxis: { data: string[] };
      series: Array<{ label: { formatter: (p: { value: number }) => string } }>;
    };
    expect(option.xAxis.data).toEqual(['31,5', '63', '12,5k']);
    expect(option.series[0]?.label.formatter({ value: 73.7 })).toBe('73,7');
  });
});
