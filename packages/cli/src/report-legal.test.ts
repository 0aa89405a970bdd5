import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

// Every family's report read back with pdftotext, a case above and a case below each limit: the
// conclusions in the law's words (grade only above), the method, the uncertainty, the meta values,
// no decimal point, no dd/MM/yy date, no section title ending a page.

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
async function report(...argv: string[]): Promise<string> {
  const pdf = join(dir, `r${Math.random().toString(36).slice(2)}.pdf`);
  const r = await run('report', ...argv, '--lang', 'pt-BR', '-o', pdf);
  expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: '' });
  return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
}

const locale = (ns: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../i18n/locales/${ns}/pt-BR.json`), 'utf8'));
const sectionTitles = new Set<string>([
  ...Object.values<string>(locale('reports').noise.sections),
  ...Object.values<string>(locale('heat').report.sections),
  ...Object.values<string>(locale('vibration').report.sections),
  ...Object.values<string>(locale('co2').report.sections),
  ...Object.values<string>(locale('legal').sections),
]);

/** The layout and language rules every pt-BR report keeps. */
function expectClean(text: string) {
  for (const page of text.split('\f')) {
    const lines = page
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const footer = lines.findIndex((l) => l.startsWith('Gerado em'));
    if (footer > 0) expect(sectionTitles.has(lines[footer - 1] as string), lines[footer - 1]).toBe(false);
  }
  // A decimal point: digits, a dot, one or two digits (thousands "3.900", items "15.2.1" and
  // versions aside: those are not decimal numbers).
  const body = text.replace(/item(?:s)? [\d.]+( e [\d.]+)?/g, '').replace(/\b\d+\.\d+\.\d+\b/g, '');
  expect(body.match(/(?<![\d.])\d+\.\d{1,2}(?![\d.])/g) ?? []).toEqual([]);
  expect(text).not.toMatch(/\b\d{2}\/\d{2}\/\d{2}\b(?!\d)/);
  expect(text).not.toContain('m/s^');
}

const identity = {
  employee: 'Avaliado Exemplo',
  company: 'Empresa Exemplo Ltda.',
  sector: 'Produção',
  functionGhe: 'Operador — GHE 1',
  assessmentDate: '2026-03-11',
  evaluatorName: 'Maria Souza',
  evaluatorCompany: 'HO Consultoria',
  evaluatorRegistration: 'CREA-SP 123456',
  technicalConsiderations: 'Consideração técnica do avaliador.',
};
const certificate = {
  laboratory: 'Lab RBC',
  number: 'RBC-001/26',
  date: '2026-01-10',
  nextDate: '2027-01-10',
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-legal-'));
});

describe('noise report: NR-15 Anexo 1, Decreto 3.048 item 2.0.1, PGR, ISO 9612', () => {
  const shift = (level: number) =>
    `time,LAeq\n${Array.from({ length: 480 }, (_, i) => `${i * 60},${level}`).join('\n')}\n`;
  const meta = {
    context: { ...identity, workdayMinutes: 480, microphonePosition: 'Ombro direito, 10 cm do ouvido' },
    protector: { nrrsf: 12, model: 'Plug 1100' },
    calibration: { preDb: 114, postDb: 114.1, calibrator: { model: 'CAL-200', serialNumber: 'C2-7781' } },
    certificate,
    uncertainty: { instrumentClass: 2, gheLevelsDb: [84, 86, 88] },
  };
  it('above: 8 h at 90 dB(A) is 200 % under NR-15, grau médio 20 %, the protector neutralises', async () => {
    const text = await report(
      'noise',
      await file('n90.csv', shift(90)),
      '--meta',
      await file('n.json', meta),
    );
    expect(text).toContain('Caracteriza insalubridade de grau médio, com adicional de 20 % (NR-15 Anexo 1');
    expect(text).toContain('Dose da jornada 200,0 %');
    // 90 − 12 = 78 dB(A) at the ear, not above 85: neutralised (NR-15 item 15.4.1 b).
    expect(text).toMatch(/nível estimado no ouvido é 78,0\s+dB\(A\)/);
    expect(text).toContain('o protetor neutraliza a exposição');
    // NHO-01: NEN 90 > 85 dB(A), the protector not considered.
    expect(text).toMatch(/Exposição acima do limite de enquadramento: NEN 90,0 dB\(A\)/);
    expect(text).toContain('Acima do limite de exposição. Ação recomendada');
    expect(text).toContain('Decide a dose calculada pela fórmula do Anexo 1');
    expect(text).toContain('Método e abrangência');
    // U = 1.65·√((2/√3)² + 1.5² + 1.0²) = 1.65·√(4/3 + 3.25) = 3.53 dB.
    expect(text).toMatch(/U = k · √\(u1² \+ u2² \+ u3²\) = 1,65 · √\(1,15² \+ 1,50² \+ 1,00²\) = 3,5 dB/);
    for (const value of [
      'Ombro direito, 10 cm do ouvido',
      'CAL-200',
      'C2-7781',
      'CREA-SP 123456',
      'RBC-001/26',
    ])
      expect(text).toContain(value);
    expect(text).toContain('Consideração técnica do avaliador.');
    expect(text).not.toContain('Itens obrigatórios não informados');
    expectClean(text);
  });
  it('below: 8 h at 80 dB(A) names no grade anywhere', async () => {
    const text = await report(
      'noise',
      await file('n80.csv', shift(80)),
      '--meta',
      await file('n.json', meta),
    );
    expect(text).toContain('Não caracteriza insalubridade (NR-15 Anexo 1).');
    expect(text).toContain('Exposição não superior ao limite de enquadramento: NEN 80,0 dB(A)');
    expect(text).toContain('Abaixo do nível de ação');
    expect(text).not.toMatch(/grau|adicional de/i);
    expectClean(text);
  });
  it('without meta: the missing required items on page 1', async () => {
    const text = await report('noise', await file('n80b.csv', shift(80)));
    const first = text.split('\f')[0] as string;
    expect(first).toMatch(/Itens obrigatórios não informados: Colaborador avaliado; Empresa avaliada;/);
    expect(first).toContain('Posição do microfone');
  });
  it('a meta with an over-long field is refused with the field named, and nothing is written', async () => {
    const pdf = join(dir, 'refused.pdf');
    const bad = await file('bad.json', { context: { microphonePosition: 'x'.repeat(141) } });
    const r = await run('report', 'noise', await file('n.csv', shift(85)), '--meta', bad, '-o', pdf);
    expect(r.code).toBe(1);
    expect(r.err).toContain('context.microphonePosition');
    expect(existsSync(pdf)).toBe(false);
  });
});

describe('heat report: NR-15 Anexo 3, Decreto 3.048 item 2.0.4, PGR', () => {
  const meta = {
    context: { ...identity, measurementHeight: '1,1 m (tórax)' },
    instrument: { model: 'Itemp', serialNumber: 'IT-5521' },
    certificate,
  };
  const situation = (tbn: number, tg: number) => ({
    norm: 'nr15-2019',
    situations: [
      { name: 'Junto ao forno', minutes: 40, tbn, tg },
      { name: 'Área de descanso', minutes: 20, tbn: 22, tg: 26 },
    ],
    activities: [
      { name: 'Carregamento do forno', minutes: 40, metabolicRate: 300 },
      { name: 'Descanso sentado', minutes: 20, metabolicRate: 100 },
    ],
  });
  it('above: grau médio 20 %, the situations and activities by name, the instrument from the meta', async () => {
    const text = await report(
      'heat',
      '--input',
      await file('h1.json', situation(31, 45)),
      '--meta',
      await file('hm.json', meta),
    );
    expect(text).toContain('Caracteriza insalubridade de grau médio, com adicional de 20 % (NR-15 Anexo 3');
    expect(text).toContain('Exposição acima do limite de enquadramento: IBUTG');
    expect(text).toContain('Acima do limite de exposição');
    for (const value of [
      'Junto ao forno',
      'Área de descanso',
      'Carregamento do forno',
      'IT-5521',
      '1,1 m (tórax)',
    ])
      expect(text).toContain(value);
    expectClean(text);
  });
  it('below: no grade; the 2019 notes only (no hood note without a hood)', async () => {
    const text = await report(
      'heat',
      '--input',
      await file('h2.json', situation(22, 28)),
      '--meta',
      await file('hm.json', meta),
    );
    expect(text).toContain('Não caracteriza insalubridade (NR-15 Anexo 3).');
    expect(text).not.toMatch(/grau|adicional de/i);
    expect(text).not.toContain('Capuz: o produto soma');
    expect(text).toContain('trabalhadores não aclimatizados');
    expectClean(text);
  });
  it('the 1978 text gets no 2019 or NHO-06 note', async () => {
    const text = await report(
      'heat',
      '--input',
      await file('h3.json', { ...situation(22, 28), norm: 'nr15-1978', rest: 'local' }),
      '--meta',
      await file('hm.json', meta),
    );
    expect(text).not.toContain('trabalhadores não aclimatizados');
    expect(text).not.toContain('Portaria 1.359/2019); o Anexo 3 da NR-09');
  });
});

describe('vibration report: NR-15 Anexo 8, Decreto 3.048 item 2.0.2, ISO 5349-2 uncertainty', () => {
  const meta = {
    context: { ...identity, toolOrSeat: 'Martelete RH-658', accelerometerMounting: 'Adaptador de mão' },
    certificate,
  };
  const exposure = (amr: number) => ({
    evaluation: 'hand-arm',
    workdayMin: 480,
    components: [{ minutes: 240, amr }],
  });
  it('above: aren 5,657 > 5 m/s², grau médio 20 %, the uncertainty with its formula', async () => {
    const text = await report(
      'vibration',
      '--input',
      await file('v1.json', exposure(8)),
      '--meta',
      await file('vm.json', meta),
    );
    expect(text).toContain('Caracteriza insalubridade de grau médio, com adicional de 20 % (NR-15 Anexo 8');
    expect(text).toContain('Exposição acima do limite de enquadramento: aren 5,657 m/s² pela NHO-10');
    // U = 1.65 · √(5² + 10² + 0² + 5²) % · 5.657 = 1.65 · 12.25 % · 5.657 = 1.143 m/s².
    expect(text).toMatch(
      /U\(aren\) = k · √\(ui² \+ um² \+ ua² \+ \(ut\/2\)²\) · aren = 1,65 · 12,2 % · 5,657 = 1,143 m\/s²/,
    );
    for (const value of ['Martelete RH-658', 'Adaptador de mão', 'CREA-SP 123456'])
      expect(text).toContain(value);
    expectClean(text);
  });
  it('below: aren 1,414 m/s², no grade', async () => {
    const text = await report(
      'vibration',
      '--input',
      await file('v2.json', exposure(2)),
      '--meta',
      await file('vm.json', meta),
    );
    expect(text).toContain('Não caracteriza insalubridade (NR-15 Anexo 8).');
    expect(text).not.toMatch(/grau|adicional de/i);
    expectClean(text);
  });
});

describe('CO2 report: NR-15 Anexo 11 grau mínimo, grave and imminent risk, no social-security agent', () => {
  const meta = {
    employeeName: 'Avaliado Exemplo',
    employeeCompanyName: 'Empresa Exemplo Ltda.',
    functionGHE: 'Adegueiro',
    measurerName: 'Maria Souza',
    evaluatorRegistration: 'CRQ 04-1234',
    technicalConsiderations: 'Exaustão desligada.',
    journeyTime: '480',
    norm: 'both',
    certificate,
  };
  const csv = (values: number[]) => `time,co2\n${values.map((v, i) => `${i * 1200},${v}`).join('\n')}\n`;
  it('above: mean 4,000 > 3,900 ppm, grau mínimo 10 %, grave risk above 4,290 said apart', async () => {
    const text = await report(
      'co2',
      await file('c1.csv', csv([3600, 3700, 3800, 3900, 4000, 4100, 4200, 4300, 4300, 4100])),
      '--meta',
      await file('cm.json', meta),
    );
    expect(text).toContain('Caracteriza insalubridade de grau mínimo, com adicional de 10 % (NR-15 Anexo 11');
    expect(text).toMatch(/Risco grave e iminente: 2 registro\(s\) acima do valor máximo de 4\.290 ppm/);
    expect(text).toContain('O dióxido de carbono não é agente nocivo do Anexo IV do Decreto 3.048/1999');
    expect(text).toContain('Registro profissional: CRQ 04-1234');
    expect(text).toContain('Exaustão desligada.');
    expectClean(text);
  });
  it('below: mean 1,000 ppm, no grade anywhere (no grade row, no grade in the method)', async () => {
    const text = await report(
      'co2',
      await file('c2.csv', csv(Array.from({ length: 10 }, () => 1000))),
      '--meta',
      await file('cm.json', meta),
    );
    expect(text).toContain('Não caracteriza insalubridade (NR-15 Anexo 11).');
    expect(text).toContain('Nenhum registro acima do valor máximo de 4.290 ppm');
    expect(text).not.toMatch(/grau|adicional de/i);
    expectClean(text);
  });
});
