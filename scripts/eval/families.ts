import { addDays, addMonths, differenceInCalendarMonths, format, parseISO } from 'date-fns';
import type { EvalCase, Fact } from './cases.ts';
import { longDate, seedFor, type SeedEvent, type SeedGoal } from './seed.ts';

/**
 * Generated families of questions (issue 38): for each kind the reader answers, questions built
 * from many phrasings, amounts, names and frequencies, and families that must be declined. Every
 * expected figure is worked out here with plain arithmetic and date-fns, never with the
 * assistant's code, so the two can disagree. The choice of combinations is seeded: the same
 * families every run.
 */

export interface FamilyCase extends EvalCase {
  family: string;
}

/** The first line declines (convention 6). */
export const DECLINES =
  /^(\*\*)?(I can't answer that yet|I need|I'm not sure I have a good answer|I can't know|I can't tell you|I can't see)/i;

/** '$1,234.56', '-$350.00'. */
export const dollars = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A small seeded generator (mulberry32), so the families are the same every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Frequency = 'weekly' | 'bi-weekly' | 'semi-monthly' | 'monthly' | 'quarterly' | 'yearly';
const PER_YEAR: Record<Frequency, number> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
  quarterly: 4,
  yearly: 1,
};
const monthly = (amount: number, frequency: Frequency) => (amount * PER_YEAR[frequency]) / 12;
/** Ways of saying each frequency after an amount. */
const SAID: Record<Frequency, string[]> = {
  weekly: ['a week', 'per week', 'weekly', 'every week'],
  'bi-weekly': ['every two weeks', 'biweekly', 'bi-weekly', 'every other week', 'fortnightly'],
  'semi-monthly': ['twice a month', 'semi-monthly'],
  monthly: ['a month', 'per month', 'monthly', 'each month'],
  quarterly: ['a quarter', 'quarterly'],
  yearly: ['a year', 'per year', 'annually'],
};

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

export function generatedFamilies(today: string): FamilyCase[] {
  const pick = random(38);
  const one = <T>(items: readonly T[]): T => items[Math.floor(pick() * items.length)]!;
  const home = seedFor('household', today);
  const repeating = home.events.filter((e) => e.recurrence_pattern !== null);
  const freqOf = (e: SeedEvent): Frequency => e.recurrence_pattern as Frequency;
  const billsMonthly = (changed?: { title: string; to: number }) =>
    repeating
      .filter((e) => e.event_type !== 'income')
      .reduce((sum, e) => sum + monthly(changed?.title === e.title ? changed.to : e.amount!, freqOf(e)), 0);
  const calendarIncome = cents(
    repeating.filter((e) => e.event_type === 'income').reduce((s, e) => s + monthly(e.amount!, freqOf(e)), 0),
  );
  const cases: FamilyCase[] = [];
  const add = (
    family: string,
    question: string,
    must: Fact[],
    profile: FamilyCase['profile'] = 'household',
  ) =>
    cases.push({
      id: `${family}-${cases.filter((c) => c.family === family).length + 1}`,
      family,
      category: 'personal',
      question,
      must,
      profile,
    });

  // Affordability with the income stated in the question.
  const nouns = [
    'car payment',
    'loan payment',
    'gym membership',
    'phone plan',
    'lease',
    'student loan payment',
  ];
  const incomes: [number, Frequency][] = [
    [2500, 'bi-weekly'],
    [1900, 'bi-weekly'],
    [900, 'weekly'],
    [1200, 'weekly'],
    [2200, 'semi-monthly'],
    [4200, 'monthly'],
    [3600, 'monthly'],
    [62000, 'yearly'],
    [48000, 'yearly'],
  ];
  const statedTemplates = [
    (inc: string, pay: string) => `I get paid ${inc}. Can I afford a ${pay} on top of my bills?`,
    (inc: string, pay: string) => `I make ${inc}. Can I afford a new ${pay}?`,
    (inc: string, pay: string) => `My take-home pay is ${inc}. Could I afford a ${pay}?`,
    (inc: string, pay: string) => `Can I afford a ${pay} if I earn ${inc}?`,
    (inc: string, pay: string) => `With an income of ${inc}, can I afford to add a ${pay}?`,
    (inc: string, pay: string) => `I bring in ${inc}; would a ${pay} be affordable?`,
  ];
  for (let i = 0; i < 90; i += 1) {
    const [amount, frequency] = one(incomes);
    const payment = one([120, 185, 250, 320, 400, 475, 650]);
    const weekly = pick() < 0.15;
    const payFrequency: Frequency = weekly ? 'weekly' : 'monthly';
    const paySaid = weekly ? `${money(payment)} ${one(SAID.weekly)}` : `${money(payment)} ${one(nouns)}`;
    const pay = weekly ? `${one(nouns)} of ${paySaid}` : paySaid;
    const income = cents(monthly(amount, frequency));
    const left = cents(income - billsMonthly());
    const after = cents(left - monthly(payment, payFrequency));
    add('afford-stated-income', one(statedTemplates)(`${money(amount)} ${one(SAID[frequency])}`, pay), [
      dollars(income),
      dollars(after),
    ]);
  }

  // Affordability with the calendar's income.
  const calendarTemplates = [
    (pay: string) => `Can I afford a ${pay}?`,
    (pay: string) => `Would a ${pay} fit in my budget?`,
    (pay: string) => `Is there room in my budget for a ${pay}?`,
    (pay: string) => `Can I take on a ${pay}?`,
    (pay: string) => `Could I afford another ${pay} each month?`,
  ];
  for (let i = 0; i < 50; i += 1) {
    const payment = one([90, 150, 230, 300, 410, 560, 800]);
    const pay = `${money(payment)} ${one(nouns)}`;
    const after = cents(calendarIncome - cents(billsMonthly()) - payment);
    add('afford-calendar-income', one(calendarTemplates)(pay), [dollars(calendarIncome), dollars(after)]);
  }

  // A bill's new amount: affordability and the forecast until the next payday.
  const billNames: [string, string[]][] = [
    ['Rent', ['my rent', 'rent', 'the rent']],
    ['Car payment', ['my car payment', 'the car payment']],
    ['Phone', ['my phone bill', 'the phone bill', 'my phone']],
    ['Streaming', ['my streaming', 'the streaming bill']],
    ['Car insurance', ['my car insurance', 'car insurance']],
  ];
  const changeTo = (title: string) => {
    const amount = repeating.find((e) => e.title === title)!.amount!;
    return cents(amount + one([-0.2, -0.1, 0.08, 0.12, 0.2, 0.3]) * amount);
  };
  for (let i = 0; i < 40; i += 1) {
    const [title, names] = one(billNames);
    const to = Math.round(changeTo(title));
    const left = cents(calendarIncome - billsMonthly({ title, to }));
    const question = one([
      `If ${one(names)} goes up to ${money(to)}, can I still afford everything?`,
      `Can I afford it if ${one(names)} rises to ${money(to)}?`,
      `${one(names)} is going to ${money(to)}. Can I still afford my bills?`.replace(/^./, (c) =>
        c.toUpperCase(),
      ),
      `Suppose ${one(names)} changes to ${money(to)}: can I afford that?`,
    ]);
    add('afford-changed-bill', question, [dollars(left)]);
  }
  const payday = home.events.find((e) => e.event_type === 'income')!.event_date;
  /** The lowest balance from today to the day before the next payday, day by day. */
  const lowestBeforePayday = (changed?: { title: string; to: number }) => {
    let balance = home.balance!;
    let lowest = Infinity;
    for (let d = 0; format(addDays(parseISO(today), d), 'yyyy-MM-dd') < payday; d += 1) {
      const date = format(addDays(parseISO(today), d), 'yyyy-MM-dd');
      for (const e of home.events.filter((e) => e.event_type !== 'income')) {
        const step = e.recurrence_pattern === 'quarterly' ? 3 : 1;
        const falls =
          e.recurrence_pattern === null
            ? e.event_date === date
            : Array.from({ length: 3 }, (_, k) =>
                format(addMonths(parseISO(e.event_date), k * step), 'yyyy-MM-dd'),
              ).includes(date);
        if (falls) balance -= changed?.title === e.title ? changed.to : e.amount!;
      }
      lowest = Math.min(lowest, balance);
    }
    return cents(lowest);
  };
  for (let i = 0; i < 60; i += 1) {
    const [title, names] = one(billNames);
    const old = repeating.find((e) => e.title === title)!.amount!;
    const by = one([25, 50, 100, 150, 200]);
    const up = pick() < 0.7;
    const asTo = pick() < 0.6;
    const to = asTo ? Math.round(changeTo(title)) : cents(old + (up ? by : -Math.min(by, old - 1)));
    const change = asTo
      ? `${one(names)} ${to > old ? one(['goes up to', 'rises to', 'increases to', 'jumps to']) : one(['drops to', 'goes down to', 'falls to'])} ${money(to)}`
      : `${one(names)} ${up ? one(['goes up by', 'increases by', 'rises by']) : one(['drops by', 'goes down by'])} ${money(Math.abs(to - old))}`;
    const question = one([
      `If ${change}, will I still have money left before my next payday?`,
      `Will I go negative before payday if ${change}?`,
      `What happens to my balance before payday if ${change}?`,
      `If ${change}, will I run short before I get paid?`,
    ]);
    add('change-before-payday', question, [
      dollars(lowestBeforePayday()),
      dollars(lowestBeforePayday({ title, to })),
    ]);
  }

  // Retirement: $X a month from age A to 65, 5% unless stated, and the 4% rule's income.
  const grow = (start: number, perMonth: number, rate: number, years: number) => {
    let total = start;
    for (let m = 0; m < years * 12; m += 1) total = total * (1 + rate / 100 / 12) + perMonth;
    return cents(total);
  };
  for (let i = 0; i < 60; i += 1) {
    const age = one([22, 25, 30, 35, 40, 45, 50, 55]);
    const amount = one([100, 150, 200, 300, 450, 600, 1000]);
    const rate = pick() < 0.3 ? one([4, 6, 7]) : null;
    const saved = pick() < 0.25 ? one([5000, 20000, 45000]) : 0;
    const at = rate === null ? '' : ` at ${rate}%`;
    const has = saved > 0 ? `I have ${money(saved)} saved already. ` : '';
    const question =
      has +
      one([
        `Is ${money(amount)} a month enough for retirement if I am ${age}${at}?`,
        `I'm ${age} and can save ${money(amount)} a month for retirement${at}. What will I have by 65?`,
        `If I put ${money(amount)} a month into my 401k starting at ${age}${at}, how much will I have at 65?`,
        `${age} years old, saving ${money(amount)} monthly for retirement${at}: what is it worth at 65?`,
      ]);
    const total = grow(saved, amount, rate ?? 5, 65 - age);
    add('retirement', question, [dollars(total), dollars(cents(total * 0.04))]);
  }

  // Goals: how far behind by the pace rule, months to finish, what is left.
  const goals = home.goals;
  const made = (g: SeedGoal) => g.created_at!.slice(0, 10);
  const monthsBetween = (from: string, to: string) =>
    differenceInCalendarMonths(parseISO(to), parseISO(from)) -
    (parseISO(to).getDate() < parseISO(from).getDate() ? 1 : 0);
  const behind = (g: SeedGoal) => {
    if (g.target_date === null) return 0;
    const n = Math.max(1, monthsBetween(made(g), g.target_date));
    const k = Math.min(Math.max(0, monthsBetween(made(g), today)), n);
    const due = Math.ceil((g.target_amount * 100 * k) / n);
    return Math.max(0, due - g.current_amount * 100) / 100;
  };
  const worst = [...goals].sort((a, b) => behind(b) - behind(a))[0]!;
  const catchUp =
    Math.ceil(
      ((worst.target_amount - worst.current_amount) * 100) /
        Math.max(1, monthsBetween(today, worst.target_date!)),
    ) / 100;
  const behindQuestions = [
    'Which of my goals is furthest behind, and what should I put in each month to catch up?',
    'Which goal am I furthest behind on?',
    'What goal is lagging behind the most?',
    'Which of my savings goals is most behind schedule?',
    'Am I falling behind on any of my goals? How much a month to catch up?',
    'Which goal is off track, and how much should I save monthly to catch up?',
    'which of my goals is the furthest behind',
    'Tell me which goal is behind the most and what I need each month to catch up.',
    'Of my goals, which one is most behind pace?',
    'What should I put in each month to catch up on the goal that is furthest behind?',
  ];
  for (const question of behindQuestions) {
    add('goal-behind', question, [worst.title, dollars(behind(worst)), dollars(catchUp)]);
    add('goal-behind', question.toLowerCase().replace(/\?$/, ''), [
      worst.title,
      dollars(behind(worst)),
      dollars(catchUp),
    ]);
  }
  const goalNames: [string, string[]][] = [
    ['Emergency Fund', ['my emergency fund', 'the Emergency Fund', 'my emergency fund goal']],
    ['Vacation', ['my vacation', 'the vacation goal', 'my Vacation fund', 'the vacation']],
    ['New Car', ['my new car goal', 'the New Car goal', 'my car goal', 'the new car']],
  ];
  for (let i = 0; i < 60; i += 1) {
    const [title, names] = one(goalNames);
    const goal = goals.find((g) => g.title === title)!;
    const perMonth = one([150, 200, 250, 400, 500, 750]);
    const rest = goal.target_amount - goal.current_amount;
    const months = Math.ceil(rest / perMonth);
    const date = longDate(format(addMonths(parseISO(today), months), 'yyyy-MM-dd'));
    const name = one(names);
    const question = one([
      `How many months to finish ${name} at ${money(perMonth)} a month?`,
      `How long will ${name} take at ${money(perMonth)} per month?`,
      `Putting ${money(perMonth)} monthly toward ${name}, when do I reach it?`,
      `At ${money(perMonth)} a month, when will ${name} be done?`,
      `When will I finish ${name} if I put in ${money(perMonth)} each month?`,
    ]);
    add('goal-months', question, [`${months} months`, date]);
  }
  for (let i = 0; i < 40; i += 1) {
    const [title, names] = one(goalNames);
    const goal = goals.find((g) => g.title === title)!;
    const name = one(names);
    const question = one([
      `How much is left for ${name}?`,
      `What do I still need for ${name}?`,
      `How far am I from finishing ${name}?`,
      `How much more do I need to save for ${name}?`,
      `What's remaining on ${name}?`,
    ]);
    add('goal-left', question, [dollars(goal.target_amount - goal.current_amount)]);
  }

  // Plain arithmetic on the question's own numbers.
  for (let i = 0; i < 60; i += 1) {
    const kind = i % 4;
    const amount = one([12, 15, 40, 65, 120, 250, 400, 1200]);
    if (kind === 0) {
      const frequency = one(['weekly', 'bi-weekly', 'monthly', 'quarterly'] as const);
      const question = one([
        `${money(amount)} ${one(SAID[frequency])}, how much is that in a year?`,
        `How much is ${money(amount)} ${one(SAID[frequency])} over a year?`,
        `If something costs ${money(amount)} ${one(SAID[frequency])}, what does it come to per year?`,
      ]);
      add('arithmetic', question, [dollars(amount * PER_YEAR[frequency])], 'empty');
    } else if (kind === 1) {
      const percent = one([3, 5, 7, 12.5, 15, 20]);
      const base = one([800, 2000, 3500, 12000]);
      const question = one([
        `What is ${percent}% of ${money(base)}?`,
        `How much is ${percent} percent of ${money(base)}?`,
      ]);
      add('arithmetic', question, [dollars(cents((base * percent) / 100))], 'empty');
    } else if (kind === 2) {
      const years = one([2, 3, 5, 10]);
      const question = one([
        `${money(amount)} a month for ${years} years, how much in total?`,
        `If I pay ${money(amount)} a month for ${years} years, what's the total?`,
        `How much is ${money(amount)} per month over ${years} years?`,
      ]);
      add('arithmetic', question, [dollars(amount * 12 * years)], 'empty');
    } else {
      const frequency = one(['weekly', 'bi-weekly'] as const);
      const question = one([
        `How much is ${money(amount)} ${one(SAID[frequency])} in a month?`,
        `${money(amount)} ${one(SAID[frequency])} is how much per month?`,
      ]);
      add('arithmetic', question, [dollars(cents(monthly(amount, frequency)))], 'empty');
    }
  }

  // Running short before payday, as the forecast says.
  const firstBelow = lowestBeforePayday();
  for (const question of [
    'Will I run short before payday?',
    'Am I going to run out of money before I get paid?',
    'Will my balance go negative before my next paycheck?',
    'Do I have enough money until payday?',
    'Could I be overdrawn before payday?',
    'will I go below zero before my next payday',
    'Am I going to be short before my paycheck?',
    'Is there a chance I overdraw before I get paid?',
    'Will I have enough cash to get to payday?',
    'Could my account go into the red before payday?',
  ]) {
    add('forecast-short', question, [dollars(firstBelow), longDate(payday)]);
  }

  const declines: [string, Fact[], FamilyCase['profile']][] = [];
  // Round 2: the phrasings the first fresh set showed missing, each kind generated here.
  // Amounts written informally: small ones with a frequency, "/mo", "k", "bucks", "dollar".
  for (const amount of [9, 15.49, 45, 55, 75, 1400, 3500]) {
    const written =
      amount >= 1000
        ? one([`${amount / 1000}k`, `${amount / 1000}k`])
        : one([`${amount}`, `${amount} bucks`, `${amount} dollar`]);
    for (const question of [`${written}/mo, how much a year?`, `whats ${written} a month over a year`]) {
      add('informal-amounts', question, [dollars(cents(amount * 12))], 'empty');
    }
  }
  // Affordability asked informally: "can i swing", "is that doable", "ok for my budget", a saving.
  for (const payment of [55, 75, 140, 200]) {
    const after = cents(calendarIncome - cents(billsMonthly()) - payment);
    for (const question of [
      `its ${payment} a month. can i swing that with my bills`,
      `is a ${payment} dollar a month plan ok for my budget`,
      `want to start putting $${payment}/mo into savings, is that doable with everything else`,
    ]) {
      add('afford-informal', question, [dollars(after)]);
    }
  }
  for (const [amount, said] of [
    [2100, 'every 2 wks'],
    [2400, 'every two weeks'],
  ] as const) {
    const income = cents(monthly(amount, 'bi-weekly'));
    const after = cents(income - cents(billsMonthly()) - 200);
    add('afford-informal', `we get ${amount / 1000}k ${said}. can i afford $200/mo more in savings?`, [
      dollars(income),
      dollars(after),
    ]);
  }
  // A bill's new amount said as what it would be, or by a percentage; a balance supposed.
  const rent = repeating.find((e) => e.title === 'Rent')!.amount!;
  for (const to of [800, 1000, 1400]) {
    for (const question of [
      `say my rent was only ${to}, do i make it to payday without going negative`,
      `what if rent were ${to}, would i go negative before payday`,
    ]) {
      add('change-phrasing', question, [
        dollars(lowestBeforePayday()),
        dollars(lowestBeforePayday({ title: 'Rent', to })),
      ]);
    }
  }
  for (const percent of [5, 10, 20]) {
    const to = cents(rent * (1 + percent / 100));
    add('change-phrasing', `rent going up ${percent}%, what does that do to my balance before payday`, [
      dollars(lowestBeforePayday()),
      dollars(lowestBeforePayday({ title: 'Rent', to })),
    ]);
  }
  for (const balance of [300, 500, 1500, 2000]) {
    const lowest = cents(lowestBeforePayday() + balance - home.balance!);
    for (const question of [
      `what if i only had ${balance} in my account right now, would i go negative before i get paid`,
      `if my balance was ${money(balance)} would i be fine until my paycheck?`,
    ]) {
      add('supposed-balance', question, [dollars(lowest)]);
    }
  }
  // Retirement said informally: a yearly amount into a Roth, "at 65", a lump "already have".
  for (const [yearly, age] of [
    [6000, 30],
    [2400, 40],
    [7200, 25],
  ] as const) {
    const total = grow(0, cents(yearly / 12), 5, 65 - age);
    add(
      'retirement-informal',
      `I put ${yearly / 1000}k a year in my roth, im ${age}. what will it be at 65`,
      [dollars(total)],
    );
  }
  for (const [perMonth, age, saved] of [
    [800, 47, 120000],
    [300, 35, 20000],
  ] as const) {
    const total = grow(saved, perMonth, 5, 65 - age);
    add(
      'retirement-informal',
      `how much would i have at 65 if i saved ${perMonth} a month from now, im ${age}, and already have ${saved / 1000}k`,
      [dollars(total)],
    );
  }
  // Goals: the months at an informal amount, the monthly amount to make the date.
  for (const [title, names] of goalNames) {
    const goal = goals.find((g) => g.title === title)!;
    const rest = goal.target_amount - goal.current_amount;
    for (const [written, perMonth] of [
      ['500/mo', 500],
      ['1.2k/mo', 1200],
    ] as const) {
      add('goal-informal', `how many months to finish ${names[0]} at ${written}`, [
        `${Math.ceil(rest / perMonth)} months`,
      ]);
    }
    if (goal.target_date !== null) {
      const needed = Math.ceil((rest * 100) / Math.max(1, monthsBetween(today, goal.target_date))) / 100;
      add('goal-informal', `how much per month do i need for ${names[0]} to make it in time`, [
        dollars(needed),
      ]);
    }
  }
  // Sums of time on the question's own numbers: how long a repeating amount takes to clear or
  // reach a total (rounded up, no interest), and pay from an hourly rate and weekly hours.
  const owedWays = [
    (total: string, each: string) =>
      `I owe ${total} and pay ${each}, no interest. How many months until it's paid off?`,
    (total: string, each: string) => `paying ${each} on a ${total} balance, how long to clear it`,
    (total: string, each: string) => `if i put away ${each}, how long to reach ${total}?`,
  ];
  for (const [total, each] of [
    [2400, 150],
    [5600, 350],
    [1000, 75],
    [9000, 400],
    [3150, 225],
  ] as const) {
    for (const way of owedWays) {
      add(
        'time-to-clear',
        way(money(total), `${money(each)} a month`),
        [`${Math.ceil(total / each)} months`],
        'empty',
      );
    }
    const weeks = Math.ceil(total / (each / 4));
    add(
      'time-to-clear',
      `saving ${money(each / 4)} a week, how long until I have ${money(total)}?`,
      [`${weeks} weeks`],
      'empty',
    );
  }
  const hourlyWays: [(rate: string, hours: number) => string, 'weekly' | 'monthly' | 'yearly'][] = [
    [
      (rate, hours) => `I make ${rate} an hour and work ${hours} hours a week. What's that a month?`,
      'monthly',
    ],
    [(rate, hours) => `${rate}/hr at ${hours} hrs a week, how much a year?`, 'yearly'],
    [(rate, hours) => `at ${rate} per hour for ${hours} hours a week, what is my weekly pay?`, 'weekly'],
  ];
  for (const [rate, hours] of [
    [18, 40],
    [22.5, 32],
    [15.75, 25],
    [31, 38],
  ] as const) {
    const weekly = rate * hours;
    for (const [way, period] of hourlyWays) {
      const result = period === 'weekly' ? weekly : period === 'yearly' ? weekly * 52 : (weekly * 52) / 12;
      add('hourly-pay', way(`$${rate.toFixed(2)}`, hours), [dollars(cents(result))], 'empty');
    }
  }
  // Amounts written in words: the same affordability sums as with digits.
  for (const [words, amount] of [
    ['two hundred', 200],
    ['three fifty', 350],
    ['four hundred and twenty five', 425],
    ['fifteen hundred', 1500],
  ] as const) {
    const left = cents(calendarIncome - billsMonthly() - amount);
    add('amounts-in-words', `could i afford ${words} a month for a new car payment?`, [
      dollars(Math.abs(left)),
    ]);
  }

  // What is outside: acting on accounts, figures nobody holds, a percentage of an unknown amount.
  for (const question of [
    'transfer 500 from checking into my emergency fund pls',
    'can you move $200 to savings for me',
    'cancel my phone bill for me',
    'pay my rent for me on the 1st',
    'how much will my house be worth in 5 years',
    'how much is my car worth',
    'how much tax will i owe this year',
    'will i get approved for a car loan next month',
    "what's 20% of my salary",
    'what will my 401k be worth when i retire',
    'what if my water bill doubles, will i make it to payday',
    'car payment 320 and insurance 540 every quarter, what do they cost per year together',
  ]) {
    declines.push([question, [DECLINES], 'household']);
  }

  // What must be declined: a missing figure, a bill or goal the user lacks, an age out of range.
  for (const payment of [150, 275, 400, 520, 610]) {
    for (const noun of ['car payment', 'loan payment', 'membership']) {
      declines.push([`Can I afford a ${money(payment)} ${noun}?`, [DECLINES, /income/i], 'checkup']);
    }
  }
  for (const [bill, to] of [
    ['gym membership', 60],
    ['water bill', 90],
    ['daycare', 900],
    ['mortgage', 1700],
    ['internet', 80],
  ] as const) {
    declines.push([
      `If my ${bill} goes up to ${money(to)}, will I have money left before payday?`,
      [DECLINES, bill],
      'household',
    ]);
    declines.push([
      `If my ${bill} rises by $50, can I still afford everything?`,
      [DECLINES, bill],
      'household',
    ]);
  }
  for (const goal of ['boat', 'wedding', 'house', 'laptop', 'honeymoon']) {
    declines.push([`How long to finish my ${goal} goal at $200 a month?`, [DECLINES, goal], 'household']);
    declines.push([`How much is left on my ${goal} goal?`, [DECLINES, goal], 'household']);
  }
  for (const age of [66, 70, 80, 12, 14]) {
    declines.push([`Is $300 a month enough for retirement if I am ${age}?`, [DECLINES], 'household']);
  }
  for (const amount of [200, 350, 500]) {
    declines.push([`Is ${money(amount)} a month enough to retire on?`, [DECLINES, /age/i], 'household']);
  }
  for (const to of [1600, 1700, 1800]) {
    declines.push([
      `If my rent goes up to ${money(to)}, will I run short before payday?`,
      [DECLINES, /balance today/i, dollars(to - 1500)],
      'checkup',
    ]);
  }
  for (const question of [
    'Will my $5,000 in Tesla stock double by next year?',
    'What will $10,000 in bitcoin be worth next month?',
    'Which stock should I buy with $2,000 this week?',
    'Should I buy gold with my $3,000 right now?',
    'What will the S&P 500 return on $20,000 next year?',
  ]) {
    declines.push([question, [DECLINES], 'household']);
  }
  for (const [question, facts, profile] of declines) add('declines', question, facts, profile);
  return cases;
}
