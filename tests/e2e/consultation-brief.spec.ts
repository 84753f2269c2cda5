import { expect, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import {
  agentCodeOf,
  createUser,
  expectNoSeriousA11yViolations,
  fillSignIn,
  insertRows,
  screenshot,
  signIn,
  signOutFromAccountMenu,
  toast,
} from './support';

// Prepared consultations (docs/decisions/023-financial-checkup.md): the user shares their check-up
// with the request, the agent reads it as a one-page brief, and stopping sharing takes it away.

test('a shared check-up reaches the agent as a printable brief until the user stops sharing', async ({
  page,
}, info) => {
  const agent = await createUser({ label: 'brief-agent', userType: 'affiliate', firstName: 'Marie' });
  const user = await createUser({
    label: 'brief-user',
    firstName: 'Grace',
    lastName: 'Hopper',
    referralCode: await agentCodeOf(agent.id),
  });
  await insertRows('financial_profiles', [
    { user_id: user.id, monthly_income: 4000, monthly_essentials: 2000, savings_balance: 5000 },
  ]);
  await insertRows('goals', [
    {
      user_id: user.id,
      title: 'House deposit',
      target_amount: 24_000,
      target_date: format(addDays(new Date(), 740), 'yyyy-MM-dd'),
    },
  ]);

  await signIn(page, user);
  await page.goto('/dashboard/consultation?topic=life-insurance');
  const tomorrow = addDays(new Date(), 1);
  if (tomorrow.getMonth() !== new Date().getMonth()) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await page.getByRole('button', { name: new RegExp(format(tomorrow, 'MMMM do, yyyy')) }).click();
  await page.getByRole('group', { name: 'Part of the day' }).getByText('Morning', { exact: true }).click();
  await page.getByRole('button', { name: 'Add this time' }).click();
  await page.getByRole('textbox', { name: /Phone/ }).fill('+1 555 010 2030');
  await page.getByRole('checkbox', { name: 'Share my name, email, phone and note with Marie' }).check();
  const share = page.getByRole('checkbox', { name: 'Share my check-up and goals with Marie' });
  await expect(share).not.toBeChecked();
  await share.check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request is on its way')).toBeVisible();
  const mine = page.getByRole('list', { name: 'Your consultation requests' });
  await expect(mine.getByText('Your check-up and goals are shared with your advisor')).toBeVisible();
  await screenshot(page, info, 'consultation-shared');

  await signOutFromAccountMenu(page);
  await page.goto('/affiliate/sign-in');
  await fillSignIn(page, agent.email, agent.password);
  await expect(page).toHaveURL('/affiliate/dashboard');
  await page.getByRole('link', { name: 'Read Grace Hopper’s brief' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consultation brief: Grace Hopper' }),
  ).toBeVisible();
  const checks = page.getByRole('table').first();
  await expect(checks.getByRole('row', { name: /Emergency fund/ })).toContainText('Needs attention');
  await expect(checks.getByRole('row', { name: /Emergency fund/ })).toContainText('2.5 months');
  await expect(
    page.getByRole('region', { name: 'Goals' }).getByRole('row', { name: /House deposit/ }),
  ).toContainText('$1,000.00');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'consultation-brief');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await screenshot(page, info, 'consultation-brief-print');
  await page.emulateMedia({ media: 'screen' });
  const briefUrl = page.url();

  await page.getByRole('link', { name: 'Back to consultation requests' }).click();
  await signOutFromAccountMenu(page);
  await signIn(page, user);
  await page.goto('/dashboard/consultation');
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(toast(page, 'Sharing stopped')).toBeVisible();
  await expect(page.getByText('Your check-up and goals are shared with your advisor')).toHaveCount(0);

  await signOutFromAccountMenu(page);
  await page.goto('/affiliate/sign-in');
  await fillSignIn(page, agent.email, agent.password);
  await expect(page).toHaveURL('/affiliate/dashboard');
  await expect(page.getByRole('link', { name: 'Read Grace Hopper’s brief' })).toHaveCount(0);
  await page.goto(briefUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing shared' })).toBeVisible();
});
