import { expect, test } from '@playwright/test';
import { createUser, expectHeaderClearOf, screenshot, signIn, toast } from './support';

const NAV_ENTRIES = [
  'Dashboard',
  'AI assistant',
  'Goals',
  'Calendar',
  'Financial check-up',
  'Financial Tools',
  'Financial Education',
  'Career Opportunity',
];

test('desktop: the sidebar lists every dashboard area and marks the current one', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the sidebar is the desktop layout; mobile uses the menu sheet');
  await signIn(page, await createUser({ label: 'sidebar' }));

  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link')).toHaveText(NAV_ENTRIES);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

  await sidebar.getByRole('link', { name: 'Goals' }).click();
  await expect(page).toHaveURL('/dashboard/goals');
  await expect(sidebar.getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Affiliate Dashboard' })).toHaveCount(0);
});

test('mobile: the menu sheet traps focus, closes on Escape and on navigation', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu sheet is the mobile layout');
  await signIn(page, await createUser({ label: 'sheet' }));
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await openMenu.click();
  const sheet = page.getByRole('dialog', { name: 'Empowered Finance' });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator(':focus')).toHaveCount(1);
  await expect(sheet.getByRole('navigation', { name: 'Dashboard' }).getByRole('link')).toHaveText(
    NAV_ENTRIES,
  );

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(openMenu).toBeFocused();

  await openMenu.click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Calendar' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL('/dashboard/calendar');
});

test('a fresh user sees real, empty figures on the goals and calendar cards', async ({ page }) => {
  await signIn(page, await createUser({ label: 'fresh', firstName: 'Mary' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Mary!' })).toBeVisible();

  const goals = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Your Goals' }) });
  await expect(goals).toContainText('0 Active');
  await expect(goals).toContainText('+0 completed this month');
  await expect(goals.getByRole('link')).toHaveAttribute('href', '/dashboard/goals');

  const calendar = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Calendar' }) });
  await expect(calendar).toContainText('0 Upcoming');
  await expect(calendar).toContainText('No upcoming events');
  await expect(calendar.getByRole('link', { name: 'Open calendar' })).toHaveAttribute(
    'href',
    '/dashboard/calendar',
  );
  // An empty calendar offers to fill it from a bank statement.
  await expect(calendar.getByRole('link', { name: 'Import a bank statement' })).toHaveAttribute(
    'href',
    '/dashboard/import-statement',
  );

  await page.getByRole('link', { name: 'Chat with the AI assistant' }).click();
  await expect(page).toHaveURL('/dashboard/empowered-ai');
});

test('the AI assistant prefills its input from ?prompt=', async ({ page }) => {
  await signIn(page, await createUser({ label: 'prompt' }));
  const prompt = 'How much should I keep in an emergency fund?';
  await page.goto(`/dashboard/empowered-ai?prompt=${encodeURIComponent(prompt)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'AI assistant' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue(prompt);
});

test('settings: shows the account, saves a new first name and rejects a short password', async ({ page }) => {
  const user = await createUser({ label: 'settings', firstName: 'Ada' });
  await signIn(page, user);
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', /^mailto:/);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const account = page.getByRole('definition');
  await expect(account.first()).toHaveText(user.email);
  await expect(account.nth(1)).toHaveText('Member');

  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Ada');
  await firstName.fill('Augusta');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expectHeaderClearOf(page, toast(page, 'Profile updated'));
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Augusta');

  const password = page.getByLabel(/^New password/);
  await password.fill('abc');
  await page.getByLabel(/^Confirm new password/).fill('abc');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page, 'Password updated')).toHaveCount(0);
});

test('an unknown dashboard address shows the 404 inside the dashboard, with a way back', async ({
  page,
  isMobile,
}, info) => {
  await signIn(page, await createUser({ label: 'lost' }));
  await page.goto('/dashboard/anything-unknown');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Empowered Finance');
  // The app's frame stays: the sidebar on desktop, the menu button on a phone.
  if (isMobile) await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  else await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await screenshot(page, info, 'dashboard-not-found');

  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
});

test('every page names itself in the tab and announces itself after navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home · Empowered Finance');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveTitle('Sign In · Empowered Finance');
  const announcer = page.getByRole('status').filter({ hasText: '· Empowered Finance' });
  await expect(announcer).toHaveText('Sign In · Empowered Finance');

  await signIn(page, await createUser({ label: 'titles' }));
  await expect(page).toHaveTitle('Dashboard · Empowered Finance');
  for (const [path, title] of [
    ['/dashboard/goals', 'Goals'],
    ['/dashboard/calendar', 'Calendar'],
    ['/dashboard/check-up', 'Financial check-up'],
    ['/dashboard/financial-education/budgeting', 'Budgeting Basics'],
    ['/dashboard/solutions/life-insurance', 'Life Insurance'],
    ['/dashboard/solutions/nope', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} · Empowered Finance`);
  }
});
