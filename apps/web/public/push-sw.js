// Service worker of Web Push (docs/admin.md "Web Push"). The server sends each notification
// encrypted for this browser (RFC 8291); the browser decrypts it and hands it over as event.data:
// JSON { id, title, body, link } already in the user's language. A push without data (a
// subscription whose keys the server could not use) shows the generic text the page stored in its
// language (Cache API, key /push-text). Either way open pages are told to fetch their notifications.
self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let text = { title: 'OHP', body: '', link: null };
      let message = null;
      try {
        message = event.data ? event.data.json() : null;
      } catch {
        message = null;
      }
      if (message && typeof message.title === 'string') {
        text = { title: message.title, body: String(message.body ?? ''), link: message.link ?? null };
      } else {
        try {
          const cache = await caches.open('ohp-push');
          const stored = await cache.match('/push-text');
          if (stored) text = { ...text, ...(await stored.json()) };
        } catch {
          // Keep the default text.
        }
      }
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage({ type: 'ohp-notifications-changed' });
      await self.registration.showNotification(text.title, {
        body: text.body,
        tag: message?.id ? `ohp-notification-${message.id}` : 'ohp-notifications',
        data: { link: typeof text.link === 'string' && /^\/(?!\/)/.test(text.link) ? text.link : '/' },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only paths of this site: a link is never an address elsewhere.
  const link = event.notification.data?.link ?? '/';
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const page = pages[0];
      if (page) {
        await page.focus();
        if ('navigate' in page && link !== '/') await page.navigate(link);
      } else await self.clients.openWindow(link);
    })(),
  );
});
