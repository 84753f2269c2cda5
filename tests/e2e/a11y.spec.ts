import { expect, test, type Page } from '@playwright/test';
import {
  agentCodeOf,
  createUser,
  expectNoSeriousA11yViolations,
  fillSignIn,
  screenshot,
  signIn,
  toast,
  uniqueEmail,
} from './support';

/** An affiliate's code, made once per worker: invitation codes are checked. */
let code: Promise<string> | undefined;
const realCode = () =>
  (code ??= createUser({ label: 'a11y-agent', userType: 'affiliate' }).then((agent) =>
    agentCodeOf(agent.id),
  ));

/** Each public page ({code}: a real invitation code), with what shows that it has finished rendering. */
const PUBLIC_PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'landing', path: '/', ready: heading(/./) },
  { name: 'sign-in', path: '/sign-in', ready: heading('Sign In') },
  { name: 'sign-up', path: '/sign-up', ready: heading('Create your account') },
  {
    name: 'sign-up-referral',
    path: '/sign-up?ref={code}',
    ready: async (page) => {
      await expect(page.getByText("You're signing up with referral code")).toBeVisible();
    },
  },
  { name: 'forgot-password', path: '/forgot-password', ready: heading('Reset your password') },
  { name: 'career-opportunity', path: '/career-opportunity', ready: heading(/./) },
  {
    name: 'referral',
    path: '/affiliate/{code}',
    ready: async (page) => {
      await expect(page.getByText("You've been invited with referral code")).toBeVisible();
    },
  },
  { name: 'reset-password-invalid', path: '/reset-password', ready: heading('Reset link not valid') },
  { name: 'not-found', path: '/no/such/page', ready: heading('404') },
  {
    name: 'email-confirmation-failed',
    path: '/email-confirmation',
    ready: async (page) => {
      await heading('Confirmation Failed')(page);
      await expect(page.getByText('Invalid confirmation link. Please try signing up again.')).toBeVisible();
    },
  },
  {
    name: 'email-confirmation-expired',
    path: '/email-confirmation#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    ready: heading('Link Expired'),
  },
];

function heading(name: string | RegExp) {
  return async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  };
}

for (const { name, path, ready } of PUBLIC_PAGES) {
  test(`public page ${name} (${path}) has no serious a11y violations`, async ({ page }, info) => {
    await page.goto(path.includes('{code}') ? path.replace('{code}', await realCode()) : path);
    await ready(page);
    await screenshot(page, info, name);
    await expectNoSeriousA11yViolations(page);
  });
}

test('a form showing its field errors has no serious a11y violations', async ({ page }, info) => {
  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await screenshot(page, info, 'sign-up-errors');
  await expectNoSeriousA11yViolations(page);
});

test('an error toast has no serious a11y violations', async ({ page }, info) => {
  await page.goto('/sign-in');
  await fillSignIn(page, uniqueEmail('nobody'), 'not-a-password');
  await expect(toast(page, 'Invalid login credentials')).toBeVisible();
  await screenshot(page, info, 'sign-in-error-toast');
  await expectNoSeriousA11yViolations(page, { includeToasts: true });
});

test.describe('dashboard frame', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, await createUser({ label: 'a11y', firstName: 'Hedy' }));
  });

  test('/dashboard has no serious a11y violations', async ({ page }, info) => {
    await expect(page.getByText('0 Active')).toBeVisible();
    await expect(page.getByText('No upcoming events')).toBeVisible();
    await screenshot(page, info, 'dashboard');
    await expectNoSeriousA11yViolations(page);
  });

  test('/dashboard/settings has no serious a11y violations', async ({ page }, info) => {
    await page.goto('/dashboard/settings');
    await expect(page.getByText('Member')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Hedy');
    await screenshot(page, info, 'settings');
    await expectNoSeriousA11yViolations(page);
  });

  test('the open account menu has no serious a11y violations', async ({ page }, info) => {
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await screenshot(page, info, 'account-menu');
    await expectNoSeriousA11yViolations(page);
  });

  test('the open mobile menu has no serious a11y violations', async ({ page, isMobile }, info) => {
    test.skip(!isMobile, 'the menu sheet is the mobile layout');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Empowered Finance' })).toBeVisible();
    await screenshot(page, info, 'mobile-menu');
    await expectNoSeriousA11yViolations(page);
  });
});
