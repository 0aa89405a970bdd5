import { describe, expect, it } from 'vitest';
import { epochMs } from '../units/index.ts';
import { levelHistogram } from './histogram.ts';
import { bandSpectrum } from './spectrum.ts';
import { period, segmentsSeries, T0 } from './test-series.ts';
import type { BandSeries } from './types.ts';

describe('level histogram (1 dB bins)', () => {
  it('adds each interval to the bin floor(level), excluding clipped intervals', () => {
    const s = segmentsSeries([[85, 1]], 1, {
      laeq: Float64Array.of(85.2, 85.9, 86, 40, 150, 99),
      excluded: [{ kind: 'clip', startMs: epochMs(T0 + 5000), endMs: epochMs(T0 + 6000) }],
    });
    const h = levelHistogram(s);
    expect(h.seconds.length).toBe(151);
    expect([h.seconds[85], h.seconds[86], h.seconds[40], h.seconds[150], h.seconds[99]]).toEqual([
      2, 1, 1, 1, 0,
    ]);
  });
});

describe('band spectrum (energy average per band)', () => {
  const thirds: BandSeries = {
    kind: 'third',
    names: ['third_1k', 'third_2k'],
    centresHz: [1000, 2000],
    levels: [Float64Array.of(80, 90, 100, 60), Float64Array.of(70, 70, Number.NaN, 70)],
  };
  const s = segmentsSeries([[85, 4]], 60, { thirds, excluded: [period('pause', 2, 3)] });

  it('overall: 1 kHz = 10·log10((10^8 + 10^9 + 10^6)/3) = 10·log10(3.67·10^8) = 85.647 dB; the paused 100 dB interval is left out', () => {
    const spec = bandSpectrum(s, 'third');
    expect(spec?.names).toEqual(['third_1k', 'third_2k']);
    expect(spec?.levels[0]).toBeCloseTo(85.647, 3);
    expect(spec?.levels[1]).toBeCloseTo(70, 9);
  });

  it('per period: minutes 0–2 → 10·log10((10^8 + 10^9)/2) = 87.40 dB', () => {
    const spec = bandSpectrum(s, 'third', { startMs: epochMs(T0), endMs: epochMs(T0 + 120_000) });
    expect(spec?.levels[0]).toBeCloseTo(87.404, 3);
  });

  it('null when the record has no bands of that kind', () => {
    expect(bandSpectrum(s, 'octave')).toBeNull();
  });
});
