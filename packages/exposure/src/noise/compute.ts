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
import { doseWeightTable, ENERGY_TABLE, TABLE_MAX_TENTHS, tenthsIndex } from './level-tables.ts';
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

// Where sumLevels keeps its counts, sums and extremes between calls.
const N_DATA = 0;
const N_CLIPPED = 1;
const N_PAUSED = 2;
const ENERGY = 3;
const DOSE_UNITS = 4;
const N_FORBIDDEN = 5;
const MIN = 6;
const MAX = 7;
const PEAKS = 8;
const MAX_PEAK = 9;
const MAX_LAFMAX = 10;

/**
 * Where an exact tenth k/10 dB counts in sumLevels: its NR15_TABLE row, FORBIDDEN_SLOT above
 * 115 dB(A), NO_ROW_SLOT below 85 (no limit). Built by nr15RowIndex and nr15Forbidden themselves.
 */
const FORBIDDEN_SLOT = NR15_TABLE.length;
const NO_ROW_SLOT = NR15_TABLE.length + 1;
const NR15_SLOTS = NR15_TABLE.length + 2;
const NR15_SLOT_OF_TENTHS: Uint8Array = Uint8Array.from({ length: TABLE_MAX_TENTHS + 1 }, (_, k) => {
  const level = k / 10;
  const row = nr15RowIndex(level);
  if (row >= 0) return row;
  return nr15Forbidden(level) ? FORBIDDEN_SLOT : NO_ROW_SLOT;
});

/** Intervals per sumLevels call. */
const CHUNK = 1024;

/**
 * The pass over the intervals [from, to), adding to `acc`: a top-level function of typed arrays and
 * numbers, called for a chunk at a time so that V8 optimises it as a whole function, with feedback
 * from every line, before any record's loop runs long. As one loop over a day's record inside
 * `accumulate`, V8 replaced the running loop with code made before the lines after it had run; that
 * code was thrown away at the loop's end and, kept for the next calls, at every call: 4+ ms for two
 * presets instead of 2.5, and 20 ms for a process's first record.
 */
function sumLevels(
  from: number,
  to: number,
  laeq: Float64Array,
  mask: Uint8Array,
  peakChannel: Float64Array,
  lafmax: Float64Array,
  hasLafmax: boolean,
  doseAbove: Float64Array,
  lc: number,
  invQ: number,
  threshold: number,
  tableCounts: Float64Array,
  slotCounts: Float64Array,
  acc: Float64Array,
): void {
  const slotOf = NR15_SLOT_OF_TENTHS;
  const energyTable = ENERGY_TABLE;
  let nData = acc[N_DATA] as number;
  let nClipped = acc[N_CLIPPED] as number;
  let nPaused = acc[N_PAUSED] as number;
  let energy = acc[ENERGY] as number;
  let doseUnits = acc[DOSE_UNITS] as number;
  let nForbidden = acc[N_FORBIDDEN] as number;
  let min = acc[MIN] as number;
  let max = acc[MAX] as number;
  let peaks = acc[PEAKS] as number;
  let maxPeak = acc[MAX_PEAK] as number;
  let maxLafmax = acc[MAX_LAFMAX] as number;
  for (let i = from; i < to; i++) {
    const m = mask[i];
    if (m === CLIPPED) {
      nClipped++;
      continue;
    }
    const level = laeq[i] as number;
    if (m === PAUSED || Number.isNaN(level)) {
      nPaused++;
      continue;
    }
    nData++;
    const k = tenthsIndex(level);
    if (k >= 0) {
      // A dosimeter's level (an exact tenth): no branch on the level, whose tests (above the
      // threshold? in the quadro? above 115?) a noisy record answers at random, mispredicted
      // about twice a sample. Adding a 0 below the threshold leaves the sum as it was, bit for bit.
      energy += energyTable[k] as number;
      doseUnits += doseAbove[k] as number;
      const slot = slotOf[k] as number;
      slotCounts[slot] = (slotCounts[slot] as number) + 1;
    } else {
      energy += 10 ** (level / 10);
      if (level >= threshold) doseUnits += 2 ** ((level - lc) * invQ);
      const row = nr15RowIndex(level);
      if (row >= 0) tableCounts[row] = (tableCounts[row] as number) + 1;
      else if (nr15Forbidden(level)) nForbidden++;
    }
    if (level < min) min = level;
    if (level > max) max = level;
    const p = peakChannel[i] as number;
    if (p >= CEILING_DB - EPS) peaks++;
    if (p > maxPeak) maxPeak = p;
    if (hasLafmax) {
      const f = lafmax[i] as number;
      if (f > maxLafmax) maxLafmax = f;
    }
  }
  acc[N_DATA] = nData;
  acc[N_CLIPPED] = nClipped;
  acc[N_PAUSED] = nPaused;
  acc[ENERGY] = energy;
  acc[DOSE_UNITS] = doseUnits;
  acc[N_FORBIDDEN] = nForbidden;
  acc[MIN] = min;
  acc[MAX] = max;
  acc[PEAKS] = peaks;
  acc[MAX_PEAK] = maxPeak;
  acc[MAX_LAFMAX] = maxLafmax;
}

function accumulate(series: NoiseSeries, c: NoiseCriteria, peakChannel: Float64Array): Totals {
  const { laeq, lafmax } = series;
  const mask = exclusionMask(series);
  const tableCounts = new Float64Array(NR15_TABLE.length);
  const invQ = 1 / c.exchangeRate;
  const doseAbove = doseWeightTable(c.criterionLevel, invQ, c.threshold);
  const slotCounts = new Float64Array(NR15_SLOTS);
  const acc = new Float64Array(MAX_LAFMAX + 1);
  acc[MIN] = Number.POSITIVE_INFINITY;
  acc[MAX] = Number.NEGATIVE_INFINITY;
  acc[MAX_PEAK] = Number.NEGATIVE_INFINITY;
  acc[MAX_LAFMAX] = Number.NEGATIVE_INFINITY;
  for (let from = 0; from < laeq.length; from += CHUNK) {
    sumLevels(
      from,
      Math.min(laeq.length, from + CHUNK),
      laeq,
      mask,
      peakChannel,
      lafmax || laeq,
      Boolean(lafmax),
      doseAbove,
      c.criterionLevel,
      invQ,
      c.threshold,
      tableCounts,
      slotCounts,
      acc,
    );
  }
  // Counts are integers: adding the exact tenths' counts after the others changes no figure.
  for (let row = 0; row < tableCounts.length; row++)
    tableCounts[row] = (tableCounts[row] as number) + (slotCounts[row] as number);
  acc[N_FORBIDDEN] = (acc[N_FORBIDDEN] as number) + (slotCounts[FORBIDDEN_SLOT] as number);
  return {
    nData: acc[N_DATA] as number,
    nClipped: acc[N_CLIPPED] as number,
    nPaused: acc[N_PAUSED] as number,
    energy: acc[ENERGY] as number,
    doseUnits: acc[DOSE_UNITS] as number,
    tableCounts,
    nForbidden: acc[N_FORBIDDEN] as number,
    min: acc[MIN] as number,
    max: acc[MAX] as number,
    peaks: acc[PEAKS] as number,
    maxPeak: acc[MAX_PEAK] as number,
    maxLafmax: acc[MAX_LAFMAX] as number,
  };
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
