import { expect, test } from '@playwright/test';
import { addDays, addMonths, format } from 'date-fns';
import {
  API_URL,
  INBOX_URL,
  createUser,
  expectNoSeriousA11yViolations,
  insertRows,
  mailCount,
  runReminders,
  screenshot,
  signIn,
  toast,
  updateRows,
} from './support';

// Reminders that arrive, the bell, and the calendar's repeats, month summary and subscribe link.
// The browser and these tests share the machine's clock and time zone.
const today = new Date();
const key = (day: Date) => format(day, 'yyyy-MM-dd');

async function mailText(address: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await fetch(`${INBOX_URL}/api/v1/messages`)).json()) as {
        messages: { ID: string; To: { Address: string }[] }[];
      };
      id = messages.find((m) => m.To.some((to) => to.Address === address))?.ID;
      return id;
    })
    .toBeDefined();
  return ((await (await fetch(`${INBOX_URL}/api/v1/message/${id}`)).json()) as { Text: string }).Text;
}

test('a reminder email arrives the morning before a bill, and its link unsubscribes without signing in', async ({
  page,
}, info) => {
  const user = await createUser({ label: 'reminder-mail' });
  await updateRows('notification_preferences', `user_id=eq.${user.id}`, { time_zone: 'UTC' });
  // Dates in UTC, the user's zone: the run is at 09:00 UTC on the day before the bill.
  const runDay = new Date(Date.UTC(2031, 4, 6, 9));
  await insertRows('calendar_events', [
    {
      user_id: user.id,
      title: 'Rent',
      event_date: '2031-05-07',
      amount: 1200,
      event_type: 'bill',
      category: 'housing',
    },
  ]);

  // Other tests' users may be due something at the same instant; this user gets one email.
  expect(await runReminders(runDay.toISOString())).toBeGreaterThanOrEqual(1);
  const text = await mailText(user.email);
  expect(await mailCount(user.email)).toBe(1);
  expect(text).toContain('Rent: May 07, 2031 (tomorrow), -$1,200.00');
  const token = /\/unsubscribe\?token=([0-9a-f-]{36})/.exec(text)?.[1];
  expect(token).toBeDefined();

  await page.goto(`/unsubscribe?token=${token}`);
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'unsubscribed');

  await signIn(page, user);
  await page.goto('/dashboard/settings');
  // The link turned every kind of reminder email off (the device channel was never on).
  for (const name of ['Event reminders', 'Goal nudges', 'Weekly digest'])
    await expect(page.getByRole('combobox', { name })).toHaveValue('none');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
  await page.getByRole('combobox', { name: 'Event reminders' }).selectOption('Email');
  await expect(toast(page, 'Notification settings saved')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Event reminders' })).toHaveValue('email');
  await page.getByRole('combobox', { name: 'Weekly digest' }).selectOption('Email');
  await expect(page.getByRole('combobox', { name: 'Weekly digest' })).toHaveValue('email');
  await screenshot(page, info, 'settings-reminders');
});

test('the bell counts what is due and overdue and opens the day of the one picked', async ({
  page,
}, info) => {
  const user = await createUser({ label: 'bell' });
  const tomorrow = addDays(today, 1);
  await insertRows('calendar_events', [
    {
      user_id: user.id,
      title: 'Phone bill',
      event_date: key(addDays(today, -3)),
      amount: 45,
      event_type: 'bill',
    },
    { user_id: user.id, title: 'Car insurance', event_date: key(tomorrow), amount: 90, event_type: 'bill' },
    {
      user_id: user.id,
      title: 'Far away',
      event_date: key(addDays(today, 40)),
      amount: null,
      event_type: 'general',
    },
  ]);
  await signIn(page, user);

  const bell = page.getByRole('button', { name: 'Reminders, 2 items' });
  await expect(bell).toBeVisible();
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(2);
  await expect(menu.getByRole('menuitem').first()).toContainText('Phone bill');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'reminder-bell');

  await menu.getByRole('menuitem', { name: /Car insurance/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/calendar\\?date=${key(tomorrow)}$`));
  const day = page.getByRole('list', { name: new RegExp(`^Events for ${format(tomorrow, 'MMM dd, yyyy')}`) });
  await expect(day.getByText('Car insurance', { exact: true })).toBeVisible();
});

test('the calendar shows a monthly bill on its future dates, the month at a glance, and a subscribe link', async ({
  page,
  context,
}, info) => {
  test.setTimeout(90_000);
  const user = await createUser({ label: 'repeats' });
  const first = addDays(today, 2);
  const next = addMonths(first, 1);
  await insertRows('calendar_events', [
    {
      user_id: user.id,
      title: 'Rent',
      event_date: key(first),
      amount: 1200,
      event_type: 'bill',
      category: 'housing',
      is_recurring: true,
      recurrence_pattern: 'monthly',
    },
  ]);
  await signIn(page, user);
  await page.goto(`/dashboard/calendar?date=${key(next)}`);

  const day = page.getByRole('list', { name: new RegExp(`^Events for ${format(next, 'MMM dd, yyyy')}`) });
  await expect(day.getByText('Rent', { exact: true })).toBeVisible();
  await expect(day.getByText('Repeat', { exact: true })).toBeVisible();
  const glance = page.getByRole('heading', { name: `${format(next, 'MMMM yyyy')} at a glance` });
  await expect(glance).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '-$1,200.00' }).first()).toBeVisible();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Create subscribe link' }).click();
  const url = page.getByText(`${API_URL}/functions/v1/calendar-feed?token=`);
  await expect(url).toBeVisible();
  const feed = (await url.textContent())!;
  const served = await fetch(feed);
  expect(served.status).toBe(200);
  expect(await served.text()).toContain('SUMMARY:Rent');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Calendar link copied to clipboard')).toBeVisible();
  await screenshot(page, info, 'calendar-repeats-and-feed');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Reset link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset link' }).click();
  await expect(toast(page, 'The old link no longer works.')).toBeVisible();
  await expect(page.getByText(feed, { exact: true })).toBeHidden();
  expect((await fetch(feed)).status).toBe(404);
});
