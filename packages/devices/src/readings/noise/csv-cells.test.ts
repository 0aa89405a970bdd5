import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from './csv-number.ts';
import { parseIsoTime, parseSecondsTime } from './csv-time.ts';

const bytes = (s: string) => new TextEncoder().encode(s);
const dec = (s: string, comma = false) => parseDecimal(bytes(s), 0, bytes(s).length, comma);
const iso = (s: string) => parseIsoTime(bytes(s), 0, bytes(s).length);

describe('parseDecimal', () => {
  it('reads decimal points, and decimal commas only when allowed', () => {
    expect([dec('85'), dec('85.3'), dec('-1.25'), dec('+7'), dec('.5'), dec('5.')]).toEqual([
      85, 85.3, -1.25, 7, 0.5, 5,
    ]);
    expect(dec('85,3', true)).toBe(85.3);
    expect(dec('85,3')).toBeNaN();
    expect(dec('1.5e2')).toBe(150);
  });
  it('rejects everything else', () => {
    for (const s of ['', '-', '.', '1.2.3', '85,3,1', '0x1F', 'Infinity', 'NaN', '1 2', '1e', 'e5', '12a']) {
      expect(dec(s, true)).toBeNaN();
    }
  });
  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true })])('equals Number() on String(x)', (x) => {
    const s = String(x);
    expect(dec(s)).toBe(Number(s));
  });
});

describe('time cells', () => {
  it('reads ISO 8601 with T or space, fractions and offsets; no offset = local wall-clock time', () => {
    expect(iso('2024-01-15T08:00:00')).toBe(new Date(2024, 0, 15, 8).getTime());
    expect(iso('2024-01-15 08:00:00Z')).toBe(Date.UTC(2024, 0, 15, 8));
    expect(iso('2024-01-15T08:00')).toBe(new Date(2024, 0, 15, 8).getTime());
    expect(iso('2024-01-15T08:00:01.25')).toBe(new Date(2024, 0, 15, 8, 0, 1).getTime() + 250);
    expect(iso('2024-01-15T08:00:00-03:00')).toBe(Date.UTC(2024, 0, 15, 11));
    expect(iso('2024-01-15T08:00:00+0530')).toBe(Date.UTC(2024, 0, 15, 2, 30));
    expect(iso('2024-02-29T00:00:00')).toBe(new Date(2024, 1, 29).getTime());
  });
  it('rejects malformed or impossible date-times', () => {
    for (const s of [
      '2024-02-30T00:00',
      '2023-02-29T00:00',
      '2024-13-01T00:00',
      '2024-01-15',
      '2024-01-15T24:00',
      '2024-01-15T08:60',
      '2024-01-15T08:00:00+3',
      '2024-01-15T08:00:00.',
      '15/01/2024 08:00',
      '0024-01-15T08:00',
    ]) {
      expect(iso(s)).toBeNaN();
    }
  });
  it('reads seconds from the start (decimal comma with ;)', () => {
    expect(parseSecondsTime(bytes('1,5'), 0, 3, true)).toBe(1500);
    expect(parseSecondsTime(bytes('-1'), 0, 2, false)).toBeNaN();
  });
});
