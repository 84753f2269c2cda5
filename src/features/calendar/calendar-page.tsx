import { isValid, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { useCalendarEvents } from './api';
import { CalendarView } from './components/calendar-view';
import type { CalendarEntry } from './logic';
import { toQueuedEntry } from './outbox-logic';
import { useOutbox } from './outbox-store';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { CALENDAR_PAGE } from './content';

const NO_EVENTS: readonly CalendarEntry[] = [];

/** /dashboard/calendar. With no user the lists are empty and nothing loads (docs/product-spec.md §6). */
export function CalendarPage() {
  const { session, loading: sessionLoading } = useSession();
  const userId = session?.user.id;
  const events = useCalendarEvents(userId);
  // Events added offline show at once, marked as not yet sent, until they are stored.
  const outbox = useOutbox(userId);
  const shown = useMemo(
    () =>
      outbox.length === 0
        ? (events.data ?? NO_EVENTS)
        : [...(events.data ?? []), ...outbox.map(toQueuedEntry)],
    [events.data, outbox],
  );
  // ?date=yyyy-MM-dd opens that day (the reminder bell's links); a new date starts the view afresh.
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) && isValid(parseISO(date)) ? parseISO(date) : undefined;

  return (
    <CalendarView
      key={day ? date : 'today'}
      initialDay={day}
      events={shown}
      loading={sessionLoading || events.isLoading}
      failed={events.isError}
      onRetry={() => {
        void events.refetch();
      }}
      userId={userId}
      now={new Date()}
    />
  );
}
