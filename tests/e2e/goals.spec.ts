import { expect, test, type Locator, type Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import {
  API_URL,
  createUser,
  expectFieldError,
  expectNoSeriousA11yViolations,
  screenshot,
  selectRows,
  signIn,
  signOutFromAccountMenu,
  toast,
  toasts,
  expectNoHorizontalScroll,
  smallTargets,
} from './support';

interface GoalRow {
  title: string;
  target_amount: number;
  current_amount: number;
  category: string;
  priority: string;
  target_date: string | null;
  notifications_enabled: boolean;
  completed_at: string | null;
}

const nextYear = new Date().getFullYear() + 1;

const goalCard = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

async function openGoals(page: Page): Promise<void> {
  await page.goto('/dashboard/goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Goals' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading goals...' })).toHaveCount(0);
}

async function goalsOf(userId: string): Promise<GoalRow[]> {
  return selectRows<GoalRow>('goals', `user_id=eq.${userId}&order=created_at.asc`);
}

async function addFunds(page: Page, title: string, amount: string): Promise<void> {
  const card = goalCard(page, title);
  await card.getByLabel(`Amount to add to ${title}`).fill(amount);
  await card.getByRole('button', { name: 'Add Funds' }).click();
}

/** Inserts goals as the service role, as if the user had made them over the past weeks. */
async function seedGoals(userId: string, count: number): Promise<void> {
  const categories = ['immediate', 'short-term', 'long-term', 'retirement', 'security', 'lifestyle', 'home'];
  const priorities = ['high', 'medium', 'low'];
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: userId,
    title: `Goal number ${i + 1} with a fairly long name to wrap`,
    description: i % 3 === 0 ? 'Saving a little every payday so that this one happens without debt.' : null,
    target_amount: 1000 + i * 250,
    current_amount: i % 5 === 0 ? 1000 + i * 250 : i * 97.35,
    completed_at: i % 5 === 0 ? new Date().toISOString() : null,
    category: categories[i % categories.length],
    priority: priorities[i % priorities.length],
    target_date: i % 2 === 0 ? `${nextYear}-0${(i % 9) + 1}-15` : null,
    created_at: new Date(Date.now() - i * 86_400_000).toISOString(),
  }));
  const response = await fetch(`${API_URL}/rest/v1/goals`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(rows),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

test('a user creates goals from a template and from scratch, funds, edits and deletes them, privately', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const owner = await createUser({ label: 'goals' });
  await signIn(page, owner);
  await openGoals(page);

  // Empty: an invitation to start from a template, and 0.0% overall.
  await expect(page.getByRole('heading', { name: 'Set your first goal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('0.0%');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'goals-empty');

  // Template create, from the empty state.
  await page.getByRole('button', { name: /Emergency Fund/ }).click();
  const create = page.getByRole('dialog', { name: 'Create a new goal' });
  await expect(create.getByLabel('Title')).toHaveValue('Emergency Fund');
  await expect(create.getByLabel('Target amount')).toHaveValue('10000');
  await expect(create.getByRole('combobox', { name: 'Category' })).toHaveText('Security');
  await expect(create.getByRole('combobox', { name: 'Priority' })).toHaveText('High');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'goals-create-dialog');
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(toast(page, 'Your financial goal has been successfully created!')).toContainText(
    'Goal Created',
  );
  await expect(create).toBeHidden();
  await expect(goalCard(page, 'Emergency Fund')).toContainText('High priority');
  await expect(page.getByRole('heading', { level: 2, name: /Security/ })).toBeVisible();

  // Custom create: required fields first, then a goal of our own.
  await page.getByRole('button', { name: 'New Goal' }).click();
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(create.getByText('Title is required')).toBeVisible();
  await expect(create.getByText('Target amount is required')).toBeVisible();
  await create.getByLabel('Title').fill('Birthday gifts');
  await create.getByLabel('Target amount').fill('-5');
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(create.getByText('Target amount must be greater than 0')).toBeVisible();
  expect(await goalsOf(owner.id)).toHaveLength(1);

  await create.getByLabel('Description').fill('Presents for the whole family');
  await create.getByLabel('Target amount').fill('600');
  // A target date past the range every date a user writes keeps is refused at the field.
  await create.getByLabel('Target date').fill('2201-01-01');
  await create.getByRole('button', { name: 'Create Goal' }).click();
  const range = 'Choose a date from Jan 01, 1900 to Dec 31, 2200.';
  await expect(create.getByText(range)).toBeVisible();
  await expectFieldError(create.getByLabel('Target date'), range);
  await expectNoHorizontalScroll(page);
  // The first goal's toast, on a phone over the form, has gone: the screenshot shows the field.
  await expect(toasts(page)).toHaveCount(0);
  await screenshot(page, info, 'goals-date-out-of-range');
  expect(await goalsOf(owner.id)).toHaveLength(1);
  await create.getByLabel('Target date').fill(`${nextYear}-06-30`);
  await create.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Short Term Goals' }).click();
  await create.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'Low' }).click();
  await create.getByRole('switch', { name: 'Reminders' }).click();
  await expect(create.getByRole('combobox', { name: 'Reminder frequency' })).toBeHidden();
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(create).toBeHidden();
  const birthday = goalCard(page, 'Birthday gifts');
  await expect(birthday).toContainText('Low priority');
  await expect(birthday).toContainText(`Target date: Jun 30, ${nextYear}`);
  await expect(birthday).toContainText(`to reach this by Jun ${nextYear}`);
  expect((await goalsOf(owner.id))[1]).toMatchObject({
    title: 'Birthday gifts',
    target_amount: 600,
    category: 'short-term',
    priority: 'low',
    target_date: `${nextYear}-06-30`,
    notifications_enabled: false,
  });

  // Add funds to completion.
  await addFunds(page, 'Birthday gifts', '250');
  await expect(toast(page, 'Added $250.00 to your goal!')).toContainText('Funds Added');
  await expect(birthday).toContainText('$250.00 of $600.00');
  await expect(birthday.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '41');
  await addFunds(page, 'Birthday gifts', '350.00');
  await expect(toast(page, 'Added $350.00 to your goal!')).toBeVisible();
  await expect(birthday.getByText('Goal Achieved!')).toBeVisible();
  await expect(birthday.getByRole('button', { name: 'Add Funds' })).toHaveCount(0);
  expect((await goalsOf(owner.id))[1]).toMatchObject({
    current_amount: 600,
    completed_at: expect.any(String),
  });
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('1 active · 1 completed');
  await screenshot(page, info, 'goals-list');

  // Edit.
  await page.getByRole('button', { name: 'Edit Emergency Fund' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit goal' });
  await expect(edit.getByLabel('Title')).toHaveValue('Emergency Fund');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'goals-edit-dialog');
  await edit.getByLabel('Title').fill('Rainy Day Fund');
  await edit.getByLabel('Target amount').fill('12000');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Your goal has been successfully updated!')).toContainText('Goal Updated');
  await expect(goalCard(page, 'Rainy Day Fund')).toContainText('$0.00 of $12,000.00');

  // Delete, after the confirmation.
  await page.getByRole('button', { name: 'Delete Birthday gifts' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this goal?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'goals-delete-dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Your goal has been deleted.')).toContainText('Goal Deleted');
  await expect(birthday).toHaveCount(0);

  // Reload: what was saved is what shows.
  await page.reload();
  await expect(goalCard(page, 'Rainy Day Fund')).toBeVisible();
  await expect(goalCard(page, 'Birthday gifts')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('$12,000.00');
  expect(await goalsOf(owner.id)).toEqual([expect.objectContaining({ title: 'Rainy Day Fund' })]);

  // Another user sees none of it.
  await signOutFromAccountMenu(page);
  const stranger = await createUser({ label: 'goals-stranger' });
  await signIn(page, stranger);
  await openGoals(page);
  await expect(page.getByRole('heading', { name: 'Set your first goal' })).toBeVisible();
  await expect(page.getByText('Rainy Day Fund')).toHaveCount(0);
});

test('dozens of goals stay comfortable: no sideways scrolling, large targets, dialogs scroll inside', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const user = await createUser({ label: 'goals-many' });
  await seedGoals(user.id, 36);
  await signIn(page, user);
  await openGoals(page);
  await expect(page.getByRole('article')).toHaveCount(36);
  await expect(page.getByRole('navigation', { name: 'Goal categories' }).getByRole('link')).toHaveCount(7);

  await expectNoHorizontalScroll(page);

  if (info.project.name === 'mobile') {
    const main = page.getByRole('main');
    for (const role of ['button', 'link', 'spinbutton'] as const) {
      await expect(main.getByRole(role).first()).toBeVisible();
      expect(await smallTargets(main.getByRole(role)), `${role}s under 44x44`).toEqual([]);
    }
  }

  await page.getByRole('navigation', { name: 'Goal categories' }).getByRole('link', { name: /Home/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Home/ })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, info, 'goals-many');

  await page.getByRole('button', { name: 'New Goal' }).click();
  const create = page.getByRole('dialog', { name: 'Create a new goal' });
  const box = await create.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  if (info.project.name === 'mobile') {
    const scrolls = await create.evaluate(
      (el: { scrollHeight: number; clientHeight: number }) => el.scrollHeight > el.clientHeight,
    );
    expect(scrolls).toBe(true);
  }
  await create.getByRole('button', { name: 'Create Goal' }).scrollIntoViewIfNeeded();
  await expect(create.getByRole('button', { name: 'Create Goal' })).toBeInViewport();
  await screenshot(page, info, 'goals-many-create-scrolled');
});

test('a goals request that cannot reach the server says so within seconds, and Try again recovers', async ({
  page,
}, info) => {
  await signIn(page, await createUser({ label: 'goals-offline' }));
  await page.route('**/rest/v1/goals*', (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard/goals');
  // One retry a second later, then the error: the default 5 s expect timeout is the budget.
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading goals...' })).toHaveCount(0);
  await screenshot(page, info, 'goals-load-failed');

  await page.unroute('**/rest/v1/goals*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Set your first goal' })).toBeVisible();
});
