import { monthlyTotal, TIMES_A_YEAR, type Frequency } from '../finance/per-month.ts';
import { formatMoney } from '../money.ts';
import { paths } from '../paths.ts';
import type { SnapshotEvent, UserSnapshot } from './personal.ts';
import { BIGGEST_BILL, BILL_SHARE } from './reading/asks.ts';
import { eventFrequency } from './reading/read.ts';
import type { Reading } from './reading/types.ts';
import { FREQUENCY_WORDS, moneyAt } from './reading/words.ts';

/**
 * The calendar's repeating bills as a whole (docs/decisions/027): what they come to over a period,
 * the biggest of them, and what share of the repeating income one of them takes. Each turned into
 * a month the app's one way (finance/per-month.ts); one-off bills are not part of a month.
 */

const CALENDAR = `[your calendar](${paths.dashboard.calendar})`;

export interface CalendarLine {
  title: string;
  amount: number;
  frequency: Frequency;
}

/**
 * The repeating bills (or incomes) of the calendar with their amounts, one bill's amount replaced
 * when a change is supposed.
 */
export function calendarLines(
  events: readonly SnapshotEvent[],
  income: boolean,
  replaced?: { event: SnapshotEvent; to: number },
): CalendarLine[] {
  return events.flatMap((e): CalendarLine[] => {
    const frequency = eventFrequency(e);
    if (!frequency || e.amount === null || (e.event_type === 'income') !== income) return [];
    return [{ title: e.title, amount: replaced?.event === e ? replaced.to : e.amount, frequency }];
  });
}

const listed = (lines: readonly CalendarLine[]) =>
  lines.map((l) => `${l.title} ${moneyAt(l.amount, l.frequency)}`).join(', ');

/** The period asked, a month unless the words say a week or a year. */
function periodOf(text: string): Frequency {
  if (/\b(?:a|per|each|every|in a|for the) year\b|\b(?:yearly|annual(?:ly)?)\b/.test(text)) return 'yearly';
  if (/\b(?:a|per|each|every|in a) week\b|\bweekly\b/.test(text)) return 'weekly';
  return 'monthly';
}

export function billsAnswer(reading: Reading, snapshot: UserSnapshot): string {
  const bills = calendarLines(snapshot.events, false);
  if (bills.length === 0) {
    return `I can't answer that yet: there are no repeating bills on ${CALENDAR}. Add them there (rent, phone, insurance) and I can add them up.`;
  }
  const monthly = (line: CalendarLine) => monthlyTotal([line]);
  const { text } = reading;
  const named = reading.events.filter((e) => e.event_type !== 'income');
  if (BILL_SHARE.test(text) && named.length === 1) {
    const bill = bills.find((b) => b.title === named[0]!.title);
    const incomes = calendarLines(snapshot.events, true);
    if (!bill) {
      return `I can't answer that yet: ${named[0]!.title} does not repeat on ${CALENDAR}, so it has no monthly amount to compare.`;
    }
    if (incomes.length === 0) {
      return `I can't answer that yet: there is no repeating income on ${CALENDAR} to compare ${bill.title} with. Add your payday there as a repeating income.`;
    }
    const income = monthlyTotal(incomes);
    const share = Math.round((monthly(bill) / income) * 10000) / 100;
    return [
      `**${share}% of your income goes to ${bill.title}**: ${formatMoney(monthly(bill))} a month of ${formatMoney(income)} a month.`,
      '',
      `- Income: ${listed(incomes)} on ${CALENDAR}`,
    ].join('\n');
  }
  if (BIGGEST_BILL.test(text)) {
    const biggest = [...bills].sort((a, b) => monthly(b) - monthly(a))[0]!;
    return [
      `**Your biggest repeating bill is ${biggest.title}: ${formatMoney(monthly(biggest))} a month**${biggest.frequency === 'monthly' ? '' : ` (${moneyAt(biggest.amount, biggest.frequency)})`}.`,
      '',
      `Of the repeating bills on ${CALENDAR}; spending that is not on it is not counted.`,
    ].join('\n');
  }
  const period = periodOf(text);
  const perMonthTotal = monthlyTotal(bills);
  const total =
    period === 'monthly'
      ? perMonthTotal
      : Math.round(((perMonthTotal * 12) / TIMES_A_YEAR[period]) * 100) / 100;
  const oneOffs = snapshot.events.filter((e) => e.event_type !== 'income' && eventFrequency(e) === null);
  return [
    `**Your repeating bills come to ${formatMoney(total)} ${FREQUENCY_WORDS[period]}**${period === 'monthly' ? '' : ` (${formatMoney(perMonthTotal)} a month)`}: ${listed(bills)}.`,
    '',
    `From ${CALENDAR}${oneOffs.length > 0 ? `; one-off bills (${oneOffs.map((e) => e.title).join(', ')}) are not counted` : ''}. Spending that is not on it is not counted either.`,
  ].join('\n');
}
