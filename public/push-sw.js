// The service worker's notifications (docs/decisions/031-notifications.md), loaded into Workbox's
// generated worker with importScripts (scripts/build/service-worker.ts). A push carries the JSON
// the server's sender writes (supabase/functions/_shared/push/send.ts: title, body, url, tag).

const HOME = '/dashboard';

/**
 * The app path a click opens: a push's url only when it is one of the app's own paths (a single
 * leading '/'); '//host' and '/\host' resolve to another site, so the origin is checked as well.
 */
function appPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/')) return HOME;
  const resolved = new URL(url, self.location.origin);
  return resolved.origin === self.location.origin
    ? resolved.pathname + resolved.search + resolved.hash
    : HOME;
}

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: shown as text, never dropped (a push that shows nothing costs the site its pushes).
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Empowered Finance';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: appPath(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(appPath(event.notification.data && event.notification.data.url), self.location.origin)
    .href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      // A window of the app already open is brought forward and sent there; else a new one opens.
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      const focused = await open.focus();
      // navigate() works only on a window this worker controls; an uncontrolled one gets a new window.
      return focused.navigate(url).catch(() => self.clients.openWindow(url));
    }),
  );
});
