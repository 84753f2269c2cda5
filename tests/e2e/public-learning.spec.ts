import { expect, test, type Page } from '@playwright/test';
import { agentCodeOf, createUser, expectNoSeriousA11yViolations, screenshot, signIn } from './support';

/** decisions/021: lessons and calculators open to everyone, with ?ref= kept on every way to sign up. */

/**
 * Each lesson's three questions with a wrong and the right option, as in
 * src/features/education/lessons/{id}.ts (the Node project that runs the tests cannot resolve the
 * app's '@/' imports, so they are written out here).
 */
const CHECKS = {
  'rule-of-72': [
    { wrong: '6 years', right: '12 years' },
    { wrong: '$3,720', right: '$6,000' },
    {
      wrong: 'It takes 1% of the money once',
      right: 'It lowers the growth rate to 6%, so the money doubles more slowly every year for 36 years',
    },
  ],
  budgeting: [
    { wrong: '$300', right: '$600' },
    {
      wrong: 'Your salary before tax',
      right: 'Your take-home pay, or your lowest typical month if it varies',
    },
    {
      wrong: 'Ignore it until the bill arrives',
      right: 'Set aside $50 a month so the money is there when it is due',
    },
  ],
} as const;

/** Picks a wrong answer to each question ("Not quite."), then the right one (its explanation). */
async function answerChecks(page: Page, lesson: keyof typeof CHECKS): Promise<void> {
  const checks = page.getByRole('region', { name: 'Check what you learned' });
  await expect(checks.getByRole('group')).toHaveCount(3);
  for (const [index, { wrong, right }] of CHECKS[lesson].entries()) {
    const question = checks.getByRole('group').nth(index);
    await question.getByRole('radio', { name: wrong, exact: true }).check();
    await expect(question).toContainText('Not quite. Try another answer.');
    await question.getByRole('radio', { name: right, exact: true }).check();
    await expect(question).toContainText('Right.');
    await expect(question).not.toContainText('Not quite.');
  }
}

/** An affiliate's code, made once per worker: sign-up checks invitation codes. */
let code: Promise<string> | undefined;
const realCode = () =>
  (code ??= createUser({ label: 'learn-agent', userType: 'affiliate' }).then((agent) =>
    agentCodeOf(agent.id),
  ));

test.beforeEach(async ({ page }) => {
  // The video host is never needed: the facade must not call it.
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.abort());
});

test('a public lesson keeps ?ref= on every sign-up link, finishes with its checks and leads to sign-up', async ({
  page,
}, info) => {
  const ref = await realCode();
  await page.goto(`/learn/rule-of-72?ref=${ref}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Rule of 72' })).toBeVisible();
  await expect(page.getByText('Free lesson', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();

  const signUpHref = `/sign-up?ref=${ref}`;
  const header = page.getByRole('navigation', { name: 'Account' });
  await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute(
    'href',
    signUpHref,
  );
  const calls = page.getByRole('link', { name: 'Create a free account' });
  await expect(calls).toHaveCount(1);
  await expect(calls).toHaveAttribute('href', signUpHref);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'public-lesson');

  await answerChecks(page, 'rule-of-72');
  const checks = page.getByRole('region', { name: 'Check what you learned' });
  await expect(
    checks.getByRole('heading', { name: 'Lesson done. Keep track of the next nine.' }),
  ).toBeVisible();
  await expect(calls).toHaveCount(2);
  for (const call of await calls.all()) await expect(call).toHaveAttribute('href', signUpHref);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'public-lesson-done');

  await checks.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(signUpHref);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(ref);
  await expect(page.getByText(`You're signing up with referral code ${ref}.`)).toBeVisible();
});

test('a public lesson before its scripts: the article is there and the call already has ?ref=', async ({
  page,
}, info) => {
  const ref = await realCode();
  // The prerendered page and its inline boot script alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`/learn/budgeting?ref=${ref}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Budgeting Basics' })).toBeVisible();
  await expect(
    page.getByText('A budget matches the money coming in with the money going out.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    `/sign-up?ref=${ref}`,
  );
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign Up', exact: true }),
  ).toHaveAttribute('href', `/sign-up?ref=${ref}`);
  await screenshot(page, info, 'public-lesson-no-js');
});

test('/learn lists every lesson and calculator, from the landing page, and each leads back to it', async ({
  page,
}, info) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Free Lessons and Calculators' }).click();
  await expect(page).toHaveURL('/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Free Lessons and Calculators' })).toBeVisible();
  await expect(page).toHaveTitle('Free Lessons and Calculators · Empowered Finance');
  const lessons = page.getByRole('region', { name: 'Lessons' }).getByRole('link');
  await expect(lessons).toHaveCount(10);
  await expect(lessons.first()).toHaveAttribute('href', '/learn/budgeting');
  const calculators = page.getByRole('region', { name: 'Calculators' }).getByRole('link');
  await expect(calculators).toHaveCount(4);
  await expect(calculators.first()).toHaveAttribute('href', '/calculators/debt-payoff');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'public-learn');

  await page.getByRole('link', { name: 'The Rule of 72' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Rule of 72' })).toBeVisible();
  await page.getByRole('link', { name: 'All free lessons and calculators' }).click();
  await expect(page).toHaveURL('/learn');
  await page.getByRole('link', { name: 'Emergency Fund Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency Fund Calculator' })).toBeVisible();
  await page.getByRole('link', { name: 'All free lessons and calculators' }).click();
  await expect(page).toHaveURL('/learn');
});

test('signed in, /learn opens Financial Education', async ({ page }) => {
  await signIn(page, await createUser({ label: 'learn-list' }));
  await page.goto('/learn');
  await expect(page).toHaveURL('/dashboard/financial-education');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Education' })).toBeVisible();
});

test('a public calculator shows its result and offers saving it with a free account', async ({
  page,
}, info) => {
  await page.goto('/calculators/debt-payoff');
  await expect(page.getByRole('heading', { level: 1, name: 'Debt Payoff Calculator' })).toBeVisible();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('Paying highest rate first (avalanche), you are debt-free in');
  const save = page.getByRole('link', { name: 'Save as goal with a free account' });
  await expect(save).toHaveAttribute('href', '/sign-up');
  await expect(page.getByRole('button', { name: 'Save as goal' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/sign-up');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'public-calculator-debt-payoff');

  await save.click();
  await expect(page).toHaveURL('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('signed in, a public lesson opens in the dashboard, and finishing it counts on both pages', async ({
  page,
}, info) => {
  await signIn(page, await createUser({ label: 'learn-progress' }));
  await page.goto('/learn/budgeting');
  await expect(page).toHaveURL('/dashboard/financial-education/budgeting');
  await expect(page.getByRole('heading', { level: 1, name: 'Budgeting Basics' })).toBeVisible();
  await expect(page.getByText('Free lesson')).toHaveCount(0);

  await answerChecks(page, 'budgeting');
  const checks = page.getByRole('region', { name: 'Check what you learned' });
  await expect(checks).toContainText('Lesson done. It counts towards your progress.');
  await expect(checks.getByRole('link', { name: 'Next: How Money Works' })).toHaveAttribute(
    'href',
    '/dashboard/financial-education/how-money-works',
  );
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'lesson-done-signed-in');

  await page.goto('/dashboard/financial-education');
  await expect(page.getByText('1 of 10 done')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Budgeting Basics (done)' })).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'education-one-done');

  await page.goto('/dashboard');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Financial Education' }) });
  await expect(card).toContainText('1 of 10 done');
  await expect(card).toContainText('Next: How Money Works');
  await expect(card.getByRole('link', { name: 'How Money Works' })).toHaveAttribute(
    'href',
    '/dashboard/financial-education/how-money-works',
  );

  // Read again: the lesson says it was finished before.
  await page.goto('/dashboard/financial-education/budgeting');
  await expect(page.getByText('You have finished this lesson.')).toBeVisible();
});
