import { addMonths, endOfMonth, parseISO } from 'date-fns';
import { formatDate, localDayKey } from '@shared/calendar/dates.ts';
import {
  addDays,
  nextOccurrence as nextSeriesDate,
  occurrencesBetween,
} from '@shared/calendar/recurrence.ts';
import { sumMoney } from '@/lib/money';
import type { ReminderDays, Tables, TablesInsert } from '@/types/database';
import type { EventFormInput, EventFormValues } from './schema';

export type CalendarEvent = Tables<'calendar_events'>;
type Event = Pick<CalendarEvent, 'event_date' | 'completed' | 'title'>;

/** event_date is a calendar date (yyyy-MM-dd); compare it as a local day, never as UTC midnight. */
export const eventDay = (event: Pick<Event, 'event_date'>): Date => parseISO(event.event_date);

/** The yyyy-MM-dd key of a local day, as event_date stores it. */
export const dayKey = (day: Date): string => localDayKey(day);

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

type Recurring = Pick<CalendarEvent, 'event_date' | 'recurrence_pattern' | 'recurrence_day'>;

/**
 * The date a recurring event moves to once completed, by the one rule of
 * docs/decisions/006-calendar.md: a bill on Jan 31 falls on Feb 28, then Mar 31.
 */
export function nextOccurrence(event: Recurring): string | null {
  if (!event.recurrence_pattern) return null;
  return nextSeriesDate({ ...event, recurrence_pattern: event.recurrence_pattern });
}

/** A date on the calendar: a stored event, or a computed future date of a recurring one. */
export type CalendarEntry = CalendarEvent & {
  /** Set on computed dates: the id of the pending event whose series falls here. */
  projectedFrom?: string;
  /** Set on an event added offline and not yet stored (outbox-logic.ts): waiting, or refused. */
  queued?: { state: 'waiting' } | { state: 'refused'; refusal: string };
};

/** How far ahead recurring events are shown: 12 whole months, or further when a later month is in view. */
export function projectionEnd(now: Date, visibleMonth: Date): string {
  const yearAhead = endOfMonth(addMonths(now, 12));
  const visible = endOfMonth(visibleMonth);
  return dayKey(visible > yearAhead ? visible : yearAhead);
}

// A series is its title, kind and amount; completing an occurrence stores its successor as a new row.
const seriesKey = (event: CalendarEvent) =>
  [event.title, event.event_type, event.category, event.amount, event.recurrence_pattern].join('\u0000');

/**
 * The events and, from `today` (yyyy-MM-dd) to `until`, the future dates of every pending recurring event
 * (computed, not stored: docs/decisions/006-calendar.md). A stored event of the same series on
 * a date stands for that date, so nothing shows twice. Sorted by date.
 */
export function withProjections(
  events: readonly CalendarEvent[],
  today: string,
  until: string,
): CalendarEntry[] {
  const taken = new Set(events.map((event) => `${seriesKey(event)}\u0000${event.event_date}`));
  const projected: CalendarEntry[] = [];
  for (const event of [...events].sort(byEventDate)) {
    if (event.completed || !event.recurrence_pattern) continue;
    const series = { ...event, recurrence_pattern: event.recurrence_pattern };
    const from = addDays(event.event_date, 1) > today ? addDays(event.event_date, 1) : today;
    for (const date of occurrencesBetween(series, from, until)) {
      const key = `${seriesKey(event)}\u0000${date}`;
      if (taken.has(key)) continue;
      taken.add(key);
      projected.push({ ...event, id: `${event.id}@${date}`, event_date: date, projectedFrom: event.id });
    }
  }
  return [...events, ...projected].sort(byEventDate);
}

export interface MonthSummary {
  income: number;
  bills: number;
  /** Savings, investments and other events with an amount: money leaving the account. */
  otherOutflows: number;
  net: number;
}

/** Money in and out in one month (yyyy-MM), from every event in it with an amount. */
export function monthSummary(
  entries: readonly Pick<CalendarEvent, 'event_date' | 'event_type' | 'amount'>[],
  month: string,
): MonthSummary {
  const inMonth = entries.filter((e) => e.amount !== null && e.event_date.startsWith(`${month}-`));
  const total = (keep: (type: CalendarEvent['event_type']) => boolean) =>
    sumMoney(inMonth.filter((e) => keep(e.event_type)).map((e) => e.amount ?? 0));
  const income = total((type) => type === 'income');
  const bills = total((type) => type === 'bill');
  const otherOutflows = total((type) => type !== 'income' && type !== 'bill');
  return { income, bills, otherOutflows, net: sumMoney([income, -bills, -otherOutflows]) };
}

/** Dates as the spec shows them: 'MMM dd, yyyy'. */
export const formatEventDate = (event: Pick<Event, 'event_date'>): string => formatDate(event.event_date);

/** Income adds money (+, green), every other type takes it (-, red); null when there is no amount. */
export { formatEventAmount } from '@shared/money.ts';

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

/** The address calendar apps subscribe to (GET /functions/v1/calendar-feed, no headers needed). */
export const feedUrl = (supabaseUrl: string, token: string): string =>
  `${supabaseUrl.replace(/\/$/, '')}/functions/v1/calendar-feed?token=${token}`;
