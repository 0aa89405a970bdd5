// Test support: a value as a scanner test compares it with the line parser's, bit for bit (-0, NaN,
// undefined, typed array types and whether each owns its buffer).

export function canonical(value: unknown): unknown {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : Number.isNaN(value) ? 'NaN' : value;
  if (value === undefined) return '(undefined)';
  if (ArrayBuffer.isView(value)) {
    const view = value as Float64Array;
    return {
      type: view.constructor.name,
      ownBuffer: view.byteOffset === 0 && view.byteLength === view.buffer.byteLength,
      values: Array.from(view, canonical),
    };
  }
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, canonical(v)]);
  return value;
}
