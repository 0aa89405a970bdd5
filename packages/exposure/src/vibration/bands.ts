// Octave and one-third-octave band filters (IEC 61260-1 base-10 band centres and edges), as a
// multirate bank: each band is a 4th-order Butterworth band-pass (two biquads, bilinear transform
// with pre-warped edges) run at a rate halved until it is about 6–12 times the band centre, so the
// lowest whole-body bands (0.5 Hz) stay numerically sound at kHz sample rates and the bank is cheap.
import { type AnalogSection, BiquadCascade, bilinear } from './biquad.ts';

export type BandResolution = 'octave' | 'third';

// IEC 61260-1 §5.2 (base 10): G = 10^(3/10); third-octave centres 1000·G^(n/3) = 10^(n/10) Hz, octave 10^(3n/10) Hz.
export function bandCentres(kind: BandResolution, lowest: number, highest: number): number[] {
  const step = kind === 'third' ? 1 : 3;
  const out: number[] = [];
  for (let n = -60; n <= 45; n += step) {
    const f = 10 ** (n / 10);
    if (f >= lowest * 0.99 && f <= highest * 1.01) out.push(f);
  }
  return out;
}

// IEC 61260-1 §5.4: band edges fm·G^(∓1/(2b)), b = 1 (octave) or 3 (third).
export function bandEdges(kind: BandResolution, centre: number): [number, number] {
  const half = (kind === 'third' ? 1 / 6 : 1 / 2) * 0.3;
  return [centre * 10 ** -half, centre * 10 ** half];
}

/** The nominal (preferred) label of an exact base-10 centre, IEC 61260-1 Annex E: 1.25, 31.5, 1000… */
export function nominalFrequency(centre: number): number {
  const preferred = [1, 1.25, 1.6, 2, 2.5, 3.15, 4, 5, 6.3, 8];
  const decade = 10 ** Math.floor(Math.log10(centre) + 1e-9);
  const mantissa = centre / decade;
  let best = 1;
  for (const p of [...preferred, 10])
    if (Math.abs(Math.log(p / mantissa)) < Math.abs(Math.log(best / mantissa))) best = p;
  return Number((best * decade).toPrecision(3));
}

interface Complex {
  re: number;
  im: number;
}
const mul = (a: Complex, b: Complex): Complex => ({
  re: a.re * b.re - a.im * b.im,
  im: a.re * b.im + a.im * b.re,
});
function sqrtC(a: Complex): Complex {
  const r = Math.hypot(a.re, a.im);
  const re = Math.sqrt((r + a.re) / 2);
  const im = Math.sign(a.im || 1) * Math.sqrt(Math.max(0, (r - a.re) / 2));
  return { re, im };
}

/** Analog 4th-order Butterworth band-pass (2nd-order prototype, s → (s² + ω0²)/(B·s)) as two sections. */
export function bandPassSections(lowHz: number, highHz: number, sampleRate: number): AnalogSection[] {
  // Pre-warped edges, so that after the bilinear transform (K = 2fs) they fall where IEC 61260 puts them.
  const wl = 2 * sampleRate * Math.tan((Math.PI * lowHz) / sampleRate);
  const wu = 2 * sampleRate * Math.tan((Math.PI * highHz) / sampleRate);
  const w0sq = wl * wu;
  const B = wu - wl;
  const p: Complex = { re: -Math.SQRT1_2, im: Math.SQRT1_2 };
  // s² − p·B·s + ω0² = 0 → s = (p·B ± √(p²B² − 4ω0²)) / 2
  const pB = { re: p.re * B, im: p.im * B };
  const disc = sqrtC({ re: mul(pB, pB).re - 4 * w0sq, im: mul(pB, pB).im });
  const poles = [
    { re: (pB.re + disc.re) / 2, im: (pB.im + disc.im) / 2 },
    { re: (pB.re - disc.re) / 2, im: (pB.im - disc.im) / 2 },
  ];
  const sections: AnalogSection[] = poles.map((s) => ({
    b: [0, B, 0],
    a: [1, -2 * s.re, s.re * s.re + s.im * s.im],
    warpAt: 0,
  }));
  // Unit gain at the centre ω0.
  const w0 = Math.sqrt(w0sq);
  let gain = 1;
  for (const s of sections) gain *= Math.hypot(s.b[1] * w0, 0) / Math.hypot(s.a[2] - w0sq, s.a[1] * w0);
  (sections[0] as AnalogSection).b = [0, B / gain, 0];
  return sections;
}

/** 4th-order Butterworth low-pass (two sections) used before halving the rate. */
function decimationSections(cutoffHz: number): AnalogSection[] {
  const w = 2 * Math.PI * cutoffHz;
  // Butterworth N = 4: Q = 1/(2·cos(π/8)) and 1/(2·cos(3π/8)).
  return [Math.PI / 8, (3 * Math.PI) / 8].map((angle) => ({
    b: [0, 0, w * w] as [number, number, number],
    a: [1, 2 * Math.cos(angle) * w, w * w] as [number, number, number],
    warpAt: w,
  }));
}

interface Level {
  rate: number;
  decimator: BiquadCascade | null;
  phase: number;
  buffer: Float64Array;
  bands: Array<{ index: number; filter: BiquadCascade; sum: number; count: number }>;
}

/** Streaming band r.m.s. of one signal: push any chunks, read `rms()` at the end. */
export class BandBank {
  readonly centres: number[];
  private readonly levels: Level[] = [];
  private scratch = new Float64Array(0);

  constructor(kind: BandResolution, centres: number[], sampleRate: number) {
    this.centres = centres;
    centres.forEach((centre, index) => {
      const depth = Math.max(0, Math.floor(Math.log2(sampleRate / (6 * centre))));
      while (this.levels.length <= depth) {
        const k = this.levels.length;
        const rate = sampleRate / 2 ** k;
        this.levels.push({
          rate,
          // Cut at 0.15 of the parent rate (0.6 of the new Nyquist) before dropping every other sample.
          decimator:
            k === 0
              ? null
              : new BiquadCascade(decimationSections(0.15 * rate * 2).map((s) => bilinear(s, rate * 2))),
          phase: 0,
          buffer: new Float64Array(0),
          bands: [],
        });
      }
      const level = this.levels[depth] as Level;
      const [low, high] = bandEdges(kind, centre);
      const filter = new BiquadCascade(
        bandPassSections(low, high, level.rate).map((s) => bilinear(s, level.rate)),
      );
      level.bands.push({ index, filter, sum: 0, count: 0 });
    });
  }

  /** Steady state for a constant `value` before the first sample (see BiquadCascade.prime). */
  prime(value: number): void {
    let u = value;
    for (const level of this.levels) {
      if (level.decimator) u = level.decimator.prime(u);
      for (const band of level.bands) band.filter.prime(u);
    }
  }

  push(samples: Float64Array): void {
    let input: Float64Array = samples;
    for (let k = 0; k < this.levels.length; k++) {
      const level = this.levels[k] as Level;
      if (level.decimator) {
        const filtered = this.scratchOf(input.length);
        level.decimator.process(input, filtered);
        // Keep every other sample; `phase` carries the parity across chunks.
        const kept = Math.floor((input.length + 1 - level.phase) / 2);
        if (level.buffer.length < kept)
          level.buffer = new Float64Array(Math.max(kept, 2 * level.buffer.length));
        const out = level.buffer.subarray(0, kept);
        for (let i = level.phase, j = 0; i < input.length; i += 2, j++) out[j] = filtered[i] as number;
        level.phase = (((level.phase - input.length) % 2) + 2) % 2;
        input = out;
      }
      if (input.length === 0) return;
      for (const band of level.bands) {
        band.sum += band.filter.sumOfSquares(input, this.scratchOf(input.length));
        band.count += input.length;
      }
    }
  }

  /** r.m.s. per band, in the order of `centres`. */
  rms(): number[] {
    const out = new Array<number>(this.centres.length).fill(0);
    for (const level of this.levels)
      for (const band of level.bands) out[band.index] = band.count ? Math.sqrt(band.sum / band.count) : 0;
    return out;
  }

  private scratchOf(length: number): Float64Array {
    if (this.scratch.length < length) this.scratch = new Float64Array(length);
    return this.scratch.subarray(0, length);
  }
}
