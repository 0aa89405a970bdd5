/** One byte range of a `Range: bytes=…` header (RFC 9110 §14.1.2), inclusive ends. */
export type ByteRange = { start: number; end: number };

/**
 * The requested range of a file of `size` bytes: undefined when there is no usable single range
 * (no header, another unit, several ranges: the whole file is sent), 'unsatisfiable' for a range
 * beyond the end (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
