import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, refreshTokens, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  createUser,
  freshIp,
  type LoginAnswer,
  login,
  strongPassword,
} from '../common/test-helpers.ts';
import { image, multipart } from './test-images.ts';

let t: TestApp;
let ana: LoginAnswer;
let bia: LoginAnswer;
beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: 1024 * 1024 });
  await createUser(t, 'ana@example.com');
  await createUser(t, 'bia@example.com');
  ana = await login(t, 'ana@example.com');
  bia = await login(t, 'bia@example.com');
});
afterAll(async () => {
  await t.close();
});

const upload = (url: string, token: string, fileName: string, contentType: string, data: Buffer) =>
  t.app.inject({ method: 'POST', url, ...multipart(fileName, contentType, data, bearer(token)) });

describe('profile', () => {
  it('updates data and preferences, only the fields sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: bearer(ana.token),
      payload: {
        temperatureUnit: 'F',
        darkMode: false,
        language: 'es',
        phone: '(11) 3333-4444',
        document: '111.444.777-35',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      temperatureUnit: 'F',
      darkMode: false,
      language: 'es',
      phone: '(11) 3333-4444',
      document: '11144477735',
      name: 'Test',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(ana.token) });
    expect(me.json().data.temperatureUnit).toBe('F');
  });

  it('rejects bad values with a translated message and changes nothing', async () => {
    for (const payload of [
      { temperatureUnit: 'K' },
      { name: 'x'.repeat(31) },
      { document: '111.444.777-36' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/update',
        headers: bearer(ana.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Requisição inválida/);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(ana.token) });
    expect(me.json().data).toMatchObject({ temperatureUnit: 'F', name: 'Test', document: '11144477735' });
  });
});

describe('company logo and photo', () => {
  it('accepts a small PNG and a JPEG, checked by content, and answers them back', async () => {
    const png = await image(200, 100).png().toBuffer();
    const res = await upload('/api/user/company-logo', ana.token, 'logo.png', 'image/png', png);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.hasCompanyLogo).toBe(true);
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/user/company-logo',
      headers: bearer(ana.token),
    });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(await sharp(back.rawPayload).metadata()).toMatchObject({ format: 'png', width: 200, height: 100 });

    // A JPEG with a misleading name is still a JPEG.
    const jpeg = await image(120, 80).jpeg().toBuffer();
    const photo = await upload('/api/user/photo', ana.token, 'photo.gif', 'application/octet-stream', jpeg);
    expect(photo.statusCode).toBe(200);
    const photoBack = await t.app.inject({
      method: 'GET',
      url: '/api/user/photo',
      headers: bearer(ana.token),
    });
    expect(photoBack.headers['content-type']).toBe('image/jpeg');
  });

  it('resizes a 3000 px image to at most 1920 px and replaces the old file', async () => {
    const big = await image(3000, 1500).png().toBuffer();
    const res = await upload('/api/user/company-logo', ana.token, 'big.png', 'image/png', big);
    expect(res.statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/user/company-logo',
      headers: bearer(ana.token),
    });
    expect(await sharp(back.rawPayload).metadata()).toMatchObject({ width: 1920, height: 960 });
    const folder = join(t.config.dataDir, 'storage', 'users', ana.user.id);
    expect(readdirSync(folder).filter((f) => f.startsWith('company-logo'))).toHaveLength(1);
  });

  it('rejects a renamed PDF with "Invalid image type" and keeps the old logo', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const res = await upload('/api/user/company-logo', ana.token, 'logo.png', 'image/png', pdf);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Tipo de imagem inválido. Use PNG, JPG ou JPEG' });
    const truncated = (await image(50, 50).png().toBuffer()).subarray(0, 40);
    expect(
      (await upload('/api/user/company-logo', ana.token, 'x.png', 'image/png', truncated)).statusCode,
    ).toBe(400);
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/user/company-logo',
      headers: bearer(ana.token),
    });
    expect(back.statusCode).toBe(200);
  });

  it('answers 413 to an upload over BODY_LIMIT_MB and 400 without a file', async () => {
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(1536 * 1024, 7),
    ]);
    const res = await upload('/api/user/company-logo', ana.token, 'huge.png', 'image/png', huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/^O corpo da requisição excede o limite/);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/user/photo',
      headers: bearer(ana.token),
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/company-logo' })).statusCode).toBe(401);
  });
});

// POST /api/push-notification/register (features/push) shares this file's database.
describe('push subscription', () => {
  it('stores the subscription of the signed-in user', async () => {
    const subscription = {
      endpoint: 'https://push.example.com/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BPk', auth: 'xyz' },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push-notification/register',
      headers: bearer(ana.token),
      payload: { subscription },
    });
    expect(res.json()).toEqual({ data: { registered: true } });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/push-notification/register',
      headers: bearer(ana.token),
    });
    expect(empty.json()).toEqual({ data: { registered: false } });
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, ana.user.id));
    expect(rows.map((r) => r.endpoint)).toEqual([subscription.endpoint]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/push-notification/register',
          payload: { subscription },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('never moves an endpoint another user owns (409), refreshes the owner’s keys, rejects malformed ones', async () => {
    const subscription = {
      endpoint: 'https://push.example.com/send/shared',
      keys: { p256dh: 'k1', auth: 'a1' },
    };
    const register = (token: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/push-notification/register',
        headers: { ...bearer(token), ...headers },
        payload,
      });
    expect((await register(ana.token, { subscription })).statusCode).toBe(200);
    const taken = await register(
      bia.token,
      { subscription: { ...subscription, keys: { p256dh: 'k2', auth: 'a2' } } },
      { 'x-language': 'en' },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatch(
      /^This browser is already registered for notifications of another account/,
    );
    const rowsOf = () =>
      t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(await rowsOf()).toEqual([
      expect.objectContaining({ userId: ana.user.id, keys: { p256dh: 'k1', auth: 'a1' } }),
    ]);
    expect(
      (await register(ana.token, { subscription: { ...subscription, keys: { p256dh: 'k3', auth: 'a3' } } }))
        .statusCode,
    ).toBe(200);
    expect(await rowsOf()).toEqual([
      expect.objectContaining({ userId: ana.user.id, keys: { p256dh: 'k3', auth: 'a3' } }),
    ]);
    const bad = await register(ana.token, { subscription: { endpoint: 'not a url', keys: {} } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('password change', () => {
  it('checks the current password and the rules, then ends the other sessions only', async () => {
    const other = await login(t, 'ana@example.com');
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/update-password',
        headers: bearer(ana.token),
        payload,
        remoteAddress: freshIp(),
      });
    const wrong = await change({ password: 'Wrong-pass-1', newPassword: 'Nova-senha-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'A senha informada está incorreta' });
    expect((await change({ password: strongPassword, newPassword: 'semnumero!' })).statusCode).toBe(400);
    expect((await change({ password: strongPassword, newPassword: 'Nova-senha-2' })).statusCode).toBe(200);

    const otherRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/login/refresh-token',
      payload: { token: other.refreshToken },
    });
    expect(otherRefresh.statusCode).toBe(401);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/login/refresh-token',
      payload: { token: ana.refreshToken },
    });
    expect(mine.statusCode).toBe(200);
    ana = mine.json().data;
    expect((await login(t, 'ana@example.com', 'Nova-senha-2')).user.email).toBe('ana@example.com');
  });
});

describe('account deletion', () => {
  it('needs the right password, then removes the user, sessions and files', async () => {
    const del = (password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/user/delete?password=${encodeURIComponent(password)}`,
        headers: bearer(ana.token),
        remoteAddress: freshIp(),
      });
    const subscription = { endpoint: 'https://push.example.com/send/ana', keys: { p256dh: 'k', auth: 'a' } };
    await t.app.inject({
      method: 'POST',
      url: '/api/push-notification/register',
      headers: bearer(ana.token),
      payload: { subscription },
    });
    expect(
      (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ana.user.id)))
        .length,
    ).toBeGreaterThan(0);
    const wrong = await del('Wrong-pass-1');
    expect(wrong.statusCode).toBe(400);
    expect((await t.database.db.select().from(users).where(eq(users.id, ana.user.id))).length).toBe(1);

    const res = await del('Nova-senha-2');
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, ana.user.id))).toEqual([]);
    expect(
      await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, ana.user.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ana.user.id)),
    ).toEqual([]);
    const folder = join(t.config.dataDir, 'storage', 'users', ana.user.id);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(ana.token) })).statusCode,
    ).toBe(401);
    await expect(login(t, 'ana@example.com', 'Nova-senha-2')).rejects.toThrow(/401/);
  });
});
