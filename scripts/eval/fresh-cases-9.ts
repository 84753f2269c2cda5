import {
  HOUSEHOLD,
  SEEDED,
  affordability,
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
  wrongLeft,
  reachOf,
  leftOf,
  householdGoals,
  freshSetWriters,
  type Built,
} from './fresh-figures.ts';

/**
 * The ninth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests) and without seeing any evaluation's answers, never tuned on.
 * Set 8 becomes a tuning set with it. None of its questions rewords one of sets 1 to 8 (no
 * question shares half its words with one of theirs, nor with another of its own). What is new
 * here:
 *
 * - who asks: retirees living on a Social Security check, gig drivers with an average weekly
 *   payout, a nurse by the hour and the week, a teacher and a seasonal worker by the year, a PhD
 *   student on a stipend, someone paid on the 15th and the last day who says it is not every two
 *   weeks, a couple with two incomes at two frequencies, a couple who each put in the same amount;
 * - how amounts are written: with cents on round figures ("$1,250.00", "$185.00", "$3,480.00"),
 *   run together with their frequency ("1250/mo", "2900/mo"), "12.5k a year", "1.25k/mo", "a buck
 *   fifty a day", "two-fifty", "eighteen fifty", "ninety-five", "two grand", "a fifth", "half";
 * - timeframes: "over the next 6 months", "the next quarter", "in 6 months", "the coming 14
 *   days", "through the payday after next", retiring "at 67" or "at 70";
 * - percent and rate arithmetic: a share of an amount, what percent one amount is of another, a
 *   raise applied, a down payment, a card's payoff from a balance, an APR and a payment;
 * - the seeded users' own goals and bills by name (the Emergency Fund, the Vacation, the New Car,
 *   the Japan Trip, the House Down Payment; rent, the phone, streaming, the car insurance);
 * - what must decline, as decision 027 says: no income anywhere, pay that varies with no amount, a
 *   price alone, an hourly rate with no hours, tips, a share of income, a cost change with no
 *   figure, a bill or goal the user does not have, two changes at once, "it" with no bill or goal,
 *   a bill paid late, a change with no figure, an age of 65 or over or under 16, no age, an
 *   employer match, an account's value, another year's limits, when to claim Social Security, how
 *   long savings last, an amortized mortgage, overtime, a currency, growth with no rate, interest
 *   with no rate, taxes; and outside the app: stock and fund picks, tax questions, past spending,
 *   predictions, credit scores, comparisons with other people, actions, reminders, legal and
 *   medical questions.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. Each case keeps a sample right answer
 * (`freshCases9Samples`) for the self-checks.
 */

function build(today: string): Built {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside } =
    freshSetWriters('fresh9', today);

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // Cents on a round figure: $185.00 a month, $2,534.01.
  afford(
    'household-braces-185.00',
    "the orthodontist wants $185.00 every month for my son's braces. can we handle that",
    [monthly(185)],
  );
  // "A buck fifty a day, 5 days a week": 7.50 a week; x 52 / 12 = $32.50 (not 1.50, not 7.50).
  afford(
    'household-buck-fifty-coffee-5-days',
    'if I start grabbing coffee at a buck fifty a day, 5 days a week, what does that leave us monthly',
    [{ amount: 7.5, per: 'weekly' }],
    { wrongCents: [householdLeft - 150, householdLeft - 750, householdLeft - 3000] },
  );
  // "Two-fifty" a quarter: 250 / 3 = $83.33.
  afford(
    'household-two-fifty-quarterly-lawn',
    'lawn service is two-fifty every quarter. can our budget fit it',
    [{ amount: 250, per: 'quarterly' }],
    { wrongCents: [householdLeft - 25000] },
  );
  // "12.5k a year": 12,500 / 12 = $1,041.67.
  afford(
    'household-tuition-12.5k-a-year',
    'private school tuition runs 12.5k a year. could we pay that monthly out of what we make',
    [{ amount: 12500, per: 'yearly' }],
    { wrongCents: [householdLeft - 1250000] },
  );
  // Billed on the 1st and the 15th: 62 x 2 = $124.00.
  afford(
    'household-storage-unit-1st-15th-62',
    'our storage unit bills 62 on the 1st and again on the 15th. how much is left over once that is in',
    [{ amount: 62, per: 'semi-monthly' }],
    { wrongCents: [householdLeft - 6200, householdLeft - perMonthCents(62, 'bi-weekly')] },
  );
  // The rent renewed at $1,290.00: $40.00 more a month (not a new 1,290).
  afford(
    'household-lease-renewal-1290.00',
    'lease renewal letter says $1,290.00 for rent starting next term. do the monthly numbers still hold up',
    [],
    { changed: { Rent: 1290 }, wrongCents: [householdLeft - 129000] },
  );
  // A stated raise of the pay: 2,250 x 26 / 12 = 4,875.00; less bills 3,044.01; less 300 = 2,744.01.
  afford(
    'household-biweekly-2250-preschool-300',
    'next year my biweekly check should be 2,250. with that could we take on 300 a month for preschool',
    [monthly(300)],
    { income: { amount: 2250, per: 'bi-weekly' }, wrongCents: [householdLeft - 30000] },
  );
  // Two options weighed apart: what is left with each, not with both.
  {
    const after = (payment: number) => affordability(HOUSEHOLD, [monthly(payment)]).after;
    add(
      'affordability',
      'household-gym-basic-24.99-or-premium-49.99',
      "the gym has a basic tier at 24.99/mo and premium at 49.99/mo. what's left for us under each",
      'household',
      figures(m(householdLeft), m(after(24.99)), m(after(49.99))),
      [...wrongLeft('household'), money(householdLeft - 2499 - 4999)],
    );
  }
  // So much from each paycheck: 200 x 26 / 12 = $433.33.
  afford(
    'household-auto-transfer-200-each-paycheck',
    "want to auto-transfer $200 from each paycheck into savings. what's our monthly left after",
    [{ amount: 200, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 20000, householdLeft - 40000] },
  );
  // A second income on top: 4,550 + 640 = 5,190; less bills 3,359.01; less 700 = 2,659.01.
  afford(
    'household-husband-weekend-640-on-top-car-note-700',
    'my husband picked up weekend shifts, an extra 640 a month on top of the paycheck. could we handle a $700 car note',
    [monthly(700)],
    { income: monthly(4550 + 640), wrongCents: [householdLeft - 70000] },
  );
  // "1.25k/mo": $1,250.00 a month, $1,469.01.
  afford('household-1.25k-lake-cabin', 'a 1.25k/mo payment on a lake cabin, can we swing it', [
    monthly(1250),
  ]);
  // Typed on a phone: $89.00 a month.
  afford(
    'household-typo-afrod-pet-insurance-89',
    'can we afrod a 89 dollar a month pet insurence plan for both cats',
    [monthly(89)],
  );
  // By the week: 79 x 52 / 12 = $342.33.
  afford(
    'household-meal-kit-79-a-week',
    'meal kit delivery is 79 a week. room in the budget?',
    [{ amount: 79, per: 'weekly' }],
    { wrongCents: [householdLeft - 7900, householdLeft - 31600] },
  );
  // Empty, Social Security: 1,940 - 250 = $1,690.00.
  afford(
    'empty-social-security-1940-medigap-250',
    'social security pays me 1,940 a month. can I afford a 250 a month medicare supplement',
    [monthly(250)],
    { profile: 'empty', income: monthly(1940) },
  );
  // A gig driver's average week: 560 x 52 / 12 = 2,426.67; less 425 = 2,001.67.
  afford(
    'empty-doordash-average-560-weekly-car-425',
    'I drive for doordash and average 560 a week after gas. would a 425 monthly car payment be too much',
    [monthly(425)],
    {
      profile: 'empty',
      income: { amount: 560, per: 'weekly' },
      wrongCents: [56000 - 42500, 56000 * 4 - 42500],
    },
  );
  // A nurse by the hour: 44.25 x 36 = 1,593 a week; x 52 / 12 = 6,903.00; less 2,100 = 4,803.00.
  afford(
    'empty-rn-36-hours-44.25-apartment-2100',
    "I'm an RN, 36 hrs a week at $44.25/hr. can I swing a 2,100 a month apartment downtown",
    [monthly(2100)],
    {
      profile: 'empty',
      income: { amount: 44.25 * 36, per: 'weekly' },
      wrongCents: [159300 * 4 - 210000, 159300 - 210000],
    },
  );
  // A teacher by the year: 54,000 / 12 = 4,500; less 1,375 = 3,125.00.
  afford(
    'empty-teacher-54k-rent-1375',
    'teacher here, 54k a year. is a $1,375 rent ok for me',
    [monthly(1375)],
    { profile: 'empty', income: { amount: 54000, per: 'yearly' }, wrongCents: [5400000 - 137500] },
  );
  // A stipend is pay: 2,150 - 950 = 1,200.00.
  afford(
    'empty-phd-stipend-2150-room-950',
    'first-year PhD, the university pays a stipend of 2,150 monthly. would 950 rent for a shared house be affordable',
    [monthly(950)],
    { profile: 'empty', income: monthly(2150) },
  );
  // On the 15th and the last day, "not every two weeks": 1,725 x 2 = 3,450; less 1,600 = 1,850.00.
  afford(
    'empty-15th-and-last-day-not-biweekly-1725-rent-1600',
    "I'm paid on the 15th and the last day of the month, $1,725 each time, not every two weeks. can I afford a 1,600 rent",
    [monthly(1600)],
    {
      profile: 'empty',
      income: { amount: 1725, per: 'semi-monthly' },
      wrongCents: [perMonthCents(1725, 'bi-weekly') - 160000, 172500 - 160000],
    },
  );
  // Two incomes at two frequencies: 1,600 x 26 / 12 + 1,150 x 52 / 12 = 3,466.67 + 4,983.33 =
  // 8,450.00; less 2,400 = 6,050.00.
  afford(
    'empty-couple-1600-every-other-week-1150-weekly-mortgage-2400',
    'we both work: I net 1,600 every other week and my partner nets 1,150 weekly. could we afford a 2,400/mo mortgage',
    [monthly(2400)],
    {
      profile: 'empty',
      income: monthly((perMonthCents(1600, 'bi-weekly') + perMonthCents(1150, 'weekly')) / 100),
      wrongCents: [
        perMonthCents(1600, 'bi-weekly') - 240000,
        perMonthCents(1150, 'weekly') - 240000,
        160000 + 115000 - 240000,
      ],
    },
  );
  // A seasonal worker by the year: 31,200 / 12 = 2,600; less 700 = 1,900.00.
  afford(
    'empty-seasonal-31200-a-year-room-700',
    'I work seasonal jobs, it comes out to about 31,200 a year all in. is a $700 a month room doable',
    [monthly(700)],
    { profile: 'empty', income: { amount: 31200, per: 'yearly' }, wrongCents: [3120000 - 70000] },
  );
  // Cents on round figures: 3,480 - 1,250 - 140 = 2,090.00.
  afford(
    'empty-3480.00-rent-1250.00-utilities-140.00',
    'take home is $3,480.00/month. rent would be $1,250.00 and utilities around $140.00. does that work',
    [monthly(1250), monthly(140)],
    { profile: 'empty', income: monthly(3480), wrongCents: [348000 - 125000] },
  );
  // Run together: 2,900 - 1,250 = 1,650.00.
  afford(
    'empty-2900-mo-1250-mo-place',
    '2900/mo take home and a 1250/mo place, what do i have left',
    [monthly(1250)],
    { profile: 'empty', income: monthly(2900) },
  );
  // "Eighteen fifty" every two weeks: 1,850 x 26 / 12 = 4,008.33; less 600 = 3,408.33.
  afford(
    'empty-eighteen-fifty-every-two-weeks-car-600',
    'my checks are eighteen fifty every two weeks. is 600 a month for a car and insurance too much',
    [monthly(600)],
    {
      profile: 'empty',
      income: { amount: 1850, per: 'bi-weekly' },
      wrongCents: [185000 - 60000, 370000 - 60000],
    },
  );
  // Seeded, by the session: 45 x 2 = 90 a week; x 52 / 12 = $390.00.
  afford(
    'seeded-trainer-45-a-session-2-a-week',
    'personal trainer is 45 a session and I want 2 sessions a week. can I fit that in',
    [{ amount: 90, per: 'weekly' }],
    { profile: 'seeded', wrongCents: [seededLeft - 4500, seededLeft - 9000, seededLeft - 36000] },
  );
  // Seeded, the rent renewed at 1,495: $45.00 more (not a new 1,495).
  afford(
    'seeded-renewal-rent-1495',
    'my landlord just sent the renewal, rent goes to 1,495. what does that leave me monthly',
    [],
    { profile: 'seeded', changed: { Rent: 1495 }, wrongCents: [seededLeft - 149500] },
  );
  // Checkup, a retiree's income: 3,150 - 1,500 = 1,650; less 220 = 1,430.00.
  afford(
    'checkup-social-security-pension-3150-supplement-220',
    'my social security and pension together come to 3,150 a month. after rent, can I afford a $220/mo supplement plan',
    [monthly(220)],
    { profile: 'checkup', income: monthly(3150), wrongCents: [315000 - 22000] },
  );
  // Checkup, a gig week: 700 x 52 / 12 = 3,033.33; less rent 1,533.33; less 380 = 1,153.33.
  afford(
    'checkup-instacart-700-a-week-car-380',
    'I do instacart, about 700 a week. after my rent can i handle 380 a month for a car',
    [monthly(380)],
    {
      profile: 'checkup',
      income: { amount: 700, per: 'weekly' },
      wrongCents: [70000 * 4 - 150000 - 38000, 70000 - 150000 - 38000],
    },
  );
  // No income anywhere: ask for it.
  add(
    'affordability',
    'empty-car-insurance-140-no-income',
    'am i able to pay 140 a month for car insurance on my own',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'checkup-internet-95-no-income',
    'can I take on a $95/mo internet plan',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );
  // Pay that varies, with no amount.
  add(
    'affordability',
    'empty-uber-pay-changes-weekly-no-amount-300',
    'driving uber, what I make is different every single week. would a 300/mo car payment be safe',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // A price alone: ask for the monthly payment.
  add(
    'affordability',
    'household-42000-minivan-price-alone',
    'the minivan we like is priced at $42,000 — within our means?',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // By the hour with no hours.
  add(
    'affordability',
    'empty-nurse-42-an-hour-no-hours-rent-1800',
    "I'm a nurse making 42 an hour, can I afford 1,800 rent",
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // A share of income.
  add(
    'affordability',
    'household-car-payment-over-10-percent-of-income',
    'is our car payment more than 10 percent of our income',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // A cost change with no figure.
  add(
    'affordability',
    'household-teen-driver-insurance-no-figure',
    'how much more a month if we put our teen driver on the car insurance',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // A bill the household does not have.
  add(
    'affordability',
    'household-no-internet-bill-85',
    'our internet is going up to 85, still fine each month?',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // Tips only.
  add(
    'affordability',
    'empty-bartender-all-tips-room-900',
    'I bartend and basically everything I earn is tips. is a 900 room realistic',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // A bill the seeded user does not have.
  add(
    'affordability',
    'seeded-no-phone-bill-95',
    'my phone bill is going to 95, does my month still work',
    'seeded',
    decline(),
    [ONLY_PAYDAY],
  );

  // --- A supposed change, through the forecast until the next payday (or a stated period) ---------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // Cents on the new rent: 900 - 1,310 = -$410.00; $60.00 more.
  whatIf(
    'rent-1310.00-low-point',
    'rent comes in at $1,310.00 next month, lowest point before the paycheck?',
    { changed: { Rent: 1310 } },
  );
  // "2.5%": 1,250 x 1.025 = 1,281.25: -$381.25; $31.25 more.
  whatIf(
    'rent-increase-2.5-percent',
    'with a 2.5% rent increase how low does checking go before I get paid',
    { changed: { Rent: 1281.25 } },
  );
  // A fifth paid by someone else: 1,000: -$100.00; $250.00 less.
  whatIf(
    'roommate-pays-a-fifth-of-rent',
    'a roommate moving in will pay a fifth of the rent. low point before payday?',
    { changed: { Rent: 1000 } },
  );
  // Half paid by a partner: 625: $275.00; $625.00 less.
  whatIf(
    'partner-covers-half-rent',
    "if my partner covers half the rent, what's my bottom balance until payday",
    { changed: { Rent: 625 } },
  );
  // A fee on the rent: 1,285: -$385.00; $35.00 more.
  whatIf(
    'landlord-adds-35-pet-fee-to-rent',
    'landlord is adding a 35 dollar pet fee onto rent. how negative do i get before payday',
    { changed: { Rent: 1285 } },
  );
  // A supposed balance: "1k": 1,000 - 1,250 = -$250.00.
  whatIf('1k-in-checking-go-negative', 'with 1k in checking today do i go negative before payday', {
    balance: 1000,
  });
  // Cents on a balance: 1,425.50 - 1,250 = $175.50.
  whatIf(
    'balance-1425.50-make-it-to-payday',
    "say there's $1,425.50 in checking, do I make it to payday without going under",
    { balance: 1425.5 },
  );
  // From 3,100 over 14 days: 1,850 on day 3, then higher: $1,850.00 (before -$350.00).
  whatIf(
    'balance-3100-coming-14-days',
    'if my account had 3,100 right now, lowest over the coming 14 days?',
    { balance: 3100, days: 14 },
  );
  // A balance and a change: 2,000 - 1,275 = $725.00; $25.00 more.
  whatIf(
    'two-grand-and-rent-1275',
    "with two grand on hand plus a rent of 1,275, what's the bottom before my check",
    { balance: 2000, changed: { Rent: 1275 } },
  );
  // The pay from 2,100 to 2,050: 50 x 26 / 12 = $108.33 less; until the payday after.
  payChange(
    'check-2050.00-instead-of-2100',
    'if my check is $2,050.00 instead of 2,100, how do I look until the second payday out',
    2050,
  );
  // Hours cut: 1,850: 250 x 26 / 12 = $541.67 less.
  payChange(
    'hours-cut-biweekly-1850-through-payday-after-next',
    'hours got cut so my biweekly pay is 1,850 now — am i ok through the payday after next',
    1850,
  );
  // Streaming stopped: due on day 20, after payday: -$350.00 either way; $15.99 less.
  whatIf(
    'cancel-streaming-does-low-point-change',
    'cancel streaming - does my low point before payday change at all',
    { changed: { Streaming: 0 } },
  );
  // The car payment to 355 over 14 days: due on day 9, after payday: -$350.00 either way; $35.00 more.
  whatIf(
    'car-note-355-coming-14-days',
    "if the car note becomes 355 what's my lowest balance in the next fourteen days",
    { changed: { 'Car payment': 355 }, days: 14 },
  );
  // The phone to 72 over 21 days: -$350.00 either way; $7.00 more.
  whatIf('phone-72-three-weeks', 'phone bill climbs to 72, lowest over the next three weeks', {
    changed: { Phone: 72 },
    days: 21,
  });
  // Seeded: from 1,450 to 1,500: -$300.00; $50.00 more.
  whatIf(
    'seeded-rent-1450-to-1500-dip-under',
    "my rent's going from 1,450 to 1,500, do i dip under before my paycheck",
    { changed: { Rent: 1500 } },
    'seeded',
  );
  // Seeded: "two grand": 2,000 - 1,450 = $550.00.
  whatIf(
    'seeded-two-grand-sitting-in-checking',
    'if there was two grand sitting in my checking would i be fine till payday',
    { balance: 2000 },
    'seeded',
  );
  // Seeded, the pay to 2,800: 200 x 26 / 12 = $433.33 more; until the payday after.
  payChange(
    'seeded-promotion-2800-payday-after-next',
    'after my promotion the biweekly deposit goes up to 2,800, lowest point through the payday after next?',
    2800,
    'seeded',
  );
  // Seeded, rent 1,400 over 21 days: 1,200 - 1,400 = -$200.00 (before -$250.00); $50.00 less.
  whatIf(
    'seeded-rent-1400-next-3-weeks',
    "what's my low point over the next 3 weeks if rent is 1,400",
    { changed: { Rent: 1400 }, days: 21 },
    'seeded',
  );
  // Seeded, rent up 3%: 1,493.50: -$293.50; $43.50 more.
  whatIf(
    'seeded-rent-up-3-pct-before-deposit',
    'rent up 3 pct at renewal, what is my lowest before the next deposit',
    { changed: { Rent: 1493.5 } },
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $75.00 more, $100.00 less.
  add(
    'what-if',
    'checkup-rent-1500-to-1575.00-short',
    "rent's moving from 1,500 to 1,575.00 — am I short before payday",
    'checkup',
    decline(m(7500)),
  );
  add(
    'what-if',
    'checkup-rent-drops-by-a-hundred',
    'if rent drops by a hundred do i stay above zero until i get paid',
    'checkup',
    decline(amount(10000)),
  );
  // Two changes at once.
  add(
    'what-if',
    'two-changes-rent-1340-cancel-streaming',
    'rent becoming 1,340 while I also cancel streaming; where do I bottom out before my paycheck',
    'household',
    decline(),
  );
  add(
    'what-if',
    'two-changes-phone-up-10-car-up-20',
    'phone up 10 and car payment up 20, how low before payday',
    'household',
    decline(),
  );
  // "It" with no bill named.
  add(
    'what-if',
    'it-goes-up-50-bucks',
    'suppose it climbs 50 bucks, do I survive to my next check',
    'household',
    decline(),
  );
  // A bill paid late: a move to another day.
  add(
    'what-if',
    'push-rent-past-payday',
    'can I push rent until after payday so I never go negative',
    'household',
    decline(),
  );
  // A change with no figure.
  add(
    'what-if',
    'rent-goes-up-next-month-no-figure',
    'rent is supposedly rising soon, no number yet. do I stay positive until my check',
    'household',
    decline(),
  );
  // Bills the user does not have.
  add('what-if', 'no-gym-fee-60', 'gym fee goes up to 60, lowest before payday', 'household', decline());
  add(
    'what-if',
    'empty-car-payment-up-40',
    'my car note is getting bumped 40 bucks, any chance I end up in the red pre-payday',
    'empty',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-streaming-20',
    'streaming price hike to 20 — under zero before my check lands?',
    'seeded',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // Two people who each put it in: 300 x 2 = 600 a month, 30 years.
  retire(
    'wife-and-i-each-300-both-35',
    'my wife and I each put 300 a month in our 401ks, we are both 35. combined total at 65?',
    { amount: 600, age: 35, wrongDeposit: 300 },
  );
  // Cents on a round figure: 412.50 a month, 24 years.
  retire(
    'nurse-41-412.50-403b',
    "nurse, 41, I put $412.50 per month into my 403b. what will it be when I'm 65",
    { amount: 412.5, age: 41 },
  );
  retire(
    'teacher-29-260-at-6.5',
    "I'm a 29 year old teacher putting 260 a month into my 403(b), where does that land at 65 at 6.5%",
    { amount: 260, age: 29, rate: 6.5 },
  );
  // 45 x 52 / 12 = 195 a month, 38 years.
  retire(
    'gig-driver-27-45-a-week-solo',
    '27 y/o gig driver, I stash 45 a week in a solo 401k. value at 65?',
    {
      amount: 45,
      per: 'weekly',
      age: 27,
    },
  );
  // "12.5k a year": 1,041.67 a month, 23 years at 7%.
  retire('42-12.5k-a-year-7', "I'm 42 and put away 12.5k a year for retirement, at 7% what's there at 65", {
    amount: 12500,
    per: 'yearly',
    age: 42,
    rate: 7,
  });
  // On the 1st and the 15th: 175 x 2 = 350 a month, 32 years.
  retire('33-175-1st-and-15th-ira', 'every 1st and 15th I move $175 into my IRA. I am 33. total at 65?', {
    amount: 175,
    per: 'semi-monthly',
    age: 33,
  });
  retire(
    '52-318k-1800-6-monthly-income',
    '52 years old, 318k in the 401k, still adding 1,800/mo at 6%. balance at 65 and the monthly income from it',
    { amount: 1800, age: 52, rate: 6, start: 318000, income: 'monthly' },
  );
  // "Two-fifty" a month, 41 years.
  retire(
    '24-two-fifty-a-month',
    'im 24 and can do two-fifty a month for retirement what do i end up with at 65',
    {
      amount: 250,
      age: 24,
    },
  );
  retire(
    '38-60k-750-yearly-income',
    "i'm 38, 60k saved, 750 monthly. what yearly income at 65 by the 4% rule",
    { amount: 750, age: 38, start: 60000, income: 'yearly' },
  );
  // 3,000 a quarter: 1,000 a month, 26 years at 6%.
  retire(
    '39-bonus-3000-every-quarter-6',
    '39, my bonus lets me put 3,000 in every quarter, 6% return. total at 65',
    { amount: 3000, per: 'quarterly', age: 39, rate: 6 },
  );
  retire(
    'household-40-22500-iras-500',
    "we're 40 and have 22,500 in our IRAs, adding 500 a month. what's it at 65",
    { amount: 500, age: 40, start: 22500 },
    'household',
  );
  retire(
    'seeded-31-1.2k-5.5',
    "I'm 31, 1.2k a month, 5.5%, 65 total?",
    { amount: 1200, age: 31, rate: 5.5 },
    'seeded',
  );
  retire(
    'checkup-60-3k-for-5-years',
    "I'm 60 years old and saving 3k a month for the last 5 years before 65. how much will I have",
    { amount: 3000, age: 60 },
    'checkup',
  );
  retire(
    'semi-retired-58-consulting-1100-4.5',
    'semi-retired at 58 but still banking 1,100 a month from consulting until 65, figure 4.5%. what do I have then',
    { amount: 1100, age: 58, rate: 4.5 },
  );
  // Cents on a round figure: 1,100 a month from nothing, 28 years at 6%, and the month's draw.
  retire(
    '37-from-zero-1100.00-6-monthly-draw',
    "at 37 I'm starting from zero with $1,100.00 a month at 6%. what's the monthly draw at 65 under the 4% rule",
    { amount: 1100, age: 37, rate: 6, income: 'monthly' },
  );
  retire(
    '48-75k-old-401k-untouched-6',
    "I'm 48 with 75k in an old 401k I won't touch, at 6% what's it at 65",
    { amount: 0, age: 48, rate: 6, start: 75000 },
  );
  // A stated retirement age from 66 to 75 is projected to (decision 027): 900 for 22 years.
  {
    const total = futureValue(0, 900, 5, 22);
    const income = fourPercent(total);
    add(
      'retirement',
      'work-till-67-45-900',
      "I'm 45 and plan to work till 67, putting in 900 a month. what will I have at 67",
      'empty',
      figures(wd(total), either(wd(income.yearly), wd(income.monthly))),
      [wholeDollars(futureValue(0, 900, 5, 20))],
    );
  }
  // 2,000 a month for 20 years at 6%, to 70.
  {
    const total = futureValue(0, 2000, 6, 20);
    const income = fourPercent(total);
    add(
      'retirement',
      'retiring-at-70-50-2000-6',
      "I'm 50 and putting 2,000 a month away at 6%, retiring at 70. what's the pot then",
      'empty',
      figures(wd(total), either(wd(income.yearly), wd(income.monthly))),
      [wholeDollars(futureValue(0, 2000, 6, 15))],
    );
  }
  // 65 or over, under 16, no age.
  add(
    'retirement',
    'retired-68-social-security-300',
    '68 years old, social security is my income. if I invest 300 monthly, projection for 65?',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'son-14-paper-route-40-a-week',
    'my son is 14, if he saves 40 a week from his paper route what is it at 65',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'no-age-roth-650',
    'putting 650 a month in my roth, what is that worth by 65',
    'empty',
    decline(),
  );
  // An employer match; an account's value; another year's limits; a claiming choice.
  add(
    'retirement',
    'contributing-8-percent-4-percent-match',
    "I'm 33, contributing 8% with a 4% match. what do I retire with",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'household-pension-right-now',
    'how much is in my pension right now',
    'household',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'retirement',
    'ira-limit-2029',
    "what's the IRA contribution limit going to be for 2029",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'claim-social-security-62-or-70',
    'should i claim social security at 62 or wait till 70',
    'empty',
    decline(),
    NO_FIGURE,
  );
  // How long savings last, and when to stop working: not worked out.
  add(
    'retirement',
    'how-long-400k-lasts',
    'how long will 400k last me once I stop working',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'stop-working-with-500k',
    'at what age can I quit working if I have 500k put away',
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car, furthest } = householdGoals(today);

  // The Emergency Fund by its name: 2,500 of 10,000 = 25%.
  goal('emergency-fund-percent-funded', 'how far along is the Emergency Fund, in percent', [
    pct((ef.saved / ef.target) * 100),
  ]);
  // The Vacation: 600 of 3,000 = 20%.
  goal('vacation-percentage-hit', 'vacation goal, what percentage have i hit', [
    pct((vacation.saved / vacation.target) * 100),
  ]);
  // 7,000 / 350 = 20 months.
  goal(
    'new-car-350-what-month',
    'new car goal at 350 a month — what month do I get there',
    reachOf(car, 350, today),
  );
  // 7,500 / 625 = 12 months.
  goal(
    'emergency-625-a-month-done',
    'Emergency Fund with 625/mo going in: done when?',
    reachOf(ef, 625, today),
  );
  // Cents on a round figure: 2,400 / 480 = 5 months.
  goal(
    'vacation-480.00-per-month',
    'if the vacation gets $480.00 per month how many months till its full',
    reachOf(vacation, 480, today),
  );
  goal(
    'vacation-need-monthly-for-target-date',
    'is the vacation slipping? monthly deposit required to reach it by its date',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  {
    const behind = behindCents(ef, today);
    goal(
      'emergency-fund-lagging-schedule',
      'Emergency Fund vs its timeline: how many dollars short am I today',
      [behind > 0 ? m(behind) : ON_PACE],
    );
  }
  goal(
    'most-behind-and-monthly-catch-up',
    'which of my savings goals is most behind and how much a month would catch it up',
    [said(furthest.title), m(neededCents(furthest, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // 7,500 + 2,400 + 7,000 = $16,900.00.
  goal('still-need-across-all-three', "add up what's still missing on every goal for me", [
    m(leftCents(ef) + leftCents(vacation) + leftCents(car)),
  ]);
  // Saved on the New Car: $1,000.00.
  goal(
    'new-car-gone-in-so-far',
    'how much has gone into the New Car goal so far',
    [m(Math.round(car.saved * 100))],
    'household',
    [money(Math.round(ef.saved * 100)), money(Math.round(vacation.saved * 100))],
  );
  // 60 a week: 260 a month, 2,400 / 260 = 9.2: 10 months; or 40 weeks.
  goal('vacation-60-a-week-how-long', 'if I drop 60 a week into the vacation fund how long will it take', [
    either(
      count(reach(vacation, perMonthCents(60, 'weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(vacation) / 6000), 'week'),
    ),
  ]);
  // 200 every payday (every two weeks): 433.33 a month, 7,000 / 433.33 = 16.2: 17 months; or 35
  // paydays, 70 weeks.
  goal('new-car-200-every-payday', 'I can put 200 every payday toward the new car, how many months', [
    either(
      count(reach(car, perMonthCents(200, 'bi-weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(car) / 20000) * 2, 'week'),
    ),
  ]);
  // The Vacation's target and what is left: $3,000.00 and $2,400.00.
  goal('vacation-target-and-whats-left', "vacation target amount, plus the remainder I haven't saved", [
    m(Math.round(vacation.target * 100)),
    m(leftCents(vacation)),
  ]);
  // Six months at 500: 2,500 + 3,000 = $5,500.00.
  goal(
    'emergency-500-a-month-in-6-months',
    'if I add 500 a month to the emergency fund, where will it be in 6 months',
    [m(Math.round(ef.saved * 100) + 6 * 50000)],
  );
  goal(
    'emergency-monthly-by-deadline',
    'what monthly amount gets my Emergency Fund done by its deadline',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  goal(
    'seeded-japan-trip-paid-on-time',
    'what do i have to save each month so the Japan Trip is paid for on time',
    [m(neededCents(japan, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // 32,000 / 2,000 = 16 months.
  goal(
    'seeded-house-two-grand-a-month',
    'house down payment at two grand a month, how many months',
    reachOf(house, 2000, today),
    'seeded',
  );
  // Made today: on pace.
  {
    const behind = behindCents(seededEf, today);
    goal(
      'seeded-emergency-on-schedule',
      'is the Emergency Fund keeping up with its pace',
      [behind > 0 ? m(behind) : ON_PACE],
      'seeded',
    );
  }
  // 8,000 of 40,000 = 20%.
  goal(
    'seeded-house-percentwise',
    'down payment for the house — percent saved so far?',
    [pct((house.saved / house.target) * 100)],
    'seeded',
  );
  // 4,000 - 1,200 = $2,800.00.
  goal('seeded-japan-remaining', 'remaining amount for Japan?', [m(leftCents(japan))], 'seeded', [
    money(leftCents(seededEf)),
    money(leftCents(house)),
  ]);
  // Seeded: 7,500 / 800 = 9.4: 10 months.
  goal(
    'seeded-emergency-800-monthly-full-date',
    'emergency fund at 800 monthly, what date is it full',
    reachOf(seededEf, 800, today),
    'seeded',
  );
  // Seeded: 350 every two weeks: 758.33 a month, 2,800 / 758.33 = 3.7: 4 months; or 8 deposits, 16 weeks.
  goal(
    'seeded-japan-350-every-two-weeks',
    'japan trip getting 350 every two weeks, how soon is it funded',
    [
      either(
        count(reach(japan, perMonthCents(350, 'bi-weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(japan) / 35000) * 2, 'week'),
      ),
    ],
    'seeded',
  );
  // Every dated goal behind, the furthest first (or on pace).
  {
    const behind = behindGoals(HOUSEHOLD, today);
    goal(
      'any-goals-off-pace-list',
      'list any goals that are off pace and by how much',
      behind.length > 0 ? behind.flatMap((b) => [said(b.goal.title), m(b.cents)]) : [ON_PACE],
    );
  }
  // Goals the user does not have; no goals at all; advice; actions; "it".
  add('goals', 'no-wedding-fund', 'wedding savings goal status please', 'household', decline());
  add(
    'goals',
    'no-down-payment-goal-500',
    'down payment savings with 500/mo deposits, finish date',
    'household',
    decline(),
  );
  add('goals', 'empty-how-far-from-vacation', 'how far am I from my vacation goal', 'empty', decline());
  add('goals', 'checkup-which-goal-lags', 'which goal of mine lags the most', 'checkup', decline());
  add(
    'goals',
    'emergency-fund-into-bitcoin',
    'should I put the emergency fund into bitcoin',
    'household',
    decline(),
    NO_PERCENT,
  );
  add(
    'goals',
    'move-200-vacation-to-car',
    'move 200 from vacation over to the car fund',
    'household',
    decline(),
  );
  add(
    'goals',
    'which-goal-focus-first',
    'out of my goals, which one deserves my money first',
    'household',
    decline(),
  );
  add(
    'goals',
    'seeded-no-car-fund',
    'car savings fund: remaining balance to hit the target?',
    'seeded',
    decline(),
  );
  add('goals', 'it-done-100-a-month', 'when will it be done if I add 100 a month', 'household', decline());

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // "12.5k a year": 12,500 / 12 = $1,041.67.
  calc('12.5k-a-year-monthly', '12.5k a year works out to what monthly', [m(perMonthCents(12500, 'yearly'))]);
  // 2,000 every two weeks is 52,000 a year, twice a month 48,000: $4,000.00 more.
  calc(
    'semi-monthly-vs-biweekly-2000-difference',
    '2,000 twice a month vs 2,000 every two weeks — how much more per year is the every-two-weeks one',
    [m(200000 * 26 - 200000 * 24)],
  );
  // 1,800 twice a month: x 24 = $43,200.00 (not 26 checks' 46,800).
  calc(
    '1800-paid-twice-a-month-yearly',
    '1,800 paid twice a month, what is that over a year',
    [m(180000 * 24)],
    'empty',
    [money(180000 * 26)],
  );
  // $1,250.00 every two weeks: x 26 = $32,500.00 (not 24 checks' 30,000).
  calc('1250.00-biweekly-yearly', '$1,250.00 biweekly. yearly?', [m(125000 * 26)], 'empty', [
    money(125000 * 24),
  ]);
  // 47 x 36 x 52 = $87,984.00.
  calc('36-hrs-47-an-hour-a-year', '36 hrs a week at 47 an hour, how much a year', [m(4700 * 36 * 52)]);
  // 7.5% of 2,400 = $180.00.
  calc('7.5-percent-of-2400', 'what is 7.5% of 2,400', [m(Math.round(240000 * 0.075))]);
  // 52,000 x 1.03 = $53,560.00.
  calc('3-percent-raise-on-52k', 'a 3% raise on 52k, whats the new salary', [m(Math.round(5200000 * 1.03))]);
  // 600 / 4,000 = 15%.
  calc('what-percent-600-of-4000', '600 is what percentage of 4,000', [pct((600 / 4000) * 100)]);
  // 60,000 / 24 = $2,500.00 (not 26 checks' 2,307.69).
  calc(
    '60k-24-pay-periods-per-check',
    'on a 60k salary with 24 pay periods, gross per paycheck?',
    [m(6000000 / 24)],
    'empty',
    [money(Math.round(6000000 / 26))],
  );
  // 120 x 7.25 = $870.00.
  calc('120-deliveries-7.25-each', 'doordash: 120 deliveries at 7.25 each, total?', [m(120 * 725)]);
  // A card's payoff, as the debt payoff calculator works it.
  calc(
    'card-3200-24.99-apr-150',
    '$3,200 on a card at 24.99% apr paying $150 a month, how long to clear it',
    [count(cardPayoffMonths(3200, 24.99, 150), 'month')],
  );
  calc('1500-balance-19.99-apr-75', '1,500 balance 19.99 apr 75/mo how many months', [
    count(cardPayoffMonths(1500, 19.99, 75), 'month'),
  ]);
  // 4,800 / 200 = 24 months.
  calc(
    'family-loan-4800-no-interest-200',
    'I owe 4,800 on a family loan with no interest, 200 a month, how long',
    [count(4800 / 200, 'month')],
  );
  // 1,300 / 65 = 20 weeks.
  calc('weeks-to-1300-at-65', 'how many weeks to save 1,300 at 65 a week', [count(1300 / 65, 'week')]);
  // Household: streaming a year, 15.99 x 12 = $191.88.
  calc('household-streaming-a-year', 'yearly total for the streaming bill', [m(1599 * 12)], 'household');
  // Household: the car insurance a month, 540 / 3 = $180.00.
  calc(
    'household-car-insurance-per-month',
    'whats the car insurance per month',
    [m(54000 / 3)],
    'household',
    [money(54000 * 4)],
  );
  // Household: rent over the next 6 months, 1,250 x 6 = $7,500.00.
  calc(
    'household-rent-next-6-months',
    'my rent over the next 6 months comes to what in total',
    [m(125000 * 6)],
    'household',
  );
  // Household: streaming cancelled for 6 months, 15.99 x 6 = $95.94.
  calc(
    'household-save-6-months-cancel-streaming',
    'how much would I save over 6 months if I cancel streaming',
    [m(1599 * 6)],
    'household',
  );
  // Household: phone and streaming, 65 + 15.99 = $80.99 a month.
  calc(
    'household-phone-and-streaming-monthly',
    'phone and streaming combined monthly?',
    [m(6500 + 1599)],
    'household',
  );
  // Seeded: rent for the next quarter, 1,450 x 3 = $4,350.00.
  calc('seeded-rent-next-quarter', 'my rent for the next quarter, total?', [m(145000 * 3)], 'seeded');
  // Seeded: the pay a year, 2,600 x 26 = $67,600.00 (not 24 checks' 62,400).
  calc('seeded-paid-a-year', 'how much do I get paid in a year', [m(260000 * 26)], 'seeded', [
    money(260000 * 24),
  ]);
  // Checkup: 9 months of rent, 1,500 x 9 = $13,500.00.
  calc('checkup-9-months-of-rent', 'what will 9 months of rent cost me', [m(150000 * 9)], 'checkup');
  // 1,245 / 3 = $415.00.
  calc('split-1245-rent-three-ways', 'split a $1,245 rent three ways', [m(124500 / 3)]);
  // "Two-fifty a week": 250 x 52 / 12 = $1,083.33 (not 4 weeks' 1,000).
  calc('two-fifty-a-week-monthly', 'two-fifty a week, monthly?', [m(perMonthCents(250, 'weekly'))], 'empty', [
    money(100000),
  ]);
  // 20% of 285,000 = $57,000.00.
  calc('20-percent-down-285k', "need 20% down for a 285k condo, what's that in dollars", [
    m(Math.round(28500000 * 0.2)),
  ]);
  // 18% of 64.50 = 11.61.
  calc('18-percent-of-64.50', "what's 18 percent of 64.50", [m(Math.round(6450 * 0.18))]);
  // A season's pay over its months: 9,600 / 4 = $2,400.00.
  calc(
    'seasonal-9600-over-4-months-average',
    'earned 9,600 over 4 months of fishing season, monthly average?',
    [m(960000 / 4)],
  );
  // Amortization, overtime, a currency, growth with no rate, tips, interest with no rate, a share of
  // a paycheck the app does not know, taxes.
  add(
    'arithmetic',
    'mortgage-240k-6.25-30-years',
    'monthly payment on a 240k mortgage at 6.25% for 30 years',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'ot-52-hours-at-28',
    "I worked 52 hours at 28/hr, what's my check with OT",
    'empty',
    decline(),
  );
  add('arithmetic', '500-euros-in-dollars', 'convert 500 euros to usd for me', 'empty', decline());
  add(
    'arithmetic',
    '10k-in-15-years-no-rate',
    '10k sitting untouched for 15 years ends up at what',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'arithmetic',
    'bartending-tips-180-a-night-monthly',
    'bartending tips are about 180 a night, monthly?',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'interest-12k-student-loan-no-rate',
    'how much interest on a 12k student loan',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'arithmetic',
    'empty-a-fifth-of-my-paycheck',
    'a fifth of my paycheck, in dollars?',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add('arithmetic', '75k-after-taxes', 'what is 75k after taxes', 'empty', decline(), NO_FIGURE);

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside('nvidia-or-tesla-stock', 'nvidia vs amd shares, which do I buy', 'empty', NO_FIGURE);
  outside('best-index-fund-beginner', 'best index fund for a beginner', 'empty', NO_PERCENT);
  outside('taxes-on-doordash-income', 'do I have to pay taxes on my doordash income', 'empty');
  outside('deduct-mileage-uber', 'can I deduct my car mileage for uber', 'empty');
  outside('groceries-in-october', 'grocery total for me in october?', 'household', [/\$\s?\d/]);
  outside('social-security-run-out', 'when will social security run out of money', 'empty', NO_FIGURE);
  outside('pension-taxable-ohio', 'is my pension taxable in ohio', 'empty');
  outside('electric-average-last-summer', 'what did my electric bill average last summer', 'seeded', [
    /\$\s?\d/,
  ]);
  outside('autopay-car-payment', 'make the app auto-draft the car note each month', 'household');
  outside('cancel-streaming-for-me', 'go ahead and unsubscribe me from streaming', 'household');
  outside('gold-hedge-right-now', 'should I move some savings into gold bars', 'empty', NO_FIGURE);
  outside('rent-next-year', 'guess what my landlord will charge me in 2027', 'household', NO_FIGURE);
  outside('gas-prices-summer', 'is gasoline going to get cheaper by july', 'empty', NO_FIGURE);
  outside(
    'credit-score-points-pay-off-card',
    'if I pay down my visa, what does my FICO become',
    'empty',
    NO_FIGURE,
  );
  outside('employer-pay-me-late', 'is my employer allowed to pay me late', 'empty');
  outside('urgent-care-or-er-ankle', 'should i go to urgent care or the er for a sprained ankle', 'empty');
  outside(
    'other-nurses-saving',
    'how much are other nurses in my city saving for retirement',
    'empty',
    NO_FIGURE,
  );
  outside('last-doordash-payout-low', 'why was my last DoorDash payout so low', 'empty');
  outside('venmo-sister-50', 'send 50 bucks to my sister on venmo', 'household');
  outside(
    'savings-account-interest-rate',
    "what's the interest rate on my savings account",
    'household',
    NO_PERCENT,
  );
  outside(
    'buy-house-now-or-keep-renting',
    'is it smart to buy a house right now or keep renting',
    'household',
  );
  outside('market-crash-before-retire', 'will the stock market crash before I retire', 'empty', NO_FIGURE);
  outside('ping-me-paycheck', 'ping me when my paycheck comes in', 'household');
  outside('car-worth', 'what would a dealer give me for my car', 'household', [/\$\s?\d/]);
  outside('w2-made-last-year', 'what did my W-2 say I made last year', 'seeded', [/\$\s?\d/]);

  return built;
}

/** The ninth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases9(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases9Samples(today: string): Record<string, string> {
  return build(today).samples;
}
