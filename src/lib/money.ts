/** Money in one place (docs/decisions/005-goals.md): cents and formatting. Form fields: money-fields.ts. */

/** Money is compared, added and divided in whole cents, so 0.1 + 0.2 reaches a target of 0.3. */
export const toCents = (amount: number): number => Math.round(amount * 100);

// Shared with the reminder emails and the calendar feed.
export { formatDollars, formatFigure, formatMoney, formatMoneyPlain } from '@shared/money.ts';

/** Adds amounts in whole cents, so 0.1 + 0.2 is 0.30 and sums of many amounts never drift. */
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return cents / 100;
}
