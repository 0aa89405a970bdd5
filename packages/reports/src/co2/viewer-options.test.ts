import { describe, expect, it } from 'vitest';
import type { Co2ChartLabels } from './chart-options.ts';
import { co2MarksForNorm } from './chart-options.ts';
import type { Co2ChartData } from './report-input.ts';
import { co2Span, co2ViewerLevelOption, windowLinePoints } from './viewer-options.ts';

const labels = new Proxy({}, { get: (_, key) => String(key) }) as Co2ChartLabels;
const day = (timeBase: 'absolute' | 'relative'): Co2ChartData => {
  const co2 = Float64Array.from({ length: 86_400 }, (_, i) => 800 + (i % 600));
  co2[40_000] = 9000;
  return {
    timeBase,
    startMs: timeBase === 'absolute' ? Date.UTC(2026, 3, 2) : 0,
    intervalS: 1,
    offsetsS: Float64Array.from({ length: 86_400 }, (_, i) => i),
    co2,
    blocks: [],
  };
};

describe('CO2 viewer options', () => {
  it('decimates only the visible window of a 24 h record at 1 s, keeping its peak', () => {
    const data = day('absolute');
    const start = data.startMs + 39_000_000;
    const points = windowLinePoints(data, data.co2, [start, start + 3_600_000], 1000);
    expect(points.length).toBeLessThanOrEqual(1002);
    expect(points[0]?.[0]).toBeGreaterThanOrEqual(start - 2000);
    expect(points.at(-1)?.[0]).toBeLessThanOrEqual(start + 3_600_000 + 2000);
    expect(Math.max(...points.map(([, y]) => y ?? 0))).toBe(9000);
  });

  it('keeps minutes from the record start for a CSV timed in seconds', () => {
    const data = day('relative');
    expect(co2Span(data)).toEqual([0, 1440]);
    const points = windowLinePoints(data, data.co2, [600, 660], 5000);
    // Minute 600 is register 36,000: 800 + 36,000 mod 600 = 800 ppm.
    const at600 = points.find(([x]) => x === 600);
    expect(at600?.[1]).toBe(800);
  });

  it('adds zoom on the window and a tooltip naming each value', () => {
    const data = day('absolute');
    const window: [number, number] = [data.startMs, data.startMs + 3_600_000];
    const option = co2ViewerLevelOption(data, co2MarksForNorm('both'), labels, undefined, {
      window,
      formatTime: (x) => `t${x}`,
    }) as {
      dataZoom: Array<{ startValue: number; endValue: number }>;
      tooltip: { formatter: (p: unknown[]) => string };
    };
    expect(option.dataZoom[0]).toMatchObject({ startValue: window[0], endValue: window[1] });
    const text = option.tooltip.formatter([{ value: [window[0], 812], seriesName: 'co2', seriesIndex: 0 }]);
    expect(text).toBe(`t${window[0]}<br/>co2: 812 ppm`);
  });
});
