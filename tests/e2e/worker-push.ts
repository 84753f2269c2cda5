import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { FULL_CHROMIUM } from './support';

/**
 * What the browser tests of notifications share (docs/decisions/031-notifications.md): the full
 * browser, pushes delivered to the app's worker over the DevTools protocol, and what it shows.
 */

/**
 * Debian's headless shell denies notifications whatever is granted; the full browser's headless
 * mode shows them. Called at a spec file's top: a launch option takes a browser of its own.
 */
export function useBrowserWithNotifications(): void {
  test.use({
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: FULL_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-sync'],
    },
  });
}

export interface Shown {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/** The notifications the worker is showing (a string: the e2e project has no DOM types). */
export const shownNotifications = (page: Page) =>
  page.evaluate<Shown[]>(`navigator.serviceWorker.ready
    .then((registration) => registration.getNotifications())
    .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })))`);

/**
 * Allows notifications for the app and opens `path`; returns what delivers a push message to the
 * app's worker, as a push service's message reaches it.
 */
export async function openWithWorker(
  page: Page,
  context: BrowserContext,
  origin: string,
  path: string,
): Promise<(data: string) => Promise<void>> {
  await context.grantPermissions(['notifications'], { origin });
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto(path);
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
  return async (data) => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/`)!,
      data,
    });
  };
}
