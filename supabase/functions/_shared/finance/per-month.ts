/**
 * A repeating amount turned into a month, one rule for the assistant's answers (the check-up's SQL,
 * private.monthly_factor, uses the same factors): weekly x 52/12, every two weeks x 26/12, twice
 * a month x 2, monthly x 1, quarterly / 3, yearly / 12. Rounded to the cent once, at the end, so
 * a sum of several amounts is not off by their roundings.
 */

export type Frequency = 'weekly' | 'bi-weekly' | 'semi-monthly' | 'monthly' | 'quarterly' | 'yearly';

/** How many times a year each frequency falls. */
export const TIMES_A_YEAR: Record<Frequency, number> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
  quarterly: 4,
  yearly: 1,
};

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** The monthly total of amounts that each repeat at their own frequency, rounded once. */
export function monthlyTotal(items: readonly { amount: number; frequency: Frequency }[]): number {
  return roundCents(items.reduce((sum, item) => sum + (item.amount * TIMES_A_YEAR[item.frequency]) / 12, 0));
}

/** One amount at `frequency`, a month. */
export const perMonth = (amount: number, frequency: Frequency): number =>
  monthlyTotal([{ amount, frequency }]);
