import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { aGoal } from '@/testing/goals';
import { GoalsPage } from './goals-page';
import type { Goal } from './logic';

const failure = () => HttpResponse.json({ message: 'boom', code: 'XX000' }, { status: 500 });

/** What the page sent, and how often it read the list. */
interface Traffic {
  reads: number;
  inserted: unknown[];
  patched: { id: string | null; body: unknown }[];
  deleted: (string | null)[];
  rpc: unknown[];
}

/** What the database's completion trigger does to a written row (docs/decisions/005-goals.md). */
function completed(row: Goal, before?: Goal): Goal {
  const reached = Math.round(row.current_amount * 100) >= Math.round(row.target_amount * 100);
  const completedAt = reached ? (before?.completed_at ?? new Date().toISOString()) : null;
  return { ...row, completed_at: completedAt };
}

/** PostgREST-shaped answers over an in-memory table, so refetches show what was written. */
function serveGoals(rows: Goal[]): Traffic {
  const traffic: Traffic = { reads: 0, inserted: [], patched: [], deleted: [], rpc: [] };
  const idOf = (request: Request) =>
    new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '') ?? null;
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    http.get(restUrl('/goals'), () => {
      traffic.reads += 1;
      return HttpResponse.json(rows);
    }),
    http.post(restUrl('/goals'), async ({ request }) => {
      const body = (await request.json()) as Partial<Goal>;
      traffic.inserted.push(body);
      const row = aGoal({ ...body, created_at: new Date().toISOString() });
      rows.unshift(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.patch(restUrl('/goals'), async ({ request }) => {
      const id = idOf(request);
      const body = (await request.json()) as Partial<Goal>;
      traffic.patched.push({ id, body });
      const index = rows.findIndex((r) => r.id === id);
      rows[index] = completed({ ...rows[index]!, ...body }, rows[index]);
      return HttpResponse.json(rows[index]);
    }),
    http.delete(restUrl('/goals'), ({ request }) => {
      const id = idOf(request);
      traffic.deleted.push(id);
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(restUrl('/rpc/add_goal_funds'), async ({ request }) => {
      const body = (await request.json()) as { goal_id: string; amount: number };
      traffic.rpc.push(body);
      const index = rows.findIndex((r) => r.id === body.goal_id);
      const goal = rows[index]!;
      const current = (Math.round(goal.current_amount * 100) + Math.round(body.amount * 100)) / 100;
      rows[index] = completed({ ...goal, current_amount: current }, goal);
      return HttpResponse.json(rows[index]);
    }),
  );
  return traffic;
}

function renderPage() {
  signIn();
  const user = userEvent.setup();
  renderRoutes([{ path: '/dashboard/goals', Component: GoalsPage }], '/dashboard/goals');
  return user;
}

const toastWith = async (title: string, description: string) => {
  const toasts = screen.getByRole('region', { name: /Notifications/ });
  const item = (await within(toasts).findByText(description)).closest('li');
  expect(item).toHaveTextContent(title);
};

const card = (title: string) => screen.getByRole('article', { name: title });

// docs/product-spec.md §8: failures are also logged to the console, once.
const logged = captureConsoleErrors();

describe('GoalsPage: list and summary', () => {
  it('shows skeletons, then the summary and the goals grouped by category', async () => {
    serveGoals([
      aGoal({
        title: 'Rainy day',
        category: 'security',
        priority: 'high',
        current_amount: 2500,
        target_amount: 10000,
      }),
      aGoal({
        title: 'Trip to Lisbon',
        category: 'lifestyle',
        priority: 'low',
        current_amount: 6000,
        target_amount: 5000,
        completed_at: '2026-11-02T10:00:00Z',
      }),
      aGoal({
        title: 'Laptop',
        category: 'lifestyle',
        priority: 'medium',
        current_amount: 0.1 + 0.2,
        target_amount: 900,
      }),
    ]);
    renderPage();
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading goals...');

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Total Goals').nextSibling).toHaveTextContent('3');
    expect(summary).toHaveTextContent('2 active · 1 completed');
    expect(summary).toHaveTextContent('Total Saved$8,500.30');
    expect(summary).toHaveTextContent('Total Target$15,900.00');
    expect(summary).toHaveTextContent('Overall Progress53.5%');

    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Summary', 'Security (1)', 'Lifestyle (2)']);

    const rainy = card('Rainy day');
    expect(within(rainy).getByText('High priority')).toHaveClass('bg-destructive-soft', 'text-red-700');
    expect(within(rainy).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(rainy).getByRole('button', { name: 'Add Funds' })).toBeInTheDocument();

    const trip = card('Trip to Lisbon');
    expect(within(trip).getByText('Low priority')).toHaveClass('text-success');
    expect(within(trip).getByText('Goal Achieved!')).toBeInTheDocument();
    expect(within(trip).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(trip).queryByRole('button', { name: 'Add Funds' })).not.toBeInTheDocument();
    expect(within(card('Laptop')).getByText('Medium priority')).toHaveClass('text-warning');
    expect(card('Laptop')).toHaveTextContent('$0.30 of $900.00');
  });

  it("says 'Failed to load goals. Please try again.' and loads again on request", async () => {
    server.use(
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
      http.get(restUrl('/goals'), failure, { once: true }),
    );
    const user = renderPage();
    await toastWith('Error', 'Failed to load goals. Please try again.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Loading the goals failed: boom');

    serveGoals([aGoal({ title: 'Rainy day' })]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Rainy day' })).toBeInTheDocument();
  });

  it('invites the first goal from a template when there are none, with 0.0% progress', async () => {
    serveGoals([]);
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: 'Set your first goal' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Overall Progress0.0%');

    await user.click(screen.getByRole('button', { name: /House Down Payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new goal' });
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('House Down Payment');
    expect(within(dialog).getByLabelText(/Target amount/)).toHaveValue('50000');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Home');
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High');
  });
});

describe('GoalsPage: creating', () => {
  it('fills the form from a template, saves it and refetches the list', async () => {
    const traffic = serveGoals([]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new goal' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(dialog).getByRole('button', { name: /Emergency Fund/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));

    await toastWith('Goal Created', 'Your financial goal has been successfully created!');
    expect(traffic.inserted).toEqual([
      {
        user_id: 'user-1',
        title: 'Emergency Fund',
        description: 'Three to six months of essential expenses, set aside for the unexpected.',
        target_amount: 10000,
        category: 'security',
        priority: 'high',
        target_date: null,
        notifications_enabled: true,
        reminder_frequency: 'monthly',
        congratulations_enabled: true,
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Emergency Fund' })).toBeInTheDocument();
    expect(traffic.reads).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves a custom goal with its date and switches; the frequency shows only with reminders on', async () => {
    const traffic = serveGoals([]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new goal' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Birthday gifts');
    await user.type(within(dialog).getByLabelText(/Description/), 'For the whole family');
    await user.type(within(dialog).getByLabelText(/Target amount/), '$1,250.50');
    await user.type(within(dialog).getByLabelText('Target date'), '2027-06-30');
    expect(within(dialog).getByRole('combobox', { name: 'Reminder frequency' })).toHaveTextContent('Monthly');
    await user.click(within(dialog).getByRole('switch', { name: 'Reminders' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Reminder frequency' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Celebrations' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));

    await toastWith('Goal Created', 'Your financial goal has been successfully created!');
    expect(traffic.inserted).toEqual([
      expect.objectContaining({
        title: 'Birthday gifts',
        description: 'For the whole family',
        target_amount: 1250.5,
        category: 'general',
        priority: 'medium',
        target_date: '2027-06-30',
        notifications_enabled: false,
        congratulations_enabled: false,
      }),
    ]);
  });

  it('saves nothing without a title or target and says why at the fields', async () => {
    const traffic = serveGoals([]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new goal' });
    const title = within(dialog).getByLabelText(/Title/);
    const target = within(dialog).getByLabelText(/Target amount/);
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(target).toHaveAttribute('aria-required', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(target).toHaveAccessibleDescription(expect.stringContaining('Target amount is required'));
    expect(title).toHaveFocus();

    await user.type(title, 'Car');
    await user.type(target, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(
      await within(dialog).findByText('Enter the target as a number, like 2500 or 2500.50'),
    ).toBeInTheDocument();

    await user.clear(target);
    await user.type(target, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(await within(dialog).findByText('Target amount must be greater than 0')).toBeInTheDocument();

    await user.clear(target);
    await user.type(target, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(await within(dialog).findByText('Target amount must be greater than 0')).toBeInTheDocument();
    expect(traffic.inserted).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Create a new goal' })).toBeInTheDocument();
  });

  it("says 'Failed to create goal. Please try again.' when saving fails", async () => {
    serveGoals([]);
    server.use(http.post(restUrl('/goals'), failure));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new goal' });
    await user.click(within(dialog).getByRole('button', { name: /Vacation Fund/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));

    await toastWith('Error', 'Failed to create goal. Please try again.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Creating the goal failed: boom');
    expect(screen.getByRole('dialog', { name: 'Create a new goal' })).toBeInTheDocument();
  });
});

it("shows the database's words when it refuses a new goal (too many goals)", async () => {
  const full =
    'You have 100 goals, the most one account can keep. Delete some you no longer need to add more.';
  serveGoals([]);
  server.use(
    http.post(restUrl('/goals'), () => HttpResponse.json({ message: full, code: 'P0001' }, { status: 400 })),
  );
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'New Goal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create a new goal' });
  await user.click(within(dialog).getByRole('button', { name: /Vacation Fund/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));

  await toastWith('Error', full);
  expect(screen.getByRole('dialog', { name: 'Create a new goal' })).toBeInTheDocument();
});

describe('GoalsPage: adding funds', () => {
  it("adds through add_goal_funds and says 'Added $X to your goal!'", async () => {
    const goal = aGoal({ title: 'Rainy day', target_amount: 1000, current_amount: 100 });
    const traffic = serveGoals([goal]);
    const user = renderPage();
    await screen.findByRole('article', { name: 'Rainy day' });
    await user.type(within(card('Rainy day')).getByLabelText('Amount to add to Rainy day'), '250.5');
    await user.click(within(card('Rainy day')).getByRole('button', { name: 'Add Funds' }));

    await toastWith('Funds Added', 'Added $250.50 to your goal!');
    expect(traffic.rpc).toEqual([{ goal_id: goal.id, amount: 250.5 }]);
    await waitFor(() => {
      expect(card('Rainy day')).toHaveTextContent('$350.50 of $1,000.00');
    });
    expect(within(card('Rainy day')).getByLabelText('Amount to add to Rainy day')).toHaveValue(null);
    expect(screen.queryByText('Goal Achieved!')).not.toBeInTheDocument();
  });

  it('completes the goal at its target, celebrates, and offers no more Add Funds', async () => {
    serveGoals([aGoal({ title: 'Rainy day', target_amount: 0.3, current_amount: 0.1 })]);
    const user = renderPage();
    await screen.findByRole('article', { name: 'Rainy day' });
    await user.type(within(card('Rainy day')).getByLabelText('Amount to add to Rainy day'), '0.2');
    await user.click(within(card('Rainy day')).getByRole('button', { name: 'Add Funds' }));

    await toastWith('Funds Added', 'Added $0.20 to your goal!');
    await toastWith('Goal Achieved!', 'You reached “Rainy day”. Well done!');
    await waitFor(() => {
      expect(within(card('Rainy day')).getByText('Goal Achieved!')).toBeInTheDocument();
    });
    expect(within(card('Rainy day')).queryByRole('button', { name: 'Add Funds' })).not.toBeInTheDocument();
  });

  it('does not celebrate when celebrations are off', async () => {
    serveGoals([aGoal({ title: 'Rainy day', target_amount: 10, congratulations_enabled: false })]);
    const user = renderPage();
    await screen.findByRole('article', { name: 'Rainy day' });
    await user.type(within(card('Rainy day')).getByLabelText('Amount to add to Rainy day'), '10');
    await user.click(within(card('Rainy day')).getByRole('button', { name: 'Add Funds' }));
    await toastWith('Funds Added', 'Added $10.00 to your goal!');
    await waitFor(() => {
      expect(within(card('Rainy day')).getByText('Goal Achieved!')).toBeInTheDocument();
    });
    expect(screen.queryByText('You reached “Rainy day”. Well done!')).not.toBeInTheDocument();
  });

  it.each(['', '0', '-3'])('ignores the amount %j', async (amount) => {
    const traffic = serveGoals([aGoal({ title: 'Rainy day' })]);
    const user = renderPage();
    await screen.findByRole('article', { name: 'Rainy day' });
    const input = within(card('Rainy day')).getByLabelText('Amount to add to Rainy day');
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveAttribute('min', '0.01');
    if (amount) await user.type(input, amount);
    await user.click(within(card('Rainy day')).getByRole('button', { name: 'Add Funds' }));
    expect(
      await within(card('Rainy day')).findByText('Enter an amount of at least $0.01'),
    ).toBeInTheDocument();
    expect(traffic.rpc).toEqual([]);
  });

  it("says 'Failed to add funds. Please try again.' when the call fails", async () => {
    serveGoals([aGoal({ title: 'Rainy day' })]);
    server.use(http.post(restUrl('/rpc/add_goal_funds'), failure));
    const user = renderPage();
    await screen.findByRole('article', { name: 'Rainy day' });
    await user.type(within(card('Rainy day')).getByLabelText('Amount to add to Rainy day'), '5');
    await user.click(within(card('Rainy day')).getByRole('button', { name: 'Add Funds' }));
    await toastWith('Error', 'Failed to add funds. Please try again.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Adding funds failed: boom');
  });
});

describe('GoalsPage: editing', () => {
  it('saves every editable field and recomputes completion', async () => {
    const goal = aGoal({
      title: 'Rainy day',
      description: 'Just in case',
      target_amount: 1000,
      current_amount: 400,
    });
    const traffic = serveGoals([goal]);
    const user = renderPage();
    await screen.findByRole('article', { name: 'Rainy day' });
    await user.click(screen.getByRole('button', { name: 'Edit Rainy day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit goal' });
    await waitFor(() => {
      expect(dialog).toHaveFocus();
    });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Rainy day');
    expect(title).not.toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Just in case');
    await user.clear(title);
    await user.type(title, 'Rainy days');
    const target = within(dialog).getByLabelText(/Target amount/);
    expect(target).toHaveValue('1000');
    await user.clear(target);
    await user.type(target, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await toastWith('Goal Updated', 'Your goal has been successfully updated!');
    expect(traffic.patched).toHaveLength(1);
    expect(traffic.patched[0]!.id).toBe(goal.id);
    expect(traffic.patched[0]!.body).toMatchObject({ title: 'Rainy days', target_amount: 400 });
    // Completion is the database's to decide; the client never sends it.
    expect(traffic.patched[0]!.body).not.toHaveProperty('completed_at');
    expect(
      await within(await screen.findByRole('article', { name: 'Rainy days' })).findByText('Goal Achieved!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the edit form from saving an empty title', async () => {
    const traffic = serveGoals([aGoal({ title: 'Rainy day' })]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Rainy day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit goal' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(traffic.patched).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Edit Rainy day' })).toHaveFocus();
    });
  });

  it("says 'Failed to update goal. Please try again.' when saving fails", async () => {
    serveGoals([aGoal({ title: 'Rainy day' })]);
    server.use(http.patch(restUrl('/goals'), failure));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Rainy day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toastWith('Error', 'Failed to update goal. Please try again.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Updating the goal failed: boom');
  });
});

describe('GoalsPage: deleting', () => {
  it("asks 'Are you sure you want to delete this goal?' and deletes on Delete", async () => {
    const goal = aGoal({ title: 'Rainy day' });
    const traffic = serveGoals([goal, aGoal({ title: 'Laptop' })]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Rainy day' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this goal?',
    });
    expect(dialog).toHaveAccessibleDescription(
      '“Rainy day” and the progress recorded for it will be removed. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(traffic.deleted).toEqual([]);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Delete Rainy day' })).toHaveFocus();
    });

    await user.click(screen.getByRole('button', { name: 'Delete Rainy day' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await toastWith('Goal Deleted', 'Your goal has been deleted.');
    expect(traffic.deleted).toEqual([goal.id]);
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Rainy day' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('article', { name: 'Laptop' })).toBeInTheDocument();
  });

  it("says 'Failed to delete goal. Please try again.' when deleting fails", async () => {
    serveGoals([aGoal({ title: 'Rainy day' })]);
    server.use(http.delete(restUrl('/goals'), failure));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Rainy day' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await toastWith('Error', 'Failed to delete goal. Please try again.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Deleting the goal failed: boom');
    expect(screen.getByRole('article', { name: 'Rainy day' })).toBeInTheDocument();
  });
});
