import { expect, test } from '@playwright/test';
import { createUser, expectNoSeriousA11yViolations, screenshot, signIn } from './support';

// The four calculators (docs/decisions/017-goal-history-and-calculators.md): figures typed in,
// the result in words and in a chart with its table, inputs kept in the address.

test.beforeEach(async ({ page }) => {
  await signIn(page, await createUser({ label: 'calculators' }));
});

test('Financial Tools lists the calculators under the nine tool cards', async ({ page }) => {
  await page.goto('/dashboard/financial-tools');
  const section = page.getByRole('region', { name: 'Calculators' });
  await section.getByRole('link', { name: 'Debt Payoff Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Debt Payoff Calculator' })).toBeVisible();
});

test('debt payoff: avalanche against snowball, kept in the address, and a payment that never pays off', async ({
  page,
}, info) => {
  await page.goto('/dashboard/calculators/debt-payoff');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('Paying highest rate first (avalanche), you are debt-free in');
  await expect(result.getByRole('img', { name: 'Total balance, month by month' })).toBeVisible();

  await page.getByRole('button', { name: 'Add a debt' }).click();
  const fourth = page.getByRole('group', { name: 'Debt 4' });
  await fourth.getByLabel('Name').fill('Store card');
  await page.getByRole('group', { name: 'Store card' }).getByLabel('Balance').fill('800');
  await page.getByRole('group', { name: 'Store card' }).getByLabel('APR').fill('29.99');
  await page.getByRole('group', { name: 'Store card' }).getByLabel('Minimum payment').fill('35');
  await expect(result.getByRole('heading', { name: 'Avalanche: highest rate first' })).toBeVisible();
  await expect(result.getByRole('listitem').filter({ hasText: 'Store card: month' }).first()).toBeVisible();
  expect(new URL(page.url()).searchParams.getAll('debt')).toContain('Store card~800~29.99~35');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'calculator-debt-payoff');

  // The address alone brings the same figures back.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Store card' }).getByLabel('APR')).toHaveValue('29.99');

  await page.getByRole('group', { name: 'Credit card' }).getByLabel('APR').fill('abc');
  await expect(page.getByText('Enter a rate from 0% to 100%, using digits only.')).toBeVisible();
  await expect(result).toContainText('Fix the highlighted figures to see the result.');
  await expect(page.locator('body')).not.toContainText('NaN');

  await page.goto('/dashboard/calculators/debt-payoff?debt=Card~10000~24~150&extra=0');
  await expect(result).toContainText('These payments never pay the debts off.');
  await expect(result).toContainText('The interest comes to $200.00 a month and you pay $150.00');
});

test('compound growth: future value, growth and doubling time, with the chart as a table', async ({
  page,
}, info) => {
  await page.goto('/dashboard/calculators/compound-growth?start=5000&monthly=200&rate=6&years=20');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText(
    'After 20 years you would have $108,959.20: $53,000.00 you put in and $55,959.20 of growth.',
  );
  await expect(result).toContainText('money doubles in about 12 years');
  await result.getByText('Show as a table').click();
  await expect(result.getByRole('row', { name: /Year 20/ })).toContainText('$108,959');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'calculator-compound-growth');

  await page.getByLabel('Years').fill('2.5');
  await expect(page.getByText('Enter a whole number of years from 1 to 60.')).toBeVisible();
});

test('retirement income: the 4% rule plus Social Security, matching the Income For Life example', async ({
  page,
}, info) => {
  await page.goto('/dashboard/calculators/retirement-income');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('About $44,000.00 a year ($3,666.67 a month) in the first year');
  await page.getByLabel('Retirement savings').fill('800,000');
  await expect(result).toContainText('About $56,000.00 a year');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'calculator-retirement-income');
});

test('emergency fund: the target, when it is reached, and Save as goal', async ({ page }, info) => {
  await page.goto('/dashboard/calculators/emergency-fund?expenses=3000&months=6&saved=1000&monthly=500');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('Your target is $18,000.00 (6 months of $3,000.00).');
  await expect(result).toContainText('you reach it in 2 years 10 months');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'calculator-emergency-fund');

  await result.getByRole('button', { name: 'Save as goal' }).click();
  await expect(result.getByText('Saved “Emergency Fund”.')).toBeVisible();
  await result.getByRole('link', { name: 'See it in Goals' }).click();
  const card = page.getByRole('article', { name: 'Emergency Fund' });
  await expect(card).toContainText('$1,000.00');
  await expect(card).toContainText('of $18,000.00');

  await page.goto('/dashboard/calculators/emergency-fund?months=9');
  await expect(page.getByText('Enter a whole number of months from 3 to 6.')).toBeVisible();
});
