import { DATE_RANGE_MESSAGE, FIRST_DATE, LAST_DATE } from '@shared/calendar/date-range.ts';
import { describe, expect, it } from 'vitest';
import { eventFormDefaults, eventFormSchema, type EventFormInput } from './schema';

const messages = (values: Partial<EventFormInput>) => {
  const result = eventFormSchema.safeParse({ ...eventFormDefaults('2026-12-01'), title: 'Rent', ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('eventFormSchema (docs/product-spec.md §5)', () => {
  it('has the spec defaults', () => {
    expect(eventFormDefaults('2026-12-01')).toMatchObject({
      event_type: 'general',
      category: 'other',
      recurrence_pattern: 'monthly',
      is_recurring: false,
      reminder_enabled: true,
      reminder_days_before: '1',
    });
  });

  it.each<[Partial<EventFormInput>, string]>([
    [{ title: '' }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ event_date: '' }, 'Event date is required'],
    [{ event_type: '' }, 'Event type is required'],
    [{ category: '' }, 'Category is required'],
    [{ event_date: '2026-02-30' }, 'Enter a valid date'],
    [{ event_date: '1899-12-31' }, DATE_RANGE_MESSAGE],
    [{ event_date: '2201-01-01' }, DATE_RANGE_MESSAGE],
    [{ event_date: '5874897-12-31' }, 'Enter a valid date'],
    [{ amount: '-1' }, 'Enter an amount of 0 or more'],
    [{ amount: 'ten' }, 'Enter an amount of 0 or more'],
    [{ amount: '1000000000000' }, 'Enter a smaller amount'],
    [{ title: 'x'.repeat(201) }, 'Use at most 200 characters'],
  ])('rejects %o with %s', (values, message) => {
    expect(messages(values)).toEqual([message]);
  });

  it('accepts the first and the last date the database takes', () => {
    expect(messages({ event_date: FIRST_DATE })).toEqual([]);
    expect(messages({ event_date: LAST_DATE })).toEqual([]);
  });

  it('accepts an empty amount, time, description and the reminder options 1, 2, 3, 7 and 14', () => {
    expect(messages({ amount: '', event_time: '', description: '' })).toEqual([]);
    for (const days of ['1', '2', '3', '7', '14'] as const) {
      expect(messages({ reminder_days_before: days })).toEqual([]);
    }
    expect(
      eventFormSchema.safeParse({
        ...eventFormDefaults('2026-12-01'),
        title: 'Rent',
        reminder_days_before: '5',
      }).success,
    ).toBe(false);
  });
});
