import { describe, expect, it } from 'vitest';
import type { CheckStatus } from '@/types/database';
import { checkupHeadline, firstMissingField } from './logic';
import { profileInput, profileSchema } from './schema';

const checks = (...statuses: CheckStatus[]) => statuses.map((status) => ({ status }));

describe('checkupHeadline', () => {
  it('is "Not started" until a check can be judged', () => {
    expect(checkupHeadline(checks('unknown', 'unknown')).headline).toBe('Not started');
  });

  it('counts what needs attention, in words that agree with the number', () => {
    expect(checkupHeadline(checks('attention', 'good', 'unknown'))).toEqual({
      headline: '1 needs attention',
      detail: '1 of 3 checks look good, 1 need more numbers.',
    });
    expect(checkupHeadline(checks('attention', 'attention', 'good')).headline).toBe('2 need attention');
    expect(checkupHeadline(checks('good', 'good'))).toEqual({
      headline: 'All good',
      detail: '2 of 2 checks look good.',
    });
  });
});

describe('firstMissingField', () => {
  it('names the first form field a check needs, skipping what the form does not hold', () => {
    expect(firstMissingField({ missing: ['bills', 'monthly_income'] })).toBe('monthly_income');
    expect(firstMissingField({ missing: ['dated_goals'] })).toBeNull();
  });
});

describe('profileSchema', () => {
  it('turns empty fields into null and money text into numbers', () => {
    const parsed = profileSchema.parse({
      ...profileInput(null),
      monthly_income: '$4,000.50',
      dependents: '2',
    });
    expect(parsed).toMatchObject({ monthly_income: 4000.5, dependents: 2, savings_balance: null });
  });

  it('refuses negatives, fractions of a person, and amounts over the cap', () => {
    const bad = profileSchema.safeParse({
      ...profileInput(null),
      savings_balance: '-1',
      dependents: '1.5',
      life_cover: '1000000000000',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['savings_balance', 'Enter 0 or more'],
      ['dependents', 'Enter a whole number, like 2'],
      ['life_cover', 'Use an amount up to $999,999,999,999.99'],
    ]);
  });
});
