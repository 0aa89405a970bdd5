import { describe, expect, it } from 'vitest';
import { deviceFamilies } from '../catalogue.ts';
import { DeviceError } from '../errors.ts';
import { defaultConfigValue, defaultSchedule } from '../emulator/factory-settings.ts';
import { configSchema } from './schemas.ts';
import { parseConfig, serializeConfig } from './model.ts';
import { parseSchedule, serializeSchedule, validateSchedule } from './schedule.ts';
import { minimumFields } from './schemas.ts';
import { validateConfig, validateField, validateRecordCount } from './validate.ts';

const fields = (n: number) => Array.from({ length: n }, (_, i) => String(i)).join(';');

describe('configuration completeness (SPEC §5)', () => {
  it.each([
    ['axPro', 'config', 7],
    ['doseMaxV2', 'config', 11],
    ['doseMax', 'config', 17],
    ['dosePro', 'config', 17],
    ['itemp', 'config', 17],
    ['co2Pro', 'config', 17],
    ['axPro', 'advanced', 7],
    ['doseMaxV2', 'advanced', 17],
    ['co2Pro', 'advanced', 17],
    ['axPro', 'maintenance', 13],
  ] as const)('%s %s needs %i fields', (family, kind, n) => {
    expect(minimumFields(family, kind)).toBe(n);
    expect(configSchema(family, kind)?.length).toBe(n);
    expect(() => parseConfig(family, kind, [fields(n - 1)])).toThrow(
      expect.objectContaining({
        key: 'devices:protocol.incompleteConfig',
        values: { received: n - 1, required: n },
      }),
    );
    expect(parseConfig(family, kind, [fields(n)]).extra).toEqual([]);
  });
  it('extra fields are kept and written back', () => {
    const config = parseConfig('axPro', 'config', [`${fields(7)};X;Y`]);
    expect(config.extra).toEqual(['X', 'Y']);
    expect(serializeConfig(config)).toBe(`${fields(7)};X;Y`);
  });
  it('an empty answer is incomplete', () => {
    expect(() => parseConfig('doseMax', 'config', [])).toThrow(DeviceError);
  });
  it('families without advanced configuration say so', () => {
    expect(() => parseConfig('doseMax', 'advanced', [fields(17)])).toThrow(/unsupportedCommand/);
  });
});

describe('field validation (SPEC §5, §9)', () => {
  const axPro = configSchema('axPro', 'config') ?? [];
  const doseMax = configSchema('doseMax', 'config') ?? [];
  const v2 = configSchema('doseMaxV2', 'config') ?? [];
  const field = (list: typeof axPro, key: string) => {
    const found = list.find((f) => f.key === key);
    if (!found) throw new Error(key);
    return found;
  };
  const check = (list: typeof axPro, key: string, value: string) =>
    validateField(field(list, key), value)?.key;
  it.each([
    ['00:00', 'devices:validation.duration'],
    ['00:01', undefined],
    ['15:59', undefined],
    ['16:00', 'devices:validation.duration'],
    ['1:00', 'devices:validation.duration'],
    ['10:60', 'devices:validation.duration'],
  ])('general duration %s', (value, key) => {
    expect(check(doseMax, 'duration', value)).toBe(key);
  });
  it('AxPro duration 00:01 to 10:00', () => {
    expect([check(axPro, 'duration', '10:00'), check(axPro, 'duration', '10:01')]).toEqual([
      undefined,
      'devices:validation.duration',
    ]);
    expect(validateField(field(axPro, 'duration'), '10:01')?.values).toEqual({ min: '00:01', max: '10:00' });
  });
  it('the other form: 00:01 to 23:59', () => {
    expect([check(v2, 'duration', '23:59'), check(v2, 'duration', '24:00')]).toEqual([
      undefined,
      'devices:validation.duration',
    ]);
  });
  it.each([
    ['brightness', '9', 'devices:validation.range'],
    ['brightness', '10', undefined],
    ['brightness', '100', undefined],
    ['brightness', '101', 'devices:validation.range'],
    ['inactivity', '0', 'devices:validation.range'],
    ['inactivity', '30', undefined],
    ['inactivity', '31', 'devices:validation.range'],
    ['brightness', 'abc', 'devices:validation.mustBeNumber'],
    ['brightness', '', 'devices:validation.required'],
    ['fileName', 'ABCDEFGHIJKLMN', undefined],
    ['fileName', 'ABCDEFGHIJKLMNO', 'devices:validation.maxLength'],
    ['fileName', 'A;B', 'devices:validation.forbiddenCharacters'],
  ])('%s = %j', (key, value, expected) => {
    expect(check(axPro, key, value)).toBe(expected);
  });
  it('sensor reading delay 0–60, interval 1–60, factor 0–200', () => {
    const itemp = configSchema('itemp', 'config') ?? [];
    const advanced = configSchema('axPro', 'advanced') ?? [];
    expect([check(itemp, 'sensorReadingDelay', '0'), check(itemp, 'sensorReadingDelay', '61')]).toEqual([
      undefined,
      'devices:validation.range',
    ]);
    expect([check(itemp, 'sensorReadingInterval', '0'), check(itemp, 'sensorReadingInterval', '60')]).toEqual(
      ['devices:validation.range', undefined],
    );
    expect([
      check(advanced, 'factor', '0'),
      check(advanced, 'factor', '200'),
      check(advanced, 'factor', '200.5'),
    ]).toEqual([undefined, undefined, 'devices:validation.range']);
  });
  it('the number of records must be valid for the interval', () => {
    expect(validateRecordCount('doseMax', 1, 7)?.key).toBe('devices:validation.invalidRecordCount');
    expect(validateRecordCount('doseMax', 1, 6)).toBeUndefined();
    const config = parseConfig('axPro', 'config', ['00:01;7;pt;1;10;A;80']);
    expect(validateConfig(config).map((i) => i.key)).toEqual(['devices:validation.invalidRecordCount']);
  });
  it.each(deviceFamilies)('the factory configuration of %s is valid', (family) => {
    for (const kind of ['config', 'advanced', 'maintenance'] as const) {
      const value = defaultConfigValue(family, kind);
      if (value === undefined) continue;
      expect(validateConfig(parseConfig(family, kind, [value]))).toEqual([]);
    }
  });
});

describe('schedule', () => {
  it('DoseMaxV2 needs 10 non-empty lines', () => {
    const lines = defaultSchedule('doseMaxV2');
    expect(() => parseSchedule('doseMaxV2', [...lines.slice(0, 9), ''])).toThrow(
      expect.objectContaining({
        key: 'devices:protocol.incompleteSchedule',
        values: { received: 9, required: 10 },
      }),
    );
    const schedule = parseSchedule('doseMaxV2', lines);
    expect(schedule.format === 'slots' && schedule.slots[0]).toEqual({
      slot: 1,
      enabled: true,
      weekdays: 62,
      start: '07:00',
      duration: '08:48',
    });
    expect(serializeSchedule(schedule)).toBe(lines.join('|'));
  });
  it('others need 91 fields (7 days × 13)', () => {
    const [line = ''] = defaultSchedule('itemp');
    expect(line.split(';')).toHaveLength(91);
    expect(() => parseSchedule('itemp', [line.split(';').slice(0, 90).join(';')])).toThrow(
      expect.objectContaining({ key: 'devices:protocol.incompleteSchedule' }),
    );
    const schedule = parseSchedule('itemp', [line]);
    expect(schedule.format === 'days' && schedule.days[1]?.windows[0]).toEqual({
      start: '07:00',
      duration: '08:48',
      interval: 1,
    });
    expect(serializeSchedule(schedule)).toBe(line);
    expect(validateSchedule(schedule)).toEqual([]);
  });
  it('validation names bad times and intervals', () => {
    const schedule = parseSchedule('co2Pro', defaultSchedule('co2Pro'));
    if (schedule.format !== 'days') throw new Error('days');
    const day = schedule.days[0];
    const window = day?.windows[0];
    if (!window) throw new Error('window');
    window.start = '25:00';
    window.interval = 61;
    expect(validateSchedule(schedule).map((i) => [i.field, i.key])).toEqual([
      ['days.0.windows.0.start', 'devices:validation.time'],
      ['days.0.windows.0.interval', 'devices:validation.range'],
    ]);
  });
});
