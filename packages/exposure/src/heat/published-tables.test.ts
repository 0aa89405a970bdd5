// The heat tables against the values printed in the stored copies of the norms (checked 2026-11-25;
// what each source is and what is still unverified: docs/heat-calculations.md, "Verification").
import { describe, expect, it } from 'vitest';
import { celsius } from '../units/index.ts';
import { CLOTHING_INCREMENTS, NR15_2019_LIMIT } from './nho06-tables.ts';
import { NR15_1978_QUADRO1, NR15_1978_QUADRO2, regimeFor1978 } from './nr15-1978.ts';
import { readTable } from './table-lookup.ts';

describe('NR-15 Anexo 3 (1978) as printed (copy at slideshare.net/slideshow/calor-39322362)', () => {
  // Quadro nº 1: "até 30,0 / até 26,7 / até 25,0", "30,1 a 30,6 / 26,8 a 28,0 / 25,1 a 25,9",
  // "30,7 a 31,4 / 28,1 a 29,4 / 26,0 a 27,9", "31,5 a 32,2 / 29,5 a 31,1 / 28,0 a 30,0",
  // "acima de 32,2 / acima de 31,1 / acima de 30,0".
  const printed = [
    ['light', 30.0, 30.1, 30.6, 30.7, 31.4, 31.5, 32.2, 32.3],
    ['moderate', 26.7, 26.8, 28.0, 28.1, 29.4, 29.5, 31.1, 31.2],
    ['heavy', 25.0, 25.1, 25.9, 26.0, 27.9, 28.0, 30.0, 30.1],
  ] as const;
  for (const [workload, ...v] of printed)
    it(`Quadro 1, ${workload}: every printed band edge gives its regime`, () => {
      expect(NR15_1978_QUADRO1[workload]).toEqual([v[0], v[2], v[4], v[6]]);
      expect(
        [v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]].map((x) => regimeFor1978(celsius(x), workload)),
      ).toEqual(['continuous', '45/15', '45/15', '30/30', '30/30', '15/45', '15/45', 'not_allowed']);
    });

  it('Quadro 2, M (kcal/h) → máximo IBUTG, row by row', () => {
    // "175 30,5 / 200 30,0 / 250 28,5 / 300 27,5 / 350 26,5 / 400 26,0 / 450 25,5 / 500 25,0"
    expect(NR15_1978_QUADRO2).toEqual([
      [175, 30.5],
      [200, 30.0],
      [250, 28.5],
      [300, 27.5],
      [350, 26.5],
      [400, 26.0],
      [450, 25.5],
      [500, 25.0],
    ]);
  });
});

describe('NR-15 Anexo 3 (2019) Quadro 1, the rows the stored copies print', () => {
  // stresstermicosindusconrs.com.br ("Quadro 2 - Limite de exposição ocupacional ao calor"): 178 30,8; 332 27,7.
  it.each([
    [178, 30.8],
    [332, 27.7],
  ])('%d W → %d °C', (m, ibutg) => {
    expect(NR15_2019_LIMIT).toContainEqual([m, ibutg]);
  });

  // One secondary transcription prints 165 → 31.2 and 289 → 28.4 where we hold 164 and 288 (the DOU
  // text could not be read here). Whichever is right, our reading is never the laxer one in the gap.
  it.each([
    [164, 165, 31.2, 31.1],
    [288, 289, 28.4, 28.3],
  ])('between %d and %d W ours gives the stricter limit', (ours, theirs, rowValue, nextValue) => {
    expect(NR15_2019_LIMIT).toContainEqual([ours, rowValue]);
    for (const m of [ours + 0.25, ours + 0.5, theirs]) {
      const row = readTable(NR15_2019_LIMIT, m);
      // The other reading would give rowValue here; ours takes the next row, 0.1 °C lower.
      expect(row).toMatchObject({ ok: true, ibutg: nextValue });
      expect(nextValue).toBeLessThan(rowValue);
    }
  });
});

describe('NR-09 Anexo 3 Quadro 4, clothing increments, row by row as printed', () => {
  it('8 rows: 0, 0, 0,5, 2, 3, 4, 10, 12 °C', () => {
    // "Uniforme de trabalho 0; Macacão de tecido 0; Macacão de polipropileno SMS 0,5; Macacão de
    // poliolefina 2; Vestimenta ou macacão forrado (tecido duplo) 3; Avental longo de manga comprida
    // impermeável ao vapor 4; Macacão impermeável ao vapor 10; ... sobreposto à roupa de trabalho 12"
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
  });
});
