import { perMonth, TIMES_A_YEAR } from '../finance/per-month.ts';
import { formatMoney } from '../money.ts';
import type { ReadNumber, Reading } from './reading/types.ts';
import { FREQUENCY_WORDS } from './reading/words.ts';
import { leavesOut } from './reading/written-figures.ts';

/**
 * Sums of time on the question's own numbers: pay from an hourly rate and the hours worked, an
 * hourly rate from a salary or a paycheck and its hours, and how long a repeating amount takes to
 * reach or clear a total ("paying $350/mo on a $5,600 balance, no interest, how many months?").
 * Each returns null when the question is not its kind, and says its sum with its result.
 */

export const RATE =
  /(?:\$\s*)?(\d+(?:\.\d+)?)\s*(?:\/\s*(?:hr|hour)|an? (?:hour|hr)|per (?:hour|hr)|hourly)\b/;
const HOURS = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\b(?:\s*(?:a|per|each|every|\/)\s*(?:week|wk))?/;
const PER_WEEK = /^\d+(?:\.\d+)?\s*(?:hours?|hrs?)\s*(?:a|per|each|every|\/)\s*(?:week|wk)\b/;
const ASKS_HOURLY = /\bhourly\b|\b(?:an|per|a) (?:hour|hr)\b|\/\s*hr\b/;
const ASKED_PERIOD: [keyof typeof TIMES_A_YEAR, RegExp][] = [
  ['weekly', /\b(?:week(?:ly)?|a wk)\b(?![^?]*\b(?:month|year|annual|annum))/],
  ['monthly', /\bmonth(?:ly)?\b/],
  ['yearly', /\b(?:year(?:ly)?|annual(?:ly)?|a yr|per annum)\b/],
];

export const round = (value: number) => Math.round(value * 100) / 100;
const hoursWord = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** "$18 an hour for 12 hours a week, what's that a month?", "58,500 a year at 37.5 hours a week, hourly?" */
export function hourlyAnswer(reading: Reading): string | null {
  const { text } = reading;
  // Overtime, shifts and tips change the sum in ways the question's figures alone do not settle.
  if (/\b(?:overtime|time and a half|double time|tips?)\b/.test(text)) return null;
  const hours = HOURS.exec(text);
  if (!hours) return null;
  const hoursValue = Number(hours[1]);
  if (!(hoursValue > 0)) return null;
  const rate = RATE.exec(text);
  const rateAt = rate ? rate.index + rate[0].indexOf(rate[1]!) : -1;
  if (rate && rateAt !== hours.index) {
    // Pay from a rate and weekly hours, for the period asked.
    // "At 40 hrs" a week when full time is said; else the hours may be a one-off's.
    if (!PER_WEEK.test(text.slice(hours.index)) && !/\bfull[- ]?time\b/.test(text)) return null;
    const rest = text.slice(Math.max(rate.index + rate[0].length, hours.index + hours[0].length));
    // Asked after the figures, or before them ("costing per annum? $22.50 an hour for 25 hours").
    const before = text.slice(0, Math.min(rate.index, hours.index));
    // Or between them ("31.25 an hour, what is that yearly full time at 40 hrs").
    const between = text.slice(
      Math.min(rate.index + rate[0].length, hours.index + hours[0].length),
      Math.max(rate.index, hours.index),
    );
    const period = [rest, before, between]
      .map((part) => ASKED_PERIOD.find(([, pattern]) => pattern.test(part))?.[0])
      .find((found) => found !== undefined);
    if (!period || leavesOut(text, [rateAt, hours.index])) return null;
    const weekly = Number(rate[1]) * hoursValue;
    const result = period === 'weekly' ? round(weekly) : round((weekly * 52) / TIMES_A_YEAR[period]);
    const how =
      period === 'weekly'
        ? `${formatMoney(Number(rate[1]))} x ${hoursWord(hoursValue)}`
        : `${formatMoney(Number(rate[1]))} x ${hoursWord(hoursValue)} x 52${period === 'monthly' ? ' / 12' : ''}`;
    return `**${formatMoney(result)} ${FREQUENCY_WORDS[period]}**: ${how}, before tax.`;
  }
  // An hourly rate from pay that repeats and the hours it is for.
  if (!ASKS_HOURLY.test(text)) return null;
  const pay = reading.numbers.find((n): n is ReadNumber => n.unit === 'money' && n.frequency !== null);
  if (!pay || reading.numbers.filter((n) => n.unit === 'money').length !== 1) return null;
  if (leavesOut(text, [pay.at, hours.index])) return null;
  // "47,840 a year at 40 hrs": a year or a month holds far more hours than that, so they are a
  // week's. "1,920 every two weeks for 80 hours": the hours are the paycheck's own.
  const weeklyHours =
    PER_WEEK.test(text.slice(hours.index)) ||
    (['yearly', 'quarterly', 'monthly', 'semi-monthly'].includes(pay.frequency!) && hoursValue <= 80);
  const result = weeklyHours
    ? round((pay.value * TIMES_A_YEAR[pay.frequency!]) / (52 * hoursValue))
    : round(pay.value / hoursValue);
  const how = weeklyHours
    ? `${formatMoney(pay.value)} x ${TIMES_A_YEAR[pay.frequency!]} / (52 x ${hoursWord(hoursValue)})`
    : `${formatMoney(pay.value)} / ${hoursWord(hoursValue)}`;
  return `**${formatMoney(result)} an hour**: ${how}, before tax.`;
}

/**
 * "Paying $350/mo on a $5,600 balance, no interest, how many months?", "if I stash 40 a week, how
 * long to reach two grand?": the total over the amount each time, rounded up.
 */
export function timeToReachAnswer(reading: Reading): string | null {
  const { text } = reading;
  if (!/\bhow (?:long|many (?:months|weeks|years|payments))\b|\bwhen (?:will|would|do|can)\b/.test(text))
    return null;
  // Interest changes the count: the payoff calculator's sum, not this one.
  if (
    /%|\bpercent\b|\bapr\b|\binterest\b(?! free)(?!.*\bno interest\b)/.test(text) &&
    !/\bno interest\b|\binterest[- ]free\b|\b0%/.test(text)
  )
    return null;
  const amounts = reading.numbers.filter((n) => n.unit === 'money');
  if (amounts.length !== 2 || reading.numbers.length !== 2) return null;
  const each = amounts.find((n) => n.frequency !== null);
  const total = amounts.find((n) => n.frequency === null);
  if (!each || !total || each.value <= 0 || leavesOut(text, [each.at, total.at])) return null;
  const frequency = each.frequency!;
  const times = Math.ceil(total.value / each.value - 1e-9);
  const unit =
    frequency === 'weekly'
      ? 'week'
      : frequency === 'yearly'
        ? 'year'
        : frequency === 'monthly'
          ? 'month'
          : null;
  if (unit !== null) {
    const months = frequency === 'weekly' ? ` (about ${Math.ceil((times * 12) / 52 - 1e-9)} months)` : '';
    return `**${times} ${unit}${times === 1 ? '' : 's'}${months}**: ${formatMoney(total.value)} / ${formatMoney(each.value)} ${FREQUENCY_WORDS[frequency]}, rounded up, with no interest.`;
  }
  const monthly = perMonth(each.value, frequency);
  const months = Math.ceil(total.value / monthly - 1e-9);
  // Every two weeks is a count of weeks too: "how many weeks until it's gone" is asked that way.
  const weeks = frequency === 'bi-weekly' ? `, ${times * 2} weeks` : '';
  return `**${times} payments${weeks}, about ${months} months**: ${formatMoney(total.value)} / ${formatMoney(each.value)} ${FREQUENCY_WORDS[frequency]}, rounded up, with no interest.`;
}
