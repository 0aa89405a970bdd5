// IsoTimeReader (the time column's reader: a cell sharing the last cell's date and minute reads only
// its seconds) against parseIsoTime (every cell read whole): the same answer, bit for bit, NaN for
// NaN, on columns of well-formed, truncated and mangled cells, read whole or in two pieces.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { IsoTimeReader, parseIsoTime } from './csv-time.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Cells close together in time (many share their first 16 bytes), in the forms the parser meets. */
const wellFormed = fc
  .record({
    year: fc.constantFrom(2023, 2024, 1899, 2100),
    month: fc.constantFrom(1, 2, 12, 13),
    day: fc.constantFrom(1, 28, 29, 30, 31),
    hour: fc.constantFrom(0, 9, 23, 24),
    minute: fc.constantFrom(0, 59, 60),
    second: fc.integer({ min: 0, max: 61 }),
    sep: fc.constantFrom('T', ' ', 't', '_'),
    fraction: fc.constantFrom('', '.5', '.123', ',25', '.', '.1234567'),
    zone: fc.constantFrom('', '', 'Z', 'z', '+03:00', '-0130', '+3', '+03:0', '-24:00', 'x', 'Z '),
    withSeconds: fc.boolean(),
  })
  .map(
    (c) =>
      `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}${c.sep}${pad(c.hour)}:${pad(c.minute)}` +
      (c.withSeconds ? `:${pad(c.second)}${c.fraction}` : '') +
      c.zone,
  );

/** A cell cut short or with one character replaced (the minute's prefix too). */
const mangled = fc
  .tuple(
    wellFormed,
    fc.nat(30),
    fc.nat(30),
    fc.constantFrom('0', '9', ':', '-', 'T', ' ', 'a', '.', '\u00e9'),
  )
  .map(([cell, cut, at, ch]) =>
    cut % 3 === 0 ? cell.slice(0, cut) : `${cell.slice(0, at)}${ch}${cell.slice(at + 1)}`,
  );

const column = fc.array(fc.oneof(wellFormed, wellFormed, mangled), { minLength: 1, maxLength: 40 });

/** The cells written one a line; each cell's bounds in the bytes. */
function encode(cells: readonly string[]): { bytes: Uint8Array; bounds: [number, number][] } {
  const encoder = new TextEncoder();
  const bounds: [number, number][] = [];
  let at = 0;
  const parts = cells.map((cell) => {
    const bytes = encoder.encode(cell);
    bounds.push([at, at + bytes.length]);
    at += bytes.length + 1;
    return bytes;
  });
  // Line feeds between the cells.
  const bytes = new Uint8Array(at).fill(10);
  parts.forEach((part, k) => {
    bytes.set(part, (bounds[k] as [number, number])[0]);
  });
  return { bytes, bounds };
}

describe('IsoTimeReader', () => {
  test.prop([column])('answers as parseIsoTime for every cell of a column', (cells) => {
    const { bytes, bounds } = encode(cells);
    const reader = new IsoTimeReader();
    for (const [start, end] of bounds) {
      expect(reader.read(bytes, start, end)).toBe(parseIsoTime(bytes, start, end));
    }
  });

  test.prop([column, column])('answers as parseIsoTime for a column read in two pieces', (first, second) => {
    const reader = new IsoTimeReader();
    for (const piece of [first, second]) {
      const { bytes, bounds } = encode(piece);
      for (const [start, end] of bounds) {
        expect(reader.read(bytes, start, end)).toBe(parseIsoTime(bytes, start, end));
      }
    }
  });

  it('reads a second cell of the same minute from its seconds, and a new minute whole', () => {
    const { bytes, bounds } = encode([
      '2024-01-15T08:00:58Z',
      '2024-01-15T08:00:59.5Z',
      '2024-01-15T08:01:00Z',
      '2024-01-15T08:01:0xZ',
      '2024-01-15T08:01',
    ]);
    const reader = new IsoTimeReader();
    const read = bounds.map(([start, end]) => reader.read(bytes, start, end));
    const base = Date.UTC(2024, 0, 15, 8, 0, 58);
    expect(read.slice(0, 3)).toEqual([base, base + 1500, base + 2000]);
    expect(read[3]).toBeNaN();
    expect(read[4]).toBe(new Date(2024, 0, 15, 8, 1).getTime());
  });
});
