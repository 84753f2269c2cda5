import { formatDollars } from '@/lib/money';
import type { CostRange } from './logic';

/** A price range as the spec writes it: $7,000-$15,000+ (the plus when the top is open-ended). */
export function formatRange({ low, high, openEnded }: CostRange): string {
  return `${formatDollars(low)}-${formatDollars(high)}${openEnded ? '+' : ''}`;
}
