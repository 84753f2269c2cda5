import type { SupabaseClient } from '@supabase/supabase-js';
import { formatDate } from '../calendar/dates.ts';
import { FORECAST_DAYS, monthlyIntoGoal, firstBelowZero, type Forecast } from '../finance/forecast.ts';
import { goalReach } from '../finance/goal-reach.ts';
import { formatMoney } from '../money.ts';
import { referencedGoals } from './goal-answer.ts';
import type { SnapshotGoal } from './goal-snapshot.ts';
import type { UserSnapshot } from './personal.ts';
import { readFigures } from './read-question.ts';
import { paths } from '../paths.ts';

/**
 * "Will I run short before payday?" and "What if I put $X a month into {goal}?", answered from
 * cash_flow_forecast (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md), the function
 * the calendar's forecast uses, with the balance the user entered there.
 */

const CALENDAR = `[your calendar](${paths.dashboard.calendar})`;

const SHORT =
  /\b(run(ning)?|be|going to be) (short|out of (money|cash)|low)\b|\b(go(ing)?|be) (negative|below zero|into (the )?red|overdrawn)\b|\boverdra(w|wn|ft)\b|\benough (money|cash)?\s*(until|till|to last|before|to get (me )?to)\b/i;
const WHAT_IF = /\bwhat (if|happens if|would happen if)\b|\bif i (put|save|add|set aside|move)\b/i;

/** What the forecast answers need, read before the answer. */
export interface CashSnapshot {
  balance: number | null;
  forecast: Forecast | null;
  whatIf: { goal: SnapshotGoal; monthly: number; forecast: Forecast } | null;
}

export type WithCash = UserSnapshot & { cash?: CashSnapshot };

/** A what-if into a goal: the goal named and the monthly amount, or null. */
function whatIfGoal(question: string, snapshot: UserSnapshot) {
  if (!WHAT_IF.test(question)) return null;
  const monthly = readFigures(question).amounts.find((a) => a.monthly)?.value;
  const [goal] = referencedGoals(question, snapshot.goals).filter((g) => g.completed_at === null);
  return monthly && monthly > 0 && goal ? { goal, monthly } : null;
}

/** Whether the question is one of these: the handler reads the forecast only then. */
export const asksForecast = (question: string, snapshot: UserSnapshot): boolean =>
  SHORT.test(question) || whatIfGoal(question, snapshot) !== null;

/**
 * The snapshot with the balance and the forecasts the question needs, read with the user's JWT.
 * Unchanged when the question is not about the forecast or the reads fail.
 */
export async function withCash(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the untyped client the handler makes
  user: SupabaseClient<any, 'public', string>,
  question: string,
  snapshot: UserSnapshot,
): Promise<WithCash> {
  if (!asksForecast(question, snapshot)) return snapshot;
  const balance = await user.from('cash_balances').select('amount').maybeSingle<{ amount: number }>();
  if (balance.error) return snapshot;
  const amount = balance.data?.amount ?? null;
  if (amount === null) return { ...snapshot, cash: { balance: null, forecast: null, whatIf: null } };
  const forecast = async (changes: unknown[]) => {
    const result = await user.rpc('cash_flow_forecast', {
      start_balance: amount,
      days: FORECAST_DAYS,
      changes,
    });
    return result.error ? null : (result.data as Forecast);
  };
  const base = await forecast([]);
  const asked = whatIfGoal(question, snapshot);
  const after =
    asked && base
      ? await forecast([monthlyIntoGoal(asked.goal.title, asked.monthly, snapshot.today, base.next_payday)])
      : null;
  return {
    ...snapshot,
    cash: { balance: amount, forecast: base, whatIf: asked && after ? { ...asked, forecast: after } : null },
  };
}

const lowestWords = (forecast: Forecast) =>
  `${formatMoney(forecast.lowest.balance)} on ${formatDate(forecast.lowest.date)}`;

function shortAnswer(cash: CashSnapshot): string {
  const forecast = cash.forecast!;
  const below = firstBelowZero(forecast);
  const payday = forecast.next_payday;
  const { count, total } = forecast.bills_before_payday;
  const before = payday
    ? `before your next payday on ${formatDate(payday)}`
    : `in the next ${FORECAST_DAYS} days`;
  const dipsBeforePayday = below && (payday === null || below.date < payday);
  return [
    dipsBeforePayday
      ? `Yes, you may run short ${before}: from your balance of ${formatMoney(cash.balance!)}, it goes below zero on ${formatDate(below.date)} (${formatMoney(below.balance)}).`
      : `No, you should not run short ${before}: from your balance of ${formatMoney(cash.balance!)}, the lowest it gets is ${lowestWords(forecast)}.`,
    '',
    `- Lowest point in the next ${FORECAST_DAYS} days: ${lowestWords(forecast)}`,
    `- Due ${before}: ${count} ${count === 1 ? 'payment' : 'payments'}, ${formatMoney(total)} in all`,
    '',
    `The day-by-day forecast is on ${CALENDAR}; keep your balance today up to date there.`,
  ].join('\n');
}

function whatIfAnswer(cash: CashSnapshot, today: string): string {
  const { goal, monthly, forecast } = cash.whatIf!;
  const restCents = Math.max(0, Math.round(goal.target_amount * 100) - Math.round(goal.current_amount * 100));
  const reach = goalReach(restCents, Math.round(monthly * 100), today);
  const base = cash.forecast!;
  const difference = forecast.lowest.balance - base.lowest.balance;
  const below = firstBelowZero(forecast);
  return [
    reach
      ? `Putting ${formatMoney(monthly)} a month into ${goal.title}: ${formatMoney(restCents / 100)} still to save, reached in ${reach.months} months (${formatDate(reach.reachedOn)}).`
      : `Putting ${formatMoney(monthly)} a month into ${goal.title}, which needs nothing more:`,
    '',
    `- Your lowest balance in the next ${FORECAST_DAYS} days: ${lowestWords(base)} now, ${lowestWords(forecast)} with it${Math.abs(difference) < 0.005 ? ' (no change)' : ''}.`,
    below
      ? `- With it, your balance goes below zero on ${formatDate(below.date)}: try a smaller amount or a later start.`
      : `- With it, your balance stays above zero.`,
    '',
    `Nothing is saved. Try other amounts in "What if" on ${CALENDAR}.`,
  ].join('\n');
}

/** The answer when the question is about the forecast and the forecast was read; else null. */
export function forecastAnswer(question: string, snapshot: WithCash): string | null {
  const cash = snapshot.cash;
  if (!cash) return null;
  if (cash.whatIf && cash.forecast) return whatIfAnswer(cash, snapshot.today);
  if (!SHORT.test(question)) return null;
  if (cash.balance === null)
    return `To see whether you will run short, enter your balance today on ${CALENDAR}: the forecast adds your paydays and takes away your bills, day by day, for the next ${FORECAST_DAYS} days.`;
  return cash.forecast ? shortAnswer(cash) : null;
}
