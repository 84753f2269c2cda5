import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalMoney, parseMoney, requiredMoney } from './money-fields';

describe('parseMoney', () => {
  it.each([
    ['2500', 2500],
    ['$2,500.50', 2500.5],
    [' 1 000 ', 1000],
    ['', Number.NaN],
    ['ten', Number.NaN],
  ])('%j -> %s', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });
});

describe('amount fields', () => {
  const messages = { required: 'Required', invalid: 'Not a number', tooSmall: 'Too small' };
  const issues = (schema: z.ZodType, text: string) => {
    const result = schema.safeParse(text);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('reads a required amount as dollars, at least the minimum, at most numeric(14,2), in cents', () => {
    const field = requiredMoney(0.01, messages);
    expect(field.parse('$1,200.50')).toBe(1200.5);
    expect(issues(field, '  ')).toEqual(['Required']);
    expect(issues(field, 'abc')).toEqual(['Not a number']);
    expect(issues(field, '0')).toEqual(['Too small']);
    expect(issues(field, '1000000000000')).toEqual(['Use an amount up to $999,999,999,999.99']);
    expect(issues(field, '1.005')).toEqual(['Use at most 2 decimal places']);
  });

  it('reads an empty optional amount as null', () => {
    const field = optionalMoney(0, { ...messages, tooLarge: 'Too large' });
    expect(field.parse('')).toBeNull();
    expect(field.parse('0')).toBe(0);
    expect(issues(field, '-1')).toEqual(['Too small']);
    expect(issues(field, '1000000000000')).toEqual(['Too large']);
  });
});
