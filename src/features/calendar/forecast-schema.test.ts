import { DATE_RANGE_MESSAGE, FIRST_DATE, LAST_DATE } from '@shared/calendar/date-range.ts';
import { describe, expect, it } from 'vitest';
import { whatIfSchema } from './forecast-schema';

/** The what-if form's changes, each with `day` in its date field. */
const changes = (day: string): Record<string, string>[] => [
  { kind: 'goal', goal: 'Car', amount: '200', start: day },
  { kind: 'add', title: 'Gym', amount: '45', date: day, pattern: 'monthly' },
  { kind: 'move', event: 'a-bill', date: day },
];

const messages = (change: Record<string, string>) => {
  const result = whatIfSchema.safeParse(change);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('whatIfSchema dates', () => {
  it.each([
    ['1899-12-31', DATE_RANGE_MESSAGE],
    ['2201-01-01', DATE_RANGE_MESSAGE],
    ['2026-02-30', 'Enter a valid date'],
    ['', 'Enter a valid date'],
  ])('refuses %j in every change that takes a date', (day, message) => {
    for (const change of changes(day)) expect(messages(change), change.kind).toEqual([message]);
  });

  it('accepts the first and the last date the database takes', () => {
    for (const day of [FIRST_DATE, LAST_DATE]) {
      for (const change of changes(day)) expect(messages(change), change.kind).toEqual([]);
    }
  });
});
