// A samples CSV given as text is read as utf8Pieces makes its UTF-8, a piece of whole lines at a
// time, by the reader in pieces sized from the text's length (parseSamplesCsv): with pieces of a few
// characters, any text gives the series or the error (line included) that its whole bytes give.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { utf8Pieces } from '../../records/text-pieces.ts';
import { parseSamplesCsv } from './samples-csv.ts';
import { parseSamplesCsvChunks } from './samples-csv-chunks.ts';

function serialised(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    ArrayBuffer.isView(v)
      ? Array.from(v as Float64Array, (x) => (Object.is(x, -0) ? '-0' : Number.isNaN(x) ? 'NaN' : x))
      : v,
  );
}

/** The text read as parseSamplesCsv reads one, with pieces and a buffer of the given sizes. */
const textRead = (text: string, pieceChars: number, bufferBytes: number) =>
  serialised(parseSamplesCsvChunks(utf8Pieces(text, pieceChars, bufferBytes), { totalBytes: text.length }));

const wholeBytes = (text: string) => serialised(parseSamplesCsv(new TextEncoder().encode(text)));

const TOKENS = [
  'time;LAeq;LCpeak\n',
  'time,LAeq,oct_1k\n',
  '# comentário ç\n',
  '\uFEFF',
  '😀',
  '\n',
  '\r\n',
  '\r',
  ';',
  ',',
  ' ',
  '80',
  '80,5',
  '85.25',
  '151',
  '0',
  '1',
  '2',
  '60',
  '2024-01-15T08:00:00',
  '2024-01-15T08:00:01Z',
  'x',
];

const csvLike = fc.array(fc.constantFrom(...TOKENS), { maxLength: 80 }).map((parts) => parts.join(''));

/** A clean file of `n` rows after `blank` blank or comment lines: the header found in a later piece. */
const cleanFile = fc
  .record({
    n: fc.integer({ min: 1, max: 60 }),
    blank: fc.integer({ min: 0, max: 8 }),
    bom: fc.boolean(),
    eol: fc.constantFrom('\n', '\r\n'),
    finalEol: fc.boolean(),
    bad: fc.option(fc.nat(), { nil: undefined }),
  })
  .map(({ n, blank, bom, eol, finalEol, bad }) => {
    const lines = [...Array.from({ length: blank }, (_, i) => (i % 2 ? '' : '# ç')), 'time;LAeq;LCpeak'];
    for (let i = 0; i < n; i++) lines.push(`${i};${(60 + (i % 40) / 10).toFixed(1)};${90 + (i % 7)}`);
    if (bad !== undefined) lines[blank + 1 + (bad % n)] = `${bad % n};x;90`;
    return (bom ? '\uFEFF' : '') + lines.join(eol) + (finalEol ? eol : '');
  });

const pieces = fc.record({ chars: fc.integer({ min: 1, max: 40 }), buffer: fc.integer({ min: 1, max: 64 }) });

describe('samples CSV text read in pieces', () => {
  test.prop([fc.oneof(csvLike, cleanFile), pieces], { numRuns: 800 })(
    'same series or same error as its whole bytes',
    (text, { chars, buffer }) => {
      expect(textRead(text, chars, buffer)).toBe(wholeBytes(text));
    },
  );

  test('a bad cell in a later piece is named by its line in the file', () => {
    const rows = Array.from({ length: 300 }, (_, i) => `${i};${i === 250 ? 'x' : '80.5'}`);
    const text = `# ç\n\ntime;LAeq\n${rows.join('\n')}\n`;
    const read = textRead(text, 16, 64);
    expect(read).toContain('"line":254');
    expect(read).toBe(wholeBytes(text));
    expect(serialised(parseSamplesCsv(text))).toBe(read);
  });
});
