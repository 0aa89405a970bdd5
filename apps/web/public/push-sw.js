// Service worker of Web Push (docs/admin.md "Web Push"). The server sends payload-less tickles; the
// worker cannot read the signed-in session, so it shows the generic text the page stored in its
// language (Cache API, key /push-text) and tells open pages to fetch their notifications.
self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let text = { title: 'OHP', body: '' };
      try {
        const cache = await caches.open('ohp-push');
        const stored = await cache.match('/push-text');
        if (stored) text = await stored.json();
      } catch {
        // Keep the default text.
      }
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage({ type: 'ohp-notifications-changed' });
      await self.registration.showNotification(text.title, { body: text.body, tag: 'ohp-notifications' });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const page = pages[0];
      if (page) await page.focus();
      else await self.clients.openWindow('/');
    })(),
  );
});
