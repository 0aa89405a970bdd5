import { VirtualDevice } from '@ohp/devices';
import { validateS2240 } from '@ohp/esocial/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { call, type Person, person } from '../organisations/organisation-test-kit.ts';

// Issue 25, what the screens edit: the measurement chosen for an agent (recorded with who and when),
// the dates of a worker in a GHE (dtIniCondicao), a worker's data, and heat judged by the analysis
// saved with the measurement (its NR-15 Anexo 3 text), dated by the record.

let t: TestApp;
let owner: Person;
let company: string;
const noise = new VirtualDevice('doseMax').records.map((r) => r.text);
const heat = new VirtualDevice('itemp').records[0]?.text ?? '';
const ids: Record<string, string> = {};

async function save(content: string, fileName: string, state: unknown = {}): Promise<string> {
  const body = multipartBody(
    { fileName, description: '', state: JSON.stringify(state) },
    { name: 'file', filename: fileName, content },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { ...body.headers, ...bearer(owner.token), 'x-language': 'en' },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const gheBody = (code: string) => ({
  code,
  name: 'Forno e prensas',
  sector: 'Fundição',
  activities: 'Vazar metal; operar prensa.',
  localAmb: 1,
  establishmentCnpj: '11222333000262',
  epc: 0,
  epi: 0,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'edit-es@example.com', 'Helena');
  company = (
    await call(t, owner, 'POST', '/api/company', { corporateName: 'Fundição C', document: '11222333000181' })
  ).json().data.id;
  ids.loud = await save(noise[0] ?? '', 'dia-1.txt');
  ids.quieter = await save(noise[1] ?? '', 'dia-2.txt');
  ids.heat1978 = await save(heat, 'forno-1978.txt', {
    heatMode: 'normal',
    heat: { options: { norm: 'nr15-1978', rest: 'elsewhere', metabolicRate: 300 } },
  });
  ids.heatLocal = await save(heat, 'forno-local.txt', {
    heatMode: 'normal',
    heat: { options: { norm: 'nr15-1978', rest: 'local', metabolicRate: 300 } },
  });
  await call(t, owner, 'PUT', '/api/esocial/responsible', {
    cpf: '11144477735',
    council: 4,
    councilNumber: '5061234567',
    uf: 'SP',
  });
});
afterAll(async () => {
  await t.close();
});

describe('choosing the measurement of an agent', () => {
  it('the highest by default; a choice is recorded with who and when, exported, and can be undone', async () => {
    const ghe = (await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, gheBody('G-1'))).json()
      .data.id;
    for (const id of [ids.loud, ids.quieter])
      expect(
        (await call(t, owner, 'POST', `/api/esocial/ghes/${ghe}/measurements`, { measurementId: id }))
          .statusCode,
      ).toBe(200);
    const first = (await call(t, owner, 'GET', `/api/esocial/ghes/${ghe}/agents`)).json().data.agents[0];
    expect(first).toMatchObject({ code: '02.01.001', intensity: 85.99, chosen: false, choice: null });
    expect(first.source).toMatchObject({ measurementId: ids.loud, date: '2026-03-10' });
    expect(first.candidates).toEqual([
      { measurementId: ids.loud, file: 'dia-1.txt', date: '2026-03-10', intensity: 85.99 },
      { measurementId: ids.quieter, file: 'dia-2.txt', date: '2026-03-11', intensity: 85.08 },
    ]);

    const before = Date.now();
    const chosen = await call(t, owner, 'PUT', `/api/esocial/ghes/${ghe}/agents`, {
      code: '02.01.001',
      measurementId: ids.quieter,
    });
    expect(chosen.statusCode).toBe(200);
    const agent = chosen.json().data.agents[0];
    expect(agent).toMatchObject({ intensity: 85.08, chosen: true, choice: { by: 'Helena User' } });
    expect(Date.parse(agent.choice.at)).toBeGreaterThanOrEqual(before - 1000);

    // The event carries the chosen value.
    const worker = (
      await call(t, owner, 'POST', `/api/company/${company}/esocial/workers`, {
        name: 'Rui',
        cpf: '52998224725',
      })
    ).json().data.id;
    await call(t, owner, 'POST', `/api/esocial/ghes/${ghe}/workers`, {
      workerId: worker,
      startDate: '2025-01-02',
    });
    const xml = (await call(t, owner, 'GET', `/api/esocial/workers/${worker}/s2240.xml`)).body;
    expect(xml).toContain('<intConc>85.08</intConc>');
    expect(validateS2240(xml)).toMatchObject({ ok: true });

    const undone = await call(t, owner, 'DELETE', `/api/esocial/ghes/${ghe}/agents/02.01.001`);
    expect(undone.json().data.agents[0]).toMatchObject({ intensity: 85.99, chosen: false, choice: null });
    // A code that is not one of ours names no resource (as a malformed id in a path).
    const badCode = await call(t, owner, 'DELETE', `/api/esocial/ghes/${ghe}/agents/01.01.001`);
    expect(badCode.statusCode).toBe(404);
  });
});

describe('a worker in GHEs over time', () => {
  it('edits the dates of a membership; refuses a future start, an end before the start and overlaps, naming the field', async () => {
    const a = (await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, gheBody('G-A'))).json()
      .data;
    const b = (await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, gheBody('G-B'))).json()
      .data;
    await call(t, owner, 'POST', `/api/esocial/ghes/${b.id}/measurements`, { measurementId: ids.loud });
    const worker = (
      await call(t, owner, 'POST', `/api/company/${company}/esocial/workers`, {
        name: 'Lia',
        cpf: '12345678909',
      })
    ).json().data.id;
    const inA = (
      await call(t, owner, 'POST', `/api/esocial/ghes/${a.id}/workers`, {
        workerId: worker,
        startDate: '2024-02-01',
      })
    ).json().data.workers[0];
    // Still open in A: a start in B is an overlap.
    const overlap = await call(t, owner, 'POST', `/api/esocial/ghes/${b.id}/workers`, {
      workerId: worker,
      startDate: '2025-05-01',
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error).toBe(
      'startDate: the worker is already in GHE G-A from 2024-02-01 to …; end that period first (a worker is in one GHE at a time).',
    );
    const url = `/api/esocial/ghes/${a.id}/workers/${inA.membershipId}`;
    const future = await call(t, owner, 'PUT', url, { startDate: '2999-01-01', endDate: null });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toContain('startDate: the date 2999-01-01 is in the future');
    const backwards = await call(t, owner, 'PUT', url, { startDate: '2024-02-01', endDate: '2024-01-01' });
    expect(backwards.json().error).toBe('endDate: the end date is before the start date.');
    const impossible = await call(t, owner, 'PUT', url, { startDate: '2024-02-01', endDate: '2024-02-31' });
    expect(impossible.json().error).toBe('endDate: invalid date; use yyyy-mm-dd.');

    // The worker leaves A at the end of April and moves to B on 1 May: B gives dtIniCondicao.
    const ended = await call(t, owner, 'PUT', url, { startDate: '2024-02-01', endDate: '2025-04-30' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.workers[0]).toMatchObject({ startDate: '2024-02-01', endDate: '2025-04-30' });
    const moved = await call(t, owner, 'POST', `/api/esocial/ghes/${b.id}/workers`, {
      workerId: worker,
      startDate: '2025-05-01',
    });
    expect(moved.statusCode).toBe(200);
    const xml = (await call(t, owner, 'GET', `/api/esocial/workers/${worker}/s2240.xml`)).body;
    expect(xml).toContain('<dtIniCondicao>2025-05-01</dtIniCondicao>');
    expect(validateS2240(xml)).toMatchObject({ ok: true });
    // Moving A's end past B's start is an overlap too.
    const late = await call(t, owner, 'PUT', url, { startDate: '2024-02-01', endDate: '2025-06-30' });
    expect(late.json().error).toContain('startDate: the worker is already in GHE G-B from 2025-05-01');
  });

  it('edits a worker, refusing an invalid CPF by its field', async () => {
    const worker = (
      await call(t, owner, 'POST', `/api/company/${company}/esocial/workers`, {
        name: 'Téo',
        cpf: '39053344705',
      })
    ).json().data.id;
    const bad = await call(t, owner, 'PUT', `/api/esocial/workers/${worker}`, {
      name: 'Téo',
      cpf: '390.533.447-06',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('cpf: invalid CPF (check digits do not match).');
    const ok = await call(t, owner, 'PUT', `/api/esocial/workers/${worker}`, {
      name: 'Téo Souza',
      cpf: '390.533.447-05',
      registration: 'M-9',
      categoryCode: '103',
      active: false,
    });
    expect(ok.json().data).toMatchObject({
      name: 'Téo Souza',
      registration: 'M-9',
      categoryCode: '103',
      active: false,
    });
  });
});

describe('heat judged by the analysis saved with the measurement', () => {
  it('the 1978 text with rest elsewhere gives the Quadro 2 limit; rest at the place is warned of', async () => {
    const ghe = (await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, gheBody('G-H'))).json()
      .data.id;
    // No metabolic rate in the request: the saved analysis has M = 300 kcal/h.
    const added = await call(t, owner, 'POST', `/api/esocial/ghes/${ghe}/measurements`, {
      measurementId: ids.heat1978,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.measurements[0]).toMatchObject({
      date: '2026-01-20',
      metabolicRate: 300,
      figures: { norm: 'nr15-1978' },
    });
    const agents = (await call(t, owner, 'GET', `/api/esocial/ghes/${ghe}/agents`)).json().data;
    // NR-15 Anexo 3 (1978) Quadro 2: 300 kcal/h → IBUTG 27,5 °C (the 2019 text would give 28,2 at 300 W).
    expect(agents.agents[0]).toMatchObject({ code: '02.01.014', intensity: 30.64, limit: 27.5 });

    await call(t, owner, 'POST', `/api/esocial/ghes/${ghe}/measurements`, { measurementId: ids.heatLocal });
    const warned = (await call(t, owner, 'GET', `/api/esocial/ghes/${ghe}/agents`)).json().data;
    expect(warned.warnings.filter((w: { kind: string }) => w.kind === 'heatWithoutLimit')).toEqual([
      { kind: 'heatWithoutLimit', measurementId: ids.heatLocal, date: '2026-01-20' },
    ]);
  });
});
