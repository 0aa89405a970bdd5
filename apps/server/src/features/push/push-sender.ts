import { importJWK, SignJWT } from 'jose';
import type { PushRepository } from './push-repository.ts';
import { type VapidKeys, vapidJwk } from './vapid-keys.ts';

/** Push services keep an undelivered tickle this long (seconds) before dropping it. */
const ttlSeconds = 24 * 60 * 60;

/**
 * Web Push delivery without a payload (docs/admin.md "Web Push"): the `web-push` library is not
 * installed, so the server sends a "tickle" (an empty POST authorised by a VAPID JWT, RFC 8292);
 * the service worker answers it by fetching GET /api/notifications and showing the newest unread
 * one. Without a payload no RFC 8291 encryption is needed and nothing private crosses the push
 * service. A 404 or 410 from the push service means the subscription is gone: it is removed.
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

  async function tickle(subscription: { id: string; endpoint: string }): Promise<'sent' | 'gone' | 'failed'> {
    const response = await send(subscription.endpoint, {
      method: 'POST',
      headers: {
        authorization: await vapidHeader(subscription.endpoint),
        ttl: String(ttlSeconds),
        urgency: 'normal',
        'content-length': '0',
      },
    });
    if (response.status === 404 || response.status === 410) {
      await deps.repository.remove(subscription.id);
      return 'gone';
    }
    return response.ok ? 'sent' : 'failed';
  }

  return {
    publicKey: deps.keys.publicKey,
    /** Tickles every browser of the user; answers what happened to each subscription. */
    async toUser(userId: string): Promise<('sent' | 'gone' | 'failed')[]> {
      const subscriptions = await deps.repository.listForUser(userId);
      return Promise.all(subscriptions.map((s) => tickle(s).catch(() => 'failed' as const)));
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
