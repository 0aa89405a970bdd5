import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { VirtualDevice } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, login } from '../common/test-helpers.ts';
import { MIN_COMPRESSED_BYTES } from '../measurements/file-encoding.ts';
import { multipartBody } from '../measurements/multipart-body.ts';

let t: TestApp;
let token: string;
let otherToken: string;
const co2Record = new VirtualDevice('co2Pro').records[0]?.text ?? '';
const heatRecord = new VirtualDevice('itemp').records[0]?.text ?? '';
const co2Csv = 'time,co2,temperature,rh\n0,800,24,50\n60,1300,24.5,51\n120,900,25,52\n';
const fields = {
  employeeName: 'Ana Lima',
  employeeCompanyName: 'Fábrica Sul',
  employeeArea: 'Adega',
  functionGHE: 'Adegueiro',
  measurerCompanyName: 'Higiene Ltda',
  measurerName: 'Rui',
  annotation: 'Fermentação\nPortas fechadas',
  journeyTime: '08:48',
  description: 'Adega março',
  serialNumber: '',
  norm: 'both',
  notProject: 'false',
  userDeviceId: 'device-1',
};

beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: 64 * 1024 });
  await createUser(t, 'ana@example.com');
  await createUser(t, 'rui@example.com');
  token = (await login(t, 'ana@example.com')).token;
  otherToken = (await login(t, 'rui@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

function post(content: string | undefined, values: Record<string, string> = fields, who = token) {
  const body = multipartBody(
    values,
    content === undefined ? undefined : { name: 'file', filename: 'co2.txt', content },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/co2pro',
    headers: { ...body.headers, ...bearer(who), 'x-language': 'en' },
    payload: body.payload,
  });
}

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, who = token) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(who), 'x-language': 'en' },
    ...(payload ? { payload } : {}),
  });

async function count(who = token): Promise<number> {
  const res = await call('GET', '/api/co2pro', undefined, who);
  return (res.json().data as unknown[]).length;
}

describe('POST co2pro', () => {
  it('saves a CO2Pro record with its payload and answers the item in data', async () => {
    const res = await post(co2Record);
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({
      description: 'Adega março',
      fileName: 'co2.txt',
      family: 'co2Pro',
      userDeviceId: 'device-1',
      report: { employeeName: 'Ana Lima', journeyTime: 528, norm: 'both', notProject: false },
    });
    expect(item.serialNumber).toMatch(/08A$/);
    expect(item.report.annotation).toBe('Fermentação\nPortas fechadas');
    // The same row the measurements list reads.
    const list = await call('GET', '/api/measurements?domain=co2');
    expect(list.json().data.map((m: { id: string }) => m.id)).toContain(item.id);
  });

  it('saves a CO2 samples CSV (family null)', async () => {
    const res = await post(co2Csv, { description: 'CSV' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ family: null, description: 'CSV', userDeviceId: null });
  });

  it('refuses bad input with a translated message and saves nothing', async () => {
    const before = await count();
    const cases: Array<{
      content: string | undefined;
      status: number;
      error: RegExp;
      values?: Record<string, string>;
    }> = [
      { content: undefined, status: 400, error: /Send a file/ },
      { content: '', status: 400, error: /empty/i },
      { content: heatRecord, status: 400, error: /ITEMP record, not a CO2 one/ },
      {
        content: 'time,co2\n0,800\n60,60000\n',
        status: 400,
        error: /Line 3, column co2: the value 60000 is outside/,
      },
      { content: 'time,co2\n0,800\n60,abc\n', status: 400, error: /Line 3, column co2/ },
      { content: 'x'.repeat(70 * 1024), status: 413, error: /too large to save/ },
      { content: co2Csv, status: 400, error: /between 1 and 1440/, values: { journeyTime: '0' } },
      {
        content: co2Csv,
        status: 400,
        error: /at most 30 lines/,
        values: { annotation: Array.from({ length: 31 }, (_, i) => `l${i}`).join('\n') },
      },
    ];
    for (const { content, status, error, values } of cases) {
      const res = await post(content, values ?? fields);
      expect(res.statusCode, String(error)).toBe(status);
      expect(res.json().error, String(error)).toMatch(error);
    }
    expect(await count()).toBe(before);
  });

  it('answers a translated 400 to a malformed multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/co2pro',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz', ...bearer(token), 'x-language': 'en' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/multipart/);
  });
});

describe('GET co2pro (list)', () => {
  it('pages with page and pageSize, newest first', async () => {
    const all = (await call('GET', '/api/co2pro')).json().data as Array<{ id: string }>;
    expect(all.length).toBeGreaterThanOrEqual(2);
    const second = (await call('GET', '/api/co2pro?page=2&pageSize=1')).json().data as Array<{ id: string }>;
    expect(second.map((m) => m.id)).toEqual([all[1]?.id]);
  });

  it('refuses a pageSize or page of 0 or negative with a translated 400', async () => {
    for (const query of ['pageSize=0', 'pageSize=-3', 'page=0']) {
      const res = await call('GET', `/api/co2pro?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatch(
        /Invalid request: page(Size)?: Enter a value (between 1 and|of at least 1)/,
      );
    }
  });

  it('lists only the owner’s measurements and only CO2 ones', async () => {
    expect(await count(otherToken)).toBe(0);
    const body = multipartBody(
      { fileName: 'n.txt' },
      { name: 'file', filename: 'n.txt', content: heatRecord },
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
    const families = ((await call('GET', '/api/co2pro')).json().data as Array<{ family: string | null }>).map(
      (m) => m.family,
    );
    expect(families.every((f) => f === 'co2Pro' || f === null)).toBe(true);
  });
});

describe('one CO2Pro measurement', () => {
  let id: string;
  beforeAll(async () => {
    id = (await post(co2Record)).json().data.id;
  });

  it('GET co2pro/{id} and GET co2pro/file/{id} answer in data', async () => {
    const one = await call('GET', `/api/co2pro/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.id).toBe(id);
    const file = await call('GET', `/api/co2pro/file/${id}`);
    expect(file.statusCode).toBe(200);
    expect(file.json().data).toBe(co2Record);
  });

  it('GET co2pro/file/{id} is the same JSON compressed for a client that takes gzip or br', async () => {
    expect(co2Record.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const json = JSON.stringify({ data: co2Record });
    const get = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/co2pro/file/${id}`,
        headers: { ...bearer(token), 'accept-encoding': acceptEncoding },
      });
    // Twice each: compressed as the file streams, then from the kept answer.
    for (let round = 0; round < 2; round++) {
      const gzip = await get('gzip, deflate');
      expect(gzip.statusCode).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(json);
      expect(gzip.rawPayload.length).toBeLessThan(json.length / 2);
      const br = await get('br;q=1, gzip;q=0.5');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(json);
    }
    const plain = await get('gzip;q=0, identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json);
    // Another user's id: the same 404 as uncompressed.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/co2pro/file/${id}`,
      headers: { ...bearer(otherToken), 'accept-encoding': 'gzip', 'x-language': 'en' },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Measurement not found' });
  });

  it('a record saved compressed (as the browser sends it) answers its text, compressed or not', async () => {
    const body = multipartBody(fields, {
      name: 'file',
      filename: 'co2.txt',
      content: gzipSync(co2Record),
      type: 'application/gzip',
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/co2pro',
      headers: { ...body.headers, ...bearer(token), 'accept-encoding': 'gzip' },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(201);
    const savedId = saved.json().data.id;
    const url = `/api/co2pro/file/${savedId}`;
    const gzip = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(JSON.stringify({ data: co2Record }));
    expect((await call('GET', url)).json().data).toBe(co2Record);
  });

  it('PUT co2pro updates the fields by the id in the body', async () => {
    const res = await call('PUT', '/api/co2pro', { id, ...fields, employeeName: 'Bia', notProject: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.report).toMatchObject({ employeeName: 'Bia', notProject: true });
    expect((await call('GET', `/api/co2pro/${id}`)).json().data.report.employeeName).toBe('Bia');
    const bad = await call('PUT', '/api/co2pro', { id, journeyTime: 5000 });
    expect(bad.statusCode).toBe(400);
  });

  it('PATCH co2pro/{id}/description renames it', async () => {
    const res = await call('PATCH', `/api/co2pro/${id}/description`, { description: 'Nova' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/co2pro/${id}`)).json().data.description).toBe('Nova');
  });

  it('another user’s id answers 404 on every call and changes nothing', async () => {
    const before = (await call('GET', `/api/co2pro/${id}`)).json().data;
    const answers = await Promise.all([
      call('GET', `/api/co2pro/${id}`, undefined, otherToken),
      call('GET', `/api/co2pro/file/${id}`, undefined, otherToken),
      call('PUT', '/api/co2pro', { id, description: 'x' }, otherToken),
      call('PATCH', `/api/co2pro/${id}/description`, { description: 'x' }, otherToken),
      call('DELETE', `/api/co2pro/${id}`, undefined, otherToken),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Measurement not found' });
    }
    expect((await call('GET', `/api/co2pro/${id}`)).json().data).toEqual(before);
  });

  it('a measurement of another domain is not a CO2Pro measurement (404)', async () => {
    const body = multipartBody(
      { fileName: 'n.txt' },
      { name: 'file', filename: 'n.txt', content: heatRecord },
    );
    const noise = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
    const noiseId = noise.json().data.id;
    expect((await call('GET', `/api/co2pro/${noiseId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/co2pro/${noiseId}`)).statusCode).toBe(404);
  });

  it('DELETE co2pro/{id} deletes it', async () => {
    expect((await call('DELETE', `/api/co2pro/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/co2pro/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/co2pro/file/${id}`)).statusCode).toBe(404);
  });

  it('every call needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/co2pro' });
    expect(res.statusCode).toBe(401);
  });
});
