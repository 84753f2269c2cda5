import {
  USERS,
  affordability,
  behindCents,
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
  type Regular,
} from './fresh-cases.ts';

/**
 * How the fresh sets write what an answer must hold (fresh-cases-2.ts, fresh-cases-3.ts): each
 * figure with the text a right answer would give it, and the likely wrong answers. Written with
 * plain arithmetic, never the assistant's code.
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
