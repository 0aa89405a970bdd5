// NR-15 Anexo 1 (Limites de tolerância para ruído contínuo ou intermitente): the quadro,
// item 4 (intermediate levels use the next higher level), items 5/7 (nothing above 115 dB(A))
// and item 6 (combined exposure C1/T1 + … + Cn/Tn).
import { type Decibels, dB, type Minutes, minutes } from '../units/index.ts';

export interface Nr15TableRow {
  readonly level: Decibels;
  readonly minutes: Minutes;
}

const row = (level: number, min: number): Nr15TableRow =>
  Object.freeze({ level: dB(level), minutes: minutes(min) });

// NR-15 Anexo 1, quadro "Limites de tolerância para ruído contínuo ou intermitente" (máxima exposição diária permissível).
export const NR15_TABLE: readonly Nr15TableRow[] = Object.freeze([
  row(85, 480),
  row(86, 420),
  row(87, 360),
  row(88, 300),
  row(89, 270),
  row(90, 240),
  row(91, 210),
  row(92, 180),
  row(93, 160),
  row(94, 135),
  row(95, 120),
  row(96, 105),
  row(98, 75),
  row(100, 60),
  row(102, 45),
  row(104, 35),
  row(105, 30),
  row(106, 25),
  row(108, 20),
  row(110, 15),
  row(112, 10),
  row(114, 8),
  row(115, 7),
]);

/** Levels are compared with this tolerance so that 90.0000000001 (float noise) still reads as 90. */
const EPS = 1e-9;
const LOWEST = 85;
const HIGHEST = 115;

// Index by integer dB 85..115 of the row that applies (item 4: the next higher level of the quadro).
const byCeilIndex: readonly number[] = Array.from({ length: HIGHEST - LOWEST + 1 }, (_, i) =>
  NR15_TABLE.findIndex((t) => t.level >= LOWEST + i),
);
const byCeilLevel: readonly Nr15TableRow[] = byCeilIndex.map((i) => NR15_TABLE[i] as Nr15TableRow);

/** Index in NR15_TABLE of the row for a level; −1 below 85 dB(A) (no limit) or above 115 dB(A) (forbidden). */
export function nr15RowIndex(level: number): number {
  if (Number.isNaN(level) || level < LOWEST - EPS || level > HIGHEST + EPS) return -1;
  return byCeilIndex[Math.max(LOWEST, Math.ceil(level - EPS)) - LOWEST] as number;
}

/** True above 115 dB(A), where the annex permits no exposure without protection. */
export function nr15Forbidden(level: number): boolean {
  return level > HIGHEST + EPS;
}

export type Nr15Permissible =
  | { readonly kind: 'unlimited' }
  | { readonly kind: 'limited'; readonly tableLevel: Decibels; readonly minutes: Minutes }
  | { readonly kind: 'forbidden' };

/**
 * Maximum daily permissible exposure for a level. Below 85 dB(A) the annex sets no limit;
 * above 115 dB(A) exposure without protection is not permitted (items 5 and 7).
 */
export function nr15Permissible(level: Decibels): Nr15Permissible {
  const r = nr15Row(level);
  if (r === 'unlimited') return { kind: 'unlimited' };
  if (r === 'forbidden') return { kind: 'forbidden' };
  return { kind: 'limited', tableLevel: r.level, minutes: r.minutes };
}

function nr15Row(level: number): Nr15TableRow | 'unlimited' | 'forbidden' {
  if (Number.isNaN(level) || level < LOWEST - EPS) return 'unlimited';
  if (level > HIGHEST + EPS) return 'forbidden';
  return byCeil(Math.max(LOWEST, Math.ceil(level - EPS)));
}

function byCeil(intLevel: number): Nr15TableRow {
  return byCeilLevel[intLevel - LOWEST] as Nr15TableRow;
}

/** Row used in the combined sum: levels above 115 dB(A) count with the 115 dB(A) time (7 min), a lower bound. */
export function nr15SumRow(level: number): Nr15TableRow | null {
  const r = nr15Row(level);
  if (r === 'unlimited') return null;
  if (r === 'forbidden') return byCeil(HIGHEST);
  return r;
}

export interface Nr15Exposure {
  readonly level: Decibels;
  readonly durationMin: Minutes;
}

// NR-15 Anexo 1 item 6: C1/T1 + C2/T2 + … + Cn/Tn; above 1 the exposure is above the tolerance limit.
export function nr15CombinedSum(exposures: readonly Nr15Exposure[]): { sum: number; forbiddenMin: Minutes } {
  let sum = 0;
  let forbidden = 0;
  for (const e of exposures) {
    const r = nr15SumRow(e.level);
    if (r === null) continue;
    if (e.level > HIGHEST + EPS) forbidden += e.durationMin;
    sum += e.durationMin / r.minutes;
  }
  return { sum, forbiddenMin: minutes(forbidden) };
}
