import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { agentCodeOf, API_URL, createUser, linesOfWord, screenshot } from './support';

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
  // Only what the product does: calculators only as the free ones /learn lists, no debt goals
  // (reminders now arrive, and the page says so).
  await expect(page.getByRole('link', { name: 'Free Lessons and Calculators' })).toHaveAttribute(
    'href',
    '/learn',
  );
  await expect(page.getByRole('main')).not.toContainText(/debt payoff|debt goals/i);
  await expect(page.getByRole('main')).toContainText('get an email reminder before each is due');
  await screenshot(page, info, 'landing');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('unknown path: 404 page inside the site frame, logged, with a way home', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => errors.push(m.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Affiliate Login' })).toBeVisible();
  expect(errors.some((e) => e.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the local stack the app talks to is up behind its gateway', async ({ request }) => {
  const withoutKey = await request.get(`${API_URL}/auth/v1/health`);
  expect(withoutKey.status()).toBe(401);
  expect(await withoutKey.json()).toMatchObject({ message: 'No API key found in request' });
});

test.describe('career opportunity page', () => {
  test("'Start Your Journey' and the chat's 'Talk to our team' jump to the career interest form", async ({
    page,
  }) => {
    await page.goto('/career-opportunity');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Start Your Journey' }).click();
    await expect(page).toHaveURL('/career-opportunity#start');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Start Your Journey', exact: true }),
    ).toBeInViewport();
    await expect(page.getByRole('form', { name: 'Career interest form' })).toBeVisible();
    await page.goto('/career-opportunity#ask');
    await page.getByRole('link', { name: 'Talk to our team' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Start Your Journey', exact: true }),
    ).toBeInViewport();
  });

  test('the canned-answer chat ignores blank input, types for 1.5 s, then answers by keyword', async ({
    page,
  }) => {
    await page.goto('/career-opportunity');
    // A form on a prerendered page waits for the app (docs/decisions/019): so does the visitor here.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const log = page.getByRole('log', { name: 'Conversation with the career assistant' });
    const input = page.getByRole('textbox', { name: 'Your question' });
    const send = page.getByRole('button', { name: 'Send message' });
    const typing = page.getByRole('status').filter({ hasText: 'Assistant is typing' });
    const bubbles = log.getByRole('paragraph');
    await expect(bubbles).toHaveCount(1); // the greeting

    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(bubbles).toHaveCount(1);
    await expect(typing).toHaveCount(0);
    await expect(input).toBeEnabled();

    await input.fill('What salary can I expect?');
    await input.press('Enter');
    const sentAt = Date.now();
    await expect(log).toContainText('You: What salary can I expect?');
    await expect(typing).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();

    await expect(log).toContainText('Agents are usually paid by commission', { timeout: 2_000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1_400);
    await expect(bubbles).toHaveCount(3);
    await expect(typing).toHaveCount(0);
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
  });
});

test('the referral page shows the invitation code and carries it into sign-up', async ({ page }) => {
  const code = await agentCodeOf((await createUser({ label: 'inviter', userType: 'affiliate' })).id);
  await page.goto(`/affiliate/${code}`);
  const invitation = page.getByText("You've been invited with referral code");
  await expect(invitation).toContainText(code);
  expect(await linesOfWord(invitation, code)).toBe(1);
  const getStarted = page.getByRole('link', { name: 'Get Started for Free' });
  await expect(getStarted).toHaveAttribute('href', `/sign-up?ref=${code}`);
  await expect(page.getByRole('link', { name: 'Already have an account? Sign In' })).toHaveAttribute(
    'href',
    '/sign-in',
  );

  await getStarted.click();
  await expect(page).toHaveURL(`/sign-up?ref=${code}`);
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(code);
});

test('the referral address with no agent code goes to the landing page', async ({ page }) => {
  for (const path of ['/affiliate', '/affiliate/']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Get Started for Free' })).toBeVisible();
  }
});
