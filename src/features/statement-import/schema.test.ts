import { describe, expect, it } from 'vitest';
import { choiceInput, choiceSchema } from './schema';

const choice = {
  title: 'Netflix',
  amount: 15.49,
  event_type: 'bill',
  category: 'other',
  reminder_enabled: true,
  reminder_days_before: 3,
} as const;

describe('choiceSchema', () => {
  it('reads the edit form back into the choice it started from', () => {
    expect(choiceSchema.parse(choiceInput(choice))).toEqual(choice);
  });

  it('refuses an empty title and an amount of nothing', () => {
    const result = choiceSchema.safeParse({ ...choiceInput(choice), title: '  ', amount: '0' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['title', 'Title is required'],
      ['amount', 'Enter an amount above 0'],
    ]);
  });
});
