import { monthlyTotal, TIMES_A_YEAR, type Frequency } from '../finance/per-month.ts';
import { formatMoney } from '../money.ts';
import { paths } from '../paths.ts';
import type { SnapshotEvent, UserSnapshot } from './personal.ts';
import { BIGGEST_BILL, BILL_SHARE, INCOME_ASKED, LEFT_AFTER_BILLS, PER_PAYCHECK } from './reading/asks.ts';
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

/**
 * The lines over a period: a month the app's one way (monthlyTotal), any other period from each
 * line's own count a year, so $2,600 every two weeks is $67,600.00 a year, not a rounded month x 12.
 */
function totalOver(lines: readonly CalendarLine[], period: Frequency): number {
  if (period === 'monthly') return monthlyTotal(lines);
  const cents = lines.reduce(
    (sum, l) => sum + (Math.round(l.amount * 100) * TIMES_A_YEAR[l.frequency]) / TIMES_A_YEAR[period],
    0,
  );
  return Math.round(cents) / 100;
}

const listed = (lines: readonly CalendarLine[]) =>
  lines.map((l) => `${l.title} ${moneyAt(l.amount, l.frequency)}`).join(', ');

/** The period asked, `otherwise` unless the words say a week, a month or a year. */
function periodOf(text: string, otherwise: Frequency = 'monthly'): Frequency {
  if (/\b(?:a|per|each|every|in a|for the) year\b|\b(?:yearly|annual(?:ly)?)\b/.test(text)) return 'yearly';
  if (/\b(?:a|per|each|every|in a) week\b|\bweekly\b/.test(text)) return 'weekly';
  if (/\b(?:a|per|each|every|in a) month\b|\bmonthly\b/.test(text)) return 'monthly';
  return otherwise;
}

/** The month's repeating income less its repeating bills, or each payday's share of it. */
function leftAfterBills(
  text: string,
  bills: readonly CalendarLine[],
  incomes: readonly CalendarLine[],
): string {
  if (incomes.length === 0) {
    return `I can't answer that yet: there is no repeating income on ${CALENDAR} to take the bills from. Add your payday there as a repeating income.`;
  }
  const income = monthlyTotal(incomes);
  const billTotal = monthlyTotal(bills);
  const left = Math.round((income - billTotal) * 100) / 100;
  const paydays = new Set(incomes.map((i) => i.frequency));
  const payday = PER_PAYCHECK.test(text) && paydays.size === 1 ? [...paydays][0]! : null;
  const each =
    payday && payday !== 'monthly' ? Math.round(((left * 12) / TIMES_A_YEAR[payday]) * 100) / 100 : null;
  const verdict =
    each !== null
      ? `**${formatMoney(each)} each payday is left after your repeating bills** (${formatMoney(left)} a month, paid ${FREQUENCY_WORDS[payday!]})`
      : left >= 0
        ? `**${formatMoney(left)} a month is left after your repeating bills**`
        : `**Your repeating bills are ${formatMoney(-left)} a month more than your repeating income**`;
  return [
    `${verdict}: income ${formatMoney(income)} a month less bills ${formatMoney(billTotal)} a month.`,
    '',
    `- Income: ${listed(incomes)}`,
    `- Bills: ${listed(bills)}`,
    '',
    `From ${CALENDAR}; spending that is not on it comes out of what is left.`,
  ].join('\n');
}

/** The repeating income over the period asked. */
function incomeAnswer(text: string, incomes: readonly CalendarLine[]): string {
  if (incomes.length === 0) {
    return `I can't answer that yet: there is no repeating income on ${CALENDAR}. Add your payday there as a repeating income, or tell me what you are paid and how often.`;
  }
  const period = periodOf(text);
  const monthly = monthlyTotal(incomes);
  const total = totalOver(incomes, period);
  return [
    `**Your repeating income comes to ${formatMoney(total)} ${FREQUENCY_WORDS[period]}**${period === 'monthly' ? '' : ` (${formatMoney(monthly)} a month)`}: ${listed(incomes)}.`,
    '',
    `From ${CALENDAR}, as entered there (usually what is paid in, after tax).`,
  ].join('\n');
}

export function billsAnswer(reading: Reading, snapshot: UserSnapshot): string {
  if (INCOME_ASKED.test(reading.text))
    return incomeAnswer(reading.text, calendarLines(snapshot.events, true));
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
  if (LEFT_AFTER_BILLS.test(text)) return leftAfterBills(text, bills, calendarLines(snapshot.events, true));
  if (BIGGEST_BILL.test(text)) {
    const biggest = [...bills].sort((a, b) => monthly(b) - monthly(a))[0]!;
    return [
      `**Your biggest repeating bill is ${biggest.title}: ${formatMoney(monthly(biggest))} a month**${biggest.frequency === 'monthly' ? '' : ` (${moneyAt(biggest.amount, biggest.frequency)})`}.`,
      '',
      `Of the repeating bills on ${CALENDAR}; spending that is not on it is not counted.`,
    ].join('\n');
  }
  // "The total of my quarterly bills": those that come that often, over that period.
  const ofOne = /\b(weekly|monthly|quarterly|yearly|annual)\s+bills\b/.exec(text);
  const kind = ofOne?.[1];
  const only = kind ? (kind === 'annual' ? 'yearly' : (kind as Frequency)) : null;
  const counted = only ? bills.filter((b) => b.frequency === only) : bills;
  if (counted.length === 0) {
    return `I can't answer that yet: none of the repeating bills on ${CALENDAR} comes ${FREQUENCY_WORDS[only!]}. Yours are: ${listed(bills)}.`;
  }
  // Over their own period unless another is asked ("my quarterly bills a year").
  const period = periodOf(ofOne ? text.replace(ofOne[0], ' ') : text, only ?? 'monthly');
  const perMonthTotal = monthlyTotal(counted);
  const total = totalOver(counted, period);
  const oneOffs = snapshot.events.filter((e) => e.event_type !== 'income' && eventFrequency(e) === null);
  return [
    `**Your ${kind ? `${kind} ` : 'repeating '}bills come to ${formatMoney(total)} ${FREQUENCY_WORDS[period]}**${period === 'monthly' ? '' : ` (${formatMoney(perMonthTotal)} a month)`}: ${listed(counted)}.`,
    '',
    `From ${CALENDAR}${oneOffs.length > 0 ? `; one-off bills (${oneOffs.map((e) => e.title).join(', ')}) are not counted` : ''}. Spending that is not on it is not counted either.`,
  ].join('\n');
}
