import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatItemp, generateHotAfternoon, VirtualDevice } from '@ohp/devices';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

let dir: string;
async function situation(name: string, body: unknown): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(body));
  return path;
}
async function analyze(body: unknown) {
  const { code, out, err } = await run(
    'analyze',
    'heat',
    '--input',
    await situation('s.json', body),
    '--json',
  );
  expect({ code, err }).toEqual({ code: 0, err: '' });
  return JSON.parse(out);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-heat-cli-'));
});

describe('ohp analyze heat --input (2019 text, worked by hand)', () => {
  it('furnace tending: 45 min at the furnace, 15 min at the bench', async () => {
    // Furnace: 0.7·26 + 0.3·40 = 18.2 + 12.0 = 30.2 °C; bench: 0.7·22 + 0.3·28 = 15.4 + 8.4 = 23.8 °C.
    // IBUTG = (30.2·45 + 23.8·15)/60 = (1359 + 357)/60 = 28.6 °C.
    // M = (414·45 + 180·15)/60 = (18630 + 2700)/60 = 355.5 W → next row up 360 W: limit 27.3 °C;
    // action level: next row up 357 W: 23.9 °C. 28.6 > 27.3: above the limit.
    const r = await analyze({
      norm: 'nr15-2019',
      openSkyWithoutArtificialSource: false,
      clothingIncrementC: 0,
      hood: false,
      situations: [
        { minutes: 45, tbn: 26, tg: 40 },
        { minutes: 15, tbn: 22, tg: 28 },
      ],
      activities: [
        { minutes: 45, metabolicRate: 414 },
        { minutes: 15, metabolicRate: 180 },
      ],
    });
    expect(r.ibutg).toBeCloseTo(28.6, 2);
    expect(r.metabolicRate).toBeCloseTo(355.5, 2);
    expect(r.limit).toBe(27.3);
    expect(r.actionLevel).toBe(23.9);
    expect(r).toMatchObject({
      regime: null,
      exceedsLimit: true,
      aboveActionLevel: true,
      nr15Applicable: true,
      judgement: 'above_limit',
    });
  });

  it('road paving in the sun, open sky: NR-15 Annex 3 does not apply, NR-09 still does', async () => {
    // 0.7·24 + 0.1·33 + 0.2·45 = 16.8 + 3.3 + 9.0 = 29.1 °C; with the SMS coveralls +0.5 = 29.6 °C.
    // M 300 W (a table row): limit 28.2, action level at 303 W: 24.9.
    const r = await analyze({
      norm: 'nr15-2019',
      openSkyWithoutArtificialSource: true,
      clothingIncrementC: 0.5,
      hood: false,
      situations: [{ minutes: 60, tbn: 24, tbs: 33, tg: 45, solarLoad: true }],
      activities: [{ minutes: 60, metabolicRate: 300 }],
    });
    expect(r.ibutg).toBeCloseTo(29.6, 2);
    expect(r.ibutgMeasured).toBeCloseTo(29.1, 2);
    expect(r).toMatchObject({
      limit: 28.2,
      actionLevel: 24.9,
      exceedsLimit: true,
      nr15Applicable: false,
      insalubrious: false,
      judgement: 'above_limit',
    });
  });

  it('light assembly with a hood: 25.0 + 1 = 26.0 °C at 180 W, above the action level only', async () => {
    // 180 W → limit row 182 W: 30.7 °C; action level row 180 W: 28.1 °C; 26.0 is below both.
    // With M 400 W instead: limit row 406 W 26.7 °C, action level row 400 W 23.2 °C → above action level.
    const base = {
      norm: 'nr15-2019',
      clothingIncrementC: 0,
      hood: true,
      situations: [{ minutes: 60, ibutg: 25 }],
    };
    const light = await analyze({ ...base, activities: [{ minutes: 60, metabolicRate: 180 }] });
    expect(light).toMatchObject({ ibutg: 26, limit: 30.7, actionLevel: 28.1, judgement: 'acceptable' });
    const heavy = await analyze({ ...base, activities: [{ minutes: 60, metabolicRate: 400 }] });
    expect(heavy).toMatchObject({
      limit: 26.7,
      actionLevel: 23.2,
      exceedsLimit: false,
      aboveActionLevel: true,
      judgement: 'above_action_level',
    });
    expect(heavy.warnings).toContain('hoodRule');
  });
});

describe('ohp analyze heat --input (1978 text, worked by hand)', () => {
  it('rest at the place, heavy work: 0.7·24 + 0.3·33 = 26.7 °C → 30/30 regime', async () => {
    const r = await analyze({
      norm: 'nr15-1978',
      rest: 'local',
      workload: 'heavy',
      clothingIncrementC: 0,
      hood: false,
      situations: [{ minutes: 60, tbn: 24, tg: 33 }],
      activities: [],
    });
    expect(r.ibutg).toBeCloseTo(26.7, 2);
    expect(r).toMatchObject({ regime: '30/30', limit: null, actionLevel: null, exceedsLimit: true });
  });
  it('rest elsewhere: 40 min shovelling (440 kcal/h) at 27.0 °C, 20 min seated (100 kcal/h) at 24.0 °C', async () => {
    // M = (440·40 + 100·20)/60 = (17600 + 2000)/60 = 326.7 kcal/h → the 350 row: 26.5 °C.
    // IBUTG = (27·40 + 24·20)/60 = (1080 + 480)/60 = 26.0 °C ≤ 26.5: within the limit.
    const r = await analyze({
      norm: 'nr15-1978',
      rest: 'elsewhere',
      situations: [
        { minutes: 40, ibutg: 27 },
        { minutes: 20, ibutg: 24 },
      ],
      activities: [
        { minutes: 40, metabolicRate: 440 },
        { minutes: 20, metabolicRate: 100 },
      ],
    });
    expect(r.metabolicRate).toBeCloseTo(326.67, 2);
    expect(r).toMatchObject({
      ibutg: 26,
      limit: 26.5,
      tabulatedMetabolicRate: 350,
      exceedsLimit: false,
      regime: null,
      actionLevel: null,
    });
  });
});

describe('ohp analyze heat on a record and a CSV', () => {
  it('a CSV in °F: the critical hour after the stabilisation time', async () => {
    // 30 min at tg 104 °F (40 °C) / tbn 82.4 °F (28 °C): inside the first 25 min and just after;
    // then 120 min at tg 95 °F (35 °C) / tbn 77 °F (25 °C) → IBUTG 0.7·25 + 0.3·35 = 28.0 °C.
    // Minutes 25–29 are still hot (IBUTG 0.7·28 + 0.3·40 = 31.6), so the best hour is 25–85:
    // (5·31.6 + 55·28)/60 = (158 + 1540)/60 = 28.3 °C.
    const rows = ['time,tg_f,tbn_f'];
    for (let i = 0; i < 150; i++) rows.push(`${i * 60},${i < 30 ? 104 : 95},${i < 30 ? 82.4 : 77}`);
    const file = join(dir, 'f.csv');
    await writeFile(file, `${rows.join('\n')}\n`);
    const { code, out } = await run('analyze', 'heat', file, '--metabolic-rate', '300', '--json');
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r.ibutg).toBeCloseTo(28.3, 2);
    expect(r.window).toMatchObject({ startOffsetS: 1500, endOffsetS: 5100, minutes: 60, short: false });
    expect(r.flags[0]).toMatchObject({ kind: 'stabilisation', samples: 25 });
    expect(r.source).toMatchObject({ source: 'csv', unit: 'F', model: 'CSV' });
  });
  it('a 2019 analysis of an Itemp record needs the metabolic rate', async () => {
    const file = join(dir, 'itemp.txt');
    await writeFile(
      file,
      formatItemp(
        generateHotAfternoon({
          seed: 1,
          serialNumber: 'IT0001004B',
          start: '2024-02-01T12:00:00',
          durationSeconds: 7200,
          intervalSeconds: 60,
        }),
      ),
    );
    const missing = await run('analyze', 'heat', file, '--lang', 'en');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('metabolic rates');
    const ok = await run('analyze', 'heat', file, '--metabolic-rate', '200', '--lang', 'en');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('Critical window');
  });
  it('bad input is a translated error naming the line or field', async () => {
    const csv = join(dir, 'bad.csv');
    await writeFile(csv, 'time,tg_c,tbn_c,tbs_c\n0,30,22,28\n60,30,29,28\n');
    const r = await run('analyze', 'heat', csv, '--metabolic-rate', '200', '--lang', 'pt-BR');
    expect(r.code).toBe(1);
    expect(r.err).toContain('Linha 3');
    const json = await run(
      'analyze',
      'heat',
      '--input',
      await situation('b.json', { norm: 'nr15-2019', situations: [{ minutes: 'x' }] }),
      '--lang',
      'en',
    );
    expect(json.err).toContain('situations[0].minutes');
    const noise = join(dir, 'noise.csv');
    await writeFile(noise, 'time,LAeq\n0,80\n60,80\n');
    expect((await run('analyze', 'heat', noise, '--lang', 'en')).err).toContain(
      'This file (CSV) is not a heat-stress file: read it with ohp analyze noise',
    );
    const v2 = new VirtualDevice('doseMaxV2').records[0];
    if (!v2) throw new Error('no record');
    const record = join(dir, 'v2.txt');
    await writeFile(record, v2.text);
    expect((await run('analyze', 'heat', record, '--lang', 'en')).err).toContain(
      'This file (DoseMax V2) is not a heat-stress file: read it with ohp analyze noise',
    );
    expect((await run('analyze', 'heat', csv, '--unit', 'K', '--lang', 'en')).err).toContain('--unit');
    const empty = join(dir, 'empty.txt');
    await writeFile(empty, '');
    expect((await run('analyze', 'heat', empty)).code).toBe(1);
  });
});

describe('ohp report heat', () => {
  it('writes a PDF from situation.json that pdftotext reads back, in the chosen language and unit', async () => {
    const input = await situation('r.json', {
      norm: 'nr15-2019',
      clothingIncrementC: 0,
      hood: false,
      situations: [{ minutes: 60, tbn: 26, tg: 40 }],
      activities: [{ minutes: 60, metabolicRate: 300 }],
    });
    const pdf = join(dir, 'r.pdf');
    const { code, out } = await run(
      'report',
      'heat',
      '--input',
      input,
      '--lang',
      'en',
      '--unit',
      'F',
      '-o',
      pdf,
    );
    expect(code).toBe(0);
    expect(out).toContain('Report saved');
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    // 0.7·26 + 0.3·40 = 30.2 °C = 86.36 °F; limit 28.2 °C = 82.76 °F.
    expect(text).toContain('86.4 °F');
    expect(text).toContain('82.8 °F');
    expect(text).toContain('Above the exposure limit');
  });
  it('needs -o', async () => {
    expect((await run('report', 'heat', '--input', 'x.json')).code).toBe(2);
  });
});

describe('situation.json in °F', () => {
  it('gives the °C answer: tbn 78.8 °F = 26 °C, tg 104 °F = 40 °C, an increment of 0.9 °F = 0.5 °C', async () => {
    const base = { norm: 'nr15-2019', hood: false, activities: [{ minutes: 60, metabolicRate: 300 }] };
    const c = await analyze({
      ...base,
      clothingIncrementC: 0.5,
      situations: [{ minutes: 60, tbn: 26, tg: 40 }],
    });
    const f = await analyze({
      ...base,
      unit: 'F',
      clothingIncrementC: 0.9,
      situations: [{ minutes: 60, tbn: 78.8, tg: 104 }],
    });
    // 0.7·26 + 0.3·40 = 30.2 °C, + 0.5 = 30.7 °C.
    expect(c.ibutg).toBeCloseTo(30.7, 2);
    expect(f.ibutg).toBeCloseTo(c.ibutg, 2);
    expect(f.incrementC).toBeCloseTo(0.5, 2);
  });
});
