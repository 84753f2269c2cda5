import { addDays, format, parseISO } from 'date-fns';
import {
  HOUSEHOLD,
  SEEDED,
  affordability,
  behindCents,
  money,
  neededCents,
  perMonthCents,
  reach,
  type FreshCase,
} from './fresh-cases.ts';
import {
  m,
  amount,
  count,
  pct,
  said,
  either,
  ONLY_PAYDAY,
  NO_FIGURE,
  NO_PERCENT,
  ON_PACE,
  NOT_CATCH_UP_CONTRIBUTIONS,
  goalOf,
  leftCents,
  monthly,
  wrongLeft,
  reachOf,
  leftOf,
  householdGoals,
  freshSetWriters,
  type Built,
} from './fresh-figures.ts';

/**
 * The seventh fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the assistant's function, the generated families,
 * the tuning and held-out sets or their tests) and without seeing any evaluation's answers, never
 * tuned on. Set 6 becomes a tuning set with it. None of its questions rewords one of sets 1 to 6
 * (no question shares half its words with one of theirs, nor with another of its own). What is new
 * here:
 *
 * - who asks: rideshare and delivery drivers paid by a weekly payout, nurses on three 12-hour
 *   shifts, a teacher whose salary is spread over 10 or 12 months, seasonal workers, retirees
 *   living on a pension, Social Security and an annuity, couples splitting bills 55/45 or 60/40,
 *   students whose loans leave their grace period, people with two jobs paid at different
 *   frequencies;
 * - pay in shifts ("three 12-hour shifts", "3x12s", "three twelves") and two incomes at once (a
 *   week's and a fortnight's, a month's and a year's), each turned monthly and added;
 * - how a question is typed: phone typos ("cna i aford", "mnth", "rnet", "negitive", "retirment"),
 *   a form ("age: 47 / saving: 1,100 monthly / return: 5.5%"), a share of a bill ("I'm the 40"),
 *   a range ("between 300 and 350", "150-200 a month"), "a month" and "a year" mixed in one
 *   question, dates that are no money ("starting in march", "turning 40 in june", "in 4
 *   months", "the 10th");
 * - how amounts are written: currency words ("200$", "75 dollar", "USD 3,400", "1,050 dollars",
 *   "55 bucks"), "a 4.5% hike", "6% at renewal", "covers half the rent", "the coming fortnight";
 * - questions about the app's own data: the next bill, the next paycheck, the bills' monthly
 *   total, the car insurance over a year;
 * - goals by nickname: "safety net", "emergency stash", "beach trip money", "wheels fund", "car
 *   kitty", "tokyo", "the house pot";
 * - what must decline, as decision 027 says: no income anywhere, tips only, pay with no amount,
 *   two changes at once, a change with no figure, a bill moved to another day, "it doubles", a
 *   bill or goal the user does not have, an age of 65 or over or under 16, no age, an amortized
 *   loan or mortgage, a card's interest, overtime, a currency, growth with no rate; and look-alikes
 *   outside the app: estimated taxes and write-offs, crypto and stock picks, credit scores, RMDs,
 *   pensions and Social Security choices, predictions, actions ("pay my rent now", autopay,
 *   transfers, disputes), legal and medical questions, unemployment benefits.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. How a figure is written and each family's
 * case writer (`freshSetWriters`) are shared with the other fresh sets, in `fresh-figures.ts`.
 *
 * Each case keeps a sample right answer (`freshCases7Samples`), written from the same figures, so
 * the self-checks can show every fact holds on a right answer, that no `mustNot` forbids it, and
 * that declines are told apart from answers.
 */

function build(today: string): Built {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside } =
    freshSetWriters('fresh7', today);

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // A rideshare driver's weekly payout, "after gas" (income): 640 x 52 / 12 = 2,773.33 (not 640,
  // not 4 weeks' 2,560).
  afford(
    'empty-rideshare-weekly-payout-640-lease-410',
    'driving rideshare full time, the app pays out weekly, usually around $640 after gas. could i handle a 410/mo car lease',
    [monthly(410)],
    { profile: 'empty', income: { amount: 640, per: 'weekly' }, wrongCents: [64000 - 41000, 256000 - 41000] },
  );
  // Three 12-hour shifts: 38.50 x 36 = 1,386 a week; x 52 / 12 = 6,006.00 (not one shift's week,
  // not 4 weeks).
  afford(
    'empty-nurse-three-twelves-38.50-car-725',
    "I'm an ER nurse doing three 12-hour shifts a week at $38.50/hr. Is a $725 monthly car payment reasonable?",
    [monthly(725)],
    {
      profile: 'empty',
      income: { amount: 38.5 * 36, per: 'weekly' },
      wrongCents: [138600 - 72500, 138600 * 4 - 72500, perMonthCents(38.5 * 12, 'weekly') - 72500],
    },
  );
  // A teacher's salary spread over 12 months: 3,900 a month ("12 months" is no money).
  afford(
    'empty-teacher-12-month-spread-3900-rental-1350',
    "teacher here — my district spreads my pay over 12 months so it's 3,900 a month. can I take a $1,350 rental?",
    [monthly(1350)],
    { profile: 'empty', income: monthly(3900), wrongCents: [390000 * 12 - 135000] },
  );
  // Two incomes a month, added: 1,850 + 1,420 = 3,270 (not one of them alone).
  afford(
    'empty-retiree-pension-ss-ltc-300',
    'Retired. Pension is $1,850 a month and Social Security another $1,420 a month. Would a $300 a month long-term care policy fit?',
    [monthly(300)],
    { profile: 'empty', income: monthly(1850 + 1420), wrongCents: [185000 - 30000, 142000 - 30000] },
  );
  // Loans out of grace "in 4 months" (no money): 1,900 - 285 = 1,615.00.
  afford(
    'empty-loan-grace-ends-4-months-285',
    'my student loans come out of the grace period in 4 months and the payment will be $285/mo. i make 1,900 a month at my first job. will that work',
    [monthly(285)],
    { profile: 'empty', income: monthly(1900), wrongCents: [190000 - 28500 * 4] },
  );
  // Two jobs at two frequencies: 400 x 52 / 12 = 1,733.33... and 900 x 26 / 12 = 1,950: 3,683.33
  // (rounded once or each, the same cent).
  afford(
    'empty-warehouse-weekly-clinic-biweekly-rent-1600',
    'two jobs: the warehouse pays $400 every week and the clinic pays $900 every two weeks. can I afford $1,600 rent?',
    [monthly(1600)],
    {
      profile: 'empty',
      income: monthly((400 * 52) / 12 + (900 * 26) / 12),
      wrongCents: [perMonthCents(400, 'weekly') - 160000, 195000 - 160000, 130000 - 160000],
    },
  );
  // A share of a bill: my part is 60% of 1,900 = 1,140 (not the whole 1,900, not the partner's 760).
  afford(
    'empty-partner-40-percent-of-1900-my-share',
    'my partner covers 40% of our $1,900 apartment and I cover the rest. on 3,100 a month take-home can I afford my part?',
    [monthly(1900 * 0.6)],
    { profile: 'empty', income: monthly(3100), wrongCents: [310000 - 190000, 310000 - 76000] },
  );
  // Typed on a phone, the dollar sign after: $200.00 a month.
  afford('household-typo-gym-200-dollar-sign-after', 'cna i aford a 200$ a mnth gym membrship', [
    monthly(200),
  ]);
  // "75 dollar": $75.00 a month.
  afford('household-75-dollar-meal-kit', 'would a 75 dollar monthly meal kit subscription be ok for us', [
    monthly(75),
  ]);
  // A range: what is left at either end, not with both.
  {
    const after = (payment: number) => affordability(HOUSEHOLD, [monthly(payment)]).after;
    add(
      'affordability',
      'household-second-car-range-300-to-350',
      'dealer says the second car would be somewhere between 300 and 350 a month. what would we have left at either end?',
      'household',
      figures(m(householdLeft), m(after(300)), m(after(350))),
      [...wrongLeft('household'), money(householdLeft - 30000 - 35000)],
    );
  }
  // A year and a month in one question: 1,200 / 12 + 45 = $145.00 a month.
  afford(
    'household-gym-1200-a-year-plus-lessons-45-a-month',
    'gym is 1,200 a year and guitar lessons are 45 a month — both together, does that fit?',
    [{ amount: 1200, per: 'yearly' }, monthly(45)],
    { wrongCents: [householdLeft - 120000 - 4500] },
  );
  // "Wireless bill" is the Phone: 65 -> 85, $20.00 more (not a new 85).
  afford(
    'household-wireless-bill-85',
    'the wireless bill is going to $85 a month with the new plan. does everything still fit each month?',
    [],
    { changed: { Phone: 85 }, wrongCents: [householdLeft - 8500] },
  );
  // Streaming 15.99 -> 22.99: $7.00 more.
  afford(
    'household-streaming-22.99',
    'streaming is going up to 22.99 a month. still fine month to month?',
    [],
    { changed: { Streaming: 22.99 }, wrongCents: [householdLeft - 2299] },
  );
  // Rent 1,250 -> 1,310: $60.00 more (not a new 1,310).
  afford(
    'household-lease-renewal-rent-1310',
    'the lease renewal puts my rent at 1,310 from next month on. can we still manage monthly?',
    [],
    { changed: { Rent: 1310 }, wrongCents: [householdLeft - 131000] },
  );
  // A year's camp: 1,560 / 12 = $130.00 a month.
  afford(
    'household-summer-camp-1560-a-year',
    'summer camp for the twins runs 1,560 for the year. can we budget for it?',
    [{ amount: 1560, per: 'yearly' }],
    { wrongCents: [householdLeft - 156000] },
  );
  // Every week: 85 x 52 / 12 = $368.33 (not 85, not 4 weeks' 340).
  afford(
    'household-weekly-cleaner-85',
    'a house cleaner every week at $85 a visit — is that in reach for us?',
    [{ amount: 85, per: 'weekly' }],
    { wrongCents: [householdLeft - 8500, householdLeft - 34000] },
  );
  // "Every 2 wks": 140 x 26 / 12 = $303.33 (not 140, not twice a month's 280).
  afford(
    'household-tutoring-140-every-2-wks',
    'tutoring for my son is $140 every 2 wks. ok with our budget?',
    [{ amount: 140, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 14000, householdLeft - 28000] },
  );
  // "55 bucks twice a month": $110.00 (not 55, not every two weeks' 119.17).
  afford(
    'household-lawn-service-55-twice-a-month',
    'lawn service wants 55 bucks twice a month. can we swing it',
    [{ amount: 55, per: 'semi-monthly' }],
    { wrongCents: [householdLeft - 5500, householdLeft - perMonthCents(55, 'bi-weekly')] },
  );
  // "Every quarter": 120 / 3 = $40.00.
  afford(
    'household-pest-control-120-every-quarter',
    'pest control is 120 every quarter. fits?',
    [{ amount: 120, per: 'quarterly' }],
    { wrongCents: [householdLeft - 12000] },
  );
  // Seeded: $160.00 a month.
  afford(
    'seeded-piano-lessons-160',
    'my daughter wants piano lessons at $160 a month, can I fit it in?',
    [monthly(160)],
    { profile: 'seeded' },
  );
  // Seeded, a percentage: 1,450 x 1.06 = 1,537, $87.00 more.
  afford(
    'seeded-rent-up-6-percent',
    'building manager says rent goes up 6% at renewal. will my monthly budget still work?',
    [],
    { profile: 'seeded', changed: { Rent: 1537 }, wrongCents: [seededLeft - 153700] },
  );
  // Seeded, two new payments: 389 + 60 = $449.00 (not the lease alone).
  afford(
    'seeded-lease-389-plus-insurance-60',
    'thinking of a car lease at 389/mo, and insuring it adds about 60 a month. do I have room for both?',
    [monthly(389), monthly(60)],
    { profile: 'seeded', wrongCents: [seededLeft - 38900] },
  );
  // Seeded, a year and a month: 600 / 12 + 35 = $85.00.
  afford(
    'seeded-storage-600-a-year-parking-35-a-month',
    'a 600 a year storage unit and 35 a month for a parking spot — can I afford both?',
    [{ amount: 600, per: 'yearly' }, monthly(35)],
    { profile: 'seeded', wrongCents: [seededLeft - 60000 - 3500] },
  );
  // Checkup, "3x12s": 41 x 36 = 1,476 a week; x 52 / 12 = 6,396.00; less rent 1,500 = 4,896.00.
  afford(
    'checkup-nurse-3x12s-41-daycare-600',
    'Nurse, 3x12s a week at $41 an hour. After rent could I add $600 a month of daycare?',
    [monthly(600)],
    {
      profile: 'checkup',
      income: { amount: 41 * 36, per: 'weekly' },
      wrongCents: [147600 - 150000 - 60000, 147600 * 4 - 150000 - 60000],
    },
  );
  // Checkup, "700 net a week": 700 x 52 / 12 = 3,033.33; less rent = 1,533.33.
  afford(
    'checkup-gig-700-net-weekly-phone-insurance-250',
    'i do gig work, about 700 net a week. after rent can i cover 250/mo for a phone and insurance',
    [monthly(250)],
    {
      profile: 'checkup',
      income: { amount: 700, per: 'weekly' },
      wrongCents: [70000 - 150000 - 25000, 280000 - 150000 - 25000],
    },
  );
  // A month's pension and a year's annuity: 2,300 + 6,000 / 12 = 2,800.00.
  afford(
    'empty-pension-2300-annuity-6000-hoa-650',
    'my pension is 2,300 a month and an annuity pays me 6,000 a year. can i afford a 650 a month condo fee',
    [monthly(650)],
    { profile: 'empty', income: monthly(2300 + 6000 / 12), wrongCents: [230000 - 65000, 830000 - 65000] },
  );
  // "USD 3,400": 3,400 - 1,150 - 90 = 2,160.00.
  afford(
    'empty-usd-3400-apartment-1150-utilities-90',
    'take home is USD 3,400 monthly. could I do an apartment at 1,150 plus ~90 for utilities?',
    [monthly(1150), monthly(90)],
    { profile: 'empty', income: monthly(3400) },
  );
  // "Starting in march" is no money: 2,800 - 950 = 1,850.00.
  afford(
    'empty-starting-march-2800-rent-950',
    "starting in march i'll be making 2,800 a month. can i cover a 950 rent on that",
    [monthly(950)],
    { profile: 'empty', income: monthly(2800) },
  );
  // No income anywhere: ask for it.
  add(
    'affordability',
    'empty-climbing-gym-90-no-income',
    'can i afford a 90 dollar a month climbing gym',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'checkup-car-300-rn-no-income',
    'could i handle a 300/mo car payment rn',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );
  // Tips only, and a daily payout with no amount: no income to work with.
  add(
    'affordability',
    'empty-tips-only-rent-1000',
    'i live on tips only, no set wage. can i afford $1,000 rent',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'empty-doordash-daily-no-amount-400',
    'doordash pays me out daily, can i afford a 400 a month car',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'empty-grace-no-job-car-300',
    'my loans are in grace and i have no job yet, can i afford a 300 car payment',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // A bill the household does not have.
  add(
    'affordability',
    'household-no-gas-bill-140',
    'if the gas bill climbs to 140 a month can we still cover the rest',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // No amount.
  add('affordability', 'household-afford-a-boat', 'could we afford a boat?', 'household', decline(), [
    ONLY_PAYDAY,
  ]);
  // An amortized mortgage at a rate: not something it works out.
  add(
    'affordability',
    'seeded-mortgage-300k-7-percent-30-years',
    'could I afford a mortgage on a 300k house at 7% over 30 years?',
    'seeded',
    decline(),
    [ONLY_PAYDAY],
  );

  // --- A supposed change, through the forecast until the next payday (or a stated period) ---------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // "A 4.5% hike": 1,250 x 1.045 = 1,306.25: 900 - 1,306.25 = -$406.25; $56.25 more a month.
  whatIf(
    'rent-4.5-percent-hike',
    'renewal letter says a 4.5% hike on the rent. how low does checking go before my paycheck?',
    { changed: { Rent: 1306.25 } },
  );
  // "Came down $75": 1,175: -$275.00; $75.00 less.
  whatIf('rent-came-down-75', "if the rent came down $75, what's my lowest balance until I'm paid?", {
    changed: { Rent: 1175 },
  });
  // "1,050 dollars": 1,050 - 1,250 = -$200.00.
  whatIf(
    'balance-1050-dollars',
    'say i have 1,050 dollars in checking right now, how low do i dip before payday',
    { balance: 1050 },
  );
  // "USD 2,000": 2,000 - 1,250 = $750.00.
  whatIf('balance-usd-2000', 'pretend my balance is USD 2,000 — bottom before the next deposit?', {
    balance: 2000,
  });
  // "The coming fortnight", 14 days: rent 1,310: -$410.00; $60.00 more.
  whatIf(
    'rent-1310-coming-fortnight',
    'with rent at 1,310, over the coming fortnight how low does my account go',
    { changed: { Rent: 1310 }, days: 14 },
  );
  // From 3,000 over 10 days: 1,750 on day 3, then 3,850 and 3,530: $1,750.00.
  whatIf('balance-3000-next-10-days', 'assume 3,000 in the account. lowest point in the next 10 days?', {
    balance: 3000,
    days: 10,
  });
  // Streaming stopped (that bill at $0): due on day 20, after payday; $15.99 less a month.
  whatIf('cancel-streaming', 'if i cancel streaming does anything change before payday', {
    changed: { Streaming: 0 },
  });
  // The pay up to 2,250: 150 x 26 / 12 = $325.00 more a month; until the payday after.
  payChange(
    'paychecks-2250-raise',
    'with the raise my paychecks become 2,250. am I ok through the check after next?',
    2250,
  );
  // The pay down 10%: 1,890; 210 x 26 / 12 = $455.00 less; until the payday after.
  payChange(
    'pay-cut-10-percent-second-paycheck',
    'hours are getting cut so each paycheck drops 10%. do I stay above zero until the second paycheck from now?',
    1890,
  );
  // Seeded: 1,200 - 1,380 = -$180.00; $70.00 less.
  whatIf(
    'seeded-rent-lowered-1380',
    'rent is being lowered to 1,380 — low point before payday?',
    { changed: { Rent: 1380 } },
    'seeded',
  );
  // Seeded: 800 - 1,450 = -$650.00.
  whatIf(
    'seeded-balance-800',
    'if I only had $800 in the bank today, how negative before my check?',
    { balance: 800 },
    'seeded',
  );
  // Seeded, the pay to 2,900: 300 x 26 / 12 = $650.00 more; until the payday after.
  payChange(
    'seeded-new-job-2900-biweekly',
    'new job pays 2,900 biweekly instead, how does the stretch through the payday after next look',
    2900,
    'seeded',
  );
  // Seeded, 21 days from 500: 500 - 1,450 = -$950.00 (before -$250.00).
  whatIf(
    'seeded-balance-500-three-weeks',
    "with 500 in checking, what's the lowest over the next three weeks",
    { balance: 500, days: 21 },
    'seeded',
  );
  // "Thirteen hundred": 900 - 1,300 = -$400.00; $50.00 more.
  whatIf(
    'rent-thirteen-hundred-words',
    'rent is gonna be thirteen hundred. do we go negative before payday and by how much',
    { changed: { Rent: 1300 } },
  );
  // Typos: rent 1,275: -$375.00; $25.00 more.
  whatIf('typo-rnet-1275-negitive', 'if rnet goes to 1275 do i go negitive b4 payday', {
    changed: { Rent: 1275 },
  });
  // A balance and a change: 1,600 - 1,350 = $250.00; $100.00 more.
  whatIf(
    'balance-1600-rent-rises-1350',
    "say I've got 1,600 and rent rises to 1,350 — lowest before I'm paid?",
    { balance: 1600, changed: { Rent: 1350 } },
  );
  // Half the rent: 625: 900 - 625 = $275.00; $625.00 less.
  whatIf(
    'cousin-covers-half-the-rent',
    "my cousin is moving in and will cover half the rent. what's my low point before payday then?",
    { changed: { Rent: 625 } },
  );
  // The Car payment to 365 over 14 days: due on day 9, after payday, so -$350.00 either way; $45.00 more.
  whatIf(
    'car-payment-365-two-weeks',
    "the car payment is going up to 365. over the next two weeks, what's the lowest?",
    { changed: { 'Car payment': 365 }, days: 14 },
  );
  // No balance today: ask for it, and still say the change: $75.00 more, $100.00 less.
  add(
    'what-if',
    'checkup-rent-1575-short-before-paid',
    "rent's going to be 1,575 next month — will I be short before I get paid?",
    'checkup',
    decline(m(7500)),
  );
  add(
    'what-if',
    'checkup-rent-dropped-by-100',
    'if rent dropped by 100 would i be fine til payday',
    'checkup',
    decline(amount(10000)),
  );
  // Two changes at once.
  add(
    'what-if',
    'two-changes-rent-1290-drop-streaming',
    "new lease at 1,290 plus we're ditching the streaming service; how far under zero do we go pre-paycheck?",
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-two-changes-pay-2700-rent-1500',
    'if my paycheck goes to 2,700 and rent goes to 1,500, how low do I get',
    'seeded',
    decline(),
  );
  // A change with no figure; "it" with no bill.
  add(
    'what-if',
    'rent-up-a-little',
    "rent's creeping up some at renewal, am i still above water till my check lands",
    'household',
    decline(),
  );
  add(
    'what-if',
    'what-if-it-doubles',
    'what if it doubles, am i short before payday',
    'household',
    decline(),
  );
  // A bill the household does not have; spending not on the calendar.
  add(
    'what-if',
    'no-gym-bill-60',
    'if my gym goes to 60 a month, am I negative before payday?',
    'household',
    decline(),
  );
  add(
    'what-if',
    'groceries-up-100',
    'groceries went up about 100 a month, does that put me under before payday',
    'household',
    decline(),
  );
  // A bill moved to another day.
  add(
    'what-if',
    'push-rent-to-the-10th',
    'if i push rent to the 10th do i stay positive until payday',
    'household',
    decline(),
  );
  // No pay, no balance.
  add(
    'what-if',
    'empty-balance-500-make-it-to-payday',
    'if i had 500 in checking would i make it to payday',
    'empty',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  retire(
    'icu-nurse-41-600',
    'ICU nurse, 41, putting $600 a month toward retirement. what do I end up with at 65?',
    {
      amount: 600,
      age: 41,
    },
  );
  // Each weekly payout: 40 x 52 / 12 = 173.33 a month, 36 years.
  retire(
    'driver-40-each-weekly-payout-29',
    "I drive for a delivery app and move $40 from each weekly payout into an IRA. I'm 29 — what's it at 65?",
    { amount: 40, per: 'weekly', age: 29 },
  );
  // "403(b)" is a plan's name: 450 a month for 29 years at 6%.
  retire(
    'teacher-403b-450-36-six-percent',
    'teacher, 36, contributing 450 a month to my 403(b). assuming 6%, projection at 65?',
    { amount: 450, age: 36, rate: 6 },
  );
  // In words: 250 a month for 41 years.
  retire(
    'twenty-four-two-hundred-fifty-words',
    "twenty-four years old and I can put away two hundred fifty a month. what's the 65 number",
    { amount: 250, age: 24 },
  );
  // A year's Roth: 3,600 / 12 = 300 a month, 32 years; the year's income.
  retire(
    'roth-3600-a-year-from-33',
    '$3,600 a year into a Roth starting at 33 — balance at 65 and the yearly income?',
    { amount: 3600, per: 'yearly', age: 33, income: 'yearly' },
  );
  retire(
    'seeded-35-750-seven-percent',
    "I'm 35, I can save 750/mo, and I'll assume 7%. What does that give me at 65?",
    { amount: 750, age: 35, rate: 7 },
    'seeded',
  );
  // A form: 1,100 a month for 18 years at 5.5%; the month's income.
  retire(
    'form-age-47-saving-1100-return-5.5',
    'age: 47 / saving: 1,100 monthly / return: 5.5% — total at 65 + monthly income',
    {
      amount: 1100,
      age: 47,
      rate: 5.5,
      income: 'monthly',
    },
  );
  // 95,000 there and 1,200 a month for 15 years at 6%.
  retire(
    'fifty-95k-saved-1200-six-percent',
    "I'm 50 with 95k saved and I'll add 1,200 a month at 6%. What's it at 65?",
    { amount: 1200, age: 50, rate: 6, start: 95000 },
  );
  // 25 x 52 / 12 = 108.33 a month, 46 years.
  retire(
    'nineteen-25-a-week-starting-small',
    '19 and starting small: $25 a week for retirement. how big by 65',
    {
      amount: 25,
      per: 'weekly',
      age: 19,
    },
  );
  // 150 x 26 / 12 = 325 a month for 37 years at 7%.
  retire(
    'every-two-weeks-150-28-seven-percent',
    "every two weeks $150 goes into my 401k, i'm 28, say 7 percent. at 65?",
    { amount: 150, per: 'bi-weekly', age: 28, rate: 7 },
  );
  retire(
    'household-park-400-from-37',
    "If I park 400 each month starting at 37, what's the retirement pot at 65?",
    { amount: 400, age: 37 },
    'household',
  );
  // "500 dollars": 35 years; the year's income.
  retire(
    'dollars-500-age-30-yearly-income',
    '500 dollars a month from age 30 — what yearly income does that support under the 4% rule?',
    { amount: 500, age: 30, income: 'yearly' },
  );
  // Typos: 350 a month for 32 years.
  retire('typo-33-350-mnth-retirment', 'im 33 and can do 350 a mnth for retirment what will i hav at 65', {
    amount: 350,
    age: 33,
  });
  // Nothing added: 180,000 alone for 13 years at 6%.
  retire(
    'checkup-52-180k-nothing-more-six',
    "52 years old, 180,000 in my 401k, not adding anything else. at 6% what's it at 65?",
    { amount: 0, age: 52, rate: 6, start: 180000 },
    'checkup',
  );
  // A couple, each 300: 600 a month for 27 years (not 300).
  retire(
    'couple-each-300-both-38',
    "my husband and I each put 300 a month into retirement, we're both 38. what's the combined total at 65?",
    { amount: 600, age: 38, wrongDeposit: 300 },
  );
  // Twice a month: 400 a month for 20 years; the month's income.
  retire(
    'twice-a-month-200-age-45-monthly-income',
    "200 twice a month into my retirement account, age 45. what's that as monthly income at 65?",
    { amount: 200, per: 'semi-monthly', age: 45, income: 'monthly' },
  );
  // Each quarter: 1,500 / 3 = 500 a month for 34 years.
  retire(
    'side-business-1500-every-quarter-31',
    "I contribute 1,500 every quarter from my side business, I'm 31. Worth at 65?",
    { amount: 1500, per: 'quarterly', age: 31 },
  );
  // "Turning 40 in june" is next birthday: 39 now, 800 a month for 26 years.
  retire(
    'thirty-nine-turning-40-june-800',
    "I'm 39, turning 40 in june, and can do $800 a month. what's it at 65?",
    { amount: 800, age: 39 },
  );
  // 65 or over, under 16, no age.
  add(
    'retirement',
    'sixty-six-pension-add-500',
    "I'm 66 and draw a pension of 2k a month. What will my 401k be at 65 if I add 500 a month?",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'fifteen-20-a-week',
    "i'm 15 and want to save 20 a week for retirement, how much at 65",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'no-age-700-a-month',
    "putting 700 a month away for retirement, what'll it be by 65",
    'empty',
    decline(),
  );
  // Looks like a projection, asks something else: an RMD, a pension's choice, Social Security, a
  // required saving, a pension formula.
  add(
    'retirement',
    'rmd-74-400k-ira',
    "I'm 74 with 400k in an IRA — how big is my RMD this year?",
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'retirement',
    'pension-lump-sum-or-annuity',
    'should I take my pension as a lump sum or the monthly annuity',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'retirement',
    'social-security-62-or-67',
    'collect SS early at 62 vs holding out to 67 — which pays more for me',
    'empty',
    decline(),
    NO_FIGURE,
  );
  add(
    'retirement',
    'thirty-how-much-for-2-million',
    "i'm 30, how much a month do i need to have 2 million at 65",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'teacher-pension-1.5-percent-service',
    'my teacher pension is 1.5% per year of service times my final average salary — what will it pay?',
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car, furthest } = householdGoals(today);

  // "Safety net" is the Emergency Fund: $7,500.00 left.
  goal(
    'safety-net-how-much-more',
    "my safety net fund — how much more until it's full?",
    [m(leftCents(ef))],
    'household',
    [money(leftCents(vacation)), money(leftCents(car))],
  );
  // "Beach trip money", the only travel goal: $2,400.00 left.
  goal(
    'beach-trip-money-still-needed',
    'how much is still needed for the beach trip money',
    [m(leftCents(vacation))],
    'household',
    [money(leftCents(ef)), money(leftCents(car))],
  );
  // "Wheels fund": 7,000 / 350 = 20 months.
  goal('wheels-fund-350', "wheels fund: stashing 350/mo, when's it fully there", reachOf(car, 350, today));
  // The furthest behind and by how much.
  goal('slipping-on-the-most', 'which goal am i slipping on the most, and how far back is it', [
    said(furthest.title),
    m(behindCents(furthest, today)),
  ]);
  goal(
    'vacation-deadline-monthly',
    'what do I need to put in monthly to make the vacation deadline',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // 1,000 of 8,000 = 12.5%.
  goal('car-fund-percent-done', 'percent done on the car fund?', [pct((car.saved / car.target) * 100)]);
  // Each weekly payout: 90 x 52 / 12 = 390 a month, 7,500 / 390 = 19.2: 20 months; or 84 weeks.
  goal(
    'safety-net-90-each-weekly-payout',
    '$90 from each weekly payout into the safety net — how long to fill it?',
    [
      either(
        count(reach(ef, perMonthCents(90, 'weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(ef) / 9000), 'week'),
      ),
    ],
  );
  // 7,500 + 2,400 + 7,000 = $16,900.00.
  goal('all-three-combined-to-go', 'all three goals combined, how much do I still have to go?', [
    m(leftCents(ef) + leftCents(vacation) + leftCents(car)),
  ]);
  // A refund then a monthly saving: (2,400 - 500) / 250 = 7.6: 8 months (not 2,400 / 250: 10).
  {
    const months = Math.ceil((leftCents(vacation) - 50000) / 25000);
    goal(
      'tax-refund-500-vacation-then-250',
      'putting my $500 tax refund into the vacation fund, then 250 a month after. how many months to finish?',
      [count(months, 'month')],
      'household',
      [count(Math.ceil(leftCents(vacation) / 25000), 'month').fact],
    );
  }
  // Behind by the pace rule on most days.
  const efBehind = behindCents(ef, today);
  goal('emergency-fund-behind-schedule', 'is my emergency fund behind schedule? by how much', [
    efBehind > 0 ? m(efBehind) : ON_PACE,
  ]);
  goal(
    'emergency-stash-target-date',
    'how much a month does the emergency stash need to land on its target date',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // 600 a month: 2,400 / 600 = 4 months, and the date.
  goal(
    'vacation-600-what-date',
    'at 600 a month, what date does the vacation fund get finished',
    reachOf(vacation, 600, today),
  );
  // 7,000 / 1,750 = 4 months.
  goal(
    'new-car-1750-months',
    'if we push 1,750 a month into the new car fund how many months',
    reachOf(car, 1750, today),
  );
  // 2,500 of 10,000 = 25%.
  goal('safety-net-percent-along', 'how far along is my safety net, as a percent', [
    pct((ef.saved / ef.target) * 100),
  ]);
  // "Car kitty": saved 1,000.00 and left 7,000.00.
  goal('car-kitty-saved-and-left', "car kitty: what's saved so far and what's left?", [
    m(Math.round(car.saved * 100)),
    m(leftCents(car)),
  ]);
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  // Seeded, "tokyo", the only travel goal: 300 x 26 / 12 = 650 a month, 2,800 / 650 = 4.3: 5
  // months; or 10 deposits, 20 weeks.
  goal(
    'seeded-tokyo-300-every-two-weeks',
    '300 every two weeks toward tokyo — how many months?',
    [
      either(
        count(reach(japan, perMonthCents(300, 'bi-weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(japan) / 30000) * 2, 'week'),
      ),
    ],
    'seeded',
  );
  // Seeded, "the house pot": 40,000 - 8,000 = $32,000.00.
  goal('seeded-house-pot-left', "what's remaining to fill the house pot", [m(leftCents(house))], 'seeded', [
    money(leftCents(seededEf)),
    money(leftCents(japan)),
  ]);
  // Seeded, "2.5k": 32,000 / 2,500 = 12.8: 13 months.
  goal(
    'seeded-2.5k-down-payment-fund',
    '2.5k a month into the down payment fund, when is it done',
    reachOf(house, 2500, today),
    'seeded',
  );
  // Seeded: its goals are made today, so none is behind.
  goal('seeded-behind-on-any', 'is anything of mine falling behind pace, goal-wise', [ON_PACE], 'seeded');
  goal(
    'seeded-emergency-per-month-deadline',
    'emergency fund: how much per month to make its deadline?',
    [m(neededCents(seededEf, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Goals the user does not have; no goals at all; actions; advice; outside the goals' figures.
  add('goals', 'no-wedding-fund', 'how far along is the wedding fund', 'household', decline());
  add('goals', 'no-retirement-goal-when', 'when will i hit my retirement goal', 'household', decline());
  add('goals', 'empty-which-goal-focus-first', 'which goal should i focus on first', 'empty', decline());
  add('goals', 'checkup-savings-goals-doing', 'give me a progress report on my goals', 'checkup', decline());
  add(
    'goals',
    'move-500-vacation-to-emergency',
    'shift 500 out of the trip fund over to emergency savings for me',
    'household',
    decline(),
  );
  add('goals', 'delete-new-car-goal', 'delete the new car goal please', 'household', decline());
  add(
    'goals',
    'emergency-fund-into-bitcoin',
    'thinking of parking the emergency money in bitcoin, smart?',
    'household',
    decline(),
    NO_PERCENT,
  );
  add(
    'goals',
    'seeded-house-fund-interest-rate',
    'what APR does the down payment savings earn',
    'seeded',
    decline(),
    NO_PERCENT,
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // Three 12-hour shifts: 44 x 36 = 1,584 a week; x 52 / 12 = $6,864.00 (not 4 weeks' 6,336).
  calc(
    'three-twelve-hour-shifts-44-monthly-gross',
    "3 twelve-hour shifts a week at $44/hr, what's my monthly gross",
    [m(perMonthCents(44 * 36, 'weekly'))],
    'empty',
    [money(158400 * 4)],
  );
  // Over 10 months: 52,000 / 10 = $5,200.00 (not / 12).
  calc(
    'teacher-52k-over-10-months-each-check',
    'my 52k teaching salary gets paid over 10 months. how much is each monthly check?',
    [m(5200000 / 10)],
    'empty',
    [money(perMonthCents(52000, 'yearly'))],
  );
  // 4,800 x 5 / 12 = $2,000.00.
  calc(
    'seasonal-4800-five-months-averaged',
    "seasonal job: 4,800 a month but only for 5 months a year. averaged over 12 months that's how much per month?",
    [m((480000 * 5) / 12)],
  );
  // 45% of 2,150 = $967.50 (not the 55%'s 1,182.50).
  calc(
    'rent-2150-split-55-45',
    "we split rent 55/45 and it's 2,150. what does the 45% side pay?",
    [m(Math.round(215000 * 0.45))],
    'empty',
    [money(Math.round(215000 * 0.55))],
  );
  // 40% of 180 + 95 = $110.00 (not the 60%'s 165).
  calc(
    'electric-internet-60-40-im-the-40',
    "electric is 180 and internet 95, we go 60/40 and I'm the 40. my monthly part?",
    [m((18000 + 9500) * 0.4)],
    'empty',
    [money((18000 + 9500) * 0.6)],
  );
  // A range over a year: 1,800 to 2,400.
  calc(
    'range-150-200-a-month-over-a-year',
    "something costing 150-200 a month, what's that range over a year",
    [m(15000 * 12), m(20000 * 12)],
  );
  // A year and a month: 62,000 / 12 = 5,166.67; less 1,400 + 310 = $3,456.67.
  calc(
    '62k-a-year-rent-car-left-monthly',
    '62k a year salary, rent 1,400 a month, car 310 a month: how much is left each month?',
    [m(perMonthCents(62000, 'yearly') - 140000 - 31000)],
    'empty',
    [money(6200000 - 171000)],
  );
  // Two jobs: 1,733.33 + 1,950.00 = $3,683.33 (not 4 weeks and 2 checks' 3,400, not 1,300).
  calc(
    'two-jobs-400-weekly-900-biweekly-monthly',
    '400 a week from one job and 900 every two weeks from the other. monthly total?',
    [m(perMonthCents((400 * 52) / 12 + (900 * 26) / 12, 'monthly'))],
    'empty',
    [money(400 * 4 * 100 + 900 * 2 * 100), money(130000)],
  );
  // 640 x 52 = $33,280.00 (not 48 weeks' 30,720).
  calc(
    'weekly-payout-640-over-a-year',
    'my weekly payout averages 640. what is that over a year',
    [m(64000 * 52)],
    'empty',
    [money(64000 * 48)],
  );
  // "USD 1,200" a quarter: $400.00 a month.
  calc('usd-1200-every-quarter-per-month', 'USD 1,200 every quarter — per month?', [
    m(perMonthCents(1200, 'quarterly')),
  ]);
  // 4% of 800,000: $32,000.00 a year, $2,666.67 a month.
  calc('four-percent-of-800k-year-and-month', "what's 4 percent of 800k, per year and per month", [
    m(80000000 * 0.04),
    m(Math.round((80000000 * 0.04) / 12)),
  ]);
  // Typos: 1,875 x 12 = $22,500.00.
  calc('typo-1875-a-mnth-tims-12', 'whats 1875 a mnth tims 12', [m(187500 * 12)]);
  // No interest: 28,000 / 350 = 80 months.
  calc(
    'family-loan-28000-350-months',
    'student loan is 28,000 at 0% (family loan), paying 350 a month — how many months?',
    [count(Math.ceil(28000 / 350), 'month')],
  );
  // 18% of 86 = $15.48.
  calc('tip-18-percent-86-dinner', '18 percent gratuity on a dinner bill of $86, what do I leave', [
    m(Math.round(8600 * 0.18)),
  ]);
  // 71,500 / 24 = 2,979.1666... = $2,979.17 (not 26 checks' 2,750).
  calc(
    'semi-monthly-71500-per-check',
    'salary 71,500, paid semi-monthly. how much per check before taxes?',
    [m(Math.round(7150000 / 24))],
    'empty',
    [money(7150000 / 26)],
  );
  // 19 x 25 + 16 x 12 = 667 a week; x 52 / 12 = $2,890.33 (not 4 weeks' 2,668).
  calc(
    'two-jobs-19-hr-25-hrs-16-hr-12-hrs',
    'job one: $19/hr for 25 hrs a week; job two: $16/hr for 12 hrs. monthly combined?',
    [m(perMonthCents(19 * 25 + 16 * 12, 'weekly'))],
    'empty',
    [money(66700 * 4)],
  );
  // 1,200 x 26 + 300 x 52 = $46,800.00 (not 24 checks' 44,400).
  calc(
    'restaurant-1.2k-every-other-week-plus-300-weekly-yearly',
    '1.2k every other week from the restaurant plus 300 a week doordash. yearly?',
    [m(120000 * 26 + 30000 * 52)],
    'empty',
    [money(120000 * 24 + 30000 * 52)],
  );
  // 64,000 x 1.035 = $66,240.00.
  calc('raise-3.5-on-64k-new-salary', '3.5% raise on 64k — new salary?', [m(Math.round(6400000 * 1.035))]);
  // One shift: 12 x 47.25 = $567.00.
  calc('one-12-hr-shift-47.25', "one 12 hr shift at 47.25 an hour, what's the shift worth", [m(12 * 4725)]);
  // The app's own data. Household: the next bill is Rent, $1,250.00 in 3 days.
  calc('household-next-bill', "what's my next bill", [said('Rent'), m(125000)], 'household');
  // Household: the repeating bills a month, $1,830.99 (the one-off dentist left out).
  calc(
    'household-all-bills-per-month',
    'what do all my bills add up to per month',
    [m(125000 + 32000 + 6500 + 1599 + perMonthCents(540, 'quarterly'))],
    'household',
    [money(125000 + 32000 + 6500 + 1599 + 54000)],
  );
  // Household: 540 a quarter is $2,160.00 a year (not 12 x 540).
  calc(
    'household-car-insurance-yearly-total',
    'yearly total for the car insurance on my calendar?',
    [m(54000 * 4)],
    'household',
    [money(54000 * 12)],
  );
  // Seeded: the next bill is Rent, $1,450.00 (the cable bill is paid).
  calc('seeded-bill-up-next', 'which bill is up next and for how much', [said('Rent'), m(145000)], 'seeded');
  // Seeded: the next paycheck, $2,600.00, in 4 days.
  calc(
    'seeded-next-paycheck-when-how-much',
    "when's my next paycheck and how much is it",
    [said(format(addDays(parseISO(today), 4), 'MMM dd, yyyy')), m(260000)],
    'seeded',
  );
  // Interest, amortization, overtime, a currency, growth with no rate, a paycheck the app does not
  // know, nights not given.
  add(
    'arithmetic',
    'loan-28k-6.8-apr-10-years',
    'monthly payment on a 28k loan at 6.8% apr over 10 years?',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'card-4200-27-percent-minimum',
    "4,200 on a card at 27%, paying the minimum, how long till it's gone",
    'empty',
    decline(),
  );
  add('arithmetic', 'euros-500-to-dollars', 'how many dollars is 500 euros', 'empty', decline());
  add(
    'arithmetic',
    'overtime-52-hours-24-time-and-a-half',
    'worked 52 hours at 24/hr with time and a half after 40, weekly pay?',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    '10k-grow-5-years-no-rate',
    'how much will 10k grow to in 5 years',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'arithmetic',
    'empty-20-percent-of-my-paycheck',
    'set aside 20% of each check — how much is that',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'arithmetic',
    'bartending-tips-120-a-night-monthly',
    "bartending tips average 120 a night, what's that a month",
    'empty',
    decline(),
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside(
    'irs-each-quarter-uber-income',
    'how much should i send the irs each quarter for my uber income',
    'empty',
    NO_PERCENT,
  );
  outside('write-off-mileage-1099-driver', 'can I write off my mileage as a 1099 driver', 'empty');
  outside(
    'crypto-sold-eth-tax-owed',
    'i sold some eth at a profit, how much tax do i owe',
    'empty',
    NO_PERCENT,
  );
  outside('nvidia-or-index-fund-2k', 'should i put 2k into nvidia or an index fund', 'empty', NO_PERCENT);
  outside('solana-good-buy', 'should i ape into solana this week', 'empty', NO_FIGURE);
  outside('credit-score-dropped-40', 'why did my credit score drop 40 points', 'household');
  outside('typo-wats-my-credt-score', 'wats my credt score', 'seeded');
  outside('gas-prices-down-next-month', 'will gas prices go down next month', 'household', NO_FIGURE);
  outside('stock-market-next-month', "what's the stock market going to do next month", 'empty', NO_PERCENT);
  outside('house-worth-right-now', 'what would my place sell for today', 'household', NO_FIGURE);
  outside('heloc-rate-id-get', 'what rate would i get on a heloc', 'empty', NO_PERCENT);
  outside(
    'best-cash-back-card-groceries',
    'recommend a rewards card with top grocery cashback',
    'empty',
    NO_PERCENT,
  );
  outside('pay-my-rent-now', 'pay my rent now please', 'household');
  outside('autopay-car-payment', 'turn on automatic payments for my car loan', 'household');
  outside('transfer-200-checking-to-savings', 'transfer $200 from checking to savings', 'seeded');
  outside('cancel-netflix-for-me', 'unsubscribe me from netflix', 'household');
  outside('open-roth-with-fidelity', 'open a roth ira for me with fidelity', 'empty');
  outside('dispute-49-charge-tuesday', 'dispute the $49 charge from last tuesday', 'household');
  outside('spent-on-gas-last-month', 'total i put into gas fill-ups in february?', 'seeded');
  outside('evict-5-days-late', "can my landlord evict me if i'm 5 days late on rent", 'household');
  outside('ex-child-support-new-job', 'can my ex stop paying child support if he changes jobs', 'empty');
  outside('kid-103-fever-urgent-care-or-er', 'my kid has a 103 fever, urgent care or the ER?', 'household');
  outside(
    'knee-surgery-cost',
    'my doctor says i need knee surgery, how much will it cost me',
    'household',
    NO_FIGURE,
  );
  outside('unemployment-off-season', 'can i collect unemployment in the off season', 'empty');
  outside('credit-union-insured-like-fdic', 'is my credit union insured like fdic', 'empty');

  return built;
}

/** The seventh fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases7(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases7Samples(today: string): Record<string, string> {
  return build(today).samples;
}
