import { expect, test } from '@playwright/test';
import {
  createUser,
  expectNoSeriousA11yViolations,
  insertRows,
  screenshot,
  selectRows,
  signIn,
  toast,
} from './support';

// Goals with a history (docs/decisions/017-goal-history-and-calculators.md): a mistaken deposit
// is undone, money is withdrawn, and the progress and pace show in the goal's History.

test('a mistaken deposit is undone, money is withdrawn, and the history shows every change', async ({
  page,
}, info) => {
  const user = await createUser({ label: 'goal-history' });
  const inMonths = new Date();
  inMonths.setMonth(inMonths.getMonth() + 10);
  await insertRows('goals', [
    {
      user_id: user.id,
      title: 'Emergency Fund',
      target_amount: 5000,
      current_amount: 0,
      category: 'security',
      target_date: inMonths.toISOString().slice(0, 10),
    },
  ]);
  await signIn(page, user);
  await page.goto('/dashboard/goals');
  const card = page.getByRole('article', { name: 'Emergency Fund', exact: true });

  await card.getByLabel('Amount to add to Emergency Fund').fill('400');
  await card.getByRole('button', { name: 'Add Funds' }).click();
  await expect(card).toContainText('$400.00');
  // The mistake: 4,000 instead of 40.
  await card.getByLabel('Amount to add to Emergency Fund').fill('4000');
  await card.getByRole('button', { name: 'Add Funds' }).click();
  await expect(card).toContainText('$4,400.00');

  await card.getByRole('button', { name: 'History of Emergency Fund' }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  await expect(dialog.getByRole('img', { name: 'Saved over time' })).toBeVisible();
  await expect(dialog).toContainText('At this pace:');
  const changes = dialog.getByRole('listitem');
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText('Added $4,000.00');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'goal-history');

  await changes
    .first()
    .getByRole('button', { name: /^Undo: Added \$4,000\.00/ })
    .click();
  await expect(toast(page, 'Change Undone')).toBeVisible();
  await expect(changes.first()).toContainText('Undone');

  await dialog.getByLabel('Withdraw from Emergency Fund').fill('1000');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText('You can withdraw at most $400.00.')).toBeVisible();
  await dialog.getByLabel('Withdraw from Emergency Fund').fill('150');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(toast(page, 'Funds Withdrawn')).toBeVisible();
  await expect(changes.first()).toContainText('Withdrew $150.00');
  await page.keyboard.press('Escape');
  await expect(card).toContainText('$250.00');
  await expect(card.getByRole('button', { name: 'History of Emergency Fund' })).toBeFocused();

  const [goal] = await selectRows<{ current_amount: number }>(
    'goals',
    `user_id=eq.${user.id}&select=current_amount`,
  );
  expect(goal!.current_amount).toBe(250);
  const history = await selectRows<{ amount: number; undone_at: string | null }>(
    'goal_contributions',
    `user_id=eq.${user.id}&select=amount,undone_at&order=created_at`,
  );
  expect(history.map((h) => [h.amount, h.undone_at !== null])).toEqual([
    [400, false],
    [4000, true],
    [-150, false],
  ]);
});
