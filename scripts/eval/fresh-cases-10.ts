import {
  HOUSEHOLD,
  SEEDED,
  behindCents,
  fourPercent,
  futureValue,
  money,
  neededCents,
  perMonthCents,
  reach,
  wholeDollars,
  type FreshCase,
} from './fresh-cases.ts';
import { cardPayoffMonths } from './fresh-cases-8.ts';
import {
  m,
  amount,
  count,
  pct,
  said,
  either,
  wd,
  ONLY_PAYDAY,
  NO_FIGURE,
  NO_PERCENT,
  ON_PACE,
  NOT_CATCH_UP_CONTRIBUTIONS,
  behindGoals,
  goalOf,
  leftCents,
  monthly,
  reachOf,
  leftOf,
  householdGoals,
  freshSetWriters,
  type Built,
} from './fresh-figures.ts';

/**
 * The tenth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests) and without seeing any evaluation's answers, never tuned on.
 * Set 9 becomes a tuning set with it. None of its questions rewords one of sets 1 to 9 (no
 * question shares half its words with one of theirs, nor with another of its own). What is new
 * here:
 *
 * - who asks: a waiter whose wage and tips come to a monthly total, a freelancer who invoices
 *   each month, someone living on SSDI or VA disability, sailors and marines (twice-monthly pay,
 *   the TSP), a single parent with child support beside the pay, a landlord with a basement
 *   tenant or a rental house, a college student with a campus job by the hour, couples with one
 *   partner on parental leave, a newly retired teacher on a pension;
 * - how it is written: all lower case with "u", "rn", "tbh", "pls", "n", "wat"; run-on sentences;
 *   polite long questions ("Good afternoon, I hope this is the right place to ask..."); context
 *   first and the ask last; British words ("fortnightly", "per annum", "flat", "mum", "current
 *   account", "car finance");
 * - how amounts are written: "1.1k", "$1.1k", "$75/wk", "fifteen hundred", "3 hundred", "$2k",
 *   "2k", "2.5k", "1.55k", "950 bucks", "a hundred and twenty", "a hundred and fifty", "three
 *   grand", "a grand", "rent +80"; percents as "6 percent" and "6%"; how often: "fortnightly",
 *   "biweekly", "semi-monthly", "per annum", "every other Friday", "twice monthly", "each quarter",
 *   "/wk", "/mo";
 * - what is asked: "how long till...", "what would my monthly look like if...", "am I on track...",
 *   "is it doable to...", "what's the damage per month...", "how deep do I go", "which goal am I
 *   slacking on", over a stated horizon ("the next 10 days", "the next 6 weeks", "the next
 *   fortnight", "through the payday after next"), retiring "at 66" or "at 68";
 * - the seeded users' own goals and bills by name (the Emergency Fund, the Vacation, the New Car,
 *   the Japan Trip, the House Down Payment; rent, the car payment, the phone, the car insurance,
 *   streaming);
 * - what must decline, as decision 027 says: no income anywhere, pay that varies with no amount, a
 *   wage by the hour with no hours and tips, a price alone, a cost with no figure, a sitter by the
 *   hour or a programme by the day with no count, a bill or goal the user does not have, two
 *   changes at once, a bill moved to another day, "it" with no bill or goal, a change with no
 *   figure, an age of 65 or over or under 16, no age, no amount, an employer match, a pension's
 *   lump sum or annuity (a choice), Social Security's benefit and an account's value (records the
 *   app does not hold), early retirement with no amounts, a goal's money held elsewhere (advice),
 *   acting on a goal, a goal's monthly amount to a date not its own, an amount put in now, overtime,
 *   a currency, an amortized loan, interest with no rate, self-employment tax, inflation with no
 *   rate, a share of an amount the app does not know, a cost by the visit or the shift with no
 *   count; and outside the app: a tip pool's and an ex's wages' law, tax on tips and on military
 *   retirement, a benefit's future raise, a base's housing allowance, mortgage rates and home
 *   prices, what to charge a tenant and what others charge, acting (paying, enrolling) and
 *   reminders, past spending, product picks, when to buy, a home's appraisal, loan forgiveness and
 *   payments left, a rent rise, what a bank would lend, why a paycheck changed, a health plan's
 *   cover.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. Each case keeps a sample right answer
 * (`freshCases10Samples`) for the self-checks.
 */

function build(today: string): Built {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside } =
    freshSetWriters('fresh10', today);

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // A waiter's wage and tips as one monthly total: 2,400 - 310 = $2,090.00.
  afford(
    'empty-waiter-wage-and-tips-2400-all-in-car-310',
    'im a waiter and my wage plus tips usually lands around 2,400 a month all in. is a 310 car payment doable or nah',
    [monthly(310)],
    { profile: 'empty', income: monthly(2400) },
  );
  // A freelancer's monthly invoices: 5,500 - 275 = $5,225.00.
  afford(
    'empty-freelancer-invoices-5500-coworking-275',
    'as a freelancer i invoice roughly 5,500 each month — would a coworking desk at 275/mo be a stretch',
    [monthly(275)],
    { profile: 'empty', income: monthly(5500) },
  );
  // SSDI: 1,480 - 395 = $1,085.00.
  afford(
    'empty-ssdi-1480-accessible-van-395',
    'My only income is SSDI, 1,480 a month. Could I manage a wheelchair-accessible van payment of 395 a month?',
    [monthly(395)],
    { profile: 'empty', income: monthly(1480) },
  );
  // Twice monthly: 1,650 x 2 = 3,300; less 1,300 = $2,000.00 (not every two weeks' 3,575.00).
  afford(
    'empty-navy-twice-monthly-1650-off-base-1300',
    'navy sailor here, pay comes twice monthly at 1,650. is 1,300 rent for an off-base apartment too much',
    [monthly(1300)],
    {
      profile: 'empty',
      income: { amount: 1650, per: 'semi-monthly' },
      wrongCents: [perMonthCents(1650, 'bi-weekly') - 130000, 165000 - 130000],
    },
  );
  // Pay every other Friday and child support: 1,600 x 26 / 12 = 3,466.67, + 450 = 3,916.67;
  // daycare $210/wk: 210 x 52 / 12 = 910.00; $3,006.67 left.
  afford(
    'empty-single-mom-every-other-friday-1600-child-support-450-daycare-210-wk',
    'single mom, I get 1,600 every other Friday plus 450 a month in child support. can I swing daycare at $210/wk',
    [{ amount: 210, per: 'weekly' }],
    {
      profile: 'empty',
      income: monthly((perMonthCents(1600, 'bi-weekly') + 45000) / 100),
      wrongCents: [
        perMonthCents(1600, 'bi-weekly') - perMonthCents(210, 'weekly'),
        perMonthCents(1600, 'bi-weekly') + 45000 - 21000,
      ],
    },
  );
  // A basement tenant's rent on top of the pay: 4,550 + 900 = 5,450; less bills 3,619.01; less 650 =
  // 2,969.01.
  afford(
    'household-basement-tenant-900-on-top-rv-650',
    'the tenant in our basement pays us 900 a month on top of my paycheck. could we take on a 650 a month RV loan',
    [monthly(650)],
    { income: monthly(4550 + 900), wrongCents: [householdLeft - 65000] },
  );
  // A campus job by the hour: 15 x 16 = 240 a week; x 52 / 12 = 1,040.00; less 420 = 620.00.
  afford(
    'empty-student-library-15-hrs-16-meal-plan-420',
    'college student, i work 15 hrs a week at $16 an hour at the campus library. is 420 a month for a meal plan affordable',
    [monthly(420)],
    {
      profile: 'empty',
      income: { amount: 240, per: 'weekly' },
      wrongCents: [24000 * 4 - 42000, 24000 - 42000],
    },
  );
  // A teacher's pension: 3,900 - 480 = $3,420.00.
  afford(
    'empty-retired-teacher-pension-3900-hoa-480',
    'I recently retired from teaching and my pension pays 3,900 monthly. Would a condo with a $480 HOA fee each month be sensible?',
    [monthly(480)],
    { profile: 'empty', income: monthly(3900) },
  );
  // Parental leave: 1,500 x 26 / 12 = 3,250.00; less bills 1,419.01; less 120 = 1,299.01.
  afford(
    'household-parental-leave-biweekly-1500-diapers-120',
    "while i'm on parental leave my biweekly check drops to 1,500. would we still manage a 120 a month diaper subscription",
    [monthly(120)],
    { income: { amount: 1500, per: 'bi-weekly' }, wrongCents: [householdLeft - 12000] },
  );
  // Polite and long: $140.00 a month, $2,579.01.
  afford(
    'household-polite-piano-lessons-140',
    'Good afternoon, I hope this is the right place to ask. Our daughter would like piano lessons, which cost $140 per month. Would you be able to tell me whether our budget can accommodate that?',
    [monthly(140)],
  );
  // Texting: $35.00 a month, $2,684.01.
  afford(
    'household-texting-u-rn-climbing-gym-35',
    'can u tell me rn if a 35 a month climbing gym fits our budget tbh',
    [monthly(35)],
  );
  // "$75/wk": 75 x 52 / 12 = 325.00; $2,394.01.
  afford(
    'household-dog-walker-75-wk-damage-per-month',
    'a dog walker would be $75/wk, whats the damage per month and what do we have left after',
    [{ amount: 75, per: 'weekly' }],
    { wrongCents: [householdLeft - 7500, householdLeft - 30000] },
  );
  // "Fifteen hundred fortnightly": 1,500 x 26 / 12 = 3,250.00; less 260 = 2,990.00.
  afford(
    'empty-fifteen-hundred-fortnightly-car-finance-260',
    "I'm paid fifteen hundred fortnightly. Could I stretch to a car finance payment of 260 a month?",
    [monthly(260)],
    {
      profile: 'empty',
      income: { amount: 1500, per: 'bi-weekly' },
      wrongCents: [150000 - 26000, 300000 - 26000],
    },
  );
  // "3 hundred": $300.00 a month, $2,419.01 (not 3 dollars).
  afford(
    'household-3-hundred-mums-care-home',
    "we'd chip in 3 hundred a month toward my mum's care home, is that manageable for us",
    [monthly(300)],
    { wrongCents: [householdLeft - 300] },
  );
  // "A hundred and twenty": $120.00 a month; seeded 4,183.33 - 120 = 4,063.33.
  afford(
    'seeded-a-hundred-and-twenty-therapy-copays',
    'therapy copays would be about a hundred and twenty a month, can my budget take it',
    [monthly(120)],
    { profile: 'seeded', wrongCents: [seededLeft - 10000, seededLeft - 2000] },
  );
  // "950 bucks a week": 950 x 52 / 12 = 4,116.67; less rent 2,616.67; less 180 = 2,436.67.
  afford(
    'checkup-warehouse-950-bucks-a-week-storage-180',
    'i clear 950 bucks a week at the warehouse. after rent is a new 180/mo storage unit fine',
    [monthly(180)],
    {
      profile: 'checkup',
      income: { amount: 950, per: 'weekly' },
      wrongCents: [95000 * 4 - 150000 - 18000, 95000 - 150000 - 18000],
    },
  );
  // "1.1k": $1,100.00 a month; seeded 4,183.33 - 1,100 = 3,083.33.
  afford('seeded-1.1k-daycare-spot', 'would a 1.1k a month daycare spot work for me', [monthly(1100)], {
    profile: 'seeded',
    wrongCents: [seededLeft - 110],
  });
  // "Per annum": 48,000 / 12 = 4,000.00; less 1,150 = 2,850.00.
  afford(
    'empty-48000-per-annum-flat-1150',
    'On a salary of 48,000 per annum, is a flat at 1,150 a month affordable?',
    [monthly(1150)],
    { profile: 'empty', income: { amount: 48000, per: 'yearly' }, wrongCents: [4800000 - 115000] },
  );
  // "Semi-monthly": 2,050 x 2 = 4,100.00; less 380 = 3,720.00.
  afford(
    'empty-semi-monthly-2050-student-loan-380',
    'paycheck is semi-monthly, 2,050 each. student loan repayment will be 380 a month, can I handle it',
    [monthly(380)],
    {
      profile: 'empty',
      income: { amount: 2050, per: 'semi-monthly' },
      wrongCents: [perMonthCents(2050, 'bi-weekly') - 38000, 205000 - 38000],
    },
  );
  // "Each quarter": 210 / 3 = 70.00; $2,649.01.
  afford(
    'household-water-softener-rental-210-each-quarter',
    "we're adding a water softener rental at 210 each quarter. how much room is left monthly after that",
    [{ amount: 210, per: 'quarterly' }],
    { wrongCents: [householdLeft - 21000] },
  );
  // "6 percent" on the pay: 2,100 x 1.06 = 2,226 every two weeks; x 26 / 12 = 4,823.00; less bills
  // 2,992.01; less 190 = 2,802.01.
  afford(
    'household-6-percent-raise-boat-slip-190',
    'if my biweekly pay goes up 6 percent, could we afford a boat slip at 190 a month',
    [monthly(190)],
    { income: { amount: 2226, per: 'bi-weekly' }, wrongCents: [householdLeft - 19000] },
  );
  // Run on, a side income on top: 4,550 + 400 = 4,950; less bills 3,119.01; less 160 = 2,959.01.
  afford(
    'household-run-on-tutoring-400-hot-tub-160',
    'so i started tutoring on the side and it brings in like 400 a month on top of my paycheck and my wife really wants a hot tub that would be 160 a month financed so can we actually do that without things getting tight',
    [monthly(160)],
    { income: monthly(4550 + 400), wrongCents: [householdLeft - 16000] },
  );
  // The car payment refinanced to 355: 35 more; $2,684.01 (not a new 355).
  afford(
    'household-car-refinance-355-monthly-look',
    'what would my monthly look like if the car payment went to 355 after refinancing',
    [],
    { changed: { 'Car payment': 355 }, wrongCents: [householdLeft - 35500] },
  );
  // Seeded, rent down to 1,395: 55 less; $4,238.33 (not a new 1,395).
  afford(
    'seeded-rent-knocked-down-1395-two-year-lease',
    "good news, my landlord is knocking rent down to 1,395 if I sign for two years. what's left each month then",
    [],
    { profile: 'seeded', changed: { Rent: 1395 }, wrongCents: [seededLeft - 139500] },
  );
  // Checkup, two incomes: 1,900 + 1,200 = 3,100; less rent 1,600.00; less 325 = 1,275.00.
  afford(
    'checkup-va-disability-1900-part-time-1200-car-note-325',
    'my VA disability is 1,900 a month and my part-time job adds 1,200 more. once rent is paid could i handle a $325 car note',
    [monthly(325)],
    {
      profile: 'checkup',
      income: monthly(3100),
      wrongCents: [190000 - 150000 - 32500, 120000 - 150000 - 32500],
    },
  );
  // One partner on leave: 1,100 x 26 / 12 = 2,383.33, + 2,600 = 4,983.33; less 250 = 4,733.33.
  afford(
    'empty-partner-parental-leave-1100-every-two-weeks-me-2600-stroller-250',
    'my partner is on parental leave getting 1,100 every two weeks from the state and i bring home 2,600 a month. can we take on 250 a month for the crib and stroller financing',
    [monthly(250)],
    {
      profile: 'empty',
      income: monthly((perMonthCents(1100, 'bi-weekly') + 260000) / 100),
      wrongCents: [260000 - 25000, perMonthCents(1100, 'bi-weekly') - 25000],
    },
  );
  // A rental house's net: 1,850 - 600 = 1,250.00.
  afford(
    'empty-rental-house-nets-1850-car-lease-600',
    "my rental house nets me 1,850 a month after its mortgage and that's all i live on. is a 600 a month car lease doable",
    [monthly(600)],
    { profile: 'empty', income: monthly(1850) },
  );
  // No income anywhere: ask for it.
  add(
    'affordability',
    'empty-pls-phone-plan-60-no-income',
    'pls tell me if i can do a 60 a month phone plan',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'checkup-no-income-storage-locker-two-hundred',
    'would i be ok paying two hundred a month for a storage locker',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );
  // A wage by the hour with no hours, and tips.
  add(
    'affordability',
    'empty-server-2.13-an-hour-plus-tips-studio-700',
    'i wait tables for 2.13 an hour plus whatever tips i get. can i afford a 700 studio',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // Pay that varies, with no amount.
  add(
    'affordability',
    'empty-freelance-income-all-over-the-place-car-450',
    'my freelance income is all over the place month to month. can i commit to a 450 car payment',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // A price alone.
  add(
    'affordability',
    'household-1900-used-motorbike-price-alone',
    'thinking about a 1,900 used motorbike, can we afford it',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // A cost with no figure.
  add(
    'affordability',
    'household-leave-ends-daycare-no-figure',
    'my parental leave ends in june and daycare will cost something, can we afford it',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // By the hour or the day, with no count.
  add(
    'affordability',
    'household-sitter-17-an-hour-no-hours',
    'a sitter at $17 an hour for date nights, can our budget take that',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'household-after-school-28-a-day-no-count',
    'after school program is 28 a day, is it affordable for us',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // Bills the user does not have.
  add(
    'affordability',
    'household-no-water-bill-95',
    'heads up, the water company says our bill rises to 95 — do we still come out ok each month',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'seeded-no-car-payment-410',
    'my car payment is going up to 410, will my month still work',
    'seeded',
    decline(),
    [ONLY_PAYDAY],
  );

  // --- A supposed change, through the forecast until the next payday (or a stated period) ---------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // Parental leave: the pay to 1,500: 600 x 26 / 12 = $1,300.00 less; until the payday after.
  payChange(
    'parental-leave-biweekly-deposit-1500-payday-after-next',
    "my wife's parental leave cuts our biweekly deposit to 1,500 — are we ok through the payday after next",
    1500,
  );
  // Short-term disability: the pay to 400: 1,700 x 26 / 12 = $3,683.33 less; until the payday after
  // (day 20): -350 on day 3, 50 on day 6, -270 on day 9, -450 on day 11, -515 on day 15: -$515.00.
  payChange(
    'short-term-disability-400-every-two-weeks',
    'if i go on short term disability and only get 400 every two weeks how low does the account go thru the payday after next',
    400,
  );
  // "Fifteen hundred": 900 - 1,500 = -$600.00; $250.00 more.
  whatIf(
    'rent-jumped-to-fifteen-hundred',
    'if rent jumped to fifteen hundred, how far under do i go before payday',
    {
      changed: { Rent: 1500 },
    },
  );
  // "$2k": 2,000 - 1,250 = $750.00.
  whatIf(
    'texting-2k-in-checking-rn-low-point',
    'say i had $2k in checking rn, whats my low point til payday',
    {
      balance: 2000,
    },
  );
  // 400 of the rent covered: 850; 900 - 850 = $50.00; $400.00 less.
  whatIf(
    'sister-covers-400-of-rent',
    'my sister is moving in and will cover 400 of the rent, lowest balance before payday?',
    { changed: { Rent: 850 } },
  );
  // British: 900 - 1,175 = -$275.00; $75.00 less.
  whatIf(
    'british-rent-reduced-1175-current-account',
    "should the landlord reduce our rent to 1,175, what's the lowest my current account reaches before pay day",
    { changed: { Rent: 1175 } },
  );
  // Over 10 days from 1,340: 90 on day 3, then higher: $90.00 (before -$350.00).
  whatIf(
    'balance-1340-next-10-days',
    "with 1,340 in the bank today, what's the lowest over the next 10 days",
    {
      balance: 1340,
      days: 10,
    },
  );
  // Car insurance at 615 a quarter over 42 days: due on day 40, the lowest stays rent's -$350.00;
  // 75 / 3 = $25.00 more a month.
  whatIf(
    'car-insurance-615-each-quarter-next-6-weeks',
    "car insurance renewal quote is 615 each quarter — what's the lowest i hit over the next 6 weeks",
    { changed: { 'Car insurance': 615 }, days: 42 },
  );
  // A cheaper phone plan: due on day 15, after payday: -$350.00 either way; $25.00 less.
  whatIf(
    'phone-plan-40-low-point-improve',
    'switching to a 40 dollar phone plan, does my lowest point before payday improve',
    { changed: { Phone: 40 } },
  );
  // "6 percent": 1,250 x 1.06 = 1,325: -$425.00; $75.00 more.
  whatIf(
    'rent-up-6-percent-how-low-before-check',
    'if rent goes up 6 percent how low does that take me before my next check',
    {
      changed: { Rent: 1325 },
    },
  );
  // Seeded, half pay: 2,600 to 1,300: 1,300 x 26 / 12 = $2,816.67 less; to day 17: -250 on day 2,
  // 1,050 on day 4, 954.50, 774.50: -$250.00 either way.
  payChange(
    'seeded-leave-half-pay-2600-to-1300',
    'going on leave at half pay, so my 2,600 biweekly becomes 1,300. how low do i get through the payday after next',
    1300,
    'seeded',
  );
  // Seeded, "950 bucks": 950 - 1,450 = -$500.00.
  whatIf(
    'seeded-950-bucks-in-checking',
    'what if i had 950 bucks in checking, am i negative before payday',
    { balance: 950 },
    'seeded',
  );
  // Seeded, cut by "a hundred and fifty": 1,300: -$100.00; $150.00 less.
  whatIf(
    'seeded-rent-cut-by-a-hundred-and-fifty',
    'if my rent was cut by a hundred and fifty would i stay positive til my paycheck',
    { changed: { Rent: 1300 } },
    'seeded',
  );
  // Seeded, "1.55k" over a fortnight (14 days): 1,200 - 1,550 = -$350.00; $100.00 more.
  whatIf(
    'seeded-rent-1.55k-next-fortnight',
    'rent to 1.55k — lowest in the next fortnight?',
    { changed: { Rent: 1550 }, days: 14 },
    'seeded',
  );
  // "Three grand" and the car payment at 350: 3,000 - 1,250 = $1,750.00 before payday (the car payment
  // is on day 9); $30.00 more.
  whatIf(
    'three-grand-and-car-payment-350',
    'what if i had three grand and the car payment went up to 350, lowest before payday',
    { balance: 3000, changed: { 'Car payment': 350 } },
  );
  // Promoted: the pay to 2,450: 350 x 26 / 12 = $758.33 more; -$350.00 either way.
  payChange(
    'promoted-biweekly-2450',
    "got promoted, biweekly check goes up to 2,450 — how's my balance look through the payday after next",
    2450,
  );
  // "1.1k": 1,100 - 1,250 = -$150.00.
  whatIf('balance-were-1.1k', "if my balance were 1.1k, what's the lowest it gets before I'm paid", {
    balance: 1100,
  });
  // "Rent +80": 1,330: -$430.00; $80.00 more.
  whatIf('rent-plus-80-parking-how-deep', 'rent +80 for a parking spot, how deep do i go before payday', {
    changed: { Rent: 1330 },
  });
  // No balance today: ask for it, and still say the change: $85.00 more, $120.00 less.
  add(
    'what-if',
    'checkup-rent-increases-by-85-run-short',
    "checking in about my rent: it increases by 85 next month. will i run short before i'm paid",
    'checkup',
    decline(amount(8500)),
  );
  add(
    'what-if',
    'checkup-landlord-lowers-rent-1380',
    'say the landlord lowers rent to 1,380 — any chance i dip below zero pre-payday',
    'checkup',
    decline(amount(12000)),
  );
  // Two changes at once.
  add(
    'what-if',
    'two-changes-rent-1325-cell-plan-82',
    "two things at once: rent hits 1,325 and my cell plan rises to 82. where's my floor before the paycheck lands",
    'household',
    decline(),
  );
  add(
    'what-if',
    'two-changes-drop-streaming-car-300',
    'if i drop streaming and the car payment goes to 300 would i stay positive til payday',
    'household',
    decline(),
  );
  // A bill moved to another day.
  add(
    'what-if',
    'move-car-payment-to-25th',
    "could i move the car payment to the 25th so i don't dip before my check",
    'household',
    decline(),
  );
  // "It" with no bill named.
  add(
    'what-if',
    'it-triples',
    'suppose it triples overnight — does my balance survive until the check clears',
    'household',
    decline(),
  );
  // Bills the user does not have.
  add(
    'what-if',
    'no-daycare-bill-tuition-1100',
    'daycare tuition climbing to 1,100: am i overdrawn at any point pre-payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-internet-90',
    'internet bill going to 90, am i under zero before payday',
    'seeded',
    decline(),
  );
  // A change with no figure.
  add(
    'what-if',
    'car-insurance-up-at-renewal-no-figure',
    'my car insurance is going up at renewal, will that push me under before payday',
    'household',
    decline(),
  );
  // No rent, no balance, no pay: nothing to run.
  add(
    'what-if',
    'empty-rent-up-to-1250-in-the-red',
    'landlord texted that rent becomes 1,250 — will my account sit in the red ahead of my paycheck',
    'empty',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // A marine's TSP: 300 a month, 41 years at 5%.
  retire(
    'marine-24-tsp-300',
    "I'm a 24 year old marine putting 300 a month in the TSP, what's it worth at 65",
    { amount: 300, age: 24 },
  );
  // "Per annum": 9,000 / 12 = 750 a month, 29 years at 7%.
  retire(
    'freelancer-36-sep-9000-per-annum-7-percent',
    'freelance designer, 36 yrs old, 9,000 per annum goes in my SEP. figure 7 percent, result at 65?',
    { amount: 9000, per: 'yearly', age: 36, rate: 7 },
  );
  // Newly retired at 62, still investing: 1,500 a month, 3 years.
  retire(
    'newly-retired-teacher-62-1500',
    'newly retired teacher, 62, my pension covers the bills so I can invest 1,500 a month. what will I have at 65',
    { amount: 1500, age: 62 },
  );
  // "Fortnightly": 150 x 26 / 12 = 325 a month, 35 years.
  retire(
    'fortnightly-150-age-30',
    "i'm 30 and put 150 away fortnightly for retirement, what does that come to at 65",
    { amount: 150, per: 'bi-weekly', age: 30 },
  );
  // "$75/wk": 75 x 52 / 12 = 325 a month, 38 years.
  retire('75-wk-roth-from-27', '$75/wk into my roth from age 27, total by 65 pls', {
    amount: 75,
    per: 'weekly',
    age: 27,
  });
  // "Each quarter": 2,400 / 3 = 800 a month, 21 years at 6%, and the year's income.
  retire(
    '44-2400-each-quarter-6-yearly-income',
    'at 44 I can add 2,400 each quarter at 6%, nest egg at 65 and the yearly income?',
    { amount: 2400, per: 'quarterly', age: 44, rate: 6, income: 'yearly' },
  );
  // "Semi-monthly": 200 x 2 = 400 a month, 30 years at 6.5%.
  retire(
    'semi-monthly-200-403b-35-6.5-percent',
    'semi-monthly contributions of 200 to my 403b, age 35, 6.5 percent, how much at 65',
    { amount: 200, per: 'semi-monthly', age: 35, rate: 6.5 },
  );
  // "85k" saved and "$1.1k" a month, 19 years.
  retire('46-85k-1.1k-a-month', '46 with 85k in my 401k and adding $1.1k a month. where am I at 65?', {
    amount: 1100,
    age: 46,
    start: 85000,
  });
  // A landlord: 140,000 saved and "2k" a month, 14 years, and the month's income.
  retire(
    'landlord-51-140k-2k-rental-monthly-income',
    '51, i have 140k saved and put 2k a month from my rental income toward retirement, how much at 65 and what monthly income',
    { amount: 2000, age: 51, start: 140000, income: 'monthly' },
  );
  // "3 hundred": 300 a month, 26 years.
  retire(
    'single-dad-39-3-hundred',
    "single dad, 39, can only spare 3 hundred a month for retirement. what's it grow to by 65",
    { amount: 300, age: 39, wrongDeposit: 3 },
  );
  // A stated retirement age from 66 to 75 is projected to (decision 027): 700 for 25 years, to 68.
  {
    const total = futureValue(0, 700, 5, 68 - 43);
    const income = fourPercent(total);
    add(
      'retirement',
      'retire-at-68-43-700',
      "I'm 43, putting 700 a month aside, planning to retire at 68, how much then",
      'empty',
      figures(wd(total), either(wd(income.yearly), wd(income.monthly))),
      [wholeDollars(futureValue(0, 700, 5, 65 - 43))],
    );
  }
  // "A grand" a month for 11 years at 6%, to 66.
  {
    const total = futureValue(0, 1000, 6, 66 - 55);
    const income = fourPercent(total);
    add(
      'retirement',
      'retire-at-66-55-grand-6-percent',
      '55 now, want to stop working at 66, saving a grand a month at 6 percent — the pot at 66?',
      'empty',
      figures(wd(total), either(wd(income.yearly), wd(income.monthly))),
      [wholeDollars(futureValue(0, 1000, 6, 65 - 55)), wholeDollars(futureValue(0, 1000, 5, 66 - 55))],
    );
  }
  // Polite: 12,000 and 450 a month for 31 years at 6%, and the year's income.
  retire(
    'polite-34-12k-ira-450-6-annual-income',
    'Good morning. I am 34 years old and have $12,000 in my IRA. If I contribute $450 monthly and assume a 6% return, what might I have at 65, and what annual income would that provide?',
    { amount: 450, age: 34, rate: 6, start: 12000, income: 'yearly' },
  );
  // Texting: "200/mo" for 39 years.
  retire('texting-26-200-mo', 'im 26 n can do 200/mo, wat do i have at 65 tbh', { amount: 200, age: 26 });
  retire(
    'household-37-30k-600-5.5-percent',
    "we're 37, 30k in retirement accounts and 600 a month going in at 5.5 percent, total at 65",
    { amount: 600, age: 37, rate: 5.5, start: 30000 },
    'household',
  );
  retire(
    'seeded-27-500-roth',
    '27 years old, planning 500 a month into a roth, value at 65?',
    { amount: 500, age: 27 },
    'seeded',
  );
  retire(
    'checkup-57-2500-4-percent',
    "I'm 57 and can finally save 2,500 a month, at 4 percent what will there be at 65",
    { amount: 2500, age: 57, rate: 4 },
    'checkup',
  );
  // "Fifteen hundred" a month for 25 years at 7%.
  retire(
    'fifteen-hundred-from-40-7',
    "fifteen hundred a month starting at 40, what's that at 65 with 7% returns",
    { amount: 1500, age: 40, rate: 7 },
  );
  // 65 or over, under 16, no age, no amount.
  add(
    'retirement',
    '66-still-tucking-400',
    "at 66 I'm still tucking 400 a month into my IRA — how big will it get",
    'empty',
    decline(),
  );
  add(
    'retirement',
    '12-year-old-custodial-roth-25',
    "my 12 year old has a custodial roth, if she adds 25 a month what's it at 65",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'military-tsp-450-no-age',
    'military retirement question: TSP 450 a month at 6%, total at 65?',
    'empty',
    decline(),
  );
  add(
    'retirement',
    '41-enough-to-retire-no-amount',
    "i'm 41, will i have enough to retire",
    'empty',
    decline(),
  );
  // An employer match; a choice of the person's own; records the app does not hold; early retirement.
  add(
    'retirement',
    '29-six-percent-company-matches-3',
    "I'm 29, I put in 6 percent of my pay and my company matches 3%, what will I have at 65",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'pension-lump-sum-or-monthly-choice',
    'my teacher pension offers a lump sum of 310k or 2,100 a month for life, which should i take',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'social-security-at-67-benefit',
    "what monthly check will social security send me once i'm 67",
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add('retirement', 'whats-in-my-tsp-today', "what's in my TSP as of today", 'household', decline(), [
    /\$\s?\d/,
  ]);
  add('retirement', 'can-i-retire-at-55', 'can I retire at 55', 'empty', decline());

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car } = householdGoals(today);

  // "1.1k": 7,000 / 1,100 = 6.4: 7 months.
  goal(
    'new-car-1.1k-how-long-till',
    "1.1k a month into the new car — how long till that goal's hit",
    reachOf(car, 1100, today),
  );
  // "Am I on track": the Vacation's amount behind its plan (or on pace).
  {
    const behind = behindCents(vacation, today);
    goal('vacation-on-track-or-behind', 'am i on track with the vacation fund or behind, and by how much', [
      behind > 0 ? m(behind) : ON_PACE,
    ]);
  }
  // "Fortnightly": 300 x 26 / 12 = 650 a month, 7,500 / 650 = 11.5: 12 months; or 25 deposits, 50
  // weeks.
  goal(
    'emergency-300-fortnightly-months',
    "putting 300 fortnightly into the emergency fund, how many months till it's done",
    [
      either(
        count(reach(ef, perMonthCents(300, 'bi-weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(ef) / 30000) * 2, 'week'),
      ),
    ],
  );
  // "$75/wk": 325 a month, 2,400 / 325 = 7.4: 8 months; or 32 weeks.
  goal('vacation-75-wk-when-full', "$75/wk into the vacation pot — when's it full", [
    either(
      count(reach(vacation, perMonthCents(75, 'weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(vacation) / 7500), 'week'),
    ),
  ]);
  // Per paycheck to the Vacation's date: its amount a month (and each payday).
  goal(
    'vacation-each-paycheck-to-make-date',
    "each payday, what should go toward the vacation so it's ready on time",
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Two goals named: 7,500 + 2,400 = $9,900.00.
  goal(
    'emergency-plus-vacation-still-to-go',
    'emergency fund and vacation: what remains on the two together',
    [m(leftCents(ef) + leftCents(vacation))],
  );
  goal(
    'polite-emergency-monthly-by-target-date',
    'Could you please tell me how much I would need to contribute each month to complete my Emergency Fund by its target date?',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // The goal furthest behind (or on pace).
  {
    const furthest = behindGoals(HOUSEHOLD, today)[0];
    goal(
      'slacking-most-rn',
      'which goal am i slacking on the most rn',
      furthest ? [said(furthest.goal.title), m(furthest.cents)] : [ON_PACE],
    );
  }
  // In 3 months at 400: 600 + 1,200 = $1,800.00.
  goal(
    'vacation-400-a-month-in-3-months',
    "if i put 400 a month into vacation, what'll it have in 3 months",
    [m(Math.round(vacation.saved * 100) + 3 * 40000)],
  );
  // 1,000 of 8,000 = 12.5%.
  goal('new-car-percent-saved', 'what fraction of the new car goal have i saved, as a percent', [
    pct((car.saved / car.target) * 100),
  ]);
  // "Fifteen hundred": 7,000 / 1,500 = 4.7: 5 months.
  goal(
    'new-car-fifteen-hundred-a-month',
    'new car fund getting fifteen hundred a month, how long till i can buy',
    reachOf(car, 1500, today),
  );
  // "950 bucks": 7,500 / 950 = 7.9: 8 months.
  goal(
    'emergency-950-bucks-till-full',
    '950 bucks a month into the emergency fund, how long till its full',
    reachOf(ef, 950, today),
  );
  // 3,000 - 600 = $2,400.00.
  goal('vacation-still-to-go', "what's still to go on the vacation", [m(leftCents(vacation))], 'household', [
    money(leftCents(ef)),
    money(leftCents(car)),
  ]);
  // Behind on the Emergency Fund (or on pace).
  {
    const behind = behindCents(ef, today);
    goal(
      'texting-falling-behind-emergency-fund',
      'tbh r we falling behind w the emergency fund, by how much',
      [behind > 0 ? m(behind) : ON_PACE],
    );
  }
  // 2,400 / 320 = 7.5: 8 months.
  goal(
    'vacation-320-a-month-which-month',
    'putting 320 a month toward the vacation, which month do we get there',
    reachOf(vacation, 320, today),
  );
  // 7,000 left; 7,000 / 500 = 14 months.
  goal(
    'new-car-left-and-date-at-500',
    'for the new car: remaining balance, plus the date if i contribute 500 monthly',
    [m(leftCents(car)), ...reachOf(car, 500, today)],
  );
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  // Seeded: 32,000 / 2,500 = 12.8: 13 months.
  goal(
    'seeded-house-2.5k-every-month',
    'if I throw 2.5k at the house fund every month when do I have the full down payment',
    reachOf(house, 2500, today),
    'seeded',
  );
  // Made today: on pace.
  {
    const behind = behindCents(japan, today);
    goal('seeded-japan-on-track', 'is the japan trip on track', [behind > 0 ? m(behind) : ON_PACE], 'seeded');
  }
  goal(
    'seeded-emergency-monthly-number-target-date',
    "what's the monthly number to hit the emergency fund target date",
    [m(neededCents(seededEf, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // "A hundred and twenty a week": 520 a month, 2,800 / 520 = 5.4: 6 months; or 24 weeks.
  goal(
    'seeded-japan-a-hundred-and-twenty-a-week',
    'a hundred and twenty a week into the japan trip — how soon is it paid for',
    [
      either(
        count(reach(japan, perMonthCents(120, 'weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(japan) / 12000), 'week'),
      ),
    ],
    'seeded',
  );
  // 40,000 - 8,000 = $32,000.00.
  goal(
    'seeded-house-dollars-still-missing',
    'house down payment — dollars still missing?',
    [m(leftCents(house))],
    'seeded',
    [money(leftCents(seededEf)), money(leftCents(japan))],
  );
  // Seeded: 400 every fortnight: 866.67 a month, 7,500 / 866.67 = 8.7: 9 months; or 19 deposits,
  // 38 weeks.
  goal(
    'seeded-emergency-400-every-fortnight',
    'emergency fund, 400 every fortnight — how many months',
    [
      either(
        count(reach(seededEf, perMonthCents(400, 'bi-weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(seededEf) / 40000) * 2, 'week'),
      ),
    ],
    'seeded',
  );
  // Goals the user does not have; no goals at all; advice; actions; "it"; another date; money put in now.
  add('goals', 'no-college-fund', "how's the kids' college fund looking", 'household', decline());
  add(
    'goals',
    'empty-on-track-emergency',
    "just downloaded this, u think i'm on pace w emergency savings",
    'empty',
    decline(),
  );
  add(
    'goals',
    'checkup-vacation-behind',
    'vacation savings — am i lagging, and by what',
    'checkup',
    decline(),
  );
  add('goals', 'seeded-no-wedding-fund', 'my wedding fund — how much more do i need', 'seeded', decline());
  add(
    'goals',
    'vacation-money-high-yield-advice',
    'should the vacation money sit in a high yield savings account',
    'household',
    decline(),
    NO_PERCENT,
  );
  add(
    'goals',
    'rename-new-car-to-truck',
    'change the name of my new car goal to truck',
    'household',
    decline(),
  );
  add('goals', 'it-funded-200-a-month', "how long till it's funded at 200 a month", 'household', decline());
  // A monthly amount to a date not the goal's own: declined, and what is left said: $7,500.00.
  add(
    'goals',
    'emergency-in-4-months-instead',
    'how much a month would finish the emergency fund in 4 months instead',
    'household',
    decline(m(leftCents(ef))),
  );
  add(
    'goals',
    'drop-1000-into-vacation-today-behind',
    'if i drop 1,000 into the vacation today how far behind would it still be',
    'household',
    decline(),
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // "Fortnightly": 1,640 x 26 / 12 = $3,553.33 (not twice a month's 3,280.00).
  calc(
    '1640-fortnightly-monthly',
    '1,640 every fortnight converts to how much monthly',
    [m(perMonthCents(1640, 'bi-weekly'))],
    'empty',
    [money(164000 * 2)],
  );
  // "Per annum": 41,500 / 12 = $3,458.33.
  calc('41500-per-annum-monthly', "41,500 per annum — what's that a month", [
    m(perMonthCents(41500, 'yearly')),
  ]);
  // "Twice monthly": 1,375 x 24 = $33,000.00 (not 26 checks' 35,750).
  calc('1375-twice-monthly-annual', 'paid 1,375 twice monthly, annual total?', [m(137500 * 24)], 'empty', [
    money(137500 * 26),
  ]);
  // "Every other friday": 980 x 26 = $25,480.00 (not 24 checks' 23,520).
  calc(
    'every-other-friday-980-year',
    '980 lands every other friday — yearly sum?',
    [m(98000 * 26)],
    'empty',
    [money(98000 * 24)],
  );
  // "Each quarter": 410 x 4 = $1,640.00 (not 12 months' 4,920).
  calc(
    'premium-410-each-quarter-per-year',
    'an insurance premium of 410 each quarter, what does it cost per year',
    [m(41000 * 4)],
    'empty',
    [money(41000 * 12)],
  );
  // 16.50 x 18 = 297 a week; x 52 / 12 = $1,287.00 (not 4 weeks' 1,188).
  calc(
    'part-time-16.50-18-hours-month',
    "part time at 16.50 an hour for 18 hours a week, what's that a month",
    [m(perMonthCents(16.5 * 18, 'weekly'))],
    'empty',
    [money(29700 * 4)],
  );
  // By the day with its count: 450 x 3 = 1,350 a week; x 52 = $70,200.00.
  calc(
    'freelance-450-a-day-3-days-a-week-year',
    'i charge 450 a day and work 3 days a week, whats that per year',
    [m(45000 * 3 * 52)],
  );
  // 18% of 4,200 = $756.00.
  calc('child-support-18-percent-of-4200', 'child support is 18 percent of 4,200 a month, how much is that', [
    m(Math.round(420000 * 0.18)),
  ]);
  // A cut applied: 2,300 x 0.8 = $1,840.00 (not the cut's 460).
  calc(
    'disability-2300-drops-20-percent',
    'my disability benefit is 2,300 but drops 20 percent next year, what will it be',
    [m(Math.round(230000 * 0.8))],
    'empty',
    [money(46000)],
  );
  // A raise on an hourly rate: 21.50 x 1.04 = $22.36.
  calc('21.50-an-hour-4-percent-raise', "i make 21.50 an hour, with a 4 percent raise what's my new rate", [
    m(Math.round(2150 * 1.04)),
  ]);
  // 50/30/20 of 3,100: $1,550.00, $930.00, $620.00.
  calc('50-30-20-on-3100', 'how does the 50/30/20 rule split 3,100 a month', [
    m(310000 * 0.5),
    m(310000 * 0.3),
    m(310000 * 0.2),
  ]);
  // 22% of 135 = $29.70.
  calc('tip-22-percent-on-135-tab', 'leaving 22% on a 135 tab, how much is the tip', [
    m(Math.round(13500 * 0.22)),
  ]);
  // 14,500 over 10 months = $1,450.00.
  calc(
    'rental-roof-14500-in-10-months',
    'new roof for my rental will be 14,500 in 10 months, how much a month to set aside',
    [m(Math.ceil(1450000 / 10))],
  );
  // 1,200 / 75 = 16 weeks.
  calc('75-wk-to-1200-weeks', 'at $75/wk how many weeks to reach 1,200', [count(1200 / 75, 'week')]);
  // 2,700 / 225 = 12 months.
  calc('owe-brother-2700-225-a-month', 'owe my brother 2,700, paying him 225 a month, how long', [
    count(2700 / 225, 'month'),
  ]);
  // A card's payoff, as the debt payoff calculator works it.
  calc(
    'store-card-1850-26.99-apr-95',
    'store card has 1,850 on it at 26.99% apr, paying 95 a month, months to pay off?',
    [count(cardPayoffMonths(1850, 26.99, 95), 'month')],
  );
  calc('mastercard-3.5k-22.9-apr-200', '3.5k on my mastercard, 22.9 apr, 200 a month, how long till zero', [
    count(cardPayoffMonths(3500, 22.9, 200), 'month'),
  ]);
  // 2,340 / 4 = $585.00.
  calc('split-2340-airbnb-4-ways', 'split a 2,340 airbnb 4 ways', [m(234000 / 4)]);
  // 71,500 / (37.5 x 52) = 71,500 / 1,950 = $36.67.
  calc(
    'salaried-71500-37.5-hours-hourly',
    "salaried at 71,500 a year, 37.5 hours a week, what's my hourly rate",
    [m(Math.round(7150000 / (37.5 * 52)))],
  );
  // "A hundred and twenty" a month: x 12 = $1,440.00.
  calc(
    'a-hundred-and-twenty-life-insurance-yearly',
    'a hundred and twenty a month for life insurance, yearly?',
    [m(12000 * 12)],
  );
  // 170 / 2,000 = 8.5%.
  calc('170-out-of-2k-percentage', '170 out of 2k, as a percentage?', [pct((170 / 2000) * 100)]);
  // Household: the repeating bills a month, $1,830.99 (not with the dentist, 2,010.99; nor the
  // quarterly insurance counted monthly, 2,190.99).
  calc(
    'household-recurring-bills-per-month',
    'total of all my recurring bills per month?',
    [m(183099)],
    'household',
    [money(183099 + 18000), money(125000 + 32000 + 6500 + 1599 + 54000)],
  );
  // Household: rent's share of the pay, 1,250 / 4,550 = 27.47%.
  calc(
    'household-share-of-pay-on-rent-percent',
    'what share of my pay goes on rent, in percent',
    [either(pct((1250 / 4550) * 100), pct(27.5))],
    'household',
  );
  // Seeded: the pay a month, 2,600 x 26 / 12 = $5,633.33 (not two checks' 5,200).
  calc(
    'seeded-take-home-per-month',
    'whats my take-home per month',
    [m(perMonthCents(2600, 'bi-weekly'))],
    'seeded',
    [money(520000)],
  );
  // Checkup: rent a year, 1,500 x 12 = $18,000.00.
  calc('checkup-full-year-of-rent', 'a full year of rent comes to?', [m(150000 * 12)], 'checkup');
  // Household: the pay a year, 2,100 x 26 = $54,600.00 (not 24 checks' 50,400).
  calc('household-year-of-paychecks', 'add up a year of my paychecks', [m(210000 * 26)], 'household', [
    money(210000 * 24),
  ]);
  // By the shift or the visit with no count, overtime, a currency, an amortized loan, interest with
  // no rate, taxes, inflation with no rate, a share of an amount the app does not know.
  add(
    'arithmetic',
    'waiter-140-a-shift-monthly',
    "as a waiter i average 140 a shift, what's that monthly",
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'physio-85-a-visit-monthly',
    'my physio is 85 a visit, monthly cost?',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'time-and-a-half-48-hours-19',
    "time and a half after 40, i worked 48 at 19/hr, what's the check",
    'empty',
    decline(),
  );
  add('arithmetic', 'dollars-to-pounds-1200', 'turn 1,200 usd into british pounds', 'empty', decline());
  add(
    'arithmetic',
    'rental-loan-180k-7-percent-25-years',
    'monthly payment on a 180k rental property loan at 7 percent over 25 years',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'interest-on-9k-auto-loan-no-rate',
    'total interest on a 9k auto loan?',
    'empty',
    decline(),
    // Any dollar figure but the loan's own: interest worked out with no rate.
    [/\$\s?(?!9,000|9000\b)\d/],
  );
  add(
    'arithmetic',
    'self-employment-tax-40k',
    "what's self employment tax on 40k of freelance income",
    'empty',
    decline(),
    NO_FIGURE,
  );
  add(
    'arithmetic',
    '50k-in-20-years-inflation',
    'in 20 years, 50k will be worth what after inflation eats at it',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'arithmetic',
    '15-percent-of-my-child-support',
    "what's 15 percent of my child support",
    'empty',
    decline(),
    [/\$\s?\d/],
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside(
    'tip-pool-cut-legal',
    'is it legal for the restaurant owner to take a cut of our tip pool',
    'empty',
  );
  outside('report-cash-tips-irs', 'do i have to report my cash tips to the irs', 'empty');
  outside(
    'ssdi-cost-of-living-next-year',
    'will my ssdi get a cost of living bump next year',
    'empty',
    NO_FIGURE,
  );
  outside('bah-rate-fort-hood', "what's the BAH rate at fort hood", 'empty', [/\$\s?\d/]);
  outside('charge-tenant-spare-room', 'how much should i charge a tenant for my spare room', 'empty', [
    /\$\s?\d/,
  ]);
  outside(
    'other-freelance-designers-charge',
    'what do other freelance designers charge per hour',
    'empty',
    NO_FIGURE,
  );
  outside('u-pay-landlord-1250-tmrw', 'can u pay my landlord 1,250 tmrw', 'household');
  outside('text-me-child-support-hits', 'text me when the child support payment hits', 'empty');
  outside('doordash-orders-february', 'what did i drop on doordash orders in february', 'household', [
    /\$\s?\d/,
  ]);
  outside('cash-back-card-groceries', 'which cash back card is best for groceries', 'empty', NO_PERCENT);
  outside('buy-sp500-etf-this-week', 'should i buy an s&p 500 etf this week', 'empty', NO_FIGURE);
  outside('mortgage-rates-under-5-by-fall', 'will 30 year mortgage rates dip under 5 by fall', 'empty', [
    /\$\s?\d/,
  ]);
  outside('state-tax-military-retirement', 'do i owe state tax on my military retirement', 'empty');
  outside('enroll-me-in-401k-at-work', 'enroll me in the 401k at work pls', 'household');
  outside('duplex-appraise', 'what would my duplex appraise for these days', 'empty', [/\$\s?\d/]);
  outside('garnish-ex-wages-child-support', "can i garnish my ex's wages for late child support", 'empty');
  outside(
    'student-loans-forgiven-pslf',
    'when will my student loans be forgiven under pslf',
    'empty',
    NO_PERCENT,
  );
  outside('payments-left-car-loan', 'how many payments are left on my car loan', 'household');
  outside(
    'landlord-raise-rent-next-lease',
    'is my landlord going to raise the rent next lease',
    'household',
    NO_FIGURE,
  );
  outside('bank-lend-rental-property', 'how much would a bank lend me for a rental property', 'empty', [
    /\$\s?\d/,
  ]);
  outside('austin-home-prices-tank', 'are home prices in austin going to tank', 'empty', NO_FIGURE);
  outside(
    'most-recent-check-lower',
    'why did my most recent check come in lower than the one before',
    'household',
  );
  outside('book-financial-planner-call', 'book me a call with a financial planner', 'empty');
  outside(
    'health-plan-knee-surgery',
    'will my health plan pay for the knee surgery my doctor wants',
    'empty',
  );

  return built;
}

/** The tenth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases10(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases10Samples(today: string): Record<string, string> {
  return build(today).samples;
}
