import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VirtualDevice } from '@ohp/devices';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

let dir: string;
const file = async (name: string, content: string | object) => {
  const path = join(dir, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const analyze = async (input: object) => {
  const { code, out, err } = await run(
    'analyze',
    'vibration',
    '--input',
    await file('in.json', input),
    '--json',
  );
  if (code !== 0) throw new Error(err);
  return JSON.parse(out);
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-vibration-cli-'));
});

describe('ohp analyze vibration --input (worked examples derived by hand)', () => {
  it('NHO-10: a grinder 2 h and a drill 2 × 1 h in a 10 h workday', async () => {
    const r = await analyze({
      evaluation: 'hand-arm',
      workdayMin: 600,
      components: [
        { minutes: 120, ax: 2, ay: 3, az: 6 },
        { minutes: 60, repetitions: 2, amr: 4 },
      ],
    });
    // amr1 = √(4 + 9 + 36) = 7; amr2 = 4 as given.
    expect(r.amr).toEqual([7, 4]);
    // are = √((49·120 + 16·2·60)/600) = √13 = 3.6056; aren = √(7800/480) = √16.25 = 4.0311.
    expect(r.are).toBeCloseTo(3.6056, 4);
    expect(r.aren).toBeCloseTo(4.0311, 4);
    // 3.5 ≤ aren ≤ 5.0: uncertainty region; not above 5 → not insalubrious.
    expect(r.judgement).toBe('uncertainty');
    expect(r.insalubrious).toBe(false);
    expect(r.vdvExp).toBeNull();
    expect(r.vdvr).toBeNull();
    // Mean square over the 240 exposed minutes: 7800/240 = 32.5 → to 2.5 m/s²: 480·6.25/32.5 = 92.3 min.
    expect(r.minutesToActionLevel).toBeCloseTo(92.3, 1);
    // to 5 m/s²: 480·25/32.5 = 369.2 min.
    expect(r.minutesToLimit).toBeCloseTo(369.2, 1);
  });

  it('NHO-09: a forklift seat 6 h with a VDV sample of 1 h', async () => {
    const r = await analyze({
      evaluation: 'whole-body',
      workdayMin: 480,
      components: [{ minutes: 360, ax: 0.3, ay: 0.2, az: 0.5 }],
      vdv: { x: 4, y: 3, z: 8, sampleMin: 60, exposureMin: 360 },
    });
    // amr = √((1.4·0.3)² + (1.4·0.2)² + 0.5²) = √0.5048 = 0.7105; aren = √(0.5048·360/480) = 0.6153.
    expect(r.amr[0]).toBeCloseTo(0.7105, 4);
    expect(r.aren).toBeCloseTo(0.6153, 4);
    // VDVexp = fj·VDVj·6^¼: 8.7645 / 6.5734 / 12.5207; VDVR = 32343^¼ = 13.4106.
    expect(r.vdvExp).toEqual({ x: 8.7645, y: 6.5734, z: 12.5207 });
    expect(r.vdvr).toBeCloseTo(13.4106, 4);
    expect(r.arenJudgement).toBe('action_level');
    expect(r.vdvrJudgement).toBe('action_level');
    expect(r.judgement).toBe('action_level');
    expect(r.insalubrious).toBe(false);
  });

  it('NHO-09 / NR-15 Anexo 8: aren above 1.1 m/s² is insalubrious, grau médio', async () => {
    // amr = √((1.4·0.6)² + (1.4·0.5)² + 0.9²) = √(0.7056 + 0.49 + 0.81) = 1.4162 for 8 h → aren = 1.4162.
    const r = await analyze({
      evaluation: 'whole-body',
      workdayMin: 480,
      components: [{ minutes: 480, ax: 0.6, ay: 0.5, az: 0.9 }],
    });
    expect(r.aren).toBeCloseTo(1.4162, 4);
    expect(r.judgement).toBe('above_limit');
    expect(r.insalubrious).toBe(true);
    expect(r.insalubrityGrade).toBe('medium');
  });

  it('the recommended action comes in the chosen language', async () => {
    const path = await file('g.json', {
      evaluation: 'hand-arm',
      workdayMin: 480,
      components: [{ minutes: 480, amr: 1 }],
    });
    const en = JSON.parse((await run('analyze', 'vibration', '--input', path, '--json', '--lang', 'en')).out);
    expect(en.recommendedAction).toBe('At least maintain the existing condition');
    const pt = JSON.parse(
      (await run('analyze', 'vibration', '--input', path, '--json', '--lang', 'pt-BR')).out,
    );
    expect(pt.recommendedAction).toBe('No mínimo manutenção da condição existente');
  });
});

// An extended record (docs/protocol.md §7.4): two 60 s intervals of a seat, with ∫aw⁴dt and
// peaks per axis (`d` lines) and an octave spectrum of z (`s` lines).
const extended = [
  'z;4;24030001507A;2.3.1',
  'a;2026-02-05;10:00:00;60;2;wholeBody;1;octave;z',
  'c;24030001507A',
  'b;7.9433;15.849',
  'd;0;0.3;0.2;0.5;1;1;16;1;1;2',
  's;0;z;0.4;0.2',
  'd;60;0.3;0.2;0.5;1;1;0;1;1;2',
  's;60;z;0.4;0.2',
  '',
].join('\n');

describe('ohp analyze vibration <file>', () => {
  it('an AxPro record: the energy mean of the intervals, evaluation from the record', async () => {
    const record = new VirtualDevice('axPro').records[0];
    if (!record) throw new Error('no emulated record');
    const path = await file('axpro.txt', record.text);
    const { code, out } = await run('analyze', 'vibration', path, '--workday', '480', '--json');
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r.evaluation).toBe('hand-arm');
    expect(r.source).toBe('record');
    expect(r.exposureMin).toBe(30);
    const c = r.components[0];
    // hand-arm: amr is the vector sum of the three axis means; are = amr·√(30/480).
    expect(r.amr[0]).toBeCloseTo(Math.hypot(c.ax, c.ay, c.az), 3);
    expect(r.are).toBeCloseTo(r.amr[0] * Math.sqrt(30 / 480), 3);
  });

  it("an extended record: VDV from the record's fourth-power sums, peaks, crest factor and spectrum", async () => {
    const path = await file('seat.txt', extended);
    const { code, out, err } = await run(
      'analyze',
      'vibration',
      path,
      '--exposure',
      '240',
      '--workday',
      '480',
      '--json',
    );
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const r = JSON.parse(out);
    expect(r.evaluation).toBe('whole-body');
    // amr = √((1.4·0.3)² + (1.4·0.2)² + 0.5²) = √0.5048 = 0.71049; aren = 0.71049·√(240/480) = 0.50239.
    expect(r.amr[0]).toBeCloseTo(0.71049, 4);
    expect(r.aren).toBeCloseTo(0.50239, 4);
    // VDV over the 2 measured minutes: x = y = (1 + 1)^¼ = 1.18921, z = (16 + 0)^¼ = 2.
    expect(r.record.axes.x.vdv).toBeCloseTo(1.18921, 4);
    expect(r.record.axes.z.vdv).toBe(2);
    // VDVexp = f·VDV·(240/2)^¼ = f·VDV·3.30975: x = y = 1.4·1.18921·3.30975 = 5.51037; z = 6.61950.
    expect(r.vdvExp.x).toBeCloseTo(5.51037, 3);
    expect(r.vdvExp.y).toBeCloseTo(5.51037, 3);
    expect(r.vdvExp.z).toBeCloseTo(6.6195, 3);
    // VDVR = (2·5.51037⁴ + 6.61950⁴)^¼ = 3763.97^¼ = 7.83270: below 9.1, but aren ≥ 0.5 → action level.
    expect(r.vdvr).toBeCloseTo(7.8327, 3);
    expect(r.vdvrJudgement).toBe('acceptable');
    expect(r.arenJudgement).toBe('action_level');
    expect(r.judgement).toBe('action_level');
    // Peaks 1, 1, 2 over r.m.s. 0.3, 0.2, 0.5: crest factors 3.33, 5, 4; the largest is 5.
    expect(r.record.axes.z.peak).toBe(2);
    expect(r.maxCrestFactor).toBe(5);
    // The octave spectrum of z: the energy mean of 0.4 and 0.4, of 0.2 and 0.2; x and y carry none.
    expect(r.record.spectrum).toEqual({
      resolution: 'octave',
      centres: [7.94, 15.85],
      x: [0, 0],
      y: [0, 0],
      z: [0.4, 0.2],
    });
  });

  it('an old-format record (r.m.s. only): no VDV, no spectrum, the r.m.s. figures as before', async () => {
    const old = [
      'z;4;24030001507A;2.3.1',
      'a;2026-02-05;10:00:00;60;2;wholeBody;1',
      'c;24030001507A',
      'd;0;0.3;0.2;0.5',
      'd;60;0.3;0.2;0.5',
      '',
    ].join('\n');
    const { code, out } = await run('analyze', 'vibration', await file('old.txt', old), '--json');
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r.amr[0]).toBeCloseTo(0.71049, 4);
    expect(r.vdvExp).toBeNull();
    expect(r.vdvr).toBeNull();
    expect(r.record.axes.x).toEqual({ rms: 0.3, vdv: null, peak: null, crestFactor: null });
    expect(r.record.spectrum).toBeNull();
  });

  it('a raw CSV: Wd on x at 2 Hz and Wk on z at 8 Hz (ISO 2631-1 Table 3), VDV of the sample', async () => {
    const fs = 1000;
    const rows = ['time,ax,ay,az'];
    for (let i = 0; i < fs * 20; i++) {
      const t = i / fs;
      rows.push(`${t},${Math.sin(2 * Math.PI * 2 * t)},0,${Math.sin(2 * Math.PI * 8 * t)}`);
    }
    const path = await file('seat.csv', `${rows.join('\n')}\n`);
    const { code, out, err } = await run(
      'analyze',
      'vibration',
      path,
      '--evaluation',
      'whole-body',
      '--json',
    );
    expect(err).toBe('');
    expect(code).toBe(0);
    const r = JSON.parse(out);
    // Unit sines: r.m.s. = W/√2 → x: 0.890/√2 = 0.629 (Wd 2 Hz); z: 1.036/√2 = 0.733 (Wk 8 Hz).
    expect(r.signal.axes.x.rms).toBeCloseTo(0.629, 2);
    expect(r.signal.axes.z.rms).toBeCloseTo(0.733, 2);
    expect(r.signal.sampleRate).toBeCloseTo(1000, 6);
    // The sample is the exposure (20 s): VDVexp,z = 1·VDVz·1.
    expect(r.vdvExp.z).toBeCloseTo(r.signal.axes.z.vdv, 3);
  });
});

it('--bands octave gives the octave spectrum (7 whole-body bands 1–63 Hz) in the report data', async () => {
  const rows = ['time,ax,ay,az'];
  for (let i = 0; i < 2000; i++) rows.push(`${i / 500},0,0,${Math.sin(i / 10)}`);
  const path = await file('octave.csv', `${rows.join('\n')}\n`);
  const pdf = join(dir, 'octave.pdf');
  const r = await run(
    'report',
    'vibration',
    path,
    '--evaluation',
    'whole-body',
    '--bands',
    'octave',
    '--lang',
    'en',
    '-o',
    pdf,
  );
  expect(r.err).toBe('');
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('Spectrum per axis in octave bands');
  expect(
    (
      await run(
        'analyze',
        'vibration',
        path,
        '--evaluation',
        'whole-body',
        '--bands',
        'tenth',
        '--lang',
        'en',
      )
    ).err,
  ).toContain('Unknown bands: tenth');
});

describe('bad input gets a translated error naming the line or field', () => {
  const err = async (...argv: string[]) => {
    const r = await run(...argv, '--lang', 'en');
    expect(r.code).toBe(1);
    return r.err;
  };
  it('empty file, wrong family, no evaluation for a CSV', async () => {
    expect(await err('analyze', 'vibration', await file('empty.txt', ''))).toMatch(/Error: .*[Ee]mpty/);
    const noise = new VirtualDevice('doseMaxV2').records[0];
    if (!noise) throw new Error('no record');
    expect(await err('analyze', 'vibration', await file('noise.txt', noise.text))).toContain(
      'not a vibration file',
    );
    expect(await err('analyze', 'vibration', await file('a.csv', 'time,ax,ay,az\n0,1,1,1\n'))).toContain(
      '--evaluation',
    );
  });
  it('non-numeric and negative accelerations, with the field', async () => {
    expect(
      await err(
        'analyze',
        'vibration',
        '--input',
        await file('n.json', {
          evaluation: 'hand-arm',
          workdayMin: 480,
          components: [{ minutes: 60, ax: 'x', ay: 1, az: 1 }],
        }),
      ),
    ).toContain('components[0].ax: the value must be a number');
    expect(
      await err(
        'analyze',
        'vibration',
        '--input',
        await file('m.json', {
          evaluation: 'hand-arm',
          workdayMin: 480,
          components: [{ minutes: 60, amr: -1 }],
        }),
      ),
    ).toContain('components[0].amr: the acceleration cannot be negative');
    expect(
      await err(
        'analyze',
        'vibration',
        await file('b.csv', 'time,ax,ay,az\n0,1,1,1\n0.001,1,x,1\n'),
        '--evaluation',
        'hand-arm',
      ),
    ).toContain('Line 3: ay is not a number');
  });
  it('a sample rate too low says which is needed', async () => {
    const rows = ['time,ax,ay,az'];
    for (let i = 0; i < 2000; i++) rows.push(`${i / 1000},0,0,${Math.sin(i)}`);
    expect(
      await err('analyze', 'vibration', await file('slow.csv', rows.join('\n')), '--evaluation', 'hand-arm'),
    ).toContain('at least 5,000 Hz is needed');
  });
  it('a workday shorter than the components, a factor outside 0–200', async () => {
    expect(
      await err(
        'analyze',
        'vibration',
        '--input',
        await file('w.json', {
          evaluation: 'hand-arm',
          workdayMin: 60,
          components: [{ minutes: 90, amr: 1 }],
        }),
      ),
    ).toContain('workdayMin: the workday (60 min) is shorter than the components together (90 min)');
    expect(
      await err(
        'analyze',
        'vibration',
        '--input',
        await file('f.json', {
          evaluation: 'hand-arm',
          workdayMin: 480,
          components: [{ minutes: 90, amr: 1, factor: 250 }],
        }),
      ),
    ).toContain('components[0].factor: the multiplicative factor must be between 0 and 200');
  });
  it('pt-BR is the default language', async () => {
    const r = await run(
      'analyze',
      'vibration',
      '--input',
      await file('p.json', { evaluation: 'x' }),
      '--lang',
      'pt-BR',
    );
    expect(r.err).toContain('tipo de avaliação desconhecido');
  });
});

describe('ohp report vibration', () => {
  it('writes a PDF of a record with the form data, in the chosen language', async () => {
    const record = new VirtualDevice('axPro').records[0];
    if (!record) throw new Error('no emulated record');
    const path = await file('grinder.txt', record.text);
    const meta = await file('meta.json', {
      context: { employee: 'Carlos Pereira' },
      componentNames: ['Esmerilhadeira'],
    });
    const pdf = join(dir, 'grinder.pdf');
    const { code, err } = await run(
      'report',
      'vibration',
      path,
      '--workday',
      '480',
      '--meta',
      meta,
      '--lang',
      'en',
      '-o',
      pdf,
    );
    expect(err).toBe('');
    expect(code).toBe(0);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Hands and arms — NHO-10');
    expect(text).toContain('Carlos Pereira');
    expect(text).toContain('Esmerilhadeira');
    expect(text).toContain('AxPro record, 1 s interval');
    expect(text).toContain('NR-15 Annex 8');
  });

  it("an extended record's PDF draws its spectrum and gives its VDVR", async () => {
    const path = await file('seat-report.txt', extended);
    const pdf = join(dir, 'seat.pdf');
    const { code, err } = await run(
      'report',
      'vibration',
      path,
      '--exposure',
      '240',
      '--workday',
      '480',
      '--lang',
      'en',
      '-o',
      pdf,
    );
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Resultant vibration dose value (VDVR)');
    // The exponent is a superscript: pdftotext prints it on the baseline.
    expect(text).toMatch(/VDVR\)\s+7\.83 m\/s ?1\.75/);
    expect(text).not.toContain('m/s^1');
    expect(text).toContain('Spectrum per axis in octave bands');
    expect(text).not.toContain('The record carries no band spectrum');
  });

  it('from exposure.json, and refuses meta that breaks the form rules', async () => {
    const input = await file('r.json', {
      evaluation: 'hand-arm',
      workdayMin: 480,
      components: [{ minutes: 240, amr: 8 }],
    });
    const pdf = join(dir, 'input.pdf');
    expect((await run('report', 'vibration', '--input', input, '--lang', 'pt-BR', '-o', pdf)).code).toBe(0);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    // aren = 8·√(240/480) = 5.657 m/s² > 5: above the limit, insalubrious.
    expect(text).toMatch(/\(aren\)\s+5,657 m\/s²/);
    expect(text).toContain('Caracteriza insalubridade de grau médio, com adicional de 20 % (NR-15 Anexo 8');
    const bad = await file('bad-meta.json', { context: { annotation: Array(31).fill('x').join('\n') } });
    const r = await run('report', 'vibration', '--input', input, '--meta', bad, '--lang', 'en', '-o', pdf);
    expect(r.code).toBe(1);
    expect(r.err).toContain('context.annotation: Use at most 30 lines in the annotations');
  });
});
