import { describe, expect, it } from 'vitest';
import { calendarEvent } from '@/testing/calendar';
import { reminderItems } from './logic';

const now = new Date(2026, 10, 22, 10, 0); // Sunday Nov 22, 2026

const goal = (
  over: Partial<{ id: string; title: string; target_date: string | null; completed_at: string | null }>,
) => ({
  id: 'g1',
  title: 'Goal',
  target_date: null,
  completed_at: null,
  ...over,
});

describe('reminderItems (the bell)', () => {
  it('lists an event from its reminder day until its date', () => {
    const rent = calendarEvent({ title: 'Rent', event_date: '2026-11-25', reminder_days_before: 3 });
    const later = calendarEvent({ title: 'Later', event_date: '2026-11-26', reminder_days_before: 3 });
    const today = calendarEvent({ title: 'Today', event_date: '2026-11-22', reminder_days_before: 1 });
    const quiet = calendarEvent({ title: 'Quiet', event_date: '2026-11-23', reminder_enabled: false });
    const done = calendarEvent({ title: 'Done', event_date: '2026-11-23', completed: true });
    const items = reminderItems([rent, later, today, quiet, done], [], now);
    expect(items.map((i) => [i.title, i.detail, i.href])).toEqual([
      ['Today', 'Due today · Nov 22', '/dashboard/calendar?date=2026-11-22'],
      ['Rent', 'Due in 3 days · Nov 25', '/dashboard/calendar?date=2026-11-25'],
    ]);
  });

  it('lists from midnight of the reminder day by the browser clock, where the email waits for 08:00', () => {
    const rent = calendarEvent({ title: 'Rent', event_date: '2026-11-25', reminder_days_before: 3 });
    expect(reminderItems([rent], [], new Date(2026, 10, 21, 23, 59))).toEqual([]);
    expect(reminderItems([rent], [], new Date(2026, 10, 22, 0, 1)).map((i) => i.detail)).toEqual([
      'Due in 3 days · Nov 25',
    ]);
  });

  it('keeps listing an event every day after its reminder day until its date, where the email is sent once', () => {
    const rent = calendarEvent({ title: 'Rent', event_date: '2026-11-25', reminder_days_before: 3 });
    const days = [22, 23, 24, 25, 26].map(
      (d) => reminderItems([rent], [], new Date(2026, 10, d, 7, 0)).map((i) => i.detail)[0],
    );
    expect(days).toEqual([
      'Due in 3 days · Nov 25',
      'Due in 2 days · Nov 25',
      'Due tomorrow · Nov 25',
      'Due today · Nov 25',
      'Overdue since Nov 25',
    ]);
  });

  it('counts a repeat of a recurring event whose reminder day has come', () => {
    const gym = calendarEvent({
      title: 'Gym',
      event_date: '2026-11-17',
      is_recurring: true,
      recurrence_pattern: 'weekly',
      reminder_days_before: 2,
    });
    const items = reminderItems([gym], [], now);
    expect(items.map((i) => [i.kind, i.detail])).toEqual([
      ['overdue', 'Overdue since Nov 17'],
      ['due', 'Due in 2 days · Nov 24'],
    ]);
  });

  it('lists overdue events and goals past their date first, oldest first, and nothing when all is well', () => {
    const items = reminderItems(
      [calendarEvent({ title: 'Phone', event_date: '2026-11-20', reminder_enabled: false })],
      [
        goal({ id: 'late', title: 'Car', target_date: '2026-11-01' }),
        goal({ id: 'done', title: 'Done', target_date: '2026-11-01', completed_at: '2026-10-30T00:00:00Z' }),
        goal({ id: 'future', title: 'House', target_date: '2027-11-01' }),
      ],
      now,
    );
    expect(items.map((i) => [i.title, i.detail, i.href])).toEqual([
      ['Car', 'Goal date passed Nov 1', '/dashboard/goals'],
      ['Phone', 'Overdue since Nov 20', '/dashboard/calendar?date=2026-11-20'],
    ]);
    expect(reminderItems([], [goal({})], now)).toEqual([]);
  });
});
