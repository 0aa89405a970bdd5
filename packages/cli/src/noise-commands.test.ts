import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
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
let shiftCsv: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-noise-cli-'));
  // 8 h at one row a minute: 4 h at 90 dB(A), then 4 h at 75 dB(A) (below the 80 dB(A) threshold).
  const rows = ['time,LAeq'];
  for (let i = 0; i < 480; i++) rows.push(`${i * 60},${i < 240 ? 90 : 75}`);
  shiftCsv = join(dir, 'shift.csv');
  await writeFile(shiftCsv, `${rows.join('\n')}\n`);
});

describe('ohp analyze noise --json (worked examples derived by hand)', () => {
  it('NR-15: 4 h at 90 dB(A) is exactly the 100 % dose; Lavg 85 dB(A)', async () => {
    const { code, out } = await run('analyze', 'noise', shiftCsv, '--preset', 'nr15', '--json');
    expect(code).toBe(0);
    const r = JSON.parse(out);
    // T(90) = 480 / 2^((90 − 85)/5) = 240 min, so D = 240/240 = 100 %; the 75 dB(A) half adds nothing.
    expect(r.dosePct).toBeCloseTo(100, 2);
    expect(r.projectedDosePct).toBeCloseTo(100, 2);
    // Lavg = 85 + (5/log10 2)·log10(D/100 · 480/480) = 85.
    expect(r.lavg).toBeCloseTo(85, 2);
    // LAeq counts all data: 10·log10(½·10^9 + ½·10^7.5) = 87.125 dB(A).
    expect(r.laeq).toBeCloseTo(87.12, 1);
    expect(r.durationMin).toBe(480);
    expect(r.minLevel).toBe(75);
    expect(r.maxLevel).toBe(90);
    expect(r.peaksAbove115).toBe(0);
    expect(r.exceeds115).toBe(false);
    // NR-15 table: 240 min at 90 dB(A) over T = 4 h → C/T = 1 → 100 %.
    expect(r.nr15TableDosePct).toBeCloseTo(100, 2);
  });

  it('NHO-01: the same shift is 158.7 % with NEN 87.0 dB(A), above the limit', async () => {
    const { out } = await run('analyze', 'noise', shiftCsv, '--preset', 'nho01', '--json');
    const r = JSON.parse(out);
    // T(90) = 480 / 2^(5/3) = 151.19 min → D = 240/151.19 = 158.74 %.
    expect(r.dosePct).toBeCloseTo(158.74, 1);
    // NEN = 85 + 10·log10(1.5874) = 87.01 dB(A) (TE = 480 min).
    expect(r.nen).toBeCloseTo(87.01, 1);
    expect(r.judgement).toBe('above_limit');
  });

  it('prints the table in the language: "158,74 %" in pt-BR, "158.74 %" in English; the JSON keeps numbers', async () => {
    const pt = await run('analyze', 'noise', shiftCsv, '--preset', 'nho01', '--lang', 'pt-BR');
    expect(pt.out).toMatch(/Dose\s+158,74 %/);
    expect(pt.out).toMatch(/LAeq\s+87,12 dB\(A\)/);
    const en = await run('analyze', 'noise', shiftCsv, '--preset', 'nho01', '--lang', 'en');
    expect(en.out).toMatch(/Dose\s+158\.74 %/);
  });

  it('--workday projects the dose to the declared workday and flags override the preset', async () => {
    const { out } = await run('analyze', 'noise', shiftCsv, '--preset', 'nr15', '--workday', '600', '--json');
    // 100 % over 480 measured minutes, projected to 600: 125 %.
    expect(JSON.parse(out).projectedWorkdayDosePct).toBeCloseTo(125, 2);
    const q3 = JSON.parse((await run('analyze', 'noise', shiftCsv, '--exchange-rate', '3', '--json')).out);
    expect(q3.criteria.exchangeRate).toBe(3);
    expect(q3.dosePct).toBeCloseTo(158.74, 1);
  });

  it('agrees with the summary a DoseMax V2 computed for its own record', async () => {
    const device = new VirtualDevice('doseMaxV2');
    const record = device.records[0];
    if (!record) throw new Error('emulator has no record');
    const file = join(dir, 'v2.txt');
    await writeFile(file, record.text);
    const { code, out } = await run('analyze', 'noise', file, '--json');
    expect(code).toBe(0);
    const r = JSON.parse(out);
    const flagged = r.deviceComparison.filter((c: { flagged: boolean; field: string }) => c.flagged);
    expect(flagged).toEqual([]);
  });
});

describe('bad input gets a translated error naming the line', () => {
  it('level out of range', async () => {
    const file = join(dir, 'loud.csv');
    await writeFile(file, 'time,LAeq\n0,85\n60,200\n');
    const { code, err } = await run('analyze', 'noise', file, '--lang', 'en');
    expect(code).toBe(1);
    expect(err).toMatch(/line 3/i);
  });
  it('missing LAeq column is not a noise file', async () => {
    const file = join(dir, 'nolevel.csv');
    await writeFile(file, 'time,foo\n0,1\n');
    const { code, err } = await run('analyze', 'noise', file, '--lang', 'en');
    expect(code).toBe(1);
    expect(err).toContain('Error:');
  });
  it('empty file, unknown preset, bad number, missing file', async () => {
    const empty = join(dir, 'empty.csv');
    await writeFile(empty, '');
    expect((await run('analyze', 'noise', empty, '--lang', 'en')).err).toContain('Empty file');
    expect((await run('analyze', 'noise', shiftCsv, '--preset', 'osha', '--lang', 'en')).err).toContain(
      'Unknown preset',
    );
    expect((await run('analyze', 'noise', shiftCsv, '--threshold', 'abc', '--lang', 'en')).err).toContain(
      '--threshold',
    );
    expect((await run('analyze', 'noise', join(dir, 'nope.csv'), '--lang', 'en')).err).toContain(
      'Cannot read',
    );
  });
});

describe('ohp report noise', () => {
  it('writes a PDF in the chosen language with the form data and the results', async () => {
    const meta = join(dir, 'meta.json');
    await writeFile(meta, JSON.stringify({ context: { employee: 'Carlos Pereira', workdayMinutes: 480 } }));
    const pdf = join(dir, 'report.pdf');
    const { code } = await run(
      'report',
      'noise',
      shiftCsv,
      '--preset',
      'nr15',
      '--meta',
      meta,
      '--lang',
      'en',
      '-o',
      pdf,
    );
    expect(code).toBe(0);
    expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Noise dosimetry report');
    expect(text).toContain('Carlos Pereira');
    expect(text).toMatch(/Dose\s+100\.0 %/);
  });

  it("shows the dosimeter's own configuration and compares its figures only under those criteria", async () => {
    // The emulated DoseMax's second record was taken with q = 3 (NHO-01 style); the report covers both norms.
    const record = new VirtualDevice('doseMax').records[1];
    if (!record) throw new Error('no emulated record');
    const file = join(dir, 'dosemax-q3.txt');
    await writeFile(file, record.text);
    const pdf = join(dir, 'q3.pdf');
    const { code } = await run('report', 'noise', file, '--lang', 'en', '-o', pdf);
    expect(code).toBe(0);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Exchange rate \(q\)\s+3 dB/);
    // One comparison table: under NHO-01 (q = 3), not under NR-15 (q = 5).
    expect(text.match(/Device values × recomputed/g)).toHaveLength(1);
    const nho01 = text.indexOf('NHO-01 —');
    expect(nho01).toBeGreaterThan(0);
    expect(text.indexOf('Device values × recomputed')).toBeGreaterThan(nho01);
  });

  it('refuses meta that breaks the form rules', async () => {
    const meta = join(dir, 'bad-meta.json');
    await writeFile(meta, JSON.stringify({ context: { annotation: Array(31).fill('x').join('\n') } }));
    const { code, err } = await run(
      'report',
      'noise',
      shiftCsv,
      '--meta',
      meta,
      '--lang',
      'en',
      '-o',
      join(dir, 'x.pdf'),
    );
    expect(code).toBe(1);
    expect(err).toContain('Invalid metadata file');
    expect(err).toContain('context.annotation: Use at most 30 lines in the annotations');
  });

  it('names the field and the problem in the chosen language when a value has the wrong type', async () => {
    const meta = join(dir, 'typed-meta.json');
    await writeFile(
      meta,
      JSON.stringify({ protector: { nrrsf: 'high' }, calibration: { fieldCheck1kHz: true } }),
    );
    const answer = (lang: string) =>
      run('report', 'noise', shiftCsv, '--meta', meta, '--lang', lang, '-o', join(dir, 'x.pdf'));
    const pt = await answer('pt-BR');
    expect(pt.code).toBe(1);
    expect(pt.err).toMatch(
      /protector\.nrrsf: O valor deve ser um número|calibration\.fieldCheck1kHz: Valor inválido/,
    );
    expect(pt.err).not.toMatch(/expected|received/);
    const es = await answer('es');
    expect(es.err).not.toMatch(/expected|received/);
  });
});
