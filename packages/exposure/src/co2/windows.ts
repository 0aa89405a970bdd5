// 15-minute time-weighted averages of a CO2 series, in one pass each (86,400 registers in < 1 ms).
import { BLOCK_S, STEL_WINDOW_S } from './limits.ts';
import type { Co2Block, Co2Series } from './types.ts';

/**
 * Consecutive 15-minute blocks from the first register's start (SPEC §9 "15-register weighted
 * averages (15 minutes)"): mean = Σ Ci·ti / Σ ti, ti = the part of register i inside the block.
 * A register that straddles two blocks is split by time; pauses carry no weight; a block with no
 * data at all is left out; the last block ends with the record.
 */
export function fifteenMinuteBlocks(series: Co2Series, blockS = BLOCK_S): Co2Block[] {
  const { offsetsS, co2, intervalS: dt, rangePpm } = series;
  const n = co2.length;
  if (n === 0) return [];
  const origin = offsetsS[0] as number;
  const endS = (offsetsS[n - 1] as number) + dt - origin;
  const count = Math.max(1, Math.ceil(endS / blockS - 1e-9));
  const sums = new Float64Array(count);
  const weights = new Float64Array(count);
  const saturated = new Uint8Array(count);
  splitIntoBlocks(offsetsS, co2, dt, rangePpm, origin, blockS, sums, weights, saturated);
  const blocks: Co2Block[] = [];
  for (let k = 0; k < count; k++) {
    const w = weights[k] as number;
    if (w <= 0) continue;
    blocks.push({
      startS: origin + k * blockS,
      endS: origin + Math.min((k + 1) * blockS, endS),
      meanPpm: (sums[k] as number) / w,
      dataS: w,
      atLeast: saturated[k] === 1,
    });
  }
  return blocks;
}

/**
 * Each register's time-weighted part in each block it overlaps, added to `sums` and `weights`.
 * A function of its own (as the other loops here): compiled whole once hot, not on stack
 * replacement inside its caller, whose code after the loop threw that compiled code away each call.
 */
function splitIntoBlocks(
  offsetsS: Float64Array,
  co2: Float64Array,
  dt: number,
  rangePpm: number,
  origin: number,
  blockS: number,
  sums: Float64Array,
  weights: Float64Array,
  saturated: Uint8Array,
): void {
  const n = co2.length;
  const count = sums.length;
  for (let i = 0; i < n; i++) {
    const c = co2[i] as number;
    let s = (offsetsS[i] as number) - origin;
    const e = s + dt;
    let k = Math.min(count - 1, Math.floor(s / blockS));
    while (s < e - 1e-9 && k < count) {
      const stop = Math.min(e, (k + 1) * blockS);
      const w = stop - s;
      sums[k] = (sums[k] as number) + c * w;
      weights[k] = (weights[k] as number) + w;
      if (c >= rangePpm) saturated[k] = 1;
      s = stop;
      k++;
    }
  }
}

/** Blocks whose mean is above `limit` (strictly: a mean equal to the limit does not exceed it). */
export function blocksAbove(blocks: readonly Co2Block[], limit: number): Co2Block[] {
  return blocks.filter((b) => b.meanPpm > limit);
}

export interface RollingMax {
  /** Highest 15-minute mean; null when no full window fits in the record. */
  maxPpm: number | null;
  startS: number | null;
  /** Some window holds a saturated register: the maximum is a lower bound. */
  atLeast: boolean;
}

/**
 * ACGIH TLV-STEL: the highest 15-minute TWA of the record, over the windows [ti, ti + 15 min)
 * starting at each register that end inside the record. Time-weighted like the blocks (the last
 * register of a window counts only for its part inside it; pauses carry no weight). Two pointers
 * and prefix sums: O(n).
 */
export function rollingMax(series: Co2Series, windowS = STEL_WINDOW_S): RollingMax {
  const { offsetsS, co2, intervalS: dt, rangePpm } = series;
  const n = co2.length;
  const none: RollingMax = { maxPpm: null, startS: null, atLeast: false };
  if (n === 0) return none;
  const prefix = new Float64Array(n + 1);
  const saturatedPrefix = new Int32Array(n + 1);
  prefixSums(co2, rangePpm, prefix, saturatedPrefix);
  const found = new Float64Array(2);
  const best = bestWindow(offsetsS, co2, dt, windowS, prefix, saturatedPrefix, found);
  if (best === Number.NEGATIVE_INFINITY) return none;
  return { maxPpm: best, startS: found[0] as number, atLeast: found[1] === 1 };
}

/** Running sums of the registers and of the saturated ones (prefix[i] = Σ of the first i). */
function prefixSums(
  co2: Float64Array,
  rangePpm: number,
  prefix: Float64Array,
  saturatedPrefix: Int32Array,
): void {
  const n = co2.length;
  for (let i = 0; i < n; i++) {
    const c = co2[i] as number;
    prefix[i + 1] = (prefix[i] as number) + c;
    saturatedPrefix[i + 1] = (saturatedPrefix[i] as number) + (c >= rangePpm ? 1 : 0);
  }
}

/**
 * rollingMax's two-pointer pass over the windows (see there): the highest mean; the start of its
 * window in found[0], 1 in found[1] when some window holds a saturated register. Written in the
 * loop and the mean returned: code after a loop V8 compiles while it runs has no type feedback,
 * and building the answer there threw that compiled loop away on every series.
 */
function bestWindow(
  offsetsS: Float64Array,
  co2: Float64Array,
  dt: number,
  windowS: number,
  prefix: Float64Array,
  saturatedPrefix: Int32Array,
  found: Float64Array,
): number {
  const n = co2.length;
  const recordEnd = (offsetsS[n - 1] as number) + dt;
  let best = Number.NEGATIVE_INFINITY;
  let bestStart = 0;
  let atLeast = false;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const a = offsetsS[i] as number;
    const b = a + windowS;
    if (b > recordEnd + 1e-9) break;
    if (k < i + 1) k = i + 1;
    // Registers i..k-1 start inside the window; only the last can reach past its end.
    while (k < n && (offsetsS[k] as number) < b - 1e-9) k++;
    const last = k - 1;
    const lastPart = Math.min(dt, b - (offsetsS[last] as number));
    const full = last - i;
    const sum = ((prefix[last] as number) - (prefix[i] as number)) * dt + (co2[last] as number) * lastPart;
    const mean = sum / (full * dt + lastPart);
    if ((saturatedPrefix[k] as number) - (saturatedPrefix[i] as number) > 0) atLeast = true;
    if (mean > best) {
      best = mean;
      bestStart = a;
    }
    found[0] = bestStart;
    found[1] = atLeast ? 1 : 0;
  }
  return best;
}
