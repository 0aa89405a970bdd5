// Hostile input gives the parser's own error (never the catch-all, never a throw); the result does
// not depend on how the input arrives (text or bytes, LF or CRLF, ',' or ';').
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { parseHeatSamplesCsv } from './samples-csv.ts';

const TOKENS = [
  'time',
  'tg',
  'tg_c',
  'tbn_f',
  'tbs_c',
  'rh',
  '# unit: C',
  ',',
  ';',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '"',
  '#',
  '30',
  '22,5',
  '28.25',
  '-',
  '.',
  '1e5',
  '151',
  '0',
  '60',
  '2024-01-15T08:00:00',
  '+03:00',
  '\uFEFF',
  'NaN',
];
const csvLike = fc.array(fc.constantFrom(...TOKENS), { maxLength: 80 }).map((p) => p.join(''));

describe('heat samples CSV never throws', () => {
  test.prop([fc.string({ unit: 'binary', maxLength: 400 })])('on arbitrary strings', (text) => {
    const r = parseHeatSamplesCsv(text);
    if (!r.ok) expect(r.reason.code).not.toBe('unexpected');
  });
  test.prop([fc.uint8Array({ maxLength: 400 })])('on arbitrary bytes', (bytes) => {
    const r = parseHeatSamplesCsv(bytes);
    if (!r.ok) expect(r.reason.code).not.toBe('unexpected');
  });
  test.prop([csvLike], { numRuns: 500 })('on CSV-like text after a valid header', (body) => {
    const r = parseHeatSamplesCsv(`time,tg_c,tbn_c,tbs_c,rh\n${body}`);
    if (!r.ok) expect(r.reason.code).not.toBe('unexpected');
  });
});

const rowArb = fc.record({
  tbs: fc.integer({ min: 0, max: 500 }).map((x) => x / 10),
  depression: fc.integer({ min: 0, max: 100 }).map((x) => x / 10),
  tg: fc.integer({ min: 0, max: 800 }).map((x) => x / 10),
  rh: fc.integer({ min: 0, max: 100 }),
});

describe('same data however it arrives', () => {
  test.prop([fc.array(rowArb, { minLength: 2, maxLength: 30 }), fc.constantFrom(1, 10, 60)])(
    'text = bytes, LF = CRLF, "," = ";"',
    (rows, interval) => {
      const lines = (sep: string, dec: (n: number) => string) => [
        `time${sep}tg_c${sep}tbn_c${sep}tbs_c${sep}rh`,
        ...rows.map((r, i) => [i * interval, r.tg, r.tbs - r.depression, r.tbs, r.rh].map(dec).join(sep)),
      ];
      const comma = lines(',', String).join('\n');
      const semi = lines(';', (n) => String(n).replace('.', ',')).join('\r\n');
      const a = parseHeatSamplesCsv(comma);
      const b = parseHeatSamplesCsv(new TextEncoder().encode(comma));
      const c = parseHeatSamplesCsv(semi);
      expect(a.ok).toBe(true);
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      if (a.ok) {
        expect([...a.data.series.tbn]).toEqual(rows.map((r) => r.tbs - r.depression));
        expect(a.data.series.intervalS).toBe(interval);
      }
    },
  );
});
