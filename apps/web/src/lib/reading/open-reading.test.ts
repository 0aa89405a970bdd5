import { test as fcTest, fc } from '@fast-check/vitest';
import { VirtualDevice } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { openReading } from './open-reading';

// Every reading a person brings goes through readReading, then the SPEC §5 DoseMax V2 check.

const recordOf = (family: 'doseMaxV2' | 'doseMax' | 'itemp' | 'axPro' | 'co2Pro') =>
  new VirtualDevice(family).records.at(-1)?.text ?? '';

describe('openReading', () => {
  it.each([
    ['doseMaxV2', 'noise'],
    ['doseMax', 'noise'],
    ['itemp', 'heat'],
    ['axPro', 'vibration'],
    ['co2Pro', 'co2'],
  ] as const)('a %s record reads as the %s domain, with its family', (family, domain) => {
    const opened = openReading(recordOf(family));
    expect(opened.ok && opened.reading.domain).toBe(domain);
    expect(opened.ok && opened.reading.family).toBe(family);
  });

  it('a samples CSV is a noise reading without a family', () => {
    const opened = openReading('time;LAeq\n0;80,5\n1;81\n2;82,25\n');
    expect(opened.ok && opened.reading).toMatchObject({ domain: 'noise', family: undefined, source: 'csv' });
  });

  it("a DoseMax V2 file missing its 'd' lines gets the attention alert's invalid file", () => {
    const text = recordOf('doseMaxV2')
      .split('\r\n')
      .filter((line) => !line.startsWith('d'))
      .join('\r\n');
    expect(openReading(text)).toEqual({
      ok: false,
      attention: true,
      key: 'devices:records.invalidFile',
      values: {},
    });
  });

  it('a broken value is refused with a key naming the line, not the attention alert', () => {
    const text = recordOf('co2Pro').replace(/\r\nd;60;[^\r]*/, '\r\nd;60;abc;1;1');
    const opened = openReading(text);
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.attention).toBe(false);
    expect(!opened.ok && opened.values).toMatchObject({ value: 'abc' });
  });

  fcTest.prop([fc.string({ maxLength: 400 })])(
    'hostile text never throws: a reading or a translated refusal',
    (text) => {
      const opened = openReading(text);
      if (!opened.ok) expect(opened.key).toMatch(/^devices:/);
    },
  );
});
