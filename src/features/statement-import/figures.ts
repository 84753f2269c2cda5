import { monthlyTotal } from '@shared/finance/per-month.ts';
import { ESSENTIAL_CATEGORIES } from './category';
import type { ReviewChoice } from './planned';
import type { Finding } from './recurring';

/** The check-up's two figures from what the person keeps, each turned monthly the app's one way (weekly × 52/12, ...). */
export interface MonthlyFigures {
  /** Take-home pay and other income a month, in dollars. */
  income: number;
  /** Essential bills a month (housing, utilities, transportation, insurance, debts), in dollars. */
  essentials: number;
}

export function monthlyFigures(kept: readonly { finding: Finding; choice: ReviewChoice }[]): MonthlyFigures {
  const monthly = (keep: (choice: ReviewChoice) => boolean) =>
    monthlyTotal(
      kept
        .filter(({ choice }) => keep(choice))
        .map(({ finding, choice }) => ({ amount: choice.amount, frequency: finding.frequency })),
    );
  return {
    income: monthly((choice) => choice.event_type === 'income'),
    essentials: monthly(
      (choice) => choice.event_type === 'bill' && ESSENTIAL_CATEGORIES.has(choice.category),
    ),
  };
}
