import {
  type BandSeries,
  dB,
  epochMs,
  type ExcludedPeriod,
  type NoiseSeries,
  OCTAVE_BANDS,
  seconds,
  THIRD_OCTAVE_BANDS,
} from '@ohp/exposure';
import type { DosimeterRecord } from './types.ts';

const EMPTY = new Float64Array(0);

/**
 * Device clocks have no time zone: "2026-03-10T08:00:00" is read as local wall-clock time, and
 * every screen and report formats with local getters, so the device's clock is shown as it was.
 */
export function deviceWallClockToEpochMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)).getTime();
}

/** Slot of each row on the time grid; `identity` when row i is slot i for every slot (no gap). */
interface Grid {
  index: Int32Array;
  length: number;
  identity: boolean;
}

function bandSeries(record: DosimeterRecord, grid: Grid): Pick<NoiseSeries, 'octaves' | 'thirds'> {
  const bands = record.bands;
  if (!bands) return {};
  const table = bands.kind === 'octave' ? OCTAVE_BANDS : THIRD_OCTAVE_BANDS;
  const names: string[] = [];
  const levels: Float64Array[] = [];
  for (let b = 0; b < bands.centers.length; b++) {
    const hz = bands.centers[b] as number;
    names.push(table.find((d) => d.centreHz === hz)?.name ?? `${bands.kind}_${hz}`);
    levels.push(spread(bands.levels[b] ?? EMPTY, grid));
  }
  const series: BandSeries = { kind: bands.kind, names, centresHz: bands.centers, levels };
  return bands.kind === 'octave' ? { octaves: series } : { thirds: series };
}

/**
 * One column on the grid. A record without a gap shares its arrays with its series (nothing writes
 * to either): a 24 h record with third-octave bands is read without copying its 21 MB of levels.
 */
function spread(values: Float64Array, { index, length, identity }: Grid): Float64Array {
  if (identity && values.length === length) return values;
  const out = new Float64Array(length);
  if (!identity) out.fill(Number.NaN);
  // Values beyond the array (a malformed record) read as undefined, stored as NaN.
  for (let row = 0; row < index.length; row++) out[index[row] as number] = values[row] as number;
  return out;
}

/** The grid slot of each row (its offset in intervals), and the grid's length. */
function gridOf(offsets: Float64Array, interval: number): Grid {
  const index = new Int32Array(offsets.length);
  const length = fillSlots(offsets, interval, index);
  return { index, length, identity: length === offsets.length && isIdentity(index) };
}

// The two loops over the rows are functions of their own taking typed arrays and answering a number:
// optimised once for every record. Inside the function below, which sees records of several shapes,
// and with an object built after the loop, the loop's optimised code was dropped on the next records
// and ran unoptimised meanwhile.

/** Writes each row's slot into `index`; the grid's length (the last slot + 1). */
function fillSlots(offsets: Float64Array, interval: number, index: Int32Array): number {
  let length = 0;
  for (let row = 0; row < offsets.length; row++) {
    const slot = Math.round((offsets[row] as number) / interval);
    index[row] = slot;
    if (slot + 1 > length) length = slot + 1;
  }
  return length;
}

function isIdentity(index: Int32Array): boolean {
  for (let row = 0; row < index.length; row++) if (index[row] !== row) return false;
  return true;
}

/**
 * Puts a dosimeter record on the regular time grid the noise maths works on: one slot per
 * logging interval from the start to the last logged row, NaN where the device logged nothing,
 * and the device's pauses as excluded 'pause' periods. User clippings are added by the caller.
 */
export function dosimeterRecordToNoiseSeries(
  record: DosimeterRecord,
  clippings: readonly ExcludedPeriod[] = [],
): NoiseSeries {
  const startMs = deviceWallClockToEpochMs(record.start);
  const interval = record.intervalSeconds;
  const grid = gridOf(record.offsets, interval);
  const laeq = spread(record.laeq, grid);
  const peakWeighting = record.configuration.peakCurve === 'Z' ? 'Z' : 'C';
  const pauses: ExcludedPeriod[] = record.pauses.map((p) => ({
    kind: 'pause',
    startMs: epochMs(startMs + p.start * 1000),
    endMs: epochMs(startMs + p.end * 1000),
  }));
  const lcpeak = record.lcpeak && spread(record.lcpeak, grid);
  const lafmax = record.lafmax && spread(record.lafmax, grid);
  return {
    startMs: epochMs(startMs),
    timeBase: 'absolute',
    intervalS: seconds(interval),
    laeq,
    ...(lcpeak ? { peak: lcpeak, peakWeighting } : {}),
    ...(lafmax ? { lafmax } : {}),
    ...bandSeries(record, grid),
    excluded: [...pauses, ...clippings],
  };
}

/** The dosimeter's configured criteria, as overrides of a norm preset. */
export function dosimeterCriteriaOverrides(record: DosimeterRecord) {
  const c = record.configuration;
  return {
    criterionLevel: dB(c.criterionDb),
    exchangeRate: dB(c.exchangeRate),
    threshold: dB(c.thresholdDb),
  };
}
