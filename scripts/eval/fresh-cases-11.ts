import { differenceInCalendarDays, endOfMonth, parseISO } from 'date-fns';
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
  wrongLeft,
  type Built,
  type Figure,
} from './fresh-figures.ts';

/**
 * The eleventh fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests) and without seeing any evaluation's answers, never tuned on.
 * Set 10 becomes a tuning set with it. None of its questions rewords one of sets 1 to 10 (no
 * question shares half its words with one of theirs, nor with another of its own). What is new
 * here:
 *
 * - who asks: a long-haul trucker paid by the mile with the miles said, a farmer whose year's net
 *   is stated (or a range of years), a grad student paid by the semester with the semesters said, a
 *   caregiver paid by a state program (IHSS, by the hour or twice a month), a retiree with Social
 *   Security and a part-time job as two amounts, three roommates sharing rent and utilities, someone
 *   paying the IRS or the state in installments, parents of a new baby (diapers by the week,
 *   formula), pet owners (food, insurance, meds every two weeks, a sitter by the visit with its
 *   count), the gym or classes by the week, a rideshare driver's weekly payout or three payouts to
 *   average;
 * - how it is written: dictated by voice (run-ons with no punctuation, "um", spoken "comma" and
 *   "question mark"), typos of whole words ("recieve", "wich", "morgage", "acount", "hygenist"), a
 *   word or two of Spanish ("mi cheque", "la renta", "carro", "retiro", "cuánto", "oye"), the ask
 *   first and its context after, two questions in one where one half is the app's and the other
 *   is not (the app's figures are expected; a decline of the other half may come with them);
 * - how amounts are written: "twelve fifty", "twelve seventy five", "thirty one hundred", "1 and a
 *   half k", cents on odd figures ("1,847.62", "1,318.75", "41.37", "880.25", "1,199.99"), "58
 *   cents a mile", "3472 dollars and 50 cents", a range ("between 35 and 50", "between 48k and 71k",
 *   weighed at either end as decision 027 weighs options apart);
 * - horizons: "between now and the end of the month", "the coming week", "the next 30 days", "my
 *   next 3 paychecks", "the next 3 months", "half a year from now", retiring "at 72";
 * - the seeded users' own goals and bills by name (the Emergency Fund, the Vacation, the New Car,
 *   the Japan Trip, the House Down Payment; rent, the car payment, streaming, the paycheck);
 * - what must decline, as decision 027 says: no income anywhere, pay by the mile with no miles, a
 *   stipend by the semester with no count, pay with no amount ("whatever sells", overtime), a price
 *   alone, a bill or goal the user does not have (an HOA, a mortgage, pet insurance, a phone for the
 *   seeded user, a baby fund, a pet fund), a cost by the visit or the class with no count, two
 *   changes at once, a bill paid on another day, "that one" and "it", a change with no figure, no
 *   balance, an age of 65 or over or under 16, no age, no amount, an employer match, a rollover (a
 *   choice), a pension's payment (a record), today's dollars with no inflation rate, early
 *   retirement with no amounts, a goal's money spent elsewhere, acting on goals, a goal's monthly
 *   amount to a date not its own, a lump sum put in now, which goal first, a currency, an amortized
 *   mortgage, interest with no rate, taxes on gig income, a share of an income the app does not
 *   know, tips by the night with no nights, overtime, inflation with no rate; and outside the app:
 *   diesel, corn and per-mile rates, a state's caregiver pay, farm aid and WIC eligibility, IRS
 *   agreements and penalties, a stipend's tax, student loans restarting, actions (Venmo requests,
 *   reminders, filing, paying, opening an account, calling a landlord), product picks, others'
 *   prices, past spending and payouts, a rent rise asked in Spanish, a deposit's day, a loan's
 *   rate, a truck's trade-in value.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. Each case keeps a sample right answer
 * (`freshCases11Samples`) for the self-checks.
 */

function build(today: string): Built {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside } =
    freshSetWriters('fresh11', today);

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // A rideshare payout each week: 875 x 52 / 12 = 3,791.67; less 329 = $3,462.67.
  afford(
    'empty-rideshare-weekly-payout-875-hybrid-lease-329',
    'uber pays me out every week and it averages 875 after gas, would a 329 a month lease on a hybrid be realistic',
    [monthly(329)],
    {
      profile: 'empty',
      income: { amount: 875, per: 'weekly' },
      wrongCents: [87500 - 32900, 87500 * 4 - 32900],
    },
  );
  // A farm's year: 62,400 / 12 = 5,200.00; less 780 = $4,420.00.
  afford(
    'empty-farm-nets-62400-a-year-tractor-780',
    'We run a small farm that nets about 62,400 a year. Could we carry a used tractor at 780 a month?',
    [monthly(780)],
    { profile: 'empty', income: { amount: 62400, per: 'yearly' }, wrongCents: [6240000 - 78000] },
  );
  // By the semester with its count: 10,800 x 2 = 21,600 a year; / 12 = 1,800.00; less 725 = $1,075.00
  // (not a semester taken as a month, 10,075.00, nor as a year, 175.00).
  afford(
    'empty-grad-stipend-10800-a-semester-two-a-year-room-725',
    'grad student here, stipend is 10,800 a semester and there are 2 semesters a year. is a 725 a month room near campus ok',
    [monthly(725)],
    {
      profile: 'empty',
      income: { amount: 10800 * 2, per: 'yearly' },
      wrongCents: [1080000 - 72500, perMonthCents(10800, 'yearly') - 72500],
    },
  );
  // A state program's caregiver, twice a month: 1,340 x 2 = 2,680.00; less 415 = $2,265.00 (not every
  // two weeks' 2,903.33 - 415 = 2,488.33).
  afford(
    'empty-ihss-caregiver-1340-twice-a-month-car-note-415',
    "the state pays me as my mom's IHSS caregiver, 1,340 twice a month. can i handle a 415 car note",
    [monthly(415)],
    {
      profile: 'empty',
      income: { amount: 1340, per: 'semi-monthly' },
      wrongCents: [perMonthCents(1340, 'bi-weekly') - 41500, 134000 - 41500],
    },
  );
  // By the mile with the miles: 0.58 x 2,600 = 1,508 a week; x 52 / 12 = 6,534.67; less 1,150 =
  // $5,384.67 (not 4 weeks' 6,032 - 1,150 = 4,882.00).
  afford(
    'empty-trucker-58-cents-2600-miles-morgage-1150',
    'OTR trucker, paid 58 cents a mile and i run about 2,600 miles a week. can i afford a morgage of 1,150 a month',
    [monthly(1150)],
    {
      profile: 'empty',
      income: { amount: (58 * 2600) / 100, per: 'weekly' },
      wrongCents: [150800 * 4 - 115000, 150800 - 115000],
    },
  );
  // Social Security and a part-time job: 1,720 + 900 = 2,620; less 212 = $2,408.00.
  afford(
    'empty-retiree-social-security-1720-part-time-900-medigap-212',
    'retired, social security pays me 1,720 a month and my part time job at the hardware store adds about 900 a month. could i handle a medigap plan at 212 a month',
    [monthly(212)],
    { profile: 'empty', income: monthly(1720 + 900), wrongCents: [172000 - 21200, 90000 - 21200] },
  );
  // Me and 2 roommates: 2,850 / 3 = 950; 3,300 - 950 = $2,350.00 (not the whole rent, 450.00, nor
  // half of it, 1,875.00).
  afford(
    'empty-me-and-2-roommates-2850-three-ways-earn-3300',
    'me and 2 roommates want a 2,850/month house split three ways. I earn 3,300 a month, can I afford my share',
    [monthly(2850 / 3)],
    { profile: 'empty', income: monthly(3300), wrongCents: [330000 - 285000, 330000 - 142500] },
  );
  // An IRS payment plan: $185.00 a month; 2,719.01 - 185 = $2,534.01.
  afford(
    'household-irs-payment-plan-back-taxes-185',
    'the IRS approved a payment plan for my back taxes at 185 a month, can we absorb that',
    [monthly(185)],
  );
  // Diapers by the week and formula by the month: 22.50 x 52 / 12 = 97.50, + 160 = 257.50;
  // 2,719.01 - 257.50 = $2,461.51 (not the week's 22.50 as a month's, 2,536.51).
  afford(
    'household-baby-diapers-22.50-a-week-formula-160',
    'baby arrives in may! diapers and wipes look like 22.50 a week plus formula at 160 a month. can we handle both',
    [{ amount: 22.5, per: 'weekly' }, monthly(160)],
    { wrongCents: [householdLeft - 2250 - 16000] },
  );
  // Seeded, a dog: 68 + 41.37 = 109.37; 4,183.33 - 109.37 = $4,073.96.
  afford(
    'seeded-adopting-dog-food-68-pet-insurance-41.37',
    'adopting a dog — food runs 68 a month and pet insurance quoted 41.37 monthly. does that fit',
    [monthly(68), monthly(41.37)],
    { profile: 'seeded' },
  );
  // The gym by the week: 12.50 x 52 / 12 = 54.17; 2,719.01 - 54.17 = $2,664.84.
  afford(
    'household-gym-by-work-12.50-per-week',
    'the gym by my work charges 12.50 per week, will that fit in our monthly budget',
    [{ amount: 12.5, per: 'weekly' }],
    { wrongCents: [householdLeft - 1250, householdLeft - 5000] },
  );
  // Dictated: 1,980 every other week: x 26 / 12 = 4,290.00; less 129 = $4,161.00.
  afford(
    'empty-voice-1980-every-other-week-storage-unit-129',
    'okay so i get paid 1980 every other week and i want to know if i can afford a storage unit thats 129 a month for my grandmas furniture',
    [monthly(129)],
    { profile: 'empty', income: { amount: 1980, per: 'bi-weekly' }, wrongCents: [198000 * 2 - 12900] },
  );
  // "Recieve": 3,875 - 640 = $3,235.00.
  afford(
    'empty-typo-recieve-3875-used-truck-640',
    'i recieve 3,875 a month take home, can i put 640 a month towards a used truck',
    [monthly(640)],
    { profile: 'empty', income: monthly(3875) },
  );
  // "Mi cheque" every two weeks: 2,300 x 26 / 12 = 4,983.33; less 375 = $4,608.33.
  afford(
    'empty-spanish-mi-cheque-2300-every-two-weeks-carro-375',
    'mi cheque is 2,300 every two weeks, can i afford a carro payment of 375 a month',
    [monthly(375)],
    { profile: 'empty', income: { amount: 2300, per: 'bi-weekly' }, wrongCents: [230000 * 2 - 37500] },
  );
  // "Thirty one hundred" and "twelve fifty": 3,100 - 1,250 = $1,850.00 (not $12.50: 3,087.50).
  afford(
    'empty-thirty-one-hundred-take-home-twelve-fifty-rent',
    'my take home is thirty one hundred a month, is a twelve fifty rent doable',
    [monthly(1250)],
    { profile: 'empty', income: monthly(3100), wrongCents: [310000 - 1250] },
  );
  // "1 and a half k" every two weeks: 1,500 x 26 / 12 = 3,250.00; less 95 = $3,155.00.
  afford(
    'empty-1-and-a-half-k-every-two-weeks-internet-95',
    'if i make 1 and a half k every two weeks can i manage a 95 dollar internet bill monthly',
    [monthly(95)],
    {
      profile: 'empty',
      income: { amount: 1500, per: 'bi-weekly' },
      wrongCents: [150000 - 9500, 300000 - 9500],
    },
  );
  // Cents: 1,847.62 x 26 = 48,038.12; / 12 = 4,003.18; less 236.18 = $3,767.00.
  afford(
    'empty-1847.62-every-other-friday-student-loan-236.18',
    'paycheck is 1,847.62 every other friday. would a 236.18 monthly student loan fit',
    [monthly(236.18)],
    { profile: 'empty', income: { amount: 1847.62, per: 'bi-weekly' }, wrongCents: [184762 * 2 - 23618] },
  );
  // A range, weighed at either end (decision 027: options apart): 2,719.01 - 35 = $2,684.01 and
  // 2,719.01 - 50 = $2,669.01 (not both at once, 2,634.01).
  {
    const after = (payment: number) => affordability(HOUSEHOLD, [monthly(payment)]).after;
    add(
      'affordability',
      'household-security-monitoring-between-35-and-50',
      'home security monitoring would run between 35 and 50 a month depending on the package, what would we have left at the low and high end',
      'household',
      figures(m(householdLeft), m(after(35)), m(after(50))),
      [...wrongLeft('household'), money(householdLeft - 3500 - 5000)],
    );
  }
  // The ask first: 5,100 - 450 = $4,650.00.
  afford(
    'empty-ask-first-assisted-living-450-bring-home-5100',
    'Can I afford 450 a month toward assisted living for my dad? I bring home 5,100 monthly and my brother covers the rest.',
    [monthly(450)],
    { profile: 'empty', income: monthly(5100) },
  );
  // Two questions, the app's half answered: 2,719.01 - 260 = $2,459.01.
  afford(
    'household-two-questions-boat-loan-260-best-insurer',
    "can i afford a 260 a month boat loan, and what's the best company for boat insurance",
    [monthly(260)],
  );
  // A raise per paycheck (every two weeks, the calendar's): 2,240 x 26 / 12 = 4,853.33; less bills
  // 1,830.99 = 3,022.34; less 300 = $2,722.34.
  afford(
    'household-bumped-to-2240-per-paycheck-daycare-copay-300',
    "i'm getting bumped to 2,240 per paycheck, would a 300/mo daycare copay be affordable then",
    [monthly(300)],
    { income: { amount: 2240, per: 'bi-weekly' }, wrongCents: [householdLeft - 30000] },
  );
  // By the visit with its count: 35 x 4 = 140; 4,183.33 - 140 = $4,043.33.
  afford(
    'seeded-cat-sitter-4-times-a-month-35-a-visit',
    'i travel for work so the cat sitter would come 4 times a month at 35 a visit. can i afford that',
    [monthly(35 * 4)],
    { profile: 'seeded', wrongCents: [seededLeft - 3500] },
  );
  // Seeded, classes by the week: 18 x 52 / 12 = 78.00; 4,183.33 - 78 = $4,105.33.
  afford(
    'seeded-kickboxing-18-a-week',
    'kickboxing classes are 18 a week, is that ok with my budget',
    [{ amount: 18, per: 'weekly' }],
    { profile: 'seeded', wrongCents: [seededLeft - 1800, seededLeft - 7200] },
  );
  // Checkup, a caregiver every two weeks: 1,125 x 26 / 12 = 2,437.50; less rent 937.50; less 150 =
  // $787.50.
  afford(
    'checkup-state-caregiver-1125-biweekly-phone-internet-150',
    'the state caregiver program pays me 1,125 biweekly for looking after my brother. after rent could i take on a 150 a month phone and internet bundle',
    [monthly(150)],
    {
      profile: 'checkup',
      income: { amount: 1125, per: 'bi-weekly' },
      wrongCents: [112500 * 2 - 150000 - 15000, 112500 - 150000 - 15000],
    },
  );
  // Rent from a renewal letter, with cents: 68.75 more; 2,719.01 - 68.75 = $2,650.26 (not a new
  // 1,318.75: 1,400.26).
  afford(
    'household-renewal-letter-rent-1318.75',
    "landlord's renewal letter puts rent at 1,318.75 — how does my month look with that",
    [],
    { changed: { Rent: 1318.75 }, wrongCents: [householdLeft - 131875] },
  );
  // Every 2 weeks: 46 x 26 / 12 = 99.67; 2,719.01 - 99.67 = $2,619.34.
  afford(
    'household-dog-meds-46-every-2-weeks',
    "the vet says my dog's meds will be 46 every 2 weeks from now on, does our monthly budget still work",
    [{ amount: 46, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 4600, householdLeft - 9200] },
  );
  // Dictated with its punctuation spoken: 2,719.01 - 96 = $2,623.01.
  afford(
    'household-voice-swim-lessons-96-comma-question-mark',
    'hey so um my wife wants to sign the kids up for swim lessons at 96 a month comma can we actually afford that question mark',
    [monthly(96)],
  );
  // By the hour with the hours: 41 x 32 = 1,312 a week; x 52 / 12 = 5,685.33; less 850 = $4,835.33.
  afford(
    'empty-hygenist-32-hours-41-an-hour-studio-850',
    'dental hygenist, 32 hours a week at 41 an hour. is an 850 studio too much',
    [monthly(850)],
    { profile: 'empty', income: { amount: 41 * 32, per: 'weekly' }, wrongCents: [131200 * 4 - 85000] },
  );
  // No income anywhere: ask for it.
  add(
    'affordability',
    'empty-no-income-beagle-pet-insurance-52',
    'would 52 a month pet insurance for my beagle be ok for me',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'checkup-no-income-diapers-25-a-week',
    'can i keep up with 25 a week in diapers on top of rent',
    'checkup',
    decline(),
    [ONLY_PAYDAY],
  );
  // By the mile with no miles; by the semester with no count.
  add(
    'affordability',
    'empty-62-cents-a-mile-no-miles-apartment-900',
    'paid 62 cents a mile driving a truck, can i afford a 900 apartment',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'empty-stipend-9800-per-semester-no-count-room-700',
    'my stipend is 9,800 per semester, is a 700 room affordable',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // A price alone.
  add(
    'affordability',
    'household-price-alone-2400-crib-nursery-set',
    'can we afford a 2,400 crib and nursery furniture set',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // A bill the user does not have.
  add(
    'affordability',
    'household-no-hoa-dues-310',
    'our HOA is raising dues to 310, can we still cover everything monthly',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // Pay with no amount.
  add(
    'affordability',
    'empty-farm-stand-whatever-sells-truck-insurance-200',
    'i run a farm stand and get paid whatever sells, can i afford truck insurance at 200 a month',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'empty-overtime-here-and-there-no-amount-personal-loan-600',
    'with some overtime here and there could i carry a 600/mo personal loan',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // By the visit or the class, with no count.
  add(
    'affordability',
    'household-dog-groomer-65-a-visit-no-count',
    'a dog groomer is 65 a visit, can our budget fit that',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'seeded-spin-studio-24-a-class-no-count',
    'spin studio charges 24 a class, could i fit it in',
    'seeded',
    decline(),
    [ONLY_PAYDAY],
  );

  // --- A supposed change, through the forecast until the next payday (or a stated period) ---------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // Rent with cents: 900 - 1,287.50 = -$387.50; $37.50 more.
  whatIf(
    'rent-1287.50-dip-below-zero',
    "rent's going to 1,287.50 next month — will i dip below zero before payday",
    { changed: { Rent: 1287.5 } },
  );
  // "Recieve", the pay 300 smaller: 1,800; 300 x 26 / 12 = $650.00 less; until the payday after
  // (day 20): -$350.00 either way.
  payChange(
    'recieve-check-300-smaller-payday-after-next',
    'if i recieve my check 300 smaller, how low do i get thru the payday after next',
    1800,
  );
  // "La renta": 900 - 1,340 = -$440.00; $90.00 more.
  whatIf(
    'spanish-oye-la-renta-1340-negativo',
    'oye if la renta goes up to 1,340 will i be negative before payday',
    { changed: { Rent: 1340 } },
  );
  // Dictated: the car payment on day 9, after payday: -$350.00 either way; $27.00 more.
  whatIf(
    'voice-car-payment-347-dollars-before-paid-next',
    'um so the car payment becomes 347 dollars starting this month does my account stay above water until the next paycheck',
    { changed: { 'Car payment': 347 } },
  );
  // A balance with cents: 1,062.40 - 1,250 = -$187.60.
  whatIf('checking-only-1062.40-how-low', 'if i only had 1,062.40 in checking today how low before payday', {
    balance: 1062.4,
  });
  // To the end of the month (today included, the month's last day included): rent at 1,310, $60.00
  // more; on 2026-03-10, 22 days: -410 on day 3, then paid.
  {
    const days = differenceInCalendarDays(endOfMonth(parseISO(today)), parseISO(today)) + 1;
    whatIf(
      'rent-1310-between-now-and-end-of-month',
      "rent to 1,310, what's my lowest between now and the end of the month",
      { changed: { Rent: 1310 }, days },
    );
  }
  // Seeded, the coming week (7 days): 1,200 - 1,395.75 = -$195.75 (before, -$250.00); $54.25 less.
  whatIf(
    'seeded-rent-1395.75-coming-week',
    'what if rent was 1,395.75, lowest balance in the coming week',
    { changed: { Rent: 1395.75 }, days: 7 },
    'seeded',
  );
  // Seeded, fewer shifts: 2,600 to 2,175: 425 x 26 / 12 = $920.83 less; to day 17: -$250.00 either way.
  payChange(
    'seeded-fewer-shifts-check-drops-2175',
    'fewer shifts means my check drops to 2,175, how low do i go through the payday after next',
    2175,
    'seeded',
  );
  // "1 and a half k": 1,500 - 1,250 = $250.00.
  whatIf(
    '1-and-a-half-k-in-the-bank-close-to-zero',
    "say i've got 1 and a half k in the bank, how close to zero do i get before my check",
    { balance: 1500 },
  );
  // "Twelve seventy five": 900 - 1,275 = -$375.00; $25.00 more.
  whatIf(
    'rent-twelve-seventy-five-go-under',
    'if rent went to twelve seventy five would i go under before payday',
    { changed: { Rent: 1275 } },
  );
  // Streaming stopped (at $0): due on day 20, after payday: -$350.00 either way; $15.99 less.
  whatIf(
    'get-rid-of-streaming-before-next-check',
    'if i get rid of streaming does it change anything before my next check',
    { changed: { Streaming: 0 } },
  );
  // The ask first: 900 - 1,199 = -$299.00; $51.00 less.
  whatIf(
    'ask-first-landlord-discount-1199',
    "How low will my account go before payday? Asking because rent might be 1,199 after the landlord's discount.",
    { changed: { Rent: 1199 } },
  );
  // Two questions, the app's half answered: 900 - 1,360 = -$460.00; $110.00 more.
  whatIf(
    'two-questions-rent-1360-legal-mid-lease',
    'if rent goes to 1,360 will i be short before payday, and is it legal for them to raise it mid-lease',
    { changed: { Rent: 1360 } },
  );
  // Seeded, a balance with cents: 880.25 - 1,450 = -$569.75.
  whatIf(
    'seeded-pretend-checking-880.25-underwater',
    'pretend my checking has 880.25, am i underwater before payday',
    { balance: 880.25 },
    'seeded',
  );
  // A state program raising the pay: 2,310; 210 x 26 / 12 = $455.00 more; -$350.00 either way.
  payChange(
    'caregiver-program-raises-biweekly-2310',
    "the caregiver program raises my biweekly to 2,310 — how's my balance through the payday after next",
    2310,
  );
  // Dictated, "4 percent": 1,250 x 1.04 = 1,300: -$400.00; $50.00 more.
  whatIf(
    'voice-rent-up-4-percent-in-may',
    'so if my rent goes up by 4 percent in may what does that do to me before my next paycheck',
    { changed: { Rent: 1300 } },
  );
  // Seeded, half the rent: 725; 1,200 - 725 = $475.00; $725.00 less.
  whatIf(
    'seeded-brother-moving-in-pays-half-rent',
    "brother's taking the spare room and covering half of the rent — where does my balance bottom out before i'm paid",
    { changed: { Rent: 725 } },
    'seeded',
  );
  // Over the next 30 days from 640: 640 - 1,250 = -$610.00 on day 3, then paid (before, -$350.00).
  whatIf('only-640-today-next-30-days', 'if i only had 640 today, lowest point over the next 30 days', {
    balance: 640,
    days: 30,
  });
  // Seeded, cents: 1,200 - 1,199.99 = $0.01; $250.01 less.
  whatIf(
    'seeded-rent-only-1199.99-any-chance-negative',
    'what if rent was only 1,199.99 — any chance i go negative before i get paid',
    { changed: { Rent: 1199.99 } },
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $65.00 more; $80.00 less.
  add(
    'what-if',
    'checkup-rent-1500-to-1565-ok-before-check',
    'rent going from 1,500 to 1,565, will i be ok before my next check',
    'checkup',
    decline(amount(6500)),
  );
  add(
    'what-if',
    'checkup-spanish-la-renta-baja-1420',
    'la renta baja a 1,420 next month, am i ok til payday',
    'checkup',
    decline(amount(8000)),
  );
  // Two changes at once.
  add(
    'what-if',
    'two-changes-rent-up-60-phone-up-12',
    'say rent rises 60 while the phone rises 12 — do i dip under zero prior to payday',
    'household',
    decline(),
  );
  // A bill the user does not have.
  add(
    'what-if',
    'seeded-no-phone-bill-95',
    'my cell provider is bumping me to 95 — do i end up overdrawn ahead of my check',
    'seeded',
    decline(),
  );
  add(
    'what-if',
    'morgage-escrow-1900-no-mortgage',
    'escrow review pushed my morgage to 1,900, does that leave me short pre-payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'no-pet-insurance-60',
    'pet insurance going to 60, do i stay positive till payday',
    'household',
    decline(),
  );
  // A bill paid on another day.
  add(
    'what-if',
    'pay-rent-on-the-8th-instead',
    'what if i paid rent on the 8th instead, do i stay out of the red',
    'household',
    decline(),
  );
  // A change with no figure.
  add(
    'what-if',
    'seeded-gym-raising-prices-no-figure',
    'the gym is raising prices, will i still be ok before payday',
    'seeded',
    decline(),
  );
  add(
    'what-if',
    'lose-overtime-no-figure',
    'if i lose my overtime how low does my balance get before payday',
    'household',
    decline(),
  );
  // "That one" with no bill named.
  add(
    'what-if',
    'that-one-up-40',
    "if that one jumps 40 bucks do i stay in the black until i'm paid",
    'household',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // A farm's year: 9,500 / 12 = 791.67 a month, 17 years at 5%.
  retire(
    'farmer-48-sep-9500-a-year-after-harvest',
    "we farm, i'm 48 and can put 9,500 a year into a SEP after harvest. what is it at 65",
    {
      amount: 9500,
      per: 'yearly',
      age: 48,
    },
  );
  // 275 a month, 34 years at 6%.
  retire(
    'teacher-31-403b-275-6-percent',
    "teacher, 31, putting 275 a month in my 403b. at 6% what's it at 65",
    {
      amount: 275,
      age: 31,
      rate: 6,
    },
  );
  // 150 a week: x 52 / 12 = 650 a month, 27 years.
  retire('trucker-38-150-a-week-ira', '38 yr old trucker, 150 a week into an IRA, how much by 65', {
    amount: 150,
    per: 'weekly',
    age: 38,
  });
  // 175 a month, 13 years, and the month's income.
  retire(
    'caregiver-52-175-monthly-income',
    "I'm 52 and a caregiver through the state program; if I save 175 a month what will it be at 65 and what monthly income would it give",
    { amount: 175, age: 52, income: 'monthly' },
  );
  // 1,200 a month, 4 years.
  retire(
    'retiree-61-social-security-part-time-1200',
    '61, on social security plus a part time job, and I can invest 1,200 a month until 65. how much will that be',
    { amount: 1200, age: 61 },
  );
  // 50 a month, 39 years.
  retire(
    'grad-student-26-50-roth',
    "26 year old grad student, 50 a month into a roth — what's it worth by 65",
    {
      amount: 50,
      age: 26,
    },
  );
  // Dictated: 42,000 saved and 640 a month, 30 years.
  retire(
    'voice-35-42000-in-401k-adding-640',
    'okay im 35 and i have 42000 in my 401k and im adding 640 a month what will i have when i turn 65',
    { amount: 640, age: 35, start: 42000 },
  );
  // Typos: 225 a month, 36 years at 7%.
  retire(
    'typo-29-225-retirment-acount-7-percent',
    'im 29 and put 225 a month in my retirment acount at 7 percent, wich means what at 65',
    { amount: 225, age: 29, rate: 7 },
  );
  // "Retiro", "cuánto": 300 a month, 25 years.
  retire(
    'spanish-40-300-retiro-cuanto-at-65',
    "I'm 40 and put 300 a month in my retiro account, cuánto at 65?",
    {
      amount: 300,
      age: 40,
    },
  );
  // "Twelve fifty": 1,250 a month, 21 years at 6.5% (not $12.50).
  retire(
    '44-twelve-fifty-toward-retirement-6.5',
    'at 44 i can put twelve fifty a month toward retirement at 6.5%, total at 65',
    { amount: 1250, age: 44, rate: 6.5, wrongDeposit: 12.5 },
  );
  // "1 and a half k": 1,500 a month, 15 years.
  retire('age-50-1-and-a-half-k-401k', "age 50, 1 and a half k a month into my 401k, what's there at 65", {
    amount: 1500,
    age: 50,
  });
  // Cents: 412.50 a month, 32 years at 6.25%, and the year's income.
  retire(
    '33-412.50-6.25-annual-income',
    "I'm 33 and contribute $412.50 per month. With a 6.25% return what will I have at 65, and what annual income?",
    { amount: 412.5, age: 33, rate: 6.25, income: 'yearly' },
  );
  // The ask first: 180 every two weeks: x 26 / 12 = 390 a month, 38 years.
  retire(
    'ask-first-27-180-every-two-weeks',
    "What will I have at 65? I'm 27 and I put in 180 every two weeks.",
    {
      amount: 180,
      per: 'bi-weekly',
      age: 27,
    },
  );
  // Two questions, the app's half answered: 800 a month, 20 years.
  retire(
    'two-questions-45-800-target-date-fund',
    "i'm 45 saving 800 a month, what do i have at 65 and should i switch to a target date fund",
    { amount: 800, age: 45 },
  );
  // A stated retirement age from 66 to 75 is projected to (decision 027): 900 for 25 years, to 72.
  {
    const total = futureValue(0, 900, 5, 72 - 47);
    const income = fourPercent(total);
    add(
      'retirement',
      'retire-at-72-47-900',
      "i'm 47 and plan to retire at 72, putting away 900 a month. how much then",
      'empty',
      figures(wd(total), either(wd(income.yearly), wd(income.monthly))),
      [wholeDollars(futureValue(0, 900, 5, 65 - 47))],
    );
  }
  // On the 1st and the 15th: 240 x 2 = 480 a month, 29 years.
  retire(
    'household-36-1st-and-15th-240-401k',
    "i'm 36 and put 240 on the 1st and 15th into my 401k, 65 total?",
    { amount: 240, per: 'semi-monthly', age: 36 },
    'household',
  );
  // 2,000 saved and 350 a month, 35 years at 7%.
  retire(
    'seeded-30-2000-in-roth-350-7-percent',
    "i'm 30 with 2,000 already in a roth, adding 350 a month at 7%. at 65?",
    { amount: 350, age: 30, rate: 7, start: 2000 },
    'seeded',
  );
  // 3,000 a month, 7 years at 4.5%.
  retire(
    'checkup-58-3000-a-month-4.5',
    "age 58, finally able to save 3,000 a month, figure 4.5% — what's there at 65",
    { amount: 3000, age: 58, rate: 4.5 },
    'checkup',
  );
  // 65 or over, under 16, no age, no amount.
  add(
    'retirement',
    '67-part-time-library-600',
    'Im 67 and work part time at the library, if i invest 600 a month what will that grow to',
    'empty',
    decline(),
  );
  add(
    'retirement',
    '15-year-old-summer-job-40-a-week-roth',
    "my 15 year old got a summer job, if she puts 40 a week in a roth what's it at 65",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'farmer-no-age-12000-a-year-sep',
    'farmer here putting 12,000 a year in a SEP at 6%, what at retirement',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'trucker-44-no-amount',
    "I'm 44 and drive a truck, how much will I have at 65",
    'empty',
    decline(),
  );
  // An employer match; a choice of the person's own; a record the app does not hold; today's
  // dollars with no inflation rate; early retirement with no amounts.
  add(
    'retirement',
    'district-matches-50-cents-up-to-6-percent',
    "I'm 34, my school district matches 50 cents on the dollar up to 6% of my pay, what will I have at 65",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'roll-old-401k-into-ira',
    'should i roll my old 401k into an IRA or leave it',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'pension-pay-per-month-record',
    "what's my pension going to pay me per month",
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'retirement',
    '35-500-in-todays-dollars-no-inflation-rate',
    "I'm 35 saving 500 a month, what will it be worth at 65 in today's dollars",
    'empty',
    decline(),
  );
  add(
    'retirement',
    '55-early-at-60-on-track',
    "I'm 55, want to retire early at 60, am I on track",
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car } = householdGoals(today);
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');

  // The next 3 paychecks at 150: 600 + 450 = $1,050.00.
  goal(
    'vacation-150-from-each-of-next-3-paychecks',
    'if i put 150 from each of my next 3 paychecks into the vacation what will it be at',
    [m(Math.round(vacation.saved * 100) + 3 * 15000)],
  );
  // Cents: 2,400 / 212.50 = 11.3: 12 months.
  goal(
    'vacation-212.50-a-month-how-many-months',
    'putting 212.50 a month into the vacation, how many months',
    reachOf(vacation, 212.5, today),
  );
  // 8,000 - 1,000 = $7,000.00.
  goal(
    'new-car-goal-still-outstanding',
    'new car goal — what amount remains outstanding',
    [m(leftCents(car))],
    'household',
    [money(leftCents(ef)), money(leftCents(vacation))],
  );
  // Seeded, "cuánto falta": 4,000 - 1,200 = $2,800.00.
  goal(
    'seeded-spanish-cuanto-falta-japan',
    'cuánto falta for the japan trip',
    [m(leftCents(japan))],
    'seeded',
    [money(leftCents(seededEf)), money(leftCents(house))],
  );
  // Dictated: 7,000 / 425 = 16.5: 17 months.
  goal(
    'voice-new-car-425-a-month-months-until-full',
    'hey how many months until the new car fund is full if i put in 425 a month',
    reachOf(car, 425, today),
  );
  // Seeded, "1 and a half k": 32,000 / 1,500 = 21.3: 22 months.
  goal(
    'seeded-house-1-and-a-half-k-when',
    '1 and a half k a month on the house down payment, when do i get there',
    reachOf(house, 1500, today),
    'seeded',
  );
  // "Twelve fifty": 7,500 / 1,250 = 6 months.
  goal(
    'emergency-twelve-fifty-when-done',
    'if i do twelve fifty a month toward the emergency fund when is it done',
    reachOf(ef, 1250, today),
  );
  // Seeded, the ask first: 2,800 / 310 = 9.03: 10 months.
  goal(
    'seeded-ask-first-japan-310-per-month',
    "When will the Japan Trip be paid for? I'm planning on 310 per month.",
    reachOf(japan, 310, today),
    'seeded',
  );
  // Two questions, the app's half answered: the Vacation's amount behind its plan (or on pace).
  {
    const behind = behindCents(vacation, today);
    goal(
      'two-questions-vacation-behind-travel-card',
      'how far behind is the vacation fund, and which travel credit card should i use',
      [behind > 0 ? m(behind) : ON_PACE],
    );
  }
  // Per paycheck to the Emergency Fund's date: its amount a month (and each payday).
  goal(
    'emergency-per-paycheck-stash-make-its-date',
    'per paycheck what do i need to stash for the emergency fund to make its date',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // "Wich": the goal furthest behind (or on pace).
  {
    const furthest = behindGoals(HOUSEHOLD, today)[0];
    goal(
      'wich-goal-lagging-the-most',
      'out of all my goals wich one is lagging the most',
      furthest ? [said(furthest.goal.title), m(furthest.cents)] : [ON_PACE],
    );
  }
  // 2,500 of 10,000 = 25%.
  goal('emergency-percent-got-so-far', 'emergency fund percentage complete right now?', [
    pct((ef.saved / ef.target) * 100),
  ]);
  // 45 a week: 195 a month, 2,400 / 195 = 12.3: 13 months; or 2,400 / 45 = 53.3: 54 weeks.
  goal('vacation-45-a-week-how-long', 'if i put 45 a week toward the vacation how long', [
    either(
      count(reach(vacation, perMonthCents(45, 'weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(vacation) / 4500), 'week'),
    ),
  ]);
  // Two goals named: 7,000 + 2,400 = $9,400.00.
  goal('new-car-and-vacation-combined-left', 'new car and vacation combined, how much left to save', [
    m(leftCents(car) + leftCents(vacation)),
  ]);
  // Seeded: the Japan Trip's amount a month to its date.
  goal(
    'seeded-japan-on-schedule-set-aside-monthly',
    'to make the japan trip happen on schedule what do i need to set aside monthly',
    [m(neededCents(japan, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Half a year at 600: 2,500 + 6 x 600 = $6,100.00.
  goal(
    'emergency-in-6-months-adding-600',
    "adding 600 monthly, what'll the emergency fund balance read half a year from now",
    [m(Math.round(ef.saved * 100) + 6 * 60000)],
  );
  // Dictated, weeks asked: 2,400 / 87.25 = 27.5: 28 weeks; or 87.25 x 52 / 12 = 378.08 a month,
  // 2,400 / 378.08 = 6.3: 7 months.
  goal(
    'voice-vacation-87.25-every-week-how-many-weeks',
    'so i want to put 87.25 every week into vacation savings how many weeks till its full',
    [
      either(
        count(Math.ceil(leftCents(vacation) / 8725), 'week'),
        count(reach(vacation, perMonthCents(87.25, 'weekly') / 100, today).months, 'month'),
      ),
    ],
  );
  // Seeded: 40,000 - 8,000 = $32,000.00.
  goal(
    'seeded-how-far-from-40k-for-house',
    'how far am i from the 40k for the house',
    [m(leftCents(house))],
    'seeded',
    [money(leftCents(seededEf)), money(leftCents(japan))],
  );
  // Seeded: 32,000 / 1,750 = 18.3: 19 months.
  goal(
    'seeded-house-fund-1750-every-month-what-month',
    'adding 1,750 every month to the house fund, what month do i hit it',
    reachOf(house, 1750, today),
    'seeded',
  );
  // "Cuánto": the Vacation's amount a month to its date.
  goal(
    'spanish-cuanto-per-month-vacation-ready-on-time',
    'cuánto per month for the vacation fund to be ready on time',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // "Recieve" a bonus, all of it into the New Car: 7,000 - 2,000 = $5,000.00 still to go.
  goal(
    'recieve-2000-bonus-all-to-new-car-left-after',
    "i'll recieve a 2,000 bonus, if it all goes to the new car what's left after",
    [m(leftCents(car) - 200000)],
  );
  // 500 every other week: 1,083.33 a month, 7,500 / 1,083.33 = 6.9: 7 months; or 15 deposits, 30 weeks.
  goal(
    'emergency-500-every-other-week-months',
    '500 every other week into the emergency fund, how many months',
    [
      either(
        count(reach(ef, perMonthCents(500, 'bi-weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(ef) / 50000) * 2, 'week'),
      ),
    ],
  );
  // Seeded, made today: on pace (or behind by its amount).
  {
    const behind = behindCents(seededEf, today);
    goal(
      'seeded-emergency-keeping-pace-or-falling-behind',
      'is my emergency fund keeping pace or falling behind',
      [behind > 0 ? m(behind) : ON_PACE],
      'seeded',
    );
  }
  // Goals the user does not have; no goals at all; advice; actions; another date; "it"; money put in
  // now; which goal first.
  add('goals', 'no-baby-fund', 'update me on the baby fund please', 'household', decline());
  add('goals', 'seeded-no-new-car-fund', "what's left on my new car fund", 'seeded', decline());
  add(
    'goals',
    'empty-pet-emergency-fund-50',
    "vet emergency savings at 50 a month, when's it complete",
    'empty',
    decline(),
  );
  add(
    'goals',
    'pause-vacation-pay-irs-installments-faster',
    'should i pause the vacation savings to pay off my IRS installment plan faster',
    'household',
    decline(),
  );
  add(
    'goals',
    'move-300-new-car-over-to-vacation',
    'shift 300 out of the new car goal and into vacation for me',
    'household',
    decline(),
  );
  // A monthly amount to a date not the goal's own: declined, and what is left said: $2,800.00.
  add(
    'goals',
    'seeded-japan-in-2-months-per-month',
    'what per month would finish japan in 2 months',
    'seeded',
    decline(m(leftCents(japan))),
  );
  add(
    'goals',
    'it-full-adding-90-a-week',
    'how long till its full if i add 90 a week',
    'household',
    decline(),
  );
  add(
    'goals',
    'tax-refund-1200-today-emergency-still-behind',
    'if i throw my 1,200 tax refund at the emergency fund today am i still behind',
    'household',
    decline(),
  );
  add(
    'goals',
    'wich-goal-gets-tax-refund-first',
    'wich goal should get my tax refund first',
    'household',
    decline(),
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // Ten checks: 4,450 x 10 = $44,500.00 (not twelve, 53,400).
  calc(
    'teacher-10-month-schedule-4450-per-check-yearly',
    'teacher on a 10 month pay schedule, 4,450 per check, whats my yearly total',
    [m(445000 * 10)],
    'empty',
    [money(445000 * 12)],
  );
  // 44,500 / 12 = $3,708.33.
  calc(
    'ten-checks-4450-averaged-over-12-months',
    "if 10 checks of 4,450 have to cover my whole year, what's that averaged over 12 months",
    [m(Math.round((445000 * 10) / 12))],
  );
  // 0.58 x 2,600 = 1,508 a week; x 52 = $78,416.00.
  calc(
    '58-cents-a-mile-2600-miles-a-week-per-year',
    '58 cents a mile times 2,600 miles a week is what per year',
    [m(58 * 2600 * 52)],
  );
  // 11,400 x 2 = 22,800; / 12 = $1,900.00.
  calc(
    'grad-stipend-11400-a-semester-2-a-year-monthly',
    "grad stipend of 11,400 a semester, 2 semesters a year, what's that per month",
    [m((1140000 * 2) / 12)],
    'empty',
    [money(1140000)],
  );
  // A range of years: 48,000 / 12 = $4,000.00; 71,000 / 12 = $5,916.67.
  calc(
    'farm-income-between-48k-and-71k-monthly-both-ends',
    "farm income swings between 48k and 71k a year, what's that per month at the low and the high end",
    [m(perMonthCents(48000, 'yearly')), m(perMonthCents(71000, 'yearly'))],
  );
  // Me and 2 roommates: 287.40 / 3 = $95.80 (not halves, 143.70).
  calc(
    'utilities-287.40-me-and-2-roommates',
    'utilities came to 287.40 this month, split between me and 2 roommates',
    [m(28740 / 3)],
    'empty',
    [money(28740 / 2)],
  );
  // 2,340 / 6 = $390.00.
  calc(
    'state-tax-2340-6-equal-installments',
    'state tax bill of 2,340, paying it in 6 equal installments, how much each',
    [m(234000 / 6)],
  );
  // 4,125 / 275 = 15 months.
  calc(
    'owe-irs-4125-pay-275-how-many-months',
    'owe the irs 4,125 and can pay 275 a month, how many months to clear it',
    [count(4125 / 275, 'month')],
  );
  // 21.75 x 52 = $1,131.00 (not 12 weeks' 261.00).
  calc(
    'diapers-21.75-a-week-for-a-year',
    'diapers are about 21.75 a week, whats that for a year',
    [m(2175 * 52)],
    'empty',
    [money(2175 * 12)],
  );
  // 58.99 x 12 = 707.88; 24 x 12 = 288; + 180 = $1,175.88.
  calc(
    'dog-food-flea-meds-vet-checkups-per-year',
    'dog food 58.99 a month, flea meds 24 a month, and vet checkups 180 a year — total per year?',
    [m(5899 * 12 + 2400 * 12 + 18000)],
  );
  // 11.50 x 52 / 12 = $49.83 (not 4 weeks' 46.00).
  calc(
    'gym-11.50-a-week-monthly',
    '11.50 weekly for the gym comes to how much per month',
    [m(perMonthCents(11.5, 'weekly'))],
    'empty',
    [money(1150 * 4)],
  );
  // 17.25 x 28 = 483 a week; x 52 / 12 = $2,093.00 (not 4 weeks' 1,932.00).
  calc(
    'state-pays-17.25-an-hour-28-hours-caring-for-dad-month',
    "the state pays me 17.25 an hour for 28 hours a week caring for my dad, what's that a month",
    [m(perMonthCents(17.25 * 28, 'weekly'))],
    'empty',
    [money(48300 * 4)],
  );
  // (1,640 + 780) x 12 = $29,040.00.
  calc(
    'social-security-1640-part-time-780-total-a-year',
    "social security 1,640 a month and part time pay of 780 a month, what's my total a year",
    [m((164000 + 78000) * 12)],
  );
  // Dictated: 3,472.50 x 0.18 = $625.05.
  calc('voice-18-percent-of-3472-dollars-and-50-cents', 'what is 18 percent of 3472 dollars and 50 cents', [
    m(Math.round(347250 * 0.18)),
  ]);
  // "Twelve fifty": 1,250 x 18 = $22,500.00.
  calc('twelve-fifty-a-month-over-18-months', 'twelve fifty a month over 18 months comes to what', [
    m(125000 * 18),
  ]);
  // "1 and a half k" every two weeks: 1,500 x 26 = $39,000.00 (not 24 checks' 36,000).
  calc(
    '1-and-a-half-k-every-two-weeks-per-year',
    "1 and a half k every two weeks, what's that per year",
    [m(150000 * 26)],
    'empty',
    [money(150000 * 24)],
  );
  // Cents, twice a month: 1,632.18 x 24 = $39,172.32 (not 26 checks' 42,436.68).
  calc(
    '1632.18-twice-a-month-annual',
    "my paycheck is 1,632.18 twice a month, what's my annual",
    [m(163218 * 24)],
    'empty',
    [money(163218 * 26)],
  );
  // "Cuánto es": 2,860 x 0.15 = $429.00.
  calc('spanish-cuanto-es-15-percent-de-2860', 'cuánto es 15% de 2,860', [m(Math.round(286000 * 0.15))]);
  // "Wich": 42 x 52 = $2,184.00 against 180 x 12 = $2,160.00.
  calc('wich-is-more-42-a-week-or-180-a-month', 'wich is more per year, 42 a week or 180 a month', [
    m(4200 * 52),
    m(18000 * 12),
  ]);
  // The ask first: 900 / 22.50 = 40 hours.
  {
    const hours: Figure = { fact: /\b40(\.0+)? hours\b/i, text: `${900 / 22.5} hours` };
    calc(
      'ask-first-hours-900-a-week-at-22.50',
      'How many hours do I need? I want to earn 900 a week at 22.50 an hour.',
      [hours],
    );
  }
  // Two questions, the app's half answered: 48,000 x 0.075 = $3,600.00.
  calc('two-questions-7.5-percent-of-48000-fed-cut', "what's 7.5% of 48,000 and will the fed cut rates", [
    m(Math.round(4800000 * 0.075)),
  ]);
  // Household, the repeating bills over 3 months: 1,830.99 x 3 = $5,492.97 (the insurance once in
  // the 3 months, the same); not with the dentist, 5,672.97, nor the insurance every month, 6,572.97.
  calc(
    'household-bills-over-next-3-months',
    'how much do my bills come to over the next 3 months',
    [m(183099 * 3)],
    'household',
    [money(183099 * 3 + 18000), money((125000 + 32000 + 6500 + 1599 + 54000) * 3)],
  );
  // Seeded, the next 3 paychecks: 2,600 x 3 = $7,800.00.
  calc(
    'seeded-next-3-paychecks-add-up',
    'what will my next 3 paychecks add up to',
    [m(260000 * 3)],
    'seeded',
  );
  // Household: (65 + 15.99) x 12 = $971.88.
  calc(
    'household-phone-plus-streaming-a-year',
    "phone plus streaming, what's that a year for me",
    [m((6500 + 1599) * 12)],
    'household',
  );
  // 3 roommates: 74.99 / 3 = 24.997: $25.00.
  calc(
    '3-roommates-internet-74.99-each-share',
    "we're 3 roommates and internet is 74.99, what's each person's share",
    [m(Math.round(7499 / 3))],
  );
  // Three payouts averaged: (612 + 745 + 690) / 3 = 2,047 / 3 = $682.33.
  calc(
    'uber-payouts-612-745-690-average-week',
    "my uber payouts were 612, 745 and 690 the last 3 weeks, what's my average week",
    [m(Math.round((61200 + 74500 + 69000) / 3))],
  );
  // By the mile with no miles, a currency, an amortized mortgage, interest with no rate, taxes, a
  // share of an income the app does not know, tips by the night with no nights, overtime,
  // inflation with no rate.
  add(
    'arithmetic',
    '61-cents-a-mile-no-miles-yearly',
    "paid 61 cents a mile, what's my yearly pay",
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'how-many-pesos-850-dollars',
    'change 850 dollars into pesos para mi mamá, how much is that',
    'empty',
    decline(),
    [/\d[\d,.]*\s*(mxn|pesos)/i],
  );
  add(
    'arithmetic',
    'morgage-340k-6.4-percent-30-years-payment',
    '340k morgage, 6.4% fixed, 30 yr term — whats the monthly',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'irs-interest-on-4125-no-rate',
    'how much interest will the irs charge on my 4,125 balance',
    'empty',
    decline(),
    // Any dollar figure but the balance's own: interest worked out with no rate.
    [/\$\s?(?!4,125|4125\b)\d/],
  );
  add(
    'arithmetic',
    'tax-on-23000-rideshare-income',
    'how much tax do i owe on 23,000 of rideshare income',
    'empty',
    decline(),
    [/\$\s?(?!23,000|23000\b)\d/, ...NO_PERCENT],
  );
  add(
    'arithmetic',
    '10-percent-of-my-farm-income',
    'take 10% of what the farm brings in, how much is that',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'arithmetic',
    'bartending-tips-20-percent-on-2300-a-night-month',
    'bartending tips average 20% on 2,300 in sales a night, what do i make a month',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'overtime-46-hours-at-19.40',
    'if i work 46 hours this week at 19.40 how much overtime pay do i get',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'diapers-box-45-in-2-years-inflation',
    'a box of diapers is 45 now, what will it cost in 2 years with inflation',
    'empty',
    decline(),
    [/\$\s?(?!45\b)\d/, ...NO_PERCENT],
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside(
    'diesel-prices-down-next-month',
    'is diesel going to get cheaper before summer',
    'empty',
    NO_FIGURE,
  );
  outside(
    'owner-operators-going-per-mile-rate',
    "what's the going per mile rate for owner operators right now",
    'empty',
    [/\$\s?\d/],
  );
  outside(
    'state-raise-caregiver-pay-next-year',
    'will the state raise caregiver pay next year',
    'empty',
    NO_FIGURE,
  );
  outside(
    'farm-eligible-usda-disaster-payment',
    'is my farm eligible for the usda disaster payment',
    'empty',
  );
  outside('corn-prices-at-harvest', 'what will corn prices be at harvest', 'empty', NO_FIGURE);
  outside(
    'venmo-request-roommates-internet-part',
    'venmo request my roommates for their part of the internet',
    'household',
  );
  outside(
    'remind-roommates-rent-due-friday',
    'send my roommates a reminder that rent is due friday',
    'household',
  );
  outside('set-up-irs-installment-agreement', 'set up the irs installment agreement for me', 'empty');
  outside(
    'irs-penalty-miss-an-installment',
    'what penalty does the irs add if i miss an installment',
    'empty',
    NO_FIGURE,
  );
  outside('cheapest-diaper-brand-right-now', 'which diaper brand is cheapest right now', 'empty', [
    /\$\s?\d/,
  ]);
  outside('infant-daycare-cost-phoenix', 'how much does infant daycare cost in phoenix', 'empty', [
    /\$\s?\d/,
  ]);
  outside('spent-on-dog-stuff-last-month', 'what did the dog cost me in february', 'household', [/\$\s?\d/]);
  outside('uber-payouts-add-up-last-year', 'what did my uber payouts add up to last year', 'empty', [
    /\$\s?\d/,
  ]);
  outside(
    'spanish-cuanto-subir-la-renta-next-year',
    'cuánto me va a subir la renta el año que viene',
    'household',
    NO_FIGURE,
  );
  outside(
    'social-security-deposit-day-this-month',
    'what day does my social security deposit hit this month',
    'empty',
  );
  outside('grad-school-stipend-taxable', 'is my grad school stipend taxable', 'empty');
  outside('student-loan-payments-restart-fall', 'will student loan payments restart in the fall', 'empty');
  outside('file-quarterly-estimated-taxes-for-me', 'file my quarterly estimated taxes for me', 'empty');
  outside('gym-near-me-cheapest-weekly', 'what gym near me has the cheapest weekly membership', 'empty', [
    /\$\s?\d/,
  ]);
  outside('pay-car-insurance-early-this-time', 'pay the car insurance early this time', 'household');
  outside(
    'interest-rate-paying-on-car-loan',
    'what interest rate am i paying on my car loan',
    'household',
    NO_PERCENT,
  );
  outside(
    'dealer-trade-in-2019-peterbilt',
    'trade-in value on my 2019 peterbilt at a dealer these days?',
    'empty',
    [/\$\s?\d/],
  );
  outside('qualify-for-wic-once-baby-comes', 'will we qualify for WIC once the baby comes', 'household');
  outside(
    'open-high-yield-savings-for-me',
    'sign me up for a high yield account at my credit union',
    'seeded',
  );
  outside(
    'voice-call-landlord-rent-late-period',
    'hey can you call my landlord and tell him rent will be late period',
    'household',
  );

  return built;
}

/** The eleventh fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases11(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases11Samples(today: string): Record<string, string> {
  return build(today).samples;
}
