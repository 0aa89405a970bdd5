import { afterEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { browserKeys, decryptPushMessage, verifyVapidAuthorization } from '../../testing/push-receiver.ts';
import type { PushRepository } from './push-repository.ts';
import { createPushSender, maxPushPlaintext, type PushMessage, pushPlaintext } from './push-sender.ts';
import { checkVapidKeys } from './vapid-keys.ts';

/** RFC 8291 Appendix A: the receiver's keys and the body the example gives (checks our decryptor). */
const rfc = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_' +
    'yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const vapid = webpush.generateVAPIDKeys();
const message: PushMessage = { id: 'n1', title: 'Sua senha foi redefinida', body: 'ção ✓', link: '/profile' };

interface Sent {
  url: string;
  init: RequestInit;
}

type Row = Awaited<ReturnType<PushRepository['listForUser']>>[number];

/** The sender over an in-memory repository and a fetch that answers `status(url)` (or throws). */
function setup(rows: Pick<Row, 'id' | 'endpoint' | 'keys'>[], status: (url: string) => number | Error) {
  const removed: string[] = [];
  const sent: Sent[] = [];
  const warnings: { context: unknown; text: string }[] = [];
  const repository = {
    listForUser: async () => rows as Row[],
    findForUser: async (_userId: string, id: string) => rows.find((row) => row.id === id) as Row | undefined,
    remove: async (id: string) => {
      removed.push(id);
    },
  } as unknown as PushRepository;
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    const answer = status(String(url));
    if (answer instanceof Error) throw answer;
    return new Response(answer === 201 ? null : 'nope', { status: answer });
  }) as unknown as typeof globalThis.fetch;
  const sender = createPushSender({
    repository,
    keys: vapid,
    subject: 'mailto:ops@example.com',
    log: { warn: (context: unknown, text?: string) => warnings.push({ context, text: text ?? '' }) },
    fetch,
  } as Parameters<typeof createPushSender>[0]);
  return { sender, removed, sent, warnings };
}

const bodyOf = (init: RequestInit) => Buffer.from(init.body as Uint8Array);
const headerOf = (init: RequestInit, name: string) =>
  Object.entries(init.headers as Record<string, string>).find(([k]) => k.toLowerCase() === name)?.[1];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('push sender (web-push library)', () => {
  it('encrypts with the library for the browser and signs a VAPID JWT for the push service origin', async () => {
    const library = vi.spyOn(webpush, 'generateRequestDetails');
    const browser = browserKeys();
    const endpoint = 'https://push.example.net/wpush/v2/abc';
    const { sender, sent, removed } = setup([{ id: 's1', endpoint, keys: browser }], () => 201);
    expect(await sender.toUser('u1', message)).toEqual(['sent']);
    expect(library).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    const { url, init } = sent[0] as Sent;
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(init.redirect).toBe('manual');
    expect(headerOf(init, 'content-encoding')).toBe('aes128gcm');
    expect(headerOf(init, 'ttl')).toBe('86400');
    expect(headerOf(init, 'urgency')).toBe('normal');
    const body = bodyOf(init);
    expect(body.includes(Buffer.from('senha'))).toBe(false);
    const opened = decryptPushMessage({ body, uaPrivateKey: browser.privateKey, auth: browser.auth });
    expect(JSON.parse(opened.toString())).toEqual(message);
    const claims = await verifyVapidAuthorization(headerOf(init, 'authorization'), {
      publicKey: vapid.publicKey,
      audience: 'https://push.example.net',
    });
    expect(claims.sub).toBe('mailto:ops@example.com');
    // Another browser's keys cannot open it; a JWT for another push service does not pass.
    const other = browserKeys();
    expect(() => decryptPushMessage({ body, uaPrivateKey: other.privateKey, auth: browser.auth })).toThrow();
    await expect(
      verifyVapidAuthorization(headerOf(init, 'authorization'), {
        publicKey: vapid.publicKey,
        audience: 'https://fcm.googleapis.com',
      }),
    ).rejects.toThrow();
    expect(removed).toEqual([]);
  });

  it('removes a subscription the push service says is gone (404, 410), keeps it on other failures', async () => {
    const keys = browserKeys();
    const rows = ['gone', 'missing', 'broken', 'live'].map((kind) => ({
      id: kind,
      endpoint: `https://push.example.net/${kind}/1`,
      keys,
    }));
    const answers: Record<string, number> = { gone: 410, missing: 404, broken: 500, live: 201 };
    const { sender, removed, warnings } = setup(rows, (url) => answers[url.split('/')[3] ?? ''] ?? 0);
    expect(await sender.toUser('u1', message)).toEqual(['gone', 'gone', 'failed', 'sent']);
    expect(removed.sort()).toEqual(['gone', 'missing']);
    expect(warnings).toEqual([
      {
        context: { pushService: 'https://push.example.net', status: 500 },
        text: 'push delivery refused by the push service',
      },
    ]);
  });

  it('logs a failed delivery and never throws; the other browsers still get theirs', async () => {
    const keys = browserKeys();
    const rows = [
      { id: 'down', endpoint: 'https://down.example.net/x/secret-path', keys },
      { id: 'up', endpoint: 'https://push.example.net/x/1', keys },
    ];
    const { sender, removed, warnings } = setup(rows, (url) =>
      url.includes('down') ? new TypeError('fetch failed') : 201,
    );
    expect(await sender.toUser('u1', message)).toEqual(['failed', 'sent']);
    expect(removed).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toBe('push delivery failed');
    expect(warnings[0]?.context).toMatchObject({ pushService: 'https://down.example.net' });
    expect(JSON.stringify(warnings)).not.toContain('secret-path');
  });

  it('one browser: says which failures are worth retrying and why, without the endpoint path', async () => {
    const keys = browserKeys();
    const rows = ['busy', 'down', 'bad', 'ok', 'gone', 'unreachable'].map((kind) => ({
      id: kind,
      endpoint: `https://push.example.net/${kind}/secret`,
      keys,
    }));
    const answers: Record<string, number | Error> = {
      busy: 429,
      down: 503,
      bad: 400,
      ok: 201,
      gone: 410,
      unreachable: new TypeError('fetch failed'),
    };
    const { sender, removed } = setup(rows, (url) => answers[url.split('/')[3] ?? ''] ?? 0);
    const results = Object.fromEntries(
      await Promise.all(
        rows.map(async (row) => [row.id, await sender.toSubscription('u1', row.id, message)]),
      ),
    );
    expect(results).toEqual({
      busy: { outcome: 'failed', reason: 'push service https://push.example.net answered 429' },
      down: { outcome: 'failed', reason: 'push service https://push.example.net answered 503' },
      bad: { outcome: 'rejected', reason: 'push service https://push.example.net answered 400' },
      ok: { outcome: 'sent' },
      gone: { outcome: 'gone' },
      unreachable: {
        outcome: 'failed',
        reason: 'push service https://push.example.net not reached: fetch failed',
      },
    });
    expect(JSON.stringify(results)).not.toContain('secret');
    expect(removed).toEqual(['gone']);
    expect(await sender.toSubscription('u1', 'unsubscribed', message)).toBeUndefined();
  });

  it('sends a payload-less tickle to keys it cannot encrypt for; drops endpoints the rule refuses', async () => {
    const rows = [
      { id: 'bad-keys', endpoint: 'https://push.example.net/t/1', keys: { p256dh: 'BPx', auth: 'secret' } },
      { id: 'internal', endpoint: 'https://169.254.169.254/latest/meta-data', keys: browserKeys() },
      { id: 'plain-http', endpoint: 'http://push.example.net/t/2', keys: browserKeys() },
    ];
    const { sender, sent, removed } = setup(rows, () => 201);
    expect(await sender.toUser('u1', message)).toEqual(['sent', 'refused', 'refused']);
    expect(sent.map((s) => s.url)).toEqual(['https://push.example.net/t/1']);
    expect(sent[0]?.init.body).toBeUndefined();
    expect(headerOf(sent[0]?.init ?? {}, 'content-encoding')).toBeUndefined();
    expect(headerOf(sent[0]?.init ?? {}, 'authorization')).toMatch(/^vapid t=/);
    expect(removed.sort()).toEqual(['internal', 'plain-http']);
  });

  it('fits a long text in one 4096-byte record, shortened with an ellipsis', async () => {
    const browser = browserKeys();
    const { sender, sent } = setup(
      [{ id: 's1', endpoint: 'https://push.example.net/l/1', keys: browser }],
      () => 201,
    );
    const long = { ...message, body: 'ç"'.repeat(5000) };
    // As much text as fits: one more character (2 bytes of JSON here) would not.
    expect(pushPlaintext(long).length).toBeLessThanOrEqual(maxPushPlaintext);
    expect(pushPlaintext(long).length).toBeGreaterThan(maxPushPlaintext - 2);
    expect(JSON.parse(pushPlaintext({ ...message, body: 'short' }).toString()).body).toBe('short');
    await sender.toUser('u1', long);
    const body = bodyOf(sent[0]?.init ?? {});
    expect(body.length).toBeLessThanOrEqual(4096);
    const opened = JSON.parse(
      decryptPushMessage({ body, uaPrivateKey: browser.privateKey, auth: browser.auth }).toString(),
    );
    expect(opened.title).toBe(message.title);
    expect(opened.body.endsWith('…')).toBe(true);
    expect(opened.body.length).toBeGreaterThan(1000);
  });
});

describe('test receiver and VAPID keys', () => {
  it('the decryptor opens the RFC 8291 Appendix A body and refuses a changed byte', () => {
    const body = Buffer.from(rfc.body, 'base64url');
    const input = { uaPrivateKey: Buffer.from(rfc.uaPrivate, 'base64url'), auth: rfc.auth };
    expect(decryptPushMessage({ body, ...input }).toString()).toBe(rfc.plaintext);
    body[body.length - 20] = (body[body.length - 20] as number) ^ 1;
    expect(() => decryptPushMessage({ body, ...input })).toThrow();
  });

  it('accepts the library’s key format and refuses keys it could not sign with', () => {
    expect(checkVapidKeys(vapid)).toEqual(vapid);
    expect(Buffer.from(vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(vapid.privateKey, 'base64url')).toHaveLength(32);
    const other = webpush.generateVAPIDKeys();
    expect(() => checkVapidKeys({ ...vapid, privateKey: other.privateKey })).toThrow(/not the private key/);
    expect(() => checkVapidKeys({ ...vapid, publicKey: vapid.publicKey.slice(4) })).toThrow(/65-byte/);
    expect(() => checkVapidKeys({ ...vapid, privateKey: `${vapid.privateKey}=` })).toThrow(/base64/);
  });
});
