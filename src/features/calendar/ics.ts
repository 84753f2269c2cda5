import { addDays, format, getDate, getMonth, isLastDayOfMonth, parseISO } from 'date-fns';
import type { RecurrencePattern } from '@/types/database';
import { byEventDate, formatEventAmount, type CalendarEvent } from './logic';

/** An iCalendar file (RFC 5545) of the given events, for Google Calendar, Apple Calendar and others. */

export type IcsEvent = Pick<
  CalendarEvent,
  | 'id'
  | 'title'
  | 'description'
  | 'event_date'
  | 'event_time'
  | 'amount'
  | 'event_type'
  | 'category'
  | 'recurrence_pattern'
  | 'reminder_enabled'
  | 'reminder_days_before'
>;

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

const icsDate = (eventDate: string) => eventDate.replaceAll('-', '');
const icsTimestamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * RRULEs every importer understands. The app moves an event on the 31st to the last day of
 * shorter months, which BYMONTHDAY=-1 says plainly; so does any end-of-month date after the 28th.
 * BYSETPOS over 28..30 would also cover the 29th and 30th of longer months, but importers
 * disagree on it (ical.js 2.2.1 ignores it: kewisch/ical.js#960) and one that ignores it would
 * repeat the event on several days a month; those dates skip February instead, as Google
 * Calendar's own "monthly on day 30" does.
 */
function rrule(eventDate: string, pattern: RecurrencePattern): string {
  const day = parseISO(eventDate);
  const endOfMonth = getDate(day) > 28 && isLastDayOfMonth(day);
  const monthly = (interval: number) =>
    `FREQ=MONTHLY${interval > 1 ? `;INTERVAL=${interval}` : ''}${endOfMonth ? ';BYMONTHDAY=-1' : ''}`;
  switch (pattern) {
    case 'weekly':
      return 'FREQ=WEEKLY';
    case 'bi-weekly':
      return 'FREQ=WEEKLY;INTERVAL=2';
    case 'monthly':
      return monthly(1);
    case 'quarterly':
      return monthly(3);
    case 'yearly':
      return getMonth(day) === 1 && endOfMonth ? 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'FREQ=YEARLY';
  }
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

function firstOfEachSeries(events: readonly IcsEvent[]): IcsEvent[] {
  const seen = new Set<string>();
  return [...events].sort(byEventDate).filter((event) => {
    if (!event.recurrence_pattern) return true;
    const key = seriesKey(event);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function vevent(event: IcsEvent, stamp: string): string[] {
  const description = details(event);
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@empowered-finance`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(event.event_date)}`,
    `DTEND;VALUE=DATE:${format(addDays(parseISO(event.event_date), 1), 'yyyyMMdd')}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(event.recurrence_pattern ? [`RRULE:${rrule(event.event_date, event.recurrence_pattern)}`] : []),
    'TRANSP:TRANSPARENT',
    ...(event.reminder_enabled
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.title)}`,
          `TRIGGER:-P${event.reminder_days_before}D`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
  ];
}

export function buildIcs(events: readonly IcsEvent[], now: Date): string {
  const stamp = icsTimestamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Empowered Finance//Financial Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Financial Calendar',
    ...firstOfEachSeries(events).flatMap((event) => vevent(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
