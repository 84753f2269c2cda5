import { perMonth, TIMES_A_YEAR, type Frequency } from '../finance/per-month.ts';
import { formatMoney } from '../money.ts';
import {
  AVERAGE_ASKED,
  COUNTED_EACH,
  LIST_TOTAL_ASKED,
  PERCENT_ASKED,
  PER_PAYCHECK,
  PER_PERIOD_ASKED,
} from './reading/asks.ts';
import type { ReadNumber, Reading } from './reading/types.ts';
import { FREQUENCY_WORDS, moneyAt } from './reading/words.ts';
import { eventFrequency } from './reading/read.ts';
import { hourlyAnswer, timeToReachAnswer } from './arithmetic-time.ts';
import { termAnswer } from './arithmetic-terms.ts';
import { leavesOut } from './reading/written-figures.ts';
import { listAsked } from './reading/figure-list.ts';
import { peopleCount } from './reading/share.ts';

/**
 * Plain arithmetic on the question's own numbers: "$15 a week, how much in a year?" (15 x 52),
 * "what is 7% of $2,000?", "$400 a month for 5 years". The sum is shown with the result.
 */

const PERIODS: [Frequency, RegExp][] = [
  ['bi-weekly', /\b(every (two|2|other) weeks?|bi-?weekly|fortnight(ly)?)\b/],
  ['semi-monthly', /\b(twice a month|semi-?monthly)\b/],
  ['yearly', /\b(years?|annual(ly)?|yearly|per annum)\b/],
  ['monthly', /\b(months?|monthly)\b/],
  ['weekly', /\b(weeks?|weekly)\b/],
  ['quarterly', /\b(quarters?|quarterly)\b/],
];

const timesWord = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** A period asked of the result: "what is that per month", "how much a week". */
const PERIOD_AFTER =
  /\b(?:per|a|each|every) (?:month|week|year|day)\b|\b(?:monthly|weekly|yearly|annually)\b/;

/** How a sum at one frequency becomes another: "x 12" for a month's to a year's, "/ 12" back. */
const scaledBy = (from: Frequency, to: Frequency) => {
  const ratio = TIMES_A_YEAR[from] / TIMES_A_YEAR[to];
  return ratio >= 1 ? `x ${timesWord(ratio)}` : `/ ${timesWord(1 / ratio)}`;
};

/** "split $1,250 rent 3 ways", "3 subscriptions at 9.99 each": a count that divides or multiplies. */
function countOf(text: string): { value: number; at: number; divides: boolean } | null {
  const ways = peopleCount(text);
  // "Split ... 3 ways", "1,870 for 5 of us, what does each person pay": shared out.
  if (
    ways &&
    (/\b(split|divide[ds]?|share[ds]?|between|among)\b/.test(text) ||
      /\b(each|per person|apiece|per head|a head)\b/.test(text.slice(ways.at)))
  )
    return { ...ways, divides: true };
  const each = COUNTED_EACH.exec(text);
  return each ? { value: Number(each[1]), at: each.index, divides: false } : null;
}

/** The amount a share of something is: "15% of my budget is 45". */
const IS_BEFORE = /\b(?:is|was|are|were|comes to|came to|equals|works out to|amounts to|=)\s*\$?\s*$/;

/** One of those counted who does not pay: "but the birthday girl doesn't pay", "one of us is free". */
const NOT_PAYING =
  /\b(?:but|except|and|while|though)\b[^.?!]{0,40}\b(?:doesn'?t|does not|isn'?t|is not|won'?t|will not)\s+(?:pay(?:ing)?|chip(?:ping)? in)\b|(?:'s|\bis|\beats|\bgoes|\brides) (?:free|for free|on us|on the house|comped)\b/;

export function arithmeticAnswer(question: Reading): string {
  const reading = withBillAmount(question);
  const { text } = reading;
  const timed =
    termAnswer(reading) ??
    listAnswer(reading) ??
    savedByChange(question) ??
    twoWaysToPay(reading) ??
    hourlyAnswer(reading) ??
    timeToReachAnswer(reading);
  if (timed !== null) return timed;
  const percent = reading.numbers.find(
    (n) => n.role === 'percent-of' || (n.role === 'change-by' && n.unit === 'percent'),
  );
  if (percent) {
    const amounts = reading.numbers.filter((n) => n.unit === 'money');
    // The amount after it ("7% of $2,000"), else the one amount ("$32,000 car with 20% down").
    const base = amounts.find((n) => n.at > percent.at) ?? (amounts.length === 1 ? amounts[0] : undefined);
    if (!base) {
      return `I need the amount to take ${percent.value}% of: say, for example, "what is ${percent.value}% of $2,000?". The app does not hold your salary or balances beyond your calendar.`;
    }
    if (leavesOut(text, [percent.at, base.at])) return cannot();
    // "Is my rent more than 30% of my income?": the share is of what follows "of", which is not
    // the amount before it, and the question compares rather than asks the share.
    const of = /^[\d.]+\s*(?:%|percent|per ?cent)\s+of\s+(?!\$?\s*\d)(.{0,30})/.exec(text.slice(percent.at));
    const ofBill = (words: string) =>
      reading.events.some((e) =>
        e.title
          .toLowerCase()
          .split(/\s+/)
          .some((w) => w.length >= 3 && words.includes(w)),
      );
    if (of && (base.at === -1 ? !ofBill(of[1]!) : base.at < percent.at)) return cannot();
    // "15% of my fun budget is 45 dollars, what's the whole budget": 45 is the share, the whole asked.
    if (
      of &&
      base.at > percent.at &&
      IS_BEFORE.test(text.slice(0, base.at)) &&
      // The share is what "is" the amount; "10% of our take home, which is 5,350" says the whole.
      /^[^.?!,;]*\bof\b[^.?!,;]*$/.test(text.slice(percent.at, base.at)) &&
      !/\b(?:which|that|what|who)\b/.test(text.slice(percent.at, base.at)) &&
      percent.value > 0
    ) {
      const whole = Math.round((base.value * 10_000) / percent.value) / 100;
      return `**${formatMoney(whole)}** is the whole: ${formatMoney(base.value)} is ${percent.value}% of it (${formatMoney(base.value)} x 100 / ${percent.value}).`;
    }
    const result = Math.round(base.value * percent.value) / 100;
    // "$1,480 and it's 25% off, what do I pay?": the price less the share.
    if (
      /^\s*(?:%|percent|per ?cent)?\s*(?:off|discount)\b/.test(
        text.slice(percent.at).replace(/^[\d.]+/, ''),
      ) &&
      /\b(pay|price|cost|total|come to|end up|out the door)\b/.test(text) &&
      !/\bsav(e|ing|ings)\b/.test(text)
    ) {
      const paid = Math.round(base.value * 100 - result * 100) / 100;
      // The share itself is left out: it is what a reader of "what do I pay" could take for the answer.
      return `**${formatMoney(paid)}**: ${formatMoney(base.value)} less ${percent.value}%.`;
    }
    // "3.5% raise on 64k, new salary?", "rent up 4% from $1,500, what will it be?": the amount
    // changed by the share, when the new amount is asked (else the share itself is).
    const changed = percentChange(text, percent.at);
    if (changed !== 0 && ASKS_NEW.test(text)) {
      const after = Math.round(base.value * 100 + changed * result * 100) / 100;
      return `**${formatMoney(after)}**: ${formatMoney(base.value)} ${changed > 0 ? 'plus' : 'less'} ${percent.value}%.`;
    }
    // "30% of my $3,600 monthly take-home, how much in a year?": the share, over the period asked.
    const asked = base.frequency ? periodAsked(text, base.frequency, base.at) : undefined;
    if (base.frequency && asked) {
      const over = Math.round(((result * TIMES_A_YEAR[base.frequency]) / TIMES_A_YEAR[asked]) * 100) / 100;
      return `**${formatMoney(over)} ${FREQUENCY_WORDS[asked]}**: ${percent.value}% of ${formatMoney(base.value)} is ${formatMoney(result)} ${FREQUENCY_WORDS[base.frequency]}, ${scaledBy(base.frequency, asked)}.`;
    }
    // "A 4% raise on 60k, what is that per paycheck?": a period asked of an amount said with none.
    if (!base.frequency && (PER_PAYCHECK.test(text) || PERIOD_AFTER.test(text.slice(Math.max(0, base.at)))))
      return cannot();
    return `**${formatMoney(result)}** is ${percent.value}% of ${formatMoney(base.value)} (${formatMoney(base.value)} x ${percent.value} / 100).`;
  }
  const ratio = percentAsked(reading);
  if (ratio) return ratio;
  const product = /(?:\d|\s)(?:x|times|\*)\s*(\d+)\s*(?:=|\?|$)/.exec(text);
  const single = reading.numbers.filter((n) => n.unit === 'money');
  if (product && single.length === 1) {
    const factorAt = product.index + product[0].indexOf(product[1]!);
    if (leavesOut(text, [single[0]!.at, factorAt])) return cannot();
    const result = Math.round(single[0]!.value * Number(product[1]) * 100) / 100;
    return `**${formatMoney(result)}**: ${formatMoney(single[0]!.value)} x ${product[1]}.`;
  }
  const summed = sumOfAmounts(reading) ?? rulesShares(reading) ?? overTheTime(reading);
  if (summed !== null) return summed;
  const count = countOf(text);
  const moneyNumbers = reading.numbers.filter((n) => n.unit === 'money');
  if (count?.divides && moneyNumbers.length === 1 && count.value > 0) {
    const total = moneyNumbers[0]!;
    if (leavesOut(text, [total.at, count.at])) return cannot();
    // "Five of us but the birthday girl doesn't pay": shared by the rest.
    const payers = NOT_PAYING.test(text.slice(count.at)) ? count.value - 1 : count.value;
    if (payers < 1) return cannot();
    const share = Math.round((total.value * 100) / payers) / 100;
    return payers === count.value
      ? `**${formatMoney(share)} each**: ${formatMoney(total.value)} / ${count.value}.`
      : `**${formatMoney(share)} each**: ${formatMoney(total.value)} / ${payers} (${count.value} less the one who does not pay).`;
  }
  // "2 tickets at 80 each, total?": a price paid once, times the count.
  // A period asked of a price with no frequency ("at 12.99 each, how much a year") has no answer.
  if (count && !count.divides && moneyNumbers.length === 1 && moneyNumbers[0]!.frequency === null) {
    if (/\b(?:a|per|in a|over a) (?:year|month|week)\b|\b(?:yearly|monthly|weekly|annually)\b/.test(text))
      return cannot();
    const price = moneyNumbers[0]!;
    if (leavesOut(text, [price.at, count.at])) return cannot();
    const total = Math.round(price.value * count.value * 100) / 100;
    return `**${formatMoney(total)}**: ${formatMoney(price.value)} x ${count.value}.`;
  }
  const amount = reading.numbers.find((n) => n.unit === 'money' && n.frequency !== null);
  if (!amount) return cannot();
  // One amount at a time: a second would be left out of the sum.
  if (moneyNumbers.length > 1) return cannot();
  const times = count && !count.divides ? count.value : 1;
  const used = [amount.at, ...(count ? [count.at] : [])];
  const frequency = amount.frequency!;
  const duration = reading.numbers.find((n) => n.role === 'duration');
  if (leavesOut(text, duration ? [...used, duration.at] : used)) return cannot();
  if (times !== 1) {
    const each = amount.value;
    return arithmeticAnswer({
      ...reading,
      numbers: reading.numbers.map((n) =>
        n === amount ? { ...n, value: Math.round(each * times * 100) / 100, at: n.at } : n,
      ),
      // The count said, so it is not read again (same length: the amounts keep their places).
      text: `${text.slice(0, count!.at)}${'n'.repeat(String(count!.value).length)}${text.slice(count!.at + String(count!.value).length)}`,
    });
  }
  if (duration) {
    const perYear = TIMES_A_YEAR[frequency];
    const total =
      duration.unit === 'years'
        ? Math.round(amount.value * perYear * duration.value * 100) / 100
        : Math.round(perMonth(amount.value, frequency) * duration.value * 100) / 100;
    const span = `${duration.value} ${duration.unit === 'years' ? (duration.value === 1 ? 'year' : 'years') : duration.value === 1 ? 'month' : 'months'}`;
    const how =
      duration.unit === 'years'
        ? `${formatMoney(amount.value)} x ${perYear} a year x ${duration.value}`
        : `${formatMoney(perMonth(amount.value, frequency))} a month x ${duration.value}`;
    return `**${formatMoney(total)} over ${span}**: ${how}, before any interest.`;
  }
  const asked = periodAsked(reading.text, frequency, amount.at);
  if (!asked) return cannot();
  const yearly = amount.value * TIMES_A_YEAR[frequency];
  const result =
    asked === 'monthly'
      ? perMonth(amount.value, frequency)
      : Math.round((yearly / TIMES_A_YEAR[asked]) * 100) / 100;
  const how =
    asked === 'yearly'
      ? `${formatMoney(amount.value)} x ${TIMES_A_YEAR[frequency]}`
      : TIMES_A_YEAR[frequency] === 1
        ? `${formatMoney(amount.value)} / ${TIMES_A_YEAR[asked]}`
        : asked === 'monthly'
          ? `${formatMoney(amount.value)} x ${timesWord(TIMES_A_YEAR[frequency])} / 12`
          : `${formatMoney(amount.value)} x ${TIMES_A_YEAR[frequency]} / ${TIMES_A_YEAR[asked]}`;
  return `**${formatMoney(result)} ${FREQUENCY_WORDS[asked]}**: ${how}.`;
}

/** "The 50/30/20 rule on $4,000 a month": needs, wants and saving, each of the one amount. */
function rulesShares(reading: Reading): string | null {
  const amounts = reading.numbers.filter((n) => n.unit === 'money');
  if (!/\b50[ /-]30[ /-]20\b/.test(reading.text) || amounts.length !== 1) return null;
  const [amount] = amounts as [ReadNumber];
  const per = amount.frequency ? ` ${FREQUENCY_WORDS[amount.frequency]}` : '';
  const share = (percent: number) => formatMoney(Math.round(amount.value * percent) / 100);
  return `**Needs ${share(50)}, wants ${share(30)} and saving or debt ${share(20)}${per}**: the 50/30/20 rule on ${formatMoney(amount.value)}${per} (50%, 30% and 20%).`;
}

/** "15k for a wedding in 18 months, how much per month?": the amount over the time, rounded up to the cent. */
function overTheTime(reading: Reading): string | null {
  const amounts = reading.numbers.filter((n) => n.unit === 'money');
  const duration = reading.numbers.find((n) => n.role === 'duration');
  if (amounts.length !== 1 || amounts[0]!.frequency !== null || !duration) return null;
  if (!PER_PERIOD_ASKED.test(reading.text) || leavesOut(reading.text, [amounts[0]!.at, duration.at]))
    return null;
  const weekly = /\b(?:week|weekly)\b/.test(reading.text.slice(reading.text.search(PER_PERIOD_ASKED)));
  const months = duration.unit === 'years' ? duration.value * 12 : duration.value;
  const times = weekly ? Math.round((months * 52) / 12) : months;
  if (!(times > 0)) return null;
  const each = Math.ceil((amounts[0]!.value * 100) / times) / 100;
  return `**${formatMoney(each)} ${weekly ? 'a week' : 'a month'}**: ${formatMoney(amounts[0]!.value)} / ${times} ${weekly ? 'weeks' : 'months'}, rounded up to the cent, with no interest.`;
}

/** Between two amounts only "+", "plus", "and" or a comma: "$15.99 + $11.99 + $6.99 monthly". */
const JOINED = /^\s*(?:\+|plus|and|,)\s*(?:\$\s*)?$/;
/**
 * The same with the next one's name, in a list of three or more with commas: "spotify 11.99, hulu
 * 17.99 and disney+ 13.99 a month". Two named ("car payment 320 and insurance 540 every quarter")
 * may each have their own frequency, so the last one's is not theirs both.
 */
const LISTED = /^\s*(?:\+|plus|and|,)\s*(?:and\s+)?(?:[a-z][a-z+'&.-]*\s+){0,2}(?:\$\s*)?$/;

/**
 * Several repeating amounts added, over the period asked: "$15.99 + $11.99 + $6.99 monthly, yearly
 * total?", "$8 a week for one and $12 a week for the other, total for the year?", "my phone and
 * streaming, each year?". A frequency written once after the last of amounts joined by "+", "plus"
 * or "and" is theirs all; amounts of different frequencies are not added here.
 */
function sumOfAmounts(reading: Reading): string | null {
  const { text } = reading;
  const amounts = reading.numbers.filter((n) => n.unit === 'money');
  if (amounts.length < 2 || reading.numbers.some((n) => n.unit !== 'money' && n.role !== 'age')) return null;
  const written = amounts.filter((n) => n.frequency !== null);
  const last = amounts.at(-1)!;
  const gaps = amounts
    .slice(1)
    .map((n, i) =>
      text.slice(amounts[i]!.at, n.at).replace(/^\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*k?/, ''),
    );
  const joined =
    gaps.every((gap) => JOINED.test(gap)) ||
    (amounts.length >= 3 && gaps.some((gap) => /^\s*,/.test(gap)) && gaps.every((gap) => LISTED.test(gap)));
  const shared = written.length === 1 && written[0] === last && joined ? last.frequency : null;
  const frequencies = new Set(amounts.map((n) => n.frequency ?? shared));
  const [frequency] = [...frequencies];
  if (frequencies.size !== 1 || !frequency) return null;
  if (
    leavesOut(
      text,
      amounts.filter((n) => n.at >= 0).map((n) => n.at),
    )
  )
    return cannot();
  const asked =
    periodAsked(text, frequency, Math.max(0, last.at)) ?? (TOTAL_ASKED.test(text) ? frequency : null);
  if (!asked) return null;
  const each = Math.round(amounts.reduce((sum, n) => sum + n.value * 100, 0)) / 100;
  const result = Math.round(((each * TIMES_A_YEAR[frequency]) / TIMES_A_YEAR[asked]) * 100) / 100;
  const added = `(${amounts.map((n) => formatMoney(n.value)).join(' + ')}) ${FREQUENCY_WORDS[frequency]}`;
  const how =
    asked === frequency
      ? added
      : `${added} is ${formatMoney(each)} ${FREQUENCY_WORDS[frequency]}, ${scaledBy(frequency, asked)}`;
  return `**${formatMoney(result)} ${FREQUENCY_WORDS[asked]}**: ${how}.`;
}
const TOTAL_ASKED = /\b(total|together|combined|in all|altogether|add(s)? up)\b/;

/** The period asked, besides the amount's own ("a week ... in a year"), after the amount. */
function periodAsked(text: string, frequency: Frequency, at: number): Frequency | undefined {
  const own = FREQUENCY_WORDS[frequency];
  const rest = text.replace(
    new RegExp(`\\b(a|per|each|every)\\s+${own.split(' ').pop()!}\\b|\\b${frequency}\\b`),
    ' ',
  );
  return PERIODS.find(([f, pattern]) => f !== frequency && pattern.test(rest.slice(Math.max(0, at))))?.[0];
}

/**
 * "What percent of 3,800 is 950?", "$275 out of a $2,200 paycheck", "rent 1200, income 4800, what %
 * goes to rent": the part over the whole. "From $20 to $23, what percent?": the change over the first.
 */
function percentAsked(reading: Reading): string | null {
  if (!PERCENT_ASKED.test(reading.text)) return null;
  const amounts = reading.numbers.filter((n) => n.unit === 'money');
  if (amounts.length !== 2) return null;
  const [first, second] = amounts as [ReadNumber, ReadNumber];
  if (
    /\bfrom\s+\$?\s*$/.test(reading.text.slice(0, first.at)) &&
    /\bto\s+\$?\s*$/.test(reading.text.slice(0, second.at))
  ) {
    if (first.value === 0) return null;
    const change = Math.round(((second.value - first.value) / first.value) * 10_000) / 100;
    return `**${change >= 0 ? '' : '-'}${Math.abs(change)}% ${change >= 0 ? 'more' : 'less'}**: (${formatMoney(second.value)} - ${formatMoney(first.value)}) / ${formatMoney(first.value)} x 100.`;
  }
  const of = /\b(?:of|out of)\s+(?:a\s+|an\s+|my\s+|the\s+|our\s+)?\$?\s*$/;
  const whole =
    amounts.find((n) => of.test(reading.text.slice(0, n.at))) ?? amounts.find((n) => n.role === 'income');
  const part = amounts.find((n) => n !== whole);
  if (!whole || !part || whole.value === 0) return null;
  const share = Math.round((part.value / whole.value) * 10_000) / 100;
  return `**${share}%**: ${formatMoney(part.value)} / ${formatMoney(whole.value)} x 100.`;
}

/**
 * "How much does my phone cost me over 2 years?", "what do my phone and streaming run me a year?":
 * the bills named, at their amounts and frequencies from the calendar, when the question gives no
 * amount of its own.
 */
function withBillAmount(reading: Reading): Reading {
  if (reading.events.length === 0 || reading.numbers.some((n) => n.unit === 'money')) return reading;
  const bills = reading.events.map((event): ReadNumber | null => {
    const frequency = eventFrequency(event);
    return frequency && event.amount !== null
      ? { value: event.amount, unit: 'money', frequency, role: 'payment', at: -1 }
      : null;
  });
  if (bills.some((b) => b === null)) return reading;
  return { ...reading, numbers: [...reading.numbers, ...(bills as ReadNumber[])] };
}

/**
 * "How much would I save a year if I cancel streaming", "...if my phone drops to $45": the bill's
 * difference, over the period asked (its own when none is).
 */
function savedByChange(reading: Reading): string | null {
  const { change } = reading;
  const event = change?.event;
  const frequency = event ? eventFrequency(event) : null;
  if (!change || !event || event.amount === null || !frequency || !Number.isFinite(change.to)) return null;
  const less = Math.round((event.amount - change.to) * 100) / 100;
  if (less <= 0) return null;
  const what = change.to > 0 ? `down to ${formatMoney(change.to)}` : 'cancelled';
  // "Over 6 months", "in 2 years": each time it falls in that span.
  const span = reading.numbers.find((n) => n.role === 'duration');
  if (span) {
    const times = TIMES_A_YEAR[frequency] * (span.unit === 'years' ? span.value : span.value / 12);
    const total = Math.round(less * times * 100) / 100;
    return `**${formatMoney(total)} over ${span.value} ${span.unit}**: ${event.title} ${moneyAt(event.amount, frequency)} ${what}, ${formatMoney(less)} less each time, x ${timesWord(times)}.`;
  }
  const asked = periodAsked(reading.text, frequency, 0) ?? frequency;
  const over = Math.round(((less * TIMES_A_YEAR[frequency]) / TIMES_A_YEAR[asked]) * 100) / 100;
  const times = asked === frequency ? '' : `, ${scaledBy(frequency, asked)}`;
  return `**${formatMoney(over)} ${FREQUENCY_WORDS[asked]}**: ${event.title} ${moneyAt(event.amount, frequency)} ${what}, ${formatMoney(less)} less each time${times}.`;
}

/**
 * The average or the total of a list the question writes ("82, 95, 110 and 73 — average?",
 * "12.49 + 8.75 + 23.10, total?"), and nothing else: every figure written must be in the list.
 */
function listAnswer(reading: Reading): string | null {
  const list = listAsked(reading.text);
  if (!list) return null;
  const values = list.map((n) => n.value);
  const cents = values.reduce((sum, v) => sum + Math.round(v * 100), 0);
  const added = values.map((v) => formatMoney(v)).join(' + ');
  if (AVERAGE_ASKED.test(reading.text)) {
    const average = Math.round(cents / values.length) / 100;
    return `**${formatMoney(average)} on average**: (${added}) / ${values.length}.`;
  }
  if (LIST_TOTAL_ASKED.test(reading.text)) return `**${formatMoney(cents / 100)} in all**: ${added}.`;
  return null;
}

/** Two prices of one thing weighed: "12.99 monthly or 119.88 for the annual plan, what does annual save". */
const WEIGHS =
  /\b(?:save[sd]?|saving|savings|difference|cheaper|more expensive|costlier|vs\.?|versus|compared?)\b/;

/**
 * The same thing paid at two frequencies ("40 a month or 420 a year"): each over the period asked (a
 * year unless another is), and the difference, which is what paying the cheaper way saves.
 */
function twoWaysToPay(reading: Reading): string | null {
  const amounts = reading.numbers.filter((n) => n.unit === 'money');
  if (amounts.length !== 2 || !WEIGHS.test(reading.text)) return null;
  const [one, other] = amounts as [ReadNumber, ReadNumber];
  if (!one.frequency || !other.frequency || one.frequency === other.frequency) return null;
  const asked = reading.text
    .slice(Math.max(one.at, other.at))
    .match(/\b(?:a|per|each|every|over a|in a) month\b/)
    ? 'monthly'
    : 'yearly';
  const over = (n: ReadNumber) =>
    Math.round(((n.value * TIMES_A_YEAR[n.frequency!]) / TIMES_A_YEAR[asked]) * 100) / 100;
  const [cheap, dear] = over(one) <= over(other) ? [one, other] : [other, one];
  const saved = Math.round((over(dear) - over(cheap)) * 100) / 100;
  const each = (n: ReadNumber) =>
    n.frequency === asked
      ? moneyAt(n.value, asked)
      : `${moneyAt(n.value, n.frequency)} is ${moneyAt(over(n), asked)}`;
  return `**Paying ${moneyAt(cheap.value, cheap.frequency)} costs ${formatMoney(saved)} less ${FREQUENCY_WORDS[asked]}**: ${each(dear)}, against ${each(cheap)}.`;
}

const cannot = () =>
  'I can\'t answer that yet: I could not tell which sum you want. Ask, for example, "$15 a week, how much in a year?" or "what is 7% of $2,000?"';

/** Words of a rise or a fall next to a percentage: "3.5% raise", "a cut of 10%", "up 4%". */
const RISE =
  /\b(?:rais(?:e|es|ed)|rises?|rose|increas(?:e|es|ed)|bump(?:s|ed)?|hik(?:e|es|ed)|more|higher|up|grows?|grew|jump(?:s|ed)?|climb(?:s|ed)?|goes up|went up)\b/;
const FALL =
  /\b(?:cuts?|decreas(?:e|es|ed)|drop(?:s|ped)?|reduc(?:tion|es|ed|e)|less|lower(?:s|ed)?|down|falls?|fell|shrinks?|shrank|goes down|went down)\b/;

/** +1 when the percentage at `at` is a rise, -1 a fall, 0 neither (a plain share). */
function percentChange(text: string, at: number): 1 | -1 | 0 {
  const after =
    /^[\d.]+\s*(?:%|percent|per ?cent)\s*(?:pay |salary |rent |price )?(\w+(?: \w+)?)/.exec(
      text.slice(at),
    )?.[1] ?? '';
  const before = /(\w+(?: (?:of|by))?)\s*$/.exec(text.slice(Math.max(0, at - 20), at))?.[1] ?? '';
  const near = `${before} ${after}`;
  if (RISE.test(near)) return 1;
  if (FALL.test(near)) return -1;
  return 0;
}

/** The amount after a change asked for, not the change: "new salary", "what will it be", "after". */
const ASKS_NEW =
  /\bnew\b|\bafter\b|\bwhat (?:will|would) (?:it|that|my|the) \w* ?(?:be|come to)\b|\bend up\b|\bbecomes?\b|\bgo(?:es)? to\b|\btotal\b/;
