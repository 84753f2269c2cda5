import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { delay, http, HttpResponse } from 'msw';
import { restUrl, server, signIn } from '@/testing/msw';
import { describe, expect, it, vi } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
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

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(reader.result as string);
    };
    reader.readAsText(blob);
  });

freezeTodayInEachTest();
const logged = captureConsoleErrors();

const payday = calendarEvent({
  title: 'Payday',
  event_date: '2026-11-22',
  amount: 2500,
  event_type: 'income',
  category: 'income',
  is_recurring: true,
  recurrence_pattern: 'monthly',
});
const paidRent = calendarEvent({
  title: 'Rent Payment',
  event_date: '2026-11-22',
  amount: 1200,
  event_type: 'bill',
  category: 'housing',
  completed: true,
});
const overdue = ['2026-11-01', '2026-11-10', '2026-11-15', '2026-11-21'].map((event_date, i) =>
  calendarEvent({ title: `Late bill ${i + 1}`, event_date, amount: 250, event_type: 'bill' }),
);
const upcoming = ['2026-11-25', '2026-11-28', '2026-12-01', '2026-12-05', '2026-12-10'].map((event_date, i) =>
  calendarEvent({ title: `Coming ${i + 1}`, event_date }),
);
const EVENTS = [...overdue, payday, paidRent, ...upcoming];

describe('CalendarPage', { timeout: 30_000 }, () => {
  it("shows today's events with a count badge, amounts with their sign and completed events struck through", async () => {
    signIn();
    const requests = serveEvents(EVENTS);
    renderCalendar();

    const today = await listNamed(/Events for Nov 22, 2026/);
    expect(screen.getByRole('heading', { name: 'Events for Nov 22, 2026 2 events' })).toBeInTheDocument();
    const paydayItem = itemIn(today, 'Payday');
    expect(within(paydayItem).getByText('+$2,500.00')).toHaveClass('text-success');
    expect(within(paydayItem).getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(within(paydayItem).getByText(/Monthly · next Dec 22, 2026/)).toBeInTheDocument();
    const rentItem = itemIn(today, 'Rent Payment');
    expect(within(rentItem).getByText('-$1,200.00')).toHaveClass('text-destructive');
    expect(within(rentItem).getByText('Rent Payment')).toHaveClass('line-through');
    expect(rentItem).toHaveClass('bg-neutral-100');
    expect(requests[0]?.get('user_id')).toBe('eq.user-1');
    // Every event, a page of 1,000 at a time in a stable order (the calendar keeps more than one page).
    expect(requests[0]?.get('order')).toBe('event_date.asc,id.asc');
    expect([requests[0]?.get('offset'), requests[0]?.get('limit')]).toEqual(['0', '1000']);
  });

  it('lists the first 3 overdue events with a red border and (Overdue), and the first 5 upcoming', async () => {
    signIn();
    serveEvents(EVENTS);
    renderCalendar();

    const overdueList = await listNamed('Overdue Events');
    expect(
      within(overdueList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Late bill 1(Overdue)-$250.00Nov 01, 2026'),
      expect.stringContaining('Late bill 2(Overdue)'),
      expect.stringContaining('Late bill 3(Overdue)'),
    ]);
    expect(itemIn(overdueList, 'Late bill 1')).toHaveClass('border-destructive');
    expect(screen.getByText(/Showing 3 of 4/)).toBeInTheDocument();

    const upcomingList = await listNamed('Upcoming Events');
    expect(
      within(upcomingList)
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByText(/./)[0]!.textContent),
    ).toEqual(['Payday', 'Coming 1', 'Coming 2', 'Coming 3', 'Coming 4']);
    expect(within(upcomingList).queryByText('(Overdue)')).not.toBeInTheDocument();
  });

  it('shows no Overdue Events card when nothing is overdue', async () => {
    signIn();
    serveEvents([payday]);
    renderCalendar();

    await listNamed('Upcoming Events');
    expect(screen.queryByRole('heading', { name: 'Overdue Events' })).not.toBeInTheDocument();
  });

  it('marks days with events and shows the events of the day picked, from the keyboard too', async () => {
    signIn();
    serveEvents(EVENTS);
    const user = userEvent.setup();
    renderCalendar();
    await listNamed('Upcoming Events');

    const month = within(screen.getByRole('grid', { name: 'November 2026' }));
    const marked = month.getByRole('button', { name: 'Wednesday, November 25th, 2026, 1 event' });
    expect(marked.closest('td')).toHaveClass('after:bg-primary');
    const plain = month.getByRole('button', { name: 'Thursday, November 26th, 2026' });
    expect(plain.closest('td')).not.toHaveClass('after:bg-primary');

    await user.click(marked);
    const day = await listNamed(/Events for Nov 25, 2026/);
    expect(within(day).getByText('Coming 1')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(month.getByRole('button', { name: /November 26th, 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No events scheduled for this day.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Events for Nov 26, 2026 0 events' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
    const december = within(screen.getByRole('grid', { name: 'December 2026' }));
    await user.click(december.getByRole('button', { name: 'Tuesday, December 1st, 2026, 1 event' }));
    expect(within(await listNamed(/Events for Dec 01, 2026/)).getByText('Coming 3')).toBeInTheDocument();
  });

  it("says 'Failed to load calendar events. Please try again.' once, and loads again on request", async () => {
    signIn();
    let fail = true;
    serveEvents(() => (fail ? postgrestError(500) : HttpResponse.json([payday])));
    const user = userEvent.setup();
    renderCalendar();

    await expectToast('Error', 'Failed to load calendar events. Please try again.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      'Failed to load calendar events. Please try again.: something went wrong',
    );

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    // Payday repeats, so its next dates follow it in the list.
    expect(within(await listNamed('Upcoming Events')).getAllByText('Payday')[0]).toBeInTheDocument();
  });

  it('shows no count for the selected day until the events are in', async () => {
    signIn();
    server.use(
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
      http.get(restUrl('/calendar_events'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderCalendar();
    const heading = await screen.findByRole('heading', { name: /^Events for/ });
    expect(heading).not.toHaveTextContent(/\d+\s*events?$/);
    expect(heading.textContent).not.toMatch(/\d{4}0/);
  });

  it('shows empty lists and no loading when nobody is signed in', async () => {
    serveEvents([]);
    renderCalendar();

    expect(await screen.findByText('No events scheduled for this day.')).toBeInTheDocument();
    expect(screen.getByText(/No upcoming events/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export to calendar/ })).toBeDisabled();
  });

  it('downloads the upcoming events as an .ics file', async () => {
    signIn();
    serveEvents(EVENTS);
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:calendar';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('financial-calendar.ics');
      expect(this.href).toBe('blob:calendar');
    });
    renderCalendar();
    await listNamed('Upcoming Events');

    await user.click(screen.getByRole('button', { name: /Export to calendar/ }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    const calendar = ICAL.Component.fromString(await readText(blobs[0]!));
    expect(calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('summary'))).toEqual([
      'Payday',
      'Coming 1',
      'Coming 2',
      'Coming 3',
      'Coming 4',
      'Coming 5',
    ]);
    click.mockRestore();
  });
});
