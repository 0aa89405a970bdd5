import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { readRawAccelerationCsv, looksLikeRawAccelerationCsv, RawCsvReader } from './raw-csv.ts';
import { CsvError } from '../csv-error.ts';

function csv(rows: number, rate: number, header = 'time,ax,ay,az'): string {
  const lines = [header];
  for (let i = 0; i < rows; i++) lines.push(`${(i / rate).toFixed(6)},${Math.sin(i)},${-0.5 * i},${i % 7}`);
  return `${lines.join('\n')}\n`;
}

const fails = (text: string) => {
  const r = readRawAccelerationCsv(text);
  if (r.ok) throw new Error('accepted');
  return { key: r.reason.key, ...r.reason.values };
};

describe('raw acceleration CSV', () => {
  it('reads the columns and the sample rate from the time column', () => {
    const r = readRawAccelerationCsv(csv(1001, 500));
    if (!r.ok) throw new Error(r.reason.key);
    // 1001 samples over 2 s: (1001 − 1) / 2 = 500 Hz.
    expect(r.data.sampleRate).toBeCloseTo(500, 9);
    expect(r.data.x.length).toBe(1001);
    expect(r.data.y[4]).toBe(-2);
    expect(r.data.z[8]).toBe(1);
  });

  it('columns in any order, other columns ignored, ; with decimal comma, comments and CRLF', () => {
    const text =
      '# exported by a logger\r\nAZ;note;Time;ay;ax\r\n1,5;a;0;-2;3\r\n2,5;b;0,5;-2;3\r\n3;c;1;-2;3\r\n';
    const r = readRawAccelerationCsv(text);
    if (!r.ok) throw new Error(r.reason.key);
    expect([...r.data.z]).toEqual([1.5, 2.5, 3]);
    expect(r.data.sampleRate).toBe(2);
  });

  it('recognises its header', () => {
    expect(looksLikeRawAccelerationCsv('# x\ntime,ax,ay,az\n0,1,1,1')).toBe(true);
    expect(looksLikeRawAccelerationCsv('time,LAeq\n0,80')).toBe(false);
    expect(looksLikeRawAccelerationCsv('z;4;123;1.0')).toBe(false);
  });

  it('bad input names the line', () => {
    expect(fails('')).toMatchObject({ key: 'vibration:csv.empty' });
    expect(fails('time,ax,ay\n0,1,1')).toMatchObject({ key: 'vibration:csv.missingColumns', columns: 'az' });
    expect(fails('time,ax,ay,az,ax\n')).toMatchObject({ key: 'vibration:csv.duplicateColumn', column: 'ax' });
    expect(fails('time,ax,ay,az\n0,1,1,1\n0.1,1,abc,1\n')).toMatchObject({
      key: 'vibration:csv.notANumber',
      line: 3,
      column: 'ay',
    });
    expect(fails('time,ax,ay,az\n0,1,1\n')).toMatchObject({ key: 'vibration:csv.fieldCount', line: 2 });
    expect(fails('time,ax,ay,az\n0,1,1,1\n0,1,1,1\n')).toMatchObject({
      key: 'vibration:csv.timeBackwards',
      line: 3,
    });
    expect(fails('time,ax,ay,az\n0,1,1,1\n0.1,1,1,1\n0.3,1,1,1\n')).toMatchObject({
      key: 'vibration:csv.irregularTime',
      line: 4,
    });
    expect(fails('time,ax,ay,az\n0,1,1,1\n0.1,1,1,99999\n')).toMatchObject({
      key: 'vibration:csv.outOfRange',
      line: 3,
    });
    expect(fails('time,ax,ay,az\n0,1,1,1\n0.5,1,1,1\n')).toMatchObject({ key: 'vibration:csv.tooShort' });
    expect(fails('time,ax,ay,az\n-1,1,1,1\n')).toMatchObject({
      key: 'vibration:csv.negativeTime',
      line: 2,
    });
    expect(fails('time,ax,ay,az\n0,1,1,1e400\n')).toMatchObject({ key: 'vibration:csv.notANumber' });
    expect(fails('time,ax,ay,az\n0,1.5.2,1,1\n')).toMatchObject({ key: 'vibration:csv.notANumber' });
  });

  it('a column named like an Object member is not a column', () => {
    expect(fails('time,constructor,__proto__,ax,ay\n')).toMatchObject({
      key: 'vibration:csv.missingColumns',
    });
  });
});

describe('properties', () => {
  const text = csv(700, 400);
  const whole = readRawAccelerationCsv(text);

  test.prop([fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 12 }), fc.boolean()])(
    'the result does not depend on where the input is cut (text or bytes)',
    (cuts, bytes) => {
      const points = [...new Set(cuts)].sort((a, b) => a - b);
      const reader = new RawCsvReader();
      const source = bytes ? new TextEncoder().encode(text) : text;
      let from = 0;
      for (const at of [...points, source.length]) {
        reader.push(source.slice(from, Math.min(at, source.length)));
        from = Math.min(at, source.length);
      }
      expect(whole.ok && { ok: true, data: reader.finish() }).toEqual(whole);
    },
  );

  test.prop([
    fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.uint8Array({ maxLength: 300 }).map((b) => b),
    ),
  ])('hostile input gives the reader’s own error, never a crash', (input) => {
    try {
      const reader = new RawCsvReader();
      reader.push(typeof input === 'string' ? `time,ax,ay,az\n${input}` : input);
      reader.finish();
    } catch (error) {
      expect(error).toBeInstanceOf(CsvError);
    }
  });

  it('an endless line is refused early', () => {
    const reader = new RawCsvReader();
    expect(() => {
      for (let i = 0; i < 100; i++) reader.push('1'.repeat(100));
    }).toThrow(CsvError);
  });
});
