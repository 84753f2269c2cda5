import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { FULL_CHROMIUM } from './support';

/**
 * docs/decisions/031-notifications.md: the service worker shows what a push brings. The push is
 * delivered over the DevTools protocol (ServiceWorker.deliverPushMessage), as a push service's
 * message reaches the worker, and the notification is read back from the worker's registration.
 */

// Debian's headless shell denies notifications whatever is granted; the full browser's headless mode
// shows them. A launch option, so at the file's top (it takes a browser of its own).
test.use({
  launchOptions: { executablePath: FULL_CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-sync'] },
});

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/** The notifications the worker is showing (a string: the e2e project has no DOM types). */
const shown = (page: Page) =>
  page.evaluate<Shown[]>(`navigator.serviceWorker.ready
    .then((registration) => registration.getNotifications())
    .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })))`);

/** Waits for the app's worker and returns what delivers a push message to it. */
async function pushTo(
  page: Page,
  cdp: CDPSession,
  origin: string,
): Promise<(message: unknown) => Promise<void>> {
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
  return async (message) => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/`)!,
      data: JSON.stringify(message),
    });
  };
}

test.describe('the worker’s notifications', () => {
  // The worker is what this test is about (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('a push message shows its notification, with the app path a click opens', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    const push = await pushTo(page, await context.newCDPSession(page), origin);

    const message = {
      title: 'Reminder: Rent Payment on Mar 02, 2034',
      body: 'Rent Payment: Mar 02, 2034 (tomorrow), -$900.00',
      url: '/dashboard/calendar',
      tag: 'reminders',
    };
    await push(message);
    await expect
      .poll(() => shown(page))
      .toEqual([
        { title: message.title, body: message.body, tag: 'reminders', data: { url: '/dashboard/calendar' } },
      ]);

    // A message whose path is not one of the app's own opens the dashboard instead.
    for (const [tag, url] of [
      ['other-site', 'https://evil.example/'],
      ['protocol-relative', '//evil.example/'],
      ['backslash', '/\\evil.example/'],
    ]) {
      await push({ title: 'Elsewhere', body: '', url, tag });
      await expect
        .poll(async () => (await shown(page)).find((n) => n.tag === tag)?.data)
        .toEqual({ url: '/dashboard' });
    }
  });
});
