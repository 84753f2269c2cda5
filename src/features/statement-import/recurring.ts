import { TIMES_A_YEAR, type Frequency } from '@shared/finance/per-month.ts';
import { suggestCategory, type Suggestion } from './category';
import { payeeKeys, payeeTitle } from './payee';
import { dateOfDay, dayNumber, positionOf, TOLERANCE, type Fit } from './schedule';
import { findSeries, median, type Occurrence, type Series } from './series';
import type { Transaction } from './statement';

/**
 * Repeating payments and income found in a statement (decisions/028): by payee, amount and
 * interval, each with the payments that support it and when the next is expected.
 */

/** A payment of the statement that supports a finding. */
export interface Support {
  date: string;
  /** Positive: the amount, whichever way it went. */
  cents: number;
  description: string;
  line: number;
}

export interface Finding {
  /** Stable for the same statement: the kind, payee, interval and first supporting date. */
  id: string;
  title: string;
  /** The payee as lines are grouped (upper case, no numbers that change). */
  payee: string;
  kind: 'income' | 'payment';
  frequency: Frequency;
  /** The typical amount: the median of the last three supporting payments, positive. */
  cents: number;
  /**
   * When the next payment is expected (one date, two for twice a month): the first due after the
   * statement's end and today, or due a few days before and still within its tolerance.
   */
  next: string[];
  /** The days of the month a monthly kind keeps (two for twice a month); empty for weekly kinds. */
  daysOfMonth: number[];
  suggestion: Suggestion;
  support: Support[];
}

/**
 * The next date of each of the series' days (one, or two for twice a month): the first after its
 * last payment that can still come, its tolerance allowed, on or after `from` (a payment due on a
 * Saturday just before the statement ends may post on the Monday after it).
 */
function nextDates(fit: Fit, lastSlot: number, from: number): string[] {
  const { frequency } = fit.schedule;
  const dates: string[] = [];
  for (let slot = lastSlot + 1; dates.length < (frequency === 'semi-monthly' ? 2 : 1); slot += 1) {
    const day = fit.schedule.dayOf(slot);
    if (day + TOLERANCE[frequency] >= from) dates.push(dateOfDay(day));
  }
  return dates.sort();
}

/** The title most of the supporting lines give. */
function commonTitle(items: readonly Transaction[]): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const title = payeeTitle(item.description);
    counts.set(title, (counts.get(title) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}

function toFinding(series: Series, payee: string, kind: Finding['kind'], from: number): Finding {
  const supporting = series.kept.map((i) => series.run[i]!);
  const items = supporting.flatMap((o) => o.items);
  const cents = median(supporting.slice(-3).map((o) => o.cents));
  const { schedule } = series.fit;
  const lastSlot = series.fit.matched.find((m) => m.index === series.kept[series.kept.length - 1])!.slot;
  return {
    id: `${kind}:${payee}:${schedule.frequency}:${items[0]!.date}`,
    title: commonTitle(items),
    payee,
    kind,
    frequency: schedule.frequency,
    cents,
    next: nextDates(series.fit, lastSlot, from),
    daysOfMonth: schedule.daysOfMonth,
    suggestion: suggestCategory(payee, kind),
    support: items.map((item) => ({
      date: item.date,
      cents: Math.abs(item.cents),
      description: item.description,
      line: item.line,
    })),
  };
}

/**
 * A payee paid more than twelve times in an average month (a grocery store, a coffee shop): no
 * series there can have as few other payments around it as a series must (at most its own
 * number), so none is looked for.
 */
function busy(occurrences: readonly Occurrence[]): boolean {
  const days = occurrences[occurrences.length - 1]!.day - occurrences[0]!.day;
  return occurrences.length > (12 * Math.max(days, 30)) / 30;
}

/** The payments of one payee in one direction, same-day same-amount ones as one, by day. */
function occurrencesOf(transactions: readonly Transaction[]): Occurrence[] {
  const byDayAndAmount = new Map<string, Occurrence>();
  for (const transaction of transactions) {
    const key = `${transaction.date}|${transaction.cents}`;
    const occurrence = byDayAndAmount.get(key);
    if (occurrence) {
      occurrence.cents += Math.abs(transaction.cents);
      occurrence.items.push(transaction);
    } else
      byDayAndAmount.set(key, {
        ...positionOf(transaction.date),
        cents: Math.abs(transaction.cents),
        items: [transaction],
      });
  }
  return [...byDayAndAmount.values()].sort((a, b) => a.day - b.day || a.cents - b.cents);
}

/**
 * Every repeating payment and income of the statement. Lines are grouped by payee and direction;
 * money in from a payee the person pays more often than it pays them is refunds, not income.
 * Same input, same findings, in the same order: income first, then the largest a month.
 */
export function findRecurring(transactions: readonly Transaction[], today: string): Finding[] {
  const groups = new Map<string, Transaction[]>();
  const keys = payeeKeys(transactions.map((t) => t.description));
  let endDay = -Infinity;
  for (const [i, transaction] of transactions.entries()) {
    endDay = Math.max(endDay, dayNumber(transaction.date));
    if (transaction.cents === 0) continue;
    const key = `${transaction.cents > 0 ? '+' : '-'}${keys[i]!}`;
    const group = groups.get(key);
    if (group) group.push(transaction);
    else groups.set(key, [transaction]);
  }
  const findings: Finding[] = [];
  for (const [key, group] of [...groups].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const kind = key.startsWith('+') ? 'income' : 'payment';
    const payee = key.slice(1);
    if (kind === 'income' && (groups.get(`-${payee}`)?.length ?? 0) >= group.length) continue;
    let occurrences = occurrencesOf(group);
    if (busy(occurrences)) continue;
    for (let series = findSeries(occurrences, endDay); series; series = findSeries(occurrences, endDay)) {
      findings.push(toFinding(series, payee, kind, Math.max(dayNumber(today), endDay + 1)));
      const used = new Set(series.kept.map((i) => series.run[i]));
      occurrences = occurrences.filter((o) => !used.has(o));
    }
  }
  const monthly = (f: Finding) => f.cents * TIMES_A_YEAR[f.frequency];
  return findings.sort(
    (a, b) =>
      (a.kind === b.kind ? 0 : a.kind === 'income' ? -1 : 1) ||
      monthly(b) - monthly(a) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
