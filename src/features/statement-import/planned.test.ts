import { describe, expect, it } from 'vitest';
import type { Tables } from '@/types/database';
import { defaultChoice, plannedBy, similarTitles, toEventRows, type EventRow } from './planned';
import type { Finding } from './recurring';

const finding = (over: Partial<Finding> = {}): Finding => ({
  id: 'payment:NETFLIX COM:monthly:2024-01-15',
  title: 'Netflix.com',
  payee: 'NETFLIX COM',
  kind: 'payment',
  frequency: 'monthly',
  cents: 1549,
  next: ['2025-01-15'],
  daysOfMonth: [15],
  suggestion: { eventType: 'bill', category: 'other' },
  support: [{ date: '2024-12-15', cents: 1549, description: 'NETFLIX.COM 866-579-7172 CA', line: 7 }],
  ...over,
});

const payday = finding({
  id: 'income:ACME PAYROLL:semi-monthly:2024-01-15',
  title: 'Acme Corp Payroll',
  payee: 'ACME PAYROLL',
  kind: 'income',
  frequency: 'semi-monthly',
  cents: 180_000,
  next: ['2025-01-15', '2025-01-31'],
  daysOfMonth: [15, 31],
  suggestion: { eventType: 'income', category: 'income' },
});

let nextId = 0;
const event = (row: EventRow, over: Partial<Tables<'calendar_events'>> = {}): Tables<'calendar_events'> => ({
  id: `event-${(nextId += 1)}`,
  user_id: 'user-1',
  completed: false,
  created_at: '2025-01-10T00:00:00Z',
  updated_at: '2025-01-10T00:00:00Z',
  ...row,
  ...over,
});

describe('defaultChoice', () => {
  it('starts from the finding: its title, amount in dollars, suggestion, a reminder the day before a bill', () => {
    expect(defaultChoice(finding())).toEqual({
      title: 'Netflix.com',
      amount: 15.49,
      event_type: 'bill',
      category: 'other',
      reminder_enabled: true,
      reminder_days_before: 1,
    });
    expect(defaultChoice(payday)).toMatchObject({
      amount: 1800,
      event_type: 'income',
      reminder_enabled: false,
    });
  });
});

describe('toEventRows', () => {
  it('makes a repeating event from the next date, with what the person chose and nothing of the statement', () => {
    const rows = toEventRows(finding(), { ...defaultChoice(finding()), title: '  Netflix ', amount: 17.99 });
    expect(rows).toEqual([
      {
        title: 'Netflix',
        description: null,
        event_date: '2025-01-15',
        event_time: null,
        amount: 17.99,
        event_type: 'bill',
        category: 'other',
        is_recurring: true,
        recurrence_pattern: 'monthly',
        recurrence_day: 15,
        reminder_enabled: true,
        reminder_days_before: 1,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('866-579');
  });

  it('makes twice a month two monthly events, one on each day', () => {
    const rows = toEventRows(payday, defaultChoice(payday));
    expect(rows.map((r) => [r.event_date, r.recurrence_pattern, r.recurrence_day, r.amount])).toEqual([
      ['2025-01-15', 'monthly', 15, 1800],
      ['2025-01-31', 'monthly', 31, 1800],
    ]);
  });

  it('keeps a later day for an event that starts on a short month’s last day', () => {
    const endOfMonth = (next: string[], daysOfMonth: number[]) =>
      toEventRows(finding({ next, daysOfMonth }), defaultChoice(finding())).map((r) => r.recurrence_day);
    expect(endOfMonth(['2025-02-28'], [31])).toEqual([31]);
    expect(endOfMonth(['2024-02-29'], [30])).toEqual([30]);
    expect(endOfMonth(['2025-02-14', '2025-02-28'], [14, 30])).toEqual([14, 30]);
    // Not a month's last day: the date's own day, whatever the series says.
    expect(endOfMonth(['2025-03-28'], [31])).toEqual([28]);
    expect(
      toEventRows(finding({ frequency: 'weekly', daysOfMonth: [] }), defaultChoice(finding()))[0]!
        .recurrence_day,
    ).toBeNull();
  });

  it('keeps the calendar’s patterns for the others', () => {
    for (const frequency of ['weekly', 'bi-weekly', 'quarterly', 'yearly'] as const)
      expect(toEventRows(finding({ frequency }), defaultChoice(finding()))[0]!.recurrence_pattern).toBe(
        frequency,
      );
  });
});

describe('similarTitles', () => {
  it.each([
    ['Netflix', 'Netflix.com'],
    ['NETFLIX.COM', 'netflix.com'],
    ['Acme Payroll', 'Acme Corp Payroll'],
    ['Rent Oakwood Apartments', 'Oakwood Apartments'],
  ])('takes %s and %s as one payee', (a, b) => {
    expect(similarTitles(a, b)).toBe(true);
  });

  it.each([
    ['Netflix', 'Spotify'],
    ['City Power', 'City Water'],
    ['Rent', 'Oakwood Apartments'],
    ['', 'Netflix'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(similarTitles(a, b)).toBe(false);
  });
});

describe('plannedBy', () => {
  const [netflix] = toEventRows(finding(), defaultChoice(finding()));

  it('finds the pending repeating event of the same kind, title, pattern and amount within the drift', () => {
    const planned = event(netflix!, { title: 'Netflix', amount: 17.99, event_date: '2024-12-14' });
    expect(plannedBy([netflix!], [planned])).toEqual([planned.id]);
  });

  it.each([
    ['completed', { completed: true }],
    ['not repeating', { is_recurring: false, recurrence_pattern: null }],
    ['another pattern', { recurrence_pattern: 'yearly' as const }],
    ['money in', { event_type: 'income' as const }],
    ['a quarter dearer', { amount: 19.5 }],
    ['without an amount', { amount: null }],
    ['another title', { title: 'Hulu' }],
  ])('does not take an event that is %s', (_, over) => {
    expect(plannedBy([netflix!], [event(netflix!, over)])).toEqual([null]);
  });

  it('takes a bill of another type (saving, general) as money out all the same', () => {
    expect(plannedBy([netflix!], [event(netflix!, { event_type: 'general', id: 'general' })])).toEqual([
      'general',
    ]);
  });

  it('gives each of twice a month’s days the event nearest it, and each event to one row only', () => {
    const rows = toEventRows(payday, defaultChoice(payday));
    const fifteenth = event(rows[0]!, { id: 'fifteenth', event_date: '2024-12-13' });
    const last = event(rows[1]!, { id: 'last', event_date: '2024-12-31' });
    expect(plannedBy(rows, [last, fifteenth])).toEqual(['fifteenth', 'last']);
    expect(plannedBy(rows, [last])).toEqual([null, 'last']);
  });
});
