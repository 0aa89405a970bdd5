import { describe, expect, it } from 'vitest';
import { constantSeries } from '../lib/test-series';
import { heatSummaryCards } from './heat-summary-cards';

// The highest globe temperature card skips missing samples (NaN) and any non-finite value.

const t = ((key: string) => key) as never;
const notAssessed = { ok: false } as never;

function maxTgCard(values: number[]): string | undefined {
  const series = constantSeries(values.length, 0, 20, 25);
  series.tg.set(values);
  return heatSummaryCards(t, 'en', series, notAssessed, 'C').find((c) => c.key === 'maxTg')?.value;
}

describe('heatSummaryCards: highest globe temperature', () => {
  it('is the highest finite sample', () => {
    expect(maxTgCard([30.1, 35.26, Number.NaN, 33])).toBe('35.3');
  });

  it('leaves out infinite samples and shows "-" when no sample is finite', () => {
    expect(maxTgCard([Number.POSITIVE_INFINITY, 31, Number.NaN])).toBe('31.0');
    expect(maxTgCard([Number.NaN, Number.NaN])).toBe('-');
  });
});
