import { expect, test, type Page } from '@playwright/test';
import { API_URL, createUser, fillSignIn, signIn } from './support';

// The app as people get it, its service worker registering and precaching on the first page
// (playwright.config.ts blocks it elsewhere): that too must leave the console clean.
test.use({ serviceWorkers: 'allow' });

/** Everything the browser would show a developer in the console: errors, warnings, failed requests. */
function watchConsole(page: Page): string[] {
  const noise: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      noise.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => noise.push(`pageerror: ${error.message}`));
  // Calls to the backend only: page.goto below cuts off the previous page's own downloads.
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(API_URL))
      noise.push(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return noise;
}

test('a normal session leaves a clean console', async ({ page }) => {
  const noise = watchConsole(page);
  const user = await createUser({ label: 'console' });
  await page.goto('/');
  await signIn(page, user);
  await page.waitForLoadState('networkidle');
  for (const path of [
    '/dashboard/goals',
    '/dashboard/calendar',
    '/dashboard/consultation',
    '/dashboard/financial-tools',
    '/dashboard/financial-education',
    '/dashboard/settings',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A full navigation aborts whatever the page still has in flight (the bell loads after the
    // page); wait for it, so an aborted request here means one the app itself cancelled.
    await page.waitForLoadState('networkidle');
  }

  await page.goto('/dashboard/empowered-ai');
  await page.getByRole('textbox', { name: 'Your question' }).fill('What is the 50/30/20 rule?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/[?&]c=/);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(noise).toEqual([]);
});

test('a failed sign-in logs one line, not a stack trace', async ({ page }) => {
  const noise = watchConsole(page);
  const user = await createUser({ label: 'console-fail' });
  await page.goto('/sign-in');
  await fillSignIn(page, user.email, 'not-the-password');
  await expect(page.getByText('Invalid login credentials')).toBeVisible();

  const ours = noise.filter((line) => !line.includes('Failed to load resource'));
  expect(ours).toEqual(['error: Sign-in failed: Invalid login credentials']);
});
