import { monthlyTotal } from '../finance/per-month.ts';
import { formatMoney } from '../money.ts';
import { paths } from '../paths.ts';
import type { UserSnapshot } from './personal.ts';
import { calendarLines, type CalendarLine } from './bills-answer.ts';
import type { ReadNumber, Reading } from './reading/types.ts';
import { FREQUENCY_WORDS, moneyAt } from './reading/words.ts';
import { OPTIONS, OTHERS_CHIP_IN } from './reading/asks.ts';
import { leavesOut } from './reading/written-figures.ts';

/**
 * "Can I afford a $400 car payment?" (convention 4): monthly income (the question's, else the
 * calendar's repeating income), less the calendar's repeating bills (a bill the question changes at
 * its new amount), before and after the new payment, each turned monthly by finance/per-month.ts.
 */

const CALENDAR = `[your calendar](${paths.dashboard.calendar})`;

/** Pay said to come on top of what the user earns now. */
const ADDED_PAY =
  /\b(?:second|another|extra|side|part[- ]time|weekend|new second) (?:jobs?|gigs?|hustle|income|shifts?|job's)\b|\b(?:on top of|in addition to|besides) (?:my|our|the|his|her) (?:pay|pay ?checks?|job|salary|income|wages)\b|\bside (?:hustle|gig|job|business)\b|\ban? (?:extra|additional) \$?\d|\b(?:roommate|tenant|boarder)s? (?:pays?|brings? in)\b/;

/** Pay said for both together: "my husband and I net 5,400", "combined", "between us". */
const TOGETHER = /\b(?:and (?:i|me)|& (?:i|me)|together|combined|between us|both of us|we both|household)\b/;

/** What is left asked by the week: "what's left each week", "how much spare per week". */
const WEEK_ASKED =
  /\b(?:left|leftover|left over|spare|remaining|short)\b[^.?!]{0,25}\b(?:each|a|per|every) week\b|\b(?:each|a|per|every) week\b[^.?!]{0,25}\b(?:left|leftover|left over|spare|remaining)\b/;

/**
 * Pay of someone else in the household ("my wife starts a job paying 1,800", "my husband makes
 * 2,400"): said alone, it comes on top of the calendar's pay, which is the asker's.
 */
const PARTNER_PAY =
  /\b(?:my|our) (?:wife|husband|partner|spouse|fianc[eé]e?|boyfriend|girlfriend|bf|gf|roommate|son|daughter)(?:'s)? (?:[a-z-]+ ){0,3}?(?:job|jobs|pay|paycheck|income|salary|wages?|makes?|earns?|brings? (?:in|home)|gets? paid|takes? home|nets?)\b/;

export function affordabilityAnswer(reading: Reading, snapshot: UserSnapshot | undefined): string {
  const events = snapshot?.events ?? [];
  const { change } = reading;
  if (change && change.kind === 'bill' && change.event === null) {
    return noSuchBill(change.name, snapshot);
  }
  // "Is a new car in the budget for me?": nothing to weigh without what it would cost.
  if (!change && !reading.numbers.some((n) => n.unit === 'money')) {
    return `I need what it would cost to answer that: say, for example, "can I afford a $400 a month car payment?", and I will weigh it against your income and the bills on ${CALENDAR}.`;
  }
  // "A 1,050 apartment plus 60 for internet" weighed without the 60 answers another question.
  if (
    leavesOut(
      reading.text,
      reading.numbers.flatMap((n) => (n.from ? [n.at, n.from.countAt, n.from.perAt ?? n.at] : [n.at])),
      10,
    )
  ) {
    return `I can't answer that yet: I could not tell what every figure in your question is (a new payment, your income, a bill's new amount). Say, for example, "I make $900 a week, can I afford $1,050 a month rent and $60 a month for internet?"`;
  }
  // "Can I afford a 20k car?": a price paid once, which is not weighed as a month's payment. Beside
  // a monthly payment ("a $25k car at $450 a month") it is the thing's price, said back.
  const prices = reading.numbers.filter((n) => n.role === 'price');
  // A new amount for the pay ("my commission bumps my paycheck to 2,450") is no cost beside it.
  const payChanged = (n: ReadNumber) =>
    change?.kind === 'income' && (n.role === 'new-amount' || n.role === 'change-by');
  const monthlyCost = reading.numbers.some(
    (n) =>
      n.unit === 'money' &&
      n.frequency !== null &&
      n.role !== 'income' &&
      !payChanged(n) &&
      !prices.includes(n),
  );
  const price = monthlyCost ? undefined : prices[0];
  if (price) {
    return `I can't answer that yet: I read ${formatMoney(price.value)} as a price paid once, and I weigh regular payments against your income and bills. Tell me the monthly payment it would mean, and I can check whether that fits.`;
  }
  const stated = reading.numbers.filter((n) => n.role === 'income');
  const unclear = stated.find((n) => n.frequency === null);
  if (unclear) {
    return `I need to know how often you get ${formatMoney(unclear.value)} to answer that: say, for example, "${formatMoney(unclear.value)} every two weeks" or "a month".`;
  }
  if (change && !Number.isFinite(change.to)) {
    return `I need the new amount of ${change.event?.title ?? change.name} to answer that: say, for example, "if it goes up to $1,500".`;
  }
  const repeating = (income: boolean, changed = true) =>
    calendarLines(
      events,
      income,
      changed && change?.event ? { event: change.event, to: change.to } : undefined,
    );
  // "A second job paying 400 a week": pay on top of the calendar's, not instead of it.
  const extra =
    ADDED_PAY.test(reading.text) ||
    OTHERS_CHIP_IN.test(reading.text) ||
    (PARTNER_PAY.test(reading.text) && !TOGETHER.test(reading.text) && stated.length === 1);
  const incomes: CalendarLine[] =
    stated.length > 0
      ? [
          ...(extra ? repeating(true) : []),
          ...stated.map((n) => ({ title: 'stated', amount: n.value, frequency: n.frequency! })),
        ]
      : repeating(true);
  if (incomes.length === 0) {
    return `I need your income to answer that: tell me what you are paid and how often (for example "I get paid $2,000 every two weeks"), or add your payday to ${CALENDAR} as a repeating income.`;
  }
  const bills = repeating(false);
  const income = monthlyTotal(incomes);
  const billTotal = monthlyTotal(bills);
  // What is left now, with the bills as they are, and after the change and the new payment.
  const billsNow = monthlyTotal(repeating(false, false));
  const left = Math.round((income - billsNow) * 100) / 100;
  // A new regular saving ("putting $200/mo into savings") goes out each month like a payment.
  const payments = reading.numbers.filter(
    (n) =>
      n.unit === 'money' &&
      !prices.includes(n) &&
      (n.role === 'new-payment' || n.role === 'payment' || (n.role === 'saving' && n.frequency !== null)),
  );
  const unknown = reading.numbers.filter(
    (n) => n.unit === 'money' && n.role === 'unknown' && !prices.includes(n),
  );
  // An amount whose role the words do not give is a new payment when it is the only one, or when
  // it repeats ("costco is 130 a year and the gym 45/mo, can I do both?"): a cost asked about.
  // Beside a payment the words do name, it may as well be pay ("averaging 1,150 a week"): unread.
  const fallback = change
    ? []
    : payments.length > 0
      ? // "$1.2k a year for soccer plus $35 a month for his phone": costs listed together.
        unknown.filter((n) => n.frequency !== null && payments.some((p) => listedWith(reading.text, n, p)))
      : unknown.length === 1
        ? unknown
        : // "With my 2,100 every two weeks": the user's own amount, not a new cost.
          unknown.filter(
            (n) => n.frequency !== null && !/\b(?:my|our)\s+\$?\s*$/.test(reading.text.slice(0, n.at)),
          );
  // "Instead of my 1250": the bill's amount today, said back, not a new figure.
  const current = (n: ReadNumber) => change?.event?.amount != null && n.value === change.event.amount;
  const unused = reading.numbers.filter(
    (n) =>
      n.unit === 'money' &&
      !stated.includes(n) &&
      !payments.includes(n) &&
      !fallback.includes(n) &&
      !(n.role === 'new-amount' || n.role === 'change-by') &&
      // "I've got $4k in checking": what is there now, said back, not a monthly figure.
      n.role !== 'balance' &&
      !prices.includes(n) &&
      !current(n),
  );
  if (unused.length > 0) {
    return `I can't answer that yet: I read ${unused.map((n) => formatMoney(n.value)).join(' and ')} in your question but could not tell what ${unused.length === 1 ? 'it is' : 'they are'} (a new payment, your income, a bill's new amount). Say, for example, "can I afford a $400 a month car payment?"`;
  }
  const added = [...payments, ...fallback].map((n) => ({
    title: 'new',
    amount: n.value,
    frequency: n.frequency ?? ('monthly' as const),
  }));
  // "One is 389/mo and the other 455/mo, what would I have left with each?": options, each alone.
  if (added.length > 1 && !change && OPTIONS.test(reading.text)) {
    const each = added.map((a) => {
      const rest = Math.round((income - billTotal - monthlyTotal([a])) * 100) / 100;
      return `- ${moneyAt(a.amount, a.frequency)}: ${rest >= 0 ? `${formatMoney(rest)} a month left` : `${formatMoney(-rest)} a month short`}`;
    });
    return [
      `**On your calendar's figures, each option on its own (${formatMoney(left)} a month is left now):**`,
      '',
      ...each,
      '',
      `- Income: ${formatMoney(income)} a month; repeating bills on ${CALENDAR}: ${formatMoney(billTotal)} a month`,
      '',
      "What I can't see: spending that is not on your calendar comes out of what is left. Each amount is turned into a month the app's one way.",
    ].join('\n');
  }
  const newMonthly = monthlyTotal(added);
  const after = Math.round((income - billTotal - newMonthly) * 100) / 100;
  // Each amount as written, when the month's figure is not it: "$910.00 a month ($210.00 a week)".
  const asWritten =
    added.length === 1 && added[0]!.frequency === 'monthly'
      ? ''
      : ` (${added.map((a) => moneyAt(a.amount, a.frequency)).join(' and ')})`;
  // "$389 a month for 5 years": the term, said back; what is left each month does not depend on it.
  const term = reading.numbers.find((n) => n.role === 'duration');
  const lasting = term ? ` for ${term.value} ${term.unit === 'years' ? 'years' : 'months'}` : '';
  const changed = change?.event ? `${change.event.title} at ${formatMoney(change.to)}` : null;
  const what =
    added.length > 0
      ? `${changed ? `${changed} and ` : ''}the new ${added.length === 1 ? 'payment' : 'payments'} of ${formatMoney(newMonthly)} a month${asWritten}${lasting}`
      : change
        ? `${change.event!.title} at ${formatMoney(change.to)}`
        : 'your bills';
  // "What's left each week?": the month's figure, and the week's (x 12 / 52), as asked.
  const weekly = WEEK_ASKED.test(reading.text)
    ? ` (${formatMoney(Math.round(((Math.abs(after) * 12) / 52) * 100) / 100)} a week)`
    : '';
  const verdict =
    after >= 0
      ? `**On your calendar's figures it fits: after ${what}, ${formatMoney(after)} a month${weekly} is left.**`
      : `**On your calendar's figures it does not fit: after ${what}, you would be ${formatMoney(-after)} a month${weekly} short.**`;
  const calendarPay = (lines: CalendarLine[]) =>
    `${lines.map((l) => `${l.title} ${moneyAt(l.amount, l.frequency)}`).join(', ')} on ${CALENDAR}`;
  const statedPay = `the ${stated.map((n) => moneyAt(n.value, n.frequency)).join(' and ')} you stated`;
  const incomeSource =
    stated.length === 0
      ? calendarPay(incomes)
      : extra && repeating(true).length > 0
        ? `${calendarPay(repeating(true))}, plus ${statedPay}`
        : statedPay;
  const billList = bills
    .map((b) => `${b.title} ${formatMoney(b.amount)} ${FREQUENCY_WORDS[b.frequency]}`)
    .join(', ');
  return [
    verdict,
    '',
    `- Income: ${formatMoney(income)} a month (${incomeSource})`,
    `- Repeating bills on your calendar: ${formatMoney(billTotal)} a month${billList ? ` (${billList})` : ''}`,
    added.length > 0 || (change && billsNow !== billTotal)
      ? `- Left each month: ${formatMoney(left)} now, ${formatMoney(after)} after ${what}`
      : `- Left each month: ${formatMoney(after)}`,
    '',
    ...prices.map(
      (n) => `- The ${formatMoney(n.value)} price is not weighed itself: what goes out each month is.`,
    ),
    ...reading.numbers
      .filter((n) => n.unit === 'money' && n.role === 'balance')
      .map(
        (n) =>
          `- The ${formatMoney(n.value)} you have now is not counted: this is what comes in and goes out each month.`,
      ),
    '',
    "What I can't see: spending that is not on your calendar (food, fuel, card payments) comes out of what is left, and one-off bills are not counted. Each amount is turned into a month the app's one way (weekly x 52/12, every two weeks x 26/12, quarterly / 3).",
  ].join('\n');
}

/** Two amounts joined by "plus" or "+" and nothing that ends a sentence: one list of costs. */
function listedWith(text: string, a: ReadNumber, b: ReadNumber): boolean {
  const between = text.slice(Math.min(a.at, b.at), Math.max(a.at, b.at));
  return /\bplus\b|\+/.test(between) && !/[.?!;]\s/.test(between);
}

/** The decline for a change to a bill the calendar does not hold, or to one the question does not name. */
export function noSuchBill(name: string, snapshot: UserSnapshot | undefined): string {
  return name === 'bill'
    ? `I can't answer that yet: I could not tell which bill changes. ${billNames(snapshot).replace('Ask about one of those', 'Name one of those')}`
    : `I can't answer that yet: I don't see a bill called "${name}" on ${CALENDAR}. ${billNames(snapshot)}`;
}

export function billNames(snapshot: UserSnapshot | undefined): string {
  const bills = (snapshot?.events ?? []).filter((e) => e.event_type !== 'income').map((e) => e.title);
  return bills.length > 0
    ? `Yours are: ${[...new Set(bills)].join(', ')}. Ask about one of those, or add the bill there first.`
    : 'Add the bill there first and ask again.';
}
