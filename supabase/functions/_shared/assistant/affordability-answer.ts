import { monthlyTotal, type Frequency } from '../finance/per-month.ts';
import { formatMoney } from '../money.ts';
import { paths } from '../paths.ts';
import type { UserSnapshot } from './personal.ts';
import { eventFrequency } from './reading/read.ts';
import type { Reading } from './reading/types.ts';
import { FREQUENCY_WORDS, moneyAt } from './reading/words.ts';

/**
 * "Can I afford a $400 car payment?" (convention 4): monthly income (the question's, else the
 * calendar's repeating income), less the calendar's repeating bills (a bill the question changes at
 * its new amount), before and after the new payment, each turned monthly by finance/per-month.ts.
 */

const CALENDAR = `[your calendar](${paths.dashboard.calendar})`;

interface Line {
  title: string;
  amount: number;
  frequency: Frequency;
}

export function affordabilityAnswer(reading: Reading, snapshot: UserSnapshot | undefined): string {
  const events = snapshot?.events ?? [];
  const { change } = reading;
  if (change && change.kind === 'bill' && change.event === null) {
    return `I can't answer that yet: I don't see a bill called "${change.name}" on ${CALENDAR}. ${billNames(snapshot)}`;
  }
  const stated = reading.numbers.filter((n) => n.role === 'income');
  const unclear = stated.find((n) => n.frequency === null);
  if (unclear) {
    return `I need to know how often you get ${formatMoney(unclear.value)} to answer that: say, for example, "${formatMoney(unclear.value)} every two weeks" or "a month".`;
  }
  const repeating = (income: boolean) =>
    events.flatMap((e): Line[] => {
      const frequency = eventFrequency(e);
      if (!frequency || e.amount === null || (e.event_type === 'income') !== income) return [];
      const amount = change?.event === e && Number.isFinite(change.to) ? change.to : e.amount;
      return [{ title: e.title, amount, frequency }];
    });
  const incomes: Line[] =
    stated.length > 0
      ? stated.map((n) => ({ title: 'stated', amount: n.value, frequency: n.frequency! }))
      : repeating(true);
  if (incomes.length === 0) {
    return `I need your income to answer that: tell me what you are paid and how often (for example "I get paid $2,000 every two weeks"), or add your payday to ${CALENDAR} as a repeating income.`;
  }
  const bills = repeating(false);
  const income = monthlyTotal(incomes);
  const billTotal = monthlyTotal(bills);
  const left = Math.round((income - billTotal) * 100) / 100;
  const payments = reading.numbers.filter((n) => n.role === 'new-payment' || n.role === 'payment');
  const fallback =
    payments.length === 0 && !change ? reading.numbers.filter((n) => n.role === 'unknown') : [];
  const added = [...payments, ...fallback].map((n) => ({
    title: 'new',
    amount: n.value,
    frequency: n.frequency ?? ('monthly' as const),
  }));
  const newMonthly = monthlyTotal(added);
  const after = Math.round((left - newMonthly) * 100) / 100;
  const what =
    added.length > 0
      ? `the new payment of ${formatMoney(newMonthly)} a month`
      : change
        ? `${change.event!.title} at ${formatMoney(change.to)}`
        : 'your bills';
  const verdict =
    after >= 0
      ? `**On your calendar's figures it fits: after ${what}, ${formatMoney(after)} a month is left.**`
      : `**On your calendar's figures it does not fit: after ${what}, you would be ${formatMoney(-after)} a month short.**`;
  const incomeSource =
    stated.length > 0
      ? `the ${stated.map((n) => moneyAt(n.value, n.frequency)).join(' and ')} you stated`
      : `${incomes.map((l) => `${l.title} ${moneyAt(l.amount, l.frequency)}`).join(', ')} on ${CALENDAR}`;
  const billList = bills
    .map((b) => `${b.title} ${formatMoney(b.amount)} ${FREQUENCY_WORDS[b.frequency]}`)
    .join(', ');
  return [
    verdict,
    '',
    `- Income: ${formatMoney(income)} a month (${incomeSource})`,
    `- Repeating bills on your calendar: ${formatMoney(billTotal)} a month${billList ? ` (${billList})` : ''}`,
    added.length > 0
      ? `- Left each month: ${formatMoney(left)} before the new payment, ${formatMoney(after)} after it`
      : `- Left each month: ${formatMoney(after)}`,
    '',
    "What I can't see: spending that is not on your calendar (food, fuel, card payments) comes out of what is left, and one-off bills are not counted. Each amount is turned into a month the app's one way (weekly x 52/12, every two weeks x 26/12, quarterly / 3).",
  ].join('\n');
}

export function billNames(snapshot: UserSnapshot | undefined): string {
  const bills = (snapshot?.events ?? []).filter((e) => e.event_type !== 'income').map((e) => e.title);
  return bills.length > 0
    ? `Yours are: ${[...new Set(bills)].join(', ')}. Ask about one of those, or add the bill there first.`
    : 'Add the bill there first and ask again.';
}
