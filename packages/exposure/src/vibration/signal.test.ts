import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { VibrationError } from './errors.ts';
import { analyzeSignal, canWeightSignal, SignalAnalyzer } from './signal.ts';

function sine(fs: number, seconds: number, f: number, amplitude: number): Float64Array {
  const n = Math.round(fs * seconds);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = amplitude * Math.sin((2 * Math.PI * f * i) / fs);
  return out;
}

function noise(n: number, seed: number): Float64Array {
  let s = seed >>> 0 || 1;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = ((s >>> 0) / 2 ** 32 - 0.5) * 4;
  }
  return out;
}

describe('weighted metrics of a sine (worked by hand)', () => {
  // Whole body, z axis: 2 m/s² peak at 6.3 Hz for 60 s at 1 kHz. Wk(6.3 Hz) = 1.054 (ISO 2631-1 Table 3).
  const fs = 1000;
  const z = sine(fs, 60, 10 ** 0.8, 2);
  const zero = new Float64Array(z.length);
  const r = analyzeSignal({ evaluation: 'whole-body', sampleRate: fs }, zero, zero, z);

  it('r.m.s. = 2·1.054/√2 = 1.4906 m/s² (±2 %, the settling of the 0.4 Hz high-pass included)', () => {
    expect(r.axes.z.rms / 1.4906).toBeGreaterThan(0.98);
    expect(r.axes.z.rms / 1.4906).toBeLessThan(1.02);
  });
  it('VDV of a sine = A·(3T/8)^¼ = 2.108·(22.5)^¼ = 4.594 m/s^1.75', () => {
    // ∫ (A sin ωt)⁴ dt = A⁴·3T/8 over whole periods.
    expect(r.axes.z.vdv).toBeCloseTo(4.594, 1);
  });
  it('MTVV ≈ r.m.s. for a steady sine; crest factor √2', () => {
    expect(r.axes.z.mtvv / r.axes.z.rms).toBeGreaterThan(0.99);
    expect(r.axes.z.mtvv / r.axes.z.rms).toBeLessThan(1.05);
    expect(r.axes.z.crestFactor).toBeGreaterThan(1.38);
    expect(r.axes.z.crestFactor).toBeLessThan(1.5);
    expect(r.crestFactorWarning).toBe(false);
  });
  it('one history value a second; the 6.3 Hz third-octave band holds the sine', () => {
    expect(r.history.z.length).toBe(60);
    // A second holds 6.31 cycles, not a whole number: within 1.5 % of the steady r.m.s.
    expect(Math.abs((r.history.z[30] as number) / 1.4906 - 1)).toBeLessThan(0.015);
    const spectrum = r.spectrum.unweighted.z;
    const at = r.spectrum.centres.findIndex((c) => Math.abs(c - 10 ** 0.8) < 0.01);
    expect(spectrum[at]).toBeCloseTo(2 / Math.SQRT2, 1);
    // One band away the 4th-order Butterworth band-pass passes 1/√(1 + Ω⁴) with Ω = (0.794 − 1.259)/0.2316 = −2.0:
    // 0.243 of the sine.
    for (const k of [at - 1, at + 1]) {
      expect((spectrum[k] as number) / (spectrum[at] as number)).toBeGreaterThan(0.2);
      expect((spectrum[k] as number) / (spectrum[at] as number)).toBeLessThan(0.29);
    }
    // whole body third octaves 0.5–80 Hz: 23 bands
    expect(r.spectrum.centres).toHaveLength(23);
  });
  it('x and y carry nothing', () => {
    expect(r.axes.x.rms).toBe(0);
    expect(r.axes.y.vdv).toBe(0);
  });
});

it('a shock raises the crest factor above 9 and the warning', () => {
  const fs = 500;
  const z = sine(fs, 30, 4, 0.2);
  for (let i = 0; i < 10; i++) z[7000 + i] = 60;
  const zero = new Float64Array(z.length);
  const r = analyzeSignal({ evaluation: 'whole-body', sampleRate: fs }, zero, zero, z);
  expect(r.axes.z.crestFactor).toBeGreaterThan(9);
  expect(r.crestFactorWarning).toBe(true);
  // The MTVV catches the shock second; the whole-record r.m.s. dilutes it.
  expect(r.axes.z.mtvv).toBeGreaterThan(2 * r.axes.z.rms);
});

it('hand-arm at 5 kHz: Wh on every axis, 24 third-octave bands 6.3–1250 Hz', () => {
  const fs = 5000;
  const x = sine(fs, 4, 10 ** 2.5, 10); // 316 Hz, Wh = 0.0503
  const r = analyzeSignal({ evaluation: 'hand-arm', sampleRate: fs }, x, x, x);
  expect(r.weightings).toEqual({ x: 'Wh', y: 'Wh', z: 'Wh' });
  expect(r.spectrum.centres).toHaveLength(24);
  expect(r.axes.x.rms / ((10 * 0.0503) / Math.SQRT2)).toBeCloseTo(1, 1);
});

it('octave bands: whole body 1–63 Hz (7), hand-arm 8–1000 Hz (8)', () => {
  const a = new SignalAnalyzer({ evaluation: 'whole-body', sampleRate: 400, bands: 'octave' }).finish();
  expect(a.spectrum.centres).toHaveLength(7);
  const b = new SignalAnalyzer({ evaluation: 'hand-arm', sampleRate: 5000, bands: 'octave' }).finish();
  expect(b.spectrum.centres).toHaveLength(8);
});

it('a sample rate too low for the weighting says which rate is needed', () => {
  expect(() => new SignalAnalyzer({ evaluation: 'hand-arm', sampleRate: 1000 })).toThrow(VibrationError);
  try {
    new SignalAnalyzer({ evaluation: 'whole-body', sampleRate: 200 });
  } catch (error) {
    expect((error as VibrationError).values).toMatchObject({ needed: 400, rate: 200 });
  }
});

describe('streaming', () => {
  const fs = 400;
  const x = noise(fs * 6, 1);
  const y = noise(fs * 6, 2);
  const z = noise(fs * 6, 3);
  const whole = analyzeSignal({ evaluation: 'whole-body', sampleRate: fs }, x, y, z);

  test.prop([fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 1, maxLength: 20 })], { numRuns: 25 })(
    'feeding chunks of any size gives the same result as one block',
    (sizes) => {
      const a = new SignalAnalyzer({ evaluation: 'whole-body', sampleRate: fs });
      let at = 0;
      let k = 0;
      while (at < x.length) {
        const n = Math.min(sizes[k++ % sizes.length] as number, x.length - at);
        a.push(x.subarray(at, at + n), y.subarray(at, at + n), z.subarray(at, at + n));
        at += n;
      }
      const r = a.finish();
      expect(r.axes).toEqual(whole.axes);
      expect(r.history).toEqual(whole.history);
      for (const axis of ['x', 'y', 'z'] as const)
        r.spectrum.unweighted[axis].forEach((v, i) => {
          expect(v).toBeCloseTo(whole.spectrum.unweighted[axis][i] as number, 12);
        });
    },
  );
});

it('the band spectrum gives the weighted r.m.s. again (ISO 2631-1: aw = √Σ(Wi·ai)²)', async () => {
  const { weightedFromBands } = await import('./band-weighting.ts');
  const fs = 1000;
  const z = sine(fs, 30, 10, 1);
  const zero = new Float64Array(z.length);
  const r = analyzeSignal({ evaluation: 'whole-body', sampleRate: fs }, zero, zero, z);
  const fromBands = weightedFromBands(r.spectrum.centres, r.spectrum.unweighted.z, 'Wk');
  // Band-pass skirts add the neighbours' share: within 10 % of the time-domain value.
  expect(fromBands / r.axes.z.rms).toBeGreaterThan(0.95);
  expect(fromBands / r.axes.z.rms).toBeLessThan(1.1);
});

it('gravity on an axis (a constant offset from the first sample) does not ring through the filters', () => {
  const fs = 500;
  const z = sine(fs, 20, 5, 1);
  const lifted = z.map((v) => v + 9.81);
  const zero = new Float64Array(z.length);
  const plain = analyzeSignal({ evaluation: 'whole-body', sampleRate: fs }, zero, zero, z);
  const withGravity = analyzeSignal({ evaluation: 'whole-body', sampleRate: fs }, zero, zero, lifted);
  expect(withGravity.axes.z.rms).toBeCloseTo(plain.axes.z.rms, 3);
  expect(withGravity.axes.z.peak).toBeCloseTo(plain.axes.z.peak, 2);
  expect(withGravity.crestFactorWarning).toBe(false);
  expect(withGravity.spectrum.unweighted.z[0]).toBeCloseTo(plain.spectrum.unweighted.z[0] as number, 3);
});

describe('which evaluations a sample rate can carry', () => {
  it('says what the analyser accepts: 1 kHz whole body only, 5 kHz both, 399 Hz neither', () => {
    const accepts = (evaluation: 'hand-arm' | 'whole-body', rate: number) => {
      try {
        new SignalAnalyzer({ evaluation, sampleRate: rate });
        return true;
      } catch (error) {
        expect((error as VibrationError).key).toBe('vibration:errors.sampleRateTooLow');
        return false;
      }
    };
    for (const rate of [399, 400, 1000, 4999, 5000, 10_000])
      for (const evaluation of ['hand-arm', 'whole-body'] as const)
        expect(canWeightSignal(evaluation, rate)).toBe(accepts(evaluation, rate));
    expect(canWeightSignal('whole-body', 1000)).toBe(true);
    expect(canWeightSignal('hand-arm', 1000)).toBe(false);
  });
});
