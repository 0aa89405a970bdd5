import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { generateVibration } from '../families/axPro/generate.ts';
import { type AxProRecord, formatAxPro } from '../families/axPro/record.ts';
import { generateLargeNoiseRecordText } from '../index.ts';
import { HEAD_BYTES } from './domain-reader.ts';
import { readReading } from './read-reading.ts';
import { streamedReading } from './streamed-reading.ts';
import { canonical } from '../records/test-canonical.ts';

// A download read as it streams (streamedReading) against readReading of the same bytes: the same
// reading, typed arrays and all, however the bytes were cut; clean AxPro records scanned as they
// came, everything else read whole at the end.

const ENCODER = new TextEncoder();

/** `bytes` pushed in pieces cut at `cuts` (fractions of its length), then finished. */
function streamed(bytes: Uint8Array, cuts: readonly number[], bound?: number) {
  const at = [...new Set(cuts.map((c) => Math.floor(c * bytes.length)))].sort((x, y) => x - y);
  const reader = streamedReading(bound);
  let from = 0;
  for (const to of [...at, bytes.length]) {
    reader.push(bytes.slice(from, to));
    from = to;
  }
  return reader.finish();
}

const shapes = fc.record({
  seed: fc.integer({ min: 1, max: 1000 }),
  seconds: fc.integer({ min: 30, max: 240 }),
  evaluationType: fc.constantFrom('handArm', 'wholeBody') as fc.Arbitrary<AxProRecord['evaluationType']>,
  bands: fc.option(
    fc.record({
      resolution: fc.constantFrom('octave', 'third') as fc.Arbitrary<'octave' | 'third'>,
      axis: fc.constantFrom('x', 'all') as fc.Arbitrary<'x' | 'all'>,
    }),
    { nil: undefined },
  ),
  crlf: fc.boolean(),
});

interface Shape {
  seed: number;
  seconds: number;
  evaluationType?: AxProRecord['evaluationType'];
  bands?: { resolution: 'octave' | 'third'; axis: 'x' | 'all' } | undefined;
  crlf?: boolean;
}

function axProText(s: Shape): string {
  const shape = { evaluationType: 'wholeBody' as const, crlf: true, bands: undefined, ...s };
  const text = formatAxPro(
    generateVibration({
      seed: shape.seed,
      serialNumber: '24030001507A',
      firmware: '2.3.1',
      start: '2026-02-05T06:00:00',
      durationSeconds: shape.seconds,
      intervalSeconds: 1,
      evaluationType: shape.evaluationType,
      ...(shape.bands ? { bands: shape.bands } : {}),
    }),
  );
  return shape.crlf ? text : text.replaceAll('\r\n', '\n');
}

const cuts = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 });

describe('streamedReading (a download read as it streams)', () => {
  test.prop([shapes, cuts], { numRuns: 60 })(
    "scans a clean AxPro record as it comes, to readReading's reading",
    (shape, at) => {
      const bytes = ENCODER.encode(axProText(shape));
      fc.pre(bytes.length > HEAD_BYTES + 3);
      const { read, chunks, scanned } = streamed(bytes, at);
      expect(scanned).toBe(true);
      expect(read.ok).toBe(true);
      expect(canonical(read)).toEqual(canonical(readReading(bytes)));
      expect(chunks.reduce((n, c) => n + c.length, 0)).toBe(bytes.length);
    },
  );

  test.prop([shapes, cuts, fc.nat(), fc.constantFrom('cut', 'byte', 'line')], { numRuns: 120 })(
    'answers what readReading answers for a record cut short or changed anywhere',
    (shape, at, where, change) => {
      const text = axProText(shape);
      const i = where % text.length;
      const changed =
        change === 'cut'
          ? text.slice(0, i)
          : change === 'byte'
            ? `${text.slice(0, i)}x${text.slice(i + 1)}`
            : `${text.slice(0, i)}\nd;1;2${text.slice(i)}`;
      const bytes = ENCODER.encode(changed);
      expect(canonical(streamed(bytes, at).read)).toEqual(canonical(readReading(bytes)));
    },
  );

  it('reads whole what is not an AxPro record: a noise record, a short record, a BOM', () => {
    const noise = ENCODER.encode(generateLargeNoiseRecordText(200_000));
    const short = ENCODER.encode(axProText({ seed: 3, seconds: 5 }));
    const withBom = ENCODER.encode(`\uFEFF${axProText({ seed: 4, seconds: 60 })}`);
    for (const bytes of [noise, short, withBom]) {
      const { read, scanned } = streamed(bytes, [0.1, 0.5, 0.9]);
      expect(scanned).toBe(false);
      expect(read.ok).toBe(true);
      expect(canonical(read)).toEqual(canonical(readReading(bytes)));
    }
  });

  it('reads whole a record declaring more rows than its bound allows, to the same reading', () => {
    const bytes = ENCODER.encode(axProText({ seed: 5, seconds: 120 }));
    const { read, scanned } = streamed(bytes, [0.3, 0.6], 1000);
    expect(scanned).toBe(false);
    expect(canonical(read)).toEqual(canonical(readReading(bytes)));
  });

  it('answers an empty download as readReading does', () => {
    expect(streamedReading().finish().read).toEqual(readReading(new Uint8Array(0)));
  });
});
