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
  behindGoals,
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
 * The eighth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests) and without seeing any evaluation's answers, never tuned on.
 * Set 7 becomes a tuning set with it. None of its questions rewords one of sets 1 to 7 (no
 * question shares half its words with one of theirs, nor with another of its own). What is new
 * here:
 *
 * - who asks: new parents pricing daycare and a sitter, soldiers paid on the 1st and the 15th,
 *   contractors paid by the week, warehouse workers by the hour, people with a weekend side gig
 *   on top of their paycheck, a raise being negotiated, roommates splitting down the middle;
 * - amounts by the unit with their count ("$32 a class, 2 classes a week", "22 a walk, 5 walks a
 *   week"), a price beside its monthly payment ("a 28k truck at 512 a month"), a share ("a quarter
 *   of the rent", "25% off"), a scale ("rent doubled"), so much "out of every paycheck";
 * - how amounts are written: "1.1k", "$1.5k/mo", "2 grand", "1200 bucks", "twelve hundred",
 *   "thirty-two hundred", "nine hundred fifty", "fifteen hundred", "thirty-one"; how often:
 *   plain words ("every other friday", "on the 1st and 15th", "per yr", "/wk", "every quarter",
 *   "biweekly check");
 * - questions of the app's own data: the phone a year, rent and car payment together, the
 *   paycheck as a month;
 * - a card's payoff from a balance, an APR and a payment, answered with the debt payoff
 *   calculator's months (decision 027);
 * - what must decline, as decision 027 says: no income anywhere, pay with no amount, tips, an
 *   hourly rate with no hours, a price alone, a share of income, a cost change with no figure, a
 *   bill or goal the user does not have, two changes at once, a bill paid late, "that" with no
 *   bill, an age of 65 or over or under 16, no age, an employer match, an account's value, another
 *   year's limits, an amortized loan, overtime, a currency, growth with no rate, interest with no
 *   rate; and outside the app: when to sell, predictions, lenders' thresholds, past figures the
 *   app does not hold, comparisons with other people, whether a bill will change, reminders,
 *   taxes, actions, legal and medical questions.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. Each case keeps a sample right answer
 * (`freshCases8Samples`) for the self-checks.
 */

/**
 * A card's payoff as the debt payoff calculator works it (decision 017): whole cents, each month's
 * interest at APR / 12 on the balance rounded half up, then the payment; the months until it is
 * paid off.
 */
export function cardPayoffMonths(balance: number, aprPercent: number, payment: number): number {
  let cents = Math.round(balance * 100);
  const pay = Math.round(payment * 100);
  let months = 0;
  while (cents > 0) {
    const interest = Math.round((cents * aprPercent) / 100 / 12);
    if (interest >= pay) throw new Error('never paid off');
    cents = cents + interest - pay;
    months += 1;
  }
  return months;
}

function build(today: string): Built {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside } =
    freshSetWriters('fresh8', today);

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // $48.50 a month: $2,670.51.
  afford(
    'household-pet-wellness-48.50',
    'got a quote for a pet wellness plan for the dog, 48.50 a month. does our budget have room',
    [monthly(48.5)],
  );
  // "1.1k": $1,100.00 a month.
  afford(
    'household-daycare-1.1k',
    'daycare quoted us $1.1k a month for the baby starting in the fall, can we make it work?',
    [monthly(1100)],
  );
  // By the class with its count: 32 x 2 = 64 a week; x 52 / 12 = $277.33 (not 64, not 4 weeks' 256).
  afford(
    'household-swim-32-a-class-2-a-week',
    'swim lessons for the kids are $32 a class, 2 classes a week. ok for us?',
    [{ amount: 64, per: 'weekly' }],
    { wrongCents: [householdLeft - 3200, householdLeft - 6400, householdLeft - 25600] },
  );
  // "Auto insurance" is the Car insurance: 540 -> 615 a quarter, $25.00 more a month.
  afford(
    'household-auto-insurance-renewal-615-quarter',
    'our auto insurance renewal came back at 615 per quarter. still ok month to month?',
    [],
    { changed: { 'Car insurance': 615 }, wrongCents: [householdLeft - 61500, householdLeft - 7500] },
  );
  // Two options weighed apart: what is left with each, not with both.
  {
    const after = (payment: number) => affordability(HOUSEHOLD, [monthly(payment)]).after;
    add(
      'affordability',
      'household-after-school-35-or-50',
      "two after-school programs for our teen: one's 35/mo, the other is 50/mo. what do we have left each way?",
      'household',
      figures(m(householdLeft), m(after(35)), m(after(50))),
      [...wrongLeft('household'), money(householdLeft - 3500 - 5000)],
    );
  }
  // A side gig on top of the paycheck: 4,550 + 300 = 4,850 a month; less bills $3,019.01; less the
  // lease $2,594.01 (not the side gig left out: 2,294.01).
  afford(
    'household-dog-walking-300-on-top-lease-425',
    'I started walking dogs on weekends, about 300 a month on top of my paycheck. can we afford a 425/mo SUV lease now?',
    [monthly(425)],
    { income: monthly(4550 + 300), wrongCents: [householdLeft - 42500] },
  );
  // A 5% raise on the pay: 2,205 every two weeks, $4,777.50 a month.
  afford(
    'household-five-percent-raise-boat-600',
    "if i get the 5% raise i'm negotiating, could we take on a $600/mo boat payment",
    [monthly(600)],
    { income: { amount: 2100 * 1.05, per: 'bi-weekly' }, wrongCents: [householdLeft - 60000] },
  );
  // So much out of every paycheck, as often as the calendar's pay: 150 x 26 / 12 = $325.00.
  afford(
    'household-529-150-every-paycheck',
    'thinking of sending $150 out of every paycheck into a 529 for our daughter. how much wiggle room is left after that?',
    [{ amount: 150, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 15000, householdLeft - 30000] },
  );
  // Typed on a phone: $59.99 a month.
  afford(
    'household-typo-creative-cloud-59.99',
    'can we aford adobe creative cloud at 59.99 a mo on top of evrything',
    [monthly(59.99)],
  );
  // "Per yr": 1,800 / 12 = $150.00 a month.
  afford(
    'household-hoa-1800-per-yr',
    'the HOA at the new place charges 1,800 per yr, would that squeeze us',
    [{ amount: 1800, per: 'yearly' }],
    { wrongCents: [householdLeft - 180000] },
  );
  // A price beside its monthly payment: the payment is weighed, $512.00 a month.
  afford(
    'household-28k-truck-512-a-month',
    'the dealership has a 28k truck at 512 a month. does that fit our monthly numbers?',
    [monthly(512)],
  );
  // "Landlord is asking" is the rent: 1,250 -> 1,335, $85.00 more (not a new 1,335).
  afford(
    'household-landlord-asking-1335',
    'our landlord is asking 1,335 at renewal. can we still cover the month?',
    [],
    { changed: { Rent: 1335 }, wrongCents: [householdLeft - 133500] },
  );
  // Empty, a two-weekly check after taxes: 1,640 x 26 / 12 = 3,553.33; less $375.00 = 3,178.33.
  afford(
    'empty-biweekly-1640-after-taxes-car-375',
    'my bi-weekly check is 1,640 after taxes. would a 375 a month car note work',
    [monthly(375)],
    {
      profile: 'empty',
      income: { amount: 1640, per: 'bi-weekly' },
      wrongCents: [164000 - 37500, 328000 - 37500],
    },
  );
  // By the hour: 17.25 x 38 = 655.50 a week; x 52 / 12 = 2,840.50; less 900 = 1,940.50.
  afford(
    'empty-warehouse-17.25-38-hours-studio-900',
    'warehouse job pays 17.25/hr and I get 38 hours a week. can i afford a 900/mo studio',
    [monthly(900)],
    {
      profile: 'empty',
      income: { amount: 17.25 * 38, per: 'weekly' },
      wrongCents: [65550 * 4 - 90000, 65550 - 90000],
    },
  );
  // On the 1st and the 15th: twice a month, 1,950 x 2 = 3,900; less 800 = 3,100.00.
  afford(
    'empty-army-1st-and-15th-1950-apartment-800',
    'Army pay hits on the 1st and 15th, 1,950 each time. Can I afford an $800 apartment off base?',
    [monthly(800)],
    {
      profile: 'empty',
      income: { amount: 1950, per: 'semi-monthly' },
      wrongCents: [195000 - 80000, perMonthCents(1950, 'bi-weekly') - 80000],
    },
  );
  // A year's salary: 58,500 / 12 = 4,875.00; less 1,250 = 3,625.00.
  afford(
    'empty-offer-58500-rent-1250',
    'new job offer: 58,500 salary. is 1,250 rent realistic for me',
    [monthly(1250)],
    { profile: 'empty', income: { amount: 58500, per: 'yearly' }, wrongCents: [5850000 - 125000] },
  );
  // "1200 bucks every week", "2 grand": 1,200 x 52 / 12 = 5,200; less 2,000 = 3,200.00.
  afford(
    'empty-contracting-1200-bucks-weekly-2-grand-rent',
    'contracting brings in 1200 bucks every week. is 2 grand a month rent doable?',
    [monthly(2000)],
    { profile: 'empty', income: { amount: 1200, per: 'weekly' }, wrongCents: [480000 - 200000] },
  );
  // Out of each check, as often as the pay: 2,400 x 26 / 12 = 5,200; 300 x 26 / 12 = 650: 4,550.00.
  afford(
    'empty-every-other-friday-2400-300-each-check',
    'paid 2,400 every other friday. if 300 from each check goes to a car fund, what do I have left a month?',
    [{ amount: 300, per: 'bi-weekly' }],
    {
      profile: 'empty',
      income: { amount: 2400, per: 'bi-weekly' },
      wrongCents: [520000 - 30000, 520000 - 60000],
    },
  );
  // Down the middle: my half of 2,300 is 1,150; 2,900 - 1,150 = 1,750.00 (not the whole: 600.00).
  afford(
    'empty-roommate-split-2300-down-the-middle',
    'my roommate and I split a 2,300 apartment down the middle. I take home 2,900 a month. can I afford my half?',
    [monthly(1150)],
    { profile: 'empty', income: monthly(2900), wrongCents: [290000 - 230000] },
  );
  // A quarterly bill beside a monthly one: 1,400 + 210 / 3 = 1,470; 3,300 - 1,470 = 1,830.00.
  afford(
    'empty-rent-1400-water-210-quarter',
    'I make 3,300/mo. rent would be 1,400 and the water/sewer bill is $210 every quarter. ok?',
    [monthly(1400), { amount: 210, per: 'quarterly' }],
    { profile: 'empty', income: monthly(3300), wrongCents: [330000 - 140000 - 21000] },
  );
  // In words: 3,200 - 950 = 2,250.00.
  afford(
    'empty-thirty-two-hundred-nine-fifty-words',
    'I clear about thirty-two hundred a month. Would a nine hundred fifty dollar rent leave enough for everything else?',
    [monthly(950)],
    { profile: 'empty', income: monthly(3200) },
  );
  // "$1.8k/mo": 1,800 - 45 - 130 = 1,625.00.
  afford(
    'empty-1.8k-phone-45-insurance-130',
    '$1.8k/mo take home. phone plan 45/mo plus car insurance 130/mo, doable?',
    [monthly(45), monthly(130)],
    { profile: 'empty', income: monthly(1800) },
  );
  // Seeded: 4,183.33 - 275 = 3,908.33.
  afford(
    'seeded-used-civic-275',
    'could I squeeze in a $275 monthly payment for a used Civic',
    [monthly(275)],
    {
      profile: 'seeded',
    },
  );
  // Seeded, by the walk: 22 x 5 = 110 a week; x 52 / 12 = 476.67.
  afford(
    'seeded-dog-walker-22-a-walk-5-a-week',
    'dog walker charges 22 a walk, 5 walks a week. can I fit that in?',
    [{ amount: 110, per: 'weekly' }],
    { profile: 'seeded', wrongCents: [seededLeft - 2200, seededLeft - 11000, seededLeft - 44000] },
  );
  // Seeded, twice a month: 180 x 2 = 360.
  afford(
    'seeded-childcare-coop-180-twice-monthly',
    'the childcare co-op bills 180 twice monthly. is that manageable for me?',
    [{ amount: 180, per: 'semi-monthly' }],
    { profile: 'seeded', wrongCents: [seededLeft - 18000, seededLeft - perMonthCents(180, 'bi-weekly')] },
  );
  // Seeded, the rent becomes 1,525: $75.00 more (not a new 1,525).
  afford(
    'seeded-rent-going-to-be-1525',
    "my rent's going to be 1,525 after the renewal — does the monthly math still work?",
    [],
    { profile: 'seeded', changed: { Rent: 1525 }, wrongCents: [seededLeft - 152500] },
  );
  // Checkup, stated net: 4,100 - 1,500 = 2,600; less 320 = 2,280.00.
  afford(
    'checkup-net-4100-car-320',
    'my net is forty-one hundred a month. on top of rent could I handle a 320/mo car payment',
    [monthly(320)],
    { profile: 'checkup', income: monthly(4100), wrongCents: [410000 - 32000] },
  );
  // Checkup, by the hour: 26 x 40 = 1,040 a week; x 52 / 12 = 4,506.67; less rent 3,006.67; less
  // 450 = 2,556.67.
  afford(
    'checkup-26-an-hour-40-hrs-payment-450',
    'I make $26 an hour, 40 hrs/wk. after rent could I cover a $450 payment each month?',
    [monthly(450)],
    {
      profile: 'checkup',
      income: { amount: 26 * 40, per: 'weekly' },
      wrongCents: [104000 * 4 - 150000 - 45000, 104000 - 150000 - 45000],
    },
  );
  // No income anywhere: ask for it.
  add(
    'affordability',
    'empty-phone-plan-65-no-income',
    'is a 65 dollar monthly phone plan in my budget',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'checkup-gym-and-classes-180-no-income',
    'could I do $180 a month for a gym plus classes',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );
  // A price alone: ask for the monthly payment.
  add(
    'affordability',
    'household-35k-camper-price-alone',
    'can we afford a 35k camper',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // By the hour with no count of hours.
  add(
    'affordability',
    'household-sitter-18-an-hour-no-hours',
    'a babysitter near us is $18 an hour, can we afford one?',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // A share of income: declines.
  add(
    'affordability',
    'household-rent-over-30-percent-of-income',
    'is our rent more than 30% of what we bring in',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // A cost change with no figure.
  add(
    'affordability',
    'household-add-wife-to-phone-plan-no-figure',
    'how much extra per month if I add my wife to my phone plan',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // Pay with no amount.
  add(
    'affordability',
    'empty-paid-every-two-weeks-no-amount-500',
    'I get paid every two weeks — can I afford a $500 a month payment?',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // A bill the household does not have.
  add(
    'affordability',
    'household-no-water-bill-120',
    'our water bill is about to be 120 monthly, does everything else still fit',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // Tips: the figures do not settle them.
  add(
    'affordability',
    'empty-waiting-tables-tips-rent-1100',
    'waiting tables, I live mostly off tips — could I handle 1,100 rent somewhere closer to work',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );

  // --- A supposed change, through the forecast until the next payday (or a stated period) ---------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // Rent down to 1,199: 900 - 1,199 = -$299.00; $51.00 less a month.
  whatIf(
    'landlord-loyalty-rent-1199',
    "landlord's knocking rent down to 1,199 as a loyalty thing. where's my low point before the check?",
    { changed: { Rent: 1199 } },
  );
  // "+40": 1,290: -$390.00; $40.00 more.
  whatIf(
    'rent-plus-40-how-close-to-zero',
    'rent +40 next month, how close to zero (or under) do I get b4 payday',
    {
      changed: { Rent: 1290 },
    },
  );
  // A supposed balance: 1,350 - 1,250 = $100.00.
  whatIf(
    'checking-1350-out-of-the-red',
    'if checking had 1,350 in it today, would I stay out of the red till the paycheck?',
    { balance: 1350 },
  );
  // From 2,400 over 21 days: 1,150 on day 3, then only higher: $1,150.00 (before -$350.00).
  whatIf(
    'balance-2400-next-21-days',
    'suppose I start with $2,400. lowest the account gets over the next 21 days?',
    { balance: 2400, days: 21 },
  );
  // "Three percent": 1,250 x 1.03 = 1,287.50: -$387.50; $37.50 more.
  whatIf(
    'rent-up-three-percent-words',
    'what happens to my lowest balance before I get paid if rent goes up three percent',
    { changed: { Rent: 1287.5 } },
  );
  // The pay down to 1,900: 200 x 26 / 12 = $433.33 less; until the payday after.
  payChange(
    'paycheck-drops-1900-one-after-next',
    "if my paycheck shrinks to 1,900, what's my low until the one after next?",
    1900,
  );
  // The pay up to 2,350: 250 x 26 / 12 = $541.67 more; until the payday after.
  payChange(
    'promotion-2350-biweekly-two-checks',
    'promotion bumps me to $2,350 biweekly. how does my balance hold up across the next two pay cycles?',
    2350,
  );
  // The car payment to 275 over 14 days: due on day 9, after payday: -$350.00 either way; $45.00 less.
  whatIf(
    'refinance-car-payment-275-two-weeks',
    'car payment drops to 275 after refinancing. lowest in the next 2 weeks?',
    { changed: { 'Car payment': 275 }, days: 14 },
  );
  // The phone to 80: due on day 15, after payday: -$350.00 either way; $15.00 more.
  whatIf('phone-plan-80-before-payday', 'phone plan going up to 80, does it matter before payday', {
    changed: { Phone: 80 },
  });
  // A balance and a change: 1,800 - 1,325 = $475.00; $75.00 more.
  whatIf(
    'balance-1800-landlord-rent-1325',
    'if I had 1,800 in checking and the landlord bumped rent to 1,325, lowest before payday?',
    { balance: 1800, changed: { Rent: 1325 } },
  );
  // A scale: the rent doubled, 2,500: 900 - 2,500 = -$1,600.00; $1,250.00 more.
  whatIf(
    'rent-doubled-new-owners',
    'what if my rent doubled when the new owners take over, how far negative before payday',
    { changed: { Rent: 2500 } },
  );
  // A share: the rent at three quarters, 937.50: 900 - 937.50 = -$37.50; $312.50 less.
  whatIf(
    'sister-chips-in-a-quarter-of-rent',
    'my sister is going to chip in a quarter of the rent. what does my low point look like before payday?',
    { changed: { Rent: 937.5 } },
  );
  // Streaming stopped over 21 days: due on day 20; the lowest is rent's -$350.00 either way; $15.99 less.
  whatIf('drop-streaming-next-3-weeks', 'if I drop my streaming sub, lowest over the next 3 weeks?', {
    changed: { Streaming: 0 },
    days: 21,
  });
  // 650 - 1,250 = -$600.00.
  whatIf('only-650-rn-how-deep', 'only $650 in checking rn — how deep do i go before payday', {
    balance: 650,
  });
  // Seeded: rent to 1,395: 1,200 - 1,395 = -$195.00; $55.00 less.
  whatIf(
    'seeded-rent-reduced-1395',
    'they reduced my rent to 1,395 — how low before my next deposit?',
    { changed: { Rent: 1395 } },
    'seeded',
  );
  // Seeded: 1,500 - 1,450 = $50.00.
  whatIf(
    'seeded-1.5k-in-account-clear-payday',
    'if I had 1.5k in the account would I clear payday?',
    { balance: 1500 },
    'seeded',
  );
  // Seeded, the pay to 2,450: 150 x 26 / 12 = $325.00 less; until the payday after.
  payChange(
    'seeded-fewer-shifts-2450',
    'fewer shifts means my biweekly pay is 2,450 for a while. am I ok through the second paycheck from now?',
    2450,
    'seeded',
  );
  // Seeded, rent up $100 over 10 days: 1,200 - 1,550 = -$350.00 (before -$250.00); $100.00 more.
  whatIf(
    'seeded-rent-up-100-next-10-days',
    'rent up $100 — lowest point over the next 10 days?',
    { changed: { Rent: 1550 }, days: 10 },
    'seeded',
  );
  // Seeded, from 3,000 over 30 days: 1,550 on day 2, then higher: $1,550.00 (before -$250.00).
  whatIf(
    'seeded-3000-next-30-days',
    'say I had 3,000 today, what would the bottom be over the next 30 days',
    { balance: 3000, days: 30 },
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $120.00 more, $50.00 less.
  add(
    'what-if',
    'checkup-rent-climbs-1620-come-up-short',
    'if my rent climbs to 1,620 am I going to come up short before payday',
    'checkup',
    decline(m(12000)),
  );
  add(
    'what-if',
    'checkup-rent-dropping-50-bucks',
    "rent's dropping 50 bucks, will I be ok until I'm paid",
    'checkup',
    decline(amount(5000)),
  );
  // Two changes at once.
  add(
    'what-if',
    'two-changes-rent-1300-car-290',
    'rent up to 1,300 and car payment down to 290 — lowest before payday?',
    'household',
    decline(),
  );
  // A bill paid late: a move to another day.
  add(
    'what-if',
    'car-payment-a-week-late',
    'what if I pay the car payment a week late, do I stay positive until my check',
    'household',
    decline(),
  );
  // A change with no figure.
  add(
    'what-if',
    'phone-up-a-bit-no-figure',
    'if the phone bill goes up a bit will I dip below zero before I get paid',
    'household',
    decline(),
  );
  // A bill the household does not have.
  add(
    'what-if',
    'no-daycare-bill-950',
    "daycare's raising to 950 — do I dip under zero before my check lands",
    'household',
    decline(),
  );
  // No rent, no balance, no pay.
  add(
    'what-if',
    'empty-rent-up-200-negative',
    'if the landlord adds 200 to my rent, do I hit zero before payday',
    'empty',
    decline(),
  );
  // "That" with no bill named.
  add(
    'what-if',
    'that-goes-up-30-percent',
    'if that goes up 30% am i still ok til payday',
    'household',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  retire('26-475-401k', "26, putting 475 a month into a 401k. what's it look like at 65?", {
    amount: 475,
    age: 26,
  });
  retire(
    '44-1250-six-and-a-half-monthly-income',
    "I'm 44 and I'll put $1,250/month away, assume 6.5%. What do I have at 65, and what's that a month under the 4% rule?",
    { amount: 1250, age: 44, rate: 6.5, income: 'monthly' },
  );
  retire('34-12k-roth-350', '34 yo, 12k in a roth already, adding 350 monthly. number at 65?', {
    amount: 350,
    age: 34,
    start: 12000,
  });
  retire('51-210k-2k-5.5', 'age 51, 210k saved, 2k/mo going in, 5.5% return. where am I at 65', {
    amount: 2000,
    age: 51,
    rate: 5.5,
    start: 210000,
  });
  // 60 x 52 / 12 = 260 a month, 38 years.
  retire(
    '27-auto-invest-60-every-week',
    "i'm 27 and auto-invest $60 every week for retirement, what's it at 65",
    {
      amount: 60,
      per: 'weekly',
      age: 27,
    },
  );
  // 225 x 26 / 12 = 487.50 a month, 33 years at 6%.
  retire(
    '32-225-each-biweekly-check-6',
    "I'm 32, $225 comes out of every biweekly check for my 401k. at 6%, what's there at 65?",
    { amount: 225, per: 'bi-weekly', age: 32, rate: 6 },
  );
  // 7,000 / 12 = 583.33 a month, 29 years.
  retire('ira-7000-a-year-from-36', 'putting 7,000 a year into an IRA from age 36, what is it worth at 65', {
    amount: 7000,
    per: 'yearly',
    age: 36,
  });
  // 2,400 / 3 = 800 a month, 25 years at 7%.
  retire('40-2400-every-quarter-7', "I'm 40 and put 2,400 in every quarter, 7% growth. total by 65?", {
    amount: 2400,
    per: 'quarterly',
    age: 40,
    rate: 7,
  });
  // Twice a month: 125 x 2 = 250 a month, 36 years.
  retire('29-125-twice-a-month', 'age 29, I move 125 twice a month into retirement savings. balance at 65?', {
    amount: 125,
    per: 'semi-monthly',
    age: 29,
  });
  // In words: 1,500 a month, 34 years.
  retire(
    'thirty-one-fifteen-hundred-words',
    "thirty-one, saving fifteen hundred a month for retirement. what's the 65 total",
    {
      amount: 1500,
      age: 31,
    },
  );
  // Typos: 900 a month, 22 years.
  retire(
    'typo-43-puting-900-retirment-acct',
    'im 43 puting 900 a month in my retirment acct whats it at 65',
    {
      amount: 900,
      age: 43,
    },
  );
  // "$1.5k/mo": 1,500 a month, 27 years at 8%.
  retire('1.5k-from-38-at-8', '$1.5k/mo from 38 at 8%, total at 65?', { amount: 1500, age: 38, rate: 8 });
  retire(
    'seeded-30-650-yearly-income',
    "I'm 30. if I put 650 a month toward retirement, what yearly income does that give me at 65?",
    { amount: 650, age: 30, income: 'yearly' },
    'seeded',
  );
  retire(
    'household-48-45k-700',
    "we're 48, have 45k in retirement accounts and add 700 a month. what's it at 65?",
    { amount: 700, age: 48, start: 45000 },
    'household',
  );
  retire(
    'checkup-57-2500-for-8-years',
    "I'm 57 and can put 2,500 a month away for the next 8 years. What will I have at 65?",
    { amount: 2500, age: 57 },
    'checkup',
  );
  retire('23-200-at-9', 'nothing saved yet, 23 years old, 200/mo at 9% — how much at 65?', {
    amount: 200,
    age: 23,
    rate: 9,
  });
  // Nothing added: 10,000 alone for 20 years at 7%.
  retire('45-10k-never-add-7', "if I'm 45 with 10k and I never add a dime, what's it at 65 at 7%?", {
    amount: 0,
    age: 45,
    rate: 7,
    start: 10000,
  });
  retire(
    'form-39-85000-1000-6-monthly-income',
    '39. 401k: 85,000. adding 1,000/mo. 6%. balance at 65 + monthly income',
    { amount: 1000, age: 39, rate: 6, start: 85000, income: 'monthly' },
  );
  // 65 or over, under 16, no age.
  add(
    'retirement',
    'seventy-500-a-month',
    "I'm 70, how much will 500 a month grow to by 65",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'daughter-12-25-a-week',
    'my daughter is 12 — if she puts 25 a week away, how much by 65?',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'no-age-1000-a-month',
    '1,000 a month into my 401k, what do I retire with at 65',
    'empty',
    decline(),
  );
  // An employer match: its own rules.
  add(
    'retirement',
    'employer-match-50-percent-up-to-6',
    "I'm 30 and put 400 a month in; my employer matches 50% up to 6% of salary. what's it at 65?",
    'empty',
    decline(),
  );
  // An account's value: a record the app does not hold.
  add(
    'retirement',
    'household-401k-balance-right-now',
    "what's my 401k balance right now",
    'household',
    decline(),
    [/\$\s?\d/],
  );
  // Another year's limits.
  add(
    'retirement',
    '401k-limit-2028',
    'what will the 401k contribution limit be in 2028',
    'empty',
    decline(),
  );
  // A figure of theirs the app does not hold.
  add(
    'retirement',
    'social-security-check-at-67',
    'how big will my social security check be at 67',
    'empty',
    decline(),
    NO_FIGURE,
  );
  add(
    'retirement',
    'what-age-retire-1500-a-month',
    'what age can I retire at if I save 1,500 a month',
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car, furthest } = householdGoals(today);

  // "Rainy day fund" is the Emergency Fund: 2,500 of 10,000 = 25%.
  goal('rainy-day-fund-percent', 'what % of my rainy day fund is done', [pct((ef.saved / ef.target) * 100)]);
  // Saved so far on the Vacation: $600.00.
  goal(
    'vacation-pot-put-in-so-far',
    "vacation pot: what's been deposited so far",
    [m(Math.round(vacation.saved * 100))],
    'household',
    [money(Math.round(ef.saved * 100)), money(Math.round(car.saved * 100))],
  );
  // 7,000 / 425 = 16.5: 17 months.
  goal('car-fund-425-when', 'car fund gets 425 monthly from now on — finish date?', reachOf(car, 425, today));
  // 7,500 / 1,250 = 6 months.
  goal(
    'emergency-1250-how-many-months',
    'at 1,250/month into emergency savings, months until full',
    reachOf(ef, 1250, today),
  );
  goal(
    'trip-fund-per-month-for-its-date',
    'trip fund needs what per month to hit its date?',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Behind by the pace rule on most days.
  {
    const behind = behindCents(ef, today);
    goal(
      'gap-emergency-fund-vs-where-it-should-be',
      "what's the gap between where my emergency fund is and where it should be by now",
      [behind > 0 ? m(behind) : ON_PACE],
    );
  }
  // Every goal behind, the furthest first.
  {
    const behind = behindGoals(HOUSEHOLD, today);
    goal(
      'rank-goals-by-how-far-behind',
      'rank my goals by how far behind they are',
      behind.length > 0 ? behind.flatMap((b) => [said(b.goal.title), m(b.cents)]) : [ON_PACE],
    );
  }
  {
    const behind = behindCents(vacation, today);
    goal('vacation-short-pace-wise', 'how much am I short on the vacation, pace-wise', [
      behind > 0 ? m(behind) : ON_PACE,
    ]);
  }
  goal(
    'biggest-laggard-monthly-fix',
    'biggest laggard among my goals & what monthly amount fixes it',
    [said(furthest.title), m(neededCents(furthest, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // What is left on the New Car: $7,000.00.
  goal(
    'still-owe-myself-new-car',
    'how much do I still owe myself on the new car savings',
    [m(leftCents(car))],
    'household',
    [money(leftCents(ef)), money(leftCents(vacation))],
  );
  // 150 every two weeks: 325 a month, 2,400 / 325 = 7.4: 8 months; or 16 deposits, 32 weeks.
  goal('vacation-150-every-2-weeks', 'vacation: 150 every 2 weeks, how long', [
    either(
      count(reach(vacation, perMonthCents(150, 'bi-weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(vacation) / 15000) * 2, 'week'),
    ),
  ]);
  // 50 a week: 216.67 a month, 7,000 / 216.67 = 32.3: 33 months; or 140 weeks.
  goal('car-fund-50-a-week', 'put 50 a week toward the car fund — months to go?', [
    either(
      count(reach(car, perMonthCents(50, 'weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(car) / 5000), 'week'),
    ),
  ]);
  // 2,500 + 600 + 1,000 = $4,100.00.
  goal('total-saved-across-goals', "sum of everything I've saved across goals", [
    m(Math.round((ef.saved + vacation.saved + car.saved) * 100)),
  ]);
  // The target and the share: $8,000.00 and 12.5%.
  goal('car-target-and-how-far-along', "what's the target on the car goal and how far along am i", [
    m(Math.round(car.target * 100)),
    pct((car.saved / car.target) * 100),
  ]);
  // 2,400 / 800 = 3 months, and the date.
  goal(
    'vacation-800-when-hit',
    'Vacation goal — when do I hit it if I do 800/mo?',
    reachOf(vacation, 800, today),
  );
  // Two goals named: 2,400 + 7,500 = $9,900.00.
  goal(
    'trip-and-emergency-left-combined',
    'trip + emergency fund: remaining amount between the two',
    [m(leftCents(vacation) + leftCents(ef))],
    'household',
    [money(leftCents(ef) + leftCents(vacation) + leftCents(car))],
  );
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  goal(
    'seeded-land-japan-by-deadline',
    'to land the japan trip by its deadline, monthly figure?',
    [m(neededCents(japan, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // 32,000 / 1,600 = 20 months.
  goal(
    'seeded-house-1600-when',
    'if I save 1,600/mo for the house, when will I have the down payment',
    reachOf(house, 1600, today),
    'seeded',
  );
  // Seeded: 10,000 - 2,500 = $7,500.00.
  goal(
    'seeded-emergency-whats-left',
    'emergency fund — what is left to go',
    [m(leftCents(seededEf))],
    'seeded',
    [money(leftCents(japan)), money(leftCents(house))],
  );
  // Seeded: 1,200 saved of 4,000 = 30%.
  goal(
    'seeded-japan-saved-and-percent',
    'how much is saved toward japan so far, and what % is that',
    [m(Math.round(japan.saved * 100)), pct((japan.saved / japan.target) * 100)],
    'seeded',
  );
  // Seeded, "the trip", the only travel goal: 2,800 / 700 = 4 months, and the date.
  goal(
    'seeded-trip-700-fully-funded',
    'at 700 a month, when is the trip fully funded',
    reachOf(japan, 700, today),
    'seeded',
  );
  // Goals the user does not have; no goals at all; money spent elsewhere; advice; actions.
  add('goals', 'no-house-fund', "how's my house fund coming along", 'household', decline());
  add(
    'goals',
    'no-honeymoon-fund-300',
    'when will I finish the honeymoon fund at 300 a month',
    'household',
    decline(),
  );
  add(
    'goals',
    'empty-emergency-how-far-behind',
    'is my emergency savings goal behind pace',
    'empty',
    decline(),
  );
  add(
    'goals',
    'raid-trip-savings-for-visa',
    'thinking of raiding the trip savings to knock out my visa balance, good idea?',
    'household',
    decline(),
  );
  add(
    'goals',
    'emergency-fund-what-rate-earning',
    'what APY should my rainy day money be getting',
    'household',
    decline(),
    NO_PERCENT,
  );
  add('goals', 'rename-car-goal-honda', 'rename my car goal to Honda fund', 'household', decline());
  add('goals', 'seeded-add-300-to-japan', 'add 300 to my japan trip goal', 'seeded', decline());
  add('goals', 'checkup-on-track-with-goals', 'how are my goals tracking', 'checkup', decline());
  add(
    'goals',
    'vacation-savings-hysa-or-cds',
    'where should I keep my vacation savings, a HYSA or CDs',
    'household',
    decline(),
    NO_PERCENT,
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // "1200 bucks biweekly": 1,200 x 26 = $31,200.00 (not 24 checks' 28,800).
  calc(
    '1200-bucks-biweekly-over-the-year',
    '1200 bucks biweekly, how much is that over the year',
    [m(120000 * 26)],
    'empty',
    [money(120000 * 24)],
  );
  // 22.50 x 36 = 810 a week; x 52 / 12 = $3,510.00 (not 4 weeks' 3,240).
  calc(
    '22.50-36-hours-monthly',
    '22.50/hr at 36 hrs/week — monthly?',
    [m(perMonthCents(22.5 * 36, 'weekly'))],
    'empty',
    [money(81000 * 4)],
  );
  // 88,000 / 26 = 3,384.615...: $3,384.62 (not 24 checks' 3,666.67).
  calc(
    '88k-per-biweekly-paycheck',
    'salary 88k, what is that per paycheck if paid biweekly',
    [m(Math.round(8800000 / 26))],
    'empty',
    [money(Math.round(8800000 / 24))],
  );
  // 47,840 / 2,080 = $23.00 an hour.
  calc('47840-a-year-hourly-40-hrs', 'what hourly is 47,840 a year at 40 hrs', [
    m(Math.round(4784000 / 2080)),
  ]);
  // 12% of 3,250 = $390.00.
  calc('12-percent-of-3250', '12% of 3,250', [m(Math.round(325000 * 0.12))]);
  // 25% off 1,480: $1,110.00 (not the 370.00 off).
  calc('25-off-1480-sofa', '25% off a 1,480 sofa, what do i actually pay', [m(148000 * 0.75)], 'empty', [
    money(148000 * 0.25),
  ]);
  // 1,000 / 35 = 28.6: 29 weeks.
  calc('35-a-week-to-1000', "35 bucks weekly, how many weeks before I've got 1,000 put away", [
    count(Math.ceil(1000 / 35), 'week'),
  ]);
  // 2,750 / 125 = 22 months.
  calc('owe-dad-2750-at-125', 'paying back the 2,750 I owe my dad at 125 a month, how long will that take', [
    count(2750 / 125, 'month'),
  ]);
  // (11.99 + 17.99 + 13.99) x 12 = 43.97 x 12 = $527.64.
  calc(
    'spotify-hulu-disney-per-year',
    'spotify 11.99, hulu 17.99 and disney+ 13.99 a month — total per year?',
    [m((1199 + 1799 + 1399) * 12)],
  );
  // A quarter of 2,860 = $715.00.
  calc('a-quarter-of-2860', 'whats a quarter of 2,860', [m(286000 / 4)]);
  // A tenth of 4,300 = $430.00.
  calc('a-tenth-of-4300', 'a tenth of 4,300 is what', [m(430000 / 10)]);
  // 3.5% of 92,000 = $3,220.00.
  calc('3.5-percent-of-92k', "what's 3.5% of 92k", [m(Math.round(9200000 * 0.035))]);
  // 186 / 4 = $46.50.
  calc('split-186-dinner-4-ways', 'four of us ate out, bill came to $186 — per person?', [m(18600 / 4)]);
  // 1,100 x 4 = $4,400.00.
  calc('1100-quarterly-yearly', '1,100 quarterly — how much is that yearly', [m(110000 * 4)], 'empty', [
    money(110000 * 12),
  ]);
  // "Twenty-five hundred" x 12 = $30,000.00.
  calc('twenty-five-hundred-a-month-a-year', 'twenty-five hundred monthly, annual total?', [m(250000 * 12)]);
  // A card's payoff, as the debt payoff calculator works it: 2,400 at 21% paying 100: 32 months.
  calc(
    'visa-2400-21-apr-100',
    "owe 2,400 on a visa at 21% apr, paying 100 a month — how many months till it's gone",
    [count(cardPayoffMonths(2400, 21, 100), 'month')],
  );
  // 5,000 at 18.9% paying 250: 25 months.
  calc('card-5000-18.9-apr-250', '$5,000 balance, 18.9% APR, $250/mo. months to zero?', [
    count(cardPayoffMonths(5000, 18.9, 250), 'month'),
  ]);
  // 2,000 / 50 = 40 weeks.
  // Or in months: 50 x 52 / 12 = 216.67 a month, 2,000 / 216.67 = 9.2: 10 months.
  calc('2000-at-50-a-week-no-interest', 'how long to put together 2,000 at 50 a week', [
    either(count(2000 / 50, 'week'), count(Math.ceil(200000 / perMonthCents(50, 'weekly')), 'month')),
  ]);
  // Household: the phone, 65 x 12 = $780.00 a year.
  calc('household-phone-bill-a-year', 'how much is my phone bill a year', [m(6500 * 12)], 'household');
  // Household: rent and the car payment, $1,570.00 a month.
  calc(
    'household-rent-plus-car-payment',
    'rent + car payment combined, how much a month',
    [m(125000 + 32000)],
    'household',
  );
  // Seeded: 2,600 every two weeks as a month, $5,633.33.
  calc(
    'seeded-biweekly-paycheck-as-monthly',
    'my biweekly paycheck, as a monthly figure?',
    [m(perMonthCents(2600, 'bi-weekly'))],
    'seeded',
    [money(260000 * 2)],
  );
  // 1,600 up 4% = $1,664.00.
  calc('rent-1600-up-4-percent-new-rent', "if my rent of 1,600 goes up 4%, what's the new rent", [
    m(Math.round(160000 * 1.04)),
  ]);
  // 31.25 x 40 x 52 = $65,000.00.
  calc('31.25-an-hour-yearly-full-time', 'I make 31.25 an hour, what is that yearly full time at 40 hrs', [
    m(3125 * 40 * 52),
  ]);
  // 9,000 / 375 = 24 months.
  calc('9000-at-375-months', 'how many months to save 9,000 at 375 a month', [count(9000 / 375, 'month')]);
  // 15% of 86.40 = $12.96.
  calc('15-percent-of-86.40', 'what is 15% of 86.40', [m(Math.round(8640 * 0.15))]);
  // Checkup: rent 1,500 x 12 = $18,000.00.
  calc('checkup-rent-over-a-year', "what's my rent come to over a year", [m(150000 * 12)], 'checkup');
  // Amortization, overtime, a currency, growth with no rate, a paycheck the app does not know, tips,
  // interest with no rate.
  add(
    'arithmetic',
    'car-loan-35k-6.9-72-months',
    "what's the monthly payment on a 35k car loan at 6.9% for 72 months",
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'overtime-47-hours-21',
    'worked 47 hours at $21 with overtime, how much is my check',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    '40000-yen-to-dollars',
    'my cousin sent me 40,000 yen, how many dollars is that',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    '25k-worth-in-10-years',
    '25k left alone for a decade, what does it become',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'arithmetic',
    'empty-15-percent-of-my-paycheck',
    "15 percent of my take-home, what's that come to",
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'arithmetic',
    'delivery-tips-45-a-shift-monthly',
    'delivery tips average 45 a shift, how much is that a month',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'interest-on-6k-car-loan-no-rate',
    'how much interest will I pay on my 6k car loan',
    'empty',
    decline(),
    [/\$\s?\d/],
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside('sell-apple-before-earnings', 'should i sell my apple shares before earnings', 'empty', NO_FIGURE);
  outside('dogecoin-moon', 'is dogecoin going to moon this year', 'empty', NO_FIGURE);
  outside(
    'credit-score-to-rent-apartment',
    'what credit score do landlords want to rent an apartment',
    'household',
  );
  outside('spent-at-target-last-month', 'how much went to amazon orders in january', 'household', [
    /\$\s?\d/,
  ]);
  outside('why-last-paycheck-smaller', 'why did my direct deposit come in lower this time', 'household');
  outside('people-my-age-saved-more', 'do most people my age have more saved than me', 'seeded', NO_FIGURE);
  outside(
    'car-insurance-go-up-at-renewal',
    'will my car insurance go up when I renew',
    'household',
    NO_FIGURE,
  );
  outside('text-me-when-rent-due', 'text me the day before my rent is due', 'household');
  outside('deduct-daycare-on-taxes', "can I claim my kid's daycare costs when I file", 'household');
  outside('roth-worth-today', "what's my roth worth today", 'empty', [/\$\s?\d/]);
  outside('pay-the-dentist-bill', 'pay the dentist bill for me', 'household');
  outside('book-flight-for-vacation', 'book me a flight to cancun for the vacation', 'household');
  outside('sofi-refi-rate', 'what rate would sofi give me to refi my student loans', 'empty', NO_PERCENT);
  outside('landlord-keep-deposit', 'is my landlord allowed to keep my whole security deposit', 'household');
  outside('power-bill-next-winter', 'what will my power bill be next winter', 'seeded', NO_FIGURE);
  outside('link-wells-fargo', 'link my wells fargo checking account', 'empty');
  outside(
    'interest-paid-car-loan-last-year',
    'what did i pay in interest on my car loan last year',
    'household',
    [/\$\s?\d/],
  );
  outside(
    'tooth-hurts-dentist-or-wait',
    'my tooth really hurts, go to the dentist now or wait till payday',
    'household',
  );
  outside('new-roof-cost', 'how much will a new roof cost me', 'household', NO_FIGURE);
  outside('mortgage-rates-next-spring', 'will mortgage rates be lower next spring', 'empty', NO_PERCENT);
  outside('my-tax-bracket', "what's my tax bracket", 'empty', NO_PERCENT);
  outside('remind-every-friday-log-expenses', 'remind me every friday to log my expenses', 'seeded');
  outside('uber-eats-spending-a-month', 'how much am I blowing on uber eats every month', 'household', [
    /\$\s?\d/,
  ]);
  outside('fed-cut-rates-june', 'will the fed cut rates in june', 'empty', NO_PERCENT);
  outside('hsa-balance', "what's sitting in my HSA right now", 'checkup', [/\$\s?\d/]);

  return built;
}

/** The eighth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases8(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases8Samples(today: string): Record<string, string> {
  return build(today).samples;
}
