import { describe, expect, it } from 'vitest';
import { readCo2 } from './read-co2.ts';

function ok(text: string) {
  const r = readCo2(text);
  if (!r.ok) throw new Error(`${r.reason.key} ${JSON.stringify(r.reason.values)}`);
  return r.data;
}
function fails(text: string) {
  const r = readCo2(text);
  if (r.ok) throw new Error('expected a failure');
  return r.reason;
}

describe('samples CSV: time,co2[,temperature][,rh]', () => {
  it('reads seconds from the start; each row is one interval starting at its time', () => {
    const d = ok('time,co2\n0,800\n60,850\n120,900\n');
    expect(d.source).toBe('csv');
    expect(d.family).toBeUndefined();
    expect(d.series.timeBase).toBe('relative');
    expect(d.series.intervalS).toBe(60);
    expect(Array.from(d.series.offsetsS)).toEqual([0, 60, 120]);
    expect(Array.from(d.series.co2)).toEqual([800, 850, 900]);
    expect(d.series.temperature).toBeUndefined();
    expect(d.hasTemperature).toBe(false);
  });

  it('reads ISO date-times, local without a zone and exact with one', () => {
    const local = ok('time,co2\n2026-04-02T08:00:00,800\n2026-04-02T08:01:00,820\n');
    expect(local.series.timeBase).toBe('absolute');
    expect(local.series.startMs).toBe(new Date(2026, 3, 2, 8, 0, 0).getTime());
    expect(local.series.intervalS).toBe(60);
    const zoned = ok('time,co2\n2026-04-02 08:00:00-03:00,800\n2026-04-02 08:00:30.5-03:00,820\n');
    expect(zoned.series.startMs).toBe(Date.UTC(2026, 3, 2, 11, 0, 0));
    expect(zoned.series.intervalS).toBe(30.5);
    const utc = ok('time,co2\n2026-04-02T08:00Z,800\n2026-04-02T08:05Z,820\n');
    expect(utc.series.intervalS).toBe(300);
  });

  it('takes columns in any order and case, aliases, Excel semicolons and decimal commas', () => {
    const d = ok('# exported\nRH;CO2;Temp;Time;note\n45;800;23,5;0;a\n;850;;60;b\n;;;;\n46;900;24;120;\n');
    expect(Array.from(d.series.co2)).toEqual([800, 850, 900]);
    expect(Array.from(d.series.temperature ?? [])).toEqual([23.5, Number.NaN, 24]);
    expect(Array.from(d.series.humidity ?? [])).toEqual([45, Number.NaN, 46]);
    expect(d.hasHumidity).toBe(true);
  });

  it('uses the smallest step as the interval and keeps longer steps as pauses', () => {
    const d = ok('time,co2\n0,800\n60,800\n600,800\n660,800\n');
    expect(d.series.intervalS).toBe(60);
    expect(Array.from(d.series.offsetsS)).toEqual([0, 60, 600, 660]);
  });

  it('accepts CR LF, lone CR and a byte-order mark', () => {
    expect(ok('\uFEFFtime,co2\r\n0,1\r\n1,2\r\n').series.co2.length).toBe(2);
    expect(ok('time,co2\r0,1\r1,2').series.co2.length).toBe(2);
  });

  it('reads a last line ended by a lone CR (old Mac line ends) as one ended by LF or CR LF', () => {
    const expected = ok('time,co2,rh\n0,800,40\n1,810,41\n');
    for (const text of [
      'time,co2,rh\r0,800,40\r1,810,41\r',
      'time,co2,rh\r\n0,800,40\r\n1,810,41\r',
      'time;co2;rh\n0;800;40\n1;810;41\r',
    ]) {
      const d = ok(text);
      expect(Array.from(d.series.co2)).toEqual(Array.from(expected.series.co2));
      expect(Array.from(d.series.humidity ?? [])).toEqual(Array.from(expected.series.humidity ?? []));
      expect(readCo2(new TextEncoder().encode(text))).toEqual(readCo2(text));
    }
  });

  it('reads the bytes as the text past the room reserved from the first row (columns grown)', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `${i},${400 + (i % 97)},${(i % 300) / 10},`);
    const text = `time,co2,temperature,note\n0,400,20,${'x'.repeat(400)}\n${rows.slice(1).join('\n')}\n`;
    const fromBytes = readCo2(new TextEncoder().encode(text));
    expect(fromBytes.ok && fromBytes.data.series.co2.length).toBe(5000);
    expect(fromBytes).toEqual(readCo2(`\uFEFF${text}`));
  });

  it('reads the bytes of a file as its text, ISO times and errors included', () => {
    for (const text of [
      '\uFEFFtime;co2;temperature\r\n2026-04-02T08:00:00;800;22,5\r\n2026-04-02T08:00:01;810;22,6\r\n',
      'time,co2\n2026-04-02T08:59:59.5Z,800\n2026-04-02T09:00:00.5Z,810\n2026-04-02T09:00:01+01:00,820\n',
      'time,co2\n2026-04-02T08:00:00,800\n2026-04-02T08:00:01,abc\n',
      'time,co2\n2026-04-02T08:00:00,800\n2026-04-02T08:00:00,810\n',
      'time,co2\n2026-04-02T08:00:00,800\n2026-02-31T08:00:01,810\n',
      'time,co2\n2026-04-02T08:00:00,800\n2026-04-02T08:00:01,810,é\n',
    ]) {
      expect(readCo2(new TextEncoder().encode(text))).toEqual(readCo2(text));
    }
  });

  it('reads a time of the same minute as the row before from its seconds: the text path’s numbers and errors', () => {
    const rows = (...times: string[]) => `time;co2\n${times.map((t, i) => `${t};${800 + i}`).join('\n')}\n`;
    const at = (s: string) => `2026-04-02T08:59:${s}`;
    for (const text of [
      rows(at('57'), at('58'), at('59'), '2026-04-02T09:00:00', '2026-04-02T09:00:01', '2026-04-03T09:00:02'),
      rows('2026-04-02T08:58:58', '2026-04-02T08:58:59', at('00'), at('01')),
      rows(at('00'), at('01'), at('60')),
      rows(at('00'), at('01'), '2026-04-02T08-59:02'),
      rows(at('00'), at('01'), '2026-04-02T08:5x:02'),
      rows(at('00'), at('01'), at('0x')),
      rows(at('00'), at('01'), at('02.5'), at('03'), at('04Z'), at('05')),
      rows(at('00'), at('01'), at('2'), at('03')),
      rows(at('00'), at('01'), `${at('02')} `, at('03')),
      rows(at('00'), at('01'), at('01')),
      rows(at('00'), '2026-04-02T08:59:01x', at('02')),
    ]) {
      // The BOM keeps the text on the text path (decoding drops it from the bytes).
      expect(readCo2(new TextEncoder().encode(text))).toEqual(readCo2(`\uFEFF${text}`));
    }
  });
});

describe('bad input: a translated error naming the line', () => {
  it.each([
    ['', 'co2:read.empty', {}],
    ['\n  \n', 'co2:read.empty', {}],
    ['time,laeq\n0,80\n', 'co2:read.missingColumns', { line: 1, columns: 'co2' }],
    ['time,co2,co2\n', 'co2:read.duplicateColumn', { line: 1, column: 'co2' }],
    ['time,co2\n0,800\n60\n', 'co2:read.fieldCount', { line: 3, expected: 2, found: 1 }],
    ['time,co2\n0,800\n60,800,9\n', 'co2:read.fieldCount', { line: 3, expected: 2, found: 3 }],
    ['time,co2\n0,800\n60,abc\n', 'co2:read.notANumber', { line: 3, column: 'co2', value: 'abc' }],
    ['time,co2\n0,800\n60,0x10\n', 'co2:read.notANumber', { line: 3, column: 'co2', value: '0x10' }],
    ['time,co2\n0,800\n60,\n', 'co2:read.missingValue', { line: 3, column: 'co2' }],
    [
      'time,co2\n0,800\n60,50001\n',
      'co2:read.outOfRange',
      { line: 3, column: 'co2', value: '50001', min: 0, max: 50000 },
    ],
    ['time,co2\n0,-1\n', 'co2:read.outOfRange', { line: 2, column: 'co2', value: '-1', min: 0, max: 50000 }],
    [
      'time,co2,rh\n0,800,101\n',
      'co2:read.outOfRange',
      { line: 2, column: 'rh', value: '101', min: 0, max: 100 },
    ],
    ['time,co2\n0,800\n60,800\n30,800\n', 'co2:read.timeBackwards', { line: 4 }],
    ['time,co2\n0,800\n\n0,800\n', 'co2:read.timeRepeated', { line: 4 }],
    ['time,co2\nmonday,800\n', 'co2:read.badTime', { line: 2, value: 'monday' }],
    ['time,co2\n2026-02-31T08:00:00,800\n', 'co2:read.badTime', { line: 2, value: '2026-02-31T08:00:00' }],
    [
      'time,co2\n0,800\n2026-04-02T08:00:00,800\n',
      'co2:read.badTime',
      { line: 3, value: '2026-04-02T08:00:00' },
    ],
    ['time,co2\n-5,800\n', 'co2:read.badTime', { line: 2, value: '-5' }],
    ['time,co2\n0,800\n', 'co2:read.tooFewRows', { rows: 1 }],
  ])('%j → %s', (text, key, values) => {
    expect(fails(text)).toEqual({ key, values });
  });
});
