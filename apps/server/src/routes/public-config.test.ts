import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: 3 * 1024 * 1024 });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/config', () => {
  it('announces the body limit the server enforces, signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { uploadLimitBytes: 3 * 1024 * 1024, recordLimitBytes: 30 * 1024 * 1024 },
    });
  });
});
