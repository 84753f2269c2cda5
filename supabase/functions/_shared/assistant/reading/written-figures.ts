import { COUNTED, PLAN_529 } from './numbers.ts';

/**
 * The figures a sum on the question's own numbers must use (docs/decisions/027): one home for the
 * check that arithmetic-answer.ts, arithmetic-time.ts and affordability-answer.ts make.
 */

/** Where each number is written in the text: "3 ways" and "40 hrs" too, which the reader leaves out. */
const WRITTEN = /(?<![\w.])\d[\d,]*(?:\.\d+)?/g;
/** Digits that are part of a frequency ("every 2 weeks") or a plan's name ("401k"), not figures. */
const NOT_A_FIGURE = /^\d+\s*(?:weeks?|months?|days?)\b/;
/** "2x a month", "3 times a week", "5 days a week": how often, not a figure. */
const TIMES_A = new RegExp(
  `^\\d+\\s*${COUNTED}\\s*(?:a|per|each|every|\\/)\\s*(?:week|wk|month|mo|year|yr)\\b`,
);
const PLAN = /^(?:401|403|457)\s*\(?[kb]\)?/;
const PEOPLE =
  /^\d+\s*(?:kids?|children|sons?|daughters?|dogs?|cats?|pets?|years? old|yrs? old|yo\b|y\/o|months? old)/;
const AGE_OF = /\b(?:son|daughter|kid|child|he|she|they)(?: is|'s| turns| turned)\s*$/;

/**
 * Every number the question writes must be one the sum uses: a sum that leaves one out ("$52,000
 * a year working 40 hours a week, how much an hour?") answers another question, so it declines.
 */
export function leavesOut(text: string, used: readonly number[], countsBelow = 0): boolean {
  const plans = [...text.matchAll(PLAN_529)].map((m) => m.index + m[0].length - 3);
  for (const match of text.matchAll(WRITTEN)) {
    if (plans.includes(match.index)) continue;
    const rest = text.slice(match.index);
    const before = text.slice(0, match.index);
    // "From 65 to 80": the amount today, said back; "50/50": a split, not a figure.
    if (/^\d[\d,.]*\s*to\s+\$?\s*\d/.test(rest) && /\bfrom\s*\$?\s*$/.test(before)) continue;
    if (/^\d+\s*\/\s*\d+\b/.test(rest) || /\d\s*\/\s*$/.test(before)) continue;
    // "Comparing 2 cars": a count of things, where the caller's sum takes no count.
    if (Number(match[0].replace(/,/g, '')) < countsBelow && /^\d+\s+[a-z]/.test(rest)) continue;
    if (PLAN.test(rest)) continue;
    if (NOT_A_FIGURE.test(rest) && /\bevery\s*$/.test(text.slice(0, match.index))) continue;
    if (TIMES_A.test(rest)) continue;
    if (/^\d+\s*(?:%|percent)\s*(?:sure|certain|confident|positive)\b/.test(rest)) continue;
    // "At 0% over 24 months": no interest, a condition of the payment rather than a figure in it.
    if (/^0\s*(?:%|percent)/.test(rest)) continue;
    // A day of the month ("on the 1st and 15th"), or who is in the family ("2 kids", "my son is 8"):
    // not figures of the sum.
    if (/^\d+(?:st|nd|rd|th)\b/.test(rest) || PEOPLE.test(rest) || AGE_OF.test(text.slice(0, match.index)))
      continue;
    if (!used.some((at) => Math.abs(at - match.index) <= 1)) return true;
  }
  return false;
}
