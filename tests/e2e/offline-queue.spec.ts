import { expect, test, type Page } from '@playwright/test';
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

/**
 * Issue 40 and docs/decisions/030-installable-and-offline.md: an event added offline is queued on
 * the device, shown as waiting, kept across a reload, sent once when the connection is back; a
 * refusal is shown and kept until the person discards it.
 */

test.use({ serviceWorkers: 'allow' });

/** Waits until the worker has precached the build and controls the page (from its next load on). */
async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await page.reload();
  await expect.poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null')).toBe(true);
}

async function addEvent(page: Page, title: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Financial Event' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog).toBeHidden();
}

test('an event added offline waits, survives a reload, and is sent once; a refused one is shown', async ({
  page,
  context,
}, info) => {
  // A worker's precache, two reloads and three axe scans: more than the usual half minute.
  test.setTimeout(120_000);
  const user = await createUser({ label: 'queue' });
  await signIn(page, user);
  await workerInCharge(page);
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Calendar' })).toBeVisible();
  await expect(page.getByText('No upcoming events.', { exact: false })).toBeVisible();
  await expect
    .poll(() => page.evaluate<string>(`Object.keys(localStorage).join(' ')`))
    .toContain(`offline-data:${user.id}`);

  await context.setOffline(true);
  await addEvent(page, 'Gym membership', '40');
  await expect(toast(page, 'Queued, not saved yet')).toBeVisible();
  await addEvent(page, 'Car insurance', '95');
  const today = page.getByRole('list', { name: /^Events for/ });
  await expect(today.getByRole('listitem')).toHaveCount(2);
  await expect(today.getByText('Waiting to send: not saved yet')).toHaveCount(2);
  await expect(page.getByText('2 events waiting to send.')).toBeVisible();
  expect(await selectRows('calendar_events', `user_id=eq.${user.id}&select=id`)).toEqual([]);

  // Closing the tab keeps it: the reload is served by the worker, the queue by localStorage.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Calendar' })).toBeVisible();
  await expect(today.getByText('Waiting to send: not saved yet')).toHaveCount(2);
  await expect(page.getByText('2 events waiting to send.')).toBeVisible();
  await expect(page.getByText(/^Offline: showing what you saw at/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, 'offline-queue-waiting');

  // Someone else's row took the second event's id meanwhile: a conflict the database refuses.
  const queue = await page.evaluate<{ row: { id: string; title: string } }[]>(
    `JSON.parse(localStorage.getItem('event-outbox:${user.id}'))`,
  );
  expect(queue.map((item) => item.row.title)).toEqual(['Gym membership', 'Car insurance']);
  const other = await createUser({ label: 'queue-other' });
  await insertRows('calendar_events', [
    { id: queue[1]!.row.id, user_id: other.id, title: 'Theirs', event_date: '2027-01-01' },
  ]);

  await context.setOffline(false);
  await expect(toast(page, 'Event sent')).toBeVisible();
  await expect(toast(page, 'Not sent: Car insurance')).toBeVisible();
  const rows = await selectRows<{ id: string; title: string; amount: number }>(
    'calendar_events',
    `user_id=eq.${user.id}&select=id,title,amount`,
  );
  expect(rows).toEqual([{ id: queue[0]!.row.id, title: 'Gym membership', amount: 40 }]);

  const refused = today.getByRole('listitem').filter({ hasText: 'Car insurance' });
  await expect(refused.getByText(/^Not sent: Another event already has/)).toBeVisible();
  await expect(today.getByText('Waiting to send: not saved yet')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'offline-queue-refused');

  // Sent once: another reload, online, sends nothing again.
  await page.reload();
  await expect(today.getByText('Gym membership')).toBeVisible();
  await refused.getByRole('button', { name: 'Discard Car insurance' }).click();
  await expect(refused).toHaveCount(0);
  expect(await page.evaluate(`localStorage.getItem('event-outbox:${user.id}')`)).toBeNull();
  expect(await selectRows('calendar_events', `user_id=eq.${user.id}&select=id`)).toHaveLength(1);
});
