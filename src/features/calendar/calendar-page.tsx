import { useSession } from '@/features/auth';
import { useCalendarEvents } from './api';
import { CalendarView } from './components/calendar-view';
import type { CalendarEvent } from './logic';

const NO_EVENTS: readonly CalendarEvent[] = [];

/** /dashboard/calendar. With no user the lists are empty and nothing loads (docs/product-spec.md §6). */
export function CalendarPage() {
  const { session, loading: sessionLoading } = useSession();
  const userId = session?.user.id;
  const events = useCalendarEvents(userId);

  return (
    <CalendarView
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
