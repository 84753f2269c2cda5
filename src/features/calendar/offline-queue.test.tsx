import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { restUrl, server, signIn } from '@/testing/msw';
import {
  calendarEvent,
  expectToast,
  freezeTodayInEachTest,
  itemIn,
  listNamed,
  postgrestError,
  serveEvents,
  USER_ID,
} from '@/testing/calendar';
import { CalendarPage } from './calendar-page';
import { EventOutboxSender } from './components/outbox-sender';
import { outboxKey, type QueuedEvent } from './outbox-logic';
import { readOutbox } from './outbox-store';

// docs/decisions/030-installable-and-offline.md: an event added offline is queued on the device,
// shown as waiting, sent once the connection is back; a refusal is shown and kept.

freezeTodayInEachTest();

afterEach(() => {
  act(() => {
    onlineManager.setOnline(true);
  });
});

const QUEUED_ID = '5b6d7e21-3f4a-4c5d-8e9f-0a1b2c3d4e5f';
const queued = (refusal?: string): QueuedEvent => ({
  row: {
    id: QUEUED_ID,
    user_id: USER_ID,
    title: 'Payday',
    event_date: '2026-11-22',
    amount: 2500,
    event_type: 'income',
    category: 'income',
  },
  queuedAt: Date.now(),
  ...(refusal === undefined ? {} : { refusal }),
});
const store = (...items: QueuedEvent[]) => {
  localStorage.setItem(outboxKey(USER_ID), JSON.stringify(items));
};

/** Records every insert and answers with `answer`. */
function serveInserts(answer: () => Response) {
  const inserted: Record<string, unknown>[] = [];
  server.use(
    http.post(restUrl('/calendar_events'), async ({ request }) => {
      inserted.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return inserted;
}

function renderCalendarWithSender() {
  signIn();
  return renderRoutes(
    [
      {
        path: '/dashboard/calendar',
        Component: () => (
          <>
            <EventOutboxSender />
            <CalendarPage />
          </>
        ),
      },
    ],
    '/dashboard/calendar',
  );
}

const goOffline = () => {
  act(() => {
    onlineManager.setOnline(false);
  });
};

describe('adding an event offline', { timeout: 30_000 }, () => {
  it('queues it with an id made here, says it is queued, not saved, and shows it as waiting', async () => {
    const inserted = serveInserts(() => new HttpResponse(null, { status: 201 }));
    serveEvents([]);
    const user = userEvent.setup();
    renderCalendarWithSender();
    await listNamed('Suggested Financial Events');
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Financial Event' }));
    await user.click(dialog.getByRole('button', { name: /^Payday/ }));
    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    await expectToast(
      'Queued, not saved yet',
      'You are offline: the event is sent once you are back online.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(inserted).toEqual([]);
    const [item] = readOutbox(USER_ID);
    expect(item?.row).toMatchObject({
      user_id: USER_ID,
      title: 'Payday',
      amount: 2500,
      event_type: 'income',
    });
    expect(item?.row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const shown = itemIn(await listNamed(/Events for Nov 22, 2026/), 'Payday');
    expect(within(shown).getByText('Waiting to send: not saved yet')).toBeVisible();
    // Nothing to do with it but wait: no edit, completion or delete of a row not yet stored.
    expect(within(shown).queryByRole('button')).not.toBeInTheDocument();

    // Back online, it is sent once, with its id, and shown as stored.
    act(() => {
      onlineManager.setOnline(true);
    });
    await expectToast('Event sent', 'What you added offline is saved now.');
    expect(inserted).toEqual([expect.objectContaining({ id: item!.row.id, title: 'Payday' })]);
    expect(readOutbox(USER_ID)).toEqual([]);
    expect(localStorage.getItem(outboxKey(USER_ID))).toBeNull();
  });

  it('still refuses editing an event offline', async () => {
    serveEvents([calendarEvent({ title: 'Rent' })]);
    const user = userEvent.setup();
    renderCalendarWithSender();
    const list = await listNamed(/Events for Nov 22, 2026/);
    goOffline();
    await user.click(within(itemIn(list, 'Rent')).getByRole('button', { name: 'Edit Rent' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await expectToast('Error', 'You are offline: nothing was saved. Try again once you are back online.');
    expect(readOutbox(USER_ID)).toEqual([]);
  });
});

describe('the queue when the connection is back', { timeout: 30_000 }, () => {
  it('counts an event already there (a retry whose first answer was lost) as sent, never twice', async () => {
    store(queued());
    const inserted = serveInserts(() =>
      postgrestError(409, 'duplicate key value violates unique constraint "calendar_events_pkey"', '23505'),
    );
    serveEvents([calendarEvent({ id: QUEUED_ID, title: 'Payday' })]);
    renderCalendarWithSender();
    await expectToast('Event sent', 'What you added offline is saved now.');
    expect(inserted).toHaveLength(1);
    expect(readOutbox(USER_ID)).toEqual([]);
  });

  it('shows a refusal, keeps the event marked, and lets the person try again or discard it', async () => {
    store(queued());
    let answer = () => postgrestError(400, 'Enter an amount of 0 or more', '22023');
    const inserted = serveInserts(() => answer());
    serveEvents([]);
    const user = userEvent.setup();
    renderCalendarWithSender();
    await expectToast('Not sent: Payday', 'Enter an amount of 0 or more');
    const shown = itemIn(await listNamed(/Events for Nov 22, 2026/), 'Payday');
    expect(within(shown).getByText('Not sent: Enter an amount of 0 or more')).toBeVisible();
    expect(readOutbox(USER_ID)[0]?.refusal).toBe('Enter an amount of 0 or more');

    // Tried again: sent again, refused again, still there.
    await user.click(within(shown).getByRole('button', { name: 'Try again to send Payday' }));
    await waitFor(() => {
      expect(inserted).toHaveLength(2);
    });
    await waitFor(() => {
      expect(readOutbox(USER_ID)[0]?.refusal).toBe('Enter an amount of 0 or more');
    });

    answer = () => new HttpResponse(null, { status: 201 });
    await user.click(
      within(itemIn(await listNamed(/Events for Nov 22, 2026/), 'Payday')).getByRole('button', {
        name: 'Discard Payday',
      }),
    );
    await waitFor(() => {
      expect(screen.queryByText('Payday', { exact: true })).not.toBeInTheDocument();
    });
    expect(readOutbox(USER_ID)).toEqual([]);
    expect(inserted).toHaveLength(2);
  });
});
