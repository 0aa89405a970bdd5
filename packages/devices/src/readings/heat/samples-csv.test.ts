import { describe, expect, it } from 'vitest';
import { parseHeatSamplesCsv } from './samples-csv.ts';

function ok(text: string) {
  const r = parseHeatSamplesCsv(text);
  if (!r.ok) throw new Error(`unexpected ${r.reason.code} ${JSON.stringify(r.reason.values)}`);
  return r.data;
}
const error = (text: string) => {
  const r = parseHeatSamplesCsv(text);
  return r.ok ? null : { code: r.reason.code, key: r.reason.key, values: r.reason.values };
};

describe('heat samples CSV', () => {
  it('reads °C columns declared by suffix, seconds from the start', () => {
    const d = ok('time,tg_c,tbn_c,tbs_c,rh\n0,30,22,28,50\n60,31,22.5,28.5,49\n');
    expect(d.unit).toBe('C');
    expect(d.series).toMatchObject({ timeBase: 'relative', startMs: 0, intervalS: 60 });
    expect([...d.series.tg]).toEqual([30, 31]);
    expect([...d.series.tbn]).toEqual([22, 22.5]);
    expect([...(d.series.tbs ?? [])]).toEqual([28, 28.5]);
    expect([...(d.series.rh ?? [])]).toEqual([50, 49]);
    expect([...d.series.lineOf]).toEqual([2, 3]);
  });
  it('°F declared by a unit line is converted: 86 °F = 30 °C, 71.6 °F = 22 °C', () => {
    const d = ok('# unit: F\ntime;tg;tbn\n2024-01-15T08:00:00Z;86;71,6\n2024-01-15T08:00:01Z;86;71,6\n');
    expect(d.unit).toBe('F');
    expect(d.series.timeBase).toBe('absolute');
    expect(d.series.startMs).toBe(Date.UTC(2024, 0, 15, 8));
    expect(d.series.tg[0]).toBeCloseTo(30, 10);
    expect(d.series.tbn[0]).toBeCloseTo(22, 10);
    expect(d.series.tbs).toBeNull();
  });
  it('a step of several intervals is a gap of NaN', () => {
    const d = ok('time,tg_c,tbn_c\n0,30,22\n60,30,22\n240,31,23\n');
    expect(d.series.tg.length).toBe(5);
    expect(Number.isNaN(d.series.tg[2] as number)).toBe(true);
    expect(d.series.tg[4]).toBe(31);
  });
});

describe('bad input names the line', () => {
  it('empty file', () => expect(error('')?.code).toBe('empty'));
  it('no unit declared', () =>
    expect(error('time,tg,tbn\n0,30,22\n')).toMatchObject({
      code: 'unitMissing',
      values: { line: 1, column: 'tg' },
    }));
  it('mixed units', () => expect(error('time,tg_c,tbn_f\n')?.code).toBe('mixedUnits'));
  it('missing and duplicate columns', () => {
    expect(error('time,tg_c\n0,1\n')).toMatchObject({ code: 'missingColumns', values: { columns: 'tbn' } });
    expect(error('time,tg_c,tbn_c,tg_c\n')?.code).toBe('duplicateColumn');
  });
  it('temperature outside the sensor range, in the file unit', () => {
    expect(error('time,tg_c,tbn_c\n0,30,22\n1,151,22\n')).toMatchObject({
      code: 'temperatureOutOfRange',
      values: { line: 3, column: 'tg', value: '151', min: -40, max: 150 },
    });
    expect(error('time,tg_f,tbn_f\n0,303,70\n')).toMatchObject({
      code: 'temperatureOutOfRange',
      values: { line: 2, max: 302, unit: '°F' },
    });
  });
  it('humidity outside 0–100 %', () =>
    expect(error('time,tg_c,tbn_c,rh\n0,30,22,101\n')?.code).toBe('humidityOutOfRange'));
  it('wet bulb above dry bulb (beyond 0.5 °C)', () => {
    expect(error('time,tg_c,tbn_c,tbs_c\n0,30,22,28\n1,30,29,28\n')).toMatchObject({
      code: 'wetAboveDry',
      values: { line: 3, tbn: 29, tbs: 28 },
    });
    expect(error('time,tg_c,tbn_c,tbs_c\n0,30,28.4,28\n1,30,28.4,28\n')).toBeNull();
  });
  it('time going backwards or repeated', () => {
    expect(error('time,tg_c,tbn_c\n0,30,22\n60,30,22\n30,30,22\n')).toMatchObject({
      code: 'timeBackwards',
      values: { line: 4 },
    });
    expect(error('time,tg_c,tbn_c\n0,30,22\n0,30,22\n')).toMatchObject({
      code: 'timeRepeated',
      values: { line: 3 },
    });
  });
  it('not a number, bad time, field count, one row, uneven steps', () => {
    expect(error('time,tg_c,tbn_c\n0,abc,22\n')).toMatchObject({
      code: 'notANumber',
      values: { line: 2, column: 'tg' },
    });
    expect(error('time,tg_c,tbn_c\nnoon,30,22\n')).toMatchObject({ code: 'badTime', values: { line: 2 } });
    expect(error('time,tg_c,tbn_c\n0,30\n')).toMatchObject({
      code: 'fieldCount',
      values: { line: 2, expected: 3, found: 2 },
    });
    expect(error('time,tg_c,tbn_c\n0,30,22,1\n')?.code).toBe('fieldCount');
    expect(error('time,tg_c,tbn_c\n0,30,22\n')).toMatchObject({ code: 'tooFewRows' });
    expect(error('time,tg_c,tbn_c\n0,30,22\n60,30,22\n150,30,22\n')).toMatchObject({
      code: 'inconsistentInterval',
      values: { line: 4 },
    });
  });
  it('a gap after several rows one interval apart: every row at its grid place, lines kept', () => {
    const d = ok('time,tg_c,tbn_c\n0,30,22\n60,31,22\n120,32,22\n300,33,23\n360,34,23\n');
    expect([...d.series.tg]).toEqual([30, 31, 32, Number.NaN, Number.NaN, 33, 34]);
    expect([...d.series.lineOf]).toEqual([2, 3, 4, 0, 0, 5, 6]);
  });
  it('a last line ended by a lone CR (old Mac line ends) reads as one ended by LF or CR LF', () => {
    const expected = ok('time,tg_c,tbn_c,rh\n0,30,22,50\n60,31,22.5,49\n');
    for (const text of [
      'time,tg_c,tbn_c,rh\r0,30,22,50\r60,31,22.5,49\r',
      'time,tg_c,tbn_c,rh\r\n0,30,22,50\r\n60,31,22.5,49\r',
      'time,tg_c,tbn_c,rh\n0,30,22,50\n60,31,22.5,49\r',
    ]) {
      const d = ok(text);
      expect([...d.series.tg]).toEqual([...expected.series.tg]);
      expect([...d.series.tbn]).toEqual([...expected.series.tbn]);
      expect([...(d.series.rh ?? [])]).toEqual([...(expected.series.rh ?? [])]);
      expect([...d.series.lineOf]).toEqual([...expected.series.lineOf]);
    }
  });
});
