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
 * The sixth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the assistant's function, the generated families,
 * the tuning and held-out sets or their tests) and without seeing any evaluation's answers, never
 * tuned on. None of its questions rewords one of sets 1 to 5 (no question shares half its words
 * with one of theirs, nor with another of its own). What is new here:
 *
 * - who asks: hourly workers (a CNA, a barista, a part-timer's "32 hrs a week"), a bartender, a grad
 *   student on a stipend, a carer paying for a parent's day program, brothers sharing a storage
 *   unit, people paid "semi-monthly", "every other friday", by the hour;
 * - pay by the hour in an affordability question: the rate times the weekly hours is the week's
 *   pay, then a month (x 52 / 12), as decision 027's sums of time work it;
 * - how a question is built: a long story first and the question last, slang and text-speak
 *   ("ngl", "rn", "lowkey", "fr", "w/", "thru", "b4"), all lower case and no punctuation, a
 *   follow-up's "so", a quantity per day or per visit ("3 days a week at $32 a day");
 * - how amounts are written: "1.8k a year", "2.4k a month", "$1.1k", "58k/yr", "thirteen twenty
 *   five", "eighteen fifty", "twelve hundred", "eighty-one thousand", "two grand", "4k";
 * - bills by kind: "my landlord", "car note", "cell bill", "auto insurance", "the rent check",
 *   and goals by another name ("rainy day money", "EF", "vacation pot", "the new whip", "japan
 *   money", "the house fund");
 * - what must decline, as decision 027 says: two changes at once, a change with no figure, pay by
 *   the day with no days, tips and open-ended overtime, interest on a balance, an amortized loan,
 *   savings taken for income; and look-alikes outside the app: taxes owed, investment picks,
 *   spending history it does not hold, legal questions, comparisons with other people or
 *   providers, actions, predictions.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. How a figure is written and each family's
 * case writer (`freshSetWriters`) are shared with the other fresh sets, in `fresh-figures.ts`.
 *
 * Each case keeps a sample right answer (`freshCases6Samples`), written from the same figures, so
 * the self-checks can show every fact holds on a right answer, that no `mustNot` forbids it, and
 * that declines are told apart from answers.
 */

function build(today: string): Built {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside } =
    freshSetWriters('fresh6', today);

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // A story first; "ten minutes" is no money: $118.00 a month (not 10 x 118).
  afford(
    'pottery-118-story-sister',
    "So my sister keeps telling me I need a hobby, and honestly she's right, work has been brutal since January. There's a pottery studio ten minutes from me and the membership is $118 a month. Is that something I can actually fit in?",
    [monthly(118)],
    { wrongCents: [householdLeft - 11800 * 10] },
  );
  // Pay by the hour: 19.75 x 32 = 632.00 a week; x 52 / 12 = 2,738.67 (not 632, not 4 weeks' 2,528).
  afford(
    'empty-19.75-hr-32-hrs-studio-640',
    'i make 19.75 an hour and get about 32 hrs a week. can i afford a $640/mo studio',
    [monthly(640)],
    {
      profile: 'empty',
      income: { amount: 19.75 * 32, per: 'weekly' },
      wrongCents: [63200 - 64000, 63200 * 4 - 64000],
    },
  );
  // The household's stated hourly pay, not its calendar: 26 x 40 = 1,040 a week = 4,506.67 a month;
  // less 1,830.99 = 2,675.68.
  afford(
    'new-job-26-hr-40-hours-truck-380',
    "I'm switching to a job paying $26/hr for 40 hours a week. Could I take on a $380 monthly payment for a used truck?",
    [monthly(380)],
    { income: { amount: 26 * 40, per: 'weekly' }, wrongCents: [104000 - 183099 - 38000] },
  );
  // "58k/yr": 58,000 / 12 = 4,833.33.
  afford(
    'empty-offer-letter-58k-apartment-1050',
    'offer letter says 58k/yr. could i swing a $1,050 a month apartment on that',
    [monthly(1050)],
    { profile: 'empty', income: { amount: 58000, per: 'yearly' }, wrongCents: [5800000 - 105000] },
  );
  // "Semi-monthly": 1,425 x 2 = 2,850.00 (not every two weeks' 3,087.50, not one check's 1,425).
  afford(
    'semi-monthly-1425-used-car-260',
    'paid semi-monthly, 1,425 a check. is $260 a month for a used car realistic with my bills?',
    [monthly(260)],
    {
      income: { amount: 1425, per: 'semi-monthly' },
      wrongCents: [perMonthCents(1425, 'bi-weekly') - 183099 - 26000, 142500 - 183099 - 26000],
    },
  );
  // A bartender's weekly take-home: 780 x 52 / 12 = 3,380.00.
  afford(
    'empty-bartend-780-week-insurance-95',
    'i bartend and take home around 780 a week. can i afford a 95/mo car insurance policy',
    [monthly(95)],
    { profile: 'empty', income: { amount: 780, per: 'weekly' }, wrongCents: [78000 - 9500, 312000 - 9500] },
  );
  // The rent in words, "my landlord": 1,325 instead of 1,250, $75.00 more (not a new $1,325).
  afford(
    'landlord-thirteen-twenty-five-may',
    'my landlord says its going to be thirteen twenty five starting in may. can i still cover everything',
    [],
    { changed: { Rent: 1325 }, wrongCents: [householdLeft - 132500] },
  );
  // "Car note" is the Car payment: 320 -> 355, $35.00 more.
  afford(
    'car-note-355-refi-fell-through',
    "car note's going up to $355 after the refinance fell through. we still ok on a monthly basis?",
    [],
    { changed: { 'Car payment': 355 }, wrongCents: [householdLeft - 35500] },
  );
  // "Cell bill" is the Phone: 65 -> 72.50, $7.50 more.
  afford(
    'cell-bill-72.50-promo-ended',
    'cell bill went up to 72.50 bc they ended my promo. does the budget still hold up',
    [],
    { changed: { Phone: 72.5 }, wrongCents: [householdLeft - 7250] },
  );
  // "Auto insurance" is the Car insurance, still quarterly: (612 - 540) / 3 = $24.00 more (not
  // 612 a month, not 72 a month).
  afford(
    'auto-insurance-612-every-three-months',
    'Auto insurance renewal just landed: 612 every three months now. Am I still in good shape month to month?',
    [],
    { changed: { 'Car insurance': 612 }, wrongCents: [householdLeft - 61200, householdLeft - 7200] },
  );
  // "1.8k a year": $150.00 a month.
  afford(
    'travel-hockey-1.8k-a-year',
    "my kid's travel hockey is 1.8k a year. are we good to sign him up or nah",
    [{ amount: 1800, per: 'yearly' }],
    { wrongCents: [householdLeft - 180000] },
  );
  // A carer; "she's 78" is no money: $1,100.00 a month.
  afford(
    'mom-78-day-program-1.1k',
    'My mom is 78 and her memory is slipping. A day program near us costs $1.1k/mo. Can I carry that on top of everything?',
    [monthly(1100)],
  );
  // Per day, three days a week: 96 a week; x 52 / 12 = $416.00 (not 96, not 4 weeks' 384, not 32
  // a week's 138.67).
  afford(
    'dog-daycare-3-days-32-a-day',
    'dog daycare 3 days a week at $32 a day — can my budget take that?',
    [{ amount: 32 * 3, per: 'weekly' }],
    {
      wrongCents: [householdLeft - 9600, householdLeft - 38400, householdLeft - perMonthCents(32, 'weekly')],
    },
  );
  // "Every other week": 22.50 x 26 / 12 = $48.75 (not 22.50, not twice a month's 45).
  afford(
    'coworking-22.50-every-other-week',
    'the coworking space charges $22.50 every other week. fine for me to sign up?',
    [{ amount: 22.5, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 2250, householdLeft - 4500] },
  );
  // Three yearly fees as one: 310 / 12 = 25.8333 = $25.83.
  afford(
    'prime-warehouse-roadside-310-a-year',
    'prime + warehouse club + roadside plan come out to around 310 a year all together. lowkey is that fine',
    [{ amount: 310, per: 'yearly' }],
    { wrongCents: [householdLeft - 31000] },
  );
  // "Every 3 months": 87 / 3 = $29.00.
  afford(
    'water-softener-87-every-3-months',
    'Water softener rental is $87 every 3 months. Does it fit?',
    [{ amount: 87, per: 'quarterly' }],
    { wrongCents: [householdLeft - 8700] },
  );
  // "Twice monthly": 65 x 2 = $130.00 (not 65, not every two weeks' 140.83).
  afford(
    'braces-65-twice-monthly',
    "orthodontist set up a plan for my son's braces, $65 twice monthly. can i handle it",
    [{ amount: 65, per: 'semi-monthly' }],
    { wrongCents: [householdLeft - 6500, householdLeft - perMonthCents(65, 'bi-weekly')] },
  );
  // Two options weighed apart: what is left with each, not with both.
  {
    const after = (payment: number) => affordability(HOUSEHOLD, [monthly(payment)]).after;
    add(
      'affordability',
      'two-daycares-940-or-1085',
      'we toured two daycares, one is $940 a month and the other is $1,085. how much would we have left each month with either one?',
      'household',
      figures(m(householdLeft), m(after(940)), m(after(1085))),
      [...wrongLeft('household'), money(householdLeft - 94000 - 108500)],
    );
  }
  // A long story; "my half" is the payment: $85.00 a month.
  afford(
    'brothers-storage-half-85',
    "Ok long story short my brother is moving back to town and wants us to go halves on a storage unit for our dad's stuff. My half would be $85 a month. With everything else we pay, does that work or is it gonna be tight?",
    [monthly(85)],
  );
  // Seeded, "my landlord": 1,525 instead of 1,450, $75.00 more.
  afford(
    'seeded-renewal-offer-landlord-1525',
    'got the renewal offer from my landlord: 1,525/month. am i still comfortable each month',
    [],
    { profile: 'seeded', changed: { Rent: 1525 }, wrongCents: [seededLeft - 152500] },
  );
  // Seeded: 840 a year is $70.00 a month.
  afford(
    'seeded-parking-permit-840-yearly',
    'annual parking permit at my office is $840. yearly fee, can i justify it budget-wise?',
    [{ amount: 840, per: 'yearly' }],
    { profile: 'seeded', wrongCents: [seededLeft - 84000] },
  );
  // Seeded: 5 walks x 20 = 100 a week; x 52 / 12 = $433.33 (not 100, not 4 weeks' 400).
  afford(
    'seeded-dog-walker-5-days-20-a-walk',
    'dog walker would come 5 days a week, 20 bucks a walk. do i have room for that',
    [{ amount: 20 * 5, per: 'weekly' }],
    { profile: 'seeded', wrongCents: [seededLeft - 10000, seededLeft - 40000] },
  );
  // Checkup, by the hour: 21.40 x 36 = 770.40 a week; x 52 / 12 = 3,338.40; less rent 1,500 =
  // 1,838.40.
  afford(
    'checkup-cna-21.40-36-hours-car-275',
    "I'm a CNA, $21.40 an hour, usually 36 hours a week. After rent, can I handle $275 a month for a car?",
    [monthly(275)],
    {
      profile: 'checkup',
      income: { amount: 21.4 * 36, per: 'weekly' },
      wrongCents: [77040 - 150000 - 27500, 308160 - 150000 - 27500],
    },
  );
  // Checkup, in words: 81,000 / 12 = 6,750.00; less rent 1,500 = 5,250.00.
  afford(
    'checkup-eighty-one-thousand-loan-450',
    "salary's eighty-one thousand a year. would a 450 monthly student loan payment fit after rent?",
    [monthly(450)],
    { profile: 'checkup', income: { amount: 81000, per: 'yearly' }, wrongCents: [8100000 - 150000 - 45000] },
  );
  // Empty, "every other friday": 1,730 x 26 / 12 = 3,748.33 (not twice a month's 3,460).
  afford(
    'empty-every-other-friday-1730-apartment-wifi',
    'every other friday i get 1,730. is a 1,200 apartment plus 75 for wifi doable',
    [monthly(1200), monthly(75)],
    { profile: 'empty', income: { amount: 1730, per: 'bi-weekly' }, wrongCents: [173000 * 2 - 127500] },
  );
  // Empty, "2.4k a month": 2,400 - 725 = 1,675.00.
  afford(
    'empty-grad-stipend-2.4k-room-725',
    'my grad stipend is 2.4k a month. can i do a $725/mo room near campus',
    [monthly(725)],
    { profile: 'empty', income: monthly(2400) },
  );
  // No income anywhere: ask for it.
  add(
    'affordability',
    'empty-spotify-hulu-bundle-40',
    'honestly can i even afford a $40 a month spotify+hulu bundle',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'checkup-car-note-415',
    'my car note would be 415 a month. can i do it?',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'checkup-1700-apartment-instead',
    'could i afford a $1,700 apartment instead of the one im in',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );
  // A bill the household does not have.
  add(
    'affordability',
    'no-water-bill-110',
    'if my water bill goes to 110 can i still pay everything else',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // Savings, not income: not 15,000 - 1,300.
  add(
    'affordability',
    'empty-15k-hysa-live-off-1300',
    'i have 15k in a hysa. if i live off that can i afford a $1,300/mo apartment',
    'empty',
    decline(),
    [ONLY_PAYDAY, money(1500000 - 130000)],
  );
  // No amount to work with.
  add(
    'affordability',
    'back-to-school-part-time',
    'can i afford to go back to school part time',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // Pay by the day with no days a week: not 180 a month, not 5 days' 3,900.
  add(
    'affordability',
    'empty-180-a-day-deliveries-300',
    'i do deliveries and clear about $180 a day. can i afford a $300/mo phone and insurance combo',
    'empty',
    decline(),
    [ONLY_PAYDAY, money(18000 - 30000), money(perMonthCents(180 * 5, 'weekly') - 30000)],
  );

  // --- A supposed change, through the forecast until the next payday (or a stated period) ---------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // "My landlord", texted: 900 - 1,340 = -$440.00; $90.00 more a month.
  whatIf(
    'landlord-texted-1340',
    'my landlord just texted that rent is going to 1,340 next month. do i dip below zero before my check hits',
    { changed: { Rent: 1340 } },
  );
  // The balance in words: 1,200 - 1,250 = -$50.00.
  whatIf(
    'twelve-hundred-in-checking-low',
    'if there was twelve hundred in checking right now how low would i get before payday',
    { balance: 1200 },
  );
  // "$1.1k": 1,100 - 1,250 = -$150.00.
  whatIf('start-me-at-1.1k', "start me at $1.1k today — what's the lowest before the next paycheck?", {
    balance: 1100,
  });
  // 10% off the rent: 1,125: -$225.00; $125.00 less a month. "18 months" is no money.
  whatIf(
    'landlord-10-percent-off-18-months',
    'landlord agreed to knock 10% off rent if I sign for 18 months. whats my low point before payday with that',
    { changed: { Rent: 1125 } },
  );
  // The Phone down by 20: due on day 15, after payday; $20.00 less a month.
  whatIf(
    'phone-drops-by-20-switch-carriers',
    'if my phone bill drops by 20 bucks when i switch carriers, anything change before payday',
    { changed: { Phone: 45 } },
  );
  // "Cell bill" up by 15: $15.00 more a month.
  whatIf('cell-bill-jumps-15', 'cell bill jumps 15 dollars next cycle. trouble before my paycheck?', {
    changed: { Phone: 80 },
  });
  // "Car note" down to 298, due on day 9, after payday: $22.00 less a month.
  whatIf(
    'car-note-298-after-refi',
    'car note goes to 298 after refi, how low does my balance get before payday',
    { changed: { 'Car payment': 298 } },
  );
  // A stated period, 14 days: rent 1,280: -$380.00 (before -$350.00); $30.00 more a month.
  whatIf(
    'rent-1280-next-two-weeks',
    'new lease puts rent at 1,280. from today through the next two weeks, where does my balance bottom out?',
    { changed: { Rent: 1280 }, days: 14 },
  );
  // From $2,500 over 30 days: 1,250 on day 3; later days stay above it.
  whatIf(
    'starting-2500-next-30-days',
    'starting from $2,500 in checking, lowest it gets in the next 30 days?',
    {
      balance: 2500,
      days: 30,
    },
  );
  // A supposed balance and a change: 2,000 - 1,150 = $850.00; $100.00 less a month.
  whatIf(
    'suppose-2000-rent-fell-1150',
    'suppose i had 2,000 and my rent fell to 1,150 — lowest point before payday?',
    { balance: 2000, changed: { Rent: 1150 } },
  );
  // The pay in words: 300 less every two weeks is 650.00 a month; until the payday after.
  payChange(
    'checks-eighteen-hundred-instead',
    'my checks are about to be eighteen hundred instead of twenty-one hundred. will i stay positive thru the check after next',
    1800,
  );
  // The pay up 5%: 2,205; 105 x 26 / 12 = $227.50 more a month; until the payday after.
  payChange(
    'five-percent-raise-each-paycheck',
    'getting a 5% raise on each paycheck starting next period, how does my cash flow look',
    (2100 * 105) / 100,
  );
  // 3% of the rent in words: 1,287.50: 900 - 1,287.50 = -$387.50; $37.50 more a month.
  whatIf(
    'property-mgmt-three-percent',
    'heard from the property mgmt company: three percent increase on rent at renewal. will i overdraft before payday?',
    { changed: { Rent: 1287.5 } },
  );
  // Seeded: 1,200 - 1,495 = -$295.00; $45.00 more a month.
  whatIf(
    'seeded-lease-renewal-1495-in-the-black',
    'Lease renewal for my apartment came back at $1,495. Do I make it to payday in the black?',
    { changed: { Rent: 1495 } },
    'seeded',
  );
  // Seeded, "$2.3k": 2,300 - 1,450 = $850.00.
  whatIf(
    'seeded-balance-2.3k-low',
    "if my balance were $2.3k right now, what's my low before my paycheck",
    { balance: 2300 },
    'seeded',
  );
  // Seeded, the pay down to 2,350: 250 x 26 / 12 = $541.67 less a month; until the payday after.
  payChange(
    'seeded-shift-differential-ends-2350',
    'my checks drop to 2,350 when my shift differential ends. still ok til the check after next?',
    2350,
    'seeded',
  );
  // Seeded, 21 days: rent 1,400: -$200.00 (before -$250.00); $50.00 less a month.
  whatIf(
    'seeded-rent-1400-next-3-weeks',
    'rent drops to 1,400 — lowest balance across the next 3 weeks',
    { changed: { Rent: 1400 }, days: 21 },
    'seeded',
  );
  // A story, "us": rent 1,100: 900 - 1,100 = -$200.00; $150.00 less a month.
  whatIf(
    'renovations-pool-closed-1100',
    "Quick one — our building is doing renovations and the landlord offered to drop us to $1,100 for the next few months while the pool's closed. How does that change our low point before payday?",
    { changed: { Rent: 1100 } },
  );
  // No balance today: ask for it, and still say the change: $60.00 more a month, $200.00 less.
  add(
    'what-if',
    'checkup-rent-1560-run-short',
    'landlord says rent is 1,560 starting next month. will i run short before my paycheck?',
    'checkup',
    decline(m(6000)),
  );
  add(
    'what-if',
    'checkup-mow-lawn-200-off',
    "my landlord said he'd take 200 off the rent if i mow the lawn. am i ok until payday then?",
    'checkup',
    decline(amount(20000)),
  );
  // Two changes at once: one at a time, so a decline.
  add(
    'what-if',
    'two-changes-rent-1300-phone-80',
    'rent goes to 1,300 and my phone goes to 80 — lowest before payday?',
    'household',
    decline(),
  );
  add(
    'what-if',
    'two-changes-car-up-40-cancel-streaming',
    'car payment up 40 and i cancel streaming, how tight does it get before i get paid',
    'household',
    decline(),
  );
  // Bills the user does not have.
  add(
    'what-if',
    'no-daycare-1050',
    'daycare is going up to 1,050 next month, am i short before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-phone-up-25',
    "my phone bill's going up 25, do i go negative before my check",
    'seeded',
    decline(),
  );
  // No pay, no balance.
  add(
    'what-if',
    'empty-paycheck-up-200',
    'will my paycheck going up 200 keep me positive till the next one',
    'empty',
    decline(),
  );
  // A change with no figure.
  add(
    'what-if',
    'car-insurance-supposed-to-go-up',
    'my car insurance is supposed to go up, will i be negative before my check?',
    'household',
    decline(),
  );
  // Not a bill, a pay or a balance.
  add(
    'what-if',
    'gas-up-a-dollar-a-gallon',
    'gas prices jumping a dollar a gallon — does that sink me before my next check',
    'household',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // Auto-enrolment: 240 a month for 39 years.
  retire('26-auto-enrolled-240', "im 26 and my job auto-enrolls me at 240 a month. what's that at 65", {
    amount: 240,
    age: 26,
  });
  // Age and amount in words: 350 a month for 34 years.
  retire(
    'thirty-one-three-hundred-fifty',
    'thirty-one years old, can do three hundred fifty a month for retirement. where does that land me at 65',
    { amount: 350, age: 31 },
  );
  // "$1.5k/mo" at 6% for 17 years; the month's income.
  retire(
    '1.5k-mo-48-six-percent-monthly-draw',
    "$1.5k/mo starting at 48, 6% return. what's the balance at 65 and the monthly income from the 4% rule?",
    { amount: 1500, age: 48, rate: 6, income: 'monthly' },
  );
  // "457" is a plan's name; per paycheck, every other Friday: 115 x 26 / 12 = 249.17 a month, 31 years.
  retire(
    '457-115-per-paycheck-34',
    "I put $115 per paycheck into my 457 — we're paid every other Friday. I'm 34. What's it worth at 65?",
    { amount: 115, per: 'bi-weekly', age: 34 },
  );
  // "$60/week": 60 x 52 / 12 = 260.00 a month, 42 years.
  retire('60-week-ira-from-23', '$60/week into an IRA from age 23, how much by 65 roughly', {
    amount: 60,
    per: 'weekly',
    age: 23,
  });
  // Semi-monthly: 350.00 a month, 26 years; the month's income.
  retire(
    'semi-monthly-175-roth-39',
    'semi-monthly contribution of $175 to my Roth, age 39. what does it look like at 65 as monthly income with the 4% rule',
    { amount: 175, per: 'semi-monthly', age: 39, income: 'monthly' },
  );
  // Quarterly at 6.5%: 2,000 / 3 = 666.67 a month, 23 years.
  retire(
    'sep-2000-each-quarter-42-6.5',
    'Self-employed: I do $2,000 each quarter into a SEP from age 42, figure 6.5%. Projection at 65?',
    { amount: 2000, per: 'quarterly', age: 42, rate: 6.5 },
  );
  // A yearly deposit and what is there: 7,000 / 12 = 583.33 a month and 18,000, 36 years.
  retire(
    'ira-7k-a-year-29-with-18k',
    "Maxing my IRA at 7k a year, I'm 29, already 18k in there. What's it at 65?",
    { amount: 7000, per: 'yearly', age: 29, start: 18000 },
  );
  // Nothing added at 4%: 340,000 alone for 8 years.
  retire(
    '57-340k-not-another-dime-4-percent',
    "I'm 57 and sitting on $340k. If I don't add another dime, what's it at 65 at 4%?",
    { amount: 0, age: 57, rate: 4, start: 340000 },
  );
  // The return in words: 425 a month for 30 years at 6%; the year's income.
  retire(
    '425-from-35-six-percent-yearly',
    'if i invest 425 a month from age 35 at six percent what yearly income could that give me at 65',
    { amount: 425, age: 35, rate: 6, income: 'yearly' },
  );
  // A story: 500 a month for 38 years.
  retire(
    'story-dad-never-saved-27-500',
    "My dad never saved a cent and I'm determined not to end up like that. I'm 27, just got my first real job, and I've set up $500 a month going into retirement. What's that looking like by 65?",
    { amount: 500, age: 27 },
  );
  // A couple: 1,800 a month for 21 years; the year's income.
  retire(
    'wife-and-i-44-1800-annual',
    'My wife and I are both 44 and we put $1,800 a month into retirement between us. At 65, what is the pot and the annual income under the 4% rule?',
    { amount: 1800, age: 44, income: 'yearly' },
  );
  retire(
    'household-650-from-40-comfortably',
    'could I retire comfortably at 65 on $650/mo starting at age 40?',
    { amount: 650, age: 40 },
    'household',
  );
  retire(
    'seeded-30-1.25k-401k',
    "im 30, 1.25k a month into my 401k, what's it worth at 65",
    { amount: 1250, age: 30 },
    'seeded',
  );
  // "401(k)" is a plan's name: 62,000 and 950 a month for 14 years at 5.5%.
  retire(
    'checkup-51-62000-950-5.5',
    "I'm 51, I have 62,000 in my 401(k) and add 950 a month. At 5.5% what do I get at 65?",
    { amount: 950, age: 51, rate: 5.5, start: 62000 },
    'checkup',
  );
  // A birth year is no money: 300 a month for 27 years.
  retire(
    'born-1988-38-300',
    "born in 1988 so i'm 38 now lol. 300 a month into retirement — what's it at 65?",
    {
      amount: 300,
      age: 38,
    },
  );
  // An employer's match adds to the deposit: 200 + 100 = 300 a month for 33 years (not 200 alone).
  retire(
    'match-200-plus-100-age-32',
    'I put in $200 a month and my employer matches another $100 a month. I am 32. What will the account hold at 65?',
    { amount: 300, age: 32, wrongDeposit: 200 },
  );
  // 65 or more, under 16, no age, no amount.
  add(
    'retirement',
    'sixty-seven-900-financial-guy',
    "I'm sixty-seven and my financial guy says keep putting 900 a month away. What will that be by 65?",
    'empty',
    decline(),
  );
  add(
    'retirement',
    '14-summer-job-25-week',
    "I'm 14 and got a summer job, if I save 25 a week for retirement what will it be at 65?",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'max-roth-every-year-no-age',
    "if i max out my roth every year what'll i have at retirement",
    'empty',
    decline(),
  );
  add(
    'retirement',
    '29-just-opened-401k-no-amount',
    'im 29 and just opened a 401k. how big will it be at 65?',
    'empty',
    decline(),
  );
  // Looks like a projection, asks something else: an annuity, an RMD, a required saving, a pension.
  add(
    'retirement',
    'annuity-with-401k-at-65',
    'should I buy an annuity with my 401k when I hit 65?',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'retirement',
    'rmd-at-73',
    'how much will my required minimum distribution be at 73',
    'empty',
    decline(),
    NO_FIGURE,
  );
  add(
    'retirement',
    '35-monthly-for-1.5-million',
    "i'm 35 — what monthly amount gets me to 1.5 million by 65?",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'pension-60-percent-final-salary',
    'my pension pays 60% of my final salary. how much will I get each month when I retire?',
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car, furthest } = householdGoals(today);

  // "Rainy day money" is the Emergency Fund: $7,500.00 left.
  goal(
    'rainy-day-money-still-missing',
    'how much is still missing from my rainy day money',
    [m(leftCents(ef))],
    'household',
    [money(leftCents(vacation)), money(leftCents(car))],
  );
  // "Holiday savings": 2,400 / 275 = 8.7: 9 months.
  goal(
    'holiday-savings-275-what-month',
    'holiday savings — 275 a month, what month does it wrap up',
    reachOf(vacation, 275, today),
  );
  // "The new whip", "1k": 7,000 / 1,000 = 7 months.
  goal(
    'new-whip-1k-a-month',
    'saving 1k a month for the new whip. how many months left',
    reachOf(car, 1000, today),
  );
  // Slang: the furthest behind and what a month catches it up.
  goal(
    'ngl-slacking-most-behind-fix',
    "ngl i've been slacking. which goal is the most behind rn and how much a month gets it back on track",
    [said(furthest.title), m(neededCents(furthest, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // "We", "lagging": the furthest behind and by how much.
  goal(
    'lagging-most-how-many-dollars',
    'which of our savings goals is lagging the most, and by how many dollars?',
    [said(furthest.title), m(behindCents(furthest, today))],
  );
  // Text-speak: "the vacation $" is the Vacation goal, behind by the pace rule on most days.
  const vacationBehind = behindCents(vacation, today);
  goal('r-we-on-track-vacation-money', 'r we on track w the vacation $ or behind', [
    vacationBehind > 0 ? m(vacationBehind) : ON_PACE,
  ]);
  // Weekly: 120 x 52 / 12 = 520.00 a month, 7,500 / 520 = 14.4: 15 months; or 7,500 / 120: 63 weeks.
  goal('ef-120-every-week-how-long', 'if i move $120 every week into the EF how long till its done', [
    either(
      count(reach(ef, perMonthCents(120, 'weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(ef) / 12000), 'week'),
    ),
  ]);
  // 600 of 3,000 = 20%.
  goal('trip-savings-percent-of-the-way', 'trip savings: what % of the way there am i', [
    pct((vacation.saved / vacation.target) * 100),
  ]);
  // Leaving one out: 7,000 + 2,400 = $9,400.00 (not 16,900.00 with the Emergency Fund).
  goal(
    'leave-emergency-out-car-and-trip',
    'leave the emergency fund out — how much do the car and the trip still need between them',
    [m(leftCents(car) + leftCents(vacation))],
    'household',
    [money(leftCents(ef) + leftCents(vacation) + leftCents(car))],
  );
  // A lump then a monthly saving: (7,000 - 1,200) / 400 = 14.5: 15 months (not 7,000 / 400: 18).
  {
    const months = Math.ceil((leftCents(car) - 120000) / 40000);
    goal(
      'work-bonus-1200-car-then-400',
      "My work bonus was $1,200 after taxes. If I drop that into the car fund and then do $400 a month, when's it fully funded?",
      [count(months, 'month')],
      'household',
      [count(Math.ceil(leftCents(car) / 40000), 'month').fact],
    );
  }
  // The monthly needed by the Emergency Fund's date.
  goal(
    'emergency-savings-deadline-i-set',
    'To hit the deadline I set on my emergency savings, how much needs to go in monthly?',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Every other week: 180 x 26 / 12 = 390.00 a month, 2,400 / 390 = 6.2: 7 months; or 14 deposits, 28 weeks.
  goal(
    'vacation-pot-180-biweekly-transfers',
    'bi-weekly $180 transfers into the vacation pot. how many months till its full?',
    [
      either(
        count(reach(vacation, perMonthCents(180, 'bi-weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(vacation) / 18000) * 2, 'week'),
      ),
    ],
  );
  // Saved so far: $1,000.00.
  goal('put-toward-new-car-so-far', 'how much have i put toward the new car so far', [
    m(Math.round(car.saved * 100)),
  ]);
  // In words: 7,500 / 1,500 = 5 months.
  goal(
    'emergency-fifteen-hundred-a-month',
    'emergency fund at fifteen hundred a month — how many months and what date?',
    reachOf(ef, 1500, today),
  );
  // Is $400 enough by the date: the monthly needed, or 6 months at $400.
  goal('will-400-get-vacation-before-date', 'will 400 a month get the vacation fund done before its date?', [
    either(m(neededCents(vacation, today)), count(reach(vacation, 400, today).months, 'month')),
  ]);
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  // Seeded: "japan money": 4,000 - 1,200 = $2,800.00.
  goal(
    'seeded-japan-money-gap',
    "japan money: what's the gap between what I've saved and the target?",
    [m(leftCents(japan))],
    'seeded',
    [money(leftCents(seededEf)), money(leftCents(house))],
  );
  // Seeded: "4k" at "the down payment": 32,000 / 4,000 = 8 months.
  goal(
    'seeded-4k-at-down-payment',
    'if i throw 4k a month at the down payment how long',
    reachOf(house, 4000, today),
    'seeded',
  );
  // Seeded: the monthly needed by the Japan Trip's date.
  goal(
    'seeded-ready-for-japan-on-time',
    "to be ready for japan on time, what's my monthly number?",
    [m(neededCents(japan, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Seeded: 8,000 of 40,000 = 20%.
  goal(
    'seeded-share-of-house-fund',
    'what share of the house fund have I saved?',
    [pct((house.saved / house.target) * 100)],
    'seeded',
  );
  // Seeded, weekly: 150 x 52 / 12 = 650.00, 2,800 / 650 = 4.3: 5 months; or 2,800 / 150: 19 weeks.
  goal(
    'seeded-japan-150-a-week-when-do-i-go',
    'japan trip, 150 a week — when do i go',
    [
      either(
        count(reach(japan, perMonthCents(150, 'weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(japan) / 15000), 'week'),
      ),
    ],
    'seeded',
  );
  // Goals the user does not have; no goals at all; actions; outside the goals' figures.
  add(
    'goals',
    'no-kids-college-fund-left',
    "what's still owed on the kids' college savings goal",
    'household',
    decline(),
  );
  add('goals', 'no-pool-fund-200', "the pool fund at 200 a month, when's it done", 'household', decline());
  add('goals', 'seeded-no-car-fund-behind', 'how far behind is my car fund', 'seeded', decline());
  add('goals', 'empty-which-needs-most-help', 'which of my goals needs the most help', 'empty', decline());
  add('goals', 'checkup-left-across-goals', "what's left across all my goals", 'checkup', decline());
  add('goals', 'rename-vacation-cancun', 'rename my vacation goal to Cancun 2027', 'household', decline());
  add(
    'goals',
    'pause-vacation-pay-card',
    'should i pause the vacation fund to pay down my credit card',
    'household',
    decline(),
  );
  add(
    'goals',
    'vacation-fund-apy',
    'what apy is my vacation fund getting',
    'household',
    decline(),
    NO_PERCENT,
  );

  // --- Plain arithmetic on the question's numbers ------------------------------------------------
  // 83,400 / 12 = $6,950.00.
  calc('83400-a-year-per-month', 'whats 83,400 a year per month', [m(perMonthCents(83400, 'yearly'))]);
  // "$1.35k biweekly": 1,350 x 26 = $35,100.00 (not 24 or 12 checks).
  calc('1.35k-biweekly-per-year', '$1.35k biweekly, per year?', [m(135000 * 26)], 'empty', [
    money(135000 * 24),
    money(135000 * 12),
  ]);
  // 24.50 x 37.5 x 52 = $47,775.00.
  calc('24.50-an-hour-37.5-yearly-gross', '$24.50 an hour, 37.5 hrs a week — yearly gross?', [
    m(Math.round(2450 * 37.5 * 52)),
  ]);
  // 16 x 25 = 400 a week; x 52 / 12 = $1,733.33 (not 4 weeks' 1,600).
  calc(
    '16-hr-25-hours-a-month',
    'i make 16/hr at 25 hours a week, whats that a month',
    [m(perMonthCents(16 * 25, 'weekly'))],
    'empty',
    [money(16 * 25 * 4 * 100)],
  );
  // 91,000 / (45 x 52) = 38.888... = $38.89 (not 40 hours' 43.75).
  calc(
    '91k-45-hours-real-hourly',
    "if my salary is 91k and I work 45 hrs a week, what's my real hourly",
    [m(Math.round(9100000 / (45 * 52)))],
    'empty',
    [money(Math.round(9100000 / (40 * 52)))],
  );
  // (1,375 + 110 + 65) x 6 = $9,300.00.
  calc('rent-electric-internet-6-months', 'rent 1,375, electric 110, internet 65 — how much over 6 months', [
    m((137500 + 11000 + 6500) * 6),
  ]);
  // 480 / 6 + 150 / 12 = 80 + 12.50 = $92.50.
  calc(
    'insurance-every-6-months-registration-yearly',
    'car insurance is 480 every 6 months and registration is 150 a year. per month together?',
    [m(48000 / 6 + 15000 / 12)],
  );
  // (163 - 142) / 142 = 14.788...%.
  calc('premium-142-to-163-percent', 'my premium went from 142 to 163 a month, what % increase', [
    pct(((163 - 142) / 142) * 100),
  ]);
  // 8.5% of 46,000 = $3,910.00.
  calc('8.5-percent-of-46000', "what's 8.5% of 46,000", [m(Math.round(4600000 * 0.085))]);
  // 1,149 x 1.0725 = 1,232.3025 = $1,232.30.
  calc('laptop-1149-plus-7.25-tax', 'laptop is 1,149 plus 7.25% sales tax. total?', [
    m(Math.round(114900 * 1.0725)),
  ]);
  // 1,870 / 5 = $374.00.
  calc('airbnb-1870-five-of-us', 'airbnb is 1,870 for 5 of us, what does each person pay', [m(187000 / 5)]);
  // 1,650 / 75 = 22 payments every two weeks: 44 weeks.
  calc(
    'dental-1650-75-every-two-weeks',
    'dental bill of 1,650 on a no-interest plan, 75 every two weeks. how many weeks till paid off?',
    [either(count((1650 / 75) * 2, 'week'), said(`${1650 / 75} payments`))],
  );
  // 5,000 / 230 = 21.7: 22 months.
  calc('230-a-month-to-hit-5k', 'how many months of saving 230 to hit 5k', [
    count(Math.ceil(5000 / 230), 'month'),
  ]);
  // In words: 1,850 x 12 = $22,200.00.
  calc('eighteen-fifty-a-month-over-a-year', 'eighteen fifty monthly, times twelve?', [m(185000 * 12)]);
  // "Two grand every two weeks": 2,000 x 26 / 12 = $4,333.33 (not twice a month's 4,000).
  calc(
    'two-grand-every-two-weeks-monthly',
    'two grand every two weeks, how much is that a month',
    [m(perMonthCents(2000, 'bi-weekly'))],
    'empty',
    [money(400000)],
  );
  // 11.50 x 5 x 52 = $2,990.00.
  calc('lunch-11.50-a-day-5-days-yearly', 'lunch out runs me like 11.50 a day, 5 days a week. yearly?', [
    m(1150 * 5 * 52),
  ]);
  // "$2.7k a year": $225.00 a month.
  calc('2.7k-a-year-car-insurance-monthly', '$2.7k a year for car insurance, monthly?', [
    m(perMonthCents(2700, 'yearly')),
  ]);
  // 310 x 4 = $1,240.00.
  calc('hoa-310-per-quarter-per-year', "my HOA dues are 310 per quarter, what's that per year", [
    m(31000 * 4),
  ]);
  // Household: (1,250 + 320) x 12 = $18,840.00.
  calc(
    'household-rent-and-car-payment-year',
    'what do rent and the car payment add up to over a year',
    [m((125000 + 32000) * 12)],
    'household',
  );
  // Household: 540 a quarter is $180.00 a month.
  calc(
    'household-car-insurance-per-month',
    'what does my car insurance come to per month',
    [m(perMonthCents(540, 'quarterly'))],
    'household',
  );
  // Seeded: 1,450 x 18 = $26,100.00.
  calc('seeded-rent-next-18-months', "what's my rent over the next 18 months", [m(145000 * 18)], 'seeded');
  // 1,150 / 4,200 = 27.38%.
  calc('childcare-1150-of-4200-percent', 'childcare is 1,150 of my 4,200 monthly take-home — what percent', [
    pct((1150 / 4200) * 100),
  ]);
  // Tips, interest, open-ended overtime, a missing total, a currency, inflation, an amortization.
  add(
    'arithmetic',
    'server-2.13-plus-tips-monthly',
    "i'm a server, 2.13 an hour plus tips, 30 hrs a week, what do i make a month",
    'empty',
    decline(),
  );
  // Relabelled in round 6 (it was a decline): the app's debt payoff calculator works a card's
  // payoff (decision 017), and the assistant answers from it. 2% a month on 3,000 at 150:
  // n = -ln(1 - 0.02 x 3,000 / 150) / ln(1.02) = 25.8, so 26 months.
  calc(
    'card-3000-24-apr-150',
    '3,000 on a card at 24% apr paying 150 a month, how many months to pay it off',
    [count(26, 'month')],
    'empty',
  );
  add(
    'arithmetic',
    'base-22-plus-some-overtime',
    'base pay 22/hr for 40 hours plus some overtime most weeks, whats my weekly pay',
    'empty',
    decline(),
  );
  add('arithmetic', 'half-my-rent', 'whats 50 percent of my rent', 'empty', decline(), [/\$\s?\d/]);
  add('arithmetic', 'canadian-1000-in-us', "what's 1,000 canadian in us dollars", 'empty', decline());
  add(
    'arithmetic',
    '50k-in-20-years-inflation',
    'what will 50k buy in 20 years with inflation',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'arithmetic',
    'finance-24k-60-months-6.9',
    'whats the monthly payment if i finance 24k over 60 months at 6.9%',
    'empty',
    decline(),
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside(
    'owe-irs-14k-doordash',
    'I made 14k doordashing last year, what do I owe the IRS',
    'empty',
    NO_PERCENT,
  );
  outside('deduct-daycare-taxes', "can we deduct our kid's daycare on our taxes", 'household');
  outside('voo-or-schd-extra-cash', 'is VOO or SCHD better for my extra cash', 'empty', NO_PERCENT);
  outside('good-time-to-buy-gold', 'is now a good time to buy gold', 'empty', NO_FIGURE);
  outside('amazon-december', 'how much did we spend on amazon in december', 'household');
  outside('average-grocery-last-quarter', 'what was my average grocery bill last quarter', 'household');
  outside(
    'employer-cut-hourly-legal',
    'can my employer legally cut my hourly rate without telling me',
    'empty',
  );
  outside(
    'ex-credit-card-divorce',
    "am I on the hook for my ex's credit card debt after the divorce",
    'empty',
  );
  outside(
    'rent-vs-most-people-chicago',
    'am i paying more in rent than most people in chicago',
    'household',
    NO_PERCENT,
  );
  outside(
    'car-payment-vs-people-my-age',
    'is my car payment high compared to other people my age',
    'household',
    NO_PERCENT,
  );
  outside('tmobile-or-verizon-cheaper', 'which is cheaper for me t-mobile or verizon', 'household');
  outside('pay-landlord-day-early', 'pay my landlord a day early this month', 'household');
  outside('lost-wallet-freeze-debit', 'I lost my wallet, freeze my debit card', 'household');
  outside('rent-go-up-next-year', 'will my rent go up next year', 'household', NO_FIGURE);
  outside('mortgage-rates-this-fall', 'where will mortgage rates be this fall', 'empty', NO_PERCENT);
  outside('credit-score-for-car-loan', 'what credit score do i need to get a car loan', 'empty');
  outside(
    'add-16-year-old-auto-insurance',
    'how much more will my auto insurance be if I add my 16 year old',
    'household',
  );
  outside('paycheck-cleared-yet', 'did my paycheck from friday clear yet', 'household');
  outside('net-worth-rn', 'whats my net worth rn', 'household');
  outside('electric-bill-in-july', 'how high will my electric bill be in july', 'household', NO_FIGURE);
  outside('why-last-paycheck-smaller', 'why was my last paycheck smaller than usual', 'seeded');
  outside('file-my-taxes-this-year', 'can you file my taxes for me this year', 'empty');
  outside(
    'sell-tesla-shares-tax',
    'if i sell my tesla shares now how much tax do i pay',
    'empty',
    NO_PERCENT,
  );
  outside(
    'lawyer-security-deposit-story',
    "We moved out in perfect shape and the landlord is keeping half our deposit for 'cleaning'. Is that even legal where we live, and should we get a lawyer?",
    'household',
  );

  return built;
}

/** The sixth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases6(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases6Samples(today: string): Record<string, string> {
  return build(today).samples;
}
