import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { generateOfficeCo2 } from '../families/co2Pro/generate.ts';
import { formatCo2Pro, parseCo2Pro } from '../families/co2Pro/record.ts';
import { scanCo2ProBytes } from '../families/co2Pro/scan-bytes.ts';
import { generateHotAfternoon } from '../families/itemp/generate.ts';
import { formatItemp, parseItemp } from '../families/itemp/record.ts';
import { scanItempBytes } from '../families/itemp/scan-bytes.ts';
import { DeviceError } from '../errors.ts';
import { readReading } from '../readings/read-reading.ts';
import { type CutAtLineEnd, cutAtLineEnd } from './test-cut-at-line-end.ts';

// The Itemp and CO2Pro byte scanners against their line parsers: wherever a scanner answers, the same
// record bit for bit (-0, NaN, typed array types, own buffers); on clean records it must answer.
// Generated records, the same records mutated, and negative temperatures.

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

const families = {
  itemp: {
    text: (seed: number, rows: number, interval: number) =>
      formatItemp(
        generateHotAfternoon({
          seed,
          serialNumber: '22110007804B',
          start: '2026-01-20T13:00:00',
          durationSeconds: rows * interval,
          intervalSeconds: interval,
        }),
      ),
    parse: parseItemp as (text: string) => unknown,
    scan: scanItempBytes as (bytes: Uint8Array) => unknown,
  },
  co2Pro: {
    text: (seed: number, rows: number, interval: number) =>
      formatCo2Pro(
        generateOfficeCo2({
          seed,
          serialNumber: '24060002208A',
          firmware: '2.1.0',
          start: '2026-03-02T08:00:00',
          durationSeconds: rows * interval,
          intervalSeconds: interval,
        }),
      ),
    parse: parseCo2Pro as (text: string) => unknown,
    scan: scanCo2ProBytes as (bytes: Uint8Array) => unknown,
  },
};
type Family = keyof typeof families;

function parsed(family: Family, text: string): unknown {
  try {
    return { ok: canonical(families[family].parse(text)) };
  } catch (error) {
    if (error instanceof DeviceError) return { error: error.key, values: error.values };
    throw error;
  }
}

/**
 * A scanner's answer as `parsed` gives the line parser's: undefined when it leaves the record to the
 * line parser, else its record or the one error it throws itself (recordsMissing).
 */
function scannedOf(family: Family, bytes: Uint8Array): unknown {
  try {
    const record = families[family].scan(bytes);
    return record === undefined ? undefined : { ok: canonical(record) };
  } catch (error) {
    if (error instanceof DeviceError) return { error: error.key, values: error.values };
    throw error;
  }
}

const shapes = fc.record({
  family: fc.constantFrom('itemp', 'co2Pro') as fc.Arbitrary<Family>,
  seed: fc.integer({ min: 1, max: 1000 }),
  rows: fc.integer({ min: 1, max: 60 }),
  interval: fc.constantFrom(1, 10, 60),
  crlf: fc.boolean(),
});
const build = (s: { family: Family; seed: number; rows: number; interval: number; crlf: boolean }) => {
  const text = families[s.family].text(s.seed, s.rows, s.interval);
  return s.crlf ? text : text.replaceAll('\r\n', '\n');
};

const mutation = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'delete', 'insert', 'duplicateLine', 'dropLine', 'swapLines'),
  char: fc.constantFrom(
    '0',
    '9',
    '.',
    ';',
    '-',
    '-0',
    'e',
    '\n',
    '\r',
    ' ',
    'd',
    'a',
    'é',
    '1.5',
    ';;',
    '-41',
  ),
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

describe('Itemp and CO2Pro byte scanners', () => {
  test.prop([shapes])('read every clean record as the line parser does', (shape) => {
    const text = build(shape);
    const scanned = families[shape.family].scan(ENCODER.encode(text));
    expect(scanned).toBeDefined();
    expect({ ok: canonical(scanned) }).toEqual(parsed(shape.family, text));
  });

  test.prop([shapes, fc.array(mutation, { minLength: 1, maxLength: 3 })], { numRuns: 400 })(
    'answer only what the line parser answers on mutated records',
    (shape, mutations) => {
      const text = mutations.reduce(mutate, build(shape));
      const scanned = scannedOf(shape.family, ENCODER.encode(text));
      if (scanned !== undefined) expect(scanned).toEqual(parsed(shape.family, text));
    },
  );

  test.prop([shapes, fc.nat()])(
    "refuse a record cut at a line end with the line parser's recordsMissing, themselves",
    (shape, k) => {
      const cutAt = cutAtLineEnd(build(shape), k, true);
      fc.pre(cutAt !== undefined);
      const { text: cut, found, declared, lastDataLine: line } = cutAt as CutAtLineEnd;
      const expected = parsed(shape.family, cut);
      expect(expected).toEqual({
        error: 'devices:records.recordsMissing',
        values: { line, found, declared },
      });
      expect(scannedOf(shape.family, ENCODER.encode(cut))).toEqual(expected);
      expect(readReading(ENCODER.encode(cut))).toEqual({
        ok: false,
        reason: { key: 'devices:records.recordsMissing', values: (expected as { values: unknown }).values },
      });
    },
  );

  test.prop([shapes, fc.constantFrom('noLastEnd', 'lastEndCr', 'blankLines', 'headerAfterRows'), fc.nat()])(
    'read the line ends and blank lines as the line parser does',
    (shape, layout, at) => {
      const text = build(shape);
      const eol = shape.crlf ? '\r\n' : '\n';
      const lines = text.slice(0, -eol.length).split(eol);
      const k = 1 + (at % lines.length);
      const variant =
        layout === 'noLastEnd'
          ? lines.join(eol)
          : layout === 'lastEndCr'
            ? `${lines.join(eol)}\r`
            : layout === 'blankLines'
              ? [...lines.slice(0, k), '', ' \t', ...lines.slice(k), ''].join(eol)
              : [...lines, `c;${lines.length}`].join(eol);
      const scanned = families[shape.family].scan(ENCODER.encode(variant));
      if (layout !== 'headerAfterRows') expect(scanned).toBeDefined();
      if (scanned !== undefined) expect({ ok: canonical(scanned) }).toEqual(parsed(shape.family, variant));
    },
  );

  // The scanner takes the remainder of an offset by the interval only when it is not the previous
  // offset plus the interval: offsets written anew, multiples of the interval or not (the first
  // one too: interval - 1 after the start's -1), in order or not, with gaps.
  test.prop(
    [
      shapes,
      fc.array(fc.constantFrom(-2, -1, 0, 1, 1, 1, 2, 3, 'off' as const, 'off' as const), {
        minLength: 1,
        maxLength: 60,
      }),
    ],
    { numRuns: 400 },
  )('read any offsets as the line parser does', (shape, steps) => {
    let offset = -1;
    let k = 0;
    const text = build(shape).replace(/^d;\d+;/gm, () => {
      const step = steps[k++ % steps.length] as number | 'off';
      const from = k === 1 ? 0 : offset;
      // 'off': one more than a multiple of the interval after the previous one (after -1 first).
      offset =
        step === 'off'
          ? offset + shape.interval + 1 - (k === 1 ? 1 : 0)
          : Math.max(0, from + step * shape.interval);
      return `d;${offset};`;
    });
    const scanned = scannedOf(shape.family, ENCODER.encode(text));
    if (scanned !== undefined) expect(scanned).toEqual(parsed(shape.family, text));
    else expect(parsed(shape.family, text)).not.toHaveProperty('ok');
  });

  it('read negative temperatures and -0 as the line parser does', () => {
    const text = families.itemp
      .text(5, 3, 60)
      .replace(/^(d;0;)[^;]+;[^;]+/m, '$1-12.5;-0')
      .replace(/^(d;60;)[^;]+/m, '$1-0.05');
    const scanned = scanItempBytes(ENCODER.encode(text));
    expect(scanned).toBeDefined();
    expect({ ok: canonical(scanned) }).toEqual(parsed('itemp', text));
    expect(Object.is(scanned?.dryBulb[0], -0)).toBe(true);
    expect(scanned?.globe[0]).toBe(-12.5);
  });

  it('are what readReading uses, with the reading of the text', () => {
    for (const family of ['itemp', 'co2Pro'] as const) {
      const text = families[family].text(9, 30, 60);
      expect(canonical(readReading(ENCODER.encode(text)))).toEqual(canonical(readReading(text)));
      const cut = text.slice(0, Math.floor(text.length * 0.7));
      const scanned = scannedOf(family, ENCODER.encode(cut));
      if (scanned !== undefined) expect(scanned).toEqual(parsed(family, cut));
      expect(readReading(ENCODER.encode(cut)).ok).toBe(false);
    }
  });
});
