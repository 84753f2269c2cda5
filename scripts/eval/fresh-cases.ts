import { addDays, addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';

/**
 * The fresh held-out set of issue 38: questions of the kinds real people type into the assistant
 * (typos, lower case, no question mark, "2.5k", "1.4k/mo", two questions in one), written before
 * the question reader was rewritten and never used to tune it. Each case expects the figures a
 * right answer must hold, or a decline.
 *
 * Self-contained on purpose: every expected figure is worked out here, from the users' figures
 * copied below (the household user from the lead's conventions for issue 38, the others as
 * scripts/eval/seed.ts seeds them today) and the question's own numbers, with plain arithmetic
 * and date-fns. Nothing here imports the assistant's code or `_shared/finance`, so the two can
 * disagree; the rules followed are the conventions' (a frequency to a month, the retirement
 * projection and the 4% rule, goal pace, affordability, the forecast with a supposed change).
 */

/** A string matches anywhere in the answer, ignoring case; a RegExp is tested as written. */
export type Fact = string | RegExp;

export type FreshProfile = 'household' | 'seeded' | 'empty' | 'checkup';

export type FreshFamily =
  'affordability' | 'what-if' | 'retirement' | 'goals' | 'arithmetic' | 'out-of-scope';

export const FRESH_FAMILIES: readonly FreshFamily[] = [
  'affordability',
  'what-if',
  'retirement',
  'goals',
  'arithmetic',
  'out-of-scope',
];

export type FreshExpect =
  /** The answer holds every fact. */
  | { kind: 'figures'; facts: Fact[] }
  /** The answer declines (DECLINES below); and when given, still holds these facts. */
  | { kind: 'decline'; facts?: Fact[] };

export interface FreshCase {
  id: string;
  family: FreshFamily;
  question: string;
  profile: FreshProfile;
  expect: FreshExpect;
  /** A specific wrong answer that is likely: the answer must hold none of these. */
  mustNot?: Fact[];
}

/**
 * A decline (conventions, 6.): the answer's first line starts with "I can't answer that yet" or
 * "I need", or is one of the assistant's existing honest answers.
 */
export const DECLINE_FIRST_LINE =
  /^\W*(i can['’]t answer that yet|i need|i['’]m not sure i have a good answer|i can['’]t know|i can['’]t tell you|i can['’]t see)/i;

/** Whether `text` holds `fact`: a string anywhere, ignoring case; a RegExp as written. */
export const holds = (fact: Fact, text: string): boolean =>
  typeof fact === 'string' ? text.toLowerCase().includes(fact.toLowerCase()) : fact.test(text);

/** Whether `answer` declines, by its first non-empty line. */
export const declines = (answer: string): boolean =>
  DECLINE_FIRST_LINE.test(answer.split('\n').find((line) => line.trim() !== '') ?? '');

// ---------------------------------------------------------------------------------------------
// The users' figures (dates are days from the evaluation's today, in UTC).

export type Per = 'weekly' | 'bi-weekly' | 'semi-monthly' | 'monthly' | 'quarterly' | 'yearly';

export interface FreshEvent {
  title: string;
  type: 'bill' | 'income';
  amount: number;
  /** null: a one-off event. */
  per: Per | null;
  inDays: number;
  completed?: boolean;
}

export interface FreshGoal {
  title: string;
  saved: number;
  target: number;
  /** null: no target date. */
  targetInDays: number | null;
  /** created_at, days before today. */
  madeDaysAgo: number;
  completed?: boolean;
}

export interface FreshUser {
  /** cash_balances; null when not entered. */
  balance: number | null;
  goals: FreshGoal[];
  events: FreshEvent[];
}

/** The conventions' household user (issue 38), exactly as the lead wrote it down. */
export const HOUSEHOLD: FreshUser = {
  balance: 900,
  goals: [
    { title: 'Emergency Fund', saved: 2500, target: 10000, targetInDays: 300, madeDaysAgo: 150 },
    { title: 'Vacation', saved: 600, target: 3000, targetInDays: 180, madeDaysAgo: 60 },
    { title: 'New Car', saved: 1000, target: 8000, targetInDays: null, madeDaysAgo: 30 },
  ],
  events: [
    { title: 'Rent', type: 'bill', amount: 1250, per: 'monthly', inDays: 3 },
    { title: 'Car payment', type: 'bill', amount: 320, per: 'monthly', inDays: 9 },
    { title: 'Phone', type: 'bill', amount: 65, per: 'monthly', inDays: 15 },
    { title: 'Streaming', type: 'bill', amount: 15.99, per: 'monthly', inDays: 20 },
    { title: 'Car insurance', type: 'bill', amount: 540, per: 'quarterly', inDays: 40 },
    { title: 'Paycheck', type: 'income', amount: 2100, per: 'bi-weekly', inDays: 6 },
    { title: 'Dentist', type: 'bill', amount: 180, per: null, inDays: 11 },
  ],
};

/** seed.ts's 'seeded' user (its goals are made the day the evaluation runs). */
export const SEEDED: FreshUser = {
  balance: 1200,
  goals: [
    { title: 'Emergency Fund', saved: 2500, target: 10000, targetInDays: 320, madeDaysAgo: 0 },
    { title: 'Japan Trip', saved: 1200, target: 4000, targetInDays: 200, madeDaysAgo: 0 },
    { title: 'House Down Payment', saved: 8000, target: 40000, targetInDays: null, madeDaysAgo: 0 },
    {
      title: 'New Laptop',
      saved: 1500,
      target: 1500,
      targetInDays: null,
      madeDaysAgo: 0,
      completed: true,
    },
  ],
  events: [
    { title: 'Rent', type: 'bill', amount: 1450, per: 'monthly', inDays: 2 },
    { title: 'Electric bill', type: 'bill', amount: 95.5, per: null, inDays: 5 },
    { title: 'Car insurance', type: 'bill', amount: 180, per: null, inDays: 12 },
    { title: 'Gym membership', type: 'bill', amount: 40, per: null, inDays: 45 },
    { title: 'Cable bill', type: 'bill', amount: 70, per: null, inDays: 1, completed: true },
    { title: 'Paycheck', type: 'income', amount: 2600, per: 'bi-weekly', inDays: 4 },
  ],
};

/** seed.ts's 'checkup' user: check-up figures (income $4,000 there), but no income on the calendar and no balance. */
export const CHECKUP: FreshUser = {
  balance: null,
  goals: [],
  events: [{ title: 'Rent', type: 'bill', amount: 1500, per: 'monthly', inDays: 3 }],
};

export const EMPTY: FreshUser = { balance: null, goals: [], events: [] };

export const USERS: Record<FreshProfile, FreshUser> = {
  household: HOUSEHOLD,
  seeded: SEEDED,
  checkup: CHECKUP,
  empty: EMPTY,
};

// ---------------------------------------------------------------------------------------------
// The rules, worked out here on their own.

/** A frequency to a month (conventions, 1.), in cents, rounded once at the end. */
export function perMonthCents(amount: number, per: Per): number {
  const monthly =
    per === 'weekly'
      ? (amount * 52) / 12
      : per === 'bi-weekly'
        ? (amount * 26) / 12
        : per === 'semi-monthly'
          ? amount * 2
          : per === 'monthly'
            ? amount
            : per === 'quarterly'
              ? amount / 3
              : amount / 12;
  return Math.round(monthly * 100);
}

/** '$1,234.56', '-$12.00': money as the app writes it, from whole cents. */
export function money(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A figure as a fact: a negative one as written; a positive one not preceded by a minus. */
export function moneyFact(cents: number): Fact {
  if (cents < 0) return money(cents);
  return new RegExp(`(?<!-)${money(cents).replace(/[$.]/g, '\\$&')}`);
}

/**
 * A compounded figure (dollars, unrounded) matched on its whole dollars only, so that a cent of
 * rounding either way passes; near a whole dollar, either neighbour.
 */
export function wholeDollars(value: number): RegExp {
  const whole = Math.floor(value);
  const fraction = value - whole;
  const options = [whole];
  if (fraction < 0.02) options.push(whole - 1);
  if (fraction > 0.98) options.push(whole + 1);
  return new RegExp(`(?<!-)\\$(${options.map((d) => d.toLocaleString('en-US')).join('|')})\\.\\d\\d`);
}

/** Either fact: an answer holding one of them passes. */
const either = (a: RegExp, b: RegExp) => new RegExp(`${a.source}|${b.source}`);

/**
 * Monthly deposits at each month's end, compounded monthly (conventions, 2.): what `start` plus
 * `monthly` a month grows to in `years` at `ratePercent` a year. Dollars, unrounded.
 */
export function futureValue(start: number, monthly: number, ratePercent: number, years: number): number {
  const months = Math.round(years * 12);
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return start + monthly * months;
  const growth = (1 + rate) ** months;
  return start * growth + (monthly * (growth - 1)) / rate;
}

/** The 4% rule: a year's income from `total`, and a month's. */
export const fourPercent = (total: number) => ({ yearly: total * 0.04, monthly: (total * 0.04) / 12 });

/** Whole months from `from` to `to` (yyyy-MM-dd), a month counting once its day is reached. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

const dayFrom = (today: string, days: number) => format(addDays(parseISO(today), days), 'yyyy-MM-dd');

/** 'Dec 05, 2026', as the app writes dates. */
export const longDate = (date: string) => format(parseISO(date), 'MMM dd, yyyy');

const goalOf = (profile: FreshProfile, title: string): FreshGoal => {
  const goal = USERS[profile].goals.find((g) => g.title === title);
  if (!goal) throw new Error(`no goal ${title} for ${profile}`);
  return goal;
};

/** How far a dated active goal is behind the even monthly plan (conventions, 3.), in cents; 0 when on pace. */
export function behindCents(goal: FreshGoal, today: string): number {
  if (goal.targetInDays === null || goal.completed) return 0;
  const made = dayFrom(today, -goal.madeDaysAgo);
  const targetDate = dayFrom(today, goal.targetInDays);
  const months = Math.max(1, monthsBetween(made, targetDate));
  const passed = Math.min(Math.max(0, monthsBetween(made, today)), months);
  const due = Math.ceil((goal.target * 100 * passed) / months);
  return Math.max(0, due - Math.round(goal.saved * 100));
}

/** Cents a month to finish a dated goal by its date, rounded up. */
export function neededCents(goal: FreshGoal, today: string): number {
  const months = Math.max(1, monthsBetween(today, dayFrom(today, goal.targetInDays!)));
  return Math.ceil(Math.round((goal.target - goal.saved) * 100) / months);
}

/** At `monthly` dollars a month: whole months to finish, and the date that many months from today. */
export function reach(goal: FreshGoal, monthly: number, today: string) {
  const months = Math.ceil(Math.round((goal.target - goal.saved) * 100) / Math.round(monthly * 100));
  return { months, date: longDate(format(addMonths(parseISO(today), months), 'yyyy-MM-dd')) };
}

const leftCents = (goal: FreshGoal) => Math.round((goal.target - goal.saved) * 100);

/** What a user's calendar holds a month (conventions, 4.): pending repeating income, and bills. */
export function calendarMonthly(user: FreshUser, changed: Record<string, number> = {}) {
  let income = 0;
  let bills = 0;
  for (const event of user.events) {
    if (event.completed || event.per === null) continue;
    const cents = perMonthCents(changed[event.title] ?? event.amount, event.per);
    if (event.type === 'income') income += cents;
    else bills += cents;
  }
  return { income, bills };
}

/** A regular amount and how often. */
export interface Regular {
  amount: number;
  per: Per;
}

/**
 * What is left a month before and after new regular payments: income as stated (else the
 * calendar's), minus the calendar's bills (a changed one at its new amount), minus the payments.
 */
export function affordability(
  user: FreshUser,
  payments: Regular[],
  income?: Regular,
  changed: Record<string, number> = {},
) {
  const current = calendarMonthly(user);
  const after = calendarMonthly(user, changed);
  const incomeCents = income ? perMonthCents(income.amount, income.per) : current.income;
  const newCents = payments.reduce((sum, p) => sum + perMonthCents(p.amount, p.per), 0);
  return {
    income: incomeCents,
    left: incomeCents - current.bills,
    after: incomeCents - after.bills - newCents,
  };
}

/** Every day index from 0 to `last` on which an event falls. */
function occurrences(event: FreshEvent, today: string, last: number): number[] {
  const start = parseISO(dayFrom(today, event.inDays));
  const days: number[] = [];
  for (let k = 0; k < 400; k += 1) {
    const date =
      event.per === null
        ? k === 0
          ? start
          : null
        : event.per === 'weekly'
          ? addDays(start, 7 * k)
          : event.per === 'bi-weekly'
            ? addDays(start, 14 * k)
            : event.per === 'monthly'
              ? addMonths(start, k)
              : event.per === 'quarterly'
                ? addMonths(start, 3 * k)
                : event.per === 'yearly'
                  ? addMonths(start, 12 * k)
                  : null;
    if (date === null) break;
    const index = differenceInCalendarDays(date, parseISO(today));
    if (index > last) break;
    if (index >= 0) days.push(index);
  }
  return days;
}

/**
 * The lowest end-of-day balance (cents) from today until the day before the next payday, or over
 * `days` days: the forecast summed here day by day, with amounts changed and a balance supposed.
 */
export function lowestBalance(
  user: FreshUser,
  today: string,
  options: { balance?: number; changed?: Record<string, number>; days?: number } = {},
): number {
  const pending = user.events.filter((e) => !e.completed);
  const payday = Math.min(
    ...pending.filter((e) => e.type === 'income').flatMap((e) => occurrences(e, today, 59)),
  );
  const last = options.days !== undefined ? options.days - 1 : Number.isFinite(payday) ? payday - 1 : 59;
  const change = new Map<number, number>();
  for (const event of pending) {
    const cents = Math.round((options.changed?.[event.title] ?? event.amount) * 100);
    for (const index of occurrences(event, today, last))
      change.set(index, (change.get(index) ?? 0) + (event.type === 'income' ? cents : -cents));
  }
  let running = Math.round((options.balance ?? user.balance ?? 0) * 100);
  let lowest = Infinity;
  for (let index = 0; index <= last; index += 1) {
    running += change.get(index) ?? 0;
    lowest = Math.min(lowest, running);
  }
  return lowest;
}

/** A count of months as an answer writes it: "8 months", "1 month". */
const monthsFact = (months: number) => new RegExp(`\\b${months} months?\\b`);

/** A percentage, with or without decimals: 15%, 15.0%, 15.00 %. */
const percentFact = (percent: number) => new RegExp(`\\b${percent}(\\.0+)?\\s?%`);

/** A figure someone made up: what an answer to a question outside the app's data must not hold. */
const NO_FIGURE: Fact[] = [/\$\s?\d/, /\d+(\.\d+)?\s?%/];

/** The affordability answer the issue saw: only the next payday. */
const ONLY_PAYDAY = /^\W*your next payday is/i;

// ---------------------------------------------------------------------------------------------

export function freshCases(today: string): FreshCase[] {
  const cases: FreshCase[] = [];
  const add = (
    family: FreshFamily,
    id: string,
    question: string,
    profile: FreshProfile,
    expect: FreshExpect,
    mustNot?: Fact[],
  ) =>
    cases.push({
      id: `fresh-${family}-${id}`,
      family,
      question,
      profile,
      expect,
      ...(mustNot ? { mustNot } : {}),
    });
  const figures = (...facts: Fact[]): FreshExpect => ({ kind: 'figures', facts });
  const decline = (...facts: Fact[]): FreshExpect =>
    facts.length > 0 ? { kind: 'decline', facts } : { kind: 'decline' };

  // --- Affordability of a new or changed regular payment --------------------------------------
  /** The likely wrong answers for a user: only the payday, a one-off bill counted, a quarterly bill counted monthly. */
  const wrongLeft = (profile: FreshProfile, income?: Regular): Fact[] => {
    const user = USERS[profile];
    const monthly = affordability(user, [], income);
    const oneOffs = user.events
      .filter((e) => e.per === null && !e.completed && e.type === 'bill')
      .reduce((sum, e) => sum + Math.round(e.amount * 100), 0);
    const quarterlyAsMonthly = user.events
      .filter((e) => e.per === 'quarterly' && !e.completed)
      .reduce((sum, e) => sum + Math.round(e.amount * 100) - perMonthCents(e.amount, 'quarterly'), 0);
    const wrong: Fact[] = [ONLY_PAYDAY];
    if (oneOffs > 0) wrong.push(money(monthly.left - oneOffs));
    if (quarterlyAsMonthly > 0) wrong.push(money(monthly.left - quarterlyAsMonthly));
    // A stated income ignored: the calendar's left instead.
    if (income && user.events.some((e) => e.type === 'income')) {
      const calendar = affordability(user, []);
      if (calendar.left !== monthly.left) wrong.push(money(calendar.left));
    }
    return wrong;
  };
  const afford = (
    id: string,
    question: string,
    payments: Regular[],
    options: {
      profile?: FreshProfile;
      income?: Regular;
      changed?: Record<string, number>;
      more?: Fact[];
    } = {},
  ) => {
    const profile = options.profile ?? 'household';
    const result = affordability(USERS[profile], payments, options.income, options.changed);
    add(
      'affordability',
      id,
      question,
      profile,
      figures(moneyFact(result.left), moneyFact(result.after), ...(options.more ?? [])),
      wrongLeft(profile, options.income),
    );
  };
  const monthly = (amount: number): Regular => ({ amount, per: 'monthly' });

  afford('car-450', 'can i afford a $450 car payment', [monthly(450)]);
  afford('gym-55', 'thinking about a gym membership, its 55 a month. can i swing that with my bills', [
    monthly(55),
  ]);
  afford(
    'rent-changed',
    'found a nicer place, rent would be 1,600 a month instead of my 1250. can i afford that?',
    [],
    { changed: { Rent: 1600 } },
  );
  afford('stated-monthly', 'i make 3.2k a month after tax. can i afford a 500/mo car loan?', [monthly(500)], {
    income: monthly(3200),
  });
  afford('daycare-weekly', 'would daycare at $120 a week be affordable for us', [
    { amount: 120, per: 'weekly' },
  ]);
  afford(
    'two-payments',
    'can we afford a second car? payment would be $280 a month plus about $90 a month more insurance',
    [monthly(280), monthly(90)],
  );
  afford(
    'savings-transfer',
    'we get 2.1k every 2 wks. want to start putting $200/mo into savings, is that doable with everything else',
    [monthly(200)],
    { income: { amount: 2100, per: 'bi-weekly' } },
  );
  afford('student-loan', 'Can I afford a $1,000 a month student loan payment when repayment starts?', [
    monthly(1000),
  ]);
  afford(
    'phone-and-car',
    'if my phone bill goes up to 85 can i still afford a 300 car payment',
    [monthly(300)],
    {
      changed: { Phone: 85 },
    },
  );
  afford(
    'semi-monthly-pay',
    'I get paid 2,300 twice a month. can i afford 600 a month for a car',
    [monthly(600)],
    {
      income: { amount: 2300, per: 'semi-monthly' },
    },
  );
  afford(
    'weekly-pay-biweekly-loan',
    'paid 1100 weekly, can i afford a loan thats 350 every two weeks',
    [{ amount: 350, per: 'bi-weekly' }],
    { income: { amount: 1100, per: 'weekly' } },
  );
  afford('quarterly-new', 'can i afford a $600 quarterly insurance bill on top of everything', [
    { amount: 600, per: 'quarterly' },
  ]);
  afford('internet-75', 'is a 75 dollar a month internet plan ok for my budget', [monthly(75)]);
  afford(
    'run-on-loan',
    'so my car broke down and the dealer offered a loan thats 389 a month for 5 years can i actually afford that with rent and everything else or am i crazy',
    [monthly(389)],
  );
  afford('yearly-subscription', 'can i afford a software subscription thats $1,200 a year', [
    { amount: 1200, per: 'yearly' },
  ]);
  afford('yearly-salary', 'I earn $60,000 a year. Can I afford a $700 a month car lease?', [monthly(700)], {
    income: { amount: 60000, per: 'yearly' },
  });
  afford(
    'vacation-and-left',
    'can i afford 300 a month toward the vacation fund, and whats left on it',
    [monthly(300)],
    { more: [moneyFact(leftCents(goalOf('household', 'Vacation')))] },
  );
  afford('seeded-car', 'could i afford a car payment of 350 a month', [monthly(350)], { profile: 'seeded' });
  afford(
    'seeded-raise',
    'my pay is going up to 2,800 every 2 weeks, would a 600 a month car payment work then',
    [monthly(600)],
    { profile: 'seeded', income: { amount: 2800, per: 'bi-weekly' } },
  );
  afford(
    'checkup-stated',
    'I take home $4,000 a month. Can I afford a $250 monthly car payment?',
    [monthly(250)],
    {
      profile: 'checkup',
      income: monthly(4000),
    },
  );
  afford('empty-stated', 'i make $3,000/mo, can i afford rent of $1,100 a month', [monthly(1100)], {
    profile: 'empty',
    income: monthly(3000),
  });
  // No income stated and none on the calendar: ask for it.
  add('affordability', 'empty-no-income', 'can i afford a 300 car payment', 'empty', decline(), [
    ONLY_PAYDAY,
  ]);
  add('affordability', 'empty-gym', 'could i swing an extra 150 a month for the gym??', 'empty', decline());
  add(
    'affordability',
    'checkup-no-income',
    'can i afford a $400 car payment on top of rent',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );

  // --- A supposed change, through the forecast until the next payday ---------------------------
  const whatIf = (
    id: string,
    question: string,
    change: { balance?: number; changed?: Record<string, number>; days?: number },
    profile: FreshProfile = 'household',
  ) => {
    const user = USERS[profile];
    const before = lowestBalance(user, today, { days: change.days });
    const after = lowestBalance(user, today, change);
    const facts = before === after ? [moneyFact(before)] : [moneyFact(before), moneyFact(after)];
    add('what-if', id, question, profile, figures(...facts), [ONLY_PAYDAY]);
  };
  whatIf('rent-1400', 'if my rent goes up to $1,400 am i gonna be short before i get paid', {
    changed: { Rent: 1400 },
  });
  whatIf(
    'rent-by-100',
    'landlord says rent is going up by 100 bucks, will i still have money left before payday?',
    {
      changed: { Rent: 1350 },
    },
  );
  whatIf('rent-drops-1000', 'what if rent dropped to 1000, would i stay above zero till my next check', {
    changed: { Rent: 1000 },
  });
  whatIf('rent-800', 'say my rent was only 800, do i make it to payday without going negative', {
    changed: { Rent: 800 },
  });
  whatIf('car-400', 'car payment might go up to 400. does that put me in the red before payday', {
    changed: { 'Car payment': 400 },
  });
  whatIf(
    'balance-500',
    'what if i only had 500 in my account right now, would i go negative before i get paid',
    {
      balance: 500,
    },
  );
  whatIf('balance-1500', 'if my balance was $1,500 would i be fine until my paycheck?', { balance: 1500 });
  whatIf(
    'paid-less-3-weeks',
    'what happens if my paycheck is 300 less, do i stay positive over the next 3 weeks',
    { changed: { Paycheck: 1800 }, days: 21 },
  );
  whatIf('phone-90', 'phone bill might go up to $90. will i go negative before payday?', {
    changed: { Phone: 90 },
  });
  whatIf('rent-5-percent', 'rent going up 5%, what does that do to my balance before payday', {
    changed: { Rent: 1312.5 },
  });
  whatIf('rent-1325-lowest', 'my rent is going up to $1,325 - how low does my balance get before payday?', {
    changed: { Rent: 1325 },
  });
  whatIf(
    'seeded-rent-1500',
    "rent's going up to 1,500. will i be negative before my next payday",
    { changed: { Rent: 1500 } },
    'seeded',
  );
  whatIf(
    'seeded-rent-by-75',
    'if rent goes up by $75 do i make it to payday ok',
    { changed: { Rent: 1525 } },
    'seeded',
  );
  whatIf(
    'seeded-balance-2k',
    'what if i had 2k in the bank, would i be ok till payday',
    { balance: 2000 },
    'seeded',
  );
  // No balance today: ask for it, and still say what the change makes a month.
  add(
    'what-if',
    'checkup-no-balance',
    'my rent is going up to 1,700, will i have enough til payday',
    'checkup',
    decline(moneyFact((1700 - 1500) * 100)),
  );
  // A bill the user does not have.
  add(
    'what-if',
    'empty-no-rent',
    'if my rent goes up to 1400 will i still have money before payday',
    'empty',
    decline(),
  );
  add(
    'what-if',
    'no-gym',
    'if my gym membership goes up to $60 will i be short before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'no-electric',
    'what if my electric bill doubles, will i still make it to payday',
    'household',
    decline(),
  );

  // --- Retirement: $X a month from age A to 65 ---------------------------------------------------
  const retire = (
    id: string,
    question: string,
    o: { amount: number; per?: Per; age: number; rate?: number; start?: number; monthlyIncome?: boolean },
    profile: FreshProfile = 'empty',
  ) => {
    const deposit = perMonthCents(o.amount, o.per ?? 'monthly') / 100;
    const years = 65 - o.age;
    const total = futureValue(o.start ?? 0, deposit, o.rate ?? 5, years);
    const income = fourPercent(total);
    const incomeFact = o.monthlyIncome
      ? wholeDollars(income.monthly)
      : either(wholeDollars(income.yearly), wholeDollars(income.monthly));
    // A stated return ignored: the 5% projection instead.
    const mustNot =
      o.rate !== undefined && o.rate !== 5
        ? [wholeDollars(futureValue(o.start ?? 0, deposit, 5, years))]
        : undefined;
    add('retirement', id, question, profile, figures(wholeDollars(total), incomeFact), mustNot);
  };
  retire('28-300', 'im 28 and putting 300/mo into my 401k, what will i have at 65', { amount: 300, age: 28 });
  retire('40-500-7', 'if i invest 500 a month starting at 40 at 7% how much by retirement', {
    amount: 500,
    age: 40,
    rate: 7,
  });
  retire('45-20k-1k', '45 yrs old, got 20k saved, adding 1k a month. what do i retire with', {
    amount: 1000,
    age: 45,
    start: 20000,
  });
  retire('22-150', 'how much will 150 a month get me by 65 if im 22', { amount: 150, age: 22 }, 'household');
  retire(
    '50-80k-600-6',
    "I'm 50 with $80,000 in my IRA and I put in $600 monthly. at 6% what will I have at 65 and what income does that give",
    { amount: 600, age: 50, rate: 6, start: 80000 },
  );
  retire('30-2.5k-8', 'retirement q: 2.5k/mo from age 30 at 8%, how much at 65?', {
    amount: 2500,
    age: 30,
    rate: 8,
  });
  retire(
    '33-400-4-income',
    "i'm 33, if i stash 400 bucks a month for retirement at a 4% return whats the monthly income i'd get",
    { amount: 400, age: 33, rate: 4, monthlyIncome: true },
  );
  retire('31-250-enough', '31yo here, 250 per month, is that enough to retire on tbh idk', {
    amount: 250,
    age: 31,
  });
  retire(
    '55-1000',
    'how big will my nest egg be if i save $1,000 a month starting at 55',
    { amount: 1000, age: 55 },
    'household',
  );
  retire('25-5k-200', 'im 25, have 5k saved for retirement and put in 200 a month. what will it be at 65', {
    amount: 200,
    age: 25,
    start: 5000,
  });
  retire('19-100', 'is 100 a month from age 19 worth it for retirement', { amount: 100, age: 19 });
  retire('38-750-6.5', "monthly retirement contributions of $750, I'm 38, assume 6.5% return. total at 65?", {
    amount: 750,
    age: 38,
    rate: 6.5,
  });
  retire(
    '42-350-income',
    "I'm 42 and can put $350/month toward retirement. what would that pay me per month when i retire?",
    { amount: 350, age: 42, monthlyIncome: true },
    'seeded',
  );
  retire('30-6k-year', 'I put 6k a year in my roth, im 30. what will it be at 65', {
    amount: 6000,
    per: 'yearly',
    age: 30,
  });
  retire('29-100-week', 'i can do $100 a week into retirement, im 29, how much by 65', {
    amount: 100,
    per: 'weekly',
    age: 29,
  });
  retire(
    '47-120k-800',
    'how much would i have at 65 if i saved 800 a month from now, im 47, and already have 120k',
    { amount: 800, age: 47, start: 120000 },
  );
  // 65 or more, under 16, or the amount or the age missing: no projection.
  add(
    'retirement',
    '67',
    'im 67 and still saving 300 a month, how much will i have at 65',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'under-16',
    'my son is 14, if he saves $50 a month how much will he have at 65',
    'empty',
    decline(),
  );
  add('retirement', 'no-numbers', 'what will my 401k be worth when i retire', 'empty', decline());
  add(
    'retirement',
    'no-age',
    'how much will I have at retirement if I save $300 a month',
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left ------------------------------
  const householdGoals = HOUSEHOLD.goals.filter((g) => g.targetInDays !== null && !g.completed);
  const behind = householdGoals
    .map((g) => ({ goal: g, cents: behindCents(g, today) }))
    .filter((b) => b.cents > 0)
    .sort((a, b) => b.cents - a.cents || a.goal.targetInDays! - b.goal.targetInDays!);
  const furthest = behind[0]?.goal ?? goalOf('household', 'Emergency Fund');
  const ef = goalOf('household', 'Emergency Fund');
  const vacation = goalOf('household', 'Vacation');
  const car = goalOf('household', 'New Car');
  const reachFacts = (goal: FreshGoal, perMonth: number) => {
    const r = reach(goal, perMonth, today);
    return [monthsFact(r.months), r.date];
  };
  const goal = (
    id: string,
    question: string,
    facts: Fact[],
    profile: FreshProfile = 'household',
    mustNot?: Fact[],
  ) => add('goals', id, question, profile, figures(...facts), mustNot);
  /** The 401(k) catch-up contributions the issue got for "catch up". */
  const NOT_CATCH_UP_CONTRIBUTIONS = [/catch-up contributions|401\(k\) limit/i];

  goal('furthest-behind', 'which of my goals is the furthest behind', [
    furthest.title,
    moneyFact(behindCents(furthest, today)),
  ]);
  goal(
    'furthest-and-catch-up',
    'what goal am i most behind on and how much a month do i need to put in to catch up',
    [furthest.title, moneyFact(neededCents(furthest, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  goal('ef-how-far-behind', 'how far behind am i on the emergency fund', [moneyFact(behindCents(ef, today))]);
  goal(
    'vacation-monthly-needed',
    'how much do i need to put in monthly to get my vacation fund done on time',
    [moneyFact(neededCents(vacation, today))],
  );
  goal('vacation-left', 'whats left on my vacation fund', [moneyFact(leftCents(vacation))]);
  goal('car-more', 'how much more do i need for the new car', [moneyFact(leftCents(car))]);
  goal('car-at-350', 'if i put 350 a month toward the new car how long till i have it', reachFacts(car, 350));
  goal('ef-at-500', 'how many months to finish emergency fund at 500/mo', reachFacts(ef, 500));
  goal(
    'vacation-at-250',
    'if i save 250 a month for vacation when will i hit it?',
    reachFacts(vacation, 250),
  );
  goal('all-left', 'how much have i got left to save across all my goals', [
    moneyFact(HOUSEHOLD.goals.reduce((sum, g) => sum + leftCents(g), 0)),
  ]);
  goal('ef-left-and-1k', 'emergency fund - how much is left and how long if i do 1k a month', [
    moneyFact(leftCents(ef)),
    ...reachFacts(ef, 1000),
  ]);
  goal('car-1.2k', 'i can spare about 1.2k/mo for the car fund, how many months is that', [
    monthsFact(reach(car, 1200, today).months),
  ]);
  goal(
    'any-behind',
    'am i behind on any of my goals? by how much',
    behind.flatMap((b) => [b.goal.title, moneyFact(b.cents)]),
  );
  goal(
    'ef-catch-up-monthly',
    'whats the monthly amount to catch up on the emergency fund by its date',
    [moneyFact(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  goal('vacation-need-each-month', 'vacation fund. how much each month do i need now to make it in time', [
    moneyFact(neededCents(vacation, today)),
  ]);
  const japan = goalOf('seeded', 'Japan Trip');
  const house = goalOf('seeded', 'House Down Payment');
  goal('seeded-japan-left', 'how much is left for japan', [moneyFact(leftCents(japan))], 'seeded');
  goal(
    'seeded-japan-400',
    'at 400 a month when will the japan trip be funded',
    reachFacts(japan, 400),
    'seeded',
  );
  goal(
    'seeded-house-2k',
    'house down payment: if i put 2,000 a month in how long will it take',
    reachFacts(house, 2000),
    'seeded',
  );
  goal(
    'seeded-japan-needed',
    'how much per month do i need for japan to make my date',
    [moneyFact(neededCents(japan, today))],
    'seeded',
  );
  // A goal the user does not have.
  add('goals', 'no-wedding', 'how much is left on my wedding fund', 'household', decline());
  add('goals', 'no-house', 'when will i reach my house goal at 500 a month', 'household', decline());
  add('goals', 'empty-ef', 'how long until my emergency fund is full at 200 a month', 'empty', decline());

  // --- Plain arithmetic on the question's numbers ------------------------------------------------
  const calc = (id: string, question: string, facts: Fact[], profile: FreshProfile = 'empty') =>
    add('arithmetic', id, question, profile, figures(...facts));
  calc('45-a-year', 'how much is 45 a month over a year', [moneyFact(45 * 12 * 100)]);
  calc('netflix-year', 'netflix is 15.49/mo how much is that a year', [
    moneyFact(Math.round(15.49 * 12 * 100)),
  ]);
  calc('15-percent-of', "what's 15% of 2,400", [moneyFact(2400 * 15)]);
  calc('60k-monthly', '60k salary whats that per month', [moneyFact(perMonthCents(60000, 'yearly'))]);
  calc('1.4k-rent-year', '1.4k/mo rent, how much a year?', [moneyFact(1400 * 12 * 100)], 'household');
  calc('150-biweekly-year', 'if i save 150 every 2 weeks how much do i have after a year', [
    moneyFact(150 * 26 * 100),
  ]);
  calc('coffee-weekly', 'i spend about $25 a week on coffee, how much a year is that lol', [
    moneyFact(25 * 52 * 100),
  ]);
  calc('three-subs', '3 subscriptions at 9.99 each per month, whats that yearly', [
    moneyFact(Math.round(3 * 9.99 * 12 * 100)),
  ]);
  calc('split-rent', 'split $1,250 rent 3 ways', [moneyFact(Math.round((1250 * 100) / 3))]);
  calc('2500-biweekly-monthly', "what's 2500 biweekly as a monthly number", [
    moneyFact(perMonthCents(2500, 'bi-weekly')),
  ]);
  calc('interest-rate', 'I paid $1,800 in interest on a $12,000 loan over one year, what rate is that', [
    percentFact((1800 / 12000) * 100),
  ]);
  calc('7-percent-of', "what's 7 percent of 35000", [moneyFact(35000 * 7)]);
  calc(
    'car-and-insurance-year',
    'car payment 320 and insurance 540 every quarter, what do they cost me per year together',
    [moneyFact((320 * 12 + 540 * 4) * 100)],
    'household',
  );
  calc('payoff-months', 'if i pay off 4,800 at 200 a month how many months', [monthsFact(4800 / 200)]);
  calc('hourly', 'how much do i make an hour if i get 52,000 a year working 40 hrs a week', [
    moneyFact(Math.round((52000 * 100) / (40 * 52))),
  ]);
  calc('3.5k-year', 'i get 3.5k a month, whats that in a year', [moneyFact(3500 * 12 * 100)]);
  calc('weekly-to-monthly', 'weekly pay of 950, how much is that monthly', [
    moneyFact(perMonthCents(950, 'weekly')),
  ]);
  add('arithmetic', 'percent-of-unknown-salary', "what's 20% of my salary", 'empty', decline());

  // --- Outside what the assistant can do ---------------------------------------------------------
  const outside = (id: string, question: string, profile: FreshProfile, noFigure = false) =>
    add('out-of-scope', id, question, profile, decline(), noFigure ? NO_FIGURE : undefined);
  outside('credit-score-future', 'what will my credit score be in 6 months', 'household', true);
  outside('tesla', 'should i buy tesla stock rn', 'household', true);
  outside('house-worth', 'how much will my house be worth in 5 years', 'household', true);
  outside('move-200', 'can you move $200 to savings for me', 'household');
  outside('transfer-500', 'transfer 500 from checking into my emergency fund pls', 'household');
  outside('bitcoin', 'where will bitcoin be by december', 'empty', true);
  outside('rates-down', 'are interest rates going down next month', 'empty', true);
  outside('pay-rent', 'pay my rent for me on the 1st', 'household');
  outside('tax-owed', 'how much tax will i owe this year', 'empty', true);
  outside('cancel-streaming', 'cancel my streaming subscription for me', 'household');
  outside('car-worth', 'how much is my car worth', 'empty', true);
  outside('mortgage-approval', 'will i get approved for a mortgage if i apply next week', 'household');
  outside('groceries-next-month', 'how much am i going to spend on groceries next month', 'household');
  outside('stocks-1k', 'what stocks should i buy with 1k', 'empty');

  return cases;
}
