import { describe, expect, it } from 'vitest';
import { minutes } from '../units/index.ts';
import { assessVibration } from './assess.ts';
import { VibrationError } from './errors.ts';
import { ms2, ms175, type VibrationAssessmentInput } from './types.ts';

const axes = (x: number, y: number, z: number) => ({ x: ms2(x), y: ms2(y), z: ms2(z) });

describe('NHO-10 (hands and arms) worked examples, derived by hand', () => {
  it('a grinder 2 h a day: amr 7.0, aren 3.5 m/s² → uncertainty region', () => {
    const r = assessVibration({
      evaluation: 'hand-arm',
      workdayMin: minutes(480),
      components: [{ minutes: minutes(120), axes: axes(2, 3, 6) }],
    });
    // amr = √(2² + 3² + 6²) = √49 = 7 (vector sum, no factors).
    expect(r.amr[0]).toBeCloseTo(7, 12);
    // are = √(7²·120/480) = √12.25 = 3.5; T = T0 so aren = are.
    expect(r.are).toBeCloseTo(3.5, 12);
    expect(r.aren).toBeCloseTo(3.5, 12);
    expect(r.judgement).toBe('uncertainty');
    expect(r.insalubrious).toBe(false);
    expect(r.aboveActionLevel).toBe(true);
    // t = 480·(2.5/7)² = 61.22 min to the action level, 480·(5/7)² = 244.90 min to the limit.
    expect(r.minutesToActionLevel).toBeCloseTo(61.224, 3);
    expect(r.minutesToLimit).toBeCloseTo(244.898, 3);
    expect(r.vdvExp).toBeNull();
    expect(r.vdvr).toBeNull();
  });

  it('two tools, one repeated, a 10 h workday: aren 4.03 m/s²', () => {
    const r = assessVibration({
      evaluation: 'hand-arm',
      workdayMin: minutes(600),
      components: [
        { minutes: minutes(120), axes: axes(2, 3, 6) },
        { minutes: minutes(60), repetitions: 2, amr: ms2(4) },
      ],
    });
    // Σ ni·amri²·Ti = 49·120 + 2·16·60 = 7800; are = √(7800/600) = 3.6056; aren = √(7800/480) = 4.0311.
    expect(r.are).toBeCloseTo(Math.sqrt(13), 10);
    expect(r.aren).toBeCloseTo(4.0311, 4);
    expect(r.exposureMin).toBe(240);
    expect(r.judgement).toBe('uncertainty');
  });

  it('above 5 m/s² is insalubrious under NR-15 Anexo 8', () => {
    // amr 8 m/s² for 4 h: aren = 8·√(240/480) = 5.657 m/s².
    const r = assessVibration({
      evaluation: 'hand-arm',
      workdayMin: minutes(480),
      components: [{ minutes: minutes(240), amr: ms2(8) }],
    });
    expect(r.aren).toBeCloseTo(5.657, 3);
    expect(r.judgement).toBe('above_limit');
    expect(r.insalubrious).toBe(true);
  });

  it('the multiplicative factor scales the component', () => {
    const r = assessVibration({
      evaluation: 'hand-arm',
      workdayMin: minutes(480),
      components: [{ minutes: minutes(480), amr: ms2(1), factor: 2 }],
    });
    expect(r.amr[0]).toBe(2);
    expect(r.aren).toBeCloseTo(2, 12);
    expect(r.judgement).toBe('acceptable');
  });
});

describe('NHO-09 (whole body) worked examples, derived by hand', () => {
  const forklift: VibrationAssessmentInput = {
    evaluation: 'whole-body',
    workdayMin: minutes(480),
    components: [{ minutes: minutes(360), axes: axes(0.3, 0.2, 0.5) }],
    vdv: [{ x: ms175(4), y: ms175(3), z: ms175(8), sampleMin: minutes(60), exposureMin: minutes(360) }],
  };

  it('a forklift seat 6 h a day: amr 0.7105, aren 0.6153 m/s², VDVR 13.41 m/s^1.75', () => {
    const r = assessVibration(forklift);
    // amr = √((1.4·0.3)² + (1.4·0.2)² + 0.5²) = √0.5048 = 0.71049.
    expect(r.amr[0]).toBeCloseTo(0.71049, 5);
    // aren = √(0.5048·360/480) = √0.3786 = 0.61530 → above the action level (0.5 < aren < 0.9).
    expect(r.aren).toBeCloseTo(0.6153, 4);
    expect(r.arenJudgement).toBe('action_level');
    // (360/60)^¼ = 1.56508: VDVexp x = 1.4·4·1.56508 = 8.7645, y = 1.4·3·1.56508 = 6.5734, z = 8·1.56508 = 12.5207.
    expect(r.vdvExp?.x).toBeCloseTo(8.7645, 3);
    expect(r.vdvExp?.y).toBeCloseTo(6.5734, 3);
    expect(r.vdvExp?.z).toBeCloseTo(12.5207, 3);
    // VDVR = (8.7645⁴ + 6.5734⁴ + 12.5207⁴)^¼ = (5900.6 + 1866.9 + 24575.5)^¼ = 32343^¼ = 13.41.
    expect(r.vdvr).toBeCloseTo(13.4106, 3);
    expect(r.vdvrJudgement).toBe('action_level');
    expect(r.judgement).toBe('action_level');
    expect(r.insalubrious).toBe(false);
    // Action level: aren needs 480·(0.5/0.71049)² = 237.7 min, VDVR 360·(9.1/13.4106)⁴ = 76.3 min → 76.3.
    expect(r.minutesToActionLevel).toBeCloseTo(76.33, 1);
    // Limit: aren 480·(1.1/0.71049)² = 1150.6 min, VDVR 360·(21/13.4106)⁴ = 2164.7 min → 1150.6.
    expect(r.minutesToLimit).toBeCloseTo(1150.55, 1);
  });

  it('shocks: aren acceptable but VDVR above 21 → above the limit, insalubrious, crest warning', () => {
    const r = assessVibration({
      ...forklift,
      components: [{ minutes: minutes(360), axes: axes(0.2, 0.2, 0.3), crestFactor: 12 }],
      // z = 15 over 30 min for 360 min: 15·12^¼ = 27.92 → VDVR ≥ 27.92 > 21.
      vdv: [{ x: ms175(2), y: ms175(2), z: ms175(15), sampleMin: minutes(30), exposureMin: minutes(360) }],
    });
    expect(r.arenJudgement).toBe('acceptable');
    expect(r.vdvExp?.z).toBeCloseTo(27.918, 3);
    expect(r.vdvrJudgement).toBe('above_limit');
    expect(r.judgement).toBe('above_limit');
    expect(r.insalubrious).toBe(true);
    expect(r.crestFactorWarning).toBe(true);
    expect(r.maxCrestFactor).toBe(12);
  });

  it('hand-arm ignores VDV (NHO-10 has no dose value)', () => {
    const r = assessVibration({ ...forklift, evaluation: 'hand-arm' });
    expect(r.vdvr).toBeNull();
    expect(r.vdvExp).toBeNull();
    // vector sum without factors: √(0.09 + 0.04 + 0.25) = 0.6164.
    expect(r.amr[0]).toBeCloseTo(0.6164, 4);
  });
});

describe('bad input names the field', () => {
  const base: VibrationAssessmentInput = {
    evaluation: 'hand-arm',
    workdayMin: minutes(480),
    components: [{ minutes: minutes(60), axes: axes(1, 1, 1) }],
  };
  const fails = (input: VibrationAssessmentInput) => {
    try {
      assessVibration(input);
    } catch (error) {
      if (error instanceof VibrationError) return { key: error.key, ...error.values };
      throw error;
    }
    throw new Error('no error');
  };
  it('workday shorter than the components', () => {
    expect(fails({ ...base, workdayMin: minutes(30) })).toMatchObject({
      key: 'vibration:errors.workdayTooShort',
      field: 'workdayMin',
      components: 60,
    });
  });
  it('negative and non-numeric accelerations', () => {
    expect(fails({ ...base, components: [{ minutes: minutes(60), axes: axes(1, -2, 1) }] })).toMatchObject({
      key: 'vibration:errors.negative',
      field: 'components[0].ay',
    });
    expect(fails({ ...base, components: [{ minutes: minutes(60), amr: ms2(Number.NaN) }] })).toMatchObject({
      key: 'vibration:errors.notANumber',
      field: 'components[0].amr',
    });
  });
  it('a factor outside 0–200', () => {
    expect(
      fails({ ...base, components: [{ minutes: minutes(60), amr: ms2(1), factor: 201 }] }),
    ).toMatchObject({
      key: 'vibration:errors.factor',
      field: 'components[0].factor',
    });
  });
  it('a workday beyond a day or of 0 min states the range in words, with no internal bound', () => {
    const week = fails({ ...base, workdayMin: minutes(10_080) });
    expect(week).toMatchObject({
      key: 'vibration:durationRanges.positive',
      field: 'workdayMin',
      value: 10_080,
    });
    expect(fails({ ...base, workdayMin: minutes(0) }).key).toBe('vibration:durationRanges.positive');
    expect(fails({ ...base, components: [{ minutes: minutes(-1), amr: ms2(1) }] })).toMatchObject({
      key: 'vibration:durationRanges.fromZero',
      field: 'components[0].minutes',
    });
    // Every number the message shows is one a user wrote or the day's length.
    expect(Object.values(week).filter((v) => typeof v === 'number')).toEqual([10_080, 1440]);
  });
  it('no components, no acceleration', () => {
    expect(fails({ ...base, components: [] }).key).toBe('vibration:errors.noComponents');
    expect(fails({ ...base, components: [{ minutes: minutes(60) }] }).key).toBe(
      'vibration:errors.noAcceleration',
    );
  });
});
