import {
  HOUSEHOLD,
  SEEDED,
  affordability,
  behindCents,
  futureValue,
  money,
  neededCents,
  perMonthCents,
  reach,
  type FreshCase,
  type FreshGoal,
} from './fresh-cases.ts';
import {
  m,
  amount,
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
  wrongLeft,
  type Built,
  reachOf,
  NO_PERCENT,
  ON_PACE,
  leftOf,
  householdGoals,
  freshSetWriters,
} from './fresh-figures.ts';

/**
 * The fourth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the assistant's function, the generated families,
 * the tuning sets or their tests), never tuned on. New kinds of phrasing, none a rewording of sets
 * 1 to 3 (no question shares half its words with one of theirs): typos and text-speak ("cn i
 * aford", "pymt", "rn", "y/o", "1.2k/yr", "biweekly"), numbers written in words ("two hundred a
 * month", "fifteen hundred", "thirteen fifty"), amounts with cents and commas ("$1,237.50"),
 * questions split over two or three sentences, questions inside a story about someone's life, a
 * bill or goal named by another word a person would clearly mean ("my cell bill", "auto
 * insurance", "car note", "my emergency stash", "the tokyo trip"), "how long", "by when", "what
 * if I stop", "is it realistic", negations ("I don't want to touch my emergency fund"),
 * comparisons of two options, irrelevant numbers (a car's model year, a puppy's age, "2 years" of
 * a lease), and questions that look like a supported kind but ask something else (a tax bracket,
 * which fund to pick, which card to pay off first, a credit score, an insurance quote, a stock,
 * small claims court), which must be declined.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. How a figure is written and each family's
 * case writer (`freshSetWriters`) are shared with the other fresh sets, in `fresh-figures.ts`.
 *
 * Each case keeps a sample right answer (`freshCases4Samples`), written from the same figures, so
 * the self-checks can show every fact holds on a right answer, that no `mustNot` forbids it, and
 * that declines are told apart from answers.
 */

function build(today: string): Built {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside } =
    freshSetWriters('fresh4', today);

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // Typos and text-speak: $350.00 a month; 2,719.01 - 350 = 2,369.01.
  afford('typo-cn-i-aford-used-car', 'ok real talk cn i aford 350/mo for a used car rn', [monthly(350)]);
  // Cents and commas, and a loan's length that is not money: 2,719.01 - 412.37 = 2,306.64 (not
  // less 60 more).
  afford(
    'dealer-412.37-60-months',
    'Dealer quoted me $412.37/month for 60 months. Realistic on my budget?',
    [monthly(412.37)],
    { wrongCents: [householdLeft - 41237 - 6000] },
  );
  // "biweekly" payment: 160 x 26 / 12 = 346.666... = $346.67 (not 160, not twice a month's 320).
  afford(
    'lender-160-biweekly',
    'lender wants 160 biweekly for a personal loan.. can i swing it w/ my bills',
    [{ amount: 160, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 16000, householdLeft - 32000] },
  );
  // A story, and a puppy's age that is not money: $85.00 a month (not 4 x 85).
  afford(
    'story-puppy-biscuit',
    "So we just adopted a puppy (Biscuit, she's 4 months old lol). Vet plan + food + insurance comes to roughly $85 a month all in. Is that going to be a problem for us?",
    [monthly(85)],
    { wrongCents: [householdLeft - 8500 * 4] },
  );
  // A negation: the emergency fund stays out of it; $240.00 a month from the pay.
  afford(
    'negation-emergency-fund-furniture',
    "I don't want to touch my emergency fund at all. Just from my paychecks, could I cover $240 a month for new furniture?",
    [monthly(240)],
  );
  // Numbers in words, weekly: 50 x 52 / 12 = 216.666... = $216.67 (not 50, not 4 weeks' 200).
  afford(
    'fifty-a-week-meal-kit',
    'fifty bucks a week for a meal kit - is that affordable for me',
    [{ amount: 50, per: 'weekly' }],
    { wrongCents: [householdLeft - 5000, householdLeft - 20000] },
  );
  // "1.2k/yr": $100.00 a month, not $1,200.00.
  afford(
    'registration-aaa-1.2k-yr',
    'registration plus AAA plus the toll pass is like 1.2k/yr total. does that fit',
    [{ amount: 1200, per: 'yearly' }],
    { wrongCents: [householdLeft - 120000] },
  );
  // The rent named by "my landlord ... when we renew": 1,325.50 instead of 1,250, $75.50 more.
  afford(
    'landlord-renew-1325.50',
    'my landlord wants $1,325.50 when we renew. can i still cover everything else',
    [],
    { changed: { Rent: 1325.5 }, wrongCents: [householdLeft - 132550] },
  );
  // "My cell bill" is the Phone: 65 -> 95, $30.00 more.
  afford(
    'cell-bill-iphone-95',
    'my cell bill goes from 65 to 95 with the new iphone, still affordable?',
    [],
    { changed: { Phone: 95 }, wrongCents: [householdLeft - 9500] },
  );
  // A comparison of two payments: what is left with each.
  {
    const result = (payment: number) => affordability(HOUSEHOLD, [monthly(payment)]).after;
    add(
      'affordability',
      'compare-two-cars-389-455',
      'comparing two cars, one is 389/mo and the other is 455/mo. what would i have left over each month with each one?',
      'household',
      figures(m(householdLeft), m(result(389)), m(result(455))),
      [...wrongLeft('household'), money(householdLeft - 38900 - 45500)],
    );
  }
  // "What if I stop": streaming dropped ($15.99 less) and a $45 gym: 2,719.01 + 15.99 - 45 = 2,690.00.
  afford(
    'stop-streaming-for-gym',
    'if i stop paying for streaming, would that free up enough for a 45 dollar gym',
    [monthly(45)],
    { changed: { Streaming: 0 }, wrongCents: [householdLeft - 4500] },
  );
  // A stated weekly take-home, text-speak: 1,100 x 52 / 12 = 4,766.666... = 4,766.67; less
  // 1,830.99 = 2,935.68. Wrong: $1,100 taken as the month's pay.
  afford('take-home-1.1k-wk-525', 'i make 1.1k a wk take home, can i handle a 525 car pymt', [monthly(525)], {
    income: { amount: 1100, per: 'weekly' },
    wrongCents: [110000 - 183099 - 52500],
  });
  // Income in words: 2,400 every two weeks = 5,200.00; 5,200 - 1,830.99 = 3,369.01.
  afford(
    'twenty-four-hundred-daycare',
    'I get paid twenty-four hundred every two weeks. Could we manage a 300 a month daycare spot?',
    [monthly(300)],
    { income: { amount: 2400, per: 'bi-weekly' } },
  );
  // Three sentences: the pay (the calendar's own) and a lease.
  afford(
    'three-sentences-lease-199',
    'Paycheck is 2,100 every other Friday. Thinking about a 199/mo lease. Doable?',
    [monthly(199)],
    { income: { amount: 2100, per: 'bi-weekly' } },
  );
  // A model year that is not money: $365.00 a month.
  afford(
    'civic-2019-replace-365',
    'my 2019 civic is dying. a newer one would be 365 a month, are we ok to take that on',
    [monthly(365)],
  );
  // Seeded: a child's age and a plan's length are not money; $145.00 a month.
  afford(
    'seeded-braces-12-year-old',
    "my daughter (she's 12) needs braces, ortho says $145 a month for two years. can i make that work",
    [monthly(145)],
    { profile: 'seeded', wrongCents: [seededLeft - 145 * 24 * 100] },
  );
  // Seeded, in words, the rent changed: 1,500 instead of 1,450, $50.00 more.
  afford(
    'seeded-move-fifteen-hundred',
    'if i moved somewhere with rent at fifteen hundred instead of what i pay now, could i afford it',
    [],
    { profile: 'seeded', changed: { Rent: 1500 }, wrongCents: [seededLeft - 150000] },
  );
  // Seeded, quarterly with cents: 126.60 / 3 = $42.20 a month.
  afford(
    'seeded-hoa-126.60-every-3-months',
    'HOA wants $126.60 every 3 months, can i afford that on top of my stuff',
    [{ amount: 126.6, per: 'quarterly' }],
    { profile: 'seeded', wrongCents: [seededLeft - 12660] },
  );
  // Seeded, twice a month with cents: 87.50 x 2 = $175.00.
  afford(
    'seeded-hospital-87.50-twice-month',
    'hospital bill payment plan is $87.50 twice a month. will i be ok',
    [{ amount: 87.5, per: 'semi-monthly' }],
    { profile: 'seeded', wrongCents: [seededLeft - 8750] },
  );
  // Checkup: 72,000 / 12 = 6,000.00; less rent 1,500 = 4,500.00; less 310 = 4,190.00.
  afford(
    'checkup-72k-yr-310',
    'salary is 72k/yr, wanna know if a $310 car pymt fits after my rent',
    [monthly(310)],
    { profile: 'checkup', income: { amount: 72000, per: 'yearly' }, wrongCents: [7200000 - 150000 - 31000] },
  );
  // Empty, in words, weekly: 600 x 52 / 12 = 2,600.00. Wrong: 600 as the month's, or 4 weeks' 2,400.
  afford(
    'empty-ubereats-six-hundred-week',
    'uber eats brings in about six hundred a week for me. is a 140/mo phone and internet bundle ok',
    [monthly(140)],
    { profile: 'empty', income: { amount: 600, per: 'weekly' }, wrongCents: [60000 - 14000, 240000 - 14000] },
  );
  // Empty, cents and two payments: 3,412.18 - 1,150 - 138.40 = 2,123.78.
  afford(
    'empty-3412.18-rent-and-insurance',
    'take home is $3,412.18 a month. rent 1,150 and car insurance 138.40 monthly — can i afford both',
    [monthly(1150), monthly(138.4)],
    { profile: 'empty', income: monthly(3412.18) },
  );
  // No income anywhere: ask for it.
  add(
    'affordability',
    'empty-moved-out-studio-975',
    'just moved out of my parents place!! found a studio for 975 a month, is that affordable for me',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add('affordability', 'checkup-typo-250-pymnt', 'cn i aford a 250 car pymnt', 'checkup', decline(), [
    ONLY_PAYDAY,
  ]);
  // No amount to work with.
  add(
    'affordability',
    'realistic-house-next-year',
    'is it realistic for me to buy a house next year',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  add('affordability', 'affordable-or-not', 'so is it affordable or not', 'household', decline(), [
    ONLY_PAYDAY,
  ]);
  // A bill the household does not have.
  add(
    'affordability',
    'no-daycare-900',
    'if daycare goes up to 900 a month can i still keep up with my bills',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // Savings, not income, in words: not 10,000 - 600.
  add(
    'affordability',
    'empty-ten-thousand-saved-600',
    'I have about ten thousand in savings. Could I afford a 600 a month lease?',
    'empty',
    decline(),
    [ONLY_PAYDAY, money(1000000 - 60000)],
  );
  // Checkup: a changed rent, but no income.
  add(
    'affordability',
    'checkup-rent-1600-afford',
    'my rent is going up to 1,600 soon, will i still be able to afford things',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );

  // --- A supposed change, through the forecast until the next payday ------------------------------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // In words: "thirteen fifty" is $1,350: 900 - 1,350 = -$450.00; $100.00 more a month.
  whatIf('rent-thirteen-fifty', 'what if rent goes to thirteen fifty, am i in the red before i get paid', {
    changed: { Rent: 1350 },
  });
  // "What if I stop": the phone at 0; it is due on day 15, after payday; $65.00 less a month.
  whatIf('stop-paying-phone', 'what happens before payday if i just stop paying my phone bill', {
    changed: { Phone: 0 },
  });
  // Cents and commas: 1,237.50 - 1,250 = -$12.50.
  whatIf(
    'checking-1237.50-overdraft',
    'checking has $1,237.50 in it rn. do i make it to my check without overdrafting',
    {
      balance: 1237.5,
    },
  );
  // In words, the pay itself: 200 less every two weeks is 433.33 a month; until the payday after.
  payChange(
    'hours-cut-two-hundred-less',
    "they're cutting my hours so each paycheck's gonna be two hundred less. will i go negative",
    2100 - 200,
  );
  // From $600 over 10 days: 600 - 1,250 = -$650.00 on day 3.
  whatIf('pretend-600-next-10-days', 'pretend i have 600 bucks. whats the lowest i hit in the next 10 days', {
    balance: 600,
    days: 10,
  });
  // A story: 6% of 1,250 = 75: rent 1,325, -$425.00; $75.00 more a month.
  whatIf(
    'story-letter-rent-6-percent',
    'Got a letter from the property manager today, rent is going up 6% next month. Will that push me below zero before payday?',
    { changed: { Rent: Math.round(1250 * 106) / 100 } },
  );
  // "Auto insurance" is the Car insurance: (615 - 540) / 3 = $25.00 a month; on day 40.
  whatIf(
    'auto-insurance-615-quarter',
    'my auto insurance is jumping to 615 a quarter. anything go negative before my next check?',
    { changed: { 'Car insurance': 615 } },
  );
  // "2 years" is not money: rent 1,200: -$300.00; $50.00 less a month.
  whatIf(
    'sign-2-years-rent-1200',
    "I'm not moving, but the landlord offered $1,200 if I sign for 2 years. Does that keep me positive till I'm paid?",
    { changed: { Rent: 1200 } },
    'household',
    [money(200 - 125000)],
  );
  // Two changes, one in words: from $2,000 with rent 1,400: $600.00; $150.00 more a month.
  whatIf(
    'two-grand-rent-1400',
    'if i had two grand in checking and rent went up to 1,400, where do i bottom out before payday',
    { balance: 2000, changed: { Rent: 1400 } },
  );
  // Text-speak raise: 200 more every two weeks, 433.33 a month; until the payday after.
  payChange(
    'raise-2.3k-biweekly',
    'gettin a raise to 2.3k biweekly, how does my cash look til the check after next',
    2300,
  );
  // Over 3 weeks, rent 1,300: -$400.00 on day 3; $50.00 more a month.
  whatIf('rent-1300-next-3-wks', 'rent goes up to 1,300 — lowest my account gets over the next 3 wks?', {
    changed: { Rent: 1300 },
    days: 21,
  });
  // "Car note" is the Car payment; refinancing mentioned, a change asked: $45.00 less a month.
  whatIf('car-note-refi-275', 'after refinancing my car note drops to 275. anything change before payday?', {
    changed: { 'Car payment': 275 },
  });
  // Two changes: rent 1,325 and streaming stopped: -$425.00; 75 - 15.99 = $59.01 more a month.
  whatIf(
    'rent-up-75-drop-streaming',
    'suppose rent goes up 75 and i also drop streaming — lowest before payday?',
    { changed: { Rent: 1325, Streaming: 0 } },
  );
  // Seeded, cents: 1,200 - 1,487.25 = -$287.25; $37.25 more a month.
  whatIf(
    'seeded-lease-1487.25',
    'new lease says $1,487.25/mo. do i dip before payday',
    { changed: { Rent: 1487.25 } },
    'seeded',
  );
  // Seeded, in words: 850 - 1,450 = -$600.00.
  whatIf(
    'seeded-eight-hundred-fifty',
    "say i've only got eight hundred fifty in checking, how low do things get before my paycheck",
    { balance: 850 },
    'seeded',
  );
  // Seeded, the pay up: 150 x 26 / 12 = $325.00 more a month; until the payday after.
  payChange(
    'seeded-checks-2750',
    'boss says my checks go up to 2,750 starting next time. what does that do for me',
    2750,
    'seeded',
  );
  // Seeded, a story: the roommate covers $500 of the rent: 950; 1,200 - 950 = $250.00.
  whatIf(
    'seeded-roommate-covers-500',
    'my roommate is moving in next week and will cover $500 of the rent. how does my balance look before payday now',
    { changed: { Rent: 950 } },
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $100.00 more a month.
  add(
    'what-if',
    'checkup-rent-sixteen-hundred',
    'what if my rent went up to sixteen hundred, would i be short before payday',
    'checkup',
    decline(m(10000)),
  );
  add(
    'what-if',
    'checkup-rent-drops-by-100',
    'if rent dropped by 100 would i make it to my next check ok',
    'checkup',
    decline(amount(10000)),
  );
  // Bills the user does not have.
  add(
    'what-if',
    'no-gas-bill-winter',
    'gas bill doubling this winter, do i go under before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-internet',
    'internet goes up by ten bucks next month. am i gonna be negative before i get paid',
    'seeded',
    decline(),
  );
  // No pay, no balance.
  add(
    'what-if',
    'empty-pay-cut-10-percent',
    "work is cutting everyone's pay 10% next month. will i run out before my check",
    'empty',
    decline(),
  );
  // Which bill?
  add('what-if', 'which-bill-400', 'what if it goes up to 400, am i ok till payday', 'household', decline());
  add('what-if', 'lottery', 'what if i win the lottery', 'household', decline());
  add(
    'what-if',
    'empty-rent-1200-bottom',
    "say rent went to 1,200 on the 1st, what's the lowest my checking hits before payday",
    'empty',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // In words: $200 a month from 30, 35 years at 5%.
  retire(
    'thirty-two-hundred-words',
    "i'm thirty and can do two hundred a month for retirement. what's that at 65",
    {
      amount: 200,
      age: 30,
    },
  );
  retire('27-yo-1k-mo-est', '27 y/o, 1k/mo into my 401k, est. at 65?', { amount: 1000, age: 27 });
  // "biweekly" with cents: 137.50 x 26 / 12 = 297.916... = $297.92 a month, 30 years.
  retire(
    '35-137.50-biweekly',
    'my 401k contribution is $137.50 biweekly. im 35. what will it be worth at 65',
    {
      amount: 137.5,
      per: 'bi-weekly',
      age: 35,
    },
  );
  // A story: $15,000 already and $900 a month from 49, 16 years.
  retire(
    'story-divorce-49-15k-900',
    "Just went through a divorce at 49 and I'm starting over with $15,000 in my IRA. If I add $900 a month, what might I have by 65?",
    { amount: 900, age: 49, start: 15000 },
  );
  // The return first, a yearly deposit: 5,000 / 12 = 416.67 a month, 29 years at 6.5%.
  retire(
    '36-5k-year-6.5-yearly-income',
    "Assume 6.5% a year. I'm 36 and can put in 5,000 a year. Balance at 65 and yearly income with the 4% rule?",
    { amount: 5000, per: 'yearly', age: 36, rate: 6.5, income: 'yearly' },
  );
  // The return in words: 3%.
  retire(
    'three-percent-40-300',
    'at a modest three percent, what does 300 a month from age 40 come to at 65',
    {
      amount: 300,
      age: 40,
      rate: 3,
    },
  );
  // Weekly: 50 x 52 / 12 = 216.67 a month, 41 years; the month's income asked.
  retire(
    '24-50-every-week-monthly-income',
    'if i put away 50 bucks every week from now (im 24) how much monthly income would that give me at 65',
    { amount: 50, per: 'weekly', age: 24, income: 'monthly' },
  );
  // Twice a month: $500.00 a month, 21 years.
  retire('44-250-twice-a-month-403b', 'twice a month 250 goes to my 403b, 44 years old. at 65?', {
    amount: 250,
    per: 'semi-monthly',
    age: 44,
  });
  // "What if I stop": $210,000 alone for 13 years.
  retire(
    '52-210k-stop-contributing',
    "im 52 with 210k put away. what if i stop contributing completely, where's it at by 65",
    { amount: 0, age: 52, start: 210000 },
  );
  // A lump with cents and a yearly deposit at 7%: 7,000 / 12 = 583.33 a month, 35 years.
  retire(
    '30-8250-roth-7k-year-7',
    "I'm 30, have $8,250 in a Roth and will add $7,000 every year. At 7%, how much at 65?",
    { amount: 7000, per: 'yearly', age: 30, rate: 7, start: 8250 },
  );
  retire(
    'household-37-425-number',
    "if I start putting $425 a month away for retirement at 37, what's my number at 65",
    { amount: 425, age: 37 },
    'household',
  );
  retire(
    'seeded-45-1750-income',
    "I'm 45. Retirement plan: 1,750/mo. Ballpark at 65 + monthly income?",
    { amount: 1750, age: 45, income: 'monthly' },
    'seeded',
  );
  // "Is it realistic": the projection answers it.
  retire(
    '33-600-realistic',
    '33 and saving 600 a month for retirement — is that realistic to retire on at 65?',
    { amount: 600, age: 33 },
  );
  // Checkup, cents and a lump: 95,000 and 2,212.50 a month, 7 years.
  retire(
    'checkup-58-2212.50-95k',
    "58 yo, $2,212.50/mo into retirement + 95k already saved, what'll it be at 65?",
    { amount: 2212.5, age: 58, start: 95000 },
    'checkup',
  );
  // A comparison of two starting ages: 400 a month for 40 years and for 30 years, and the difference.
  {
    const early = futureValue(0, 400, 5, 40);
    const late = futureValue(0, 400, 5, 30);
    add(
      'retirement',
      'compare-start-25-vs-35',
      'how much more would i have at 65 if i start 400/mo at 25 instead of 35',
      'empty',
      figures(wd(early), wd(late), wd(early - late)),
    );
  }
  // 65 or more, under 16, no age, no amount.
  add(
    'retirement',
    'sixty-six-still-working',
    'sixty-six and still working, what would 500/mo grow to by 65',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'nephew-ten',
    "my nephew is ten, if he saves 20 a month what's it at 65",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'no-age-2k-401k',
    "2k/mo into my 401k from here on out, what's the end number",
    'empty',
    decline(),
  );
  add('retirement', '45-no-amount', '45 yrs old — projected retirement balance at 65?', 'empty', decline());
  // Looks like a projection, asks something else: a fund to pick, a tax choice, Social Security,
  // the date a target is reached.
  add(
    'retirement',
    'which-index-fund-30-500',
    'im 30 putting 500/mo in for retirement — which index fund should i pick',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'retirement',
    'roth-or-traditional-taxes',
    '31, 400/mo — roth or traditional, which saves me more in taxes',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'social-security-67',
    'how much social security will i get if i claim at 67',
    'empty',
    decline(),
    NO_FIGURE,
  );
  add(
    'retirement',
    'when-hit-a-million',
    'im 30 saving 1k a month for retirement, what year do i hit a million',
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car, furthest } = householdGoals(today);
  const reachFigures = (goal: FreshGoal, perMonth: number) => reachOf(goal, perMonth, today);

  // "My emergency stash", in words: 7,500 / 400 = 18.75: 19 months.
  goal(
    'emergency-stash-four-hundred',
    'when will my emergency stash be full if i put in four hundred a month',
    reachFigures(ef, 400),
  );
  // "By when", cents: 2,400 / 312.50 = 7.68: 8 months.
  goal(
    'vacation-312.50-by-when',
    'putting $312.50/mo toward the vacation — by when is it done?',
    reachFigures(vacation, 312.5),
  );
  // "Car savings", "1.5k": 7,000 / 1,500 = 4.67: 5 months.
  goal(
    'car-savings-1.5k-how-long',
    'car savings at 1.5k/mo — how many months to the finish line',
    reachFigures(car, 1500),
  );
  goal(
    'worst-off-vs-plan-fix',
    'out of all my goals whos the worst off vs the plan, and what monthly amount fixes it',
    [said(furthest.title), m(neededCents(furthest, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // "Is it realistic": the monthly needed by the Vacation goal's date.
  goal(
    'realistic-vacation-by-date',
    'is it realistic to finish the vacation fund by its date? what would i need monthly',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // A negation: not the car: 7,500 + 2,400 = 9,900.00 (not 16,900.00 with it).
  goal(
    'not-counting-car-left',
    'not counting the car, how much do i still need across my goals',
    [m(leftCents(ef) + leftCents(vacation))],
    'household',
    [money(leftCents(ef) + leftCents(vacation) + leftCents(car))],
  );
  // A comparison: 7,000 / 500 = 14 months; 7,500 / 500 = 15 months.
  goal(
    'compare-500-car-or-emergency-first',
    'if i put 500 a month into either the car fund or the emergency fund, which one gets done first and how long',
    [count(reach(car, 500, today).months, 'month'), count(reach(ef, 500, today).months, 'month')],
  );
  // Two sentences, weekly: 75 x 52 / 12 = 325.00 a month, 7,500 / 325 = 23.1: 24 months; or 100 weeks.
  goal('two-sentences-75-week-emergency', 'I can save 75 a week. How long for the emergency fund?', [
    either(
      count(reach(ef, perMonthCents(75, 'weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(ef) / 7500), 'week'),
    ),
  ]);
  // 1,000 of 8,000 = 12.5%.
  goal('car-percentage-wise', 'how far along am i on the car, like percentage wise', [
    pct((car.saved / car.target) * 100),
  ]);
  // "The trip" is the Vacation goal: $2,400.00 left.
  goal(
    'trip-still-needed-dollars',
    "what's still needed for the trip, in dollars",
    [m(leftCents(vacation))],
    'household',
    [money(leftCents(ef)), money(leftCents(car))],
  );
  // A story naming the Vacation goal by "a beach trip": behind by the pace rule on some days.
  const vacationBehind = behindCents(vacation, today);
  goal(
    'story-beach-trip-where-i-should-be',
    "We're planning a beach trip for the end of summer and I set up a savings goal for it. Am I where I should be by now?",
    [vacationBehind > 0 ? m(vacationBehind) : ON_PACE],
  );
  // A lump then a monthly saving: (7,500 - 1,500) / 500 = 12 months (not 7,500 / 500 = 15).
  {
    const months = Math.ceil((leftCents(ef) - 150000) / 50000);
    goal(
      'tax-refund-lump-then-500',
      'if i throw my 1,500 tax refund at the emergency fund and then 500 a month after that, how long',
      [count(months, 'month')],
      'household',
      [count(Math.ceil(leftCents(ef) / 50000), 'month').fact],
    );
  }
  // Typos: how far the Emergency Fund is behind its plan (always behind for the household).
  goal('emrgncy-how-many-short', 'emrgncy fund status vs the plan?? how many $ short am i', [
    behindCents(ef, today) > 0 ? m(behindCents(ef, today)) : ON_PACE,
  ]);
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  // "The tokyo trip" is the Japan Trip; in words: 2,800 / 600 = 4.67: 5 months.
  goal(
    'seeded-tokyo-six-hundred',
    'tokyo trip — if i save six hundred a month when do i have enough',
    reachFigures(japan, 600),
    'seeded',
  );
  // 32,000 / 2,500 = 12.8: 13 months.
  goal('seeded-house-2.5k-how-long', 'house fund @ 2.5k/mo, how long', reachFigures(house, 2500), 'seeded');
  goal(
    'seeded-emergency-savings-by-date',
    "what's the monthly to fully fund my emergency savings by the date i set",
    [m(neededCents(seededEf, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // "The computer" is the New Laptop goal, done.
  goal(
    'seeded-computer-finished',
    'did i finish saving up for the computer?',
    [
      either(m(0), {
        fact: /complete|reached|fully funded|already (hit|met|done|saved)|finished/i,
        text: '',
      }),
    ],
    'seeded',
  );
  // A negation: the house left out: 7,500 + 2,800 = 10,300.00 (the laptop is done).
  goal(
    'seeded-leaving-house-out',
    'leaving the house out of it, how much is left on my other goals',
    [m(leftCents(seededEf) + leftCents(japan))],
    'seeded',
    [money(leftCents(seededEf) + leftCents(japan) + leftCents(house))],
  );
  // Goals the user does not have; no goals at all; no amount; outside the goals' figures.
  add(
    'goals',
    'no-wedding-three-hundred',
    'wedding savings — three hundred a month gets me there by when?',
    'household',
    decline(),
  );
  add(
    'goals',
    'empty-1k-mo-how-long',
    'im doing 1k/mo now, roughly when do i reach my savings target',
    'empty',
    decline(),
  );
  add('goals', 'checkup-catch-up-goals', 'how much a month to catch up on my goals', 'checkup', decline());
  add('goals', 'car-fund-no-amount', 'how long will the car fund take', 'household', decline());
  add(
    'goals',
    'seeded-no-motorcycle',
    'my motorcycle savings, if i add 200 a week by when is it done',
    'seeded',
    decline(),
  );
  add(
    'goals',
    'emergency-fund-interest',
    'how much interest will my emergency fund earn this year',
    'household',
    decline(),
    NO_PERCENT,
  );
  add(
    'goals',
    'emergency-fund-index-fund',
    'should i move my emergency fund into an index fund',
    'household',
    decline(),
    NO_PERCENT,
  );

  // --- Plain arithmetic on the question's numbers ------------------------------------------------
  // In words: 1,500 x 12 = 18,000.00.
  calc('fifteen-hundred-whole-year', 'fifteen hundred a month, whats that for the whole year', [
    m(1500 * 12 * 100),
  ]);
  // Cents and commas: 1,237.50 x 12 = 14,850.00.
  calc('1237.50-times-12', '$1,237.50 every month x 12 = ?', [m(123750 * 12)]);
  // 1,846.15 x 26 / 12 = 47,999.90 / 12 = 3,999.99 (not twice a month's 3,692.30).
  calc(
    'biweekly-1846.15-per-month',
    'biweekly check of $1,846.15, what is that per month',
    [m(perMonthCents(1846.15, 'bi-weekly'))],
    'empty',
    [money(184615 * 2)],
  );
  // In words: 2,000 / 40 = 50 weeks (or 2,000 / 173.33 = 11.5: 12 months).
  calc('forty-a-week-two-grand', 'if i stash forty a week how long to reach two grand', [
    either(count(2000 / 40, 'week'), count(Math.ceil(200000 / perMonthCents(40, 'weekly')), 'month')),
  ]);
  // A comparison: 16.99 x 12 = 203.88 against 189.99: 13.89 cheaper yearly.
  calc(
    'spotify-monthly-vs-yearly',
    'spotify family is 16.99 a month or 189.99 for the year upfront — which is cheaper and by how much',
    [m(1699 * 12), m(1699 * 12 - 18999)],
  );
  // 4,500 / 52,000 = 8.6538...%.
  calc('52k-to-56.5k-raise', 'went from 52k to 56.5k, whats the % raise', [
    pct(((56500 - 52000) / 52000) * 100),
  ]);
  // 184.26 / 3 = 61.42.
  calc('electric-184.26-three-of-us', 'electric was $184.26, 3 of us split it — each owes?', [
    m(Math.round(18426 / 3)),
  ]);
  // A story: 18 x 12 = 216 a week; 216 x 52 / 12 = 936.00 a month (not 4 weeks' 864.00).
  calc(
    'story-babysitter-monthly',
    'Our babysitter charges 18 an hour and we use her about 12 hours every week. What does that come to monthly?',
    [m(perMonthCents(18 * 12, 'weekly'))],
    'empty',
    [money(18 * 12 * 4 * 100)],
  );
  // In words, twice a month: 2,000 x 24 = 48,000.00 (not 26 checks' 52,000.00).
  calc(
    'two-thousand-15th-30th-annually',
    "i get two thousand on the 15th and the 30th what's that annually",
    [m(2000 * 24 * 100)],
    'empty',
    [money(2000 * 26 * 100)],
  );
  // 68,000 / 26 = 2,615.38 (not 24 checks' 2,833.33).
  calc(
    '68k-biweekly-gross',
    '68k salary — biweekly gross check?',
    [m(Math.round((68000 * 100) / 26))],
    'empty',
    [money(Math.round((68000 * 100) / 24))],
  );
  // 12% of 3,412.18 = 409.4616 = 409.46.
  calc('12-percent-of-3412.18', "what's 12% of $3,412.18", [m(Math.round(341218 * 0.12))]);
  // A story: 1,800 / 150 = 12 payments, every two weeks: 24 weeks.
  calc(
    'story-brother-1800-150-biweekly',
    "I borrowed $1,800 from my brother and I'm paying him back $150 every two weeks. How long until we're square?",
    [either(count((1800 / 150) * 2, 'week'), said(`${1800 / 150} payments`))],
  );
  // 40 x 21.50 + 5 x 21.50 x 1.5 = 860 + 161.25 = 1,021.25 (not 45 x 21.50 = 967.50).
  calc(
    'overtime-21.50-45-hours',
    'i make 21.50/hr and work 45 hrs a week, 5 of them overtime at time and a half. weekly pay?',
    [m(40 * 2150 + 5 * 3225)],
    'empty',
    [money(45 * 2150)],
  );
  // 1,312.50 / 1,250 = 1.05: 5%.
  calc('rent-1250-to-1312.50-percent', 'rent went from 1,250 to 1,312.50 — what percent is that', [
    pct(((1312.5 - 1250) / 1250) * 100),
  ]);
  // In words: 20% of 86.40 = 17.28.
  calc('twenty-percent-tip-86.40', 'twenty percent tip on a 86.40 tab', [m(Math.round(8640 * 0.2))]);
  // Household: rent over the calendar's monthly pay: 1,250 / 4,550 = 27.47% (not over one check: 59.52%).
  calc(
    'household-rent-share-take-home',
    'what % of my take-home goes to rent',
    [pct((1250 / 4550) * 100)],
    'household',
    [pct((1250 / 2100) * 100).fact],
  );
  // Household: the phone over 2 years: 65 x 24 = 1,560.00.
  calc(
    'household-phone-two-years',
    'how much does my phone cost me over 2 years',
    [m(65 * 24 * 100)],
    'household',
  );
  // 17.25 x 32 x 52 = 28,704.00.
  calc('17.25-hr-32-hrs-yearly', '17.25/hr at 32 hrs a wk — yearly?', [m(1725 * 32 * 52)]);
  // 3.5% of 310,000 = 10,850.00.
  calc('fha-3.5-down-310k', 'FHA 3.5% down on a $310,000 house, how much is that', [m(31000000 * 0.035)]);
  // In words: 300 x 52 = 15,600.00.
  calc('three-hundred-week-after-year', 'three hundred a week into savings, how much after a year', [
    m(300 * 52 * 100),
  ]);
  // Something needed is missing: a currency, a paycheck, a total, a rate.
  add('arithmetic', 'yen-to-usd', 'how much is 50,000 yen in usd', 'empty', decline(), [/\$\s?\d/]);
  add('arithmetic', 'quarter-of-paycheck', "what's a quarter of my paycheck", 'empty', decline(), [
    /\$\s?\d/,
  ]);
  add('arithmetic', 'dinner-5-ways-no-total', 'dinner split 5 ways, how much do i owe', 'empty', decline(), [
    /\$\s?\d/,
  ]);
  add(
    'arithmetic',
    'hysa-5k-2-years-no-rate',
    'how much interest will 5k earn in a savings account over 2 years',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'arithmetic',
    'inflation-100-in-10-years',
    'what will 100 dollars be worth in 10 years with inflation',
    'empty',
    decline(),
    NO_PERCENT,
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside('tax-bracket-85k', 'if i get bumped to 85k whats my tax bracket', 'empty', NO_PERCENT);
  outside('cards-payoff-order', '3 cards: 22%, 18% and 27% apr. which one do i pay first', 'household');
  outside('car-loan-credit-score', 'would taking a 400/mo car loan hurt my credit score much', 'household', [
    /\b\d+ points\b/i,
  ]);
  outside('renters-quote-denver', 'ballpark renters insurance for a 1br in denver?', 'empty', NO_FIGURE);
  outside('apple-next-friday', 'will apple stock be higher next friday', 'empty', NO_FIGURE);
  outside(
    'deposit-small-claims',
    'landlord kept my $1,200 deposit for no reason, can i take him to small claims',
    'household',
  );
  outside('break-lease-cost', 'how much would it cost me to break my lease early', 'household');
  outside('bonus-etf-pick', 'got a 5k bonus. which etf should it go in', 'empty', NO_PERCENT);
  outside('home-office-write-off', 'can i write off my home office', 'empty');
  outside(
    'withholding-2100-biweekly',
    'how much federal tax should come out of my 2,100 biweekly check',
    'household',
    NO_PERCENT,
  );
  outside('visa-paid-off-by-when', 'by when will my visa be paid off', 'household');
  outside(
    'preapproval-three-hundred-thousand',
    'with what i make could i get preapproved for a three hundred thousand mortgage',
    'household',
  );
  outside('apr-7.9-used-car', 'is 7.9 apr decent for a used car loan or nah', 'empty');
  outside('send-roommate-412.37', 'send my roommate $412.37 for her half of the utilities', 'household');
  outside('cancel-gym-thing', 'can u cancel the gym thing for me pls', 'seeded');
  outside('chase-not-showing', 'my chase checking isnt showing up, can you link it', 'household');
  outside('eating-out-february', 'how much did i blow on eating out in february', 'household');
  outside(
    'life-insurance-2-kids',
    'how much life insurance do i need with 2 kids and a mortgage',
    'empty',
    NO_FIGURE,
  );
  outside('eth-10k', 'is eth gonna hit 10k this year', 'empty', NO_FIGURE);
  outside(
    'best-rate-emergency-fund',
    'which bank has the best rate for my emergency fund rn',
    'household',
    NO_PERCENT,
  );

  return built;
}

/** The fourth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases4(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases4Samples(today: string): Record<string, string> {
  return build(today).samples;
}
