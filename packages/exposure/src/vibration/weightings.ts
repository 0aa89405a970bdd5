// Frequency weightings as the ISO 8041:2005 filter chain (Table of parameters, §5.6; ISO 2631-1:1997
// Annex A for Wk and Wd, ISO 5349-1:2001 Annex A for Wh): band limiting (2nd-order Butterworth
// high-pass f1 and low-pass f2), acceleration–velocity transition (f3, f4, Q4) and upward step
// (f5, Q5, f6, Q6), each analog section turned digital by the bilinear transform.
import { VibrationError } from './errors.ts';
import {
  type AnalogSection,
  BiquadCascade,
  type BiquadCoefficients,
  analogMagnitude,
  bilinear,
} from './biquad.ts';

export type WeightingName = 'Wk' | 'Wd' | 'Wh';

export interface WeightingParameters {
  f1: number;
  f2: number;
  q1: number;
  f3: number;
  f4: number;
  q4: number;
  /** Upward step; absent for Wd and Wh (f5 = f6 = ∞). */
  step?: { f5: number; q5: number; f6: number; q6: number };
  /** Nominal frequency range of the weighting (ISO 8041 Table 2), Hz. */
  range: [number, number];
  /** Highest third-octave band of the norm's range (ISO 2631-1: 80 Hz, ISO 5349-1: 1250 Hz). */
  topBand: number;
}

const BUTTERWORTH_Q = Math.SQRT1_2;

// ISO 8041:2005 table of weighting parameters (K = 1 for all three).
export const WEIGHTINGS: Record<WeightingName, WeightingParameters> = {
  // ISO 2631-1 Table A.2: Wk (z axis, health): f1 0,4; f2 100; f3 = f4 12,5, Q4 0,63; f5 2,37, Q5 0,91; f6 3,35, Q6 0,91.
  Wk: {
    f1: 0.4,
    f2: 100,
    q1: BUTTERWORTH_Q,
    f3: 12.5,
    f4: 12.5,
    q4: 0.63,
    step: { f5: 2.37, q5: 0.91, f6: 3.35, q6: 0.91 },
    range: [0.5, 80],
    topBand: 80,
  },
  // ISO 2631-1 Table A.2: Wd (x and y axes): f1 0,4; f2 100; f3 = f4 2,0, Q4 0,63; no step.
  Wd: { f1: 0.4, f2: 100, q1: BUTTERWORTH_Q, f3: 2, f4: 2, q4: 0.63, range: [0.5, 80], topBand: 80 },
  // ISO 5349-1 Table A.1 / ISO 8041 (exact values): f1 10^0,8; f2 10^3,1; f3 = f4 100/2π, Q4 0,64; no step.
  Wh: {
    f1: 10 ** 0.8,
    f2: 10 ** 3.1,
    q1: BUTTERWORTH_Q,
    f3: 100 / (2 * Math.PI),
    f4: 100 / (2 * Math.PI),
    q4: 0.64,
    range: [8, 1000],
    topBand: 1250,
  },
};

const TWO_PI = 2 * Math.PI;

/** The analog sections of a weighting, in the order of the chain. */
export function analogSections(name: WeightingName): AnalogSection[] {
  const p = WEIGHTINGS[name];
  const w1 = TWO_PI * p.f1;
  const w2 = TWO_PI * p.f2;
  const w3 = TWO_PI * p.f3;
  const w4 = TWO_PI * p.f4;
  const sections: AnalogSection[] = [
    // ISO 8041 band limiting high-pass: Hh(s) = s² / (s² + ω1·s/Q1 + ω1²).
    { b: [1, 0, 0], a: [1, w1 / p.q1, w1 * w1], warpAt: w1 },
    // ISO 8041 band limiting low-pass: Hl(s) = ω2² / (s² + ω2·s/Q2 + ω2²).
    { b: [0, 0, w2 * w2], a: [1, w2 / p.q1, w2 * w2], warpAt: w2 },
    // ISO 8041 a–v transition: Ht(s) = (1 + s/ω3) / (1 + s/(Q4·ω4) + s²/ω4²).
    { b: [0, 1 / w3, 1], a: [1 / (w4 * w4), 1 / (p.q4 * w4), 1], warpAt: w4 },
  ];
  if (p.step) {
    const w5 = TWO_PI * p.step.f5;
    const w6 = TWO_PI * p.step.f6;
    // ISO 8041 upward step: Hs(s) = (s² + ω5·s/Q5 + ω5²) / (s² + ω6·s/Q6 + ω6²).
    sections.push({ b: [1, w5 / p.step.q5, w5 * w5], a: [1, w6 / p.step.q6, w6 * w6], warpAt: w6 });
  }
  return sections;
}

/** |W(f)| of the analog weighting (what the norms' tables print). */
export function weightingMagnitude(name: WeightingName, f: number): number {
  return analogSections(name).reduce((m, s) => m * analogMagnitude(s, f), 1);
}

/**
 * Lowest sample rate we accept: five times the top of the nominal range (80 Hz → 400 Hz, 1000 Hz →
 * 5 kHz), where the bilinear chain stays within ±1 dB of the analog weighting over that range.
 */
export function minimumSampleRate(name: WeightingName): number {
  return 5 * WEIGHTINGS[name].range[1];
}

export function assertSampleRate(name: WeightingName, sampleRate: number): void {
  const needed = minimumSampleRate(name);
  if (!(sampleRate >= needed * (1 - 1e-6)))
    throw new VibrationError('vibration:errors.sampleRateTooLow', {
      rate: Math.round(sampleRate * 100) / 100,
      needed,
      weighting: name,
    });
}

export function weightingCoefficients(name: WeightingName, sampleRate: number): BiquadCoefficients[] {
  assertSampleRate(name, sampleRate);
  return analogSections(name).map((s) => bilinear(s, sampleRate));
}

/** A streaming weighting filter for one axis. */
export function createWeightingFilter(name: WeightingName, sampleRate: number): BiquadCascade {
  return new BiquadCascade(weightingCoefficients(name, sampleRate));
}
