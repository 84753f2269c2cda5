import type { CostRange } from './logic';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole dollars, as marketing figures are written: $30,000. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** A price range as the spec writes it: $7,000-$15,000+ (the plus when the top is open-ended). */
export function formatRange({ low, high, openEnded }: CostRange): string {
  return `${formatDollars(low)}-${formatDollars(high)}${openEnded ? '+' : ''}`;
}
