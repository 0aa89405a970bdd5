import { formatTick } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { historyOption } from './chart-options.ts';

const labels = {
  time: 'Hora',
  seconds: 'Segundos',
  acceleration: 'm/s²',
  frequency: 'Hz',
  formatNumber: (v: number) => formatTick('pt-BR', v),
};
const history = (startMs?: number) => ({
  ...(startMs === undefined ? {} : { startMs }),
  intervalS: 1,
  x: Float64Array.from({ length: 36_000 }, () => 0.25),
  y: Float64Array.from({ length: 36_000 }, () => 0.5),
  z: Float64Array.from({ length: 36_000 }, () => 0.75),
});

type Axis = { type: string; axisLabel: { formatter?: (v: number) => string } };

describe('vibration history axes in the report language', () => {
  it('ticks seconds from the start and accelerations with pt-BR numbers ("36.000", "0,25")', () => {
    const option = historyOption(history(), labels) as { xAxis: Axis; yAxis: Axis };
    expect(option.xAxis.type).toBe('value');
    expect(option.xAxis.axisLabel.formatter?.(36_000)).toBe('36.000');
    expect(option.yAxis.axisLabel.formatter?.(0.25)).toBe('0,25');
  });

  it('leaves a clock axis to ECharts', () => {
    const option = historyOption(history(Date.UTC(2026, 2, 10, 10)), labels) as { xAxis: Axis };
    expect(option.xAxis.type).toBe('time');
    expect(option.xAxis.axisLabel.formatter).toBeUndefined();
  });
});
