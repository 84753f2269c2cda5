import { formatFigure, formatMoney, formatMoneyPlain } from '../../money.ts';
import type { ReadNumber, Reading } from './types.ts';
import { escapeRegExp as escape } from './escape.ts';

/**
 * Whether a worked answer used every number of its question (docs/decisions/027): an answer whose
 * text never names one of the question's figures worked out something without it, which is an
 * answer to another question ("rent goes to 1,325 and I add a $60 gym" answered for the rent
 * alone). The answers name each figure they take, as the user wrote it, so the check is on the
 * text and holds for every answer alike.
 */

/** Whether `text` writes `figure` whole (not inside a longer number), followed by `after`. */
const writes = (text: string, figure: string, after = '') =>
  new RegExp(`(?<![\\d.]|\\d,)${escape(figure)}${after}(?!\\d|[.,]\\d)`).test(text);

/** The ways an answer writes `n`: $1,250.00 or $1,250 for money, 7% for a rate, 35 for an age or a span. */
function mentioned(n: ReadNumber, text: string): boolean {
  if (n.unit === 'money')
    return writes(text, formatMoney(n.value)) || writes(text, formatMoneyPlain(n.value));
  if (n.unit === 'percent') return writes(text, String(n.value), '(\\.0+)?\\s?%');
  return writes(text, String(n.value));
}

/**
 * What of the question the answer's text leaves out: its numbers (a supposed change is named by its
 * new amount), and, in an answer about goals, the goals it names, by title.
 */
export function leftOut(reading: Reading, answer: string): string[] {
  const { change } = reading;
  const lower = answer.toLowerCase();
  // The goals an answer about goals is asked of: "...between vacation and the car" names both.
  const aboutGoals = ['goal-left', 'goal-months', 'goal-what-if'].includes(reading.intent);
  const titles = (aboutGoals ? reading.goals : [])
    .map((item) => item.title.trim())
    .filter((title) => !lower.includes(title.toLowerCase()));
  // The change's own amount: the reader takes the first. A second ("rent up $50 and the phone up
  // $10") is a change the answer did not run unless it names it.
  const own = reading.numbers.find((n) => n.role === 'change-by' || n.role === 'new-amount');
  const numbers = reading.numbers.filter((n) => {
    // "I'm 15 and get a 25 a week allowance, can I afford ...": an age is the asker's, not a figure
    // of a fit or a sum; only a projection works from it.
    if (n.role === 'age' && reading.intent !== 'retirement-projection' && saidAsAge(reading.text, n.at))
      return false;
    // "Up by $100": the bill at its new amount is what the answer names.
    if (n === own && change && Number.isFinite(change.to)) return !answer.includes(formatMoney(change.to));
    // "Instead of my 1250": the changed bill's amount today.
    if (change?.event?.amount != null && n.unit === 'money' && n.value === change.event.amount) return false;
    return !mentioned(n, answer);
  });
  return [...numbers.map(written), ...new Set(titles)];
}

/** An age said as one ("I'm 15", "age 52", "15 years old"), not a figure read as an age ("the bill at 45"). */
const saidAsAge = (text: string, at: number) =>
  /\b(?:i'?m|i am|age|aged|turn(?:ed|ing)?|we're|we are|he'?s|she'?s)\s*$/.test(text.slice(0, at)) ||
  /^\d+\s*(?:years? old|y\.?o\b|yo\b)/.test(text.slice(at));

const written = (n: ReadNumber) =>
  n.unit === 'money' ? formatMoney(n.value) : n.unit === 'percent' ? `${n.value}%` : String(n.value);

/**
 * The figures written in digits in the question that the reader did not read and the answer never
 * names: "landlord knocked 75 off rent" answered by the forecast as it is. (What the reader read is
 * checked by `leftOut`, in the way each answer names it.) Left aside: counts under 10, years, days
 * of the month ("the 25th", "Dec 4"), spans ("the next 10 days"), ages ("he's 11"), percentages,
 * times of day, account names (401k, 403b, 457, 529) and fractions or dates with a slash.
 */
const DIGITS =
  /(?<![\w.,/$])\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s?k\b)?(?!\w|\/\d|\.\d|\s?%|\s?(?:percent|am|pm|a\.m|p\.m)\b)/gi;
const MONTH_BEFORE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/i;
const AGE_BEFORE = /\b(?:he'?s|she'?s|he is|she is|i'?m|i am|age|aged|turning|turned)\s*$/i;
const SPAN_AFTER = /^\s*-?\s*(?:days?|weeks?|wks?|months?|mos?|years?|yrs?)\b/i;

export function unnamedFigures(text: string, answer: string, read: readonly number[]): string[] {
  const unnamed: string[] = [];
  for (const match of text.matchAll(DIGITS)) {
    const [whole, digits, decimals = '', thousand] = match;
    const value = Number(digits!.replace(/,/g, '') + decimals) * (thousand ? 1000 : 1);
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + whole.length);
    const year =
      !whole.startsWith('$') && !thousand && !digits!.includes(',') && value >= 1900 && value <= 2100;
    const account = /^(?:401|403|457|529)$/.test(digits!) && !whole.startsWith('$');
    const aside = MONTH_BEFORE.test(before) || AGE_BEFORE.test(before) || SPAN_AFTER.test(after);
    if (value < 10 || year || account || aside || read.includes(value)) continue;
    const forms = [formatMoney(value), formatMoneyPlain(value), formatFigure(value), String(value)];
    if (!forms.some((form) => writes(answer, form))) unnamed.push(whole.trim());
  }
  return unnamed;
}

/** The decline for an answer that left figures out: what was not used, and the nearest thing it can do. */
export function leftOutDecline(parts: readonly string[]): string {
  return `I can't answer that yet: I read ${parts.join(' and ')} in your question but could not work ${parts.length === 1 ? 'it' : 'them'} into an answer. I can check whether a new payment fits your income and bills, run a change to one bill through your forecast, project retirement savings from an age and a monthly amount, tell which goal is behind, or do a sum such as "$15 a week, how much in a year?".`;
}

/**
 * What the question asks for, by its unit, that the answer's text never gives: "how many weeks"
 * answered in months, "what percent" answered in dollars, "what date" answered without one. An
 * answer without the unit asked answers another question (docs/decisions/027), whatever its figures.
 */
const ASKED_UNITS: [RegExp, RegExp][] = [
  [/\bhow many (?:more )?days\b/, /\bdays?\b|\btoday\b/],
  [/\bday of the week\b|\bweekday\b/, /\b(?:Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day\b/],
  [/\bwhat (?:share|fraction|portion|proportion)\b/, /\d\s?%/],
  [/\bhow many (?:more )?(?:payments|installments)\b/, /\b(?:payments?|installments?)\b/],
  [/\b(?:what|which) year\b/, /\b20\d{2}\b/],
  [
    /\bhow old will (?:i|we|he|she) be\b|\b(?:at )?what age (?:will|would|can|could)\b/,
    /\bage\b|\byears old\b/,
  ],
  [/\bhow many (?:more )?weeks\b/, /\bweeks?\b/],
  [/\bhow many (?:more )?months\b/, /\bmonths?\b/],
  [/\bhow many (?:more )?years\b/, /\byears?\b/],
  [
    /\bhow many (?:more )?(?:paychecks|pay ?days|pay periods)\b/,
    /\b(?:paychecks?|pay ?days?|pay periods?)\b/,
  ],
  [
    /\bwhat (?:percent(?:age)?\b|%)|\bhow many percent\b|\bas a (?:percent|percentage)\b|\bin (?:percent|percentage terms)\b/,
    /\d\s?%/,
  ],
  [/\bwhat (?:date|day)\b|\bwhich (?:date|day)\b/, /\b[A-Z][a-z]{2} \d{2}, \d{4}\b/],
  // "..., what do i make a month": the sum asked closes on its period (not "at 200 a month", a figure).
  [
    /\b(?:what|how much)\b[^,.;?\d]*\b(?:a|per|each) month\s*\??\s*$/,
    /\ba month\b|\bper month\b|\bmonthly\b/,
  ],
];

export function unitAskedMissing(text: string, answer: string): boolean {
  return ASKED_UNITS.some(([asked, given]) => asked.test(text) && !given.test(answer));
}

export const UNIT_DECLINE = `I can't answer that yet: I could not work out what you asked in the unit you asked for it. I can check whether a new payment fits your income and bills, run a change to one bill through your forecast, project retirement savings from an age and a monthly amount, tell which goal is behind, or do a sum such as "$15 a week, how much in a year?".`;
