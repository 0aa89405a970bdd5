import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { deviceFamilies, domainOf } from '../catalogue.ts';
import { profiles } from '../emulator/profiles.ts';
import { dosimeterRecordToNoiseSeries } from '../families/dosimeter/to-noise-series.ts';
import { familyModule } from '../families/index.ts';
import { parseRecord } from '../records/parse-record.ts';
import { loadNoiseFile } from './noise/load-noise-file.ts';
import { HEAD_BYTES } from './domain-reader.ts';
import { type ReadingResult, readReading, recordOfReading, sniffReading } from './read-reading.ts';

const ENCODER = new TextEncoder();
const itemp =
  'a;3;2026-01-20;13:00:00;22110007804B;60;2\r\nc;22110007804B\r\nd;0;41.2;31.0;25.3;50\r\nd;60;42.0;31.4;25.5;49\r\n';
const axPro =
  'z;4;24030001507A;2.3.1;1.0.4\na;2026-02-05;08:10:00;1;2;handArm;1\nc;24030001507A\nd;0;3.1;2.2;4.05\nd;1;0.15;0.1;0.2\n';
const co2 =
  'z;5;24060002208A;2.1.0\na;2026-04-02;08:00:00;60;3\nc;24060002208A\nd;0;421;22.1;45\nd;60;460;22.2;46\nd;120;512;22.4;46\n';
const csv = 'time;LAeq\n0;80,5\n1;81\n2;82\n';

/** The shortest record of each virtual device (the emulator writes them with each module's writer). */
const recordText = (family: (typeof deviceFamilies)[number]) => {
  const records = profiles[family].records(1);
  return records.reduce((a, b) => (b.text.length < a.text.length ? b : a)).text;
};

function ok(result: ReadingResult) {
  if (!result.ok) throw new Error(`expected a reading, got ${result.reason.key}`);
  return result.data;
}

function reason(result: ReadingResult) {
  if (result.ok) throw new Error('expected an error');
  return result.reason;
}

describe('readReading: each family', () => {
  it.each(deviceFamilies)('%s: family, domain, model and the record its own parser reads', (family) => {
    const text = recordText(family);
    const reading = ok(readReading(text));
    expect(reading.family).toBe(family);
    expect(reading.domain).toBe(domainOf(family));
    expect(reading.source).toBe('record');
    expect(reading.model).toBe(familyModule(family).catalogue.name);
    const own = parseRecord(family, text);
    if (!own.ok) throw new Error(own.reason.key);
    expect(recordOfReading(reading)).toEqual(own.data);
    if (reading.domain === 'noise' && own.data.kind === 'dosimeter') {
      expect(reading.noise.series).toEqual(dosimeterRecordToNoiseSeries(own.data));
      expect(reading.noise.source).toBe('record');
    }
  });

  it('ITEMP record: heat, with its rows', () => {
    const reading = ok(readReading(itemp));
    if (reading.domain !== 'heat' || !reading.record) throw new Error(reading.domain);
    expect(Array.from(reading.record.globe)).toEqual([41.2, 42]);
    expect(Array.from(reading.record.humidity)).toEqual([50, 49]);
    // The series on its grid, in °C: tg, tbn, tbs and rh of each row, 60 s apart.
    const { series, unit } = reading.heat;
    expect(unit).toBe('C');
    expect(series.intervalS).toBe(60);
    expect(Array.from(series.tg)).toEqual([41.2, 42]);
    expect(Array.from(series.tbs ?? [])).toEqual([31, 31.4]);
    expect(Array.from(series.tbn)).toEqual([25.3, 25.5]);
    expect(Array.from(series.lineOf)).toEqual([3, 4]);
    expect(series.startMs).toBe(new Date(2026, 0, 20, 13, 0, 0).getTime());
  });

  it('ITEMP record with a wet bulb above the dry bulb: refused naming its line', () => {
    const r = reason(readReading(itemp.replace('d;60;42.0;31.4;25.5', 'd;60;42.0;31.4;33.0')));
    expect(r.key).toBe('heat:read.wetAboveDry');
    expect(r.values.line).toBe(4);
  });

  it('heat samples CSV: recognised by its header, source csv, no family, °F read as °C', () => {
    const text = '# unit: F\ntime;tg;tbn\n0;104;77\n60;105,8;78,8\n';
    for (const input of [text, ENCODER.encode(text)]) {
      const reading = ok(readReading(input));
      if (reading.domain !== 'heat') throw new Error(reading.domain);
      expect(reading.source).toBe('csv');
      expect(reading.family).toBeUndefined();
      expect(reading.model).toBe('CSV');
      expect(reading.record).toBeUndefined();
      expect(reading.heat.unit).toBe('F');
      // (104 − 32)·5/9 = 40 °C; (77 − 32)·5/9 = 25 °C; (105.8 − 32)·5/9 = 41 °C.
      expect(reading.heat.series.tg[0]).toBeCloseTo(40, 9);
      expect(reading.heat.series.tbn[0]).toBeCloseTo(25, 9);
      expect(reading.heat.series.tg[1]).toBeCloseTo(41, 9);
      expect(recordOfReading(reading)).toBeUndefined();
    }
  });

  it("heat samples CSV with a bad cell: the CSV reader's reason, naming the line", () => {
    const r = reason(readReading('time,tg_c,tbn_c\n0,40,25\n60,abc,25\n'));
    expect(r.key.startsWith('heat:')).toBe(true);
    expect(r.values.line).toBe(3);
  });

  it('AxPro record: vibration', () => {
    const reading = ok(readReading(axPro));
    if (reading.domain !== 'vibration' || !reading.record) throw new Error(reading.domain);
    expect(Array.from(reading.record.z)).toEqual([4.05, 0.2]);
    expect(reading.record.evaluationType).toBe('handArm');
    if (reading.vibration.kind !== 'intervals') throw new Error(reading.vibration.kind);
    expect(reading.vibration.series.evaluation).toBe('hand-arm');
    expect(reading.vibration.series.fourthPower).toBeNull();
  });

  it('CO2Pro record: co2', () => {
    const reading = ok(readReading(co2));
    if (reading.domain !== 'co2') throw new Error(reading.domain);
    expect(Array.from(reading.record?.co2 ?? [])).toEqual([421, 460, 512]);
    // The series the maths read, from the same registers.
    expect(Array.from(reading.series.co2)).toEqual([421, 460, 512]);
    expect(reading.series.rangePpm).toBe(50_000);
    expect(reading).toMatchObject({ source: 'record', family: 'co2Pro', hasTemperature: true });
  });
});

describe('readReading: CO2 samples CSV, recognised by its header', () => {
  it.each([
    ['comma', 'time,co2,temperature,rh\n0,800,24,50\n60,1300,25,52\n'],
    ['semicolon, other order and case', 'CO2;Time\n800;0\n1300;60\n'],
    ['BOM and blank first line', '\uFEFF\ntime,co2\n0,800\n60,1300\n'],
  ])('%s: co2 from no family with its series', (_, text) => {
    const reading = ok(readReading(text));
    expect(reading).toMatchObject({ domain: 'co2', family: undefined, source: 'csv', model: 'CSV' });
    if (reading.domain !== 'co2') throw new Error(reading.domain);
    expect(reading.record).toBeUndefined();
    expect(Array.from(reading.series.co2)).toEqual([800, 1300]);
    expect(Array.from(reading.series.offsetsS)).toEqual([0, 60]);
    expect(reading.series.intervalS).toBe(60);
  });

  it('temperature and humidity only when the columns are there', () => {
    const reading = ok(readReading('time,co2\n0,800\n60,1300\n'));
    expect(reading).toMatchObject({ hasTemperature: false, hasHumidity: false });
  });

  it.each([
    ['CO2 out of range', 'time,co2\n0,800\n60,60000\n', 'co2:read.outOfRange', { line: 3 }],
    ['time backwards', 'time,co2\n60,800\n0,900\n', 'co2:read.timeBackwards', { line: 3 }],
    ['not a number', 'time,co2\n0,800\n60,much\n', 'co2:read.notANumber', { line: 3 }],
  ])("%s: the CO2 reader's key naming the line", (_, text, key, values) => {
    const result = readReading(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason.key).toBe(key);
    expect(result.reason.values).toMatchObject(values);
  });

  it('bytes give the same answer as the text', () => {
    const text = 'time,co2,rh\n2024-03-01T08:00:00,800,50\n2024-03-01T08:01:00,900,51\n';
    expect(readReading(ENCODER.encode(text))).toEqual(readReading(text));
  });
});

describe('readReading: raw acceleration CSV and extended AxPro records', () => {
  const raw = `time,ax,ay,az\n${Array.from({ length: 401 }, (_, i) => `${i / 400},0.1,-0.2,${i % 2 ? 1 : -1}`).join('\n')}\n`;

  it('a raw acceleration CSV is vibration from no family, recognised by its header', () => {
    const reading = ok(readReading(raw));
    expect(reading).toMatchObject({ domain: 'vibration', family: undefined, source: 'csv', model: 'CSV' });
    if (reading.domain !== 'vibration' || reading.vibration.kind !== 'raw') throw new Error('expected raw');
    expect(reading.record).toBeUndefined();
    // 401 samples over 1 s: (n − 1) / (t_last − t_first) = 400 Hz.
    expect(reading.vibration.raw.sampleRate).toBeCloseTo(400, 9);
    expect(reading.vibration.raw.z.length).toBe(401);
    expect(ok(readReading(ENCODER.encode(raw)))).toEqual(reading);
  });

  it('a raw acceleration CSV with a non-numeric value names the line', () => {
    const result = reason(readReading(raw.replace('0.0025,0.1', '0.0025,abc')));
    expect(result.key).toMatch(/^vibration:|^devices:/);
    expect(JSON.stringify(result.values)).toContain('3');
  });

  it('the emulator record of the AxPro carries the series the maths needs', () => {
    const reading = ok(readReading(recordText('axPro')));
    if (reading.domain !== 'vibration' || reading.vibration.kind !== 'intervals')
      throw new Error('expected intervals');
    const series = reading.vibration.series;
    expect(series.fourthPower?.z.length).toBe(series.z.length);
    expect(series.peak?.x.length).toBe(series.x.length);
    expect(series.spectrum?.bands.z?.length).toBe(series.spectrum?.centres.length);
  });
});

describe('readReading: samples CSV and bad files', () => {
  it('a samples CSV is noise from no family', () => {
    const reading = ok(readReading(csv));
    expect(reading).toMatchObject({ domain: 'noise', family: undefined, source: 'csv', model: 'CSV' });
    if (reading.domain !== 'noise') throw new Error(reading.domain);
    expect(Array.from(reading.noise.series.laeq)).toEqual([80.5, 81, 82]);
    expect(reading.noise.record).toBeUndefined();
  });

  it('a CSV error names its line', () => {
    const r = reason(readReading('time;LAeq\n0;80\n1;loud\n'));
    expect(r.key).toMatch(/^noise:csv\./);
    expect(r.values.line).toBe(3);
  });

  it('an empty file, as text, blank text or bytes', () => {
    for (const input of ['', '  \r\n', new Uint8Array(0)]) {
      expect(reason(readReading(input)).key).toBe('devices:records.empty');
    }
  });

  it('a file that is no reading', () => {
    expect(reason(readReading('name,value\n1,2\n')).key).toBe('devices:records.invalidFile');
  });

  it('a device file of another domain is a reading of that domain, and loadNoiseFile names its family', () => {
    expect(ok(readReading(itemp)).domain).toBe('heat');
    const noise = loadNoiseFile(itemp);
    expect(noise.ok).toBe(false);
    if (!noise.ok)
      expect(noise.reason).toEqual({ key: 'devices:records.wrongFamily', values: { family: 'ITEMP' } });
  });

  it('a record whose rows break its family rules names the line', () => {
    const r = reason(readReading(itemp.replace(';49\r', ';101\r')));
    expect(r.key).toBe('devices:records.outOfRange');
  });
});

describe('readReading: bytes and text give the same answer', () => {
  it.each(deviceFamilies)('%s record, with and without a BOM', (family) => {
    const text = recordText(family);
    const bytes = ENCODER.encode(text);
    expect(readReading(bytes)).toEqual(readReading(text));
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(readReading(bom)).toEqual(readReading(text));
  });

  it.each([
    ['samples CSV', csv],
    ['ITEMP', itemp],
    ['AxPro', axPro],
    ['CO2Pro', co2],
    ['bad CSV', 'time;LAeq\n0;80\n1;loud\n'],
    ['unknown', 'name,value\n1,2\n'],
  ])('%s', (_, text) => {
    expect(readReading(ENCODER.encode(text))).toEqual(readReading(text));
  });
});

describe('readReading: hostile input', () => {
  test.prop([fc.uint8Array({ maxLength: 2048 })])(
    'random bytes: ok false with a key, never a throw',
    (bytes) => {
      const result = readReading(bytes);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason.key).toMatch(/^(devices|noise|co2):/);
    },
  );

  test.prop([fc.constantFrom(...deviceFamilies), fc.nat(), fc.nat()], { numRuns: 30 })(
    'a record cut anywhere: an answer, never a throw, the same from bytes',
    (family, a, b) => {
      const text = recordText(family);
      const cut = text.slice(Math.min(a, b) % text.length, Math.max(a, b) % (text.length + 1));
      const result = readReading(cut);
      if (!result.ok) expect(result.reason.key).toMatch(/^(devices|noise|co2):/);
      expect(readReading(ENCODER.encode(cut))).toEqual(result);
    },
    // 30 whole records read twice: 4 s alone on a 2-CPU VM, several times that beside the other
    // test files (it once passed the 20-s default under a full run).
    90_000,
  );
});

describe('sniffReading: the domain a file is read as, from its start only', () => {
  it.each(deviceFamilies)('%s record: its domain and family, as readReading reads the whole', (family) => {
    const bytes = ENCODER.encode(recordText(family));
    const whole = ok(readReading(bytes));
    expect(sniffReading(bytes.subarray(0, HEAD_BYTES + 3))).toEqual({ domain: whole.domain, family });
  });

  it('samples CSVs by their header; no answer for what no reader claims', () => {
    expect(sniffReading(ENCODER.encode(csv))).toEqual({ domain: 'noise', family: undefined });
    expect(sniffReading(ENCODER.encode('time,co2\n0,420\n60,430\n'))).toEqual({
      domain: 'co2',
      family: undefined,
    });
    expect(sniffReading(ENCODER.encode('hello\nworld\n'))).toBeUndefined();
  });
});
