// Property tests: chunk boundaries never change a result, hostile input gives the package's own
// error (never a throw, never a hang), and any valid series survives write → read.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { isDeviceError } from '../../errors.ts';
import { readCo2 } from './read-co2.ts';
import { Co2CsvReader } from './samples-csv.ts';

const TOKENS = [
  'time',
  'co2',
  'CO2',
  'temperature',
  'rh',
  'temp',
  'humidity',
  'note',
  ',',
  ';',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '"',
  '#',
  '\uFEFF',
  '0',
  '1',
  '60',
  '800',
  '50000',
  '50001',
  '-1',
  '23,5',
  '23.5',
  '1e3',
  '.',
  '-',
  'NaN',
  'Infinity',
  '0x10',
  '2026-04-02T08:00:00',
  '2026-04-02 08:01:00Z',
  '-03:00',
  '+0530',
  '2026-02-31T08:00',
  '2026-04-02T08:00:00.5',
  '2026-04-02T08:00:01,25Z',
  '2026-04-02T09:00:00+0530',
  'é',
  '\u00a0',
  '\uFFFD',
  'z;5;24060002208A;2.1.0',
  'a;2026-04-02;08:00:00;60;2',
  'c;24060002208A',
  'd;0;800;22;45',
];
const csvLike = fc.array(fc.constantFrom(...TOKENS), { maxLength: 80 }).map((parts) => parts.join(''));

/** The reader's outcome as plain data, for comparisons: text chunks, or the whole file's bytes. */
function outcome(chunks: string[] | Uint8Array) {
  const reader = new Co2CsvReader();
  try {
    if (chunks instanceof Uint8Array) reader.pushBytes(chunks);
    else for (const chunk of chunks) reader.push(chunk);
    const { series, hasTemperature, hasHumidity } = reader.finish();
    return {
      ok: true,
      startMs: series.startMs,
      intervalS: series.intervalS,
      offsets: Array.from(series.offsetsS),
      co2: Array.from(series.co2),
      temperature: series.temperature && Array.from(series.temperature),
      humidity: series.humidity && Array.from(series.humidity),
      hasTemperature,
      hasHumidity,
    };
  } catch (error) {
    if (!isDeviceError(error)) throw error;
    return { ok: false, key: error.key, values: error.values };
  }
}

/** `text` cut at the given (sorted, deduplicated) positions. */
function cut(text: string, positions: number[]): string[] {
  const at = [...new Set(positions.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let from = 0;
  for (const p of at) {
    chunks.push(text.slice(from, p));
    from = p;
  }
  chunks.push(text.slice(from));
  return chunks;
}

const ownError = (key: string) => key.startsWith('co2:read.') || key.startsWith('devices:records.');

describe('hostile input gives the package error, never a throw', () => {
  test.prop([fc.string({ unit: 'binary', maxLength: 400 })])('arbitrary strings', (text) => {
    const r = readCo2(text);
    if (!r.ok) expect(ownError(r.reason.key)).toBe(true);
  });
  test.prop([fc.uint8Array({ maxLength: 400 })])('arbitrary bytes', (bytes) => {
    const r = readCo2(bytes);
    if (!r.ok) expect(ownError(r.reason.key)).toBe(true);
  });
  test.prop([csvLike], { numRuns: 500 })('CSV-like and record-like token soup', (text) => {
    const r = readCo2(text);
    if (!r.ok) expect(ownError(r.reason.key)).toBe(true);
  });
  test.prop([csvLike])('after a valid header', (body) => {
    const r = readCo2(`time;co2;temperature;rh\n${body}`);
    if (!r.ok) expect(ownError(r.reason.key)).toBe(true);
  });
});

const utf8 = new TextEncoder();
const decoded = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the bytes read as their decoded text', () => {
  test.prop([csvLike], { numRuns: 400 })('token soup after a header', (body) => {
    for (const header of ['time,co2,rh\n', 'time;co2;temperature\n', '\uFEFF\uFEFFtime,co2\n']) {
      const bytes = utf8.encode(header + body);
      expect(outcome(bytes)).toEqual(outcome([decoded(bytes)]));
      expect(readCo2(bytes)).toEqual(readCo2(decoded(bytes)));
    }
  });
  test.prop([fc.uint8Array({ maxLength: 300 })])('arbitrary bytes after a header', (body) => {
    const bytes = new Uint8Array([...utf8.encode('time;co2\r\n'), ...body]);
    expect(outcome(bytes)).toEqual(outcome([decoded(bytes)]));
    expect(readCo2(bytes)).toEqual(readCo2(decoded(bytes)));
  });
  test.prop([fc.uint8Array({ maxLength: 300 })])('arbitrary bytes', (bytes) => {
    expect(outcome(bytes)).toEqual(outcome([decoded(bytes)]));
    expect(readCo2(bytes)).toEqual(readCo2(decoded(bytes)));
  });
});

/** readCo2's answer in outcome's shape. */
function readOutcome(input: string | Uint8Array) {
  const r = readCo2(input);
  if (!r.ok) return { ok: false, key: r.reason.key, values: r.reason.values };
  const { series, hasTemperature, hasHumidity } = r.data;
  return {
    ok: true,
    startMs: series.startMs,
    intervalS: series.intervalS,
    offsets: Array.from(series.offsetsS),
    co2: Array.from(series.co2),
    temperature: series.temperature && Array.from(series.temperature),
    humidity: series.humidity && Array.from(series.humidity),
    hasTemperature,
    hasHumidity,
  };
}

describe('a text given to readCo2 (read as its bytes when they decode back to it)', () => {
  test.prop([csvLike, fc.constantFrom('', '\uFEFF', '\uD800', 'é')], { numRuns: 300 })(
    'reads as the text reader does, BOM and lone surrogates included',
    (body, extra) => {
      for (const text of [`time,co2,rh\n${body}${extra}`, `${extra}time;co2\n${body}`]) {
        expect(readOutcome(text)).toEqual(outcome([text]));
      }
    },
  );
  test.prop([fc.string({ unit: 'binary', maxLength: 200 })])('arbitrary text after a header', (body) => {
    const text = `time,co2\n${body}`;
    expect(readOutcome(text)).toEqual(outcome([text]));
  });
});

describe('chunk boundaries never change a result', () => {
  test.prop([csvLike, fc.array(fc.nat(), { maxLength: 8 })], { numRuns: 300 })(
    'token soup cut anywhere',
    (body, positions) => {
      const text = `time,co2,rh\n${body}`;
      expect(outcome(cut(text, positions))).toEqual(outcome([text]));
    },
  );
  test.prop([fc.string({ maxLength: 200 }), fc.array(fc.nat(), { maxLength: 8 })])(
    'arbitrary text cut anywhere',
    (text, positions) => {
      expect(outcome(cut(text, positions))).toEqual(outcome([text]));
    },
  );
});

const rowsArb = fc.record({
  intervalS: fc.constantFrom(1, 10, 30, 60, 0.5),
  co2: fc.array(fc.integer({ min: 0, max: 50000 }), { minLength: 2, maxLength: 50 }),
  separator: fc.constantFrom(',', ';'),
  newline: fc.constantFrom('\n', '\r\n', '\r'),
  temperature: fc.option(fc.double({ min: -40, max: 100, noNaN: true }), { nil: undefined }),
});

describe('write → read', () => {
  test.prop([rowsArb, fc.array(fc.nat(), { maxLength: 5 })])('keeps every value', (g, positions) => {
    const decimal = (v: number) => (g.separator === ';' ? String(v).replace('.', ',') : String(v));
    const header = ['time', 'co2', ...(g.temperature !== undefined ? ['temperature'] : [])].join(g.separator);
    const rows = g.co2.map((c, i) =>
      [
        decimal(i * g.intervalS),
        String(c),
        ...(g.temperature !== undefined ? [decimal(g.temperature)] : []),
      ].join(g.separator),
    );
    const text = [header, ...rows].join(g.newline);
    const r = outcome(cut(text, positions));
    expect(r.ok).toBe(true);
    expect(r.co2).toEqual(g.co2);
    expect(r.intervalS).toBe(g.intervalS);
    expect(r.offsets).toEqual(g.co2.map((_, i) => i * g.intervalS));
    if (g.temperature !== undefined) expect(r.temperature?.[0]).toBe(g.temperature + 0); // '-0' is written as 0
  });
});

describe('large hostile input finishes', () => {
  test.prop([fc.constantFrom('\r', '\n', '\r\n', ';', '9')], { numRuns: 5 })(
    '400,000 repeats of one character',
    (unit) => {
      const r = readCo2(`time;co2\n${unit.repeat(400_000)}`);
      if (!r.ok) expect(ownError(r.reason.key)).toBe(true);
    },
  );
});

// Rows with a blank around every cell take the row-by-row path (it trims); the same rows without
// take the clean-row fast path wherever it applies: the same result, bit for bit, the same error.
const odd = fc.constantFrom(
  '',
  '-0',
  '1e1',
  '+5',
  '12.',
  '.5',
  '50001',
  'x',
  '"30"',
  '30.123456789012345678',
  '-41',
);
const co2Row = fc.record({
  step: fc.constantFrom(1, 1, 1, 3),
  co2: fc.integer({ min: 0, max: 50_000 }),
  // Hundredths of a degree, written with 0, 1 or 2 decimals.
  temperature: fc.integer({ min: -4000, max: 10_000 }),
  decimals: fc.constantFrom(0, 1, 2),
  rh: fc.integer({ min: 0, max: 1000 }),
  odd: fc.oneof(
    { weight: 40, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.nat(4), odd) },
  ),
});

describe('clean-row fast path', () => {
  test.prop(
    [
      fc.constantFrom('time,co2,temperature,rh', 'co2,time', 'time,note,co2,humidity', 'TIME,CO2,temp'),
      fc.boolean(),
      fc.constantFrom('seconds', 'decimalSeconds', 'iso', 'isoZone'),
      fc.array(co2Row, { minLength: 1, maxLength: 25 }),
      fc.constantFrom('\n', '\r\n', '\r'),
      fc.constantFrom('', '\n', '\r\n', '\r', '\n\n'),
      fc.array(fc.nat(), { maxLength: 5 }),
    ],
    { numRuns: 400 },
  )('reads every row as the row-by-row path does', (header, semicolon, times, rows, eol, last, positions) => {
    const sep = semicolon ? ';' : ',';
    const names = header.toLowerCase().split(',');
    const pad2 = (n: number) => String(n).padStart(2, '0');
    let t = 0;
    const lines = rows.map((row, i) => {
      t += i === 0 ? 0 : row.step;
      const value: Record<string, string> = {
        time:
          times === 'seconds'
            ? String(t)
            : times === 'decimalSeconds'
              ? String(t * 1.5)
              : `2026-04-02T08:${pad2(Math.floor(t / 60))}:${pad2(t % 60)}${times === 'isoZone' ? '+05:30' : ''}`,
        co2: String(row.co2),
        temperature: String(Math.round(row.temperature / 10 ** (2 - row.decimals)) / 10 ** row.decimals),
        temp: String(row.temperature / 100),
        rh: String(row.rh / 10),
        humidity: String(row.rh / 10),
        note: 'x',
      };
      return names.map((name, k) => {
        const cell = row.odd && row.odd[0] === k ? row.odd[1] : (value[name] ?? '');
        return semicolon ? cell.replace('.', ',') : cell;
      });
    });
    const text = (pad: string) =>
      [
        header.split(',').join(sep),
        ...lines.map((cells) => cells.map((c) => `${pad}${c}${pad}`).join(sep)),
      ].join(eol) + last;
    const slow = outcome([text(' ')]);
    expect(outcome([text('')])).toEqual(slow);
    // Cut anywhere: a row whose line end is not in its piece waits for the next.
    expect(outcome(cut(text(''), positions))).toEqual(slow);
    // The bytes: their own clean-row path (ISO times from the bytes), the same numbers and errors.
    expect(outcome(utf8.encode(text('')))).toEqual(slow);
    expect(outcome(utf8.encode(text(' ')))).toEqual(slow);
  });
});
