import { bandCenters, type BandKind, type DosimeterRecord, type Period } from './types.ts';
import { createRandom, gaussian } from '../../emulator/prng.ts';

export interface NoiseShiftOptions {
  seed: number;
  serialNumber: string;
  firmware?: string;
  format: 'v1' | 'v2';
  start: string;
  durationSeconds: number;
  intervalSeconds: number;
  bands: BandKind;
  /** A paused period (e.g. lunch), seconds from start. */
  pause?: Period;
  /** Base level of the machine noise, dB(A). */
  baseLevel?: number;
  criterionDb?: number;
  exchangeRate?: number;
  thresholdDb?: number;
  audioEvents?: boolean;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * A noisy work shift: machine cycles around a base level, quieter breaks, impact peaks (some above
 * 115 dB(C)), an optional paused period, and band levels shaped like industrial noise.
 */
export function generateNoiseShift(o: NoiseShiftOptions): DosimeterRecord {
  const random = createRandom(o.seed);
  const base = o.baseLevel ?? 86;
  const rows: number[] = [];
  for (let t = 0; t < o.durationSeconds; t += o.intervalSeconds) {
    if (o.pause && t >= o.pause.start && t < o.pause.end) continue;
    rows.push(t);
  }
  const n = rows.length;
  const laeq = new Float64Array(n);
  const lcpeak = new Float64Array(n);
  const lafmax = new Float64Array(n);
  const centers = bandCenters(o.bands);
  const levels = centers.map(() => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    const t = rows[i] as number;
    const cycle = Math.sin((2 * Math.PI * t) / 1800) * 3;
    const coffee = t % 7200 < 600 ? -14 : 0;
    const level = Math.min(140, Math.max(35, base + cycle + coffee + gaussian(random) * 1.5));
    laeq[i] = round1(level);
    const impact = random() < 0.004 ? 22 + random() * 12 : 10 + random() * 6;
    lcpeak[i] = round1(Math.min(150, level + impact));
    lafmax[i] = round1(Math.min(150, level + 2 + random() * 5));
    for (let b = 0; b < centers.length; b++) {
      const f = centers[b] as number;
      // Industrial spectrum: broad maximum around 500 Hz–2 kHz, falling at both ends.
      const shape = -Math.abs(Math.log2(f / 1000)) * 2.5 - (centers.length > 10 ? 4.9 : 0);
      (levels[b] as Float64Array)[i] = round1(Math.max(0, level + shape + gaussian(random)));
    }
  }
  const threshold = o.thresholdDb ?? 80;
  const criterion = o.criterionDb ?? 85;
  const q = o.exchangeRate ?? 5;
  const offsets = Float64Array.from(rows);
  const record: DosimeterRecord = {
    kind: 'dosimeter',
    format: o.format,
    serialNumber: o.serialNumber,
    firmware: o.firmware,
    start: o.start,
    intervalSeconds: o.intervalSeconds,
    offsets,
    laeq,
    lcpeak,
    lafmax,
    bands: o.bands === 'none' ? undefined : { kind: o.bands, centers, levels },
    pauses: o.pause ? [o.pause] : [],
    configuration: {
      weighting: 'A',
      timeWeighting: 'S',
      thresholdDb: threshold,
      criterionDb: criterion,
      exchangeRate: q,
      peakCurve: 'C',
      startDelay: 0,
    },
    summary: deviceSummary(laeq, lcpeak, o.intervalSeconds, criterion, q, threshold),
    audio: [],
  };
  if (o.audioEvents) {
    let byte = 0;
    for (let i = 0; i < n; i++) {
      if ((lcpeak[i] as number) > 115 && record.audio.length < 20) {
        const length = 8000 * 2;
        record.audio.push({ offset: rows[i] as number, start: byte, end: byte + length });
        byte += length;
      }
    }
  }
  return record;
}

/**
 * The dosimeter's own summary (what the device prints in its `c` line): dose with the criterion
 * duration of 8 h and exchange rate q, levels below the threshold not counted.
 */
export function deviceSummary(
  laeq: Float64Array,
  lcpeak: Float64Array,
  interval: number,
  criterion: number,
  q: number,
  threshold: number,
) {
  let dose = 0;
  let energy = 0;
  let min = Infinity;
  let max = -Infinity;
  let peaks = 0;
  for (let i = 0; i < laeq.length; i++) {
    const level = laeq[i] as number;
    energy += 10 ** (level / 10);
    min = Math.min(min, level);
    max = Math.max(max, level);
    if ((lcpeak[i] as number) > 115) peaks++;
    if (level >= threshold) dose += interval / (28_800 / 2 ** ((level - criterion) / q));
  }
  const measuredSeconds = laeq.length * interval;
  const k = q / Math.log10(2);
  const dosePct = dose * 100;
  return {
    dosePct: Math.round(dosePct * 100) / 100,
    lavg: dose > 0 ? round1(criterion + k * Math.log10(dose * (28_800 / measuredSeconds))) : 0,
    laeq: round1(10 * Math.log10(energy / laeq.length)),
    twa: dose > 0 ? round1(criterion + k * Math.log10(dose)) : 0,
    minLevel: min,
    maxLevel: max,
    peaksAbove115: peaks,
  };
}
