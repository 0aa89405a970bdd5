import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VirtualDevice } from '@ohp/devices';
import { figuresOfFile, selectAgents } from '@ohp/esocial';
import { validateS2240 } from '@ohp/esocial/testing';
import { readBackXlsx } from '@ohp/reports/xlsx/read-back';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esocialGheMeasurements } from '../../db/schema-esocial.ts';
import { measurements } from '../../db/schema-measurements.ts';
import { userDevices } from '../../db/schema-organisations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, outboxFor } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { call, type Person, person, tokenOf } from '../organisations/organisation-test-kit.ts';

let t: TestApp;
let owner: Person;
let member: Person;
let outsider: Person;
let company: string;
let outsiderCompany: string;
const records = {
  noise: new VirtualDevice('doseMax').records[0]?.text ?? '',
  handArm: new VirtualDevice('axPro').records[0]?.text ?? '',
  heat: new VirtualDevice('itemp').records[0]?.text ?? '',
  co2: new VirtualDevice('co2Pro').records[0]?.text ?? '',
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
  code: 'GHE-01',
  name: 'Estamparia – prensas',
  sector: 'Estamparia',
  activities: 'Operar prensa excêntrica; abastecer a linha.',
  localAmb: 1,
  establishmentCnpj: '11.222.333/0002-62',
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
};

let w1: string;
let w2: string;
let gheId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'owner-es@example.com');
  member = await person(t, 'member-es@example.com');
  outsider = await person(t, 'outsider-es@example.com');
  company = (
    await call(t, owner, 'POST', '/api/company', {
      corporateName: 'Metalúrgica A',
      document: '11222333000181',
    })
  ).json().data.id;
  outsiderCompany = (
    await call(t, outsider, 'POST', '/api/company', { corporateName: 'B', document: '00000000000191' })
  ).json().data.id;
  await call(t, owner, 'POST', `/api/company/${company}/invite`, { email: member.email });
  const [message] = await outboxFor(t, member.email);
  await call(t, member, 'POST', `/api/company/invite/${tokenOf(message?.text ?? '')}/accept`);
  ids.noise = await save(owner, records.noise, 'prensa.txt');
  ids.handArm = await save(member, records.handArm, 'lixadeira.txt');
  ids.heat = await save(owner, records.heat, 'forno.txt');
  ids.co2 = await save(owner, records.co2, 'sala.txt');
  ids.foreign = await save(outsider, records.noise, 'alheia.txt');
});
afterAll(async () => {
  await t.close();
});

describe('workers and GHEs of a company', () => {
  it('refuses an invalid CPF and CNPJ naming the field, in the request language', async () => {
    const bad = await call(t, owner, 'POST', `/api/company/${company}/esocial/workers`, {
      name: 'X',
      cpf: '529.982.247-26',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('cpf: invalid CPF (check digits do not match).');
    const badGhe = await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, {
      ...ghe,
      establishmentCnpj: '11222333000280',
    });
    expect(badGhe.statusCode).toBe(400);
    expect(badGhe.json().error).toContain('establishmentCnpj');
  });

  it('two workers, a GHE with three measurements of two members, and the agents with their sources', async () => {
    const a = await call(t, owner, 'POST', `/api/company/${company}/esocial/workers`, {
      name: 'Ana Prensista',
      cpf: '529.982.247-25',
      registration: 'M-1',
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({ cpf: '52998224725', categoryCode: '101', active: true });
    w1 = a.json().data.id;
    w2 = (
      await call(t, member, 'POST', `/api/company/${company}/esocial/workers`, {
        name: 'Bia',
        cpf: '11144477735',
      })
    ).json().data.id;
    const dup = await call(t, owner, 'POST', `/api/company/${company}/esocial/workers`, {
      name: 'Ana 2',
      cpf: '52998224725',
    });
    expect(dup.statusCode).toBe(409);

    const created = await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, ghe);
    expect(created.statusCode).toBe(201);
    gheId = created.json().data.id;
    for (const w of [w1, w2])
      expect(
        (
          await call(t, owner, 'POST', `/api/esocial/ghes/${gheId}/workers`, {
            workerId: w,
            startDate: '2025-03-01',
          })
        ).statusCode,
      ).toBe(200);
    const noM = await call(t, owner, 'POST', `/api/esocial/ghes/${gheId}/measurements`, {
      measurementId: ids.heat,
    });
    expect(noM.statusCode).toBe(400);
    expect(noM.json().error).toContain('metabolic rate');
    await call(t, owner, 'POST', `/api/esocial/ghes/${gheId}/measurements`, { measurementId: ids.noise });
    await call(t, member, 'POST', `/api/esocial/ghes/${gheId}/measurements`, { measurementId: ids.handArm });
    const withHeat = await call(t, owner, 'POST', `/api/esocial/ghes/${gheId}/measurements`, {
      measurementId: ids.heat,
      metabolicRate: 300,
    });
    expect(withHeat.statusCode).toBe(200);
    const view = withHeat.json().data;
    expect(view.workers.map((w: { name: string }) => w.name).sort()).toEqual(['Ana Prensista', 'Bia']);
    expect(view.measurements.map((m: { domain: string }) => m.domain)).toEqual([
      'heat',
      'noise',
      'vibration',
    ]);

    const agents = (await call(t, member, 'GET', `/api/esocial/ghes/${gheId}/agents`)).json().data;
    // The same figures as the package computes from the same files, independently of the server.
    const expected = selectAgents([
      figuresOfFile(new TextEncoder().encode(records.noise), {}),
      figuresOfFile(new TextEncoder().encode(records.handArm), {}),
      figuresOfFile(new TextEncoder().encode(records.heat), {}, { metabolicRate: 300 }),
    ]).agents;
    expect(
      agents.agents.map((x: { code: string; intensity: number; limit: number | null }) => [
        x.code,
        x.intensity,
        x.limit,
      ]),
    ).toEqual(expected.map((x) => [x.code, x.intensity, x.limit]));
    // The source's date is the record's start (the emulator records' dates), not the save date.
    expect(agents.agents[0].source).toMatchObject({
      measurementId: ids.noise,
      file: 'prensa.txt',
      date: '2026-03-10',
    });
    // (The records' age depends on today: only the other warnings are checked here.)
    expect(agents.warnings.filter((w: { kind: string }) => w.kind !== 'olderThanAYear')).toEqual([]);
  });

  it('refuses a measurement of another company and a worker of another company', async () => {
    const r = await call(t, owner, 'POST', `/api/esocial/ghes/${gheId}/measurements`, {
      measurementId: ids.foreign,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('measurementId: the measurement belongs to another company.');
    const foreignWorker = (
      await call(t, outsider, 'POST', `/api/company/${outsiderCompany}/esocial/workers`, {
        name: 'C',
        cpf: '12345678909',
      })
    ).json().data.id;
    const m = await call(t, owner, 'POST', `/api/esocial/ghes/${gheId}/workers`, {
      workerId: foreignWorker,
      startDate: '2025-03-01',
    });
    expect(m.statusCode).toBe(400);
  });

  it('outsiders reach nothing of the company (404), and cannot export', async () => {
    for (const url of [
      `/api/company/${company}/esocial/workers`,
      `/api/company/${company}/esocial/ghes`,
      `/api/esocial/ghes/${gheId}`,
      `/api/esocial/ghes/${gheId}/agents`,
      `/api/esocial/workers/${w1}/s2240.xml`,
      `/api/company/${company}/esocial/s2240.zip`,
      `/api/company/${company}/esocial/s2240.csv`,
    ])
      expect((await call(t, outsider, 'GET', url)).statusCode, url).toBe(404);
    expect(
      (
        await call(t, outsider, 'POST', `/api/esocial/ghes/${gheId}/measurements`, {
          measurementId: ids.foreign,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(t, outsider, 'PUT', `/api/esocial/ghes/${gheId}`, ghe)).statusCode).toBe(404);
  });
});

describe('S-2240 exports', () => {
  it('needs the evaluator’s council data, then exports one worker’s event valid against the layout', async () => {
    const missing = await call(t, owner, 'GET', `/api/esocial/workers/${w1}/s2240.xml`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('responsible');
    const saved = await call(t, owner, 'PUT', '/api/esocial/responsible', {
      cpf: '111.444.777-35',
      council: 4,
      councilNumber: '5061234567',
      uf: 'sp',
    });
    expect(saved.statusCode).toBe(200);
    const res = await call(t, owner, 'GET', `/api/esocial/workers/${w1}/s2240.xml?environment=restricted`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(validateS2240(res.body)).toMatchObject({ ok: true });
    expect(res.body).toContain('<cpfTrab>52998224725</cpfTrab><matricula>M-1</matricula>');
    expect(res.body).toContain('<dtIniCondicao>2025-03-01</dtIniCondicao>');
    expect(res.body).toContain('<tpAmb>2</tpAmb>');
    expect([...res.body.matchAll(/<codAgNoc>([^<]+)</g)].map((m) => m[1])).toEqual([
      '02.01.001',
      '02.01.002',
      '02.01.014',
    ]);
    const second = await call(t, owner, 'GET', `/api/esocial/workers/${w2}/s2240.xml`);
    expect(second.body).toContain('<codCateg>101</codCateg>');
    expect(validateS2240(second.body)).toMatchObject({ ok: true });
  });

  it('a ZIP of every worker’s event, and the CSV and XLSX rows', async () => {
    // respReg comes from the caller's profile: a member without council data is told so.
    const noProfile = await call(t, member, 'GET', `/api/company/${company}/esocial/s2240.zip`);
    expect(noProfile.statusCode).toBe(400);
    expect(noProfile.json().error).toContain('responsible');
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/company/${company}/esocial/s2240.zip`,
      headers: bearer(owner.token),
    });
    expect(zip.statusCode).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 's2240-zip-'));
    writeFileSync(join(dir, 'all.zip'), zip.rawPayload);
    // An independent reader: Python's zipfile checks the CRCs and gives each file.
    const listed = JSON.parse(
      execFileSync('python3', [
        '-c',
        'import sys,zipfile,json; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(json.dumps({n: z.read(n).decode() for n in z.namelist()}))',
        join(dir, 'all.zip'),
      ]).toString(),
    ) as Record<string, string>;
    expect(Object.keys(listed).sort()).toEqual(['S-2240-11144477735.xml', 'S-2240-52998224725.xml']);
    for (const xml of Object.values(listed)) expect(validateS2240(xml)).toMatchObject({ ok: true });
    const ids36 = Object.values(listed).map((x) => /Id="(ID\d{34})"/.exec(x)?.[1]);
    expect(new Set(ids36).size).toBe(2);

    const csv = await call(t, owner, 'GET', `/api/company/${company}/esocial/s2240.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines.filter((l) => l.startsWith('52998224725,M-1,GHE-01,02.01.014,'))).toHaveLength(1);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/company/${company}/esocial/s2240.xlsx`,
      headers: bearer(owner.token),
    });
    expect(readBackXlsx(xlsx.rawPayload).rows).toHaveLength(7);
  });

  it('a CO2-only GHE and a worker without a GHE: clear refusals, no event', async () => {
    const co2Ghe = (
      await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, { ...ghe, code: 'GHE-02' })
    ).json().data.id;
    const w3 = (
      await call(t, owner, 'POST', `/api/company/${company}/esocial/workers`, {
        name: 'Caio',
        cpf: '12345678909',
      })
    ).json().data.id;
    const noGhe = await call(t, owner, 'GET', `/api/esocial/workers/${w3}/s2240.xml`);
    expect(noGhe.statusCode).toBe(400);
    expect(noGhe.json().error).toBe('Caio: the worker is in no GHE on that date.');
    await call(t, owner, 'POST', `/api/esocial/ghes/${co2Ghe}/workers`, {
      workerId: w3,
      startDate: '2025-06-01',
    });
    const empty = await call(t, owner, 'GET', `/api/esocial/workers/${w3}/s2240.xml`);
    expect(empty.json().error).toBe('GHE-02: the GHE has no measurements.');
    await call(t, owner, 'POST', `/api/esocial/ghes/${co2Ghe}/measurements`, { measurementId: ids.co2 });
    const co2 = await call(t, owner, 'GET', `/api/esocial/workers/${w3}/s2240.xml`);
    expect(co2.statusCode).toBe(400);
    expect(co2.json().error).toContain('CO2 is not an eSocial Tabela 24 agent');
    const agents = (await call(t, owner, 'GET', `/api/esocial/ghes/${co2Ghe}/agents`)).json().data;
    expect(agents.warnings).toEqual([{ kind: 'onlyCo2' }]);
    const future = await call(t, owner, 'POST', `/api/esocial/ghes/${co2Ghe}/workers`, {
      workerId: w3,
      startDate: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toContain('startDate');
  });

  it('the user may choose another measurement for an agent; the choice is recorded and shown', async () => {
    const bad = await call(t, owner, 'PUT', `/api/esocial/ghes/${gheId}/agents`, {
      code: '02.01.001',
      measurementId: ids.handArm,
    });
    expect(bad.statusCode).toBe(400);
    const ok = await call(t, owner, 'PUT', `/api/esocial/ghes/${gheId}/agents`, {
      code: '02.01.001',
      measurementId: ids.noise,
    });
    expect(ok.json().data.agents[0]).toMatchObject({ code: '02.01.001', chosen: true });
  });

  it('warns of a measurement older than a year and of an instrument whose certificate had expired, by the record date', async () => {
    const db = t.database.db;
    const [noise] = await db
      .select()
      .from(measurements)
      .where(eq(measurements.id, ids.noise as string));
    const serial = noise?.serialNumber;
    expect(serial).toBeTruthy();
    // The certificate ran out the day before the record (2026-03-10); the save date is moved to a
    // time it was still valid: the warning must follow the record, not the save.
    await db
      .insert(userDevices)
      .values({ userId: owner.id, serialNumber: serial as string, nextCalibrationDate: '2026-03-09' });
    await db
      .update(measurements)
      .set({ createdAt: new Date('2001-05-04T12:00:00Z') })
      .where(eq(measurements.id, ids.noise as string));
    const agents = (await call(t, owner, 'GET', `/api/esocial/ghes/${gheId}/agents`)).json().data;
    expect(agents.warnings.filter((w: { kind: string }) => w.kind === 'certificateExpired')).toEqual([
      { kind: 'certificateExpired', measurementId: ids.noise, date: '2026-03-10' },
    ]);
    // A record of 2020 is more than a year old whatever today is; its certificate was then valid.
    const [link] = await db
      .select()
      .from(esocialGheMeasurements)
      .where(eq(esocialGheMeasurements.measurementId, ids.noise as string));
    await db
      .update(esocialGheMeasurements)
      .set({ figures: { ...(link?.figures as object), recordedOn: '2020-05-04' } })
      .where(eq(esocialGheMeasurements.measurementId, ids.noise as string));
    const older = (await call(t, owner, 'GET', `/api/esocial/ghes/${gheId}/agents`)).json().data;
    expect(older.warnings.filter((w: { measurementId?: string }) => w.measurementId === ids.noise)).toEqual([
      { kind: 'olderThanAYear', measurementId: ids.noise, date: '2020-05-04' },
    ]);
  });
});

describe('a record longer than a day', () => {
  it("gives the GHE its worst day's figures, dated that day, and says so in the warnings", async () => {
    // Samples CSV from 2026-05-04 22:00, 1 min: 2 h at 95 dB(A), then 8 h at 88 and 16 h at 70. NHO-01:
    // day 1 D = 120/480 · 2^(10/3) = 252 % (NEN = 95 + 10·log10(120/480) = 89.0), day 2 D = 200 %
    // (NEN 88.0): day 1 is the worst. Over the whole 26 h it would be one "workday" of 1,560 min.
    const pad = (n: number) => String(n).padStart(2, '0');
    const rows = ['time,LAeq'];
    for (let i = 0; i < 26 * 60; i++) {
      const d = new Date(2026, 4, 4, 22, i);
      rows.push(
        `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:00,${i < 120 ? 95 : i < 600 ? 88 : 70}`,
      );
    }
    const id = await save(owner, `${rows.join('\n')}\n`, 'semana.csv');
    const created = await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, {
      ...ghe,
      code: 'GHE-LONGO',
    });
    expect(created.statusCode).toBe(201);
    const longGhe = created.json().data.id;
    const added = await call(t, owner, 'POST', `/api/esocial/ghes/${longGhe}/measurements`, {
      measurementId: id,
    });
    expect(added.statusCode).toBe(200);
    const agents = (await call(t, owner, 'GET', `/api/esocial/ghes/${longGhe}/agents`)).json().data;
    expect(agents.agents.map((a: { code: string; intensity: number }) => [a.code, a.intensity])).toEqual([
      ['02.01.001', 89],
    ]);
    expect(agents.agents[0].source).toMatchObject({ measurementId: id, date: '2026-05-04' });
    expect(agents.warnings.filter((w: { kind: string }) => w.kind === 'worstDay')).toEqual([
      { kind: 'worstDay', measurementId: id, date: '2026-05-04' },
    ]);
  });
});
