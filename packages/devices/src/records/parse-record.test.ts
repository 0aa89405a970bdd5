import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { deviceFamilies } from '../catalogue.ts';
import { DeviceError } from '../errors.ts';
import { VirtualDevice } from '../emulator/virtual-device.ts';
import { familyModule } from '../families/index.ts';
import { fileCheckOf, fileChecksPassed, parseReadingFile, parseRecord } from './parse-record.ts';

const itemp =
  'a;3;2026-01-20;13:00:00;22110007804B;60;2\r\nc;22110007804B\r\nd;0;41.2;31.0;25.3;50\r\nd;60;42.0;31.4;25.5;49\r\n';
const axPro =
  'z;4;24030001507A;2.3.1;1.0.4\na;2026-02-05;08:10:00;1;2;handArm;1\nc;24030001507A\nd;0;3.1;2.2;4.05\nd;1;0.15;0.1;0.2\n';
const co2 =
  'z;5;24060002208A;2.1.0\na;2026-04-02;08:00:00;60;3\nc;24060002208A\nd;0;421;22.1;45\nd;60;460;22.2;46\nd;120;512;22.4;46\n';

describe('parseReadingFile (uploads)', () => {
  it.each([
    [itemp, 'itemp'],
    [axPro, 'axPro'],
    [co2, 'co2Pro'],
    [
      'z;2;2409000310AA;3\na;2026-03-10;07:00:00;1;1;0\nb;A;S;80;85;3;C;0\nc;2409000310AA;1;1;1;1;1;1;0\nd;0;80\n',
      'doseMaxV2',
    ],
  ])('detects the family from the text', (text, family) => {
    const result = parseReadingFile(text.replace('d;0;80\n', 'd;0;80;;\n'));
    expect(result.ok && result.data.family).toBe(family);
  });
  it('an empty file', () => {
    const result = parseReadingFile('');
    expect(!result.ok && result.reason.key).toBe('devices:records.empty');
  });
  it('an unknown file', () => {
    const result = parseReadingFile('name,value\n1,2\n');
    expect(!result.ok && result.reason.key).toBe('devices:records.invalidFile');
  });
});

describe('every family parser: random or mutated input gives ok or a DeviceError', () => {
  const samples = [itemp, axPro, co2];
  test.prop([fc.string({ maxLength: 300 }), fc.constantFrom(...deviceFamilies)])(
    'random text',
    (text, family) => {
      const result = parseRecord(family, text);
      if (!result.ok) expect(result.reason).toBeInstanceOf(DeviceError);
    },
  );
  test.prop([
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(';', '\n', 'x', '1', '-', '.', '')), { maxLength: 6 }),
  ])('mutated records', (mutations) => {
    for (const sample of samples) {
      const chars = sample.split('');
      for (const [at, c] of mutations) chars[at % chars.length] = c;
      const result = parseReadingFile(chars.join(''));
      if (!result.ok) expect(result.reason).toBeInstanceOf(DeviceError);
    }
  });
});

describe("fileChecksPassed (a worker's answer from the bytes)", () => {
  const checked = deviceFamilies.filter((family) => fileCheckOf(family) !== undefined);
  const lines = fc.constantFrom(
    'a;1\n',
    'b;2\r\n',
    'c;x\n',
    'd;0;1\n',
    'z;3\n',
    'e\n',
    '\n',
    'é\n',
    '\uFEFF',
  );

  it('is every checked family whose text check passes, BOM, broken UTF-8 and all', () => {
    expect(checked.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.array(lines, { maxLength: 12 }), fc.boolean(), fc.boolean(), (parts, bom, broken) => {
        const body = new TextEncoder().encode(parts.join(''));
        const bytes = new Uint8Array([
          ...(bom ? [0xef, 0xbb, 0xbf] : []),
          ...(broken ? [0xff] : []),
          ...body,
        ]);
        const text = new TextDecoder().decode(bytes);
        const expected = checked.filter((family) => familyModule(family).record.validFile?.(text));
        expect(fileChecksPassed(bytes)).toEqual(expected);
      }),
    );
  });

  it('passes a whole record of a checked family and refuses it without its data lines', () => {
    for (const family of checked) {
      const text = new VirtualDevice(family).records.at(-1)?.text ?? '';
      expect(fileChecksPassed(new TextEncoder().encode(text))).toContain(family);
      const cut = text
        .split('\n')
        .filter((line) => !line.startsWith('d'))
        .join('\n');
      expect(fileChecksPassed(new TextEncoder().encode(cut))).not.toContain(family);
    }
  });
});
