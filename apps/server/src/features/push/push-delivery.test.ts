import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema-notifications.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';
import {
  browserKeys,
  decryptPushMessage,
  startPushReceiver,
  verifyVapidAuthorization,
} from '../../testing/push-receiver.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, freshIp, login } from '../common/test-helpers.ts';

// POST /api/push-notification/register refuses endpoints the server must not POST to (SSRF), and a
// notification reaches a registered browser through the real app: the server runs with
// PUSH_ALLOW_INSECURE_ENDPOINTS for the second part only, its push service being a local receiver.

let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
let strict: TestApp;
let open: TestApp;

beforeAll(async () => {
  receiver = await startPushReceiver();
  strict = await createTestApp();
  open = await createTestApp({ pushAllowInsecureEndpoints: true });
});
afterAll(async () => {
  await strict?.close();
  await open?.close();
  await receiver?.close();
});

async function signedIn(t: TestApp, email: string) {
  const user = await createUser(t, email);
  return { user, token: (await login(t, email)).token };
}

const register = (t: TestApp, token: string, endpoint: string, language = 'pt-BR', keys = browserKeys()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push-notification/register',
    headers: { ...bearer(token), 'x-language': language },
    payload: { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
    remoteAddress: freshIp(),
  });

const storedFor = async (t: TestApp, userId: string) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))
    .map((s) => s.endpoint)
    .sort();

describe('push endpoint rule (production settings)', () => {
  it('refuses non-HTTPS, localhost and private, loopback or link-local addresses, in the reader language', async () => {
    const { user, token } = await signedIn(strict, 'rule@example.com');
    const refused = [
      'http://push.example.com/send/1',
      'https://localhost/send',
      'https://push.localhost:8443/send',
      'https://127.0.0.1/send',
      'https://2130706433/send',
      'https://10.0.0.8/send',
      'https://172.16.5.4/send',
      'https://192.168.1.1/send',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/send',
      'https://0.0.0.0/send',
      'https://[::1]/send',
      'https://[fd12::1]/send',
      'https://[fe80::1]/send',
      'https://[::ffff:10.0.0.1]/send',
    ];
    for (const endpoint of refused) {
      const res = await register(strict, token, endpoint);
      expect({ endpoint, status: res.statusCode }).toEqual({ endpoint, status: 400 });
      expect(res.json().error).toBe(
        'O endereço de notificações deste navegador não é aceito: ele precisa ser um endereço HTTPS público de um serviço de push',
      );
    }
    expect((await register(strict, token, 'https://10.1.1.1/', 'en')).json().error).toBe(
      "This browser's notification address is not accepted: it must be a public HTTPS address of a push service",
    );
    expect((await register(strict, token, 'https://10.1.1.1/', 'es')).json().error).toBe(
      'La dirección de notificaciones de este navegador no se acepta: debe ser una dirección HTTPS pública de un servicio de push',
    );
    expect((await register(strict, token, 'ftp://push.example.com/x')).statusCode).toBe(400);
    // A loopback receiver is refused too without the test setting.
    expect((await register(strict, token, `${receiver.origin}/live/1`)).statusCode).toBe(400);
    expect(await storedFor(strict, user.id)).toEqual([]);
    // Push services' real addresses pass.
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
    ])
      expect((await register(strict, token, endpoint)).statusCode).toBe(200);
    expect(await storedFor(strict, user.id)).toHaveLength(3);
  });

  it('with PUSH_ALLOW_INSECURE_ENDPOINTS allows http and loopback only, never private ranges', async () => {
    const { user, token } = await signedIn(open, 'rule-open@example.com');
    expect((await register(open, token, `${receiver.origin}/rule/1`)).statusCode).toBe(200);
    expect((await register(open, token, 'http://[::1]:9/rule/2')).statusCode).toBe(200);
    for (const endpoint of ['http://10.0.0.8/x', 'https://192.168.1.1/x', 'http://169.254.169.254/x'])
      expect((await register(open, token, endpoint)).statusCode).toBe(400);
    expect(await storedFor(open, user.id)).toEqual([`${receiver.origin}/rule/1`, 'http://[::1]:9/rule/2']);
  });
});

describe('push delivery through the app', () => {
  it('delivers an admin reset notification encrypted for each browser, in the user language; removes gone ones', async () => {
    const publicKey = (await open.app.inject({ url: '/api/push-notification/public-key' })).json().data
      .publicKey as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    await createUser(open, 'root@example.com', { role: 'admin' });
    const admin = (await login(open, 'root@example.com')).token;
    const { user, token } = await signedIn(open, 'push@example.com');
    await open.database.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    const browser = browserKeys();
    const unusable = { p256dh: 'BPx', auth: 'secret', privateKey: Buffer.alloc(0) };
    expect((await register(open, token, `${receiver.origin}/live/keys`, 'es', browser)).statusCode).toBe(200);
    expect((await register(open, token, `${receiver.origin}/live/tickle`, 'es', unusable)).statusCode).toBe(
      200,
    );
    expect((await register(open, token, `${receiver.origin}/gone/1`, 'es', browserKeys())).statusCode).toBe(
      200,
    );

    const reset = await open.app.inject({
      method: 'POST',
      url: `/api/user/reset-password?id=${user.id}`,
      headers: bearer(admin),
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);

    const pushed = await receiver.next('/live/keys');
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    expect(pushed.headers.ttl).toBe('86400');
    expect(pushed.body.includes(Buffer.from('contraseña'))).toBe(false);
    const opened = decryptPushMessage({
      body: pushed.body,
      uaPrivateKey: browser.privateKey,
      auth: browser.auth,
    });
    expect(JSON.parse(opened.toString())).toMatchObject({
      title: 'Su contraseña fue restablecida',
      link: '/profile',
    });
    const claims = await verifyVapidAuthorization(pushed.headers.authorization, {
      publicKey,
      audience: receiver.origin,
    });
    expect(claims.sub).toBe('mailto:admin@localhost');
    const tickle = await receiver.next('/live/tickle');
    expect(tickle.body).toHaveLength(0);
    await receiver.next('/gone/1');
    await vi.waitFor(async () =>
      expect(await storedFor(open, user.id)).toEqual([
        `${receiver.origin}/live/keys`,
        `${receiver.origin}/live/tickle`,
      ]),
    );
  });
});

describe('push delivery as background jobs', () => {
  it('a push service that fails is retried with its reason shown to admins; each browser gets the push once', async () => {
    await createUser(open, 'jobs-root@example.com', { role: 'admin' });
    const admin = (await login(open, 'jobs-root@example.com')).token;
    const { user, token } = await signedIn(open, 'flaky@example.com');
    const steady = browserKeys();
    const flaky = browserKeys();
    receiver.answer('/retry/flaky', 503);
    expect((await register(open, token, `${receiver.origin}/retry/steady`, 'en', steady)).statusCode).toBe(
      200,
    );
    expect((await register(open, token, `${receiver.origin}/retry/flaky`, 'en', flaky)).statusCode).toBe(200);
    expect((await register(open, token, `${receiver.origin}/retry/refusing`, 'en')).statusCode).toBe(200);
    receiver.answer('/retry/refusing', 400);
    const jobs = async () =>
      (await open.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(admin) })).json()
        .data as {
        counts: Record<string, number>;
        jobs: { id: string; queue: string; state: string; error: string | null }[];
      };
    // Only this test's push jobs (the app ran others before).
    const earlier = new Set((await jobs()).jobs.map((j) => j.id));
    const pushJobs = async () => (await jobs()).jobs.filter((j) => j.queue === 'push' && !earlier.has(j.id));

    const reset = await open.app.inject({
      method: 'POST',
      url: `/api/user/reset-password?id=${user.id}`,
      headers: bearer(admin),
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    await open.app.platform.jobs.idle('push');
    expect(receiver.to('/retry/steady')).toHaveLength(1);
    expect(receiver.to('/retry/flaky')).toHaveLength(1);
    expect(receiver.to('/retry/refusing')).toHaveLength(1);

    const waiting = await pushJobs();
    expect(waiting.map((j) => j.state).sort()).toEqual(['completed', 'completed', 'retry']);
    // The reason names the push service and its answer, never the endpoint's path (the capability).
    expect(waiting.find((j) => j.state === 'retry')?.error).toBe(
      `push service ${receiver.origin} answered 503`,
    );
    expect(JSON.stringify(waiting)).not.toContain('/retry/');

    // The push service recovers; the retry comes due (as time would pass).
    receiver.answer('/retry/flaky', undefined);
    await open.database.executeSql(
      `update pgboss.job set start_after = now() where name = 'push' and state = 'retry'`,
    );
    await open.app.platform.jobs.idle('push');
    expect(receiver.to('/retry/flaky')).toHaveLength(2);
    expect(receiver.to('/retry/steady')).toHaveLength(1);
    // A push service that refuses the request itself (400) is not asked again.
    expect(receiver.to('/retry/refusing')).toHaveLength(1);
    const opened = decryptPushMessage({
      body: receiver.to('/retry/flaky')[1]?.body ?? Buffer.alloc(0),
      uaPrivateKey: flaky.privateKey,
      auth: flaky.auth,
    });
    expect(JSON.parse(opened.toString())).toMatchObject({ title: 'Sua senha foi redefinida' });
    expect((await pushJobs()).map((j) => j.state)).toEqual(['completed', 'completed', 'completed']);
  });

  it('a notification deleted or a browser unsubscribed before its push goes out is skipped', async () => {
    await createUser(open, 'skip-root@example.com', { role: 'admin' });
    const admin = (await login(open, 'skip-root@example.com')).token;
    const { user, token } = await signedIn(open, 'skip@example.com');
    expect((await register(open, token, `${receiver.origin}/skip/1`, 'en')).statusCode).toBe(200);
    // Held back: the push service is down for the first try.
    receiver.answer('/skip/1', 503);
    await open.app.inject({
      method: 'POST',
      url: `/api/user/reset-password?id=${user.id}`,
      headers: bearer(admin),
      remoteAddress: freshIp(),
    });
    await open.app.platform.jobs.idle('push');
    expect(receiver.to('/skip/1')).toHaveLength(1);
    receiver.answer('/skip/1', undefined);
    // The user deleted it meanwhile.
    await open.database.db.delete(notifications).where(eq(notifications.userId, user.id));
    await open.database.executeSql(
      `update pgboss.job set start_after = now() where name = 'push' and state = 'retry'`,
    );
    await open.app.platform.jobs.idle('push');
    expect(receiver.to('/skip/1')).toHaveLength(1);
  });
});
