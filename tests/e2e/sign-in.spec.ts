import { expect, test } from '@playwright/test';
import {
  createUser,
  expectHeaderClearOf,
  fillSignIn,
  linesOfText,
  signIn,
  toast,
  uniqueEmail,
} from './support';

test('a confirmed user signs in, then signs out from the account menu', async ({ page }) => {
  const user = await createUser({ label: 'signin', firstName: 'Katherine' });
  await page.goto('/sign-in');
  await fillSignIn(page, user.email, user.password);

  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Katherine!' })).toBeVisible();

  await page.getByRole('button', { name: 'Open account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('My Account');
  await expect(menu).toContainText(user.email);
  await expect(menu.getByRole('menuitem')).toHaveText(['Settings', 'Support', 'Sign Out']);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  // The session is gone, not just hidden.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/sign-in');
});

test('the site header offers Dashboard and Sign Out while signed in', async ({ page }) => {
  const user = await createUser({ label: 'header' });
  await signIn(page, user);
  await page.goto('/');
  // Measured once the prerendered page is the app's (the header keeps its links from then on).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  // One line each, on a phone too: nothing in the header wraps.
  for (const item of [
    header.getByRole('link', { name: 'Empowered Finance' }),
    header.getByRole('link', { name: 'Dashboard' }),
    header.getByRole('button', { name: 'Sign Out' }),
  ]) {
    expect(await linesOfText(item), (await item.textContent()) ?? '').toBe(1);
  }

  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});

test('a wrong password shows the server message in an Error toast', async ({ page }) => {
  const user = await createUser({ label: 'wrongpw' });
  await page.goto('/sign-in');
  await fillSignIn(page, user.email, 'not-the-password');

  const error = toast(page, 'Invalid login credentials');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Error');
  await expectHeaderClearOf(page, error);
  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('an empty form shows what is missing and sends nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token')) calls.push(request.url());
  });
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toBeFocused();
  expect(calls).toEqual([]);
});

test('an address in the wrong format is rejected before sending', async ({ page }) => {
  await page.goto('/sign-in');
  await fillSignIn(page, 'not-an-email', 'whatever-password');

  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toHaveCount(0);
  await expect(page).toHaveURL('/sign-in');
});

test('signing in before confirming the email explains why and offers a new link', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Dorothy');
  await page.getByLabel('Last name').fill('Vaughan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Correct-Horse-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/sign-in');

  // A later visit: no notice carried over from the sign-up redirect.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByText('Confirm your email')).toHaveCount(0);
  await fillSignIn(page, email, 'Correct-Horse-42');
  await expect(toast(page, 'Email not confirmed')).toContainText('Error');
  await expect(page.getByRole('status').filter({ hasText: 'Confirm your email' })).toContainText(email);
  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(toast(page, 'Confirmation Email Sent')).toBeVisible();
});

test('the sign-out link of the header works from any public page', async ({ page }) => {
  const user = await createUser({ label: 'careerout' });
  await signIn(page, user);
  await page.goto('/career-opportunity');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/sign-in');
});
