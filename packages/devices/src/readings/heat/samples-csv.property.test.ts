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

// Rows with a blank around every cell take the row-by-row path (it trims); the same rows without
// take the clean-row fast path wherever it applies: both must give the same result, bit for bit,
// and the same error.
const canonical = (value: unknown): unknown => {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : Number.isNaN(value) ? 'NaN' : value;
  if (ArrayBuffer.isView(value)) return Array.from(value as Float64Array, canonical);
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, canonical(v)]);
  return value;
};
const oddArb = fc.constantFrom(
  '',
  '-0',
  '1e1',
  '+5',
  '12.',
  '.5',
  '151',
  'x',
  '"30"',
  '30.123456789012345678',
  '-41',
);
const valueRowArb = fc.record({
  // Hundredths of a degree, written with 0, 1 or 2 decimals.
  tbs: fc.integer({ min: -2000, max: 15000 }),
  depression: fc.integer({ min: -40, max: 1000 }),
  tg: fc.integer({ min: -4000, max: 15000 }),
  rh: fc.integer({ min: 0, max: 1000 }),
  decimals: fc.constantFrom(0, 1, 2),
  // Now and then one odd cell (the row-by-row path's errors and forms).
  odd: fc.oneof(
    { weight: 40, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.nat(5), oddArb) },
  ),
});
const headerArb = fc.constantFrom(
  'time,tg_c,tbn_c,tbs_c,rh',
  'time,tg,tbn,tbs,rh,# unit: F',
  'time,tg_f,tbn_f,tbs_f',
  'time,tg_c,tbn_c',
  'time,note,tg_c,tbn_c,tbs_c',
  'tg_c,time,tbn_c,rh',
);
const timeArb = fc.constantFrom('seconds', 'decimalSeconds', 'iso', 'isoZone');

describe('clean-row fast path', () => {
  test.prop(
    [
      headerArb,
      fc.boolean(),
      timeArb,
      fc.array(fc.tuple(fc.constantFrom(1, 1, 1, 3), valueRowArb), { minLength: 1, maxLength: 25 }),
      fc.constantFrom('\n', '\r\n'),
      fc.constantFrom('', '\n', '\r\n', '\r', '\n\n'),
    ],
    { numRuns: 400 },
  )('reads every row as the row-by-row path does', (header, semicolon, times, rows, eol, last) => {
    const sep = semicolon ? ';' : ',';
    const [names, unitLine] = header.includes('#')
      ? [header.split(',').slice(0, -1), `${header.split(',').at(-1)}\n`]
      : [header.split(','), ''];
    const pad2 = (n: number) => String(n).padStart(2, '0');
    let t = 0;
    // A step of 1 first: the others (1 or a gap of 3) are whole multiples of the interval.
    const lines = rows.map(([step, row], i) => {
      t += i === 1 ? 1 : step;
      const time =
        times === 'seconds'
          ? String(t)
          : times === 'decimalSeconds'
            ? String(t * 1.5)
            : `2024-03-10T08:${pad2(Math.floor(t / 60))}:${pad2(t % 60)}${times === 'isoZone' ? '-03:00' : ''}`;
      const written = (hundredths: number) =>
        Math.round(hundredths / 10 ** (2 - row.decimals)) / 10 ** row.decimals;
      const value: Record<string, number> = {
        tg: written(row.tg),
        tbs: written(row.tbs),
        tbn: written(row.tbs - row.depression),
        rh: row.rh / 10,
      };
      return names.map((name, k) => {
        if (row.odd && row.odd[0] === k) return row.odd[1];
        const cell =
          name === 'time' ? time : name === 'note' ? 'x' : String(value[name.slice(0, 3).replace('_', '')]);
        return semicolon ? cell.replace('.', ',') : cell;
      });
    });
    const text = (pad: string) =>
      unitLine +
      [names.join(sep), ...lines.map((cells) => cells.map((c) => `${pad}${c}${pad}`).join(sep))].join(eol) +
      last;
    const fast = parseHeatSamplesCsv(new TextEncoder().encode(text('')));
    const slow = parseHeatSamplesCsv(new TextEncoder().encode(text(' ')));
    expect(canonical(fast)).toEqual(canonical(slow));
  });
});
