import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  catalogue,
  catalogueEntry,
  DeviceType,
  defaultVersionFor,
  deviceTypeFromDataText,
  deviceTypeFromSerial,
  isNewGeneration,
  registerLabel,
} from './catalogue.ts';

describe('device type codes (SPEC §3)', () => {
  it.each([
    [1, 'DoseMax', 'dosimeter', 'dose-max'],
    [2, 'DosePro', 'dosimeter', 'dose-pro'],
    [3, 'ITEMP', 'temperature', 'itemp'],
    [4, 'AxPro', 'axPro', 'ax-pro'],
    [5, 'CO2Pro', 'co2Pro', 'co2-pro'],
    [6, 'DoseMaxV2', 'dosimeter', 'dose-max-v2'],
    [0, 'DosePro', 'dosimeter', 'dose-pro'],
  ])('code %i is %s (%s, %s)', (code, name, label, folder) => {
    const entry = catalogueEntry(code);
    expect([entry.name, entry.familyLabel, entry.imageFolder]).toEqual([name, label, folder]);
  });

  it('an unknown code falls back to the unknown entry (shown as DosePro)', () => {
    expect(catalogueEntry(42)).toBe(catalogue[0]);
  });

  it('new-generation families are AxPro, CO2Pro and DoseMaxV2', () => {
    expect([1, 2, 3, 4, 5, 6].filter((t) => isNewGeneration(t as DeviceType))).toEqual([4, 5, 6]);
  });

  it('default versions: 1.1.4 for ITEMP, 1.2 for others', () => {
    expect(defaultVersionFor(DeviceType.itemp)).toBe('1.1.4');
    expect(defaultVersionFor(DeviceType.axPro)).toBe('1.2');
  });
});

describe('deviceTypeFromSerial', () => {
  it.each([
    ['ABCDEFGHI01B', 1],
    ['ABCDEFGHI1B ', 1],
    ['ABCDEFGHI0AA', 6],
    ['ABCDEFGHI07A', 4],
    ['ABCDEFGHI7A ', 4],
    ['ABCDEFGHI08A', 5],
    ['ABCDEFGHI04B', 3],
    ['ABCDEFGHI04A', 3],
    ['ABCDEFGHI01A', 2],
    ['ABCDEFGHI1A ', 2],
    ['ABCDEFGHI02A', 0],
    ['8A', 0],
    ['', 0],
    ['01b', 0],
  ])('%j → %i', (serial, type) => {
    expect(deviceTypeFromSerial(serial)).toBe(type);
  });
});

describe('deviceTypeFromDataText', () => {
  // The former reading, which split the whole text at /\r?\n/: the line-at-a-time scan answers the same.
  const bySplit = (text: string) => {
    const separator = text.charAt(1);
    const lines = text.split(/\r?\n/);
    const first = lines[0] ?? '';
    let type: DeviceType = DeviceType.unknown;
    if (separator !== '') {
      const fields = first.split(separator);
      if (first.startsWith('z')) {
        if ((fields[2] ?? '').length === 12) type = deviceTypeFromSerial(fields[2] ?? '');
        else if ((fields[3] ?? '').length === 12) type = deviceTypeFromSerial(fields[3] ?? '');
      } else if (first.startsWith('a')) type = deviceTypeFromSerial(fields[4] ?? '');
    }
    if (type === DeviceType.unknown && separator !== '') {
      const cLine = lines.find((line) => line.startsWith('c'));
      if (cLine !== undefined) type = deviceTypeFromSerial(cLine.split(separator)[1] ?? '');
    }
    return type;
  };
  const pieces = ['z', 'a', 'c', 'd', ';', ',', '\r', '\n', '\r\n', '2409000310AA', '24030001507A', '3', 'x'];
  test.prop([fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((p) => p.join(''))])(
    'answers as splitting the whole text would',
    (text) => {
      expect(deviceTypeFromDataText(text)).toBe(bySplit(text));
    },
  );
  it("'z' first line: third field when it has 12 characters", () => {
    expect(deviceTypeFromDataText('z;2;2409000310AA;3.0\r\na;x')).toBe(6);
  });
  it("'z' first line: otherwise the fourth field when it has 12 characters", () => {
    expect(deviceTypeFromDataText('z;4;AxPro;24030001507A;2.3\nd;1')).toBe(4);
  });
  it("'z' first line: a serial of another length is not used", () => {
    expect(deviceTypeFromDataText('z;4;4030001507A;x\n')).toBe(0);
  });
  it('the separator is the second character', () => {
    expect(deviceTypeFromDataText('z,5,24060002208A\n')).toBe(5);
  });
  it("'a' first line: the fifth field", () => {
    expect(deviceTypeFromDataText('a;3;2026-01-20;13:00:00;22110007804B;60;1\n')).toBe(3);
  });
  it('the fallback serial is used when the first line says nothing', () => {
    expect(deviceTypeFromDataText('b;x;y\n', '23050004401A')).toBe(2);
  });
  it("then the first line starting with 'c', its second field", () => {
    expect(deviceTypeFromDataText('b;x\nc;24010001201B;1\nc;2409000310AA\n')).toBe(1);
  });
  it('the fallback wins over the c line', () => {
    expect(deviceTypeFromDataText('b;x\nc;24010001201B\n', '24060002208A')).toBe(5);
  });
  it('unknown text gives 0', () => {
    expect(deviceTypeFromDataText('')).toBe(0);
    expect(deviceTypeFromDataText('hello world')).toBe(0);
  });
});

describe('registerLabel', () => {
  it('ITEMP shows id − 1 zero-padded to 3 digits', () => {
    expect(registerLabel(DeviceType.itemp, 1)).toBe('000');
    expect(registerLabel(DeviceType.itemp, 12)).toBe('011');
  });
  it('other families show the id', () => {
    expect(registerLabel(DeviceType.doseMax, 12)).toBe('12');
  });
});
