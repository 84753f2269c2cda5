import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('landing page: hero, call to action, six features, affiliate login, no a11y violations', async ({
  page,
}, info) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute('href', '/sign-up');
  for (const feature of [
    'AI Chat',
    'Goal Tracking',
    'Smart Calendar',
    'Financial Education',
    'Career Opportunities',
    'Financial Tools',
  ]) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Affiliate Login' })).toHaveAttribute(
    'href',
    '/affiliate/sign-in',
  );
  await page.screenshot({ path: `test-results/screens/landing-${info.project.name}.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('unknown path: 404 page inside the site frame, logged, with a way home', async ({ page }, info) => {
  const errors: string[] = [];
  page.on('console', (m) => errors.push(m.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Affiliate Login' })).toBeVisible();
  expect(errors.some((e) => e.includes('/no/such/page'))).toBe(true);
  await page.screenshot({ path: `test-results/screens/not-found-${info.project.name}.png` });
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the local stack the app talks to is up behind its gateway', async ({ request }) => {
  const withoutKey = await request.get('http://127.0.0.1:54321/auth/v1/health');
  expect(withoutKey.status()).toBe(401);
  expect(await withoutKey.json()).toMatchObject({ message: 'No API key found in request' });
});
