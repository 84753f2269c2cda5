import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { restUrl, server, signIn } from '@/testing/msw';
import {
  expectToast,
  freezeTodayInEachTest,
  listNamed,
  postgrestError,
  renderCalendar,
  serveEvents,
} from '@/testing/calendar';

freezeTodayInEachTest();
const logged = captureConsoleErrors();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Records every insert and answers as PostgREST does (201, nothing returned). */
function serveInserts(answer: () => Response = () => new HttpResponse(null, { status: 201 })) {
  const inserted: unknown[] = [];
  server.use(
    http.post(restUrl('/calendar_events'), async ({ request }) => {
      inserted.push(await request.json());
      return answer();
    }),
  );
  return inserted;
}

async function openDialog(signedIn = true) {
  if (signedIn) signIn();
  const listRequests = serveEvents([]);
  const user = userEvent.setup();
  renderCalendar();
  await listNamed('Suggested Financial Events');
  await user.click(screen.getByRole('button', { name: 'Add Event' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Financial Event' }));
  return { user, dialog, listRequests };
}

// While the dialog is open the page behind it is hidden, so this is the dialog's own button.
const save = () => screen.getByRole('button', { name: 'Add Event' });

describe('Add Financial Event', { timeout: 30_000 }, () => {
  it('quick-adds Payday: income, 2500, recurring monthly; saves, says so, resets and closes', async () => {
    const inserted = serveInserts();
    const { user, dialog, listRequests } = await openDialog();

    await user.click(dialog.getByRole('button', { name: /^Payday/ }));
    expect(dialog.getByLabelText(/^Title/)).toHaveValue('Payday');
    expect(dialog.getByLabelText(/^Amount/)).toHaveValue(2500);
    expect(dialog.getByRole('combobox', { name: /^Event type/ })).toHaveTextContent('Income');
    expect(dialog.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Income');
    expect(dialog.getByRole('switch', { name: 'Recurring event' })).toBeChecked();
    expect(dialog.getByRole('combobox', { name: 'Repeats' })).toHaveTextContent('Monthly');
    await user.click(save());

    await expectToast('Success', 'Financial event created successfully!');
    expect(inserted).toEqual([
      {
        user_id: 'user-1',
        title: 'Payday',
        description: null,
        event_date: '2026-11-22',
        event_time: null,
        amount: 2500,
        event_type: 'income',
        category: 'income',
        is_recurring: true,
        recurrence_pattern: 'monthly',
        reminder_enabled: true,
        reminder_days_before: 1,
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(listRequests.length).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Add Financial Event' }));
    expect(reopened.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('offers the 8 quick-add suggestions of the spec with their amounts', async () => {
    const { dialog } = await openDialog();
    const quickAdd = within(dialog.getByRole('region', { name: 'Quick add' }));
    expect(quickAdd.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Payday$2,500.00',
      'Rent Payment$1,200.00',
      'Credit Card Payment$250.00',
      'Mortgage Payment$1,800.00',
      'Car Payment$400.00',
      'Utility Bill$150.00',
      'Insurance Premium$200.00',
      'Investment Contribution$500.00',
    ]);
  });

  it("says 'Title is required' and 'Event date is required' and sends nothing", async () => {
    const inserted = serveInserts();
    const { user, dialog } = await openDialog();

    await user.clear(dialog.getByLabelText(/^Event date/));
    await user.click(save());

    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByText('Event date is required')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Title/)).toHaveAccessibleDescription('Title is required');
    expect(inserted).toEqual([]);
  });

  it('refuses a negative amount', async () => {
    const inserted = serveInserts();
    const { user, dialog } = await openDialog();

    await user.type(dialog.getByLabelText(/^Title/), 'Refund');
    await user.type(dialog.getByLabelText(/^Amount/), '-5');
    await user.click(save());

    expect(await dialog.findByText('Enter an amount of 0 or more')).toBeInTheDocument();
    expect(inserted).toEqual([]);
  });

  it('shows the pattern only when recurring, and the reminder days only with reminders on', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.queryByRole('combobox', { name: 'Repeats' })).not.toBeInTheDocument();
    expect(dialog.getByRole('switch', { name: 'Recurring event' })).not.toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Reminders' })).toBeChecked();
    expect(dialog.getByRole('combobox', { name: 'Remind me' })).toHaveTextContent('1 day before');

    await user.click(dialog.getByRole('switch', { name: 'Recurring event' }));
    expect(dialog.getByRole('combobox', { name: 'Repeats' })).toHaveTextContent('Monthly');
    await user.click(dialog.getByRole('switch', { name: 'Reminders' }));
    expect(dialog.queryByRole('combobox', { name: 'Remind me' })).not.toBeInTheDocument();
  });

  it('offers reminders 1, 2, 3, 7 or 14 days before; saves days as an integer and no pattern unless recurring', async () => {
    const inserted = serveInserts();
    const { user, dialog } = await openDialog();

    dialog.getByRole('combobox', { name: 'Remind me' }).focus();
    await user.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '1 day before',
      '2 days before',
      '3 days before',
      '7 days before',
      '14 days before',
    ]);
    await user.click(screen.getByRole('option', { name: '7 days before' }));
    await user.type(dialog.getByLabelText(/^Title/), 'Dentist');
    await user.type(dialog.getByLabelText(/^Amount/), '80.5');
    await user.click(save());

    await expectToast('Success', 'Financial event created successfully!');
    expect(inserted).toEqual([
      expect.objectContaining({
        title: 'Dentist',
        amount: 80.5,
        is_recurring: false,
        recurrence_pattern: null,
        reminder_enabled: true,
        reminder_days_before: 7,
      }),
    ]);
  });

  it("says 'Failed to create event. Please try again.' when the insert fails, and keeps the form", async () => {
    serveInserts(() => postgrestError(400, 'new row violates check constraint'));
    const { user, dialog } = await openDialog();

    await user.type(dialog.getByLabelText(/^Title/), 'Rent');
    await user.click(save());

    await expectToast('Error', 'Failed to create event. Please try again.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      'Failed to create event. Please try again.: new row violates check constraint',
    );
    expect(dialog.getByLabelText(/^Title/)).toHaveValue('Rent');
  });

  it("shows the database's words when it refuses the event (a full calendar)", async () => {
    const full =
      'Your calendar holds 1000 upcoming events, the most one account can keep. Delete some you no longer need, or mark done the ones that are, to add more.';
    serveInserts(() => postgrestError(400, full, 'P0001'));
    const { user, dialog } = await openDialog();

    await user.type(dialog.getByLabelText(/^Title/), 'Rent');
    await user.click(save());

    await expectToast('Error', full);
    expect(dialog.getByLabelText(/^Title/)).toHaveValue('Rent');
  });

  it("fails with 'No user found' when nobody is signed in, and sends nothing", async () => {
    const inserted = serveInserts();
    const { user, dialog } = await openDialog(false);

    await user.type(dialog.getByLabelText(/^Title/), 'Rent');
    await user.click(save());

    await expectToast('Error', 'Failed to create event. Please try again.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      'Failed to create event. Please try again.',
      expect.objectContaining({ message: 'No user found' }),
    );
    expect(inserted).toEqual([]);
  });

  it('opens prefilled from a suggested event, with the type and category its card shows', async () => {
    signIn();
    serveEvents([]);
    const user = userEvent.setup();
    renderCalendar();
    const suggestions = await listNamed('Suggested Financial Events');
    const cards = within(suggestions).getAllByRole('button');
    expect(cards).toHaveLength(8);

    for (const card of cards) {
      const [type, category, repeats] = within(card)
        .getAllByText(/.+/, { selector: '[data-slot="badge"]' })
        .map((badge) => badge.textContent);
      await user.click(card);
      const dialog = within(await screen.findByRole('dialog', { name: 'Add Financial Event' }));
      expect(dialog.getByLabelText(/^Title/)).toHaveValue(
        card.getAttribute('aria-label')?.replace(/^Add /, ''),
      );
      expect(dialog.getByRole('combobox', { name: /^Event type/ })).toHaveTextContent(type!);
      expect(dialog.getByRole('combobox', { name: /^Category/ })).toHaveTextContent(category!);
      expect(dialog.getByRole('switch', { name: 'Recurring event' })).toBeChecked();
      expect(dialog.getByRole('combobox', { name: 'Repeats' })).toHaveTextContent(repeats!);
      await user.keyboard('{Escape}');
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
    }
  });
});
