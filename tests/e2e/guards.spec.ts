import { expect, test } from '@playwright/test';
import { createUser, fillSignIn, signIn, toast } from './support';

test('a signed-out visitor asking for a dashboard page signs in and lands on that page', async ({ page }) => {
  const user = await createUser({ label: 'guard' });
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  await fillSignIn(page, user.email, user.password);
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a signed-in user opening sign-in or sign-up is sent to the dashboard', async ({ page }) => {
  const user = await createUser({ label: 'guest-only' });
  await signIn(page, user);

  await page.goto('/sign-in');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();

  await page.goto('/sign-up');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
});

test('the affiliate dashboard sends signed-out visitors to the affiliate sign-in', async ({ page }) => {
  await page.goto('/affiliate/dashboard');
  await expect(page).toHaveURL('/affiliate/sign-in');
});

test('every dashboard route is guarded', async ({ page }) => {
  for (const path of ['/dashboard', '/dashboard/goals', '/dashboard/calendar', '/dashboard/empowered-ai']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/sign-in');
  }
});
