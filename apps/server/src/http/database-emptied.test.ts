import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../features/common/test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The database is emptied under a running app (as when it is dropped and recreated): health must
// say 503 (a load balancer stops sending traffic), every route a translated 503, not a 500, and
// the app migrates the empty database again by itself.
let t: TestApp;
let token: string;
/** Holds the app's own re-migration back until the 503s have been seen. */
let releaseMigration: () => void = () => {};
let migrationsStarted = 0;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'emptied@example.com');
  ({ token } = await login(t, 'emptied@example.com'));
  await t.database.db.execute(sql`drop schema public cascade`);
  await t.database.db.execute(sql`drop schema drizzle cascade`);
  await t.database.db.execute(sql`create schema public`);
  const migrate = t.database.migrate;
  const gate = new Promise<void>((open) => {
    releaseMigration = open;
  });
  t.database.migrate = async (folder) => {
    migrationsStarted += 1;
    await gate;
    return migrate(folder);
  };
});
afterAll(async () => {
  await t?.close();
});

describe('with the database emptied', () => {
  it('answers a translated 503 on health and on routes, then recovers by itself', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-language': 'en' } });
    expect(health.statusCode).toBe(503);
    expect(health.json().error).toBe('The database is not available');
    for (const request of [
      { method: 'GET' as const, url: '/api/user', headers: { ...bearer(token), 'x-language': 'es' } },
      {
        method: 'POST' as const,
        url: '/api/login',
        payload: { email: 'emptied@example.com', password: 'x', loginOriginType: 1 },
        headers: { 'x-language': 'pt-BR' },
      },
    ]) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(['La base de datos no está disponible', 'O banco de dados não está disponível']).toContain(
        res.json().error,
      );
    }
    // The first 503 started one migration of the empty database: health turns 200 once it is done.
    expect(migrationsStarted).toBe(1);
    releaseMigration();
    let status = 503;
    for (let attempt = 0; attempt < 300 && status !== 200; attempt += 1) {
      await new Promise((done) => setTimeout(done, 100));
      status = (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    }
    expect(status).toBe(200);
    // The schema is back (the old rows are not: the database was emptied).
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  }, 60_000);
});
