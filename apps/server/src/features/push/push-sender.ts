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

/**
 * What became of one push: `sent`; `gone` (404/410: the subscription is removed); `refused` (the
 * endpoint rule refuses the stored address: removed); `rejected` (the push service refused the
 * request itself, another 4xx: retrying would not help); `failed` (429, 5xx, unreachable or timed
 * out: worth retrying).
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'rejected' | 'failed';

/** An outcome, and for `rejected` and `failed` why (the push service's origin, never the endpoint's path). */
export interface PushResult {
  outcome: PushOutcome;
  reason?: string;
}

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

  async function attempt(
    subscription: { id: string; endpoint: string; keys: { p256dh: string; auth: string } },
    message: PushMessage | undefined,
  ): Promise<PushResult> {
    if (!pushEndpointAllowed(subscription.endpoint, deps.allowInsecureEndpoints ?? false)) {
      await deps.repository.remove(subscription.id);
      return { outcome: 'refused' };
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
    const pushService = new URL(subscription.endpoint).origin;
    let response: Response;
    try {
      response = await send(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // The origin only: the endpoint's path is the capability to push to that browser.
      deps.log.warn({ err: error, pushService }, 'push delivery failed');
      const cause = error instanceof Error ? error.message : String(error);
      return { outcome: 'failed', reason: `push service ${pushService} not reached: ${cause}` };
    }
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await deps.repository.remove(subscription.id);
      return { outcome: 'gone' };
    }
    if (response.status >= 200 && response.status < 300) return { outcome: 'sent' };
    deps.log.warn({ pushService, status: response.status }, 'push delivery refused by the push service');
    const retry = response.status === 408 || response.status === 429 || response.status >= 500;
    return {
      outcome: retry ? 'failed' : 'rejected',
      reason: `push service ${pushService} answered ${response.status}`,
    };
  }

  const safely = (
    subscription: { id: string; endpoint: string; keys: { p256dh: string; auth: string } },
    message: PushMessage | undefined,
  ): Promise<PushResult> =>
    attempt(subscription, message).catch((error: unknown) => {
      deps.log.warn(
        {
          err: error,
          pushService: URL.canParse(subscription.endpoint) ? new URL(subscription.endpoint).origin : null,
        },
        'push delivery failed',
      );
      const reason = error instanceof Error ? error.message : String(error);
      // Shown to admins: never the endpoint (its path is the capability to push to that browser).
      return { outcome: 'failed', reason: reason.replaceAll(subscription.endpoint, '<endpoint>') };
    });

  return {
    publicKey: deps.keys.publicKey,
    /** Sends the message to every browser of the user; answers what happened to each subscription. */
    async toUser(userId: string, message?: PushMessage): Promise<PushOutcome[]> {
      const subscriptions = await deps.repository.listForUser(userId);
      return Promise.all(subscriptions.map(async (s) => (await safely(s, message)).outcome));
    },
    /** Sends the message to one browser of the user; undefined when that subscription is gone. */
    async toSubscription(
      userId: string,
      subscriptionId: string,
      message?: PushMessage,
    ): Promise<PushResult | undefined> {
      const subscription = await deps.repository.findForUser(userId, subscriptionId);
      return subscription ? safely(subscription, message) : undefined;
    },
    /** The user's subscriptions (one push job each). */
    subscriptionsOf: (userId: string) => deps.repository.idsForUser(userId),
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
