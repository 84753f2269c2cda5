import { differenceInCalendarDays, parseISO } from 'date-fns';
import {
  HOUSEHOLD,
  SEEDED,
  behindCents,
  money,
  neededCents,
  perMonthCents,
  reach,
  type Fact,
  type FreshCase,
  type FreshProfile,
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
  behindGoals,
  goalOf,
  leftCents,
  monthly,
  reachOf,
  leftOf,
  householdGoals,
  freshSetWriters,
  type Built,
  type Figure,
} from './fresh-figures.ts';
import { calendarWithin } from './fresh-cases-15.ts';
import { seedFor } from './seed.ts';

/**
 * The sixteenth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests) and without seeing any evaluation's answers, never tuned on.
 * None of its questions rewords one of sets 1 to 15 (no question shares half its words with one of
 * theirs, nor with another of its own). What is new here:
 *
 * - who asks: a farrier by the horse shod with the horses a week, a tree planter paid in cents by
 *   the tree with the trees a day and the days a week, a golf caddie by the loop, a loan signing
 *   agent by the signing, a process server by the serve, a tattoo artist by the session, a barber
 *   by the cut with the cuts a day, a college athlete on NIL deals and a scholarship stipend, a
 *   widow on survivor benefits beside a part-time job, grandparents raising grandchildren on a
 *   state kinship payment, a per diem nurse by the shift, a lineman with a per diem by the day on
 *   top of the pay, a mystery shopper by the assignment, a tour guide by the head, a beekeeper by
 *   the jar, an ASL interpreter by the hour, a newspaper carrier by the route; and life events: a
 *   parent moving in and chipping in, going back to school, downsizing as empty nesters, quitting
 *   vaping, smoking or drinking (what it saves), sobriety, tithing, spousal support, insulin;
 * - how it is written: internet acronyms ("tia", "lmk", "fwiw", "iirc", "imo", "eli5", "afaik",
 *   "nvm", "ofc", "smh"), hashtags ("#adulting", "#budget", "#goals"), markdown bold ("**quick
 *   q:**") and a form in bold, a landlord's message quoted with ">", keys next to the right one
 *   ("afgord", "monrh", "whixh", "puttinf", "checkibg"), words without their vowels ("cn our bdgt
 *   hndl", "rtrmnt", "hw mch mthly"), extra detail that has nothing to do with the sum (a rescue
 *   pup's name, a dog that ate a sock, coffee on a laptop, a truck's model year);
 * - how amounts are written: the Swiss apostrophe between the thousands in dollars ("1'250",
 *   "4'800", "32'000", "2'000"), which a right answer reads honestly, and Swiss francs ("CHF"),
 *   which decline; Indian grouping in dollars ("$1,08,000", "$1,50,000", "$1,25,000") read as
 *   108,000, 150,000 and 125,000, and rupees ("₹"), which decline; cents with the cents sign
 *   ("16¢ a tree", "35¢ a transaction") or a bare point (".14 a tree"); money slang not used
 *   before ("5 Gs", "3 Gs", "2 stacks", "3 stacks"); mixed units ("55/hr × 24 hrs/wk");
 * - horizons: "the next 8 days", "the next 11 days", "the next 5 weeks", "the next week and a half"
 *   (11 days), "through the 20th" (the next 20th of a month, today included);
 * - the check-up (decision 023) for the `checkup` user, asked three new ways (how they are doing,
 *   what to fix first, the share of pay going to retirement), and for a user with no numbers;
 * - what must decline, as decision 027 says: no income anywhere, pay by the assignment, the horse,
 *   the session or the tree with no count, a range with no count, a vague amount ("a few Gs", "a
 *   little here and there", "a little extra", "by a lot"), francs and rupees, a price alone, a bill
 *   or goal the user does not have (a water bill, a mortgage, a student loan, an adoption fund, a
 *   pool fund), no balance (still saying the change), two changes at once, a bill paid on another
 *   day, "it" and "that one", a pay cut with no figure, two ages, 68, 13, no age, an employer
 *   match with a cap on a pay not given, an account's value, the monthly amount for a target, a
 *   goal's money moved, which goal first, where a goal's money should sit, a goal's monthly
 *   amount to a date not its own, overtime with no hours, tips on a fee not given, tax with no
 *   rate, an amortized loan, interest with no rate, pay by the day with no days, a check-up with
 *   no numbers; and outside the app: NIL rules, what to charge and what others make, filing and
 *   booking and transfers, past spending and pay, taxes on a payout, a lease renewed, reminders,
 *   prices of services, exchange rates, legal questions, predictions of prices, fund and bank
 *   picks, pausing a payment, credit scores, Medicaid, when to claim a benefit.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers; the check-up's from `seed.ts`'s figures
 * for the `checkup` user by decision 023's rules. Each case keeps a sample right answer
 * (`freshCases16Samples`) for the self-checks.
 */

/** Days from `today` through `end` (both included): the horizon of a stated date. */
const daysThrough = (today: string, end: Date) => differenceInCalendarDays(end, parseISO(today)) + 1;

/** The next `day` of a month from today: this month's when it is today or later, else next month's. */
export const nextDayOfMonth = (today: string, day: number): Date => {
  const now = parseISO(today);
  const thisMonth = new Date(now.getFullYear(), now.getMonth(), day);
  return differenceInCalendarDays(thisMonth, now) >= 0
    ? thisMonth
    : new Date(now.getFullYear(), now.getMonth() + 1, day);
};

/** What a right answer says when no bill falls in the period asked. */
const NOTHING_DUE: Figure = { fact: /\$0\.00|no bills|nothing (is )?due/i, text: 'no bills are due' };

/**
 * The check-up's figures for the `checkup` user (decision 023), from seed.ts's financial profile:
 * months of essential costs to one decimal, rounded down; the high-interest debt; the share of
 * income put towards retirement, a whole percent rounded down.
 */
export function checkupFigures(today: string) {
  const profile = seedFor('checkup', today).financialProfile!;
  const months = Math.trunc((profile.savings_balance! / profile.monthly_essentials!) * 10) / 10;
  const written = months.toFixed(1);
  const monthsCovered: Figure = {
    fact: new RegExp(`\\b${written.replace('.', '\\.')} months|\\b${String(months)} months`),
    text: `${written} months`,
  };
  return {
    months,
    monthsCovered,
    debt: m(Math.round(profile.high_interest_debt! * 100)),
    retirementShare: Math.floor((profile.retirement_saving_monthly! / profile.monthly_income!) * 100),
  };
}

function build(today: string): Built {
  const { built, add, decline, afford, whatIf, payChange, retire, goal, calc, outside } = freshSetWriters(
    'fresh16',
    today,
  );

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');

  // A farrier by the horse with the horses a week: 165 x 14 = 2,310 a week; x 52 / 12 = 10,010.00;
  // less 480 = $9,530.00 (not 4 weeks', 9,240 - 480 = 8,760.00).
  afford(
    'empty-farrier-165-a-horse-14-a-week-trailer-480',
    'i shoe horses for a living, 165 a horse and about 14 horses a week. thinking about a 480/mo payment on a new forge trailer, doable?',
    [monthly(480)],
    { profile: 'empty', income: { amount: 165 * 14, per: 'weekly' }, wrongCents: [231000 * 4 - 48000] },
  );
  // A tree planter in cents by the tree: 0.16 x 2,000 = 320 a day; x 5 = 1,600 a week; x 52 / 12 =
  // 6,933.33; less 700 = $6,233.33 (not 4 weeks', 6,400 - 700 = 5,700.00).
  afford(
    'empty-tree-planter-16-cents-2000-trees-5-days-rent-700',
    "tree planting contract pays 16¢ a tree, i put in about 2,000 trees a day 5 days a week. can i afford 700 a month rent while i'm up here",
    [monthly(700)],
    { profile: 'empty', income: { amount: 1600, per: 'weekly' }, wrongCents: [160000 * 4 - 70000] },
  );
  // A caddie by the loop: 90 x 5 = 450 a week; x 52 / 12 = 1,950.00; less 210 = $1,740.00.
  afford(
    'empty-caddie-90-a-loop-5-loops-insurance-210',
    'caddie at a country club, a loop pays 90 and i get about 5 loops a week. can i swing 210 a month for car insurance',
    [monthly(210)],
    { profile: 'empty', income: { amount: 90 * 5, per: 'weekly' }, wrongCents: [45000 * 4 - 21000] },
  );
  // A signing agent by the signing with the signings a month: 125 x 18 = 2,250; less 389 = $1,861.00.
  afford(
    'empty-signing-agent-125-18-a-month-lease-389',
    'loan signing agent here, 125 per signing and i average 18 signings a month. would a 389 car lease fit',
    [monthly(389)],
    { profile: 'empty', income: monthly(125 * 18) },
  );
  // A process server by the serve: 45 x 25 = 1,125 a week; x 52 / 12 = 4,875.00; less 1,400 =
  // $3,475.00 (not 4 weeks', 4,500 - 1,400 = 3,100.00).
  afford(
    'empty-process-server-45-a-serve-25-a-week-rent-1400',
    'i serve legal papers, 45 a serve, around 25 serves a week. is 1,400 rent too much for me',
    [monthly(1400)],
    { profile: 'empty', income: { amount: 45 * 25, per: 'weekly' }, wrongCents: [112500 * 4 - 140000] },
  );
  // A tattoo artist by the session: 180 x 8 = 1,440 a week; x 52 / 12 = 6,240.00; less 310 =
  // $5,930.00 (the truck's model year is no money).
  afford(
    'empty-tattoo-180-a-session-8-a-week-tacoma-310',
    "tattoo artist, after the shop's cut i keep 180 a session and do 8 sessions a week. can i handle a 310 payment on a used 2019 tacoma",
    [monthly(310)],
    { profile: 'empty', income: { amount: 180 * 8, per: 'weekly' }, wrongCents: [144000 * 4 - 31000] },
  );
  // A barber by the cut with the cuts a day and the days a week: 25 x 10 x 5 = 1,250 a week; x 52 /
  // 12 = 5,416.67; less 1,100 = $4,316.67.
  afford(
    'empty-barber-25-a-cut-10-a-day-5-days-1100',
    'barber here. 25 a cut, i average 10 cuts a day, 5 days a week. can i afford 1,100 for a 1 bedroom',
    [monthly(1100)],
    { profile: 'empty', income: { amount: 25 * 10 * 5, per: 'weekly' }, wrongCents: [125000 * 4 - 110000] },
  );
  // NIL deals and a stipend: 600 + 1,150 = 1,750; less 240 = $1,510.00 (not the stipend alone, 910.00).
  afford(
    'empty-nil-600-stipend-1150-car-240',
    'college athlete. my NIL deals pay 600 a month and my scholarship stipend is 1,150 a month, could i take on a 240 car payment',
    [monthly(240)],
    { profile: 'empty', income: monthly(600 + 1150), wrongCents: [115000 - 24000] },
  );
  // Survivor benefits and a part-time job: 1,890 + 640 = 2,530; less 95 = $2,435.00 (not the job left
  // out, 1,795.00).
  afford(
    'empty-widow-survivor-1890-library-640-headstone-95',
    'my husband passed last spring. survivor benefits are 1,890 a month and the library job pays 640 a month. can i afford the 95 a month headstone payment plan',
    [monthly(95)],
    { profile: 'empty', income: monthly(1890 + 640), wrongCents: [189000 - 9500] },
  );
  // Three incomes: 1,720 + 480 + 900 = 3,100; less 260 = $2,840.00 (not the kinship payment left out,
  // 2,360.00).
  afford(
    'empty-kinship-ss-1720-kinship-480-pension-900-minivan-260',
    "we're raising our 2 grandkids. my social security is 1,720 a month, the state kinship payment is 480 a month and his pension is 900 a month. can we handle a 260 minivan payment",
    [monthly(260)],
    { profile: 'empty', income: monthly(1720 + 480 + 900), wrongCents: [172000 + 90000 - 26000] },
  );
  // A per diem nurse by the shift: 510 x 3 = 1,530 a week; x 52 / 12 = 6,630.00; less 1,350 =
  // $5,280.00 (not 4 weeks', 6,120 - 1,350 = 4,770.00).
  afford(
    'empty-per-diem-nurse-510-a-shift-3-a-week-1350',
    'per diem nurse, 510 a shift and i pick up 3 shifts a week. would a 1,350 apartment be ok',
    [monthly(1350)],
    { profile: 'empty', income: { amount: 510 * 3, per: 'weekly' }, wrongCents: [153000 * 4 - 135000] },
  );
  // Pay every two weeks and a per diem by the day: (3,200 x 26 + 85 x 5 x 52) / 12 = 105,300 / 12 =
  // 8,775.00; less 725 = $8,050.00 (not the per diem left out, 6,933.33 - 725 = 6,208.33).
  afford(
    'empty-lineman-3200-biweekly-per-diem-85-5-days-truck-725',
    'journeyman lineman, 3,200 every two weeks plus 85 a day per diem, 5 days a week on the road. can i afford a 725 truck payment',
    [monthly(725)],
    {
      profile: 'empty',
      income: monthly((3200 * 26 + 85 * 5 * 52) / 12),
      wrongCents: [perMonthCents(3200, 'bi-weekly') - 72500],
    },
  );
  // A tour guide by the head: 35 x 40 = 1,400 a week; x 52 / 12 = 6,066.67; less 275 = $5,791.67.
  afford(
    'empty-tour-guide-35-a-head-40-a-week-car-275',
    'i lead food tours, 35 a head and usually 40 heads a week. would 275 a month for a car note be ok',
    [monthly(275)],
    { profile: 'empty', income: { amount: 35 * 40, per: 'weekly' }, wrongCents: [140000 * 4 - 27500] },
  );
  // A beekeeper by the jar: 12 x 60 = 720 a week; x 52 / 12 = 3,120.00; less 180 = $2,940.00.
  afford(
    'empty-beekeeper-12-a-jar-60-a-week-storage-180',
    'beekeeper, i sell honey at 12 a jar and move about 60 jars a week at markets. could i swing a 180 a month storage unit for the extra hive boxes',
    [monthly(180)],
    { profile: 'empty', income: { amount: 12 * 60, per: 'weekly' }, wrongCents: [72000 * 4 - 18000] },
  );
  // Mixed units: 55 x 24 = 1,320 a week; x 52 / 12 = 5,720.00; less 1,250 = $4,470.00.
  afford(
    'empty-asl-interpreter-55-hr-24-hrs-wk-1250',
    'ASL interpreter, 55/hr, 24 hrs/wk. can i afford a 1,250 a month apartment',
    [monthly(1250)],
    { profile: 'empty', income: { amount: 55 * 24, per: 'weekly' }, wrongCents: [132000 * 4 - 125000] },
  );
  // Two routes at the same pay: 610 x 2 = 1,220; less 400 = $820.00 (not one route, 210.00).
  afford(
    'empty-paper-routes-2-at-610-used-car-400',
    'i run 2 paper routes and each one pays 610 a month. is 400 a month for a used car ok',
    [monthly(400)],
    { profile: 'empty', income: monthly(610 * 2), wrongCents: [61000 - 40000] },
  );
  // Insulin: 2,650 - 340 = $2,310.00.
  afford(
    'empty-insulin-copay-340-take-home-2650',
    'my new insulin copay is going to be 340 a month starting in june. i take home 2,650 monthly, can i afford it',
    [monthly(340)],
    { profile: 'empty', income: monthly(2650) },
  );
  // Household, a parent chipping in on top of the pay: 4,550 + 500 = 5,050; less 1,830.99 =
  // 3,219.01; less 450 = $2,769.01 (not without her, 2,269.01).
  afford(
    'household-mom-moving-in-chips-in-500-bigger-car-450',
    "my mom is moving in with us and she'll chip in 500 a month from her social security. with that could we afford a 450 a month payment on a bigger car",
    [monthly(450)],
    { income: monthly(4550 + 500), wrongCents: [householdLeft - 45000] },
  );
  // Household, back to school: 2,719.01 - 425 = $2,294.01.
  afford(
    'household-back-to-school-tuition-plan-425',
    'going back to school at 38 (!!) and the tuition payment plan is 425 a month for 10 months. can we carry that',
    [monthly(425)],
  );
  // Household, downsizing: rent from 1,250 to 980: 2,719.01 + 270 = $2,989.01 (not 980 as a new bill
  // on top, 1,739.01).
  afford(
    'household-empty-nesters-downsize-rent-980-instead-of-1250',
    'empty nesters now. if we downsize to a place at 980 instead of our 1,250 rent, what would we have left each month',
    [],
    { changed: { Rent: 980 }, wrongCents: [householdLeft - 98000] },
  );
  // Household, acronyms and a pup's name: 2,719.01 - 129 = $2,590.01.
  afford(
    'household-fwiw-pet-insurance-129-biscuit-tia',
    "fwiw we're looking at 129/mo pet insurance for our new rescue pup (her name is biscuit lol), can we afford it? tia",
    [monthly(129)],
  );
  // Household, hashtags: 2,719.01 - 395 = $2,324.01.
  afford(
    'household-hashtag-second-car-note-395',
    'can we afford a second car note of 395/mo #adulting #budget',
    [monthly(395)],
  );
  // Household, markdown: 2,719.01 - 210 = $2,509.01.
  afford(
    'household-markdown-swim-team-210',
    '**quick q:** can our budget take a **$210/month** swim team fee for the kids?',
    [monthly(210)],
  );
  // Household, keys next to the right ones: 2,719.01 - 175 = $2,544.01.
  afford(
    'household-adjacent-keys-music-school-175',
    'can we afgord a 175 a monrh music school fee for our daughter',
    [monthly(175)],
  );
  // Household, without vowels: 2,719.01 - 90 = $2,629.01.
  afford('household-no-vowels-home-security-90', 'cn our bdgt hndl a hme security systm at 90 mthly', [
    monthly(90),
  ]);
  // Seeded, the Swiss apostrophe in dollars: 4,183.33 - 1,250 = $2,933.33.
  afford(
    'seeded-swiss-apostrophe-lease-1-250',
    "could i take on a 1'250 a month car lease? (swiss habit, that's twelve hundred fifty dollars)",
    [monthly(1250)],
    { profile: 'seeded' },
  );
  // Seeded, sober: 4,183.33 - 300 = $3,883.33.
  afford(
    'seeded-six-months-sober-therapist-300',
    '6 months sober as of today!! i want to start seeing a therapist at 300 a month, does that fit my budget',
    [monthly(300)],
    { profile: 'seeded' },
  );
  // The Swiss apostrophe: 4,800 - 1,650 = $3,150.00 (not 1'650 read as 650, 4,150.00).
  afford(
    'empty-swiss-apostrophe-4-800-flat-1-650',
    "i earn 4'800 a month after tax and the flat would be 1'650 a month, can i afford it",
    [monthly(1650)],
    { profile: 'empty', income: monthly(4800), wrongCents: [480000 - 65000] },
  );
  // Indian grouping in dollars: 1,08,000 is 108,000 a year: 9,000.00 a month; less 2,100 = $6,900.00.
  afford(
    'empty-indian-grouping-package-1-08-000-rent-2100',
    'my annual package is $1,08,000 (indian style commas) — can i afford a 2,100 a month apartment',
    [monthly(2100)],
    { profile: 'empty', income: { amount: 108000, per: 'yearly' } },
  );
  // Checkup, an offer every other week: 1,650 x 26 / 12 = 3,575.00; less rent 1,500 = 2,075.00; less
  // 280 = $1,795.00 (not two checks a month, 3,300 - 1,500 - 280 = 1,520.00).
  afford(
    'checkup-job-offer-1650-every-other-week-car-280',
    'just got a job offer paying 1,650 every other week. with my rent, could i add a 280 car payment',
    [monthly(280)],
    {
      profile: 'checkup',
      income: { amount: 1650, per: 'bi-weekly' },
      wrongCents: [165000 * 2 - 150000 - 28000],
    },
  );
  // No income anywhere; by the assignment, the horse or the session with no count; a vague amount;
  // francs and rupees; a price alone; a bill the user does not have.
  const affordDecline = (id: string, question: string, profile: FreshProfile) => {
    add('affordability', id, question, profile, decline(), [ONLY_PAYDAY]);
  };
  affordDecline(
    'empty-mystery-shopper-15-to-40-no-count-phone-120',
    'i do mystery shopping, 15 to 40 per assignment, can i afford a 120 phone plan',
    'empty',
  );
  affordDecline('empty-lmk-no-income-car-note-330', 'lmk if a 330 car note is doable for me', 'empty');
  affordDecline(
    'empty-hoof-trim-55-a-horse-no-count-truck-400',
    'i trim hooves at 55 a horse, could i cover a 400 truck note',
    'empty',
  );
  affordDecline(
    'empty-few-gs-barbering-apartment-700',
    'i pull in a few Gs a month barbering, can i swing a 700 apartment',
    'empty',
  );
  affordDecline('household-price-alone-pool-14000', 'can we afford a 14,000 above ground pool', 'household');
  affordDecline(
    'household-no-water-bill-140-piano-60',
    'if the water bill jumps to 140 is there still room for a 60 piano lesson fee',
    'household',
  );
  affordDecline(
    'empty-chf-6200-flat-1900',
    "zurich salary 6'200 CHF net per month — is a 1'900 CHF flat affordable, tia",
    'empty',
  );
  affordDecline(
    'empty-rupees-1-20-000-car-400',
    'my salary is ₹1,20,000 a month, can i afford a $400 car payment',
    'empty',
  );
  affordDecline(
    'empty-tattoo-150-a-session-no-count-apartment-1200',
    'tattoo artist, i charge 150 a session. can i afford a 1,200 apartment',
    'empty',
  );
  affordDecline(
    'checkup-no-income-insulin-pump-150',
    'insulin pump payment would be 150 a month, can i afford it with my rent',
    'checkup',
  );

  // --- A supposed change, through the forecast until the next payday (or a stated horizon) --------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00, and over any
  // horizon from day 3 on (the balance climbs after each payday); over days 0 to 2, $900.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.
  const throughThe20th = daysThrough(today, nextDayOfMonth(today, 20));

  // Acronyms: 900 - 1,330 = -$430.00; $80.00 more.
  whatIf(
    'iirc-rent-1330-starting-next-one',
    "iirc the landlord's raising rent to 1,330 starting with the next one. lowest balance before payday?",
    { changed: { Rent: 1330 } },
  );
  // Markdown: the car on day 9, after payday: -$350.00 either way; $52.00 more.
  whatIf(
    'markdown-car-payment-372',
    "if my **car payment** goes to **$372**, what's my low point before i get paid?",
    {
      changed: { 'Car payment': 372 },
    },
  );
  // A hashtag: 900 - 1,190 = -$290.00; $60.00 less.
  whatIf(
    'hashtag-rent-dropping-1190-blessed',
    'rent dropping to 1,190 after the renewal, lowest point til payday? #blessed',
    {
      changed: { Rent: 1190 },
    },
  );
  // Keys next to the right ones: 1,400 - 1,250 = $150.00.
  whatIf(
    'adjacent-keys-1400-in-checkibg',
    'if i hsd 1,400 in checkibg today would i stay positive til payday',
    {
      balance: 1400,
    },
  );
  // Without some vowels: the phone on day 15, after payday: -$350.00 either way; $17.00 more.
  whatIf('no-vowels-phone-bll-82', 'phone bll gng up to 82, lowest bal befr payday?', {
    changed: { Phone: 82 },
  });
  // The Swiss apostrophe: 1,150 - 1,250 = -$100.00 (not 150: -$1,100.00).
  whatIf(
    'swiss-apostrophe-checking-1-150',
    "suppose checking held 1'150 (swiss way of writing it) — where does it bottom out pre-payday",
    { balance: 1150 },
    'household',
    ['-$1,100.00'],
  );
  // A landlord's message quoted: 900 - 1,305 = -$405.00; $55.00 more.
  whatIf(
    'quoted-landlord-rent-1305',
    '> "Your rent will be $1,305 starting with the next payment"\nthat\'s from my landlord. how low do i go before my check',
    { changed: { Rent: 1305 } },
  );
  // Slang: 2 Gs is 2,000: 2,000 - 1,250 = $750.00.
  whatIf('slang-2-gs-in-checking', "say i had 2 Gs in checking, where's my lowest before payday", {
    balance: 2000,
  });
  // Storm crew, the pay at 3,400 from now on, until the check after next: -$350.00 either way;
  // 1,300 x 26 / 12 = $2,816.67 more.
  payChange(
    'lineman-storm-crew-checks-3400-from-now-on',
    'switched to the storm crew, so my checks will be 3,400 from now on. lowest point until the check after next?',
    3400,
  );
  // Part time, the pay at 1,350 until the check after: -$350.00 either way; 750 x 26 / 12 = $1,625.00
  // less.
  payChange(
    'going-part-time-next-paycheck-1350',
    'going down to part time, next paycheck will be 1,350. how low do i get before the check after that',
    1350,
  );
  // The car insurance by the quarter, on day 40: -$350.00 either way; (540 - 465) / 3 = $25.00 less.
  whatIf(
    'student-discount-car-insurance-465-a-quarter',
    'student discount knocks the car insurance down to 465 a quarter. lowest before payday?',
    { changed: { 'Car insurance': 465 } },
  );
  // The next week and a half (11 days): streaming on day 20, outside it: -$350.00 either way; $4.00
  // more.
  whatIf(
    'streaming-1999-next-week-and-a-half',
    "streaming's going up to 19.99, what's my lowest over the next week and a half",
    { changed: { Streaming: 19.99 }, days: 11 },
  );
  // Through the 20th: 900 - 1,280 = -$380.00 when the rent falls in it, else $900.00 either way;
  // $30.00 more.
  whatIf('rent-1280-through-the-20th', 'rent at 1,280 from now on, how low do i get through the 20th', {
    changed: { Rent: 1280 },
    days: throughThe20th,
  });
  // Acronyms, a rise by an amount: 900 - 1,345 = -$445.00; $95.00 more.
  whatIf('rent-up-by-95-lmk', 'if rent went up by 95 would i go negative before payday, lmk', {
    changed: { Rent: 1345 },
  });
  // Detail that is no money: 650 - 1,250 = -$600.00.
  whatIf(
    'cat-coffee-laptop-650-in-checking',
    'so my cat knocked my coffee onto my laptop this morning (unrelated lol) but anyway, if i only had 650 in checking right now how negative do i get before payday',
    { balance: 650 },
  );
  // Slang: 3 stacks is 3,000: 3,000 - 1,250 = $1,750.00.
  whatIf(
    'slang-3-stacks-in-checking',
    "with 3 stacks in checking today, what's my low point before the paycheck",
    {
      balance: 3000,
    },
  );
  // Eli5: the car on day 9, after payday: -$350.00 either way; $31.00 less.
  whatIf(
    'eli5-car-note-refi-289',
    'eli5: car note drops to 289 after refinancing, does my lowest point before payday move?',
    { changed: { 'Car payment': 289 } },
  );
  // Seeded, acronyms: 1,200 - 1,495 = -$295.00; $45.00 more.
  whatIf(
    'seeded-afaik-rent-1495',
    "afaik rent's going to 1,495 from the next one, where do i bottom out before payday",
    { changed: { Rent: 1495 } },
    'seeded',
  );
  // Seeded, the Swiss apostrophe: 1,600 - 1,450 = $150.00 (not 600: -$850.00).
  whatIf(
    'seeded-swiss-apostrophe-checking-1-600',
    "my checking is sitting at 1'600 (swiss formatting) — lowest point before my paycheck?",
    { balance: 1600 },
    'seeded',
    ['-$850.00'],
  );
  // Seeded, "nvm": the pay at 2,250 until the check after: -$250.00 either way; 350 x 26 / 12 =
  // $758.33 less.
  payChange(
    'seeded-nvm-checks-2250-from-now-on',
    'nvm what i said earlier — my checks are 2,250 from now on, not 2,600. how low do i get before the check after next',
    2250,
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $60.00 more; $45.00 less.
  add(
    'what-if',
    'checkup-fyi-rent-up-60-no-balance',
    'fyi my rent is going up 60 starting next time. will i stay above zero until payday?',
    'checkup',
    decline(amount(6000)),
  );
  add(
    'what-if',
    'checkup-rent-down-1455-renewal-no-balance',
    'rent down to 1,455 on the renewal (yay) — lowest before i get paid?',
    'checkup',
    decline(amount(4500)),
  );
  // Two changes at once; a bill moved; a bill the user does not have; rupees; "it"; a vague change;
  // a pay cut with no figure; nothing at all.
  add(
    'what-if',
    'two-changes-rent-1300-car-note-350-tia',
    'rent to 1,300 and car note to 350, lowest til payday? tia',
    'household',
    decline(),
  );
  add(
    'what-if',
    'car-note-paid-on-the-20th-instead',
    'if i paid the car note on the 20th instead would i still stay positive til payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'no-water-bill-120',
    'if our water bill goes up to 120 how low do we get before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'rupees-rent-45000',
    'rent went up to ₹45,000, lowest before payday?',
    'household',
    decline(),
  );
  add(
    'what-if',
    'smh-it-goes-to-500',
    'smh what if it goes to 500, do i go under before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'car-insurance-up-by-a-lot',
    'ugh car insurance is gonna jump by a lot when it renews, does that drag my balance under before the next check',
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-student-loan-310',
    'student loan bill is rising to 310 — does that sink me pre-paycheck',
    'seeded',
    decline(),
  );
  add(
    'what-if',
    'paycheck-shrinks-part-time-no-figure',
    'if my paycheck shrinks when i go part time, how low do i get before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'empty-no-mortgage-escrow-1980',
    'if my mortgage goes to 1,980 with the new escrow, how low do i go before payday',
    'empty',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // A farrier: 350 a month, 24 years.
  retire('farrier-41-350-sep', 'farrier, 41, putting 350 a month into a SEP. what will i have at 65', {
    amount: 350,
    age: 41,
  });
  // A tree planter by the week: 120 x 52 / 12 = 520 a month, 41 years (not 120 a month).
  retire(
    'tree-planter-24-120-a-week',
    "tree planter, 24, 120 a week into a roth ira. what's it look like at 65?",
    {
      amount: 120,
      per: 'weekly',
      age: 24,
    },
  );
  // Slang: 5 Gs is 5,000 saved, and 250 a month, 35 years.
  retire('caddie-30-5-gs-250', 'caddie, 30, with 5 Gs already in a roth, adding 250 a month. at 65?', {
    amount: 250,
    age: 30,
    start: 5000,
  });
  // NIL money at 7%: 200 a month, 45 years.
  retire(
    'nil-athlete-20-200-at-7',
    "20 yr old college athlete, i'm putting 200 a month of my NIL money into an index fund. at 7% what's that at 65",
    { amount: 200, age: 20, rate: 7 },
  );
  // A widow: 140,000 and 500 a month, 7 years; the year's income.
  retire(
    'widow-58-140k-500-yearly-income',
    "i'm 58 and widowed. 140,000 from his life insurance is in an IRA and i'll add 500 a month. at 65, how much and what would it pay me a year",
    { amount: 500, age: 58, start: 140000, income: 'yearly' },
  );
  // A grandparent: 45,000 and 300 a month, 4 years.
  retire(
    'raising-grandson-61-45k-300',
    "61 and raising my grandson. 45k in my 403b, adding 300 a month. what's it at 65",
    {
      amount: 300,
      age: 61,
      start: 45000,
    },
  );
  // A lineman at 6.5%: 1,100 a month, 30 years; the month's income.
  retire(
    'lineman-35-1100-at-6-5-monthly-income',
    "journeyman lineman, 35, i put 1,100 a month in at 6.5%. what's the total at 65 and the monthly income off it",
    { amount: 1100, age: 35, rate: 6.5, income: 'monthly' },
  );
  // The Swiss apostrophe: 32,000 and 400 a month, 25 years.
  retire(
    'swiss-apostrophe-40-32-000-400',
    "i'm 40 and have 32'000 saved for retirement (swiss formatting), adding 400 a month. at 65?",
    { amount: 400, age: 40, start: 32000 },
  );
  // Indian grouping: 1,50,000 is 150,000, and 900 a month, 20 years.
  retire(
    'indian-grouping-45-1-50-000-900',
    '45, $1,50,000 in my 401k (indian number format), adding 900 a month — total at 65?',
    { amount: 900, age: 45, start: 150000 },
  );
  // Acronyms: 475 a month, 32 years; the 4% rule's income.
  retire(
    'fwiw-33-475-four-percent-tia',
    "fwiw i'm 33 and stash 475/mo in my 401k. what does the 4% rule give me at 65? tia",
    {
      amount: 475,
      age: 33,
    },
  );
  // Hashtags: 300 a month, 38 years.
  retire(
    'hashtag-27-300-roth-fire',
    '27, starting 300 a month in my roth today #retirement #fire, how much at 65',
    {
      amount: 300,
      age: 27,
    },
  );
  // A form in bold: 650 a month, 29 years at 6%.
  retire('markdown-form-36-650-6', '**age:** 36\n**monthly:** 650\n**return:** 6%\nat 65?', {
    amount: 650,
    age: 36,
    rate: 6,
  });
  // Without vowels: 350 a month, 36 years at 5%.
  retire('no-vowels-rtrmnt-29-350', 'rtrmnt q: im 29, 350 a mnth at 5%, whats it at 65', {
    amount: 350,
    age: 29,
  });
  // Quit smoking: 180 a month, 23 years.
  retire(
    'quit-smoking-42-180-cigs',
    "i'm 42 and just quit smoking, gonna put the 180 a month i used to spend on cigs into retirement. what will it be at 65",
    { amount: 180, age: 42 },
  );
  // By the cut with the cuts a week: 5 x 50 = 250 a week; x 52 / 12 = 1,083.33 a month, 15 years.
  retire(
    'barber-50-5-a-cut-50-cuts-a-week',
    "barber, 50, i put 5 from every cut into an ira and i do about 50 cuts a week. what's it at 65",
    { amount: 5 * 50, per: 'weekly', age: 50 },
  );
  // Keys next to the right ones: 225 a month, 34 years.
  retire('adjacent-keys-31-225-puttinf', 'im 31 and puttinf 225 a monrh into my 401k, whats it worth at 65', {
    amount: 225,
    age: 31,
  });
  // Household, the month's income: 550 a month, 28 years.
  retire(
    'household-me-37-550-monthly-income',
    "me (37) — we add 550 a month to retirement, what's the monthly income at 65 by the 4% rule",
    { amount: 550, age: 37, income: 'monthly' },
    'household',
  );
  // Seeded, every two weeks: 700 x 26 / 12 = 1,516.67 a month and 60,000, 21 years.
  retire(
    'seeded-44-60k-700-every-two-weeks',
    "i'm 44 with 60k in my 401k and put in 700 every two weeks. what at 65?",
    { amount: 700, per: 'bi-weekly', age: 44, start: 60000 },
    'seeded',
  );
  // Checkup at 6%: 200 a month, 26 years.
  retire(
    'checkup-39-200-at-6',
    "i'm 39 and set aside 200 a month for retirement, what's that at 65 at 6%",
    { amount: 200, age: 39, rate: 6 },
    'checkup',
  );
  // Two ages; 68; 13; no age; an employer match; francs; a vague amount; an account's value; the
  // monthly amount for a target.
  const retireDecline = (id: string, question: string, mustNot?: Fact[]) => {
    add('retirement', id, question, 'empty', decline(), mustNot);
  };
  retireDecline(
    'two-ages-44-and-51-each-300',
    "my wife is 44 and i'm 51, we each put in 300 a month, what at 65",
  );
  retireDecline(
    'turning-68-400-balance-at-65',
    'turning 68 in may, still putting 400 a month away, balance at 65?',
  );
  retireDecline(
    'thirteen-year-old-mowing-30-a-week-roth',
    "my 13 yr old makes 30 a week mowing and wants it all in a roth. what's it at 65",
  );
  retireDecline('caddie-no-age-300-roth', "caddie putting 300 a month in a roth, what's it at 65");
  retireDecline(
    'employer-matches-50-percent-34-400',
    '34 here, i contribute 400 monthly and work kicks in a 50% match up to 4% of my pay, projection for 65?',
  );
  retireDecline('chf-38-500-pillar-3a', "i'm 38, 500 CHF a month into my pillar 3a, what at 65");
  retireDecline(
    'little-here-and-there-36',
    "36 and i toss a little here and there into my 401k, what's it at 65",
    [/\$\s?\d/],
  );
  retireDecline('how-big-is-my-401k-today', 'how big is my 401k as of today, roughly', NO_FIGURE);
  retireDecline(
    'target-1-2-mil-at-30-monthly',
    'target is 1.2 mil by 65 and im 30 — whats the monthly contribution to get there',
  );

  // --- Goals: furthest behind, catch-up, months at $X, what is left -------------------------------
  const { ef, vacation, car } = householdGoals(today);
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const behindOrPace = (g: typeof ef) => {
    const behind = behindCents(g, today);
    return behind > 0 ? m(behind) : ON_PACE;
  };
  const furthest = behindGoals(HOUSEHOLD, today)[0];

  // Acronyms: the Emergency Fund's amount behind (or on pace).
  goal('lmk-emergency-shortfall-vs-plan', "lmk the emergency fund's shortfall vs its plan", [
    behindOrPace(ef),
  ]);
  // A hashtag: 3,000 - 600 = $2,400.00.
  goal(
    'hashtag-whats-left-vacation-goals',
    "what's left on the vacation fund #goals",
    [m(leftCents(vacation))],
    'household',
    [money(leftCents(car))],
  );
  // Markdown, the months only: 7,000 / 600 = 11.7: 12 months.
  goal('markdown-new-car-600-months', '**new car fund**: at **$600/mo**, how many months?', [
    count(reach(car, 600, today).months, 'month'),
  ]);
  // The Swiss apostrophe: 7,500 / 1,100 = 6.8: 7 months.
  goal(
    'swiss-apostrophe-emergency-1-100',
    "if we put 1'100 a month in the emergency fund, when's it full",
    reachOf(ef, 1100, today),
  );
  // Keys next to the right ones: the goal furthest behind (or on pace).
  goal(
    'adjacent-keys-whixh-goal-furthest-behind',
    'whixh goal are we furthest behind on',
    furthest ? [said(furthest.goal.title), m(furthest.cents)] : [ON_PACE],
  );
  // Without vowels: the Vacation's amount a month to its date.
  goal(
    'no-vowels-hw-mch-mthly-vacation-on-time',
    'hw mch mthly to finsh the vacation fund on time',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Eli5: 8,000 - 1,000 = $7,000.00.
  goal('eli5-gap-on-new-car', "eli5 the gap between what we've got and what we need on the new car goal", [
    m(leftCents(car)),
  ]);
  // Quit vaping: 2,400 / 140 = 17.1: 18 months.
  goal(
    'quit-vaping-140-into-vacation',
    "quit vaping, so the 140 a month i was spending goes to the vacation fund now. when's it done",
    reachOf(vacation, 140, today),
  );
  // Acronyms: what is saved toward the New Car, $1,000.00.
  goal('fwiw-running-total-new-car', 'fwiw whats the running total in the new car savings', [
    m(Math.round(car.saved * 100)),
  ]);
  // 2,500 of 10,000 = 25%.
  goal('percent-of-emergency-fund-we-have', 'what percent of the emergency fund do we have', [
    pct((ef.saved / ef.target) * 100),
  ]);
  // Slang: 2 stacks is 2,000: 7,000 / 2,000 = 3.5: 4 months.
  goal('slang-2-stacks-new-car-pot-months', "2 stacks monthly into the new car pot, months till it's full?", [
    count(reach(car, 2000, today).months, 'month'),
  ]);
  // Slang, a lump sum today: 3 Gs is 3,000: 7,500 - 3,000 = $4,500.00.
  goal(
    'slang-3-gs-tax-refund-into-emergency-left',
    "we're getting 3 Gs back in taxes. if all of it goes in the emergency fund today, how much is still left on it",
    [m(leftCents(ef) - 300000)],
  );
  // Two goals added up: 2,400 + 7,000 = $9,400.00.
  goal(
    'vacation-and-new-car-together-remaining',
    'add the vacation and new car goals together: dollars remaining?',
    [m(leftCents(vacation) + leftCents(car))],
  );
  // The Emergency Fund's amount a month to its date.
  goal(
    'emergency-off-schedule-monthly-to-target-date',
    "emergency fund's off schedule — monthly figure that lands it on its target date?",
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Acronyms: the Vacation's amount behind (or on pace).
  goal(
    'imo-vacation-on-track-or-lagging',
    "are we on track with the vacation savings or lagging? imo we're fine",
    [behindOrPace(vacation)],
  );
  // The goal furthest behind and its amount a month (or on pace).
  goal(
    'furthest-off-pace-and-monthly-to-fix',
    "which goal is furthest off its pace and what's the monthly to fix it",
    furthest ? [said(furthest.goal.title), m(neededCents(furthest.goal, today))] : [ON_PACE],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Seeded: the Japan Trip's amount a month to its date.
  goal(
    'seeded-japan-monthly-by-the-date-ty',
    'japan trip: how much a month to make it by the date, ty',
    [m(neededCents(japan, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Seeded, the Swiss apostrophe: 32,000 / 2,000 = 16 months.
  goal(
    'seeded-swiss-apostrophe-house-2-000',
    "2'000 monthly toward the house down payment (swiss format), finish in how long",
    [count(reach(house, 2000, today).months, 'month')],
    'seeded',
  );
  // Seeded: the Emergency Fund was made today, so it is on pace.
  goal(
    'seeded-emergency-ahead-or-behind-sanity-check',
    'sanity check for me: my emergency savings, ahead or behind schedule rn?',
    [behindCents(seededEf, today) > 0 ? m(behindCents(seededEf, today)) : ON_PACE],
    'seeded',
  );
  // Seeded: 4,000 - 1,200 = $2,800.00.
  goal(
    'seeded-fyi-flights-booked-japan-left',
    'how much left on japan, fyi the flights are already booked',
    [m(leftCents(japan))],
    'seeded',
  );
  // Detail that is no money: 7,500 / 450 = 16.7: 17 months.
  goal(
    'dog-ate-a-sock-emergency-450',
    'our dog ate a sock and the vet bill was awful, anyway at 450 a month how long to fill the emergency fund',
    [count(reach(ef, 450, today).months, 'month')],
  );
  // Seeded: 2,800 / 350 = 8 months.
  goal(
    'seeded-japan-350-when-funded',
    "japan trip at 350 a month, when's it funded",
    reachOf(japan, 350, today),
    'seeded',
  );
  // Acronyms: 10,000 - 2,500 = $7,500.00.
  goal('ofc-forgot-emergency-still-left', "ofc i forgot — what's still left to save on the emergency fund", [
    m(leftCents(ef)),
  ]);
  // A goal the user does not have; a goal's amount to a date not its own (what is left said); which
  // goal first; a goal's money moved; francs; a vague amount; "that one"; no goals; where to keep it.
  add(
    'goals',
    'no-adoption-fund-birth-mom',
    "adoption fund progress pls, we're matched with a birth mom!!",
    'household',
    decline(),
  );
  add(
    'goals',
    'seeded-no-backyard-pool-fund-percent',
    'backyard pool fund — what % complete are we',
    'seeded',
    decline(),
  );
  add(
    'goals',
    'new-car-by-next-june-monthly',
    'what do we need a month to finish the new car fund by next june',
    'household',
    decline(m(leftCents(car))),
  );
  add(
    'goals',
    'imo-vacation-or-emergency-priority',
    'imo the vacation matters more than the emergency fund, which one should get priority',
    'household',
    decline(),
  );
  add(
    'goals',
    'take-400-outta-vacation-into-new-car',
    'take 400 outta vacation savings and drop it in the new car goal',
    'household',
    decline(),
  );
  add(
    'goals',
    'chf-500-new-car-how-long',
    'putting 500 CHF a month in the new car fund, how long',
    'household',
    decline(),
  );
  add(
    'goals',
    'little-extra-vacation-when-done',
    "if i add a little extra to the vacation each month when's it done",
    'household',
    decline(),
  );
  add('goals', 'whats-left-on-that-one', 'ok so whats left on that one', 'household', decline());
  add(
    'goals',
    'empty-savings-goals-overall',
    'how far along are my savings goals overall',
    'empty',
    decline(),
  );
  add(
    'goals',
    'emergency-hysa-or-12-month-cd',
    'where should the emergency fund live, HYSA or a 12-month CD?',
    'household',
    decline(),
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // Cents by the tree: 0.16 x 1,800 = $288.00.
  calc(
    'tree-16-cents-1800-trees-a-day',
    "tree planting pays 16¢ a tree. if i plant 1,800 in a day what's that",
    [m(16 * 1800)],
  );
  // A bare point: 0.14 x 2,200 x 5 = $1,540.00.
  calc(
    'tree-point-14-2200-a-day-5-days-weekly',
    'at .14 a tree, 2,200 trees a day, 5 days a week — weekly?',
    [m(14 * 2200 * 5)],
  );
  // By the horse: 165 x 12 = 1,980 a week; x 52 / 12 = $8,580.00 (not 4 weeks', 7,920.00).
  calc(
    'farrier-165-a-horse-12-a-week-monthly',
    "farrier math: 165 a horse, 12 horses a week, what's a month",
    [m(perMonthCents(165 * 12, 'weekly'))],
    'empty',
    [money(198000 * 4)],
  );
  // By the loop over a summer: 90 x 6 x 26 = $14,040.00.
  calc('caddie-90-a-loop-6-a-week-26-week-summer', '90 a loop, 6 loops a week for a 26-week summer, total?', [
    m(9000 * 6 * 26),
  ]);
  // By the signing with a fee each: 18 x (125 + 40) = $2,970.00.
  calc(
    'signing-agent-125-plus-40-travel-18-signings',
    '125 a signing times 18 signings, plus a 40 travel fee on each one',
    [m(18 * (12500 + 4000))],
  );
  // Quit vaping: 28 x 52 = $1,456.00.
  calc(
    'quit-vaping-28-a-week-yearly-savings',
    'i spent 28 a week on vapes, what do i save in a year now that i quit',
    [m(2800 * 52)],
  );
  // Quit drinking: 60 x 2 a week x 52 = $6,240.00.
  calc(
    'quit-drinking-60-friday-and-saturday-year',
    "i used to drop 60 every friday and saturday night at the bar, what's that over a year",
    [m(6000 * 2 * 52)],
  );
  // Tithing: 10% of 5,350 = 535 a month; x 12 = $6,420.00.
  calc(
    'tithe-10-percent-of-5350-a-year',
    'we tithe 10% of our take home, which is 5,350 a month. how much do we give in a year',
    [m(53500 * 12)],
  );
  // A per diem by the day with the days: 85 x 23 = $1,955.00.
  calc('per-diem-85-23-days-total', 'per diem 85 a day, 23 days on the road this month, total', [
    m(8500 * 23),
  ]);
  // By the cut with the cuts a day and the days: 25 x 11 x 5 = $1,375.00.
  calc('barber-25-a-cut-11-a-day-5-days-weekly', '25 a cut, 11 cuts a day, 5 days a week. weekly gross?', [
    m(2500 * 11 * 5),
  ]);
  // The Swiss apostrophe: 4,350 x 12 = $52,200.00.
  calc('swiss-apostrophe-4-350-times-12', "what's 4'350 x 12 (swiss formatting)", [m(435000 * 12)]);
  // Indian grouping: 1,25,000 is 125,000 a year; / 12 = $10,416.67.
  calc('indian-grouping-1-25-000-a-month', '$1,25,000 a year is how much per month? (indian commas lol)', [
    m(perMonthCents(125000, 'yearly')),
  ]);
  // The cents sign: 0.35 x 90 x 12 = $378.00.
  calc(
    'cents-sign-35-per-transaction-90-a-month-yearly',
    'bank charges me 35¢ a transaction and i do about 90 a month, yearly cost?',
    [m(35 * 90 * 12)],
  );
  // A hashtag, a share: 2,340 / 6 = $390.00.
  calc('hashtag-cabin-2340-split-6-ways', '#girlstrip cabin is 2,340 split 6 ways, what do we each owe', [
    m(234000 / 6),
  ]);
  // Eli5: 7.5% of 64,000 = $4,800.00.
  calc('eli5-7-5-percent-of-64000', "eli5: what's 7.5% of 64,000", [m((6400000 * 7.5) / 100)]);
  // Spousal support over the years: 900 x 12 x 5 = $54,000.00.
  calc(
    'spousal-support-900-a-month-5-years-total',
    'ordered to pay 900 a month in spousal support for 5 years. total?',
    [m(90000 * 12 * 5)],
  );
  // Kinship care by the child: 480 x 2 x 12 = $11,520.00.
  calc(
    'kinship-480-per-grandkid-2-yearly',
    'the state kinship care pays 480 a month per grandkid and we have 2 of them, how much is that a year',
    [m(48000 * 2 * 12)],
  );
  // Mixed units: 55 x 24 x 52 = $68,640.00.
  calc('asl-55-hr-24-hrs-wk-yearly', 'ASL interpreting at 55/hr × 24 hrs/wk — yearly?', [m(5500 * 24 * 52)]);
  // A beekeeper's profit: 200 x 12 - 200 x 1.15 = $2,170.00.
  calc(
    'honey-200-jars-at-1-15-sold-at-12-profit',
    'bought 200 honey jars at 1.15 each, filled and sold them all at 12 a jar. profit?',
    [m(200 * 1200 - 200 * 115)],
  );
  // Insulin and supplies: (340 + 75 + 130) x 12 = $6,540.00.
  calc(
    'insulin-340-cgm-75-pump-130-yearly',
    "insulin 340/mo + cgm sensors 75/mo + pump supplies 130/mo, what's that for the year",
    [m((34000 + 7500 + 13000) * 12)],
  );
  // A rise as a percent: (1,330 - 1,250) / 1,250 = 6.4%.
  calc(
    'landlord-1250-to-1330-percent-hike',
    'landlord bumped us from 1,250 up to 1,330. percentage wise how big of a hike is it',
    [pct(((1330 - 1250) / 1250) * 100)],
  );
  // Markdown: 22% of 1,480 = $325.60.
  calc('markdown-22-percent-of-1480', "**what's 22% of 1,480**", [m((148000 * 22) / 100)]);
  // A typo: 1,890 x 12 = $22,680.00.
  calc('survivor-benfit-1890-yearly', 'survivor benfit pays 1,890 monthly, yearly amount?', [m(189000 * 12)]);
  // Household, the calendar's bills in the next 8 days (days 0 to 7, or 1 to 8: the same bills).
  {
    const within = calendarWithin(HOUSEHOLD, today, 7);
    calc(
      'household-bills-due-next-8-days',
      'what bills are due in the next 8 days and how much all together',
      [...within.titles.map((t) => said(t)), m(within.bills)],
      'household',
      [ONLY_PAYDAY],
    );
  }
  // Household, the calendar's bills through the next 20th (none when it falls before the rent).
  {
    const within = calendarWithin(HOUSEHOLD, today, throughThe20th - 1);
    calc(
      'household-bills-through-the-20th',
      "which bills come out through the 20th and what's the total",
      within.titles.length > 0 ? [...within.titles.map((t) => said(t)), m(within.bills)] : [NOTHING_DUE],
      'household',
      [ONLY_PAYDAY],
    );
  }
  // Household, the calendar's pay in the next 5 weeks (days 0 to 34, or 1 to 35: the same paydays).
  calc(
    'household-paychecks-next-5-weeks',
    'how many paychecks land in the next 5 weeks and how much is that',
    [m(calendarWithin(HOUSEHOLD, today, 34).pay)],
    'household',
    [ONLY_PAYDAY],
  );
  // Seeded, the calendar's bills in the next 11 days (days 0 to 10, or 1 to 11: the same bills).
  {
    const within = calendarWithin(SEEDED, today, 10);
    calc(
      'seeded-bills-next-11-days',
      "bills hitting in the next 11 days + total? fyi i'm traveling after that",
      [...within.titles.map((t) => said(t)), m(within.bills)],
      'seeded',
      [ONLY_PAYDAY],
    );
  }
  // The check-up (decision 023) for the checkup user: 4,000 of savings over 2,000 of essential costs
  // is 2.0 months; 3,000 of high-interest debt; 200 of 4,000 to retirement is 5%.
  {
    const checkup = checkupFigures(today);
    calc(
      'checkup-how-am-i-doing-no-sugarcoating',
      'how am i doing overall? give it to me straight, no sugarcoating',
      [checkup.monthsCovered, checkup.debt],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-what-to-fix-first-lmk',
      'what should i fix first money-wise? lmk',
      [said('emergency fund'), checkup.monthsCovered],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-slice-of-paycheck-to-retirement',
      'per my check-up numbers, what slice of my paycheck am i putting toward retirement, as a percent',
      [pct(checkup.retirementShare)],
      'checkup',
      [ONLY_PAYDAY],
    );
  }
  // By the tree with no count; overtime; rupees; tax with no rate; an amortized loan; interest with
  // no rate; a vague amount; tips on a fee not given; a check-up with no numbers; by the day with no
  // days.
  add(
    'arithmetic',
    'tree-13-cents-no-count-weekly',
    '13¢ a tree — what do i make in a week?',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'interpreter-55-hr-weekend-overtime-no-hours',
    "interpreting at 55/hr plus whatever overtime i pick up on weekends, what's this week's check",
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'rupees-85000-in-american-dollars',
    '₹85,000 in american dollars = ?',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'arithmetic',
    'nil-8000-what-irs-takes',
    'my NIL deals paid 8,000 this year, what will the IRS take',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add(
    'arithmetic',
    'boat-loan-14000-8-9-60-months-payment',
    "14,000 boat loan, 8.9% for 60 months, what's the payment",
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'life-insurance-140k-cd-interest-no-rate',
    'how much interest will 140k of life insurance money earn in a cd',
    'empty',
    decline(),
    NO_PERCENT,
  );
  add('arithmetic', 'few-gs-times-12', 'a few Gs times 12 months?', 'empty', decline(), [/\$\s?\d/]);
  add(
    'arithmetic',
    'caddie-tips-20-percent-of-loop-fee-not-given',
    "caddie tips are usually 20% of the loop fee, what's my tip money a week",
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add('arithmetic', 'empty-checkup-be-honest', 'how am i doing financially, be honest', 'empty', decline());
  add(
    'arithmetic',
    'per-diem-85-no-days-monthly',
    'per diem is 85 a day, how much is that a month',
    'empty',
    decline(),
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside('ncaa-nil-rules-next-year', 'will the NCAA change the NIL rules next year', 'empty', NO_FIGURE);
  outside('fair-price-shoeing-a-horse', "what's a fair price to charge for shoeing a horse", 'empty', [
    /\$\s?\d/,
  ]);
  outside('file-survivor-benefits-application', 'file my survivor benefits application for me', 'empty');
  outside('caddies-make-private-club', 'what do caddies usually make at a private club', 'empty', [
    /\$\s?\d/,
  ]);
  outside('send-200-grandson-lunch-account', "send 200 to my grandson's school lunch account", 'empty');
  outside('blew-on-vapes-in-2025', 'total i blew on vapes in 2025?', 'empty', [/\$\s?\d/]);
  outside('book-notary-friday', 'book me a notary for friday', 'empty');
  outside('life-insurance-payout-taxable', 'is the life insurance payout from my husband taxable', 'empty');
  outside('going-rate-per-tree-bc', "what's the going rate per tree in british columbia", 'empty', [
    /\$\s?\d/,
  ]);
  outside('landlord-renew-lease-summer', 'will my landlord renew our lease this summer', 'household');
  outside('ping-me-rent-comes-out', 'ping me the morning rent comes out', 'household');
  outside('tattoo-removal-cost', 'how much does tattoo removal cost', 'empty', [/\$\s?\d/]);
  outside('francs-to-dollars-todays-rate', "francs to dollars, today's rate?", 'empty', NO_FIGURE);
  outside('ex-stop-spousal-support-legal', 'is it legal for my ex to stop paying spousal support', 'empty');
  outside('honey-price-next-season', 'what will honey sell for next season', 'empty', NO_FIGURE);
  outside('index-fund-for-nil-money', 'which index fund should my NIL money go in', 'empty');
  outside('insulin-prices-climb-next-year', 'will insulin prices climb next year', 'empty', NO_FIGURE);
  outside('pause-car-payment-2-months', 'pause my car payment for 2 months', 'household');
  outside(
    'visa-to-zero-credit-score-jump',
    'pay the visa down to zero, whats my credit score jump to',
    'empty',
    NO_FIGURE,
  );
  outside('medicaid-cover-grandkids', 'does medicaid cover my grandkids', 'empty');
  outside('tattoo-artist-salary-texas', "what's the average tattoo artist salary in texas", 'empty', [
    /\$\s?\d/,
  ]);
  outside(
    'process-serving-company-paid-me-2025',
    'how much did the process serving company pay me in 2025',
    'empty',
    [/\$\s?\d/],
  );
  outside('best-cd-rate-this-week', 'which bank has the best cd rate this week', 'empty', NO_PERCENT);
  outside(
    'claim-survivor-benefits-60-or-67',
    'should i claim survivor benefits at 60 or wait till 67',
    'empty',
  );
  outside(
    'transfer-1000-emergency-to-checking-help',
    'transfer 1,000 from the emergency fund to checking #help',
    'household',
  );

  return built;
}

/** The sixteenth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases16(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases16Samples(today: string): Record<string, string> {
  return build(today).samples;
}
