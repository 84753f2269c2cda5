import {
  SEEDED,
  behindCents,
  money,
  neededCents,
  perMonthCents,
  reach,
  type FreshCase,
  type FreshGoal,
} from './fresh-cases.ts';
import {
  m,
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
  type Built,
  reachOf,
  NO_PERCENT,
  ON_PACE,
  leftOf,
  householdGoals,
  freshSetWriters,
} from './fresh-figures.ts';

/**
 * The third fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families or the tuning sets), never
 * tuned on. New questions, none a rewording of the first two sets', with sentence shapes the
 * earlier sets did not use much: the number after the noun ("daycare for my 3 year old — $210/week"),
 * context sentences before the question, an irrelevant number (a child's age, "2 kids", a date, a
 * 50/50 split) that must not be taken as money, three amounts in one question, a comparison of two
 * options, a change to the pay itself ("$300 less each paycheck"), and questions missing what an
 * answer needs.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. How a figure is written and each family's
 * case writer (`freshSetWriters`) are shared with the other fresh sets, in `fresh-figures.ts`.
 *
 * Each case keeps a sample right answer (`freshCases3Samples`), written from the same figures, so
 * the self-checks can show every fact holds on a right answer, that no `mustNot` forbids it, and
 * that declines are told apart from answers.
 */

function build(today: string): Built {
  const { built, add, decline, afford, whatIf, payChange, retire, goal, calc, outside } = freshSetWriters(
    'fresh3',
    today,
  );

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  const householdLeft = leftOf('household');

  // $2,250 every other week: 2,250 x 26 / 12 = $4,875.00 a month.
  afford(
    'every-other-friday',
    'i get 2,250 every other friday. could i handle a 480 car note or nah',
    [monthly(480)],
    {
      income: { amount: 2250, per: 'bi-weekly' },
    },
  );
  // The 1st and the 15th: twice a month, 3,100 x 2 = $6,200.00; "2 kids" is not money. The
  // likely wrong: $3,100 taken as the month's pay.
  afford(
    'two-kids-minivan',
    'We have 2 kids and I bring home $3,100 on the 1st and the 15th. Is a $600/mo minivan payment realistic',
    [monthly(600)],
    {
      income: { amount: 3100, per: 'semi-monthly' },
      wrongCents: [leftOf('household', monthly(3100)) - 60000],
    },
  );
  // $90 a quarter is $30.00 a month, not $90.00.
  afford(
    'renters-quarterly',
    'renters insurance quote came back at $90 every 3 months, does that fit my budget',
    [{ amount: 90, per: 'quarterly' }],
    { wrongCents: [householdLeft - 9000] },
  );
  // Two payments of different frequencies: 130 / 12 = 10.83, plus 45: 55.83 a month.
  afford(
    'costco-and-gym',
    'costco membership is 130 a year and the gym near me is 45/mo, can i do both',
    [
      { amount: 130, per: 'yearly' },
      { amount: 45, per: 'monthly' },
    ],
    { wrongCents: [householdLeft - 13000 - 4500] },
  );
  // An old and a new amount for the same bill: rent $1,480 instead of $1,250, $230.00 more a month.
  afford(
    'apartment-old-new',
    'looking at a new apartment: 1,480/mo vs the 1,250 im paying now. affordable?',
    [],
    { changed: { Rent: 1480 }, wrongCents: [householdLeft - 148000] },
  );
  // A balance and a payment: the $4,000 is not income; 4,000 - 260 is the likely wrong answer.
  afford(
    'checking-4k-loan',
    'ive got about $4k sitting in checking. can i afford a $260/mo loan on top of my bills',
    [monthly(260)],
    { wrongCents: [400000 - 26000] },
  );
  // The number after the noun, and a child's age that is not money: $210 a week = 910.00 a month
  // (not 210, not 4 weeks' 840).
  afford(
    'daycare-3-year-old',
    'daycare for my 3 year old — $210/week. can we afford it',
    [{ amount: 210, per: 'weekly' }],
    { wrongCents: [householdLeft - 21000, householdLeft - 84000] },
  );
  // $175 every two weeks: 175 x 26 / 12 = 379.166... = $379.17 a month.
  afford(
    'personal-loan-biweekly',
    'personal loan would be 175 every two weeks, is that doable for me',
    [{ amount: 175, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 17500] },
  );
  // On the 1st and the 15th: $300.00 a month.
  afford(
    'payment-plan-1st-15th',
    'can i afford to pay $150 on the 1st and the 15th toward a payment plan',
    [{ amount: 150, per: 'semi-monthly' }],
    { wrongCents: [householdLeft - 15000] },
  );
  afford('grand-truck', 'making 5 grand a month. is a 700 truck payment crazy', [monthly(700)], {
    income: monthly(5000),
  });
  // A changed bill and a new one: phone 65 -> 80 (15 more) and a $30 gym.
  afford(
    'phone-up-and-gym',
    'phone is going from 65 to 80 and i want to add a $30 gym, can i still cover everything',
    [monthly(30)],
    { changed: { Phone: 80 }, wrongCents: [householdLeft - 8000 - 3000] },
  );
  // Context sentences before the question.
  afford(
    'nanny-context',
    'Context: we both work full time and are looking at a part-time nanny. It would be $1,200 a month. Can we afford that?',
    [monthly(1200)],
  );
  // "50/50" is not money; $210 is already the share.
  afford(
    'half-share-car',
    'my partner and i split everything 50/50. my share of a new car payment would be 210 a month, can i afford it',
    [monthly(210)],
    { wrongCents: [householdLeft - 5000, householdLeft - 10500] },
  );
  // "40ish a week": 40 x 52 / 12 = 173.333... = $173.33 a month.
  afford(
    'dog-40ish-week',
    'thinking about getting a dog, food and stuff is like 40ish a week. can i aford that',
    [{ amount: 40, per: 'weekly' }],
    { wrongCents: [householdLeft - 4000] },
  );
  // Seeded: a stated raise and a changed rent at once. 3,000 x 26 / 12 = 6,500.00; rent 1,850.
  afford(
    'seeded-raise-nicer-place',
    'got a raise, now 3k every 2 weeks. a nicer place would be 1,850 instead of the 1,450 i pay now, can i afford it',
    [],
    {
      profile: 'seeded',
      income: { amount: 3000, per: 'bi-weekly' },
      changed: { Rent: 1850 },
      wrongCents: [leftOf('seeded', { amount: 3000, per: 'bi-weekly' }) - 185000],
    },
  );
  afford('seeded-scooter-lease', 'would a $199 a month lease on a scooter be ok for me', [monthly(199)], {
    profile: 'seeded',
  });
  // $380 every other week: 380 x 26 / 12 = 823.333... = $823.33.
  afford(
    'seeded-daycare-biweekly',
    'daycare would run 380 every other week. with my pay can i manage that',
    [{ amount: 380, per: 'bi-weekly' }],
    { profile: 'seeded', wrongCents: [leftOf('seeded') - 38000] },
  );
  // Checkup: 68,000 / 12 = 5,666.67; rent 1,500.
  afford(
    'checkup-68k',
    '68k a year salary here — would a 425/mo car paymnet still leave room after rent?',
    [monthly(425)],
    { profile: 'checkup', income: { amount: 68000, per: 'yearly' } },
  );
  // Three amounts: income 900 a week (3,900.00 a month), an apartment and internet. Wrong: 900 as
  // the month's pay (-$210.00), or 4 weeks' pay (3,600 - 1,110 = 2,490.00).
  afford(
    'empty-weekly-apartment-internet',
    'i make 900 a week. want a 1,050 apartment plus 60 for internet, can i do it',
    [monthly(1050), monthly(60)],
    {
      profile: 'empty',
      income: { amount: 900, per: 'weekly' },
      wrongCents: [90000 - 111000, 360000 - 111000],
    },
  );
  // Income quarterly: 12,000 / 3 = 4,000.00 a month.
  afford(
    'empty-quarterly-commission',
    'my commission comes quarterly, about 12k each time. can i afford 1,500 a month in rent',
    [monthly(1500)],
    { profile: 'empty', income: { amount: 12000, per: 'quarterly' }, wrongCents: [1200000 - 150000] },
  );
  afford(
    'empty-part-time-phone',
    'i take home roughly 1.4k/mo from my part time gig, is a $95 phone plan too much',
    [monthly(95)],
    { profile: 'empty', income: monthly(1400) },
  );
  // No income stated and none on the calendar: ask for it.
  add(
    'affordability',
    'empty-second-job',
    'can i afford a $500 monthly car payment if i pick up a second job',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'checkup-cheaper-place',
    'is a 1,100 rent place affordable for me',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );
  // A bill the household does not have.
  add(
    'affordability',
    'no-gym-bill',
    'if my gym goes up to 70 can i still afford everything',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // No amount for the payment.
  add(
    'affordability',
    'no-amount-phone',
    'thinking of getting a new phone, can i afford it',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // Savings, not income: ask for the income; not 8,000 - 400.
  add(
    'affordability',
    'empty-8-grand-saved',
    "I've got 8 grand saved up, can I afford 400/mo for a car",
    'empty',
    decline(),
    [ONLY_PAYDAY, money(800000 - 40000)],
  );

  // --- A supposed change, through the forecast until the next payday ------------------------------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // 12% on $1,250 is $150: rent $1,400, -$500.00.
  whatIf('rent-12-percent', 'landlord is raising rent 12%, how low do i go before payday', {
    changed: { Rent: Math.round(1250 * 112) / 100 },
  });
  // $300 less every two weeks: 300 x 26 / 12 = $650.00 less a month; until the payday after
  // (day 20) the lowest is still rent's day: -$350.00.
  payChange(
    'hours-cut-300-each-check',
    'if my hours get cut and i make $300 less each paycheck, how bad does it get',
    2100 - 300,
  );
  // 400 less: 400 x 26 / 12 = 866.666... = $866.67 a month.
  payChange('paycheck-drops-1700', 'what if my paycheck drops to 1,700 — am i still ok', 1700);
  payChange('bumped-to-2400', "i'm getting bumped to $2,400 biweekly, what does that change for me", 2400);
  // From $300 over 2 weeks: day 3 300 - 1,250 = -950.00.
  whatIf('only-300-two-weeks', 'suppose i only had 300 bucks today. lowest point over the next 2 weeks?', {
    balance: 300,
    days: 14,
  });
  // Two changes: rent 1,300 and phone 75 (the phone is on day 15, after payday): -$400.00; $60.00 a month.
  whatIf(
    'rent-50-phone-10',
    'say rent rises by 50 and the phone by 10, do i dip under zero before my check',
    {
      changed: { Rent: 1300, Phone: 75 },
    },
  );
  // The car payment is on day 9, after payday: no change before it; $90.00 a month more.
  whatIf('car-320-to-410', 'car payment is going from 320 to 410, any problem before payday', {
    changed: { 'Car payment': 410 },
  });
  // Quarterly: (600 - 540) / 3 = $20.00 a month more; on day 40, after payday.
  whatIf(
    'insurance-600-quarter',
    'car insurance renewal: 600 a quarter now. what does that do to me before my next check',
    { changed: { 'Car insurance': 600 } },
  );
  // Three amounts: 2,800 - 1,500 = $1,300.00; rent $250.00 more a month.
  whatIf(
    'balance-2800-rent-1500',
    'if i had 2,800 in the account and rent was 1,500, whats my low before payday',
    { balance: 2800, changed: { Rent: 1500 } },
  );
  // Half the rent: $625; 900 - 625 = $275.00; $625.00 less a month.
  whatIf(
    'roommate-half-rent',
    'my roommate might start paying half the rent. would i still dip negative before payday',
    { changed: { Rent: 625 } },
  );
  // A child's age is not money: from $1,050, 1,050 - 1,250 = -$200.00 (not 5 - 1,250).
  whatIf(
    'kid-turns-5-balance-1050',
    'my kid turns 5 tomorrow lol and i have $1,050 in checking. will rent put me negative before payday',
    { balance: 1050 },
    'household',
    [money(500 - 125000)],
  );
  // 950 - 1,190 = -$240.00; rent $60.00 less a month.
  whatIf(
    'balance-950-rent-1190',
    'balance is 950 right now and rent drops to 1,190 — do i stay above 0 till i get paid',
    { balance: 950, changed: { Rent: 1190 } },
  );
  // The number after the noun: rent $1,425, -$525.00; $175.00 more a month.
  whatIf('rent-colon-1425', 'rent: 1,425 next time. lowest point before my check?', {
    changed: { Rent: 1425 },
  });
  // The phone is on day 15, after payday; $55.00 more a month.
  whatIf('phone-jumps-120', 'phone bill jumping to $120 — do I get in trouble before payday', {
    changed: { Phone: 120 },
  });
  whatIf(
    'seeded-rent-drops-1300',
    'what if my rent drops to 1,300, still negative before payday?',
    { changed: { Rent: 1300 } },
    'seeded',
  );
  // Seeded: 400 less every two weeks, until the payday after (day 18): -$250.00 still.
  payChange(
    'seeded-checks-2200',
    'if my checks were 2,200 instead of 2,600 how tight does it get',
    2200,
    'seeded',
  );
  whatIf(
    'seeded-pretend-500',
    'pretend my balance is 500. how far under do i go before i get paid',
    { balance: 500 },
    'seeded',
  );
  // 4% on $1,450 is $58: rent $1,508, -$308.00.
  whatIf(
    'seeded-lease-4-percent',
    'my lease renewal has a 4% bump. do i stay positive until payday',
    { changed: { Rent: Math.round(1450 * 104) / 100 } },
    'seeded',
  );
  // $150 less each paycheck: 150 x 26 / 12 = $325.00 a month.
  payChange('seeded-lose-150-each-check', 'what if i lose $150 each paycheck', 2600 - 150, 'seeded');
  // Bills the user does not have; no balance; no pay.
  add(
    'what-if',
    'no-student-loan',
    'if my student loan payment goes up to 250 will i go negative before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'no-cable',
    'cable going up by $20, am i short before my next paycheck',
    'household',
    decline(),
  );
  // No balance today: ask for it, and still say the change: (1,575 - 1,500) = $75.00 a month.
  add(
    'what-if',
    'checkup-rent-1575',
    'rent is going up to $1,575 in the spring. will i make it to payday',
    'checkup',
    decline(m(7500)),
  );
  add(
    'what-if',
    'empty-pay-cut-200',
    'if my paycheck gets cut by 200 will i be short before the next one',
    'empty',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-phone',
    'phone bill might double next month, am i gonna be negative before i get paid',
    'seeded',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // Every other week: 180 x 26 / 12 = $390.00 a month, 39 years.
  retire(
    '26-180-every-other-week',
    'retirement contributions: $180 every other week. age 26. whats the pot at 65',
    { amount: 180, per: 'bi-weekly', age: 26 },
  );
  // The 1st and the 15th: $300.00 a month, 34 years.
  retire('31-150-1st-15th', 'i put 150 in my 401k on the 1st and the 15th, im 31, how much at 65', {
    amount: 150,
    per: 'semi-monthly',
    age: 31,
  });
  // Quarterly: 1,500 / 3 = $500.00 a month, 30 years.
  retire('35-1500-quarter', "I drop $1,500 into my IRA every quarter. I'm 35. Projection at 65?", {
    amount: 1500,
    per: 'quarterly',
    age: 35,
  });
  // Yearly: 6,500 / 12 = 541.67 a month, 25 years at 7%.
  retire('40-6.5k-year-7', '6,500 a year into a roth from age 40 at 7 percent, total at 65', {
    amount: 6500,
    per: 'yearly',
    age: 40,
    rate: 7,
  });
  // Weekly: 75 x 52 / 12 = $325.00 a month, 42 years; the month's income asked.
  retire(
    '23-75-week-income',
    'im 23 and can save 75 bucks a week for retirment, how much would i have at 65 and what would that pay per month',
    { amount: 75, per: 'weekly', age: 23, income: 'monthly' },
  );
  retire(
    '52-90k-1.2k',
    '52 years old, 90k in my 401k already, putting in 1.2k/mo. what will i have at 65 roughly',
    { amount: 1200, age: 52, start: 90000 },
  );
  // "2 kids" is not money: not $800 a month.
  retire('38-2-kids-400', "I'm 38 with 2 kids, I can put $400 a month toward retirement. how much by 65?", {
    amount: 400,
    age: 38,
    wrongDeposit: 800,
  });
  // A lump sum alone at a stated 6%: 60,000 x (1 + .06/12)^252.
  retire('44-60k-rollover-6', "44, have 60k in a rollover IRA, not adding anything. at 6% what's it at 65", {
    amount: 0,
    age: 44,
    start: 60000,
    rate: 6,
  });
  retire('29-500-8-yearly-income', '29yo, 500/mo, 8% return. how much yearly income at 65 with the 4% rule', {
    amount: 500,
    age: 29,
    rate: 8,
    income: 'yearly',
  });
  retire(
    '60-2k-five-years',
    "I'm 60 and can put 2k a month in for the 5 years until 65. what's that come to",
    { amount: 2000, age: 60 },
  );
  retire('18-50-roth', 'just turned 18, putting 50 a month into a roth. what could it be at 65', {
    amount: 50,
    age: 18,
  });
  // A date that is not money or an age.
  retire(
    '33-250-from-jan-1st',
    "starting jan 1st i'll put $250 a month into retirement. i'm 33. what will i have by 65",
    { amount: 250, age: 33 },
  );
  retire('46-25k-700-4', '46, 25k saved, 700/mo, assume 4%. retirement number?', {
    amount: 700,
    age: 46,
    start: 25000,
    rate: 4,
  });
  retire(
    '55-3-grand',
    'how much would i have at 65 putting away 3 grand a month starting now at 55',
    { amount: 3000, age: 55 },
    'household',
  );
  retire(
    'seeded-28-1.1k-income',
    'im 28 and put 1.1k/mo in, whats my nest egg at 65 and the monthly income from it',
    { amount: 1100, age: 28, income: 'monthly' },
    'seeded',
  );
  // One year: 12 deposits.
  retire('64-1k-last-year', 'im 64, if i save 1k a month for the last year before 65 what will i have', {
    amount: 1000,
    age: 64,
  });
  // 65 or more, under 16, no amount, no age: no projection.
  add(
    'retirement',
    'just-turned-65',
    'just turned 65, how much would 400 a month grow to by retirement',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'age-15',
    'im 15 and want to start saving 40 a month for retirement, what will it be at 65',
    'empty',
    decline(),
  );
  add('retirement', 'no-amount-42', "i'm 42, what will my retirement savings be at 65", 'empty', decline());
  add(
    'retirement',
    'no-age-100-week',
    'if i save $100 every week for retirement what do i end up with',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'million-no-age',
    'how much should i save a month to retire with a million',
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car, furthest } = householdGoals(today);
  const reachFigures = (goal: FreshGoal, perMonth: number) => reachOf(goal, perMonth, today);

  // "The emergency one": the Emergency Fund, $7,500.00 left; never another goal's.
  goal('emergency-one-left', 'how much is left on the emergency one', [m(leftCents(ef))], 'household', [
    money(leftCents(vacation)),
    money(leftCents(car)),
  ]);
  // "My trip fund": the Vacation goal; 2,400 / 300 = 8 months.
  goal('trip-fund-300', 'my trip fund — if i put 300 a month when is it done', reachFigures(vacation, 300));
  goal(
    'which-behind-back-on-track',
    "which one of my savings goals is behind and what's the monthly to get back on track",
    [said(furthest.title), m(neededCents(furthest, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // 7,000 / 450 = 15.6: 16 months (not the whole 8,000 / 450 = 17.8: 18).
  goal(
    'car-fund-450',
    'car fund at $450 a month, months to finish?',
    [count(reach(car, 450, today).months, 'month')],
    'household',
    [count(Math.ceil(8000 / 450), 'month').fact],
  );
  // Two options compared: what $200 a month does for each (2,400 / 200 = 12; 7,000 / 200 = 35).
  goal(
    'compare-200-car-or-vacation',
    'is it better to put $200 a month into the car fund or the vacation fund',
    [count(reach(vacation, 200, today).months, 'month'), count(reach(car, 200, today).months, 'month')],
  );
  // The target and the saved amount stated (the goal's own) and a monthly saving: 7,500 / 600 =
  // 12.5: 13 months (not 10,000 / 600: 17).
  goal(
    'emergancy-10k-2.5k-600',
    'emergancy fund target is 10k and i have 2.5k, at 600/mo how long',
    reachFigures(ef, 600),
    'household',
    [count(Math.ceil(10000 / 600), 'month').fact],
  );
  // "The vacation one": behind by the pace rule on some days, on pace on others.
  const vacationBehind = behindCents(vacation, today);
  goal('vacation-one-behind', 'am i behind on the vacation one', [
    vacationBehind > 0 ? m(vacationBehind) : ON_PACE,
  ]);
  goal('car-and-emergency-left', 'whats left on the car and emergency fund together', [
    m(leftCents(car) + leftCents(ef)),
  ]);
  // Context first: the monthly needed by the Emergency Fund's date.
  goal(
    'bonus-context-emergency-monthly',
    'I got a bonus last week and want to get serious. What do I have to put into the emergency fund each month to hit it by the target date',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // 2,400 / 1,000 = 2.4: 3 months.
  goal('vacation-dump-1k', 'if i dump 1k a month into vacation how many months', [
    count(reach(vacation, 1000, today).months, 'month'),
  ]);
  // Weekly: 100 x 52 / 12 = 433.33 a month, 7,000 / 433.33 = 16.2: 17 months; or counted in
  // weeks, 7,000 / 100 = 70 weeks. Both readings are right.
  goal('car-100-a-week', 'if i save $100 a week for the new car how long', [
    either(
      count(reach(car, perMonthCents(100, 'weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(car) / 10000), 'week'),
    ),
  ]);
  // 600 of 3,000 = 20%.
  goal('vacation-percent-saved', 'what percent of the vacation goal have i saved so far', [
    pct((vacation.saved / vacation.target) * 100),
  ]);
  // Both dated goals' monthly needs together.
  goal(
    'both-deadlines-monthly',
    'how much a month in total to finish both goals that have a deadline on time',
    [m(neededCents(ef, today) + neededCents(vacation, today))],
  );
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  goal(
    'seeded-house-more',
    'how much more until the house down payment is done',
    [m(leftCents(house))],
    'seeded',
  );
  // 2,800 / 800 = 3.5: 4 months.
  goal(
    'seeded-japan-800',
    'japan at 800 a month, how many months & what date',
    reachFigures(japan, 800),
    'seeded',
  );
  // 7,500 / 1,500 = 5 months.
  goal(
    'seeded-ef-1500',
    'putting $1,500 a month into my emergency fund, when is it full',
    reachFigures(seededEf, 1500),
    'seeded',
  );
  // The seeded goals were made today: none is behind its pace yet.
  goal('seeded-any-behind', 'are any of my goals behind schedule right now', [ON_PACE], 'seeded');
  // The laptop goal is done: nothing left.
  goal(
    'seeded-laptop-done',
    'laptop savings — anything still left to put in?',
    [either(m(0), { fact: /complete|reached|fully funded|already (hit|met|done|saved)/i, text: '' })],
    'seeded',
  );
  // Goals the user does not have.
  add('goals', 'no-honeymoon', 'the honeymoon fund, whats still missing on it', 'household', decline());
  add('goals', 'no-boat-250', 'boat fund at 250 a month, when will it be full', 'household', decline());
  add('goals', 'empty-furthest', 'which goal am i furthest behind on', 'empty', decline());
  add('goals', 'checkup-goal-300', 'how long till my savings goal is done at 300/mo', 'checkup', decline());

  // --- Plain arithmetic on the question's numbers ------------------------------------------------
  // "2 kids" is not a multiplier: 180 x 52 = 9,360.00 (not 18,720.00).
  calc(
    'groceries-2-kids',
    'we have 2 kids and spend about 180 a week on groceries, how much is that a year',
    [m(180 * 52 * 100)],
    'empty',
    [money(180 * 2 * 52 * 100)],
  );
  // A date that is not money: 1,350 x 12.
  calc('rent-due-1st-year', 'rent is due on the 1st and its 1,350. hows much is that in a year', [
    m(1350 * 12 * 100),
  ]);
  // Three amounts, weekly: 225 x 52 / 12 = 975.00 (not 4 weeks' 900.00).
  calc(
    'three-weekly-to-month',
    '60 on gas, 45 on lunch and 120 on groceries every week, whats that a month',
    [m(perMonthCents(60 + 45 + 120, 'weekly'))],
    'empty',
    [money((60 + 45 + 120) * 4 * 100)],
  );
  calc('hourly-from-80-hours', 'my paycheck is 1,920 every two weeks for 80 hours, whats my hourly', [
    m(Math.round((1920 * 100) / 80)),
  ]);
  calc('salary-37.5-hours', '58,500 a year at 37.5 hours a week, hourly?', [
    m(Math.round((58500 * 100) / (37.5 * 52))),
  ]);
  calc('percent-of-paycheck-saved', 'i save $275 out of a $2,200 paycheck, what percent is that', [
    pct((275 / 2200) * 100),
  ]);
  calc('utilities-3-roommates', 'utilities were $247.50 this month, split between 3 roommates', [
    m(Math.round((247.5 * 100) / 3)),
  ]);
  calc('water-quarter-to-year', 'water bill is 185 a quarter what do i pay in a year', [m(185 * 4 * 100)]);
  // Twice a month is 24 paychecks a year, not 26.
  calc(
    'twice-monthly-to-year',
    'i get 1,650 on the 1st and 15th, whats that a year',
    [m(1650 * 24 * 100)],
    'empty',
    [money(1650 * 26 * 100)],
  );
  calc('raise-20-to-23', 'got bumped from $20 to $23 an hour, how much of a raise is that in percent', [
    pct(((23 - 20) / 20) * 100),
  ]);
  calc('2.5k-for-18-months', '2.5k a month for 18 months, total?', [m(2500 * 18 * 100)]);
  // A child's age is not money: 15 x 52 = 780.00.
  calc(
    'allowance-son-8',
    'my son is 8 and gets $15 a week allowance, how much is that a year',
    [m(15 * 52 * 100)],
    'empty',
    [money(15 * 8 * 52 * 100)],
  );
  calc('down-10-percent-285k', '10% down on a 285k house is how much', [m(285000 * 10)]);
  // Three amounts: (3,600 - 100) / 250 = 14 months (not 3,600 / 250: 15).
  calc(
    'card-payoff-three-amounts',
    'owe 3,600 on a card, paying 250 a month, plus a 100 one time payment now, how many months to pay it off (ignore interest)',
    [count((3600 - 100) / 250, 'month')],
    'empty',
    [count(Math.ceil(3600 / 250), 'month').fact],
  );
  // Weekly to a month is x 52 / 12: 6 x 5 x 52 / 12 = 130.00 (not 4 weeks' 120.00).
  calc(
    'coffee-workdays',
    "$6 coffee every workday, 5 days a week, what's that a month",
    [m(perMonthCents(6 * 5, 'weekly'))],
    'empty',
    [money(6 * 5 * 4 * 100)],
  );
  calc('clear-1140-weekly-year', "I clear $1,140 weekly, what's that over a year", [m(1140 * 52 * 100)]);
  // 240 + 20% = 288; / 4 = 72.00.
  calc('dinner-tip-split-4', 'dinner was 240 plus 20% tip split between 4 of us', [
    m(Math.round((240 * 1.2 * 100) / 4)),
  ]);
  calc('yearly-fee-per-week', 'a 520 yearly fee, what is it per week', [m(Math.round((520 * 100) / 52))]);
  calc('rent-share-of-income', 'rent 1200, income 4800/mo, what % goes to rent', [pct((1200 / 4800) * 100)]);
  // The household's streaming: 15.99 x 12 = 191.88.
  calc(
    'household-streaming-year',
    'how much does my streaming cost me in a year',
    [m(Math.round(15.99 * 12 * 100))],
    'household',
  );
  // Something needed is missing: the bill, the number of people, the bonus; a currency.
  add('arithmetic', 'tip-no-bill', 'whats an 18 percent tip on the bill', 'empty', decline(), [/\$\s?\d/]);
  add(
    'arithmetic',
    'split-no-count',
    'split the electric bill with my roommates, how much each',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add('arithmetic', 'bonus-25-percent', 'gonna save 25% of my bonus, how much is that', 'empty', decline(), [
    /\$\s?\d/,
  ]);
  add('arithmetic', 'pounds-to-dollars', 'convert 300 pounds to dollars', 'empty', decline(), [/\$\s?\d/]);

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside('shift-150-to-checking', 'shift $150 from savings over to checking tonight', 'household');
  // An invented score (the household's own figures may still be offered as the nearest thing).
  outside('credit-score-now', 'whats my credit score', 'household', [/score\D{0,20}\b[3-8]\d\d\b/i]);
  outside('zillow-410k', 'zillow says my place is worth 410k, is that right', 'household');
  outside('tax-refund', 'how big will my tax refund be this year', 'empty', NO_FIGURE);
  // An invented tax rate.
  outside('freelance-taxes', 'made 30k freelancing, how much do i owe in taxes', 'empty', NO_PERCENT);
  outside('nvidia', 'is nvidia gonna keep going up', 'empty', NO_FIGURE);
  outside('crypto-1k', 'should i throw 1k into crypto', 'empty', NO_PERCENT);
  outside('gold-next-year', "where's gold heading next year", 'empty', NO_FIGURE);
  outside('mint-sync', 'can you sync with my mint account', 'household');
  outside('venmo-balance', 'why isnt my venmo balance showing up here', 'household');
  outside('pay-car-today', 'pay the car payment today plz', 'household');
  outside('apply-credit-card', 'apply for a credit card for me', 'household');
  outside('score-points-payoff', 'how many points will my score go up if i pay off my card', 'household', [
    /\b\d+ points\b/i,
  ]);
  outside('spending-vs-last-year', 'am i spending more than i did last year', 'household');
  outside('austin-house-10-years', 'how much will a house in austin cost in 10 years', 'empty', NO_FIGURE);
  outside('geico-quote', 'how much would geico charge me for car insurance', 'household');

  return built;
}

/** The third fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases3(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases3Samples(today: string): Record<string, string> {
  return build(today).samples;
}
