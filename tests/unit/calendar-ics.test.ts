import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, type IcsEvent } from '@shared/calendar/ics.ts';
import { addDays, occurrencesBetween } from '@shared/calendar/recurrence.ts';

// Every file is checked by parsing it back with ical.js, the iCalendar parser Thunderbird uses.

const NOW = new Date(Date.UTC(2026, 10, 22, 15, 4, 5));

const base: IcsEvent = {
  id: '6b1f7c1e-0000-4000-8000-000000000001',
  title: 'Rent Payment',
  description: null,
  event_date: '2026-12-01',
  event_time: null,
  amount: 1200,
  event_type: 'bill',
  category: 'housing',
  recurrence_pattern: null,
  recurrence_day: null,
  reminder_enabled: false,
  reminder_days_before: 1,
};

function parse(text: string) {
  const calendar = ICAL.Component.fromString(text);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
}

type ParsedEvent = InstanceType<typeof ICAL.Event>;

/** The first `count` dates (yyyy-MM-dd) of an event's series, as a calendar app expands it. */
function occurrences(event: ParsedEvent, count: number): string[] {
  const iterator = event.iterator();
  return Array.from({ length: count }, () => iterator.next().toString());
}

/** The first `count` dates of a series, over all the VEVENTs it was written as (UID `<id>` or `<id>-…`). */
function seriesDates(events: readonly ParsedEvent[], id: string, count: number): string[] {
  const parts = events.filter(
    (e) => e.uid === `${id}@empowered-finance` || e.uid.startsWith(`${id}-february@`),
  );
  return parts
    .flatMap((e) => occurrences(e, count))
    .sort()
    .slice(0, count);
}

describe('buildIcs', () => {
  it('writes a VCALENDAR of all-day events with UID, DTSTAMP and the amount in the description', () => {
    const text = buildIcs([{ ...base, event_time: '09:30', description: 'Landlord: Smith' }], NOW);
    const { calendar, events } = parse(text);

    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Empowered Finance//Financial Calendar//EN');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe(`${base.id}@empowered-finance`);
    expect(event!.summary).toBe('Rent Payment');
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2026-12-01');
    expect(event!.endDate.toString()).toBe('2026-12-02');
    expect(event!.description).toBe('Amount: -$1,200.00\nTime: 09:30\nLandlord: Smith');
    expect(event!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-22T15:04:05Z');
    expect(event!.isRecurring()).toBe(false);
    expect(text).toContain('DTSTART;VALUE=DATE:20261201\r\n');
  });

  it('ends every line with CRLF and keeps lines within 75 octets, folding long UTF-8 text intact', () => {
    const title = `Café rent 💶 ${'très long titre, avec; des virgules '.repeat(6)}`.trim();
    const text = buildIcs([{ ...base, title }], NOW);

    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
    expect(parse(text).events[0]!.summary).toBe(title);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    const description = 'Pay rent; call landlord, then\nfile C:\\receipts';
    const text = buildIcs([{ ...base, amount: null, description, title: 'Rent, flat; 2\\B' }], NOW);

    expect(text).toContain('SUMMARY:Rent\\, flat\\; 2\\\\B\r\n');
    const [event] = parse(text).events;
    expect(event!.summary).toBe('Rent, flat; 2\\B');
    expect(event!.description).toBe(description);
  });

  it('repeats recurring events with RRULEs that give exactly the app dates, month ends included', () => {
    const text = buildIcs(
      [
        { ...base, id: 'weekly', event_date: '2026-12-29', recurrence_pattern: 'weekly' },
        { ...base, id: 'bi-weekly', event_date: '2026-12-25', recurrence_pattern: 'bi-weekly' },
        { ...base, id: 'monthly', event_date: '2027-01-31', recurrence_pattern: 'monthly', title: 'Loan' },
        { ...base, id: 'monthly-15', event_date: '2027-01-15', recurrence_pattern: 'monthly', title: 'Car' },
        { ...base, id: 'monthly-30', event_date: '2027-01-30', recurrence_pattern: 'monthly', title: 'Gym' },
        { ...base, id: 'quarterly', event_date: '2026-11-30', recurrence_pattern: 'quarterly', title: 'Tax' },
        { ...base, id: 'yearly', event_date: '2028-02-29', recurrence_pattern: 'yearly', title: 'Leap' },
        { ...base, id: 'yearly-7', event_date: '2026-07-04', recurrence_pattern: 'yearly', title: 'Fee' },
      ],
      NOW,
    );
    const { events } = parse(text);

    expect(seriesDates(events, 'weekly', 3)).toEqual(['2026-12-29', '2027-01-05', '2027-01-12']);
    expect(seriesDates(events, 'bi-weekly', 3)).toEqual(['2026-12-25', '2027-01-08', '2027-01-22']);
    expect(seriesDates(events, 'monthly', 4)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(seriesDates(events, 'monthly-15', 2)).toEqual(['2027-01-15', '2027-02-15']);
    expect(seriesDates(events, 'monthly-30', 4)).toEqual([
      '2027-01-30',
      '2027-02-28',
      '2027-03-30',
      '2027-04-30',
    ]);
    expect(seriesDates(events, 'quarterly', 3)).toEqual(['2026-11-30', '2027-02-28', '2027-05-30']);
    expect(seriesDates(events, 'yearly', 3)).toEqual(['2028-02-29', '2029-02-28', '2030-02-28']);
    expect(seriesDates(events, 'yearly-7', 2)).toEqual(['2026-07-04', '2027-07-04']);
    expect(text).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=-1\r\n');
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1\r\n');
  });

  it('agrees with the app on every date of every kind of series for three years', () => {
    const starts = [
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-11-30',
      '2027-02-28',
      '2028-02-29',
    ];
    const patterns = ['weekly', 'bi-weekly', 'monthly', 'quarterly', 'yearly'] as const;
    const series = starts.flatMap((event_date) =>
      patterns.map((recurrence_pattern) => ({
        ...base,
        id: `${recurrence_pattern}-${event_date}`,
        title: `${recurrence_pattern} ${event_date}`,
        event_date,
        recurrence_pattern,
        // Feb 28 as a stand-in for the 31st, as a completed Jan 31 leaves it.
        recurrence_day: event_date === '2027-02-28' ? 31 : null,
      })),
    );
    const { events } = parse(buildIcs(series, NOW));
    for (const event of series) {
      const until = addDays(event.event_date, 3 * 366);
      const expected = occurrencesBetween(event, event.event_date, until);
      const parsed = seriesDates(events, event.id, expected.length + 5).filter((date) => date <= until);
      expect(parsed, event.id).toEqual(expected);
    }
  });

  it('exports one series per recurring event, from its earliest pending date', () => {
    const rent = { ...base, recurrence_pattern: 'monthly' as const };
    const text = buildIcs(
      [
        { ...rent, id: 'january', event_date: '2027-01-01' },
        { ...rent, id: 'december', event_date: '2026-12-01' },
        { ...rent, id: 'other-amount', event_date: '2026-12-01', amount: 900 },
      ],
      NOW,
    );
    expect(parse(text).events.map((e) => e.uid)).toEqual([
      'december@empowered-finance',
      'other-amount@empowered-finance',
    ]);
  });

  it('adds a display alarm the chosen number of days before when reminders are on', () => {
    const text = buildIcs([{ ...base, reminder_enabled: true, reminder_days_before: 7 }], NOW);
    const [alarm] = parse(text).events[0]!.component.getAllSubcomponents('valarm');

    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    // 08:00 on the day 7 days before the all-day event, when the reminder email goes out too.
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P6DT16H');
  });

  it('writes an empty but valid calendar when there is nothing to export', () => {
    expect(parse(buildIcs([], NOW)).events).toEqual([]);
  });
});

describe('escapeText and foldLine', () => {
  it('escape and fold as RFC 5545 3.3.11 and 3.1 say', () => {
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine(`${'x'.repeat(74)}é`)).toBe(`${'x'.repeat(74)}\r\n é`);
  });
});
