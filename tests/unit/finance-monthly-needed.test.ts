import { describe, expect, it } from 'vitest';
import {
  monthlyNeededCents,
  wholeMonthsBetween,
} from '../../supabase/functions/_shared/finance/monthly-needed.ts';

describe('wholeMonthsBetween', () => {
  it.each([
    ['2027-01-15', '2027-02-15', 1],
    ['2027-01-15', '2027-02-14', 1], // at least one
    ['2027-01-15', '2027-07-14', 5],
    ['2027-01-15', '2028-01-15', 12],
    // Month ends count as PostgreSQL's age() does (the reminder emails' per_month).
    ['2027-01-31', '2027-04-30', 2],
    ['2027-03-31', '2027-04-30', 1],
  ])('%s to %s is %i', (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });
});

describe('monthlyNeededCents', () => {
  it('rounds up to the cent so that saving it reaches the target', () => {
    expect(monthlyNeededCents(100_000, '2027-01-15', '2027-04-15')).toBe(33_334);
  });
});
