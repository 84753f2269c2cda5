import { expect, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import {
  createUser,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  insertRows,
  screenshot,
  selectRows,
  signIn,
  toast,
} from './support';

// Where my money will be: the balance today, the forecast in words and as a chart with its table,
// and a what-if compared side by side without saving (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md).
// The user is in UTC, as the machine running these tests.
const today = new Date();
const key = (days: number) => format(addDays(today, days), 'yyyy-MM-dd');
const long = (days: number) => format(addDays(today, days), 'MMM dd, yyyy');

test('the forecast names the day the balance goes below zero, and a what-if shows the difference without saving', async ({
  page,
}, info) => {
  const user = await createUser({ label: 'cash-flow' });
  await insertRows('calendar_events', [
    {
      user_id: user.id,
      title: 'Rent',
      event_date: key(2),
      amount: 1500,
      event_type: 'bill',
      category: 'housing',
    },
  ]);
  await insertRows('calendar_events', [
    {
      user_id: user.id,
      title: 'Paycheck',
      event_date: key(5),
      amount: 2000,
      event_type: 'income',
      category: 'income',
      is_recurring: true,
      recurrence_pattern: 'bi-weekly',
    },
  ]);
  await signIn(page, user);
  await page.goto('/dashboard/calendar');

  const card = page
    .getByRole('heading', { name: 'Where your money will be' })
    .locator('xpath=ancestor::*[3]');
  const balance = page.getByRole('textbox', { name: 'Balance today' });
  await balance.fill('a lot');
  await page.getByRole('button', { name: 'Show my forecast' }).click();
  await expect(page.getByText('Enter the balance as a number, like 1250 or -40.50')).toBeVisible();
  await balance.fill('1000');
  await page.getByRole('button', { name: 'Show my forecast' }).click();
  await expect(toast(page, 'Balance saved')).toBeVisible();

  await expect(page.getByRole('alert').filter({ hasText: 'You may run short' })).toContainText(
    `Your balance goes below zero on ${long(2)}: -$500.00.`,
  );
  await expect(card.getByText(`-$500.00 on ${long(2)}`).first()).toBeVisible();
  await expect(card.getByText(long(5)).first()).toBeVisible();
  await expect(card.getByText('1 payment due before payday, $1,500.00 in all')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your balance, the next 60 days' })).toBeVisible();
  await card.getByText('Show as a table').first().click();
  await expect(page.getByRole('region', { name: 'Your balance, the next 60 days: table' })).toContainText(
    '-$500',
  );
  await expectNoSeriousA11yViolations(page);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'cash-flow-forecast');

  await page.getByRole('combobox', { name: 'Change' }).selectOption('move');
  await page
    .getByRole('combobox', { name: 'Bill' })
    .selectOption({ label: `Rent · ${format(addDays(today, 2), 'MMM d')}` });
  await page.getByLabel('New date').fill(key(6));
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByText('Your lowest point would be $1,500.00 higher.')).toBeVisible();
  await expect(
    page.getByText('With this change', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(`$1,000.00 on ${long(0)}`);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'cash-flow-what-if');

  // Nothing was saved: Rent is still on its day.
  const rows = await selectRows<{ event_date: string }>(
    'calendar_events',
    `user_id=eq.${user.id}&title=eq.Rent&select=event_date`,
  );
  expect(rows).toEqual([{ event_date: key(2) }]);
});

test('with more than 50 bills before payday the card lists the first 50 and counts the rest', async ({
  page,
}, info) => {
  const user = await createUser({ label: 'cash-flow-many' });
  // 55 bills over the four days before payday, one with a long name.
  const bills = Array.from({ length: 55 }, (_, i) => ({
    user_id: user.id,
    title:
      i === 0
        ? 'Quarterly property tax instalment for the lake house and the garage'
        : `Bill ${String(i + 1).padStart(2, '0')}`,
    event_date: key((i % 4) + 1),
    amount: 10,
    event_type: 'bill',
    category: 'utilities',
  }));
  await insertRows('calendar_events', [
    ...bills,
    {
      user_id: user.id,
      title: 'Paycheck',
      event_date: key(5),
      amount: 2000,
      event_type: 'income',
      category: 'income',
    },
  ]);
  await signIn(page, user);
  await page.goto('/dashboard/calendar');
  await page.getByRole('textbox', { name: 'Balance today' }).fill('1000');
  await page.getByRole('button', { name: 'Show my forecast' }).click();
  await expect(toast(page, 'Balance saved')).toBeVisible();

  await expect(page.getByText('55 payments due before payday, $550.00 in all')).toBeVisible();
  // The first 50 by day, then name; the other five are counted, not listed.
  const listed = [...bills]
    .sort((a, b) => a.event_date.localeCompare(b.event_date) || a.title.localeCompare(b.title))
    .slice(0, 50);
  const due = page.getByRole('list', { name: 'Due before payday' });
  await expect(due.getByRole('listitem')).toHaveText([
    ...listed.map(
      (bill) => `${format(new Date(`${bill.event_date}T12:00`), 'MMM d')} · ${bill.title}-$10.00`,
    ),
    'and 5 more',
  ]);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'cash-flow-many-bills');
});
