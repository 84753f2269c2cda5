import { expect, test } from '@playwright/test';
import { createUser, expectNoSeriousA11yViolations, insertRows, screenshot, signIn, toast } from './support';

// The financial check-up (docs/decisions/023-financial-checkup.md): from the sidebar, a few
// numbers, six checks with their status in words and the next step.

test('the check-up says what is missing, then judges the numbers given and links the next step', async ({
  page,
}, info) => {
  const user = await createUser({ label: 'checkup', firstName: 'Ada' });
  await insertRows('calendar_events', [
    {
      user_id: user.id,
      title: 'Rent',
      event_date: new Date().toISOString().slice(0, 10),
      amount: 1500,
      event_type: 'bill',
      category: 'housing',
      is_recurring: true,
      recurrence_pattern: 'monthly',
    },
  ]);
  await signIn(page, user);

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Financial check-up' }) });
  await expect(card.getByText('Not started')).toBeVisible();
  await card.getByRole('link', { name: 'See your check-up' }).click();
  await expect(page).toHaveURL('/dashboard/check-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial check-up' })).toBeVisible();

  const check = (name: string) => page.getByRole('article', { name });
  await expect(check('Emergency fund')).toContainText('Not enough information');
  await expect(check('Emergency fund')).toContainText('Add the savings you could reach in a week');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'checkup-empty');

  // "Add your numbers" takes the keyboard to the first field the check needs.
  await check('Emergency fund').getByRole('button', { name: 'Add your numbers' }).click();
  await expect(page.getByRole('textbox', { name: 'Savings you could reach in a week' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Monthly take-home income' }).fill('abc');
  await page.getByRole('button', { name: 'Save my numbers' }).click();
  await expect(page.getByText('Enter an amount in dollars, like 2,500')).toBeVisible();

  await page.getByRole('textbox', { name: 'Monthly take-home income' }).fill('$4,000');
  await page.getByRole('textbox', { name: 'Monthly essential costs' }).fill('2000');
  await page.getByRole('textbox', { name: 'Savings you could reach in a week' }).fill('5800');
  await page.getByRole('textbox', { name: 'High-interest debt' }).fill('0');
  await page.getByRole('textbox', { name: 'People who depend on your income' }).fill('0');
  await page.getByRole('textbox', { name: 'Put towards retirement each month' }).fill('200');
  await page.getByRole('button', { name: 'Save my numbers' }).click();
  await expect(toast(page, 'Numbers Saved')).toBeVisible();

  await expect(check('Emergency fund')).toContainText('Needs attention');
  await expect(check('Emergency fund')).toContainText('would cover 2.9 months of essential costs');
  await expect(check('High-interest debt')).toContainText('Looks good');
  await expect(check('Bills and income')).toContainText('$1,500.00 a month, 38%');
  await expect(check('Life cover')).toContainText('Looks good');
  await expect(check('Goals on pace')).toContainText('Not enough information');
  await expect(check('Saving for retirement')).toContainText('5% of your take-home income');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'checkup-filled');

  // The figures reach the calculator through its address.
  await check('Emergency fund')
    .getByRole('link', { name: 'Plan it with the emergency fund calculator' })
    .click();
  await expect(page).toHaveURL('/dashboard/calculators/emergency-fund?expenses=2000&months=3&saved=5800');
  await expect(page.getByRole('textbox', { name: /Essential expenses a month/ })).toHaveValue(/2,?000/);

  // The sidebar leads back, and the dashboard card counts what needs attention.
  await page.goto('/dashboard');
  await expect(card.getByText('2 need attention')).toBeVisible();
  if (info.project.name === 'desktop') {
    await page.getByRole('navigation').getByRole('link', { name: 'Financial check-up' }).click();
    await expect(page).toHaveURL('/dashboard/check-up');
    // The saved numbers fill the form again.
    await expect(page.getByRole('textbox', { name: 'Monthly take-home income' })).toHaveValue('4000');
  }
});
