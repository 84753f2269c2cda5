import { describe, expect, it } from 'vitest';
import { formatDollars, formatFigure, formatMoney, formatMoneyPlain, sumMoney, toCents } from './money';

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

describe('the same text as Intl.NumberFormat en-US', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const wholeUsd = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const figure = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  const expectSame = (amount: number) => {
    expect(formatMoney(amount)).toBe(usd.format(amount));
    expect(formatDollars(amount)).toBe(wholeUsd.format(amount));
    expect(formatFigure(amount)).toBe(figure.format(amount));
  };

  it.each([
    0,
    -0,
    0.005,
    -0.001,
    0.125,
    1.005,
    2.675,
    0.5,
    1.5,
    2.5,
    -0.5,
    -0.4,
    9.995,
    99.995,
    999.5,
    1234.5,
    -1234.567,
    1e-7,
    5e-3,
    1e21,
    NaN,
    Infinity,
    -Infinity,
    1.5e22,
    999_999_999_999.99,
    999_999_999_999.995,
    0.1 + 0.2,
    108_959.2,
    1_000_000,
  ])('%s', (amount) => {
    expectSame(amount);
  });

  it('agrees on 20,000 amounts from cents to a trillion', () => {
    // A fixed generator, so a failure names an amount that fails again.
    let seed = 20_261_126;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i += 1) {
      const scale = 10 ** Math.floor(next() * 13);
      const amount = (next() - 0.2) * scale;
      expectSame(i % 3 === 0 ? Math.round(amount * 1000) / 1000 : amount);
    }
  });
});
