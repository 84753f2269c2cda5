import type { Frequency } from '../../finance/per-month.ts';
import type { SnapshotGoal } from '../goal-snapshot.ts';
import type { SnapshotEvent } from '../personal.ts';
import type { Figures } from '../read-question.ts';

/**
 * What a question asks, read once before it is answered (docs/decisions/027): a closed set. Each
 * answer is allowed only for its own intent, so a question is never answered as another one.
 */
export type Intent =
  // What the reader works out from the user's numbers and the question's.
  | 'affordability'
  | 'change-what-if'
  | 'retirement-projection'
  | 'goal-behind'
  | 'goal-months'
  | 'goal-left'
  | 'goal-what-if'
  | 'arithmetic'
  | 'forecast-short'
  // The user's own records, worded as they are.
  | 'goals-summary'
  | 'goal-status'
  | 'goal-missing'
  /** A goal of the user's asked about, but which one the reader could not tell. */
  | 'goal-unclear'
  | 'bills-due'
  /** The calendar's repeating bills as a whole: their total, the biggest, one's share of income. */
  | 'bills'
  | 'next-payday'
  | 'event-lookup'
  | 'what-first'
  | 'checkup'
  | 'fix-first'
  // Sums on the question's own figures and the guides.
  | 'calculation'
  | 'debt-or-invest'
  | 'guide'
  | 'greeting'
  | 'thanks'
  | 'capabilities'
  | 'personal-advice'
  | 'live-figure'
  | 'not-held'
  // Read, but not something the assistant can answer: it says so (convention 6).
  | 'unsupported'
  // Asked of the user's own accounts, but outside the app: an action on them ("transfer $500"),
  // or a figure the app does not hold and nobody knows ahead ("what will my house be worth").
  | 'outside';

/** Why a question read as 'unsupported' cannot be run, when the reader can say. */
export type Decline =
  | 'pay-frequency'
  | 'per-unit'
  | 'moved-date'
  | 'earlier-subject'
  | 'message-me'
  | 'goal-advice'
  | 'past-why'
  | 'others'
  | 'future-change'
  | 'employer-match'
  | 'goal-priority'
  /** "How long would my savings last if I lost my job": what is spent each month, not held. */
  | 'runway'
  /** "A little extra each month": an amount said without its figure. */
  | 'vague-amount'
  /** "The average nurse salary in ohio": what others are paid, which the app does not hold. */
  | 'others-pay'
  /** "7 percent of 2,2500": digits that cannot be read as written. */
  | 'unreadable-number'
  /** "A couple hundred now and then": an amount with no rhythm to run. */
  | 'irregular'
  /** "The sales tax rate where I live": a figure of a place, not held. */
  | 'local-fact'
  /** "How much do I need to add monthly to hit 1 million?": what must go in to reach an amount. */
  | 'amount-to-reach'
  /** "My sister makes 4,000, can she afford a 1,500 apartment?": someone else's budget. */
  | 'others-budget'
  /** "Does my health plan cover therapy", "who services my loans": a record the app does not hold. */
  | 'record-not-held'
  /** "500 a month, but I stop contributing at 50": saving that stops before retirement. */
  | 'stops-early'
  /** "A raise of 2 dollars an hour": a change by the hour, with no hours to make a month of it. */
  | 'hourly-change'
  /** "What if I withdraw 20k from my 401k now": early withdrawal's taxes and penalties. */
  | 'early-withdrawal';

/** What a number stands for, from the words around it. */
export type Role =
  | 'income'
  | 'new-payment'
  | 'new-amount'
  | 'change-by'
  | 'saving'
  | 'saved'
  | 'balance'
  | 'expenses'
  | 'owed'
  | 'payment'
  | 'target'
  | 'age'
  | 'retire-age'
  | 'rate'
  | 'percent-of'
  /** "I pay $65 for my phone now": a bill's amount today, said back. */
  | 'current'
  /** "The 4% rule": a rule's name, not a rate. */
  | 'rule'
  | 'duration'
  /** "Can I afford a 20k car?": a price paid once, which is not a month's payment. */
  | 'price'
  | 'unknown';

export interface ReadNumber {
  value: number;
  unit: 'money' | 'percent' | 'years' | 'months' | 'plain';
  /** How often the amount repeats, when the words say ("$2,500 every two weeks"). */
  frequency: Frequency | null;
  role: Role;
  /** Where it starts in the question (lower-cased). */
  at: number;
  /** "Out of each paycheck": as often as the user is paid; read.ts gives it that frequency. */
  perPay?: boolean;
  /** "$32 a day" with no count of days: by the unit, with no week or month to turn it into. */
  perUnit?: boolean;
  /**
   * "2 classes a week at $28 a class", "$19.75 an hour, 32 hours a week": what it was worked from;
   * `per` 'split' is a cost shared `count` ways, 'percent' `count`% of `each` ("6% of each paycheck"),
   * 'months' a price paid over `count` months at 0%.
   */
  from?: {
    each: number;
    per: string;
    count: number;
    countAt: number;
    /** Where a count said within `per` is ("9 a day" of "28 a draw x 9 a day x 4"). */
    perAt?: number;
  };
}

/** A supposed change: "if my rent goes up to $1,400", "if I get paid $300 less". */
export interface Change {
  /** The bill or income named; null when the question names one the user does not have. */
  event: SnapshotEvent | null;
  /** What the question called it, for "I don't see a bill called ...". */
  name: string;
  kind: 'bill' | 'income';
  /** The new amount, each time it falls; NaN when the question gives none the reader can use. */
  to: number;
}

/** The bills asked about: the next 7 days, 30, until the next payday, or through a day asked. */
export type BillsPeriod = 'week' | 'month' | 'payday' | { through: string };

export type Horizon = { kind: 'next-payday' } | { kind: 'days'; days: number } | { kind: 'age'; age: number };

/** Which calculator sum a 'calculation' is. */
export type Sum = 'emergency-fund' | 'payoff' | 'four-percent' | 'doubling' | 'growth';

export interface Reading {
  /** The question, markup removed, as written: what the guides are searched with. */
  question: string;
  /** The same, lower-cased. */
  text: string;
  /** A rate, a price or a return asked about now or ahead: nobody knows it. */
  asksLive: boolean;
  intent: Intent;
  /** With 'unsupported': why, when the reader can say (responder.ts words it). */
  decline: Decline | null;
  numbers: ReadNumber[];
  /** The amounts with the roles the calculators read (read-question.ts). */
  figures: Figures;
  /** The user's goals the question names, in the order named. */
  goals: SnapshotGoal[];
  /** A goal the question names that the user does not have ("my boat goal"). */
  missingGoal: string | null;
  /** The user's bills and paydays the question names. */
  events: SnapshotEvent[];
  change: Change | null;
  horizon: Horizon | null;
  /** For 'calculation'. */
  sum: Sum | null;
  /** For 'bills-due': the next 7 days, 30, or until the next payday. */
  period: BillsPeriod | null;
  /** For 'not-held': what the app does not hold ("credit score"). */
  notHeld: string | null;
  /**
   * Asked as a question of knowledge ("what is...", "how do I...", "should I...") or as a short topic
   * ("whole life insurance?"): what a guide's page can answer. "Go ahead and pay my phone bill" is not.
   */
  asksKnowledge: boolean;
  /** Debt and budgeting questions never get a product page. */
  aboutDebtOrBudget: boolean;
  /** Protection and retirement income: where a product page may follow. */
  aboutProtection: boolean;
  /** Insurance or annuities named next to a debt. */
  namesInsurance: boolean;
}
