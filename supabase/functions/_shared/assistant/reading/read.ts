import type { Frequency } from '../../finance/per-month.ts';
import type { SnapshotGoal } from '../goal-snapshot.ts';
import type { SnapshotEvent, UserSnapshot } from '../personal.ts';
import { missingKind } from '../goal-answer.ts';
import { readFigures } from '../read-question.ts';
import * as asks from './asks.ts';
import { startsASentence } from './sentences.ts';
import { goalNamedButMissing, namedEvents, namedGoals, type Named } from './names.ts';
import { daysThrough, throughDate } from './date-horizon.ts';
import { numberWordsToDigits } from './number-words.ts';
import {
  readNumbers,
  statedPayFrequency,
  withHourlyPay,
  withPieceRate,
  withPrices,
  withTwoOfUs,
  withSharedFrequency,
} from './numbers.ts';
import { listAsked } from './figure-list.ts';
import { termAsked } from '../arithmetic-terms.ts';
import { withShare } from './share.ts';
import type { Change, Decline, Horizon, Intent, ReadNumber, Reading, Sum } from './types.ts';

/**
 * The one reader (docs/decisions/027-assistant-reads-the-question.md): a question, and the user's
 * own goals and calendar when they could be read, turned into what is asked, each number with its
 * role and frequency, the goal or bill named, a supposed change and the horizon. Pure: the
 * answers are built from what it returns.
 */

const PATTERN_FREQUENCY: Record<string, Frequency> = {
  weekly: 'weekly',
  'bi-weekly': 'bi-weekly',
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
};
export const eventFrequency = (event: SnapshotEvent): Frequency | null =>
  event.recurrence_pattern ? (PATTERN_FREQUENCY[event.recurrence_pattern] ?? null) : null;

/**
 * The change a question supposes: a bill or payday named (or "I get paid") with a new amount, or
 * a change by an amount ("up by $100", "$300 less"), turned into the new amount each time.
 */
function readChange(
  text: string,
  // Mutable: an amount read as what a bill would be takes the role 'new-amount' here.
  numbers: ReadNumber[],
  events: readonly Named<SnapshotEvent>[],
  all: readonly SnapshotEvent[],
): Change | null {
  const moved =
    numbers.find(
      (n) =>
        (n.unit === 'money' || n.unit === 'percent') && (n.role === 'new-amount' || n.role === 'change-by'),
    ) ??
    statedNewAmount(text, numbers, events) ??
    replacedAmount(text, numbers, events);
  // A new amount for a bill or a change by an amount is a supposed change, with or without "if".
  if (!moved) return scaledChange(text, events);
  const clause = text.slice(Math.max(0, text.lastIndexOf(' if ', moved.at)), moved.at);
  // What the sentence says changes: "cable going up by $20 ... before my next paycheck" (or "going
  // up 25") is cable, not the Paycheck named after the amount.
  const subject = changeSubject(text.slice(0, moved.at));
  // The bill or payday named nearest before the amount; one named after it only when the words
  // before the amount name nothing else ("would $1,400 be OK for rent?").
  const before = [...events].reverse().find((e) => e.at < moved.at);
  // "...to 20, under zero before my check lands?": a payday said as when, not as what changes.
  const asWhen = (e: Named<SnapshotEvent>) =>
    /\b(?:before|until|till|by|after|through|thru)\s+(?:(?:my|the|our|next|my next|the next)\s+)?\S*$/.test(
      text.slice(0, e.at),
    );
  const namedAfter = events.length === 1 && subject === null && !asWhen(events[0]!) ? events[0] : undefined;
  const named = before ?? namedAfter;
  // "If I get a 5% raise": the raise said after the amount is the pay's.
  const income = named
    ? named.item.event_type === 'income'
    : asks.INCOME_WORDS.test(clause) ||
      /^\S*\s*(?:%\s*)?(?:raise|pay ?cut|paycut|pay bump|bump in pay)\b/.test(text.slice(moved.at)) ||
      // "$300 less each paycheck": the pay, said by how often it comes.
      /^[^.?!]{0,30}\b(?:each|per|every|a) (?:pay ?check|paycheque|pay ?day|check)\b/.test(
        text.slice(moved.at),
      );
  // "If I get paid $300 less": the user's repeating payday, when the question names none.
  const event =
    named?.item ??
    (income ? (all.find((e) => e.event_type === 'income' && e.recurrence_pattern) ?? null) : null);
  const name =
    named?.item.title ??
    subject ??
    /\b(?:my|the|our)\s+([a-z][a-z' -]{1,30}?)\s+(?:goes|went|rises|increases|jumps|drops|falls|decreases|is|gets|changes|becomes|go)\b/.exec(
      clause,
    )?.[1] ??
    (income ? 'pay' : 'bill');
  const current = event?.amount ?? null;
  let to: number;
  if (moved.role === 'new-amount') to = moved.value;
  else if (moved.unit === 'percent') {
    const down =
      /\b(drops?|dropped|dropping|falls?|fell|falling|decreases?|decreased|decreasing|shrinks?|shrank|shrinking|cut|lowered|down)\b/.test(
        clause,
      );
    to = current === null ? NaN : Math.round(current * (100 + (down ? -moved.value : moved.value))) / 100;
  } else {
    const after = text.slice(moved.at);
    const down =
      /\b(drops?|dropped|dropping|falls?|fell|falling|decreases?|decreased|decreasing|shrinks?|shrank|shrinking|cut|lowered|down|less|fewer|pay cut|cheaper|lower|lose|losing|lost)\b/.test(
        clause + ' ' + after.slice(0, 24),
      ) ||
      // "He'd take 200 off the rent": less by that much.
      /^[$\d.,\s]*(?:k|dollars|bucks)?\s*off\b/.test(after);
    if (current === null) to = NaN;
    else to = current + (down ? -moved.value : moved.value);
  }
  return { event, name, kind: income ? 'income' : 'bill', to };
}

/** Words that say nothing of what changes: "it goes up by $50" names no bill. */
const NO_SUBJECT =
  /^(?:it|that|this|they|mine|which|what|and|so|if|then|say|suppose|i|i'm|im|we|you|getting|get|boss|employer|company|job|work|landlord)$/;

/**
 * The noun before a change verb ("cable going up by", "the gym is rising to"), or null when the words
 * name none.
 */
function changeSubject(before: string): string | null {
  const found =
    /(?:^|[\s,;:(])((?:[a-z][a-z'-]*\s+){0,2}[a-z][a-z'-]*(?:\s+(?:bill|payment))?)\s+(?:is\s+|are\s+|will\s+|might\s+|could\s+|would\s+|may\s+)?(?:go(?:es|ing)?|went|jump(?:s|ing|ed)?|ris(?:es|ing|e)|rais(?:es|ing|ed)|hik(?:es|ing|ed|e)|bump(?:s|ed|ing)?|climb\w*|increas\w*|drop\w*|fall(?:s|ing)?|fell|decreas\w*|chang\w*)\s+(?:up\s+|down\s+)?(?:(?:by|to|from\s+\S+\s+to)\s*)?\$?\s*$/.exec(
      before,
    );
  if (!found) return null;
  const words = found[1]!
    .split(/\s+/)
    // "My phone bill's going up 25": the phone bill.
    .map((w) => w.replace(/'s$/, ''))
    // "Streaming price hike to 20": streaming.
    .filter((w, i, all) => !(i === all.length - 1 && i > 0 && /^(?:price|cost|rate|amount|fee)$/.test(w)))
    .filter(
      (w) =>
        !/^(?:my|the|our|a|an|if|and|so|say|suppose|what|is|are|was|were|will|might|could|would|may)$/.test(
          w,
        ),
    );
  const last = words.at(-1);
  return last === undefined || NO_SUBJECT.test(last) ? null : words.join(' ');
}

/** An amount said as the bill's from now on: "612 every three months now", "1,560 starting next month". */
const FROM_NOW_ON =
  /^[$\d.,\s]*(?:k|dollars|bucks)?\s*(?:(?:a|per|every|each|\/)\s*(?:[a-z0-9]+\s+){0,2}?)?(?:now\b|(?:starting|beginning|effective|from|as of|after)\s+(?:next|this|in|on|the|may|june|july|jan\w*|feb\w*|mar\w*|apr\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|renewal)\b)/;
/** A bill's new term: "renewal", "the new lease", "landlord", "next year", "starting in march". */
const RENEWAL =
  /\brenew\w*|\b(?:new )?lease\b|\blandlord\b|\bnext (?:year|term|month)\b|\bstarting\b|\bgoing forward\b|\bfrom now on\b|\boffer\b|\bnotice\b|\bletter\b/;
/** The words before an amount that say it is what the bill comes to now: "came back at", "renews at". */
const NEW_AMOUNT_VERB =
  /\b(?:came back at|comes back at|came in at|comes in at|renews at|renewed at|will be|is going to be|is gonna be|goes to|went to|jumped to|is now|now costs?|landed at|quoted(?: me)?|says it'?s|going up to)\s*\$?\s*$/;

/**
 * A bill named, then what it would be, in a supposed or compared case: "rent would be 1,600
 * instead of my 1250", "say my rent was only 800". Not "my rent is 1,250": that is what it is.
 */
function statedNewAmount(
  text: string,
  numbers: ReadNumber[],
  events: readonly Named<SnapshotEvent>[],
): ReadNumber | null {
  const supposed = asks.SUPPOSED.test(text) || /\binstead of\b/.test(text);
  for (const named of events) {
    const after = text.slice(named.at + named.length);
    const verb =
      /^\s*(?:bill\s+|payment\s+)?(?:would be|would cost|'d be|will be|was|were|became|becomes|went to|at)\s+(?:only\s+|just\s+|about\s+|around\s+)?(?=\$?\s*\d)/.exec(
        after,
      );
    // "My landlord wants $1,325.50", "the new lease says $1,487.25": what it is going to be.
    const asking =
      /^(?:'s)?(?:\s+(?:renewal|new|latest|lease|letter|notice|email|e-mail|quote|offer|bill)){0,3}\s*(?:wants|says|is asking(?: for)?|asks(?: for)?|will charge|is charging|quoted(?: me)?|offered|renews at|came in at|comes in at)\s+(?:only\s+|just\s+|about\s+|around\s+)?(?=\$?\s*\d)/.exec(
        after,
      );
    if (asking) {
      const number = numbers.find(
        (n) => n.unit === 'money' && Math.abs(n.at - (named.at + named.length + asking[0].length)) <= 2,
      );
      if (number) {
        number.role = 'new-amount';
        return number;
      }
    }
    // "Rent's going to be 1,290 after renewal", "my phone bill is now $80": what it will be.
    const coming =
      /^(?:'s|\s+is|\s+are)?\s*(?:bill\s+|payment\s+)?(?:(?:is|will be|'s)\s+)?(?:going to be|gonna be|about to be|set to be|changing to|now|now costs?|going up to|going to go up to|will go up to|will go to|will jump to|will rise to)\s+(?:only\s+|just\s+|about\s+|around\s+)?(?=\$?\s*\d)/.exec(
        after,
      );
    if (coming) {
      const number = numbers.find(
        (n) => n.unit === 'money' && Math.abs(n.at - (named.at + named.length + coming[0].length)) <= 2,
      );
      if (number) {
        number.role = 'new-amount';
        return number;
      }
    }
    // "The renewal offer has $1,310 for rent", "landlord wants 1,525 for rent next year": the
    // amount said before the bill it is for, in a renewal or a new term.
    const forBill = numbers.find((n) => {
      if (n.unit !== 'money' || n.at >= named.at || !['unknown', 'new-payment', 'income'].includes(n.role))
        return false;
      const end = n.at + /^\$?\s*[\d,.]+\s*(?:k\b|dollars\b|bucks\b)?/.exec(text.slice(n.at))![0].length;
      return (
        /^\s*(?:(?:a|per|each|\/)\s*(?:month|mo)\s+)?(?:for|on)\s+(?:the\s+|my\s+|our\s+)?$/.test(
          text.slice(end, named.at),
        ) && !/\b(?:another|second|extra|additional|more|new)\s*\$?\s*$/.test(text.slice(0, n.at))
      );
    });
    if (forBill && RENEWAL.test(text)) {
      forBill.role = 'new-amount';
      return forBill;
    }
    // The bill, a few words, then its amount from now on: "auto insurance renewal just landed: 612
    // every three months now", "lease renewal for my apartment came back at $1,495", "landlord says
    // rent is 1,560 starting next month". Not "rent is 1250 and I have 500": what it is, and whose.
    const next = numbers.find((n) => n.unit === 'money' && n.at > named.at + named.length);
    const between = next ? text.slice(named.at + named.length, next.at) : '';
    if (
      next &&
      (next.role === 'unknown' || next.role === 'new-payment') &&
      between.length <= 50 &&
      !/\b(?:i|we|i'm|we're|i've|we've)\b|[.?!]/.test(between) &&
      (FROM_NOW_ON.test(text.slice(next.at)) || NEW_AMOUNT_VERB.test(between))
    ) {
      next.role = 'new-amount';
      return next;
    }
    // "If rent is 1,480": the bill at that amount, supposed.
    const supposedIs =
      /\bif\s+(?:my\s+|the\s+|our\s+)?$/.test(text.slice(0, named.at)) &&
      /^(?:'s|\s+is|\s+was|\s+were)\s+(?:only\s+|just\s+|about\s+|around\s+)?(?=\$?\s*\d)/.exec(after);
    if (supposedIs) {
      const number = numbers.find(
        (n) => n.unit === 'money' && Math.abs(n.at - (named.at + named.length + supposedIs[0].length)) <= 2,
      );
      if (number) {
        number.role = 'new-amount';
        return number;
      }
    }
    // "Adding a 40 dollar parking fee onto rent": the bill, up by the amount.
    const onto = numbers.find(
      (n) =>
        n.unit === 'money' &&
        n.at < named.at &&
        /^\$?\s*[\d,.]+\s*(?:k\b|dollars?\b|bucks\b)?\s*(?:[a-z-]+\s+){0,3}(?:onto|on to|on top of|added to|to)\s+(?:the\s+|my\s+|our\s+)?$/.test(
          text.slice(n.at, named.at),
        ) &&
        /\b(?:add|adding|adds|added|tack\w*|plus)\b/.test(text.slice(Math.max(0, n.at - 30), named.at)),
    );
    if (onto) {
      onto.role = 'change-by';
      return onto;
    }
    if (!verb || (!supposed && !/would|'d|will/.test(verb[0]))) continue;
    const at = named.at + named.length + verb[0].length;
    const number = numbers.find((n) => n.unit === 'money' && Math.abs(n.at - at) <= 2);
    if (number) {
      number.role = 'new-amount';
      return number;
    }
  }
  return null;
}

/**
 * A bill named with what it costs today, and one other amount offered in its place: "I pay $65 for
 * my phone now. Would a $110 plan be affordable?" is the Phone bill at $110, not a second bill.
 * The amount today takes the role 'current'; the other, 'new-amount'.
 */
function replacedAmount(
  text: string,
  numbers: ReadNumber[],
  events: readonly Named<SnapshotEvent>[],
): ReadNumber | null {
  if (
    events.length !== 1 ||
    !/\b(now|currently|today|instead|switch\w*|upgrad\w*|downgrad\w*|replac\w*)\b/.test(text)
  )
    return null;
  const bill = events[0]!.item;
  const amounts = numbers.filter((n) => n.unit === 'money');
  const current = amounts.filter((n) => bill.amount !== null && n.value === bill.amount);
  const offered = amounts.filter((n) => !current.includes(n));
  if (
    current.length !== 1 ||
    offered.length !== 1 ||
    !['new-payment', 'payment', 'unknown'].includes(offered[0]!.role)
  )
    return null;
  current[0]!.role = 'current';
  offered[0]!.role = 'new-amount';
  return offered[0]!;
}

/** "If my electric bill doubles": a bill scaled by a word, with no amount written. */
function scaledChange(text: string, events: readonly Named<SnapshotEvent>[]): Change | null {
  const scaled = scaledWords(text);
  if (!scaled) return null;
  const factor = /doub/.test(scaled.verb)
    ? 2
    : /trip/.test(scaled.verb)
      ? 3
      : scaled.verb === 'gone'
        ? 0
        : 0.5;
  const named = events.find((e) => e.at >= scaled.at && e.at < scaled.end);
  const event = named?.item ?? null;
  const income = event ? event.event_type === 'income' : asks.INCOME_WORDS.test(scaled.name);
  const to = event?.amount != null ? Math.round(event.amount * factor * 100) / 100 : NaN;
  return { event, name: event?.title ?? scaled.name, kind: income ? 'income' : 'bill', to };
}

/**
 * The words of a scaled change: "if my electric bill doubles", "my phone bill might double", "my
 * roommate might pay half the rent" (the user's share halves). Said as a fact ("my rent doubled"),
 * it is a change only in a supposed case.
 */
function scaledWords(text: string): { name: string; verb: string; at: number; end: number } | null {
  const scaled =
    /\b(?:my|the|our)\s+([a-z][a-z' -]{1,30}?)\s+((?:might |could |would |will |may )(?:double|triple|halve)|doubles|doubled|triples|tripled|halves|halved|(?:is|was|gets|might get|could get) (?:doubled|tripled|halved|cut in half))\b/.exec(
      text,
    );
  if (scaled) {
    const maybe = /\b(?:might|could|would|will|may)\b/.test(scaled[2]!);
    if (!maybe && !asks.SUPPOSED.test(text)) return null;
    return { name: scaled[1]!, verb: scaled[2]!, at: scaled.index, end: scaled.index + scaled[0].length };
  }
  const half =
    /\b(?:pays?|paying|covers?|covering) half(?: of)? (?:the|my|our) ([a-z][a-z' -]{1,30}?)(?=[\s,.?!]|$)/.exec(
      text,
    );
  if (half) return { name: half[1]!, verb: 'half', at: half.index, end: half.index + half[0].length };
  // "If I stop paying my phone bill", "suppose I drop streaming": the bill gone.
  const gone =
    /\b(?:stop(?:ped)? paying(?: for)?|cancel(?:led|ed|ling|ing)?|drop|dropped|cut out|get rid of|got rid of|quit) (?!(?:to|by|from|down|off|in|out)\b)(?:my |the |our )?([a-z][a-z' -]{1,30}?)(?= bill\b| payment\b|[\s,.?!—-]|$)/.exec(
      text,
    );
  // "Drop my phone to a 30 dollar plan" lowers it: a new amount, not the bill gone.
  const lowered =
    gone &&
    /^\s*(?:bill\s+|payment\s+|plan\s+)?to\s+(?:a\s+|an\s+)?\$?\s*\d/.test(
      text.slice(gone.index + gone[0].length),
    );
  if (
    gone &&
    !lowered &&
    (asks.SUPPOSED.test(text) || asks.WHAT_IF.test(text) || /\bwhat happens\b/.test(text))
  )
    return { name: gone[1]!, verb: 'gone', at: gone.index, end: gone.index + gone[0].length };
  return null;
}

function readHorizon(
  text: string,
  numbers: readonly ReadNumber[],
  through: string | null,
  today?: string,
): Horizon | null {
  if (asks.BEFORE_PAYDAY.test(text) || /\bpayday\b/.test(text)) return { kind: 'next-payday' };
  if (through && today) return { kind: 'days', days: daysThrough(today, through) };
  const retireAge = numbers.find((n) => n.role === 'retire-age');
  if (retireAge) return { kind: 'age', age: retireAge.value };
  if (/\b(this|the rest of the) month\b/.test(text)) return { kind: 'days', days: 30 };
  if (/\b(this|next|in a) week\b/.test(text)) return { kind: 'days', days: 7 };
  if (/\b(?:the |this |next |a |over the next |in the next )fortnight\b/.test(text))
    return { kind: 'days', days: 14 };
  const span = /\b(?:next|over the next|in the next|within|in) (\d+) (days?|weeks?)\b/.exec(text);
  if (span) return { kind: 'days', days: Number(span[1]) * (span[2]!.startsWith('week') ? 7 : 1) };
  return null;
}

/** Which calculator sum the question's figures make, or null. */
function readSum(text: string): Sum | null {
  const { amounts, percents, years } = readFigures(text);
  if (asks.EMERGENCY.test(text)) return 'emergency-fund';
  if (asks.DEBT_SUM.test(text) && percents.length > 0 && amounts.length > 0) return 'payoff';
  if (asks.FOUR_PERCENT.test(text) && amounts.some((a) => !a.monthly || a.role === 'expenses'))
    return 'four-percent';
  if (asks.DOUBLING.test(text) && percents.length > 0) return 'doubling';
  if (asks.GROWTH.test(text) && percents.length > 0 && years !== null && amounts.length > 0) return 'growth';
  return null;
}

interface Seen {
  text: string;
  /** The text with the named bills' words taken out: what goal names are looked for in. */
  rest: string;
  numbers: ReadNumber[];
  goals: SnapshotGoal[];
  events: SnapshotEvent[];
  change: Change | null;
  snapshot: UserSnapshot | undefined;
  /** The last day a question asks through ("before tax day"), when it names one. */
  through: string | null;
}

const has = (seen: Seen, ...roles: ReadNumber['role'][]) => seen.numbers.some((n) => roles.includes(n.role));
const money = (seen: Seen) => seen.numbers.filter((n) => n.unit === 'money');

/** Why a question read is one the answers cannot run, said back to the user (responder.ts). */
function declineOf(seen: Seen): Decline | null {
  const { text } = seen;
  // "Out of each paycheck" from someone whose paydays the reader cannot tell.
  if (seen.numbers.some((n) => n.perPay && n.frequency === null)) return 'pay-frequency';
  // "500 a month into my 401k with a 3% match": a match has its own rules (a share of pay, to a cap).
  if (
    /\d\s*%\s*(?:employer\s+|company\s+)?match|\bmatch(?:es|ing)?\s+(?:of\s+|up to\s+)?\$?\d(?!0[1-9]\s*\(?[kb]|57\s*\(?b)/.test(
      text,
    )
  )
    return 'employer-match';
  if (asks.MALFORMED_NUMBER.test(text)) return 'unreadable-number';
  if (asks.OTHERS_AFFORD.test(text)) return 'others-budget';
  if (seen.change && asks.HOURLY_CHANGE.test(text)) return 'hourly-change';
  if (asks.EARLY_WITHDRAWAL.test(text) && !has(seen, 'age')) return 'early-withdrawal';
  if (asks.STOPS_EARLY.test(text) && money(seen).length > 0) return 'stops-early';
  if (money(seen).length === 0 && startsASentence(asks.OWN_RECORD, text)) return 'record-not-held';
  if (asks.IRREGULAR.test(text)) return 'irregular';
  if (money(seen).length === 0 && asks.LOCAL_FACT.test(text)) return 'local-fact';
  // A goal's catch-up is worked out (GOAL_WORDS); an amount to reach with no goal of the user's is not.
  if (
    asks.AMOUNT_TO_REACH.test(text) &&
    seen.goals.length === 0 &&
    !asks.GOAL_WORDS.test(text) &&
    money(seen).length > 0
  )
    return 'amount-to-reach';
  // "$32 a day" with no count of days: no week or month to turn it into.
  if (seen.numbers.some((n) => n.perUnit)) return 'per-unit';
  if (asks.MESSAGE_ME.test(text)) return 'message-me';
  // "How long would my emergency fund last?": months of spending, which the app does not hold.
  if (asks.RUNWAY.test(text) && !seen.numbers.some((n) => n.role === 'expenses')) return 'runway';
  // "Which goal should I focus on first?": what matters most to the person, not a figure. Which
  // one is furthest behind its pace is a question of its own (BEHIND).
  if (
    // Two goals named and weighed with no amount to run ("the car or the trip, which first?").
    (asks.GOAL_WORDS.test(text) || (seen.goals.length > 1 && money(seen).length === 0)) &&
    asks.PRIORITY.test(text) &&
    !asks.BEHIND.test(text)
  )
    return 'goal-priority';
  // "If I add a little extra to the vacation each month": no figure to run.
  if (money(seen).length === 0 && asks.VAGUE_AMOUNT.test(text)) return 'vague-amount';
  // "What rate should my car fund be earning?", "should I pause the vacation fund to pay the card?":
  // advice on the goal's money, not its progress.
  if (seen.goals.length > 0 && (asks.GOAL_ADVICE.test(text) || asks.GOAL_MONEY_MOVE.test(text)))
    return 'goal-advice';
  // "Why was my last paycheck smaller?": records the app does not hold.
  if (asks.WHY_PAST.test(text)) return 'past-why';
  // "Is my car payment high compared to other people my age?": others' figures, which it does not hold.
  if (asks.OTHERS.test(text)) return 'others';
  // "What's the average tattoo artist salary in texas?": others' pay, which the app does not hold.
  if (money(seen).length === 0 && asks.OTHERS_PAY.test(text)) return 'others-pay';
  // "Will my rent go up next year?": nobody's to know; with the new amount, a change it can run.
  if (
    money(seen).length === 0 &&
    ((asks.FUTURE_MOVE.test(text) && seen.events.length > 0) ||
      // "How high will my electric bill be in july?"; "how much is my rent going to be" is the next one.
      (asks.BILL_FUTURE.test(text) && (seen.events.length === 0 || asks.LATER.test(text))))
  )
    return 'future-change';
  // "Push my rent back a week": a bill moved to another day, which the forecast does not run.
  if (asks.RESCHEDULE.test(text) || (seen.events.length > 0 && asks.DELAY.test(text))) return 'moved-date';
  // "Ok but what if it doubles?": what "it" is was said before, and this question does not say.
  if (
    asks.WHAT_IF.test(text) &&
    /\bwhat (?:if|happens if|would happen if) (?:it|that|this|they|those)\b/.test(text) &&
    seen.events.length === 0 &&
    seen.goals.length === 0
  )
    return 'earlier-subject';
  return null;
}

/** What is asked, from the phrases and which roles the numbers have. */
/** "How much does my phone cost me over 2 years?": a planned bill's own amount, over the period. */
function billOverPeriod(seen: Seen): boolean {
  const { text } = seen;
  return (
    seen.events.length >= 1 &&
    money(seen).length === 0 &&
    seen.events.every((e) => e.amount !== null && eventFrequency(e) !== null) &&
    (has(seen, 'duration') ||
      /\b(a|per|each|every|in a|over a|for the|this|a full|a whole|one full|one whole) (year|month|week)\b|\b(annual(ly)?|yearly|monthly|weekly)\b/.test(
        text,
      )) &&
    /\b(how much|total|cost\w*|add(s)? up|come(s)? to|run(s)? me|spend|combined|together|altogether|as an? (?:monthly|yearly|annual|weekly) (?:figure|amount|number|total))\b/.test(
      text,
    ) &&
    !/\bwhen\b|\bdue\b/.test(text) &&
    // "How much more a month if we add our teen to the car insurance?": a new price nobody gave.
    !/\bhow much (?:more|less|extra)\b|\bif (?:i|we) (?:add|put|get|switch|move)\b/.test(text)
  );
}

function readIntent(seen: Seen): Intent {
  const { text } = seen;
  if (asks.GREETING.test(text)) return 'greeting';
  // "18% of 3,250 thx" asks a sum; thanks alone are thanks.
  if (asks.THANKS.test(text) && text.length < 60 && seen.numbers.length === 0) return 'thanks';
  if (asks.CAPABILITIES.test(text)) return 'capabilities';
  // "Cancel streaming - does my low point change?": a supposed change asked about, not an action.
  // Each sentence or line may ask it: "Subject: direct deposit\n\nplease split my direct deposit ...".
  if (startsASentence(asks.ACTION_REQUEST, text) && !asks.SHORT.test(text) && !asks.SAVING_ASKED.test(text))
    return 'outside';
  // "How much do I spend on bills a month?", "what percent of my income goes to rent?": the
  // calendar's bills as a whole, not spending already done ("last month").
  if (
    seen.snapshot &&
    money(seen).length === 0 &&
    !asks.PAST.test(text.replace(/\bpaid\b/, '')) &&
    (asks.BILLS_TOTAL.test(text) ||
      asks.BIGGEST_BILL.test(text) ||
      asks.LEFT_AFTER_BILLS.test(text) ||
      asks.INCOME_ASKED.test(text) ||
      (asks.BILL_SHARE.test(text) && seen.events.some((e) => e.event_type !== 'income')))
  )
    return 'bills';
  // "What's the rate on my car loan?", "when is my car paid off?": the loan's own record.
  if (asks.LOAN_FIGURE.test(text) || asks.CARD_DUE.test(text)) return 'not-held';
  // Before the user's own records: "how much is my car worth" is not the Car payment bill. What a
  // planned bill comes to over a period ("how much do I pay for my phone every year") is the plan's.
  if (
    asks.UNKNOWABLE.test(text) &&
    money(seen).length === 0 &&
    !(billOverPeriod(seen) && !asks.PAST.test(text))
  )
    return 'outside';

  // "Take-home minus essential costs minus retirement = ?": a sum asked with no figure to work it on.
  if (seen.numbers.length === 0 && /\bminus\b|=\s*\?|\bdivided by\b|\bsubtract\b/.test(text))
    return 'unsupported';
  if (declineOf(seen) !== null) return 'unsupported';
  // "My last 4 electric bills were 82, 95, 110 and 73, average?": a sum of the list's own figures.
  if (listAsked(text)) return 'arithmetic';
  // "36 months at 329 plus 2,999 down, total?", "850 kWh at 14 cents a kWh": a sum of a term or a quantity.
  if (termAsked(seen)) return 'arithmetic';
  // "Should I put my savings into gold?": where to hold money is advice, not a guide's page.
  if (asks.ASSET_MOVE.test(text)) return 'personal-advice';

  const aboutGoals = seen.goals.length > 0 || asks.GOAL_WORDS.test(text);
  // "Rent up 75 and I drop streaming", "rent to 1,300 and car note to 350": two changes, and the
  // answers run one.
  if (
    seen.change &&
    ((has(seen, 'new-amount', 'change-by') && (scaledWords(text) !== null || asks.CANCEL.test(text))) ||
      money(seen).filter((n) => /\bto\s*\$?\s*$/.test(text.slice(0, n.at))).length > 1)
  )
    return 'unsupported';
  // "Rent went from 1,250 to 1,312.50, what percent is that?": a sum on its own figures.
  if (
    asks.PERCENT_ASKED.test(text) &&
    !asks.SHORT.test(text) &&
    !asks.AFFORD.test(text) &&
    money(seen).length === 2
  )
    return 'arithmetic';
  const affords =
    asks.AFFORD.test(text) ||
    (money(seen).length > 0 && asks.AFFORD_WITH_AMOUNT.test(text)) ||
    // "What does that leave me monthly?" of a new cost or a bill's new amount, not of a goal.
    (money(seen).length > 0 &&
      seen.goals.length === 0 &&
      !asks.GOAL_WORDS.test(text) &&
      asks.LEFT_ASKED.test(text) &&
      !asks.SHORT.test(text)) ||
    // "Piano tuner: 140 per tuning, 11 tunings a week. 610/mo for a studio, yes or no?": the asker's
    // own pay and a new cost, both read, weighed whatever words the asking takes.
    (has(seen, 'income') &&
      has(seen, 'new-payment') &&
      seen.goals.length === 0 &&
      !asks.GOAL_WORDS.test(text) &&
      !asks.PERCENT_ASKED.test(text) &&
      asks.ASKING.test(text));
  // "What's 2,000 after a 15% cut?": a rise or cut of the question's own amount, no bill of the user's.
  if (
    seen.change?.event === null &&
    !affords &&
    money(seen).length === 1 &&
    seen.numbers.some((n) => n.role === 'change-by' && n.unit === 'percent')
  )
    return 'arithmetic';
  // "How much would I save a year if I cancel streaming?": the change's difference, over a period.
  if (seen.change?.event && seen.change.kind === 'bill' && asks.SAVING_ASKED.test(text)) return 'arithmetic';
  if (seen.change) return affords ? 'affordability' : 'change-what-if';
  // "65 total?" after an age: when one retires, said without the word.
  const retiring = asks.RETIREMENT.test(text) || has(seen, 'retire-age');
  const retirementOwn = retiring && has(seen, 'age') && has(seen, 'saving');
  if (
    !retirementOwn &&
    affords &&
    (has(seen, 'new-payment', 'income', 'payment', 'unknown') ||
      // "Is a new car in the budget for me?": an affordability question, asked without its amount.
      (money(seen).length === 0 && seen.events.length === 0) ||
      // "Putting $200/mo into savings, is that doable?": a new regular saving goes out like a bill.
      seen.numbers.some((n) => n.role === 'saving' && n.frequency !== null))
  )
    return 'affordability';
  if (
    retiring &&
    !asks.PERSONAL_ADVICE.test(text) &&
    // "Roth or traditional, which saves more?", "at 25 instead of 35": a choice, not one projection.
    !/\bwhich\b|\binstead of\b|\bversus\b|\bvs\b|\bcompared (?:to|with)\b/.test(text) &&
    seen.numbers.filter((n) => n.role === 'age').length < 2 &&
    (has(seen, 'age', 'retire-age') ||
      money(seen).some((n) => n.frequency !== null || n.role === 'saving') ||
      // "What will my 401k be worth when I retire?", "can I retire early?": a projection, which
      // asks for what it lacks.
      asks.PROJECTION.test(text) ||
      asks.CAN_RETIRE.test(text)) &&
    // "...what income would that give me with the 4% rule?": a projection first, when it has an age and a monthly amount.
    (!asks.FOUR_PERCENT.test(text) || (has(seen, 'age') && money(seen).some((n) => n.frequency !== null))) &&
    !(has(seen, 'duration') && seen.numbers.some((n) => n.role === 'rate'))
  )
    return 'retirement-projection';
  // "If I put 1,000 in today, how far behind am I then?": an amount the plan's pace leaves out.
  if (asks.BEHIND.test(text) && aboutGoals && money(seen).length === 0) return 'goal-behind';
  if (asks.DOLLARS_SHORT.test(text) && seen.goals.length > 0 && money(seen).length === 0)
    return seen.goals.every((g) => g.target_date !== null) ? 'goal-behind' : 'goal-left';
  // Where a price goes is nobody's to know, and no record of the user's says it.
  if (asks.FUTURE_MOVE.test(text) && money(seen).length === 0 && seen.events.length === 0)
    return 'live-figure';
  if (asks.SHORT.test(text)) {
    // "My phone bill might go up, will I be short?": a change the reader could not put a figure on.
    if (asks.CHANGE_WORDS.test(text) || asks.CANCEL.test(text)) return 'unsupported';
    // The forecast answers from the calendar and a balance (entered or supposed): an amount with
    // any other role would be left out of it, so the question is not its own.
    return money(seen).every((n) => n.role === 'balance') ? 'forecast-short' : 'unsupported';
  }
  if (
    asks.WHAT_IF.test(text) &&
    !asks.ASKS_WHEN.test(text) &&
    seen.goals.length > 0 &&
    money(seen).some((n) => n.frequency === 'monthly')
  )
    return 'goal-what-if';
  if (asks.INVESTING.test(text) && asks.DEBT.test(text) && asks.WEIGHED.test(text)) return 'debt-or-invest';

  const sum = readSum(text);
  const goalAsks = asks.ASKS_REMAINING.test(text) || asks.ASKS_WHEN.test(text);
  // "How long until my emergency fund is full?" from someone with no such goal: theirs, missing.
  if (seen.snapshot && goalAsks && /\b(my|our)\b/.test(text) && seen.goals.length === 0) {
    if (missingKind(seen.rest, seen.snapshot.goals)) return 'goal-missing';
  }
  const roles = readFigures(text).amounts.map((a) => a.role);
  // An emergency fund with an amount whose role is unclear is the sum's question back; saved
  // toward it, or asked how long, it is the goal's.
  const sumFirst =
    sum === 'emergency-fund'
      ? roles.includes('expenses') ||
        (!goalAsks && roles.length > 0 && !roles.some((r) => r === 'contribution' || r === 'saved')) ||
        (seen.goals.length === 0 && roles.length > 0)
      : sum !== null;
  if (sumFirst && !(seen.goals.length > 0 && goalAsks && sum !== 'emergency-fund')) return 'calculation';
  // "Not counting the car, how much do I still need?": a sum over the others, not worked out here.
  if (seen.goals.length > 0 && asks.EXCLUDING.test(text)) return 'unsupported';
  // "Split $600 between the vacation and the car": shares the goal answers do not work out.
  if (seen.goals.length > 0 && money(seen).length > 0 && /\b(split\w*|divid\w*|evenly|between)\b/.test(text))
    return 'unsupported';
  if (
    seen.goals.length > 0 &&
    (goalAsks ||
      money(seen).length > 0 ||
      asks.SAVE_HOW_MUCH.test(text) ||
      // "How much will the japan trip cost me per paycheck?": the goal's amount each payday.
      (asks.PER_PAYCHECK.test(text) && /\bhow much\b/.test(text)))
  ) {
    const monthly = money(seen).some((n) => n.frequency === 'monthly' || n.role === 'saving');
    return monthly && asks.ASKS_WHEN.test(text) ? 'goal-months' : 'goal-left';
  }
  // "How much would it cost me to break my lease?": a cost the app does not hold, not the Rent bill.
  if (/\bhow much (?:would|will|does|did|might) it cost (?:me|us) to\b/.test(text)) return 'outside';
  // "How much rent goes out between now and new year's eve", "how much pay lands before tax day":
  // what the calendar holds due through that day.
  if (
    seen.through &&
    money(seen).length === 0 &&
    asks.SUM_OVER_DAYS.test(text) &&
    (seen.events.length > 0 || asks.PAY_ASKED.test(text))
  )
    return 'bills-due';
  if (billOverPeriod(seen)) return 'arithmetic';
  // "What bills are due before my next paycheck?": the bills up to the payday, not the payday.
  if (
    /\bbills\b|\bwhat(?:'s| is) due\b/.test(text) &&
    asks.BEFORE_PAYDAY.test(text) &&
    seen.numbers.length === 0
  )
    return 'bills-due';
  // "How much will I have after rent is paid?": a balance on a day, which the forecast shows but no
  // answer here works out; not the bill's own amount.
  if (/\bhow much (?:money )?(?:will|would) (?:i|we) have\b/.test(text) && money(seen).length === 0)
    return 'unsupported';
  // A question with amounts of its own ("1.4k/mo rent, how much a year?") is not a lookup.
  // "How much should I spend on rent?" asks what is advised, not the Rent bill's amount.
  if (
    seen.events.length > 0 &&
    asks.EVENT_QUESTION.test(text) &&
    money(seen).length === 0 &&
    !/\bshould\b|\bideal\b|\brecommend\w*|\brule of thumb\b|\bsupposed to\b/.test(text)
  )
    // "How much more will my car insurance be if I add my son?": a change it has no figure for.
    return asks.UNPRICED_IF.test(text)
      ? 'unsupported'
      : asks.RECORD_DETAIL.test(text)
        ? 'outside'
        : 'event-lookup';
  if (seen.snapshot && goalAsks && missingKind(seen.rest, seen.snapshot.goals)) return 'goal-missing';

  if (asks.FIX_FIRST.test(text)) return 'fix-first';
  if (asks.HOW_AM_I_DOING.test(text)) return 'checkup';
  const byTitle = seen.goals.some((g) => text.includes(g.title.trim().toLowerCase()));
  // "How much is saved toward japan so far": what has gone into a goal, which only theirs can have.
  const putIn = /\b(?:saved|so far|deposited|put in|contributed)\b/.test(text);
  const goalWord = byTitle || asks.GOAL_WORDS.test(text) || /\b(?:fund|pot|savings)\b/.test(text) || putIn;
  if (
    seen.snapshot &&
    // "Vacation pot: what's been deposited so far": a goal of theirs named with its word is theirs.
    (/\b(my|our|i|we)\b/.test(text) ||
      (!asks.KNOWLEDGE_ONLY.test(text) &&
        !asks.ADVISED.test(text) &&
        // "Is the kayak trip on track", "the emergency fund target date": a goal of theirs named whole,
        // or as "the ... fund".
        (putIn ||
          /\b(?:goal|pot)\b/.test(text) ||
          ((byTitle || /\b(?:the|this|that) (?:[a-z']+ ){0,3}fund\b/.test(text)) &&
            // "What's a good emergency fund target?" asks what is advised.
            !/\b(?:good|ideal|typical|normal|average|decent|right|enough|usual)\b/.test(text))))) &&
    // "The house fund" for House Down Payment: a goal the reader named, by its telling word.
    goalWord &&
    seen.goals.length > 0 &&
    // "Should I move my emergency fund into an index fund?" names the goal but asks something else.
    (asks.GOAL_PROGRESS.test(text) || text.split(/\s+/).length <= 4)
  )
    return 'goal-status';
  if (asks.PERSONAL_ADVICE.test(text)) return 'personal-advice';
  if (seen.snapshot && goalNamedButMissing(seen.rest, seen.snapshot.goals)) return 'goal-missing';
  // "Where am I at on the kids' college fund?", "did I finish saving up for it?": a goal of the
  // user's asked about, that the reader could not tell; never a guide's page.
  if (
    seen.snapshot &&
    seen.goals.length === 0 &&
    /\b(goal|fund|saving (up )?for|saved up)\b/.test(text) &&
    !/\bgoals\b/.test(text) &&
    /\b(my|our|i|i'm|am i|we)\b/.test(text) &&
    (asks.GOAL_PROGRESS.test(text) || asks.ASKS_REMAINING.test(text) || asks.ASKS_WHEN.test(text)) &&
    !asks.KNOWLEDGE_ONLY.test(text)
  )
    return 'goal-unclear';
  if (asks.GOALS_SUMMARY.test(text)) return 'goals-summary';
  if (
    (asks.BILLS.test(text) && (asks.THIS_WEEK.test(text) || asks.THIS_MONTH.test(text))) ||
    (asks.NEXT_BILL.test(text) && seen.numbers.length === 0)
  )
    return 'bills-due';
  // "When is my next payday?", not "...am I in the red before I get paid?".
  if (
    asks.PAYDAY.test(text) &&
    seen.numbers.length === 0 &&
    !asks.BEFORE_PAYDAY.test(text) &&
    !asks.CHANGE_WORDS.test(text) &&
    !asks.WHAT_IF.test(text)
  )
    return 'next-payday';
  if (asks.WHAT_FIRST.test(text)) return 'what-first';

  // "18 an hour for 12 hours a week, a month?", "4,800 at 200 a month, how many months?": sums of time.
  // Unless a cost is weighed against that pay: "$26/hr for 40 hours a week, could I take on $380 a month?"
  if (
    asks.HOURLY.test(text) &&
    /\d\s*(?:hours?|hrs?)\b/.test(text) &&
    !(asks.AFFORD.test(text) && money(seen).length >= 2)
  )
    return 'arithmetic';
  if (
    money(seen).length === 2 &&
    seen.goals.length === 0 &&
    asks.ASKS_WHEN.test(text) &&
    money(seen).filter((n) => n.frequency !== null).length === 1
  )
    return 'arithmetic';
  const arithmetic =
    money(seen).length > 0 &&
    asks.TOTAL.test(text) &&
    !asks.ASKS_WHEN.test(text) &&
    (money(seen).some((n) => n.frequency !== null) || seen.numbers.some((n) => n.role === 'percent-of'));
  if (arithmetic) return 'arithmetic';
  if (asks.PERCENT_ASKED.test(text) && money(seen).length === 2) return 'arithmetic';
  // "The 50/30/20 rule on 4,000 a month": the rule's three shares of one amount.
  if (/\b50[ /-]30[ /-]20\b/.test(text) && money(seen).length === 1) return 'arithmetic';
  // "15k for a wedding in 18 months, how much per month?": the amount over the time, each month.
  if (
    money(seen).length === 1 &&
    money(seen)[0]!.frequency === null &&
    has(seen, 'duration') &&
    asks.PER_PERIOD_ASKED.test(text)
  )
    return 'arithmetic';
  if (money(seen).length === 0 && asks.SHARE_ASKED.test(text)) return 'unsupported';
  // "Split $1,250 rent 3 ways", "$184.26, 3 of us split it": one amount shared.
  if (money(seen).length === 1 && asks.SPLIT.test(text)) return 'arithmetic';
  // "2 tickets at 80 each, total?": a count times a price.
  if (money(seen).length === 1 && asks.COUNTED_EACH.test(text) && asks.TOTAL.test(text)) return 'arithmetic';
  // "$1,237.50 every month x 12 = ?": a product asked.
  if (money(seen).length === 1 && asks.TIMES.test(text)) return 'arithmetic';
  if (seen.numbers.some((n) => n.role === 'percent-of')) return 'arithmetic';

  if (asks.PERSONAL_ADVICE.test(text)) return 'personal-advice';
  if (
    (asks.LIVE_FIGURE.test(text) && asks.WHEN_LIVE.test(text)) ||
    asks.TIMING.test(text) ||
    (asks.BEST_RATE.test(text) && seen.goals.length === 0)
  )
    return 'live-figure';
  // "What's my credit score?" asks for the record; "how can I improve my credit score?" for a guide.
  if (
    (asks.NOT_HELD.test(text) || asks.ACCOUNT_VALUE.test(text) || asks.ACCOUNT_RATE.test(text)) &&
    !asks.HOW_TO.test(text)
  )
    return 'not-held';
  // Figures the reader could not place: a guide's page would answer another question.
  if (money(seen).length > 0) return 'unsupported';
  // Numbers of the question's own ("3 cards at 22%, 18% and 27%", "18 an hour for 12 hours"): a
  // guide's page says what it says whatever they are.
  if (/\d/.test(text.replace(asks.NAMED_NUMBERS, ' '))) return 'unsupported';
  // A figure of the user's own that the app does not hold, or what a bill's entry does not say
  // ("who is my car insurance with").
  if (
    asks.OWN_TAX.test(text) ||
    asks.OWN_QUANTITY.test(text) ||
    (seen.events.length > 0 &&
      /\b(?:my|our)\b/.test(text) &&
      asks.RECORD_DETAIL.test(text) &&
      !asks.HOW_TO.test(text))
  )
    return 'outside';
  // "Which of our savings goals is lagging the most?" read as nothing it can answer: a guide's page
  // would answer another question about the user's own goals or bills.
  if (
    (seen.goals.length > 0 ||
      asks.OWN_RECORDS.test(text) ||
      // "What would happen if I skipped one car payment?": a change to a bill with no figure.
      (seen.events.length > 0 && asks.WHAT_IF.test(text))) &&
    !/\b(?:improve|raise|build|boost|fix|repair|increase|grow|protect|check)\b/.test(text) &&
    !asks.KNOWLEDGE_ONLY.test(text) &&
    !asks.ADVISED.test(text)
  )
    return 'unsupported';
  return 'guide';
}

/**
 * "$95 out of each paycheck": as often as the pay the question states ("paid semi-monthly"), else
 * the calendar's one repeating payday. With neither (or two paydays of different frequencies) it stays unknown.
 */
function withPayFrequency(
  text: string,
  numbers: ReadNumber[],
  events: readonly SnapshotEvent[],
): ReadNumber[] {
  if (!numbers.some((n) => n.perPay)) return numbers;
  const stated =
    numbers.find((n) => n.role === 'income' && n.frequency !== null)?.frequency ?? statedPayFrequency(text);
  const paydays = new Set(
    events.filter((e) => e.event_type === 'income').flatMap((e) => eventFrequency(e) ?? []),
  );
  const frequency = stated ?? (paydays.size === 1 ? [...paydays][0]! : null);
  return numbers.map((n) => (n.perPay && frequency ? { ...n, frequency } : n));
}

/** Words typed without their apostrophe or cut short, written out once so every phrase reads them. */
const INFORMAL: [RegExp, string][] = [
  [/\bwhats\b/g, "what's"],
  [/\bthats\b/g, "that's"],
  [/\bhows\b/g, "how's"],
  [/\bcant\b/g, "can't"],
  [/\bdont\b/g, "don't"],
  [/\btil\b/g, 'till'],
  [/\bu\b/g, 'you'],
  [/\bwks\b/g, 'weeks'],
  [/\bb4\b/g, 'before'],
  [/\b(?:afrod|aford|affrod|afford)(\w*)/g, 'afford$1'],
  // "A buck fifty a day" (its number words already digits, "a buck 50"): $1.50, not 50.
  [/\ba buck (?:and a )?half\b/g, '$$1.50'],
  [/\ba buck (\d\d)\b/g, '$$1.$1'],
  // "Up 3 pct": a percentage.
  [/(\d)\s*pct\b/g, '$1%'],
  [/\brn\b/g, 'right now'],
  // "24 paychecks a year", "26 pay periods in my year": how often pay comes, said as a count.
  [
    /\b(?:12|twelve) (?:paychecks|pay ?checks|pay periods|paydays|pays|checks) (?:a|per|each|in (?:a|the|my)) year\b/g,
    'paid monthly',
  ],
  [
    /\b(?:24|twenty-four) (?:paychecks|pay ?checks|pay periods|paydays|pays|checks) (?:a|per|each|in (?:a|the|my)) year\b/g,
    'paid twice a month',
  ],
  [
    /\b(?:26|twenty-six) (?:paychecks|pay ?checks|pay periods|paydays|pays|checks) (?:a|per|each|in (?:a|the|my)) year\b/g,
    'paid every two weeks',
  ],
  [
    /\b(?:52|fifty-two) (?:paychecks|pay ?checks|pay periods|paydays|pays|checks) (?:a|per|each|in (?:a|the|my)) year\b/g,
    'paid weekly',
  ],
  // "1,450 both times", "1,200 a pop": each time it comes.
  [/(\d) (?:both times|each time|every time|a pop)\b/g, '$1 each'],
  // "Payday is the 5th and the 20th", "paid on the 1st and 15th": twice a month.
  [
    /\b(?:paydays?|pay ?days?|paid|paychecks?|pay ?checks?|checks?)(?: (?:is|are|comes?|lands?|hits?|fall|falls))?(?: on)? the \d{1,2}(?:st|nd|rd|th) and (?:the )?\d{1,2}(?:st|nd|rd|th)\b/g,
    'paid twice a month',
  ],
  // "Per annum" is a year; a payday loan is a loan, not a payday.
  [/\b(?:per|a|an) annum\b/g, 'a year'],
  [/\bpayday (loans?|lenders?)\b/g, 'cash advance $1'],
  [/\btbh\b/g, ''],
  [/\bpls\b|\bplz\b/g, 'please'],
  // "If the mobile bill went to zero": an amount, $0.
  [/\b(to|at) zero\b/g, '$1 0'],
  // "A quarter of my paycheck", "half of 1,800": a share with an exact percentage.
  [/\b(?:a |one )?half of\b/g, '50% of'],
  [/\b(?:a |one )?quarter of\b/g, '25% of'],
  [/\bthree quarters of\b/g, '75% of'],
  [/\b(?:a |one )?fifth of\b/g, '20% of'],
  [/\b(?:a |one )?tenth of\b/g, '10% of'],
  // "$300ish", "40-ish": about that amount.
  [/(\d)\s*-?ish\b/g, '$1'],
];
const PER_WORD: Record<string, string> = {
  hourly: 'an hour',
  weekly: 'a week',
  monthly: 'a month',
  yearly: 'a year',
  annual: 'a year',
};
/** Said as it sounds or as it is texted, written out before the number words are read. */
const SPOKEN: [RegExp, string | ((...found: string[]) => string)][] = [
  // "Fifty-fifty" is a split, not 5,050.
  [/\bfifty[- ]fifty\b/g, '50/50'],
  // Dictation's homophones before a scale: "for hundred", "ate hundred".
  [/\bfor (hundred|thousand|grand)\b/g, 'four $1'],
  [/\bate (hundred|thousand|grand)\b/g, 'eight $1'],
  [/\b2day\b/g, 'today'],
  [/\b(?:2moro|2morrow|2morow|2mrw|tmrw|tmrow|tmr)\b/g, 'tomorrow'],
  [/\b2nite\b/g, 'tonight'],
  [/\bur\b/g, 'your'],
  [/\br\b(?!\/)/g, 'are'],
  [/\bn\b/g, 'and'],
  [/\bw\/o\b/g, 'without'],
  [/\bw\/(?=\s|\w)/g, 'with '],
  [/\b(?:thx|thnx|thanx|tysm)\b/g, 'thanks'],
  [/\bwat\b/g, 'what'],
  [/\b(?:bc|cuz|becuz)\b/g, 'because'],
  [/\babt\b/g, 'about'],
  [/\b(go(?:es|ing)?|be|dip) neg\b/g, '$1 negative'],
  // "9,000 p.a.", "1,800 qtrly": a year's and a quarter's amounts, as accountants abbreviate them.
  [/\bp\.a\.?(?![a-z])/g, 'a year'],
  [/\b(?:qtrly|qtly)\b/g, 'quarterly'],
  // A voice assistant's wake words, left in by dictation: "hey siri", "ok google", "alexa,".
  [/^\W*(?:(?:hey|hi|ok|okay)\s+(?:siri|google|alexa|assistant)|alexa|siri)\b[\s,.!:-]*/g, ''],
  // A letter's greeting and its closing, and a quiz's wrapper: the question is what they hold.
  [/^\s*(?:dear|to whom it may concern)\b[^\n]*\n+/g, ''],
  [
    /\n+\s*(?:kind regards|best regards|warm regards|regards|sincerely|yours (?:sincerely|faithfully|truly)|many thanks|thanks(?: so much)?|thank you|cheers|all the best|best)[,.!]*\s*(?:\n[^\n]*){0,2}\s*$/g,
    '',
  ],
  [/^\s*true or false\s*[:,.-]?\s*/g, ''],
  [/\byears of age\b/g, 'years old'],
  // A blank to fill in ("comes to $_____", "done in ___ months"): what is asked.
  [/\$\s*_{2,}/g, 'how much'],
  [/_{2,}/g, 'what'],
  // An e-mail's "Subject:" line: its words are the question's, the label is not.
  [/^\s*(?:subject|re|fwd?):\s*/g, ''],
  // "28 hunnid", "a hunnid": hundreds, as they are said; "5 thou", "30 thou": thousands.
  [/\bhunnids?\b/g, 'hundred'],
  [
    /(?<=\d\s?|\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|several)\s)thou\b/g,
    'thousand',
  ],
  // "hourly to yearly 23.75": a conversion asked in a search box's words, the amount after it.
  [
    /\b(hourly|weekly|monthly|yearly|annual) (?:to|into|->|→) (hourly|weekly|monthly|yearly|annual)\s+(\$?\d[\d,]*(?:\.\d+)?)([^?.!\n]*)/g,
    (_: string, from: string, to: string, figure: string, rest: string) =>
      `${figure} ${PER_WORD[from]}${rest}, what is that ${to === 'annual' ? 'yearly' : to}`,
  ],
  // "a four-hundred-dollar-a-month daycare", "a twelve-hundred-dollar rent": one phrase, hyphened.
  [/-(dollars?|bucks)\b/g, ' $1'],
  [/\b(dollars?|bucks)-(?=[a-z])/g, '$1 '],
  [/\b(a|an|per)-(month|week|year|hour|day)\b/g, '$1 $2'],
];
/** "A dollar fifty", "2 dollars 25": dollars and cents said aloud. */
const DOLLARS_AND_CENTS =
  /\b(a|one|\d+) dollars? (?:and )?(\d{2})\b(?!\s*(?:%|percent|cents?|dollars?|bucks|times|x\b|(?:a|per|each|every) (?:month|week|year)))/g;
/** "~~1,250~~ 1,315": a figure struck through is no longer true; only what replaces it is read. */
const STRUCK = /~~[^~]*~~/g;

/** "25 000", "1 600": thousands set apart by a space, as many countries write them. */
const SPACED_THOUSANDS = /\b(\d{1,3})((?: \d{3})+)\b(?![.,]\d)/g;
/** Not an age said just before an amount ("I'm 31 200 a month" is two numbers). */
const AGE_BEFORE = /\b(?:age|aged|i'?m|i am|we're|turning|turned)\s*$/;
/** A figure corrected in the same message: "41 — sorry, 44", "500 i mean 450". */
const CORRECTED =
  /(\$?\d[\d,]*(?:\.\d+)?)\s*[-—–,(]*\s*(?:sorry|i mean|i meant|oops|no wait|make that|correction|scratch that|or rather)\b[\s,:—–-]*(\$?\d[\d,]*(?:\.\d+)?)/g;

/**
 * Thousands grouped as other countries write them: "32'000" (Switzerland) and "1,50,000" (India:
 * the last three digits, then twos), written as plain digits before any figure is read.
 */
const APOSTROPHE_THOUSANDS = /\b(\d{1,3})((?:'\d{3})+)\b/g;
const LAKH_GROUPING = /\b(\d{1,2})((?:,\d{2})+),(\d{3})\b(?![,\d])/g;
const plainGrouping = (text: string) =>
  text
    .replace(APOSTROPHE_THOUSANDS, (_, first: string, rest: string) => `${first}${rest.replace(/'/g, '')}`)
    .replace(
      LAKH_GROUPING,
      (_, first: string, pairs: string, last: string) => `${first}${pairs.replace(/,/g, '')}${last}`,
    );

/**
 * "4 large" is thousands when no noun follows it ("4 large a month", "4 large already saved"), never
 * in "3 large pizzas".
 */
const LARGE_THOUSANDS =
  /\b(\d+(?:\.\d+)?)\s+large\b(?=\s*(?:$|[^\sa-z]|(?:a|an|per|each|every|already|in|into|to|on|for|saved|sitting|left|monthly|yearly|weekly|now|total|of|at|and|or|but|from|so|just|is|was|after|before|net|gross|take[- ]home)\b))/g;
/** Banknotes counted by whose face is on them: "5 benjamins" is 500, "48 jacksons" 960. */
const BANKNOTES: [RegExp, number][] = [
  [/\b(\d+)\s*(?:benjamins?|benjis?|bennies)\b/g, 100],
  [/\b(\d+)\s*(?:grants)\b(?=\s*(?:in|a|per|each|every|saved|left|total)\b)/g, 50],
  [/\b(\d+)\s*jacksons?\b/g, 20],
  [/\b(\d+)\s*hamiltons?\b/g, 10],
];

/** Money's slang for a count: "10 racks", "3 stacks", "2 bands", "5 Gs" and "4 large" are thousands, "2 c-notes" 200. */
function slangAmounts(text: string): string {
  const times = (n: string, by: number) => String(Math.round(Number(n) * by * 100) / 100);
  return BANKNOTES.reduce((t, [note, by]) => t.replace(note, (_, n: string) => times(n, by)), text)
    .replace(/\b(\d+(?:\.\d+)?)\s*(?:racks?|stacks?|bands?|gs|g's)\b/g, (_, n: string) => times(n, 1000))
    .replace(LARGE_THOUSANDS, (_, n: string) => times(n, 1000))
    .replace(/\b(\d+)\s*c[- ]?notes?\b/g, (_, n: string) => times(n, 100))
    .replace(/\b(?:a|one) c[- ]?note\b/g, '100');
}

const informal = (text: string) => {
  const digits = numberWordsToDigits(
    SPOKEN.reduce((t, [from, to]) => t.replace(from, to as string), plainGrouping(text.replace(STRUCK, ' '))),
  )
    .replace(SPACED_THOUSANDS, (said, first: string, rest: string, at: number, whole: string) =>
      AGE_BEFORE.test(whole.slice(0, at)) ? said : `${first}${rest.replace(/ /g, '')}`,
    )
    .replace(CORRECTED, '$2')
    .replace(
      DOLLARS_AND_CENTS,
      (_, whole: string, cents: string) => `$${/^\d/.test(whole) ? whole : 1}.${cents}`,
    );
  return INFORMAL.reduce((t, [from, to]) => t.replace(from, to), slangAmounts(digits));
};

/** What the app does not hold of a loan, worded for "I can't see your ...". */
function loanFigure(found: RegExpExecArray): string {
  const [, rated, owed, paidOff] = found;
  if (rated) return `${rated}'s ${/\b(?:balance|principal)\b/.test(found[0]) ? 'balance' : 'interest rate'}`;
  if (owed) return `${owed} balance`;
  return `${paidOff} ${/\bpaid off\b/.test(found[0]) ? 'payoff' : 'forgiveness'} date`;
}

/**
 * In a retirement question with an age, a regular amount going in ("adding 650 a month", "banking
 * 800 a month", "I move $200 into my roth") is the saving projected, not a new bill. Not when a cost
 * is weighed ("can I afford a $500 payment and still retire at 65?").
 */
function withRetirementSaving(text: string, read: ReadNumber[]): ReadNumber[] {
  const retiring = asks.RETIREMENT.test(text) || read.some((n) => n.role === 'retire-age');
  if (!retiring || !read.some((n) => n.role === 'age') || asks.AFFORD.test(text)) return read;
  const numbers = withShareOfPay(text, read);
  return numbers.map((n) =>
    n.unit === 'money' &&
    n.frequency !== null &&
    (n.role === 'unknown' ||
      (n.role === 'new-payment' &&
        /\b(?:add|adding|adds|bank|banking|banks|move|moving|moves|putting|stash\w*)\b[^,.;]{0,12}$/.test(
          text.slice(Math.max(0, n.at - 30), n.at),
        )))
      ? { ...n, role: 'saving' }
      : n,
  );
}

/** "6% of each 2,500 paycheck": a percent of the pay that follows it, the words naming it pay. */
const SHARE_OF = /^\s*(?:%|percent)\s+of\s+(?:(?:each|every|my|our|the|a|per|gross|net)\s+)*\$?\s*$/;
const PAY_AFTER = /^[^,.;?]{0,25}\b(?:pay ?checks?|checks?|pay|salary|wages?|income|earnings)\b/;

/** In a retirement question, a percent of the pay put in is the amount saved, not a return. */
function withShareOfPay(text: string, numbers: ReadNumber[]): ReadNumber[] {
  for (const [i, share] of numbers.entries()) {
    const pay = numbers[i + 1];
    if (share.unit !== 'percent' || pay?.unit !== 'money') continue;
    const between = text.slice(share.at, pay.at).replace(/^[\d.,]+/, '');
    const after = text.slice(pay.at).replace(/^\$?[\d.,]+\s*k?/, '');
    if (!SHARE_OF.test(between) || !PAY_AFTER.test(after)) continue;
    const saved: ReadNumber = {
      ...pay,
      value: Math.round(pay.value * share.value) / 100,
      role: 'saving',
      from: { each: pay.value, per: 'percent', count: share.value, countAt: share.at },
    };
    return numbers.flatMap((n) => (n === share ? [] : n === pay ? [saved] : [n]));
  }
  return numbers;
}

/** The question read, with the user's goals and calendar when they could be read. */
export function readQuestion(question: string, snapshot?: UserSnapshot): Reading {
  // Markup in a question is never an answer's business ("<img onerror=...> what is 50/30/20?").
  const written = question.replace(/<[^>]*>/g, ' ').trim();
  const text = informal(written.toLowerCase().replace(/[’‘]/g, "'"));
  const numbers = withRetirementSaving(
    text,
    withPayFrequency(
      text,
      withSharedFrequency(text, withTwoOfUs(text, withPieceRate(text, readNumbers(text)))),
      snapshot?.events ?? [],
    ),
  );
  const named = snapshot ? namedEvents(text, snapshot.events, snapshot.goals) : [];
  const goals = snapshot ? namedGoals(text, snapshot.goals, named) : [];
  const rest = named.reduce(
    (left, n) => `${left.slice(0, n.at)}${' '.repeat(n.length)}${left.slice(n.at + n.length)}`,
    text,
  );
  const change = readChange(text, numbers, named, snapshot?.events ?? []);
  const through = snapshot ? throughDate(text, snapshot.today) : null;
  const seen: Seen = {
    text,
    rest,
    numbers,
    goals,
    events: named.map((n) => n.item),
    change,
    snapshot,
    through,
  };
  const intent = readIntent(seen);
  // "19.75 an hour, 32 hrs a week, can I afford ...": the week's pay is the income weighed.
  // "Can I afford a 20k car?": a price paid once, not a month's payment. "Split down the middle": my half.
  const worked =
    intent === 'affordability'
      ? withShare(text, withPrices(text, withHourlyPay(text, numbers)))
      : intent === 'arithmetic'
        ? (listAsked(text) ?? numbers)
        : numbers;
  const decline = intent === 'unsupported' ? declineOf(seen) : null;
  const value = asks.ACCOUNT_VALUE.exec(text);
  const loan = asks.LOAN_FIGURE.exec(text);
  const rate = asks.ACCOUNT_RATE.exec(text);
  const notHeld =
    asks.NOT_HELD.exec(text)?.[1] ??
    (value ? `${value[1] ?? value[2]} balance` : null) ??
    (rate ? `${rate[1]}'s rate` : null) ??
    (loan ? loanFigure(loan) : null) ??
    (asks.CARD_DUE.test(text) ? "card's statement (its balance and minimum payment)" : null);
  return {
    question: written,
    text,
    asksLive: (asks.LIVE_FIGURE.test(text) && asks.WHEN_LIVE.test(text)) || asks.TIMING.test(text),
    intent,
    decline,
    numbers: worked,
    figures: readFigures(text),
    goals,
    missingGoal: snapshot
      ? (missingKind(rest, snapshot.goals) ?? goalNamedButMissing(rest, snapshot.goals))
      : null,
    events: seen.events,
    // "2,000 after a 15% cut" is a sum on the question's own amount, not a change to a bill.
    change: intent === 'arithmetic' && change?.event === null ? null : change,
    horizon: readHorizon(text, numbers, through, snapshot?.today),
    sum: intent === 'calculation' ? readSum(text) : null,
    period: through
      ? { through }
      : asks.THIS_WEEK.test(text)
        ? 'week'
        : asks.THIS_MONTH.test(text)
          ? 'month'
          : asks.BEFORE_PAYDAY.test(text)
            ? 'payday'
            : null,
    notHeld,
    asksKnowledge:
      asks.KNOWLEDGE.test(text) || (text.split(/\s+/).length <= 5 && !/\b(my|our|me)\b/.test(text)),
    aboutDebtOrBudget: asks.DEBT_OR_BUDGET.test(text),
    aboutProtection: asks.PROTECTION_OR_RETIREMENT.test(text),
    namesInsurance: asks.INSURANCE.test(text),
  };
}
