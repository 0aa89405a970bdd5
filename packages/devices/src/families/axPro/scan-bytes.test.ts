import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DeviceError } from '../../errors.ts';
import { readReading } from '../../readings/read-reading.ts';
import { generateVibration } from './generate.ts';
import { type AxProRecord, formatAxPro, parseAxPro } from './record.ts';
import { type CutAtLineEnd, cutAtLineEnd } from '../../records/test-cut-at-line-end.ts';
import { scanAxProBytes, scanAxProChunks } from './scan-bytes.ts';

// The AxPro byte scanner against the line parser (parseAxPro): wherever the scanner answers, the same
// record field by field and bit for bit (-0, NaN, typed array types, own buffers); on clean records
// it must answer. Generated records of every shape (old and extended lines, no spectrum, octave or
// third bands on one or all axes) and the same records mutated.

const ENCODER = new TextEncoder();

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
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, canonical(v)]);
  return value;
}

function parsed(text: string): unknown {
  try {
    return { ok: canonical(parseAxPro(text)) };
  } catch (error) {
    if (error instanceof DeviceError) return { error: error.key, values: error.values };
    throw error;
  }
}

/**
 * What a scan answers as `parsed` gives it: undefined when it leaves the record to the line parser,
 * else its record or the one error it throws itself (the line parser's recordsMissing).
 */
function scanOutcome(scan: () => AxProRecord | undefined): unknown {
  try {
    const record = scan();
    return record === undefined ? undefined : { ok: canonical(record) };
  } catch (error) {
    if (error instanceof DeviceError) return { error: error.key, values: error.values };
    throw error;
  }
}

/** An old record: the `d` lines without ∫aw⁴dt and peaks (firmware before the extended format). */
function withoutExtended(record: AxProRecord): AxProRecord {
  const { fourthPower: _q, peak: _p, ...old } = record;
  return old;
}

const shapes = fc.record({
  seed: fc.integer({ min: 1, max: 1000 }),
  durationSeconds: fc.integer({ min: 1, max: 40 }),
  intervalSeconds: fc.constantFrom(1, 2, 60),
  evaluationType: fc.constantFrom('handArm', 'wholeBody', 'none', 'analog') as fc.Arbitrary<
    AxProRecord['evaluationType']
  >,
  bands: fc.option(
    fc.record({
      resolution: fc.constantFrom('octave', 'third') as fc.Arbitrary<'octave' | 'third'>,
      axis: fc.constantFrom('x', 'y', 'z', 'all') as fc.Arbitrary<'x' | 'y' | 'z' | 'all'>,
    }),
    { nil: undefined },
  ),
  old: fc.boolean(),
  crlf: fc.boolean(),
});

function build(s: {
  seed: number;
  durationSeconds: number;
  intervalSeconds: number;
  evaluationType: AxProRecord['evaluationType'];
  bands: { resolution: 'octave' | 'third'; axis: 'x' | 'y' | 'z' | 'all' } | undefined;
  old: boolean;
  crlf: boolean;
}): string {
  const generated = generateVibration({
    seed: s.seed,
    serialNumber: '24030001507A',
    firmware: '2.3.1',
    start: '2026-02-05T06:00:00',
    durationSeconds: s.durationSeconds * s.intervalSeconds,
    intervalSeconds: s.intervalSeconds,
    evaluationType: s.evaluationType,
    ...(s.bands ? { bands: s.bands } : {}),
  });
  const text = formatAxPro(s.old ? withoutExtended(generated) : generated);
  return s.crlf ? text : text.replaceAll('\r\n', '\n');
}

describe('scanAxProBytes', () => {
  test.prop([shapes])('reads every clean record as parseAxPro does', (shape) => {
    const text = build(shape);
    const scanned = scanAxProBytes(ENCODER.encode(text));
    expect(scanned).toBeDefined();
    expect({ ok: canonical(scanned) }).toEqual(parsed(text));
  });

  const mutation = fc.record({
    at: fc.nat(),
    kind: fc.constantFrom('replace', 'delete', 'insert', 'duplicateLine', 'dropLine', 'swapLines'),
    char: fc.constantFrom('0', '9', '.', ';', '-', 'e', '\n', '\r', ' ', 'd', 's', 'x', 'é', '1.5', ';;'),
  });
  function mutate(text: string, m: { at: number; kind: string; char: string }): string {
    const i = m.at % Math.max(1, text.length);
    if (m.kind === 'replace') return text.slice(0, i) + m.char + text.slice(i + 1);
    if (m.kind === 'delete') return text.slice(0, i) + text.slice(i + 1);
    if (m.kind === 'insert') return text.slice(0, i) + m.char + text.slice(i);
    const lines = text.split('\n');
    const k = m.at % lines.length;
    if (m.kind === 'duplicateLine') lines.splice(k, 0, lines[k] as string);
    else if (m.kind === 'dropLine') lines.splice(k, 1);
    else if (k + 1 < lines.length) [lines[k], lines[k + 1]] = [lines[k + 1] as string, lines[k] as string];
    return lines.join('\n');
  }
  test.prop([shapes, fc.array(mutation, { minLength: 1, maxLength: 3 })], { numRuns: 400 })(
    'answers only what parseAxPro answers on mutated records',
    (shape, mutations) => {
      const text = mutations.reduce(mutate, build(shape));
      const scanned = scanOutcome(() => scanAxProBytes(ENCODER.encode(text)));
      if (scanned !== undefined) expect(scanned).toEqual(parsed(text));
    },
  );

  it('reads an `s` line whose offset has a leading zero as the line parser does (seed 611986870)', () => {
    const text = build({
      seed: 6,
      durationSeconds: 16,
      intervalSeconds: 2,
      evaluationType: 'handArm',
      bands: { resolution: 'octave', axis: 'all' },
      old: true,
      crlf: true,
    }).replace('\ns;10;y;', '\ns;010;y;');
    expect(text).toContain('\ns;010;y;');
    const scanned = scanAxProBytes(ENCODER.encode(text));
    expect(scanned).toBeDefined();
    expect({ ok: canonical(scanned) }).toEqual(parsed(text));
  });

  it('is what readReading uses for an AxPro record, text or bytes, with the same reading', () => {
    const text = build({
      seed: 7,
      durationSeconds: 30,
      intervalSeconds: 1,
      evaluationType: 'wholeBody',
      bands: { resolution: 'third', axis: 'all' },
      old: false,
      crlf: true,
    });
    const fromBytes = readReading(ENCODER.encode(text));
    const fromText = readReading(text);
    expect(fromBytes.ok && fromBytes.data.domain).toBe('vibration');
    expect(canonical(fromBytes)).toEqual(canonical(fromText));
    if (fromBytes.ok && fromBytes.data.domain === 'vibration')
      expect(canonical(fromBytes.data.record)).toEqual(canonical(parseAxPro(text)));
  });

  it("answers a record truncated inside a line only with the line parser's error", () => {
    const text = build({
      seed: 3,
      durationSeconds: 20,
      intervalSeconds: 1,
      evaluationType: 'handArm',
      bands: { resolution: 'octave', axis: 'x' },
      old: false,
      crlf: true,
    });
    for (const share of [0.6, 0.61, 0.62, 0.63, 0.64, 0.65]) {
      const cut = text.slice(0, Math.floor(text.length * share));
      const scanned = scanOutcome(() => scanAxProBytes(ENCODER.encode(cut)));
      if (scanned !== undefined) expect(scanned).toEqual(parsed(cut));
      expect(parsed(cut)).toHaveProperty('error');
      const read = readReading(ENCODER.encode(cut));
      expect(read.ok).toBe(false);
    }
  });

  test.prop([shapes, fc.nat()], { numRuns: 200 })(
    "refuses a record cut at a line end with parseAxPro's own error (recordsMissing), itself",
    (shape, k) => {
      // After a `d` line and its `s` lines, before the next `d` line: a whole row short.
      const cutAt = cutAtLineEnd(build(shape), k, true);
      fc.pre(cutAt !== undefined);
      const { text: cut, found, declared, lastDataLine: line } = cutAt as CutAtLineEnd;
      const expected = parsed(cut);
      expect(expected).toEqual({
        error: 'devices:records.recordsMissing',
        values: { line, found, declared },
      });
      expect(scanOutcome(() => scanAxProBytes(ENCODER.encode(cut)))).toEqual(expected);
      const bytes = ENCODER.encode(cut);
      expect(scanOutcome(() => scanAxProChunks(pieces(bytes, [0.3, 0.7]), bytes.length))).toEqual(expected);
      expect(readReading(bytes)).toEqual({
        ok: false,
        reason: { key: 'devices:records.recordsMissing', values: (expected as { values: unknown }).values },
      });
    },
  );
});

describe('scanAxProBytes at the line ends (the d and s lines are read without looking for their end first)', () => {
  const base = build({
    seed: 5,
    durationSeconds: 4,
    intervalSeconds: 1,
    evaluationType: 'wholeBody',
    bands: { resolution: 'octave', axis: 'all' },
    old: false,
    crlf: false,
  });
  const body = base.replace(/\n$/, '');
  it.each([
    ['LF', base, true],
    ['CR LF', base.replaceAll('\n', '\r\n'), true],
    ['no line end after the last line', body, true],
    ['a lone CR after the last line', `${body}\r`, true],
    ['blank lines after the last line', `${base}\n\r\n`, true],
    ['a lone CR inside the data', base.replace(/\nd;2;/, '\rd;2;'), false],
    ['a blank after a value', base.replace(/\nd;2;/, ' \nd;2;'), false],
    ['a field after the last value', base.replace(/\nd;2;/, ';\nd;2;'), false],
  ])('%s: the record parseAxPro gives, or the line parser decides', (_, text, scans) => {
    const scanned = scanAxProBytes(ENCODER.encode(text));
    if (scans) expect(scanned).toBeDefined();
    if (scanned !== undefined) expect({ ok: canonical(scanned) }).toEqual(parsed(text));
    else expect(scans).toBe(false);
  });
});

/** The bytes cut after line ends chosen by `cuts` (fractions of the line ends), as a file read in pieces. */
function pieces(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const ends: number[] = [];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) ends.push(i + 1);
  const at = [...new Set(cuts.map((c) => ends[Math.floor(c * ends.length)] ?? bytes.length))].sort(
    (x, y) => x - y,
  );
  const out: Uint8Array[] = [];
  let from = 0;
  for (const to of at) {
    out.push(bytes.subarray(from, to));
    from = to;
  }
  out.push(bytes.subarray(from));
  return out;
}

describe('scanAxProChunks (a file read in pieces cut at line ends)', () => {
  const cuts = fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { maxLength: 6 });
  test.prop([shapes, cuts])('gives the record scanAxProBytes gives for the whole', (shape, at) => {
    const bytes = ENCODER.encode(build(shape));
    const whole = scanAxProBytes(bytes);
    expect(whole).toBeDefined();
    expect(canonical(scanAxProChunks(pieces(bytes, at), bytes.length))).toEqual(canonical(whole));
  });

  test.prop([shapes, cuts, fc.nat()], { numRuns: 200 })(
    'and undefined or the same error where that is what it gives (a record truncated anywhere)',
    (shape, at, cutAt) => {
      const full = ENCODER.encode(build(shape));
      const bytes = full.subarray(0, cutAt % full.length);
      const whole = scanOutcome(() => scanAxProBytes(bytes));
      expect(scanOutcome(() => scanAxProChunks(pieces(bytes, at), bytes.length))).toEqual(whole);
      if (whole !== undefined) expect(whole).toEqual(parsed(new TextDecoder().decode(bytes)));
    },
  );
});

describe('a record text longer than one piece (readReading scans it a piece at a time)', () => {
  // ~1.3 MB: more than four pieces of records/text-pieces.ts.
  const text = formatAxPro(
    generateVibration({
      seed: 7,
      serialNumber: '24030001507A',
      firmware: '2.3.1',
      start: '2026-02-05T06:00:00',
      durationSeconds: 2000,
      intervalSeconds: 1,
      evaluationType: 'wholeBody',
      bands: { resolution: 'third', axis: 'all' },
    }),
  );

  it('gives the reading its bytes give, from the scanner', () => {
    expect(text.length).toBeGreaterThan(4 * (1 << 18));
    const read = readReading(text);
    expect(read.ok).toBe(true);
    expect(canonical(read)).toEqual(canonical(readReading(ENCODER.encode(text))));
    const record = read.ok && read.data.domain === 'vibration' ? read.data.record : undefined;
    expect(canonical(record)).toEqual(canonical(scanAxProBytes(ENCODER.encode(text))));
  });

  it.each([
    ['a bad number in the last piece', (t: string) => t.replace(/\nd;1990;[^;]*;/, '\nd;1990;1x;')],
    ['a non-ASCII byte in the last piece', (t: string) => t.replace(/\ns;1995;y;/, '\ns;1995;ý;')],
    ['a line missing in the middle', (t: string) => t.replace(/\r\nd;1000;[^\r]*/, '')],
  ])('%s: the error its bytes give', (_, mutate) => {
    const bad = mutate(text);
    expect(bad).not.toBe(text);
    const read = readReading(bad);
    expect(read.ok).toBe(false);
    expect(read).toEqual(readReading(ENCODER.encode(bad)));
  });
});
