import { isValid, parseISO } from 'date-fns';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { useCalendarEvents } from './api';
import { CalendarView } from './components/calendar-view';
import type { CalendarEvent } from './logic';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { CALENDAR_PAGE } from './content';

const NO_EVENTS: readonly CalendarEvent[] = [];

/** /dashboard/calendar. With no user the lists are empty and nothing loads (docs/product-spec.md §6). */
export function CalendarPage() {
  const { session, loading: sessionLoading } = useSession();
  const userId = session?.user.id;
  const events = useCalendarEvents(userId);
  // ?date=yyyy-MM-dd opens that day (the reminder bell's links); a new date starts the view afresh.
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) && isValid(parseISO(date)) ? parseISO(date) : undefined;

  return (
    <CalendarView
      key={day ? date : 'today'}
      initialDay={day}
      events={events.data ?? NO_EVENTS}
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
