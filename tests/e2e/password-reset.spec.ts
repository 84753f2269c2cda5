import { expect, test } from '@playwright/test';
import { createUser, fillSignIn, latestMail, signIn, signOutFromAccountMenu, toast } from './support';

const NEW_PASSWORD = 'Brand-New-Secret-7';

test('a user who forgot the password resets it from the emailed link and signs in with the new one', async ({
  page,
}) => {
  const user = await createUser({ label: 'reset' });
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');

  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Check your email' });
  await expect(sent).toContainText(`If an account exists for ${user.email}, a link to reset your password`);

  const mail = await latestMail(user.email, 'Reset your password');
  await page.goto(mail.link);
  await expect(page).toHaveURL('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

  const password = page.getByLabel(/^New password/);
  const confirm = page.getByLabel(/^Confirm new password/);
  await password.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}-typo`);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/reset-password');

  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(toast(page, 'Password updated')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  await signOutFromAccountMenu(page);
  await page.goto('/sign-in');
  await fillSignIn(page, user.email, user.password);
  await expect(toast(page, 'Invalid login credentials')).toBeVisible();

  await signIn(page, { email: user.email, password: NEW_PASSWORD });
});

test('a reset link works only once', async ({ page }) => {
  const user = await createUser({ label: 'reset-once' });
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const { link } = await latestMail(user.email, 'Reset your password');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate('localStorage.clear()');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset link not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
