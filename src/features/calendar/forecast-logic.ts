import { firstBelowZero, type Forecast } from '@shared/finance/forecast.ts';
import { formatDate } from '@shared/calendar/dates.ts';
import { formatMoney } from '@/lib/money';

/** The forecast in words (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md): nothing is told by colour alone. */

export interface ForecastWords {
  lowest: string;
  /** Set when a day goes below zero: the first such day, named. */
  belowZero: string | null;
  payday: string;
  bills: string;
}

export function forecastWords(forecast: Forecast, days: number): ForecastWords {
  const below = firstBelowZero(forecast);
  const { count, total } = forecast.bills_before_payday;
  const until = forecast.next_payday ? 'before payday' : `in the next ${days} days`;
  return {
    lowest: `${formatMoney(forecast.lowest.balance)} on ${formatDate(forecast.lowest.date)}`,
    belowZero: below
      ? `Your balance goes below zero on ${formatDate(below.date)}: ${formatMoney(below.balance)}.`
      : null,
    payday: forecast.next_payday ? formatDate(forecast.next_payday) : `No payday in the next ${days} days`,
    bills:
      count === 0
        ? `Nothing due ${until}`
        : `${count} ${count === 1 ? 'payment' : 'payments'} due ${until}, ${formatMoney(total)} in all`,
  };
}

/** The change in the lowest point a what-if makes, in words. */
export function lowestChange(before: Forecast, after: Forecast): string {
  const difference = after.lowest.balance - before.lowest.balance;
  if (Math.abs(difference) < 0.005) return 'Your lowest point stays the same.';
  return `Your lowest point would be ${formatMoney(Math.abs(difference))} ${difference > 0 ? 'higher' : 'lower'}.`;
}
