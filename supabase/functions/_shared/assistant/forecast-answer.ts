import type { SupabaseClient } from '@supabase/supabase-js';
import { formatDate } from '../calendar/dates.ts';
import {
  FORECAST_DAYS,
  monthlyIntoGoal,
  firstBelowZero,
  type Forecast,
  type ForecastPoint,
} from '../finance/forecast.ts';
import { goalReach } from '../finance/goal-reach.ts';
import { perMonth } from '../finance/per-month.ts';
import { addDays } from '../calendar/recurrence.ts';
import { formatMoney } from '../money.ts';
import type { SnapshotGoal } from './goal-snapshot.ts';
import { datesBetween, type SnapshotEvent, type UserSnapshot } from './personal.ts';
import { noSuchBill } from './affordability-answer.ts';
import { eventFrequency } from './reading/read.ts';
import type { Change, Reading } from './reading/types.ts';
import { paths } from '../paths.ts';

/**
 * "Will I run short before payday?" and "What if I put $X a month into {goal}?", answered from
 * cash_flow_forecast (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md), the function
 * the calendar's forecast uses, with the balance the user entered there.
 */

const CALENDAR = `[your calendar](${paths.dashboard.calendar})`;

/** What the forecast answers need, read before the answer. */
export interface CashSnapshot {
  balance: number | null;
  forecast: Forecast | null;
  whatIf: { goal: SnapshotGoal; monthly: number; forecast: Forecast } | null;
  /** The forecast with the question's supposed change (the bill or payday at its new amount). */
  changed: Forecast | null;
}

export type WithCash = UserSnapshot & { cash?: CashSnapshot };

/** A what-if into a goal: the goal named and the monthly amount, or null. */
function whatIfGoal(reading: Reading) {
  if (reading.intent !== 'goal-what-if') return null;
  const monthly = reading.numbers.find((n) => n.unit === 'money' && n.frequency === 'monthly')?.value;
  const [goal] = reading.goals.filter((g) => g.completed_at === null);
  return monthly && monthly > 0 && goal ? { goal, monthly } : null;
}

/** Whether the reading needs the forecast: the handler reads it only then. */
export const asksForecast = (reading: Reading): boolean =>
  reading.intent === 'forecast-short' ||
  (reading.intent === 'change-what-if' && reading.change?.event != null) ||
  whatIfGoal(reading) !== null;

/** The next date of an event from today: where its re-added copy starts. */
const nextDate = (event: SnapshotEvent, today: string) =>
  datesBetween([event], today, addDays(today, 366))[0]?.date ?? null;

/** The change as cash_flow_forecast takes it: the event removed and re-added at its new amount. */
export function forecastChanges(change: Change, today: string): unknown[] | null {
  const event = change.event;
  const date = event && nextDate(event, today);
  if (!event?.id || !date || !Number.isFinite(change.to) || change.to < 0) return null;
  // A bill stopped ("if I stop paying my phone bill") is only taken out.
  if (change.to === 0) return [{ op: 'remove', id: event.id }];
  return [
    { op: 'remove', id: event.id },
    {
      op: 'add',
      title: event.title,
      amount: change.to,
      event_type: event.event_type,
      date,
      ...(event.recurrence_pattern ? { pattern: event.recurrence_pattern } : {}),
    },
  ];
}

/**
 * The snapshot with the balance and the forecasts the question needs, read with the user's JWT.
 * Unchanged when the question is not about the forecast or the reads fail.
 */
export async function withCash(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the untyped client the handler makes
  user: SupabaseClient<any, 'public', string>,
  reading: Reading,
  snapshot: UserSnapshot,
): Promise<WithCash> {
  if (!asksForecast(reading)) return snapshot;
  const balance = await user.from('cash_balances').select('amount').maybeSingle<{ amount: number }>();
  if (balance.error) return snapshot;
  const amount = balance.data?.amount ?? null;
  if (amount === null)
    return { ...snapshot, cash: { balance: null, forecast: null, whatIf: null, changed: null } };
  const forecast = async (changes: unknown[]) => {
    const result = await user.rpc('cash_flow_forecast', {
      start_balance: amount,
      days: FORECAST_DAYS,
      changes,
    });
    return result.error ? null : (result.data as Forecast);
  };
  const base = await forecast([]);
  const asked = whatIfGoal(reading);
  const after =
    asked && base
      ? await forecast([monthlyIntoGoal(asked.goal.title, asked.monthly, snapshot.today, base.next_payday)])
      : null;
  const changes =
    reading.change && reading.intent === 'change-what-if'
      ? forecastChanges(reading.change, snapshot.today)
      : null;
  const changed = changes && base ? await forecast(changes) : null;
  return {
    ...snapshot,
    cash: {
      balance: amount,
      forecast: base,
      whatIf: asked && after ? { ...asked, forecast: after } : null,
      changed,
    },
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

/** "Will I run short before payday?" from the forecast; the balance asked for when none is entered. */
export function forecastAnswer(reading: Reading, snapshot: WithCash): string | null {
  const cash = snapshot.cash;
  if (!cash || (reading.intent !== 'forecast-short' && reading.intent !== 'goal-what-if')) return null;
  if (reading.intent === 'goal-what-if')
    return cash.whatIf && cash.forecast ? whatIfAnswer(cash, snapshot.today) : null;
  if (cash.balance === null)
    return `I need your balance today to see whether you will run short: enter it on ${CALENDAR}. The forecast then adds your paydays and takes away your bills, day by day, for the next ${FORECAST_DAYS} days.`;
  if (!cash.forecast) return null;
  const supposed = reading.numbers.find((n) => n.unit === 'money' && n.role === 'balance');
  return supposed ? supposedBalanceAnswer(cash, supposed.value, reading, snapshot.today) : shortAnswer(cash);
}

/**
 * "What if I only had $500 in my account, would I go negative before I get paid?": the forecast
 * from another balance today. Every day's balance moves by the same difference, so the lowest
 * point until the next payday is today's forecast shifted by it.
 */
function supposedBalanceAnswer(cash: CashSnapshot, balance: number, reading: Reading, today: string): string {
  const forecast = cash.forecast!;
  const shift = Math.round((balance - cash.balance!) * 100) / 100;
  // "Lowest point over the next 2 weeks?": the period asked, else until the next payday.
  const days = reading.horizon?.kind === 'days' ? reading.horizon.days : null;
  const end = days !== null ? addDays(today, days) : forecast.next_payday;
  const period =
    days !== null
      ? `before ${formatDate(end!)}`
      : end
        ? `before your next payday on ${formatDate(end)}`
        : `in the next ${FORECAST_DAYS} days`;
  const now = lowestBefore(forecast, end) ?? forecast.lowest;
  const lowest = Math.round((now.balance + shift) * 100) / 100;
  return [
    lowest < 0
      ? `**No: from a balance of ${formatMoney(balance)} today, you would go below zero ${period}: the lowest is ${formatMoney(lowest)} on ${formatDate(now.date)}.**`
      : `**Yes: from a balance of ${formatMoney(balance)} today, you stay above zero ${period}: the lowest is ${formatMoney(lowest)} on ${formatDate(now.date)}.**`,
    '',
    `- With your balance on ${CALENDAR} (${formatMoney(cash.balance!)}), the lowest ${period} is ${formatMoney(now.balance)} on ${formatDate(now.date)}.`,
    '',
    `Nothing is saved. Your balance today can be changed on ${CALENDAR}.`,
  ].join('\n');
}

/** The lowest point from today to the day before `end` (the whole window when null). */
function lowestBefore(forecast: Forecast, end: string | null) {
  const points = forecast.points.filter((p) => end === null || p.date < end);
  return points.reduce<ForecastPoint | null>(
    (low, p) => (low === null || p.balance < low.balance ? p : low),
    null,
  );
}

/**
 * "If my rent goes up to $1,400, will I still have money left before my next payday?"
 * (convention 5): the lowest balance until the next payday (for a change to the pay itself, until
 * the payday after), before and after the change, and the monthly difference it makes.
 */
export function changeAnswer(reading: Reading, snapshot: WithCash): string {
  const change = reading.change!;
  const event = change.event;
  if (!event) {
    return change.kind === 'income'
      ? `I need a repeating income on ${CALENDAR} to change: add your payday there (it can repeat) and ask again.`
      : noSuchBill(change.name, snapshot);
  }
  if (!Number.isFinite(change.to) || change.to < 0) {
    return `I need the new amount of ${event.title} to answer that: say, for example, "if ${event.title.toLowerCase()} goes up to $1,500".`;
  }
  const frequency = eventFrequency(event);
  const monthlyDifference =
    frequency && event.amount !== null
      ? Math.round((perMonth(change.to, frequency) - perMonth(event.amount, frequency)) * 100) / 100
      : null;
  const income = event.event_type === 'income';
  const differenceLine =
    monthlyDifference === null
      ? `${event.title} is a one-off, so the change happens once.`
      : `The change is ${formatMoney(Math.abs(monthlyDifference))} a month ${monthlyDifference > 0 ? 'more' : 'less'} ${income ? 'coming in' : 'going out'}.`;
  const cash = snapshot.cash;
  if (!cash || cash.balance === null) {
    return `I need your balance today to run that through your forecast: enter it on ${CALENDAR}. ${differenceLine}`;
  }
  if (!cash.forecast || !cash.changed) {
    return `I can't answer that yet: the forecast could not be read just now. ${differenceLine}`;
  }
  const incomes = datesBetween(
    snapshot.events.filter((e) => e.event_type === 'income'),
    snapshot.today,
    addDays(snapshot.today, FORECAST_DAYS - 1),
  ).map((e) => e.date);
  const paydays = [...new Set(incomes)];
  const asked = reading.horizon;
  const end =
    asked?.kind === 'days'
      ? addDays(snapshot.today, asked.days)
      : ((income ? paydays[1] : paydays[0]) ?? null);
  const period =
    end === null
      ? `in the next ${FORECAST_DAYS} days`
      : asked?.kind === 'days'
        ? `before ${formatDate(end)}`
        : `before your ${income ? 'payday after next' : 'next payday'} on ${formatDate(end)}`;
  // "If I had $2,800 in the account and rent was $1,500": the forecast from that balance today,
  // every day moved by the same difference.
  const supposed = reading.numbers.find((n) => n.unit === 'money' && n.role === 'balance');
  const shift = supposed ? Math.round((supposed.value - cash.balance) * 100) / 100 : 0;
  const moved = (point: ForecastPoint) => ({
    ...point,
    balance: Math.round((point.balance + shift) * 100) / 100,
  });
  // "Now" is the calendar as it is; the answer is the supposed case, both balance and change.
  const now = lowestBefore(cash.forecast, end)!;
  const after = moved(lowestBefore(cash.changed, end)!);
  const verdict =
    after.balance < 0
      ? `**No: with ${event.title} at ${formatMoney(change.to)}, your balance goes below zero ${period}: its lowest is ${formatMoney(after.balance)} on ${formatDate(after.date)}.**`
      : `**Yes: with ${event.title} at ${formatMoney(change.to)}, you still have money left ${period}: the lowest is ${formatMoney(after.balance)} on ${formatDate(after.date)}.**`;
  return [
    verdict,
    '',
    `- Lowest ${period} now: ${formatMoney(now.balance)} on ${formatDate(now.date)}; with the change: ${formatMoney(after.balance)} on ${formatDate(after.date)}`,
    supposed
      ? `- "Now" is from your balance on ${CALENDAR} (${formatMoney(cash.balance)}); "with the change" from ${formatMoney(supposed.value)}, as you said. ${differenceLine}`
      : `- From your balance today of ${formatMoney(cash.balance)}. ${differenceLine}`,
    '',
    `Nothing is saved. Try other changes in "What if" on ${CALENDAR}.`,
  ].join('\n');
}
