import { expect, test, type Page, type Route } from '@playwright/test';
import { agentCodeOf, createUser, signIn } from './support';

/** Each prerendered page: its address, its h1, a link of its own, and its tab title. */
const PAGES = [
  {
    path: '/',
    heading: 'Your financial future, empowered by AI',
    link: 'Get Started for Free',
    title: 'Home',
  },
  {
    path: '/career-opportunity',
    heading: 'Build a career helping families with their finances',
    link: 'Create Your Free Account',
    title: 'Career Opportunity',
  },
  { path: '/sign-in', heading: 'Sign In', link: 'Forgot your password?', title: 'Sign In' },
  {
    path: '/sign-up',
    heading: 'Create your account',
    link: 'Terms of Use (opens in a new tab)',
    title: 'Sign Up',
  },
  {
    path: '/affiliate/sign-in',
    heading: 'Affiliate Sign In',
    link: 'Create an affiliate account',
    title: 'Affiliate Sign In',
  },
  {
    path: '/affiliate/sign-up',
    heading: 'Affiliate Sign Up',
    link: 'Affiliate Sign In',
    title: 'Affiliate Sign Up',
  },
  {
    path: '/learn',
    heading: 'Free Lessons and Calculators',
    link: 'Budgeting Basics',
    title: 'Free Lessons and Calculators',
  },
  { path: '/privacy', heading: 'Privacy Policy', link: 'Terms', title: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Use', link: 'Privacy', title: 'Terms of Use' },
  { path: '/no-such-page', heading: '404', link: 'Return to Home', title: 'Page not found' },
  {
    path: '/affiliate/AGENT42',
    heading: 'Your financial future, empowered by AI',
    link: 'Get Started for Free',
    title: "You're invited",
  },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, link, title } of PAGES.filter((p) => p.path !== '/no-such-page')) {
    test(`${path} is served as HTML with its heading, links and title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('link', { name: link, exact: true }).first()).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Empowered Finance`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    });
  }

  test('the referral shell leaves the code to the browser', async ({ page }) => {
    await page.goto('/affiliate/AGENT42');
    await expect(page.getByText("You've been invited with referral code")).toBeVisible();
    await expect(page.getByText('AGENT42')).toHaveCount(0);
  });
});

/** Errors and warnings in the console, React's hydration mismatches among them. */
function watchConsole(page: Page): string[] {
  const noise: string[] = [];
  page.on('console', (message) => {
    // Playwright's own line where it blocks the app's service worker (playwright.config.ts).
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') noise.push(message.text());
  });
  page.on('pageerror', (error) => noise.push(error.message));
  return noise;
}

for (const { path, heading, title } of PAGES) {
  test(`${path} hydrates without a console warning and then navigates in the page`, async ({ page }) => {
    const noise = watchConsole(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${title} · Empowered Finance`);
    // A link followed by the router keeps the page's JavaScript state; a full load would not.
    await page.evaluate(() => {
      Object.assign(globalThis, { stillHere: true });
    });
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    expect(await page.evaluate(() => 'stillHere' in globalThis)).toBe(true);
    // The not-found page's one line is React Router's own report of the unknown address.
    expect(noise.filter((line) => !line.includes('non-existent route'))).toEqual([]);
  });
}

for (const path of ['/', '/learn/budgeting', '/calculators/debt-payoff']) {
  test(`${path} lists its own routes' scripts, and hydrating it requests no other`, async ({ page }) => {
    // Each module preload the page gets before it is hydrated, in order (a string: no DOM types here).
    await page.addInitScript(`
      window.preloadsBeforeHydration = [];
      new MutationObserver((records) => {
        if ('hydrated' in document.documentElement.dataset) return;
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node.rel === 'modulepreload') window.preloadsBeforeHydration.push(new URL(node.href).pathname);
        }
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const listed = async (meta: string) =>
      (await page.locator(`meta[name="${meta}"]`).getAttribute('content'))?.split(' ') ?? [];
    const [app, own] = [await listed('app-scripts'), await listed('page-scripts')];
    expect(own.length).toBeGreaterThan(0);
    // The boot script's, once each: none the build's own preloading added for the page's routes.
    const preloads = await page.evaluate<string[]>('window.preloadsBeforeHydration');
    expect(preloads).toEqual([...app.slice(1), ...own]);
  });
}

test('a sign-up link with a code hydrates the prerendered form without a warning and shows the code', async ({
  page,
}) => {
  const code = await agentCodeOf((await createUser({ label: 'ref-owner', userType: 'affiliate' })).id);
  const noise = watchConsole(page);
  await page.goto(`/sign-up?ref=${code}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(`You're signing up with referral code ${code}.`)).toBeVisible();
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(code);
  expect(noise).toEqual([]);
});

/** Holds the app's scripts (all, or those matching `pattern`) until `release()`; later ones pass. */
async function holdScripts(page: Page, pattern = '**/assets/*.js') {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      // A request of a page the browser has since left is gone: nothing to continue.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** Marks the page's JavaScript world: still there after a link the app followed, gone after a full load. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    Object.assign(globalThis, { stillHere: true });
  });
}
const samePage = (page: Page) => page.evaluate(() => 'stillHere' in globalThis);

async function invitingAgentCode(): Promise<string> {
  return agentCodeOf((await createUser({ label: 'inviter', userType: 'affiliate' })).id);
}

test.describe('the referral landing before its scripts', () => {
  test('shows the code and carries it into sign-up; a click the app never answers still arrives with it', async ({
    page,
  }) => {
    const code = await invitingAgentCode();
    const noise = watchConsole(page);
    const scripts = await holdScripts(page);
    await page.goto(`/affiliate/${code}`);
    await expect(page.getByText("You've been invited with referral code")).toContainText(code);
    const getStarted = page.getByRole('link', { name: 'Get Started for Free' });
    await expect(getStarted).toHaveAttribute('href', `/sign-up?ref=${code}`);
    await expect(page.getByRole('link', { name: 'Create Your Free Account' })).toHaveAttribute(
      'href',
      `/sign-up?ref=${code}`,
    );

    await getStarted.click();
    // Without the app the boot script lets the browser follow the link after 5 s.
    await expect(page).toHaveURL(`/sign-up?ref=${code}`, { timeout: 10_000 });
    const field = page.getByLabel('Referral code (optional)');
    await expect(field).toHaveValue(code);

    await scripts.release();
    await expect(page.getByText(`You're signing up with referral code ${code}.`)).toBeVisible();
    await expect(field).toHaveValue(code);
    expect(noise).toEqual([]);
  });

  test('a click before the scripts is followed with the code once the app is there', async ({ page }) => {
    const code = await invitingAgentCode();
    const noise = watchConsole(page);
    const scripts = await holdScripts(page);
    await page.goto(`/affiliate/${code}`);
    await markPage(page);
    await page.getByRole('link', { name: 'Get Started for Free' }).click();
    await scripts.release();

    await expect(page).toHaveURL(`/sign-up?ref=${code}`);
    await expect(page.getByLabel('Referral code (optional)')).toHaveValue(code);
    await expect(page.getByText(`You're signing up with referral code ${code}.`)).toBeVisible();
    expect(await samePage(page)).toBe(true);
    expect(noise).toEqual([]);
  });

  test('a click while the app hydrates is followed with the code', async ({ page }) => {
    const code = await invitingAgentCode();
    const noise = watchConsole(page);
    // The app has started (its entry runs) and waits for the page's route to hydrate it.
    const route = await holdScripts(page, '**/assets/referral-page-*.js');
    const routeRequested = page.waitForRequest(/\/assets\/referral-page-.*\.js$/);
    await page.goto(`/affiliate/${code}`);
    await routeRequested;
    await markPage(page);
    await page.getByRole('link', { name: 'Get Started for Free' }).click();
    await route.release();

    await expect(page).toHaveURL(`/sign-up?ref=${code}`);
    await expect(page.getByLabel('Referral code (optional)')).toHaveValue(code);
    expect(await samePage(page)).toBe(true);
    expect(noise).toEqual([]);
  });

  test('the code survives the back button, reloads, and a way to sign-up without it', async ({ page }) => {
    const code = await invitingAgentCode();
    const noise = watchConsole(page);
    await page.goto(`/affiliate/${code}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Get Started for Free' }).click();
    await expect(page).toHaveURL(`/sign-up?ref=${code}`);
    const field = page.getByLabel('Referral code (optional)');
    await expect(field).toHaveValue(code);

    await page.goBack();
    await expect(page.getByText("You've been invited with referral code")).toContainText(code);
    await page.reload();
    await expect(page.getByText("You've been invited with referral code")).toContainText(code);
    await page.getByRole('link', { name: 'Get Started for Free' }).click();
    await expect(field).toHaveValue(code);
    await page.reload();
    await expect(field).toHaveValue(code);
    await page.goBack();
    await page.goForward();
    await expect(field).toHaveValue(code);

    // Say the header's Sign Up, or a typed address: the tab still has the invitation.
    await page.goto('/sign-up');
    await expect(field).toHaveValue(code);
    await expect(page.getByText(`You're signing up with referral code ${code}.`)).toBeVisible();
    expect(noise).toEqual([]);
  });
});

test('a dashboard address served the landing page as a fallback never shows it', async ({ page }) => {
  await page.goto('/dashboard/goals');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
});

test('a signed-in visitor sees Dashboard and Sign Out from the first paint, with no layout shift', async ({
  page,
}) => {
  const user = await createUser({ label: 'first-paint' });
  await page.goto('/sign-in');
  await signIn(page, user);

  // The prerendered page and its boot script alone, before (here: without) the app's scripts.
  await page.route('**/assets/*.js', async (route) => {
    await route.abort();
  });
  await page.goto('/');
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Sign In' })).toBeHidden();

  await page.unroute('**/assets/*.js');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(account.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // Every layout shift the page recorded since it started loading (none at all: nothing moved).
  const shifted = await page.evaluate<number>(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      resolve(list.getEntries().reduce((sum, entry) => sum + entry.value, 0));
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(0), 500);
  })`);
  expect(shifted).toBe(0);
});
