// Scalar noise formulas. The general exchange-rate form is used everywhere: with
// k = q / log10(2), a level L is worth 2^((L − Lc)/q) = 10^((L − Lc)/k) times the criterion.
// q = 5 gives k = 16.61 (NR-15), q = 3 gives k = 9.966 (NHO-01 writes this as 10).
import { dB, type Decibels, type Minutes, minutes, type Percent, percent } from '../units/index.ts';
import type { NoiseCriteria } from './types.ts';

/** The reference day: a dose of 100 % is the criterion level for 480 minutes. */
export const REFERENCE_DAY_MIN = 480 as Minutes;

/** k = q / log10 2: 16.61 for q = 5, 9.966 for q = 3. */
export function levelFactor(exchangeRate: Decibels): number {
  return exchangeRate / Math.log10(2);
}

// NHO-01 §5.1.1 (maximum daily exposure times) / NR-15 Anexo 1 quadro (q = 5): Tn = 480 / 2^((Ln − Lc)/q) minutes.
export function permissibleMinutes(level: Decibels, c: NoiseCriteria): Minutes {
  return minutes(REFERENCE_DAY_MIN / 2 ** ((level - c.criterionLevel) / c.exchangeRate));
}

// NR-15 Anexo 1 item 6 / NHO-01: D = (C1/T1 + … + Cn/Tn) × 100 %, levels below the threshold excluded.
export function doseOfLevel(level: Decibels, durationMin: Minutes, c: NoiseCriteria): Percent {
  if (!(level >= c.threshold)) return percent(0);
  return percent((100 * durationMin) / permissibleMinutes(level, c));
}

// Projection (NHO-01 dose diária): D_T = D × T / TE, assuming the sampled time represents the day.
export function projectDose(dosePct: Percent, measuredMin: Minutes, targetMin: Minutes): Percent {
  return percent(measuredMin > 0 ? (dosePct * targetMin) / measuredMin : 0);
}

// Lavg = Lc + k·log10((D/100)·(480/TE)); NR-15 practice with q = 5: Lavg = 85 + 16.61·log10(D/(100·TE/480)).
export function lavgFromDose(dosePct: Percent, measuredMin: Minutes, c: NoiseCriteria): Decibels | null {
  if (!(dosePct > 0) || !(measuredMin > 0)) return null;
  return dB(
    c.criterionLevel +
      levelFactor(c.exchangeRate) * Math.log10((dosePct / 100) * (REFERENCE_DAY_MIN / measuredMin)),
  );
}

// NHO-01 §5.1.1 (NE): NE = 10·log10((480/TE)·(D/100)) + 85, TE = workday, D = daily dose; general form k for q.
export function neFromDailyDose(
  dailyDosePct: Percent,
  workdayMin: Minutes,
  c: NoiseCriteria,
): Decibels | null {
  return lavgFromDose(dailyDosePct, workdayMin, c);
}

// NHO-01 §5.1.1 (NEN): NEN = NE + 10·log10(TE/480); general form NEN = NE + k·log10(TE/480).
export function nenFromNe(ne: Decibels | null, workdayMin: Minutes, c: NoiseCriteria): Decibels | null {
  if (ne === null || !(workdayMin > 0)) return null;
  return dB(ne + levelFactor(c.exchangeRate) * Math.log10(workdayMin / REFERENCE_DAY_MIN));
}

// TWA (OSHA 29 CFR 1910.95 App. A form TWA = 16.61·log10(D/100) + 90, with Lc and q): the measured dose spread over 480 min.
export function twaFromDose(dosePct: Percent, c: NoiseCriteria): Decibels | null {
  if (!(dosePct > 0)) return null;
  return dB(c.criterionLevel + levelFactor(c.exchangeRate) * Math.log10(dosePct / 100));
}

// Energy average: LAeq = 10·log10((1/N)·Σ 10^(Li/10)) (NHO-01 §4, nível equivalente; IEC 61672-1).
export function energyAverage(levels: ArrayLike<number>): Decibels | null {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < levels.length; i++) {
    const l = levels[i] as number;
    if (Number.isNaN(l)) continue;
    sum += 10 ** (l / 10);
    n++;
  }
  return n === 0 ? null : dB(10 * Math.log10(sum / n));
}
