import { formatShortDate } from '@shared/calendar/dates.ts';
import { addDays, daysBetween } from '@shared/calendar/recurrence.ts';
import { dayKey, overdueEvents, withProjections, type CalendarEvent } from '@/features/calendar';
import { calendarDayPath, paths } from '@/lib/paths';
import type { Tables } from '@/types/database';

/**
 * What the bell in the dashboard header lists: events whose reminder is due (the reminder day
 * has come and the date has not passed, repeats included), overdue events, and goals past
 * their target date. A list of what is coming, not the emails' push: every day from the reminder
 * day through the event, at any hour, by the browser's day as the calendar page counts it
 * (docs/decisions/016-reminders.md).
 */

export interface ReminderItem {
  id: string;
  kind: 'due' | 'overdue';
  title: string;
  detail: string;
  href: string;
  /** For ordering: the date the item is about. */
  date: string;
}

type Goal = Pick<Tables<'goals'>, 'id' | 'title' | 'target_date' | 'completed_at'>;

/** The longest reminder (14 days before): how far ahead a due reminder can be. */
const LONGEST_REMINDER_DAYS = 14;

function dueLabel(days: number): string {
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due in ${days} days`;
}

export function reminderItems(
  events: readonly CalendarEvent[],
  goals: readonly Goal[],
  now: Date,
): ReminderItem[] {
  const today = dayKey(now);
  const horizon = addDays(today, LONGEST_REMINDER_DAYS);
  const due = withProjections(events, today, horizon)
    .filter((e) => !e.completed && e.reminder_enabled && e.event_date >= today)
    .map((e) => ({ event: e, days: daysBetween(today, e.event_date) }))
    .filter(({ event, days }) => days <= event.reminder_days_before)
    .map(({ event, days }): ReminderItem => ({
      id: event.id,
      kind: 'due',
      title: event.title,
      detail: `${dueLabel(days)} · ${formatShortDate(event.event_date)}`,
      href: calendarDayPath(event.event_date),
      date: event.event_date,
    }));
  const overdue = overdueEvents(events, now).map((e): ReminderItem => ({
    id: e.id,
    kind: 'overdue',
    title: e.title,
    detail: `Overdue since ${formatShortDate(e.event_date)}`,
    href: calendarDayPath(e.event_date),
    date: e.event_date,
  }));
  const lateGoals = goals
    .filter((g) => g.completed_at === null && g.target_date !== null && g.target_date < today)
    .map((g): ReminderItem => ({
      id: g.id,
      kind: 'overdue',
      title: g.title,
      detail: `Goal date passed ${formatShortDate(g.target_date!)}`,
      href: paths.dashboard.goals,
      date: g.target_date!,
    }));
  const byDate = (a: ReminderItem, b: ReminderItem) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  return [...overdue, ...lateGoals].sort(byDate).concat(due.sort(byDate));
}
