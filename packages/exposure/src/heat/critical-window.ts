// The most critical 60 consecutive minutes of a series (NR-15 Anexo 3 2019 item 2.1; NHO-06 (2017)
// "60 minutos corridos mais desfavoráveis"): the window of highest mean IBUTG.

export interface WindowSearch {
  /** First sample of the window and the sample after it (end exclusive). */
  readonly start: number;
  readonly end: number;
  /** Mean IBUTG of the valid samples in the window (°C). */
  readonly meanIbutg: number;
  /** Minutes of valid data in the window (60 for a complete one). */
  readonly minutes: number;
  /** The usable data is shorter than 60 min: the window is all of it, labelled. */
  readonly short: boolean;
}

// The loops are functions of their own answering a number: V8 compiles a long loop while it runs,
// and code after it in the same function has no type feedback yet (that compiled loop was thrown
// away at its end on every series).

/** The sum of the valid (not NaN) samples of ibutg[from, to), added in order. */
function validSum(ibutg: Float64Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) {
    const v = ibutg[i] as number;
    if (!Number.isNaN(v)) sum += v;
  }
  return sum;
}

/** How many samples of ibutg[from, to) are valid (not NaN). */
function validCount(ibutg: Float64Array, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (!Number.isNaN(ibutg[i] as number)) count++;
  return count;
}

/**
 * The start of the best window of `width` samples from `start0` on (see findCriticalWindow), the
 * first one's valid sum and count given: running sums, each window's its neighbour's minus the
 * sample that leaves plus the one that enters.
 */
function bestWindowStart(
  ibutg: Float64Array,
  start0: number,
  width: number,
  sum0: number,
  count0: number,
): number {
  const n = ibutg.length;
  // The running sum in a Float64Array cell: as a local carried from one iteration to the next,
  // V8 kept it boxed (a heap number per window, 3× the time).
  const sum = Float64Array.of(sum0);
  let count = count0;
  let best = start0;
  let bestCount = count;
  let bestMean = count > 0 ? sum0 / count : Number.NEGATIVE_INFINITY;
  for (let s = start0 + 1; s + width <= n; s++) {
    const out = ibutg[s - 1] as number;
    const inn = ibutg[s + width - 1] as number;
    if (!Number.isNaN(out)) {
      sum[0] = (sum[0] as number) - out;
      count--;
    }
    if (!Number.isNaN(inn)) {
      sum[0] = (sum[0] as number) + inn;
      count++;
    }
    if (count === 0) continue;
    const mean = (sum[0] as number) / count;
    if (count > bestCount || (count === bestCount && mean > bestMean + 1e-12)) {
      best = s;
      bestCount = count;
      bestMean = mean;
    }
  }
  return best;
}

/**
 * Slides a window of round(3600 / intervalS) samples over ibutg[from, n) with prefix sums (O(n)),
 * NaN samples counting as no data. Among windows with the most valid minutes, the highest mean
 * wins; ties go to the earliest. Returns null when there is no valid sample at all.
 */
export function findCriticalWindow(
  ibutg: Float64Array,
  intervalS: number,
  from: number,
): WindowSearch | null {
  const n = ibutg.length;
  const width = Math.max(1, Math.round(3600 / intervalS));
  const start0 = Math.max(0, Math.min(from, n));
  if (n - start0 <= width) {
    const count = validCount(ibutg, start0, n);
    if (count === 0) return null;
    return {
      start: start0,
      end: n,
      meanIbutg: validSum(ibutg, start0, n) / count,
      minutes: (count * intervalS) / 60,
      short: n - start0 < width,
    };
  }
  const best = bestWindowStart(
    ibutg,
    start0,
    width,
    validSum(ibutg, start0, start0 + width),
    validCount(ibutg, start0, start0 + width),
  );
  // The winner's count (the running count is exact) and its sum again exactly: the running sum
  // drifts by rounding over 86,400 updates.
  const bestCount = validCount(ibutg, best, best + width);
  if (bestCount === 0) return null;
  return {
    start: best,
    end: best + width,
    meanIbutg: validSum(ibutg, best, best + width) / bestCount,
    minutes: (bestCount * intervalS) / 60,
    short: false,
  };
}
