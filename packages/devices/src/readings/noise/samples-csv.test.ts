import { translate } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { parseSamplesCsv } from './samples-csv.ts';
import type { NoiseSeries } from '@ohp/exposure';

function ok(text: string | Uint8Array): NoiseSeries {
  const r = parseSamplesCsv(text);
  if (!r.ok) throw new Error(`expected ok, got ${r.reason.key} ${JSON.stringify(r.reason.values)}`);
  return r.data;
}

function fail(text: string) {
  const r = parseSamplesCsv(text);
  if (r.ok) throw new Error('expected an error');
  return r.reason;
}

describe('samples CSV: valid files', () => {
  it('comma, ISO times, every optional column', () => {
    const s = ok(
      'time,LAeq,LCpeak,LAFmax,oct_1k,oct_500,third_31.5\n' +
        '2024-01-15T08:00:00Z,85.2,120.1,90.3,80,70,60\n' +
        '2024-01-15T08:00:01Z,86,121,91,81,71,\n',
    );
    expect(s.startMs).toBe(Date.UTC(2024, 0, 15, 8));
    expect(s.timeBase).toBe('absolute');
    expect(s.intervalS).toBe(1);
    expect([...s.laeq]).toEqual([85.2, 86]);
    expect([...(s.peak ?? [])]).toEqual([120.1, 121]);
    expect(s.peakWeighting).toBe('C');
    expect([...(s.lafmax ?? [])]).toEqual([90.3, 91]);
    // bands sorted by frequency; an empty optional cell is "no data"
    expect(s.octaves?.names).toEqual(['oct_500', 'oct_1k']);
    expect(s.octaves?.centresHz).toEqual([500, 1000]);
    expect([...(s.octaves?.levels[1] ?? [])]).toEqual([80, 81]);
    expect(s.thirds?.levels[0]?.[1]).toBeNaN();
    expect(s.excluded).toEqual([]);
  });

  it('Brazilian Excel: semicolon, decimal comma, seconds, BOM, CRLF, quotes, blank and comment lines', () => {
    const s = ok(
      '\uFEFF# DoseMax export\r\n"time";"LAeq";"oct_31,5"\r\n0;85,5;60\r\n\r\n60;"86,25";61,5\r\n;;\r\n',
    );
    expect(s.timeBase).toBe('relative');
    expect(s.intervalS).toBe(60);
    expect([...s.laeq]).toEqual([85.5, 86.25]);
    expect(s.octaves?.names).toEqual(['oct_31.5']);
    expect([...(s.octaves?.levels[0] ?? [])]).toEqual([60, 61.5]);
  });

  it('accepts the UTF-8 bytes of a file (with BOM and old-Mac CR line ends) as well as text', () => {
    const bytes = new TextEncoder().encode('\uFEFFtime;LAeq;Observação\r0;80,5;ruído\r1;81;ok\r');
    const s = ok(bytes);
    expect([...s.laeq]).toEqual([80.5, 81]);
  });

  it('grows its arrays when rows are much shorter than the first one', () => {
    const rows = Array.from({ length: 300 }, (_, i) => `${i + 1},${70 + (i % 50)},`);
    const s = ok(`time,LAeq,notes\n0,80,${'x'.repeat(5000)}\n${rows.join('\n')}`);
    expect(s.laeq.length).toBe(301);
    expect(s.laeq[0]).toBe(80);
    expect(s.laeq[300]).toBe(70 + (299 % 50));
  });

  it('header names are case-insensitive; unknown non-band columns are ignored', () => {
    const s = ok('TIME,laeq,Notes,LZpeak\n0,80,a,100\n1,81,b,101\n');
    expect([...s.laeq]).toEqual([80, 81]);
    expect(s.peakWeighting).toBe('Z');
  });

  it('a gap of whole intervals is a pause: NaN levels and a pause period', () => {
    const s = ok('time,LAeq\n0,80\n1,81\n4,84\n5,85\n');
    expect(s.intervalS).toBe(1);
    expect(s.laeq.length).toBe(6);
    expect(Number.isNaN(s.laeq[2])).toBe(true);
    expect(Number.isNaN(s.laeq[3])).toBe(true);
    expect(s.excluded).toEqual([{ kind: 'pause', startMs: 2000, endMs: 4000 }]);
  });

  it('infers the interval from the smallest step even when the first step is a gap', () => {
    const s = ok('time,LAeq\n0,80\n0.3,81\n0.4,82\n0.5,83\n');
    expect(s.intervalS).toBeCloseTo(0.1, 12);
    expect(s.laeq.length).toBe(6);
  });
});

describe('samples CSV: errors name the line', () => {
  const cases: [string, string, string, Record<string, string | number>][] = [
    ['empty file', '', 'empty', {}],
    ['only blank lines', '\n \n\r\n', 'empty', {}],
    ['missing LAeq', 'time,LCpeak\n0,100\n', 'missingColumns', { line: 1, columns: 'LAeq' }],
    ['missing both', 'a;b\n', 'missingColumns', { line: 1, columns: 'time, LAeq' }],
    ['duplicate', 'time,LAeq,laeq\n', 'duplicateColumn', { line: 1, column: 'laeq' }],
    ['unknown band', 'time,LAeq,oct_1000\n', 'unknownBand', { line: 1, column: 'oct_1000' }],
    ['truncated line', 'time,LAeq,LAFmax\n0,80,90\n1,81\n', 'fieldCount', { line: 3, expected: 3, found: 2 }],
    ['extra field', 'time,LAeq\n0,80\n1,81,5\n', 'fieldCount', { line: 3, expected: 2, found: 3 }],
    ['text level', 'time,LAeq\n0,80\n1,abc\n', 'notANumber', { line: 3, column: 'LAeq', value: 'abc' }],
    ['empty LAeq', 'time,LAeq\n0,\n1,80\n', 'notANumber', { line: 2, column: 'LAeq', value: '' }],
    // a quoted cell may not hold the separator: '"80' is read, and is not a number
    [
      'quoted decimal comma in a comma file',
      'time,LAeq\n0,80\n1,"80,5"\n',
      'notANumber',
      { line: 3, column: 'LAeq', value: '"80' },
    ],
    [
      'level above 150',
      'time,LAeq\n0,80\n1,151\n',
      'levelOutOfRange',
      { line: 3, column: 'LAeq', value: '151', min: 0, max: 150 },
    ],
    [
      'negative band',
      'time,LAeq,oct_1k\n0,80,-1\n',
      'levelOutOfRange',
      { line: 2, column: 'oct_1k', value: '-1', min: 0, max: 150 },
    ],
    ['bad time', 'time,LAeq\n0,80\nx,80\n', 'badTime', { line: 3, value: 'x' }],
    ['mixed time formats', 'time,LAeq\n2024-01-15T08:00:00,80\n5,80\n', 'badTime', { line: 3, value: '5' }],
    ['time backwards', 'time,LAeq\n0,80\n1,80\n0.5,80\n', 'timeBackwards', { line: 4 }],
    ['time repeated', 'time,LAeq\n0,80\n1,80\n1,80\n', 'timeRepeated', { line: 4 }],
    [
      'inconsistent interval',
      'time,LAeq\n0,80\n1,80\n2.5,80\n',
      'inconsistentInterval',
      { line: 4, expected: 1, found: 1.5 },
    ],
    ['one row', 'time,LAeq\n0,80\n', 'tooFewRows', { rows: 1 }],
    ['huge gap', 'time,LAeq\n0,80\n1,80\n9999999,80\n', 'tooLong', { max: 2_000_000 }],
  ];

  it.each(cases)('%s → %s', (_, text, code, values) => {
    const reason = fail(text);
    expect(reason.code).toBe(code);
    expect(reason.key).toBe(`noise:csv.error.${code}`);
    expect(reason.values).toEqual(values);
  });

  it('shows non-ASCII cells whole and cuts long ones to 20 characters', () => {
    expect(fail('time,LAeq\n0,80\n1,ruído\n').values.value).toBe('ruído');
    expect(fail(`time,LAeq\n0,80\n1,${'x'.repeat(50)}\n`).values.value).toBe(`${'x'.repeat(20)}…`);
  });

  it('translates with the line number in every language', () => {
    const reason = fail('time;LAeq\n0;80\n1;abc\n');
    expect(translate('pt-BR', reason.key, reason.values)).toBe(
      'Linha 3, coluna LAeq: o valor "abc" não é um número',
    );
    expect(translate('en', reason.key, reason.values)).toBe(
      'Line 3, column LAeq: the value "abc" is not a number',
    );
    expect(translate('es', reason.key, reason.values)).toBe(
      'Línea 3, columna LAeq: el valor "abc" no es un número',
    );
  });
});
