import { AFFORD, AVERAGE_ASKED, FIGURE_LIST, LIST_TOTAL_ASKED } from './asks.ts';
import type { ReadNumber } from './types.ts';

/**
 * A list of three or more figures the question writes ("82, 95, 110 and 73", "12.49 + 8.75 +
 * 23.10"), as amounts, when it is the question's only list and no other figure is written besides
 * how many there are ("my last 4 bills"). Null otherwise: a sum on a list must use all of it.
 */
function figureList(text: string): ReadNumber[] | null {
  const lists = [...text.matchAll(FIGURE_LIST)];
  if (lists.length !== 1) return null;
  const list = lists[0]!;
  const figures = [...list[0].matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => ({
    value: Number(m[0].replace(/,/g, '')),
    at: list.index + m.index,
  }));
  const outside = `${text.slice(0, list.index)} ${text.slice(list.index + list[0].length)}`;
  const others = [...outside.matchAll(/(?<![\w.])\d[\d,]*(?:\.\d+)?/g)].filter(
    (m) => Number(m[0].replace(/,/g, '')) !== figures.length,
  );
  if (others.length > 0) return null;
  return figures.map(({ value, at }) => ({ value, unit: 'money', frequency: null, role: 'unknown', at }));
}

/** Any period said: "monthly", "a week", "/mo". A list of such amounts is summed over a period elsewhere. */
const PERIOD_SAID =
  /\b(?:a|per|each|every|\/)\s*(?:month|mo|week|wk|year|yr)\b|\b(?:monthly|weekly|yearly|annual(?:ly)?|bi-?weekly|quarterly)\b/;

/**
 * The list whose average or total is asked ("water was 61, 58, 70 and 55, average?"); null when
 * there is none, when a cost is weighed, or when a period is said ("15.99 + 11.99 monthly, yearly
 * total?": repeating amounts, summed over the period by arithmetic-answer.ts).
 */
export function listAsked(text: string): ReadNumber[] | null {
  if (
    !(AVERAGE_ASKED.test(text) || LIST_TOTAL_ASKED.test(text)) ||
    AFFORD.test(text) ||
    PERIOD_SAID.test(text)
  )
    return null;
  return figureList(text);
}
