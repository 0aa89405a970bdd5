import { parseRecord, VirtualDevice } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { clockAt, summarizeRecord } from './record-summary';

function firstRecord(family: 'co2Pro' | 'itemp' | 'axPro' | 'doseMax' | 'doseMaxV2') {
  const device = new VirtualDevice(family);
  const text = device.records[0]?.text ?? '';
  const parsed = parseRecord(family, text);
  if (!parsed.ok) throw parsed.reason;
  return parsed.data;
}

describe('summarizeRecord', () => {
  it('an ITEMP record: header with serial and interval, rows of tg/tbs/tbn/rh from the start time', () => {
    const record = firstRecord('itemp');
    const summary = summarizeRecord(record, 5);
    expect(summary.columns).toEqual(['time', 'globe', 'dryBulb', 'wetBulb', 'humidity']);
    expect(summary.rows).toHaveLength(5);
    expect(summary.total).toBe(record.offsets.length);
    expect(Object.fromEntries(summary.header)).toMatchObject({
      serialNumber: '22110007804B',
      interval: '60 s',
      samples: String(record.offsets.length),
    });
    expect(summary.rows[0]?.[0]).toBe(record.start.slice(11, 19));
    expect(summary.rows[1]?.[0]).toBe(clockAt(record.start, 60));
  });

  it('a DoseMaxV2 record shows the dosimeter configuration, summary and audio events', () => {
    const summary = summarizeRecord(firstRecord('doseMaxV2'));
    const header = Object.fromEntries(summary.header);
    // The layout is named by the families that write it: more than one once a family is generated from it.
    expect(header.format).toContain('DoseMax V2');
    expect(header).toHaveProperty('audio');
    expect(header).toHaveProperty('dose');
    expect(summary.columns).toEqual(['time', 'laeq', 'lcpeak', 'lafmax']);
    expect(summary.rows).toHaveLength(20);
  });

  it('a DoseMax (v1) record has no audio line; AxPro and CO2Pro have their own columns', () => {
    expect(Object.fromEntries(summarizeRecord(firstRecord('doseMax')).header)).not.toHaveProperty('audio');
    expect(summarizeRecord(firstRecord('axPro')).columns).toEqual(['time', 'x', 'y', 'z']);
    expect(summarizeRecord(firstRecord('co2Pro')).columns).toEqual([
      'time',
      'co2',
      'temperature',
      'humidity',
    ]);
  });

  it('numbers follow the locale: decimal comma in pt-BR, point in English', () => {
    const record = firstRecord('co2Pro');
    const pt = summarizeRecord(record, 1, 'pt-BR').rows[0];
    const en = summarizeRecord(record, 1, 'en').rows[0];
    expect(pt?.[2]).toMatch(/^\d+,\d$/);
    expect(en?.[2]).toMatch(/^\d+\.\d$/);
  });

  it('clockAt wraps past midnight and never applies a time zone', () => {
    expect(clockAt('2026-03-09T23:59:30', 45)).toBe('00:00:15');
  });
});
