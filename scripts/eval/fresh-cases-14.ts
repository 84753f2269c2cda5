import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  nextSunday,
  parseISO,
  setDate,
  startOfMonth,
} from 'date-fns';
import {
  HOUSEHOLD,
  SEEDED,
  behindCents,
  money,
  neededCents,
  perMonthCents,
  reach,
  type FreshCase,
  type FreshEvent,
  type FreshUser,
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
  type Built,
} from './fresh-figures.ts';

/**
 * The fourteenth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests) and without seeing any evaluation's answers, never tuned on.
 * None of its questions rewords one of sets 1 to 13 (no question shares half its words with one of
 * theirs, nor with another of its own). What is new here:
 *
 * - who asks: an oil-rig hand paid by the hitch on two weeks on, two weeks off (13 hitches a
 *   year), a pharmacist or nurse on seven on, seven off, an electrician on "four tens", a seasonal
 *   tax preparer whose weeks of tax season must cover the year, a school bus driver and a cafeteria
 *   worker paid by the school day or ten months of the year (the same every month asked), a farmer
 *   paid once a year at harvest, a pastor with a housing allowance, a graduate student funded by
 *   the academic quarter (three a year, not a calendar quarter), a dog groomer by the dog and a
 *   piano teacher by the lesson with their counts a week, an Airbnb host by the night booked, a
 *   plasma donor on top of the pay, someone who won a weekly prize for life, someone paid "every
 *   four weeks" or "four-weekly" (13 times a year, not 12), a household with a baby coming (a
 *   night nurse by the night, unpaid leave), someone paying down a payday loan;
 * - how it is written: doubled letters ("affford", "paymentt", "rentt", "emergenccy",
 *   "retiremment"), dropped spaces ("carpayment", "phonebill", "newcar", "emergencyfund",
 *   "howmuch", "japantrip"), dictation's words ("four oh one k", "period", "um", numbers said
 *   aloud), British spelling and words ("programme", "per annum", "holiday", "quid", "£"), what-ifs
 *   said as negatives ("if I didn't pay for streaming", "say we weren't making the car payment"),
 *   and three questions in one message of which only one is the app's: the app's figures are
 *   expected, and a decline of the other two may come with them (they are predictions, actions or
 *   advice, never the figure asked);
 * - how amounts are written: "half a grand", "two and a half grand", "a grand and a half",
 *   "four and a half grand", "thirty one fifty", "three twenty five", "forty-two fifty",
 *   "nine-fifty", "a hundred and five", "one thousand three hundred and twenty", "fourteen
 *   seventy"; ages in words ("thirty-seven", "fifty-two", "sixty-eight"); "a few hundred"
 *   (vague: declined);
 * - horizons from the calendar: "by the 1st" (through the next 1st), "before the 15th of next
 *   month" (through the 14th of next month), "by Sunday" (through the next Sunday), "the next 48
 *   hours" (today and tomorrow), "by payday"; the calendar's own pay and bills before the 15th of
 *   next month;
 * - what must decline, as decision 027 says: no income anywhere, pay by the hitch or the dog with
 *   no count, a vague amount ("a few hundred", "it swings"), pounds, a price alone, a bill or goal
 *   the user does not have (a gym, a phone for the seeded user, a boat, roof, Christmas, braces or
 *   tuition fund), a cost by the night with no count, no balance (still saying the change), two
 *   changes at once, a change with no figure, a bill moved to another day, "it", an age not given
 *   (born in a year, "fortysomething"), 65 or over, under 16, an employer match, how long savings
 *   last, no amount, a goal's money moved, a monthly amount to a date not the goal's own, which
 *   goal first, interest with no rate, tax, an amortized loan, a conversion from pounds; and
 *   outside the app: crop and fuel prices, others' pay and prices, actions (paying, booking,
 *   emailing, PayPal, cancelling, opening an account, moving a bill), reminders, audits, records
 *   the app does not hold (past spending, a FICO score, a payday loan's balance), live rates,
 *   what a lender counts, a stipend's tax, a ring's resale.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. Each case keeps a sample right answer
 * (`freshCases14Samples`) for the self-checks.
 */

/** Days from `today` through `end` (both included): the horizon of a stated date. */
const daysThrough = (today: string, end: Date) => differenceInCalendarDays(end, parseISO(today)) + 1;

/** The next 1st of a month after today ("by the 1st"). */
export const nextFirst = (today: string) => startOfMonth(addMonths(parseISO(today), 1));

/** The 14th of next month: the last day "before the 15th of next month". */
export const fourteenthOfNextMonth = (today: string) =>
  setDate(startOfMonth(addMonths(parseISO(today), 1)), 14);

/** The next Sunday after today ("by Sunday"). */
export const comingSunday = (today: string) => nextSunday(parseISO(today));

/** Day indexes from 0 to `last` on which a pending event of the calendar falls. */
export function dueDays(event: FreshEvent, today: string, last: number): number[] {
  if (event.completed) return [];
  const start = addDays(parseISO(today), event.inDays);
  const days: number[] = [];
  for (let k = 0; k < 60; k += 1) {
    if (event.per === null && k > 0) break;
    const date =
      event.per === null
        ? start
        : event.per === 'bi-weekly'
          ? addDays(start, 14 * k)
          : event.per === 'weekly'
            ? addDays(start, 7 * k)
            : event.per === 'monthly'
              ? addMonths(start, k)
              : event.per === 'quarterly'
                ? addMonths(start, 3 * k)
                : addMonths(start, 12 * k);
    const index = differenceInCalendarDays(date, parseISO(today));
    if (index > last) break;
    if (index >= 0) days.push(index);
  }
  return days;
}

/** The calendar's bills (their titles, and their sum in cents) and pay (cents) from today to `last`. */
export function calendarThrough(user: FreshUser, today: string, last: number) {
  const titles: string[] = [];
  let bills = 0;
  let pay = 0;
  for (const event of user.events) {
    const days = dueDays(event, today, last);
    const cents = Math.round(event.amount * 100) * days.length;
    if (event.type === 'income') pay += cents;
    else if (days.length > 0) {
      titles.push(event.title);
      bills += cents;
    }
  }
  return { titles, bills, pay };
}

function build(today: string): Built {
  const { built, add, decline, afford, whatIf, payChange, retire, goal, calc, outside } = freshSetWriters(
    'fresh14',
    today,
  );

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // By the hitch, two weeks on and two off: a hitch every 4 weeks, 13 a year: 5,600 x 13 = 72,800;
  // / 12 = 6,066.67; less 690 = $5,376.67 (not a hitch a month, 4,910.00).
  afford(
    'empty-rig-5600-a-hitch-two-on-two-off-truck-690',
    'rig hand, 2 weeks on 2 weeks off, 5,600 a hitch after taxes. could i carry a 690 truck note',
    [monthly(690)],
    { profile: 'empty', income: { amount: 5600 * 13, per: 'yearly' }, wrongCents: [560000 - 69000] },
  );
  // Seven on, seven off: 7 x 12 x 62 = 5,208 every two weeks; x 26 / 12 = 11,284.00; less 1,850 =
  // $9,434.00 (not two weeks' pay as a month, 3,358.00).
  afford(
    'empty-pharmacist-seven-on-seven-off-12h-62-condo-1850',
    'hospital pharmacist working seven on, seven off: 12 hour days at 62 an hour. is a 1,850 condo within reach',
    [monthly(1850)],
    {
      profile: 'empty',
      income: { amount: 7 * 12 * 62, per: 'bi-weekly' },
      wrongCents: [7 * 12 * 6200 - 185000],
    },
  );
  // Four tens: 4 x 10 x 31.50 = 1,260 a week; x 52 / 12 = 5,460.00; less 240 = $5,220.00 (not 4
  // weeks' 5,040 - 240 = 4,800.00).
  afford(
    'empty-electrician-four-tens-31.50-boat-loan-240',
    'union electrician on four tens at 31.50 an hour — would a 240 monthly boat loan fit',
    [monthly(240)],
    { profile: 'empty', income: { amount: 4 * 10 * 31.5, per: 'weekly' }, wrongCents: [126000 * 4 - 24000] },
  );
  // A tax season over the year: 1,350 x 14 = 18,900; / 12 = 1,575.00; less 310 = $1,265.00 (not the
  // weekly pay all year, 5,850 - 310 = 5,540.00).
  afford(
    'empty-tax-preparer-1350-a-week-14-weeks-car-310',
    'I prep taxes from january to mid april, 1,350 a week for 14 weeks and no other work. Is a 310 car payment sustainable year round?',
    [monthly(310)],
    {
      profile: 'empty',
      income: { amount: 1350 * 14, per: 'yearly' },
      wrongCents: [perMonthCents(1350, 'weekly') - 31000],
    },
  );
  // By the school day with the days a year: 165 x 180 = 29,700; / 12 = 2,475.00; less 775 =
  // $1,700.00 (not 5 days a week all year, 3,575 - 775 = 2,800.00).
  afford(
    'empty-bus-driver-165-a-day-180-school-days-apartment-775',
    'school bus driver, 165 per day and there are 180 school days in the year. can i keep a 775 apartment',
    [monthly(775)],
    {
      profile: 'empty',
      income: { amount: 165 * 180, per: 'yearly' },
      wrongCents: [perMonthCents(165 * 5, 'weekly') - 77500],
    },
  );
  // Once a year at harvest: 54,000 / 12 = 4,500.00; less 900 = $3,600.00.
  afford(
    'empty-farmer-harvest-check-54000-tractor-note-900',
    'we farm and get paid once a year at harvest, about 54,000 net. does a 900/month tractor note pencil out',
    [monthly(900)],
    { profile: 'empty', income: { amount: 54000, per: 'yearly' } },
  );
  // A salary and a housing allowance: 2,900 + 1,200 = 4,100; less 365 = $3,735.00 (not the
  // allowance left out, 2,535.00).
  afford(
    'empty-pastor-2900-housing-allowance-1200-car-365',
    'pastor here: 2,900 a month salary plus a 1,200 monthly housing allowance from the church. can we manage a 365 car payment',
    [monthly(365)],
    { profile: 'empty', income: monthly(2900 + 1200), wrongCents: [290000 - 36500] },
  );
  // By the academic quarter, three a year: 8,100 x 3 = 24,300; / 12 = 2,025.00; less 725 =
  // $1,300.00 (not a calendar quarter's 8,100 / 3 = 2,700, 1,975.00).
  afford(
    'empty-grad-stipend-8100-academic-quarter-3-a-year-room-725',
    "PhD student: my stipend pays 8,100 per academic quarter and I'm funded 3 quarters a year, nothing in summer. Is a 725 room ok?",
    [monthly(725)],
    {
      profile: 'empty',
      income: { amount: 8100 * 3, per: 'yearly' },
      wrongCents: [perMonthCents(8100, 'quarterly') - 72500],
    },
  );
  // By the dog with the dogs a week: 22 x 45 = 990 a week; x 52 / 12 = 4,290.00; less 430 =
  // $3,860.00 (not 4 weeks' 3,960 - 430 = 3,530.00).
  afford(
    'empty-groomer-22-dogs-a-week-45-van-lease-430',
    'mobile dog groomer, roughly 22 dogs weekly at 45 a dog. would a 430 van lease be smart money wise',
    [monthly(430)],
    { profile: 'empty', income: { amount: 22 * 45, per: 'weekly' }, wrongCents: [99000 * 4 - 43000] },
  );
  // By the lesson with the students a week: 18 x 35 = 630 a week; x 52 / 12 = 2,730.00; less 150 =
  // $2,580.00 (not 4 weeks' 2,520 - 150 = 2,370.00).
  afford(
    'empty-piano-teacher-18-students-35-a-lesson-piano-loan-150',
    'I teach piano, 18 students each with one 30-minute lesson a week at 35 a lesson. Can I take on a 150 a month loan for a better piano?',
    [monthly(150)],
    { profile: 'empty', income: { amount: 18 * 35, per: 'weekly' }, wrongCents: [63000 * 4 - 15000] },
  );
  // By the night booked with the nights a month: 26 x 85 = 2,210.00; less 140 = $2,070.00.
  afford(
    'empty-airbnb-26-nights-85-insurance-140',
    'my only income is hosting on airbnb, about 26 nights booked a month at 85 a night. can i afford 140 a month for renters insurance and wifi',
    [monthly(140)],
    { profile: 'empty', income: monthly(26 * 85) },
  );
  // A weekly prize for life: 1,000 x 52 / 12 = 4,333.33; less 2,600 = $1,733.33 (not 4 weeks' 4,000 -
  // 2,600 = 1,400.00).
  afford(
    'empty-lottery-1000-a-week-for-life-mortgage-2600',
    'won one of those 1,000 a week for life scratch-offs!! can that cover a 2,600 mortgage',
    [monthly(2600)],
    { profile: 'empty', income: { amount: 1000, per: 'weekly' }, wrongCents: [400000 - 260000] },
  );
  // Four-weekly pay, 13 a year: 2,380 x 13 = 30,940; / 12 = 2,578.33; less 1,050 = $1,528.33 (not
  // one pay a month, 1,330.00).
  afford(
    'empty-four-weekly-2380-flat-1050',
    'I am paid four-weekly, $2,380 each time. Could I afford a flat at $1,050 per month?',
    [monthly(1050)],
    { profile: 'empty', income: { amount: 2380 * 13, per: 'yearly' }, wrongCents: [238000 - 105000] },
  );
  // Per annum: 61,500 / 12 = 5,125.00; less 420 = $4,705.00.
  afford(
    'empty-per-annum-61500-car-finance-420',
    'My salary is $61,500 per annum. Would car finance of $420 a month be sensible, in your opinion?',
    [monthly(420)],
    { profile: 'empty', income: { amount: 61500, per: 'yearly' } },
  );
  // Three questions, one the app's: 3,600 - 480 = $3,120.00.
  afford(
    'empty-three-in-one-3600-car-480-prices-dealer',
    'three questions: I make 3,600 a month, can I afford a 480 car payment? will used car prices drop next year? and can you find me a dealer nearby?',
    [monthly(480)],
    { profile: 'empty', income: monthly(3600) },
  );
  // Dictated numbers: "thirty one fifty" is 3,150; "three twenty five" is 325: $2,825.00.
  afford(
    'empty-dictated-thirty-one-fifty-three-twenty-five',
    'my take home is thirty one fifty a month period could i handle a three twenty five payment on a used truck',
    [monthly(325)],
    { profile: 'empty', income: monthly(3150) },
  );
  // "Two and a half grand" and "half a grand": 2,500 - 500 = $2,000.00.
  afford(
    'empty-words-two-and-a-half-grand-half-a-grand-car',
    'I clear two and a half grand a month. is half a grand monthly on a used hatchback too much?',
    [monthly(500)],
    { profile: 'empty', income: monthly(2500) },
  );
  // Doubled letters: 2,750 - 260 = $2,490.00.
  afford(
    'empty-doubled-letters-2750-affford-260',
    'i bring in 2,750 monthlyy, can i affford a 260 carr paymentt',
    [monthly(260)],
    { profile: 'empty', income: monthly(2750) },
  );
  // Household, every 4 weeks: 52 x 13 / 12 = 56.33; 2,719.01 - 56.33 = $2,662.68 (not 52 a month,
  // 2,667.01).
  afford(
    'household-gym-billed-every-4-weeks-52',
    'thinking of joining a climbing gym that bills every 4 weeks, 52 each time. is that fine with our other bills',
    [{ amount: 52 * 13, per: 'yearly' }],
    { wrongCents: [householdLeft - 5200] },
  );
  // Yearly subscriptions turned monthly: (65 + 139) / 12 = 17.00; 2,719.01 - 17 = $2,702.01 (not a
  // year's 204 in one month, 2,515.01).
  afford(
    'household-costco-65-prime-139-yearly-memberships',
    'costco membership is 65 yearly and prime is 139 yearly — if we add both does the monthly budget still hold',
    [{ amount: 65 + 139, per: 'yearly' }],
    { wrongCents: [householdLeft - 20400] },
  );
  // Household, plasma on top of the pay: 2 x 50 = 100 a week; x 52 / 12 = 433.33; 4,550 + 433.33 =
  // 4,983.33; less 1,830.99 = 3,152.34; less 1,100 = $2,052.34 (not without the plasma, 1,619.01).
  afford(
    'household-plasma-2-a-week-50-on-top-daycare-1100',
    'on top of my paycheck i donate plasma 2x a week at 50 a visit. with that, can we do 1,100 a month in daycare when the baby comes',
    [monthly(1100)],
    { income: monthly((2100 * 26 + 2 * 50 * 52) / 12), wrongCents: [householdLeft - 110000] },
  );
  // Dropped spaces: 2,719.01 - 295 = $2,424.01.
  afford('household-dropped-spaces-secondcarpayment-295', 'can we handle a secondcarpayment of 295 amonth', [
    monthly(295),
  ]);
  // A night nurse by the night with the nights a week: 2 x 180 = 360 a week; x 52 / 12 = 1,560.00;
  // 2,719.01 - 1,560 = $1,159.01 (not 4 weeks' 1,440: 1,279.01).
  afford(
    'household-baby-night-nurse-2-nights-180',
    "baby's due in june. a night nurse 2 nights a week at 180 a night for the first few months — can we absorb that",
    [{ amount: 2 * 180, per: 'weekly' }],
    { wrongCents: [householdLeft - 36000 * 4] },
  );
  // British, a fortnight: 95 x 26 / 12 = 205.83; 2,719.01 - 205.83 = $2,513.18 (not 95 a month,
  // 2,624.01).
  afford(
    'household-british-after-school-programme-95-a-fortnight',
    "the children's after-school programme is 95 a fortnight. Can we afford it, do you reckon?",
    [{ amount: 95, per: 'bi-weekly' }],
    { wrongCents: [householdLeft - 9500] },
  );
  // A negative that changes nothing: 2,719.01 - 140 = $2,579.01.
  afford(
    'household-negative-without-touching-ef-music-140',
    "without dipping into savings, can we cover 140 a month for our daughter's violin lessons",
    [monthly(140)],
  );
  // Dictated "a hundred and five": 2,719.01 - 105 = $2,614.01.
  afford(
    'household-voice-um-a-hundred-and-five-dog-walker',
    'um can we afford a dog walker at a hundred and five a month',
    [monthly(105)],
  );
  // Seeded, three questions: 4,183.33 - 275 = $3,908.33.
  afford(
    'seeded-three-in-one-storage-275-points-card-rent',
    "couple things — is a 275 a month storage unit affordable for me, what's the best points card, and will my landlord raise rent next year",
    [monthly(275)],
    { profile: 'seeded' },
  );
  // Seeded, every four weeks: 260 x 13 / 12 = 281.67; 4,183.33 - 281.67 = $3,901.66 (not 260 a month,
  // 3,923.33).
  afford(
    'seeded-therapist-every-four-weeks-260',
    'my therapist bills every four weeks, 260 a cycle. can i keep that up',
    [{ amount: 260 * 13, per: 'yearly' }],
    { profile: 'seeded', wrongCents: [seededLeft - 26000] },
  );
  // Seeded, doubled letters: 4,183.33 - 189 = $3,994.33.
  afford(
    'seeded-doubled-letters-bike-lease-189',
    'e-bike leasse for 189 a monthh, doess it fit for me',
    [monthly(189)],
    {
      profile: 'seeded',
    },
  );
  // Checkup, ten months a year the same every month: 2,600 x 10 = 26,000; / 12 = 2,166.67; less rent
  // 1,500 = 666.67; less 150 = $516.67 (not a paid month's 2,600 - 1,500 - 150 = 950.00).
  afford(
    'checkup-cafeteria-2600-ten-months-phone-150',
    'school cafeteria worker, 2,600 a month september through june and nothing in july or august. with rent, can i do 150 a month for phone and internet all year',
    [monthly(150)],
    {
      profile: 'checkup',
      income: { amount: 2600 * 10, per: 'yearly' },
      wrongCents: [260000 - 150000 - 15000],
    },
  );
  // No income anywhere; by the hitch or the dog with no count; pounds; a vague amount; a price
  // alone; a bill the user does not have; by the night with no count.
  const affordDecline = (
    id: string,
    question: string,
    profile: 'household' | 'seeded' | 'empty' | 'checkup',
  ) => {
    add('affordability', id, question, profile, decline(), [ONLY_PAYDAY]);
  };
  affordDecline(
    'empty-no-income-piano-rental-45',
    'the piano rental is 45 monthly, can i keep it going',
    'empty',
  );
  affordDecline(
    'empty-rig-6200-a-hitch-no-rotation-truck-800',
    'i make 6,200 a hitch on the rig. can i swing an 800 truck payment',
    'empty',
  );
  affordDecline(
    'empty-groomer-50-a-dog-no-count-van-300',
    'I charge 50 a dog for grooming. is a 300 van payment realistic',
    'empty',
  );
  affordDecline(
    'empty-quid-2100-flat-650',
    'I take home two thousand one hundred quid a month, can I afford six hundred and fifty quid a month for a flat',
    'empty',
  );
  affordDecline(
    'empty-few-hundred-a-week-odd-jobs-car-350',
    'i make a few hundred a week doing odd jobs, is a 350 car payment ok',
    'empty',
  );
  affordDecline(
    'empty-poker-swings-lease-500',
    'poker is my only income and it swings month to month, is 500 a month for a car ok',
    'empty',
  );
  affordDecline(
    'household-price-alone-crib-stroller-1800',
    'a 1,800 crib and stroller bundle for the baby, affordable for us?',
    'household',
  );
  affordDecline(
    'household-no-gym-didnt-pay-tutor-90',
    "if we didn't pay for the gym anymore, could we afford a 90 a month tutor",
    'household',
  );
  affordDecline(
    'household-night-nanny-200-a-night-no-count',
    'a night nanny is 200 a night, can we swing it once the baby is here',
    'household',
  );
  affordDecline(
    'checkup-tax-preparer-no-amounts-car-200',
    'seasonal tax preparer here, the work dries up after april. with rent on the books could i handle a 200 auto loan',
    'checkup',
  );

  // --- A supposed change, through the forecast until the next payday (or a stated horizon) --------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00, and over any
  // horizon from day 3 to day 60 (the balance climbs after each payday); over days 0 to 2, $900.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.
  const byTheFirst = daysThrough(today, nextFirst(today));
  const before15th = daysThrough(today, fourteenthOfNextMonth(today));
  const bySunday = daysThrough(today, comingSunday(today));

  // By the 1st (day 22 on TODAY): 900 - 1,385 = -$485.00; $135.00 more.
  whatIf('by-the-1st-rent-1385', 'rent jumps to 1,385 — lowest point by the 1st?', {
    changed: { Rent: 1385 },
    days: byTheFirst,
  });
  // Before the 15th of next month, the car on day 9 after payday: -$350.00 either way; $45.00 more.
  whatIf(
    'before-15th-next-month-car-payment-365',
    'car payment rises to 365, do i stay above zero before the 15th of next month',
    { changed: { 'Car payment': 365 }, days: before15th },
  );
  // By Sunday (day 5 on TODAY): 1,140 - 1,250 = -$110.00.
  whatIf('by-sunday-checking-1140', 'checking says 1,140 — where does it bottom out by sunday', {
    balance: 1140,
    days: bySunday,
  });
  // The next 48 hours, today and tomorrow: no event falls; $900.00 either way; $150.00 more.
  whatIf(
    'next-48-hours-rent-1400',
    'would rent going to 1,400 put my account negative in the next 48 hours',
    { changed: { Rent: 1400 }, days: 2 },
  );
  // A negative: streaming at 0 on day 20, after payday: -$350.00 either way; $15.99 less.
  whatIf(
    'negative-didnt-pay-streaming',
    "if i didn't pay for streaming anymore, would i still dip under before payday",
    { changed: { Streaming: 0 } },
  );
  // A negative: the car at 0 on day 9, after payday: -$350.00 either way; $320.00 less.
  whatIf(
    'negative-werent-making-car-payment',
    "say we weren't making the car payment at all — how low does the balance go before my check",
    { changed: { 'Car payment': 0 } },
  );
  // Dropped spaces: the car on day 9: -$350.00 either way; $90.00 more.
  whatIf('dropped-spaces-carpayment-410', 'carpayment going to 410, am i short beforepayday', {
    changed: { 'Car payment': 410 },
  });
  // Doubled letters: 900 - 1,330 = -$430.00; $80.00 more.
  whatIf('doubled-letters-rentt-1330', 'rentt goess up to 1,330 — will i be in the red before paydayy', {
    changed: { Rent: 1330 },
  });
  // "Half a grand": 500 - 1,250 = -$750.00.
  whatIf(
    'words-half-a-grand-in-checking',
    'what if there was only half a grand in checking, how deep before payday',
    {
      balance: 500,
    },
  );
  // "Two and a half grand": 2,500 - 1,250 = $1,250.00.
  whatIf(
    'words-two-and-a-half-grand-today',
    'two and a half grand in the account today, lowest it hits before my check?',
    { balance: 2500 },
  );
  // Dictated: 900 - 1,320 = -$420.00; $70.00 more.
  whatIf(
    'voice-one-thousand-three-hundred-and-twenty-period',
    'if rent goes to one thousand three hundred and twenty period how low before payday',
    { changed: { Rent: 1320 } },
  );
  // A baby coming, the pay short by 650: 1,450 to day 19: -350, 1,100, 780, 600, 535: -$350.00 either
  // way; 650 x 26 / 12 = $1,408.33 less.
  payChange(
    'baby-unpaid-leave-check-short-650',
    'with the baby coming my next check will be short 650 from unpaid leave. how low before the check after that',
    2100 - 650,
  );
  // A fifth less: 1,680; 420 x 26 / 12 = $910.00 less; -$350.00 either way.
  payChange(
    'paycheck-shrinks-by-a-fifth-until-following',
    'if my next paycheck shrinks by a fifth, where is my low point until the following one',
    (2100 * 4) / 5,
  );
  // British, before the 15th of next month (day 35 on TODAY): the insurance on day 40 falls after;
  // -$350.00 either way; (600 - 540) / 3 = $20.00 more.
  whatIf(
    'british-car-insurance-600-quarter-before-15th',
    "if the car insurance renewal comes in at 600 a quarter, what's my lowest balance before the 15th of next month",
    { changed: { 'Car insurance': 600 }, days: before15th },
  );
  // Three questions, one the app's: 900 - 1,360 = -$460.00; $110.00 more.
  whatIf(
    'three-in-one-rent-1360-rates-pay-phone',
    'three things: if rent hits 1,360 do i go negative before payday, are interest rates going to drop, and can you pay my phone bill',
    { changed: { Rent: 1360 } },
  );
  // Phone at 72, by the 1st: the phone on day 15 after payday: -$350.00 either way; $7.00 more.
  whatIf('phonebill-72-by-the-1st', 'phonebill is 72 now, am i ok by the 1st', {
    changed: { Phone: 72 },
    days: byTheFirst,
  });
  // Seeded, by the 1st: 1,200 - 1,520 = -$320.00; $70.00 more.
  whatIf(
    'seeded-rent-1520-by-the-1st',
    'if my rent is 1,520 starting now, lowest my checking gets by the 1st',
    { changed: { Rent: 1520 }, days: byTheFirst },
    'seeded',
  );
  // Seeded, a one-off skipped: the gym on day 45, after payday: -$250.00 either way.
  whatIf(
    'seeded-negative-skip-gym-membership',
    "if i skipped the gym membership, wouldn't i stay out of the red until my paycheck",
    { changed: { 'Gym membership': 0 } },
    'seeded',
  );
  // Seeded, dictated: 1,200 - 1,470 = -$270.00; $20.00 more.
  whatIf(
    'seeded-voice-um-fourteen-seventy',
    'um rent might be fourteen seventy from now on so how low do i go before i get paid',
    { changed: { Rent: 1470 } },
    'seeded',
  );
  // Seeded, "a grand and a half": 1,500 - 1,450 = $50.00.
  whatIf(
    'seeded-grand-and-a-half-in-checking',
    'pretend i have a grand and a half in checking, how close to zero before payday',
    { balance: 1500 },
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $75.00 more; $85.00 less.
  add(
    'what-if',
    'checkup-rent-1575-by-the-1st-no-balance',
    'rent going to 1,575 by the 1st, will i be ok before payday',
    'checkup',
    decline(amount(7500)),
  );
  add(
    'what-if',
    'checkup-85-off-rent-no-balance',
    "landlord's knocking 85 off the rent, am i fine till payday",
    'checkup',
    decline(amount(8500)),
  );
  // A bill the user does not have; two changes at once; a change with no figure; a bill moved to
  // another day; pounds; "it"; nothing at all.
  add(
    'what-if',
    'no-gym-didnt-pay',
    "if i didn't pay the gym anymore would i stay positive til payday",
    'household',
    decline(),
  );
  add(
    'what-if',
    'two-changes-cut-streaming-phone-50',
    'if i cut streaming and the phone went to 50, lowest before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-phone-phonebill-95',
    'phonebill climbing to 95 — overdrawn ahead of my paycheck?',
    'seeded',
    decline(),
  );
  add(
    'what-if',
    'rent-up-a-little-by-the-1st',
    'if rent goes up a little by the 1st will i be short',
    'household',
    decline(),
  );
  add(
    'what-if',
    'car-payment-moved-to-the-1st',
    'if the car payment came out on the 1st instead, am i negative by then',
    'household',
    decline(),
  );
  add(
    'what-if',
    'paycheck-in-pounds-1600',
    'suppose my wages landed as 1,600 pounds sterling — lowest point before the next deposit',
    'household',
    decline(),
  );
  add(
    'what-if',
    'it-up-30-before-15th',
    'if it went up by 30 before the 15th of next month where do i bottom out',
    'household',
    decline(),
  );
  add(
    'what-if',
    'empty-didnt-pay-phone',
    "if i didn't pay my phone bill would i make it to payday",
    'empty',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // By the hitch, 13 a year: 1,200 x 13 = 15,600 a year, 1,300 a month, 31 years (not 1,200 a
  // month).
  retire(
    'rig-34-1200-every-hitch',
    "34, rig work, i drop 1,200 into the 401k every hitch (2 on, 2 off). what's there at 65",
    { amount: 1200 * 13, per: 'yearly', age: 34, wrongDeposit: 1200 },
  );
  // Once a year after tax season: 4,500 / 12 = 375 a month, 26 years.
  retire(
    'tax-preparer-39-4500-each-april',
    'tax preparer, 39 years old. after each season ends in april I put 4,500 into my IRA. value at 65?',
    { amount: 4500, per: 'yearly', age: 39 },
  );
  // 350 a month, 21 years at 5.5%.
  retire(
    'pastor-44-403b-350-5.5',
    'pastor, 44, 350 monthly into a 403(b), assume 5.5 percent. at 65 i have?',
    {
      amount: 350,
      age: 44,
      rate: 5.5,
    },
  );
  // Dictated: "four oh one k", "three twenty five": 325 a month, 34 years.
  retire(
    'voice-31-four-oh-one-k-three-twenty-five',
    'im thirty one and put three twenty five a month in my four oh one k what will i have at sixty five',
    { amount: 325, age: 31 },
  );
  // Doubled letters: 180 a month, 38 years at 6%.
  retire(
    'doubled-27-retiremment-180-6',
    'retiremment savings: 27 yrs old, 180/mo, 6% return. totall at 65?',
    {
      amount: 180,
      age: 27,
      rate: 6,
    },
  );
  // Dropped spaces: 420 a month, 29 years.
  retire('dropped-spaces-36-420-howmuch', 'howmuch at 65 if im 36 and put 420 amonth intomy roth', {
    amount: 420,
    age: 36,
  });
  // "Four and a half grand a quarter": 4,500 / 3 = 1,500 a month, 28 years (not 4,500 a month).
  retire(
    'words-37-four-and-a-half-grand-a-quarter',
    'thirty-seven and i put four and a half grand a quarter into a brokerage for retirement. what at 65',
    { amount: 4500, per: 'quarterly', age: 37 },
  );
  // "Half a grand": 60,000 saved and 500 a month, 13 years at 6%.
  retire(
    'words-52-60k-half-a-grand-6',
    'fifty-two, 60k already put away, adding half a grand every month at 6%. where does that land at 65',
    { amount: 500, age: 52, rate: 6, start: 60000 },
  );
  // Per annum: 7,200 / 12 = 600 a month, 24 years.
  retire(
    'per-annum-41-7200',
    'I contribute $7,200 per annum to my retirement account and I am 41. Projected total at 65?',
    {
      amount: 7200,
      per: 'yearly',
      age: 41,
    },
  );
  // Every four weeks: 150 x 13 = 1,950 a year, 162.50 a month, 36 years (not 150 a month).
  retire(
    'every-four-weeks-29-150',
    "i'm 29, 150 goes into retirement every four weeks. what's it worth at 65",
    {
      amount: 150 * 13,
      per: 'yearly',
      age: 29,
      wrongDeposit: 150,
    },
  );
  // Three questions, one the app's: 40,000 saved and 700 a month, 19 years.
  retire(
    'three-in-one-46-40k-700-annuity-social-security',
    "I'm 46 with 40k saved adding 700 a month — what at 65? should i buy an annuity? and is social security going broke?",
    { amount: 700, age: 46, start: 40000 },
  );
  // By the week: 60 x 52 / 12 = 260 a month, 32 years.
  retire('groomer-33-60-a-week', 'dog groomer, 33, i can stash 60 a week for retirement. how much by 65', {
    amount: 60,
    per: 'weekly',
    age: 33,
  });
  // 200 a month, 37 years.
  retire(
    'baby-coming-28-cutting-to-200',
    "with the baby coming we're cutting retirement savings to 200 a month. i'm 28, what does that grow to by 65",
    { amount: 200, age: 28 },
  );
  // Every two weeks: 240 x 26 / 12 = 520 a month, 30 years.
  retire(
    'payday-loan-gone-35-240-every-two-weeks',
    "payday loan's finally gone! i'm 35 and want to send the 240 every two weeks i was paying into retirement instead. how much at 65",
    { amount: 240, per: 'bi-weekly', age: 35 },
  );
  // Household, the month's income: 550 a month, 22 years.
  retire(
    'household-43-bank-550-monthly-income',
    "43 here. banking 550 monthly for retirement, what's that as a monthly payout once i hit 65",
    { amount: 550, age: 43, income: 'monthly' },
    'household',
  );
  // Seeded: 1,250 a month, 15 years at 7%.
  retire(
    'seeded-50-1250-at-7',
    'fifty years old and able to save 1,250 monthly at 7% — retirement number at 65?',
    { amount: 1250, age: 50, rate: 7 },
    'seeded',
  );
  // Checkup: 210,000 saved and 900 a month, 8 years.
  retire(
    'checkup-57-210k-900',
    'I am 57 with 210k in my 401k and add 900 a month. what do i have at 65',
    { amount: 900, age: 57, start: 210000 },
    'checkup',
  );
  // 100 a month, 41 years at 7%.
  retire(
    'grad-student-24-100-roth-7',
    'PhD candidate, 24, squeezing 100/month into a roth earning 7% — balance at 65?',
    {
      amount: 100,
      age: 24,
      rate: 7,
    },
  );
  // An age not given; 65 or over; under 16; pounds; an employer match; how long savings last; no
  // amount; no age.
  add(
    'retirement',
    'born-in-1990-300',
    'born in 1990 and stashing 300 monthly for retirement — projected pot at 65?',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'fortysomething-500',
    'fortysomething with 500 a month going in, total at 65?',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'sixty-eight-250-ira',
    "i'm sixty-eight and put 250 a month into my IRA, projected balance at 65?",
    'empty',
    decline(),
  );
  add(
    'retirement',
    '15-year-old-roth-30',
    'my 15 year old has a custodial roth with 30 a month going in, what at 65',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'pounds-40-sipp-300',
    "I'm 40 and pay £300 a month into my SIPP, what will I have at 65?",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'church-match-3-percent-38-250',
    'my church matches 3% on top of my 250 a month, im 38, total at 65',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'how-long-will-600k-last',
    "I'll retire with about 600k, how many years will it last me",
    'empty',
    decline(),
  );
  add(
    'retirement',
    'rig-41-no-amount-on-track',
    'oil rig worker, 41, am i on track for retirement',
    'empty',
    decline(),
  );
  add(
    'retirement',
    'tax-preparer-no-age-400',
    "tax preparer saving 400 every month, what's my retirement pot at 65",
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

  // Doubled letters: 10,000 - 2,500 = $7,500.00.
  goal(
    'doubled-emergenccy-left',
    'whats remaining on the emergenccy fundd',
    [m(leftCents(ef))],
    'household',
    [money(leftCents(vacation)), money(leftCents(car))],
  );
  // Dropped spaces: 7,000 / 650 = 10.8: 11 months.
  goal(
    'dropped-spaces-newcar-650',
    'newcar fund: months to go at 650 amonth and the date',
    reachOf(car, 650, today),
  );
  // Dropped spaces: the Emergency Fund's amount behind (or on pace).
  goal('dropped-spaces-emergencyfund-behind-or-ahead', 'emergencyfund — behind or ahead of schedule?', [
    behindOrPace(ef),
  ]);
  // Seeded, "half a grand": 2,800 / 500 = 5.6: 6 months.
  goal(
    'seeded-half-a-grand-japantrip',
    'half a grand a month into the japantrip, when is it covered',
    reachOf(japan, 500, today),
    'seeded',
  );
  // "Two and a half grand": 7,500 / 2,500 = 3 months.
  goal(
    'words-two-and-a-half-grand-emergency',
    'if we throw two and a half grand a month at the emergency fund how many months till full',
    reachOf(ef, 2500, today),
  );
  // Every four weeks, 300 each time: 300 x 13 / 12 = 325 a month, 7,000 / 325 = 21.5: 22 months; or
  // 24 deposits, 96 weeks.
  goal(
    'every-4-weeks-300-new-car',
    'i get paid every 4 weeks and can put 300 toward the new car each time. how long',
    [
      either(
        count(reach(car, 325, today).months, 'month'),
        count(Math.ceil(leftCents(car) / 30000) * 4, 'week'),
      ),
    ],
    'household',
    [count(Math.ceil(leftCents(car) / 30000), 'month').fact],
  );
  // Three questions, one the app's: 3,000 - 600 = $2,400.00.
  goal(
    'three-in-one-vacation-left-flights-hotel',
    'vacation goal: how much is left, will flights to cancun get cheaper, and can you book us a hotel',
    [m(leftCents(vacation))],
  );
  // Seeded, loosely named: 4,000 - 1,200 = $2,800.00.
  goal(
    'seeded-voice-the-japan-one-still-need',
    'um the japan one how much do i still need',
    [m(leftCents(japan))],
    'seeded',
  );
  // Each payday to its date: the Vacation's amount a month (and each payday).
  goal(
    'vacation-each-payday-to-make-date',
    'what should go into the vacation from each paycheck so it hits its date',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Doubled letters: the goal furthest behind (or on pace).
  {
    const furthest = behindGoals(HOUSEHOLD, today)[0];
    goal(
      'doubled-whicch-goal-furthest-behindd',
      'whicch goal am i furthest behindd on and by how muchh',
      furthest ? [said(furthest.goal.title), m(furthest.cents)] : [ON_PACE],
    );
  }
  // Seeded: 8,000 saved, 32,000 left.
  goal(
    'seeded-down-pmt-put-in-and-left',
    "house down pmt — what's been put in so far and what's left",
    [m(Math.round(house.saved * 100)), m(leftCents(house))],
    'seeded',
  );
  // Seeded, made today: on pace.
  goal('seeded-japantrip-on-pace', 'japantrip on pace or nah', [behindOrPace(japan)], 'seeded');
  // British, "holiday" for the one travel goal: $2,400.00 left.
  goal('british-holiday-fund-still-to-save', 'how much is still to save in the holiday fund, please?', [
    m(leftCents(vacation)),
  ]);
  // A negative: nothing more put in: 8,000 - 1,000 = $7,000.00.
  goal(
    'negative-if-i-dont-add-new-car-gap',
    "if i don't add anything more to the new car, how far am i from the target",
    [m(leftCents(car))],
  );
  // 2,500 of 10,000 = 25%.
  goal('emergency-percent-done', 'emergency fund — what percent done are we', [
    pct((ef.saved / ef.target) * 100),
  ]);
  // Seeded: 7,500 + 2,800 + 32,000 = $42,300.00 (the finished New Laptop has nothing left).
  goal(
    'seeded-three-goals-total-left',
    'emergency fund + japan + house: grand total i still have to save',
    [m(leftCents(seededEf) + leftCents(japan) + leftCents(house))],
    'seeded',
  );
  // Every two weeks: 275 x 26 / 12 = 595.83 a month, 7,000 / 595.83 = 11.7: 12 months; or 26
  // deposits, 52 weeks.
  goal(
    'new-car-275-every-two-weeks-how-long',
    '275 every two weeks into the new car, how long to finish it',
    [
      either(
        count(reach(car, perMonthCents(275, 'bi-weekly') / 100, today).months, 'month'),
        count(Math.ceil(leftCents(car) / 27500) * 2, 'week'),
      ),
    ],
    'household',
    [count(Math.ceil(leftCents(car) / 27500), 'month').fact],
  );
  // A lump sum by the 1st: 2,400 - 1,000 = $1,400.00.
  goal(
    'vacation-1000-in-by-the-1st-left-after',
    "if 1,000 goes into the vacation by the 1st, what's left after",
    [m(leftCents(vacation) - 100000)],
  );
  // "Nine-fifty": 7,500 / 950 = 7.9: 8 months.
  goal(
    'words-nine-fifty-emergency-months',
    'nine-fifty monthly toward the emergency fund: number of months to fill it and the date',
    reachOf(ef, 950, today),
  );
  // Seeded: the Emergency Fund's amount a month to its date.
  goal(
    'seeded-emergency-monthly-to-deadline',
    'emergency fund deadline — required deposit per month to get there?',
    [m(neededCents(seededEf, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // The Vacation's amount behind (or on pace).
  goal('vacation-gap-vs-plan', 'is the vacation lagging its plan and by what gap', [behindOrPace(vacation)]);
  // Seeded, doubled letters: 32,000 / 2,000 = 16 months.
  goal(
    'seeded-doubled-house-2000',
    'housse down payment at 2,000 monthlyy — when do i finish',
    reachOf(house, 2000, today),
    'seeded',
  );
  // A goal the user does not have; a goal's money moved; a monthly amount to a date not the goal's
  // own (what is left said: $7,000.00); "it"; which goal first.
  add('goals', 'no-boat-fund', "where's the boat fund at these days", 'household', decline());
  add(
    'goals',
    'no-roof-fund-400',
    'roof replacement savings, when done at 400 a month',
    'household',
    decline(),
  );
  add(
    'goals',
    'no-christmas-fund-on-track',
    'are we keeping up with the christmas fund',
    'household',
    decline(),
  );
  add('goals', 'seeded-no-braces-fund', "what's left for the braces fund", 'seeded', decline());
  add('goals', 'empty-tuition-fund-250', 'my tuition fund at 250 a month, finish date?', 'empty', decline());
  add(
    'goals',
    'shift-300-vacation-to-new-car',
    'pull 300 off the vacation and put it on the new car please',
    'household',
    decline(),
  );
  add(
    'goals',
    'new-car-by-new-years-monthly',
    'how much a month to finish the new car by new years day',
    'household',
    decline(m(leftCents(car))),
  );
  add('goals', 'how-much-left-on-it', 'so how far is it from finished', 'household', decline());
  add(
    'goals',
    'seeded-emergency-or-japan-first',
    'should the emergency fund or the japan trip come first',
    'seeded',
    decline(),
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // Every 4 weeks, 13 a year: 52 x 13 / 12 = $56.33.
  calc('every-4-weeks-52-monthly', "52 every 4 weeks, what's that per month", [
    m(perMonthCents(52 * 13, 'yearly')),
  ]);
  // Four-weekly, a year: 1,940 x 13 = $25,220.00 (not 12 pays, 23,280.00).
  calc('four-weekly-1940-a-year', 'paid 1,940 four-weekly — annual total?', [m(194000 * 13)], 'empty', [
    money(194000 * 12),
  ]);
  // Yearly memberships turned monthly: (65 + 139 + 99) / 12 = 303 / 12 = $25.25.
  calc(
    'yearly-memberships-65-139-99-monthly',
    'costco 65/yr, prime 139/yr and antivirus 99/yr — monthly cost?',
    [m(Math.round(((65 + 139 + 99) * 100) / 12))],
  );
  // By the day with the days a week: 14 x 4 = 56 a week; x 52 / 12 = $242.67 (not 4 weeks', 224.00).
  calc(
    'parking-14-a-day-4-days-monthly',
    'parking downtown is 14 a day and i go in 4 days a week, monthly?',
    [m(perMonthCents(14 * 4, 'weekly'))],
    'empty',
    [money(5600 * 4)],
  );
  // Every day of the year: 4.25 x 365 = $1,551.25.
  calc('4.25-every-day-of-the-year', '4.25 every single day of the year adds up to?', [m(425 * 365)]);
  // By the hitch, 13 a year: 6,400 x 13 = $83,200.00 (not 12, 76,800.00).
  calc(
    'rig-6400-a-hitch-two-on-two-off-gross',
    '6,400 a hitch working two on two off, what do i gross in a year',
    [m(640000 * 13)],
    'empty',
    [money(640000 * 12)],
  );
  // Seven on, seven off: 7 x 12 x 48 = 4,032 every two weeks; x 26 / 12 = $8,736.00 (not two periods,
  // 8,064.00).
  calc(
    'seven-on-seven-off-12h-48-monthly',
    '7 on 7 off, 12 hr shifts at 48/hr — monthly pay?',
    [m(perMonthCents(7 * 12 * 48, 'bi-weekly'))],
    'empty',
    [money(7 * 12 * 4800 * 2)],
  );
  // Four tens: 40 x 27.25 = $1,090.00 a week; x 52 = $56,680.00 a year.
  calc('four-tens-27.25-weekly-and-yearly', 'four tens at 27.25 an hour: weekly and yearly?', [
    m(4 * 10 * 2725),
    m(4 * 10 * 2725 * 52),
  ]);
  // A tax season over 12 months: 1,275 x 15 = 19,125; / 12 = $1,593.75.
  calc(
    'tax-season-1275-15-weeks-over-12-months',
    'tax season pays 1,275 a week for 15 weeks, averaged over 12 months that is?',
    [m(perMonthCents(1275 * 15, 'yearly'))],
  );
  // By the school day: 172 x 180 = $30,960.00.
  calc('bus-172-a-day-180-school-days-yearly', "172 a day for 180 school days, what's my yearly", [
    m(17200 * 180),
  ]);
  // Once a year at harvest: 63,000 / 12 = $5,250.00.
  calc(
    'harvest-63000-once-a-year-monthly',
    'harvest check of 63,000 comes once a year — monthly equivalent?',
    [m(perMonthCents(63000, 'yearly'))],
  );
  // By the academic quarter: 7,400 x 3 = 22,200; / 12 = $1,850.00 (not a calendar quarter's 7,400 / 3,
  // 2,466.67).
  calc(
    'stipend-7400-academic-quarter-3-funded-monthly',
    'stipend is 7,400 per academic quarter, 3 quarters funded. spread over the 12 months?',
    [m(perMonthCents(7400 * 3, 'yearly'))],
    'empty',
    [money(perMonthCents(7400, 'quarterly'))],
  );
  // No interest left: 720 / 180 = 4 payments every two weeks, 8 weeks.
  calc(
    'payday-loan-720-left-180-every-two-weeks-weeks',
    'payday loan: 720 left, no more fees, paying 180 every two weeks — how many weeks until it is gone',
    [count(8, 'week')],
  );
  // A fee and its share: 460 - 400 = $60.00, 60 / 400 = 15%.
  calc(
    'payday-loan-borrowed-400-paid-460-fee-percent',
    'borrowed 400 from a payday place and paid back 460 two weeks later. fee in dollars and as a percent of the loan?',
    [m(6000), pct((60 / 400) * 100)],
  );
  // "Two and a half grand" times twelve: $30,000.00.
  calc('words-two-and-a-half-grand-times-twelve', 'two and a half grand times twelve', [m(250000 * 12)]);
  // "A grand and a half" four ways: 1,500 / 4 = $375.00.
  calc('words-grand-and-a-half-four-ways', 'a grand and a half split four ways is how much each', [
    m(150000 / 4),
  ]);
  // "Forty-two fifty": 4,250 x 12 = $51,000.00.
  calc('words-forty-two-fifty-a-month-yearly', "forty-two fifty a month, what's that a year", [
    m(425000 * 12),
  ]);
  // Dictated: 12% of 3,400 = $408.00.
  calc(
    'voice-twelve-percent-of-three-thousand-four-hundred',
    'what is twelve percent of three thousand four hundred period',
    [m(3400 * 12)],
  );
  // Doubled letters, a price less a share: 2,450 x 0.82 = $2,009.00.
  calc('doubled-couch-2450-18-off', 'whatt will i pay for a 2,450 couchh at 18% off', [
    m((245000 * 82) / 100),
  ]);
  // Dropped spaces: 85 x 52 = $4,420.00.
  calc('dropped-spaces-howmuch-85-a-week-year', 'howmuch is 85 a week over ayear', [m(8500 * 52)]);
  // Household, the calendar's pay before the 15th of next month (paydays on days 6, 20 and 34 on
  // TODAY): $6,300.00.
  {
    const through = calendarThrough(HOUSEHOLD, today, before15th - 1);
    calc(
      'household-pay-before-15th-next-month',
      'how much pay comes in before the 15th of next month',
      [m(through.pay)],
      'household',
      [ONLY_PAYDAY],
    );
    // The calendar's bills before the 15th of next month: on TODAY rent twice (days 3 and 34), the car
    // (9), the dentist (11), the phone (15), streaming (20): $3,080.99.
    calc(
      'household-bills-hitting-before-15th-next-month',
      'which bills hit before the 15th of next month, and what do they add up to',
      [...through.titles.map((t) => said(t)), m(through.bills)],
      'household',
      [ONLY_PAYDAY],
    );
  }
  // Household, per annum: 540 x 4 = $2,160.00.
  calc(
    'household-car-insurance-per-annum',
    'what does the car insurance cost us per annum',
    [m(54000 * 4)],
    'household',
    [money(54000 * 12)],
  );
  // Ten months of pay the same every month: 4,800 x 10 = 48,000; / 12 = 4,000; 4,800 - 4,000 = $800.00
  // held back from each paid month.
  calc(
    'teacher-4800-ten-months-hold-back-same-every-month',
    'teacher paid 4,800 a month september to june, nothing in july and august. to live on the same amount every month, how much should i hold back from each check',
    [m(80000), m(perMonthCents(4800 * 10, 'yearly'))],
  );
  // Three questions, one the app's: 35 x 52 = $1,820.00.
  calc(
    'three-in-one-35-times-52-roth-gas',
    'quick ones: 35 × 52, is a roth better than a 401k, and what will gas cost next summer',
    [m(3500 * 52)],
  );
  // Per annum to a month: 46,800 / 12 = $3,900.00.
  calc('per-annum-46800-per-calendar-month', '46,800 per annum is how much per calendar month', [
    m(perMonthCents(46800, 'yearly')),
  ]);
  // By the dog: 26 x 48 = 1,248 a week; x 52 / 12 = $5,408.00.
  calc('groomer-26-dogs-48-each-monthly', '26 dogs a week at 48 each, monthly take?', [
    m(perMonthCents(26 * 48, 'weekly')),
  ]);
  // By the night less a fee: 22 x 95 = 2,090; x 0.97 = $2,027.30.
  calc(
    'airbnb-22-nights-95-less-3-percent-fee',
    '22 nights booked at 95 a night this month, minus the 3% host fee',
    [m(Math.round(22 * 9500 * 0.97))],
  );
  // Plasma by the visit: 2 x 55 = 110 a week; x 52 = $5,720.00.
  calc('plasma-2x-a-week-55-yearly', 'plasma 2x a week at 55 a pop, yearly?', [m(11000 * 52)]);
  // Pounds; interest with no rate; by the dog with no count; a vague amount; tax; by the hitch with no
  // count; by the night with no count; an amortized loan; pounds over a year.
  add(
    'arithmetic',
    'quid-650-in-dollars',
    'how many dollars is six hundred and fifty quid',
    'empty',
    decline(),
    [/\$\s?(?!650\b)\d/],
  );
  add(
    'arithmetic',
    'payday-loan-rollover-interest-no-rate',
    'how much interest will my payday loan add if i roll it over',
    'empty',
    decline(),
    NO_FIGURE,
  );
  add('arithmetic', 'groomer-48-a-dog-no-count-monthly', "48 a dog, what's my monthly", 'empty', decline());
  add(
    'arithmetic',
    'few-hundred-a-month-in-a-year',
    'if i save a few hundred a month, how much in a year',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'arithmetic',
    'tax-on-harvest-check-63000',
    'income tax on a 63,000 harvest payout — how much?',
    'empty',
    decline(),
    [/\$\s?(?!63,000|63000\b)\d/, ...NO_PERCENT],
  );
  add('arithmetic', 'rig-7000-a-hitch-no-rotation-yearly', '7,000 a hitch, yearly?', 'empty', decline());
  add(
    'arithmetic',
    'night-nurse-190-a-night-no-nights-monthly',
    "night nurse at 190 a night, what's that a month",
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'tractor-loan-24000-7.5-5-years-payment',
    'monthly payment on a 24,000 tractor loan at 7.5% for 5 years',
    'empty',
    decline(),
  );
  add('arithmetic', 'pounds-2100-a-month-yearly', "what's £2,100 a month over a year", 'empty', decline());

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside('wheat-prices-through-harvest', 'will wheat prices hold up through harvest', 'empty', NO_FIGURE);
  outside(
    'rig-hand-day-rate-north-dakota',
    "what's the going day rate for rig hands in north dakota",
    'empty',
    [/\$\s?\d/],
  );
  outside('pay-off-payday-loan-from-checking', 'pay off my payday loan from checking', 'household');
  outside('reminder-on-the-1st-rent', "ping me on the 1st so i don't forget rent", 'household');
  outside('irs-audit-tax-prep-side-business', 'will the IRS audit my tax prep side business', 'empty');
  outside('diapers-spent-last-month', 'what did diapers run us last month', 'household', [/\$\s?\d/]);
  outside('book-flights-for-vacation', 'book our flights for the vacation', 'household');
  outside('daycare-cost-in-our-zip', 'what does daycare cost in our zip code', 'household', [/\$\s?\d/]);
  outside(
    'housing-allowance-mortgage-application',
    'will the lender count my housing allowance on a mortgage application',
    'empty',
  );
  outside('pounds-to-dollars-today', 'how many dollars does a pound buy today', 'empty', NO_FIGURE);
  outside('email-landlord-rent-late', 'email my landlord that rent will be late', 'household');
  outside(
    'bus-drivers-raise-district',
    'will my school district give bus drivers a raise',
    'empty',
    NO_FIGURE,
  );
  outside(
    'best-high-yield-rate-now',
    'which bank pays the top savings APY at the moment',
    'empty',
    NO_PERCENT,
  );
  outside('wedding-ring-resale', "what's my wedding ring worth if I sell it", 'empty', [/\$\s?\d/]);
  outside('gas-cheaper-by-payday', 'will gas be cheaper by payday', 'household', NO_FIGURE);
  outside('open-savings-account-baby', 'set up a kids savings account for the baby at my bank', 'household');
  outside('fico-score-today', "what's my FICO score today", 'seeded', NO_FIGURE);
  outside('cancel-costco-membership', 'end our costco membership', 'household');
  outside('airbnb-earn-next-summer', 'how much will my airbnb earn next summer', 'empty', NO_FIGURE);
  outside('grad-stipend-taxable-california', 'does california tax a graduate stipend like mine', 'empty');
  outside('other-pastors-denomination-pay', 'what do other pastors in my denomination make', 'empty', [
    /\$\s?\d/,
  ]);
  outside('move-car-payment-to-the-1st', 'move my car payment to the 1st', 'household');
  outside('paypal-brother-150-concert', 'paypal my brother 150 for the concert tickets', 'seeded');
  outside('payday-loan-balance-record', 'how much do i still owe on my payday loan', 'household', [
    /\$\s?\d/,
  ]);
  outside(
    'hospital-bill-for-delivery',
    "what will the hospital bill be for the baby's delivery",
    'household',
    [/\$\s?\d/],
  );

  return built;
}

/** The fourteenth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases14(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases14Samples(today: string): Record<string, string> {
  return build(today).samples;
}
