import { formatDate } from '../calendar/dates.ts';
import { daysBetween } from '../calendar/recurrence.ts';
import { paceWords } from '../finance/goal-pace.ts';
import { goalReach } from '../finance/goal-reach.ts';
import { perMonth, TIMES_A_YEAR } from '../finance/per-month.ts';
import { formatMoney, formatMoneyPlain } from '../money.ts';
import { monthlyNeeded, shareLeft, shareSaved, type SnapshotGoal } from './goal-snapshot.ts';
import type { SnapshotEvent } from './personal.ts';
import { ASKS_DAYS, ASKS_MORE, ASKS_REMAINING, ASKS_WHEN, PER_PAYCHECK, PART_ASKED } from './reading/asks.ts';
import type { Reading } from './reading/types.ts';
import { paths } from '../paths.ts';
import { askedDate } from './reading/asked-date.ts';
import { escapeRegExp as escape } from './reading/escape.ts';
import { FREQUENCY_WORDS, moneyAt } from './reading/words.ts';

/**
 * A goal's rest, the months at a stated monthly amount and the date it is reached,
 * for a goal named by its title, by a word of it ("my Japan trip") or by its kind when it is
 * the only goal of that kind ("my vacation", "my rainy day savings").
 */

/** Words for a goal's kind (its category, docs/decisions/005-goals.md). */
const KINDS: [string, RegExp][] = [
  ['security', /\b(emergency|rainy[- ]day|safety net|cushion|ef|e-fund|efund)\b/],
  ['lifestyle', /\b(vacation|vacay|holiday|trip|travel|getaway)\b/],
  ['home', /\b(house|home|down payment|condo)\b/],
  ['transportation', /\b(car|vehicle|whip|ride|wheels|truck)\b/],
  ['education', /\b(college|tuition|school|education|university)\b/],
  ['retirement', /\b(retirement|retire|pension)\b/],
  ['technology', /\b(laptop|computer|pc|macbook|tablet|ipad)\b/],
];

/** A goal's kind: its category's, else the kind its title's words say ("Japan Trip" is a trip). */
const kindOf = (goal: SnapshotGoal) =>
  KINDS.find(([, pattern]) => pattern.test(goal.title.toLowerCase()))?.[1] ??
  KINDS.find(([category]) => category === goal.category)?.[1];
/** Title words that say nothing about which goal ("New Laptop" is the laptop one). */
const GENERIC = new Set(
  'fund funds goal goals savings saving save account money plan payment down new for the and my our your'.split(
    ' ',
  ),
);
const OWNED = /(?:\b(my|our|the|for|on|to|toward|towards|into|so|with|about)|\b[a-z]+'s?)\s+(?:\w+\s+)?$/;

/** Where `pattern` occurs in `text` right after "my", "the", "for"..., or -1. */
function ownedAt(text: string, pattern: RegExp): number {
  const global = new RegExp(pattern.source, 'g');
  for (const match of text.matchAll(global)) {
    const before = text.slice(0, match.index);
    // "Rainy day fund. how much more...": named first, as the topic, it is the user's own.
    if (OWNED.test(before.slice(-24)) || /^\W*$/.test(before)) return match.index;
  }
  return -1;
}

/** Letters to change, add or drop to turn one word into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * Where a telling word of the title is written with a typo ("emergancy fund", "vacaton"): one
 * letter off in a word of 5 to 7 letters, two in a longer one, at most one letter shorter. -1 when
 * none is.
 */
function typoAt(text: string, title: string): number {
  const telling = title.split(/\s+/).filter((w) => w.length >= 5 && !GENERIC.has(w));
  for (const match of text.matchAll(/[a-z]{4,}/g)) {
    const word = match[0];
    // A typo changes or drops a letter or two; it does not drop two ("action" is not "vacation").
    if (
      telling.some(
        (t) => word !== t && word.length >= t.length - 1 && editDistance(word, t) <= (t.length >= 8 ? 2 : 1),
      )
    )
      return match.index;
  }
  return -1;
}

/** The goals a question refers to, in the order it names them; the only goal for "my goal". */
export function referencedGoals(question: string, goals: readonly SnapshotGoal[]): SnapshotGoal[] {
  const text = question.toLowerCase();
  const found = new Map<SnapshotGoal, number>();
  for (const goal of goals) {
    const title = goal.title.trim().toLowerCase();
    if (title.length < 3) continue;
    let at = text.indexOf(title);
    if (at < 0) {
      const words = title.split(/\s+/).filter((w) => w.length >= 4 && !GENERIC.has(w));
      at = Math.min(
        ...words.map((w) => ownedAt(text, new RegExp(`\\b${escape(w)}\\b`))).filter((i) => i >= 0),
        Infinity,
      );
    }
    if (at === Infinity || at < 0) at = typoAt(text, title);
    if (at === Infinity || at < 0) {
      const kind = kindOf(goal);
      const sameKind = goals.filter((g) => kindOf(g) === kind);
      if (kind && sameKind.length === 1) at = ownedAt(text, kind);
    }
    if (at >= 0 && at !== Infinity) found.set(goal, at);
  }
  if (found.size === 0 && goals.length === 1 && /\b(my|our) (savings )?goal\b(?!s)/.test(text)) {
    return [goals[0]!];
  }
  return [...found].sort((a, b) => a[1] - b[1]).map(([goal]) => goal);
}

/** A kind of goal the question names ("my car fund") that the user has none of, or null. */
export function missingKind(question: string, goals: readonly SnapshotGoal[]): string | null {
  const text = question.toLowerCase();
  for (const [category, pattern] of KINDS) {
    const at = ownedAt(text, pattern);
    if (at >= 0 && !goals.some((g) => g.category === category)) return pattern.exec(text.slice(at))![0];
  }
  return null;
}

const money = formatMoney;
const GOALS_LINK = `[your goals](${paths.dashboard.goals})`;

/**
 * The answer about `goals` for `question`: each goal's rest, and at a monthly amount the months
 * and the date; a brief question back when an amount's role is not given.
 */
/**
 * "How much should I save each paycheck for it?": the month's amount by the calendar's one repeating
 * payday, said beside the month's; nothing when the payday is not known.
 */
function perPaycheck(text: string, events: readonly SnapshotEvent[], monthly: number): string {
  if (!PER_PAYCHECK.test(text)) return '';
  const frequencies = new Set(
    // Every repeat pattern is a frequency of finance/per-month.ts.
    events.filter((e) => e.event_type === 'income').flatMap((e) => e.recurrence_pattern ?? []),
  );
  if (frequencies.size !== 1) return '';
  const frequency = [...frequencies][0]!;
  if (frequency === 'monthly') return ' (one payday a month)';
  const each = Math.ceil((monthly * 12 * 100) / TIMES_A_YEAR[frequency]) / 100;
  return ` (${money(each)} each payday, paid ${FREQUENCY_WORDS[frequency]})`;
}

/** "An extra", "an additional" just before the amount. */
const EXTRA_BEFORE = /\b(?:extra|additional|more)\s*\$?\s*$/;
/** What the extra is on top of: the month's amount the goal needs. */
const ON_TOP_OF_NEEDED =
  /\b(?:on top of|above|beyond|over|in addition to) (?:what (?:i|we|it) (?:need|needs|have to|should)|the (?:needed|required|monthly) amount|what'?s needed)\b/;

/** An amount put in once: "today", "all of it", "a one-time", a refund or a bonus. */
const ONE_OFF =
  /\b(?:today|right now|all of it|the whole (?:thing|amount)|one[- ]time|once|lump(?: sum)?|in one go|refund|bonus|windfall|inheritance)\b/;

export function goalReachAnswer(
  reading: Reading,
  goals: readonly SnapshotGoal[],
  today: string,
  events: readonly SnapshotEvent[] = [],
): string {
  const { text } = reading;
  const asksWhen = ASKS_WHEN.test(text);
  // The reader's amounts ("500/mo", "1.2k a month", "$100 a week"), not a second reading of them.
  const amounts = reading.numbers.filter((n) => n.unit === 'money');
  const asksGoal = asksWhen || ASKS_REMAINING.test(text);
  // "$X a month" in a question about how long or what is left is what the user can put in.
  const repeating = amounts.find(
    (n) =>
      n.frequency !== null &&
      (n.role === 'saving' || (asksGoal && ['unknown', 'new-payment', 'payment'].includes(n.role))),
  );
  // "An extra 150 a month": more than something, which the goal's answer needs said.
  const extra =
    repeating !== undefined && EXTRA_BEFORE.test(text.slice(Math.max(0, repeating.at - 20), repeating.at));
  const [first] = goals;
  const onTop = first && goals.length === 1 ? monthlyNeeded(first, today) : null;
  if (extra && (!ON_TOP_OF_NEEDED.test(text) || onTop === null) && !ASKS_MORE.test(text)) {
    return `I need to know what goes in each month now, to add ${formatMoneyPlain(repeating.value)} to it: say, for example, "we put in $300 a month and want to add ${formatMoneyPlain(repeating.value)}". ${goals.map((g) => `${g.title}: ${money(Math.max(0, g.target_amount - g.current_amount))} is still needed.`).join(' ')}`;
  }
  // "An extra 150 on top of what I need": the month's amount to its date, and the extra.
  const monthly = repeating
    ? { value: perMonth(repeating.value, repeating.frequency!) + (extra && onTop !== null ? onTop : 0) }
    : undefined;
  // "3 Gs back in taxes: if all of it goes in the emergency fund today, how much is left?": put in
  // once, so what is left after it is asked.
  const once =
    !monthly &&
    goals.length === 1 &&
    amounts.length === 1 &&
    amounts[0]!.frequency === null &&
    ASKS_REMAINING.test(text) &&
    ONE_OFF.test(text)
      ? amounts[0]
      : undefined;
  const unclear = monthly || once ? undefined : amounts[0];
  const [only] = goals;
  // "How much a month to hit my new car goal on time?": with no date there is no "on time".
  if (
    only &&
    goals.length === 1 &&
    only.target_date === null &&
    only.completed_at === null &&
    amounts.length === 0 &&
    /\b(a|per|each|every) month\b|\bmonthly\b|\b(on|in) time\b/.test(text)
  ) {
    const rest = Math.round(only.target_amount * 100) - Math.round(only.current_amount * 100);
    return `I need a target date for ${only.title} to work out what to save each month: set one on ${GOALS_LINK}, or tell me how much you can put in each month and I will work out when you reach it. ${money(rest / 100)} is still needed.`;
  }
  // "How long will the car fund take?" with no monthly amount and no date: the answer needs one.
  if (
    only &&
    goals.length === 1 &&
    asksWhen &&
    !monthly &&
    !unclear &&
    only.target_date === null &&
    only.completed_at === null
  ) {
    const rest = Math.round(only.target_amount * 100) - Math.round(only.current_amount * 100);
    return `I need to know: how much can you put toward ${only.title} each month? Tell me, for example "$500 a month", and I will work out when you reach it. ${money(rest / 100)} is still needed, and it has no target date.`;
  }
  const lines: string[] = [];
  // "I want the vacation money by march, how much a month?": a date other than the goal's own,
  // which the monthly amount is not worked out to (what is left still is).
  const asked = askedDate(text, today);
  const otherDate =
    asked !== null &&
    !monthly &&
    only !== undefined &&
    goals.length === 1 &&
    only.completed_at === null &&
    only.target_date?.slice(0, 7) !== asked.end.slice(0, 7);
  if (otherDate) {
    lines.push(
      `I can't answer that yet: I work out what to save each month to ${only.title}'s own target date${only.target_date ? ` (${formatDate(only.target_date)})` : ''}, not to ${asked.label}. Change its date on ${GOALS_LINK} and ask again.`,
      '',
    );
  }
  if (unclear && goals.length === 1) {
    const amount = formatMoneyPlain(unclear.value);
    lines.push(
      `I need to know: is ${amount} what you can save each month toward ${goals[0]!.title}, or something else (a one-off amount, or what you spend)? Tell me, for example "${amount} a month", and I will work out when you reach it.`,
      '',
    );
  }
  for (const goal of goals) {
    const remainingCents = Math.round(goal.target_amount * 100) - Math.round(goal.current_amount * 100);
    const saved = `${money(goal.current_amount)} of ${money(goal.target_amount)}`;
    if (goal.completed_at !== null || remainingCents <= 0) {
      lines.push(`**${goal.title}: reached** (${saved}); nothing is left to save.`);
      continue;
    }
    const share = shareSaved(goal);
    const onceCents = once ? Math.round(once.value * 100) : 0;
    const parts = once
      ? [
          onceCents >= remainingCents
            ? `**${formatMoneyPlain(once.value)} put in once reaches ${goal.title}**, with ${money((onceCents - remainingCents) / 100)} to spare (${money(remainingCents / 100)} is still needed now; ${saved} saved).`
            : `**${money((remainingCents - onceCents) / 100)} still needed for ${goal.title} after ${formatMoneyPlain(once.value)} put in once** (${money(remainingCents / 100)} now; ${saved} saved, ${share}%).`,
        ]
      : [
          PART_ASKED.test(text)
            ? `**${shareLeft(goal)}% of ${goal.title} is still to save: ${money(remainingCents / 100)}** (${saved} saved, ${share}%).`
            : `**${money(remainingCents / 100)} still needed for ${goal.title}** (${saved} saved, ${share}%).`,
        ];
    const needed = monthlyNeeded(goal, today);
    const each = needed === null ? '' : perPaycheck(reading.text, events, needed);
    const byDate =
      needed === null
        ? ''
        : `to reach it by ${formatDate(goal.target_date!)}, save ${money(needed)} a month${each}`;
    const reach = monthly ? goalReach(remainingCents, Math.round(monthly.value * 100), today) : null;
    if (reach) {
      parts.push(
        `At ${formatMoneyPlain(monthly!.value)} a month${extra ? ` (${money(onTop!)} needed + ${formatMoneyPlain(repeating.value)} extra)` : repeating!.frequency !== 'monthly' ? ` (${moneyAt(repeating!.value, repeating!.frequency)})` : ''} that is ${reach.months} ${reach.months === 1 ? 'month' : 'months'}: you reach it by ${formatDate(reach.reachedOn)}.`,
      );
      // "Can I reach it by June at $900 a month?": the date asked, before the goal's own.
      if (asked !== null) {
        parts.push(
          reach.reachedOn <= asked.end
            ? `That is in time for ${asked.label}, the date you asked about.`
            : `That is after ${asked.label}, the date you asked about.`,
        );
      } else if (goal.target_date !== null && byDate) {
        parts.push(
          reach.reachedOn <= goal.target_date
            ? `That is in time for your target date, ${formatDate(goal.target_date)}.`
            : `That is after your target date; ${byDate}.`,
        );
      }
      // "I put in 300 now, how much more a month to make its date?": the step up from what goes in.
      if (goal.target_date !== null && needed !== null && ASKS_MORE.test(text)) {
        const moreCents = Math.round(needed * 100) - Math.round(monthly!.value * 100);
        parts.push(
          moreCents > 0
            ? `To make its date you would need ${money(moreCents / 100)} more a month than ${formatMoneyPlain(monthly!.value)}.`
            : `${formatMoneyPlain(monthly!.value)} a month is already enough for its date: nothing more is needed.`,
        );
      }
    } else if (byDate) {
      parts.push(`${byDate[0]!.toUpperCase()}${byDate.slice(1)}; you are ${paceWords(goal, today)}.`);
    } else if (asksWhen && !unclear) {
      parts.push(
        'It has no target date. How much can you put toward it each month? Tell me (for example "$500 a month") and I will work out when you reach it.',
      );
    }
    // "How many days till the vacation deadline?": counted from today.
    if (goal.target_date !== null && ASKS_DAYS.test(text)) {
      const days = daysBetween(today, goal.target_date);
      parts.push(
        days >= 0
          ? `Its target date is ${days} ${days === 1 ? 'day' : 'days'} away.`
          : `Its target date passed ${-days} ${days === -1 ? 'day' : 'days'} ago.`,
      );
    }
    lines.push(parts.join(' '));
  }
  // "What's left on the car and the emergency fund?", "trip + emergency fund": two goals named
  // are asked together, so their sum comes first.
  const open = goals.filter((g) => g.completed_at === null);
  const dated = open.filter((g) => g.target_date !== null);
  // "How many days separate the two deadlines?": the days between their dates, not the sum.
  const apart =
    open.length === 2 && ASKS_DAYS.test(text) && /\b(?:between|apart|separat\w*|gap)\b/.test(text);
  if (apart && dated.length === 2) {
    const [first, second] = [...dated].sort((a, b) => (a.target_date! < b.target_date! ? -1 : 1));
    const days = daysBetween(first!.target_date!, second!.target_date!);
    lines.unshift(
      `**${days} ${days === 1 ? 'day' : 'days'} between the two dates**: ${first!.title} on ${formatDate(first!.target_date!)}, ${second!.title} on ${formatDate(second!.target_date!)}.`,
      '',
    );
  } else if (apart) {
    const undated = open.filter((g) => g.target_date === null).map((g) => g.title);
    lines.unshift(
      `I can't count the days between them: ${undated.join(' and ')} ${undated.length === 1 ? 'has' : 'have'} no target date. Set one on ${GOALS_LINK} and ask again.`,
      '',
    );
  } else if (open.length > 1) {
    const restCents = open.reduce(
      (sum, g) => sum + Math.max(0, Math.round(g.target_amount * 100) - Math.round(g.current_amount * 100)),
      0,
    );
    lines.unshift(
      `**${money(restCents / 100)} still needed in all** for ${open.map((g) => g.title).join(' and ')}.`,
      '',
    );
  }
  return [...lines, '', `See them on [your goals](${paths.dashboard.goals}).`].join('\n');
}
