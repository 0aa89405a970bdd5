// Analysis of raw tri-axial acceleration: frequency weighting per axis (Wd/Wd/Wk whole body,
// Wh hand-arm), then r.m.s., VDV, MTVV, peak and crest factor of the weighted signal, a 1 s time
// history, and octave or third-octave spectra of the unweighted signal. Streaming: feed any chunks.
import { type BandResolution, BandBank, bandCentres } from './bands.ts';
import type { BiquadCascade } from './biquad.ts';
import { CREST_FACTOR_WARNING } from './limits.ts';
import type { AxisValues, VibrationEvaluation } from './types.ts';
import { createWeightingFilter, minimumSampleRate, WEIGHTINGS, type WeightingName } from './weightings.ts';

// ISO 2631-1 §7.2 and Table 1 (health) / NHO-09: Wd on x and y, Wk on z; ISO 5349-1 / NHO-10: Wh on all axes.
export function axisWeightings(evaluation: VibrationEvaluation): AxisValues<WeightingName> {
  return evaluation === 'hand-arm' ? { x: 'Wh', y: 'Wh', z: 'Wh' } : { x: 'Wd', y: 'Wd', z: 'Wk' };
}

/**
 * Whether a signal sampled at `sampleRate` can be weighted for the evaluation (every axis' weighting
 * within its minimum rate): a 1 kHz signal carries whole body (Wd, Wk: 400 Hz) but not hand-arm
 * (Wh: 5 kHz). What `SignalAnalyzer` would otherwise refuse with sampleRateTooLow.
 */
export function canWeightSignal(evaluation: VibrationEvaluation, sampleRate: number): boolean {
  const w = axisWeightings(evaluation);
  return [w.x, w.y, w.z].every((name) => sampleRate >= minimumSampleRate(name) * (1 - 1e-6));
}

// ISO 2631-1 §6.3.1 eq. (2) and (4): running r.m.s. with integration time τ = 1 s (linear), MTVV its maximum.
export const RUNNING_RMS_SECONDS = 1;

export interface AxisSignalResult {
  /** Weighted r.m.s. acceleration amj, m/s². */
  rms: number;
  /** ISO 2631-1 eq. (5): VDV = (∫ aw⁴ dt)^¼, m/s^1.75. */
  vdv: number;
  /** ISO 2631-1 eq. (4): maximum transient vibration value (1 s running r.m.s.), m/s². */
  mtvv: number;
  /** Largest |aw|, m/s². */
  peak: number;
  /** ISO 2631-1 §6.2.1: peak / r.m.s. */
  crestFactor: number;
}

export interface SignalAnalysis {
  evaluation: VibrationEvaluation;
  sampleRate: number;
  samples: number;
  durationS: number;
  weightings: AxisValues<WeightingName>;
  axes: AxisValues<AxisSignalResult>;
  /** Weighted r.m.s. of each whole second (the same shape as an AxPro record with a 1 s interval). */
  history: AxisValues<Float64Array>;
  spectrum: { kind: BandResolution; centres: number[]; unweighted: AxisValues<number[]> };
  crestFactorWarning: boolean;
}

class AxisAccumulator {
  sum2 = 0;
  sum4 = 0;
  peak = 0;
  mtvv = 0;
  private readonly window: Float64Array;
  private windowSum = 0;
  private at = 0;
  private filled = 0;
  private secondSum = 0;
  private secondCount = 0;
  readonly history: number[] = [];
  private weighted = new Float64Array(0);
  private readonly second: number;
  private started = false;

  constructor(
    private readonly filter: BiquadCascade,
    readonly bands: BandBank,
    sampleRate: number,
  ) {
    this.window = new Float64Array(Math.max(1, Math.round(sampleRate * RUNNING_RMS_SECONDS)));
    this.second = Math.max(1, Math.round(sampleRate));
  }

  push(raw: Float64Array): void {
    if (raw.length === 0) return;
    if (!this.started) {
      // A raw axis usually starts at an offset (gravity): start the filters as if it had always been there.
      this.filter.prime(raw[0] as number);
      this.bands.prime(raw[0] as number);
      this.started = true;
    }
    if (this.weighted.length < raw.length) this.weighted = new Float64Array(raw.length);
    const w = this.weighted.subarray(0, raw.length);
    this.filter.process(raw, w);
    // The running sums live in locals inside the loop (the same arithmetic, faster), then go back.
    const win = this.window;
    const n = win.length;
    const second = this.second;
    let { sum2, sum4, peak, windowSum, at, filled, mtvv, secondSum, secondCount } = this;
    for (let i = 0; i < w.length; i++) {
      const a = w[i] as number;
      const a2 = a * a;
      sum2 += a2;
      sum4 += a2 * a2;
      const abs = a < 0 ? -a : a;
      if (abs > peak) peak = abs;
      windowSum += a2 - (win[at] as number);
      win[at] = a2;
      at = at + 1 === n ? 0 : at + 1;
      if (filled < n) filled++;
      if (filled === n) {
        // Re-sum once a window to keep rounding from drifting over hours of samples.
        if (at === 0) {
          let sum = 0;
          for (let k = 0; k < n; k++) sum += win[k] as number;
          windowSum = sum;
        }
        if (windowSum > mtvv) mtvv = windowSum;
      }
      secondSum += a2;
      if (++secondCount === second) {
        this.history.push(Math.sqrt(secondSum / second));
        secondSum = 0;
        secondCount = 0;
      }
    }
    Object.assign(this, { sum2, sum4, peak, windowSum, at, filled, mtvv, secondSum, secondCount });
    this.bands.push(raw);
  }

  result(samples: number, sampleRate: number): AxisSignalResult {
    const rms = samples ? Math.sqrt(this.sum2 / samples) : 0;
    // Too short for one window: the MTVV is the r.m.s. of what there is.
    const mtvv = this.filled === this.window.length ? Math.sqrt(this.mtvv / this.window.length) : rms;
    return {
      rms,
      vdv: (this.sum4 / sampleRate) ** 0.25,
      mtvv,
      peak: this.peak,
      crestFactor: rms > 0 ? this.peak / rms : 0,
    };
  }
}

export interface SignalAnalyzerOptions {
  evaluation: VibrationEvaluation;
  sampleRate: number;
  bands?: BandResolution;
}

/** Throws VibrationError('vibration:errors.sampleRateTooLow') when the rate cannot carry the weighting. */
export class SignalAnalyzer {
  private readonly axes: AxisValues<AxisAccumulator>;
  private readonly weightings: AxisValues<WeightingName>;
  private readonly kind: BandResolution;
  private readonly centres: number[];
  private samples = 0;

  constructor(private readonly options: SignalAnalyzerOptions) {
    this.weightings = axisWeightings(options.evaluation);
    this.kind = options.bands ?? 'third';
    const [low, high] = WEIGHTINGS[this.weightings.z].range;
    // ISO 2631-1 §5 / ISO 5349-1 §5: whole body 0,5–80 Hz, hand-arm 6,3–1250 Hz third octaves (8–1000 Hz octaves).
    this.centres =
      options.evaluation === 'hand-arm'
        ? bandCentres(this.kind, this.kind === 'third' ? 6.3 : low, this.kind === 'third' ? 1250 : high)
        : bandCentres(this.kind, this.kind === 'third' ? low : 1, high);
    const make = (name: WeightingName) =>
      new AxisAccumulator(
        createWeightingFilter(name, options.sampleRate),
        new BandBank(this.kind, this.centres, options.sampleRate),
        options.sampleRate,
      );
    this.axes = { x: make(this.weightings.x), y: make(this.weightings.y), z: make(this.weightings.z) };
  }

  /** Adds samples of the three axes (equal lengths). */
  push(x: Float64Array, y: Float64Array, z: Float64Array): void {
    this.axes.x.push(x);
    this.axes.y.push(y);
    this.axes.z.push(z);
    this.samples += x.length;
  }

  finish(): SignalAnalysis {
    const fs = this.options.sampleRate;
    const axes = {
      x: this.axes.x.result(this.samples, fs),
      y: this.axes.y.result(this.samples, fs),
      z: this.axes.z.result(this.samples, fs),
    };
    return {
      evaluation: this.options.evaluation,
      sampleRate: fs,
      samples: this.samples,
      durationS: this.samples / fs,
      weightings: this.weightings,
      axes,
      history: {
        x: Float64Array.from(this.axes.x.history),
        y: Float64Array.from(this.axes.y.history),
        z: Float64Array.from(this.axes.z.history),
      },
      spectrum: {
        kind: this.kind,
        centres: this.centres,
        unweighted: { x: this.axes.x.bands.rms(), y: this.axes.y.bands.rms(), z: this.axes.z.bands.rms() },
      },
      crestFactorWarning:
        Math.max(axes.x.crestFactor, axes.y.crestFactor, axes.z.crestFactor) > CREST_FACTOR_WARNING,
    };
  }
}

/** One call on whole arrays. */
export function analyzeSignal(
  options: SignalAnalyzerOptions,
  x: Float64Array,
  y: Float64Array,
  z: Float64Array,
): SignalAnalysis {
  const analyser = new SignalAnalyzer(options);
  analyser.push(x, y, z);
  return analyser.finish();
}
