// assessHeat never throws on any input of its shape, and a weighted mean lies between its parts.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { assessHeat, type HeatAssessmentInput } from './evaluate.ts';

const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -100, max: 2000 }), fc.constant(Number.NaN));
const situation = fc.oneof(
  fc.record({ minutes: anyNumber, ibutg: anyNumber }),
  fc.record({
    minutes: anyNumber,
    tbn: anyNumber,
    tg: anyNumber,
    tbs: fc.option(anyNumber, { nil: undefined }),
    solarLoad: fc.boolean(),
  }),
);
const input = fc.record({
  norm: fc.constantFrom('nr15-1978' as const, 'nr15-2019' as const),
  rest: fc.constantFrom('local' as const, 'elsewhere' as const),
  workload: fc.option(fc.constantFrom('light' as const, 'moderate' as const, 'heavy' as const), {
    nil: undefined,
  }),
  hood: fc.boolean(),
  clothingIncrementC: fc.oneof(fc.constant(0), anyNumber),
  situations: fc.array(situation, { maxLength: 5 }),
  activities: fc.array(fc.record({ minutes: anyNumber, metabolicRate: anyNumber }), { maxLength: 4 }),
});

describe('assessHeat on any input', () => {
  test.prop([input])('never throws; an error names a heat:input key', (i) => {
    const r = assessHeat(i as HeatAssessmentInput);
    if (!r.ok) expect(r.reason.key).toMatch(/^heat:input\.\w+$/);
    else expect(Number.isFinite(r.data.ibutg)).toBe(true);
  });

  test.prop([
    fc.array(
      fc.record({
        minutes: fc.integer({ min: 1, max: 15 }),
        ibutg: fc.integer({ min: 150, max: 350 }).map((x) => x / 10),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    fc.integer({ min: 100, max: 602 }),
  ])(
    'the weighted IBUTG lies between the smallest and largest situation; the limit never exceeds the formula',
    (situations, m) => {
      const r = assessHeat({
        norm: 'nr15-2019',
        situations,
        activities: [{ minutes: 60, metabolicRate: m }],
      });
      if (!r.ok) throw new Error(r.reason.key);
      const values = situations.map((s) => s.ibutg);
      expect(r.data.ibutg).toBeGreaterThanOrEqual(Math.min(...values) - 1e-9);
      expect(r.data.ibutg).toBeLessThanOrEqual(Math.max(...values) + 1e-9);
      expect(r.data.limit as number).toBeLessThanOrEqual(56.7 - 11.5 * Math.log10(m) + 0.05 + 1e-9);
    },
  );
});
