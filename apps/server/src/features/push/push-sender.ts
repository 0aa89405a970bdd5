import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { pushEndpointAllowed } from './push-endpoint.ts';
import type { PushRepository } from './push-repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** What a push shows: the notification already rendered in the user's language. */
export interface PushMessage {
  id: string;
  title: string;
  body: string;
  link: string | null;
}

/**
 * Push services must accept 4096 bytes of body (RFC 8030 §7.2). One aes128gcm record of that size
 * holds this much plaintext: minus the header (salt 16, record size 4, key id length 1, key 65),
 * the GCM tag (16) and the last-record delimiter (1).
 */
export const maxPushPlaintext = 4096 - 86 - 16 - 1;

/**
 * The message as JSON within one push record; a long text is cut (at a character, never inside
 * one) and ends with "…", never the JSON broken. The cut is searched for, since a character may
 * take one to six bytes of JSON.
 */
export function pushPlaintext(message: PushMessage): Buffer {
  const encode = (body: string) => Buffer.from(JSON.stringify({ ...message, body }));
  const whole = encode(message.body);
  if (whole.length <= maxPushPlaintext) return whole;
  const characters = Array.from(message.body);
  const cut = (count: number) => encode(`${characters.slice(0, count).join('')}…`);
  let low = 0;
  let high = characters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (cut(middle).length <= maxPushPlaintext) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}

/** A browser's subscription keys decode to a 65-byte uncompressed point and a 16-byte secret. */
export function usableSubscriptionKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  return point.length === 65 && point[0] === 4 && Buffer.from(keys.auth, 'base64url').length === 16;
}

/** Push services keep an undelivered message this long (seconds) before dropping it. */
const ttlSeconds = 24 * 60 * 60;
/** A push service that has not answered by then is given up on (the stored notification stays). */
const timeoutMs = 10_000;

export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed';

/**
 * Web Push delivery (docs/admin.md "Web Push") with the `web-push` library: its
 * `generateRequestDetails` encrypts the notification for the browser (RFC 8291, aes128gcm) and
 * signs the VAPID JWT (RFC 8292); we send that request ourselves with `fetch`, so that redirects
 * are never followed, a slow push service times out, and the tests may play the push service on
 * loopback (the library's own sender speaks HTTPS only). A subscription whose keys are not usable
 * gets a payload-less "tickle" (the service worker shows a generic text). A 404 or 410 means the
 * subscription is gone: it is removed; so is a stored endpoint the endpoint rule now refuses.
 * Failures are logged, never thrown.
 */
export function createPushSender(deps: {
  repository: PushRepository;
  keys: VapidKeys;
  subject: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** PUSH_ALLOW_INSECURE_ENDPOINTS (tests only): http and loopback endpoints are allowed. */
  allowInsecureEndpoints?: boolean;
  fetch?: typeof fetch;
}) {
  const send = deps.fetch ?? fetch;
  const vapidDetails = {
    subject: deps.subject,
    publicKey: deps.keys.publicKey,
    privateKey: deps.keys.privateKey,
  };

  async function deliver(
    subscription: { id: string; endpoint: string; keys: { p256dh: string; auth: string } },
    message: PushMessage | undefined,
  ): Promise<PushOutcome> {
    if (!pushEndpointAllowed(subscription.endpoint, deps.allowInsecureEndpoints ?? false)) {
      await deps.repository.remove(subscription.id);
      return 'refused';
    }
    const payload = message && usableSubscriptionKeys(subscription.keys) ? pushPlaintext(message) : undefined;
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails,
      TTL: ttlSeconds,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    const response = await send(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await deps.repository.remove(subscription.id);
      return 'gone';
    }
    if (response.status >= 200 && response.status < 300) return 'sent';
    deps.log.warn(
      { pushService: new URL(subscription.endpoint).origin, status: response.status },
      'push delivery refused by the push service',
    );
    return 'failed';
  }

  return {
    publicKey: deps.keys.publicKey,
    /** Sends the message to every browser of the user; answers what happened to each subscription. */
    async toUser(userId: string, message?: PushMessage): Promise<PushOutcome[]> {
      const subscriptions = await deps.repository.listForUser(userId);
      return Promise.all(
        subscriptions.map((s) =>
          deliver(s, message).catch((error: unknown) => {
            // The origin only: the endpoint's path is the capability to push to that browser.
            deps.log.warn(
              { err: error, pushService: URL.canParse(s.endpoint) ? new URL(s.endpoint).origin : null },
              'push delivery failed',
            );
            return 'failed' as const;
          }),
        ),
      );
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
