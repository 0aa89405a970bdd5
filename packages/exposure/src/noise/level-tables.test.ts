import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { doseWeightTable, ENERGY_TABLE, tenthsIndex } from './level-tables.ts';

describe('exact level tables', () => {
  it('index only exact tenths in 0 … 150 dB', () => {
    expect([
      tenthsIndex(85.3),
      tenthsIndex(0),
      tenthsIndex(150),
      tenthsIndex(85.25),
      tenthsIndex(150.1),
    ]).toEqual([853, 0, 1500, -1, -1]);
  });
  test.prop([fc.integer({ min: 0, max: 1500 })])('equal the direct formula bit for bit', (k) => {
    const level = Number((k / 10).toFixed(1));
    expect(tenthsIndex(level)).toBe(k);
    expect(ENERGY_TABLE[k]).toBe(10 ** (level / 10));
    expect(doseWeightTable(85, 1 / 5)[k]).toBe(2 ** ((level - 85) * (1 / 5)));
    expect(doseWeightTable(85, 1 / 3, 80)[k]).toBe(level >= 80 ? 2 ** ((level - 85) * (1 / 3)) : 0);
  });
});
