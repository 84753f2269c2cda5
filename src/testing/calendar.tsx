import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, vi } from 'vitest';
import { restUrl, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { CalendarPage } from '@/features/calendar/calendar-page';
import type { CalendarEvent } from '@/features/calendar/logic';

/** Shared by the calendar's component tests: events, a signed-in user, the page, its requests. */

// The calendar page is a large DOM for jsdom: give its first load and its queries time.
configure({ asyncUtilTimeout: 4000 });

export const USER_ID = 'user-1';

/** Today is Sunday Nov 22, 2026, 10:00 on the local clock, whatever the time zone. */
export const NOW = new Date(2026, 10, 22, 10, 0);

/** Freezes today in each test of the calling file. Only Date is faked: msw, Testing Library and React keep their real timers. */
export function freezeTodayInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    return () => {
      vi.useRealTimers();
    };
  });
}

let nextId = 0;

export function calendarEvent(over: Partial<CalendarEvent> = {}): CalendarEvent {
  nextId += 1;
  return {
    id: `event-${nextId}`,
    user_id: USER_ID,
    title: `Event ${nextId}`,
    description: null,
    event_date: '2026-11-22',
    event_time: null,
    amount: null,
    event_type: 'general',
    category: 'other',
    is_recurring: false,
    recurrence_pattern: null,
    recurrence_day: null,
    reminder_enabled: true,
    reminder_days_before: 1,
    completed: false,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...over,
  };
}

/** An error as PostgREST sends it. */
export const postgrestError = (status = 500, message = 'something went wrong', code = 'XX000') =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

/** Serves the profile, the event list and no feed link yet; returns every list request's query string. */
export function serveEvents(events: readonly CalendarEvent[] | (() => Response)): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    http.get(restUrl('/calendar_feed_tokens'), () => HttpResponse.json([])),
    http.get(restUrl('/cash_balances'), () => HttpResponse.json([])),
    http.get(restUrl('/calendar_events'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return typeof events === 'function' ? events() : HttpResponse.json(events);
    }),
  );
  return requests;
}

export function renderCalendar() {
  return renderRoutes([{ path: '/dashboard/calendar', Component: CalendarPage }], '/dashboard/calendar');
}

/** The list under a card's heading, once loaded. */
export const listNamed = async (name: string | RegExp) => screen.findByRole('list', { name });

/** The list item of an event, found by its title within a list. */
export const itemIn = (list: HTMLElement, title: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(title, { exact: true }))!;

/** A toast's text is its title and description; the spec's errors are titled Error. */
export async function expectToast(title: string, description: string): Promise<void> {
  const toast = (await screen.findByText(description)).closest('li');
  if (!toast) throw new Error(`no toast around "${description}"`);
  within(toast).getByText(title);
}
