import { describe, expect, it } from 'vitest';
import { formatEventDate, upcomingEvents } from './logic';

const event = (event_date: string, completed = false, title = event_date) => ({
  event_date,
  completed,
  title,
});

describe('upcomingEvents', () => {
  it('keeps today and later, not completed, soonest first', () => {
    const now = new Date(2026, 10, 22, 23, 59);
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

describe('formatEventDate', () => {
  it("shows 'MMM dd, yyyy' for the calendar date itself, whatever the time zone", () => {
    expect(formatEventDate(event('2026-01-05'))).toBe('Jan 05, 2026');
  });
});
