import { describe, expect, it } from 'vitest';
import { formatDollars, formatMoney, formatMoneyPlain, sumMoney, toCents } from './money';

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

describe('short money formats', () => {
  it('rounds chart labels to the dollar', () => {
    expect(formatDollars(108_959.2)).toBe('$108,959');
    expect(formatDollars(0)).toBe('$0');
  });

  it('says typed figures back without ".00", and keeps real cents', () => {
    expect(formatMoneyPlain(3000)).toBe('$3,000');
    expect(formatMoneyPlain(2200.5)).toBe('$2,200.50');
  });
});
