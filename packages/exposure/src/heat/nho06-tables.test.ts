import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CLOTHING_INCREMENTS, HOOD_INCREMENT_C, NR09_ACTION_LEVEL, NR15_2019_LIMIT } from './nho06-tables.ts';
import { readTable } from './table-lookup.ts';

const limitFormula = (m: number) => 56.7 - 11.5 * Math.log10(m);
const actionFormula = (m: number) => 59.9 - 14.1 * Math.log10(m);

describe('NR-15 Anexo 3 (2019) Quadro 1: limit for acclimatised workers', () => {
  it('has the values of published copies: 100 → 33.7, 178 → 30.8, 332 → 27.7, 414 → 26.6', () => {
    for (const [m, v] of [
      [100, 33.7],
      [178, 30.8],
      [332, 27.7],
      [414, 26.6],
    ] as const)
      expect(readTable(NR15_2019_LIMIT, m)).toMatchObject({ ok: true, m, ibutg: v });
  });
  it('row by row: IBUTG falls 0.1 °C a row; M is the exact M of 56.7 − 11.5·log10(M) to 0.1 W, cut to watts', () => {
    NR15_2019_LIMIT.forEach(([m, v], i) => {
      expect(v).toBeCloseTo(33.7 - 0.1 * i, 10);
      expect(Math.round(limitFormula(m) * 10) / 10).toBe(v);
      const exact = 10 ** ((56.7 - v) / 11.5);
      expect(m).toBe(Math.floor(Math.round(exact * 10) / 10));
    });
    expect(NR15_2019_LIMIT.length).toBe(91);
  });
});

describe('NR-09 Anexo 3 (2019) Quadro 1: action level', () => {
  it('starts at 100 W → 31.7 °C, has 414 W → 23.0 °C and ends at 602 W → 20.7 °C', () => {
    expect(NR09_ACTION_LEVEL[0]).toEqual([100, 31.7]);
    expect(readTable(NR09_ACTION_LEVEL, 414)).toMatchObject({ ok: true, m: 414, ibutg: 23.0 });
    expect(NR09_ACTION_LEVEL[NR09_ACTION_LEVEL.length - 1]).toEqual([602, 20.7]);
  });
  it("row by row: 0.1 °C a row except the missing 22.2 °C; M by the limit table's rule", () => {
    const printed = NR09_ACTION_LEVEL.map(([, v]) => v);
    const expected = Array.from({ length: 111 }, (_, i) => Math.round((31.7 - 0.1 * i) * 10) / 10);
    expect(printed).toEqual(expected.filter((v) => v !== 22.2));
    for (const [m, v] of NR09_ACTION_LEVEL) {
      expect(Math.round(actionFormula(m) * 10) / 10).toBe(v);
      expect(m).toBe(Math.floor(Math.round(10 ** ((59.9 - v) / 14.1) * 10) / 10));
    }
  });
  test.prop([fc.double({ min: 100, max: 602, noNaN: true })])(
    'the action level is below the limit for every tabulated M',
    (m) => {
      const a = readTable(NR09_ACTION_LEVEL, m);
      const l = readTable(NR15_2019_LIMIT, Math.min(m, 606));
      expect(a.ok && l.ok && a.ibutg < l.ibutg).toBe(true);
    },
  );
});

describe('conservative M rule (an M between rows takes the next higher tabulated M)', () => {
  it('M 200 W lies between 197 and 201 → the 201 W row, 30.2 °C', () => {
    expect(readTable(NR15_2019_LIMIT, 200)).toMatchObject({ ok: true, m: 201, ibutg: 30.2 });
  });
  test.prop([fc.double({ min: 100, max: 606, noNaN: true })])(
    'the row read is never less strict than the formula at M',
    (m) => {
      const row = readTable(NR15_2019_LIMIT, m);
      expect(row.ok).toBe(true);
      if (row.ok) {
        expect(row.m).toBeGreaterThanOrEqual(m - 1e-9);
        expect(row.ibutg).toBeLessThanOrEqual(limitFormula(m) + 0.05 + 1e-9);
      }
    },
  );
  it('above the last row there is no value', () => {
    expect(readTable(NR15_2019_LIMIT, 607)).toEqual({ ok: false, max: 606 });
  });
});

describe('NHO-06 Quadro 2 clothing increments and the hood rule', () => {
  it('row by row', () => {
    expect(CLOTHING_INCREMENTS.map((c) => [c.key, c.incrementC])).toEqual([
      ['workUniform', 0],
      ['clothCoveralls', 0],
      ['smsPolypropylene', 0.5],
      ['polyolefin', 2],
      ['doubleLayer', 3],
      ['vapourApron', 4],
      ['vapourCoveralls', 10],
      ['vapourCoverallsOverUniform', 12],
    ]);
    expect(HOOD_INCREMENT_C).toBe(1);
  });
});
