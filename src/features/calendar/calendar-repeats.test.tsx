import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { restUrl, server, signIn } from '@/testing/msw';
import {
  calendarEvent,
  freezeTodayInEachTest,
  itemIn,
  listNamed,
  renderCalendar,
  serveEvents,
} from '@/testing/calendar';

// Today is Sunday 2026-11-22 (src/testing/calendar.tsx).
freezeTodayInEachTest();

const rent = calendarEvent({
  title: 'Rent',
  event_date: '2026-11-25',
  amount: 1200,
  event_type: 'bill',
  category: 'housing',
  is_recurring: true,
  recurrence_pattern: 'monthly',
  recurrence_day: 25,
});
const salary = calendarEvent({
  title: 'Salary',
  event_date: '2026-11-30',
  amount: 3000,
  event_type: 'income',
  category: 'income',
  is_recurring: true,
  recurrence_pattern: 'monthly',
  recurrence_day: 30,
});
const savings = calendarEvent({
  title: 'Savings',
  event_date: '2026-12-02',
  amount: 250.5,
  event_type: 'saving',
});

describe('recurring events on their future dates', () => {
  it('puts a monthly rent on Dec 25 on the grid and in that day, as a repeat without actions', async () => {
    signIn();
    serveEvents([rent]);
    const user = userEvent.setup();
    renderCalendar();

    await listNamed('Upcoming Events');
    await user.click(screen.getByRole('button', { name: /next month/i }));
    const december = within(screen.getByRole('grid', { name: 'December 2026' }));
    await user.click(december.getByRole('button', { name: 'Friday, December 25th, 2026, 1 event' }));
    const item = itemIn(await listNamed(/Events for Dec 25, 2026/), 'Rent');
    expect(within(item).getByText('Repeat')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Mark Rent/ })).not.toBeInTheDocument();
  });

  it('lists the next dates in Upcoming, the pending event first with its actions', async () => {
    signIn();
    serveEvents([rent]);
    renderCalendar();

    const upcoming = await listNamed('Upcoming Events');
    const dates = within(upcoming)
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}/).textContent);
    expect(dates).toEqual(['Nov 25, 2026', 'Dec 25, 2026', 'Jan 25, 2027', 'Feb 25, 2027', 'Mar 25, 2027']);
    expect(within(upcoming).getAllByRole('button', { name: 'Mark Rent as completed' })).toHaveLength(1);
  });

  it('keeps a bill on the 30th on Feb 28, then Mar 30', async () => {
    signIn();
    serveEvents([salary]);
    const user = userEvent.setup();
    renderCalendar();

    await listNamed('Upcoming Events');
    const next = screen.getByRole('button', { name: /next month/i });
    for (let i = 0; i < 3; i += 1) await user.click(next);
    const february = within(screen.getByRole('grid', { name: 'February 2027' }));
    expect(february.getByRole('button', { name: /February 28th, 2027, 1 event/ })).toBeInTheDocument();
    await user.click(next);
    const march = within(screen.getByRole('grid', { name: 'March 2027' }));
    expect(march.getByRole('button', { name: /March 30th, 2027, 1 event/ })).toBeInTheDocument();
  });
});

describe('the month at a glance', () => {
  it('adds income, bills and other outflows of the month shown, repeats included, and the net', async () => {
    signIn();
    serveEvents([rent, salary, savings]);
    const user = userEvent.setup();
    renderCalendar();

    const summary = () => screen.getByRole('heading', { name: /at a glance/ }).closest('div')!.parentElement!;
    expect(await screen.findByRole('heading', { name: 'November 2026 at a glance' })).toBeInTheDocument();
    expect(await within(summary()).findByText('+$3,000.00')).toBeInTheDocument();
    expect(within(summary()).getByText('-$1,200.00')).toBeInTheDocument();
    expect(within(summary()).getByText('+$1,800.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(screen.getByRole('heading', { name: 'December 2026 at a glance' })).toBeInTheDocument();
    // December: the salary and rent repeat, and the one-off saving.
    expect(within(summary()).getByText('-$250.50')).toBeInTheDocument();
    expect(within(summary()).getByText('+$1,549.50')).toBeInTheDocument();
  });
});

describe('the calendar feed link', () => {
  const TOKEN = 'a'.repeat(64);
  const FEED = `${env.supabaseUrl}/functions/v1/calendar-feed?token=`;

  it('creates a private link, copies it, and resets it after confirming', async () => {
    signIn();
    serveEvents([]);
    let token: string | null = null;
    let calls = 0;
    server.use(
      http.get(restUrl('/calendar_feed_tokens'), () => HttpResponse.json(token ? [{ token }] : [])),
      http.post(restUrl('/rpc/create_calendar_feed_token'), () => {
        calls += 1;
        token = (calls === 1 ? 'a' : 'b').repeat(64);
        return HttpResponse.json(token);
      }),
    );
    const user = userEvent.setup();
    renderCalendar();

    await user.click(await screen.findByRole('button', { name: 'Create subscribe link' }));
    expect(await screen.findByText(`${FEED}${TOKEN}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Calendar link copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${FEED}${TOKEN}`);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset your calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByText(`${FEED}${'b'.repeat(64)}`)).toBeInTheDocument();
    expect(screen.getByText('The old link no longer works.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
