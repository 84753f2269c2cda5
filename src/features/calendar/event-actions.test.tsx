import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { restUrl, server, signIn } from '@/testing/msw';
import {
  calendarEvent,
  expectToast,
  freezeTodayInEachTest,
  itemIn,
  listNamed,
  postgrestError,
  renderCalendar,
  serveEvents,
} from '@/testing/calendar';

freezeTodayInEachTest();
const logged = captureConsoleErrors();

const rent = calendarEvent({
  title: 'Rent Payment',
  event_date: '2026-11-22',
  amount: 1200,
  event_type: 'bill',
  category: 'housing',
  is_recurring: true,
  recurrence_pattern: 'monthly',
});

/** The page with one event, and the item that shows it under today's events. */
async function showEvent(event = rent) {
  signIn();
  const listRequests = serveEvents([event]);
  const user = userEvent.setup();
  renderCalendar();
  const item = within(itemIn(await listNamed(/Events for Nov 22, 2026/), event.title));
  return { user, item, listRequests };
}

function expectLoggedOnce(message: string) {
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${message}: .+`)));
}

describe('event actions', { timeout: 30_000 }, () => {
  it.each([
    [false, 'Mark Rent Payment as completed', 'Event marked as completed'],
    [true, 'Mark Rent Payment as pending', 'Event marked as pending'],
  ])('toggles completion in one call (completed: %s) and says so', async (completed, button, message) => {
    const calls: unknown[] = [];
    server.use(
      http.post(restUrl('/rpc/toggle_event_completion'), async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json([{ ...rent, completed: !completed }]);
      }),
    );
    const { user, item, listRequests } = await showEvent({ ...rent, completed });

    await user.click(item.getByRole('button', { name: button }));

    await expectToast('Success', message);
    expect(calls).toEqual([{ event_id: rent.id }]);
    await waitFor(() => {
      expect(listRequests.length).toBe(2);
    });
  });

  it("says 'Failed to update event. Please try again.' when completion fails", async () => {
    server.use(
      http.post(restUrl('/rpc/toggle_event_completion'), () => postgrestError(404, 'event not found')),
    );
    const { user, item } = await showEvent();

    await user.click(item.getByRole('button', { name: 'Mark Rent Payment as completed' }));

    await expectToast('Error', 'Failed to update event. Please try again.');
    expectLoggedOnce('Failed to update event. Please try again.');
  });

  it.each([
    [true, 'Turn off reminders for Rent Payment', 'Reminders disabled'],
    [false, 'Turn on reminders for Rent Payment', 'Reminders enabled'],
  ])('flips reminders (enabled: %s) by id and says so', async (enabled, button, message) => {
    const updates: { body: unknown; id: string | null }[] = [];
    server.use(
      http.patch(restUrl('/calendar_events'), async ({ request }) => {
        updates.push({ body: await request.json(), id: new URL(request.url).searchParams.get('id') });
        return HttpResponse.json({ reminder_enabled: !enabled });
      }),
    );
    const { user, item } = await showEvent({ ...rent, reminder_enabled: enabled });

    await user.click(item.getByRole('button', { name: button }));

    await expectToast('Success', message);
    expect(updates).toEqual([{ body: { reminder_enabled: !enabled }, id: `eq.${rent.id}` }]);
  });

  it("says 'Failed to update reminder. Please try again.' when the reminder change fails", async () => {
    server.use(http.patch(restUrl('/calendar_events'), () => postgrestError(500)));
    const { user, item } = await showEvent();

    await user.click(item.getByRole('button', { name: 'Turn off reminders for Rent Payment' }));

    await expectToast('Error', 'Failed to update reminder. Please try again.');
    expectLoggedOnce('Failed to update reminder. Please try again.');
  });

  it('deletes only after the Delete Event confirmation, and says so', async () => {
    const deleted: (string | null)[] = [];
    server.use(
      http.delete(restUrl('/calendar_events'), ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, item } = await showEvent();

    await user.click(item.getByRole('button', { name: 'Delete Rent Payment' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Event' }));
    expect(
      confirm.getByText('Are you sure you want to delete "Rent Payment"? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);

    await user.click(item.getByRole('button', { name: 'Delete Rent Payment' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Event' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    await expectToast('Success', 'Event deleted successfully');
    expect(deleted).toEqual([`eq.${rent.id}`]);
  });

  it("says 'Failed to delete event. Please try again.' when the delete fails", async () => {
    server.use(http.delete(restUrl('/calendar_events'), () => postgrestError(500)));
    const { user, item } = await showEvent();

    await user.click(item.getByRole('button', { name: 'Delete Rent Payment' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Event' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    await expectToast('Error', 'Failed to delete event. Please try again.');
    expectLoggedOnce('Failed to delete event. Please try again.');
  });
});

describe('editing an event', { timeout: 30_000 }, () => {
  it('opens every field filled in, validates like the add form, saves the changes and says so', async () => {
    let patched: unknown;
    server.use(
      http.patch(restUrl('/calendar_events'), async ({ request }) => {
        patched = { id: new URL(request.url).searchParams.get('id'), body: await request.json() };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, item, listRequests } = await showEvent();
    await user.click(item.getByRole('button', { name: 'Edit Rent Payment' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Financial Event' }));
    expect(dialog.queryByRole('list', { name: /Quick add/i })).not.toBeInTheDocument();
    expect(dialog.getByLabelText(/^Title/)).toHaveValue('Rent Payment');
    expect(dialog.getByLabelText(/^Amount/)).toHaveValue(1200);
    expect(dialog.getByLabelText(/^Event date/)).toHaveValue('2026-11-22');
    expect(dialog.getByRole('combobox', { name: /^Event type/ })).toHaveTextContent('Bill');
    expect(dialog.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Housing');
    expect(dialog.getByRole('switch', { name: 'Recurring event' })).toBeChecked();

    await user.clear(dialog.getByLabelText(/^Title/));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
    expect(patched).toBeUndefined();

    await user.type(dialog.getByLabelText(/^Title/), 'Rent');
    await user.clear(dialog.getByLabelText(/^Amount/));
    await user.type(dialog.getByLabelText(/^Amount/), '1250.50');
    const before = listRequests.length;
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await expectToast('Success', 'Event updated successfully');
    expect(patched).toMatchObject({
      id: `eq.${rent.id}`,
      body: {
        title: 'Rent',
        amount: 1250.5,
        event_type: 'bill',
        category: 'housing',
        recurrence_pattern: 'monthly',
      },
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(listRequests.length).toBeGreaterThan(before);
  });

  it("says 'Failed to update event. Please try again.' and keeps the form when saving fails", async () => {
    server.use(http.patch(restUrl('/calendar_events'), () => postgrestError()));
    const { user, item } = await showEvent();
    await user.click(item.getByRole('button', { name: 'Edit Rent Payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Financial Event' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Error', 'Failed to update event. Please try again.');
    expect(dialog.getByLabelText(/^Title/)).toHaveValue('Rent Payment');
    expectLoggedOnce('Failed to update event. Please try again.');
  });
});
