import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createUser,
  expectNoSeriousA11yViolations,
  screenshot,
  signIn,
  expectNoHorizontalScroll,
  smallTargets,
} from './support';

/** The quiz, the solutions coach and financial education, on desktop and mobile. */

test.beforeEach(async ({ page }) => {
  // The video host is never needed: the facade must not call it, and the player is not under test.
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.abort());
  await signIn(page, await createUser({ label: 'learning' }));
});

/** On the phone layout every control named must be at least 44px tall (and wide). */
async function expectTouchTargets(page: Page, controls: Locator): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 640) return;
  await expect(controls.first()).toBeVisible();
  expect(await smallTargets(controls), 'controls under 44x44').toEqual([]);
}

test('the quiz walks three questions to ranked results, links them and restarts', async ({ page }, info) => {
  await page.goto('/dashboard/financial-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Solutions Quiz' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Financial Tools' })).toHaveAttribute(
    'href',
    '/dashboard/financial-tools',
  );
  const progress = page.getByRole('progressbar', { name: 'Quiz progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expectTouchTargets(page, page.getByRole('main').getByRole('button'));
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'quiz-question');

  await page.getByRole('button', { name: 'Have income in retirement that never runs out' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await page.getByRole('button', { name: 'Taxes taking a bite out of my retirement' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await page.getByRole('button', { name: 'Money I can use while I am still alive' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '75');

  const results = page.getByRole('list', { name: 'Your top matches' }).getByRole('listitem');
  await expect(results.getByRole('heading', { level: 3 })).toHaveText([
    '#1: Build Your Own Bank',
    '#2: Income For Life',
    '#3: Tax Free Retirement',
  ]);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'quiz-results');

  await page.getByRole('button', { name: 'Retake the quiz' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Question 1 of 3')).toBeVisible();

  for (const label of [
    'Protect my family if something happens to me',
    'Outliving my savings',
    'A guaranteed paycheck in retirement',
  ]) {
    await page.getByRole('button', { name: label }).click();
  }
  await page.getByRole('link', { name: 'Learn about Income For Life' }).click();
  await expect(page).toHaveURL('/dashboard/solutions/income-for-life');
});

test('the coach walks options to a recommendation and its three buttons', async ({ page }, info) => {
  await page.goto('/dashboard/solutions-coach');
  await expect(page.getByRole('heading', { level: 1, name: 'Solutions Coach' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversation with the Solutions Coach' });
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await expectTouchTargets(page, page.getByRole('main').getByRole('button'));
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'coach-start');

  await log.getByRole('button', { name: "I'm not sure" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Assistant is typing' })).toContainText(
    'Assistant is typing',
  );
  await log.getByRole('button', { name: 'Nearing or in retirement' }).click();
  await log.getByRole('button', { name: 'Running out of money' }).click();

  const steps = log.getByRole('list', { name: 'Next steps' });
  await expect(steps.getByRole('link', { name: 'Learn about Income For Life' })).toHaveAttribute(
    'href',
    '/dashboard/solutions/income-for-life',
  );
  await expect(steps.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
    'href',
    '/dashboard/consultation?topic=income-for-life',
  );
  await expectTouchTargets(page, steps.getByRole('link'));
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'coach-leaf');

  await steps.getByRole('link', { name: 'Chat with the AI assistant' }).click();
  await expect(page).toHaveURL(/\/dashboard\/empowered-ai\?prompt=/);
  expect(new URL(page.url()).searchParams.get('prompt')).toMatch(/annuity/);
});

test('the coach answers free text by keyword after a second', async ({ page }) => {
  await page.goto('/dashboard/solutions-coach');
  const log = page.getByRole('log', { name: 'Conversation with the Solutions Coach' });
  const field = page.getByRole('textbox', { name: 'Your message' });

  await field.fill('I worry about medical bills');
  await field.press('Enter');
  await expect(log).toContainText('You: I worry about medical bills');
  await expect(log).toContainText('Health worries are real');
  await log.getByRole('button', { name: 'Paying the bills if I get seriously ill' }).click();
  await expect(log.getByRole('link', { name: 'Learn about Living Benefits' })).toBeVisible();
  await page.getByRole('link', { name: 'Book a free consultation' }).click();
  await expect(page).toHaveURL('/dashboard/consultation?topic=living-benefits');
  await expect(page.getByRole('combobox', { name: /Topic/ })).toHaveText('Living Benefits');
});

test('education: featured video facade, ten lessons with reading times and a lesson', async ({
  page,
}, info) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) videoRequests.push(request.url());
  });

  await page.goto('/dashboard/financial-education');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Education' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(10);
  for (const card of await cards.all()) await expect(card).toContainText(/\d+ min read/);
  await expect(page.getByText('Coming Soon')).toHaveCount(0);
  await expect(page.getByText('0 of 10 done')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'education');

  await page.getByRole('link', { name: 'The Rule of 72' }).click();
  await expect(page).toHaveURL('/dashboard/financial-education/rule-of-72');
  await expect(page.getByRole('heading', { level: 1, name: 'The Rule of 72' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Financial Education' }).click();
  await expect(page).toHaveURL('/dashboard/financial-education');

  await page.getByRole('link', { name: 'Budgeting Basics' }).click();
  await expect(page).toHaveURL('/dashboard/financial-education/budgeting');
  await expect(page.getByRole('heading', { level: 1, name: 'Budgeting Basics' })).toBeVisible();
  await expect(page.getByText('Educational content only, not financial advice.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);
  await expectTouchTargets(page, page.locator('main a'));
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'education-lesson');

  await page.getByRole('button', { name: /^Play video: / }).click();
  const player = page.locator('iframe');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  expect(videoRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

  await page.getByRole('link', { name: 'Set a savings goal' }).click();
  await expect(page).toHaveURL('/dashboard/goals');
});

test('education: lessons read cleanly and link on; rule-of-72 is a lesson, an unknown topic is 404', async ({
  page,
}, info) => {
  for (const [id, title, tool, target] of [
    [
      'how-money-works',
      'How Money Works',
      'Explore Build Your Own Bank',
      '/dashboard/solutions/build-your-own-bank',
    ],
    [
      'saving-habits',
      'Saving Habits',
      'Talk it through with the Solutions Coach',
      '/dashboard/solutions-coach',
    ],
  ] as const) {
    await page.goto(`/dashboard/financial-education/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, info, `education-${id}`);
    await page.getByRole('link', { name: tool }).click();
    await expect(page).toHaveURL(target);
  }

  await page.goto('/dashboard/financial-education/rule-of-72');
  await expect(page.getByRole('heading', { level: 1, name: 'The Rule of 72' })).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Check what you learned' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  await page.goto('/dashboard/financial-education/no-such-topic');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
