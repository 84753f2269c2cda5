/**
 * What cash_flow_forecast returns, and the what-if changes it takes
 * (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md): one shape for the calendar's
 * forecast and the assistant's answers.
 */

/** How many days the forecast looks ahead, for the calendar's card and the assistant's answers alike. */
export const FORECAST_DAYS = 60;

export interface ForecastPoint {
  /** yyyy-MM-dd, in the user's time zone. */
  date: string;
  /** The balance at the end of that day. */
  balance: number;
}

export interface Forecast {
  points: ForecastPoint[];
  lowest: ForecastPoint;
  /** The first income date in the window; null when none falls in it. */
  next_payday: string | null;
  /** Everything but income due from today to the day before next_payday (or the window's end). */
  bills_before_payday: {
    count: number;
    total: number;
    /** The first 50 by date; count and total cover every one. */
    items: { date: string; title: string; amount: number }[];
  };
}

export type RepeatPattern = 'weekly' | 'bi-weekly' | 'monthly' | 'quarterly' | 'yearly';

export type ForecastChange =
  | {
      op: 'add';
      title: string;
      amount: number;
      event_type: 'bill' | 'income' | 'saving' | 'investment' | 'general';
      date: string;
      pattern?: RepeatPattern;
    }
  | { op: 'remove'; id: string }
  | { op: 'move'; id: string; date: string };

/** The first day the balance is below zero, or null. */
export const firstBelowZero = (forecast: Pick<Forecast, 'points'>): ForecastPoint | null =>
  forecast.points.find((point) => point.balance < 0) ?? null;

/**
 * `amount` a month into the goal `title`: money leaving the account each month, from the next
 * payday when there is one (when people move savings), else from `today`.
 */
export function monthlyIntoGoal(
  title: string,
  amount: number,
  today: string,
  nextPayday: string | null,
): ForecastChange {
  return {
    op: 'add',
    title: `Into ${title}`,
    amount,
    event_type: 'saving',
    date: nextPayday ?? today,
    pattern: 'monthly',
  };
}
