// The short-level path of the row reader (records/short-level.ts) against the general ones: the same
// file with a space before every level cell sends each cell to the trimming reader (parseDecimal),
// which never takes the short path; a cell's value or error does not depend on the path that read it,
// so both files give the same series bit for bit, or the same error naming the same line.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { parseSamplesCsv } from './samples-csv.ts';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const cell = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(digit, digit, digit).map(([a, b, c]) => `${a}${b}.${c}`) },
  { weight: 2, arbitrary: fc.tuple(digit, digit, digit).map(([a, b, c]) => `${a}${b},${c}`) },
  { weight: 3, arbitrary: fc.tuple(digit, digit).map(([a, b]) => `${a}${b}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '7',
      '149.9',
      '150',
      '151',
      '84.',
      '84,',
      '84.55',
      '8:',
      ':8',
      '8/.5',
      '84.:',
      '84./',
      '84;5',
      '1e2',
      '-5',
      '"84.5"',
      '84.5 ',
      'x',
    ),
  },
);

function serialised(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    ArrayBuffer.isView(v)
      ? Array.from(v as Float64Array, (x) => (Object.is(x, -0) ? '-0' : Number.isNaN(x) ? 'NaN' : x))
      : v,
  );
}

describe('samples CSV: short levels read as the general readers read them', () => {
  // Rows of 3 level cells, and now and then of 1, 2 or 4 (a line ending early or running on after a
  // run of short levels; times of two digits read as levels if a run went on into the next line).
  // The time column first or between two levels; a column the reader ignores between two levels.
  const row = fc.oneof(
    { weight: 8, arbitrary: fc.array(cell, { minLength: 3, maxLength: 3 }) },
    { weight: 2, arbitrary: fc.array(cell, { minLength: 1, maxLength: 4 }) },
  );
  const layouts = [
    { header: ['time', 'LAeq', 'LCpeak', 'oct_1k'], timeAt: 0 },
    { header: ['time', 'LAeq', 'note', 'oct_1k'], timeAt: 0 },
    { header: ['LAeq', 'time', 'LCpeak', 'oct_1k'], timeAt: 1 },
  ];
  test.prop(
    [
      fc.constantFrom(';', ','),
      fc.constantFrom('\n', '\r\n', '\r'),
      fc.array(row, { minLength: 2, maxLength: 12 }),
      fc.boolean(),
      fc.constantFrom(...layouts),
    ],
    { numRuns: 500 },
  )('same series or same error', (sep, eol, rows, finalEol, { header, timeAt }) => {
    const line = (r: readonly string[], i: number, pad: string) => {
      const cells = r.map((c) => pad + c);
      cells.splice(Math.min(timeAt, cells.length), 0, String(10 + i));
      return cells.join(sep);
    };
    const file = (pad: string) =>
      [header.join(sep), ...rows.map((r, i) => line(r, i, pad))].join(eol).concat(finalEol ? eol : '');
    expect(serialised(parseSamplesCsv(file('')))).toBe(serialised(parseSamplesCsv(file(' '))));
  });
});
