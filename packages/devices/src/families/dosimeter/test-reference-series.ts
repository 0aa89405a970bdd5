// dosimeterRecordToNoiseSeries as it was before the row-by-row band copy (git f432eb7,
// to-noise-series.ts), kept verbatim as the reference for scan-bytes.test.ts. Test-only.
import {
  type BandSeries,
  epochMs,
  type ExcludedPeriod,
  type NoiseSeries,
  OCTAVE_BANDS,
  seconds,
  THIRD_OCTAVE_BANDS,
} from '@ohp/exposure';
import type { DosimeterRecord } from './types.ts';

/**
 * Device clocks have no time zone: "2026-03-10T08:00:00" is read as local wall-clock time, and
 * every screen and report formats with local getters, so the device's clock is shown as it was.
 */
function deviceWallClockToEpochMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)).getTime();
}

function bandSeries(
  record: DosimeterRecord,
  index: Int32Array,
  length: number,
): Pick<NoiseSeries, 'octaves' | 'thirds'> {
  const bands = record.bands;
  if (!bands) return {};
  const table = bands.kind === 'octave' ? OCTAVE_BANDS : THIRD_OCTAVE_BANDS;
  const width = bands.centers.length;
  const names: string[] = [];
  const levels: Float64Array[] = [];
  for (let b = 0; b < width; b++) {
    const hz = bands.centers[b] as number;
    names.push(table.find((d) => d.centreHz === hz)?.name ?? `${bands.kind}_${hz}`);
    const column = new Float64Array(length).fill(Number.NaN);
    for (let row = 0; row < index.length; row++)
      column[index[row] as number] = (bands.levels[b] as Float64Array)[row] as number;
    levels.push(column);
  }
  const series: BandSeries = { kind: bands.kind, names, centresHz: bands.centers, levels };
  return bands.kind === 'octave' ? { octaves: series } : { thirds: series };
}

function spread(
  values: Float64Array | undefined,
  index: Int32Array,
  length: number,
): Float64Array | undefined {
  if (!values) return undefined;
  const out = new Float64Array(length).fill(Number.NaN);
  for (let row = 0; row < index.length; row++) out[index[row] as number] = values[row] as number;
  return out;
}

/**
 * Puts a dosimeter record on the regular time grid the noise maths works on: one slot per
 * logging interval from the start to the last logged row, NaN where the device logged nothing,
 * and the device's pauses as excluded 'pause' periods. User clippings are added by the caller.
 */
export function referenceToNoiseSeries(
  record: DosimeterRecord,
  clippings: readonly ExcludedPeriod[] = [],
): NoiseSeries {
  const startMs = deviceWallClockToEpochMs(record.start);
  const interval = record.intervalSeconds;
  const rows = record.offsets.length;
  const index = new Int32Array(rows);
  let length = 0;
  for (let row = 0; row < rows; row++) {
    const slot = Math.round((record.offsets[row] as number) / interval);
    index[row] = slot;
    if (slot + 1 > length) length = slot + 1;
  }
  const laeq = spread(record.laeq, index, length) ?? new Float64Array(0);
  const peakWeighting = record.configuration.peakCurve === 'Z' ? 'Z' : 'C';
  const pauses: ExcludedPeriod[] = record.pauses.map((p) => ({
    kind: 'pause',
    startMs: epochMs(startMs + p.start * 1000),
    endMs: epochMs(startMs + p.end * 1000),
  }));
  const lcpeak = spread(record.lcpeak, index, length);
  const lafmax = spread(record.lafmax, index, length);
  return {
    startMs: epochMs(startMs),
    timeBase: 'absolute',
    intervalS: seconds(interval),
    laeq,
    ...(lcpeak ? { peak: lcpeak, peakWeighting } : {}),
    ...(lafmax ? { lafmax } : {}),
    ...bandSeries(record, index, length),
    excluded: [...pauses, ...clippings],
  };
}
