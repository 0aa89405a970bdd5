import { describe, expect, it } from 'vitest';
import { assessHeat, type HeatAssessment, type HeatAssessmentInput } from './evaluate.ts';

function ok(input: HeatAssessmentInput): HeatAssessment {
  const r = assessHeat(input);
  if (!r.ok) throw new Error(`unexpected ${r.reason.key}`);
  return r.data;
}

describe('NR-15 Anexo 3 (2019) + NR-09 + NHO-06, worked by hand', () => {
  it('two situations, M 200 W: IBUTG 24.43 °C, limit 30.2 (row 201 W), action level 27.4: acceptable', () => {
    // 40 min: 0.7·22 + 0.3·30 = 24.4; 20 min in the sun: 0.7·21 + 0.1·28 + 0.2·35 = 24.5.
    // IBUTG = (24.4·40 + 24.5·20)/60 = 1466/60 = 24.433; M = 200 W → next row up is 201 W.
    const r = ok({
      norm: 'nr15-2019',
      situations: [
        { minutes: 40, tbn: 22, tg: 30 },
        { minutes: 20, tbn: 21, tbs: 28, tg: 35, solarLoad: true },
      ],
      activities: [{ minutes: 60, metabolicRate: 200 }],
    });
    expect(r.ibutg).toBeCloseTo(24.4333, 3);
    expect(r.metabolicRate).toBe(200);
    expect(r.tabulatedMetabolicRate).toBe(201);
    expect(r.limit).toBe(30.2);
    expect(r.actionLevel).toBe(27.4);
    expect(r).toMatchObject({
      exceedsLimit: false,
      aboveActionLevel: false,
      judgement: 'acceptable',
      regime: null,
      nr15Applicable: true,
    });
  });

  it('M from two activities, SMS coveralls and hood: 28.0 + 0.5 + 1 = 29.5 °C above the 27.4 °C limit', () => {
    // M = (300·30 + 400·30)/60 = 350 W → rows 353 W (limit 27.4) and 351 W (action level 24.0).
    const input: HeatAssessmentInput = {
      norm: 'nr15-2019',
      clothingIncrementC: 0.5,
      hood: true,
      situations: [{ minutes: 60, ibutg: 28 }],
      activities: [
        { minutes: 30, metabolicRate: 300 },
        { minutes: 30, metabolicRate: 400 },
      ],
    };
    const r = ok(input);
    expect(r.metabolicRate).toBe(350);
    expect(r.limit).toBe(27.4);
    expect(r.actionLevel).toBe(24.0);
    expect(r.ibutgMeasured).toBe(28);
    expect(r.ibutg).toBeCloseTo(29.5, 10);
    expect(r).toMatchObject({
      exceedsLimit: true,
      aboveActionLevel: true,
      insalubrious: true,
      judgement: 'above_limit',
    });
    expect(r.recommendedAction).toBe('heat:action.above_limit');
    expect(r.warnings).toContain('hoodRule');
    // Open sky without an artificial source: NR-15 Anexo 3 does not apply, NR-09 still judges it.
    const sky = ok({ ...input, openSkyWithoutArtificialSource: true });
    expect(sky).toMatchObject({
      nr15Applicable: false,
      insalubrious: false,
      exceedsLimit: true,
      judgement: 'above_limit',
    });
    expect(sky.warnings).toContain('openSky');
  });

  it('NHO-06 classes at M 300 W (limit 28.2, action level 24.9 at row 303 W)', () => {
    const at = (ibutg: number) =>
      ok({
        norm: 'nr15-2019',
        situations: [{ minutes: 60, ibutg }],
        activities: [{ minutes: 60, metabolicRate: 300 }],
      });
    expect(at(24.9).judgement).toBe('acceptable'); // equal to the action level
    expect(at(25.0).judgement).toBe('above_action_level');
    expect(at(27.7).judgement).toBe('above_action_level'); // 28.2 − 0.5, the lower edge of the uncertainty band
    expect(at(28.0).judgement).toBe('uncertainty');
    expect(at(28.2)).toMatchObject({ judgement: 'uncertainty', exceedsLimit: false });
    expect(at(28.3)).toMatchObject({ judgement: 'above_limit', exceedsLimit: true });
  });

  it('a window shorter than 60 min is computed over what exists, labelled', () => {
    const r = ok({
      norm: 'nr15-2019',
      situations: [{ minutes: 40, ibutg: 25 }],
      activities: [{ minutes: 40, metabolicRate: 117 }],
    });
    expect(r.minutes).toBe(40);
    expect(r.ibutg).toBe(25);
    expect(r.warnings).toContain('windowNot60');
    // 117 W → row 117 W, limit 32.9 °C.
    expect(r.limit).toBe(32.9);
  });
});

describe('NR-15 Anexo 3 (1978), worked by hand', () => {
  it('rest at the place, moderate: tbn 22, tg 30 → 24.4 °C, continuous work allowed', () => {
    const r = ok({
      norm: 'nr15-1978',
      rest: 'local',
      workload: 'moderate',
      situations: [{ minutes: 60, tbn: 22, tg: 30 }],
      activities: [],
    });
    expect(r.ibutg).toBeCloseTo(24.4, 10);
    expect(r).toMatchObject({
      regime: 'continuous',
      exceedsLimit: false,
      limit: null,
      actionLevel: null,
      metabolicRate: null,
    });
  });
  it('rest at the place: tbn 25, tg 35 → 28.0 °C: moderate 45/15, heavy 15/45, light continuous', () => {
    const at = (workload: 'light' | 'moderate' | 'heavy') =>
      ok({
        norm: 'nr15-1978',
        rest: 'local',
        workload,
        situations: [{ minutes: 60, tbn: 25, tg: 35 }],
        activities: [],
      });
    expect(at('moderate')).toMatchObject({ regime: '45/15', exceedsLimit: true, judgement: 'above_limit' });
    expect(at('heavy').regime).toBe('15/45');
    expect(at('light').regime).toBe('continuous');
  });
  it('rest at the place without a workload takes the class of the weighted M (220 kcal/h → moderate)', () => {
    const r = ok({
      norm: 'nr15-1978',
      situations: [{ minutes: 60, ibutg: 27 }],
      activities: [{ minutes: 60, metabolicRate: 220 }],
    });
    expect(r).toMatchObject({ workload: 'moderate', regime: '45/15' });
  });
  it('rest elsewhere: M = (300·45 + 100·15)/60 = 250 kcal/h, IBUTG = (30·45 + 24·15)/60 = 28.5 = the limit', () => {
    const input: HeatAssessmentInput = {
      norm: 'nr15-1978',
      rest: 'elsewhere',
      situations: [
        { minutes: 45, ibutg: 30 },
        { minutes: 15, ibutg: 24 },
      ],
      activities: [
        { minutes: 45, metabolicRate: 300 },
        { minutes: 15, metabolicRate: 100 },
      ],
    };
    const r = ok(input);
    expect(r.metabolicRate).toBe(250);
    expect(r.ibutg).toBeCloseTo(28.5, 10);
    expect(r).toMatchObject({
      limit: 28.5,
      exceedsLimit: false,
      regime: null,
      actionLevel: null,
      judgement: 'acceptable',
    });
    // With a hood (SPEC §9, +1 °C): 29.5 > 28.5.
    expect(ok({ ...input, hood: true })).toMatchObject({ ibutg: 29.5, exceedsLimit: true });
  });
  it('rest elsewhere, M 260 kcal/h takes the 300 row (27.5 °C)', () => {
    const r = ok({
      norm: 'nr15-1978',
      rest: 'elsewhere',
      situations: [{ minutes: 60, ibutg: 27.6 }],
      activities: [{ minutes: 60, metabolicRate: 260 }],
    });
    expect(r).toMatchObject({ tabulatedMetabolicRate: 300, limit: 27.5, exceedsLimit: true });
  });
  it('clothing increments are not part of the 1978 text: ignored with a warning; open sky stays applicable', () => {
    const r = ok({
      norm: 'nr15-1978',
      workload: 'light',
      clothingIncrementC: 3,
      openSkyWithoutArtificialSource: true,
      situations: [{ minutes: 60, ibutg: 29 }],
      activities: [],
    });
    expect(r.ibutg).toBe(29);
    expect(r.warnings).toContain('clothingIgnored1978');
    expect(r.nr15Applicable).toBe(true);
  });
});

describe('bad input names the field', () => {
  const base: HeatAssessmentInput = {
    norm: 'nr15-2019',
    situations: [{ minutes: 60, ibutg: 25 }],
    activities: [{ minutes: 60, metabolicRate: 200 }],
  };
  const reason = (input: HeatAssessmentInput) => {
    const r = assessHeat(input);
    return r.ok ? null : r.reason;
  };
  it('wet bulb above dry bulb', () => {
    expect(reason({ ...base, situations: [{ minutes: 60, tbn: 30, tbs: 28, tg: 35 }] })).toEqual({
      key: 'heat:input.wetAboveDry',
      values: { field: 'situations[0]', tbn: 30, tbs: 28 },
    });
  });
  it('M outside the tables (2019 above 606 W, 1978 above 500 kcal/h)', () => {
    expect(reason({ ...base, activities: [{ minutes: 60, metabolicRate: 700 }] })?.key).toBe(
      'heat:input.metabolicRateOutOfTable',
    );
    expect(
      reason({
        ...base,
        norm: 'nr15-1978',
        rest: 'elsewhere',
        activities: [{ minutes: 60, metabolicRate: 550 }],
      })?.values,
    ).toMatchObject({ max: 500, unit: 'kcal/h' });
  });
  it('more than 60 minutes, no situation, no activity under 2019, a temperature out of range', () => {
    expect(
      reason({
        ...base,
        situations: [
          { minutes: 40, ibutg: 25 },
          { minutes: 30, ibutg: 25 },
        ],
      })?.key,
    ).toBe('heat:input.moreThan60');
    expect(reason({ ...base, situations: [] })?.key).toBe('heat:input.noSituations');
    expect(reason({ ...base, activities: [] })?.key).toBe('heat:input.noActivities');
    expect(reason({ ...base, situations: [{ minutes: 60, tbn: 20, tg: 200 }] })).toMatchObject({
      values: { field: 'situations[0].tg' },
    });
    expect(reason({ ...base, situations: [{ minutes: 60, tbn: 20, tg: 30, solarLoad: true }] })?.key).toBe(
      'heat:input.solarLoadNeedsTbs',
    );
  });
});
