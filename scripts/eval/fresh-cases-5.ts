import {
  SEEDED,
  behindCents,
  money,
  neededCents,
  perMonthCents,
  reach,
  type FreshCase,
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
 * The fifth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the assistant's function, the generated families,
 * the tuning and held-out sets or their tests), never tuned on. None of its questions rewords one
 * of sets 1 to 4 (no question shares half its words with one of theirs, nor with another of its
 * own). What is new here:
 *
 * - who asks: students, parents ("our daughter (she's 9)"), gig workers (Lyft, babysitting, side
 *   gigs), retirees (a pension and Social Security), couples ("we", "our", "between us");
 * - how a question is built: the question first and its context after ("Would I be ok taking on a
 *   climbing gym membership? It's USD 960 per annum."), a list of items on lines of their own, a
 *   figure quoted from a salesman or an email, a follow-up that stands alone ("ok and what about if
 *   rent hits $1.3k"), "Two things: ...";
 * - how amounts are written: "$1.2k", "1500.00", "USD 1,150", "twelve hundred and ninety",
 *   "nineteen hundred", "three thousand";
 * - how often: "each paycheck", "per pay period", "every 14 days", "2x a month", "once a wk",
 *   "once a year", "annually", "per annum", "each quarter";
 * - the verbs of affordability: fit, swing, cover, stretch, manage, handle, "would I be ok",
 *   "break the bank", "wreck our budget", "breathing room", "come out ahead";
 * - a bill or goal by a synonym a person would clearly mean ("my wireless bill", "the auto loan",
 *   "vehicle insurance premium", "the mobile bill", "safety net savings", "vacay fund", "my next
 *   car", "the vehicle fund", "home deposit savings", "my trip to Japan");
 * - irrelevant numbers: children's ages, "8 months" of classes, "90% sure", "403(b)", "3/1",
 *   "9am", "June", "2055", a dog's age, years;
 * - look-alikes to decline: a loan's approval, savings taken for income, a market crash, a rent
 *   rise's legality, a target-date fund, Social Security timing, a contribution limit, an
 *   amortized mortgage payment, a currency, product comparisons, actions.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. How a figure is written and each family's
 * case writer (`freshSetWriters`) are shared with the other fresh sets, in `fresh-figures.ts`.
 *
 * Each case keeps a sample right answer (`freshCases5Samples`), written from the same figures, so
 * the self-checks can show every fact holds on a right answer, that no `mustNot` forbids it, and
 * that declines are told apart from answers.
 */

function build(today: string): Built {
  const { built, add, decline, afford, whatIf, payChange, retire, goal, calc, outside } = freshSetWriters(
    'fresh5',
    today,
  );

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // A parent, "we", a child's age that is not money: $140.00 a month (not 9 x 140).
  afford(
    'piano-140-she-is-9',
    "Our daughter (she's 9) wants piano lessons, $140 a month. Would that break the bank for us?",
    [monthly(140)],
    { wrongCents: [householdLeft - 140 * 9 * 100] },
  );
  // The question first, then the context; "USD 960 per annum": $80.00 a month.
  afford(
    'climbing-usd-960-per-annum',
    "Would I be ok taking on a climbing gym membership? It's USD 960 per annum.",
    [{ amount: 960, per: 'yearly' }],
    { wrongCents: [householdLeft - 96000] },
  );
  // A list on lines of its own: 29.99 + 9.99 = $39.98 a month.
  afford(
    'list-car-wash-cloud-backup',
    "New expenses I'm weighing:\n- car wash club 29.99/mo\n- cloud backup 9.99/mo\nCan I cover both?",
    [monthly(29.99), monthly(9.99)],
  );
  // A figure quoted from a salesman; "zero down" is no money.
  afford(
    'dealer-quote-379-zero-down',
    'The salesman literally said "only $379 a month, zero down." Does that actually fit my budget?',
    [monthly(379)],
  );
  // "Each paycheck": the household is paid every two weeks (its calendar): 95 x 26 / 12 = 205.8333
  // = $205.83 (not 95, not twice a month's 190).
  afford(
    'parking-95-each-paycheck',
    "They'd take $95 out of each paycheck for parking. Can I handle that?",
    [{ amount: 95, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 9500, householdLeft - 19000] },
  );
  // "Every 14 days": 70 x 26 / 12 = 151.6666 = $151.67 (not 70, not 140).
  afford(
    'storage-70-every-14-days',
    'storage locker is $70 every 14 days. manageable on what I make?',
    [{ amount: 70, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 7000, householdLeft - 14000] },
  );
  // "2x a month": $220.00 (not 110, not every two weeks' 238.33).
  afford(
    'tutoring-110-2x-a-month',
    'tutoring for our son runs $110 2x a month. can we stretch to that?',
    [{ amount: 110, per: 'semi-monthly' }],
    { wrongCents: [householdLeft - 11000, householdLeft - perMonthCents(110, 'bi-weekly')] },
  );
  // "Once a wk": 45 x 52 / 12 = $195.00 (not 45, not 4 visits' 180).
  afford(
    'cleaner-once-a-wk-45',
    'A cleaner once a wk at $45 a visit — would that wreck our budget?',
    [{ amount: 45, per: 'weekly' }],
    { wrongCents: [householdLeft - 4500, householdLeft - 18000] },
  );
  // The rent in words, changed: 1,290 instead of 1,250, $40.00 more (not a new $1,290 payment).
  afford(
    'rent-twelve-hundred-and-ninety',
    "rent's going to be twelve hundred and ninety after renewal. can I still manage everything?",
    [],
    { changed: { Rent: 1290 }, wrongCents: [householdLeft - 129000] },
  );
  // "My wireless bill" is the Phone, quoted from an email: 65 -> 79.99, $14.99 more.
  afford(
    'wireless-79.99-email',
    'Verizon emailed: my wireless bill will be $79.99 starting next cycle. Does my budget still work?',
    [],
    { changed: { Phone: 79.99 }, wrongCents: [householdLeft - 7999] },
  );
  // "The auto loan" is the Car payment: 320 -> 289 ($31 less) and a new $60: 2,719.01 + 31 - 60.
  afford(
    'refi-auto-loan-289-gym-60',
    'If I refinance the auto loan down to 289 a month and add a $60 gym, how much breathing room do I have monthly?',
    [monthly(60)],
    { changed: { 'Car payment': 289 }, wrongCents: [householdLeft - 28900 - 6000] },
  );
  // A gig worker's weekly income: 1,150 x 52 / 12 = 4,983.33; less 1,830.99 = 3,152.34.
  afford(
    'lyft-1150-a-week-lease-410',
    "I'm driving for Lyft now, averaging 1,150 a week after gas. Can I take on a $410/mo lease?",
    [monthly(410)],
    { income: { amount: 1150, per: 'weekly' }, wrongCents: [115000 - 183099 - 41000] },
  );
  // A couple's stated income: 5,400 - 1,830.99 = 3,569.01.
  afford(
    'couple-net-5400-minivan-650',
    'Combined, my husband and I net 5,400 a month. Could we handle a $650 minivan note?',
    [monthly(650)],
    { income: monthly(5400) },
  );
  // "$1.2k a year" and a monthly phone; "he's 11" is not money: 100 + 35 = $135.00 a month.
  afford(
    'soccer-1.2k-year-phone-35',
    "$1.2k a year for my kid's soccer club (he's 11) plus $35 a month for his phone — does the budget handle that?",
    [{ amount: 1200, per: 'yearly' }, monthly(35)],
    { wrongCents: [householdLeft - 120000 - 3500] },
  );
  // "1500.00 annually": $125.00 a month.
  afford(
    'motorcycle-insurance-1500.00-annually',
    'Motorcycle insurance quote: 1500.00 annually. Does it fit?',
    [{ amount: 1500, per: 'yearly' }],
    { wrongCents: [householdLeft - 150000] },
  );
  // "90% sure" is not a figure of the budget: $70.00 a month.
  afford(
    'second-cat-90-percent-sure',
    "We're like 90% sure we're adopting a second cat. Food + litter + vet plan ≈ $70 a month. Can we swing it?",
    [monthly(70)],
  );
  // Seeded: a student's classes; "8 months" is a length, not money: $325.00 a month.
  afford(
    'seeded-night-classes-325-8-months',
    'Just signed up for night classes, $325 per month for the next 8 months. Is that going to stretch me too thin?',
    [monthly(325)],
    { profile: 'seeded', wrongCents: [seededLeft - 325 * 8 * 100] },
  );
  // Seeded: "USD 1,150"; a toddler's age and a month are not money.
  afford(
    'seeded-daycare-usd-1150-toddler',
    'Can we make daycare work? The quote is USD 1,150 a month for our toddler (she turns 2 in May).',
    [monthly(1150)],
    { profile: 'seeded' },
  );
  // Seeded: the rent, "$1.55k/mo": 1,550 instead of 1,450, $100.00 more.
  afford(
    'seeded-renewal-letter-1.55k',
    "Landlord's renewal letter says $1.55k/mo. Do I still come out ahead each month?",
    [],
    { profile: 'seeded', changed: { Rent: 1550 }, wrongCents: [seededLeft - 155000] },
  );
  // Seeded: once a year and monthly: 410 / 12 = 34.1666 = 34.17; + 25 = $59.17.
  afford(
    'seeded-registration-once-a-year-roadside-25',
    'car registration + inspection hits once a year, around $410. plus a $25/mo roadside plan. can i manage both?',
    [{ amount: 410, per: 'yearly' }, monthly(25)],
    { profile: 'seeded', wrongCents: [seededLeft - 41000 - 2500] },
  );
  // Checkup: "per annum": 64,000 / 12 = 5,333.33; less rent 1,500 = 3,833.33.
  afford(
    'checkup-64000-per-annum-lease-299',
    'My salary is 64,000 per annum. After rent, would a 299/mo lease still leave me ok?',
    [monthly(299)],
    { profile: 'checkup', income: { amount: 64000, per: 'yearly' }, wrongCents: [6400000 - 150000 - 29900] },
  );
  // Checkup: a retiree's income: 3,350 - 1,500 = 1,850.00.
  afford(
    'checkup-retired-pension-3350-ltc-180',
    'Retired. Pension + social security = $3,350 monthly. Can I handle a $180/month long-term care premium?',
    [monthly(180)],
    { profile: 'checkup', income: monthly(3350) },
  );
  // Empty: babysitting, weekly: 400 x 52 / 12 = 1,733.33 (not 400, not 4 weeks' 1,600).
  afford(
    'empty-babysit-400-every-week-120',
    'Is a $120/month phone + gym combo doable? I babysit and make about $400 every week.',
    [monthly(120)],
    { profile: 'empty', income: { amount: 400, per: 'weekly' }, wrongCents: [40000 - 12000, 160000 - 12000] },
  );
  // Empty: "2x a month": 3,350.00 (not every two weeks' 3,629.17, not one pay's 1,675).
  afford(
    'empty-1675-2x-a-month-one-bedroom',
    'paid $1,675 2x a month. one bedroom at $1,295 — doable or dumb?',
    [monthly(1295)],
    {
      profile: 'empty',
      income: { amount: 1675, per: 'semi-monthly' },
      wrongCents: [perMonthCents(1675, 'bi-weekly') - 129500, 167500 - 129500],
    },
  );
  // No income anywhere: ask for it.
  add(
    'affordability',
    'empty-gym-75-break-the-bank',
    'would a $75 monthly gym membership break the bank for me',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'checkup-lease-340-could-handle',
    'Is $340 a month for a car lease something I could handle?',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'empty-mom-teen-phone-60',
    'Mom here. My teen wants a $60/mo phone plan. Can I cover it?',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // A bill the household does not have.
  add(
    'affordability',
    'no-hoa-fee-240',
    'HOA fee goes up to 240 next year, still affordable?',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // A loan's approval, not what is left.
  add(
    'affordability',
    'bank-approve-450-loan',
    'Would a bank approve me for a $450/mo car loan with my income?',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // Savings, not income: not 22,000 - 500.
  add(
    'affordability',
    'empty-22k-in-a-cd-lease-500',
    "I've got $22k sitting in a CD. Is a $500 monthly lease fine?",
    'empty',
    decline(),
    [ONLY_PAYDAY, money(2200000 - 50000)],
  );
  // No amount to work with.
  add(
    'affordability',
    'afford-a-baby-right-now',
    'can we afford to have a baby right now',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );

  // --- A supposed change, through the forecast until the next payday ------------------------------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // A follow-up standing alone, "$1.3k": 900 - 1,300 = -$400.00; $50.00 more a month.
  whatIf(
    'follow-up-rent-hits-1.3k',
    'ok and what about if rent hits $1.3k — still fine until the paycheck?',
    {
      changed: { Rent: 1300 },
    },
  );
  // The balance in words: 1,900 - 1,250 = $650.00.
  whatIf(
    'checking-nineteen-hundred',
    "my checking's sitting at nineteen hundred today. where's the low point before my next deposit?",
    { balance: 1900 },
  );
  // "USD 1,075", the question after a colon: 1,075 - 1,250 = -$175.00.
  whatIf(
    'usd-1075-overdraft-risk',
    'Suppose USD 1,075 is what I have right now: overdraft risk before payday?',
    {
      balance: 1075,
    },
  );
  // A percentage of the rent: 40% off 1,250 is 750: 900 - 750 = $150.00; $500.00 less a month.
  whatIf(
    'rent-drops-40-percent-sister',
    'If rent drops 40% once my sister moves in and chips in, how low do we go before the paycheck lands?',
    { changed: { Rent: 750 } },
  );
  // "Vehicle insurance premium" is the Car insurance, due on day 40: (588 - 540) / 3 = $16.00 more.
  whatIf(
    'vehicle-insurance-588-each-quarter',
    "vehicle insurance premium renews at 588 each quarter. what's my lowest balance between now and payday?",
    { changed: { 'Car insurance': 588 } },
  );
  // "The mobile bill" is the Phone, at zero; due on day 15, after payday: $65.00 less a month.
  whatIf(
    'mobile-bill-zero-family-plan',
    "if the mobile bill went to zero because I join my parents' family plan, anything change before payday?",
    { changed: { Phone: 0 } },
  );
  // The pay itself, "June" is no money: 250 less every two weeks is 541.67 a month; until the
  // payday after.
  payChange(
    'paychecks-shrink-250-part-time-june',
    'say my paychecks shrink by $250 each when I go part-time in June. do I stay above water?',
    2100 - 250,
  );
  // "Per pay period": 350 more every two weeks is 758.33 a month; until the payday after.
  payChange(
    'hr-2450-per-pay-period',
    "HR confirmed my check goes to $2,450 per pay period starting next one — how's cash flow look?",
    2450,
  );
  // "Two things": rent 1,210 and streaming stopped: 900 - 1,210 = -$310.00; 40 + 15.99 = $55.99 less.
  whatIf(
    'two-things-rent-1210-cancel-streaming',
    "Two things: rent becomes $1,210 and I'm cancelling the streaming service. Lowest point before I'm paid?",
    { changed: { Rent: 1210, Streaming: 0 } },
  );
  // From $2,050 over 14 days: 2,050 - 1,250 = $800.00 on day 3 (the rest stays above it).
  whatIf(
    'starting-2050-coming-14-days',
    "Starting from 2,050 today, what's the lowest I'd see in the coming 14 days?",
    {
      balance: 2050,
      days: 14,
    },
  );
  // "Car loan" is the Car payment, due on day 9, after payday: $45.00 more a month.
  whatIf(
    'car-loan-reamortized-365',
    'Car loan gets re-amortized to $365/month — will I be negative before the next direct deposit?',
    { changed: { 'Car payment': 365 } },
  );
  // A date that is not money, cents: 900 - 1,318.75 = -$418.75; $68.75 more a month.
  whatIf(
    'renewal-dated-3-1-1318.75',
    'Rent renewal dated 3/1 came in at 1,318.75. Do I dip under zero before payday?',
    { changed: { Rent: 1318.75 } },
  );
  // A time of day that is not money: 700 - 1,250 = -$550.00.
  whatIf(
    'clears-9am-700-this-morning',
    'My paycheck usually clears around 9am. If I only had $700 this morning, how low before it lands?',
    { balance: 700 },
  );
  // Seeded: 1,200 - 1,275 = -$75.00; $175.00 less a month.
  whatIf(
    'seeded-rent-cut-1275',
    'what if my rent got cut to $1,275 — still in the hole before my check?',
    { changed: { Rent: 1275 } },
    'seeded',
  );
  // Seeded, in words: 3,000 - 1,450 = $1,550.00.
  whatIf(
    'seeded-three-thousand-today',
    "If there were three thousand in my account today, what's the lowest it gets until payday?",
    { balance: 3000 },
    'seeded',
  );
  // Seeded, the pay down 15%: 2,600 x 0.85 = 2,210; 390 x 26 / 12 = $845.00 less a month.
  payChange(
    'seeded-pay-drops-15-percent',
    'If my pay drops 15% per check, how tight does it get through the check after next?',
    (2600 * 85) / 100,
    'seeded',
  );
  // Seeded, 21 days from $650: 650 - 1,450 = -$800.00 on day 2.
  whatIf(
    'seeded-650-on-hand-21-days',
    'Assume I had $650 on hand. Lowest balance across the next 21 days?',
    { balance: 650, days: 21 },
    'seeded',
  );
  // Seeded, "we", a month that is not money: rent 1,545: 1,200 - 1,545 = -$345.00; $95.00 more.
  whatIf(
    'seeded-lease-up-95-april',
    'Our lease goes up $95 in April. Do we stay positive till payday?',
    { changed: { Rent: 1545 } },
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $125.00 more a month.
  add(
    'what-if',
    'checkup-bumping-us-1625',
    'Landlord is bumping us to $1,625. Any chance we go negative before payday?',
    'checkup',
    decline(m(12500)),
  );
  // Bills the user does not have.
  add(
    'what-if',
    'no-trash-pickup-45',
    'trash pickup fee goes to 45 — am I short before payday?',
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-water-triples',
    'Suppose the water company triples what I pay them — do I end up overdrawn before my check?',
    'seeded',
    decline(),
  );
  // No bills, no pay, no balance.
  add(
    'what-if',
    'empty-rent-climbs-1380',
    "Rent climbing to $1,380 in the fall: what's my low point ahead of my next paycheck?",
    'empty',
    decline(),
  );
  add(
    'what-if',
    'empty-paycheck-10-percent-bigger',
    'if my paycheck is 10% bigger next month, how much cushion do I have before the following one?',
    'empty',
    decline(),
  );
  // Which bill?
  add(
    'what-if',
    'ok-but-what-if-it-doubles',
    'ok but what if it doubles next month?',
    'household',
    decline(),
  );
  // Not a bill, a pay or a balance: the stock market.
  add(
    'what-if',
    'stock-market-crashes-30-percent',
    'what if the stock market crashes 30% — will I be ok until payday?',
    'household',
    decline(),
  );
  // An action, not a supposed change.
  add(
    'what-if',
    'push-rent-back-a-week',
    "push my rent payment back a week so I don't go negative",
    'household',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // The question first, the age last: 310 a month for 36 years.
  retire(
    'question-first-310-age-29',
    "Question about retirement: what does $310 a month become by 65? I'm 29.",
    {
      amount: 310,
      age: 29,
    },
  );
  // A couple, one age: 1,100 a month for 24 years; the year's income.
  retire(
    'couple-both-41-1100-yearly',
    "We're both 41 and together we can put away $1,100 a month. Rough total at 65, and what would it pay us yearly?",
    { amount: 1100, age: 41, income: 'yearly' },
  );
  // Self-employed, "per annum": 9,000 / 12 = $750.00 a month, 27 years.
  retire(
    'sep-ira-9000-per-annum-38',
    'Self-employed, 38. I put 9,000 per annum into a SEP IRA. Estimate at 65?',
    {
      amount: 9000,
      per: 'yearly',
      age: 38,
    },
  );
  // "403(b)" is not money; every 14 days: 96 x 26 / 12 = $208.00 a month, 32 years.
  retire(
    '403b-96-every-14-days-33',
    "my employer puts $96 into my 403(b) every 14 days; I'm 33. what could that grow to by 65",
    { amount: 96, per: 'bi-weekly', age: 33 },
  );
  // "2x a month": $370.00 a month, 18 years at 6%; the month's income.
  retire(
    '185-2x-a-month-47-six-percent',
    'Retirement: $185 2x a month, age 47, assume 6%. Total at 65 and monthly income?',
    { amount: 185, per: 'semi-monthly', age: 47, rate: 6, income: 'monthly' },
  );
  // "A wk": 40 x 52 / 12 = 173.33 a month, 44 years.
  retire('40-a-wk-from-21', "$40 a wk into retirement starting at 21 — what's it worth at 65, ballpark", {
    amount: 40,
    per: 'weekly',
    age: 21,
  });
  // In words, with what is there: 140,000 and 1,200 a month for 15 years.
  retire(
    'twelve-hundred-at-50-with-140k',
    "twelve hundred a month into my 401k, I'm 50, already have 140k in it. What do I end up with at 65?",
    { amount: 1200, age: 50, start: 140000 },
  );
  // Two 4%: the return and the rule. 310,000 and 2,000 a month for 10 years at 4%; the year's income.
  retire(
    '55-usd-310k-2000-at-4-percent',
    "I'm 55, have USD 310,000 saved, and I'll add USD 2,000 a month. At 4% growth, what's the total at 65 and the 4% rule income per year?",
    { amount: 2000, age: 55, rate: 4, start: 310000, income: 'yearly' },
  );
  // Children's ages are not the saver's: 150 a month for 29 years.
  retire(
    '36-kids-4-and-7-150',
    "I'm 36, my kids are 4 and 7, and I can only manage $150 a month toward retirement. Will that amount to anything at 65?",
    { amount: 150, age: 36 },
  );
  // "$1.2k/mo" at 7% for 20 years; the month's income.
  retire(
    '1.2k-mo-from-45-at-7-draw',
    "$1.2k/mo from age 45 at 7% — what's the nest egg at 65 plus the monthly draw under the 4% rule?",
    { amount: 1200, age: 45, rate: 7, income: 'monthly' },
  );
  // Near retirement: 2,500 a month for 4 years.
  retire('61-sock-away-2500', "I'm 61 and want to sock away 2,500 a month until 65. What will that be?", {
    amount: 2500,
    age: 61,
  });
  retire(
    'household-our-475-age-39',
    "What would we have at 65? Our household can spare 475 a month for retirement, and I'm 39.",
    { amount: 475, age: 39 },
    'household',
  );
  // "640.00": 640 a month for 31 years.
  retire(
    'seeded-640.00-from-34',
    'If I contribute 640.00 monthly to retirement from age 34, projected balance at 65?',
    { amount: 640, age: 34 },
    'seeded',
  );
  // A yearly contribution with what is there: 11,000 / 12 = 916.67 a month and 48,500, 22 years.
  retire(
    'checkup-43-48500-yearly-11000',
    "I'm 43. I have $48,500 in a 401(k) and my yearly contribution is $11,000. What's it look like at 65?",
    { amount: 11000, per: 'yearly', age: 43, start: 48500 },
    'checkup',
  );
  // Nothing added, the return in words: 75,000 alone for 17 years at 5%.
  retire(
    'leave-75k-alone-48-five-percent',
    "If I stop adding anything and leave my $75,000 alone from age 48 at five percent, what's it at 65?",
    { amount: 0, age: 48, rate: 5, start: 75000 },
  );
  // "Each paycheck", paid every two weeks: 120 x 26 / 12 = $260.00 a month, 40 years.
  retire(
    'paid-every-two-weeks-120-roth-25',
    "I'm paid every two weeks and $120 goes to my Roth each paycheck. I'm 25 — value at 65?",
    { amount: 120, per: 'bi-weekly', age: 25 },
  );
  // 65 or more, under 16, no age, no amount.
  add(
    'retirement',
    '72-still-600-ira',
    "I'm 72 and still put $600 a month into my IRA — what will that be at 65?",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'granddaughter-9-thirty-dollars',
    "my granddaughter is 9; if we put 30 dollars a month away for her, what's it worth when she's 65?",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'tsp-850-no-age',
    'putting 850/mo into the TSP, what will it be when I retire?',
    'empty',
    decline(),
  );
  add('retirement', '35-how-is-it-looking', "I'm 35. How's my retirement looking?", 'empty', decline());
  // Looks like a projection, asks something else: a fund, Social Security's timing, a limit, a
  // target's required saving.
  add(
    'retirement',
    'target-date-2055-fund',
    'should I put my 401k into a target-date 2055 fund?',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'retirement',
    'social-security-62-or-70',
    'at 62 is it smarter to take Social Security early or wait until 70?',
    'empty',
    decline(),
    NO_FIGURE,
  );
  add(
    'retirement',
    '401k-max-this-year',
    "what's the max I can put in my 401k this year",
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'retirement',
    'need-saved-retire-60-on-5k',
    'what nest egg would I need to retire at 60 and draw 5k a month',
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car, furthest } = householdGoals(today);

  // "Savings bucket", "neglected most": the furthest behind and by how much.
  goal(
    'neglected-most-vs-plan',
    'Be honest — which savings bucket have I neglected most compared to the plan?',
    [said(furthest.title), m(behindCents(furthest, today))],
  );
  goal(
    'trailing-worst-monthly-deposit',
    'Whichever goal is trailing worst: what monthly deposit gets it back on schedule?',
    [said(furthest.title), m(neededCents(furthest, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // "Our getaway savings" is the Vacation goal: behind by the pace rule on most days.
  const vacationBehind = behindCents(vacation, today);
  goal('getaway-savings-behind-or-ahead', 'Our getaway savings: behind or ahead of plan?', [
    vacationBehind > 0 ? m(vacationBehind) : ON_PACE,
  ]);
  // "Safety net savings" is the Emergency Fund: 7,500 / 650 = 11.5: 12 months.
  goal(
    'safety-net-650-what-month',
    "safety net savings: $650/month from here — how many months till it's full, and what month is that?",
    reachOf(ef, 650, today),
  );
  // Weekly: 90 x 52 / 12 = 390.00 a month, 7,000 / 390 = 17.9: 18 months; or 7,000 / 90: 78 weeks.
  goal(
    'car-90-every-week-full-amount',
    "Putting aside $90 every week for the car — how long until I've got the full amount?",
    [
      either(
        count(reach(car, perMonthCents(90, 'weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(car) / 9000), 'week'),
      ),
    ],
  );
  // "Vacay fund": 3,000 - 600 = $2,400.00.
  goal(
    'vacay-fund-outstanding',
    'vacay fund — how much is still outstanding?',
    [m(leftCents(vacation))],
    'household',
    [money(leftCents(ef)), money(leftCents(car))],
  );
  // "My next car": 8,000 - 1,000 = $7,000.00.
  goal(
    'next-car-still-needed-total',
    "What's still needed for my next car, in total?",
    [m(leftCents(car))],
    'household',
    [money(leftCents(ef)), money(leftCents(vacation))],
  );
  // 2,500 of 10,000 = 25%.
  goal('emergency-fraction-covered', 'what fraction of my emergency savings target is already covered?', [
    pct((ef.saved / ef.target) * 100),
  ]);
  // "We", all goals: 7,500 + 2,400 + 7,000 = $16,900.00.
  goal('adding-up-every-goal-we', "Adding up every goal we've got, how far are we from done overall?", [
    m(leftCents(ef) + leftCents(vacation) + leftCents(car)),
  ]);
  // A lump then a monthly saving; "19" is an age: (2,400 - 500) / 200 = 9.5: 10 months (not 12).
  {
    const months = Math.ceil((leftCents(vacation) - 50000) / 20000);
    goal(
      'birthday-500-travel-fund-200',
      'Grandma sent $500 for my birthday (I turned 19!). If that goes into the travel fund plus $200 monthly after, when is it done?',
      [count(months, 'month')],
      'household',
      [count(Math.ceil(leftCents(vacation) / 20000), 'month').fact],
    );
  }
  // A comparison: the car 7,000 / 350 = 20 months; the Emergency Fund 7,500 / 350 = 21.4: 22 months.
  goal(
    'which-sooner-350-vehicle-or-cushion',
    'Which finishes sooner if I commit $350/mo: the vehicle fund or the emergency cushion?',
    [count(reach(car, 350, today).months, 'month'), count(reach(ef, 350, today).months, 'month')],
  );
  goal(
    'travel-money-by-date-stash',
    'To have the travel money fully saved by the date I picked, what do I need to stash each month?',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Is $500 enough by the date: no, it takes the monthly needed (or 15 months at $500).
  goal(
    'is-500-enough-emergency-deadline',
    'Is $500 a month enough to hit the emergency fund by its deadline?',
    [either(m(neededCents(ef, today)), count(reach(ef, 500, today).months, 'month'))],
  );
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  // Seeded: "my trip to Japan": 2,800 / 475 = 5.9: 6 months.
  goal(
    'seeded-trip-to-japan-475',
    'my trip to Japan — $475 a month, when am I there?',
    reachOf(japan, 475, today),
    'seeded',
  );
  // Seeded: "home deposit savings" is the House Down Payment: 32,000 / 3,200 = 10 months.
  goal(
    'seeded-home-deposit-3.2k',
    'Home deposit savings at $3.2k/mo — months to go?',
    reachOf(house, 3200, today),
    'seeded',
  );
  // Seeded: its goals were made today, so none is behind its plan yet.
  goal('seeded-slipping-any-targets', 'Are we slipping on any of our savings targets?', [ON_PACE], 'seeded');
  // Seeded: 7,500 + 2,800 + 32,000 = $42,300.00 (the laptop is done).
  goal(
    'seeded-left-not-counting-laptop',
    "how much do i have left to save in total, not counting the laptop since that's done",
    [m(leftCents(seededEf) + leftCents(japan) + leftCents(house))],
    'seeded',
  );
  // Seeded: the house has no date, so "short" is what is left: $32,000.00.
  goal(
    'seeded-dollars-short-house',
    'how many dollars short of the house goal am I?',
    [m(leftCents(house))],
    'seeded',
    [money(leftCents(seededEf)), money(leftCents(japan))],
  );
  // Goals the user does not have; no goals at all; actions; outside the goals' figures.
  add('goals', 'no-braces-fund', "the kids' braces fund — what's remaining on it?", 'household', decline());
  add('goals', 'no-new-roof-300', 'new roof fund at $300 a month, done by when?', 'household', decline());
  add(
    'goals',
    'seeded-no-wedding-ring-150-week',
    "Wedding ring fund — 150/week, when's it done?",
    'seeded',
    decline(),
  );
  add('goals', 'empty-how-far-behind-we', 'how far behind are we on our goals', 'empty', decline());
  add('goals', 'checkup-on-pace-savings-goals', 'Am I on pace with my savings goals?', 'checkup', decline());
  add(
    'goals',
    'move-300-vacation-to-emergency',
    'move $300 from the vacation fund into the emergency fund',
    'household',
    decline(),
  );
  add(
    'goals',
    'create-wedding-goal-5000',
    'Create a new goal for a $5,000 wedding by next June',
    'household',
    decline(),
  );
  add(
    'goals',
    'car-fund-interest-rate',
    'what interest rate should my car fund be earning',
    'household',
    decline(),
    NO_PERCENT,
  );

  // --- Plain arithmetic on the question's numbers ------------------------------------------------
  // In words: 1,200 x 14 = $16,800.00.
  calc(
    'twelve-hundred-14-month-lease',
    "Twelve hundred a month in rent — over a 14-month lease, what's that in total?",
    [m(1200 * 14 * 100)],
  );
  // "$1.2k every 14 days": 1,200 x 26 = $31,200.00 (not 24 or 12 payments).
  calc('1.2k-every-14-days-per-year', '$1.2k every 14 days — per year?', [m(1200 * 26 * 100)], 'empty', [
    money(1200 * 24 * 100),
    money(1200 * 12 * 100),
  ]);
  // 85 x 3 = 255 a week; 255 x 52 / 12 = $1,105.00 (not 4 weeks' 1,020).
  calc(
    'side-hustle-85-per-gig-3-a-wk',
    'my side hustle pays 85 per gig and I do about 3 gigs a wk. monthly?',
    [m(perMonthCents(85 * 3, 'weekly'))],
    'empty',
    [money(85 * 3 * 4 * 100)],
  );
  // "2x a month": 1,980 x 24 = $47,520.00 (not 26 checks' 51,480).
  calc(
    '1980.00-2x-a-month-annually',
    "I get 1,980.00 2x a month. What's that annually?",
    [m(198000 * 24)],
    'empty',
    [money(198000 * 26)],
  );
  // 71,500 / 12 = 5,958.333 = $5,958.33.
  calc(
    'offer-71500-per-annum-monthly',
    "A job offer says 71,500 per annum. What's that each month before tax?",
    [m(perMonthCents(71500, 'yearly'))],
  );
  // 1,200 / 52 = 23.0769 = $23.08.
  calc('usd-1200-once-a-year-weekly', "USD 1,200 once a year for insurance — what's the weekly equivalent?", [
    m(Math.round(120000 / 52)),
  ]);
  // (4,250 - 3,900) / 3,900 = 8.974%.
  calc(
    'property-tax-3900-to-4250-percent',
    'Our property tax went from 3,900 to 4,250. What percent jump is that?',
    [pct(((4250 - 3900) / 3900) * 100)],
  );
  // 312.60 / 4 = $78.15.
  calc(
    'road-trip-gas-312.60-4-of-us',
    "Road trip gas came to $312.60 and there are 4 of us. Each person's share?",
    [m(Math.round(31260 / 4))],
  );
  // Times of day: 6am to 2pm is 8 hours; 8 x 5 x 19.40 = $776.00.
  calc('6am-2pm-five-days-19.40', "I work 6am–2pm, five days a week, at $19.40/hr. What's my weekly gross?", [
    m(8 * 5 * 1940),
  ]);
  // 2,750 / 125 = 22 months.
  calc('dad-loan-2750-at-125', 'How many months to pay back a $2,750 loan from my dad at $125 a month?', [
    count(2750 / 125, 'month'),
  ]);
  // 1,500 / 3 = $500.00.
  calc('1500-a-quarter-monthly-figure', "What's 1,500 a quarter as a monthly figure?", [
    m(perMonthCents(1500, 'quarterly')),
  ]);
  // 15.99 + 11.99 + 6.99 = 34.97; x 12 = $419.64.
  calc('three-subscriptions-yearly-total', '$15.99 + $11.99 + $6.99 monthly subscriptions — yearly total?', [
    m((1599 + 1199 + 699) * 12),
  ]);
  // 25% off 1,480: 1,480 x 0.75 = $1,110.00.
  calc('couch-1480-25-percent-off', "a couch is $1,480 and it's 25% off — what do I pay?", [
    m(Math.round(148000 * 0.75)),
  ]);
  // Household: rent 1,250 x 12 = $15,000.00.
  calc('household-rent-for-the-year', 'annual total of my rent payments?', [m(125000 * 12)], 'household');
  // Household: (65 + 15.99) x 12 = $971.88.
  calc(
    'household-phone-streaming-each-year',
    'combined, what do my phone and streaming run me each year?',
    [m((6500 + 1599) * 12)],
    'household',
  );
  // Seeded: rent 1,450 x 6 = $8,700.00.
  calc(
    'seeded-rent-next-6-months',
    'how much rent will I pay over the next 6 months?',
    [m(145000 * 6)],
    'seeded',
  );
  // 30% of 3,600 = 1,080 a month; x 12 = $12,960.00.
  calc(
    '30-percent-of-3600-in-a-year',
    'If 30% of my $3,600 monthly take-home goes to savings, how much is that in a year?',
    [m(Math.round(360000 * 0.3) * 12)],
  );
  // 22.50 x 25 x 52 = $29,250.00.
  calc(
    'nanny-22.50-25-hours-per-annum',
    "What's our nanny costing per annum? We pay her $22.50 an hour for 25 hours each week.",
    [m(2250 * 25 * 52)],
  );
  // Every 14 days: 1,640 x 26 / 12 = 3,553.333 = $3,553.33 (not twice a month's 3,280).
  calc(
    'every-14-days-1640-per-month',
    "every 14 days I get 1,640. what's that per month?",
    [m(perMonthCents(1640, 'bi-weekly'))],
    'empty',
    [money(164000 * 2)],
  );
  // Children's ages are not money: (8 + 12) x 52 = $1,040.00.
  calc(
    'allowance-8-and-12-two-kids',
    'Allowance: $8 a week for my 10 year old and $12 a week for my 13 year old. Total for the year?',
    [m((800 + 1200) * 52)],
  );
  // Something needed is missing or outside plain arithmetic: a total, a rate, an amortization.
  add('arithmetic', 'third-of-tax-refund', 'how much is a third of my tax refund', 'empty', decline(), [
    /\$\s?\d/,
  ]);
  add('arithmetic', 'pesos-for-500', 'how many pesos is $500', 'empty', decline());
  add(
    'arithmetic',
    'mortgage-350k-6.5-monthly-payment',
    'monthly payment on a 30-year mortgage of 350k at 6.5%?',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'cabin-6-of-us-no-total',
    'how much does each of us owe for the cabin? there are 6 of us',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'arithmetic',
    '3000-savings-account-by-2030',
    'how much will my 3,000 grow to in a savings account by 2030',
    'empty',
    decline(),
    NO_PERCENT,
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside('refinance-student-loans-sofi', 'Refinance my student loans through SoFi for me', 'household');
  outside(
    'roth-fidelity-or-vanguard',
    'Which is better for us, a Roth IRA at Fidelity or one at Vanguard?',
    'empty',
  );
  outside('qualify-25k-personal-loan', 'will I qualify for a $25k personal loan', 'household');
  outside('bitcoin-jan-1-2027', "What's bitcoin gonna be worth on Jan 1, 2027?", 'empty', NO_FIGURE);
  outside(
    'refund-claiming-2-dependents',
    'how much will I get back in taxes if I claim 2 dependents',
    'empty',
    NO_FIGURE,
  );
  outside('housing-crash-2027', 'Is the housing market going to crash in 2027?', 'empty', NO_FIGURE);
  outside(
    'schedule-250-discover-friday',
    'Please schedule a $250 payment to my Discover card on Friday',
    'household',
  );
  outside(
    'dog-13-vet-bills-next-year',
    'our dog is 13 — what will her vet bills be next year?',
    'household',
    NO_FIGURE,
  );
  outside(
    'sapphire-vs-amex-gold',
    'Compare the Chase Sapphire and the Amex Gold for us — which one should we get?',
    'empty',
  );
  outside('target-last-month', 'what did we spend at Target last month?', 'household');
  outside('text-me-paycheck-lands', 'Can you text me when my paycheck lands?', 'household');
  outside('401k-worth-right-now', "what's the current value of my 401k account", 'empty', NO_FIGURE);
  outside(
    'capital-gains-etf-11-months',
    "What's the capital gains tax if I sell my ETF after 11 months?",
    'empty',
    NO_PERCENT,
  );
  outside('lease-or-buy-rav4', 'Should we lease or buy the RAV4?', 'household');
  outside('identity-stolen-freeze-credit', 'my identity got stolen, can you freeze my credit?', 'household');
  outside('best-cd-rate-today', 'Tell me the best CD rate available today', 'empty', NO_PERCENT);
  outside('gas-prices-this-summer', 'will gas prices go up this summer', 'empty', NO_FIGURE);
  outside('offer-on-389k-listing', 'How much should I offer on a house listed at $389,000?', 'empty');
  outside('dispute-89-comcast', 'Dispute the $89 charge from Comcast for me', 'household');
  // Reads like a rise of the rent by 15%: a question of law, not of the forecast (900 - 1,437.50).
  outside(
    'california-rent-15-percent-legal',
    'Is my landlord allowed to raise rent 15% in California?',
    'household',
    [money(90000 - 143750)],
  );
  outside('married-october-taxes', 'If we get married in October, will our taxes go up or down?', 'empty');
  outside('home-depot-card-approved', 'Get me approved for a Home Depot store card', 'household');

  return built;
}

/** The fifth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases5(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases5Samples(today: string): Record<string, string> {
  return build(today).samples;
}
