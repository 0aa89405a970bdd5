import { formatItemp, generateHotAfternoon, VirtualDevice } from '@ohp/devices';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { readHeatInput } from './read-heat.ts';

const record = generateHotAfternoon({
  seed: 7,
  serialNumber: 'IT0001004B',
  start: '2024-02-01T13:00:00',
  durationSeconds: 7200,
  intervalSeconds: 60,
});

describe('readHeatInput', () => {
  it('an Itemp record becomes a °C series on its grid, lines counted from the first d line (line 3)', () => {
    const r = readHeatInput(formatItemp(record));
    if (!r.ok) throw new Error(r.reason.key);
    expect(r.data).toMatchObject({
      source: 'record',
      family: 'itemp',
      unit: 'C',
      serialNumber: 'IT0001004B',
    });
    expect(r.data.series.intervalS).toBe(60);
    expect([...r.data.series.tg]).toEqual([...record.globe]);
    expect([...(r.data.series.tbs ?? [])]).toEqual([...record.dryBulb]);
    expect(r.data.series.lineOf[0]).toBe(3);
    expect(r.data.series.startMs).toBe(new Date(2024, 1, 1, 13, 0, 0).getTime());
  });
  it('bytes and text give the same series', () => {
    const text = formatItemp(record);
    expect(readHeatInput(new TextEncoder().encode(text))).toEqual(readHeatInput(text));
  });
  it('a wet bulb above the dry bulb names its line', () => {
    const bad = {
      ...record,
      wetBulb: Float64Array.from(record.wetBulb, (v, i) => (i === 4 ? (record.dryBulb[4] as number) + 2 : v)),
    };
    const r = readHeatInput(formatItemp(bad));
    expect(r.ok ? null : r.reason).toMatchObject({ key: 'heat:read.wetAboveDry', values: { line: 7 } });
  });
  it('a record with a missing row: NaN at its grid place, the other rows at theirs with their lines', () => {
    const r = readHeatInput(
      'a;3;2024-02-01;13:00:00;IT0001004B;60;3\r\nc;IT0001004B\r\nd;0;40;30;25;50\r\nd;60;41;31;26;51\r\nd;180;42;32;27;52\r\n',
    );
    if (!r.ok) throw new Error(r.reason.key);
    const { tg, tbn, tbs, rh, lineOf } = r.data.series;
    expect([...tg]).toEqual([40, 41, Number.NaN, 42]);
    expect([...tbn]).toEqual([25, 26, Number.NaN, 27]);
    expect([...(tbs ?? [])]).toEqual([30, 31, Number.NaN, 32]);
    expect([...(rh ?? [])]).toEqual([50, 51, Number.NaN, 52]);
    expect([...lineOf]).toEqual([3, 4, 0, 5]);
  });
  it('a noise record is the wrong family; an empty file is an error', () => {
    const noise = new VirtualDevice('doseMaxV2').records[0];
    if (!noise) throw new Error('no record');
    const r = readHeatInput(noise.text);
    expect(r.ok ? null : r.reason.key).toBe('heat:read.wrongFamily');
    expect(readHeatInput('').ok).toBe(false);
  });
  it('a heat CSV without tbn is a heat CSV with a missing column, not a noise CSV', () => {
    const r = readHeatInput('time,tg_c\n0,30\n60,30\n');
    expect(r.ok ? null : r.reason).toMatchObject({
      key: 'heat:csv.error.missingColumns',
      values: { columns: 'tbn' },
    });
  });
  it('a heat CSV is recognised by its header', () => {
    const r = readHeatInput('time,tg_c,tbn_c\n0,30,22\n60,30,22\n');
    expect(r.ok && r.data.source).toBe('csv');
  });
});

describe('the Itemp fast path', () => {
  it('gives what readReading gives', async () => {
    const { readReading } = await import('../read-reading.ts');
    const text = formatItemp(record);
    const reading = readReading(text);
    if (!reading.ok || reading.data.domain !== 'heat') throw new Error('not heat');
    const fast = readHeatInput(text);
    expect(fast.ok && fast.data.series).toEqual(reading.data.heat.series);
    expect(fast.ok && fast.data.model).toBe(reading.data.model);
    // Errors of a broken record are the record parser's, as through readReading.
    const broken = readHeatInput(text.replace('d;60;', 'd;60;x'));
    expect(broken.ok ? null : broken.reason.key).toBe('devices:records.notNumber');
  });
});

describe('readHeatInput on hostile input', () => {
  const tokens = [
    'a;3;2024-02-01;12:00:00;IT0001004B;60;3',
    'c;IT0001004B',
    'd;0;30;28;22;50',
    'd;60;30;28;29;50',
    'd;30;1;1;1;1',
    'time,tg_c,tbn_c',
    '0,30,22',
    '\n',
    '\r\n',
    ';',
    ',',
    'x',
    '-',
    '999',
  ];
  const lines = fc.array(fc.constantFrom(...tokens), { maxLength: 30 }).map((p) => p.join('\n'));
  test.prop([fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), lines)])(
    'never throws and answers with a translation key',
    (text) => {
      const r = readHeatInput(text);
      if (!r.ok) expect(r.reason.key).toMatch(/^[a-z]+:[\w.]+$/);
    },
  );
  test.prop([fc.uint8Array({ maxLength: 300 })])('bytes: never throws', (bytes) => {
    const r = readHeatInput(bytes);
    if (!r.ok) expect(typeof r.reason.key).toBe('string');
  });
});
