import { describe, expect, it } from 'vitest';
import { dB, minutes, percent } from '../units/index.ts';
import {
  doseOfLevel,
  energyAverage,
  lavgFromDose,
  levelFactor,
  neFromDailyDose,
  nenFromNe,
  permissibleMinutes,
  projectDose,
  twaFromDose,
} from './formulas.ts';
import { NHO01_PRESET, NR15_PRESET } from './presets.ts';

describe('permissible time T = 480 / 2^((L − 85)/q)', () => {
  it('NR-15 (q = 5): 85 → 480, 90 → 240, 95 → 120, 100 → 60, 115 → 15 min', () => {
    expect(permissibleMinutes(dB(85), NR15_PRESET)).toBe(480);
    expect(permissibleMinutes(dB(90), NR15_PRESET)).toBe(240);
    expect(permissibleMinutes(dB(95), NR15_PRESET)).toBe(120);
    expect(permissibleMinutes(dB(100), NR15_PRESET)).toBe(60);
    // the formula (not the table, which says 7 min) gives 480/2^6 = 7.5 min at 115
    expect(permissibleMinutes(dB(115), NR15_PRESET)).toBe(7.5);
  });

  it('NHO-01 (q = 3): 85 → 480, 88 → 240, 91 → 120, 94 → 60, 100 → 15 min', () => {
    expect(permissibleMinutes(dB(85), NHO01_PRESET)).toBe(480);
    expect(permissibleMinutes(dB(88), NHO01_PRESET)).toBe(240);
    expect(permissibleMinutes(dB(91), NHO01_PRESET)).toBe(120);
    expect(permissibleMinutes(dB(94), NHO01_PRESET)).toBe(60);
    expect(permissibleMinutes(dB(100), NHO01_PRESET)).toBe(15);
    // 86 dB: 480/2^(1/3) = 380.98 min
    expect(permissibleMinutes(dB(86), NHO01_PRESET)).toBeCloseTo(380.98, 2);
  });
});

describe('dose, projection and levels', () => {
  it('threshold: levels below it add nothing; at it they count', () => {
    expect(doseOfLevel(dB(79.9), minutes(480), NR15_PRESET)).toBe(0);
    // 8 h at 80 with q = 5: 2^(−1) = 50 %
    expect(doseOfLevel(dB(80), minutes(480), NR15_PRESET)).toBe(50);
  });

  it('projects 4 h at 100 % to 200 % for 8 h and to 150 % for a 6 h workday', () => {
    expect(projectDose(percent(100), minutes(240), minutes(480))).toBe(200);
    expect(projectDose(percent(100), minutes(240), minutes(360))).toBe(150);
  });

  it('k = q / log10 2: 16.61 for q = 5, 9.966 for q = 3', () => {
    expect(levelFactor(dB(5))).toBeCloseTo(16.6096, 4);
    expect(levelFactor(dB(3))).toBeCloseTo(9.9658, 4);
  });

  it('Lavg from dose (NR-15): D = 50 % in 480 min → 85 + 16.61·log10(0.5) = 80.0', () => {
    expect(lavgFromDose(percent(50), minutes(480), NR15_PRESET)).toBeCloseTo(80, 10);
    // D = 100 % in 240 min → 85 + 16.61·log10(2) = 90.0
    expect(lavgFromDose(percent(100), minutes(240), NR15_PRESET)).toBeCloseTo(90, 10);
    expect(lavgFromDose(percent(0), minutes(240), NR15_PRESET)).toBeNull();
  });

  it('NE and NEN (NHO-01): 6 h workday, daily dose 150 %', () => {
    // NE = 85 + k·log10((480/360)·1.5) = 85 + k·log10(2) = 88.0
    const ne = neFromDailyDose(percent(150), minutes(360), NHO01_PRESET);
    expect(ne).toBeCloseTo(88, 10);
    // NEN = 88 + 9.966·log10(360/480) = 88 − 1.2451 = 86.755 (= 85 + 9.966·log10 1.5)
    expect(nenFromNe(ne, minutes(360), NHO01_PRESET)).toBeCloseTo(86.755, 3);
  });

  it('TWA = Lc + k·log10(D/100): NR-15 D = 200 % → 90.0; NHO-01 D = 200 % → 88.0', () => {
    expect(twaFromDose(percent(200), NR15_PRESET)).toBeCloseTo(90, 10);
    expect(twaFromDose(percent(200), NHO01_PRESET)).toBeCloseTo(88, 10);
  });

  it('energy average: 80 and 90 dB → 10·log10((10^8 + 10^9)/2) = 87.404 dB', () => {
    expect(energyAverage([80, 90])).toBeCloseTo(87.404, 3);
    expect(energyAverage([Number.NaN])).toBeNull();
  });
});
