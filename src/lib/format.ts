const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money as the app shows it everywhere: $1,234.50 (docs/decisions/005-goals.md: Intl.NumberFormat en-US USD). */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** Adds amounts in whole cents, so 0.1 + 0.2 is 0.30 and sums of many amounts never drift. */
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += Math.round(amount * 100);
  return cents / 100;
}
