/**
 * When a recurring event falls (docs/decisions/006-calendar.md), in one place for the app's
 * calendar, the .ics export and feed, and the SQL of the reminders (private.is_occurrence):
 * weekly and bi-weekly series step by 7 and 14 days; monthly, quarterly and yearly series fall
 * on their day of the month (`recurrence_day`), or on the last day of a month too short for it.
 * A bill on Jan 31 falls on Feb 28, then Mar 31. Dates are yyyy-MM-dd strings, as the database
 * stores them, so no time zone can shift them.
 */

export type RecurrencePattern = 'weekly' | 'bi-weekly' | 'monthly' | 'quarterly' | 'yearly';

export interface Series {
  /** The first date of the series (a pending event's date). */
  event_date: string;
  recurrence_pattern: RecurrencePattern;
  /** The day of the month the series keeps; null means the day of event_date. */
  recurrence_day: number | null;
}

const DAY_STEP: Partial<Record<RecurrencePattern, number>> = { weekly: 7, 'bi-weekly': 14 };
const MONTH_STEP: Partial<Record<RecurrencePattern, number>> = { monthly: 1, quarterly: 3, yearly: 12 };
const DAY_MS = 86_400_000;

interface Ymd {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const parse = (date: string): Ymd => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = ({ year, month, day }: Ymd) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const toUtc = (date: string) => {
  const { year, month, day } = parse(date);
  return Date.UTC(year, month - 1, day);
};
const fromUtc = (ms: number) => {
  const d = new Date(ms);
  return format({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
};

/** The number of days in a month (month 1-12). */
export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A date plus a number of days. */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

const monthIndex = ({ year, month }: Ymd) => year * 12 + (month - 1);

/** The day of the month a series keeps. */
export const anchorDay = (series: Series): number => series.recurrence_day ?? parse(series.event_date).day;

/** The date `months` months after `date`'s month, on `day` or the month's last day. */
function inMonth(date: string, months: number, day: number): string {
  const index = monthIndex(parse(date)) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

/** The k-th date of a series (k = 0 is its first date). */
export function occurrenceAt(series: Series, k: number): string {
  if (k === 0) return series.event_date;
  const days = DAY_STEP[series.recurrence_pattern];
  if (days) return addDays(series.event_date, k * days);
  return inMonth(series.event_date, k * (MONTH_STEP[series.recurrence_pattern] ?? 1), anchorDay(series));
}

/** The date after the series' first one: where a completed occurrence's successor falls. */
export const nextOccurrence = (series: Series): string => occurrenceAt(series, 1);

/** The index of the first occurrence that can fall on or after `date` (a lower bound). */
function firstIndexFrom(series: Series, date: string): number {
  if (date <= series.event_date) return 0;
  const days = DAY_STEP[series.recurrence_pattern];
  if (days) return Math.ceil(daysBetween(series.event_date, date) / days);
  const step = MONTH_STEP[series.recurrence_pattern] ?? 1;
  return Math.max(0, Math.floor((monthIndex(parse(date)) - monthIndex(parse(series.event_date))) / step));
}

/** The series' dates from `from` to `to`, both included, in order. */
export function occurrencesBetween(series: Series, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let k = firstIndexFrom(series, from); ; k += 1) {
    const date = occurrenceAt(series, k);
    if (date > to) return dates;
    if (date >= from) dates.push(date);
  }
}

/** Whether the series falls on `date`. */
export const isOccurrence = (series: Series, date: string): boolean =>
  occurrencesBetween(series, date, date).length === 1;
