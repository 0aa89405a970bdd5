import { describe, expect, it } from 'vitest';
import { formatChartNumber, localizeChartOption } from './localize-option';

type Fmt = (v: unknown) => string;

describe('chart numbers in the language', () => {
  it('writes axis values with the decimal comma in pt-BR and es', () => {
    expect(formatChartNumber('pt-BR', 0.5)).toBe('0,5');
    expect(formatChartNumber('es', 2.125)).toBe('2,125');
    expect(formatChartNumber('en', 0.5)).toBe('0.5');
    expect(formatChartNumber('pt-BR', 1500)).toBe('1.500');
  });

  it('formats value axes and the tooltip, leaves time/category axes and own formatters alone', () => {
    const own = () => 'own';
    const option = localizeChartOption(
      {
        xAxis: { type: 'time' },
        yAxis: [{ type: 'value' }, { type: 'value', axisLabel: { formatter: own } }],
        tooltip: { trigger: 'axis' },
      },
      'pt-BR',
    );
    expect(option.xAxis).toEqual({ type: 'time', axisLabel: { hideOverlap: true } });
    const [first, second] = option.yAxis as Array<{ axisLabel: { formatter: Fmt } }>;
    expect(first?.axisLabel.formatter(2.45)).toBe('2,45');
    expect(second?.axisLabel.formatter).toBe(own);
    expect((option.tooltip as unknown as { valueFormatter: Fmt }).valueFormatter(30)).toBe('30');
    expect((option.tooltip as unknown as { valueFormatter: Fmt }).valueFormatter(30.25)).toBe('30,25');
  });

  it('a y axis without a type is a value axis', () => {
    const option = localizeChartOption({ yAxis: { name: 'dB' } }, 'pt-BR');
    expect((option.yAxis as unknown as { axisLabel: { formatter: Fmt } }).axisLabel.formatter(85.5)).toBe(
      '85,5',
    );
  });
});
