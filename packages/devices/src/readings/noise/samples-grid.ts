// Rows of the samples CSV → a regular grid. The interval is the smallest step between rows;
// a step of a whole number of intervals is a pause (the missing intervals have no data).
import { epochMs, seconds } from '@ohp/exposure';
import type { BandDefinition } from '@ohp/exposure';
import { noiseCsvError } from './csv-errors.ts';
import type { BandSeries, ExcludedPeriod, NoiseSeries, PeakWeighting } from '@ohp/exposure';

/** Limit on the grid size: 2,000,000 intervals (23 days at 1 s). */
export const MAX_INTERVALS = 2_000_000;

export interface RawColumns {
  readonly timeMs: Float64Array;
  readonly lineOf: Int32Array;
  isoTime: boolean;
  readonly laeq: Float64Array;
  readonly peak: Float64Array | null;
  readonly peakWeighting: PeakWeighting | null;
  readonly lafmax: Float64Array | null;
  readonly bands: readonly { readonly band: BandDefinition; readonly levels: Float64Array }[];
}

// The loops over the rows are functions of their own taking typed arrays and answering a number:
// optimised once for every file. Inside buildSeries, which sees column sets of several shapes, they
// were deoptimised on the next files and ran unoptimised meanwhile.

/** The smallest step between consecutive times. */
function smallestStep(t: Float64Array, rows: number): number {
  let dt = Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    const d = (t[i] as number) - (t[i - 1] as number);
    if (d < dt) dt = d;
  }
  return dt;
}

/**
 * Writes the grid positions of the rows, `dt` apart, into `index`; whether a step spans more than
 * one interval (a gap).
 */
function fillGridSlots(
  t: Float64Array,
  lineOf: Int32Array,
  rows: number,
  dt: number,
  index: Int32Array,
): boolean {
  const tol = dt * 1e-3;
  let gaps = false;
  for (let i = 1; i < rows; i++) {
    const steps = ((t[i] as number) - (t[i - 1] as number)) / dt;
    const whole = Math.round(steps);
    if (Math.abs(steps - whole) * dt > tol) {
      throw noiseCsvError('inconsistentInterval', {
        line: lineOf[i] ?? 0,
        expected: dt / 1000,
        found: ((t[i] as number) - (t[i - 1] as number)) / 1000,
      });
    }
    if (whole > 1) gaps = true;
    const at = (index[i - 1] as number) + whole;
    if (at >= MAX_INTERVALS) throw noiseCsvError('tooLong', { max: MAX_INTERVALS });
    index[i] = at;
  }
  return gaps;
}

export function buildSeries(cols: RawColumns, rows: number): NoiseSeries {
  if (rows < 2) throw noiseCsvError('tooFewRows', { rows });
  if (rows > MAX_INTERVALS) throw noiseCsvError('tooLong', { max: MAX_INTERVALS });
  const t = cols.timeMs;
  let dt = smallestStep(t, rows);
  dt = Math.round(dt * 1000) / 1000; // to the microsecond: drops float noise of "0.1" steps
  if (!(dt > 0)) throw noiseCsvError('timeRepeated', { line: cols.lineOf[1] ?? 0 });
  const t0 = t[0] as number;
  // Grid positions of the rows: below MAX_INTERVALS (checked before storing), so 32 bits are enough
  // (half the memory of a Float64Array: 6 MB for a 49 MB upload).
  const index = new Int32Array(rows);
  const gaps = fillGridSlots(t, cols.lineOf, rows, dt, index);
  const n = (index[rows - 1] as number) + 1;
  const grid = (src: Float64Array): Float64Array => {
    if (!gaps) return src.subarray(0, rows);
    const out = new Float64Array(n).fill(Number.NaN);
    for (let i = 0; i < rows; i++) out[index[i] as number] = src[i] as number;
    return out;
  };
  const excluded: ExcludedPeriod[] = [];
  if (gaps) {
    for (let i = 1; i < rows; i++) {
      const from = (index[i - 1] as number) + 1;
      const to = index[i] as number;
      if (to > from)
        excluded.push({ kind: 'pause', startMs: epochMs(t0 + from * dt), endMs: epochMs(t0 + to * dt) });
    }
  }
  const bandsOf = (kind: 'octave' | 'third'): BandSeries | undefined => {
    const list = cols.bands
      .filter((b) => b.band.kind === kind)
      .sort((a, b) => a.band.centreHz - b.band.centreHz);
    if (list.length === 0) return undefined;
    return {
      kind,
      names: list.map((b) => b.band.name),
      centresHz: list.map((b) => b.band.centreHz),
      levels: list.map((b) => grid(b.levels)),
    };
  };
  const octaves = bandsOf('octave');
  const thirds = bandsOf('third');
  return {
    startMs: epochMs(t0),
    timeBase: cols.isoTime ? 'absolute' : 'relative',
    intervalS: seconds(dt / 1000),
    laeq: grid(cols.laeq),
    ...(cols.peak ? { peak: grid(cols.peak), peakWeighting: cols.peakWeighting ?? 'C' } : {}),
    ...(cols.lafmax ? { lafmax: grid(cols.lafmax) } : {}),
    ...(octaves ? { octaves } : {}),
    ...(thirds ? { thirds } : {}),
    excluded,
  };
}
