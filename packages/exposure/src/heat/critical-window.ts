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
    let sum = 0;
    let count = 0;
    for (let i = start0; i < n; i++) {
      const v = ibutg[i] as number;
      if (!Number.isNaN(v)) {
        sum += v;
        count++;
      }
    }
    if (count === 0) return null;
    return {
      start: start0,
      end: n,
      meanIbutg: sum / count,
      minutes: (count * intervalS) / 60,
      short: n - start0 < width,
    };
  }
  let sum = 0;
  let count = 0;
  for (let i = start0; i < start0 + width; i++) {
    const v = ibutg[i] as number;
    if (!Number.isNaN(v)) {
      sum += v;
      count++;
    }
  }
  let best = start0;
  let bestCount = count;
  let bestMean = count > 0 ? sum / count : Number.NEGATIVE_INFINITY;
  for (let s = start0 + 1; s + width <= n; s++) {
    const out = ibutg[s - 1] as number;
    const inn = ibutg[s + width - 1] as number;
    if (!Number.isNaN(out)) {
      sum -= out;
      count--;
    }
    if (!Number.isNaN(inn)) {
      sum += inn;
      count++;
    }
    if (count === 0) continue;
    const mean = sum / count;
    if (count > bestCount || (count === bestCount && mean > bestMean + 1e-12)) {
      best = s;
      bestCount = count;
      bestMean = mean;
    }
  }
  if (bestCount === 0) return null;
  // Re-sum the winner exactly: the running sum drifts by rounding over 86,400 updates.
  let exact = 0;
  for (let i = best; i < best + width; i++) {
    const v = ibutg[i] as number;
    if (!Number.isNaN(v)) exact += v;
  }
  return {
    start: best,
    end: best + width,
    meanIbutg: exact / bestCount,
    minutes: (bestCount * intervalS) / 60,
    short: false,
  };
}
