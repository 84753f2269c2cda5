import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { bench, describe } from 'vitest';
import { EVENT_CATEGORIES, EVENT_TYPES } from './content';
import { CalendarView } from './components/calendar-view';
import type { CalendarEvent } from './logic';
import { calendarEvent } from '@/testing/calendar';

// Someone who keeps every bill in the calendar: 2,000 events over two years (about 3 a day),
// a tenth of them completed, the past ones partly overdue.

const NOW = new Date(2026, 10, 22, 10, 0);
const FIRST_DAY = new Date(2025, 10, 22);

const EVENTS: CalendarEvent[] = Array.from({ length: 2000 }, (_, i) =>
  calendarEvent({
    title: `Bill ${i + 1}`,
    event_date: format(addDays(FIRST_DAY, Math.floor(i / 2.74)), 'yyyy-MM-dd'),
    amount: 25 + (i % 40) * 12.5,
    event_type: EVENT_TYPES[i % EVENT_TYPES.length],
    category: EVENT_CATEGORIES[i % EVENT_CATEGORIES.length],
    is_recurring: i % 3 === 0,
    recurrence_pattern: i % 3 === 0 ? 'monthly' : null,
    completed: i % 10 === 0,
  }),
);

function renderView(events: readonly CalendarEvent[] = EVENTS) {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <CalendarView
        events={events}
        loading={false}
        failed={false}
        onRetry={() => undefined}
        userId="user-1"
        now={NOW}
      />
    </QueryClientProvider>,
  );
}

const SAMPLES = { iterations: 30 };

describe('month view with 2,000 events', () => {
  bench(
    'first render',
    () => {
      renderView();
      cleanup();
    },
    SAMPLES,
  );

  // The same screen with no events: what the 2,000 events themselves cost is the difference.
  bench(
    'first render, no events (baseline)',
    () => {
      renderView([]);
      cleanup();
    },
    SAMPLES,
  );

  // Back and forth between two busy months, so every switch renders as many events.
  let buttons: HTMLElement[] = [];
  let switches = 0;
  bench(
    'month switch',
    () => {
      fireEvent.click(buttons[switches++ % 2]!);
    },
    {
      ...SAMPLES,
      setup: () => {
        renderView();
        buttons = [
          screen.getByRole('button', { name: 'Go to the Next Month' }),
          screen.getByRole('button', { name: 'Go to the Previous Month' }),
        ];
      },
      teardown: () => {
        cleanup();
      },
    },
  );
});
