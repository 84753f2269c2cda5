import { formatEventAmount } from '../money.ts';
import { addDays, anchorDay, occurrenceAt, type RecurrencePattern, type Series } from './recurrence.ts';

/**
 * An iCalendar file (RFC 5545) of the given events, for Google Calendar, Apple Calendar and
 * others: the app's "Export to calendar" and the subscribed feed (GET /functions/v1/calendar-feed).
 */

export interface IcsEvent {
  id: string;
  title: string;
  description: string | null;
  event_date: string;
  event_time: string | null;
  amount: number | null;
  event_type: string;
  category: string;
  recurrence_pattern: RecurrencePattern | null;
  recurrence_day: number | null;
  reminder_enabled: boolean;
  reminder_days_before: number;
}

export const ICS_FILE_NAME = 'financial-calendar.ics';

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const escapeText = (text: string): string =>
  text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** Lines longer than 75 octets continue on lines that start with a space, never inside a character (3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const icsDate = (date: string) => date.replaceAll('-', '');
const icsTimestamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** One VEVENT's start and rule; a series may need two (see seriesRules). */
interface Rule {
  uidSuffix: string;
  start: string;
  rrule: string | null;
}

const FEBRUARY = 2;
const monthOf = (date: string) => Number(date.slice(5, 7));

/**
 * RRULEs every importer expands to exactly the app's dates. A series on the 31st is the last
 * day of every month (BYMONTHDAY=-1). A series on the 29th or 30th falls on that day except in
 * February, where it falls on the last day: RRULE's own BYMONTHDAY skips February instead, and
 * BYSETPOS, which could say "the 30th or the last day", is ignored by some importers (ical.js
 * 2.2.1: kewisch/ical.js#960). So such a series is two yearly rules, one for its months that
 * have the day and one for February, each starting on its own first date.
 */
function seriesRules(series: Series): Rule[] {
  const { recurrence_pattern: pattern, event_date: start } = series;
  if (pattern === 'weekly') return [{ uidSuffix: '', start, rrule: 'FREQ=WEEKLY' }];
  if (pattern === 'bi-weekly') return [{ uidSuffix: '', start, rrule: 'FREQ=WEEKLY;INTERVAL=2' }];
  const day = anchorDay(series);
  if (pattern === 'yearly') {
    const rrule =
      monthOf(start) === FEBRUARY && day > 28 ? 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'FREQ=YEARLY';
    return [{ uidSuffix: '', start, rrule }];
  }
  const step = pattern === 'monthly' ? 1 : 3;
  const monthly = `FREQ=MONTHLY${step > 1 ? `;INTERVAL=${step}` : ''}`;
  if (day <= 28) return [{ uidSuffix: '', start, rrule: monthly }];
  if (day === 31) return [{ uidSuffix: '', start, rrule: `${monthly};BYMONTHDAY=-1` }];
  const firstYear = Array.from({ length: 12 / step }, (_, k) => occurrenceAt(series, k));
  const months = [...new Set(firstYear.map(monthOf))].sort((a, b) => a - b);
  if (!months.includes(FEBRUARY)) return [{ uidSuffix: '', start, rrule: `${monthly};BYMONTHDAY=${day}` }];
  const inFebruary = (date: string) => monthOf(date) === FEBRUARY;
  return [
    {
      uidSuffix: '',
      start: firstYear.find((date) => !inFebruary(date)) ?? start,
      rrule: `FREQ=YEARLY;BYMONTH=${months.filter((m) => m !== FEBRUARY).join(',')};BYMONTHDAY=${day}`,
    },
    {
      uidSuffix: '-february',
      start: firstYear.find(inFebruary) ?? start,
      rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
    },
  ];
}

function details(event: IcsEvent): string {
  const amount = formatEventAmount(event);
  return [amount && `Amount: ${amount}`, event.event_time && `Time: ${event.event_time}`, event.description]
    .filter(Boolean)
    .join('\n');
}

// A series repeats by its RRULE, so a later pending occurrence of the same series would show twice.
const seriesKey = (event: IcsEvent) =>
  [event.title, event.event_type, event.category, event.amount, event.recurrence_pattern].join('\u0000');

const byDate = (a: IcsEvent, b: IcsEvent) =>
  a.event_date < b.event_date ? -1 : a.event_date > b.event_date ? 1 : 0;

function firstOfEachSeries(events: readonly IcsEvent[]): IcsEvent[] {
  const seen = new Set<string>();
  return [...events].sort(byDate).filter((event) => {
    if (!event.recurrence_pattern) return true;
    const key = seriesKey(event);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The alarm fires at 08:00 on the day `days` before the (all-day, midnight-starting) event: the
 * hour the reminder emails go out (docs/decisions/016-reminders.md).
 */
export const alarmTrigger = (days: number): string => (days > 1 ? `-P${days - 1}DT16H` : '-PT16H');

function vevent(event: IcsEvent, rule: Rule, stamp: string): string[] {
  const description = details(event);
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}${rule.uidSuffix}@empowered-finance`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(rule.start)}`,
    `DTEND;VALUE=DATE:${icsDate(addDays(rule.start, 1))}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(rule.rrule ? [`RRULE:${rule.rrule}`] : []),
    'TRANSP:TRANSPARENT',
    ...(event.reminder_enabled
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.title)}`,
          `TRIGGER:${alarmTrigger(event.reminder_days_before)}`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
  ];
}

const rulesOf = (event: IcsEvent): Rule[] =>
  event.recurrence_pattern
    ? seriesRules({ ...event, recurrence_pattern: event.recurrence_pattern })
    : [{ uidSuffix: '', start: event.event_date, rrule: null }];

export function buildIcs(events: readonly IcsEvent[], now: Date): string {
  const stamp = icsTimestamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Empowered Finance//Financial Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Financial Calendar',
    ...firstOfEachSeries(events).flatMap((event) =>
      rulesOf(event).flatMap((rule) => vevent(event, rule, stamp)),
    ),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
