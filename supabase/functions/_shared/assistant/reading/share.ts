import { SHARERS } from './asks.ts';
import type { ReadNumber } from './types.ts';

/**
 * A cost shared between people (docs/decisions/027): how many share it, and the asker's part of
 * the amount when an affordability question weighs it.
 */

/** "3 ways", "4 of us", "me and 2 roommates" (three): how many people, and where the count is. */
export function peopleCount(text: string): { value: number; at: number } | null {
  const ways = new RegExp(`\\b(\\d+)\\s+(?:${SHARERS})\\b`).exec(text);
  if (!ways) return null;
  const andMe = /\b(?:me|i|myself|us)\s*(?:and|&|\+|plus)\s*(?:my\s+)?$/.test(text.slice(0, ways.index));
  const everyone = /\b(?:ways|people|of us|persons)\b/.test(ways[0]);
  // "Split with 2 roommates": they and the asker.
  const withThem = /\bwith\s*$/.test(text.slice(0, ways.index));
  return { value: Number(ways[1]) + ((andMe || withThem) && !everyone ? 1 : 0), at: ways.index };
}

const SPLIT_WORDS = /\b(?:split\w*|shar(?:e|es|ed|ing)|divid\w*|go(?:ing)? halves)\b/;
const HALVES = /\b(?:down the middle|in half|halves|50\s*\/\s*50|fifty[- ]fifty|half each|(?:my|our) half)\b/;
const ONE_OTHER =
  '(?:roommate|room mate|housemate|partner|wife|husband|spouse|fianc[eé]e?|girlfriend|boyfriend|gf|bf|friend|sister|brother|sibling|cousin|mom|dad|mother|father|coworker)';
const WITH_ONE_OTHER = new RegExp(
  `\\bwith (?:my|a|our|the) ${ONE_OTHER}\\b|\\b(?:my|our) ${ONE_OTHER} and (?:i|me)\\b|\\b(?:i|me) and my ${ONE_OTHER}\\b`,
);

/** How many share a cost the question splits, or null when it splits none. */
function sharedBy(text: string): { count: number; at: number } | null {
  const split = SPLIT_WORDS.exec(text);
  const halves = HALVES.exec(text);
  if (!split && !halves) return null;
  const people = peopleCount(text);
  if (people && split) return { count: people.value, at: people.at };
  if (halves) return { count: 2, at: halves.index };
  const one = WITH_ONE_OTHER.exec(text);
  return one ? { count: 2, at: one.index } : null;
}

/**
 * "My roommate and I split a 2,300 apartment down the middle, can I afford my half?": the cost
 * weighed is the asker's part. Only one cost, in the sentence that splits it.
 */
export function withShare(text: string, numbers: ReadNumber[]): ReadNumber[] {
  const shared = sharedBy(text);
  if (!shared || shared.count < 2) return numbers;
  const costs = numbers.filter(
    (n) => n.unit === 'money' && ['new-payment', 'payment', 'unknown', 'price'].includes(n.role) && !n.from,
  );
  if (costs.length !== 1) return numbers;
  const cost = costs[0]!;
  const between = text.slice(Math.min(cost.at, shared.at), Math.max(cost.at, shared.at));
  if (/[.?!;]/.test(between)) return numbers;
  return numbers.map((n) =>
    n === cost
      ? {
          ...n,
          value: Math.round((n.value * 100) / shared.count) / 100,
          from: { each: n.value, per: 'split', count: shared.count, countAt: shared.at },
        }
      : n,
  );
}
