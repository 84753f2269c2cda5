import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatMoney, optionalMoney, parseMoney, requiredMoney, sumMoney, toCents } from './money';

describe('formatMoney', () => {
  it.each([
    [2500, '$2,500.00'],
    [0.1 + 0.2, '$0.30'],
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
  ])('%s -> %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});

describe('sumMoney', () => {
  it('adds in cents', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumMoney([])).toBe(0);
  });
});

describe('toCents', () => {
  it('rounds to whole cents', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999
    expect(toCents(19.99)).toBe(1999);
  });
});

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
