import { format, parseISO, startOfDay } from 'date-fns';
import type { Tables } from '@/types/database';

type Event = Pick<Tables<'calendar_events'>, 'event_date' | 'completed' | 'title'>;

/** event_date is a calendar date (yyyy-MM-dd); compare it as a local day, never as UTC midnight. */
export const eventDay = (event: Pick<Event, 'event_date'>): Date => parseISO(event.event_date);

/** Upcoming: on or after the start of today and not completed, soonest first (spec section 4). */
export function upcomingEvents<T extends Event>(events: readonly T[], now: Date): T[] {
  const today = startOfDay(now);
  return events
    .filter((e) => !e.completed && eventDay(e) >= today)
    .sort((a, b) => a.event_date.localeCompare(b.event_date));
}

/** Dates as the spec shows them: 'MMM dd, yyyy'. */
export const formatEventDate = (event: Pick<Event, 'event_date'>): string =>
  format(eventDay(event), 'MMM dd, yyyy');
