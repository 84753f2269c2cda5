import {
  addDays,
  daysBetween,
  daysInMonth,
  occurrencesBetween,
} from '../../../supabase/functions/_shared/calendar/recurrence.ts';
import { TIMES_A_YEAR, type Frequency } from '../../../supabase/functions/_shared/finance/per-month.ts';
import type { AchStyle, Place, Pools, Styles } from './payees.ts';
import { random, type Random } from './random.ts';

/**
 * One labelled statement of the corpus: a year (and up to six weeks more) of a person's account,
 * every repeating payment and income it holds named with its interval and dates, and around them
 * what must not be found: everyday spending at the same stores on irregular days, cash, friends,
 * one-offs, refunds, a subscription cancelled months ago, a yearly fee seen once.
 */

export interface Line {
  date: string;
  cents: number;
  description: string;
}

export interface Label {
  /** The payee as generated. */
  name: string;
  kind: 'income' | 'payment';
  frequency: Frequency;
  paycheck: boolean;
  /** The days its lines were posted on. */
  dates: string[];
  /** Its payments: day and amount (positive). */
  payments: { date: string; cents: number }[];
  /** The dates its next payments post on after the statement's end: one, two for twice a month. */
  next: string[];
  /** Whether the statement shows it repeating and still going: what the detector should find. */
  expected: boolean;
  /** Why it is not expected. */
  unexpected?: 'stopped' | 'seen once';
}

export interface LabelledStatement {
  id: string;
  from: string;
  to: string;
  openingCents: number;
  lines: Line[];
  labels: Label[];
}

export interface CorpusParams {
  pools: Pools;
  styles: Styles;
  /** How far a variable bill's amount swings from its base, either way (a fraction). */
  drift: number;
  /** Everyday spending, scaled: 1 is a typical household. */
  noise: number;
  /** The chance a series skips one payment in the middle. */
  skip: number;
}

type Shift = 'none' | 'next-business-day' | 'previous-business-day';

// Banks' holidays the corpus shifts payments around: New Year, Memorial Day, Independence Day,
// Labor Day, Thanksgiving, Christmas.
function holidays(year: number): Set<string> {
  const nth = (month: number, weekday: number, n: number) => {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return `${year}-${String(month).padStart(2, '0')}-${String(1 + ((weekday - first + 7) % 7) + (n - 1) * 7).padStart(2, '0')}`;
  };
  const lastMonday = () => {
    const last = daysInMonth(year, 5);
    const weekday = new Date(Date.UTC(year, 4, last)).getUTCDay();
    return `${year}-05-${String(last - ((weekday + 6) % 7)).padStart(2, '0')}`;
  };
  return new Set([
    `${year}-01-01`,
    lastMonday(),
    `${year}-07-04`,
    nth(9, 1, 1),
    nth(11, 4, 4),
    `${year}-12-25`,
  ]);
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isBusinessDay = (date: string) =>
  weekday(date) !== 0 && weekday(date) !== 6 && !holidays(Number(date.slice(0, 4))).has(date);

function shifted(date: string, shift: Shift): string {
  if (shift === 'none') return date;
  const step = shift === 'next-business-day' ? 1 : -1;
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, step);
  return day;
}

/** The date of `day` in `date`'s month, or the month's last day when it is shorter. */
const dayOfMonth = (date: string, day: number) =>
  `${date.slice(0, 8)}${String(Math.min(day, daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))))).padStart(2, '0')}`;

/** The scheduled dates of a series from `start` (its first date) within [from, to], by the calendar's rule. */
function scheduled(
  frequency: Frequency,
  start: string,
  days: readonly number[],
  from: string,
  to: string,
): string[] {
  if (frequency !== 'semi-monthly')
    return occurrencesBetween(
      { event_date: start, recurrence_pattern: frequency, recurrence_day: null },
      from,
      to,
    );
  return days
    .flatMap((day) =>
      occurrencesBetween(
        { event_date: dayOfMonth(start, day), recurrence_pattern: 'monthly', recurrence_day: day },
        from,
        to,
      ),
    )
    .filter((date) => date >= start)
    .sort();
}

/** A card payment's description; `roams` when the person may be at another of the chain's stores. */
type Card = (merchant: string, date: string, r: Random, roams?: boolean) => string;

interface SeriesPlan {
  name: string;
  kind: Label['kind'];
  frequency: Frequency;
  paycheck?: boolean;
  /** The first scheduled date (may be before the statement). */
  start: string;
  /** The days of the month of twice a month. */
  days?: number[];
  /** The last date it may fall on (a cancelled one), else the statement's end. */
  until?: string;
  shift: Shift;
  cents: (date: string, index: number) => number;
  describe: (date: string) => string;
  skip?: boolean;
  /** Two identical payments each time (two phone lines, two memberships): both are real. */
  twice?: boolean;
}

interface Built {
  lines: Line[];
  label: Label;
}

function build(plan: SeriesPlan, from: string, to: string, r: Random): Built {
  const end = plan.until && plan.until < to ? plan.until : addDays(to, 7);
  // A week either side: a payment due just outside the statement may post inside it.
  const dates = scheduled(plan.frequency, plan.start, plan.days ?? [], addDays(from, -7), end).filter(
    (d) => d >= plan.start,
  );
  let posted = dates.map((date) => shifted(date, plan.shift)).filter((date) => date >= from && date <= to);
  // A skipped payment falls between the first and the last the statement shows.
  if (plan.skip && posted.length > 4) {
    const gone = r.int(1, posted.length - 2);
    posted = posted.filter((_, i) => i !== gone);
  }
  const lines = posted.flatMap((date, i) => {
    const line = {
      date,
      cents: (plan.kind === 'income' ? 1 : -1) * plan.cents(date, i),
      description: plan.describe(date),
    };
    return plan.twice ? [line, { ...line }] : [line];
  });
  // The next payments as they will post: a Saturday's on Monday may post after the end.
  const after = scheduled(plan.frequency, plan.start, plan.days ?? [], addDays(to, -7), addDays(to, 400))
    .map((date) => shifted(date, plan.shift))
    .filter((date) => date > to);
  const perCycle = plan.frequency === 'semi-monthly' ? 2 : 1;
  const stopped = plan.until !== undefined && plan.until < to;
  const seenOnce = posted.length < 2;
  return {
    lines,
    label: {
      name: plan.name,
      kind: plan.kind,
      frequency: plan.frequency,
      paycheck: plan.paycheck ?? false,
      dates: posted,
      payments: lines.map((line) => ({ date: line.date, cents: Math.abs(line.cents) })),
      next: stopped ? [] : after.slice(0, perCycle),
      expected: !stopped && !seenOnce,
      ...(stopped
        ? { unexpected: 'stopped' as const }
        : seenOnce
          ? { unexpected: 'seen once' as const }
          : {}),
    },
  };
}

const cents = (r: Random, [min, max]: readonly [number, number]) => r.int(min, max);
const dollars = (r: Random, min: number, max: number) => r.int(min * 100, max * 100);
const dateIn = (r: Random, from: string, to: string) => addDays(from, r.int(0, daysBetween(from, to)));

/** An amount that swings with the seasons within ±drift, as heating and cooling bills do. */
const seasonal = (base: number, drift: number, r: Random) => (date: string) => {
  const month = Number(date.slice(5, 7));
  const season = 0.8 * Math.cos(((month - 1) / 12) * 2 * Math.PI);
  return Math.round(base * (1 + drift * (season + (r.next() - 0.5) * 0.4)));
};

/** A fixed amount that may rise once, part way through (a price increase of 5% to 15%). */
const rising = (base: number, r: Random, from: string, to: string) => {
  const rise = r.chance(0.3)
    ? { on: dateIn(r, addDays(from, 90), addDays(to, -60)), by: 1 + r.int(5, 15) / 100 }
    : null;
  return (date: string) => (rise && date >= rise.on ? Math.round(base * rise.by) : base);
};

/** Which interval each statement's main paycheck has: every kind in turn, so each is well represented. */
const PAYCHECKS: readonly Frequency[] = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'];

function paycheck(
  employer: string,
  frequency: Frequency,
  from: string,
  to: string,
  r: Random,
  ach: AchStyle,
): SeriesPlan {
  const perPay = Math.round((r.int(35_000, 95_000) * 100 * 0.72) / TIMES_A_YEAR[frequency]);
  // A new job: its first pay four to six months before the end.
  const begins = r.chance(0.12) ? addDays(to, -r.int(120, 180)) : addDays(from, -r.int(0, 20));
  const friday = addDays(begins, (5 - weekday(begins) + 7) % 7);
  const days =
    frequency === 'semi-monthly'
      ? r.pick([
          [1, 15],
          [15, 31],
        ])
      : [r.pick([1, 15, 31])];
  const start =
    frequency === 'weekly' || frequency === 'bi-weekly'
      ? addDays(friday, 7 * r.int(0, 1))
      : frequency === 'semi-monthly'
        ? `${begins.slice(0, 8)}01`
        : dayOfMonth(begins, days[0]!);
  // Some pay a bonus with December's last pay: an amount far from the usual one.
  const bonus = r.chance(0.3);
  // A raise of 3% to 8% part way through, for some.
  const raise = r.chance(0.4) ? { on: dateIn(r, from, to), by: 1 + r.int(3, 8) / 100 } : null;
  const purpose = r.pick(['PAYROLL', 'DIR DEP', 'SALARY']);
  return {
    name: employer,
    kind: 'income',
    frequency,
    paycheck: true,
    start,
    days,
    shift: 'previous-business-day',
    cents: (date) => {
      const base = raise && date >= raise.on ? perPay * raise.by : perPay;
      const pay = Math.round(r.around(base, frequency === 'weekly' ? 0.05 : 0.02));
      return bonus && date.slice(5, 7) === '12' && date.slice(8, 10) > '20' ? Math.round(pay * 1.5) : pay;
    },
    describe: (date) => ach(employer, purpose, date, r),
  };
}

/** A first date for a yearly payment: early enough to come round again in the statement, or not. */
const yearlyStart = (r: Random, from: string, to: string, twice: boolean) =>
  twice && daysBetween(from, to) > 365
    ? dateIn(r, from, addDays(to, -365))
    : dateIn(r, addDays(to, -364), to);

function everyday(from: string, to: string, params: CorpusParams, r: Random, card: Card): Line[] {
  const { pools, noise } = params;
  const lines: Line[] = [];
  const times = (perMonth: [number, number]) => {
    const months = daysBetween(from, to) / 30.4;
    return Math.round(r.int(perMonth[0], perMonth[1]) * months * noise);
  };
  const spend = (merchants: readonly string[], perMonth: [number, number], amount: () => number) => {
    for (let i = times(perMonth); i > 0; i -= 1) {
      const date = dateIn(r, from, to);
      lines.push({ date, cents: -amount(), description: card(r.pick(merchants), date, r, true) });
    }
  };
  // The same few prices at a coffee shop and the same cash amounts, on irregular days: a trap for a
  // detector that looks at amounts alone.
  const usual = [r.int(350, 700), r.int(350, 700)];
  spend(r.sample(pools.groceries, 2), [4, 10], () => dollars(r, 15, 180));
  spend(r.sample(pools.coffee, 1), [0, 14], () => (r.chance(0.7) ? r.pick(usual) : r.int(300, 1200)));
  spend(r.sample(pools.fuel, 2), [2, 5], () => dollars(r, 25, 75));
  spend(r.sample(pools.restaurants, 4), [2, 8], () => dollars(r, 9, 90));
  spend(r.sample(pools.shops, 4), [2, 7], () => dollars(r, 6, 160));
  for (let i = times([0, 3]); i > 0; i -= 1) {
    const date = dateIn(r, from, to);
    lines.push({
      date,
      cents: -r.pick([4000, 6000, 10000, 20000]),
      description: `ATM WITHDRAWAL #${r.int(1000, 9999)} ${date.slice(5).replace('-', '/')}`,
    });
  }
  for (let i = times([0, 3]); i > 0; i -= 1) {
    const date = dateIn(r, from, to);
    const person = r.pick(pools.people);
    lines.push({
      date,
      cents: (r.chance(0.3) ? 1 : -1) * dollars(r, 10, 150),
      description: `VENMO ${r.chance(0.5) ? 'PAYMENT' : 'CASHOUT'} ${r.int(100000000, 999999999)} ${person}`,
    });
  }
  return lines;
}

/** One statement of the corpus, the same for the same seed and parameters; a year long unless `years` says. */
export function generateStatement(
  seed: number,
  index: number,
  params: CorpusParams,
  years = 1,
): LabelledStatement {
  const r = random(seed);
  const { pools } = params;
  const style = r.pick(params.styles.card);
  // A merchant charges from one place; a chain is mostly visited at one store, sometimes another.
  const homes = new Map<string, Place>();
  const card: Card = (merchant, date, rr, roams = false) => {
    if (!homes.has(merchant)) homes.set(merchant, r.pick(pools.cities));
    return style(merchant, date, rr, roams && r.chance(0.2) ? r.pick(pools.cities) : homes.get(merchant)!);
  };
  const ach = r.pick(params.styles.ach);
  const from = dateIn(r, '2022-01-01', '2025-06-30');
  const to = addDays(from, 365 * years - 1 + r.int(0, 45));
  const plans: SeriesPlan[] = [];
  const skip = () => r.chance(params.skip);

  const [employer, second] = r.sample(pools.employers, 2) as [string, string];
  plans.push(paycheck(employer, PAYCHECKS[index % PAYCHECKS.length]!, from, to, r, ach));
  if (r.chance(0.35)) plans.push(paycheck(second, r.pick(PAYCHECKS), from, to, r, ach));

  const billDay = () => r.pick([1, 1, 1, 3, 5, 10, 15, 20, 25, 28, 31]);
  const monthlyBill = (
    name: string,
    amount: (date: string, index: number) => number,
    day = billDay(),
  ): SeriesPlan => {
    // The biller names its debits one way.
    const purpose = r.pick(['WEB PMT', 'AUTOPAY', 'BILL PAY']);
    return {
      name,
      kind: 'payment',
      frequency: 'monthly',
      start: dayOfMonth(from, day),
      shift: 'next-business-day',
      cents: amount,
      describe: (date) => ach(name, purpose, date, r),
      skip: skip(),
    };
  };

  const rent = r.int(900, 2600) * 100;
  plans.push(monthlyBill(r.pick(pools.landlords), () => rent, 1));
  for (const utility of r.sample(pools.utilities, r.int(1, 2)))
    plans.push(monthlyBill(utility, seasonal(r.int(45, 220) * 100, params.drift, r)));
  for (const telecom of r.sample(pools.telecoms, r.int(1, 2)))
    plans.push(monthlyBill(telecom, rising(r.int(40, 160) * 100, r, from, to)));
  for (const lender of r.sample(pools.lenders, r.int(0, 2))) {
    const payment = r.int(150, 650) * 100;
    plans.push(monthlyBill(lender, () => payment));
  }

  const insurer = r.pick(pools.insurers);
  const premium = r.int(60, 240) * 100;
  const insurance = r.pick(['monthly', 'monthly', 'quarterly', 'yearly'] as const);
  if (insurance === 'monthly') plans.push(monthlyBill(insurer, () => premium));
  else
    plans.push({
      ...monthlyBill(insurer, () => premium * (insurance === 'quarterly' ? 3 : 12)),
      frequency: insurance,
      start:
        insurance === 'quarterly'
          ? dateIn(r, from, addDays(from, 85))
          : yearlyStart(r, from, to, r.chance(0.5)),
      skip: false,
    });

  const subscriptions = r.sample(pools.subscriptions, r.int(2, 5));
  // Sometimes a second subscription from the same merchant, at another price on another day.
  if (r.chance(0.3)) subscriptions.push(subscriptions[0]!);
  for (const subscription of subscriptions) {
    const day = r.int(1, 28);
    plans.push({
      name: subscription.name,
      kind: 'payment',
      frequency: 'monthly',
      start: r.chance(0.1) ? dayOfMonth(addDays(to, -r.int(100, 150)), day) : dayOfMonth(from, day),
      shift: 'none',
      cents: rising(cents(r, subscription.cents), r, from, to),
      describe: (date) => card(subscription.name, date, r),
      skip: skip(),
      twice: r.chance(0.08),
    });
  }

  // A subscription cancelled at least three months before the end: it no longer repeats.
  if (r.chance(0.4)) {
    const gone = r.pick(pools.subscriptions.filter((s) => !plans.some((p) => p.name === s.name)));
    const price = cents(r, gone.cents);
    plans.push({
      name: gone.name,
      kind: 'payment',
      frequency: 'monthly',
      start: dayOfMonth(from, r.int(1, 28)),
      until: addDays(to, -r.int(95, 200)),
      shift: 'none',
      cents: () => price,
      describe: (date) => card(gone.name, date, r),
    });
  }

  const [weeklyService, fortnightly] = r.sample(pools.services, 2) as [string, string];
  if (r.chance(0.35)) {
    const fee = r.int(60, 400) * 100;
    const viaZelle = r.chance(0.5);
    const person = r.pick(pools.people);
    plans.push({
      name: viaZelle ? `ZELLE TO ${person}` : weeklyService,
      kind: 'payment',
      frequency: 'weekly',
      start: addDays(from, r.int(0, 6)),
      shift: 'next-business-day',
      cents: () => fee,
      describe: (date) =>
        viaZelle
          ? `ZELLE TO ${person} ON ${date.slice(5).replace('-', '/')} REF # PP0${r.int(10000, 99999)}`
          : ach(weeklyService, 'TUITION', date, r),
      skip: skip(),
    });
  }
  if (r.chance(0.35)) {
    const fee = r.int(90, 220) * 100;
    plans.push({
      name: fortnightly,
      kind: 'payment',
      frequency: 'bi-weekly',
      start: addDays(from, r.int(0, 13)),
      shift: 'none',
      cents: () => fee,
      describe: (date) => card(fortnightly, date, r),
      skip: skip(),
    });
  }

  if (r.chance(0.6)) {
    const name = r.pick(pools.quarterly);
    plans.push({
      ...monthlyBill(name, seasonal(r.int(60, 300) * 100, params.drift / 2, r)),
      frequency: 'quarterly',
      start: dayOfMonth(addDays(from, r.int(0, 80)), r.int(1, 28)),
      skip: false,
    });
  }

  for (const fee of r.sample(pools.yearly, r.int(1, 2))) {
    const amount = cents(r, fee.cents);
    // Half of them fall early enough to be seen twice in the statement; the others once.
    plans.push({
      name: fee.name,
      kind: 'payment',
      frequency: 'yearly',
      start: yearlyStart(r, from, to, r.chance(0.5)),
      shift: 'none',
      cents: (_date, i) => (i === 0 ? amount : Math.round(amount * r.around(1.05, 0.05))),
      describe: (date) => card(fee.name, date, r),
    });
  }

  if (r.chance(0.5)) {
    const saved = r.int(5, 40) * 1000;
    const day = r.pick([1, 2, 16, 20]);
    plans.push({
      name: 'TRANSFER TO SAVINGS',
      kind: 'payment',
      frequency: 'monthly',
      start: dayOfMonth(from, day),
      shift: 'next-business-day',
      cents: () => saved,
      describe: (date) =>
        `ONLINE TRANSFER TO SAVINGS XXXXXX${r.int(1000, 9999)} ${date.slice(5).replace('-', '/')}`,
      skip: skip(),
    });
  }

  const built = plans.map((plan) => build(plan, from, to, r));
  const lines = [...built.flatMap((b) => b.lines), ...everyday(from, to, params, r, card)];

  // One-offs and refunds: money back from stores and subscriptions the person pays.
  for (let i = r.int(2, 5); i > 0; i -= 1) {
    const date = dateIn(r, from, to);
    lines.push({
      date,
      cents: -dollars(r, 200, 1800),
      description: card(r.pick(['IKEA', 'DELTA AIR LINES', 'CITY VET CLINIC', 'APPLE STORE']), date, r),
    });
  }
  for (let i = r.int(2, 6); i > 0; i -= 1) {
    const date = dateIn(r, from, to);
    const store = r.chance(0.7) ? r.pick(pools.shops) : r.pick(pools.subscriptions).name;
    lines.push({ date, cents: dollars(r, 5, 120), description: card(store, date, r) });
  }
  if (r.chance(0.5)) {
    const date = dateIn(r, from, to);
    lines.push({ date, cents: dollars(r, 300, 2500), description: ach('IRS TREAS 310', 'TAX REF', date, r) });
  }

  lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    id: `s${String(index).padStart(3, '0')}`,
    from: lines[0]!.date,
    to: lines[lines.length - 1]!.date,
    openingCents: r.int(500, 6000) * 100,
    lines,
    labels: built.map((b) => b.label).filter((label) => label.dates.length > 0),
  };
}
