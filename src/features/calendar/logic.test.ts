import { describe, expect, it } from 'vitest';
import type { RecurrencePattern } from '@/types/database';
import {
  dayKey,
  eventsByDay,
  formatEventAmount,
  formatEventDate,
  isOverdue,
  monthSummary,
  nextOccurrence,
  overdueEvents,
  projectionEnd,
  withProjections,
  toEventFields,
  toEventFormInput,
  toEventInsert,
  upcomingEvents,
} from './logic';
import { calendarEvent } from '@/testing/calendar';
import { eventFormSchema, eventFormDefaults } from './schema';

// Runs under TZ=America/Los_Angeles, UTC and Asia/Tokyo in CI: every date here is a local day.

const event = (event_date: string, completed = false, title = event_date) => ({
  event_date,
  completed,
  title,
});

// Late in the evening, when a UTC-based comparison would already be on the next day in the Americas.
const now = new Date(2026, 10, 22, 23, 59);

describe('upcomingEvents', () => {
  it('keeps today and later, not completed, soonest first', () => {
    const result = upcomingEvents(
      [
        event('2026-12-01'),
        event('2026-11-21'),
        event('2026-11-22'),
        event('2026-11-25', true),
        event('2026-11-23'),
      ],
      now,
    );
    expect(result.map((e) => e.event_date)).toEqual(['2026-11-22', '2026-11-23', '2026-12-01']);
  });
});

describe('overdueEvents', () => {
  it('keeps days before today that are not completed, oldest first', () => {
    const result = overdueEvents(
      [
        event('2026-11-21'),
        event('2026-11-22'),
        event('2026-10-01'),
        event('2026-11-20', true),
        event('2025-12-31'),
      ],
      now,
    );
    expect(result.map((e) => e.event_date)).toEqual(['2025-12-31', '2026-10-01', '2026-11-21']);
  });

  it('does not count today as overdue, even a minute after midnight', () => {
    const justAfterMidnight = new Date(2026, 10, 22, 0, 1);
    expect(isOverdue(event('2026-11-22'), justAfterMidnight)).toBe(false);
    expect(isOverdue(event('2026-11-21'), justAfterMidnight)).toBe(true);
    expect(isOverdue(event('2026-11-21', true), justAfterMidnight)).toBe(false);
  });
});

describe('eventsByDay (the selected day and the calendar dots)', () => {
  it('groups events under their own day, in the order given', () => {
    const days = eventsByDay([
      event('2026-11-22', false, 'Rent'),
      event('2026-11-23', false, 'Payday'),
      event('2026-11-22', true, 'Phone'),
    ]);
    expect(days.get(dayKey(new Date(2026, 10, 22)))?.map((e) => e.title)).toEqual(['Rent', 'Phone']);
    expect(days.get(dayKey(new Date(2026, 10, 23)))?.map((e) => e.title)).toEqual(['Payday']);
    expect(days.has(dayKey(new Date(2026, 10, 24)))).toBe(false);
  });

  it("keys a local day by its own date, not by UTC's", () => {
    expect(dayKey(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(dayKey(new Date(2026, 0, 1, 23, 59))).toBe('2026-01-01');
  });
});

describe('nextOccurrence', () => {
  it.each<[RecurrencePattern, string, string]>([
    ['weekly', '2026-12-29', '2027-01-05'],
    ['weekly', '2026-03-05', '2026-03-12'], // across the US change to summer time
    ['weekly', '2026-10-22', '2026-10-29'], // across the European change back
    ['bi-weekly', '2026-12-25', '2027-01-08'],
    ['monthly', '2026-03-15', '2026-04-15'],
    ['monthly', '2027-01-31', '2027-02-28'],
    ['monthly', '2028-01-31', '2028-02-29'],
    ['monthly', '2026-03-31', '2026-04-30'],
    ['monthly', '2026-12-31', '2027-01-31'],
    ['monthly', '2027-01-30', '2027-02-28'],
    ['quarterly', '2026-11-30', '2027-02-28'],
    ['quarterly', '2026-01-15', '2026-04-15'],
    ['yearly', '2028-02-29', '2029-02-28'],
    ['yearly', '2026-07-04', '2027-07-04'],
  ])('moves a %s event of %s to %s', (pattern, day, next) => {
    expect(nextOccurrence({ event_date: day, recurrence_pattern: pattern, recurrence_day: null })).toBe(next);
  });

  it('keeps the day the series falls on: Jan 31, Feb 28, then Mar 31', () => {
    expect(
      nextOccurrence({ event_date: '2027-02-28', recurrence_pattern: 'monthly', recurrence_day: 31 }),
    ).toBe('2027-03-31');
    expect(
      nextOccurrence({ event_date: '2027-02-28', recurrence_pattern: 'quarterly', recurrence_day: 30 }),
    ).toBe('2027-05-30');
    expect(
      nextOccurrence({ event_date: '2027-02-28', recurrence_pattern: 'monthly', recurrence_day: null }),
    ).toBe('2027-03-28');
  });

  it('has nothing to say about a one-off event', () => {
    expect(
      nextOccurrence({ event_date: '2027-02-28', recurrence_pattern: null, recurrence_day: null }),
    ).toBeNull();
  });
});

describe('formatEventDate', () => {
  it("shows 'MMM dd, yyyy' for the calendar date itself, whatever the time zone", () => {
    expect(formatEventDate(event('2026-01-05'))).toBe('Jan 05, 2026');
    expect(formatEventDate(event('2026-12-31'))).toBe('Dec 31, 2026');
  });
});

describe('formatEventAmount', () => {
  it('shows income with + and every other type with -, in dollars with 2 decimals', () => {
    expect(formatEventAmount({ amount: 2500, event_type: 'income' })).toBe('+$2,500.00');
    expect(formatEventAmount({ amount: 250, event_type: 'bill' })).toBe('-$250.00');
    expect(formatEventAmount({ amount: 0.5, event_type: 'saving' })).toBe('-$0.50');
    expect(formatEventAmount({ amount: 1234567.891, event_type: 'investment' })).toBe('-$1,234,567.89');
    expect(formatEventAmount({ amount: 10, event_type: 'general' })).toBe('-$10.00');
  });

  it('shows nothing without an amount', () => {
    expect(formatEventAmount({ amount: null, event_type: 'income' })).toBeNull();
  });
});

describe('toEventInsert', () => {
  const saved = (values: Partial<ReturnType<typeof eventFormDefaults>>) =>
    toEventInsert(eventFormSchema.parse({ ...eventFormDefaults('2026-12-01'), ...values }), 'user-1');

  it('saves the spec defaults: no amount, reminders 1 day before, no recurrence', () => {
    expect(saved({ title: 'Dentist' })).toEqual({
      user_id: 'user-1',
      title: 'Dentist',
      description: null,
      event_date: '2026-12-01',
      event_time: null,
      amount: null,
      event_type: 'general',
      category: 'other',
      is_recurring: false,
      recurrence_pattern: null,
      reminder_enabled: true,
      reminder_days_before: 1,
    });
  });

  it('parses the amount as a decimal and the reminder days as an integer', () => {
    expect(saved({ title: 'Rent', amount: '1200.50', reminder_days_before: '14' })).toMatchObject({
      amount: 1200.5,
      reminder_days_before: 14,
    });
  });

  it('keeps the pattern only when the event recurs', () => {
    expect(saved({ title: 'Rent', recurrence_pattern: 'weekly' }).recurrence_pattern).toBeNull();
    expect(saved({ title: 'Rent', is_recurring: true, recurrence_pattern: 'weekly' })).toMatchObject({
      is_recurring: true,
      recurrence_pattern: 'weekly',
    });
  });

  it('trims the title and drops a blank description', () => {
    expect(saved({ title: '  Rent  ', description: '   ' })).toMatchObject({
      title: 'Rent',
      description: null,
    });
  });
});

describe('toEventFormInput', () => {
  it('fills the form with an event so that saving it unchanged writes the same columns', () => {
    const stored = {
      id: 'e1',
      user_id: 'u1',
      title: 'Rent',
      description: null,
      event_date: '2026-12-25',
      event_time: '09:30',
      amount: 1200.5,
      event_type: 'bill',
      category: 'housing',
      is_recurring: true,
      recurrence_pattern: 'monthly',
      recurrence_day: 25,
      reminder_enabled: true,
      reminder_days_before: 3,
      completed: false,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    } as const;
    const input = toEventFormInput(stored);
    expect(input).toMatchObject({ amount: '1200.5', description: '', reminder_days_before: '3' });
    const saved = toEventFields(eventFormSchema.parse(input));
    for (const [column, value] of Object.entries(saved)) {
      expect(stored[column as keyof typeof stored], column).toEqual(value);
    }
  });

  it('leaves an amount-less, one-off event without amount and with the default pattern', () => {
    const input = toEventFormInput({
      id: 'e2',
      user_id: 'u1',
      title: 'Check',
      description: 'note',
      event_date: '2026-12-01',
      event_time: null,
      amount: null,
      event_type: 'general',
      category: 'other',
      is_recurring: false,
      recurrence_pattern: null,
      recurrence_day: null,
      reminder_enabled: false,
      reminder_days_before: 1,
      completed: false,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    });
    expect(input).toMatchObject({
      amount: '',
      event_time: '',
      recurrence_pattern: 'monthly',
      is_recurring: false,
    });
  });
});

describe('withProjections (recurring events on their future dates)', () => {
  const today = '2026-11-24';
  const dates = (entries: ReturnType<typeof withProjections>, title: string) =>
    entries.filter((e) => e.title === title).map((e) => `${e.event_date}${e.projectedFrom ? '*' : ''}`);

  it('shows a monthly rent on the 25th of every month ahead, computed from the pending one', () => {
    const rent = calendarEvent({
      title: 'Rent',
      event_date: '2026-11-25',
      recurrence_pattern: 'monthly',
      is_recurring: true,
    });
    const entries = withProjections([rent], today, '2027-02-28');
    expect(dates(entries, 'Rent')).toEqual(['2026-11-25', '2026-12-25*', '2027-01-25*', '2027-02-25*']);
    expect(entries[1]).toMatchObject({
      id: `${rent.id}@2026-12-25`,
      projectedFrom: rent.id,
      completed: false,
    });
  });

  it('follows the month-end rule: Jan 31, Feb 28, Mar 31', () => {
    const loan = calendarEvent({
      title: 'Loan',
      event_date: '2027-01-31',
      recurrence_pattern: 'monthly',
      is_recurring: true,
    });
    expect(dates(withProjections([loan], today, '2027-04-30'), 'Loan')).toEqual([
      '2027-01-31',
      '2027-02-28*',
      '2027-03-31*',
      '2027-04-30*',
    ]);
  });

  it('projects an overdue series only from today, and never a completed or one-off event', () => {
    const gym = calendarEvent({
      title: 'Gym',
      event_date: '2026-11-03',
      recurrence_pattern: 'weekly',
      is_recurring: true,
    });
    const paid = calendarEvent({
      title: 'Paid',
      event_date: '2026-11-20',
      recurrence_pattern: 'weekly',
      is_recurring: true,
      completed: true,
    });
    const once = calendarEvent({ title: 'Once', event_date: '2026-11-30' });
    const entries = withProjections([gym, paid, once], today, '2026-12-08');
    expect(dates(entries, 'Gym')).toEqual(['2026-11-03', '2026-11-24*', '2026-12-01*', '2026-12-08*']);
    expect(dates(entries, 'Paid')).toEqual(['2026-11-20']);
    expect(dates(entries, 'Once')).toEqual(['2026-11-30']);
  });

  it('lets a stored occurrence of the same series stand for its date, so nothing shows twice', () => {
    const series = {
      title: 'Rent',
      amount: 1200,
      recurrence_pattern: 'monthly' as const,
      is_recurring: true,
    };
    const november = calendarEvent({ ...series, event_date: '2026-11-25' });
    const december = calendarEvent({ ...series, event_date: '2026-12-25' });
    expect(dates(withProjections([november, december], today, '2027-01-31'), 'Rent')).toEqual([
      '2026-11-25',
      '2026-12-25',
      '2027-01-25*',
    ]);
  });

  it('looks at least 12 months ahead, further when a later month is in view', () => {
    const now = new Date(2026, 10, 24, 9, 0);
    expect(projectionEnd(now, new Date(2026, 10, 1))).toBe('2027-11-30');
    expect(projectionEnd(now, new Date(2028, 5, 1))).toBe('2028-06-30');
  });
});

describe('monthSummary', () => {
  it('adds income, bills and other outflows of the month, in cents, and the net', () => {
    const entries = [
      { event_date: '2026-12-01', event_type: 'income' as const, amount: 2500.1 },
      { event_date: '2026-12-15', event_type: 'income' as const, amount: 0.2 },
      { event_date: '2026-12-25', event_type: 'bill' as const, amount: 1200 },
      { event_date: '2026-12-05', event_type: 'saving' as const, amount: 300 },
      { event_date: '2026-12-06', event_type: 'investment' as const, amount: 100.05 },
      { event_date: '2026-12-07', event_type: 'general' as const, amount: null },
      { event_date: '2027-01-01', event_type: 'income' as const, amount: 999 },
    ];
    expect(monthSummary(entries, '2026-12')).toEqual({
      income: 2500.3,
      bills: 1200,
      otherOutflows: 400.05,
      net: 900.25,
    });
    expect(monthSummary(entries, '2026-11')).toEqual({ income: 0, bills: 0, otherOutflows: 0, net: 0 });
  });
});
