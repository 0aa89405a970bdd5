// One pass over a noise record: dose, levels, peaks and the NR-15 table sum.
// Formulas and their sources are in formulas.ts, nr15-table.ts and judgement.ts.
import { dB, type Decibels, minutes, percent } from '../units/index.ts';
import { CLIPPED, exclusionMask, PAUSED } from './exclusion.ts';
import {
  lavgFromDose,
  neFromDailyDose,
  nenFromNe,
  projectDose,
  REFERENCE_DAY_MIN,
  twaFromDose,
} from './formulas.ts';
import { judgeDailyDose } from './judgement.ts';
import { doseWeightTable, ENERGY_TABLE, tenthsIndex } from './level-tables.ts';
import { NR15_TABLE, nr15Forbidden, nr15RowIndex } from './nr15-table.ts';
import { assertValidCriteria } from './presets.ts';
import type {
  NoiseCriteria,
  NoiseExposureResult,
  NoiseSeries,
  Nr15TableResult,
  Nr15TableRowResult,
  PeakSource,
} from './types.ts';

/** NR-15 Anexo 1 item 5 / NHO-01 valor teto: 115 dB(A). Also the peak-count level (SPEC §9). */
export const CEILING_DB = 115;
const EPS = 1e-9;

interface Totals {
  nData: number;
  nClipped: number;
  nPaused: number;
  energy: number;
  doseUnits: number;
  /** Intervals per NR15_TABLE row. */
  tableCounts: Float64Array;
  nForbidden: number;
  min: number;
  max: number;
  peaks: number;
  maxPeak: number;
  maxLafmax: number;
}

function accumulate(series: NoiseSeries, c: NoiseCriteria, peakChannel: Float64Array): Totals {
  const { laeq, lafmax } = series;
  const mask = exclusionMask(series);
  const t: Totals = {
    nData: 0,
    nClipped: 0,
    nPaused: 0,
    energy: 0,
    doseUnits: 0,
    tableCounts: new Float64Array(NR15_TABLE.length),
    nForbidden: 0,
    min: Number.POSITIVE_INFINITY,
    max: Number.NEGATIVE_INFINITY,
    peaks: 0,
    maxPeak: Number.NEGATIVE_INFINITY,
    maxLafmax: Number.NEGATIVE_INFINITY,
  };
  const lc = c.criterionLevel;
  const invQ = 1 / c.exchangeRate;
  const threshold = c.threshold;
  const energyTable = ENERGY_TABLE;
  const doseTable = doseWeightTable(lc, invQ);
  const tableCounts = t.tableCounts;
  let { energy, doseUnits, min, max, peaks, maxPeak, maxLafmax } = t;
  for (let i = 0; i < laeq.length; i++) {
    const m = mask[i];
    if (m === CLIPPED) {
      t.nClipped++;
      continue;
    }
    const level = laeq[i] as number;
    if (m === PAUSED || Number.isNaN(level)) {
      t.nPaused++;
      continue;
    }
    t.nData++;
    const k = tenthsIndex(level);
    energy += k >= 0 ? (energyTable[k] as number) : 10 ** (level / 10);
    if (level >= threshold) doseUnits += k >= 0 ? (doseTable[k] as number) : 2 ** ((level - lc) * invQ);
    const row = nr15RowIndex(level);
    if (row >= 0) tableCounts[row] = (tableCounts[row] as number) + 1;
    else if (nr15Forbidden(level)) t.nForbidden++;
    if (level < min) min = level;
    if (level > max) max = level;
    const p = peakChannel[i] as number;
    if (p >= CEILING_DB - EPS) peaks++;
    if (p > maxPeak) maxPeak = p;
    if (lafmax) {
      const f = lafmax[i] as number;
      if (f > maxLafmax) maxLafmax = f;
    }
  }
  return { ...t, energy, doseUnits, min, max, peaks, maxPeak, maxLafmax };
}

// NR-15 Anexo 1 item 6: Σ Cn/Tn; minutes above 115 dB(A) count with the 115 dB(A) row (7 min), a lower bound.
function nr15TableResult(t: Totals, dtS: number): Nr15TableResult {
  const rows: Nr15TableRowResult[] = [];
  let sum = 0;
  NR15_TABLE.forEach((r, i) => {
    const count = t.tableCounts[i] as number;
    if (count === 0) return;
    const exposedMin = minutes((count * dtS) / 60);
    const fraction = exposedMin / r.minutes;
    sum += fraction;
    rows.push({ tableLevel: r.level, permissibleMin: r.minutes, exposedMin, fraction });
  });
  const forbiddenMin = minutes((t.nForbidden * dtS) / 60);
  sum += forbiddenMin / (NR15_TABLE[NR15_TABLE.length - 1] as { minutes: number }).minutes;
  return { rows, sum, dosePct: percent(100 * sum), forbiddenMin };
}

/** Throws a RangeError when the interval is not positive or a channel's length differs from LAeq's. */
export function assertValidSeries(series: NoiseSeries): void {
  if (!(series.intervalS > 0) || !Number.isFinite(series.intervalS))
    throw new RangeError('Invalid logging interval');
  const n = series.laeq.length;
  const channels = [
    series.peak,
    series.lafmax,
    ...(series.octaves?.levels ?? []),
    ...(series.thirds?.levels ?? []),
  ];
  if (channels.some((c) => c !== undefined && c.length !== n))
    throw new RangeError('Channel length differs from LAeq');
}

const finiteOrNull = (v: number): Decibels | null => (Number.isFinite(v) ? dB(v) : null);

/** Every figure of a noise record under the given criteria (see docs/noise-calculations.md). */
export function computeNoiseExposure(series: NoiseSeries, criteria: NoiseCriteria): NoiseExposureResult {
  assertValidCriteria(criteria);
  assertValidSeries(series);
  const peakSource: PeakSource = series.peak ? 'peak' : series.lafmax ? 'lafmax' : 'laeq';
  const peakChannel = series.peak ?? series.lafmax ?? series.laeq;
  const t = accumulate(series, criteria, peakChannel);
  const dtS = series.intervalS;
  const toMin = (count: number) => minutes((count * dtS) / 60);
  const durationMin = toMin(t.nData);
  const workdayMin = criteria.workdayMin ?? durationMin;
  // D = Σ Ci/Ti × 100 with Ti = 480/2^((Li − Lc)/q): Σ dt·2^((Li − Lc)/q) / 480 min.
  const dosePct = percent((100 * t.doseUnits * dtS) / (REFERENCE_DAY_MIN * 60));
  const projectedDosePct = projectDose(dosePct, durationMin, REFERENCE_DAY_MIN);
  const projectedWorkdayDosePct = projectDose(dosePct, durationMin, workdayMin);
  const ne = neFromDailyDose(projectedWorkdayDosePct, workdayMin, criteria);
  const exceeds115 = t.nForbidden > 0;
  const nr15Table = nr15TableResult(t, dtS);
  return {
    criteria: { ...criteria, workdayMin },
    durationMin,
    spanMin: toMin(series.laeq.length),
    clippedMin: toMin(t.nClipped),
    pausedMin: toMin(t.nPaused),
    workdayMin,
    dosePct,
    projectedDosePct,
    projectedWorkdayDosePct,
    lavg: lavgFromDose(dosePct, durationMin, criteria),
    laeq: t.nData > 0 ? dB(10 * Math.log10(t.energy / t.nData)) : null,
    ne,
    nen: nenFromNe(ne, workdayMin, criteria),
    twa: twaFromDose(dosePct, criteria),
    minLevel: finiteOrNull(t.min),
    maxLevel: finiteOrNull(t.max),
    maxPeak: peakSource === 'peak' ? finiteOrNull(t.maxPeak) : null,
    maxLafmax: finiteOrNull(t.maxLafmax),
    peaksAbove115: t.peaks,
    peakSource,
    exceeds115,
    minutesAbove115: toMin(t.nForbidden),
    nr15Table,
    nr15TableDosePct: nr15Table.dosePct,
    judgement: t.nData > 0 ? judgeDailyDose(projectedWorkdayDosePct, exceeds115) : null,
  };
}
