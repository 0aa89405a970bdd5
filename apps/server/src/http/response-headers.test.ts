import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, freshIp, strongPassword } from '../features/common/test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'headers@example.com');
});
afterAll(async () => {
  await t?.close();
});

const health = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/health', headers });

describe('x-request-id', () => {
  it('keeps a short plain id from the client', async () => {
    const id = 'abc-123_DEF.456';
    expect((await health({ 'x-request-id': id })).headers['x-request-id']).toBe(id);
    const longest = 'a'.repeat(64);
    expect((await health({ 'x-request-id': longest })).headers['x-request-id']).toBe(longest);
  });

  it('replaces a long or unusual one by a fresh UUID', async () => {
    for (const sent of ['a'.repeat(65), 'id with spaces', 'ünïcode', '<script>', 'a\tb', '']) {
      const answered = (await health({ 'x-request-id': sent })).headers['x-request-id'];
      expect(answered).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

describe('Cache-Control of token answers', () => {
  it('sign-in and refresh answers are no-store', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: freshIp(),
      payload: { email: 'headers@example.com', password: strongPassword, loginOriginType: 1 },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/login/refresh-token',
      remoteAddress: freshIp(),
      payload: { token: signIn.json().data.refreshToken, loginOriginType: 1 },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/login/google',
      remoteAddress: freshIp(),
      payload: { accessToken: 'x', loginOriginType: 1 },
    });
    expect(failed.headers['cache-control']).toBe('no-store');
  });
});

describe('Permissions-Policy', () => {
  it('allows Web Serial on our pages and turns off the features the app does not use', async () => {
    const policy = String((await health()).headers['permissions-policy']);
    const entries = policy.split(', ');
    expect(entries).toContain('serial=(self)');
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'bluetooth', 'hid', 'payment']) {
      expect(entries).toContain(`${feature}=()`);
    }
    expect(entries.filter((entry) => entry !== 'serial=(self)').every((entry) => entry.endsWith('=()'))).toBe(
      true,
    );
  });
});
