import { fc, test } from '@fast-check/vitest';
import { VibrationError } from '@ohp/exposure';
import { expect, it } from 'vitest';
import { exposureInputOf } from './vibration-exposure-json.ts';

it('reads the shape of the issue', () => {
  const input = exposureInputOf({
    evaluation: 'whole-body',
    workdayMin: 480,
    components: [
      { minutes: 200, ax: 0.1, ay: 0.1, az: 0.2 },
      { minutes: 60, amr: 0.3, repetitions: 2 },
    ],
    vdv: { x: 1, y: 1, z: 2, sampleMin: 60, exposureMin: 200 },
  });
  expect(input.components[0]?.axes).toEqual({ x: 0.1, y: 0.1, z: 0.2 });
  expect(input.components[1]).toMatchObject({ amr: 0.3, repetitions: 2 });
  expect(input.vdv).toHaveLength(1);
});

it('names the missing or mistyped field', () => {
  const fail = (raw: unknown) => {
    try {
      exposureInputOf(raw);
    } catch (error) {
      return (error as VibrationError).values.field;
    }
    return 'accepted';
  };
  expect(fail([])).toBe('(root)');
  expect(fail({ evaluation: 'hand-arm' })).toBe('components');
  expect(fail({ evaluation: 'hand-arm', components: [], workdayMin: '480' })).toBe('workdayMin');
  expect(fail({ evaluation: 'hand-arm', workdayMin: 480, components: [{ minutes: 5, ax: 1, ay: 1 }] })).toBe(
    'components[0].az',
  );
  expect(fail({ evaluation: 'hand-arm', workdayMin: 480, components: [], vdv: { x: 1 } })).toBe('vdv.y');
});

test.prop([fc.jsonValue({ maxDepth: 4 })])(
  'any JSON gives an input or a VibrationError, nothing else',
  (raw) => {
    try {
      exposureInputOf(raw);
    } catch (error) {
      expect(error).toBeInstanceOf(VibrationError);
    }
  },
);

test.prop([
  fc.record({
    evaluation: fc.constantFrom('hand-arm', 'whole-body', 'x'),
    workdayMin: fc.oneof(fc.double(), fc.integer()),
    components: fc.array(
      fc.record({
        minutes: fc.double(),
        ax: fc.double(),
        ay: fc.double(),
        az: fc.double(),
        factor: fc.double(),
      }),
      { maxLength: 3 },
    ),
  }),
])('hostile numbers give a VibrationError', (raw) => {
  try {
    exposureInputOf(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(VibrationError);
  }
});
