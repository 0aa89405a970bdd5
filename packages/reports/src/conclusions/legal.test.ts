import type { Co2ExposureResult, HeatAssessment, VibrationAssessment } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import {
  bandOfValue,
  co2Conclusions,
  heatConclusions,
  noiseConclusions,
  vibrationConclusions,
  worseBand,
} from './legal.ts';

describe('noise: NR-15 Anexo 1, Decreto 3.048 Anexo IV 2.0.1 and the PGR band', () => {
  const nr15 = (dosePct: number, levelDb: number, judgement: string) => ({
    dosePct,
    levelDb,
    exceeds115: false,
    judgement,
  });
  it('a workday dose of 100 % is at the limit: no insalubridade and no grade', () => {
    const c = noiseConclusions({ nr15: nr15(100, 85, 'uncertainty') });
    expect(c.labour).toMatchObject({ characterises: false, grade: null, additionalPct: null });
    expect(c.pgr.band).toBe('action_level_to_limit');
  });
  it('101.3 % characterises insalubridade of grau médio, 20 %', () => {
    const c = noiseConclusions({ nr15: nr15(101.3, 85.1, 'above_limit') });
    expect(c.labour).toMatchObject({ characterises: true, grade: 'medium', additionalPct: 20 });
    expect(c.pgr.band).toBe('above_limit');
  });
  it('a level above 115 dB(A) characterises it whatever the dose (item 5)', () => {
    const c = noiseConclusions({
      nr15: { dosePct: 10, levelDb: 80, exceeds115: true, judgement: 'above_limit' },
    });
    expect(c.labour.characterises).toBe(true);
  });
  it('social security: NEN 85.0 is not above 85 dB(A); 85.1 is; without NHO-01 it is not judged', () => {
    expect(
      noiseConclusions({ nho01: { nen: 85, exceeds115: false, judgement: 'uncertainty' } }).socialSecurity
        .above,
    ).toBe(false);
    expect(
      noiseConclusions({ nho01: { nen: 85.1, exceeds115: false, judgement: 'above_limit' } }).socialSecurity
        .above,
    ).toBe(true);
    expect(noiseConclusions({ nr15: nr15(200, 90, 'above_limit') }).socialSecurity.above).toBeNull();
  });
  it('the protector: 95 dB(A) − NRRsf 12 = 83 dB(A) at the ear neutralises; NRRsf 8 leaves 87', () => {
    const ok = noiseConclusions({ nr15: nr15(400, 95, 'above_limit'), protectorNrrsf: 12 });
    expect(ok.labour.protector).toMatchObject({ levelAtEarDb: 83, neutralises: true });
    const no = noiseConclusions({ nr15: nr15(400, 95, 'above_limit'), protectorNrrsf: 8 });
    expect(no.labour.protector).toMatchObject({ levelAtEarDb: 87, neutralises: false });
  });
  it('the PGR band is the worse of the two norms', () => {
    const c = noiseConclusions({
      nr15: nr15(40, 78, 'acceptable'),
      nho01: { nen: 83, exceeds115: false, judgement: 'action_level' },
    });
    expect(c.pgr.band).toBe('action_level_to_limit');
    expect(worseBand(null, 'below_action_level', undefined)).toBe('below_action_level');
  });
});

describe('heat: NR-15 Anexo 3', () => {
  const heat = (over: Partial<HeatAssessment>) =>
    ({
      nr15Applicable: true,
      insalubrious: false,
      exceedsLimit: false,
      limit: 28,
      judgement: 'acceptable',
      ...over,
    }) as HeatAssessment;
  it('above the limit: grau médio, 20 %; social security above', () => {
    const c = heatConclusions(heat({ insalubrious: true, exceedsLimit: true, judgement: 'above_limit' }));
    expect(c.labour).toMatchObject({
      annex: 'annex3',
      characterises: true,
      grade: 'medium',
      additionalPct: 20,
    });
    expect(c.socialSecurity.above).toBe(true);
    expect(c.pgr.band).toBe('above_limit');
  });
  it('open sky without an artificial source (2019 text): the annex does not apply', () => {
    const c = heatConclusions(heat({ nr15Applicable: false, exceedsLimit: true, judgement: 'above_limit' }));
    expect(c.labour).toMatchObject({ characterises: null, reason: 'openSky', grade: null });
  });
  it('between the action level and the limit', () => {
    expect(heatConclusions(heat({ judgement: 'above_action_level' })).pgr.band).toBe('action_level_to_limit');
  });
});

describe('vibration: NR-15 Anexo 8 and NR-09 Anexo 1', () => {
  const vib = (insalubrious: boolean, judgement: VibrationAssessment['judgement']) =>
    ({ insalubrious, judgement }) as VibrationAssessment;
  it('above the limit: grau médio 20 %, social security above', () => {
    const c = vibrationConclusions(vib(true, 'above_limit'));
    expect(c.labour).toMatchObject({ annex: 'annex8', grade: 'medium', additionalPct: 20 });
    expect(c.socialSecurity.above).toBe(true);
  });
  it('below: no grade', () => {
    const c = vibrationConclusions(vib(false, 'action_level'));
    expect(c.labour.grade).toBeNull();
    expect(c.pgr.band).toBe('action_level_to_limit');
  });
});

describe('CO2: NR-15 Anexo 11 (grau mínimo), grave and imminent risk above 4,290 ppm', () => {
  const co2 = (meanPpm: number, graveAndImminentRisk: boolean, twa8hPpm = 0) =>
    ({
      nr15: { limitPpm: 3900, meanPpm, exceeds: meanPpm > 3900, graveAndImminentRisk },
      acgih: { twa8hPpm, twaLimitPpm: 5000, exceedsStel: false },
    }) as unknown as Co2ExposureResult;
  it('a mean of 3,901 ppm: grau mínimo, 10 %', () => {
    const c = co2Conclusions(co2(3901, true), 'nr15');
    expect(c.labour).toMatchObject({ characterises: true, grade: 'minimum', additionalPct: 10 });
    expect(c.labour.graveAndImminentRisk).toBe(true);
  });
  it('a mean of 1,200 ppm with one register above 4,290 ppm: grave risk, no insalubridade', () => {
    const c = co2Conclusions(co2(1200, true), 'both');
    expect(c.labour).toMatchObject({ characterises: false, grade: null, graveAndImminentRisk: true });
    expect(c.pgr.band).toBe('above_limit');
  });
  it('no agent of the social-security annex', () => {
    expect(co2Conclusions(co2(500, false), 'nr15').socialSecurity).toEqual({
      applicable: false,
      above: null,
    });
  });
  it('the action level is half the limit (1,950 ppm for NR-15)', () => {
    expect(bandOfValue(1950, 3900)).toBe('below_action_level');
    expect(bandOfValue(1951, 3900)).toBe('action_level_to_limit');
    expect(co2Conclusions(co2(500, false, 2600), 'acgih').pgr.band).toBe('action_level_to_limit');
  });
});
