import { expect, test } from '@playwright/test';
import { browserWithNotifications, openWithWorker, shownNotifications } from './worker-push';

/**
 * docs/decisions/031-notifications.md: the service worker shows what a push brings. The push is
 * delivered over the DevTools protocol (ServiceWorker.deliverPushMessage), as a push service's
 * message reaches the worker, and the notification is read back from the worker's registration.
 */

let close: () => Promise<void> = async () => {};
test.afterEach(() => close());

test('a push message shows its notification, with the app path a click opens', async ({ baseURL }, info) => {
  const browser = await browserWithNotifications(info, baseURL!);
  ({ close } = browser);
  const { page, context, origin } = browser;
  const push = await openWithWorker(page, context, origin, '/');

  const message = {
    title: 'Reminder: Rent Payment on Mar 02, 2034',
    body: 'Rent Payment: Mar 02, 2034 (tomorrow), -$900.00',
    url: '/dashboard/calendar',
    tag: 'reminders',
  };
  await push(JSON.stringify(message));
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      { title: message.title, body: message.body, tag: 'reminders', data: { url: '/dashboard/calendar' } },
    ]);

  // A message whose path is not one of the app's own opens the dashboard instead. Each awaited in
  // turn: the whole list is printed when one never shows. The protocol does not say whether the
  // worker got a message (one in several hundred runs on a loaded CI machine never showed), so one
  // not shown in 5 s is delivered again; its tag keeps it one notification.
  for (const [tag, url] of [
    ['other-site', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/'],
    ['backslash', '/\\evil.example/'],
  ]) {
    await expect(async () => {
      await push(JSON.stringify({ title: 'Elsewhere', body: '', url, tag }));
      await expect
        .poll(() => shownNotifications(page), { timeout: 5_000 })
        .toContainEqual({ title: 'Elsewhere', body: '', tag, data: { url: '/dashboard' } });
    }).toPass({ timeout: 20_000 });
  }
});
