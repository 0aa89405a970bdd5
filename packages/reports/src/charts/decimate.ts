/**
 * Min/max envelope decimation for display only (never for calculation): each bucket keeps its
 * lowest and highest sample in time order, so peaks survive and the line keeps its shape.
 * Returns [xs, ys] with at most ~2 × buckets points. NaN samples (no data) are kept as gaps.
 */
export function decimateMinMax(
  values: ArrayLike<number>,
  buckets: number,
  x0 = 0,
  dx = 1,
): { x: Float64Array; y: Float64Array } {
  const n = values.length;
  if (n <= buckets * 2) {
    const x = new Float64Array(n);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      x[i] = x0 + i * dx;
      y[i] = values[i] as number;
    }
    return { x, y };
  }
  const x = new Float64Array(buckets * 2);
  const y = new Float64Array(buckets * 2);
  let out = 0;
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor((b * n) / buckets);
    const to = Math.floor(((b + 1) * n) / buckets);
    let minI = -1;
    let maxI = -1;
    for (let i = from; i < to; i++) {
      const v = values[i] as number;
      if (Number.isNaN(v)) continue;
      if (minI < 0 || v < (values[minI] as number)) minI = i;
      if (maxI < 0 || v > (values[maxI] as number)) maxI = i;
    }
    if (minI < 0) {
      x[out] = x0 + from * dx;
      y[out++] = Number.NaN;
      continue;
    }
    const first = Math.min(minI, maxI);
    const second = Math.max(minI, maxI);
    x[out] = x0 + first * dx;
    y[out++] = values[first] as number;
    if (second !== first) {
      x[out] = x0 + second * dx;
      y[out++] = values[second] as number;
    }
  }
  return { x: x.subarray(0, out), y: y.subarray(0, out) };
}
