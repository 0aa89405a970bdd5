import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './static-web.ts';

// Which page a browser gets: the app's index.html for its routes, the verification page's own
// verify.html for /verify/{code} (docs/reports.md "Verification page").

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ohp-static-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'verify.html'), '<!doctype html><title>verify</title>');
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string, method: 'GET' | 'HEAD' = 'GET') => {
  const answer = await app.inject({ url, method });
  return { status: answer.statusCode, body: answer.body, cache: answer.headers['cache-control'] };
};

describe('static web app', () => {
  it('/verify/{code}, with or without a code or a query, gets the verification page, not the app', async () => {
    for (const url of [
      '/verify/ABCD-EFGH-JKMN-PQRS',
      '/verify/anything%20at%20all',
      '/verify',
      '/verify/',
      '/verify/X?y=1',
    ]) {
      expect({ url, ...(await page(url)) }).toEqual({
        url,
        status: 200,
        body: '<!doctype html><title>verify</title>',
        cache: 'no-cache',
      });
    }
    expect((await page('/verify/ABCD', 'HEAD')).status).toBe(200);
  });

  it("the app's routes, and paths that only start like it, get the app", async () => {
    for (const url of ['/', '/measurements', '/verifyx', '/reports/verify/1']) {
      expect({ url, body: (await page(url)).body }).toEqual({
        url,
        body: '<!doctype html><title>app</title>',
      });
    }
  });
});
