import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { generateLargeNoiseRecordText } from '../../emulator/large-record.ts';
import { DeviceError } from '../../errors.ts';
import { loadNoiseFile, loadNoiseFileBytes } from '../../readings/noise/load-noise-file.ts';
import { type CutAtLineEnd, cutAtLineEnd } from '../../records/test-cut-at-line-end.ts';
import {
  isValidDoseMaxV2File,
  parseDoseMaxV2,
  parseDosimeterBytes,
  parseDosimeterLines,
  parseDosimeterV1,
} from './parse.ts';
import { scanDosimeterBytes, scanDosimeterChunks, WARM_UP_RECORD } from './scan-bytes.ts';
import { referenceLoadNoiseFile } from './test-reference-load.ts';
import { referenceToNoiseSeries } from './test-reference-series.ts';
import { dosimeterRecordToNoiseSeries } from './to-noise-series.ts';
import type { DosimeterRecord } from './types.ts';

// The byte scanner against the line parser (parseDosimeterLines, the path that checks every line and
// gives every error), and the loader and series conversion against their pre-scanner versions
// (test-reference-*.ts): the same record, field by field and bit for bit (-0, NaN, array types and
// lengths), or the same error (key, values, message) on generated records, on the same records
// mutated, and on edge cases. (The line parser itself was checked against the parser as it was at
// f432eb7 when the scanner came in, commit a9f9719.)

type Format = 'v1' | 'v2';
const ENCODER = new TextEncoder();
const UTF8 = new TextDecoder();

/** Every observable detail: key order, -0 vs 0, NaN, undefined fields, typed array type and buffer. */
function canonical(value: unknown): unknown {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : Number.isNaN(value) ? 'NaN' : value;
  if (value === undefined) return '(undefined)';
  if (ArrayBuffer.isView(value)) {
    const view = value as Float64Array;
    return {
      type: view.constructor.name,
      ownBuffer: view.byteOffset === 0 && view.byteLength === view.buffer.byteLength,
      values: Array.from(view, canonical),
    };
  }
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof DeviceError) {
    return { error: [value.code, value.key, canonical(value.values), value.message] };
  }
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, canonical(v)]);
  return value;
}

function outcome(run: () => unknown): unknown {
  try {
    return { ok: canonical(run()) };
  } catch (error) {
    if (error instanceof DeviceError) return canonical(error);
    throw error;
  }
}

/**
 * A scan's answer as `outcome` gives the line parser's: undefined when the scan leaves the record
 * to the line parser, else its record or the one error it throws itself (recordsMissing).
 */
function scanOutcome(scan: () => DosimeterRecord | undefined): unknown {
  try {
    const record = scan();
    return record === undefined ? undefined : { ok: canonical(record) };
  } catch (error) {
    if (error instanceof DeviceError) return canonical(error);
    throw error;
  }
}

/** The bytes cut after the line ends found at the given fractions of them (a file read in pieces). */
function cutAfterLineEnds(bytes: Uint8Array, at: readonly number[]): Uint8Array[] {
  const ends: number[] = [];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) ends.push(i + 1);
  const cuts = [...new Set(at.map((f) => ends[Math.floor(f * ends.length)] ?? bytes.length))];
  const out: Uint8Array[] = [];
  let from = 0;
  for (const to of cuts.sort((x, y) => x - y)) {
    out.push(bytes.subarray(from, to));
    from = to;
  }
  out.push(bytes.subarray(from));
  return out;
}

const reference = (format: Format, text: string) => parseDosimeterLines(format, text);

/** SPEC §5, as written: at least one '\n'-separated line starting with each of a, b, c, d and z. */
function specValidV2(text: string): boolean {
  const seen = new Set(text.split('\n').map((line) => line.charAt(0)));
  return ['a', 'b', 'c', 'd', 'z'].every((type) => seen.has(type));
}
const parseText = (format: Format, text: string) =>
  format === 'v1' ? parseDosimeterV1(text) : parseDoseMaxV2(text);

/** Every entry point agrees with the reference on `text`; returns whether the scanner read it. */
function agree(format: Format, text: string): boolean {
  const expected = outcome(() => reference(format, text));
  expect(outcome(() => parseText(format, text))).toEqual(expected);
  expect(outcome(() => parseDosimeterLines(format, text))).toEqual(expected);
  const bytes = ENCODER.encode(text);
  // The bytes of a file mean their UTF-8 decoding (a BOM dropped, lone surrogates replaced).
  const decoded = UTF8.decode(bytes);
  const expectedFromBytes = decoded === text ? expected : outcome(() => reference(format, decoded));
  expect(outcome(() => parseDosimeterBytes(format, bytes))).toEqual(expectedFromBytes);
  const scanned = scanOutcome(() => scanDosimeterBytes(bytes, format));
  if (scanned !== undefined) expect(scanned).toEqual(expected);
  // The same bytes read in pieces cut after line ends (the CLI's file reading): the same answer;
  // without the bands, the same record less its bands. (Large files: their own test below.)
  if (bytes.length < 100_000) {
    const pieces = cutAfterLineEnds(bytes, [0.1, 0.5, 0.51]);
    expect(scanOutcome(() => scanDosimeterChunks(pieces, bytes.length, format))).toEqual(scanned);
    const lessBands = (record: DosimeterRecord | undefined) => record && { ...record, bands: undefined };
    expect(scanOutcome(() => scanDosimeterChunks(pieces, bytes.length, format, { bands: false }))).toEqual(
      scanOutcome(() => lessBands(scanDosimeterBytes(bytes, format))),
    );
  }
  expect(canonical(loadNoiseFile(text))).toEqual(canonical(referenceLoadNoiseFile(text)));
  expect(canonical(loadNoiseFileBytes(bytes))).toEqual(canonical(referenceLoadNoiseFile(decoded)));
  expect(isValidDoseMaxV2File(text)).toBe(specValidV2(text));
  if ('ok' in (expected as object)) {
    const record = reference(format, text);
    expect(canonical(dosimeterRecordToNoiseSeries(record))).toEqual(
      canonical(referenceToNoiseSeries(record)),
    );
  }
  return scanned !== undefined && 'ok' in (scanned as object);
}

const level = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 300, max: 1200 }).map((t) => (t / 10).toFixed(1)) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 150 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 150_000 }).map((t) => (t / 1000).toFixed(3)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('150', '150.0', '0', '0.0', '007.5', '149.999999', '0.000001'),
  },
);

const weird = fc.constantFrom(
  '',
  '-0',
  '-1',
  '+5',
  '1e2',
  '.5',
  '5.',
  '5.0.1',
  '150.1',
  '150.0000001',
  '151',
  ' 1',
  '1 ',
  'x',
  '0x1',
  '7',
  '3',
  '0',
  '00000000000000001',
  '12345678901234567',
  '1.1234567',
  '1234567890',
  '99999',
  // Bytes beside the digits ('/' 0x2F, ':' 0x3A) where the scanner reads four bytes at once.
  '8:',
  ':8',
  '8/.5',
  '83:5',
  '83.:',
  '8:.5',
  '83./',
);

interface Row {
  step: number;
  laeq: string;
  lcpeak: string;
  lafmax: string;
  bands: string[];
  tail: string;
}

const row: fc.Arbitrary<Row> = fc.record({
  step: fc.oneof(
    { weight: 8, arbitrary: fc.constant(1) },
    { weight: 1, arbitrary: fc.integer({ min: 2, max: 4 }) },
  ),
  laeq: level,
  lcpeak: fc.oneof({ weight: 4, arbitrary: level }, { weight: 1, arbitrary: fc.constant('') }),
  lafmax: fc.oneof({ weight: 4, arbitrary: level }, { weight: 1, arbitrary: fc.constant('') }),
  bands: fc.array(level, { minLength: 31, maxLength: 31 }),
  // parseRows ignores what follows the last field.
  tail: fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom(';', ';x', ';é;9', ';;') },
  ),
});

const recordText = fc
  .record({
    format: fc.constantFrom<Format>('v1', 'v2'),
    bands: fc.constantFrom(0, 10, 31),
    interval: fc.constantFrom(1, 2, 5, 60),
    rows: fc.array(row, { minLength: 1, maxLength: 30 }),
    eol: fc.constantFrom('\n', '\r\n'),
    pause: fc.boolean(),
    audio: fc.boolean(),
    extraLines: fc.constantFrom<string[]>(
      [],
      ['', '  \t'],
      ['x;unknown;line'],
      ['', 'a;2026-01-01;00:00:00;9;9;0'],
    ),
    finalEol: fc.boolean(),
    // A few fields (offset or level) written in a form the line parser refuses or reads its own way.
    spoils: fc.array(fc.tuple(fc.nat(), fc.nat(), weird), { maxLength: 2 }),
    dropField: fc.option(fc.nat(), { nil: undefined }),
    countDelta: fc.constantFrom(0, 0, 0, 0, 1, -1),
  })
  .map((o) => {
    const serial = o.format === 'v1' ? '24010001201B' : '2409000310AA';
    let offset = 0;
    const data = o.rows.map((r, i) => {
      if (i > 0) offset += r.step * o.interval;
      const bands = r.bands
        .slice(0, o.bands)
        .map((b) => `;${b}`)
        .join('');
      return `d;${offset};${r.laeq};${r.lcpeak};${r.lafmax}${bands}${r.tail}`;
    });
    const edit = (at: number, change: (fields: string[]) => void) => {
      const i = at % data.length;
      const fields = (data[i] as string).split(';');
      change(fields);
      data[i] = fields.join(';');
    };
    for (const [at, field, value] of o.spoils)
      edit(at, (f) => f.splice(1 + (field % (f.length - 1)), 1, value));
    if (o.dropField !== undefined)
      edit(o.dropField, (f) => f.splice(1 + ((o.dropField as number) % (f.length - 1)), 1));
    const count = data.length + o.countDelta;
    const head =
      o.format === 'v1'
        ? [`a;1;2026-03-10;07:00:00;${serial};${o.interval};${count};${o.bands}`]
        : [`z;2;${serial};3.0.2`, `a;2026-03-10;07:00:00;${o.interval};${count};${o.bands}`];
    const lines = [
      ...head,
      'b;A;S;80;85;3;C;0',
      `c;${serial};12.5;80.1;82.0;76.0;70.2;118.0;1`,
      ...(o.pause ? [`p;${o.interval};${2 * o.interval}`] : []),
      ...(o.audio && o.format === 'v2' ? ['e;0;0;16000'] : []),
      ...o.extraLines,
      ...data,
    ];
    const clean = o.spoils.length === 0 && o.dropField === undefined && o.countDelta === 0;
    return { format: o.format, text: lines.join(o.eol) + (o.finalEol ? o.eol : ''), clean };
  });

const mutation = fc.tuple(
  fc.nat(),
  fc.constantFrom('replace', 'insert', 'delete'),
  fc.constantFrom(
    ';',
    '\n',
    '\r',
    '\r\n',
    '\x01',
    '\x1c',
    '\v',
    '.',
    '-',
    '+',
    'e',
    '0',
    '5',
    '9',
    'd',
    'a',
    'z',
    'p',
    ' ',
    '\t',
    'é',
    '\u00a0',
    '\uFEFF',
    'x',
    ':',
    '/',
    '00000000000000001',
  ),
);

function mutate(text: string, mutations: ReadonlyArray<readonly [number, string, string]>): string {
  let out = text;
  for (const [at, op, s] of mutations) {
    const i = at % (out.length + 1);
    if (op === 'replace') out = out.slice(0, i) + s + out.slice(i + 1);
    else if (op === 'insert') out = out.slice(0, i) + s + out.slice(i);
    else out = out.slice(0, i) + out.slice(i + 1);
  }
  return out;
}

describe('the byte scanner reads exactly what the line parser reads', () => {
  test.prop([recordText], { numRuns: 400 })('generated records', ({ format, text, clean }) => {
    const scanned = agree(format, text);
    // A clean record is read, and by the fast path.
    if (clean) {
      expect(outcome(() => reference(format, text))).toHaveProperty('ok');
      expect(scanned).toBe(true);
    }
  });

  test.prop([recordText, fc.array(mutation, { minLength: 1, maxLength: 4 })], { numRuns: 600 })(
    'mutated records: same record or same error naming the same line',
    ({ format, text }, mutations) => {
      agree(format, mutate(text, mutations));
    },
  );

  test.prop([recordText, fc.nat()], { numRuns: 300 })(
    "a clean record cut at a line end: the line parser's recordsMissing, from the scanner itself",
    ({ format, text, clean }, k) => {
      const cutAt = cutAtLineEnd(text, k, false);
      fc.pre(clean && cutAt !== undefined);
      const { text: cut, found, declared, lastDataLine: line } = cutAt as CutAtLineEnd;
      const expected = outcome(() => reference(format, cut));
      expect(expected).toEqual(
        outcome(() => {
          throw new DeviceError('parse', 'devices:records.recordsMissing', { line, found, declared });
        }),
      );
      expect(scanOutcome(() => scanDosimeterBytes(ENCODER.encode(cut), format))).toEqual(expected);
      agree(format, cut);
    },
  );

  test.prop([recordText, fc.constantFrom<Format>('v1', 'v2')])(
    'a record read as the other format',
    ({ text }, format) => {
      agree(format, text);
    },
  );

  const v2 = [
    'z;2;2409000310AA;3.0.2',
    'a;2026-03-10;07:00:00;5;3;0',
    'b;A;S;80;85;3;C;0',
    'c;2409000310AA;12.5;80.1;82.0;76.0;70.2;118.0;1',
    'd;0;70.2;95.0;74.0',
    'd;5;90.0;118.0;99.0',
    'd;10;80.0;;',
  ].join('\n');
  it.each([
    ['clean', v2],
    ['offset -0 (accepted by the line parser as -0)', v2.replace('d;0;', 'd;-0;')],
    ['offset written 5.0', v2.replace('d;5;', 'd;5.0;')],
    ['level -0', v2.replace('d;0;70.2', 'd;0;-0')],
    ['level with 16 digits', v2.replace('70.2', '70.20000000000001')],
    ['level with 7 decimals', v2.replace('70.2', '70.2000001')],
    ['offset of 10 digits', v2.replace('d;10;', 'd;0000000010;')],
    ['empty LAeq', v2.replace('d;5;90.0', 'd;5;')],
    ['missing last field', v2.replace('d;10;80.0;;', 'd;10;80.0;')],
    ['d line before the a line', v2.replace('a;2026', 'd;0;1;1;1\na;2026')],
    ['a bare d line', `${v2}\nd`],
    ['count too small', v2.replace(';5;3;0', ';5;2;0')],
    ['count too large', v2.replace(';5;3;0', ';5;4;0')],
    ['blank lines of spaces, tabs and no-break spaces', v2.replace('\nb;', '\n \t \n\u00a0\n\u3000 \nb;')],
    ['a BOM', `\uFEFF${v2}`],
    ['CR inside a data line', v2.replace('d;5;90.0', 'd;5;9\r0.0')],
    ['a lone surrogate in an ignored tail', v2.replace('d;10;80.0;;', 'd;10;80.0;;;\ud800')],
    ['no final line end, CRLF', v2.replaceAll('\n', '\r\n')],
    ['two a lines', v2.replace('b;A', 'a;2026-03-10;07:00:00;1;3;0\nb;A')],
    ['non-ASCII in the c line', v2.replace('c;2409000310AA;', 'c;2409000310AÅ;')],
    ['non-ASCII firmware', v2.replace('3.0.2', '3.0.2-é')],
    ['a control character line first', `\x1c\n${v2}`],
    ['a SOH line first', `\x01\n${v2}`],
    ['a vertical tab line first', `\v\n${v2}`],
    ['a two-character line', v2.replace('\nb;', '\nxy\nb;')],
    ['a one-character line', v2.replace('\nb;', '\nx\nb;')],
  ])('%s', (_name, text) => {
    agree('v2', text);
  });

  it('the record read at load to give the loop its feedback (read, by the scanner)', () => {
    expect(agree('v2', WARM_UP_RECORD)).toBe(true);
  });

  it('a long first data line and short ones after it (the row arrays grow)', () => {
    const rows = Array.from({ length: 3000 }, (_, i) =>
      i === 0 ? 'd;0;85.123456;120.123456;99.123456' : `d;${i};8;9;9`,
    );
    const text = `z;2;2409000310AA;3\na;2026-03-10;07:00:00;1;3000;0\nb;A;S;80;85;3;C;0\nc;2409000310AA;1;1;1;1;1;1;0\n${rows.join('\n')}\n`;
    expect(agree('v2', text)).toBe(true);
  });

  // A 2 MB record compared value by value: seconds of CPU, more on a loaded machine.
  it('a 2 MB DoseMax V2 file with third-octave bands', { timeout: 90_000 }, () => {
    expect(agree('v2', generateLargeNoiseRecordText(2_000_000))).toBe(true);
  });
});

describe('scanDosimeterChunks on a 2 MB file read in 64 KiB pieces', () => {
  /** Same values bit for bit (Object.is: -0 and NaN), compared without building copies. */
  function sameValues(a: Float64Array | undefined, b: Float64Array | undefined): boolean {
    if (a === undefined || b === undefined) return a === b;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
    return true;
  }
  it('gives the whole-bytes record, and the same less its bands', { timeout: 90_000 }, () => {
    const bytes = ENCODER.encode(generateLargeNoiseRecordText(2_000_000));
    const whole = scanDosimeterBytes(bytes, 'v2');
    if (!whole) throw new Error('the scanner reads a clean record');
    const cut: Uint8Array[] = [];
    let from = 0;
    for (let i = 65_536; i < bytes.length; i += 65_536) {
      const to = bytes.indexOf(10, i) + 1;
      if (to <= from) continue;
      cut.push(bytes.subarray(from, to));
      from = to;
    }
    cut.push(bytes.subarray(from));
    expect(cut.length).toBeGreaterThan(20);
    for (const bands of [true, false]) {
      const read = scanDosimeterChunks(cut, bytes.length, 'v2', { bands });
      if (!read) throw new Error('the pieces read as the whole');
      for (const k of ['offsets', 'laeq', 'lcpeak', 'lafmax'] as const)
        expect(sameValues(read[k], whole[k])).toBe(true);
      expect(read.summary).toEqual(whole.summary);
      expect(read.configuration).toEqual(whole.configuration);
      if (bands) {
        const levels = whole.bands?.levels ?? [];
        expect(read.bands?.levels.length).toBe(levels.length);
        for (const [b, band] of levels.entries()) expect(sameValues(read.bands?.levels[b], band)).toBe(true);
      } else expect(read.bands).toBeUndefined();
    }
  });
});

describe('dosimeterRecordToNoiseSeries as before on hand-made records', () => {
  const base = parseDosimeterLines(
    'v1',

    'a;1;2026-03-10;07:00:00;24010001201B;60;3;10\nb;A;S;80;85;5;C;0\nc;24010001201B;1;1;1;1;1;1;0\n' +
      [
        'd;0;85;;;1;2;3;4;5;6;7;8;9;10',
        'd;60;86;100;;1;2;3;4;5;6;7;8;9;10',
        'd;180;87;;90;1;2;3;4;5;6;7;8;9;10',
      ].join('\n'),
  );
  it.each<[string, Partial<DosimeterRecord>]>([
    ['a gap', {}],
    ['no gap', { offsets: new Float64Array([0, 60, 120]) }],
    ['two rows in one slot', { offsets: new Float64Array([0, 10, 120]) }],
    ['a negative and a NaN offset', { offsets: new Float64Array([-60, Number.NaN, 120]) }],
    [
      'fewer band levels than rows',
      {
        bands: {
          kind: 'octave',
          centers: [500, 1000],
          levels: [new Float64Array([1]), new Float64Array([2])],
        },
      },
    ],
    [
      'fewer band levels than rows, no gap',
      {
        offsets: new Float64Array([0, 60, 120]),
        bands: {
          kind: 'octave',
          centers: [500, 1000],
          levels: [new Float64Array([1, 2]), new Float64Array([3, 4, 5])],
        },
      },
    ],
  ])('%s', (_name, change) => {
    const record = { ...base, ...change };
    expect(canonical(dosimeterRecordToNoiseSeries(record))).toEqual(
      canonical(referenceToNoiseSeries(record)),
    );
  });
});

describe('isValidDoseMaxV2File as before', () => {
  test.prop([
    fc.string({ maxLength: 60, unit: fc.constantFrom('a', 'b', 'c', 'd', 'z', '\n', '\r', ';', 'x', '') }),
  ])('any text', (text) => {
    expect(isValidDoseMaxV2File(text)).toBe(specValidV2(text));
  });
});

describe('a record longer than one piece: bad lines after the first piece', () => {
  // 2.5 MB: three pieces of scanDosimeterBytes (1 MiB each), ten of a text's (records/text-pieces.ts).
  const text = generateLargeNoiseRecordText(2_500_000);
  /** The start of the first line after `at` (a piece of the bytes starts at one such line). */
  const lineAfter = (at: number) => text.indexOf('\nd;', at) + 1;
  /** The line starting at `start`, its third field (LCpeak) replaced. */
  const withPeak = (start: number, value: string) => {
    const fields = text.slice(start, text.indexOf('\r', start)).split(';');
    fields[3] = value;
    return text.slice(0, start) + fields.join(';') + text.slice(text.indexOf('\r', start));
  };

  it.each([
    ['a level above 150 on the first line of the second piece', () => withPeak(lineAfter(1 << 20), '150.1')],
    ['a bad number in the third piece', () => withPeak(lineAfter(2_200_000), '9x')],
    [
      'a line missing in the second piece',
      () => {
        const start = lineAfter(1_500_000);
        return text.slice(0, start) + text.slice(text.indexOf('\n', start) + 1);
      },
    ],
    ['a non-ASCII byte in the last line', () => text.replace(/;(\d+(\.\d)?)\r\n$/, ';ý$1\r\n')],
  ])("%s: the line parser's error, from text and from bytes", { timeout: 90_000 }, (_, mutate) => {
    const bad = mutate();
    expect(bad).not.toBe(text);
    const reference = referenceLoadNoiseFile(bad);
    expect(reference.ok).toBe(false);
    const expected = canonical(reference);
    expect(canonical(loadNoiseFile(bad))).toEqual(expected);
    expect(canonical(loadNoiseFileBytes(ENCODER.encode(bad)))).toEqual(expected);
  });
});
