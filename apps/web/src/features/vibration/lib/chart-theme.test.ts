import { describe, expect, it } from 'vitest';
import { forScheme } from './chart-theme';

describe('chart ink for the dark theme', () => {
  const option = {
    xAxis: { axisLabel: { color: '#1b2430' }, splitLine: { lineStyle: { color: '#dde3ea' } } },
    series: [
      { name: 'x', data: [[0, 1]], lineStyle: { color: '#0b6e99' } },
      { name: 'overall', lineStyle: { color: '#1b2430' } },
    ],
  };
  it('swaps the print ink and grid, keeps the axis colours and the data', () => {
    const dark = forScheme(option, true);
    expect(dark.xAxis.axisLabel.color).toBe('#d0d7de');
    expect(dark.xAxis.splitLine.lineStyle.color).toBe('#3a424d');
    expect(dark.series[0]?.lineStyle.color).toBe('#0b6e99');
    expect(dark.series[0]?.data).toBe(option.series[0]?.data);
    expect(dark.series[1]?.lineStyle.color).toBe('#d0d7de');
  });
  it('leaves the light theme as printed', () => {
    expect(forScheme(option, false)).toBe(option);
  });
});
