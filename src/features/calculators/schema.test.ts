import { describe, expect, it } from 'vitest';
import { decodeDebt, encodeDebt, parseNumber, type NumberInput } from './schema';

const dollars: NumberInput = {
  name: 'balance',
  label: 'Balance',
  unit: 'dollars',
  min: 1,
  max: 10_000_000,
  fallback: 0,
};
const rate: NumberInput = { name: 'apr', label: 'APR', unit: 'percent', min: 0, max: 100, fallback: 0 };
const years: NumberInput = {
  name: 'years',
  label: 'Years',
  unit: 'years',
  min: 1,
  max: 60,
  fallback: 20,
  whole: true,
};

describe('parseNumber', () => {
  it.each(['8000', '$8,000', ' 8,000.50 ', '8000.'])('reads "%s"', (raw) => {
    expect(parseNumber(raw, dollars).value).toBeCloseTo(Number(raw.replace(/[$,\s]/g, '')));
  });

  it('reads a rate written with a percent sign', () => {
    expect(parseNumber('24.99%', rate)).toEqual({ value: 24.99 });
  });

  it.each([
    ['', dollars, 'Enter balance.'],
    ['abc', dollars, 'Enter an amount from $1 to $10,000,000, using digits only.'],
    ['1e5', dollars, 'Enter an amount from $1 to $10,000,000, using digits only.'],
    ['0', dollars, 'Enter an amount from $1 to $10,000,000.'],
    ['120', rate, 'Enter a rate from 0% to 100%.'],
    ['2.5', years, 'Enter a whole number of years from 1 to 60.'],
  ])('refuses "%s" with a clear message, never NaN', (raw, input, message) => {
    expect(parseNumber(raw, input)).toEqual({ error: message });
  });
});

describe('debts in the address', () => {
  it('round-trips a debt, and keeps "~" out of a name', () => {
    const row = { name: 'Visa ~ gold', balance: '3000', apr: '24.99', minimum: '90' };
    expect(decodeDebt(encodeDebt(row))).toEqual({ ...row, name: 'Visa - gold' });
  });
});
