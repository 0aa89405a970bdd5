// Property test: the chunked reader gives exactly what the whole-bytes reader gives — the same data,
// or the same error key and values (naming the same line) — wherever the pieces are cut, and when
// they are views of one buffer the next piece overwrites (a text's UTF-8 made by utf8Pieces).
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { utf8Pieces } from '../../records/text-pieces.ts';
import { parseSamplesCsv, type SamplesCsvResult } from './samples-csv.ts';
import { parseSamplesCsvChunks, parseSamplesCsvStream } from './samples-csv-chunks.ts';

const ENCODER = new TextEncoder();

/** The result as plain values (typed arrays → arrays) so equality covers every sample. */
function plain(value: unknown): unknown {
  if (value instanceof Float64Array || value instanceof Int32Array) return Array.from(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

function cut(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const c of at) {
    pieces.push(bytes.subarray(from, c)); // an empty piece now and then, as a stream may give
    from = c;
  }
  pieces.push(bytes.subarray(from));
  return pieces;
}

const cutsArb = fc.array(fc.nat(), { maxLength: 30 });

function same(bytes: Uint8Array, cuts: readonly number[], totalBytes: number | undefined): SamplesCsvResult {
  const whole = parseSamplesCsv(bytes);
  const chunked = parseSamplesCsvChunks(cut(bytes, cuts), { totalBytes });
  expect(plain(chunked)).toEqual(plain(whole));
  return whole;
}

const eol = fc.constantFrom('\n', '\r\n');
const sep = fc.constantFrom(';', ',');
const goodCell = fc.integer({ min: 300, max: 1500 }).map((v) => (v / 10).toFixed(1));
const cell = fc.oneof(
  goodCell,
  fc.constantFrom('', ' 85 ', '"80.5"', '151', '-1', 'abc', '80,5', '1e2', '0'),
);
const extraLine = fc.constantFrom('', '# note', ';;;', '   ', 'x;y;z', '12');

/** A samples CSV: mostly valid (a regular 1 s grid), now and then a bad cell, line or time. */
const csvArb = fc
  .record({
    bom: fc.boolean(),
    sep,
    eol,
    preamble: fc.array(fc.constantFrom('', '# exported', ' '), { maxLength: 3 }),
    columns: fc.subarray(['LCpeak', 'LAFmax', 'oct_1k', 'third_500'], { maxLength: 4 }),
    iso: fc.boolean(),
    n: fc.integer({ min: 0, max: 60 }),
    trailingEol: fc.boolean(),
    // Half the files clean (valid levels, 1 s steps or whole-interval pauses), half with flaws.
    clean: fc.boolean(),
  })
  .chain((m) =>
    fc.record({
      meta: fc.constant(m),
      rows: fc.array(
        fc.record({
          cells: fc.array(m.clean ? goodCell : cell, {
            minLength: m.columns.length + 1,
            maxLength: m.columns.length + 1,
          }),
          extra: fc.option(m.clean ? fc.constantFrom('', '# note', ';;;') : extraLine, { freq: 8 }),
          step: m.clean ? fc.constantFrom(1, 1, 1, 2) : fc.constantFrom(1, 1, 1, 1, 1, 1, 2, 0, -1, 1.5),
        }),
        { minLength: m.n, maxLength: m.n },
      ),
    }),
  )
  .map(({ meta, rows }) => {
    const lines = [...meta.preamble, ['time', 'LAeq', ...meta.columns].join(meta.sep)];
    let t = 0;
    for (const row of rows) {
      if (row.extra !== null) lines.push(row.extra);
      t += row.step;
      const time = meta.iso
        ? new Date(Date.UTC(2024, 0, 15, 8, 0, 0) + t * 1000).toISOString().replace('Z', '')
        : String(t);
      const cells = meta.sep === ';' ? row.cells : row.cells.map((c) => c.replace(',', '.'));
      lines.push([time, ...cells].join(meta.sep));
    }
    const text = lines.join(meta.eol) + (meta.trailingEol ? meta.eol : '');
    return (meta.bom ? '\uFEFF' : '') + text;
  });

/** Tokens that make hostile text (line ends of every kind, quotes, BOMs, numbers, times). */
const TOKENS = [
  'time',
  'LAeq',
  'LCpeak',
  ';',
  ',',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '"',
  '#',
  '80',
  '80,5',
  '151',
  '.',
  '1',
  '2',
  '60',
  '2024-01-15T08:00:00',
  '\uFEFF',
  'é',
];
const soupArb = fc.array(fc.constantFrom(...TOKENS), { maxLength: 120 }).map((parts) => parts.join(''));

describe('the chunked samples CSV reader gives what the whole-bytes reader gives', () => {
  const answers = { ok: 0, error: 0 };
  test.prop([csvArb, cutsArb, fc.nat()], { numRuns: 400 })(
    'on samples CSVs, valid and not',
    (text, cuts, s) => {
      const bytes = ENCODER.encode(text);
      const sizes = [undefined, bytes.length, 0, 7, bytes.length * 3];
      const r = same(bytes, cuts, sizes[s % sizes.length]);
      answers[r.ok ? 'ok' : 'error']++;
    },
  );

  it('the generated CSVs gave both answers, many times each', () => {
    expect(answers.ok).toBeGreaterThan(40);
    expect(answers.error).toBeGreaterThan(40);
  });

  test.prop([csvArb, fc.integer({ min: 0, max: 59 })], { numRuns: 200 })(
    'with one byte changed somewhere',
    (text, at) => {
      const bytes = ENCODER.encode(text);
      if (bytes.length === 0) return;
      const mutated = bytes.slice();
      const pos = Math.floor((at / 60) * bytes.length);
      mutated[pos] = [10, 13, 59, 44, 48, 35, 32][at % 7] as number;
      for (let step = 1; step <= 5; step++)
        same(
          mutated,
          Array.from({ length: 12 }, (_, i) => i * step),
          undefined,
        );
    },
  );

  test.prop([soupArb, cutsArb], { numRuns: 400 })('on CSV-like token soup', (text, cuts) => {
    same(ENCODER.encode(text), cuts, undefined);
  });

  test.prop([fc.uint8Array({ maxLength: 300 }), cutsArb])('on arbitrary bytes', (bytes, cuts) => {
    same(bytes, cuts, undefined);
  });

  test.prop([csvArb])('one byte at a time', (text) => {
    const bytes = ENCODER.encode(text);
    same(
      bytes,
      Array.from(bytes, (_, i) => i),
      bytes.length,
    );
  });

  it('is exercised on both answers: data and errors naming a line', () => {
    const good = same(ENCODER.encode('time;LAeq\n0;80\n1;81\n2;82\n'), [5, 11, 12], undefined);
    expect(good.ok).toBe(true);
    const bad = same(ENCODER.encode('time;LAeq\n0;80\n1;81\n2;abc\n3;80\n'), [5, 11, 12, 20], undefined);
    expect(bad).toMatchObject({ ok: false, reason: { code: 'notANumber', values: { line: 4 } } });
  });

  it('goes over 4 million blank lines before the header once, however small the pieces', () => {
    const blank = '\n'.repeat(4_000_000);
    const bytes = ENCODER.encode(`${blank}time;LAeq\n0;80\n1;81\n2;x\n`);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 64) }, (_, i) => i * 64);
    expect(same(bytes, pieces, undefined)).toMatchObject({
      ok: false,
      reason: { code: 'notANumber', values: { line: 4_000_004 } },
    });
    expect(same(ENCODER.encode(`${blank}# fim`), pieces, undefined)).toMatchObject({
      reason: { code: 'empty' },
    });
  });

  it('reads a stream (async pieces) and stops at the first error', async () => {
    let pulled = 0;
    async function* pieces(lines: string[]) {
      for (const line of lines) {
        pulled++;
        yield ENCODER.encode(line);
      }
    }
    const ok = await parseSamplesCsvStream(pieces(['time;LA', 'eq\r\n0;80\r', '\n1;81\r\n2;8', '2']));
    expect(plain(ok)).toEqual(plain(parseSamplesCsv('time;LAeq\r\n0;80\r\n1;81\r\n2;82')));
    pulled = 0;
    const bad = await parseSamplesCsvStream(pieces(['time;LAeq\n0;80\n', '1;x\n', '2;80\n', '3;80\n']));
    expect(bad).toMatchObject({ ok: false, reason: { code: 'notANumber', values: { line: 3 } } });
    expect(pulled).toBe(2);
  });
});

/**
 * The text's UTF-8 read in pieces of `pieceChars` (run on to their line feed) made in one buffer of
 * `bufferBytes` (a longer piece encoded alone), against its bytes read whole.
 */
function sameAsBytes(text: string, pieceChars: number, bufferBytes = 64): SamplesCsvResult {
  const whole = parseSamplesCsv(ENCODER.encode(text));
  expect(plain(parseSamplesCsvChunks(utf8Pieces(text, pieceChars, bufferBytes)))).toEqual(plain(whole));
  return whole;
}

/** Text beyond ASCII: accents, a pair of surrogates (an emoji), lone halves of one. */
const unicodeSoupArb = fc
  .array(fc.constantFrom(...TOKENS, '😀', '\uD83D', '\uDE00', 'ç'), { maxLength: 120 })
  .map((parts) => parts.join(''));
const pieceArb = fc.integer({ min: 2, max: 40 });

describe('pieces that are views of one reused buffer give what the bytes read whole give', () => {
  const answers = { ok: 0, error: 0 };
  test.prop([csvArb, pieceArb], { numRuns: 400 })('on samples CSVs, valid and not', (text, piece) => {
    const r = sameAsBytes(text, piece);
    answers[r.ok ? 'ok' : 'error']++;
  });

  it('the generated CSVs gave both answers, many times each', () => {
    expect(answers.ok).toBeGreaterThan(40);
    expect(answers.error).toBeGreaterThan(40);
  });

  test.prop([csvArb, pieceArb, fc.integer({ min: 0, max: 59 })], { numRuns: 200 })(
    'with one character changed somewhere',
    (text, piece, at) => {
      if (text.length === 0) return;
      const pos = Math.floor((at / 60) * text.length);
      const mutated =
        text.slice(0, pos) + ['\n', '\r', ';', ',', '0', '#', ' ', 'é'][at % 8] + text.slice(pos + 1);
      sameAsBytes(mutated, piece);
    },
  );

  test.prop([unicodeSoupArb, pieceArb], { numRuns: 400 })(
    'on CSV-like soup with any UTF-16',
    (text, piece) => {
      sameAsBytes(text, piece);
    },
  );

  it('keeps a surrogate pair whole, and reads a line longer than a piece or the buffer', () => {
    const rows = Array.from({ length: 40 }, (_, i) => `${i};8${i % 10}`).join('\n');
    const text = `# medição 😀 ${'x'.repeat(50)}\ntime;LAeq;nota\n${rows.replaceAll('\n', ';😀\n')};😀\n`;
    for (let piece = 2; piece < 20; piece++) expect(sameAsBytes(text, piece).ok).toBe(true);
    // In an error's value the pair shows as it was written, not as two U+FFFD.
    const bad = `time;LAeq\n${rows}\n41;8😀😀😀\n`;
    for (let piece = 2; piece < 20; piece++)
      expect(sameAsBytes(bad, piece)).toMatchObject({ ok: false, reason: { values: { value: '8😀😀😀' } } });
  });

  it('reads a line of 4 million characters in pieces of 64 without going back over it', () => {
    const text = `time;LAeq;nota\n0;80;${'x'.repeat(4_000_000)}\n1;81;y\n2;82;z`;
    const r = sameAsBytes(text, 64);
    expect(r.ok && Array.from(r.data.laeq)).toEqual([80, 81, 82]);
  });

  it('reads 100,000 rows in pieces of the default size', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `${i};${(600 + (i % 300)) / 10}`);
    const text = `\uFEFFtime;LAeq\r\n${lines.join('\r\n')}`;
    const r = parseSamplesCsvChunks(utf8Pieces(text));
    expect(plain(r)).toEqual(plain(parseSamplesCsv(ENCODER.encode(text))));
    expect(r.ok && r.data.laeq.length).toBe(100_000);
  });
});
