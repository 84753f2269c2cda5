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
  reachOf,
  leftOf,
  householdGoals,
  freshSetWriters,
  wrongLeft,
  type Built,
} from './fresh-figures.ts';

/**
 * The twelfth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests) and without seeing any evaluation's answers, never tuned on.
 * Set 11 becomes a tuning set with it. None of its questions rewords one of sets 1 to 11 (no
 * question shares half its words with one of theirs, nor with another of its own). What is new
 * here:
 *
 * - who asks: a tipped server or bartender whose tips are said per shift with the shifts a week, a
 *   service member whose base pay and BAH are two amounts, a freelance designer with a count of
 *   monthly retainers, a salesperson with a base and an average commission (or a rate on a month's
 *   sales), a firefighter paid by the 24-hour shift with the shifts a month, a substitute teacher
 *   paid by the day with the days a week, a realtor paid by the closing with the closings a year, a
 *   hairstylist renting a booth, a musician paid by the gig, a medical resident on a yearly salary,
 *   a fisherman whose season's pay must cover the year, people sending money home each month;
 * - how it is written: emoji (😬, 🙏, 🚗, 🇯🇵), all capitals, British spellings and words
 *   ("whilst", "cheque", "tyres", "pcm", "p/w", "maths", "per cent", "pot", "childminder"),
 *   Gen Z slang ("bestie", "no cap", "fr fr", "lol"), a hedged or apologetic preamble
 *   ("Sorry if this is a silly question", "I might be overthinking this", "Forgive the basic maths
 *   question"), a question that ends with a second one that has nothing to do with money or the
 *   app ("also unrelated, ...": the app's figures are expected; a decline of the other half may
 *   come with them);
 * - how amounts are written: "six fifty", "two thousand four hundred", "three hundred",
 *   "forty-one" as an age, "biwk", "p/w", "pcm", "2k", "285k"; a range ("between 300 and 425",
 *   weighed at either end);
 * - horizons: "the next 3 weeks", "the next two weeks", "the coming 6 weeks", "the next 30 days",
 *   "the one after that";
 * - the seeded users' own goals and bills by name (the Emergency Fund, the Vacation, the New Car,
 *   the Japan Trip, the House Down Payment; rent, the car payment, the phone, streaming, the car
 *   insurance, the paycheck);
 * - what must decline, as decision 027 says: no income anywhere, tips by the shift with no shifts,
 *   retainers with no count, straight commission with no amount, pay by the day or the shift with
 *   no count, a price alone, a bill or goal the user does not have, a cost by the visit or the
 *   lesson with no count, two changes at once, a bill paid on another day, "that bill" with no
 *   name, a change with no figure, no balance (still saying the change), an age of 65 or over or
 *   under 16, no age, no amount, an employer match, a pension's amount (a record), a pension's lump
 *   sum and a Roth or traditional account (choices), real terms with no inflation rate, a goal's
 *   money moved, advice, a goal's monthly amount to a date not its own, a lump sum put in now,
 *   which goal first, "that one"; commission with no sales, an amortized VA loan, a currency, tax
 *   withheld, interest with no rate, a share of pay the app does not know, inflation with no rate,
 *   overtime with no base rate; and outside the app: stock and crypto picks, deductions and
 *   refunds, BAH rates and military raises, another person's account, live mortgage and savings
 *   rates, an exchange rate, actions (transfers, paying, cancelling, emailing, filing), what
 *   others earn and what to charge, past spending, credit scores, insurance quotes, a 529 against
 *   a UTMA.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. Each case keeps a sample right answer
 * (`freshCases12Samples`) for the self-checks.
 */

function build(today: string): Built {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside } =
    freshSetWriters('fresh12', today);

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // Tips by the shift with the shifts: 145 x 5 = 725 a week; x 52 / 12 = 3,141.67; less 560 =
  // $2,581.67 (not 4 weeks' 2,900 - 560 = 2,340.00).
  afford(
    'empty-server-145-tips-a-shift-5-shifts-car-560',
    'server here 🍝 tips run about 145 a shift and i work 5 shifts a week. can i swing a 560/mo car payment',
    [monthly(560)],
    { profile: 'empty', income: { amount: 145 * 5, per: 'weekly' }, wrongCents: [72500 * 4 - 56000] },
  );
  // Base pay and BAH: 3,100 + 1,650 = 4,750; less 1,575 = $3,175.00 (not the BAH left out, 1,525.00).
  afford(
    'empty-active-duty-base-3100-bah-1650-off-base-1575',
    'active duty, base pay is 3,100 a month and BAH is 1,650 a month. can i do an off-base apartment at 1,575',
    [monthly(1575)],
    { profile: 'empty', income: monthly(3100 + 1650), wrongCents: [310000 - 157500] },
  );
  // Retainers with their count: 3 x 1,200 = 3,600; less 310 = $3,290.00 (not one retainer's 890.00).
  afford(
    'empty-designer-3-retainers-1200-each-coworking-310',
    'freelance designer with 3 retainer clients paying 1,200 each per month. is a 310/mo co-working desk ok',
    [monthly(310)],
    { profile: 'empty', income: monthly(3 * 1200), wrongCents: [120000 - 31000] },
  );
  // A base and an average commission: 2,400 + 1,350 = 3,750; less 480 = $3,270.00.
  afford(
    'empty-sales-base-2400-commission-avg-1350-truck-480',
    'Base salary 2,400/mo plus commission that averages 1,350/mo. Could I take on a 480 truck payment?',
    [monthly(480)],
    { profile: 'empty', income: monthly(2400 + 1350), wrongCents: [240000 - 48000] },
  );
  // By the shift with the shifts a month: 410 x 10 = 4,100; less 1,900 = $2,200.00.
  afford(
    'empty-firefighter-10-shifts-410-rent-1900',
    'firefighter on 24 hr shifts, 10 shifts a month at 410 a shift. is 1,900 rent ok',
    [monthly(1900)],
    { profile: 'empty', income: monthly(410 * 10) },
  );
  // By the day with the days a week: 165 x 4 = 660 a week; x 52 / 12 = 2,860; less 240 = $2,620.00
  // (not 4 weeks' 2,640 - 240 = 2,400.00).
  afford(
    'empty-sub-teacher-165-a-day-4-days-insurance-240',
    'sub teacher paid 165 a day, usually 4 days a week. can i afford 240 a month car insurance',
    [monthly(240)],
    { profile: 'empty', income: { amount: 165 * 4, per: 'weekly' }, wrongCents: [66000 * 4 - 24000] },
  );
  // By the closing with the closings a year: 7,800 x 10 = 78,000; / 12 = 6,500; less 1,400 =
  // $5,100.00 (not one closing as a month, 6,400.00).
  afford(
    'empty-realtor-7800-per-closing-10-a-year-mortgage-1400',
    'realtor, avg commission 7,800 per closing and I close about 10 a year. would a 1,400 mortgage be ok',
    [monthly(1400)],
    { profile: 'empty', income: { amount: 7800 * 10, per: 'yearly' }, wrongCents: [780000 - 140000] },
  );
  // A booth renter by the week: 1,150 x 52 / 12 = 4,983.33; less 900 = $4,083.33 (not 4 weeks'
  // 4,600 - 900 = 3,700.00).
  afford(
    'empty-stylist-booth-clears-1150-a-week-booth-900',
    'stylist renting a booth, I clear 1,150 a week after product. booth rent is going to 900 a month, can I handle it',
    [monthly(900)],
    { profile: 'empty', income: { amount: 1150, per: 'weekly' }, wrongCents: [115000 * 4 - 90000] },
  );
  // By the gig with the gigs a month: 12 x 275 = 3,300; less 199 = $3,101.00.
  afford(
    'empty-musician-12-gigs-275-keyboard-199',
    'i play gigs, about 12 a month at 275 each. is 199/mo keyboard financing doable',
    [monthly(199)],
    { profile: 'empty', income: monthly(12 * 275), wrongCents: [27500 - 19900] },
  );
  // A resident's salary: 68,400 / 12 = 5,700; less 1,750 = $3,950.00.
  afford(
    'empty-resident-68400-one-bedroom-1750',
    'PGY-2 resident, salary is 68,400 a year. is a 1,750/month one bedroom too much',
    [monthly(1750)],
    { profile: 'empty', income: { amount: 68400, per: 'yearly' }, wrongCents: [6840000 - 175000] },
  );
  // Money sent home: 2,950 - 400 = $2,550.00.
  afford(
    'empty-take-home-2950-send-400-to-mom',
    'i take home 2,950 a month and want to start sending 400 home to my mom each month, doable?',
    [monthly(400)],
    { profile: 'empty', income: monthly(2950) },
  );
  // Household, emoji: 2,719.01 - 89 = $2,630.01.
  afford('household-emoji-meal-kit-89', 'is a 89/mo meal kit subscription gonna wreck us 😬🍱', [
    monthly(89),
  ]);
  // All capitals: 2,719.01 - 215 = $2,504.01.
  afford('household-caps-travel-soccer-215', "CAN WE AFFORD 215 A MONTH FOR MY KID'S TRAVEL SOCCER", [
    monthly(215),
  ]);
  // British: 2,719.01 - 62 = $2,657.01.
  afford(
    'household-british-tyres-on-finance-62',
    'new tyres on finance at 62 a month, can we manage that whilst keeping on top of everything else',
    [monthly(62)],
  );
  // A hedged preamble: 2,719.01 - 385 = $2,334.01.
  afford(
    'household-hedged-sorry-silly-minivan-385',
    "Sorry if this is a silly question, I'm never sure how to read our numbers. My partner and I are looking at a used minivan and the payment would be 385 a month. Is that realistic for us?",
    [monthly(385)],
  );
  // A second question with nothing to do with money: 2,719.01 - 140 = $2,579.01.
  afford(
    'household-unrelated-second-lawn-care-140-goldfish-name',
    "can we take on a 140 a month lawn care service? also unrelated, what's a good name for a goldfish",
    [monthly(140)],
  );
  // "Six fifty": 2,719.01 - 650 = $2,069.01 (not 6.50: 2,712.51).
  afford(
    'household-six-fifty-care-home-mother-in-law',
    'my mother-in-law may need six fifty a month from us toward her care home, would that work',
    [monthly(650)],
    { wrongCents: [householdLeft - 650] },
  );
  // "Biwk": 310 x 26 / 12 = 671.67; 2,719.01 - 671.67 = $2,047.34 (not 310 a month, 2,409.01).
  afford(
    'household-daycare-310-biwk',
    'daycare wants 310 biwk, can we do it',
    [{ amount: 310, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 31000, householdLeft - 62000] },
  );
  // "P/w": 28 x 52 / 12 = 121.33; 2,719.01 - 121.33 = $2,597.68 (not 28 a month, 2,691.01).
  afford(
    'household-piano-lessons-28-pw',
    'piano lessons 28 p/w for my daughter, fit in the budget?',
    [{ amount: 28, per: 'weekly' }],
    { wrongCents: [householdLeft - 2800, householdLeft - 11200] },
  );
  // Seeded, Gen Z: 4,183.33 - 65 = $4,118.33.
  afford(
    'seeded-bestie-pilates-65-no-cap',
    'bestie can i afford a 65/mo pilates membership no cap',
    [monthly(65)],
    { profile: 'seeded' },
  );
  // Seeded, "pcm": 4,183.33 - 85 = $4,098.33.
  afford(
    'seeded-british-parking-space-85-pcm',
    'a parking space near my flat is 85 pcm, is that sensible for me',
    [monthly(85)],
    { profile: 'seeded' },
  );
  // Seeded, hedged: 4,183.33 - 250 = $3,933.33.
  afford(
    'seeded-hedged-overthinking-trainer-250',
    'I might be overthinking this but would 250 a month for a personal trainer be irresponsible',
    [monthly(250)],
    { profile: 'seeded' },
  );
  // Seeded, a range weighed at either end: 4,183.33 - 300 = $3,883.33; - 425 = $3,758.33 (not both,
  // 3,458.33).
  {
    const after = (payment: number) => affordability(SEEDED, [monthly(payment)]).after;
    add(
      'affordability',
      'seeded-used-car-between-300-and-425-each-end',
      "the trim decides it: a used car note of between 300 and 425 a month, what's left over at the cheap end and the pricey end",
      'seeded',
      figures(m(seededLeft), m(after(300)), m(after(425))),
      [...wrongLeft('seeded'), money(seededLeft - 30000 - 42500)],
    );
  }
  // Checkup, base pay and BAH: 2,900 + 1,500 = 4,400; less rent 1,500 = 2,900; less 350 = $2,550.00
  // (not the BAH left out, 2,900 - 1,500 - 350 = 1,050.00).
  afford(
    'checkup-bah-1500-base-2900-car-note-350',
    'my BAH is 1,500 which covers the rent and base pay is 2,900 a month. can i take a 350 car note',
    [monthly(350)],
    { profile: 'checkup', income: monthly(2900 + 1500), wrongCents: [290000 - 150000 - 35000] },
  );
  // Checkup, tips by the shift: 210 x 4 = 840 a week; x 52 / 12 = 3,640; less rent 2,140; less 180
  // = $1,960.00 (not 4 weeks' 3,360 - 1,500 - 180 = 1,680.00).
  afford(
    'checkup-bartender-210-a-shift-4-shifts-loan-180',
    'bartender, tips about 210 a shift and I work 4 shifts a week. after rent can I add a 180/mo student loan',
    [monthly(180)],
    {
      profile: 'checkup',
      income: { amount: 210 * 4, per: 'weekly' },
      wrongCents: [84000 * 4 - 150000 - 18000],
    },
  );
  // Household, a commission in the paycheck: 2,450 x 26 / 12 = 5,308.33; less 1,830.99 = 3,477.34;
  // less 275 = $3,202.34 (not the calendar's pay, 2,444.01).
  afford(
    'household-commission-paycheck-2450-boat-slip-275',
    'my commission bumps my paycheck to 2,450 every two weeks, could we do a 275 boat slip then',
    [monthly(275)],
    { income: { amount: 2450, per: 'bi-weekly' }, wrongCents: [householdLeft - 27500] },
  );
  // A rent renewal with emoji: 45 more; 2,719.01 - 45 = $2,674.01 (not a new 1,295: 1,424.01).
  afford(
    'household-emoji-rent-renewal-1295',
    "rent renewal came in at 1,295 😩 what's our month look like now",
    [],
    { changed: { Rent: 1295 }, wrongCents: [householdLeft - 129500] },
  );
  // Money sent home: 2,719.01 - 350 = $2,369.01.
  afford(
    'household-send-350-to-parents-manila',
    'we want to send 350 a month to my parents back in manila, can we manage that',
    [monthly(350)],
  );
  // No income anywhere: ask for it.
  add(
    'affordability',
    'empty-no-income-streaming-bundle-60',
    'can i handle a 60 a month streaming bundle 📺',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // Tips by the shift with no shifts; retainers with no count; commission with no amount; by the day
  // or the shift with no count.
  add(
    'affordability',
    'empty-bartend-180-a-shift-no-shifts-apartment-700',
    'i bartend and make about 180 a shift in tips, is a 700 apartment in reach',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'empty-retainers-900-each-no-count-lease-350',
    'my retainer clients pay 900 each a month, could i lease a 350 car',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'empty-straight-commission-no-amount-lease-520',
    "I'm on straight commission, so it depends on sales. Is a 520 lease realistic?",
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'empty-subbing-150-a-day-no-days-room-600',
    'subbing pays 150 a day, can i afford a 600 room',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'empty-firefighter-395-a-shift-no-count-apartment-1200',
    'firefighter paid 395 per shift, would a 1,200 apartment be too much',
    'empty',
    decline(),
    [ONLY_PAYDAY],
  );
  // A price alone.
  add(
    'affordability',
    'household-price-alone-used-piano-1800',
    'can we afford an 1,800 used piano',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  // A bill the user does not have.
  add(
    'affordability',
    'seeded-no-daycare-going-to-1100',
    'my daycare is going up to 1,100, can i still cover everything',
    'seeded',
    decline(),
    [ONLY_PAYDAY],
  );
  // By the visit or the lesson, with no count.
  add(
    'affordability',
    'household-house-cleaner-120-per-clean-no-count',
    'a house cleaner is 120 per clean, does that fit our budget',
    'household',
    decline(),
    [ONLY_PAYDAY],
  );
  add(
    'affordability',
    'seeded-guitar-40-a-lesson-no-count',
    'guitar lessons are 40 a lesson, can i fit that in 🎸',
    'seeded',
    decline(),
    [ONLY_PAYDAY],
  );

  // --- A supposed change, through the forecast until the next payday (or a stated period) ---------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // Emoji: 900 - 1,335 = -$435.00; $85.00 more.
  whatIf(
    'emoji-rent-1335-in-the-red',
    "rent's going up to 1,335 😬 am i gonna be in the red before i get paid",
    { changed: { Rent: 1335 } },
  );
  // All capitals: 1,100 - 1,250 = -$150.00.
  whatIf(
    'caps-lowest-point-account-at-1100',
    "WHAT'S MY LOWEST POINT UNTIL THE NEXT CHECK IF MY ACCOUNT WAS AT 1,100",
    { balance: 1100 },
  );
  // British "cheque", the pay 1,850: 250 x 26 / 12 = $541.67 less; -$350.00 either way.
  payChange(
    'british-cheque-1850-until-the-one-after',
    'if my next cheque came in at 1,850 instead, how low do i dip until the one after',
    1850,
  );
  // A weak commission, the pay 1,640: 460 x 26 / 12 = $996.67 less; -$350.00 either way.
  payChange(
    'commission-weak-paycheck-drops-1640',
    'commission was weak so my paycheck drops to 1,640, where does my balance sit thru the following payday',
    1640,
  );
  // The car payment on day 9, after payday: -$350.00 either way; $31.00 less.
  whatIf(
    'refinance-car-289-before-next-paycheck',
    'refinancing the car to 289 a month — does anything change before my next paycheck',
    { changed: { 'Car payment': 289 } },
  );
  // The next 3 weeks (21 days): the phone on day 15, after payday: -$350.00 either way; $17.00 more.
  whatIf('phone-82-next-3-weeks', 'phone plan bumps to 82, lowest balance over the next 3 weeks', {
    changed: { Phone: 82 },
    days: 21,
  });
  // "Thirteen twenty": 900 - 1,320 = -$420.00; $70.00 more.
  whatIf(
    'rent-thirteen-twenty-short-before-check',
    'say the landlord wants thirteen twenty for rent, am i short before my check',
    { changed: { Rent: 1320 } },
  );
  // Hedged: 2,000 - 1,250 = $750.00.
  whatIf(
    'hedged-apologies-balance-2000',
    'Apologies in advance if I am asking this wrong. Suppose my balance today were 2,000 — what would the lowest point be before my next paycheck?',
    { balance: 2000 },
  );
  // 75 off the rent: 900 - 1,175 = -$275.00; $75.00 less.
  whatIf(
    'landlord-knocked-75-off-rent-fence',
    'landlord knocked 75 off rent for fixing the fence myself, lowest before payday?',
    { changed: { Rent: 1175 } },
  );
  // Extra shifts, the pay 2,380: 280 x 26 / 12 = $606.67 more; -$350.00 either way.
  payChange(
    'extra-shifts-check-2380-up-to-payday-after',
    'picked up extra shifts so the check should be 2,380 — lowest balance up to the payday after',
    2380,
  );
  // The next 30 days: streaming on day 20 with the pay: -$350.00 either way; $7.00 more.
  whatIf(
    'streaming-22.99-next-30-days',
    'streaming is going to 22.99, how low does my account get in the next 30 days',
    { changed: { Streaming: 22.99 }, days: 30 },
  );
  // Seeded, emoji: 1,200 - 1,525 = -$325.00; $75.00 more.
  whatIf(
    'seeded-emoji-rent-1525-lowest',
    'ugh landlord emailed, rent becomes 1,525 next month 😭 how low do i bottom out before my paycheck',
    { changed: { Rent: 1525 } },
    'seeded',
  );
  // Seeded: 1,650 - 1,450 = $200.00.
  whatIf(
    'seeded-checking-1650-how-low',
    'if my checking were 1,650 how low would i get til payday',
    { balance: 1650 },
    'seeded',
  );
  // Seeded, a commission check, the pay 2,050: 550 x 26 / 12 = $1,191.67 less (or the two months'
  // figures apart, 1,191.66); to day 17: -$250.00 either way.
  payChange(
    'seeded-commission-check-shrinks-2050',
    'commission check shrinks to 2,050 next time, how does my balance look through the one after',
    2050,
    'seeded',
  );
  // Seeded, British, the next two weeks: 1,200 - 1,480 = -$280.00; $30.00 more.
  whatIf(
    'seeded-british-rent-1480-pcm-next-two-weeks',
    "should my rent rise to 1,480 pcm, what's the lowest over the next two weeks",
    { changed: { Rent: 1480 }, days: 14 },
    'seeded',
  );
  // Gen Z: 1,375 - 1,250 = $125.00.
  whatIf(
    'genz-acct-1375-under-before-payday-lol',
    'if my acct was sitting at 1,375 would i still go under before payday lol',
    { balance: 1375 },
  );
  // The next 6 weeks (42 days): the insurance on day 40, after two paydays: -$350.00 either way;
  // 72 / 3 = $24.00 more.
  whatIf(
    'car-insurance-612-a-quarter-next-6-weeks',
    "got the renewal: 612 every quarter for car insurance now. over the coming 6 weeks where's my low point",
    { changed: { 'Car insurance': 612 }, days: 42 },
  );
  // A teacher's summer pay, 1,480: 620 x 26 / 12 = $1,343.33 less; -$350.00 either way.
  payChange(
    'teacher-summer-check-1480-one-after-that',
    'teacher here, over the summer my check drops to 1,480 — how low do i go before the one after that',
    1480,
  );
  // The car payment on day 9, after payday: -$350.00 either way; $82.00 more.
  whatIf(
    'car-payment-402-promo-ends',
    'if the car payment went to 402 when the promo ends, do i go under before payday',
    { changed: { 'Car payment': 402 } },
  );
  // No balance today: ask for it, and still say the change: $90.00 more; $50.00 less.
  add(
    'what-if',
    'checkup-emoji-landlord-1590-instead-of-1500',
    'landlord says 1,590 from next month instead of 1,500 🙃 do i survive until i get paid',
    'checkup',
    decline(amount(9000)),
  );
  add(
    'what-if',
    'checkup-british-rent-dropping-1450-pcm',
    "my rent's dropping to 1,450 pcm from next month, am i alright until payday",
    'checkup',
    decline(amount(5000)),
  );
  // Two changes at once.
  add(
    'what-if',
    'two-changes-rent-50-car-25',
    'rent +50 and the car payment +25 at the same time, any chance i overdraw before payday',
    'household',
    decline(),
  );
  // A bill the user does not have.
  add(
    'what-if',
    'no-gym-55',
    'gym membership rising to 55 a month, do i reach payday without overdrawing',
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-internet-85',
    'my wifi provider is charging 85 from now on — am i fine until the paycheck lands',
    'seeded',
    decline(),
  );
  // A bill paid on another day.
  add(
    'what-if',
    'car-payment-pushed-to-the-25th',
    "moving the car payment's due date to the 25th — would that keep me out of overdraft",
    'household',
    decline(),
  );
  // A change with no figure.
  add(
    'what-if',
    'landlord-mentioned-increase-no-figure',
    'my landlord mentioned a rent increase, am i still ok before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'commission-smaller-no-figure',
    'if my commission is smaller this time how low does my balance get before the next one',
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-tips-slow-no-figure',
    'if tips are slow this week am i gonna overdraft before payday',
    'seeded',
    decline(),
  );
  // "That bill" with no bill named.
  add(
    'what-if',
    'that-bill-i-mentioned-up-30',
    'if that bill i mentioned goes up 30 next month does my balance dip before payday',
    'household',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // 300 a month, 41 years.
  retire('active-duty-24-tsp-300', "24, active duty, putting 300 a month in the TSP. what's there at 65", {
    amount: 300,
    age: 24,
  });
  // 450 a month, 32 years at 6%.
  retire(
    'firefighter-33-457b-450-6-percent',
    'firefighter, 33, 450 a month into my 457(b). at 6% what do i have at 65',
    { amount: 450, age: 33, rate: 6 },
  );
  // 40 a shift x 4 shifts = 160 a week: x 52 / 12 = 693.33 a month, 36 years (not 40 a month).
  retire(
    'server-29-40-a-shift-4-shifts-roth',
    "29 y/o server, i stash 40 from every shift and work 4 shifts a week into a roth. what's that at 65",
    { amount: 40 * 4, per: 'weekly', age: 29, wrongDeposit: 40 },
  );
  // 6,000 a year: 500 a month, 28 years.
  retire(
    'designer-37-sep-6000-a-year',
    'freelance designer, 37, i put 6,000 a year into a SEP IRA. how much by 65',
    { amount: 6000, per: 'yearly', age: 37 },
  );
  // 1,000 a month, 23 years at 6.5%.
  retire(
    'sales-42-1000-a-month-6.5',
    "in sales, 42 years old, 1,000 a month going into my 401k, assume 6.5%. what's it worth at 65",
    { amount: 1000, age: 42, rate: 6.5 },
  );
  // 8,500 saved and 200 a month, 35 years.
  retire(
    'resident-30-8500-saved-200-a-month',
    "medical resident, 30, i've got 8,500 in a 403b and add 200 a month. total at 65?",
    { amount: 200, age: 30, start: 8500 },
  );
  // Emoji: 350 a month, 37 years at 7%.
  retire('emoji-28-350-401k-7-percent', "28 and putting 350/mo into my 401k 🙏 what's it at 65 at 7%", {
    amount: 350,
    age: 28,
    rate: 7,
  });
  // All capitals: 120,000 saved and 1,500 a month, 15 years.
  retire(
    'caps-50-120000-saved-1500-a-month',
    "I'M 50 WITH 120,000 SAVED AND ADDING 1,500 A MONTH. HOW MUCH AT 65",
    { amount: 1500, age: 50, start: 120000 },
  );
  // British: 425 a month, 26 years at 5.5%.
  retire(
    'british-39-pension-425-5.5-per-cent-pot',
    "I'm 39, paying 425 a month into my pension. Assuming 5.5 per cent, what's the pot at 65?",
    { amount: 425, age: 39, rate: 5.5 },
  );
  // An age in words: 600 a month, 24 years.
  retire(
    'words-forty-one-six-hundred-a-month',
    "i'm forty-one and can save six hundred a month, what will i have by 65",
    { amount: 600, age: 41 },
  );
  // Hedged: 700 a month, 19 years.
  retire(
    'hedged-naive-46-700-a-month',
    "This might be a naive question, but if I'm 46 and put away 700 a month, roughly how much would I have at 65?",
    { amount: 700, age: 46 },
  );
  // "Biwk": 250 x 26 / 12 = 541.67 a month, 31 years, and the month's income.
  retire(
    'biwk-34-250-401k-income-per-month',
    "34, 250 biwk into 401k, 65 total? and what's the income per month from it",
    { amount: 250, per: 'bi-weekly', age: 34, income: 'monthly' },
  );
  // Household, by the week: 125 x 52 / 12 = 541.67 a month, 33 years.
  retire(
    'household-sub-32-125-every-week',
    "i'm 32 and a sub, putting in 125 every week for retirement, what at 65",
    { amount: 125, per: 'weekly', age: 32 },
    'household',
  );
  // Seeded, a realtor by the year: 9,000 / 12 = 750 a month, 39 years at 6%.
  retire(
    'seeded-realtor-26-solo-401k-9000-a-year-6',
    '26, realtor, 9,000 a year into a solo 401k after closings, at 6% what does that become by 65',
    { amount: 9000, per: 'yearly', age: 26, rate: 6 },
    'seeded',
  );
  // Checkup: 2,200 a month, 10 years at 4%.
  retire(
    'checkup-55-starting-late-2200-4-percent',
    'i am 55 and starting late, 2,200 a month at 4 percent, what do i end up with at 65',
    { amount: 2200, age: 55, rate: 4 },
    'checkup',
  );
  // A second question with nothing to do with money: 500 a month, 27 years.
  retire(
    'unrelated-second-38-500-cheap-hobby',
    "i'm 38 putting 500 a month in, what will i have at 65? also what's a good cheap hobby lol",
    { amount: 500, age: 38 },
  );
  // Gen Z: 150 a month, 43 years.
  retire('genz-22-150-roth-fr-fr', "22 and finally starting, 150/mo in a roth, what's that by 65 fr fr", {
    amount: 150,
    age: 22,
  });
  // 15,000 saved and 900 a month, 21 years at 5.5%.
  retire(
    '44-15000-saved-900-a-month-5.5',
    "I'm 44 with 15,000 already saved for retirement and 900 a month going in at 5.5%, what at 65",
    { amount: 900, age: 44, rate: 5.5, start: 15000 },
  );
  // 65 or over, under 16, no age, no amount.
  add(
    'retirement',
    '66-still-working-800',
    "I'm 66 and still working, if I put 800 a month away what will it turn into",
    'empty',
    decline(),
  );
  add(
    'retirement',
    '14-year-old-babysitting-20-a-week-roth',
    'my 14 year old wants to put 20 a week from babysitting in a roth, what at 65',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'military-no-age-tsp-200',
    'military, 200 a month in tsp, how much at retirement',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'firefighter-35-no-amount-enough',
    '35 y/o firefighter here — is my retirement going to be enough by 65?',
    'empty',
    decline(),
  );
  // An employer match; a pension's amount (a record); choices; real terms with no rate.
  add(
    'retirement',
    'tsp-match-5-percent-27',
    "TSP matches 5% of my base pay and I'm 27, what at 65",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'military-pension-after-20-years',
    'how much will my military pension be after 20 years',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add('retirement', 'roth-or-traditional-tsp', 'should i do roth or traditional tsp', 'empty', decline());
  add(
    'retirement',
    'pension-lump-sum-or-monthly',
    'retiring from the department next year: lump sum payout or the monthly pension check, which is smarter',
    'empty',
    decline(),
  );
  add(
    'retirement',
    '28-400-real-terms-no-inflation-rate',
    "28, 400 a month, what's that worth in real terms at 65",
    'empty',
    decline(),
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car } = householdGoals(today);
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  const behindOrPace = (g: typeof ef) => {
    const behind = behindCents(g, today);
    return behind > 0 ? m(behind) : ON_PACE;
  };

  // Emoji: 8,000 - 1,000 = $7,000.00.
  goal(
    'emoji-how-much-left-new-car',
    "🚗 new car fund: what's still missing to reach the target",
    [m(leftCents(car))],
    'household',
    [money(leftCents(ef)), money(leftCents(vacation))],
  );
  // All capitals: the Emergency Fund's amount behind (or on pace).
  goal(
    'caps-how-far-behind-emergency',
    'EMERGENCY FUND STATUS PLS — AM I LAGGING THE PLAN',
    [behindOrPace(ef)],
    'household',
    [...NOT_CATCH_UP_CONTRIBUTIONS],
  );
  // British: the Emergency Fund's amount a month to its date.
  goal(
    'british-whilst-emergency-per-month-deadline',
    "whilst we're saving for the emergency fund, how much a month do we need to hit its date",
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // "Three hundred": 7,000 / 300 = 23.3: 24 months.
  goal(
    'words-three-hundred-new-car-when-done',
    'putting three hundred monthly toward the new car, what date does it hit the goal',
    reachOf(car, 300, today),
  );
  // "Biwk": 200 x 26 / 12 = 433.33 a month, 2,400 / 433.33 = 5.5: 6 months; or 12 deposits, 24 weeks.
  goal('biwk-200-vacation-how-many-months', '200 biwk into vacation, how many months till it is full', [
    either(
      count(reach(vacation, perMonthCents(200, 'bi-weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(vacation) / 20000) * 2, 'week'),
    ),
  ]);
  // Seeded, emoji: 4,000 - 1,200 = $2,800.00.
  goal(
    'seeded-emoji-japan-how-much-left',
    '🇯🇵 remaining balance on the japan savings goal?',
    [m(leftCents(japan))],
    'seeded',
    [money(leftCents(seededEf)), money(leftCents(house))],
  );
  // Seeded, "2k": 32,000 / 2,000 = 16 months.
  goal(
    'seeded-2k-a-month-house-down-payment-when',
    "dropping 2k a month into the house down payment, when's it done",
    reachOf(house, 2000, today),
    'seeded',
  );
  // Seeded: the Emergency Fund's amount a month to its date.
  goal(
    'seeded-emergency-per-month-make-deadline',
    "to finish the emergency fund by its target date i'd need to save what each month",
    [m(neededCents(seededEf, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Hedged: the goal furthest behind (or on pace).
  {
    const furthest = behindGoals(HOUSEHOLD, today)[0];
    goal(
      'hedged-not-sure-furthest-behind',
      "I'm not sure this is something you can answer, but which of my goals is furthest behind right now?",
      furthest ? [said(furthest.goal.title), m(furthest.cents)] : [ON_PACE],
    );
  }
  // 600 of 3,000 = 20%.
  goal('vacation-what-percent-of-the-way', 'what percent of the way am i on the vacation', [
    pct((vacation.saved / vacation.target) * 100),
  ]);
  // Seeded: 8,000 of 40,000 = 20%.
  goal(
    'seeded-house-fund-as-a-percentage',
    'house down payment, what percentage have i saved so far',
    [pct((house.saved / house.target) * 100)],
    'seeded',
  );
  // Two goals named: 7,500 + 7,000 = $14,500.00.
  goal(
    'emergency-and-new-car-together-still-to-go',
    'emergency fund and new car together, how much still to go',
    [m(leftCents(ef) + leftCents(car))],
  );
  // 4 months at 700: 2,500 + 2,800 = $5,300.00.
  goal(
    'emergency-add-700-in-4-months',
    'if i add 700 each month, what will the emergency fund be at in 4 months',
    [m(Math.round(ef.saved * 100) + 4 * 70000)],
  );
  // A refund all to the New Car: 7,000 - 1,500 = $5,500.00.
  goal(
    'tax-refund-1500-all-to-new-car-left',
    "tax refund of 1,500 all goes to the new car, what's left on it after",
    [m(leftCents(car) - 150000)],
  );
  // Gen Z: the Vacation's amount a month to its date.
  goal(
    'genz-bestie-vacation-monthly-on-time',
    'bestie how much monthly to finish the vacation on time 😭',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Seeded: 2,800 / 400 = 7 months.
  goal(
    'seeded-400-a-month-japan-what-month',
    '400 a month toward the japan trip, what month am i done',
    reachOf(japan, 400, today),
    'seeded',
  );
  // Seeded, made today: on pace (or behind by its amount).
  goal(
    'seeded-japan-on-track',
    'japan trip savings — keeping up with the plan or slipping? ✈️',
    [behindOrPace(japan)],
    'seeded',
  );
  // "/wk": 75 x 52 / 12 = 325 a month, 7,500 / 325 = 23.1: 24 months; or 7,500 / 75 = 100 weeks.
  goal('emergency-75-wk-how-long', '75/wk into the emergency fund, how long', [
    either(
      count(reach(ef, perMonthCents(75, 'weekly') / 100, today).months, 'month'),
      count(Math.ceil(leftCents(ef) / 7500), 'week'),
    ),
  ]);
  // A second question with nothing to do with money: the Vacation's amount behind (or on pace).
  goal(
    'unrelated-second-vacation-behind-hawaii-time-zone',
    'is my vacation fund behind? unrelated but what time zone is hawaii in',
    [behindOrPace(vacation)],
  );
  // Seeded, all goals: 7,500 + 2,800 + 32,000 = $42,300.00 (the New Laptop is done).
  goal(
    'seeded-all-goals-combined-left',
    "add up what i still need across every goal i've got",
    [m(leftCents(seededEf) + leftCents(japan) + leftCents(house))],
    'seeded',
  );
  // 2,400 / 550 = 4.4: 5 months.
  goal(
    'vacation-550-a-month-fully-funded',
    "with 550 a month on the vacation, when's it fully funded",
    reachOf(vacation, 550, today),
  );
  // Seeded, "pcm": 7,500 / 1,500 = 5 months.
  goal(
    'seeded-british-1500-pcm-emergency-done',
    'if i put 1,500 pcm into my emergency fund when will it be complete',
    reachOf(seededEf, 1500, today),
    'seeded',
  );
  // Goals the user does not have; no goals at all; actions; advice; another date; "that one"; money
  // put in now; which goal first.
  add('goals', 'no-wedding-fund', "how's my wedding fund doing 💍", 'household', decline());
  add(
    'goals',
    'seeded-no-vacation-goal',
    'vacation savings: remaining amount please 🏖️',
    'seeded',
    decline(),
  );
  add(
    'goals',
    'empty-house-fund-500-a-month',
    'saving 500 monthly for a house deposit, which month will my house goal be reached',
    'empty',
    decline(),
  );
  add(
    'goals',
    'move-200-vacation-to-emergency',
    'please take 200 off the vacation goal and put it toward the emergency fund',
    'household',
    decline(),
  );
  add(
    'goals',
    'stop-new-car-fund-invest-tsp',
    'should i stop the new car fund and invest in the TSP instead',
    'household',
    decline(),
  );
  // A monthly amount to a date not the goal's own: declined, and what is left said: $2,400.00.
  add(
    'goals',
    'vacation-in-3-months-monthly',
    'what monthly amount finishes the vacation in 3 months',
    'household',
    decline(m(leftCents(vacation))),
  );
  add(
    'goals',
    'that-one-250-a-month-finished',
    'at 250 a month, when does that one get finished',
    'household',
    decline(),
  );
  add(
    'goals',
    'drop-900-into-vacation-today-still-behind',
    'throwing 900 at the vacation fund this afternoon — would that catch it up to where it should be',
    'household',
    decline(),
  );
  add(
    'goals',
    'which-first-car-or-emergency',
    'which goal should i fund first, the car or the emergency fund',
    'household',
    decline(),
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // Tips by the shift: 138 x 5 = 690 a week; x 52 / 12 = $2,990.00 (not 4 weeks' 2,760.00).
  calc(
    'tips-138-a-shift-5-shifts-a-month',
    "tips avg 138 a shift, 5 shifts a week, what's that a month",
    [m(perMonthCents(138 * 5, 'weekly'))],
    'empty',
    [money(69000 * 4)],
  );
  // Base pay and BAH: (2,850 + 1,420) x 12 = $51,240.00.
  calc('base-2850-bah-1420-per-year', "base pay 2,850/mo plus BAH 1,420/mo, what's that per year", [
    m((285000 + 142000) * 12),
  ]);
  // Retainers: 4 x 850 = 3,400; x 12 = $40,800.00.
  calc('4-retainers-850-each-annual', "4 retainer clients at 850 each per month, what's my annual", [
    m(4 * 85000 * 12),
  ]);
  // A commission rate on a month's sales: 48,500 x 0.06 = $2,910.00.
  calc(
    'commission-6-percent-of-48500-sales',
    'commission is 6% of sales and i sold 48,500 this month, what did i earn',
    [m(Math.round(4850000 * 0.06))],
  );
  // Shifts a month: 9 x 385 = 3,465; x 12 = $41,580.00.
  calc('9-shifts-a-month-385-a-year', "9 shifts a month at 385 each, what's that a year", [
    m(9 * 38500 * 12),
  ]);
  // By the day: 158 x 4 = 632 a week; x 52 / 12 = $2,738.67.
  calc('subbing-4-days-158-a-day-monthly', 'subbing 4 days a week at 158 a day, monthly?', [
    m(perMonthCents(158 * 4, 'weekly')),
  ]);
  // A realtor's side: 415,000 x 0.03 = 12,450; / 2 = $6,225.00.
  calc(
    'realtor-3-percent-of-415000-split-with-brokerage',
    '3% commission on a 415,000 house, split 50/50 with my brokerage, what do i take',
    [m(Math.round((41500000 * 0.03) / 2))],
    'empty',
    [money(Math.round(41500000 * 0.03))],
  );
  // Gigs and merch: 14 x 225 + 180 = $3,330.00.
  calc('14-gigs-225-plus-180-merch', '14 gigs at 225 each this month plus 180 in merch, total?', [
    m(14 * 22500 + 18000),
  ]);
  // A resident paid every two weeks: 71,200 / 26 = $2,738.46 (not twice a month's 2,966.67).
  calc(
    'resident-71200-per-paycheck-biweekly',
    'resident salary 71,200, biweekly pay — how big is each check',
    [m(Math.round(7120000 / 26))],
    'empty',
    [money(Math.round(7120000 / 24))],
  );
  // A teacher's salary over 10 and 12 checks: $5,880.00 and $4,900.00.
  calc(
    'teacher-58800-per-check-10-vs-12-months',
    'teacher salary of 58,800 — per check on a 10 month schedule vs a 12 month one',
    [m(5880000 / 10), m(5880000 / 12)],
  );
  // A season's pay over the year: 46,000 / 12 = $3,833.33 (not over the season's 5 months, 9,200).
  calc(
    'fishing-boat-5-months-46000-spread-over-year',
    "i work 5 months on a fishing boat and make 46,000 for the season, what's that spread over a year monthly",
    [m(Math.round(4600000 / 12))],
    'empty',
    [money(4600000 / 5)],
  );
  // Emoji: 3,250 x 0.12 = $390.00.
  calc('emoji-12-percent-of-3250', '🤔 twelve percent of 3,250 comes to?', [m(Math.round(325000 * 0.12))]);
  // All capitals: 2,480 x 26 = $64,480.00 (not 24 checks' 59,520).
  calc(
    'caps-2480-every-two-weeks-over-a-year',
    '2,480 EVERY OTHER WEEK ADDS UP TO WHAT ANNUALLY',
    [m(248000 * 26)],
    'empty',
    [money(248000 * 24)],
  );
  // British "pcm": 1,150 x 12 = $13,800.00.
  calc('british-rent-1150-pcm-over-a-year', "rent's 1,150 pcm — annual total?", [m(115000 * 12)]);
  // In words: 2,400 / 12 = $200.00.
  calc(
    'words-two-thousand-four-hundred-over-twelve-months',
    'i owe two thousand four hundred to my sister, paying it back over twelve months, how much a month',
    [m(240000 / 12)],
  );
  // "Biwk": 1,960 x 26 / 12 = $4,246.67 (not two checks' 3,920.00).
  calc(
    '1960-biwk-monthly',
    "1,960 biwk, what's that monthly",
    [m(perMonthCents(1960, 'bi-weekly'))],
    'empty',
    [money(196000 * 2)],
  );
  // British "p/w": 240 x 52 = $12,480.00.
  calc('british-childminder-240-pw-a-year', 'the childminder charges 240 p/w, yearly cost?', [m(24000 * 52)]);
  // Hedged, three ways: 1,340 / 3 = $446.67.
  calc(
    'hedged-forgive-maths-1340-three-ways',
    'Forgive the basic maths question — if I split a 1,340 bill three ways, what does each person pay?',
    [m(Math.round(134000 / 3))],
  );
  // A second question with nothing to do with money: 62,000 x 0.08 = $4,960.00.
  calc(
    'unrelated-second-8-percent-of-62000-pasta',
    "what's 8% of 62,000? also unrelated what's a good pasta recipe lol",
    [m(Math.round(6200000 * 0.08))],
  );
  // Gen Z, by the day for a year: 35 x 365 = $12,775.00.
  calc('genz-35-a-day-for-a-year-no-cap', 'if i save 35 a day for a year how much is that no cap', [
    m(3500 * 365),
  ]);
  // Household: (1,250 + 65) x 12 = $15,780.00.
  calc(
    'household-rent-and-phone-for-a-year',
    'what do my rent and phone cost together for a year',
    [m((125000 + 6500) * 12)],
    'household',
  );
  // Household: 1,250 + 320 + 65 = $1,635.00.
  calc(
    'household-rent-car-phone-each-month',
    'how much do rent, the car payment and the phone come to each month',
    [m(125000 + 32000 + 6500)],
    'household',
  );
  // Seeded: 2,600 x 26 = $67,600.00 (not 24 checks' 62,400).
  calc('seeded-paycheck-worth-per-year', "what's my paycheck worth per year", [m(260000 * 26)], 'seeded', [
    money(260000 * 24),
  ]);
  // Money sent home with a fee: (400 + 35) x 12 = $5,220.00.
  calc(
    'sending-400-home-plus-35-fee-yearly',
    "sending 400 a month home, plus a 35 transfer fee each time, what's the yearly cost",
    [m((40000 + 3500) * 12)],
  );
  // A booth by the week: 225 x 52 / 12 = $975.00 (not 4 weeks' 900.00).
  calc(
    'booth-rent-225-a-week-monthly',
    "booth rent is 225 a week, what's that monthly",
    [m(perMonthCents(225, 'weekly'))],
    'empty',
    [money(22500 * 4)],
  );
  // 1,150 / 4,800 = 23.96%.
  calc('what-percent-of-4800-is-1150', '1,150 out of 4,800 is what percent', [pct((1150 / 4800) * 100)]);
  // Tips by the shift with no shifts; commission with no sales; an amortized loan; a currency;
  // tax withheld; interest with no rate; a share of pay the app does not know; inflation with no
  // rate; overtime with no base rate.
  add(
    'arithmetic',
    'tips-160-a-shift-no-shifts-yearly',
    "tips are about 160 a shift, what's my yearly",
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'commission-7-percent-no-sales-monthly',
    "commission is 7% of whatever i sell, what's my monthly",
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'va-loan-285k-6.1-30-years-payment',
    'VA mortgage of 285k, 6.1% fixed, 30 year term — monthly payment please',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'euros-for-1200-dollars',
    'convert 1,200 USD to euros for my trip to lisbon',
    'empty',
    decline(),
    [/\d[\d,.]*\s*(eur|euros?)|€\s?\d/i],
  );
  add(
    'arithmetic',
    'tax-out-of-7800-commission-check',
    'how much tax comes out of a 7,800 commission check',
    'empty',
    decline(),
    [/\$\s?(?!7,800|7800\b)\d/, ...NO_PERCENT],
  );
  add(
    'arithmetic',
    'interest-on-3400-card-no-rate',
    'how much interest on a 3,400 credit card balance this month',
    'empty',
    decline(),
    [/\$\s?(?!3,400|3400\b)\d/],
  );
  add(
    'arithmetic',
    '15-percent-of-my-commission-checks',
    'take 15% of my commission checks, how much is that',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'arithmetic',
    'rent-1600-in-5-years-no-rate',
    'rent is 1,600 now, what will it be in 5 years',
    'empty',
    decline(),
    [/\$\s?(?!1,600|1600\b)\d/, ...NO_PERCENT],
  );
  add(
    'arithmetic',
    'overtime-time-and-a-half-30-hours-no-rate',
    'firefighter OT at time and a half, 30 hours of it this month, how much',
    'empty',
    decline(),
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside('stocks-with-commission-check', 'which stocks should i buy with my commission check', 'empty', [
    /\$\s?\d/,
  ]);
  outside('nvda-good-buy-right-now', 'should i load up on NVDA before earnings', 'empty', NO_FIGURE);
  outside('deduct-booth-rent-on-taxes', 'can I deduct my booth rent on my taxes', 'empty');
  outside('bah-rate-e5-fort-liberty', 'what is the BAH rate for an E-5 at Fort Liberty', 'empty', [
    /\$\s?\d/,
  ]);
  outside('check-wifes-account-balance', "check my wife's account balance for me", 'household', [/\$\s?\d/]);
  outside('todays-va-mortgage-rate', "what's today's mortgage rate for a VA loan", 'empty', NO_PERCENT);
  outside('transfer-500-checking-to-savings', 'move 500 over to my savings account tonight', 'household');
  outside('pay-phone-bill-tonight', 'settle my verizon balance tonight 🙏', 'household');
  outside('servers-tips-in-denver', 'how much do servers usually make in tips in denver', 'empty', [
    /\$\s?\d/,
  ]);
  outside('charge-clients-logo-retainer', 'what should I charge clients for a logo retainer', 'empty', [
    /\$\s?\d/,
  ]);
  outside('tax-refund-this-year', 'will I get a tax refund this year', 'empty', NO_FIGURE);
  outside('commission-taxed-higher-rate', 'is my commission taxed at a higher rate', 'empty', NO_PERCENT);
  outside('file-taxes-turbotax-for-me', 'can you do my taxes on turbotax', 'empty');
  outside('exchange-rate-pesos-today', "what's the exchange rate to pesos today", 'empty', NO_FIGURE);
  outside('groceries-last-month', 'total grocery spending in february?', 'household', [/\$\s?\d/]);
  outside('cancel-gym-membership', 'cancel my gym membership', 'seeded');
  outside('credit-score', 'is my credit score good enough for a VA loan', 'seeded');
  outside(
    'pay-off-car-or-invest-tsp',
    'should I pay off my car early or put that money in the TSP',
    'household',
  );
  outside('brother-saved-how-much', 'how much does my brother have saved', 'empty', [/\$\s?\d/]);
  outside('cheaper-car-insurance-quote', 'find me a cheaper car insurance quote', 'household', [/\$\s?\d/]);
  outside('bitcoin-going-up', 'is bitcoin going to go up 🚀', 'empty', NO_FIGURE);
  outside('ally-high-yield-rate', "what's the current high yield savings rate at ally", 'empty', NO_PERCENT);
  outside('email-landlord-heater-broken', 'email my landlord that the heater is broken', 'household');
  outside('529-or-utma-for-kid', 'is a 529 or a UTMA better for my kid', 'household');
  outside(
    'military-pay-raise-next-year',
    'is congress giving troops a pay raise in 2027',
    'empty',
    NO_FIGURE,
  );

  return built;
}

/** The twelfth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases12(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases12Samples(today: string): Record<string, string> {
  return build(today).samples;
}
