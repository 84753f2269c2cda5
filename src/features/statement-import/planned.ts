import type {
  EventCategory,
  EventType,
  RecurrencePattern,
  ReminderDays,
  Tables,
  TablesInsert,
} from '@/types/database';
import { daysInMonth } from '@shared/calendar/recurrence.ts';
import { payeeKey } from './payee';
import type { Finding } from './recurring';
import { sameAmount } from './series';

/**
 * From a finding to the calendar: what the person may change before adding it, the repeating
 * events it becomes, and which of those the calendar already holds ("already planned").
 */

/** The finding as the person leaves it: title, amount, type, category and reminder are theirs to change. */
export interface ReviewChoice {
  title: string;
  /** Dollars, as the calendar stores them. */
  amount: number;
  event_type: EventType;
  category: EventCategory;
  reminder_enabled: boolean;
  reminder_days_before: ReminderDays;
}

/** What the review starts with: the finding's own title, amount and suggestion, a reminder the day before a bill. */
export const defaultChoice = (finding: Finding): ReviewChoice => ({
  title: finding.title,
  amount: finding.cents / 100,
  event_type: finding.suggestion.eventType,
  category: finding.suggestion.category,
  reminder_enabled: finding.kind === 'payment',
  reminder_days_before: 1,
});

/** An event to insert, without the user id (the screen's mutation adds it). */
export type EventRow = Required<Omit<TablesInsert<'calendar_events'>, 'id' | 'user_id' | 'completed'>> & {
  amount: number;
  recurrence_pattern: RecurrencePattern;
};

/** The calendar has no twice-a-month pattern: such a finding is two monthly events, one on each of its days. */
const PATTERN: Record<Finding['frequency'], RecurrencePattern> = {
  weekly: 'weekly',
  'bi-weekly': 'bi-weekly',
  'semi-monthly': 'monthly',
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
};

/**
 * The day of the month a series keeps, for its event starting on `date`: a short month's last day
 * stands for a later day (the 30th of November for the 31st), which the event must keep after it.
 * Null for weekly kinds, which keep no day.
 */
function keptDay(finding: Finding, date: string): number | null {
  if (finding.daysOfMonth.length === 0) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthEnd = day === daysInMonth(year, month);
  return (
    finding.daysOfMonth.find((kept) => kept === day) ??
    finding.daysOfMonth.find((kept) => monthEnd && kept > day) ??
    day
  );
}

/**
 * The repeating events a finding becomes, each starting on its next expected date. Nothing of
 * the statement goes with them: no line, no description, only what the person chose.
 */
export function toEventRows(finding: Finding, choice: ReviewChoice): EventRow[] {
  return finding.next.map((date) => ({
    title: choice.title.trim(),
    description: null,
    event_date: date,
    event_time: null,
    amount: choice.amount,
    event_type: choice.event_type,
    category: choice.category,
    is_recurring: true,
    recurrence_pattern: PATTERN[finding.frequency],
    recurrence_day: keptDay(finding, date),
    reminder_enabled: choice.reminder_enabled,
    reminder_days_before: choice.reminder_days_before,
  }));
}

const words = (title: string) =>
  new Set(
    payeeKey(title)
      .split(' ')
      .filter((word) => word.length > 1),
  );

/**
 * Whether two titles name one payee: the same words, or every word of one in the other
 * ("Netflix" and "Netflix.com"), or most of them shared.
 */
export function similarTitles(a: string, b: string): boolean {
  const [one, two] = [words(a), words(b)];
  if (one.size === 0 || two.size === 0) return false;
  const shared = [...one].filter((word) => two.has(word)).length;
  return shared === Math.min(one.size, two.size) || shared / new Set([...one, ...two]).size >= 0.5;
}

type CalendarEvent = Pick<
  Tables<'calendar_events'>,
  | 'id'
  | 'title'
  | 'amount'
  | 'event_type'
  | 'event_date'
  | 'is_recurring'
  | 'recurrence_pattern'
  | 'completed'
>;

const isIncome = (type: EventType) => type === 'income';

/** Days apart within a month, across its end (the 30th and the 2nd are 3 apart, about). */
const daysApartInMonth = (a: string, b: string) => {
  const apart = Math.abs(Number(a.slice(8, 10)) - Number(b.slice(8, 10)));
  return Math.min(apart, 31 - apart);
};

/**
 * For each row, the pending repeating event that already plans it, or null: the same kind (money
 * in or out), a similar title, the same pattern and an amount within the finding's drift. Each
 * event plans one row at most, the nearest in the month first: of twice a month's two rows, each
 * takes the event on its own day.
 */
export function plannedBy(rows: readonly EventRow[], events: readonly CalendarEvent[]): (string | null)[] {
  const pairs = rows.flatMap((row, index) =>
    events
      .filter(
        (event) =>
          !event.completed &&
          event.is_recurring &&
          event.recurrence_pattern === row.recurrence_pattern &&
          isIncome(event.event_type) === isIncome(row.event_type) &&
          event.amount !== null &&
          sameAmount(Math.round(event.amount * 100), Math.round(row.amount * 100)) &&
          similarTitles(event.title, row.title),
      )
      .map((event) => ({ index, id: event.id, apart: daysApartInMonth(event.event_date, row.event_date) })),
  );
  pairs.sort((a, b) => a.apart - b.apart || a.index - b.index || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const planned: (string | null)[] = rows.map(() => null);
  const taken = new Set<string>();
  for (const { index, id } of pairs) {
    if (planned[index] !== null || taken.has(id)) continue;
    planned[index] = id;
    taken.add(id);
  }
  return planned;
}
