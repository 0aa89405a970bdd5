import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: 1024 });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok with the database kind inside data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(body.data.database);
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });
});

describe('failures answer {error} in the request language', () => {
  it('unknown /api route is 404 with a translated message', async () => {
    const pt = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toEqual({ error: 'Rota GET /api/does-not-exist não encontrada' });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.json()).toEqual({ error: 'Route GET /api/does-not-exist not found' });
  });

  it('the app language header wins over Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/x',
      headers: { 'accept-language': 'en', 'x-language': 'es' },
    });
    expect(res.json().error).toBe('Ruta GET /api/x no encontrada');
  });

  it('malformed JSON is 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('an oversized body is 413 and names the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
      payload: JSON.stringify({ text: 'x'.repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/^The request body exceeds the .* limit$/);
  });
});

describe('security headers', () => {
  it('sends a strict content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document listing the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });
});

describe('validation failures', () => {
  it('answer 400 with the field and a translated message, for any route with a zod schema', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/measurements?sort=bogus',
      headers: { 'x-language': 'en', authorization: 'Bearer x' },
    });
    // Authentication runs first (onRequest), so an unauthenticated call is 401, not 500.
    expect(res.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-language': 'en' },
      payload: { email: 'not-an-email', password: 'x', loginOriginType: 1 },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toMatch(/^Invalid request: email: /);
  });
});
