import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VirtualDevice } from '@ohp/devices';
import { figuresOfFile, selectAgents } from '@ohp/esocial';
import { validateS2240 } from '@ohp/esocial/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

let dir: string;
const files: Record<string, string> = {};
const meta = {
  employer: { cnpj: '11.222.333/0001-81' },
  worker: { cpf: '529.982.247-25', registration: 'M-0042' },
  environment: {
    startDate: '2025-03-01',
    local: 1,
    sector: 'Estamparia',
    establishmentCnpj: '11.222.333/0002-62',
    activity: 'Operar prensa excêntrica',
  },
  protection: {
    epc: 2,
    epcEffective: true,
    epi: 2,
    epis: [{ ca: '12345', effective: true }],
    epiConditions: {
      medProtecao: true,
      condFuncto: true,
      usoInint: true,
      przValid: true,
      periodicTroca: true,
      higienizacao: true,
    },
  },
  responsible: { cpf: '111.444.777-35', council: 4, councilNumber: '5061234567', uf: 'SP' },
};

async function metaFile(name: string, body: unknown): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(body));
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-esocial-cli-'));
  // Emulator records of each family, as `ohp device read` saves them.
  for (const [type, names] of [
    ['doseMax', ['noise-long', 'noise-short', 'noise-quiet']],
    ['axPro', ['hand-arm', 'whole-body']],
    ['itemp', ['heat']],
    ['co2Pro', ['co2']],
  ] as const) {
    const records = new VirtualDevice(type).records;
    for (const [i, name] of names.entries()) {
      const path = join(dir, `${name}.txt`);
      await writeFile(path, records[i]?.text ?? '');
      files[name] = path;
    }
  }
  files.meta = await metaFile('meta.json', meta);
});

const tags = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

async function analyzeJson(...argv: string[]) {
  const r = await run('analyze', ...argv, '--json');
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
}

async function event(name: string, ...argv: string[]) {
  const output = join(dir, `${name}.xml`);
  const r = await run(
    'esocial',
    's2240',
    ...argv,
    '--meta',
    files.meta as string,
    '-o',
    output,
    '--lang',
    'en',
  );
  expect(r).toMatchObject({ code: 0, err: '' });
  const xml = await readFile(output, 'utf8');
  expect(validateS2240(xml)).toMatchObject({ ok: true });
  return xml;
}

describe('ohp esocial s2240 from emulator records: valid events, the figures of ohp analyze', () => {
  it('noise: 02.01.001, intConc = NEN of `ohp analyze noise --preset nho01`, unMed 4, no limTol', async () => {
    const a = await analyzeJson('noise', files['noise-long'] as string, '--preset', 'nho01');
    const xml = await event('noise', files['noise-long'] as string);
    expect(tags(xml, 'codAgNoc')).toEqual(['02.01.001']);
    expect(Number(tags(xml, 'intConc')[0])).toBe(a.nen);
    // Independent: NHO-01 (q = 3) ties NEN to the daily dose, NEN = 85 + 3·log2(D/100).
    expect(a.nen).toBeCloseTo(85 + 3 * Math.log2(a.projectedWorkdayDosePct / 100), 1);
    expect(a.projectedWorkdayDosePct).toBeGreaterThanOrEqual(50);
    expect(tags(xml, 'unMed')).toEqual(['4']);
    expect(tags(xml, 'limTol')).toEqual([]);
  });

  it('hand-arm: 02.01.002, intConc = aren of `ohp analyze vibration`, unMed 5', async () => {
    const a = await analyzeJson('vibration', files['hand-arm'] as string);
    expect(a.evaluation).toBe('hand-arm');
    const xml = await event('hand-arm', files['hand-arm'] as string);
    expect(tags(xml, 'codAgNoc')).toEqual(['02.01.002']);
    expect(Number(tags(xml, 'intConc')[0])).toBe(a.aren);
    expect(tags(xml, 'unMed')).toEqual(['5']);
  });

  it('whole body: 02.01.003 aren (5) and 02.01.004 VDVR (6)', async () => {
    const a = await analyzeJson('vibration', files['whole-body'] as string);
    expect(a.evaluation).toBe('whole-body');
    const xml = await event('whole-body', files['whole-body'] as string);
    expect(tags(xml, 'codAgNoc')).toEqual(['02.01.003', '02.01.004']);
    expect(tags(xml, 'intConc').map(Number)).toEqual([a.aren, a.vdvr]);
    expect(tags(xml, 'unMed')).toEqual(['5', '6']);
  });

  it('heat: 02.01.014, IBUTG and limTol = the NR-15 Anexo 3 limit for the metabolic rate, unMed 10', async () => {
    const a = await analyzeJson('heat', files.heat as string, '--metabolic-rate', '300');
    const xml = await event('heat', files.heat as string, '--metabolic-rate', '300');
    expect(tags(xml, 'codAgNoc')).toEqual(['02.01.014']);
    expect(Number(tags(xml, 'intConc')[0])).toBe(a.ibutg);
    expect(Number(tags(xml, 'limTol')[0])).toBe(a.limit);
    expect(tags(xml, 'unMed')).toEqual(['10']);
  });

  it('a worker with noise and vibration: one agNoc per agent, the CO2 file shown and not exported', async () => {
    const output = join(dir, 'several.xml');
    const r = await run(
      'esocial',
      's2240',
      files['noise-long'] as string,
      files['hand-arm'] as string,
      files['whole-body'] as string,
      files.co2 as string,
      '--meta',
      files.meta as string,
      '--environment',
      'restricted',
      '-o',
      output,
      '--lang',
      'en',
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('CO2 is not a Tabela 24 agent');
    const xml = await readFile(output, 'utf8');
    expect(validateS2240(xml)).toMatchObject({ ok: true });
    expect(tags(xml, 'codAgNoc')).toEqual(['02.01.001', '02.01.002', '02.01.003', '02.01.004']);
    expect(tags(xml, 'tpAmb')).toEqual(['2']);
  });

  it('noise below the action level only: 09.01.001 alone, without EPC/EPI', async () => {
    const a = await analyzeJson('noise', files['noise-quiet'] as string, '--preset', 'nho01');
    expect(a.projectedWorkdayDosePct).toBeLessThan(50);
    const xml = await event('quiet', files['noise-quiet'] as string);
    expect(tags(xml, 'codAgNoc')).toEqual(['09.01.001']);
    expect(xml).not.toContain('epcEpi');
  });

  it('--json: the agents with their source file, no -o needed', async () => {
    const r = await run(
      'esocial',
      's2240',
      files['noise-short'] as string,
      files.heat as string,
      '--metabolic-rate',
      '300',
      '--meta',
      files.meta as string,
      '--json',
    );
    expect(r.code).toBe(0);
    const heat = await analyzeJson('heat', files.heat as string, '--metabolic-rate', '300');
    const noise = await analyzeJson('noise', files['noise-short'] as string, '--preset', 'nho01');
    expect(JSON.parse(r.out)).toEqual({
      agents: [
        {
          code: '02.01.001',
          intensity: noise.nen,
          unit: 4,
          limit: null,
          technique: 'NHO-01 (Fundacentro) – dosimetria',
          sourceFile: 'noise-short.txt',
        },
        {
          code: '02.01.014',
          intensity: heat.ibutg,
          unit: 10,
          limit: heat.limit,
          technique: 'NHO-06 (Fundacentro) – IBUTG',
          sourceFile: 'heat.txt',
        },
      ],
    });
  });
});

describe('ohp esocial s2240 refuses bad input, naming the field, writing nothing', () => {
  const refused = async (name: string, argv: string[], field: string) => {
    const output = join(dir, `${name}.xml`);
    const r = await run('esocial', 's2240', ...argv, '-o', output, '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.err).toContain(field);
    expect(existsSync(output)).toBe(false);
    return r.err;
  };
  const withMeta = async (name: string, patch: (m: typeof meta) => unknown) =>
    metaFile(`${name}.json`, patch(structuredClone(meta)));

  it('an invalid CPF or CNPJ', async () => {
    const badCpf = await withMeta('bad-cpf', (m) => ({
      ...m,
      worker: { ...m.worker, cpf: '529.982.247-26' },
    }));
    expect(
      await refused('bad-cpf', [files['noise-long'] as string, '--meta', badCpf], 'worker.cpf'),
    ).toContain('invalid CPF');
    const badCnpj = await withMeta('bad-cnpj', (m) => ({ ...m, employer: { cnpj: '11.222.333/0001-80' } }));
    await refused('bad-cnpj', [files['noise-long'] as string, '--meta', badCnpj], 'employer.cnpj');
  });

  it('a start date in the future', async () => {
    const future = await withMeta('future', (m) => ({
      ...m,
      environment: { ...m.environment, startDate: `${new Date().getUTCFullYear() + 1}-01-01` },
    }));
    await refused('future', [files['noise-long'] as string, '--meta', future], 'environment.startDate');
  });

  it('a heat file without a metabolic rate; a CO2 file alone', async () => {
    await refused('no-m', [files.heat as string, '--meta', files.meta as string], '--metabolic-rate');
    const err = await refused('co2', [files.co2 as string, '--meta', files.meta as string], 'Tabela 24');
    expect(err).toContain('CO2');
  });

  it('a bad environment, a bad receipt, a meta that is not JSON, in the chosen language', async () => {
    await refused(
      'env',
      [files['noise-long'] as string, '--meta', files.meta as string, '--environment', 'test'],
      '--environment',
    );
    await refused(
      'receipt',
      [files['noise-long'] as string, '--meta', files.meta as string, '--receipt', '42'],
      'nrRecibo',
    );
    const notJson = join(dir, 'not.json');
    await writeFile(notJson, '{ employer');
    await refused('not-json', [files['noise-long'] as string, '--meta', notJson], 'not.json');
    const pt = await run(
      'esocial',
      's2240',
      files.co2 as string,
      '--meta',
      files.meta as string,
      '--json',
      '--lang',
      'pt-BR',
    );
    expect(pt.err).toContain('não é agente da Tabela 24');
  });
});

describe('the server path (figuresOfFile) gives the same figures as the CLI path', () => {
  it('for the emulator records of every family', async () => {
    for (const [name, extra] of [
      ['noise-long', []],
      ['noise-short', []],
      ['hand-arm', []],
      ['whole-body', []],
      ['heat', ['--metabolic-rate', '300']],
    ] as const) {
      const path = files[name] as string;
      const cli = await run('esocial', 's2240', path, ...extra, '--meta', files.meta as string, '--json');
      const bytes = new Uint8Array(await readFile(path));
      const figures = figuresOfFile(bytes, { file: `${name}.txt` }, { metabolicRate: 300 });
      const server = selectAgents([figures]).agents.map((a) => ({
        code: a.code,
        intensity: a.intensity,
        unit: a.unit,
        limit: a.limit,
        technique: a.technique,
        sourceFile: a.source?.file ?? null,
      }));
      expect(JSON.parse(cli.out).agents, name).toEqual(server);
    }
  });
});
