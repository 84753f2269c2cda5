import type { Frequency } from '@shared/finance/per-month.ts';
import { bestFit, PERIOD_DAYS, TOLERANCE, type Fit, type Position } from './schedule';
import type { Transaction } from './statement';

/**
 * The best repeating series among one payee's payments (decisions/028): the rules a run of
 * payments must meet to be believed, and the search over the runs worth trying.
 */

/** The fewest payments on schedule that make a finding: enough that chance does not (decisions/028). */
const MIN_PAYMENTS: Record<Frequency, number> = {
  weekly: 6,
  'bi-weekly': 5,
  'semi-monthly': 5,
  monthly: 3,
  quarterly: 4,
  yearly: 2,
};

/** How far a payment's amount may be from the typical one and still be the same payment: 20% or $1. */
const drift = (typical: number) => Math.max(typical * 0.2, 100);

/** Whether two amounts in cents are one payment's, its drift allowed. */
export const sameAmount = (cents: number, typical: number): boolean =>
  Math.abs(cents - typical) <= drift(typical);
/** Amounts this close are one price: 5% or 50¢. */
const alike = (typical: number) => Math.max(typical * 0.05, 50);

/** Fewer payments than this are a short run, believed on closer amounts. */
const FEW_PAYMENTS = 6;

/**
 * How many other payments to the payee (any amount, between the series' first and last) a series
 * may have: as many as its own for the frequent kinds; one beside a quarterly bill; none beside a
 * yearly fee, which rests on two payments only.
 */
const OTHERS_ALLOWED: Record<Frequency, (kept: number) => number> = {
  weekly: (kept) => kept,
  'bi-weekly': (kept) => kept,
  'semi-monthly': (kept) => kept,
  monthly: (kept) => kept,
  quarterly: () => 1,
  yearly: () => 0,
};

const FREQUENCIES: readonly Frequency[] = [
  'weekly',
  'bi-weekly',
  'semi-monthly',
  'monthly',
  'quarterly',
  'yearly',
];

/** Payments of one payee on one day with the same amount: one payment of their sum (two phone lines). */
export interface Occurrence extends Position {
  cents: number;
  items: Transaction[];
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

export interface Series {
  fit: Fit;
  run: Occurrence[];
  /** The run's indexes on schedule with an amount near the typical one, by slot. */
  kept: number[];
}

/**
 * Whether `fit` is a repeating payment, and which of its payments are (those near the typical
 * amount). Believed when: enough payments; twice a month with one amount on both days; a short run
 * with amounts that agree closely; at most one slot in ten skipped (one at least); at most one in
 * ten payments of the amount off the schedule (one at least); still going at the statement's end
 * (a long run may have skipped its last slot); and few other payments to the payee around it.
 */
function accept(
  run: readonly Occurrence[],
  fit: Fit,
  payee: readonly Occurrence[],
  endDay: number,
): Series | null {
  const frequency = fit.schedule.frequency;
  const typical = median(fit.matched.map((m) => run[m.index]!.cents));
  const kept = fit.matched.filter((m) => sameAmount(run[m.index]!.cents, typical));
  if (kept.length < MIN_PAYMENTS[frequency]) return null;
  // Twice a month with one amount on one day and another on the other is two monthly payments.
  if (frequency === 'semi-monthly') {
    const [first, second] = [0, 1].map((half) =>
      kept.filter((m) => m.slot % 2 === half).map((m) => run[m.index]!.cents),
    ) as [number[], number[]];
    if (first.length === 0 || second.length === 0) return null;
    const [one, other] = [median(first), median(second)];
    if (Math.abs(one - other) > alike(Math.max(one, other))) return null;
  }
  // A short run is believed only when its amounts agree closely: three purchases a month apart at
  // one store happen by chance, at nearly the same price rarely. Quarterly and yearly runs are short.
  if (
    kept.length < FEW_PAYMENTS &&
    frequency !== 'quarterly' &&
    frequency !== 'yearly' &&
    kept.some((m) => Math.abs(run[m.index]!.cents - typical) > alike(typical))
  )
    return null;
  const slots = kept[kept.length - 1]!.slot - kept[0]!.slot + 1;
  const allowed = Math.max(1, Math.floor(slots / 10));
  if (slots - kept.length > allowed) return null;
  // Slots after the last payment that had come and gone by the statement's end: a long run may
  // have skipped one; a short one must still be going.
  let overdue = 0;
  const last = kept[kept.length - 1]!.slot;
  while (fit.schedule.dayOf(last + overdue + 1) + TOLERANCE[frequency] < endDay) overdue += 1;
  if (overdue > (kept.length < FEW_PAYMENTS ? 0 : 1)) return null;
  // The payee's other payments over the series' span. Those of its amount off the schedule say it
  // is no schedule; its amount is its price when it keeps one (a $12.99 plan beside a $10.99 one
  // contradicts nothing), else its drift. Many of any amount (a grocery store) give chance many ways
  // to line up.
  const series = new Set(kept.map((m) => run[m.index]));
  const [firstDay, lastDay] = [run[kept[0]!.index]!.day, run[kept[kept.length - 1]!.index]!.day];
  const others = payee.filter((o) => !series.has(o) && o.day >= firstDay && o.day <= lastDay);
  const onePrice = kept.every((m) => Math.abs(run[m.index]!.cents - typical) <= alike(typical));
  const band = onePrice ? alike(typical) : drift(typical);
  const contradicting = others.filter((o) => Math.abs(o.cents - typical) <= band).length;
  if (contradicting > Math.max(1, Math.floor(kept.length / 10))) return null;
  if (others.length > OTHERS_ALLOWED[frequency](kept.length)) return null;
  return { fit, run: [...run], kept: kept.map((m) => m.index) };
}

/** How many payments a run may hold and still be one schedule of `frequency` (plus a few off it). */
const mostPayments = (frequency: Frequency, spanDays: number) =>
  Math.ceil((spanDays / PERIOD_DAYS[frequency] + 1) * 1.1) + 2;

const better = (a: Series, b: Series | null) =>
  !b || a.kept.length > b.kept.length || (a.kept.length === b.kept.length && a.fit.off < b.fit.off);

/** The index of the first of the sorted days after `day`. */
function firstDayAfter(days: readonly number[], day: number): number {
  let [low, high] = [0, days.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (days[middle]! <= day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The index of the first payment, in amount order, of at least `cents`. */
function firstFrom(byAmount: readonly Occurrence[], cents: number): number {
  let [low, high] = [0, byAmount.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (byAmount[middle]!.cents < cents) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The best repeating series among a payee's payments, or null. The runs tried start at each amount
 * and reach half as much again ($2 at least), so that every series, its amounts within the drift
 * of their middle, is in one; and a tenth ($1): two subscriptions from one merchant at $10.99 and
 * $12.99 are one run of the first kind and two of the second. Longest first: a run no longer than
 * the best series found cannot hold a better one. A run longer than a weekly series can be is not
 * tried.
 */
export function findSeries(occurrences: readonly Occurrence[], endDay: number): Series | null {
  const byAmount = [...occurrences].sort((a, b) => a.cents - b.cents || a.day - b.day);
  const days = occurrences.map((o) => o.day);
  const longest = mostPayments('weekly', Math.max(...days) - Math.min(...days));
  const runs = new Map<string, [number, number]>();
  byAmount.forEach(({ cents }, from) => {
    if (from > 0 && byAmount[from - 1]!.cents === cents) return;
    for (const top of [Math.max(cents * 1.5, cents + 200), Math.max(cents * 1.1, cents + 100)]) {
      const to = firstFrom(byAmount, Math.floor(top) + 1);
      if (to - from >= 2 && to - from <= longest) runs.set(`${from}:${to}`, [from, to]);
    }
  });
  const byDay = occurrences.map((o) => o.day).sort((a, b) => a - b);
  let best: Series | null = null;
  for (const [from, to] of [...runs.values()].sort((a, b) => b[1] - b[0] - (a[1] - a[0]) || a[0] - b[0])) {
    if (best && to - from <= best.kept.length) break;
    const run = byAmount.slice(from, to).sort((a, b) => a.day - b.day);
    const [first, last] = [run[0]!.day, run[run.length - 1]!.day];
    // The payee's other payments over the run's span: a series from it has at least these around it.
    const others = firstDayAfter(byDay, last) - firstDayAfter(byDay, first - 1) - run.length;
    const typical = median(run.map((o) => o.cents));
    for (const frequency of FREQUENCIES) {
      if (run.length < MIN_PAYMENTS[frequency] || run.length > mostPayments(frequency, last - first))
        continue;
      if (others > OTHERS_ALLOWED[frequency](run.length)) continue;
      const fit = bestFit(run, frequency, typical);
      const series = fit && accept(run, fit, occurrences, endDay);
      if (series && better(series, best)) best = series;
    }
  }
  return best;
}
