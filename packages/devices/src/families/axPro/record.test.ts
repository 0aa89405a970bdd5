import { fc, test } from '@fast-check/vitest';
import { summariseIntervals, weightedFromBands } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import { DeviceError } from '../../errors.ts';
import { parseRecord } from '../../records/parse-record.ts';
import { generateVibration } from './generate.ts';
import { type AxProRecord, formatAxPro, parseAxPro } from './record.ts';

const axPro =
  'z;4;24030001507A;2.3.1;1.0.4\na;2026-02-05;08:10:00;1;2;handArm;1\nc;24030001507A\nd;0;3.1;2.2;4.05\nd;1;0.15;0.1;0.2\n';

// Two 1 s intervals, octave bands on z only (8 and 16 Hz here for brevity).
const extended = [
  'z;4;24030001507A;2.3.1',
  'a;2026-02-05;10:00:00;1;2;wholeBody;1;octave;z',
  'c;24030001507A',
  'b;7.9433;15.849',
  'd;0;0.3;0.2;0.5;0.0243;0.0048;0.1875;1.1;0.7;1.9',
  's;0;z;0.4;0.2',
  'd;1;0.3;0.2;0.5;0.0243;0.0048;0.1875;1.1;0.7;6.2',
  's;1;z;0.41;0.19',
  '',
].join('\r\n');

function record(text: string): AxProRecord {
  const result = parseRecord('axPro', text);
  if (!result.ok || result.data.kind !== 'axPro') throw new Error(result.ok ? 'kind' : result.reason.key);
  return result.data;
}

function key(text: string): string {
  const result = parseRecord('axPro', text);
  if (result.ok) throw new Error('expected an error');
  return result.reason.key;
}

const grinder = () =>
  generateVibration({
    seed: 7,
    serialNumber: '24030001507A',
    firmware: '2.3.1',
    start: '2026-02-05T08:10:00',
    durationSeconds: 1800,
    intervalSeconds: 1,
    evaluationType: 'handArm',
    bands: { resolution: 'third', axis: 'all' },
  });
const forklift = () =>
  generateVibration({
    seed: 8,
    serialNumber: '24030001507A',
    firmware: '2.3.1',
    start: '2026-02-05T10:00:00',
    durationSeconds: 3600,
    intervalSeconds: 2,
    evaluationType: 'wholeBody',
    bands: { resolution: 'octave', axis: 'z' },
  });

describe('AxPro record', () => {
  it('three axes in m/s², evaluation type and factor', () => {
    const data = record(axPro);
    expect(Array.from(data.z)).toEqual([4.05, 0.2]);
    expect([data.evaluationType, data.factor, data.firmware]).toEqual(['handArm', 1, '2.3.1']);
  });
  it('an old record has no fourth-power sums, peaks or spectrum', () => {
    const data = record(axPro);
    expect([data.fourthPower, data.peak, data.spectrum]).toEqual([undefined, undefined, undefined]);
  });
  it('an unknown evaluation type is refused', () => {
    expect(key(axPro.replace('handArm', 'feet'))).toBe('devices:records.badValue');
  });
});

describe('AxPro extended record (docs/protocol.md §7.4)', () => {
  it('reads ∫aw⁴dt, peaks and the band spectrum of the configured axis', () => {
    const data = record(extended);
    expect(Array.from(data.fourthPower?.z ?? [])).toEqual([0.1875, 0.1875]);
    expect(Array.from(data.peak?.z ?? [])).toEqual([1.9, 6.2]);
    expect(data.spectrum?.resolution).toBe('octave');
    expect(data.spectrum?.axis).toBe('z');
    expect(Array.from(data.spectrum?.centres ?? [])).toEqual([7.9433, 15.849]);
    expect(data.spectrum?.bands.x).toBeUndefined();
    expect(data.spectrum?.bands.z?.map((b) => Array.from(b))).toEqual([
      [0.4, 0.41],
      [0.2, 0.19],
    ]);
  });
  it('gives VDV = (Σq)^¼ and the crest factor (hand-derived)', () => {
    const data = record(extended);
    const z = summariseIntervals({ rms: data.z, fourthPower: data.fourthPower?.z, peak: data.peak?.z });
    // (0.1875 + 0.1875)^¼ = 0.375^¼ = 0.78254; crest 6.2 / 0.5 = 12.4.
    expect(z.vdv).toBeCloseTo(0.78254, 4);
    expect(z.crestFactor).toBeCloseTo(12.4, 6);
  });
  it.each([
    [
      'a d line of 7 fields',
      extended.replace('d;0;0.3;0.2;0.5;0.0243;0.0048;0.1875;1.1;0.7;1.9', 'd;0;0.3;0.2;0.5;1;1;1'),
      'devices:records.badLine',
    ],
    ['s lines without a b line', extended.replace('b;7.9433;15.849\r\n', ''), 'devices:records.missingLines'],
    [
      'an interval without its s line',
      extended.replace('s;1;z;0.41;0.19\r\n', ''),
      'devices:records.missingLines',
    ],
    [
      'an s line for an axis not configured',
      extended.replace('s;1;z;', 's;1;x;'),
      'devices:records.badValue',
    ],
    [
      'an s line with a band missing',
      extended.replace('s;1;z;0.41;0.19', 's;1;z;0.41'),
      'devices:records.truncatedLine',
    ],
    ['an s line at no interval', extended.replace('s;1;z;', 's;5;z;'), 'devices:records.badLine'],
    ['a negative band level', extended.replace('s;1;z;0.41', 's;1;z;-0.41'), 'devices:records.outOfRange'],
    ['bands none with s lines', extended.replace(';octave;z', ';none'), 'devices:records.badLine'],
    [
      'a negative fourth-power sum',
      extended.replace('0.1875;1.1;0.7;6.2', '-0.1875;1.1;0.7;6.2'),
      'devices:records.outOfRange',
    ],
  ])('%s is refused naming the line', (_, text, expected) => {
    expect(key(text)).toBe(expected);
  });
});

describe('AxPro emulator data', () => {
  it('a grinder: format and parse give the same record back; bands weight back to the r.m.s.', () => {
    const generated = grinder();
    const parsed = parseAxPro(formatAxPro(generated));
    expect(parsed).toEqual(generated);
    const x = summariseIntervals({ rms: parsed.x, bands: parsed.spectrum?.bands.x });
    // ISO 5349-1 Annex A: the weighted overall from Wh-weighted third-octave bands ≈ the r.m.s.
    const fromBands = weightedFromBands(Array.from(parsed.spectrum?.centres ?? []), x.bands ?? [], 'Wh');
    expect(Math.abs(fromBands / x.rms - 1)).toBeLessThan(0.05);
    // 24 third-octave bands of ISO 5349-1 §5 (6.3–1250 Hz), peak near the grinder's rotation.
    expect(parsed.spectrum?.centres.length).toBe(24);
    const peakBand = (x.bands ?? []).indexOf(Math.max(...(x.bands ?? [])));
    expect(parsed.spectrum?.centres[peakBand]).toBeGreaterThan(120);
    expect(parsed.spectrum?.centres[peakBand]).toBeLessThan(260);
    // Hand-tool levels: several m/s² on z while grinding.
    expect(Math.max(...parsed.z)).toBeGreaterThan(3);
  });
  it('a forklift seat: whole-body levels below 1 m/s², shocks raise the crest factor past 9', () => {
    const parsed = parseAxPro(formatAxPro(forklift()));
    expect(parsed.evaluationType).toBe('wholeBody');
    expect(Math.max(...parsed.z)).toBeLessThan(1);
    const z = summariseIntervals({ rms: parsed.z, fourthPower: parsed.fourthPower?.z, peak: parsed.peak?.z });
    expect(z.rms).toBeGreaterThan(0.1);
    expect(z.crestFactor).toBeGreaterThan(9);
    expect(parsed.spectrum?.bands.x).toBeUndefined();
    expect(parsed.spectrum?.centres.length).toBe(7);
  });
});

describe('AxPro parser properties', () => {
  const text = formatAxPro(
    generateVibration({
      seed: 3,
      serialNumber: '24030001507A',
      firmware: '2.3.1',
      start: '2026-02-05T08:00:00',
      durationSeconds: 20,
      intervalSeconds: 1,
      evaluationType: 'wholeBody',
      bands: { resolution: 'octave', axis: 'all' },
    }),
  );

  test.prop([fc.array(fc.boolean(), { minLength: 100, maxLength: 100 })])(
    'line endings (CRLF or LF per line, however the text was chunked into lines) do not change the record',
    (crlf) => {
      const lines = text.split('\r\n');
      const mixed = lines.map((l, i) => l + (crlf[i % crlf.length] ? '\r\n' : '\n')).join('');
      expect(parseAxPro(mixed)).toEqual(parseAxPro(text));
    },
  );

  test.prop([fc.string({ maxLength: 400 }), fc.nat(text.length)])(
    'hostile input: cut, spliced or garbage text gives a DeviceError, never a crash',
    (garbage, at) => {
      for (const input of [garbage, text.slice(0, at), text.slice(0, at) + garbage + text.slice(at)]) {
        try {
          parseAxPro(input);
        } catch (error) {
          expect(error).toBeInstanceOf(DeviceError);
        }
      }
    },
  );
});
