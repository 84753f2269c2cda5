import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import {
  HOUSEHOLD,
  SEEDED,
  behindCents,
  calendarMonthly,
  money,
  neededCents,
  type Fact,
  type FreshCase,
  type FreshFamily,
  type FreshGoal,
  type FreshProfile,
  type FreshUser,
} from './fresh-cases.ts';
import {
  m,
  amount,
  count,
  pct,
  said,
  ONLY_PAYDAY,
  NO_FIGURE,
  NO_PERCENT,
  ON_PACE,
  NOT_CATCH_UP_CONTRIBUTIONS,
  goalOf,
  leftCents,
  monthly,
  reachOf,
  leftOf,
  householdGoals,
  behindGoals,
  freshSetWriters,
  type Built,
  type Figure,
} from './fresh-figures.ts';
import { calendarThrough } from './fresh-cases-14.ts';
import { checkupFigures } from './fresh-cases-16.ts';
import { goalDate } from './fresh-cases-17.ts';
import { daysBefore } from './fresh-cases-19.ts';
import { seedFor } from './seed.ts';

/**
 * The twentieth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests, nor decision 027) and without seeing any evaluation's
 * answers, never tuned on. None of its questions rewords one of sets 1 to 19 (no question shares
 * half its words with one of theirs, nor with another of its own). Every decline carries the reason
 * it must decline (`freshCases20Reasons`). What is new here:
 *
 * - who asks: people paid by a unit not used before, with its counts (a sheep shearer by the sheep
 *   with the sheep a day and the days a week, a snowplow driver by the driveway with the driveways
 *   a storm and the storms a month, a firewood seller by the cord, a backyard egg seller by the
 *   dozen, a fishing charter captain by the charter, a children's party magician by the party, an
 *   app tester by the test beside an office job, a furniture assembler by the piece, an interior
 *   painter by the room, a voice actor by the radio spot beside a job, a mobile car detailer by the
 *   car, a hair braider by the set); pay written as 14 salaries a year or three times a month; a
 *   missionary on donor support, an international student on a stipend;
 * - how it is written: code-switching with Italian ("quanto", "affitto", "stipendio"), Polish
 *   ("czynsz", "wypłata", "ile"), Korean (Hangul with a few English words) and Swahili ("kodi",
 *   "mshahara", "kila mwezi"); a YAML block ("new_rent: 1305"), CSV rows with a header line, an SQL
 *   query ("SELECT ... FROM"), the question in a letter's "P.S.", a "note to self:", a message
 *   split in a numbered thread ("(1/2)", "(2/2)"), an @-mention of a bot ("@budgetbot"), a
 *   "Q: ... A:" card;
 * - how amounts are written: "half a mil" and "a quarter mil" (savings already there), thousands
 *   with a decimal ("2.9 thousand", "4.6 thousand", "1.6 thousand"), a unicode fraction ("3½
 *   thousand", "1½ thousand"), "an even" figure ("an even 1,000", "an even 700"), the currency
 *   code after the amount ("1,800 USD", "2,250 USD"), an age as "the big 4-0";
 * - new sums: a buy-now-pay-later price in four payments, a rent split by the rooms' square feet, a
 *   lease's mileage overage, a truck rental's base and miles, a salaried week's pay by the hour, the
 *   paycheck every two weeks a monthly need takes, the weeks to a target at a weekly amount, a day's
 *   pay from a salary and the working days, a price per square foot, a month of transit rides, a
 *   tip on the subtotal beside the tax, two job offers (a salary and an hourly wage) compared, a
 *   paycheck less a pre-tax 401(k) share, a night shift differential, a car's depreciation a year,
 *   two rent increases in a row, six months of expenses; from the app's data: the smallest bill,
 *   the repeating bills over a year (not the one-off), the bills of the next 14 days, the third
 *   paycheck's date, a bill already paid, the one-off bills still to come; goals: their targets
 *   summed, the share of all targets saved, the total behind, which finishes first at one amount
 *   each, how much more a month one goal needs than another, what the unfinished goals still
 *   need, whether a user whose goals were made today is behind (on pace); a retirement deposit of
 *   a share of the calendar's paycheck;
 * - horizons: "by mother's day", "before valentine's day", "through juneteenth", "by st.
 *   patrick's day", "the next 9 days", "the next 25 days";
 * - the check-up (decision 023) for the `checkup` user: the months to six months of essential costs
 *   at an amount a month, savings less the card debt, the card debt as a share of a year's take-home
 *   pay, how many months the savings cover;
 * - what must decline, as the earlier sets have it: złoty (zł), Kenyan shillings (KSh), Turkish
 *   lira (₺), Thai baht (฿), South African rand (ZAR), shekels (₪); pay by a unit with no count (the
 *   charter, the set of braids), an hourly wage with no hours; a vague amount ("just under 3k", "a
 *   good chunk", "a hair", "the high 1,300s", "pushing 50", "a chunk of every bonus", "a hair
 *   over"); no income anywhere; a price alone; a bill or goal the user does not have (a gym, piano
 *   lessons, tuition for the seeded user, a sabbatical fund, a tiny house fund); a paycheck or a bill
 *   moved; two changes at once; a change with no figure; no balance (still saying the change);
 *   contributions paused partway; the monthly amount for a target; the years to a sum; a share of a
 *   pay not given; a goal's amount to a date not its own (still saying what is left); a lump sum put
 *   in now; acting on goals; advice; a figure missing (a mileage rate, a price, the night hours, a
 *   sales tax rate, a sale price, a growth rate); and outside the app: actions, records it does not
 *   hold, predictions, tax and law, insurance cover, others' money, product picks.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`): every expected figure is worked
 * out with its helpers (plain arithmetic and date-fns, never the app's code) from those users'
 * figures and the question's own numbers; the check-up's from `seed.ts`'s figures for the
 * `checkup` user by decision 023's rules. Each case keeps a sample right answer
 * (`freshCases20Samples`) for the self-checks.
 */

/** The first date after today that `pick` gives for this year, else for next year. */
const upcoming = (today: string, pick: (year: number) => Date): Date => {
  const now = parseISO(today);
  const thisYear = pick(now.getFullYear());
  return differenceInCalendarDays(thisYear, now) > 0 ? thisYear : pick(now.getFullYear() + 1);
};

/** The next Mother's Day (the second Sunday of May) after today. */
export const mothersDay = (today: string) =>
  upcoming(today, (y) => {
    const first = new Date(y, 4, 1);
    return new Date(y, 4, 1 + ((7 - first.getDay()) % 7) + 7);
  });

/** The next Valentine's Day (February 14) after today. */
export const valentinesDay = (today: string) => upcoming(today, (y) => new Date(y, 1, 14));

/** The next Juneteenth (June 19) after today. */
export const juneteenth = (today: string) => upcoming(today, (y) => new Date(y, 5, 19));

/** The next St. Patrick's Day (March 17) after today. */
export const stPatricksDay = (today: string) => upcoming(today, (y) => new Date(y, 2, 17));

/** The checkup user's figures (decision 023), from seed.ts's financial profile. */
export function checkupCushion(today: string) {
  const profile = seedFor('checkup', today).financialProfile!;
  return {
    /** Whole months at `perMonth` until savings cover six months of essential costs. */
    monthsToSixMonths: (perMonth: number) =>
      Math.ceil((6 * profile.monthly_essentials! - profile.savings_balance!) / perMonth),
    /** Savings less the high-interest debt, in cents. */
    savingsLessDebt: Math.round((profile.savings_balance! - profile.high_interest_debt!) * 100),
    /** The high-interest debt over a year of take-home pay, a percent. */
    debtShareOfYear: (profile.high_interest_debt! / (profile.monthly_income! * 12)) * 100,
  };
}

/** The date of the `n`th paycheck from today on a user's calendar (the first is the next one). */
export function nthPayday(user: FreshUser, today: string, n: number): string {
  const pay = user.events.find((e) => e.type === 'income' && !e.completed && e.per === 'bi-weekly');
  if (!pay) throw new Error('no bi-weekly payday');
  return format(addDays(parseISO(today), pay.inDays + 14 * (n - 1)), 'MMM dd, yyyy');
}

function build(today: string): Built & { reasons: Record<string, string> } {
  const { built, add, decline, afford, whatIf, payChange, retire, goal, calc } = freshSetWriters(
    'fresh20',
    today,
  );
  const reasons: Record<string, string> = {};
  /** A case that must decline, with why. */
  const declined = (
    family: FreshFamily,
    id: string,
    question: string,
    profile: FreshProfile,
    why: string,
    o: { figures?: Figure[]; mustNot?: Fact[] } = {},
  ) => {
    add(family, id, question, profile, decline(...(o.figures ?? [])), o.mustNot);
    reasons[`fresh20-${family}-${id}`] = why;
  };
  const outside = (id: string, question: string, profile: FreshProfile, why: string, mustNot?: Fact[]) => {
    declined('out-of-scope', id, question, profile, why, { mustNot });
  };

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');

  // By the sheep, the sheep a day and the days a week: 3 x 150 x 4 = 1,800 a week; x 52 / 12 =
  // 7,800.00; less 900 = $6,900.00 (not 4 weeks', 7,200 - 900 = 6,300.00).
  afford(
    'empty-sheep-shearer-3-a-sheep-150-a-day-4-days-truck-900',
    'shearing season: i get 3 per sheep, shear around 150 sheep a day, 4 days a week. would a 900 truck payment be ok',
    [monthly(900)],
    { profile: 'empty', income: { amount: 3 * 150 * 4, per: 'weekly' }, wrongCents: [180000 * 4 - 90000] },
  );
  // By the driveway, the driveways a storm and the storms a month: 35 x 40 x 4 = 5,600; less 1,100 =
  // $4,500.00.
  afford(
    'empty-snowplow-35-a-driveway-40-a-storm-4-storms-truck-1100',
    'i plow driveways all winter, 35 a driveway, about 40 driveways every storm, and we average 4 storms a month. can i swing 1,100 a month for a new plow truck',
    [monthly(1100)],
    { profile: 'empty', income: monthly(35 * 40 * 4) },
  );
  // By the cord with the cords a month: 275 x 12 = 3,300; less 480 = $2,820.00.
  afford(
    'empty-firewood-275-a-cord-12-cords-splitter-480',
    'selling firewood at 275 a cord and moving 12 cords monthly. is a 480 log splitter and trailer payment sensible',
    [monthly(480)],
    { profile: 'empty', income: monthly(275 * 12) },
  );
  // By the dozen with the dozens a week: 6 x 90 = 540 a week; x 52 / 12 = 2,340.00; less 160 =
  // $2,180.00 (not 4 weeks', 2,160 - 160 = 2,000.00).
  afford(
    'empty-eggs-6-a-dozen-90-dozen-a-week-feed-160',
    'backyard egg business: 6 bucks a dozen, we sell 90 dozen every week, and that is all we live on. can we handle 160 a month in feed',
    [monthly(160)],
    { profile: 'empty', income: { amount: 6 * 90, per: 'weekly' }, wrongCents: [54000 * 4 - 16000] },
  );
  // By the charter with the charters a week: 650 x 3 = 1,950 a week; x 52 / 12 = 8,450.00; less
  // 1,300 = $7,150.00 (not 4 weeks', 7,800 - 1,300 = 6,500.00).
  afford(
    'empty-fishing-charter-650-a-charter-3-a-week-boat-1300',
    'fishing charter captain, 650 a charter, three charters a week. can i take on a 1,300 monthly boat loan',
    [monthly(1300)],
    { profile: 'empty', income: { amount: 650 * 3, per: 'weekly' }, wrongCents: [195000 * 4 - 130000] },
  );
  // By the party with the parties a month: 225 x 10 = 2,250; less 340 = $1,910.00.
  afford(
    'empty-party-magician-225-a-party-10-a-month-minivan-340',
    'i do magic shows at kids birthday parties, 225 a party, 10 parties a month. is 340 a month for a used minivan affordable',
    [monthly(340)],
    { profile: 'empty', income: monthly(225 * 10) },
  );
  // By the test beside a job: 10 x 4 x 6 = 240 a week; x 52 / 12 = 1,040; + 2,900 = 3,940.00; less
  // 210 = $3,730.00 (not the job alone, 2,690.00).
  afford(
    'empty-app-tester-10-a-test-4-a-day-6-days-plus-job-2900-bootcamp-210',
    'office job nets 2,900 a month; on the side i test apps, 10 per test, 4 tests a day, 6 days a week. can i afford 210 monthly for a coding bootcamp',
    [monthly(210)],
    { profile: 'empty', income: monthly(2900 + (10 * 4 * 6 * 52) / 12), wrongCents: [290000 - 21000] },
  );
  // By the piece with the pieces a week: 45 x 30 = 1,350 a week; x 52 / 12 = 5,850.00; less 720 =
  // $5,130.00 (not 4 weeks', 5,400 - 720 = 4,680.00).
  afford(
    'empty-furniture-assembler-45-a-piece-30-a-week-lease-720',
    'i assemble furniture through a gig app, 45 per piece and about 30 pieces weekly. is a 720 car lease doable',
    [monthly(720)],
    { profile: 'empty', income: { amount: 45 * 30, per: 'weekly' }, wrongCents: [135000 * 4 - 72000] },
  );
  // By the room with the rooms a month: 350 x 10 = 3,500; less 275 = $3,225.00.
  afford(
    'empty-painter-350-a-room-10-rooms-sprayer-275',
    'interior painter here, i charge 350 a room and get through 10 rooms a month. can i cover 275 a month financing a paint sprayer',
    [monthly(275)],
    { profile: 'empty', income: monthly(350 * 10) },
  );
  // By the radio spot beside a job: 250 x 8 + 2,400 = 4,400; less 600 = $3,800.00 (not the job
  // alone, 1,800.00).
  afford(
    'empty-voice-actor-250-a-spot-8-plus-job-2400-studio-600',
    'voice actor on the side: 250 per radio spot, 8 spots a month, plus 2,400 monthly from my receptionist job. can i carry a 600 home studio loan',
    [monthly(600)],
    { profile: 'empty', income: monthly(250 * 8 + 2400), wrongCents: [240000 - 60000] },
  );
  // By the car with the cars a week: 120 x 9 = 1,080 a week; x 52 / 12 = 4,680.00; less 530 =
  // $4,150.00 (not 4 weeks', 4,320 - 530 = 3,790.00).
  afford(
    'empty-mobile-detailer-120-a-car-9-a-week-van-530',
    'mobile detailing, 120 a car, 9 cars a week on average. will a 530 van payment fit',
    [monthly(530)],
    { profile: 'empty', income: { amount: 120 * 9, per: 'weekly' }, wrongCents: [108000 * 4 - 53000] },
  );
  // By the set of braids with the sets a week: 180 x 7 = 1,260 a week; x 52 / 12 = 5,460.00; less
  // 400 = $5,060.00 (not 4 weeks', 5,040 - 400 = 4,640.00).
  afford(
    'empty-braider-180-a-set-7-a-week-salon-chair-400',
    'i braid hair, 180 for a full set and i do 7 sets a week. can i rent a 400 a month salon chair',
    [monthly(400)],
    { profile: 'empty', income: { amount: 180 * 7, per: 'weekly' }, wrongCents: [126000 * 4 - 40000] },
  );
  // Fourteen salaries a year: 2,100 x 14 = 29,400; / 12 = 2,450.00; less 380 = $2,070.00 (not one
  // salary as a month's, 1,720.00).
  afford(
    'empty-14-salaries-a-year-2100-car-380',
    'my contract pays 14 salaries a year (two extra in june and december), 2,100 net each. can i afford 380 a month for a car',
    [monthly(380)],
    { profile: 'empty', income: { amount: 2100 * 14, per: 'yearly' }, wrongCents: [210000 - 38000] },
  );
  // Three times a month: 950 x 3 = 2,850; less 420 = $2,430.00 (not twice, 1,480.00; not once,
  // 530.00).
  afford(
    'empty-paid-three-times-a-month-950-sublet-420',
    'the staffing agency pays me 950 three times a month, on the 1st, 10th and 20th. could i take a 420 studio sublet',
    [monthly(420)],
    { profile: 'empty', income: monthly(950 * 3), wrongCents: [95000 * 2 - 42000, 95000 - 42000] },
  );
  // Donor support: 3,100 - 650 = $2,450.00.
  afford(
    'empty-missionary-donor-support-3100-apartment-650',
    "i'm a missionary living on donor support, 3,100 pledged each month. can i commit to 650 a month for a shared apartment stateside",
    [monthly(650)],
    { profile: 'empty', income: monthly(3100) },
  );
  // The currency code after the amount: 1,800 - 690 = $1,110.00.
  afford(
    'empty-international-student-1800-usd-stipend-room-690',
    'international student here, my scholarship stipend is 1,800 USD a month. is a 690 room near campus realistic',
    [monthly(690)],
    { profile: 'empty', income: monthly(1800) },
  );
  // A unicode fraction: 3½ thousand = 3,500; less 725 = $2,775.00.
  afford(
    'empty-3-and-a-half-thousand-apartment-725',
    'I bring home 3½ thousand a month. Is a 725 one-bedroom going to squeeze me',
    [monthly(725)],
    { profile: 'empty', income: monthly(3500) },
  );
  // Checkup, a thousand with a decimal: 4,600 - rent 1,500 = 3,100; less 300 = $2,800.00 (not the rent
  // left out, 4,300.00).
  afford(
    'checkup-4-6-thousand-car-300',
    'take-home is 4.6 thousand a month. after my rent, is a 300 car payment still comfortable',
    [monthly(300)],
    { profile: 'checkup', income: monthly(4600), wrongCents: [460000 - 30000] },
  );
  // Household, YAML: 2,719.01 - 160 = $2,559.01.
  afford(
    'household-yaml-tutoring-160',
    'new_bill:\n  name: math tutoring\n  amount: 160\n  every: month\nleft_over_after: ?',
    [monthly(160)],
  );
  // Household, CSV: 2,719.01 - 189 = $2,530.01.
  afford(
    'household-csv-braces-189',
    'item,monthly_cost\nbraces for our son,189\n\ncan the budget absorb that row?',
    [monthly(189)],
  );
  // Household, SQL: 2,719.01 - 85 = $2,634.01.
  afford(
    'household-sql-meal-kit-85',
    'SELECT income - bills - 85 AS left_each_month FROM our_budget; -- 85/mo meal kit subscription',
    [monthly(85)],
  );
  // Household, a P.S.: 2,719.01 - 230 = $2,489.01.
  afford(
    'household-ps-fridge-and-washer-230',
    'Hi! Thanks again for the help last week.\n\nP.S. Could we fit a 230 monthly payment for a new fridge and washer?',
    [monthly(230)],
  );
  // Household, a note to self: 2,719.01 - 125 = $2,594.01.
  afford(
    'household-note-to-self-cleaning-service-125',
    'note to self: find out whether the 125 a month cleaning service fits our budget',
    [monthly(125)],
  );
  // Household, a numbered thread: 2,719.01 - 1,050 = $1,669.01.
  afford(
    'household-thread-daycare-spot-1050',
    "(1/2) a daycare spot finally opened up for our youngest\n(2/2) it's 1,050 a month. does our budget stretch to that?",
    [monthly(1050)],
  );
  // Household, an @-mention: 2,719.01 - 29 = $2,690.01.
  afford(
    'household-at-mention-security-cameras-29',
    '@moneyhelper quick one: a home security camera plan at 29 a month, do we have room for it?',
    [monthly(29)],
  );
  // Household, a Q and A card: 2,719.01 - 350 = $2,369.01.
  afford('household-q-and-a-kitchen-loan-350', 'Q: can we afford a 350/mo kitchen remodel loan?\nA:', [
    monthly(350),
  ]);
  // Household, Italian: 2,719.01 - 140 = $2,579.01.
  afford(
    'household-italian-palestra-140',
    'possiamo permetterci 140 al mese per la palestra dei bambini? what would we have left',
    [monthly(140)],
  );
  // Household, Polish: 2,719.01 - 95 = $2,624.01.
  afford(
    'household-polish-swimming-95',
    'czy stać nas na 95 miesięcznie za lekcje pływania dla dzieci? how much is left after',
    [monthly(95)],
  );
  // Seeded, Korean: 4,183.33 - 320 = $3,863.33.
  afford(
    'seeded-korean-hagwon-320',
    '아이 학원비가 월 320인데 감당할 수 있을까요? afford it each month?',
    [monthly(320)],
    {
      profile: 'seeded',
    },
  );
  // Seeded, Swahili: 4,183.33 - 275 = $3,908.33.
  afford(
    'seeded-swahili-health-insurance-275',
    'naweza kumudu 275 kila mwezi kwa bima ya afya? how much remains monthly',
    [monthly(275)],
    { profile: 'seeded' },
  );
  // Household, "an even" amount: 2,719.01 - 1,000 = $1,719.01.
  afford(
    'household-an-even-1000-moms-care',
    "mom's memory care wants an even 1,000 a month from us. can we take that on",
    [monthly(1000)],
  );
  // Household, by the year: 1,140 / 12 = 95; 2,719.01 - 95 = $2,624.01 (not 1,140 a month,
  // 1,579.01).
  afford(
    'household-car-club-1140-per-year',
    'the car club membership is 1,140 per year, paid once. spread over the months, does it fit our budget',
    [{ amount: 1140, per: 'yearly' }],
    { wrongCents: [householdLeft - 114000] },
  );
  // Household, every other month: 130 / 2 = 65 a month; 2,719.01 - 65 = $2,654.01 (not 130 a month,
  // 2,589.01).
  afford(
    'household-orthodontist-130-every-other-month',
    'the orthodontist bills us 130 every other month now. what does that leave us monthly',
    [monthly(65)],
    { wrongCents: [householdLeft - 13000] },
  );
  const affordDecline = (id: string, question: string, profile: FreshProfile, why: string) => {
    declined('affordability', id, question, profile, why, { mustNot: [ONLY_PAYDAY] });
  };
  affordDecline(
    'empty-charter-no-count-dockage-900',
    'i run a charter boat, 650 a trip. could i manage 900 a month for dockage',
    'empty',
    'pay by the charter with no count of charters: the income a month is unknown',
  );
  affordDecline(
    'empty-braids-no-count-rent-700',
    'doing braids at 180 a set. is a 700 rent doable for me',
    'empty',
    'pay by the set of braids with no count: the income is unknown',
  );
  affordDecline(
    'empty-polish-zloty-7500-apartment-600',
    'zarabiam 7,500 zł miesięcznie. can I afford a 600 dollar apartment in chicago?',
    'empty',
    'the pay is in Polish złoty; the app works in US dollars and knows no exchange rate',
  );
  affordDecline(
    'empty-swahili-ksh-120000-car-400',
    'mshahara wangu ni KSh 120,000 kwa mwezi. naweza kumudu 400 dollars kwa mwezi for a car?',
    'empty',
    'the pay is in Kenyan shillings: no exchange rate to dollars',
  );
  affordDecline(
    'empty-just-under-3k-car-650',
    'i make just under 3k most months. is a 650 car payment safe',
    'empty',
    '"just under 3k" is no figure: the income must be given to weigh the payment',
  );
  affordDecline(
    'empty-good-chunk-motorcycle-400',
    'my income is all over the place, a good chunk some months. 400 for a motorcycle?',
    'empty',
    '"a good chunk" is no income figure',
  );
  affordDecline(
    'checkup-q-and-a-language-class-120',
    'Q: is there room for a 120 a month language class?\nA:',
    'checkup',
    'no income on the calendar and none stated: what is left a month is unknown',
  );
  affordDecline(
    'empty-note-to-self-no-job-gym-250',
    'note to self: no job yet, savings only. could a 250 a month climbing gym work',
    'empty',
    'no income on the calendar and none in the question (savings are no income)',
  );
  affordDecline(
    'household-price-alone-pool-9800',
    'the pool guy quoted 9,800 for an above-ground setup. does our money stretch to that',
    'household',
    'a price alone: no monthly payment or term to weigh against what is left',
  );
  affordDecline(
    'household-no-gym-bill-swim-team-90',
    "if we drop the gym membership we pay now, can we afford 90 a month for the kids' swim team",
    'household',
    'the household has no gym bill on its calendar to drop',
  );
  affordDecline(
    'empty-21-an-hour-no-hours-rent-1050',
    'i make 21 an hour at the warehouse. can i afford 1,050 rent',
    'empty',
    'an hourly wage with no hours a week: the income a month is unknown',
  );

  // --- A supposed change, through the forecast until the next payday (or a stated horizon) --------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.
  // Italian: 900 - 1,310 = -$410.00; $60.00 more.
  whatIf(
    'italian-rent-1310',
    "se l'affitto sale a 1,310, quanto scende il mio conto prima dello stipendio?",
    { changed: { Rent: 1310 } },
  );
  // Polish: 900 - 1,285 = -$385.00; $35.00 more.
  whatIf('polish-rent-1285', 'jeśli czynsz wzrośnie do 1,285, jak nisko spadnie moje konto przed wypłatą?', {
    changed: { Rent: 1285 },
  });
  // Korean: 1,150 - 1,250 = -$100.00.
  whatIf('korean-balance-1150', '지금 잔고가 1,150이면 월급 전까지 최저 잔액은? lowest balance please', {
    balance: 1150,
  });
  // Swahili: 900 - 1,340 = -$440.00; $90.00 more.
  whatIf(
    'swahili-rent-1340',
    'kodi ya nyumba ikipanda hadi 1,340, akaunti yangu itashuka hadi wapi kabla ya mshahara?',
    { changed: { Rent: 1340 } },
  );
  // YAML: 900 - 1,305 = -$405.00; $55.00 more.
  whatIf('yaml-rent-1305', 'new_rent: 1305\ncurrent_balance: same\nbottom_until_paycheck: ?', {
    changed: { Rent: 1305 },
  });
  // CSV: 900 - 1,330 = -$430.00; $80.00 more.
  whatIf(
    'csv-rent-1250-to-1330',
    'bill,old,new\nrent,1250,1330\n\nhow deep does checking go ahead of my next deposit?',
    {
      changed: { Rent: 1330 },
    },
  );
  // SQL: 900 - 1,345 = -$445.00; $95.00 more.
  whatIf(
    'sql-rent-1345',
    'SELECT MIN(balance) FROM forecast WHERE day < next_payday; -- assume rent = 1345',
    { changed: { Rent: 1345 } },
  );
  // A P.S.: 1,100 - 1,250 = -$150.00.
  whatIf(
    'ps-balance-1100',
    'Hello,\n\nHope your week is going well.\n\nP.S. If I had 1,100 in checking today, how low would it get before my paycheck?',
    { balance: 1100 },
  );
  // A note to self: the phone on day 15, after payday: -$350.00 either way; $7.00 more.
  whatIf(
    'note-to-self-phone-72',
    'note to self: phone plan goes to 72 next month, see how low i get before payday',
    {
      changed: { Phone: 72 },
    },
  );
  // A numbered thread: 900 - 1,355 = -$455.00; $105.00 more.
  whatIf(
    'thread-renewal-rent-1355',
    '(1/2) landlord emailed about the renewal\n(2/2) new rent 1,355. how far under do I go before payday?',
    { changed: { Rent: 1355 } },
  );
  // An @-mention: the car payment on day 9, after payday: -$350.00 either way; $25.00 more.
  whatIf('at-mention-car-payment-345', '@budgetbot car payment jumps to 345. lowest point before my check?', {
    changed: { 'Car payment': 345 },
  });
  // A Q and A card: streaming on day 20, after payday: -$350.00 either way; $7.00 more.
  whatIf('q-and-a-streaming-22-99', "Q: streaming goes up to 22.99, what's my low before payday?\nA:", {
    changed: { Streaming: 22.99 },
  });
  // By Mother's Day (that day included): 900 - 1,280 = -$380.00; $30.00 more.
  whatIf('rent-1280-by-mothers-day', "rent goes to 1,280. lowest my balance gets by mother's day?", {
    changed: { Rent: 1280 },
    days: daysBefore(today, mothersDay(today)) + 1,
  });
  // Before Valentine's Day: 1,000 - 1,250 = -$250.00.
  whatIf(
    'balance-1000-before-valentines',
    "with 1,000 in the account right now, how low do i sink before valentine's day",
    { balance: 1000, days: daysBefore(today, valentinesDay(today)) },
  );
  // Through Juneteenth: the car insurance on day 40 at 585 (quarterly): -$350.00 either way; $15.00
  // more a month.
  whatIf(
    'car-insurance-585-through-juneteenth',
    'car insurance renews at 585 a quarter. lowest balance through juneteenth?',
    { changed: { 'Car insurance': 585 }, days: daysBefore(today, juneteenth(today)) + 1 },
  );
  // The next 9 days (days 0 to 8): 1,400 - 1,250 = $150.00.
  whatIf('balance-1400-next-9-days', "if checking had 1,400, what's the low over the next 9 days", {
    balance: 1400,
    days: 9,
  });
  // By St. Patrick's Day (that day included), "an even" rent: 900 - 1,300 = -$400.00; $50.00 more.
  whatIf(
    'rent-an-even-1300-by-st-patricks',
    "rent's bumped to an even 1,300. how low do i get by st. patrick's day",
    { changed: { Rent: 1300 }, days: daysBefore(today, stPatricksDay(today)) + 1 },
  );
  // The next 25 days (days 0 to 24): 760 - 1,250 = -$490.00.
  whatIf('balance-760-next-25-days', 'checking shows 760. lowest point over the next 25 days', {
    balance: 760,
    days: 25,
  });
  // Furlough days until the check after next: -$350.00 either way; 150 x 26 / 12 = $325.00 less.
  payChange(
    'furlough-checks-1950',
    'furlough days: my next two checks are 1,950 each. how low do i go up to the payday after next?',
    1950,
  );
  // Seeded, a thousand with a decimal: 2,900 - 1,450 = $1,450.00.
  whatIf(
    'seeded-2-9-thousand-balance',
    'suppose i have 2.9 thousand in the bank, where is my low before the paycheck',
    { balance: 2900 },
    'seeded',
  );
  // Seeded, reduced hours until the check after next: -$250.00 either way; $325.00 less.
  payChange(
    'seeded-reduced-hours-checks-2450',
    'reduced hours: checks of 2,450 for a while. lowest through the payday after next?',
    2450,
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $40.00 more; $75.00 less.
  declined(
    'what-if',
    'checkup-thread-rent-1540-no-balance',
    '(1/2) got the lease paperwork today\n(2/2) 1,540 monthly from here on. am i negative at any point until my check?',
    'checkup',
    'no balance today to run the forecast from (nor a payday on the calendar); the change a month can still be said',
    { figures: [amount(4000)] },
  );
  declined(
    'what-if',
    'checkup-note-to-self-rent-1425-no-balance',
    'note to self: rent drops to 1,425 when the loyalty discount kicks in. do i stay positive till payday?',
    'checkup',
    'no balance today to run the forecast from; the change a month can still be said',
    { figures: [amount(7500)] },
  );
  const whatIfDecline = (id: string, question: string, why: string, profile: FreshProfile = 'household') => {
    declined('what-if', id, question, profile, why);
  };
  whatIfDecline(
    'two-changes-csv-rent-1300-phone-80',
    'bill,new\nrent,1300\nphone,80\n\nwhere does my balance bottom out before payday?',
    'two changes at once: the forecast is run with one supposed change',
  );
  whatIfDecline(
    'no-piano-lessons-140',
    "the kids' piano lessons go up to 140. does that sink me before payday",
    'the household has no piano lessons bill on its calendar',
  );
  whatIfDecline(
    'seeded-no-tuition-410',
    'my tuition installment rises to 410. lowest balance before the paycheck?',
    'the seeded user has no tuition bill on the calendar',
    'seeded',
  );
  whatIfDecline(
    'paycheck-a-day-late-holiday',
    'the bank holiday pushes my paycheck back a day. how low do i go before it lands',
    'a paycheck moved to another day: the forecast runs on the calendar’s days',
  );
  whatIfDecline(
    'rent-taken-on-the-20th',
    'i asked the landlord to take rent on the 20th instead. lowest before payday now?',
    'a bill moved to another day: the forecast runs on the calendar’s days',
  );
  whatIfDecline(
    'turkish-lira-balance-40000',
    '₺40,000 sitting in my account — how low before payday?',
    'a balance in Turkish lira: no exchange rate to dollars',
  );
  whatIfDecline(
    'rent-up-a-hair',
    'landlord says rent goes up a hair at renewal; do i still clear payday without going negative',
    '"a hair" is no figure for the rent',
  );
  whatIfDecline(
    'rent-high-1300s',
    'rent will be somewhere in the high 1,300s. lowest before my check?',
    '"the high 1,300s" is no figure for the rent',
  );
  whatIfDecline(
    'streaming-increase-no-figure',
    'the streaming service announced a price increase. how low before payday now?',
    'a change with no figure: the new price is not known',
  );
  whatIfDecline(
    'empty-at-mention-balance-800-rent-950',
    '@budgetbot with 800 in checking and rent of 950, how low before payday',
    'no payday and no bills on the calendar: there is no forecast to run to a payday',
    'empty',
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // Italian: 375 a month from 34, 31 years.
  retire('italian-34-375', 'ho 34 anni e metto 375 al mese nel fondo pensione. quanto avrò a 65 anni?', {
    amount: 375,
    age: 34,
  });
  // Polish: 260 a month from 29, 36 years.
  retire(
    'polish-29-260',
    'mam 29 lat i odkładam 260 miesięcznie na emeryturę. ile będę mieć w wieku 65 lat?',
    { amount: 260, age: 29 },
  );
  // Korean: 500 a month from 38, 27 years.
  retire('korean-38-500', '저는 38살이고 매달 500씩 IRA에 넣어요. 65세에 얼마? and the 4% rule income', {
    amount: 500,
    age: 38,
  });
  // Swahili: 310 a month from 28, 37 years.
  retire(
    'swahili-28-310',
    'nina miaka 28, naweka 310 kila mwezi kwa pension. nitakuwa na kiasi gani nikifika 65?',
    { amount: 310, age: 28 },
  );
  // YAML: 640 a month from 41 at 6%, 24 years.
  retire(
    'yaml-41-640-at-6',
    'current_age: 41\ncontribution_per_month: 640\nassumed_growth: 6%\nbalance_when_65: ?',
    {
      amount: 640,
      age: 41,
      rate: 6,
    },
  );
  // CSV: 420 a month from 30 at 7%, 35 years.
  retire('csv-30-420-at-7', 'age,monthly,return\n30,420,7%\n\nwhat does that row come to at 65?', {
    amount: 420,
    age: 30,
    rate: 7,
  });
  // "The big 4-0": 900 a month from 40, 25 years.
  retire(
    'big-4-0-900-403b',
    'just hit the big 4-0. putting 900 a month into my 403b from here on. what will it be at 65',
    { amount: 900, age: 40 },
  );
  // "Half a mil": 500,000 and 1,500 a month from 52, 13 years.
  retire(
    '52-half-a-mil-plus-1500',
    "52, half a mil already in the 401k, adding 1,500 a month. what's it at 65 and what income does that throw off",
    { amount: 1500, age: 52, start: 500000 },
  );
  // "A quarter mil": 250,000 and 1,000 a month from 46 at 6%, 19 years.
  retire(
    '46-quarter-mil-plus-1000-at-6',
    '46 with a quarter mil saved; 1,000 a month more at 6%. balance at 65?',
    {
      amount: 1000,
      age: 46,
      start: 250000,
      rate: 6,
    },
  );
  // Fourteen salaries a year: 250 x 14 = 3,500 a year, 291.67 a month, from 36, 29 years (not 250 a
  // month).
  retire(
    '14-salaries-250-each-at-36',
    "i put 250 from each of my 14 yearly salary payments into a pension plan. i'm 36. how much at 65?",
    { amount: 250 * 14, per: 'yearly', age: 36, wrongDeposit: 250 },
  );
  // On the 1st and the 15th: 200 twice a month is 400, from 31, 34 years (not 200 a month).
  retire('1st-and-15th-200-at-31', '200 goes in on the 1st and another 200 on the 15th, age 31. at 65?', {
    amount: 200,
    per: 'semi-monthly',
    age: 31,
  });
  // A P.S.: 1,200 a month from 44 at 5.5%, 21 years.
  retire(
    'ps-44-1200-at-5-5',
    "Hi there,\n\nThanks for the budgeting tips.\n\nP.S. I'm 44 and add 1,200 a month to retirement at 5.5%. What will I have at 65?",
    { amount: 1200, age: 44, rate: 5.5 },
  );
  // An @-mention: 550 a month from 33, 32 years, and the income a month.
  retire(
    'at-mention-33-550-roth-monthly-income',
    '@planner 33yo, 550/mo into a roth ira. number at 65 + monthly income under the 4% rule?',
    { amount: 550, age: 33, income: 'monthly' },
  );
  // A Q and A card: 175 a month from 25 at 8%, 40 years.
  retire('q-and-a-25-175-at-8', 'Q: 25 years old, 175 a month, 8% return. total at 65?\nA:', {
    amount: 175,
    age: 25,
    rate: 8,
  });
  // A note to self: 2,000 a month from 48, 17 years, and the income a year.
  retire(
    'note-to-self-48-2000-yearly-income',
    'note to self: i am 48, 2,000 a month into the 401k from now on. figure the 65 number and the yearly 4% income',
    { amount: 2000, age: 48, income: 'yearly' },
  );
  // "An even" amount: 1,000 a month from 42 at 6.5%, 23 years.
  retire('an-even-1000-from-42-at-6-5', 'an even 1,000 a month from age 42, assume 6.5%. at 65?', {
    amount: 1000,
    age: 42,
    rate: 6.5,
  });
  // The currency code after the amount, by the quarter: 2,250 a quarter is 750 a month, from 35, 30
  // years (not 2,250 a month).
  retire('35-2250-usd-every-quarter', 'Age 35. 2,250 USD every quarter into an IRA. Value at 65?', {
    amount: 2250,
    per: 'quarterly',
    age: 35,
  });
  // Seeded, a share of the calendar's paycheck: 10% of 2,600 = 260 every two weeks, 563.33 a month,
  // from 32, 33 years.
  retire(
    'seeded-10-percent-of-each-paycheck-at-32',
    "10% of each paycheck on my calendar goes to my 401k. i'm 32. at 65?",
    { amount: 260, per: 'bi-weekly', age: 32 },
    'seeded',
  );
  const retireDecline = (id: string, question: string, why: string, mustNot?: Fact[]) => {
    declined('retirement', id, question, 'empty', why, { mustNot });
  };
  retireDecline(
    'thai-baht-15000-at-33',
    '฿15,000 a month into my provident fund, I am 33. at 65?',
    'the contributions are in Thai baht: no exchange rate to US dollars',
  );
  retireDecline(
    'zar-3000-at-40',
    'ZAR 3,000 a month into a retirement annuity, age 40. value at 65?',
    'the contributions are in South African rand: no exchange rate to US dollars',
  );
  retireDecline(
    'pushing-50-700',
    'pushing 50 here, stashing 700 monthly for retirement. projected pot at 65?',
    '"pushing 50" is no exact age: the years to 65 are unknown',
  );
  retireDecline(
    'chunk-of-every-bonus-at-36',
    "a chunk of every bonus goes into my ira, i'm 36. how much by 65?",
    '"a chunk of every bonus" is no monthly amount',
  );
  retireDecline(
    'monthly-for-quarter-mil-from-40',
    'from age 40, what monthly amount gets me to a quarter mil by 65',
    'the monthly amount for a target: the projection runs from an amount, not to one',
  );
  retireDecline(
    'pause-2-years-grad-school-400-at-30',
    "i'm 30, 400 a month, but i'll pause contributions for 2 years of grad school. total at 65?",
    'contributions that stop partway: the projection is for a fixed monthly amount to 65',
  );
  retireDecline(
    'is-7-percent-realistic',
    'is 7% a realistic return to plan my retirement on',
    'advice and a prediction of returns, not a projection from given figures',
  );
  retireDecline(
    'employer-put-in-last-year',
    'how much did my employer put into my 401k last year',
    'the employer’s contributions are a record the app does not hold',
    NO_FIGURE,
  );
  retireDecline(
    '15-percent-of-pay-at-29',
    "15% of my pay goes to retirement, i'm 29. what will that be at 65",
    'the pay is not given and the app holds none for this user: the monthly amount is unknown',
  );
  retireDecline(
    'years-until-1-million-at-1500',
    'how many years until my 401k hits 1 million if i put in 1,500 a month',
    'the years to reach a sum: the projection runs to 65 from an age, and no age is given',
  );

  // --- Goals --------------------------------------------------------------------------------------
  const { ef, vacation, car } = householdGoals(today);
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  const behindOrPace = (g: FreshGoal) => {
    const behind = behindCents(g, today);
    return behind > 0 ? m(behind) : ON_PACE;
  };
  const behindList = behindGoals(HOUSEHOLD, today);
  const totalBehind = behindList.reduce((sum, b) => sum + b.cents, 0);
  const targets = HOUSEHOLD.goals.reduce((sum, g) => sum + Math.round(g.target * 100), 0);
  const saved = HOUSEHOLD.goals.reduce((sum, g) => sum + Math.round(g.saved * 100), 0);

  // Italian: 3,000 - 600 = $2,400.00.
  goal('italian-vacation-quanto-manca', 'quanto manca ancora per completare il fondo Vacation?', [
    m(leftCents(vacation)),
  ]);
  // Polish: 7,500 / 600 = 12.5: 13 months.
  goal(
    'polish-emergency-600-miesiecznie',
    'ile miesięcy do pełnego Emergency Fund, jeśli wpłacam 600 miesięcznie?',
    reachOf(ef, 600, today),
  );
  // Korean: 600 of 3,000 = 20% saved.
  goal('korean-vacation-percent', 'Vacation 목표 몇 퍼센트 모았어요? what % is done', [
    pct((vacation.saved / vacation.target) * 100),
  ]);
  // Swahili: the goal furthest behind and by how much (or on pace).
  {
    const top = behindList[0];
    goal(
      'swahili-lengo-nyuma-zaidi',
      'lengo gani liko nyuma zaidi, na kwa kiasi gani?',
      top ? [said(top.goal.title), m(top.cents)] : [ON_PACE],
    );
  }
  // YAML: 7,000 / 875 = 8 months.
  goal('yaml-new-car-875', 'goal: New Car\nmonthly: 875\nmonths_to_done: ?', reachOf(car, 875, today));
  // CSV: 7,500 and 7,000 remaining.
  goal('csv-remaining-emergency-and-new-car', 'goal,remaining\nemergency fund,?\nnew car,?', [
    m(leftCents(ef)),
    m(leftCents(car)),
  ]);
  // SQL: 10,000 + 3,000 + 8,000 = $21,000.00 of targets.
  goal('sql-sum-of-targets', 'SELECT SUM(target_amount) FROM goals;', [m(targets)]);
  // A P.S.: the Vacation's amount a month to its date.
  goal(
    'ps-vacation-monthly-by-deadline',
    'Hi,\n\nLoving the app so far.\n\nP.S. What monthly amount gets the Vacation fund done by its deadline?',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // A note to self: the Emergency Fund's amount behind (or on pace).
  goal('note-to-self-emergency-off-pace', 'note to self: how far off pace is the emergency fund right now', [
    behindOrPace(ef),
  ]);
  // A numbered thread: the goals' amounts behind, together (or on pace).
  goal(
    'thread-total-behind-all-goals',
    '(1/2) been ignoring our savings goals for a while\n(2/2) how much are we behind in total, all of them together?',
    [totalBehind > 0 ? m(totalBehind) : ON_PACE],
  );
  // An @-mention: at 300 a month each, the Vacation finishes first: 2,400 / 300 = 8 months (the
  // Emergency Fund 25, the New Car 24).
  goal(
    'at-mention-300-each-which-first',
    '@goals if each goal got 300 a month, which one finishes first and when',
    [said(vacation.title), ...reachOf(vacation, 300, today)],
  );
  // A Q and A card: 4,100 of 21,000 = 19.52% saved.
  goal(
    'q-and-a-share-of-all-targets-saved',
    'Q: what percent of all our goal targets have we saved so far?\nA:',
    [pct((saved / targets) * 100)],
  );
  // "An even" amount: 7,000 / 700 = 10 months.
  goal(
    'an-even-700-new-car',
    'an even 700 a month toward the new car — how many months',
    reachOf(car, 700, today),
  );
  // The currency code after the amount: 7,500 / 1,200 = 6.25: 7 months.
  goal(
    '1200-usd-emergency-finish-date',
    '1,200 USD a month into the emergency fund, finish date?',
    reachOf(ef, 1200, today),
  );
  // Three times a month: 80 x 3 = 240; 2,400 / 240 = 10 months (not 80 a month: 30).
  goal(
    'vacation-80-three-times-a-month',
    '80 goes into the vacation three times a month (every payout). how long till it is full',
    reachOf(vacation, 240, today),
    'household',
    [count(30, 'month').fact],
  );
  // On the 1st and the 15th: 150 twice a month is 300; 7,000 / 300 = 23.3: 24 months (not 150 a
  // month: 47).
  goal(
    'new-car-150-on-1st-and-15th',
    '150 lands in the new car fund on the 1st and again on the 15th. how many months left?',
    reachOf(car, 300, today),
    'household',
    [count(47, 'month').fact],
  );
  // How much more a month the Emergency Fund needs than the Vacation, each to its own date.
  goal(
    'emergency-needs-more-than-vacation-monthly',
    'per month, how much more does the emergency fund need than the vacation fund to hit their dates',
    [amount(neededCents(ef, today) - neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // A unicode fraction: 1½ thousand = 1,500; 2,400 / 1,500 = 1.6: 2 months.
  goal(
    'vacation-1-and-a-half-thousand',
    'we could throw 1½ thousand a month at the vacation. when would it be done',
    reachOf(vacation, 1500, today),
  );
  // Seeded: 7,500 + 2,800 + 32,000 = $42,300.00 still needed (the New Laptop is done).
  goal(
    'seeded-shortfall-unfinished-goals',
    'total shortfall on my unfinished goals?',
    [m(SEEDED.goals.filter((g) => !g.completed).reduce((sum, g) => sum + leftCents(g), 0))],
    'seeded',
  );
  // Seeded: 32,000 / 1,600 = 20 months.
  goal(
    'seeded-house-1-6-thousand',
    'house down payment at 1.6 thousand monthly: how many months, what date',
    reachOf(house, 1600, today),
    'seeded',
  );
  // Seeded: the Japan Trip's date.
  goal(
    'seeded-japan-deadline-date',
    'what date did i set as the japan trip deadline',
    [said(goalDate(japan, today))],
    'seeded',
  );
  // Seeded: goals made today are on pace.
  goal(
    'seeded-anything-lagging-its-plan',
    'is anything i am saving toward lagging its plan right now',
    [ON_PACE],
    'seeded',
  );
  // Seeded, Korean: 2,800 / 560 = 5 months.
  goal(
    'seeded-korean-japan-560',
    '일본 여행 Japan Trip 목표에 매달 560씩 넣으면 몇 개월 걸려요? which month',
    reachOf(japan, 560, today),
    'seeded',
  );
  const goalDecline = (
    id: string,
    question: string,
    why: string,
    profile: FreshProfile = 'household',
    figs: Figure[] = [],
  ) => {
    declined('goals', id, question, profile, why, { figures: figs });
  };
  goalDecline(
    'no-sabbatical-pot',
    'the sabbatical pot, how close are we to the finish line',
    'the household has no sabbatical goal',
  );
  goalDecline(
    'seeded-no-tiny-house-400',
    'tiny house goal, 400 monthly. completion date?',
    'the seeded user has no tiny house goal',
    'seeded',
  );
  goalDecline(
    'checkup-at-mention-which-needs-help',
    '@goals rank my savings goals from most to least behind',
    'the checkup user has no goals',
    'checkup',
  );
  goalDecline(
    'polish-zloty-into-vacation',
    'wpłacam 1,000 zł miesięcznie na Vacation. kiedy będzie pełny?',
    'the monthly amount is in Polish złoty: no exchange rate to dollars',
  );
  goalDecline(
    'shekel-1500-into-new-car',
    'if ₪1,500 monthly goes toward the car goal, when do we hit it',
    'the monthly amount is in Israeli shekels: no exchange rate to dollars',
  );
  goalDecline(
    'good-chunk-into-emergency',
    'a good chunk each month into the emergency fund. when is it done?',
    '"a good chunk" is no monthly amount',
  );
  goalDecline(
    'create-sabbatical-goal',
    'add a new goal: sabbatical, 6,000 by next june',
    'an action on goals: the assistant does not create goals',
  );
  goalDecline(
    'mark-vacation-completed',
    'mark the vacation goal as completed, we booked it',
    'an action on a goal: the assistant does not change goals',
  );
  goalDecline(
    'emergency-by-mothers-day-monthly',
    "per month, what finishes the emergency fund by mother's day",
    "a monthly amount to a date not the goal's own (the Emergency Fund has its own date); what is left can be said",
    'household',
    [m(leftCents(ef))],
  );
  goalDecline(
    'is-10000-right-emergency-size',
    'is 10,000 the right size for our emergency fund',
    'advice on how big a goal should be, not a figure from the app',
  );
  goalDecline(
    'bonus-2000-now-plus-400-new-car',
    'our 2,000 bonus goes into the new car fund today, then 400 a month after. done when?',
    'a lump sum put in now beside the monthly amount: the months at an amount a month are what is worked',
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // Pay in 4: 236 / 4 = $59.00.
  calc('pay-in-4-stroller-236', 'pay in 4 on a 236 stroller: how much is each payment', [m(23600 / 4)]);
  // Rent by the rooms' square feet: 160 / (160 + 140 + 100) x 2,400 = $960.00.
  calc(
    'rent-2400-split-by-square-feet-160',
    'rent is 2,400 for three bedrooms of 160, 140 and 100 square feet. splitting by size, what does the 160 sq ft room pay',
    [m((240000 * 160) / (160 + 140 + 100))],
  );
  // A lease's overage: 2,300 x 0.20 = $460.00.
  calc(
    'lease-2300-miles-over-20-cents',
    'turned the lease in 2,300 miles over the limit at 20 cents a mile. overage charge?',
    [m(2300 * 20)],
  );
  // A truck rental: 29.95 + 0.89 x 140 = 29.95 + 124.60 = $154.55.
  calc(
    'truck-rental-29-95-plus-89-cents-140-miles',
    'moving truck is 29.95 plus 0.89 a mile and we will drive 140 miles. total rental?',
    [m(2995 + 89 * 140)],
  );
  // A salaried week by the hour: 950 / 55 = $17.27.
  calc(
    'salaried-950-a-week-55-hours-hourly',
    'salaried at 950 a week but i worked 55 hours. what is that per hour',
    [m(Math.round(95000 / 55))],
  );
  // A monthly need as a check every two weeks: 3,000 x 12 / 26 = $1,384.62.
  calc(
    'need-3000-a-month-each-biweekly-check',
    'i need 3,000 a month to live. paid every two weeks, how big must each check be',
    [m(Math.round((300000 * 12) / 26))],
  );
  // The weeks to a target: 910 / 35 = 26 weeks.
  calc('35-a-week-until-910', 'putting away 35 a week, how many weeks until i have 910', [
    count(910 / 35, 'week'),
  ]);
  // A day's pay: 58,500 / 260 = $225.00.
  calc(
    'salary-58500-260-working-days-day-pay',
    'salary 58,500 and 260 working days a year. one day of pay?',
    [m(5850000 / 260)],
  );
  // A price per square foot: 1,890 / 900 = $2.10.
  calc(
    '1890-for-900-sq-ft-price-per-square-foot',
    'the apartment is 1,890 a month for 900 sq ft. price per square foot?',
    [m(189000 / 900)],
  );
  // Transit rides: 2.90 x 2 x 21 = $121.80.
  calc(
    'transit-2-90-a-ride-2-a-day-21-workdays',
    'the bus is 2.90 a ride, 2 rides a day, 21 workdays this month. what do the rides cost',
    [m(290 * 2 * 21)],
  );
  // A tip on the subtotal: 84.00 + 7.14 + 18% of 84.00 (15.12) = $106.26.
  calc(
    'subtotal-84-tax-7-14-tip-18-on-subtotal',
    'dinner subtotal 84.00, tax 7.14. we tip 18% on the subtotal only. total to pay?',
    [m(8400 + 714 + 8400 * 0.18)],
  );
  // Two offers: 28 x 40 x 52 = 58,240; 62,000 - 58,240 = $3,760.00 more for the salary.
  calc(
    'offer-62000-salary-vs-28-an-hour',
    'offer A is 62,000 a year, offer B is 28 an hour at 40 hours a week. which pays more a year and by how much',
    [m(2800 * 40 * 52), m(6200000 - 2800 * 40 * 52)],
  );
  // A pre-tax 401(k) share: 2,500 x 0.94 = $2,350.00.
  calc(
    'gross-2500-a-check-6-percent-401k-pretax',
    'gross is 2,500 a paycheck and 6% goes to my 401k pre-tax. what is left before taxes',
    [m(250000 * 0.94)],
  );
  // A night differential: (24 + 3) x 36 = $972.00.
  calc(
    'base-24-night-differential-3-36-hours',
    'base 24 an hour plus a 3 an hour night differential, 36 night hours this week. gross?',
    [m((2400 + 300) * 36)],
  );
  // Depreciation: (24,000 - 15,600) / 3 = $2,800.00 a year.
  calc(
    'car-24000-worth-15600-after-3-years',
    'bought the car for 24,000, it is worth 15,600 three years later. how much value did it lose per year',
    [m((2400000 - 1560000) / 3)],
  );
  // Two rent increases in a row: 1,200 x 1.03 x 1.04 = $1,285.44.
  calc(
    'rent-1200-up-3-then-4-percent',
    'rent of 1,200 went up 3% last year and 4% this year. what is it now',
    [m(Math.round(120000 * 1.03 * 1.04))],
  );
  // Six months of expenses: 2,350 x 6 = $14,100.00.
  calc(
    'expenses-2350-six-month-cushion',
    'expenses are 2,350 a month. how big is a 6 month emergency cushion',
    [m(235000 * 6)],
  );
  // Italian: 22% of 1,800 = $396.00.
  calc('italian-22-percent-di-1800', 'quanto fa il 22% di 1800 dollari?', [m(180000 * 0.22)]);
  // Polish: 1,250 / 4 = $312.50.
  calc('polish-1250-podzielone-na-4', 'ile to jest 1250 podzielone na 4 osoby?', [m(125000 / 4)]);
  // Korean: 89.99 x 12 = $1,079.88.
  calc('korean-89-99-a-month-yearly', '월 89.99 구독이면 1년에 얼마예요? yearly total', [m(8999 * 12)]);
  // Swahili: 45 x 52 = $2,340.00.
  calc('swahili-45-kila-wiki-mwaka', 'nikiweka 45 kila wiki kwa mwaka mzima, nitakuwa na ngapi?', [
    m(4500 * 52),
  ]);
  // YAML: 26.40 x 32 = $844.80.
  calc('yaml-hourly-26-40-32-hours', 'hourly: 26.40\nhours_per_week: 32\nweekly_pay: ?', [m(2640 * 32)]);
  // CSV: 612 + 745 + 238 = $1,595.00.
  calc(
    'csv-trip-flights-hotel-car',
    'item,price\nflights,612\nhotel,745\nrental car,238\n\ntotal of the column?',
    [m(61200 + 74500 + 23800)],
  );
  // A numbered thread: 1,320 x 12 / 52 = $304.62 a week.
  calc(
    'thread-daycare-1320-a-month-per-week',
    '(1/2) daycare is 1,320 a month\n(2/2) what is that per week if you spread it over the year',
    [m(Math.round((132000 * 12) / 52))],
  );
  // Household: the smallest repeating bill, Streaming, $15.99.
  calc(
    'household-smallest-bill',
    'which of my regular bills is the smallest, and how much is it',
    [said('Streaming'), m(1599)],
    'household',
    [ONLY_PAYDAY],
  );
  // Household: the repeating bills over a year, 1,830.99 x 12 = $21,971.88 (not with the one-off
  // dentist, 22,151.88).
  {
    const yearly = calendarMonthly(HOUSEHOLD).bills * 12;
    calc(
      'household-repeating-bills-over-a-year',
      'all our repeating bills over twelve months add up to?',
      [m(yearly)],
      'household',
      [ONLY_PAYDAY, money(yearly + 18000)],
    );
  }
  // Household: the next 14 days (days 0 to 13): rent, the car payment and the dentist, $1,750.00.
  {
    const due = calendarThrough(HOUSEHOLD, today, 13);
    calc(
      'household-bills-next-14-days',
      'what bills hit in the next 14 days, and what do they total',
      [...due.titles.map((t) => said(t)), m(due.bills)],
      'household',
      [ONLY_PAYDAY],
    );
  }
  // Household: the third paycheck from now, on day 6 + 28 = 34.
  calc(
    'household-third-paycheck-date',
    'on what date does my third paycheck from now land',
    [said(nthPayday(HOUSEHOLD, today, 3))],
    'household',
    [ONLY_PAYDAY],
  );
  // Seeded: the cable bill is paid.
  calc(
    'seeded-bill-already-paid',
    'which bill on my calendar has already been paid',
    [said('Cable bill')],
    'seeded',
    [ONLY_PAYDAY],
  );
  // Seeded: the one-off bills still to come: 95.50 + 180 + 40 = $315.50.
  calc(
    'seeded-one-off-bills-still-coming',
    'add up the one-time bills still coming on my calendar',
    [
      m(
        SEEDED.events
          .filter((e) => e.type === 'bill' && e.per === null && !e.completed)
          .reduce((sum, e) => sum + Math.round(e.amount * 100), 0),
      ),
    ],
    'seeded',
    [ONLY_PAYDAY],
  );
  // The check-up (decision 023) for the checkup user: savings 4,000, essential costs 2,000 a month:
  // six months is 12,000, 8,000 more, at 400 a month 20 months; 4,000 - 3,000 = $1,000.00; 3,000 of
  // 48,000 a year = 6.25%; 4,000 / 2,000 = 2.0 months covered.
  {
    const cushion = checkupCushion(today);
    calc(
      'checkup-months-to-six-month-cushion-at-400',
      'adding 400 a month, how many months until my savings cover six months of essentials on my check-up',
      [count(cushion.monthsToSixMonths(400), 'month')],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-savings-minus-card-debt',
      'per my check-up, savings minus the high-interest debt leaves what',
      [m(cushion.savingsLessDebt)],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-card-debt-share-of-yearly-take-home',
      "my check-up's card debt is what percent of a full year of take-home pay",
      [pct(cushion.debtShareOfYear)],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-how-many-months-savings-cover',
      'if my income stopped, how many months of essentials do my savings cover per the check-up',
      [checkupFigures(today).monthsCovered],
      'checkup',
      [ONLY_PAYDAY],
    );
  }
  const calcDecline = (id: string, question: string, why: string, mustNot?: Fact[]) => {
    declined('arithmetic', id, question, 'empty', why, { mustNot });
  };
  calcDecline(
    'lease-3000-miles-over-no-rate',
    'we went 3,000 miles over on the lease. what will they charge',
    'the charge a mile is not given',
    [/\$\s?\d/],
  );
  calcDecline(
    'pay-in-4-couch-no-price',
    'pay in 4 on the new couch, what is each payment',
    'the couch’s price is not given',
    [/\$\s?\d/],
  );
  calcDecline(
    'night-differential-no-hours',
    'night differential is 3 an hour on my 24 base. what does that add to my check',
    'the night hours are not given',
  );
  calcDecline(
    'polish-500-zlotych-w-dolarach',
    'ile to 500 złotych w dolarach?',
    'a currency conversion: the app has no exchange rate',
    [/\$\s?\d/],
  );
  calcDecline(
    'hair-over-1000-every-month-annual',
    "it's a hair over 1,000 every month. annual total?",
    '"a hair over 1,000" is no amount to multiply',
  );
  calcDecline(
    'target-purchases-last-month',
    'what were my target purchases last month, in total',
    'past spending: the app holds no transactions',
    [/\$\s?\d/],
  );
  calcDecline(
    'sales-tax-on-1249-laptop-no-rate',
    "what's the sales tax on a 1,249 laptop",
    'the sales tax rate is not given: it depends on where it is bought',
    [/\$\s?\d/],
  );
  calcDecline(
    'fifty-thirty-twenty-my-take-home',
    'split my take-home by the 50/30/20 rule',
    'the take-home pay is not given and the app holds none for this user',
    [/\$\s?\d/],
  );
  calcDecline(
    '5000-left-a-decade-no-rate',
    '5,000 left alone for a decade: how much is it then',
    'no growth rate is given: any figure would be a prediction',
    NO_FIGURE,
  );
  calcDecline(
    '6-percent-commission-my-house-no-price',
    'what is a 6% commission on my house sale',
    'the sale price is not given',
    [/\$\s?\d/],
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside(
    'ship-new-debit-card',
    'get the bank to ship a new debit card to my new address',
    'empty',
    'an action with a bank',
  );
  outside('change-card-pin', 'change the PIN on my card to something new', 'empty', 'an action with a bank');
  outside(
    'mail-estimated-tax-check-irs',
    'mail a check for my quarterly estimated tax to the IRS',
    'empty',
    'an action with the tax authority',
  );
  outside(
    'refinance-car-loan-for-me',
    'refinance my car loan for me',
    'household',
    'an action with a lender',
  );
  outside(
    'ps-enroll-in-espp',
    "Hi,\n\nHope you're well.\n\nP.S. can you enroll me in my company's stock purchase plan?",
    'empty',
    'an action with an employer',
  );
  outside(
    'yaml-pay-rent-friday',
    'action: pay_rent\namount: 1250\nwhen: friday',
    'household',
    'an action: paying a bill',
  );
  outside(
    'swahili-send-money-mpesa',
    'nisaidie kutuma pesa kwa M-Pesa ya mama yangu',
    'empty',
    'an action: sending money to someone',
  );
  outside(
    'limit-on-visa',
    'how high is the limit on my visa right now',
    'empty',
    'a record of a card the app does not hold',
    [/\$\s?\d/],
  );
  outside(
    'auto-loan-principal-left',
    'what principal is still left on my auto loan',
    'household',
    'a record of a loan the app does not hold',
    [/\$\s?\d/],
  );
  outside(
    'electric-charge-in-february',
    'what did the electric company charge us in february',
    'household',
    'a past bill the app does not hold (the household has no electric bill on its calendar)',
    [/\$\s?\d/],
  );
  outside(
    'sql-amazon-transactions',
    "SELECT * FROM transactions WHERE merchant = 'amazon' AND month = 'march';",
    'empty',
    'past transactions: a record the app does not hold',
    [/\$\s?\d/],
  );
  outside(
    'when-lease-ends',
    'when does my apartment lease end',
    'household',
    'a record of a lease the app does not hold',
  );
  outside(
    'gas-over-4-this-summer',
    'will gas be over 4 dollars a gallon this summer',
    'empty',
    'a prediction of prices',
    NO_FIGURE,
  );
  outside(
    'social-security-still-around',
    'will social security still be around when i retire',
    'empty',
    'a prediction about a public program',
    NO_FIGURE,
  );
  outside(
    'company-raises-this-year',
    'will my company give raises this year',
    'household',
    'a prediction of someone else’s decision',
    NO_FIGURE,
  );
  outside(
    'korean-kospi-next-year',
    '코스피 내년에 오를까요? will the kospi go up',
    'empty',
    'a prediction of a stock market',
    NO_FIGURE,
  );
  outside(
    'gift-20000-to-daughter-taxable',
    'is a 20,000 gift to my daughter taxable',
    'empty',
    'a tax question',
  );
  outside(
    'landlord-repainting-against-deposit',
    'can a landlord charge repainting against what we put down when we moved in',
    'household',
    'a legal question',
  );
  outside('employer-pay-a-week-late', 'can my employer pay me a week late', 'empty', 'a legal question');
  outside(
    'italian-tasse-soldi-mamma',
    'devo pagare le tasse sui soldi che mando a mia madre in Italia?',
    'empty',
    'a tax question about rules the app does not hold',
  );
  outside(
    'hail-damage-covered',
    'is hail damage to my car covered by my policy',
    'household',
    'an insurance policy the app does not hold',
  );
  outside(
    'laptop-stolen-renters-insurance',
    'is my laptop covered by renters insurance if it gets stolen at a cafe',
    'empty',
    'an insurance policy the app does not hold',
  );
  outside(
    'coworker-salary',
    'what does my coworker make',
    'empty',
    'someone else’s pay: a record the app does not hold',
    [/\$\s?\d/],
  );
  outside(
    'fathers-pension-balance',
    "what's my father's pension balance",
    'empty',
    'someone else’s money: a record the app does not hold',
    [/\$\s?\d/],
  );
  outside(
    'lowest-fee-robo-advisor',
    'which robo-advisor has the lowest fees',
    'empty',
    'a product pick with live prices the app does not have',
    NO_PERCENT,
  );
  outside(
    'polish-best-savings-account',
    'który bank ma najlepsze konto oszczędnościowe?',
    'empty',
    'a product pick with live rates the app does not have',
    NO_PERCENT,
  );
  outside(
    'q-and-a-lender-approve-mortgage',
    'Q: will a lender approve us for a mortgage with our credit?\nA:',
    'household',
    'a credit score and a lender’s threshold: records the app does not hold',
  );

  return { ...built, reasons };
}

/** The twentieth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases20(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases20Samples(today: string): Record<string, string> {
  return build(today).samples;
}

/** Why each case that must decline declines, by case id. */
export function freshCases20Reasons(today: string): Record<string, string> {
  return build(today).reasons;
}
