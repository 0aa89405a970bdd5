import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DeviceError } from '../../errors.ts';
import { formatDoseMaxV2, formatDosimeterV1 } from './format.ts';
import { isValidDoseMaxV2Bytes, isValidDoseMaxV2File, parseDoseMaxV2, parseDosimeterV1 } from './parse.ts';

const v1 = [
  'a;1;2026-03-10;07:00:00;24010001201B;1;4;0',
  'b;A;S;80;85;5;C;0',
  'c;24010001201B;0.37;84.2;86.1;62.3;80.0;121.5;1',
  'p;2;4',
  'd;0;85.0;101.2;88.0',
  'd;1;86.5;;',
  'd;4;80.0;121.5;90.1',
  'd;5;121.5;130.0;125.0',
  '',
].join('\r\n');

function errorOf(run: () => unknown): DeviceError {
  try {
    run();
  } catch (error) {
    if (error instanceof DeviceError) return error;
    throw error;
  }
  throw new Error('expected a DeviceError');
}

describe('v1 dosimeter record (DoseMax, DosePro)', () => {
  const record = parseDosimeterV1(v1);
  it('header, configuration and device summary', () => {
    expect(record.serialNumber).toBe('24010001201B');
    expect(record.start).toBe('2026-03-10T07:00:00');
    expect(record.intervalSeconds).toBe(1);
    expect(record.configuration).toEqual({
      weighting: 'A',
      timeWeighting: 'S',
      thresholdDb: 80,
      criterionDb: 85,
      exchangeRate: 5,
      peakCurve: 'C',
      startDelay: 0,
    });
    expect(record.summary).toEqual({
      dosePct: 0.37,
      lavg: 84.2,
      laeq: 86.1,
      twa: 62.3,
      minLevel: 80,
      maxLevel: 121.5,
      peaksAbove115: 1,
    });
  });
  it('levels per interval, pauses, optional peak and max', () => {
    expect(Array.from(record.offsets)).toEqual([0, 1, 4, 5]);
    expect(Array.from(record.laeq)).toEqual([85, 86.5, 80, 121.5]);
    expect(Array.from(record.lcpeak ?? [])).toEqual([101.2, Number.NaN, 121.5, 130]);
    expect(record.pauses).toEqual([{ start: 2, end: 4 }]);
    expect(record.bands).toBeUndefined();
  });
  it('octave bands are stored one array per band', () => {
    const bands = Array.from({ length: 10 }, (_, i) => 60 + i).join(';');
    const text = v1
      .replace(';1;4;0', ';1;1;10')
      .replace(/d;0;85.0;101.2;88.0[\s\S]*$/, `d;0;85.0;;;${bands}\r\n`);
    const parsed = parseDosimeterV1(text);
    expect(parsed.bands?.kind).toBe('octave');
    expect(parsed.bands?.centers[0]).toBe(31.5);
    expect(parsed.bands?.levels.map((band) => Array.from(band))).toEqual(
      Array.from({ length: 10 }, (_, i) => [60 + i]),
    );
    expect(parsed.lcpeak).toBeUndefined();
  });
  it('formatter and parser agree', () => {
    const again = parseDosimeterV1(formatDosimeterV1(record));
    expect(Array.from(again.laeq)).toEqual(Array.from(record.laeq));
    expect(again.summary).toEqual(record.summary);
    expect(again.pauses).toEqual(record.pauses);
  });
});

describe('bad v1 input gives a named, translated error', () => {
  const cases: Array<[string, string, string, Record<string, unknown>]> = [
    ['empty', '', 'devices:records.empty', {}],
    ['blank', ' \r\n \n', 'devices:records.empty', {}],
    ['wrong family', v1.replace('a;1;', 'a;3;'), 'devices:records.wrongFamily', {}],
    [
      'missing data lines',
      v1.split('\r\n').slice(0, 4).join('\n'),
      'devices:records.missingLines',
      { types: 'd' },
    ],
    [
      'truncated line',
      v1.replace('d;4;80.0;121.5;90.1', 'd;4;80.0'),
      'devices:records.truncatedLine',
      { line: 7 },
    ],
    ['non-numeric level', v1.replace('d;1;86.5', 'd;1;8x.5'), 'devices:records.notNumber', { line: 6 }],
    ['level above 150 dB', v1.replace('d;1;86.5', 'd;1;150.1'), 'devices:records.outOfRange', { line: 6 }],
    ['negative level', v1.replace('d;1;86.5', 'd;1;-1'), 'devices:records.outOfRange', { line: 6 }],
    ['time going backwards', v1.replace('d;4;', 'd;1;'), 'devices:records.timeBackwards', { line: 7 }],
    [
      'count above the rows (a copy cut short at a line end)',
      v1.replace(';1;4;0', ';1;5;0'),
      'devices:records.recordsMissing',
      { line: 8, found: 4, declared: 5 },
    ],
    [
      'count below the rows',
      v1.replace(';1;4;0', ';1;3;0'),
      'devices:records.invalidNumberOfRecords',
      { line: 8 },
    ],
    [
      'offset off the interval',
      v1.replace(';1;4;0', ';2;4;0'),
      'devices:records.invalidNumberOfRecords',
      { line: 6 },
    ],
    ['bad date', v1.replace('2026-03-10', '2026-02-30'), 'devices:records.badDate', { line: 1 }],
  ];
  it.each(cases)('%s', (_name, text, key, values) => {
    const error = errorOf(() => parseDosimeterV1(text));
    expect(error.key).toBe(key);
    expect(error.values).toMatchObject(values);
  });
});

const v2 = [
  'z;2;2409000310AA;3.0.2',
  'a;2026-03-10;07:00:00;5;2;0',
  'b;A;S;80;85;3;C;0',
  'c;2409000310AA;12.5;80.1;82.0;76.0;70.2;118.0;1',
  'e;5;0;16000',
  'd;0;70.2;95.0;74.0',
  'd;5;90.0;118.0;99.0',
].join('\n');

describe('DoseMaxV2 file', () => {
  it('parses identification, audio events and data', () => {
    const record = parseDoseMaxV2(v2);
    expect([record.format, record.serialNumber, record.firmware, record.intervalSeconds]).toEqual([
      'v2',
      '2409000310AA',
      '3.0.2',
      5,
    ]);
    expect(record.audio).toEqual([{ offset: 5, start: 0, end: 16000 }]);
    expect(Array.from(record.laeq)).toEqual([70.2, 90]);
  });
  it('round-trips through the formatter', () => {
    const record = parseDoseMaxV2(v2);
    expect(parseDoseMaxV2(formatDoseMaxV2(record)).audio).toEqual(record.audio);
  });
  it.each(['a', 'b', 'c', 'd', 'z'])('is invalid without a %s line', (type) => {
    const text = v2
      .split('\n')
      .filter((l) => !l.startsWith(type))
      .join('\n');
    expect(isValidDoseMaxV2File(text)).toBe(false);
    expect(errorOf(() => parseDoseMaxV2(text)).key).toBe('devices:records.missingLines');
  });
  it('is valid with one of each', () => {
    expect(isValidDoseMaxV2File(v2)).toBe(true);
    expect(isValidDoseMaxV2Bytes(new TextEncoder().encode(`\ufeff${v2}`))).toBe(true);
  });
  // Line starts, BOMs, CR, broken and whole UTF-8 sequences: the bytes' answer is the decoded text's.
  const someBytes = fc.array(
    fc.constantFrom(
      0x61,
      0x62,
      0x63,
      0x64,
      0x7a,
      0x0a,
      0x0d,
      0x3b,
      0x78,
      0xef,
      0xbb,
      0xbf,
      0xe2,
      0x80,
      0xc3,
      0xa9,
    ),
    { maxLength: 40 },
  );
  test.prop([someBytes])('answers on the bytes what it answers on their decoded text', (codes) => {
    const bytes = Uint8Array.from(codes);
    expect(isValidDoseMaxV2Bytes(bytes)).toBe(isValidDoseMaxV2File(new TextDecoder().decode(bytes)));
  });
  const someLines = fc.array(
    fc.tuple(
      fc.constantFrom('', '\ufeff', 'é', '\r', '€'),
      fc.constantFrom('a', 'b', 'c', 'd', 'z', 'x'),
      fc.string(),
    ),
    { minLength: 4, maxLength: 8 },
  );
  test.prop([someLines, fc.nat(), fc.boolean()])(
    'answers the same on records with and without a broken byte',
    (lines, at, cut) => {
      const bytes = new TextEncoder().encode(
        lines.map(([before, type, rest]) => before + type + rest).join('\n'),
      );
      if (cut && bytes.length > 0) bytes[at % bytes.length] = 0xe2;
      expect(isValidDoseMaxV2Bytes(bytes)).toBe(isValidDoseMaxV2File(new TextDecoder().decode(bytes)));
    },
  );
  it('needs a 12-character serial on the z line', () => {
    expect(errorOf(() => parseDoseMaxV2(v2.replace('2409000310AA;3', '409000310AA;3'))).key).toBe(
      'devices:records.badSerial',
    );
  });
});

describe('hostile record text only ever gives a DeviceError', () => {
  const attempt = (text: string) => {
    for (const parse of [parseDosimeterV1, parseDoseMaxV2]) {
      try {
        parse(text);
      } catch (error) {
        expect(error).toBeInstanceOf(DeviceError);
      }
    }
  };
  test.prop([fc.string({ maxLength: 400 })])('random text', attempt);
  test.prop([
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(';', '\n', 'x', '9', '-', '.', '', 'a', 'd')), {
      maxLength: 8,
    }),
  ])('mutated valid records', (mutations) => {
    for (const base of [v1, v2]) {
      const chars = base.split('');
      for (const [at, c] of mutations) chars[at % chars.length] = c;
      attempt(chars.join(''));
    }
  });
});
