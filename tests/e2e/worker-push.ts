import { chromium, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-args';
import { FULL_CHROMIUM } from './support';

/**
 * What the browser tests of notifications share (docs/decisions/031-notifications.md): the full
 * browser, pushes delivered to the app's worker over the DevTools protocol, and what it shows.
 */

/**
 * A page in a browser of its own with notifications allowed for the app. The full browser: Debian's
 * headless shell denies notifications whatever is granted, and its headless mode shows them. Its
 * own browser for each test: one browser's contexts share its notifications by origin and tag, so a
 * context closing could close another's (a test then saw none).
 */
export async function browserWithNotifications(
  info: TestInfo,
  baseURL: string,
): Promise<{ page: Page; context: BrowserContext; origin: string; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    serviceWorkers: 'allow',
  });
  const origin = new URL(baseURL).origin;
  await context.grantPermissions(['notifications'], { origin });
  return { page: await context.newPage(), context, origin, close: () => browser.close() };
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
 * Opens `path` and waits for the app's worker; returns what delivers a push message to it, as a
 * push service's message reaches it.
 */
export async function openWithWorker(
  page: Page,
  context: BrowserContext,
  origin: string,
  path: string,
): Promise<(data: string) => Promise<void>> {
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
