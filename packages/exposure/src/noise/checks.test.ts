import { translate } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { dB } from '../units/index.ts';
import { checkCalibration } from './calibration.ts';
import { compareWithDevice } from './compare.ts';
import { computeNoiseExposure } from './compute.ts';
import { judgeDailyDose, judgementInfo } from './judgement.ts';
import { NHO01_PRESET, NR15_PRESET } from './presets.ts';
import { protectedExposure } from './protector.ts';
import { segmentsSeries } from './test-series.ts';

describe('NHO-01 judgement of the daily dose', () => {
  it.each([
    [0, 'acceptable'],
    [50, 'acceptable'],
    [50.1, 'action_level'],
    [80, 'action_level'],
    [80.1, 'uncertainty'],
    [100, 'uncertainty'],
    [100.00000000001, 'uncertainty'],
    [100.1, 'above_limit'],
  ] as const)('%s percent → %s', (dose, expected) => {
    expect(judgeDailyDose(dose as never)).toBe(expected);
  });

  it('has the NHO-01 wording in Portuguese', () => {
    const info = judgementInfo('uncertainty');
    expect(translate('pt-BR', info.labelKey)).toBe('Região de incerteza');
    expect(translate('pt-BR', info.actionKey)).toBe(
      'Adoção de medidas preventivas e corretivas visando à redução da dose diária',
    );
    expect(translate('en', judgementInfo('above_limit').actionKey)).toBe(
      'Adopt corrective measures immediately',
    );
  });
});

describe('hearing protector (NRRsf)', () => {
  it('NEN 95 with NRRsf 17 → 78 dB(A); NHO-01 dose 2^((78 − 85)/3) = 19.84 % → acceptable', () => {
    const p = protectedExposure(dB(95), dB(17), NHO01_PRESET);
    expect(p.protectedLevel).toBe(78);
    expect(p.protectedDosePct).toBeCloseTo(19.843, 3);
    expect(p.judgement).toBe('acceptable');
  });
  it('NR-15: Lavg 90 with NRRsf 15 → 75 dB(A); dose 2^((75 − 85)/5) = 25 % (no threshold on an average level)', () => {
    expect(protectedExposure(dB(90), dB(15), NR15_PRESET).protectedDosePct).toBeCloseTo(25, 9);
  });
  it('rejects a negative NRRsf', () => {
    expect(() => protectedExposure(dB(90), dB(-1), NR15_PRESET)).toThrow(RangeError);
  });
});

describe('calibration check (NHO-01: ±1 dB)', () => {
  it.each([
    [94.0, 94.8, 0.8, true],
    [94.1, 95.1, 1.0, true],
    [94.1, 93.1, -1.0, true],
    [94.1, 95.2, 1.1, false],
    [114.0, 112.9, -1.1, false],
  ])('pre %d, post %d → deviation %d, ok %s', (pre, post, deviation, ok) => {
    const c = checkCalibration(dB(pre), dB(post));
    expect(c.deviationDb).toBe(deviation);
    expect(c.withinLimit).toBe(ok);
  });
});

describe('device summary comparison', () => {
  // 8 h at 85 dB(A), NR-15: dose 100 %, Lavg 85.0
  const computed = computeNoiseExposure(segmentsSeries([[85, 480]]), NR15_PRESET);

  it('flags levels more than 0.1 dB apart and doses beyond max(0.5 points, 0.5 %)', () => {
    const rows = compareWithDevice(
      { lavg: 85.1, laeq: 84.8, dosePct: 100.5, projectedDosePct: 98, peaksAbove115: 1 },
      computed,
      1,
    );
    const flagged = Object.fromEntries(rows.map((r) => [r.field, r.flagged]));
    // |85 − 85.1| = 0.1 → not beyond; |85 − 84.8| = 0.2 → flagged; |100 − 100.5| = 0.5 → not beyond;
    // |100 − 98| = 2 > max(0.5, 0.49) → flagged; 0 vs 1 peak → flagged
    expect(flagged).toEqual({
      lavg: false,
      laeq: true,
      dosePct: false,
      projectedDosePct: true,
      peaksAbove115: true,
    });
  });

  it('uses the relative tolerance for large doses: 1000 % vs 1004 % is within 0.5 % (5 points)', () => {
    const big = computeNoiseExposure(segmentsSeries([[85, 480]]), {
      ...NR15_PRESET,
      criterionLevel: dB(68.39),
    });
    // 8 h at 85 with Lc = 68.39 dB: 2^(16.61/5) = 10.0 → ≈ 1000 %
    expect(big.dosePct).toBeCloseTo(1000, 0);
    const [row] = compareWithDevice({ dosePct: 1004 }, big, 1);
    expect(row?.tolerance).toBeCloseTo(5.02, 9);
    expect(row?.flagged).toBe(false);
  });

  it('flags a value the device reports but that is undefined here', () => {
    const silent = computeNoiseExposure(segmentsSeries([[70, 480]]), NR15_PRESET);
    expect(compareWithDevice({ lavg: 70 }, silent, 1)[0]?.flagged).toBe(true);
  });

  it("does not flag the device's 0.0 dB for a level that is undefined here (nothing above the threshold)", () => {
    const silent = computeNoiseExposure(segmentsSeries([[70, 480]]), NR15_PRESET);
    expect(silent.lavg).toBeNull();
    const rows = compareWithDevice({ lavg: 0, twa: 0, dosePct: 0, laeq: 0 }, silent, 1);
    const flagged = Object.fromEntries(rows.map((r) => [r.field, r.flagged]));
    // LAeq is defined (70 dB) here, so the device's 0 for it is a real difference.
    expect(flagged).toEqual({ dosePct: false, lavg: false, laeq: true, twa: false });
  });
});
