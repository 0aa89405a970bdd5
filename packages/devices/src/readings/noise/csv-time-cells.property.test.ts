// The time column's one-pass path of the row reader (a row's ISO cell as long as the last one, or
// whole seconds: csv-rows.ts) against the general one: the same file with a space before every time
// cell sends each cell through cellEnd, trimming and IsoTimeReader.read / parseSecondsTime, which is
// the only path a cell starting with a space can take. A cell's time or error does not depend on the
// path that read it, so both files give the same series bit for bit, or the same error on the same line.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { parseSamplesCsv } from './samples-csv.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock of 2024-01-15 08:00:00 plus `s` seconds, "YYYY-MM-DDTHH:MM:SS". */
function isoClock(s: number): string {
  const day = 15 + Math.floor((8 * 3600 + s) / 86_400);
  const inDay = (8 * 3600 + s) % 86_400;
  return `2024-01-${pad(day)}T${pad(Math.floor(inDay / 3600))}:${pad(Math.floor(inDay / 60) % 60)}:${pad(inDay % 60)}`;
}

const ISO_FORMS: readonly ((s: number) => string)[] = [
  (s) => isoClock(s),
  (s) => isoClock(s),
  (s) => `${isoClock(s)}.000Z`,
  (s) => `${isoClock(s)}.000Z`,
  (s) => `${isoClock(s)}.5`,
  (s) => `${isoClock(s)},5`,
  (s) => `${isoClock(s)},500Z`,
  (s) => `${isoClock(s)}Z`,
  (s) => `${isoClock(s)}z`,
  (s) => `${isoClock(s)}+03:00`,
  (s) => `${isoClock(s)}-0300`,
  (s) => `${isoClock(s)}-03`,
  (s) => isoClock(s).replace('T', ' '),
  (s) => `"${isoClock(s)}"`,
  (s) => `${isoClock(s)} `,
  (s) => `${isoClock(s)}.000X`,
  (s) => `${isoClock(s)}.000;`,
  (s) => isoClock(s).slice(0, 16),
  (s) => isoClock(s).slice(0, 18),
  (s) => `${isoClock(s).slice(0, 17)}6${isoClock(s).slice(18)}`,
  () => '',
  () => 'x',
];

const SECONDS_FORMS: readonly ((s: number) => string)[] = [
  (s) => String(s),
  (s) => String(s),
  (s) => String(s),
  (s) => `${s}.5`,
  (s) => `${s},5`,
  (s) => `${s}.`,
  (s) => pad(s, 6),
  (s) => `${s}e0`,
  (s) => `"${s}"`,
  (s) => `${s} `,
  (s) => `-${s}`,
  (s) => `${s}x`,
  (s) => `${String(s).padStart(15, '1')}`,
  (s) => `${String(s).padStart(16, '1')}`,
  () => '',
];

type FileSpec = {
  separator: string;
  iso: boolean;
  start: number;
  rows: { step: number; form: number; level: string }[];
  lineEnd: string;
  lastLineEnd: boolean;
};

const row = fc.record({
  step: fc.constantFrom(1, 1, 1, 1, 1, 2, 0, -1, 59, 3600),
  form: fc.nat(),
  level: fc.constantFrom('80', '80.5', '80,5', '7', 'x', ''),
});

const file = fc.record({
  separator: fc.constantFrom(',', ';'),
  iso: fc.boolean(),
  start: fc.integer({ min: 0, max: 90_000 }),
  rows: fc.array(row, { minLength: 1, maxLength: 40 }),
  lineEnd: fc.constantFrom('\n', '\r\n'),
  lastLineEnd: fc.boolean(),
});

function csv(spec: FileSpec, before: string): string {
  const forms = spec.iso ? ISO_FORMS : SECONDS_FORMS;
  let s = spec.start;
  const lines = [`time${spec.separator}LAeq`];
  for (const r of spec.rows) {
    s += r.step;
    const cell = (forms[r.form % forms.length] as (s: number) => string)(Math.max(0, s));
    lines.push(`${before}${cell}${spec.separator}${r.level}`);
  }
  return lines.join(spec.lineEnd) + (spec.lastLineEnd ? spec.lineEnd : '');
}

function outcome(text: string): unknown {
  const r = parseSamplesCsv(new TextEncoder().encode(text));
  if (!r.ok) return r.reason;
  return {
    startMs: r.data.startMs,
    intervalS: r.data.intervalS,
    timeBase: r.data.timeBase,
    laeq: Array.from(r.data.laeq, (v) => (Number.isNaN(v) ? 'NaN' : v)),
    excluded: r.data.excluded,
  };
}

describe('time cells read in one pass', () => {
  test.prop([file], { numRuns: 1500 })('give the general reader’s series or error', (spec) => {
    expect(outcome(csv(spec, ''))).toEqual(outcome(csv(spec, ' ')));
  });

  test('a cell as long as the last but holding the separator is not read past it', () => {
    // "…:01,5Z" in a comma file is the time "…:01" and a level "5Z": refused on line 3, not read as 1.5 s.
    const text = 'time,LAeq\n2024-01-15T08:00:00.5Z,80\n2024-01-15T08:00:01,5Z,80\n';
    const r = parseSamplesCsv(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason.values).toMatchObject({ line: 3 });
  });

  test('whole seconds of 15 and 16 digits read as the general reader reads them', () => {
    for (const first of ['100000000000000', '1000000000000000']) {
      const text = (before: string) =>
        `time;LAeq\n${before}${first};80\n${before}${first.replace(/0$/, '1')};81\n`;
      expect(outcome(text(''))).toEqual(outcome(text(' ')));
    }
    const day = parseSamplesCsv('time;LAeq\n86398;80\n86399;81\n');
    expect(day.ok && day.data.startMs).toBe(86_398_000);
  });
});
