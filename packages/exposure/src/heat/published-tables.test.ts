// The heat tables against the values printed in the stored copies of the norms (checked 2026-11-25;
// what each source is and what is still unverified: docs/heat-calculations.md, "Verification").
import { describe, expect, it } from 'vitest';
import { celsius } from '../units/index.ts';
import { CLOTHING_INCREMENTS, NR09_ACTION_LEVEL, NR15_2019_LIMIT } from './nho06-tables.ts';
import { NR15_1978_QUADRO1, NR15_1978_QUADRO2, regimeFor1978 } from './nr15-1978.ts';
import { NR15_2019_QUADRO2 } from './nr15-2019-activities.ts';
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

// One IBUTG column printed as "first value, then 0.1 °C lower a row" next to its M column.
const column = (ms: readonly number[], first: number) =>
  ms.map((m, i) => [m, Math.round((first - 0.1 * i) * 10) / 10]);

describe('NR-15 Anexo 3 (2019) Quadro 1 (limit) as transcribed from Portaria 1.359/2019', () => {
  // Three independent transcriptions print this M column (docs/heat-calculations.md "Verification").
  const printedM = [
    100, 102, 104, 106, 108, 110, 112, 115, 117, 119, 122, 124, 127, 129, 132, 135, 137, 140, 143, 146, 149,
    152, 155, 158, 161, 165, 168, 171, 175, 178, 182, 186, 189, 193, 197, 201, 205, 209, 214, 218, 222, 227,
    231, 236, 241, 246, 251, 256, 261, 266, 272, 277, 283, 289, 294, 300, 306, 313, 319, 325, 332, 339, 346,
    353, 360, 367, 374, 382, 390, 398, 406, 414, 422, 431, 440, 448, 458, 467, 476, 486, 496, 506, 516, 526,
    537, 548, 559, 570, 582, 594, 606,
  ];
  it('all 91 rows, 100 W → 33.7 °C to 606 W → 24.7 °C', () => {
    expect(NR15_2019_LIMIT).toEqual(column(printedM, 33.7));
  });
  it('also printed at stresstermicosindusconrs.com.br: 178 → 30,8 and 332 → 27,7', () => {
    expect(NR15_2019_LIMIT).toContainEqual([178, 30.8]);
    expect(NR15_2019_LIMIT).toContainEqual([332, 27.7]);
  });
  // The two rows the table held wrongly before (164 and 288): read by hand with the next-row rule.
  it.each([
    [164.5, 165, 31.2],
    [165.5, 168, 31.1],
    [288.5, 289, 28.4],
    [289.5, 294, 28.3],
  ])('M %d W → the %d W row, %d °C', (m, rowM, ibutg) => {
    expect(readTable(NR15_2019_LIMIT, m)).toMatchObject({ ok: true, m: rowM, ibutg });
  });
});

describe('NR-09 Anexo 3 (2019) Quadro 1 (action level) as transcribed', () => {
  // One transcription of the published text; it notes that the printed table jumps from 464 W (22,3)
  // to 479 W (22,1), with no 22,2 row.
  const printedM = [
    100, 101, 103, 105, 106, 108, 110, 112, 114, 115, 117, 119, 121, 123, 125, 127, 129, 132, 134, 136, 138,
    140, 143, 145, 148, 150, 152, 155, 158, 160, 163, 165, 168, 171, 174, 177, 180, 183, 186, 189, 192, 195,
    198, 201, 205, 208, 212, 215, 219, 222, 226, 230, 233, 237, 241, 245, 249, 253, 257, 262, 266, 270, 275,
    279, 284, 289, 293, 298, 303, 308, 313, 318, 324, 329, 334, 340, 345, 351, 357, 363, 369, 375, 381, 387,
    394, 400, 407, 414, 420, 427, 434, 442, 449, 456, 464,
  ];
  const printedAfterGap = [479, 487, 495, 503, 511, 520, 528, 537, 546, 555, 564, 573, 583, 593, 602];
  it('all 110 rows, 100 W → 31.7 °C to 602 W → 20.7 °C, no 22.2 °C row', () => {
    expect(NR09_ACTION_LEVEL).toEqual([...column(printedM, 31.7), ...column(printedAfterGap, 22.1)]);
    expect(NR09_ACTION_LEVEL.some(([, v]) => v === 22.2)).toBe(false);
  });
  it.each([
    [131.5, 132, 30.0],
    [465, 479, 22.1],
    [414, 414, 23.0],
  ])('M %d W → the %d W row, %d °C', (m, rowM, ibutg) => {
    expect(readTable(NR09_ACTION_LEVEL, m)).toMatchObject({ ok: true, m: rowM, ibutg });
  });
});

describe('NR-15 Anexo 3 (2019) Quadro 2 = NR-09 Anexo 3 Quadro 3, metabolic rate by activity', () => {
  it('52 rates in W, in the printed order', () => {
    const seated = [100, 126, 153, 171, 162, 198, 234, 216, 252, 288, 324, 441, 603];
    const standing = [126, 153, 180, 198, 189, 225, 261, 243, 279, 315, 351, 468, 630];
    const walking = [198, 252, 297, 360, 333, 450, 787, 873, 990];
    const ramps = [324, 378, 540, 486, 738, 243, 252, 324];
    const stairs = [522, 648, 279, 400];
    const other = [320, 349, 391, 495, 524]; // varrer … abertura de valas
    expect(NR15_2019_QUADRO2.map((a) => a.watts)).toEqual([
      ...seated,
      ...standing,
      ...walking,
      ...ramps,
      ...stairs,
      ...other,
    ]);
    expect(new Set(NR15_2019_QUADRO2.map((a) => a.key)).size).toBe(52);
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
