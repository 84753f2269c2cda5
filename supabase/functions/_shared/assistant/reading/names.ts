import { referencedGoals } from '../goal-answer.ts';
import type { SnapshotGoal } from '../goal-snapshot.ts';
import type { SnapshotEvent } from '../personal.ts';
import { escapeRegExp as escape } from './escape.ts';

/**
 * The user's bills, paydays and goals a question names, matched against their own titles: any
 * case, a plural ("car payments"), or the words that tell a title apart ("my rent", "the phone
 * bill" for "Phone"). A bill is found before a goal, and its words are then taken out, so "my car
 * payment" is the Car payment bill and not the New Car goal.
 */

/** Words in a bill's title that do not tell it apart. */
const GENERIC = new Set([
  'bill',
  'bills',
  'payment',
  'payments',
  'monthly',
  'the',
  'my',
  'plan',
  'fee',
  'my',
]);

/** What is asked of a goal, and of a bill: which one a word both share ("car") names. */
const GOAL_ASK =
  /\b(goals?|funds?|sav\w*|far along|percent\w*|left|still need\w*|to go|reach\w*|done|finish\w*|combined|together|progress|on track|aside|stash\w*|towards?|full amount|how long)\b/;
const BILL_ASK = /\b(due|bills?|payments?|paying|pay|cost\w*|insurance|note|loan|lease)\b/;

/** A word or phrase, with an optional plural s. */
const wordPattern = (words: string) => new RegExp(`\\b${words.split(/\s+/).map(escape).join('\\s+')}s?\\b`);

export interface Named<T> {
  item: T;
  at: number;
  length: number;
}

/** Where a title is named: the whole title, else its telling words as one phrase. */
function namedAt(text: string, title: string): { at: number; length: number } | null {
  const whole = wordPattern(title).exec(text);
  if (whole) return { at: whole.index, length: whole[0].length };
  const telling = title
    .split(/\s+/)
    .filter((w) => !GENERIC.has(w) && w.length >= 3)
    .join(' ');
  if (!telling || telling === title) return null;
  const part = wordPattern(telling).exec(text);
  return part ? { at: part.index, length: part[0].length } : null;
}

/**
 * The pending events the question names, longest title first where two overlap. A goal's whole
 * title wins over a word of a bill's ("the new car" is the New Car goal, not the Car payment).
 */
export function namedEvents(
  text: string,
  events: readonly SnapshotEvent[],
  goals: readonly SnapshotGoal[] = [],
): Named<SnapshotEvent>[] {
  const goalSpans = goals.flatMap((goal) => {
    const whole = wordPattern(goal.title.trim().toLowerCase()).exec(text);
    return whole ? [{ at: whole.index, length: whole[0].length }] : [];
  });
  const found: Named<SnapshotEvent>[] = [];
  const seen = new Set<string>();
  const byLength = [...events].sort((a, b) => b.title.length - a.title.length);
  for (const event of byLength) {
    const title = event.title.trim().toLowerCase();
    if (title.length < 3 || seen.has(title)) continue;
    const where = namedAt(text, title);
    // "the car goal" is a goal, not the Car payment bill.
    if (!where || /^\s+(goal|fund|savings)\b/.test(text.slice(where.at + where.length))) continue;
    // "Per paycheck", "out of each payday": how often, not the Paycheck itself.
    if (
      event.event_type === 'income' &&
      /\b(?:per|each|every|a|an)\s*$/.test(text.slice(0, where.at)) &&
      /^(?:pay ?checks?|paycheques?|pay ?days?|pay)$/.test(text.slice(where.at, where.at + where.length))
    )
      continue;
    // "What's left on the car?": a word the Car payment bill shares with the New Car goal, asked
    // as of a goal, is the goal.
    const word = text.slice(where.at, where.at + where.length);
    const partial = word.replace(/s$/, '') !== title;
    if (
      partial &&
      goals.some((g) => new RegExp(`\\b${escape(word.replace(/s$/, ''))}\\b`).test(g.title.toLowerCase())) &&
      GOAL_ASK.test(text) &&
      !BILL_ASK.test(text)
    )
      continue;
    const overlaps = [...found, ...goalSpans].some(
      (f) => where.at < f.at + f.length && f.at < where.at + where.length,
    );
    if (overlaps) continue;
    seen.add(title);
    found.push({ item: event, ...where });
  }
  // "My landlord wants $1,325", "my cell bill": a bill named by its kind, when the user has one
  // bill of that kind.
  for (const [asked, titled] of BILL_KINDS) {
    const ofKind = events.filter((e) => titled.test(e.title.toLowerCase()));
    const titles = new Set(ofKind.map((e) => e.title.trim().toLowerCase()));
    if (titles.size !== 1 || found.some((f) => ofKind.includes(f.item))) continue;
    const match = asked.exec(text);
    if (!match) continue;
    const where = { at: match.index, length: match[0].length };
    if ([...found, ...goalSpans].some((f) => where.at < f.at + f.length && f.at < where.at + where.length))
      continue;
    found.push({ item: ofKind[0]!, ...where });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Words for a kind of bill, and the titles of that kind: the question's word, the calendar's title. */
const BILL_KINDS: [RegExp, RegExp][] = [
  [/\b(?:rent|landlord|lease|apartment)\b/, /\b(?:rent|housing)\b/],
  [/\b(?:cell(?:phone)?|mobile|phone|wireless)(?: bill| plan)?\b/, /\b(?:phone|cell|mobile|wireless)\b/],
  [/\b(?:auto|car) insurance\b/, /\b(?:auto|car) insurance\b/],
  [/\b(?:car note|car loan|auto loan|car payment)\b/, /\bcar (?:payment|loan|note)\b/],
  [/\b(?:electric(?:ity)?|power) bill\b/, /\belectric/],
  [/\b(?:netflix|hulu|spotify|disney\+?)\b/, /\bstreaming\b/],
  [/\bmy (?:pay ?)?checks?\b/, /\bpay ?check\b/],
];

/** The goals the question names once the named bills' words are taken out. */
export function namedGoals(
  text: string,
  goals: readonly SnapshotGoal[],
  events: readonly Named<SnapshotEvent>[],
): SnapshotGoal[] {
  let rest = text;
  for (const event of events) {
    rest = `${rest.slice(0, event.at)}${' '.repeat(event.length)}${rest.slice(event.at + event.length)}`;
  }
  return referencedGoals(rest, goals);
}

/** The name after "my"/"the" before "goal" that the user has no goal of ("my boat goal"). */
export function goalNamedButMissing(text: string, goals: readonly SnapshotGoal[]): string | null {
  const asked =
    /\b(?:my|our|the) ([a-z0-9'-]{2,20}(?: [a-z0-9'-]{2,20}){0,2}?) (?:savings goal|goal|fund)\b(?!s)/.exec(
      text,
    )?.[1];
  if (!asked || /^(savings?|financial|money|emergency|retirement)$/.test(asked)) return null;
  return referencedGoals(`my ${asked}`, goals).length > 0 ? null : asked;
}
