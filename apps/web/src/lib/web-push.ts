import { api } from './api-client';
import { base64UrlBytes } from './base64url';
import { i18next, loadAllTexts } from './i18n';

// Web Push in the browser (docs/admin.md "Web Push"): the app works fully without it.

const workerUrl = '/push-sw.js';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** base64url → bytes, for applicationServerKey. */
export const keyBytes = base64UrlBytes;

/** Whether a subscription's applicationServerKey is the server's key (byte for byte). */
export function sameKey(subscriptionKey: ArrayBuffer | null, serverKey: Uint8Array): boolean {
  if (!subscriptionKey) return false;
  const bytes = new Uint8Array(subscriptionKey);
  return bytes.length === serverKey.length && bytes.every((byte, i) => byte === serverKey[i]);
}

/** The text the service worker shows for a tickle, in the reader's language. */
async function storePushText(): Promise<void> {
  // Signed in by now, but the notifications namespace may still be on its way (not a sign-in text).
  await loadAllTexts();
  const cache = await caches.open('ohp-push');
  const text = { title: i18next.t('notifications:push.title'), body: i18next.t('notifications:push.body') };
  await cache.put(
    '/push-text',
    new Response(JSON.stringify(text), { headers: { 'content-type': 'application/json' } }),
  );
}

/**
 * The spec's register call at start (SPEC §4): with permission granted, subscribes this browser
 * with the server's VAPID key and sends the subscription; otherwise sends the call without one.
 * Never throws: push is optional.
 */
export async function registerPushNotifications(): Promise<void> {
  try {
    if (!pushSupported() || Notification.permission !== 'granted') {
      await api.post('/push-notification/register', {}, { skipLoading: true });
      return;
    }
    const registration = await navigator.serviceWorker.register(workerUrl);
    const { publicKey } = await api.get<{ publicKey: string }>('/push-notification/public-key', {
      skipLoading: true,
    });
    const serverKey = keyBytes(publicKey);
    let existing = await registration.pushManager.getSubscription();
    // Made with another key (a new deployment, keys rotated): the push service would refuse the
    // server's signature, so subscribe again with the server's key.
    if (existing && !sameKey(existing.options.applicationServerKey, serverKey)) {
      await existing.unsubscribe();
      existing = null;
    }
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: serverKey,
      }));
    await storePushText();
    await api.post(
      '/push-notification/register',
      { subscription: subscription.toJSON() },
      { skipLoading: true },
    );
  } catch {
    // Push is optional: a failure here must not affect the session.
  }
}

/** Asks for permission (from a click) and registers when granted. */
export async function enablePushNotifications(): Promise<NotificationPermission> {
  if (!pushSupported()) return 'denied';
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await registerPushNotifications();
  return permission;
}

/** Calls `listener` when the service worker reports a push (the bell then refetches). */
export function onPushReceived(listener: () => void): () => void {
  if (!pushSupported()) return () => {};
  const handler = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'ohp-notifications-changed') listener();
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}
