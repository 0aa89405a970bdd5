import { VirtualDevice } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, login } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';

let t: TestApp;
let ana: string;
let bia: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'ana@example.com');
  await createUser(t, 'bia@example.com');
  ana = (await login(t, 'ana@example.com')).token;
  bia = (await login(t, 'bia@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'x-language': 'en' },
    ...(payload ? { payload } : {}),
  });

async function saveItempRecord(token: string): Promise<string> {
  const text = new VirtualDevice('itemp').records[0]?.text ?? '';
  const body = multipartBody(
    { fileName: 'itemp.txt' },
    { name: 'file', filename: 'itemp.txt', content: text },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

/** A vibration component as the report screen saves it (contracts' vibrationComponentDataSchema). */
const grinder = {
  date: '2026-02-05',
  startTime: '08:10',
  endTime: '08:40',
  exposureTime: '02:00',
  samples: 1,
  axes: { x: 2, y: 3, z: 6 },
  filters: { x: 'wh', y: 'wh', z: 'wh' },
  factor: 1,
  evaluationType: 'handArm',
};

describe('components', () => {
  it('saves, lists by domain, reads, renames, replaces data and deletes a component', async () => {
    const measurementId = await saveItempRecord(ana);
    const created = await call(ana, 'POST', '/api/components', {
      domain: 'heat',
      description: 'Forno, carga',
      measurementId,
      data: { minutes: 45, tbn: 26, tg: 40, metabolicRate: 300, metabolicUnit: 'W' },
    });
    expect(created.statusCode).toBe(201);
    const component = created.json().data;
    expect(component).toMatchObject({
      domain: 'heat',
      description: 'Forno, carga',
      measurementId,
      data: { minutes: 45, tbn: 26, tg: 40 },
    });
    await call(ana, 'POST', '/api/components', {
      domain: 'vibration',
      description: 'Lixadeira',
      data: grinder,
    });

    const heat = await call(ana, 'GET', '/api/components?domain=heat');
    expect(heat.json().data.map((c: { description: string }) => c.description)).toEqual(['Forno, carga']);
    const all = await call(ana, 'GET', '/api/components');
    expect(all.json().data).toHaveLength(2);

    const renamed = await call(ana, 'PATCH', `/api/components/${component.id}`, {
      description: 'Forno, descarga',
      data: { minutes: 15, tbn: 22, tg: 28, metabolicRate: 180, metabolicUnit: 'W' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ description: 'Forno, descarga', data: { minutes: 15 } });
    expect((await call(ana, 'GET', `/api/components/${component.id}`)).json().data.description).toBe(
      'Forno, descarga',
    );

    expect((await call(ana, 'DELETE', `/api/components/${component.id}`)).statusCode).toBe(200);
    const gone = await call(ana, 'GET', `/api/components/${component.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Component not found');
  });

  it("keeps each owner's components to itself: another user's id answers 404 and changes nothing", async () => {
    const created = await call(ana, 'POST', '/api/components', {
      domain: 'heat',
      description: 'Da Ana',
      data: { minutes: 60, ibutg: 27, metabolicRate: 180, metabolicUnit: 'W' },
    });
    const id = created.json().data.id as string;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { description: 'Roubado' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(bia, method, `/api/components/${id}`, payload);
      expect(res.statusCode).toBe(404);
    }
    expect((await call(bia, 'GET', '/api/components')).json().data).toEqual([]);
    expect((await call(ana, 'GET', `/api/components/${id}`)).json().data.description).toBe('Da Ana');
  });

  it("refuses a component that cites another user's measurement, without saying whose", async () => {
    const measurementId = await saveItempRecord(ana);
    const res = await call(bia, 'POST', '/api/components', {
      domain: 'heat',
      description: 'Cópia',
      measurementId,
      data: { minutes: 60, ibutg: 27, metabolicRate: 180, metabolicUnit: 'W' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Measurement not found');
    expect((await call(bia, 'GET', '/api/components')).json().data).toEqual([]);
  });

  it('refuses bad input with a translated message and saves nothing', async () => {
    const before = (await call(ana, 'GET', '/api/components')).json().data.length;
    const bad = [
      { domain: 'noise', description: 'Ruído', data: {} },
      { domain: 'heat', description: '', data: {} },
      { domain: 'heat', description: 'x'.repeat(141), data: {} },
      { domain: 'heat', description: 'Sem dados', data: 'texto' },
      { domain: 'heat', description: 'Id ruim', measurementId: 'nope', data: {} },
      // SPEC §5: a vibration component's factor is 0–200, its exposure at most 10:00.
      { domain: 'vibration', description: 'Fator', data: { ...grinder, factor: 201 } },
      { domain: 'vibration', description: 'Jornada', data: { ...grinder, exposureTime: '10:30' } },
      { domain: 'vibration', description: 'Avaliação', data: { ...grinder, evaluationType: 'feet' } },
      // The heat component's schema: a situation needs its time, temperatures and metabolic rate.
      { domain: 'heat', description: 'Sem taxa', data: { minutes: 30, tg: 40, tbn: 25 } },
      {
        domain: 'heat',
        description: 'Sem temperaturas',
        data: { minutes: 30, metabolicRate: 180, metabolicUnit: 'W' },
      },
      {
        domain: 'heat',
        description: '70 min',
        data: { minutes: 70, ibutg: 27, metabolicRate: 180, metabolicUnit: 'W' },
      },
    ];
    for (const payload of bad) {
      const res = await call(ana, 'POST', '/api/components', payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await call(ana, 'GET', '/api/components')).json().data).toHaveLength(before);
    expect((await call(ana, 'GET', '/api/components/not-a-uuid')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ url: '/api/components' })).statusCode).toBe(401);
  });
});
