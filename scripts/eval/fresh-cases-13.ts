import {
  addDays,
  addQuarters,
  addWeeks,
  differenceInCalendarDays,
  endOfQuarter,
  endOfWeek,
  format,
  nextFriday,
  parseISO,
} from 'date-fns';
import {
  EMPTY,
  HOUSEHOLD,
  SEEDED,
  affordability,
  behindCents,
  longDate,
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
 * The thirteenth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests) and without seeing any evaluation's answers, never tuned on.
 * None of its questions rewords one of sets 1 to 12 (no question shares half its words with one of
 * theirs, nor with another of its own). What is new here:
 *
 * - who asks: a rideshare or grocery driver paid by the trip or the batch with the trips a week, a
 *   courier paid by the hour whose hours run over a range (weighed at either end), a ski instructor
 *   whose season's weekly pay must cover the year, an adjunct paid by the course with the courses
 *   a term, a translator paid by the word with the words a month, a flight attendant paid by the
 *   flight hour, an Etsy seller by the order, a wedding photographer by the wedding, a travel nurse
 *   by the week, a streamer with a stated average, a retiree whose Social Security and pension come
 *   on different days, someone living on dividends by the quarter or royalties twice a year,
 *   someone paid in Canadian dollars who says what lands in US dollars, a couple splitting bills by
 *   income share (the share worked from their two incomes);
 * - how it is written: autocorrect's wrong real words ("a moth" for a month, "tent" for rent,
 *   "emergency find", "vacation fun", "horse down payment", "new cat fund", "car pavement", "a 310
 *   least", "phone bull", "ruth ira"), arithmetic symbols ("×", "÷", "→", "≈", "@", "="), the
 *   question in the middle of a story that goes on after it, a tag question asking to confirm
 *   ("..., right?", "..., yeah?"), sometimes with the asker's own sum wrong (the right figure is
 *   expected), a follow-up that stands alone ("ok next one:", "following up on ..."), dictated
 *   words ("um", no punctuation);
 * - how amounts are written: fractions ("a third of a paycheck", "two-thirds", "a quarter of",
 *   "a quarter lighter", "a tenth"), "1.6k", "1.75k", "2.5k", "$4.2K", "two grand", "3 grand",
 *   "eighty bucks", "eleven fifty", "fifteen hundred", "thirteen fifteen", "ninety thousand";
 * - horizons and dates: "the Friday after next", "the week after next", "the end of next quarter",
 *   "through the payday after next", pay on "the third wednesday" or "the 2nd wednesday";
 * - the app's own calendar: the next car insurance's date and amount, the pay that lands by the
 *   end of next quarter, three bills a month together;
 * - what must decline, as decision 027 says: no income anywhere, pay by the trip or the word with
 *   no count, hours that vary with no figure, a season's pay with no length, a foreign currency
 *   alone, an income share with no incomes, a price alone, a bill or goal the user does not have,
 *   a cost by the session with no count, no balance (still saying the change), two changes at once,
 *   a bill paid on another day, a change with no figure, "it" and "that one", hours cut with no
 *   figure, a paycheck in euros, an age of 65 or over or under 16, no age, no amount, an employer
 *   match, a pension's and an annuity's payment (records), today's dollars with no inflation
 *   rate, a goal's monthly amount to a date not its own, a goal's money moved, advice, a lump sum
 *   put in now, which goal first, a conversion, tax owed, an amortized loan, interest with no rate;
 *   and outside the app: others' pay per trip and per season, exchange-rate and fee predictions,
 *   contracts renewed, actions (Zelle, automatic transfers, texting, opening an account, a fee
 *   dispute), credit utilization, past spending, loan and fund and health-plan choices, card APRs,
 *   gold, housing stipends' and freelance taxes, Medicare premiums, what to charge, comparisons with other
 *   families, the CPI, a Roth conversion's bracket, a union's raise.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. Each case keeps a sample right answer
 * (`freshCases13Samples`) for the self-checks.
 */

/** Days from `today` through `end` (both included): the horizon of a stated date. */
const daysThrough = (today: string, end: Date) => differenceInCalendarDays(end, parseISO(today)) + 1;

/** The Friday after next: next Friday's following Friday (either reading leaves the figures alone). */
export const fridayAfterNext = (today: string) => addDays(nextFriday(parseISO(today)), 7);

/** The last day of the week after next (weeks from Sunday). */
export const weekAfterNextEnd = (today: string) => endOfWeek(addWeeks(parseISO(today), 2));

/** The last day of the next calendar quarter. */
export const nextQuarterEnd = (today: string) => endOfQuarter(addQuarters(parseISO(today), 1));

function build(today: string): Built {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside } =
    freshSetWriters('fresh13', today);

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // By the trip with the trips a week: 11.50 x 70 = 805 a week; x 52 / 12 = 3,488.33; less 380 =
  // $3,108.33 (not 4 weeks' 3,220 - 380 = 2,840.00).
  afford(
    'empty-uber-11.50-a-trip-70-trips-lease-380',
    'i drive uber, clear about 11.50 a trip after gas and do roughly 70 trips a week. would a 380/mo lease work for me',
    [monthly(380)],
    {
      profile: 'empty',
      income: { amount: (1150 * 70) / 100, per: 'weekly' },
      wrongCents: [80500 * 4 - 38000],
    },
  );
  // By the hour over a range of hours, weighed at either end: 19 x 25 = 475 a week, x 52 / 12 =
  // 2,058.33, less 650 = $1,408.33; 19 x 35 = 665 a week, 2,881.67, less 650 = $2,231.67 (not 4
  // weeks' 1,250.00 and 2,010.00).
  {
    const after = (hours: number) =>
      affordability(EMPTY, [monthly(650)], { amount: 19 * hours, per: 'weekly' }).after;
    add(
      'affordability',
      'empty-grubhub-19-an-hour-25-to-35-hours-room-650',
      'grubhub pays me about 19 an hour and i get anywhere from 25 to 35 hours a week. is a 650 room ok at the slow end and the busy end',
      'empty',
      figures(m(after(25)), m(after(35))),
      [...wrongLeft('empty'), money(19 * 25 * 4 * 100 - 65000), money(19 * 35 * 4 * 100 - 65000)],
    );
  }
  // A season's weekly pay over the year: 1,150 x 16 = 18,400; / 12 = 1,533.33; less 425 =
  // $1,108.33 (not the weekly pay all year, 4,983.33 - 425 = 4,558.33).
  afford(
    'empty-ski-instructor-1150-a-week-16-week-season-truck-425',
    'Ski instructor here: 1,150 a week for a 16 week season and nothing the rest of the year. Can a 425 truck payment work all 12 months?',
    [monthly(425)],
    {
      profile: 'empty',
      income: { amount: 1150 * 16, per: 'yearly' },
      wrongCents: [perMonthCents(1150, 'weekly') - 42500],
    },
  );
  // By the course with the courses a term: 4,200 x 3 x 2 = 25,200 a year; / 12 = 2,100; less 1,100
  // = $1,000.00 (not one term's 12,600 as a month, 11,500.00).
  afford(
    'empty-adjunct-4200-a-course-3-each-fall-spring-studio-1100',
    'adjunct prof, 4,200 per course, 3 courses each in fall and spring, summers unpaid. is an 1,100 studio doable',
    [monthly(1100)],
    { profile: 'empty', income: { amount: 4200 * 3 * 2, per: 'yearly' }, wrongCents: [420000 * 3 - 110000] },
  );
  // By the word with the words a month: 0.09 x 45,000 = 4,050; less 290 = $3,760.00.
  afford(
    'empty-translator-9-cents-a-word-45000-words-health-290',
    'freelance translator, 9 cents a word and about 45,000 words a month. can I take on a 290 a month health plan',
    [monthly(290)],
    { profile: 'empty', income: monthly((9 * 45000) / 100) },
  );
  // By the flight hour: 82 x 41 = 3,362; less 325 = $3,037.00.
  afford(
    'empty-flight-attendant-82-hours-41-crash-pad-325',
    'flight attendant, roughly 82 flight hours a month at 41 an hour. is a 325 a month crash pad near base ok',
    [monthly(325)],
    { profile: 'empty', income: monthly(82 * 41) },
  );
  // By the order: 18 x 150 = 2,700; less 220 = $2,480.00.
  afford(
    'empty-etsy-18-an-order-150-orders-studio-220',
    'my etsy shop nets about 18 per order and i ship around 150 orders a month, could i afford a 220/mo studio space',
    [monthly(220)],
    { profile: 'empty', income: monthly(18 * 150) },
  );
  // An income share: 2,250 x 3,000 / 7,500 = 900 of it; 3,000 - 900 = $2,100.00 (not half, 1,875.00).
  afford(
    'empty-income-share-3000-and-4500-rent-2250',
    'we split bills by income share: I make 3,000 a month and my partner makes 4,500. can I cover my share of a 2,250 rent?',
    [monthly((2250 * 3000) / (3000 + 4500))],
    { profile: 'empty', income: monthly(3000), wrongCents: [300000 - 225000 / 2] },
  );
  // Two incomes on different days: 1,840 + 620 = 2,460; less 275 = $2,185.00 (not the pension left
  // out, 1,565.00).
  afford(
    'empty-retiree-ss-1840-third-wednesday-pension-620-first-medigap-275',
    'retired. social security 1,840 comes the third wednesday and my pension 620 on the 1st. can i manage a 275 a month medigap plan',
    [monthly(275)],
    { profile: 'empty', income: monthly(1840 + 620), wrongCents: [184000 - 27500] },
  );
  // Dividends by the quarter: 2,700 / 3 = 900; less 600 = $300.00 (not a quarter as a month, 2,100.00).
  afford(
    'empty-dividends-2700-a-quarter-condo-fee-600',
    'I live mostly off dividends, about 2,700 a quarter. Is a 600 monthly condo fee OK?',
    [monthly(600)],
    { profile: 'empty', income: { amount: 2700, per: 'quarterly' }, wrongCents: [270000 - 60000] },
  );
  // Royalties twice a year and a monthly wage: 4,800 x 2 / 12 = 800 + 1,600 = 2,400; less 240 =
  // $2,160.00 (not the royalties left out, 1,360.00).
  afford(
    'empty-royalties-4800-twice-a-year-library-1600-car-240',
    'author: book royalties come twice a year, about 4,800 each time, plus 1,600 a month from part-time library work. can i handle a 240 car payment',
    [monthly(240)],
    {
      profile: 'empty',
      income: monthly(1600 + perMonthCents(4800 * 2, 'yearly') / 100),
      wrongCents: [160000 - 24000],
    },
  );
  // Pay in another currency, with what lands: 3,280 - 1,150 = $2,130.00 (not the CAD, 3,350.00).
  afford(
    'empty-paid-4500-cad-lands-3280-usd-apartment-1150',
    'paid 4,500 CAD a month, it lands in my US account as about 3,280 USD. can I afford an 1,150 apartment',
    [monthly(1150)],
    { profile: 'empty', income: monthly(3280), wrongCents: [450000 - 115000] },
  );
  // A stated average: 2,250 - 150 = $2,100.00.
  afford(
    'empty-streamer-averages-2250-gear-loan-150',
    'twitch streamer, subs and ads average 2,250 a month over the last year. would a 150/mo gear loan be fine',
    [monthly(150)],
    { profile: 'empty', income: monthly(2250) },
  );
  // By the wedding with the weddings a year: 3,200 x 18 = 57,600; / 12 = 4,800; less 480 =
  // $4,320.00 (not one wedding as a month, 2,720.00).
  afford(
    'empty-photographer-3200-a-wedding-18-a-year-car-480',
    'wedding photographer, about 3,200 a wedding and 18 weddings a year. can i take a 480 car payment',
    [monthly(480)],
    { profile: 'empty', income: { amount: 3200 * 18, per: 'yearly' }, wrongCents: [320000 - 48000] },
  );
  // By the week: 2,150 x 52 / 12 = 9,316.67; less 1,800 = $7,516.67 (not 4 weeks' 6,800.00).
  afford(
    'empty-travel-nurse-2150-a-week-housing-1800',
    'travel nurse on back-to-back 13 week contracts, 2,150 a week take home. is 1,800 a month for furnished housing alright',
    [monthly(1800)],
    { profile: 'empty', income: { amount: 2150, per: 'weekly' }, wrongCents: [215000 * 4 - 180000] },
  );
  // The asker's own sum wrong: 1,950 x 26 / 12 = 4,225; less 700 = $3,525.00 (they say 3,200).
  afford(
    'empty-own-sum-1950-biweekly-lease-700',
    "I get 1,950 every two weeks, so that's 3,900 a month, right? Which means a 700 lease leaves me 3,200?",
    [monthly(700)],
    { profile: 'empty', income: { amount: 1950, per: 'bi-weekly' } },
  );
  // Autocorrect, "a moth": 2,719.01 - 95 = $2,624.01.
  afford(
    'household-autocorrect-moth-pet-insurance-95',
    'can we afford pet insurance at 95 a moth for the dog',
    [monthly(95)],
  );
  // Symbols, two of them: 48 x 2 = 96; 2,719.01 - 96 = $2,623.01 (not one, 2,671.01).
  afford(
    'household-symbols-family-gym-48-times-2',
    'family gym → 48/mo × 2 of us. does that fit?',
    [monthly(48 * 2)],
    { wrongCents: [householdLeft - 4800] },
  );
  // A third of a paycheck every payday: 2,100 / 3 = 700 every two weeks; x 26 / 12 = 1,516.67;
  // 2,719.01 - 1,516.67 = $1,202.34 (not 700 a month, 2,019.01).
  afford(
    'household-third-of-a-paycheck-daycare',
    'daycare would eat a third of a paycheck every payday — can we absorb that',
    [{ amount: 2100 / 3, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 70000] },
  );
  // A parent's daycare by the week: 265 x 52 / 12 = 1,148.33; 2,719.01 - 1,148.33 = $1,570.68 (not 4
  // weeks' 1,060: 1,659.01).
  afford(
    'household-daycare-265-a-week-from-may',
    'baby starts daycare in may at 265 a week, can we swing it',
    [{ amount: 265, per: 'weekly' }],
    { wrongCents: [householdLeft - 26500 * 4, householdLeft - 26500] },
  );
  // The question in the middle of a story: 2,719.01 - 120 = $2,599.01.
  afford(
    'household-mid-story-sister-groceries-120',
    "My sister is moving in with us for a while. Would adding 120 a month to groceries break us? She'll chip in once she finds work, and she's bringing her cat.",
    [monthly(120)],
  );
  // A tag question: 2,719.01 - 59 = $2,660.01.
  afford('household-tag-home-warranty-59-right', 'a 59/mo home warranty is fine for us, right?', [
    monthly(59),
  ]);
  // A follow-up that stands alone: 2,719.01 - 210 = $2,509.01.
  afford(
    'household-follow-up-orthodontist-210',
    'ok next one: an orthodontist payment plan for our son, 210 monthly. still ok?',
    [monthly(210)],
  );
  // Autocorrect, "pavement": 2,719.01 - 340 = $2,379.01.
  afford('household-autocorrect-pavement-340', 'second car pavement of 340 a month, can we carry it', [
    monthly(340),
  ]);
  // A bill changed by the quarter: 615 / 3 = 205 against 180, 25 more; 2,719.01 - 25 = $2,694.01
  // (not 615 a month new, 2,104.01, nor the 75 a month, 2,644.01).
  afford(
    'household-car-insurance-615-a-quarter',
    'car insurance renewal: 615 a quarter now. what does that leave us each month',
    [],
    { changed: { 'Car insurance': 615 }, wrongCents: [householdLeft - 61500, householdLeft - 7500] },
  );
  // Seeded, from the Friday after next, by the week: 60 x 52 / 12 = 260; 4,183.33 - 260 =
  // $3,923.33 (not 60 a month, 4,123.33, nor 4 weeks' 240, 3,943.33).
  afford(
    'seeded-friday-after-next-dog-walker-60-a-week',
    'starting the friday after next, a dog walker at 60 a week. affordable for me?',
    [{ amount: 60, per: 'weekly' }],
    { profile: 'seeded', wrongCents: [seededLeft - 6000, seededLeft - 24000] },
  );
  // Seeded, two-thirds: 1,260 x 2 / 3 = 840; 4,183.33 - 840 = $3,343.33 (not all of it, 2,923.33).
  afford(
    'seeded-two-thirds-of-care-aide-1260',
    "my mom's care aide is 1,260 a month and I'd cover two-thirds of it. can I?",
    [monthly((1260 * 2) / 3)],
    { profile: 'seeded', wrongCents: [seededLeft - 126000] },
  );
  // Seeded, autocorrect "least": 4,183.33 - 310 = $3,873.33.
  afford('seeded-autocorrect-least-310-hybrid', 'is a 310 least on a hybrid ok for me', [monthly(310)], {
    profile: 'seeded',
  });
  // Checkup, two incomes on different days: 2,350 + 1,100 = 3,450; less rent 1,500 = 1,950; less
  // 300 = $1,650.00 (not the pension alone, 550.00).
  afford(
    'checkup-retired-teacher-pension-2350-ss-1100-car-300',
    'retired teacher: pension of 2,350 on the 1st, social security of 1,100 on the second wednesday. after rent could i do a 300 car payment',
    [monthly(300)],
    { profile: 'checkup', income: monthly(2350 + 1100), wrongCents: [235000 - 150000 - 30000] },
  );
  // Checkup, by the batch: 14 x 45 = 630 a week; x 52 / 12 = 2,730; less rent 1,230; less 160 =
  // $1,070.00 (not 4 weeks' 2,520 - 1,500 - 160 = 860.00).
  afford(
    'checkup-instacart-14-a-batch-45-batches-bundle-160',
    'instacart shopper, about 14 a batch, 45 batches a week. on top of rent is a 160/mo phone and internet bundle ok',
    [monthly(160)],
    {
      profile: 'checkup',
      income: { amount: 14 * 45, per: 'weekly' },
      wrongCents: [63000 * 4 - 150000 - 16000],
    },
  );
  // No income anywhere; by the trip or the word with no count; hours that vary; a season with no
  // length; a currency alone; a price alone; a bill the user does not have; by the session with no
  // count; an income share with no incomes.
  const affordDecline = (id: string, question: string, profile: 'household' | 'seeded' | 'empty') => {
    add('affordability', id, question, profile, decline(), [ONLY_PAYDAY]);
  };
  affordDecline(
    'empty-no-income-climbing-gym-45',
    'climbing gym membership is 45 monthly, can i manage it',
    'empty',
  );
  affordDecline(
    'empty-uber-12-a-trip-no-trips-lease-400',
    'uber pays me around 12 a trip, can i afford a 400 lease',
    'empty',
  );
  affordDecline(
    'empty-shipt-21-an-hour-hours-all-over-rent-700',
    'shipt shopper at 21 an hour but my hours are all over the place, is 700 rent ok',
    'empty',
  );
  affordDecline(
    'empty-translator-8-cents-no-words-car-350',
    'translator paid 8 cents a word, is a 350 car payment realistic',
    'empty',
  );
  affordDecline(
    'empty-ski-1100-a-week-no-season-length-500',
    'I make 1,100 a week teaching skiing in season. Could I carry 500 a month year round?',
    'empty',
  );
  affordDecline(
    'empty-pesos-only-car-400',
    'i earn 52,000 pesos a month, is a 400 dollar car payment affordable',
    'empty',
  );
  affordDecline(
    'household-price-alone-hot-tub-3200',
    'we found a 3,200 hot tub on marketplace, affordable for us?',
    'household',
  );
  affordDecline(
    'household-no-student-loan-going-to-310',
    'the student loan bill is climbing to 310 a month, still manageable for us?',
    'household',
  );
  affordDecline(
    'household-tutor-65-a-session-no-count',
    'a math tutor for our son is 65 a session, does that fit',
    'household',
  );
  affordDecline(
    'empty-income-share-no-incomes-mortgage-2000',
    'we split bills by income share, can I afford my part of a 2,000 mortgage',
    'empty',
  );

  // --- A supposed change, through the forecast until the next payday (or a stated period) ---------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00, and over any
  // horizon from day 3 to day 60 (the balance climbs after each payday).
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // To the Friday after next (8 to 14 days, the rent on day 3 either way): 900 - 1,290 = -$390.00;
  // $40.00 more.
  whatIf(
    'friday-after-next-rent-1290',
    "rent's going to 1,290 — what's the lowest my balance gets between now and the friday after next",
    { changed: { Rent: 1290 }, days: daysThrough(today, fridayAfterNext(today)) },
  );
  // To the end of next quarter: 900 - 1,225 = -$325.00; $25.00 less.
  whatIf(
    'end-of-next-quarter-rent-1225',
    'if rent settles at 1,225 after the renewal, how low does the account dip through the end of next quarter',
    { changed: { Rent: 1225 }, days: daysThrough(today, nextQuarterEnd(today)) },
  );
  // Through the week after next, the one-off dentist at 240 on day 11, after payday: -$350.00 either
  // way (a one-off: no monthly difference).
  whatIf(
    'week-after-next-dentist-240',
    'dentist says the bill will be 240 not 180, lowest point through the week after next?',
    { changed: { Dentist: 240 }, days: daysThrough(today, weekAfterNextEnd(today)) },
  );
  // Autocorrect "tent": 900 - 1,310 = -$410.00; $60.00 more.
  whatIf('autocorrect-tent-1310', 'tent is going to 1,310, do i end up negative ahead of payday', {
    changed: { Rent: 1310 },
  });
  // Symbols: 1,450 - 1,250 = $200.00.
  whatIf('symbols-balance-about-1450', 'balance ≈ 1,450 today → lowest before payday?', { balance: 1450 });
  // Two-thirds of the pay, 1,400: 700 x 26 / 12 = $1,516.67 less; -$350.00 either way.
  payChange(
    'two-thirds-paycheck-until-the-one-after',
    'if my next paycheck is only two-thirds of normal, how low do i go before the one after',
    (2100 * 2) / 3,
  );
  // "1.6k": 1,600 - 1,250 = $350.00.
  whatIf(
    'k-checking-1.6k-low-point',
    "pretend checking shows 1.6k this morning: low point before i'm paid?",
    { balance: 1600 },
  );
  // A tag question: 900 - 1,275 = -$375.00 (so no); $25.00 more.
  whatIf(
    'tag-rent-1275-above-zero-right',
    'rent going to 1,275 still keeps me above zero before payday, right?',
    { changed: { Rent: 1275 } },
  );
  // In the middle of a story: 900 - 1,340 = -$440.00; $90.00 more.
  whatIf(
    'mid-story-new-owners-rent-1340',
    "Our landlord sold the building. The new owners want 1,340 for rent from this month, and they're repainting the halls. Does that put us under before payday? They also mentioned new mailboxes.",
    { changed: { Rent: 1340 } },
  );
  // The asker's own sum wrong: the car is paid on day 9, after payday: -$350.00 either way; $45.00
  // less (they say -305).
  whatIf(
    'own-sum-car-275-bottom-out-right',
    "car payment drops to 275 after the refi, that's 45 less so I'd bottom out at -305 before payday, right?",
    { changed: { 'Car payment': 275 } },
  );
  // Through the payday after next (day 20 included, streaming on it with the pay): -$350.00 either
  // way; $8.50 more.
  const pay = HOUSEHOLD.events.find((e) => e.title === 'Paycheck')!;
  const paydayAfterNextDays = pay.inDays + 14 + 1;
  whatIf(
    'streaming-24.49-through-payday-after-next',
    'streaming bumps to 24.49 — how low does the balance sink up to and including the payday after next',
    { changed: { Streaming: 24.49 }, days: paydayAfterNextDays },
  );
  // Eleven fifty: 1,150 - 1,250 = -$100.00.
  whatIf(
    'words-eleven-fifty-in-checking',
    "eleven fifty is all that's in the account — how far under zero before the next deposit",
    { balance: 1150 },
  );
  // Autocorrect "bull": the phone on day 15, after payday: -$350.00 either way; $15.00 more.
  whatIf('autocorrect-phone-bull-80', 'phone bull going to 80 a month, does that sink me before payday', {
    changed: { Phone: 80 },
  });
  // Through the end of next quarter: the insurance on day 40: -$350.00 either way; (588 - 540) / 3 =
  // $16.00 more.
  whatIf(
    'car-insurance-588-end-of-next-quarter',
    "car insurance renewal says 588 a quarter, what's my low point through the end of next quarter",
    { changed: { 'Car insurance': 588 }, days: daysThrough(today, nextQuarterEnd(today)) },
  );
  // A 10% raise on the pay, 2,310: 210 x 26 / 12 = $455.00 more; -$350.00 either way.
  payChange(
    'raise-10-percent-paycheck-2310-before-payday-after',
    'following up on my 10% raise: the next paycheck is 2,310, where does my balance bottom out before the payday after',
    2310,
  );
  // Seeded, to the Friday after next: 1,200 - 1,495 = -$295.00; $45.00 more.
  whatIf(
    'seeded-friday-after-next-rent-1495',
    'rent becomes 1,495 — how low do i get up to the friday after next',
    { changed: { Rent: 1495 }, days: daysThrough(today, fridayAfterNext(today)) },
    'seeded',
  );
  // Seeded: 900 - 1,450 = -$550.00.
  whatIf(
    'seeded-pretend-only-900-bottom-before-check',
    'with just 900 on hand today, how deep below zero do i sink ahead of my paycheck',
    { balance: 900 },
    'seeded',
  );
  // Seeded, a quarter lighter, 1,950: 650 x 26 / 12 = $1,408.33 less; -$250.00 either way.
  payChange(
    'seeded-paycheck-a-quarter-lighter-1950',
    'my next paycheck comes in a quarter lighter than usual, how low through the one after it',
    (2600 * 3) / 4,
    'seeded',
  );
  // Seeded, dictated: 1,200 - 1,500 = -$300.00; $50.00 more.
  whatIf(
    'seeded-voice-rent-fifteen-hundred',
    'ok so if my rent went up to fifteen hundred how low would i get before my next check',
    { changed: { Rent: 1500 } },
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $60.00 more; a tenth off, $150.00 less.
  add(
    'what-if',
    'checkup-rent-1560-come-june',
    "landlord says rent's 1,560 come june, will i make it to payday",
    'checkup',
    decline(amount(6000)),
  );
  add(
    'what-if',
    'checkup-rent-cut-by-a-tenth',
    'my rent gets cut by a tenth next month, am i ok until payday',
    'checkup',
    decline(amount(15000)),
  );
  // Two changes at once; a bill the user does not have; a bill paid on another day; a change with no
  // figure; "it"; hours cut with no figure; a paycheck in euros.
  add(
    'what-if',
    'two-changes-rent-40-phone-10-friday-after-next',
    'rent +40 and phone +10 starting the friday after next, do i dip below zero before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'no-daycare-300-a-week',
    'daycare going to 300 a week, lowest before payday?',
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-car-payment-410',
    'if my car payment jumps to 410 will i overdraw before my check',
    'seeded',
    decline(),
  );
  add(
    'what-if',
    'rent-paid-on-the-20th-instead',
    'if rent went out on the 20th from now on, am i in the clear until my check',
    'household',
    decline(),
  );
  add(
    'what-if',
    'rent-up-a-bit-no-figure',
    "landlord hinted rent will rise 'a bit', does that put me under before payday",
    'household',
    decline(),
  );
  add(
    'what-if',
    'it-goes-up-25-next-month',
    "if it goes up 25 next month where's my low point before payday",
    'household',
    decline(),
  );
  add(
    'what-if',
    'hours-cut-next-pay-period-no-figure',
    'if my hours get cut next pay period how low does my balance go',
    'household',
    decline(),
  );
  add(
    'what-if',
    'paycheck-in-euros-1900',
    "if my paycheck came in at 1,900 euros instead, what's my lowest before the next one",
    'household',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // A season's deposit once a year: 2,400 / 12 = 200 a month, 36 years.
  retire(
    'ski-instructor-29-2400-a-season-roth',
    "ski instructor, 29, i put 2,400 into a roth at the end of each season (one season a year). what's that at 65",
    { amount: 2400, per: 'yearly', age: 29 },
  );
  // 250 a month, 21 years at 6%.
  retire('adjunct-44-250-a-month-6', 'adjunct, 44, 250 a month into a 403b at 6%. what at 65', {
    amount: 250,
    age: 44,
    rate: 6,
  });
  // A tenth of 4,000: 400 a month, 29 years (not 4,000 a month).
  retire(
    'translator-36-a-tenth-of-4000',
    "I'm 36 and translate for a living; I save a tenth of my 4,000 monthly income for retirement. Total at 65?",
    { amount: 4000 / 10, age: 36, wrongDeposit: 4000 },
  );
  // By the week: 75 x 52 / 12 = 325 a month, 34 years.
  retire('uber-31-75-a-week', '31, driving uber, i move 75 a week into retirement. what do i have by 65', {
    amount: 75,
    per: 'weekly',
    age: 31,
  });
  // 15,000 saved and 500 a month, 25 years at 6.5%.
  retire(
    'flight-attendant-40-15000-saved-500-6.5',
    'flight attendant, 40, 15,000 already saved plus 500 a month at 6.5%. at 65?',
    { amount: 500, age: 40, rate: 6.5, start: 15000 },
  );
  // 150 a month, 38 years at 7%.
  retire(
    'etsy-27-150-solo-401k-7',
    "etsy seller, 27, 150/mo into a solo 401k at 7%, what's it grow to by 65",
    {
      amount: 150,
      age: 27,
      rate: 7,
    },
  );
  // 1,200 a month, 32 years at 6%.
  retire('travel-nurse-33-1200-6', 'travel nurse, 33, stashing 1,200 a month until 65 at 6% — total?', {
    amount: 1200,
    age: 33,
    rate: 6,
  });
  // Autocorrect "ruth ira": 400 a month, 30 years.
  retire('autocorrect-35-ruth-ira-400', '35 yo, 400/month going into my ruth ira. balance by 65?', {
    amount: 400,
    age: 35,
  });
  // Symbols: 800 a month, 23 years at 5.5%.
  retire('symbols-42-800-at-5.5', 'age 42, $800/mo @ 5.5% → value at 65?', {
    amount: 800,
    age: 42,
    rate: 5.5,
  });
  // A tag question with a guess: 450 a month, 35 years (about half a million, not a million).
  retire(
    'tag-30-450-a-million-right',
    "if I'm 30 and save 450 a month I'll have about a million by 65, right?",
    { amount: 450, age: 30 },
  );
  // "3 grand a quarter": 1,000 a month, 17 years (not 3,000 a month).
  retire('grand-48-3-grand-a-quarter-ira', '48, i put 3 grand a quarter into an IRA, what at 65', {
    amount: 3000,
    per: 'quarterly',
    age: 48,
  });
  // A quarter of 2,800: 700 a month, 39 years (not 2,800).
  retire(
    'quarter-of-2800-take-home-26',
    '26 y/o, planning to put a quarter of my 2,800 monthly take-home toward retirement. how much at 65',
    { amount: 2800 / 4, age: 26, wrongDeposit: 2800 },
  );
  // In the middle of a story: 350 a month, 31 years at 6%.
  retire(
    'mid-story-34-350-6-partner-nagging',
    "Just turned 34 last week and my partner's been nagging me to start. I'll do 350 a month at 6% — what do I end up with at 65? We're also moving next spring.",
    { amount: 350, age: 34, rate: 6 },
  );
  // Household, every payday: 200 x 26 / 12 = 433.33 a month, 20 years.
  retire(
    'household-45-200-out-of-every-paycheck',
    "i'm 45, 200 out of every paycheck into retirement (paid every 2 weeks), what's it at 65",
    { amount: 200, per: 'bi-weekly', age: 45 },
    'household',
  );
  // Seeded, 10% of each 2,600 paycheck: 260 every two weeks, x 26 / 12 = 563.33 a month, 27 years.
  retire(
    'seeded-38-ten-percent-of-every-2600-paycheck',
    "I'm 38 and my paycheck is 2,600 — 10% of every one goes to the 403b, what's there at 65",
    { amount: (2600 * 10) / 100, per: 'bi-weekly', age: 38 },
    'seeded',
  );
  // Checkup, in words: 90,000 saved and 1,000 a month, 13 years at 6%.
  retire(
    'checkup-52-ninety-thousand-1000-6',
    '52, ninety thousand in an IRA and adding 1,000 a month, at 6% where am i at 65',
    { amount: 1000, age: 52, rate: 6, start: 90000 },
    'checkup',
  );
  // Paid in euros, the deposit in dollars: 500 a month, 33 years.
  retire(
    'paid-in-euros-32-500-usd-ira',
    "paid in euros but I move 500 USD a month into my IRA, I'm 32. what at 65",
    { amount: 500, age: 32 },
  );
  // The month's income: 720 a month, 26 years.
  retire(
    'monthly-income-39-720',
    '39, 720 a month toward retirement — as a monthly paycheck at 65, what would that be',
    { amount: 720, age: 39, income: 'monthly' },
  );
  // 65 or over; under 16; no age; no amount; an employer match; a pension's and Social Security's
  // payment (records); today's dollars with no inflation rate; whatever is left.
  add(
    'retirement',
    '70-still-300-ira',
    'at 70 I still drop 300 a month into an IRA, projected total?',
    'empty',
    decline(),
  );
  add(
    'retirement',
    '12-year-old-allowance-40',
    'my 12 yr old wants to invest her 40 a month allowance, how much would she have by 65',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'ski-no-age-200-roth',
    'ski instructor putting 200 a month in a roth, how much by 65',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'adjunct-41-no-amount-on-pace',
    '41 year old adjunct, am i on pace to retire at 65',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'hospital-4-percent-match-29-300',
    "the hospital kicks in a 4% match on top of my 300 a month, I'm 29 — 65 total?",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'teacher-pension-monthly-record',
    'what will my state teacher pension pay me each month',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'retirement',
    'annuity-monthly-payout-record',
    'how much will my annuity pay out each month when I turn 65',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'retirement',
    'present-day-purchasing-power-43-275-no-inflation',
    "43 and putting away 275 monthly — in present-day purchasing power, what's it worth at 65",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'whatever-is-left-33',
    "I'm 33 and save whatever's left each month, how big at 65?",
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

  // Autocorrect "find": 10,000 - 2,500 = $7,500.00.
  goal(
    'autocorrect-emergency-find-left',
    'how far is the emergency find from its target in dollars',
    [m(leftCents(ef))],
    'household',
    [money(leftCents(vacation)), money(leftCents(car))],
  );
  // Autocorrect "fun": the Vacation's amount behind (or on pace).
  goal('autocorrect-vacation-fun-how-far-behind', 'vacation fun is behind by how much right now', [
    behindOrPace(vacation),
  ]);
  // Seeded, autocorrect "horse": 32,000 / 1,600 = 20 months.
  goal(
    'seeded-autocorrect-horse-down-payment-1600',
    "horse down payment at 1,600 a month, when's it done",
    reachOf(house, 1600, today),
    'seeded',
  );
  // Autocorrect "cat": 7,000 / 500 = 14 months.
  goal(
    'autocorrect-new-cat-fund-500',
    'new cat fund gets 500 monthly — months left and the end date',
    reachOf(car, 500, today),
  );
  // A third of each paycheck: 700 every two weeks, x 26 / 12 = 1,516.67 a month, 2,400 / 1,516.67 =
  // 1.6: 2 months; or 4 deposits, 8 weeks.
  goal(
    'third-of-each-paycheck-vacation-how-long',
    "if a third of each paycheck goes to the vacation, how long till it's full",
    [
      either(
        count(reach(vacation, perMonthCents(2100 / 3, 'bi-weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(vacation) / 70000) * 2, 'week'),
      ),
    ],
  );
  // Symbols: 7,500 / 450 = 16.7: 17 months.
  goal('symbols-ef-450-done-when', 'EF: 450/mo → done when?', reachOf(ef, 450, today));
  // "1.75k": 7,000 / 1,750 = 4 months.
  goal(
    'k-new-car-1.75k-months-and-finish-date',
    'new car at 1.75k a month — months to go and finish date',
    reachOf(car, 1750, today),
  );
  // Seeded, "two grand" put in now: 2,800 - 2,000 = $800.00.
  goal(
    'seeded-two-grand-japan-left-after',
    "putting two grand into the japan trip today, what's left on it after",
    [m(leftCents(japan) - 200000)],
    'seeded',
  );
  // In the middle of a story: the Emergency Fund's amount a month to its date.
  goal(
    'mid-story-car-scare-emergency-monthly',
    'We had a scare with the car last week and it got me thinking. How much a month does the emergency fund need to be done by its date? The mechanic says the car is fine for now.',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // A tag question: the Emergency Fund's amount behind (or on pace).
  goal('tag-emergency-on-track-right', 'the emergency fund is on track, right?', [behindOrPace(ef)]);
  // Seeded, the asker's own sum wrong: 4,000 - 1,200 = $2,800.00 (they say 2,600).
  goal(
    'seeded-own-sum-japan-2600-right',
    "japan trip goal is 4,000 and i've got 1,200, so i need 2,600 more, right?",
    [m(leftCents(japan))],
    'seeded',
  );
  // Seeded: the Japan Trip's amount a month to its date.
  goal(
    'seeded-japan-monthly-figure-on-schedule',
    'japan savings: required monthly contribution to stay on its timeline',
    [m(neededCents(japan, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // A couple, 300 each: 7,000 / 600 = 11.7: 12 months.
  goal(
    'couple-300-each-new-car-paid-up',
    "between the two of us we can put 300 each into the new car every month, when's it paid up",
    reachOf(car, 600, today),
  );
  // Every Friday: 7,500 / 85 = 88.2: 89 weeks; or 85 x 52 / 12 = 368.33 a month, 20.4: 21 months.
  goal(
    'emergency-85-every-friday-weeks',
    '85 every friday into the emergency fund — how many weeks to fill it',
    [
      either(
        count(Math.ceil(leftCents(ef) / 8500), 'week'),
        count(reach(ef, perMonthCents(85, 'weekly') / 100, today).months, 'month'),
      ),
    ],
  );
  // Saved so far: 2,500 + 600 + 1,000 = $4,100.00.
  goal('total-saved-across-goals-so-far', "total we've saved across all our goals so far", [
    m(HOUSEHOLD.goals.reduce((sum, g) => sum + Math.round(g.saved * 100), 0)),
  ]);
  // 1,000 of 8,000 = 12.5%.
  goal('new-car-how-far-along-in-percent', 'new car: share of the target saved so far, as a %', [
    pct((car.saved / car.target) * 100),
  ]);
  // 600 + 3 x 250 = $1,350.00.
  goal('vacation-after-3-more-months-of-250', 'vacation balance after 3 more months of 250 each', [
    m(Math.round(vacation.saved * 100) + 3 * 25000),
  ]);
  // Seeded: 2,800 + 7,500 = $10,300.00.
  goal(
    'seeded-japan-plus-emergency-still-to-save',
    'japan plus the emergency fund, combined amount still to save',
    [m(leftCents(japan) + leftCents(seededEf))],
    'seeded',
  );
  // Seeded, made today: on pace.
  goal(
    'seeded-emergency-behind-schedule',
    'emergency fund vs. its schedule: am I short anything yet',
    [behindOrPace(seededEf)],
    'seeded',
  );
  // The goal furthest behind (or on pace).
  {
    const furthest = behindGoals(HOUSEHOLD, today)[0];
    goal(
      'lagging-worst-and-by-how-much',
      'out of our three goals, which one trails its plan most (and the gap)?',
      furthest ? [said(furthest.goal.title), m(furthest.cents)] : [ON_PACE],
    );
  }
  // Dictated: 7,000 / 400 = 17.5: 18 months.
  goal(
    'voice-new-car-four-hundred-a-month',
    'um so like four hundred a month toward the new car how many months is that',
    reachOf(car, 400, today),
  );
  // Seeded, a follow-up: 32,000 / 2,500 = 12.8: 13 months.
  goal(
    'seeded-follow-up-house-2.5k-instead',
    'following up on the house down payment: say 2.5k monthly instead — finish month?',
    reachOf(house, 2500, today),
    'seeded',
  );
  // A monthly amount to a date not the goal's own: declined, and what is left said: $2,400.00.
  add(
    'goals',
    'vacation-by-end-of-next-quarter-monthly',
    'how much a month to finish the vacation by the end of next quarter',
    'household',
    decline(m(leftCents(vacation))),
  );
  // A goal the user does not have; a move between goals; advice; "that one"; a lump sum put in now;
  // which goal first.
  add(
    'goals',
    'no-kitchen-remodel-fund',
    'how close is the kitchen remodel fund to done',
    'household',
    decline(),
  );
  add(
    'goals',
    'seeded-no-new-car-fund',
    'how close am i to buying the new car with my savings goal',
    'seeded',
    decline(),
  );
  add(
    'goals',
    'empty-honeymoon-350-when-full',
    "honeymoon fund, 350 a month, when's it full",
    'empty',
    decline(),
  );
  add(
    'goals',
    'take-450-emergency-to-new-car',
    'take 450 out of the emergency fund goal and park it in the new car',
    'household',
    decline(),
  );
  add(
    'goals',
    'pause-emergency-for-credit-card',
    'is it smarter to stop feeding the emergency fund until my visa is paid off',
    'household',
    decline(),
  );
  add('goals', 'that-one-150-a-week', 'at 150 a week, how long for that one', 'household', decline());
  add(
    'goals',
    'drop-1000-emergency-tomorrow-back-on-pace',
    'if I drop 1,000 into the emergency fund tomorrow am I back on pace',
    'household',
    decline(),
  );
  add(
    'goals',
    'vacation-or-new-car-prioritise',
    'vacation or new car — which should we prioritise',
    'household',
    decline(),
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // By the trip: 62 x 11.40 = 706.80 a week; x 52 / 12 = $3,062.80 (not 4 weeks' 2,827.20).
  calc(
    'uber-62-trips-11.40-a-trip-monthly',
    "62 trips a week at 11.40 a trip, what's that per month",
    [m(perMonthCents((62 * 1140) / 100, 'weekly'))],
    'empty',
    [money(62 * 1140 * 4)],
  );
  // A range of hours: 20 x 22 = 440 a week, $1,906.67; 20 x 30 = 600 a week, $2,600.00 (not 4 weeks'
  // 1,760.00 and 2,400.00).
  calc(
    'grubhub-20-an-hour-22-to-30-hours-both-ends',
    "20 an hour, between 22 and 30 hours a week, what's that monthly at the low end and the high end",
    [m(perMonthCents(20 * 22, 'weekly')), m(perMonthCents(20 * 30, 'weekly'))],
    'empty',
    [money(20 * 22 * 4 * 100), money(20 * 30 * 4 * 100)],
  );
  // A season over the year: 1,300 x 17 = 22,100; / 12 = $1,841.67 (not the weekly pay all year,
  // 5,633.33).
  calc(
    'ski-1300-a-week-17-week-season-over-year',
    "1,300 a week for a 17 week ski season, what's that per month across the whole year",
    [m(perMonthCents(1300 * 17, 'yearly'))],
    'empty',
    [money(perMonthCents(1300, 'weekly'))],
  );
  // By the course: 3,900 x 7 = 27,300; / 12 = $2,275.00.
  calc(
    'adjunct-3900-per-course-7-a-year-monthly',
    'adjunct pay is 3,900 per course and I teach 7 a year, monthly average?',
    [m(perMonthCents(3900 * 7, 'yearly'))],
  );
  // By the word: 38,000 x 0.11 = $4,180.00.
  calc('translator-11-cents-38000-words', 'at 11 cents a word, 38,000 words this month comes to?', [
    m(38000 * 11),
  ]);
  // By the flight hour: 78 x 44.50 = $3,471.00.
  calc(
    'flight-attendant-78-hours-44.50',
    'flight attendant: 78 flight hours this month at 44.50 an hour, gross?',
    [m(78 * 4450)],
  );
  // By the order: 212 x 16.75 = $3,551.00.
  calc('etsy-212-orders-16.75-profit', '212 etsy orders at 16.75 profit each, total for the month', [
    m(212 * 1675),
  ]);
  // An income share: 2,500 x 6,000 / 10,000 = $1,500.00 (not half, 1,250.00).
  calc(
    'income-share-6000-4000-mortgage-2500',
    "I make 6,000 and my husband makes 4,000 a month. If we split the 2,500 mortgage by income, what's my share?",
    [m((250000 * 6000) / (6000 + 4000))],
    'empty',
    [money(250000 / 2)],
  );
  // An income share: 1,800 x 3,500 / 8,750 = $720.00 (not half, 900.00).
  calc(
    'income-share-3500-5250-daycare-1800',
    'daycare is 1,800 and we split it by income, me 3,500 a month and her 5,250. my part?',
    [m((180000 * 3500) / (3500 + 5250))],
    'empty',
    [money(180000 / 2)],
  );
  // Household, a third of every paycheck as a month: 2,100 / 3 = 700; x 26 / 12 = $1,516.67 (not
  // two checks' 1,400.00).
  calc(
    'household-third-of-every-paycheck-as-a-month',
    'if we set aside a third of every paycheck, how much is that a month',
    [m(perMonthCents(2100 / 3, 'bi-weekly'))],
    'household',
    [money(70000 * 2)],
  );
  // Symbols: 1,240 x 26 / 12 = $2,686.67.
  calc('symbols-1240-times-26-divided-by-12', '$1,240 × 26 ÷ 12 = ?', [m(Math.round((124000 * 26) / 12))]);
  // "$4.2K": 4,200 x 12 = $50,400.00.
  calc('k-4.2K-a-month-per-year', '$4.2K/mo ≈ how much per year', [m(420000 * 12)]);
  // "Eighty bucks": 80 x 52 = $4,160.00.
  calc('bucks-eighty-a-week-gas-yearly', 'eighty bucks a week on gas, yearly?', [m(8000 * 52)]);
  // By the quarter: 1,850 / 3 = $616.67.
  calc('dividends-1850-a-quarter-monthly', "one more: dividends of 1,850 a quarter, what's that per month", [
    m(perMonthCents(1850, 'quarterly')),
  ]);
  // Twice a year: 5,400 x 2 / 12 = $900.00 (not once a year, 450.00).
  calc(
    'royalties-5400-twice-a-year-monthly-average',
    "royalties of 5,400 twice a year, what's the monthly average",
    [m(perMonthCents(5400 * 2, 'yearly'))],
    'empty',
    [money(540000 / 12)],
  );
  // What lands in dollars: 2,640 x 12 = $31,680.00 (not the CAD, 43,200.00).
  calc(
    'cad-3600-bank-shows-2640-usd-yearly',
    "paid 3,600 CAD a month and my bank shows 2,640 USD, what's that in USD over a year",
    [m(264000 * 12)],
    'empty',
    [money(360000 * 12)],
  );
  // Two incomes on different days: 1,720 + 540 = $2,260.00 a month, $27,120.00 a year.
  calc(
    'ss-1720-pension-540-monthly-and-yearly',
    'social security of 1,720 on the 2nd wednesday plus a 540 pension on the 1st, monthly total and yearly?',
    [m(172000 + 54000), m((172000 + 54000) * 12)],
  );
  // The asker's own sum wrong: 2,300 x 26 / 12 = $4,983.33 (they say 4,600).
  calc('own-sum-2300-biweekly-4600-right', '2,300 biweekly is 4,600 a month right?', [
    m(perMonthCents(2300, 'bi-weekly')),
  ]);
  // A tag question, right this time: 3,400 x 0.15 = $510.00.
  calc('tag-15-percent-of-3400-510-yeah', '15% of 3,400 is 510, yeah?', [m(Math.round(340000 * 0.15))]);
  // Household: 320 + 65 + 15.99 = $400.99.
  calc(
    'household-car-phone-streaming-monthly',
    'car note + phone + streaming, monthly total?',
    [m(32000 + 6500 + 1599)],
    'household',
  );
  // Household, the pay that lands by the end of next quarter: paid on day 6 and every 14 days; on
  // 2026-03-10, to Jun 30 (day 112): 8 paydays, $16,800.00.
  {
    const lastDay = daysThrough(today, nextQuarterEnd(today)) - 1;
    const paydays = lastDay < 6 ? 0 : Math.floor((lastDay - 6) / 14) + 1;
    calc(
      'household-pay-lands-by-end-of-next-quarter',
      'how much pay lands between now and the end of next quarter',
      [m(paydays * 210000)],
      'household',
    );
  }
  // Household, the calendar: the car insurance on day 40, $540.00.
  calc(
    'household-car-insurance-next-date-and-amount',
    'when does the car insurance come out next and for how much',
    [said(longDate(format(addDays(parseISO(today), 40), 'yyyy-MM-dd'))), m(54000)],
    'household',
  );
  // In words: 1,315 x 12 = $15,780.00.
  calc(
    'words-thirteen-fifteen-rent-times-twelve',
    'thirteen fifteen a month in rent times twelve, what is it',
    [m(131500 * 12)],
  );
  // In the middle of a story: 5,600 x 2 / 12 = $933.33.
  calc(
    'mid-story-dorm-5600-a-semester-per-month',
    "My daughter starts college in the fall. The dorm is 5,600 a semester, two semesters a year. What's that per month over 12 months? She also wants a car but that's later.",
    [m(perMonthCents(5600 * 2, 'yearly'))],
  );
  // By the trip or the word with no count; hours that vary; a conversion; an income share with no
  // incomes; tax owed; an amortized loan; interest with no rate; a season with no length.
  add(
    'arithmetic',
    'uber-12-bucks-a-trip-no-trips-monthly',
    "about 12 bucks a trip on uber, what's my monthly",
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'translating-10-cents-a-word-no-count-yearly',
    'translating at 10 cents a word, what do i make a year',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    '19-an-hour-hours-vary-weekly',
    '19 an hour but the hours vary a lot, weekly pay?',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'cad-2000-in-us-dollars',
    'how many US dollars do i get for 2,000 canadian',
    'empty',
    decline(),
    [/\$\s?(?!2,000|2000\b)\d/],
  );
  add(
    'arithmetic',
    'income-share-no-incomes-rent-2400',
    "we split the 2,400 rent by income share, what's my part",
    'empty',
    decline(),
    [/\$\s?(?!2,400|2400\b)\d/],
  );
  add(
    'arithmetic',
    'tax-owed-on-4180-translation-income',
    "what's the tax bill on the 4,180 i made translating this month",
    'empty',
    decline(),
    [/\$\s?(?!4,180|4180\b)\d/, ...NO_PERCENT],
  );
  add(
    'arithmetic',
    'car-loan-32000-6.9-72-months-payment',
    'monthly on a 32,000 auto loan, 6.9 apr, six years',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'interest-on-9000-student-loan-no-rate',
    'interest on my 9,000 student loan this year?',
    'empty',
    decline(),
    [/\$\s?(?!9,000|9000\b)\d/],
  );
  add(
    'arithmetic',
    'ski-season-1200-a-week-no-weeks-yearly',
    "ski season pays 1,200 a week, what's my yearly",
    'empty',
    decline(),
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside('uber-pay-per-trip-phoenix', 'what does uber pay per trip in phoenix these days', 'empty', [
    /\$\s?\d/,
  ]);
  outside(
    'canadian-dollar-stronger-this-year',
    'will the canadian dollar get stronger against USD this year',
    'empty',
    NO_FIGURE,
  );
  outside('ski-instructors-at-vail-pay', 'how much do ski instructors at vail make', 'empty', [/\$\s?\d/]);
  outside('adjunct-contract-renewed-for-fall', 'will my adjunct contract get renewed for fall', 'empty');
  outside('etsy-raising-transaction-fees', 'is etsy raising its transaction fees again', 'empty', NO_PERCENT);
  outside('zelle-landlord-the-rent', 'zelle my landlord the rent money', 'household');
  outside(
    'auto-move-third-of-every-paycheck',
    'set it up so a third of every paycheck automatically goes to savings',
    'household',
  );
  outside(
    'credit-utilization-right-now',
    'utilization on my credit cards, what percent am I at',
    'seeded',
    NO_PERCENT,
  );
  outside('doordash-orders-last-quarter', 'what did we blow on doordash orders last quarter', 'household', [
    /\$\s?\d/,
  ]);
  outside(
    'heloc-or-personal-loan-remodel',
    'HELOC or personal loan for the kitchen remodel, which is better',
    'household',
  );
  outside('chase-sapphire-apr', 'what APR does the chase sapphire charge', 'empty', NO_PERCENT);
  outside('sp500-or-total-market-roth', 'S&P 500 fund or total market fund for my roth', 'empty');
  outside('gold-smart-hedge-now', 'is gold a smart hedge right now', 'empty', NO_FIGURE);
  outside('text-husband-budget-summary', 'text my husband a summary of our budget', 'household');
  outside(
    'irs-travel-nurse-housing-money-income',
    'does the IRS count my travel nurse housing money as income',
    'empty',
  );
  outside(
    'estimated-taxes-on-translation-income',
    'quarterly estimated payments on translation work, do i owe them',
    'empty',
    NO_FIGURE,
  );
  outside('medicare-part-b-next-year', 'how much will medicare part b cost me next year', 'empty', NO_FIGURE);
  outside(
    'per-word-rate-legal-translation',
    'what per-word rate should I charge for legal translation',
    'empty',
    [/\$\s?\d/, /\d+\s?cents/i],
  );
  outside(
    'spending-against-families-our-size',
    'how does our spending compare to other families our size',
    'household',
  );
  outside('sign-me-up-fidelity-brokerage', 'sign me up for a fidelity brokerage account', 'seeded');
  outside('dispute-35-overdraft-fee', 'dispute the 35 dollar overdraft fee with my bank', 'household');
  outside('cpi-inflation-last-month', 'what was the CPI inflation number last month', 'empty', NO_FIGURE);
  outside(
    'hsa-or-ppo-open-enrollment',
    'HSA plan or PPO at open enrollment, which should we pick',
    'household',
  );
  outside('roth-conversion-higher-bracket', 'will a roth conversion push me into a higher bracket', 'empty');
  outside(
    'flight-attendants-union-raise',
    'will the flight attendants union win a raise this year',
    'empty',
    NO_FIGURE,
  );

  return built;
}

/** The thirteenth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases13(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases13Samples(today: string): Record<string, string> {
  return build(today).samples;
}
