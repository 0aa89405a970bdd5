// readReading's noise samples CSV path in pieces: a file isNoiseSamplesCsvStart accepts (from its
// first bytes) gets from noiseSamplesCsvReader exactly what readReading gives for the whole file.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isNoiseSamplesCsvStart, noiseSamplesCsvReader, readReading } from '../read-reading.ts';

const ENCODER = new TextEncoder();
const HEAD = 64 * 1024;

function plain(value: unknown): unknown {
  if (value instanceof Float64Array || value instanceof Int32Array) return Array.from(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

function inPieces(bytes: Uint8Array, size: number) {
  const reader = noiseSamplesCsvReader({ totalBytes: bytes.length });
  for (let at = 0; at < bytes.length; at += size) reader.push(bytes.subarray(at, at + size));
  return reader.finish();
}

const TOKENS = [
  '\uFEFF',
  'time',
  'LAeq',
  'temperature',
  ';',
  ',',
  '\n',
  '\r\n',
  '#',
  ' ',
  '80',
  '1',
  '2',
  'x',
];
const soupArb = fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }).map((p) => p.join(''));
// Mostly a header the product knows (noise, heat, none) after zero, one or two BOMs, then anything.
const textArb = fc
  .tuple(
    fc.constantFrom('', '\uFEFF', '\uFEFF\uFEFF'),
    fc.constantFrom('time;LAeq\n', 'time,LAeq,LCpeak\r\n', 'time;temperature\n', ''),
    soupArb,
  )
  .map((parts) => parts.join(''));

describe('a noise samples CSV read in pieces, as readReading reads it', () => {
  let accepted = 0;
  test.prop([textArb, fc.integer({ min: 1, max: 9 })], { numRuns: 500 })(
    'same answer whenever the start says noise samples CSV',
    (text, size) => {
      const bytes = ENCODER.encode(text);
      if (!isNoiseSamplesCsvStart(bytes.subarray(0, HEAD), bytes.length)) return;
      accepted++;
      expect(plain(inPieces(bytes, size))).toEqual(plain(readReading(bytes)));
    },
  );

  it('the property above met noise samples CSVs often', () => {
    expect(accepted).toBeGreaterThan(100);
  });

  it('accepts noise samples CSVs (one or two BOMs, CRLF) and nothing else', () => {
    const csv = 'time;LAeq\n0;80\n1;81\n';
    for (const text of [csv, `\uFEFF${csv}`, `\uFEFF\uFEFF${csv}`, csv.replaceAll('\n', '\r\n')]) {
      const bytes = ENCODER.encode(text);
      expect(isNoiseSamplesCsvStart(bytes, bytes.length)).toBe(true);
      expect(plain(inPieces(bytes, 2))).toEqual(plain(readReading(bytes)));
    }
    expect(readReading(ENCODER.encode(`\uFEFF\uFEFF${csv}`)).ok).toBe(true);
    for (const text of ['time;temperature\n0;25\n1;26\n', 'hello\n', '', `# note\n${csv}`]) {
      const bytes = ENCODER.encode(text);
      expect(isNoiseSamplesCsvStart(bytes, bytes.length)).toBe(false);
    }
  });

  it('needs the first 16 KiB to decide (or the whole file)', () => {
    const big = ENCODER.encode(`time;LAeq\n${Array.from({ length: 5000 }, (_, i) => `${i};80`).join('\n')}`);
    expect(isNoiseSamplesCsvStart(big.subarray(0, HEAD), big.length)).toBe(true);
    expect(isNoiseSamplesCsvStart(big.subarray(0, 100), big.length)).toBe(false);
    expect(plain(inPieces(big, 4096))).toEqual(plain(readReading(big)));
  });
});
