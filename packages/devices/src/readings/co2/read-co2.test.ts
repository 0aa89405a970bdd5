import { describe, expect, it } from 'vitest';
import { formatCo2Pro, formatItemp, generateHotAfternoon, generateOfficeCo2 } from '../../index.ts';
import { scanCo2ProBytes } from '../../families/co2Pro/scan-bytes.ts';
import { readCo2 } from './read-co2.ts';

const office = generateOfficeCo2({
  seed: 7,
  serialNumber: '24060002208A',
  firmware: '2.1.0',
  start: '2026-04-02T08:00:00',
  durationSeconds: 3600,
  intervalSeconds: 60,
});

describe('CO2Pro record → CO2 series', () => {
  it('keeps every register, the start as local wall-clock time and the sensor range', () => {
    const r = readCo2(formatCo2Pro(office));
    if (!r.ok) throw new Error(r.reason.key);
    expect(r.data.source).toBe('record');
    expect(r.data.family).toBe('co2Pro');
    expect(r.data.model).toBe('CO2Pro');
    expect(r.data.serialNumber).toBe('24060002208A');
    const s = r.data.series;
    expect(s.startMs).toBe(new Date(2026, 3, 2, 8, 0, 0).getTime());
    expect(s.intervalS).toBe(60);
    expect(s.rangePpm).toBe(50000);
    expect(Array.from(s.co2)).toEqual(Array.from(office.co2));
    expect(Array.from(s.offsetsS)).toEqual(Array.from(office.offsets));
    expect(Array.from(s.humidity ?? [])).toEqual(Array.from(office.humidity));
  });

  it('reads the file bytes the same as the text', () => {
    const text = formatCo2Pro(office);
    const fromBytes = readCo2(new TextEncoder().encode(text));
    expect(fromBytes.ok && Array.from(fromBytes.data.series.co2)).toEqual(Array.from(office.co2));
  });

  it('gives the same reading from the byte scanner as from the line parser', () => {
    const text = formatCo2Pro(office);
    // 18 digits: the scanner leaves the line to the line parser, which reads the same 45.
    const slow = text.replace(/^(d;60;\d+;[\d.-]+;)\d+/m, '$1045.0000000000000000');
    expect(slow).not.toBe(text);
    expect(scanCo2ProBytes(new TextEncoder().encode(slow))).toBeUndefined();
    const fast = readCo2(text);
    const parsed = readCo2(slow);
    if (!fast.ok || !parsed.ok) throw new Error('not read');
    const humidity = Array.from(office.humidity);
    humidity[1] = 45;
    expect(Array.from(parsed.data.series.humidity ?? [])).toEqual(humidity);
    expect({ ...parsed.data, record: undefined, series: undefined }).toEqual({
      ...fast.data,
      record: undefined,
      series: undefined,
    });
    const fastWith45 = readCo2(text.replace(/^(d;60;\d+;[\d.-]+;)\d+/m, '$145'));
    expect(fastWith45.ok && fastWith45.data).toEqual(parsed.data);
  });

  it('refuses another family with the model it found', () => {
    const itemp = generateHotAfternoon({
      seed: 1,
      serialNumber: '22110007804B',
      start: '2026-04-02T13:00:00',
      durationSeconds: 600,
      intervalSeconds: 60,
    });
    const r = readCo2(formatItemp(itemp));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toEqual({ key: 'co2:read.wrongFamily', values: { model: 'ITEMP' } });
  });

  it('passes the record errors on, naming the line', () => {
    const text = formatCo2Pro(office).replace(/^d;60;\d+/m, 'd;60;60000');
    const r = readCo2(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason.key).toBe('devices:records.outOfRange');
      expect(r.reason.values.line).toBeGreaterThan(3);
    }
    const backwards = formatCo2Pro(office).replace(/^d;120;/m, 'd;30;');
    const b = readCo2(backwards);
    expect(!b.ok && b.reason.key).toBe('devices:records.timeBackwards');
  });
});
