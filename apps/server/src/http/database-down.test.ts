import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../features/measurements/multipart-body.ts';
import { bearer, createUser, freshIp, login, strongPassword } from '../features/common/test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isDatabaseUnavailable } from './database-errors.ts';

// The database goes away under a running app (closed here; a stopped PostgreSQL server is in
// database-outage.test.ts): every route that needs it answers 503 with the translated message.
let t: TestApp;
let token: string;
let refreshToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'down@example.com');
  ({ token, refreshToken } = await login(t, 'down@example.com'));
  await t.database.close();
});
afterAll(async () => {
  await t?.app.close();
});

describe('with the database gone', () => {
  it('answers 503 with the translated message on public, signed-in and upload routes', async () => {
    const upload = multipartBody({ family: 'doseMax' }, { name: 'file', filename: 'a.csv', content: 'x' });
    const requests = [
      { method: 'GET', url: '/api/health' },
      {
        method: 'POST',
        url: '/api/login',
        payload: { email: 'down@example.com', password: strongPassword, loginOriginType: 1 },
      },
      {
        method: 'POST',
        url: '/api/login/refresh-token',
        payload: { token: refreshToken, loginOriginType: 1 },
      },
      { method: 'POST', url: '/api/user/forgot-password?email=down@example.com' },
      { method: 'GET', url: '/api/user', headers: bearer(token) },
      { method: 'GET', url: '/api/measurements', headers: bearer(token) },
      {
        method: 'POST',
        url: '/api/measurements',
        headers: { ...bearer(token), ...upload.headers },
        payload: upload.payload,
      },
    ] as const;
    for (const request of requests) {
      const res = await t.app.inject({
        ...request,
        headers: { ...('headers' in request ? request.headers : {}), 'x-language': 'es' },
        remoteAddress: freshIp(),
      });
      expect({ url: request.url, status: res.statusCode, body: res.json() }).toEqual({
        url: request.url,
        status: 503,
        body: { error: 'La base de datos no está disponible' },
      });
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows connection failures of pg, pg-pool and PGlite, also wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
  });

  it('leaves query errors alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "x"'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const loop: { cause?: unknown } & Error = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
