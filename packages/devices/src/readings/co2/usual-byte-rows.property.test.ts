// The usual layout's row loop against the general one (cleanByteRows): on any rows, the same rows
// read, the same numbers bit for bit, the same position and last time back.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type ByteRows, cleanByteRows } from './byte-rows.ts';
import { newHourCache } from './cells.ts';
import { CO2, IGNORED, RH, TEMPERATURE, TIME } from './samples-csv-layout.ts';
import { cleanUsualByteRows, isUsualLayout } from './usual-byte-rows.ts';

const ODD = [
  '',
  '-0',
  '1e1',
  '+5',
  '12.',
  '.5',
  '50001',
  'x',
  '-41',
  '100.5',
  '1234567890123456',
  ' 5',
  '0,5',
];
const TIMES = [
  'seconds',
  'decimalSeconds',
  'iso',
  'isoMinute',
  'isoFraction',
  'isoZone',
  'isoSpace',
] as const;

const row = fc.record({
  step: fc.constantFrom(1, 1, 1, 7, 59, 0, -1),
  co2: fc.integer({ min: 0, max: 50_000 }),
  temperature: fc.integer({ min: -4000, max: 10_000 }),
  decimals: fc.constantFrom(0, 1, 2),
  rh: fc.integer({ min: 0, max: 1000 }),
  odd: fc.oneof(
    { weight: 30, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.nat(3), fc.constantFrom(...ODD)) },
  ),
  eol: fc.constantFrom('\n', '\n', '\r\n', '\r', ';', ''),
});

const pad2 = (n: number) => String(n).padStart(2, '0');

function timeCell(kind: (typeof TIMES)[number], t: number, i: number): string {
  if (kind === 'seconds') return String(t);
  if (kind === 'decimalSeconds') return String(t * 1.5);
  const hm = `${pad2(Math.floor(t / 3600) % 24)}:${pad2(Math.floor(t / 60) % 60)}`;
  const date = `2026-04-${pad2(2 + Math.floor(t / 86_400))}${kind === 'isoSpace' ? ' ' : 'T'}${hm}`;
  if (kind === 'isoMinute') return date;
  const s = `${date}:${pad2(t % 60)}`;
  return kind === 'isoFraction' ? `${s}.${i % 10}` : kind === 'isoZone' ? `${s}-03:00` : s;
}

/** Both loops from the first row; their answers and every word they wrote. */
function both(bytes: Uint8Array, roles: Int8Array, semicolon: boolean, absolute: boolean) {
  const run = (loop: typeof cleanByteRows) => {
    const size = 64;
    const into: ByteRows = {
      roles,
      separator: semicolon ? 59 : 44,
      comma: semicolon,
      absolute,
      hour: newHourCache(),
      times: new Float64Array(size),
      co2: new Float64Array(size),
      temperature: roles.includes(TEMPERATURE) ? new Float64Array(size) : null,
      rh: roles.includes(RH) ? new Float64Array(size) : null,
      limit: size,
      rows: 0,
      previous: Number.NaN,
    };
    const end = loop(bytes, 0, into);
    const words = (a: Float64Array | null) => (a ? Array.from(new Uint32Array(a.buffer)) : null);
    return {
      end,
      rows: into.rows,
      previous: into.previous,
      columns: [into.times, into.co2, into.temperature, into.rh].map(words),
    };
  };
  return [run(cleanUsualByteRows), run(cleanByteRows)];
}

describe('cleanUsualByteRows', () => {
  test.prop(
    [
      fc.constantFrom([TIME, CO2, TEMPERATURE, RH], [TIME, CO2], [TIME, CO2, RH], [TIME, CO2, TEMPERATURE]),
      fc.boolean(),
      fc.constantFrom(...TIMES),
      fc.nat(86_400 * 2),
      fc.array(row, { minLength: 1, maxLength: 30 }),
    ],
    { numRuns: 500 },
  )('reads what cleanByteRows reads', (layout, semicolon, kind, start, rows) => {
    const roles = Int8Array.from(layout);
    const sep = semicolon ? ';' : ',';
    let t = start;
    const text = rows
      .map((r, i) => {
        t += i === 0 ? 0 : r.step;
        const cells = layout.map((role) =>
          role === TIME
            ? timeCell(kind, t, i)
            : role === CO2
              ? String(r.co2)
              : role === TEMPERATURE
                ? String(Math.round(r.temperature / 10 ** (2 - r.decimals)) / 10 ** r.decimals)
                : String(r.rh / 10),
        );
        if (r.odd) cells[r.odd[0] % cells.length] = r.odd[1];
        return (semicolon ? cells.map((c) => c.replace('.', ',')) : cells).join(sep) + r.eol;
      })
      .join('');
    const [usual, general] = both(
      new TextEncoder().encode(text),
      roles,
      semicolon,
      kind !== 'seconds' && kind !== 'decimalSeconds',
    );
    expect(usual).toEqual(general);
  });
});

describe('isUsualLayout', () => {
  test('time, co2, then temperature and rh if present, in that order, and nothing else', () => {
    const usual = (roles: number[]) => isUsualLayout(Int8Array.from(roles));
    expect(usual([TIME, CO2])).toBe(true);
    expect(usual([TIME, CO2, TEMPERATURE])).toBe(true);
    expect(usual([TIME, CO2, RH])).toBe(true);
    expect(usual([TIME, CO2, TEMPERATURE, RH])).toBe(true);
    expect(usual([CO2, TIME])).toBe(false);
    expect(usual([TIME, CO2, RH, TEMPERATURE])).toBe(false);
    expect(usual([TIME, CO2, IGNORED])).toBe(false);
    expect(usual([TIME, IGNORED, CO2])).toBe(false);
    expect(usual([TIME])).toBe(false);
  });
});
