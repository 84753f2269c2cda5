import { CHROMIUM_ARGS } from './chromium-args';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import {
  createUser,
  DIST_DIR,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  FULL_CHROMIUM,
  insertRows,
  screenshot,
  signIn,
  signOutFromAccountMenu,
  toast,
} from './support';

/**
 * docs/decisions/030-installable-and-offline.md: installable, the public pages and the app's shell
 * offline, a new version offered to an open tab, a script gone after a deploy.
 */

/** Waits until the worker has precached the build and controls the page (from its next load on). */
async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await page.reload();
  await expect.poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null')).toBe(true);
}

/** Marks the page's JavaScript state: a reload (a new document) forgets it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.assign(globalThis, { sameDocument: true });
  });
}
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in globalThis);

/**
 * Runs `deploy` while no other test deploys: the desktop and mobile projects may run in two
 * workers at once, and each changes, then puts back, the one build both are served. A lock left by
 * a killed run is taken after a minute.
 */
async function alone(deploy: () => Promise<void>): Promise<void> {
  const lock = `${DIST_DIR}.deploying`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await deploy();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

test.describe('with the service worker', () => {
  // The worker is what these tests are about (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('Chrome finds the app installable; a page without a manifest is not', async ({ baseURL }, info) => {
    test.skip(info.project.name !== 'desktop', 'one check of the manifest and worker is enough');
    // Chrome's installability check runs in the full browser only (the headless shell answers
    // nothing), and never in an incognito-like context: a profile of its own.
    const profile = mkdtempSync(path.join(tmpdir(), 'installable-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: FULL_CHROMIUM,
      baseURL,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const installabilityErrors = async () =>
        ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] })
          .installabilityErrors;
      await page.goto('/robots.txt');
      expect((await installabilityErrors()).map((error) => error.errorId)).toContain('no-manifest');

      // No manifest in the HTML: the page links it once loaded, with the worker's registration.
      expect(await (await page.request.get('/learn')).text()).not.toContain('rel="manifest"');
      await page.goto('/');
      await workerInCharge(page);
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
      await expect.poll(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      expect(url).toMatch(/\/manifest\.webmanifest$/);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the public lessons and calculators and the app open with no connection', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await workerInCharge(page);
    await context.setOffline(true);
    // Offline for real: what the worker does not hold fails.
    expect(
      await page.evaluate(() =>
        fetch('/robots.txt').then(
          () => 'loaded',
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    await page.goto('/learn/budgeting?ref=AGT000001');
    await expect(page.getByRole('heading', { level: 1, name: 'Budgeting Basics' })).toBeVisible();
    await page.goto('/calculators/debt-payoff');
    await expect(page.getByRole('heading', { level: 1, name: 'Debt Payoff Calculator' })).toBeVisible();
    // Hydrated: the calculator works.
    await page.getByRole('button', { name: 'Add a debt' }).click();
    await expect(page.getByRole('group', { name: 'Debt 4' })).toBeVisible();
    // A page of the app, never prerendered, from the shell: signed out, it leads to sign-in.
    await page.goto('/dashboard/goals');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test('an open tab offers a new version, and Reload brings it', async ({ page }, info) => {
    await page.goto('/');
    await workerInCharge(page);
    // A deploy: the worker's script on the server changes (put back after the test). A route
    // cannot do it: the browser fetches a worker's script past Playwright's interception.
    const worker = path.join(DIST_DIR, 'sw.js');
    await alone(async () => {
      const deployed = readFileSync(worker, 'utf8');
      writeFileSync(worker, `${deployed}\n// the next version\n`);
      try {
        await markDocument(page);
        await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.update())');

        const offer = toast(page, 'A new version is ready:');
        await expect(offer).toBeVisible();
        await expect(offer).toHaveText(/^A new version is ready:\s*Reload/);
        await expectNoSeriousA11yViolations(page, { includeToasts: true });
        // The screen as seen, not the whole landing page.
        await page.screenshot({ path: `test-results/screens/pwa-new-version-${info.project.name}.png` });
        expect(await isSameDocument(page)).toBe(true);

        await offer.getByRole('button', { name: 'Reload' }).click();
        await expect.poll(() => isSameDocument(page).catch(() => true)).toBe(false);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(toast(page, 'A new version is ready:')).toHaveCount(0);
        // The new version's worker is in charge, with none waiting.
        expect(
          await page.evaluate<boolean>(
            'navigator.serviceWorker.getRegistration().then((r) => r.waiting === null && navigator.serviceWorker.controller !== null)',
          ),
        ).toBe(true);
      } finally {
        writeFileSync(worker, deployed);
      }
    });
  });
});

test.describe('signed in, offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the goals, calendar and check-up seen last show read-only, and sign-out forgets them', async ({
    page,
    context,
  }, info) => {
    const user = await createUser({ label: 'offline' });
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await insertRows('goals', [
      { user_id: user.id, title: 'Emergency Fund', target_amount: 10000, current_amount: 2500 },
    ]);
    await insertRows('calendar_events', [
      { user_id: user.id, title: 'Rent', event_date: inDays(2), amount: 1450, event_type: 'bill' },
    ]);
    await signIn(page, user);
    await workerInCharge(page);
    for (const [path, heading] of [
      ['/dashboard/goals', 'Financial Goals'],
      ['/dashboard/calendar', 'Financial Calendar'],
      ['/dashboard/check-up', 'Financial check-up'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByText('Rent').first()).toBeAttached();
    // Kept once loaded (written a second after the last load).
    await expect
      .poll(() => page.evaluate<string>(`Object.keys(localStorage).join(' ')`))
      .toContain(`offline-data:${user.id}`);

    await context.setOffline(true);
    const line = page.getByText(/^Offline: showing what you saw at \d{1,2}:\d{2} [AP]M$/);
    await page.goto('/dashboard/goals');
    await expect(page.getByText('Emergency Fund').first()).toBeVisible();
    await expect(line).toBeVisible();
    await expect(page.getByText('Nothing can be saved until you are back online.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, info, 'pwa-offline-goals');
    // Nothing pretends to be saved: the change is refused at once, with the reason.
    await page.getByLabel('Amount to add to Emergency Fund').fill('50');
    await page.getByRole('button', { name: 'Add Funds' }).click();
    await expect(toast(page, 'You are offline: nothing was saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Funds' })).toBeEnabled();

    await page.goto('/dashboard/calendar');
    await expect(page.getByText('Rent').first()).toBeVisible();
    await expect(line).toBeVisible();
    await page.goto('/dashboard/check-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Financial check-up' })).toBeVisible();
    await expect(line).toBeVisible();

    await context.setOffline(false);
    await expect(line).toBeHidden();
    await signOutFromAccountMenu(page);
    expect(await page.evaluate<string>(`Object.keys(localStorage).join(' ')`)).not.toContain('offline-data:');
  });
});

test.describe('a script gone after a deploy', () => {
  // Where no worker holds the old version: a first visit, or a browser without workers.
  const LEARN_PAGE = '**/assets/learn-page-*.js';

  test('reloads the tab once, which brings the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await markDocument(page);
    let refused = 0;
    await page.route(LEARN_PAGE, async (route) => {
      // The first request is the old version's, gone; the reload's is the new one's.
      if (refused++ === 0) await route.fulfill({ status: 404 });
      else await route.continue();
    });
    await page.getByRole('link', { name: 'Free Lessons and Calculators' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Free Lessons and Calculators' })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(await isSameDocument(page)).toBe(false);
  });

  test('never reloads twice for the same script', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    let loads = 0;
    page.on('load', () => loads++);
    await page.route(LEARN_PAGE, (route) => route.fulfill({ status: 404 }));
    await page.getByRole('link', { name: 'Free Lessons and Calculators' }).click();
    // One reload: the prerendered page shows, and its hydration fails on the same script again.
    await expect.poll(() => loads).toBe(1);
    await expect(page).toHaveURL('/learn');
    await expect(page.getByRole('heading', { level: 1, name: 'Free Lessons and Calculators' })).toBeVisible();
    await markDocument(page);
    await expect
      .poll(() => page.evaluate<string | null>("sessionStorage.getItem('reloaded-for-missing-chunk')"))
      .toContain('/assets/learn-page-');
    // Time for a second reload, had there been one.
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe("iPhone's Safari", () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test('the dashboard explains Add to Home Screen until it is dismissed', async ({ page }, info) => {
    const user = await createUser({ label: 'ios-guide' });
    await signIn(page, user);
    const guide = page.getByRole('region', { name: 'Add Empowered Finance to your Home Screen' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('listitem')).toHaveText([
      'Step 1: Tap the Share button in Safari’s toolbar.',
      'Step 2: Choose “Add to Home Screen”, then Add.',
    ]);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await guide.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/pwa-ios-guide-${info.project.name}.png` });

    const dismiss = guide.getByRole('button', { name: 'Dismiss the Home Screen guide' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(guide).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
    await expect(guide).toBeHidden();
  });
});

test("other browsers' dashboards have no Home Screen guide", async ({ page }) => {
  const user = await createUser({ label: 'no-ios-guide' });
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Add Empowered Finance to your Home Screen' })).toHaveCount(
    0,
  );
});
