import { formatMoney } from '../money.ts';
import type { Reading } from './reading/types.ts';
import { leavesOut } from './reading/written-figures.ts';
import { RATE, round } from './arithmetic-time.ts';

/**
 * Sums of a term, a quantity or a week's hours on the question's own numbers (docs/decisions/027,
 * round 19): what a loan's payments cost beyond what was borrowed, a lease's payments and what is
 * paid at the start, pay with overtime at time and a half, a price per use, and a quantity at a unit
 * price. Each returns null when the question is not its kind or leaves one of its figures out.
 */

const FIGURE = String.raw`\$?\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k\b)?`;
const value = (digits: string, thousand?: string) => Number(digits.replace(/,/g, '')) * (thousand ? 1000 : 1);
/** Where a match's figure starts (past a "$" and spaces), the place leavesOut knows it by. */
const figureAt = (match: RegExpExecArray, group: number) => match.index + match[0].indexOf(match[group]!);

/** "389 a month for 60 months", "36 months at 329", "60 payments of 389": a payment and its count. */
const EACH_FOR_COUNT = new RegExp(
  String.raw`${FIGURE}\s*(?:a|per|\/|each)\s*mo(?:nth)?\b[^.?!\d]{0,12}?\b(?:for|over|x|×|times)\s*(\d{1,3})\s*(?:months?|payments?|mos?)\b`,
);
const COUNT_AT_EACH = new RegExp(
  String.raw`\b(\d{1,3})\s*(?:months?|monthly payments|payments|mos?)\s*(?:at|of|x|×)\s*${FIGURE}(?:\s*(?:a|per|\/|each)\s*mo(?:nth)?\b)?`,
);

interface Term {
  each: number;
  count: number;
  at: number[];
}

function termOf(text: string): Term | null {
  const eachFirst = EACH_FOR_COUNT.exec(text);
  if (eachFirst)
    return {
      each: value(eachFirst[1]!, eachFirst[2]),
      count: Number(eachFirst[3]),
      at: [figureAt(eachFirst, 1), figureAt(eachFirst, 3)],
    };
  const countFirst = COUNT_AT_EACH.exec(text);
  if (countFirst)
    return {
      each: value(countFirst[2]!, countFirst[3]),
      count: Number(countFirst[1]),
      at: [figureAt(countFirst, 1), figureAt(countFirst, 2)],
    };
  return null;
}

const TOTAL_ASKED =
  /\b(?:total|in all|altogether|overall|all[- ]in|all told|how much (?:do|will|would) (?:i|we) pay)\b/;
/** What was borrowed: "on a 20,000 loan", "borrowed 15k", "financed $18,500". */
const BORROWED_BEFORE = new RegExp(
  String.raw`\b(?:borrow(?:ed|ing)?|took out|take out|taking out|loan of|financ(?:ed|ing)|principal(?: of| is)?)\s+${FIGURE}`,
);
const BORROWED_AFTER = new RegExp(String.raw`${FIGURE}\s*(?:dollars?\s+|bucks\s+)?(?:[a-z]+\s+)?loan\b`);

/** "Paying 389 a month for 60 months on a 20,000 loan, how much interest overall?" */
function loanInterest(text: string): string | null {
  if (!/\binterest\b/.test(text) || !/\bhow much\b|\btotal\b|\boverall\b|\bin all\b/.test(text)) return null;
  const term = termOf(text);
  const borrowed = BORROWED_BEFORE.exec(text) ?? BORROWED_AFTER.exec(text);
  if (!term || !borrowed) return null;
  const principal = value(borrowed[1]!, borrowed[2]);
  if (leavesOut(text, [...term.at, figureAt(borrowed, 1)])) return null;
  const paid = round(term.each * term.count);
  const interest = round(paid - principal);
  if (!(interest > 0)) return null;
  return `**${formatMoney(interest)} in interest**: ${formatMoney(term.each)} x ${term.count} payments = ${formatMoney(paid)}, less the ${formatMoney(principal)} borrowed.`;
}

const AT_START = new RegExp(
  String.raw`${FIGURE}\s*(?:dollars?\s*|bucks\s*)?(?:down|due at signing|at signing|up ?front|to start)\b|\b(?:down payment|due at signing|drive-?off)(?: of| is)?\s*${FIGURE}`,
);

/** "Lease is 36 months at 329 plus 2,999 down, total cost?": the payments and what is paid first. */
function termTotal(text: string): string | null {
  if (!TOTAL_ASKED.test(text) || /\binterest\b/.test(text)) return null;
  const term = termOf(text);
  if (!term) return null;
  const start = AT_START.exec(text);
  const first = start ? value(start[1] ?? start[3]!, start[1] ? start[2] : start[4]) : 0;
  const at = start ? [figureAt(start, start[1] ? 1 : 3)] : [];
  if (leavesOut(text, [...term.at, ...at])) return null;
  const paid = round(term.each * term.count);
  const total = round(paid + first);
  const how = `${formatMoney(term.each)} x ${term.count} months${first > 0 ? ` + ${formatMoney(first)} at the start` : ''}`;
  return `**${formatMoney(total)} in all**: ${how}.`;
}

const HOURS = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\b/;
const PAST = /\b(?:past|over|after|above|beyond)\s+(\d+)(?:\s*(?:hours?|hrs?))?\b/;
const SOME_OF_THEM =
  /\b(\d+(?:\.\d+)?)\s*(?:hours?\s+|hrs?\s+)?of (?:them|those|it)\b[^.?!]{0,20}\b(?:overtime|time and a half)\b/;

/** "22/hr, worked 46 hours this week, time and a half past 40": a week's pay with its overtime. */
function overtimePay(text: string): string | null {
  if (!/\btime and a half\b/.test(text)) return null;
  // A week's pay asked, not a month's or a year's, which would need every week's hours.
  if (/\b(?:month|year|annual|paycheck)\w*\b/.test(text)) return null;
  const rate = RATE.exec(text);
  const hours = HOURS.exec(text.replace(PAST, (found) => ' '.repeat(found.length)));
  if (!rate || !hours) return null;
  const past = PAST.exec(text);
  const some = SOME_OF_THEM.exec(text);
  const total = Number(hours[1]);
  const extra = some ? Number(some[1]) : past ? total - Number(past[1]) : null;
  if (extra === null || !(extra > 0) || extra >= total) return null;
  const at = [
    rate.index + rate[0].indexOf(rate[1]!),
    hours.index,
    ...(past ? [past.index + past[0].indexOf(past[1]!)] : []),
    ...(some ? [some.index] : []),
  ];
  if (leavesOut(text, at)) return null;
  const hourly = Number(rate[1]);
  const regular = total - extra;
  const pay = round(hourly * regular + hourly * 1.5 * extra);
  return `**${formatMoney(pay)} for the week**: ${formatMoney(hourly)} x ${regular} hours + ${formatMoney(round(hourly * 1.5))} (time and a half) x ${extra} hours, before tax.`;
}

const USES = 'visits?|uses?|times|classes|class|sessions?|rides?|trips?|games?|meals?|wears?|workouts?|days?';
const PER_USE_ASKED = new RegExp(
  String.raw`\b(?:cost|price|paying|pay|spend(?:ing)?)? ?(?:per|a|each) (${USES})\b\s*\??\s*$`,
);
const USE_COUNT = new RegExp(String.raw`\b(\d{1,3})\s*(?:${USES})\b`);

/** "Gym is 45 a month and I went 9 times, cost per visit?": the price over the times used. */
function perUse(reading: Asked): string | null {
  const { text } = reading;
  const asked = PER_USE_ASKED.exec(text);
  const count = USE_COUNT.exec(text);
  const amounts = reading.numbers.filter((n) => n.unit === 'money');
  if (!asked || !count || amounts.length !== 1 || !(Number(count[1]) > 0)) return null;
  const price = amounts[0]!;
  if (leavesOut(text, [price.at, count.index])) return null;
  const unit = asked[1]!
    .replace(/s$/, '')
    .replace(/^time$/, 'use')
    .replace(/^clas$/, 'class');
  return `**${formatMoney(round(price.value / Number(count[1])))} a ${unit}**: ${formatMoney(price.value)} / ${count[1]}.`;
}

const UNITS = 'kwh|kilowatt[- ]hours?|therms?|gallons?|ccf|liters?|litres?|miles?|minutes?|pounds?|lbs?';
const QUANTITY_AT_PRICE = new RegExp(
  String.raw`\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(${UNITS})\b[^.?!\d]{0,25}?\bat\s+\$?\s*(\d+(?:\.\d+)?)\s*(cents?|¢)?\s*(?:a|per|\/|each)\s*(${UNITS})\b`,
);

/** "850 kWh at 14 cents a kWh, bill amount?": a quantity at its unit's price. */
function quantityAtPrice(text: string): string | null {
  const found = QUANTITY_AT_PRICE.exec(text);
  if (!found) return null;
  const [, quantity, unit, figure, cents, per] = found;
  // The price's unit is the quantity's ("850 kWh at 14 cents a kWh"), and no period is asked of it.
  if (unit!.slice(0, 3) !== per!.slice(0, 3)) return null;
  if (/\b(?:a|per|each|every) (?:week|month|year)\b|\b(?:weekly|monthly|yearly|annual)\b/.test(text))
    return null;
  const price = cents ? Number(figure) / 100 : Number(figure);
  const priceAt = found.index + found[0].lastIndexOf(figure!);
  if (leavesOut(text, [found.index, priceAt])) return null;
  const count = Number(quantity!.replace(/,/g, ''));
  return `**${formatMoney(round(count * price))}**: ${quantity} ${unit} x ${formatMoney(price)}.`;
}

type Asked = Pick<Reading, 'text' | 'numbers'>;

export function termAnswer(reading: Asked): string | null {
  const { text } = reading;
  return (
    loanInterest(text) ?? termTotal(text) ?? overtimePay(text) ?? perUse(reading) ?? quantityAtPrice(text)
  );
}

/** Whether a question asks one of these sums, whatever the reader made of its figures' roles. */
export const termAsked = (reading: Asked): boolean => termAnswer(reading) !== null;
