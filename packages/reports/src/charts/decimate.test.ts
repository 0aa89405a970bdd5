import { describe, expect, it } from 'vitest';
import { decimateMinMax } from './decimate.ts';

describe('decimateMinMax', () => {
  it('returns short series unchanged with their x positions', () => {
    const { x, y } = decimateMinMax([1, 2, 3], 10, 100, 2);
    expect([...x]).toEqual([100, 102, 104]);
    expect([...y]).toEqual([1, 2, 3]);
  });

  it('keeps every bucket extreme so a single peak survives', () => {
    const values = new Float64Array(86_400).fill(70);
    values[43_210] = 131.5;
    values[10] = 40;
    const { x, y } = decimateMinMax(values, 1000);
    expect(y.length).toBeLessThanOrEqual(2000);
    expect(Math.max(...y)).toBe(131.5);
    expect(Math.min(...y)).toBe(40);
    expect(x[[...y].indexOf(131.5)]).toBe(43_210);
    for (let i = 1; i < x.length; i++) expect(x[i]).toBeGreaterThan(x[i - 1] as number);
  });

  it('keeps gaps where a bucket has no data', () => {
    const values = new Float64Array(100).fill(Number.NaN);
    values[0] = 80;
    const { y } = decimateMinMax(values, 10);
    expect(y[0]).toBe(80);
    expect(Number.isNaN(y[y.length - 1] as number)).toBe(true);
  });
});
