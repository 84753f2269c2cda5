import { DATE_RANGE_MESSAGE, FIRST_DATE, LAST_DATE } from '@shared/calendar/date-range.ts';
import { describe, expect, it } from 'vitest';
import {
  addFundsSchema,
  goalFormSchema,
  goalFromResult,
  NEW_GOAL_DEFAULTS,
  type GoalFormInput,
} from './schema';

const errorsOf = (input: GoalFormInput) => {
  const result = goalFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('goalFormSchema', () => {
  it('turns the form into the row it saves', () => {
    expect(
      goalFormSchema.parse({
        ...NEW_GOAL_DEFAULTS,
        title: '  Emergency Fund ',
        targetAmount: '$10,000.50',
        targetDate: '2027-06-30',
      }),
    ).toEqual({
      title: 'Emergency Fund',
      description: null,
      target_amount: 10000.5,
      category: 'general',
      priority: 'medium',
      target_date: '2027-06-30',
      notifications_enabled: true,
      reminder_frequency: 'monthly',
      congratulations_enabled: true,
    });
  });

  it('requires a title and a target', () => {
    expect(errorsOf(NEW_GOAL_DEFAULTS)).toEqual({
      title: 'Title is required',
      targetAmount: 'Target amount is required',
    });
    expect(errorsOf({ ...NEW_GOAL_DEFAULTS, title: '   ', targetAmount: '  ' })).toEqual({
      title: 'Title is required',
      targetAmount: 'Target amount is required',
    });
  });

  it.each([
    ['abc', 'Enter the target as a number, like 2500 or 2500.50'],
    ['12abc', 'Enter the target as a number, like 2500 or 2500.50'],
    ['0', 'Target amount must be greater than 0'],
    ['-5', 'Target amount must be greater than 0'],
    ['10.005', 'Use at most 2 decimal places'],
    ['1000000000000', 'Use an amount up to $999,999,999,999.99'],
  ])('rejects the target %j', (targetAmount, message) => {
    expect(errorsOf({ ...NEW_GOAL_DEFAULTS, title: 'Car', targetAmount })).toEqual({ targetAmount: message });
  });

  it.each([
    ['1899-12-31', DATE_RANGE_MESSAGE],
    ['2201-01-01', DATE_RANGE_MESSAGE],
    ['2026-02-30', 'Enter a valid date'],
  ])('rejects the target date %j', (targetDate, message) => {
    expect(errorsOf({ ...NEW_GOAL_DEFAULTS, title: 'Car', targetAmount: '1', targetDate })).toEqual({
      targetDate: message,
    });
  });

  it('accepts no target date and the first and last dates the database takes', () => {
    for (const targetDate of ['', FIRST_DATE, LAST_DATE]) {
      expect(errorsOf({ ...NEW_GOAL_DEFAULTS, title: 'Car', targetAmount: '1', targetDate })).toEqual({});
    }
  });

  it('saves a calculator plan that ends after the last date without a date', () => {
    const result = { title: 'Car', target: 100, saved: 0, category: 'general' as const, description: '' };
    expect(goalFromResult({ ...result, targetDate: '2201-01-01' }).target_date).toBeNull();
    expect(goalFromResult({ ...result, targetDate: LAST_DATE }).target_date).toBe(LAST_DATE);
  });

  it('keeps titles and descriptions within the database limits', () => {
    expect(
      errorsOf({
        ...NEW_GOAL_DEFAULTS,
        title: 'x'.repeat(201),
        description: 'y'.repeat(2001),
        targetAmount: '1',
      }),
    ).toEqual({ title: 'Use at most 200 characters', description: 'Use at most 2,000 characters' });
  });
});

describe('addFundsSchema', () => {
  it('accepts cents from 0.01', () => {
    expect(addFundsSchema.parse({ amount: '0.01' })).toEqual({ amount: 0.01 });
    expect(addFundsSchema.parse({ amount: '250' })).toEqual({ amount: 250 });
  });
  it.each(['', '0', '-1', 'e'])('does not accept %j', (amount) => {
    expect(addFundsSchema.safeParse({ amount }).error?.issues[0]?.message).toBe(
      'Enter an amount of at least $0.01',
    );
  });
});
