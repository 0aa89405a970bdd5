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

describe('the default limits (a week-long reading saves; JSON bodies stay small)', () => {
  let defaults: TestApp;
  beforeAll(async () => {
    defaults = await createTestApp();
  });
  afterAll(async () => {
    await defaults.close();
  });

  it('uploads up to 160 MiB compressed, which may expand to 512 MiB (a 7-day vibration record is ≈ 410 MB)', async () => {
    const res = await defaults.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      data: { uploadLimitBytes: 160 * 1024 * 1024, recordLimitBytes: 512 * 1024 * 1024 },
    });
  });

  it('refuses a JSON body past 4 MiB with 413 naming that limit, not the upload limit', async () => {
    const res = await defaults.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
      payload: JSON.stringify({ text: 'x'.repeat(4 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The request body exceeds the 4 MiB limit');
  });
});
