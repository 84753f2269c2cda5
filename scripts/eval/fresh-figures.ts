import {
  HOUSEHOLD,
  USERS,
  affordability,
  behindCents,
  fourPercent,
  futureValue,
  lowestBalance,
  money,
  moneyFact,
  perMonthCents,
  reach,
  wholeDollars,
  type Fact,
  type FreshCase,
  type FreshFamily,
  type FreshGoal,
  type FreshProfile,
  type FreshUser,
  type Per,
  type Regular,
} from './fresh-cases.ts';

/**
 * How the fresh sets write what an answer must hold (fresh-cases-2.ts to fresh-cases-5.ts): each
 * figure with the text a right answer would give it, and the likely wrong answers; for sets 3 to 5
 * also the case writer of each family (`freshSetWriters`). Written with plain arithmetic, never the
 * assistant's code.
 */

/** A fact an answer must hold, with how a right answer would write it. */
export interface Figure {
  fact: Fact;
  text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Money (whole cents) as the app writes it; a positive figure must not be preceded by a minus. */
export const m = (cents: number): Figure => ({ fact: moneyFact(cents), text: money(cents) });

/** An amount whose sign is the answer's to word ("$650.00 less a month", "-$650.00 a month"). */
export const amount = (cents: number): Figure => ({
  fact: new RegExp(escape(money(Math.abs(cents)))),
  text: money(Math.abs(cents)),
});

/** A compounded figure (dollars, unrounded), matched on its whole dollars. */
export const wd = (value: number): Figure => ({
  fact: wholeDollars(value),
  text: money(Math.round(value * 100)),
});

/** A count of months or weeks: "8 months", "1 month", "70 weeks". */
export const count = (n: number, unit: 'month' | 'week'): Figure => ({
  fact: new RegExp(`\\b${n} ${unit}s?\\b`),
  text: `${n} ${unit}${n === 1 ? '' : 's'}`,
});

/** A percentage, to two places: 15% (or 15.0 %), 12.5% (or 12.50%). */
export const pct = (exact: number): Figure => {
  const percent = Math.round(exact * 100) / 100;
  return {
    fact: Number.isInteger(percent)
      ? new RegExp(`\\b${percent}(\\.0+)?\\s?%`)
      : new RegExp(`\\b${escape(String(percent))}0*\\s?%`),
    text: `${percent}%`,
  };
};

/** A word or name the answer must hold (case ignored). */
export const said = (text: string): Figure => ({ fact: text, text });

/** Either figure: an answer holding one of them passes; the sample writes the first. */
export const either = (a: Figure, b: Figure): Figure => {
  const source = (f: Fact) => (typeof f === 'string' ? escape(f) : f.source);
  return { fact: new RegExp(`${source(a.fact)}|${source(b.fact)}`, 'i'), text: a.text };
};

/** The affordability answer the issue saw: only the next payday. */
export const ONLY_PAYDAY = /^\W*your next payday is/i;

/** A figure someone made up: what an answer to a question outside the app's data must not hold. */
export const NO_FIGURE: Fact[] = [/\$\s?\d/, /\d+(\.\d+)?\s?%/];

/** A percentage an answer to a question outside the app's data must not invent. */
export const NO_PERCENT: Fact[] = [/\d+(\.\d+)?\s?%/];

/** "On pace": what a right answer says of a goal that is not behind. */
export const ON_PACE: Figure = {
  fact: /on (pace|track|schedule)|not behind|none (of them |of your goals )?(is|are) behind|no goals? (is |are )?behind|ahead|\$0\.00 behind/i,
  text: 'on pace',
};

/** The 401(k) catch-up contributions the issue got for "catch up". */
export const NOT_CATCH_UP_CONTRIBUTIONS: Fact[] = [/catch-up contributions|401\(k\) limit/i];

export const goalOf = (user: FreshUser, title: string): FreshGoal => {
  const goal = user.goals.find((g) => g.title === title);
  if (!goal) throw new Error(`no goal ${title}`);
  return goal;
};

/** What is left on a goal: target - saved, in cents. */
export const leftCents = (goal: FreshGoal) => Math.round((goal.target - goal.saved) * 100);

export const monthly = (value: number): Regular => ({ amount: value, per: 'monthly' });

/** What a fresh set's builder returns: its cases, and a sample right answer for each. */
export interface Built {
  cases: FreshCase[];
  samples: Record<string, string>;
}

/**
 * The cases of a fresh set (ids `{prefix}-{family}-{id}`) and their sample answers, added one by
 * one: a right answer writes every figure, a decline starts as the assistant's declines do.
 */
export function freshSetBuilder(prefix: string) {
  const built: Built = { cases: [], samples: {} };
  const add = (
    family: FreshFamily,
    id: string,
    question: string,
    profile: FreshProfile,
    expect: { kind: 'figures' | 'decline'; figures: Figure[] },
    mustNot?: Fact[],
  ) => {
    const fullId = `${prefix}-${family}-${id}`;
    const facts = expect.figures.map((f) => f.fact);
    built.cases.push({
      id: fullId,
      family,
      question,
      profile,
      expect:
        expect.kind === 'figures'
          ? { kind: 'figures', facts }
          : facts.length > 0
            ? { kind: 'decline', facts }
            : { kind: 'decline' },
      ...(mustNot && mustNot.length > 0 ? { mustNot } : {}),
    });
    const texts = expect.figures.map((f) => f.text).join('; ');
    built.samples[fullId] =
      expect.kind === 'figures'
        ? `Reading: as asked.\n${texts}.`
        : `I can't answer that yet; here is the nearest thing I can do.${texts ? `\n${texts}.` : ''}`;
  };
  const figures = (...figs: Figure[]) => ({ kind: 'figures' as const, figures: figs });
  const decline = (...figs: Figure[]) => ({ kind: 'decline' as const, figures: figs });
  return { built, add, figures, decline };
}

/** Likely wrong answers: only the payday; a one-off counted; a quarterly bill counted monthly; a stated income ignored. */
export const wrongLeft = (profile: FreshProfile, income?: Regular): Fact[] => {
  const user = USERS[profile];
  const left = affordability(user, [], income).left;
  const oneOffs = user.events
    .filter((e) => e.per === null && !e.completed && e.type === 'bill')
    .reduce((sum, e) => sum + Math.round(e.amount * 100), 0);
  const quarterlyAsMonthly = user.events
    .filter((e) => e.per === 'quarterly' && !e.completed)
    .reduce((sum, e) => sum + Math.round(e.amount * 100) - perMonthCents(e.amount, 'quarterly'), 0);
  const wrong: Fact[] = [ONLY_PAYDAY];
  if (oneOffs > 0) wrong.push(money(left - oneOffs));
  if (quarterlyAsMonthly > 0) wrong.push(money(left - quarterlyAsMonthly));
  if (income && user.events.some((e) => e.type === 'income' && !e.completed)) {
    const calendarLeft = affordability(user, []).left;
    if (calendarLeft !== left) wrong.push(money(calendarLeft));
  }
  return wrong;
};

/** A user's dated goals that are behind, the furthest first (the earliest date on a tie). */
export const behindGoals = (user: FreshUser, today: string) =>
  user.goals
    .filter((g) => g.targetInDays !== null && !g.completed)
    .map((g) => ({ goal: g, cents: behindCents(g, today) }))
    .filter((b) => b.cents > 0)
    .sort((a, b) => b.cents - a.cents || a.goal.targetInDays! - b.goal.targetInDays!);

/** The months to finish a goal at `perMonth` and the date it is reached. */
export const reachOf = (goal: FreshGoal, perMonth: number, today: string): Figure[] => {
  const r = reach(goal, perMonth, today);
  return [count(r.months, 'month'), said(r.date)];
};

/** What is left of a user's month after its regular bills, in cents (with `income` as the pay, if stated). */
export const leftOf = (profile: FreshProfile, income?: Regular) =>
  affordability(USERS[profile], [], income).left;

/** The household's goals the sets ask about, and the one furthest behind on `today` (else the Emergency Fund). */
export const householdGoals = (today: string) => {
  const ef = goalOf(HOUSEHOLD, 'Emergency Fund');
  return {
    ef,
    vacation: goalOf(HOUSEHOLD, 'Vacation'),
    car: goalOf(HOUSEHOLD, 'New Car'),
    furthest: behindGoals(HOUSEHOLD, today)[0]?.goal ?? ef,
  };
};

/** A user's pending event by title. */
const eventOf = (user: FreshUser, title: string) => {
  const event = user.events.find((e) => e.title === title && !e.completed);
  if (!event) throw new Error(`no event ${title}`);
  return event;
};

/**
 * Days from today to the payday after the next (decision 027, 5.: a change to the pay itself runs
 * until then): the next payday plus one period.
 */
const daysToPaydayAfter = (user: FreshUser): number => {
  const pay = user.events.find((e) => e.type === 'income' && !e.completed);
  if (!pay) throw new Error('no payday');
  const period: Partial<Record<Per, number>> = { weekly: 7, 'bi-weekly': 14 };
  const step = pay.per ? period[pay.per] : undefined;
  if (step === undefined) throw new Error(`no fixed step for ${String(pay.per)}`);
  return pay.inDays + step;
};

/**
 * The monthly difference of a changed bill or pay (rule 5), which a what-if answer also gives.
 * Rounded once (the change a month) or as two months' figures subtracted: they can differ by a
 * cent, so either.
 */
const monthlyDifference = (user: FreshUser, changed: Record<string, number>): Figure | undefined => {
  let once = 0;
  let twice = 0;
  for (const [title, next] of Object.entries(changed)) {
    const event = eventOf(user, title);
    if (event.per === null) return undefined;
    const sign = next >= event.amount ? 1 : -1;
    once += sign * perMonthCents(Math.abs(next - event.amount), event.per);
    twice += perMonthCents(next, event.per) - perMonthCents(event.amount, event.per);
  }
  return once === twice ? amount(once) : either(amount(once), amount(twice));
};

/**
 * A fresh set's builder (`freshSetBuilder`) with a case writer per family, as sets 3 to 5 write
 * them: each works out, for `today`, the figures a right answer gives and the likely wrong ones.
 */
export function freshSetWriters(prefix: string, today: string) {
  const { built, add, figures, decline } = freshSetBuilder(prefix);

  /** A new or changed regular payment: what is left a month, before and after it. */
  const afford = (
    id: string,
    question: string,
    payments: Regular[],
    options: {
      profile?: FreshProfile;
      income?: Regular;
      changed?: Record<string, number>;
      /** Other likely wrong figures, in cents (a frequency taken as monthly, a changed bill counted as new...). */
      wrongCents?: number[];
    } = {},
  ) => {
    const profile = options.profile ?? 'household';
    const result = affordability(USERS[profile], payments, options.income, options.changed);
    const mustNot = wrongLeft(profile, options.income);
    for (const cents of options.wrongCents ?? []) mustNot.push(money(cents));
    add('affordability', id, question, profile, figures(m(result.left), m(result.after)), mustNot);
  };

  /** A supposed change, through the forecast until the next payday: the lowest before and after. */
  const whatIf = (
    id: string,
    question: string,
    change: { balance?: number; changed?: Record<string, number>; days?: number },
    profile: FreshProfile = 'household',
    mustNot: Fact[] = [],
  ) => {
    const user = USERS[profile];
    const before = lowestBalance(user, today, { days: change.days });
    const after = lowestBalance(user, today, change);
    const figs = before === after ? [m(before)] : [m(before), m(after)];
    const difference = change.changed ? monthlyDifference(user, change.changed) : undefined;
    if (difference) figs.push(difference);
    add('what-if', id, question, profile, figures(...figs), [ONLY_PAYDAY, ...mustNot]);
  };
  /** A change to the pay itself runs until the payday after the next. */
  const payChange = (id: string, question: string, paycheck: number, profile: FreshProfile = 'household') => {
    whatIf(
      id,
      question,
      { changed: { Paycheck: paycheck }, days: daysToPaydayAfter(USERS[profile]) },
      profile,
    );
  };

  /** Retirement: $X from age A to 65 (at 5% unless stated), and the 4% rule's income from it. */
  const retire = (
    id: string,
    question: string,
    o: {
      amount: number;
      per?: Per;
      age: number;
      rate?: number;
      start?: number;
      income?: 'monthly' | 'yearly';
      /** A likely wrong monthly deposit (e.g. an irrelevant number multiplied in). */
      wrongDeposit?: number;
    },
    profile: FreshProfile = 'empty',
  ) => {
    const per = o.per ?? 'monthly';
    const deposit = perMonthCents(o.amount, per) / 100;
    const years = 65 - o.age;
    const rate = o.rate ?? 5;
    const start = o.start ?? 0;
    const total = futureValue(start, deposit, rate, years);
    const income = fourPercent(total);
    const incomeFigure =
      o.income === 'monthly'
        ? wd(income.monthly)
        : o.income === 'yearly'
          ? wd(income.yearly)
          : either(wd(income.yearly), wd(income.monthly));
    const mustNot: Fact[] = [];
    // A stated return ignored: the 5% projection instead.
    if (rate !== 5) mustNot.push(wholeDollars(futureValue(start, deposit, 5, years)));
    // A weekly, bi-weekly, twice-a-month, quarterly or yearly deposit taken as monthly.
    if (per !== 'monthly') mustNot.push(wholeDollars(futureValue(start, o.amount, rate, years)));
    // The savings already there left out.
    if (start > 0 && deposit > 0) mustNot.push(wholeDollars(futureValue(0, deposit, rate, years)));
    if (o.wrongDeposit !== undefined)
      mustNot.push(wholeDollars(futureValue(start, o.wrongDeposit, rate, years)));
    add('retirement', id, question, profile, figures(wd(total), incomeFigure), mustNot);
  };

  /** A writer of `family`'s cases from figures the set works out; the user is `usual` unless given. */
  const figuresOf =
    (family: FreshFamily, usual: FreshProfile) =>
    (id: string, question: string, figs: Figure[], profile: FreshProfile = usual, mustNot?: Fact[]) => {
      add(family, id, question, profile, figures(...figs), mustNot);
    };
  /** Goals: furthest behind, catch-up, months at $X, what is left. */
  const goal = figuresOf('goals', 'household');
  /** Plain arithmetic on the question's numbers. */
  const calc = figuresOf('arithmetic', 'empty');

  /** Outside what the assistant can do: always a decline. */
  const outside = (id: string, question: string, profile: FreshProfile, mustNot?: Fact[]) => {
    add('out-of-scope', id, question, profile, decline(), mustNot);
  };

  return { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside };
}
