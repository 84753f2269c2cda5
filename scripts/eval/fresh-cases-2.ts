import { addMonths, format, parseISO } from 'date-fns';
import {
  HOUSEHOLD,
  SEEDED,
  USERS,
  affordability,
  behindCents,
  fourPercent,
  futureValue,
  lowestBalance,
  money,
  neededCents,
  perMonthCents,
  reach,
  wholeDollars,
  type Fact,
  type FreshCase,
  type FreshGoal,
  type FreshProfile,
  type Per,
  type Regular,
} from './fresh-cases.ts';
import {
  m,
  wd,
  count,
  pct,
  said,
  either,
  ONLY_PAYDAY,
  NO_FIGURE,
  NOT_CATCH_UP_CONTRIBUTIONS,
  goalOf,
  leftCents,
  monthly,
  type Figure,
  freshSetBuilder,
  wrongLeft,
  type Built,
  behindGoals,
  reachOf,
} from './fresh-figures.ts';

/**
 * The second fresh held-out set of issue 38: written without seeing the reader (or anything in
 * `_shared/assistant/`), never tuned on. New questions, none a rewording of the first set's, of
 * the kinds real people type: a nurse paid every other week, a delivery driver paid weekly,
 * someone paid on the 1st and the 15th, a retiree on a pension, a student with a campus job;
 * "like $300ish", "roughly", "after tax", two numbers whose roles differ (an old and a new bill, a
 * balance and a payment, a target and a monthly saving), goals named loosely, bills the user does
 * not have, and things the assistant cannot do.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, from the lead's conventions):
 * every expected figure is worked out with its helpers (plain arithmetic and date-fns, never the
 * app's code) from those users' figures and the question's own numbers.
 *
 * Each case also keeps a sample right answer (`freshCases2Samples`), written from the same
 * figures, so that the self-checks can show every fact holds on a right answer, that no
 * `mustNot` forbids it, and that declines are told apart from answers.
 */

function build(today: string): Built {
  const { built, add, figures, decline } = freshSetBuilder('fresh2');

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  const householdLeft = affordability(HOUSEHOLD, []).left;
  const afford = (
    id: string,
    question: string,
    payments: Regular[],
    options: {
      profile?: FreshProfile;
      income?: Regular;
      changed?: Record<string, number>;
      /** Another likely wrong figure, in cents (e.g. a changed bill counted as a new payment). */
      wrongCents?: number;
    } = {},
  ) => {
    const profile = options.profile ?? 'household';
    const result = affordability(USERS[profile], payments, options.income, options.changed);
    const mustNot = wrongLeft(profile, options.income);
    if (options.wrongCents !== undefined) mustNot.push(money(options.wrongCents));
    add('affordability', id, question, profile, figures(m(result.left), m(result.after)), mustNot);
  };

  // A nurse paid every other week, after tax: $1,950 x 26 / 12 = $4,225.00 a month.
  afford(
    'nurse-every-other-week',
    "I'm a nurse and I clear about $1,950 every other week after taxes. Could I handle a $425/month car note?",
    [monthly(425)],
    { income: { amount: 1950, per: 'bi-weekly' } },
  );
  // A delivery driver, weekly, "ish": $650 x 52 / 12 = $2,816.67 a month.
  afford(
    'driver-weekly-ish',
    'i drive doordash, make like $650ish a week. can i take on a $165/mo storage unit',
    [monthly(165)],
    { income: { amount: 650, per: 'weekly' } },
  );
  // Paid on the 1st and the 15th: twice a month, $3,600.00.
  afford(
    'first-and-fifteenth',
    'i get paid on the 1st and the 15th, 1,800 each time. is a $350 monthly payment for a motorcycle realistic',
    [monthly(350)],
    { income: { amount: 1800, per: 'semi-monthly' } },
  );
  // A retiree (the checkup user: rent $1,500, no income on the calendar) states a pension.
  afford(
    'retiree-pension',
    "I'm retired. Social Security plus my pension comes to $2,900 a month. Can I afford $210 a month for a Medicare supplement plan?",
    [monthly(210)],
    { profile: 'checkup', income: monthly(2900) },
  );
  // A student whose campus job does not cover the rent: -$600.00 before, -$645.00 after.
  afford(
    'student-campus-job',
    'college student here, my campus job pays $900 a month. is a $45 gym membership doable?',
    [monthly(45)],
    { profile: 'checkup', income: monthly(900) },
  );
  // A yearly take-home: $52,000 / 12 = $4,333.33.
  afford(
    'yearly-after-tax-empty',
    'take-home is 52k a year after tax. can I swing an apartment at 1,100/month?',
    [monthly(1100)],
    { profile: 'empty', income: { amount: 52000, per: 'yearly' } },
  );
  afford(
    'stated-same-as-calendar',
    'with my 2,100 every two weeks, can I take on a $275 monthly personal loan payment?',
    [monthly(275)],
    { income: { amount: 2100, per: 'bi-weekly' } },
  );
  afford('boat-slip-ish', 'is like $300ish a month for a boat slip doable for me', [monthly(300)]);
  // A changed quarterly bill (old $540, new $690): counted at $230.00 a month instead of $180.00.
  afford(
    'insurance-renewal',
    'car insurance renewal came in at $690 a quarter instead of 540. can I still afford all my bills?',
    [],
    { changed: { 'Car insurance': 690 }, wrongCents: householdLeft - 69000 },
  );
  afford(
    'rent-and-gym',
    "if rent goes to 1,325 and I add a 60 dollar gym, what's left each month?",
    [monthly(60)],
    { changed: { Rent: 1325 } },
  );
  afford('roughly-lease', 'roughly what would I have left each month if I took a $515 car lease', [
    monthly(515),
  ]);
  // $65 a week: 65 x 52 / 12 = $281.67 a month.
  afford('after-school-weekly', 'after-school care is 65 bucks a week. does that fit in our budget?', [
    { amount: 65, per: 'weekly' },
  ]);
  // $140 every two weeks: 140 x 26 / 12 = $303.33 a month.
  afford(
    'furniture-biweekly',
    'the furniture store wants $140 biweekly for 18 months. affordable for me?',
    [{ amount: 140, per: 'bi-weekly' }],
    { wrongCents: householdLeft - 14000 },
  );
  afford(
    'tuition-yearly',
    'is a $2,400/year tuition bill for night classes affordable on my budget',
    [{ amount: 2400, per: 'yearly' }],
    { wrongCents: householdLeft - 240000 },
  );
  afford(
    'brokerage-twice-a-month',
    'can i afford to put $125 twice a month into a brokerage account',
    [{ amount: 125, per: 'semi-monthly' }],
    { wrongCents: householdLeft - 12500 },
  );
  afford('pet-two-payments', 'pet insurance is 48/mo and a dog walker would be 120/mo. can I afford both?', [
    monthly(48),
    monthly(120),
  ]);
  // The old phone bill ($65) and the new plan ($110): a changed bill, not a new payment.
  afford(
    'phone-plan-upgrade',
    'ok so i pay $65 for my phone now. would a $110 a month plan be affordable?',
    [],
    { changed: { Phone: 110 }, wrongCents: householdLeft - 11000 },
  );
  // Twice a month $2,350: $4,700.00.
  afford(
    'twice-monthly-two-things',
    'twice-monthly pay of $2,350. can I handle $330/mo for a storage unit plus a $40 app subscription?',
    [monthly(330), monthly(40)],
    { income: { amount: 2350, per: 'semi-monthly' } },
  );
  // Weekly $1,080: 1,080 x 52 / 12 = $4,680.00.
  afford(
    'weekly-pay-internet',
    "I'm paid weekly, $1,080. Is $95 a month for faster internet fine?",
    [monthly(95)],
    { income: { amount: 1080, per: 'weekly' } },
  );
  // Seeded: $2,600 every two weeks = $5,633.33; rent $1,450 is the only repeating bill: $4,183.33 left.
  afford(
    'seeded-daycare',
    'with my current paycheck could i manage $725 a month in daycare',
    [monthly(725)],
    { profile: 'seeded' },
  );
  // Seeded, a new job stated weekly: $1,250 x 52 / 12 = $5,416.67.
  afford(
    'seeded-new-job-weekly',
    'switching jobs, the new one pays 1,250 weekly. could I afford 900 a month for a car and its insurance?',
    [monthly(900)],
    { profile: 'seeded', income: { amount: 1250, per: 'weekly' } },
  );
  // Checkup: paid on the 15th and the last day, $2,050 each: $4,100.00; rent $1,500.
  afford(
    'checkup-15th-and-last',
    "I'm paid $2,050 on the 15th and on the last day of the month. Can I fit in a $380 a month car payment?",
    [monthly(380)],
    { profile: 'checkup', income: { amount: 2050, per: 'semi-monthly' } },
  );
  // No income stated and none on the calendar: ask for it.
  add(
    'affordability',
    'empty-insurance-no-income',
    'would a $220 monthly car insurance policy fit my budget?',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add('affordability', 'checkup-phone-no-income', 'can I swing a 90/mo phone plan?', 'checkup', decline(), [
    ONLY_PAYDAY,
  ]);
  // $3,000 is savings (a balance), not income: ask for the income; do not answer 3,000 - 250.
  add(
    'affordability',
    'savings-not-income',
    'i have 3,000 in savings, can i afford a 250 monthly payment',
    'empty',
    decline(),
    [ONLY_PAYDAY, money(300000 - 25000)],
  );
  // No payment named: ask for it (the nearest thing, what is left a month, may follow).
  add(
    'affordability',
    'no-amount',
    'is a new car in the budget for me right now or nah',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );

  // --- A supposed change, through the forecast until the next payday ------------------------------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.
  const whatIf = (
    id: string,
    question: string,
    change: { balance?: number; changed?: Record<string, number>; days?: number },
    profile: FreshProfile = 'household',
  ) => {
    const user = USERS[profile];
    const before = lowestBalance(user, today, { days: change.days });
    const after = lowestBalance(user, today, change);
    add(
      'what-if',
      id,
      question,
      profile,
      figures(...(before === after ? [m(before)] : [m(before), m(after)])),
      [ONLY_PAYDAY],
    );
  };
  whatIf('rent-1295', 'If rent goes to $1,295, do I dip below zero before my paycheck?', {
    changed: { Rent: 1295 },
  });
  whatIf('rent-150-off', 'if my landlord knocks $150 off the rent, am I still negative before payday', {
    changed: { Rent: 1100 },
  });
  whatIf('balance-1400', 'say I had $1,400 in checking today, how low would I go before my next check', {
    balance: 1400,
  });
  whatIf('balance-2.2k', 'if i had 2.2k right now would i stay positive till payday', { balance: 2200 });
  // Over 3 weeks from $1,600: rent on day 3 leaves $350.00; paydays on days 6 and 20 keep it above.
  whatIf('start-1600-3-weeks', "if I start with $1,600, what's the lowest I hit over the next 3 weeks?", {
    balance: 1600,
    days: 21,
  });
  // The phone bill (day 15) falls after payday (day 6): nothing changes before it.
  whatIf(
    'phone-40-after-payday',
    "if i switch phone plans and it's $40 instead, does that change anything before payday",
    { changed: { Phone: 40 } },
  );
  // Streaming (day 20) is after payday too; cancelled, it counts $0.
  whatIf('cancel-streaming', 'what if I cancel streaming, will I still be short before payday?', {
    changed: { Streaming: 0 },
  });
  // 8% on $1,250 is $100: rent $1,350.
  whatIf('rent-8-percent', "rent's increasing 8 percent. am I going to overdraft before my next paycheck", {
    changed: { Rent: 1350 },
  });
  whatIf(
    'seeded-rent-1600',
    'rent might jump to $1,600, how low does my account go before i get paid?',
    { changed: { Rent: 1600 } },
    'seeded',
  );
  whatIf(
    'seeded-balance-800',
    'if i only had $800 today, would rent overdraw me before payday',
    { balance: 800 },
    'seeded',
  );
  whatIf(
    'seeded-rent-200-cheaper',
    'if rent were $200 cheaper would i stay positive until my paycheck',
    { changed: { Rent: 1250 } },
    'seeded',
  );
  // Two changes at once: $1,000 today and rent $1,300: -$300.00.
  whatIf(
    'rent-1300-balance-1000',
    "if rent goes up to 1,300 and i've got 1,000 in the bank, am i ok till payday",
    { balance: 1000, changed: { Rent: 1300 } },
  );
  whatIf('rent-975', "rent at $975 instead: what's my lowest point until I'm paid?", {
    changed: { Rent: 975 },
  });
  // Exactly $0.00 at the lowest: it does not go below zero.
  whatIf('balance-1.25k-zero', "pretend I've got 1.25k in checking. do I go below zero before I'm paid?", {
    balance: 1250,
  });
  // The one-off dentist (day 11) at $2,500 over 2 weeks: $1,430 after the car payment, -$1,070.00.
  whatIf(
    'dentist-2500-2-weeks',
    'what if the dentist bill comes to $2,500 instead, how low does my balance get in the next 2 weeks',
    { changed: { Dentist: 2500 }, days: 14 },
  );
  whatIf('rent-up-60', "what if rent goes up by 60 bucks, what's my low point before payday?", {
    changed: { Rent: 1310 },
  });
  // 3% on $1,450 is $43.50: rent $1,493.50, -$293.50.
  whatIf(
    'seeded-rent-3-percent',
    'landlord wants a 3% increase. am I still in the black until my check lands?',
    { changed: { Rent: 1493.5 } },
    'seeded',
  );
  whatIf('balance-1100-rent-1180', 'if my balance were 1,100 and rent went to 1,180, how low before payday', {
    balance: 1100,
    changed: { Rent: 1180 },
  });
  // Bills the user does not have.
  add(
    'what-if',
    'no-water-bill',
    'what if my water bill goes up to $80, am i short before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'no-daycare',
    'if daycare goes up by 50 a week will i run out before payday',
    'household',
    decline(),
  );
  // No balance today (and no payday): ask for the balance, and still say the change: $125.00 a month.
  add(
    'what-if',
    'checkup-rent-up-125',
    'rent going up $125, do i make it to my next paycheck?',
    'checkup',
    decline(m(12500)),
  );
  add(
    'what-if',
    'empty-car-450',
    'if my car payment went up to 450 would I go negative before I get paid',
    'empty',
    decline(),
  );

  // --- Retirement: $X a month from age A to 65 ---------------------------------------------------
  const retire = (
    id: string,
    question: string,
    o: { amount: number; per?: Per; age: number; rate?: number; start?: number; monthlyIncome?: boolean },
    profile: FreshProfile = 'empty',
  ) => {
    const per = o.per ?? 'monthly';
    const deposit = perMonthCents(o.amount, per) / 100;
    const years = 65 - o.age;
    const rate = o.rate ?? 5;
    const start = o.start ?? 0;
    const total = futureValue(start, deposit, rate, years);
    const income = fourPercent(total);
    const incomeFigure = o.monthlyIncome ? wd(income.monthly) : either(wd(income.yearly), wd(income.monthly));
    const mustNot: Fact[] = [];
    // A stated return ignored: the 5% projection instead.
    if (rate !== 5) mustNot.push(wholeDollars(futureValue(start, deposit, 5, years)));
    // A weekly, bi-weekly, twice-a-month or yearly deposit taken as monthly.
    if (per !== 'monthly') mustNot.push(wholeDollars(futureValue(start, o.amount, rate, years)));
    // The savings already there left out.
    if (start > 0 && deposit > 0) mustNot.push(wholeDollars(futureValue(0, deposit, rate, years)));
    add(
      'retirement',
      id,
      question,
      profile,
      figures(wd(total), incomeFigure),
      mustNot.length > 0 ? mustNot : undefined,
    );
  };
  retire(
    '34-275-ballpark',
    "I'm 34, putting away $275 every month for retirement. Ballpark what that's worth at 65?",
    {
      amount: 275,
      age: 34,
    },
  );
  // A nurse's 403(b), every paycheck, bi-weekly: $180 x 26 / 12 = $390.00 a month.
  retire(
    'nurse-403b-biweekly',
    'nurse here, 36 yrs old, my 403b gets $180 every paycheck (biweekly). what will it be at 65',
    { amount: 180, per: 'bi-weekly', age: 36 },
  );
  retire(
    '27-425-6-income',
    "I'm 27 with nothing saved yet. 425/month at 6%, how much at 65 and what monthly income would that give?",
    { amount: 425, age: 27, rate: 6, monthlyIncome: true },
  );
  retire(
    '39-35k-650',
    "I've got $35,000 in my 401k at age 39 and add $650 a month. What's the estimate at 65?",
    { amount: 650, age: 39, start: 35000 },
  );
  // $7,000 a year: $583.33 a month.
  retire('32-ira-7k-year', "maxing my IRA at 7,000 a year starting at 32, what's that by 65", {
    amount: 7000,
    per: 'yearly',
    age: 32,
  });
  // A gig driver, weekly: $60 x 52 / 12 = $260.00 a month.
  retire(
    'driver-60-week',
    "gig driver, I can put 60 bucks a week toward retirement. I'm 26. How much could that be by 65?",
    { amount: 60, per: 'weekly', age: 26 },
  );
  // Twice a month: $225 x 2 = $450.00 a month, at a stated 7%.
  retire(
    '44-225-twice-a-month-7',
    "my 401k takes $225 out twice a month, I'm 44. what's it worth at 65 at 7%",
    { amount: 225, per: 'semi-monthly', age: 44, rate: 7 },
  );
  retire('48-900-3', "If I'm 48 and save 900 a month at a conservative 3%, what do I end up with at 65?", {
    amount: 900,
    age: 48,
    rate: 3,
  });
  retire('37-500-terse', '$500/month, age 37. retirement total?', { amount: 500, age: 37 });
  retire(
    '41-1.5k-roughly',
    'roughly how much would 1.5k a month get me by 65 if I start at 41?',
    { amount: 1500, age: 41 },
    'household',
  );
  retire(
    '30-350-yearly-income',
    "I'm 30 and save $350/mo for retirement. what yearly income would that give me with the 4% rule?",
    { amount: 350, age: 30 },
    'seeded',
  );
  retire(
    '43-320-household',
    'how much would i have at 65 if i put $320 a month in starting at 43',
    { amount: 320, age: 43 },
    'household',
  );
  retire(
    'student-20-75',
    "I'm 20 and in college, I could do $75 a month into a roth. is that even worth anything by 65?",
    { amount: 75, age: 20 },
  );
  // A lump sum alone: $150,000 for 15 years at 5% compounded monthly, nothing added.
  retire(
    '50-150k-no-more',
    "I'm 50 with $150k saved for retirement. if I stop contributing, what will it be at 65?",
    { amount: 0, age: 50, start: 150000 },
  );
  retire(
    '58-240k-1200-income',
    "i'm 58 with $240,000 and adding $1,200/month. at 65 what's my monthly income using the 4% rule?",
    { amount: 1200, age: 58, start: 240000, monthlyIncome: true },
  );
  // 65 or more, under 16, no amount, no age: no projection.
  add(
    'retirement',
    'retiree-70',
    "i'm 70, how much would $500 a month get me at retirement",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'daughter-12',
    "my daughter's 12. if we put $100 a month in for her, how much at 65?",
    'empty',
    decline(),
  );
  add('retirement', 'how-much-needed', 'im 29, how much do i need to retire comfortably', 'empty', decline());
  add(
    'retirement',
    'no-age-6-percent',
    'if i put 800 a month in my roth at 6%, what do i retire with?',
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const behind = behindGoals(HOUSEHOLD, today);
  const ef = goalOf(HOUSEHOLD, 'Emergency Fund');
  const vacation = goalOf(HOUSEHOLD, 'Vacation');
  const car = goalOf(HOUSEHOLD, 'New Car');
  const furthest = behind[0]?.goal ?? ef;
  const reachFigures = (goal: FreshGoal, perMonth: number) => reachOf(goal, perMonth, today);
  const goal = (
    id: string,
    question: string,
    figs: Figure[],
    profile: FreshProfile = 'household',
    mustNot?: Fact[],
  ) => {
    add('goals', id, question, profile, figures(...figs), mustNot);
  };

  goal('lagging-most', 'which goal is lagging the most behind schedule', [
    said(furthest.title),
    m(behindCents(furthest, today)),
  ]);
  // A goal named loosely. The household has one goal a "rainy day fund" can mean, the Emergency
  // Fund, and the conventions answer the goal named: a right answer is the Emergency Fund's
  // figures (what is left, $7,500.00), never another goal's ($2,400.00, $7,000.00).
  goal(
    'rainy-day-left',
    'rainy day fund. how much more do I need to finish it',
    [m(leftCents(ef))],
    'household',
    [money(leftCents(vacation)), money(leftCents(car))],
  );
  goal(
    'rainy-day-625',
    "if I throw $625/mo at the rainy day fund when's it done",
    reachFigures(ef, 625),
    'household',
    [money(leftCents(vacation)), money(leftCents(car))],
  );
  // "Trip fund": the only trip is the Vacation goal. Behind by the pace rule on some days, on
  // pace on others (it was made 60 days ago).
  const vacationBehind = behindCents(vacation, today);
  goal('trip-on-track', 'trip fund: am I on track?', [
    vacationBehind > 0
      ? m(vacationBehind)
      : { fact: /on (pace|track|schedule)|ahead|not behind/i, text: 'on pace' },
  ]);
  // "Holiday fund": the Vacation goal again.
  goal(
    'holiday-monthly',
    'how much a month to get the holiday fund done by its date',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  goal('saved-in-total', 'how much have I saved in total toward my goals', [
    m(HOUSEHOLD.goals.reduce((sum, g) => sum + Math.round(g.saved * 100), 0)),
  ]);
  // Two numbers: the target (already the goal's) and the monthly saving: $7,000 / $275 = 25.45, 26 months.
  goal(
    'car-8k-275',
    'new car fund, 8k target, if I can do $275 a month how many months',
    [count(reach(car, 275, today).months, 'month')],
    'household',
    [count(Math.ceil(8000 / 275), 'month').fact],
  );
  goal(
    'emergency-savings-back-on-schedule',
    'I want to be back on schedule with my emergency savings by the deadline. what do I need to set aside monthly?',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  goal(
    'car-1750',
    'how many months till the car fund is done if I save 1,750 per month',
    reachFigures(car, 1750),
  );
  goal(
    'vacation-3k-600-400',
    "vacation: 3k goal, I've got 600. if i add $400 a month, when do i get there",
    reachFigures(vacation, 400),
  );
  goal(
    'vacation-vs-emergency',
    'out of vacation and the emergency fund, which is further behind and by how much?',
    [said(furthest.title), m(behindCents(furthest, today))],
  );
  goal('car-gap', "what's the gap on the new car goal", [m(leftCents(car))]);
  // $600 a month split evenly: $300 each.
  goal('split-600', 'if I split $600 a month evenly between vacation and the car, when does each finish?', [
    ...reachFigures(vacation, 300),
    ...reachFigures(car, 300),
  ]);
  goal('vacation-and-car-left', 'how much is left for the vacation and the car combined', [
    m(leftCents(vacation) + leftCents(car)),
  ]);
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  // "The down payment": the seeded user's House Down Payment goal.
  goal(
    'seeded-down-payment-700',
    'saving 700 monthly for the down payment, how many months to go and what date?',
    reachFigures(house, 700),
    'seeded',
  );
  goal(
    'seeded-japan-in-time',
    'monthly savings needed so Japan is paid off in time?',
    [m(neededCents(japan, today))],
    'seeded',
  );
  goal(
    'seeded-ef-to-go',
    'emergency fund, how much to go?',
    [m(leftCents(goalOf(SEEDED, 'Emergency Fund')))],
    'seeded',
  );
  goal('seeded-japan-550', 'Japan trip at $550/mo, when?', reachFigures(japan, 550), 'seeded');
  // Goals the user does not have; a goal with no target date has no "on time".
  add('goals', 'no-college-fund', "kids' college fund: where am I at vs the target?", 'household', decline());
  add('goals', 'no-house-fund', 'when will my house fund be full at $900/month', 'household', decline());
  add('goals', 'empty-any-behind', 'are my savings goals on schedule', 'empty', decline());
  add(
    'goals',
    'car-no-date',
    'how much a month do i need to hit my new car goal on time',
    'household',
    decline(),
    NOT_CATCH_UP_CONTRIBUTIONS,
  );

  // --- Plain arithmetic on the question's numbers ------------------------------------------------
  const calc = (id: string, question: string, figs: Figure[], profile: FreshProfile = 'empty') => {
    add('arithmetic', id, question, profile, figures(...figs));
  };
  calc('plan-2-years', 'how much do I pay over 2 years for a $12.99 monthly plan', [
    m(Math.round(12.99 * 24 * 100)),
  ]);
  calc('tip-18', 'how much is an 18% tip on $65?', [m(Math.round(65 * 18))]);
  calc('hourly-to-yearly', "$24 an hour, 40 hours a week. what's that a year?", [m(24 * 40 * 52 * 100)]);
  calc('biweekly-to-yearly', "my biweekly check is 1,875, what's that per year", [m(1875 * 26 * 100)]);
  calc('twice-a-month-to-monthly', "paid 2,150 twice a month, what's my monthly", [
    m(perMonthCents(2150, 'semi-monthly')),
  ]);
  // $75,000 / 26 = $2,884.615...: $2,884.62.
  calc('salary-per-paycheck', "75k salary. how much is each paycheck if I'm paid every two weeks", [
    m(Math.round((75000 * 100) / 26)),
  ]);
  // $84,000 / 52 = $1,615.384...: $1,615.38.
  calc('salary-per-week', 'weekly equivalent of an $84,000 salary?', [m(Math.round((84000 * 100) / 52))]);
  calc('what-percent', 'what percent of 3,800 is 950', [pct(Math.round((950 / 3800) * 10000) / 100)]);
  calc('dinner-4-ways', 'split a $186 dinner bill 4 ways', [m(Math.round((186 * 100) / 4))]);
  calc('weeks-to-1000', 'if I save $40 a week, how many weeks to get to $1,000', [count(1000 / 40, 'week')]);
  calc('left-to-finance', "car costs 18,500, I put 3,500 down, what's left to finance", [
    m((18500 - 3500) * 100),
  ]);
  calc('gym-yearly-to-monthly', "gym is $420 a year, what's that monthly", [m(perMonthCents(420, 'yearly'))]);
  // $80 to $92: 12 / 80 = 15%.
  calc('percent-increase', 'electric went from $80 to $92, what % increase is that', [
    pct(Math.round(((92 - 80) / 80) * 10000) / 100),
  ]);
  calc('quarterly-water', 'quarterly water bill of $210. per month?', [m(perMonthCents(210, 'quarterly'))]);
  // 6.5% of $1,240 = $80.60.
  calc('sales-tax', 'how much is 6.5% sales tax on $1,240', [m(Math.round(1240 * 6.5))]);
  calc('three-payments', '3 payments of 149.99. total?', [m(Math.round(3 * 149.99 * 100))]);
  calc('months-to-clear', 'paying $350/mo on a $5,600 balance, no interest, how many months to clear it', [
    count(5600 / 350, 'month'),
  ]);
  // The household's quarterly car insurance: $540 x 4 = $2,160.00 a year.
  calc(
    'insurance-whole-year',
    'what does my car insurance cost me for the whole year',
    [m(540 * 4 * 100)],
    'household',
  );
  // Two numbers: the rent and the share. 40% of $1,250 = $500.00.
  calc('rent-60-40', "$1,250 rent split 60/40, what's the 40% share", [m(1250 * 40)]);
  calc('down-20-percent', '$32,000 car with 20% down. how much down?', [m(32000 * 20)]);
  add('arithmetic', 'percent-of-no-rent', "what's 10% of my rent", 'empty', decline());
  add('arithmetic', 'euros', 'how much is 200 euros in dollars', 'empty', decline(), [/\$\s?\d/]);

  // --- Outside what the assistant can do ---------------------------------------------------------
  const outside = (id: string, question: string, profile: FreshProfile, noFigure = false) => {
    add('out-of-scope', id, question, profile, decline(), noFigure ? NO_FIGURE : undefined);
  };
  outside('refinance', 'should I refinance my car loan with a credit union', 'household');
  outside('sp500', "what's the S&P 500 going to do this year", 'empty', true);
  outside('pay-phone', 'go ahead and pay my phone bill', 'household');
  outside('autopay', 'set up autopay for my car payment please', 'household');
  outside('credit-card-balance', 'whats my credit card balance right now', 'household');
  outside('takeout-last-month', 'how much did I spend on takeout last month', 'household');
  outside('cash-back-card', 'which credit card has the best cash back right now', 'empty', true);
  outside('mortgage-rate-today', "what's the going rate on a 30 year mortgage today", 'empty', true);
  outside('401k-worth-now', 'pull up my current 401k balance', 'empty', true);
  outside('inflation', 'what will inflation be next year', 'empty', true);
  outside('open-hysa', 'open a high yield savings account for me', 'household');
  outside('gas-spending', 'how much do I usually spend on gas each month', 'household');

  return built;
}

/** The second fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases2(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases2Samples(today: string): Record<string, string> {
  return build(today).samples;
}

/** Months from today as the app writes the date ('Mar 10, 2027'): for the checks' worked values. */
export const monthsFromToday = (today: string, months: number) =>
  format(addMonths(parseISO(today), months), 'MMM dd, yyyy');
