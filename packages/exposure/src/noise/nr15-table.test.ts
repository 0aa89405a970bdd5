import { describe, expect, it } from 'vitest';
import { dB, minutes } from '../units/index.ts';
import { NR15_TABLE, nr15CombinedSum, nr15Permissible } from './nr15-table.ts';

// NR-15 Anexo 1, quadro "Limites de tolerância para ruído contínuo ou intermitente", transcribed
// from the published annex (checked against two independent copies of the text).
const PUBLISHED: readonly [number, number][] = [
  [85, 8 * 60],
  [86, 7 * 60],
  [87, 6 * 60],
  [88, 5 * 60],
  [89, 4 * 60 + 30],
  [90, 4 * 60],
  [91, 3 * 60 + 30],
  [92, 3 * 60],
  [93, 2 * 60 + 40],
  [94, 2 * 60 + 15],
  [95, 2 * 60],
  [96, 60 + 45],
  [98, 60 + 15],
  [100, 60],
  [102, 45],
  [104, 35],
  [105, 30],
  [106, 25],
  [108, 20],
  [110, 15],
  [112, 10],
  [114, 8],
  [115, 7],
];

describe('NR-15 Anexo 1 table', () => {
  it('has exactly the 23 published rows', () => {
    expect(NR15_TABLE.map((r) => [r.level, r.minutes])).toEqual(PUBLISHED);
  });

  it.each(PUBLISHED)('%d dB(A) → %d min', (level, min) => {
    expect(nr15Permissible(dB(level))).toEqual({ kind: 'limited', tableLevel: level, minutes: min });
  });

  it('uses the next higher level of the table for intermediate levels (item 4)', () => {
    // 85.1 → 86 (7 h); 96.5 and 97 → 98 (1 h 15); 100.1 → 102 (45 min); 114.2 → 115 (7 min)
    expect(nr15Permissible(dB(85.1))).toMatchObject({ tableLevel: 86, minutes: 420 });
    expect(nr15Permissible(dB(96.5))).toMatchObject({ tableLevel: 98, minutes: 75 });
    expect(nr15Permissible(dB(97))).toMatchObject({ tableLevel: 98, minutes: 75 });
    expect(nr15Permissible(dB(100.1))).toMatchObject({ tableLevel: 102, minutes: 45 });
    expect(nr15Permissible(dB(103))).toMatchObject({ tableLevel: 104, minutes: 35 });
    expect(nr15Permissible(dB(114.2))).toMatchObject({ tableLevel: 115, minutes: 7 });
    // float noise is not an intermediate level
    expect(nr15Permissible(dB(90.0000000001))).toMatchObject({ tableLevel: 90, minutes: 240 });
  });

  it('sets no limit below 85 dB(A) and forbids exposure above 115 dB(A) (items 5 and 7)', () => {
    expect(nr15Permissible(dB(84.9))).toEqual({ kind: 'unlimited' });
    expect(nr15Permissible(dB(115.1))).toEqual({ kind: 'forbidden' });
  });

  it('sums C1/T1 + … + Cn/Tn (item 6)', () => {
    // 2 h at 90 (T = 4 h) + 2 h at 95 (T = 2 h) + 4 h at 80 (no limit): 0.5 + 1 + 0 = 1.5
    const r = nr15CombinedSum([
      { level: dB(90), durationMin: minutes(120) },
      { level: dB(95), durationMin: minutes(120) },
      { level: dB(80), durationMin: minutes(240) },
    ]);
    expect(r.sum).toBeCloseTo(1.5, 12);
    // 1 h at 90.5 → 91 (210 min): 60/210 = 0.285714…; 3 h at 85: 180/480 = 0.375 → 0.660714…
    expect(
      nr15CombinedSum([
        { level: dB(90.5), durationMin: minutes(60) },
        { level: dB(85), durationMin: minutes(180) },
      ]).sum,
    ).toBeCloseTo(0.6607142857, 9);
  });

  it('counts minutes above 115 dB(A) with the 7-minute row and reports them as forbidden', () => {
    // 7 min at 118: 7/7 = 1 (lower bound), forbidden 7 min
    expect(nr15CombinedSum([{ level: dB(118), durationMin: minutes(7) }])).toEqual({
      sum: 1,
      forbiddenMin: 7,
    });
  });
});
