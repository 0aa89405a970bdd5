// `ohp stats`: the JSON keys of docs/cli.md, figures against independent computations (scipy, see
// packages/exposure/src/statistics/reference/compute_references.py), dB(A) input, translated refusals.
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

const KEYS = [
  'n',
  'gm',
  'gsd',
  'mean',
  'mvue',
  'p95',
  'utl9595',
  'utl9570',
  'exceedancePct',
  'exceedanceUcl95Pct',
  'aihaCategory',
  'en689Preliminary',
  'en689Statistical',
  'shapiroWilkP',
  'bayes',
];
const DB_KEYS = ['gmDb', 'p95Db', 'utl9595Db', 'utl9570Db'];

const close = (actual: number, expected: number, digits = 4) =>
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(0.5 * 10 ** (1 - digits));

describe('ohp stats --json', () => {
  it('prints exactly the documented keys, with figures to ≥ 4 significant digits', async () => {
    const r = await run('stats', '--oel', '100', '--values', '23,41,17.5,65,30.2,12.8', '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(Object.keys(j)).toEqual(KEYS);
    expect(Object.keys(j.bayes)).toEqual(['categoryProbabilities', 'p95AboveOelProbability']);
    // scipy (compute_references.py, data set "six").
    close(j.gm, 27.30737798286029);
    close(j.gsd, 1.8004637364498643);
    close(j.mean, 31.583333333333332);
    close(j.mvue, 31.449822730489988);
    close(j.p95, 71.83728711456993);
    close(j.utl9595, 241.6375893972799);
    close(j.utl9570, 98.79626009698607);
    close(j.exceedancePct, 1.3645178695988192);
    close(j.exceedanceUcl95Pct, 19.742620379332305);
    close(j.shapiroWilkP, 0.9872527737980809);
    expect(j.n).toBe(6);
    expect(j.aihaCategory).toBe(3);
    expect(j.en689Preliminary).toBeNull();
    expect(j.en689Statistical).toBe('compliant');
    const grid = [
      3.965924990946722e-17, 2.060923093288216e-9, 0.06822064234310636, 0.5278133937093272,
      0.40396596188664324,
    ];
    j.bayes.categoryProbabilities.forEach((p: number, i: number) => {
      expect(Math.abs(p - (grid[i] as number))).toBeLessThan(0.001);
    });
    expect(j.bayes.p95AboveOelProbability).toBe(j.bayes.categoryProbabilities[4]);
  });

  it.each([
    ['3', 0.7549455210443432, 1.7040384970736855, 87.57780304791504, 88.82787796220123],
    ['5', 0.844791173655024, 1.3768532092314203, 87.57780304791504, 88.82787796220123],
  ])('takes NEN levels in dB(A) with exchange rate %s', async (q, gm, gsd, p95Db, utl9570Db) => {
    const r = await run(
      'stats',
      '--oel',
      '85',
      '--values',
      '82.3,84.1,86.7,80.2,85.5,83.9',
      '--unit',
      'dBA',
      '--exchange-rate',
      q,
      '--json',
    );
    expect(r.err).toBe('');
    const j = JSON.parse(r.out);
    expect(Object.keys(j)).toEqual([...KEYS, ...DB_KEYS]);
    close(j.gm, gm);
    close(j.gsd, gsd);
    close(j.p95Db, p95Db, 6);
    close(j.utl9570Db, utl9570Db, 6);
    close(j.gmDb, 83.78333333333333, 6);
    close(j.exceedancePct, 29.895469666965734);
    expect(j.en689Statistical).toBe('noncompliant');
    expect(j.aihaCategory).toBe(4);
  });

  it('gives null for the tests that do not apply to n', async () => {
    const j = JSON.parse((await run('stats', '--oel', '100', '--values', '2.1,3.4,5', '--json')).out);
    expect(j.en689Preliminary).toBe('compliant');
    expect(j.en689Statistical).toBeNull();
  });
});

describe('ohp stats, human output and refusals', () => {
  it('prints the table in the chosen language', async () => {
    const pt = await run('stats', '--oel', '100', '--values', '23,41,17.5,65,30.2,12.8', '--lang', 'pt-BR');
    expect(pt.out).toContain('Média geométrica (MG)');
    expect(pt.out).toContain('27,31');
    expect(pt.out).toContain('conforme');
    const es = await run('stats', '--oel', '100', '--values', '23,41,17.5,65,30.2,12.8', '--lang', 'es');
    expect(es.out).toContain('Media geométrica (MG)');
    expect(es.out).not.toMatch(/NaN|Infinity/);
  });

  it.each([
    [['--oel=-5', '--values', '1,2,3'], 'en', 'must be above zero (given: -5)'],
    [['--oel', '0', '--values', '1,2,3'], 'en', 'must be above zero'],
    [['--oel', 'abc', '--values', '1,2,3'], 'en', 'is not a number'],
    [['--oel', '5', '--values', '1,2'], 'en', 'At least 3 values'],
    [['--oel', '5', '--values', '1,,3'], 'en', 'position 2 is not a number'],
    [['--oel', '5', '--values', '1,x,3'], 'en', 'position 2 is not a number'],
    [['--oel', '5', '--values', '1,0,3'], 'en', 'position 2 (0) is not above zero'],
    [['--oel', '5', '--values', '1,-2,3'], 'en', 'position 2 (-2) is not above zero'],
    [['--oel', '5', '--values=-1,2,3'], 'en', 'position 1 (-1) is not above zero'],
    [['--oel', '5', '--values', '2,2,2'], 'en', 'All values are identical'],
    [['--oel', '85', '--values', '80,81,82', '--unit', 'dBA'], 'en', 'exchange rate'],
    [['--oel', '85', '--values', '80,81,82', '--unit', 'dBA', '--exchange-rate', '4'], 'en', '(4)'],
    [['--oel', '85', '--values', '80,81,82', '--unit', 'ppm'], 'en', 'Unknown unit (ppm)'],
    [['--oel', '5', '--values', '1,2,3', '--exchange-rate', '3'], 'en', 'only applies with --unit dBA'],
    [['--values', '1,2,3'], 'en', '--oel'],
    [['--oel', '5'], 'en', '--values'],
    [['--oel=-5', '--values', '1,2,3'], 'pt-BR', 'deve ser maior que zero (informado: -5)'],
    [['--oel=-5', '--values', '1,2,3'], 'es', 'debe ser mayor que cero (informado: -5)'],
  ])('%j (%s) → exit 1 and a translated message', async (argv, lang, message) => {
    const r = await run('stats', ...argv, '--lang', lang, '--json');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
    expect(r.err).not.toMatch(/statistics:|NaN|Infinity/);
  });
});

describe('ohp stats --report', () => {
  it('writes the GHE statistics PDF with the --meta details and keeps --json on stdout', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ohp-stats-cli-'));
    const meta = join(dir, 'meta.json');
    const pdf = join(dir, 'ghe.pdf');
    await writeFile(
      meta,
      JSON.stringify({
        group: { name: 'GHE-07 Prensas' },
        workers: ['Ana Souza'],
        measurements: [{ source: 'DoseMax V2 nº 1234' }, {}, {}, {}, {}, {}],
        excluded: [{ value: 97.2, reason: 'dosímetro caiu' }],
      }),
    );
    const levels = '82.3,84.1,86.7,80.2,85.5,83.9';
    const r = await run(
      'stats',
      '--oel',
      '85',
      '--values',
      levels,
      '--unit',
      'dBA',
      '--exchange-rate',
      '3',
      '--json',
      '--report',
      pdf,
      '--meta',
      meta,
      '--lang',
      'en',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).gmDb).toBeCloseTo(83.78333, 4);
    expect(r.err).toContain('Report saved to');
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    for (const expected of [
      'GHE exposure statistics',
      'GHE-07 Prensas',
      'DoseMax V2 nº 1234',
      'excluded: dosímetro caiu',
      '(87.58 dB(A))',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses a --meta whose measurements do not match the values', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ohp-stats-cli-'));
    const meta = join(dir, 'meta.json');
    await writeFile(meta, JSON.stringify({ measurements: [{}, {}] }));
    const r = await run(
      'stats',
      '--oel',
      '5',
      '--values',
      '1,2,3',
      '--report',
      join(dir, 'x.pdf'),
      '--meta',
      meta,
      '--lang',
      'en',
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('has 2 measurements but 3 values were given');
  });
});
