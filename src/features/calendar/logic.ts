import { addDays, addMonths, addYears, format, parseISO } from 'date-fns';
import { formatMoney } from '@/lib/money';
import type { RecurrencePattern, ReminderDays, Tables, TablesInsert } from '@/types/database';
import type { EventFormInput, EventFormValues } from './schema';

export type CalendarEvent = Tables<'calendar_events'>;
type Event = Pick<CalendarEvent, 'event_date' | 'completed' | 'title'>;

/** event_date is a calendar date (yyyy-MM-dd); compare it as a local day, never as UTC midnight. */
export const eventDay = (event: Pick<Event, 'event_date'>): Date => parseISO(event.event_date);

/** The yyyy-MM-dd key of a local day, as event_date stores it. */
export const dayKey = (day: Date): string => format(day, 'yyyy-MM-dd');

/** Oldest first. ISO dates sort as strings; localeCompare would be slow for thousands of events. */
export const byEventDate = (a: Pick<Event, 'event_date'>, b: Pick<Event, 'event_date'>) =>
  a.event_date < b.event_date ? -1 : a.event_date > b.event_date ? 1 : 0;

/** Upcoming: on or after the start of today and not completed, soonest first (docs/product-spec.md §4). */
export function upcomingEvents<T extends Event>(events: readonly T[], now: Date): T[] {
  const today = dayKey(now);
  return events.filter((e) => !e.completed && e.event_date >= today).sort(byEventDate);
}

/** Overdue: before the start of today and not completed, oldest first (docs/product-spec.md §4). */
export function overdueEvents<T extends Event>(events: readonly T[], now: Date): T[] {
  const today = dayKey(now);
  return events.filter((e) => !e.completed && e.event_date < today).sort(byEventDate);
}

export const isOverdue = (event: Pick<Event, 'event_date' | 'completed'>, now: Date): boolean =>
  !event.completed && event.event_date < dayKey(now);

/** Events grouped by their yyyy-MM-dd day, each day in the order given. */
export function eventsByDay<T extends Pick<Event, 'event_date'>>(events: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const event of events) {
    const day = days.get(event.event_date);
    if (day) day.push(event);
    else days.set(event.event_date, [event]);
  }
  return days;
}

const STEP: Record<RecurrencePattern, (day: Date) => Date> = {
  weekly: (day) => addDays(day, 7),
  'bi-weekly': (day) => addDays(day, 14),
  // date-fns clamps to the month's last day, as PostgreSQL does in toggle_event_completion.
  monthly: (day) => addMonths(day, 1),
  quarterly: (day) => addMonths(day, 3),
  yearly: (day) => addYears(day, 1),
};

/** The date a recurring event moves to once completed: Jan 31 monthly is Feb 28, Feb 29 yearly Feb 28. */
export const nextOccurrence = (eventDate: string, pattern: RecurrencePattern): string =>
  dayKey(STEP[pattern](parseISO(eventDate)));

/** Dates as the spec shows them: 'MMM dd, yyyy'. */
export const formatEventDate = (event: Pick<Event, 'event_date'>): string =>
  format(eventDay(event), 'MMM dd, yyyy');

/** Income adds money (+, green), every other type takes it (-, red); null when there is no amount. */
export function formatEventAmount(event: Pick<CalendarEvent, 'amount' | 'event_type'>): string | null {
  if (event.amount === null) return null;
  return `${event.event_type === 'income' ? '+' : '-'}${formatMoney(event.amount)}`;
}

/** The row to insert, as docs/product-spec.md §5 saves it: amount decimal or null, days an integer. */
export function toEventInsert(values: EventFormValues, userId: string): TablesInsert<'calendar_events'> {
  return { user_id: userId, ...toEventFields(values) };
}

/** The columns the event form sets, for an insert or an update. */
export function toEventFields(
  values: EventFormValues,
): Omit<TablesInsert<'calendar_events'>, 'id' | 'user_id' | 'completed'> {
  return {
    title: values.title,
    description: values.description.trim() || null,
    event_date: values.event_date,
    event_time: values.event_time || null,
    amount: values.amount,
    event_type: values.event_type,
    category: values.category,
    is_recurring: values.is_recurring,
    recurrence_pattern: values.is_recurring ? values.recurrence_pattern : null,
    reminder_enabled: values.reminder_enabled,
    reminder_days_before: Number.parseInt(values.reminder_days_before, 10) as ReminderDays,
  };
}

/** The form's fields for an event being edited: what the inputs hold (strings and switches). */
export function toEventFormInput(event: CalendarEvent): EventFormInput {
  return {
    title: event.title,
    description: event.description ?? '',
    event_date: event.event_date,
    event_time: event.event_time ?? '',
    amount: event.amount === null ? '' : String(event.amount),
    event_type: event.event_type,
    category: event.category,
    is_recurring: event.is_recurring,
    recurrence_pattern: event.recurrence_pattern ?? 'monthly',
    reminder_enabled: event.reminder_enabled,
    reminder_days_before: String(event.reminder_days_before) as EventFormInput['reminder_days_before'],
  };
}
