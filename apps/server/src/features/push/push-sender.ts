import { importJWK, SignJWT } from 'jose';
import type { PushRepository } from './push-repository.ts';
import { type VapidKeys, vapidJwk } from './vapid-keys.ts';
import { encryptPushMessage, maxPushPlaintext, validSubscriptionKeys } from './web-push-encryption.ts';

/** What a push shows: the notification already rendered in the user's language. */
export interface PushMessage {
  id: string;
  title: string;
  body: string;
  link: string | null;
}

/** The message as JSON within one push record; a long text is shortened, never the JSON broken. */
export function pushPlaintext(message: PushMessage): Buffer {
  let body = message.body;
  for (;;) {
    const json = Buffer.from(JSON.stringify({ ...message, body }));
    if (json.length <= maxPushPlaintext || body.length === 0) return json;
    body = `${body.slice(0, Math.max(0, body.length - (json.length - maxPushPlaintext) - 1))}…`;
  }
}

/** Push services keep an undelivered message this long (seconds) before dropping it. */
const ttlSeconds = 24 * 60 * 60;

/**
 * Web Push delivery (docs/admin.md "Web Push"): every request is authorised by a VAPID JWT
 * (RFC 8292) and carries the notification encrypted for the browser (RFC 8291, aes128gcm,
 * `web-push-encryption.ts`): the push service relays bytes it cannot read. A subscription whose
 * keys are not usable gets a payload-less "tickle" instead; the service worker then shows a generic
 * text. A 404 or 410 from the push service means the subscription is gone: it is removed.
 */
export function createPushSender(deps: {
  repository: PushRepository;
  keys: VapidKeys;
  subject: string;
  fetch?: typeof fetch;
}) {
  const send = deps.fetch ?? fetch;
  const key = importJWK(vapidJwk(deps.keys), 'ES256');

  async function vapidHeader(endpoint: string): Promise<string> {
    const audience = new URL(endpoint).origin;
    const jwt = await new SignJWT({ sub: deps.subject })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .setAudience(audience)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 12 * 60 * 60)
      .sign(await key);
    return `vapid t=${jwt}, k=${deps.keys.publicKey}`;
  }

  async function deliver(
    subscription: { id: string; endpoint: string; keys: { p256dh: string; auth: string } },
    message: PushMessage | undefined,
  ): Promise<'sent' | 'gone' | 'failed'> {
    const headers: Record<string, string> = {
      authorization: await vapidHeader(subscription.endpoint),
      ttl: String(ttlSeconds),
      urgency: 'normal',
    };
    let body: Buffer | undefined;
    if (message && validSubscriptionKeys(subscription.keys)) {
      body = encryptPushMessage({ plaintext: pushPlaintext(message), ...subscription.keys });
      headers['content-encoding'] = 'aes128gcm';
      headers['content-type'] = 'application/octet-stream';
    }
    headers['content-length'] = String(body?.length ?? 0);
    const response = await send(subscription.endpoint, {
      method: 'POST',
      headers,
      body: body ? new Uint8Array(body) : undefined,
    });
    if (response.status === 404 || response.status === 410) {
      await deps.repository.remove(subscription.id);
      return 'gone';
    }
    return response.ok ? 'sent' : 'failed';
  }

  return {
    publicKey: deps.keys.publicKey,
    /** Sends the message to every browser of the user; answers what happened to each subscription. */
    async toUser(userId: string, message?: PushMessage): Promise<('sent' | 'gone' | 'failed')[]> {
      const subscriptions = await deps.repository.listForUser(userId);
      return Promise.all(subscriptions.map((s) => deliver(s, message).catch(() => 'failed' as const)));
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
