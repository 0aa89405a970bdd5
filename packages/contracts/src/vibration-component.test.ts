import { describe, expect, it } from 'vitest';
import { componentDataSchemas } from './components.ts';

const grinder = {
  date: '2026-02-05',
  startTime: '08:10',
  endTime: '08:40',
  exposureTime: '02:00',
  samples: 1,
  axes: { x: 2, y: 3, z: 6 },
  filters: { x: 'wh', y: 'wh', z: 'wh' },
  factor: 1,
  evaluationType: 'handArm',
};

describe('vibration component data (SPEC §3, §5)', () => {
  const schema = componentDataSchemas.vibration;
  it('a typed-in grinder is accepted, with or without VDV', () => {
    expect(schema.safeParse(grinder).success).toBe(true);
    expect(schema.safeParse({ ...grinder, vdv: { x: 4, y: 3, z: 8 }, crestFactor: 4.2 }).success).toBe(true);
  });
  it.each([
    ['factor', { factor: 201 }],
    ['factor', { factor: -1 }],
    ['exposureTime', { exposureTime: '10:01' }],
    ['exposureTime', { exposureTime: '00:00' }],
    ['evaluationType', { evaluationType: 'feet' }],
    ['axes', { axes: { x: -1, y: 0, z: 0 } }],
    ['samples', { samples: 0 }],
    ['startTime', { startTime: '25:00' }],
  ])('%s out of its rule is refused, naming the field', (field, change) => {
    const result = schema.safeParse({ ...grinder, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
