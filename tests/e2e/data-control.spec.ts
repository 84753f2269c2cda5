import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  agentCodeOf,
  createUser,
  expectNoSeriousA11yViolations,
  fillSignIn,
  insertConsultation,
  insertRows,
  screenshot,
  selectRows,
  signIn,
  toast,
} from './support';

// Your data is yours (docs/decisions/018-data-control-and-security-review.md): the privacy policy
// and terms, what an inviting agent sees, downloading everything, and deleting the account.

const AGENT_SEES = 'The agent who invited you will see your name, email and sign-up date.';

test('the privacy policy and terms are public, linked from the footer and both sign-up forms', async ({
  page,
}, info) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The AI assistant' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy · Empowered Finance');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'privacy');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();

  for (const signUp of ['/sign-up', '/affiliate/sign-up']) {
    await page.goto(signUp);
    const form = page.locator('form');
    await expect(form.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', '/terms');
    await expect(form.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
  }
});

test('a referral landing and a sign-up with a code say what the agent will see', async ({ page }, info) => {
  const agent = await createUser({ label: 'agent', userType: 'affiliate' });
  const code = await agentCodeOf(agent.id);
  await page.goto(`/affiliate/${code}`);
  await expect(page.getByText(AGENT_SEES)).toBeVisible();
  await screenshot(page, info, 'referral-disclosure');
  await page.getByRole('link', { name: 'Get Started for Free' }).first().click();
  await expect(page).toHaveURL(`/sign-up?ref=${code}`);
  await expect(page.getByText(AGENT_SEES)).toBeVisible();
});

test('a user downloads their data, then deletes their account and everything in it', async ({
  page,
}, info) => {
  const user = await createUser({ label: 'leaving' });
  await insertRows('goals', [{ user_id: user.id, title: 'Emergency, "rainy" fund', target_amount: 5000 }]);
  await insertRows('calendar_events', [
    { user_id: user.id, title: 'Rent', event_date: '2027-01-01', amount: 1450, event_type: 'bill' },
  ]);
  await insertConsultation(user.id);
  await insertRows('lesson_progress', [{ user_id: user.id, lesson_id: 'rule-of-72' }]);
  await insertRows('financial_profiles', [{ user_id: user.id, monthly_income: 4200, dependents: 2 }]);
  await insertRows('cash_balances', [{ user_id: user.id, amount: 812.5 }]);
  await signIn(page, user);
  await page.goto('/dashboard/settings');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe('empowered-finance-data.json');
  const exported = JSON.parse(await readFile(await json.path(), 'utf8')) as {
    account: { email: string };
    goals: { title: string }[];
    calendar_events: { title: string }[];
    consultation_requests: { topic: string }[];
    lesson_progress: { lesson_id: string; completed_at: string }[];
    financial_profile: { monthly_income: number; dependents: number } | null;
    consultation_plans: unknown[];
    cash_balance: { amount: number; updated_at: string } | null;
    notification_preferences: { weekly_digest: boolean } | null;
  };
  expect(exported.account.email).toBe(user.email);
  expect(exported.goals.map((g) => g.title)).toEqual(['Emergency, "rainy" fund']);
  expect(exported.calendar_events.map((e) => e.title)).toEqual(['Rent']);
  expect(exported.consultation_requests.map((c) => c.topic)).toEqual(['life-insurance']);
  expect(exported.lesson_progress.map((l) => l.lesson_id)).toEqual(['rule-of-72']);
  expect(exported.financial_profile).toMatchObject({ monthly_income: 4200, dependents: 2 });
  expect(exported.consultation_plans).toEqual([]);
  expect(exported.cash_balance?.amount).toBe(812.5);
  expect(exported.notification_preferences?.weekly_digest).toBe(false);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Goals as CSV' }).click(),
  ]);
  const lines = (await readFile(await csv.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toMatch(/^title,category,priority,target_amount,current_amount/);
  expect(lines[1]).toMatch(/^"Emergency, ""rainy"" fund",general,medium,5000,0,/);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel(`Type ${user.email} to confirm`).fill('someone@example.com');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Type the email address of this account to confirm.')).toBeVisible();
  await screenshot(page, info, 'delete-account-dialog');

  await dialog.getByLabel(`Type ${user.email} to confirm`).fill(user.email.toUpperCase());
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Your account and everything in it have been deleted.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await selectRows('goals', `user_id=eq.${user.id}&select=id`)).toEqual([]);
  expect(await selectRows('profiles', `id=eq.${user.id}&select=id`)).toEqual([]);

  await page.goto('/sign-in');
  await fillSignIn(page, user.email, user.password);
  await expect(toast(page, 'Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL('/sign-in');
});
