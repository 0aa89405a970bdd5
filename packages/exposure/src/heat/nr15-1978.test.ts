import { describe, expect, it } from 'vitest';
import { celsius } from '../units/index.ts';
import {
  NR15_1978_QUADRO1,
  NR15_1978_QUADRO2,
  NR15_1978_QUADRO3,
  regimeFor1978,
  workloadOf1978,
} from './nr15-1978.ts';
import { readTable } from './table-lookup.ts';
import type { HeatRegime, Workload } from './types.ts';

// NR-15 Anexo 3 (1978) Quadro 1, as printed: each regime's band by workload.
const quadro1: [HeatRegime, Record<Workload, [number | null, number | null]>][] = [
  ['continuous', { light: [null, 30.0], moderate: [null, 26.7], heavy: [null, 25.0] }],
  ['45/15', { light: [30.1, 30.6], moderate: [26.8, 28.0], heavy: [25.1, 25.9] }],
  ['30/30', { light: [30.7, 31.4], moderate: [28.1, 29.4], heavy: [26.0, 27.9] }],
  ['15/45', { light: [31.5, 32.2], moderate: [29.5, 31.1], heavy: [28.0, 30.0] }],
  ['not_allowed', { light: [32.3, null], moderate: [31.2, null], heavy: [30.1, null] }],
];

describe('NR-15 Anexo 3 (1978) Quadro 1, row by row', () => {
  for (const [regime, bands] of quadro1)
    for (const workload of ['light', 'moderate', 'heavy'] as const) {
      const [low, high] = bands[workload];
      it(`${regime}, ${workload}: ${low ?? '…'} to ${high ?? '…'} °C`, () => {
        if (low !== null) expect(regimeFor1978(celsius(low), workload)).toBe(regime);
        if (high !== null) expect(regimeFor1978(celsius(high), workload)).toBe(regime);
      });
    }
  it('the table constant is the printed one', () => {
    expect(NR15_1978_QUADRO1).toEqual({
      light: [30.0, 30.6, 31.4, 32.2],
      moderate: [26.7, 28.0, 29.4, 31.1],
      heavy: [25.0, 25.9, 27.9, 30.0],
    });
  });
  it('a value between two printed bands (30.05, light) takes the higher band', () => {
    expect(regimeFor1978(celsius(30.05), 'light')).toBe('45/15');
  });
});

describe('NR-15 Anexo 3 (1978) Quadro 2, row by row', () => {
  const printed: [number, number][] = [
    [175, 30.5],
    [200, 30.0],
    [250, 28.5],
    [300, 27.5],
    [350, 26.5],
    [400, 26.0],
    [450, 25.5],
    [500, 25.0],
  ];
  it('equals the printed table', () => expect(NR15_1978_QUADRO2).toEqual(printed));
  for (const [m, max] of printed)
    it(`M ${m} kcal/h → IBUTG max ${max} °C`, () =>
      expect(readTable(NR15_1978_QUADRO2, m)).toMatchObject({ ok: true, ibutg: max }));
  it('an M between rows takes the next higher tabulated M: 201 → 250 row (28.5), 176 → 200 row (30.0)', () => {
    expect(readTable(NR15_1978_QUADRO2, 201)).toMatchObject({ ok: true, m: 250, ibutg: 28.5 });
    expect(readTable(NR15_1978_QUADRO2, 176)).toMatchObject({ ok: true, m: 200, ibutg: 30.0 });
  });
  it('below 175 uses the first row (flagged); above 500 is outside the table', () => {
    expect(readTable(NR15_1978_QUADRO2, 150)).toMatchObject({
      ok: true,
      m: 175,
      ibutg: 30.5,
      belowTable: true,
    });
    expect(readTable(NR15_1978_QUADRO2, 501)).toEqual({ ok: false, max: 500 });
  });
});

describe('NR-15 Anexo 3 (1978) Quadro 3, row by row', () => {
  it('has the ten printed activities with their kcal/h and groups', () => {
    expect(NR15_1978_QUADRO3.map((a) => [a.workload, a.kcalPerHour])).toEqual([
      ['rest', 100],
      ['light', 125],
      ['light', 150],
      ['light', 150],
      ['moderate', 180],
      ['moderate', 175],
      ['moderate', 220],
      ['moderate', 300],
      ['heavy', 440],
      ['heavy', 550],
    ]);
  });
  it('each activity of a workload group is classified in that group', () => {
    for (const a of NR15_1978_QUADRO3)
      if (a.workload !== 'rest') expect(workloadOf1978(a.kcalPerHour)).toBe(a.workload);
  });
});
