import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('parseRange (RFC 9110 §14.1.2)', () => {
  it.each([
    ['bytes=0-499', { start: 0, end: 499 }],
    ['bytes=500-999', { start: 500, end: 999 }],
    ['bytes=9500-', { start: 9500, end: 9999 }],
    ['bytes=-500', { start: 9500, end: 9999 }],
    ['bytes=0-99999', { start: 0, end: 9999 }],
    ['bytes=-20000', { start: 0, end: 9999 }],
  ])('%s of 10000 bytes', (header, range) => {
    expect(parseRange(header, 10_000)).toEqual(range);
  });

  it.each(['bytes=10000-', 'bytes=5-4', 'bytes=-0'])('%s is unsatisfiable', (header) => {
    expect(parseRange(header, 10_000)).toBe('unsatisfiable');
  });

  it.each([undefined, 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=a-b'])(
    '%s means the whole file',
    (header) => {
      expect(parseRange(header, 10_000)).toBeUndefined();
    },
  );
});
