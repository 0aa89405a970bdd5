import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VirtualDevice } from '@ohp/devices';
import { figuresOfFile } from '@ohp/esocial';
import { translate } from '@ohp/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, outboxFor } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { call, type Person, person, tokenOf } from '../organisations/organisation-test-kit.ts';

let t: TestApp;
let owner: Person;
let member: Person;
let outsider: Person;
let gheId: string;
const ids: Record<string, string> = {};
const text = (family: 'doseMax' | 'doseMaxV2' | 'co2Pro', i: number) =>
  new VirtualDevice(family).records[i]?.text ?? '';
const nenOf = (content: string) => {
  const f = figuresOfFile(new TextEncoder().encode(content), { file: 'x' });
  return f.family === 'noise' ? f.nen : null;
};

async function save(who: Person, content: string, fileName: string): Promise<string> {
  const body = multipartBody(
    { fileName, description: '', state: '{}' },
    { name: 'file', filename: fileName, content },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { ...body.headers, ...bearer(who.token), 'x-language': 'en' },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const ghe = {
  code: 'GHE-ST',
  name: 'Estamparia',
  sector: 'Prensas',
  activities: 'Operar prensa.',
  localAmb: 1,
  establishmentCnpj: '11.222.333/0002-62',
  epc: 0,
  epi: 0,
};
const base = () => `/api/esocial/ghes/${gheId}/statistics`;
type Agent = {
  agent: string;
  measurements: {
    measurementId: string;
    value: number | null;
    excluded: { reason: string; by: string } | null;
  }[];
  statistics: Record<string, number> | null;
  error: { key: string; values: Record<string, number> } | null;
};
const agentOf = (body: { data: { agents: Agent[] } }, name: string) => {
  const found = body.data.agents.find((a) => a.agent === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'owner-st@example.com');
  member = await person(t, 'member-st@example.com');
  outsider = await person(t, 'outsider-st@example.com');
  const company = (
    await call(t, owner, 'POST', '/api/company', {
      corporateName: 'Metalúrgica S',
      document: '11222333000181',
    })
  ).json().data.id;
  await call(t, owner, 'POST', `/api/company/${company}/invite`, { email: member.email });
  const [message] = await outboxFor(t, member.email);
  await call(t, member, 'POST', `/api/company/invite/${tokenOf(message?.text ?? '')}/accept`);
  gheId = (await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, ghe)).json().data.id;
  ids.n1 = await save(owner, text('doseMax', 0), 'n1.txt');
  ids.n2 = await save(member, text('doseMax', 1), 'n2.txt');
  ids.n3 = await save(owner, text('doseMaxV2', 0), 'n3.txt');
  ids.quiet = await save(owner, text('doseMax', 2), 'quiet.txt');
  ids.c1 = await save(owner, text('co2Pro', 0), 'c1.txt');
  ids.c2 = await save(owner, text('co2Pro', 1), 'c2.txt');
  for (const id of Object.values(ids)) {
    const res = await call(t, owner, 'POST', `/api/esocial/ghes/${gheId}/measurements`, {
      measurementId: id,
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

describe('GHE statistics per agent', () => {
  it('noise NHO-01 from the stored NEN: GM in dB(A) is the mean of the levels (q = 3), no NaN anywhere', async () => {
    const res = await call(t, member, 'GET', base());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.agents.map((a: Agent) => a.agent)).toEqual(['noise-nho01', 'noise-nr15', 'co2']);
    const nho = agentOf(res.json(), 'noise-nho01');
    const levels = [text('doseMax', 0), text('doseMax', 1), text('doseMaxV2', 0)].map(nenOf) as number[];
    expect(nho.measurements.find((m) => m.measurementId === ids.quiet)?.value).toBeNull();
    const s = nho.statistics as Record<string, number>;
    expect(s.n).toBe(3);
    // dose fraction = 2^((L − 85)/3), so the GM of the fractions back in dB(A) is the mean level.
    expect(s.gmDb).toBeCloseTo(levels.reduce((a, b) => a + b, 0) / 3, 9);
    expect(s.gm).toBeCloseTo(2 ** (((s.gmDb ?? Number.NaN) - 85) / 3), 12);
    expect(JSON.stringify(res.json())).not.toMatch(/NaN|Infinity|null,"error":null/);
    const nr15 = agentOf(res.json(), 'noise-nr15');
    expect(nr15.statistics?.n).toBe(3);
    // q = 5: the GM in dB(A) is again the mean of the NR-15 levels read from the files.
    const nr15Levels = nr15.measurements.map((m) => m.value).filter((v): v is number => v !== null);
    expect(nr15.statistics?.gmDb).toBeCloseTo(nr15Levels.reduce((a, b) => a + b, 0) / 3, 9);
  });

  it('CO2 with two measurements: no statistics, the translated "too few" refusal', async () => {
    const co2 = agentOf((await call(t, owner, 'GET', base())).json(), 'co2');
    expect(co2.statistics).toBeNull();
    expect(co2.error).toEqual({ key: 'statistics:errors.tooFew', values: { count: 2, min: 3 } });
    expect(co2.measurements.every((m) => typeof m.value === 'number' && m.value > 0)).toBe(true);
    const pdf = await call(t, owner, 'GET', `${base()}/co2/report.pdf`);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error).toBe(translate('en', 'statistics:errors.tooFew', { count: 2, min: 3 }));
  });

  it('a measurement excluded with a reason (who, when) leaves the statistics, and comes back', async () => {
    const empty = await call(t, owner, 'PUT', `${base()}/exclusions/${ids.n3}`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(translate('en', 'gheStatistics:errors.reasonRequired'));
    const res = await call(t, owner, 'PUT', `${base()}/exclusions/${ids.n3}`, {
      reason: 'Dosímetro retirado durante o almoço',
    });
    expect(res.statusCode).toBe(200);
    const nho = agentOf(res.json(), 'noise-nho01');
    const excluded = nho.measurements.find((m) => m.measurementId === ids.n3)?.excluded as Record<
      string,
      string
    >;
    expect(excluded.reason).toBe('Dosímetro retirado durante o almoço');
    expect(excluded.by).toBeTruthy();
    expect(Number.isNaN(Date.parse(excluded.at ?? ''))).toBe(false);
    expect(nho.statistics).toBeNull();
    expect(nho.error?.key).toBe('statistics:errors.tooFew');
    const back = await call(t, member, 'DELETE', `${base()}/exclusions/${ids.n3}`);
    expect(agentOf(back.json(), 'noise-nho01').statistics?.n).toBe(3);
  });

  it('a measurement not in the GHE cannot be excluded', async () => {
    const foreign = await save(outsider, text('doseMax', 0), 'alheia.txt');
    const res = await call(t, owner, 'PUT', `${base()}/exclusions/${foreign}`, { reason: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it('the GHE report PDF of an agent, in the request language, with the sources of its values', async () => {
    await call(t, owner, 'PUT', `${base()}/exclusions/${ids.quiet}`, { reason: 'dose zero' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${base()}/noise-nho01/report.pdf`,
      headers: { ...bearer(owner.token), 'x-language': 'pt-BR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'ghe-pdf-'));
    writeFileSync(join(dir, 'r.pdf'), res.rawPayload);
    const pdfText = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
    expect(pdfText).toContain('GHE-ST');
    expect(pdfText).toContain(translate('pt-BR', 'gheStatistics:agents.noise-nho01'));
    expect(pdfText).toContain('n1.txt');
    const unknown = await call(t, owner, 'GET', `${base()}/radon/report.pdf`);
    expect(unknown.statusCode).toBe(400);
    await call(t, owner, 'DELETE', `${base()}/exclusions/${ids.quiet}`);
  });

  it('outsiders get 404 everywhere', async () => {
    const answers = await Promise.all([
      call(t, outsider, 'GET', base()),
      call(t, outsider, 'PUT', `${base()}/exclusions/${ids.n1}`, { reason: 'x' }),
      call(t, outsider, 'DELETE', `${base()}/exclusions/${ids.n1}`),
      call(t, outsider, 'GET', `${base()}/noise-nho01/report.pdf`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    const still = agentOf((await call(t, owner, 'GET', base())).json(), 'noise-nho01');
    expect(still.measurements.every((m) => m.excluded === null)).toBe(true);
    expect((await call(t, undefined, 'GET', base())).statusCode).toBe(401);
  });
});
