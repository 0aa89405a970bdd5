import { describe, expect, it } from 'vitest';
import { noiseUncertainty, relativeSamplingUncertainty, vibrationUncertainty } from './uncertainty.ts';

describe('ISO 9612 expanded uncertainty of the noise exposure level', () => {
  it('one class-2 measurement: U = 1.65·√(1.5² + 1.0²) = 2.97 dB', () => {
    const u = noiseUncertainty(2);
    expect(u.u1).toBe(0);
    expect(u.measurements).toBe(1);
    expect(u.combined).toBeCloseTo(Math.sqrt(3.25), 10);
    expect(u.expanded).toBeCloseTo(2.975, 3);
  });
  it('class 1: U = 1.65·√(0.7² + 1.0²) = 2.01 dB', () => {
    expect(noiseUncertainty(1).expanded).toBeCloseTo(2.014, 3);
  });
  it('three GHE levels 84, 86, 88 dB: u1 = s/√3 = 2/√3 = 1.155 dB', () => {
    const u = noiseUncertainty(2, [84, 86, 88]);
    // s = √(((−2)² + 0 + 2²)/2) = 2; standard deviation of the mean 2/√3.
    expect(u.u1).toBeCloseTo(2 / Math.sqrt(3), 10);
    expect(u.expanded).toBeCloseTo(1.65 * Math.sqrt(4 / 3 + 2.25 + 1), 10);
    expect(u.measurements).toBe(3);
  });
});

describe('ISO 5349-2 Annex E model for aren and VDVR', () => {
  it('hand-arm, one measurement: √(5² + 10² + 5²) % = 12.25 %, U = 1.65 × 12.25 % × aren', () => {
    const u = vibrationUncertainty('hand-arm', 4, null);
    expect(u.relativeAren).toBeCloseTo(Math.sqrt(0.0025 + 0.01 + 0.0025), 10);
    expect(u.arenExpanded).toBeCloseTo(1.65 * 0.12247 * 4, 3);
    expect(u.vdvrExpanded).toBeNull();
  });
  it('whole body with VDVR: time counts a quarter for VDV', () => {
    const u = vibrationUncertainty('whole-body', 1, 10);
    expect(u.relativeVdvr).toBeCloseTo(Math.sqrt(0.0025 + 0.0025 + 0.025 ** 2), 10);
    expect(u.vdvrExpanded).toBeCloseTo(1.65 * u.relativeVdvr * 10, 10);
  });
  it('sampling from repeated aren 0.9, 1.0, 1.1: (0.1/√3)/1.0 = 5.77 %', () => {
    expect(relativeSamplingUncertainty([0.9, 1, 1.1])).toBeCloseTo(0.1 / Math.sqrt(3), 10);
    expect(relativeSamplingUncertainty([1])).toBe(0);
  });
});
