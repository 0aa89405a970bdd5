// Property tests: hostile text never throws (and never hits the catch-all), and any valid series
// survives write → parse unchanged.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { epochMs, seconds } from '@ohp/exposure';
import { OCTAVE_BANDS, THIRD_OCTAVE_BANDS } from '@ohp/exposure';
import { parseSamplesCsv } from './samples-csv.ts';
import { formatSamplesCsv } from './samples-csv-write.ts';
import type { BandSeries, NoiseSeries } from '@ohp/exposure';

const TOKENS = [
  'time',
  'LAeq',
  'LCpeak',
  'LAFmax',
  'oct_1k',
  'third_31.5',
  'oct_31,5',
  ',',
  ';',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '"',
  '#',
  '80',
  '80,5',
  '85.25',
  '-',
  '.',
  '1e5',
  '150',
  '151',
  '0',
  '1',
  '60',
  '2024-01-15T08:00:00',
  '2024-01-15 08:00:01Z',
  '+03:00',
  '\uFEFF',
  'NaN',
  'Infinity',
];

const csvLike = fc.array(fc.constantFrom(...TOKENS), { maxLength: 80 }).map((parts) => parts.join(''));

describe('samples CSV never throws', () => {
  test.prop([fc.string({ unit: 'binary', maxLength: 400 })])('on arbitrary strings', (text) => {
    const r = parseSamplesCsv(text);
    if (!r.ok) expect(r.reason.code).not.toBe('unexpected');
  });

  test.prop([fc.uint8Array({ maxLength: 400 })])('on arbitrary bytes', (bytes) => {
    const r = parseSamplesCsv(bytes);
    if (!r.ok) expect(r.reason.code).not.toBe('unexpected');
  });

  test.prop([csvLike], { numRuns: 500 })('on CSV-like strings', (text) => {
    const r = parseSamplesCsv(text);
    if (!r.ok) expect(r.reason.code).not.toBe('unexpected');
  });

  test.prop([csvLike])('after a valid header', (body) => {
    const r = parseSamplesCsv(`time;LAeq;LCpeak\n${body}`);
    if (!r.ok) expect(r.reason.code).not.toBe('unexpected');
  });
});

const level = fc.double({ min: 0, max: 150, noNaN: true });
const optionalLevel = fc.option(level, { nil: Number.NaN });

const seriesArb = fc
  .record({
    n: fc.integer({ min: 2, max: 40 }),
    intervalS: fc.constantFrom(0.125, 0.5, 1, 10, 60),
    startS: fc.integer({ min: 0, max: 2_000_000_000 }),
    absolute: fc.boolean(),
    separator: fc.constantFrom(',' as const, ';' as const),
    peak: fc.boolean(),
    lafmax: fc.boolean(),
    octaves: fc.subarray([...OCTAVE_BANDS], { maxLength: 4 }),
    thirds: fc.subarray([...THIRD_OCTAVE_BANDS], { maxLength: 4 }),
  })
  .chain((m) =>
    fc.record({
      meta: fc.constant(m),
      laeq: fc.array(level, { minLength: m.n, maxLength: m.n }),
      peak: fc.array(optionalLevel, { minLength: m.n, maxLength: m.n }),
      lafmax: fc.array(optionalLevel, { minLength: m.n, maxLength: m.n }),
      bands: fc.array(fc.array(optionalLevel, { minLength: m.n, maxLength: m.n }), {
        minLength: m.octaves.length + m.thirds.length,
        maxLength: m.octaves.length + m.thirds.length,
      }),
    }),
  );

describe('samples CSV round trip', () => {
  test.prop([seriesArb], { numRuns: 200 })(
    'write then parse gives the same series',
    ({ meta, laeq, peak, lafmax, bands }) => {
      const bandSeries = (defs: typeof OCTAVE_BANDS, offset: number): BandSeries | undefined =>
        defs.length === 0
          ? undefined
          : {
              kind: defs[0]?.kind ?? 'octave',
              names: defs.map((d) => d.name),
              centresHz: defs.map((d) => d.centreHz),
              levels: defs.map((_, i) => Float64Array.from(bands[offset + i] ?? [])),
            };
      const octaves = bandSeries(meta.octaves, 0);
      const thirds = bandSeries(meta.thirds, meta.octaves.length);
      const series: NoiseSeries = {
        startMs: epochMs(meta.startS * 1000),
        timeBase: meta.absolute ? 'absolute' : 'relative',
        intervalS: seconds(meta.intervalS),
        laeq: Float64Array.from(laeq),
        ...(meta.peak ? { peak: Float64Array.from(peak), peakWeighting: 'C' as const } : {}),
        ...(meta.lafmax ? { lafmax: Float64Array.from(lafmax) } : {}),
        ...(octaves ? { octaves } : {}),
        ...(thirds ? { thirds } : {}),
        excluded: [],
      };
      const text = formatSamplesCsv(series, { separator: meta.separator });
      const r = parseSamplesCsv(text);
      if (!r.ok) throw new Error(`${r.reason.key} ${JSON.stringify(r.reason.values)}`);
      expect(r.data.startMs).toBe(series.startMs);
      expect(r.data.timeBase).toBe(series.timeBase);
      expect(r.data.intervalS).toBe(series.intervalS);
      expect([...r.data.laeq]).toEqual([...series.laeq]);
      expect(r.data.peak ? [...r.data.peak] : undefined).toEqual(series.peak ? [...series.peak] : undefined);
      expect(r.data.lafmax ? [...r.data.lafmax] : undefined).toEqual(
        series.lafmax ? [...series.lafmax] : undefined,
      );
      for (const key of ['octaves', 'thirds'] as const) {
        const a = r.data[key];
        const b = series[key];
        expect(a?.names).toEqual(b ? [...b.names].sort((x, y) => bandHz(x) - bandHz(y)) : undefined);
        if (a && b) {
          for (const [i, name] of a.names.entries()) {
            expect([...(a.levels[i] ?? [])]).toEqual([...(b.levels[b.names.indexOf(name)] ?? [])]);
          }
        }
      }
      expect(r.data.excluded).toEqual([]);
    },
  );
});

function bandHz(name: string): number {
  return [...OCTAVE_BANDS, ...THIRD_OCTAVE_BANDS].find((b) => b.name === name)?.centreHz ?? 0;
}
