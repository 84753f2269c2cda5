import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  agentCodeOf,
  createUser,
  expectNoSeriousA11yViolations,
  fillSignIn,
  fitsInside,
  linesOfWord,
  latestMail,
  PASSWORD,
  screenshot,
  secondPage,
  signIn,
  toast,
  uniqueEmail,
  expectNoHorizontalScroll,
} from './support';

const CONFIRM_SUBJECT = 'Confirm your email address';
const EMPTY = 'No referrals yet. Share your affiliate link to start earning referrals!';
const DENIED = 'Access denied. This page is only available for affiliate accounts.';

async function fillSignUp(page: Page, values: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel('First name').fill(values.firstName);
  await page.getByLabel('Last name').fill(values.lastName);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password').fill(PASSWORD);
}

/** A stat card's text, found by its title. */
const statCard = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The referred users as the viewport shows them: table rows on wide screens, cards on phones. */
function referredUsers(page: Page): Locator {
  const phone = (page.viewportSize()?.width ?? 0) < 640;
  return phone
    ? page.getByRole('list', { name: 'Referred users' }).getByRole('listitem')
    : page
        .getByRole('table', { name: 'Referred users' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell') });
}

test('an affiliate signs up, confirms, shares the link and sees the referred user arrive', async ({
  page,
  context,
  browser,
}, info) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('affiliate');

  await page.goto('/');
  await page.getByRole('link', { name: 'Affiliate Login' }).click();
  await page.getByRole('link', { name: 'Create an affiliate account' }).click();
  await expect(page).toHaveURL('/affiliate/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Sign Up' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'affiliate-sign-up');

  await fillSignUp(page, { firstName: 'Ada', lastName: 'Lovelace', email });
  await page.getByRole('button', { name: 'Create Affiliate Account' }).click();
  // No session until the email is confirmed, so the toast does not promise the dashboard yet.
  await expect(toast(page, 'Affiliate account created successfully!')).toContainText(
    'Confirm your email to open your dashboard.',
  );

  // No session until the email is confirmed: the dashboard says where the link went.
  await expect(page).toHaveURL('/affiliate/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'affiliate-confirm-email');

  await page.getByRole('link', { name: 'Go to Affiliate Sign In' }).click();
  await expect(page).toHaveURL('/affiliate/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'affiliate-sign-in');

  // The link in the email signs the affiliate in on the affiliate dashboard, and leaves no token in the address.
  const { link } = await latestMail(email, CONFIRM_SUBJECT);
  await page.goto(link);
  await expect(toast(page, 'Email Confirmed')).toBeVisible();
  await expect(page).toHaveURL('/affiliate/dashboard');
  expect(page.url()).not.toContain('token');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
  const code = (await statCard(page, 'Your Agent Code')
    .getByText(/^AGT[A-Z0-9]{6}$/)
    .textContent())!;
  const affiliateLink = `${new URL(page.url()).origin}/affiliate/${code}`;
  const linkText = page.getByLabel('Affiliate link', { exact: true });
  await expect(linkText).toHaveText(affiliateLink);
  // The whole link shows on a phone too, wrapped only after a slash: the code stays in one piece.
  expect(await linesOfWord(linkText, code)).toBe(1);
  expect(await linesOfWord(statCard(page, 'Your Agent Code'), code)).toBe(1);
  expect(await fitsInside(linkText)).toBe(true);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(statCard(page, 'Total Referrals')).toContainText('0+0 this month');
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, 'affiliate-dashboard-empty');

  // The first: the Share panel below has its own.
  await page.getByRole('button', { name: 'Copy link' }).first().click();
  await expect(toast(page, 'Affiliate link copied to clipboard')).toContainText('Copied!');
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(affiliateLink);
  await expect(page.getByRole('link', { name: 'Open link in a new tab' })).toHaveAttribute(
    'href',
    affiliateLink,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download QR code' }).first().click();
  const png = await download;
  expect(png.suggestedFilename()).toBe(`affiliate-qr-${code}.png`);
  const bytes = await readFile(await png.path());
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

  const visitor = await secondPage(browser, info);
  const visitorEmail = uniqueEmail('referred');
  await visitor.goto(`/affiliate/${code}`);
  await expect(visitor.getByText("You've been invited with referral code")).toContainText(code);
  await expectNoSeriousA11yViolations(visitor);
  await screenshot(visitor, info, 'affiliate-referral-landing');
  await visitor.getByRole('link', { name: 'Get Started for Free' }).click();
  await expect(visitor).toHaveURL(`/sign-up?ref=${code}`);
  await fillSignUp(visitor, { firstName: 'Grace', lastName: 'Hopper', email: visitorEmail });
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitor).toHaveURL('/sign-in');
  await visitor.goto((await latestMail(visitorEmail, CONFIRM_SUBJECT)).link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Email Confirmed!' })).toBeVisible();
  await visitor.context().close();

  await page.getByRole('button', { name: 'Refresh' }).click();
  const rows = referredUsers(page);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Grace Hopper');
  await expect(rows).toContainText(visitorEmail);
  // Active: created a goal or an event, which the new user has not yet; the row and the card agree.
  await expect(rows).toContainText('Not active yet');
  await expect(statCard(page, 'Total Referrals')).toContainText('1+1 this month');
  await expect(statCard(page, 'Active Users')).toContainText('0');
  await expect(statCard(page, 'This Month')).toContainText('1');
  // The visit to the referral page and the sign-up it led to, under the plain link.
  const funnel = page.getByRole('list', { name: 'Funnel, this month' }).getByRole('listitem');
  await expect(funnel.nth(0)).toHaveText('Visits1');
  await expect(funnel.nth(1)).toHaveText('Sign-ups1 · 100% of visits');
  await expect(funnel.nth(2)).toHaveText('Confirmed1 · 100% of sign-ups');
  await expect(page.getByRole('table', { name: 'By source' }).getByRole('row').nth(1)).toHaveText(
    'Your link11100%',
  );
  await expect(page.getByText(EMPTY)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, 'affiliate-dashboard');
});

test('Share uses the share sheet where the device has one', async ({ page }) => {
  const affiliate = await createUser({ label: 'sharer', userType: 'affiliate' });
  // Desktop Linux Chromium has no share sheet: stand one in that records what it was given.
  await page.addInitScript(
    'navigator.share = (data) => { window.sharedUrl = data.url; return Promise.resolve(); };',
  );
  await page.goto('/affiliate/dashboard');
  await expect(page).toHaveURL('/affiliate/sign-in');
  await fillSignIn(page, affiliate.email, affiliate.password);
  await expect(page).toHaveURL('/affiliate/dashboard');

  const code = await agentCodeOf(affiliate.id);
  await page.getByRole('button', { name: 'Share link' }).click();
  await expect
    .poll(() => page.evaluate<string | undefined>('window.sharedUrl'))
    .toBe(`${new URL(page.url()).origin}/affiliate/${code}`);
  await expect(toast(page, 'Copied!')).toHaveCount(0);
});

test('a regular user sees Access denied on the affiliate dashboard', async ({ page }, info) => {
  const user = await createUser({ label: 'regular' });
  await signIn(page, user);
  await page.goto('/affiliate/dashboard');
  await expect(page.getByText(DENIED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toBeVisible();
  await expect(page.getByText(/may need to confirm your email first/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'affiliate-access-denied');
});

test('an affiliate whose code is not there yet sees it being generated', async ({ page }, info) => {
  const affiliate = await createUser({ label: 'no-code', userType: 'affiliate' });
  // The sign-up trigger always gives a code; hide it to reach the state the spec describes.
  await page.route('**/rest/v1/profiles*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown> | Record<string, unknown>[];
    const withoutCode = (row: Record<string, unknown>) =>
      'affiliate' in row ? { ...row, affiliate: null } : row;
    await route.fulfill({
      response,
      json: Array.isArray(body) ? body.map(withoutCode) : withoutCode(body),
    });
  });
  await page.route('**/rest/v1/affiliates*', (route) =>
    route.fulfill({ status: 403, json: { message: 'denied' } }),
  );
  await page.goto('/affiliate/sign-in');
  await fillSignIn(page, affiliate.email, affiliate.password);
  await expect(page).toHaveURL('/affiliate/dashboard');
  await expect(page.getByText('Your agent code is being generated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'affiliate-code-pending');

  await page.unroute('**/rest/v1/profiles*');
  await page.unroute('**/rest/v1/affiliates*');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(statCard(page, 'Your Agent Code')).toContainText(await agentCodeOf(affiliate.id));
});

test('the affiliate dashboard shows a loader while the account loads', async ({ page }) => {
  const affiliate = await createUser({ label: 'loader', userType: 'affiliate' });
  await page.goto('/affiliate/sign-in');
  await fillSignIn(page, affiliate.email, affiliate.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/profiles*', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading your affiliate dashboard…' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
});
