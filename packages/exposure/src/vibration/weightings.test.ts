import { describe, expect, it } from 'vitest';
import { VibrationError } from './errors.ts';
import {
  assertSampleRate,
  createWeightingFilter,
  minimumSampleRate,
  WEIGHTINGS,
  type WeightingName,
  weightingMagnitude,
} from './weightings.ts';

// ISO 2631-1:1997 Table 3 (weighting factors × 1000, one-third-octave bands, nominal frequencies).
const WK: Array<[number, number]> = [
  [0.1, 31.2],
  [0.125, 48.6],
  [0.16, 79.0],
  [0.2, 121],
  [0.25, 182],
  [0.315, 263],
  [0.4, 352],
  [0.5, 418],
  [0.63, 459],
  [0.8, 477],
  [1, 482],
  [1.25, 484],
  [1.6, 494],
  [2, 531],
  [2.5, 631],
  [3.15, 804],
  [4, 967],
  [5, 1039],
  [6.3, 1054],
  [8, 1036],
  [10, 988],
  [12.5, 902],
  [16, 768],
  [20, 636],
  [25, 513],
  [31.5, 405],
  [40, 314],
  [50, 246],
  [63, 186],
  [80, 132],
  [100, 88.7],
  [125, 54.0],
  [160, 28.5],
  [200, 15.2],
  [250, 7.9],
  [315, 3.98],
  [400, 1.95],
];
const WD: Array<[number, number]> = [
  [0.1, 62.4],
  [0.125, 97.3],
  [0.16, 158],
  [0.2, 243],
  [0.25, 365],
  [0.315, 530],
  [0.4, 713],
  [0.5, 853],
  [0.63, 944],
  [0.8, 992],
  [1, 1011],
  [1.25, 1008],
  [1.6, 968],
  [2, 890],
  [2.5, 776],
  [3.15, 642],
  [4, 512],
  [5, 409],
  [6.3, 323],
  [8, 253],
  [12.5, 161],
  [16, 125],
  [20, 100],
  [25, 80.0],
  [31.5, 63.2],
  [40, 49.4],
  [50, 38.8],
  [63, 29.5],
  [80, 21.1],
  [100, 14.1],
  [125, 8.63],
  [160, 4.55],
  [200, 2.43],
  [250, 1.26],
  [315, 0.64],
  [400, 0.31],
];
// ISO 5349-1:2001 Table A.2 (Wh weighting factors, one-third-octave bands).
const WH: Array<[number, number]> = [
  [6.3, 727],
  [8, 873],
  [10, 951],
  [12.5, 958],
  [16, 896],
  [20, 782],
  [25, 647],
  [31.5, 519],
  [40, 411],
  [50, 324],
  [63, 256],
  [80, 202],
  [100, 160],
  [125, 127],
  [160, 101],
  [200, 79.9],
  [250, 63.4],
  [315, 50.3],
  [400, 39.8],
  [500, 31.4],
  [630, 24.5],
  [800, 18.6],
  [1000, 13.5],
  [1250, 8.94],
];
const tables: Record<WeightingName, Array<[number, number]>> = { Wk: WK, Wd: WD, Wh: WH };

/** Exact base-10 band centre of a nominal frequency (IEC 61260-1): 10^(n/10). */
const exact = (nominal: number) => 10 ** (Math.round(10 * Math.log10(nominal)) / 10);

// ISO 8041:2005 §5.6 tolerance on frequency weightings: ±1 dB (+12 %/−11 %) within the nominal frequency
// range of the weighting, ±2 dB (+26 %/−21 %) outside it.
const tolerance = (name: WeightingName, f: number): [number, number] => {
  const [low, high] = WEIGHTINGS[name].range;
  return f >= low * 0.99 && f <= high * 1.01
    ? [10 ** (-1 / 20), 10 ** (1 / 20)]
    : [10 ** (-2 / 20), 10 ** (2 / 20)];
};

/** Weighting factor measured the way a calibrator would: a unit sine through the streaming filter. */
function measuredFactor(name: WeightingName, f: number, fs: number): number {
  const filter = createWeightingFilter(name, fs);
  const period = fs / f;
  const settle = Math.ceil(Math.max(3 * fs, 10 * period));
  const measure = Math.round(Math.max(20, Math.ceil(fs / period)) * period);
  const total = settle + measure;
  const x = new Float64Array(total);
  for (let i = 0; i < total; i++) x[i] = Math.sin((2 * Math.PI * f * i) / fs);
  const y = new Float64Array(total);
  filter.process(x, y);
  let sum = 0;
  for (let i = settle; i < total; i++) sum += (y[i] as number) ** 2;
  return Math.sqrt(sum / measure) / Math.SQRT1_2;
}

describe('the ISO 8041 transfer functions reproduce the printed tables', () => {
  for (const name of ['Wk', 'Wd', 'Wh'] as const) {
    it.each(tables[name])(
      `${name} at %s Hz is %s/1000 (±2 %: the tables round and use nominal frequencies)`,
      (f, t) => {
        const w = (weightingMagnitude(name, f) + weightingMagnitude(name, exact(f))) / 2;
        expect(Math.abs(w * 1000 - t) / t).toBeLessThan(0.02);
      },
    );
  }
});

describe('a sine at each table frequency gives the tabulated factor within the ISO 8041 tolerance', () => {
  // At the lowest sample rate we accept, for every table row below a fifth of it; at a higher rate for the rest.
  for (const name of ['Wk', 'Wd', 'Wh'] as const) {
    const low = minimumSampleRate(name);
    for (const [f, t] of tables[name]) {
      const fs = f <= low / 5 ? low : name === 'Wh' ? 20000 : 4000;
      it(`${name} ${f} Hz at ${fs} Hz`, () => {
        const ratio = measuredFactor(name, f, fs) / (t / 1000);
        const [min, max] = tolerance(name, f);
        expect(ratio).toBeGreaterThan(min);
        expect(ratio).toBeLessThan(max);
      });
    }
  }
});

describe('sample rate', () => {
  it('needs five times the top of the nominal range: 400 Hz whole body, 5 kHz hand-arm', () => {
    expect(minimumSampleRate('Wk')).toBe(400);
    expect(minimumSampleRate('Wd')).toBe(400);
    expect(minimumSampleRate('Wh')).toBe(5000);
  });
  it('a rate too low is refused with the rate needed', () => {
    try {
      assertSampleRate('Wh', 2000);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(VibrationError);
      expect((error as VibrationError).key).toBe('vibration:errors.sampleRateTooLow');
      expect((error as VibrationError).values).toMatchObject({ rate: 2000, needed: 5000, weighting: 'Wh' });
    }
  });
});
