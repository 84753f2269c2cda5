import { addDays, format, parseISO } from 'date-fns';
import {
  HOUSEHOLD,
  SEEDED,
  behindCents,
  money,
  monthsBetween,
  neededCents,
  type Fact,
  type FreshCase,
  type FreshFamily,
  type FreshGoal,
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
import { calendarWithin, daysDue } from './fresh-cases-15.ts';
import { counted, goalDate } from './fresh-cases-17.ts';
import { seedFor } from './seed.ts';

/**
 * The eighteenth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests, nor decision 027) and without seeing any evaluation's
 * answers, never tuned on. None of its questions rewords one of sets 1 to 17 (no question shares
 * half its words with one of theirs, nor with another of its own). Every decline carries the reason
 * it must decline (`freshCases18Reasons`). What is new here:
 *
 * - who asks: people paid by a unit of output with its count not used before (an audiobook
 *   narrator by the finished hour, a closed captioner by the audio minute, a portable sawmill by
 *   the board foot, a mural painter by the square foot, a home inspector by the inspection, a
 *   mobile phlebotomist by the draw with the draws a day and the days a week, a package courier by
 *   the stop, a seamstress by the alteration), a merchant mariner by the day at sea with the days a
 *   year, ranchers paid once a year by the head of cattle, a bail bondsman keeping a premium on the
 *   bonds written, a creator by the patron, a car shared out by the day booked, a reservist's drill
 *   weekend on top of a job, a 1099 contractor; and new ways of paying: a price on 0% financing
 *   over a count of months (the payment is the price over the months), wages garnished by the
 *   check, an employer's flat monthly addition to a retirement account, savings kept in cash at 0%;
 * - how it is written: code-switching between English and Hindi (Hinglish), Tagalog (Taglish),
 *   Quebec French and Portuguese; a voice assistant's wake words left in ("hey siri", "hey google",
 *   "ok google"); dictation's stray full stops cutting a sentence into pieces; Headline Title Case;
 *   a JSON object pasted in place of a sentence; a markdown table; a chat transcript ("me:",
 *   "wife:", "landlord:") in which only one speaker's figure stands; amounts as hyphenated
 *   compounds ("a four-hundred-dollar-a-month"); numbers that are no money (a zip code, a house
 *   number, "1099", "401k");
 * - how amounts are written: "hunnid" ("28 hunnid", "6 hunnid"), "four point two k", "a dollar
 *   fifty" as a change, "$400 bucks" and "$1,250 dollars" (the sign and the word both), percents
 *   in words and halves ("4 and a half percent");
 * - new sums: an average of bills, a sum of receipts, a cost per mile, a prorated rent, a markup
 *   (not the margin), yearly compounding (not monthly, not simple), an annual plan against twelve
 *   monthly ones, the 4% rule backwards (a FIRE number), a stay split by nights, rooms and people,
 *   a bill every other month over a year, a savings rate, paid time off's value, a move-in's
 *   first, last and deposit, a tip-out, mileage reimbursement, a raise a month; from the app's own
 *   data: the weekday a bill falls on, the biggest bill, the days to a bill, the pay of the next 30
 *   days, the next bill after another, a share of the paycheck, the paychecks before a goal's
 *   deadline, the days between two goals' deadlines, which goals have deadlines, what a goal's
 *   plan holds by now, which goal finishes last at one amount each, a goal's share unfunded;
 * - horizons: "before the dentist appointment" (a one-off bill), money landing tomorrow (a refund),
 *   one account of two (checking, not savings);
 * - the check-up (decision 023) for the `checkup` user: essential costs' share of take-home pay,
 *   what more savings reach six months of them, what more a month brings retirement to 10%;
 * - what must decline, as the earlier sets have it: pesos (₱), reais (R$), won (₩) and Canadian
 *   dollars; pay by a unit with no count (the day booked, the audio minute, the board foot); a
 *   vague income ("low six figures") or amount ("a smidge", "spare change", "the low 900s",
 *   "little by little", "whatever's left"); a one-off windfall as income; no income anywhere; a
 *   bill or goal the user does not have (trash pickup, pest control, streaming for the seeded user,
 *   a honeymoon fund, an engagement ring fund); a paycheck landing early; two changes at once; no
 *   balance (still saying the change); contributions that grow each year, an inheritance at a
 *   vague age, an age as a range, the years to reach a sum; a goal's monthly amount to a horizon
 *   not its own (still saying what is left); acting on goals; advice; a missing figure (a cost
 *   with no miles, a markup with no cost, a prorated rent with no move-in day, a FIRE number with
 *   no spending, a pay period not named, a holiday's double time with no rate); and outside the
 *   app: actions, records it does not hold, predictions, specific investments, tax and law,
 *   others' money, insurance cover.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`): every expected figure is worked
 * out with its helpers (plain arithmetic and date-fns, never the app's code) from those users'
 * figures and the question's own numbers; the check-up's from `seed.ts`'s figures for the
 * `checkup` user by decision 023's rules. Each case keeps a sample right answer
 * (`freshCases18Samples`) for the self-checks.
 */

/** What an even monthly plan from the goal's making to its date holds by `today`, in cents (decision 026). */
export function planHoldsCents(goal: FreshGoal, today: string): number {
  const made = format(addDays(parseISO(today), -goal.madeDaysAgo), 'yyyy-MM-dd');
  const due = format(addDays(parseISO(today), goal.targetInDays!), 'yyyy-MM-dd');
  const months = Math.max(1, monthsBetween(made, due));
  const passed = Math.min(Math.max(0, monthsBetween(made, today)), months);
  return Math.ceil((goal.target * 100 * passed) / months);
}

/** Paydays from today up to the day before day `before`: pending income events, each occurrence. */
export function paydaysBefore(profile: 'household' | 'seeded', today: string, before: number): number {
  const user = profile === 'household' ? HOUSEHOLD : SEEDED;
  return user.events
    .filter((e) => e.type === 'income')
    .reduce((sum, e) => sum + daysDue(e, today, before - 1).length, 0);
}

/** A count of paychecks, however a right answer names them. */
const paychecks = (n: number): Figure => ({
  fact: new RegExp(`\\b${n} (paychecks?|paydays?|pay days?|checks?)\\b`, 'i'),
  text: `${n} paychecks`,
});

/** The checkup user's check-up figures (decision 023), from seed.ts's financial profile. */
export function checkupSums(today: string) {
  const profile = seedFor('checkup', today).financialProfile!;
  const income = profile.monthly_income!;
  const essentials = profile.monthly_essentials!;
  return {
    /** Essential costs over take-home pay, a percent. */
    essentialsShare: (essentials / income) * 100,
    /** What more savings would cover six months of essential costs, in cents. */
    toSixMonths: Math.round((6 * essentials - profile.savings_balance!) * 100),
    /** What more a month brings retirement saving to 10% of take-home pay, in cents. */
    toTenPercent: Math.round((0.1 * income - profile.retirement_saving_monthly!) * 100),
  };
}

function build(today: string): Built & { reasons: Record<string, string> } {
  const { built, add, decline, afford, whatIf, payChange, retire, goal, calc } = freshSetWriters(
    'fresh18',
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
    reasons[`fresh18-${family}-${id}`] = why;
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
  const seededLeft = leftOf('seeded');

  // By the finished hour with the hours a month: 250 x 6 = 1,500; less 310 = $1,190.00.
  afford(
    'empty-narrator-250-pfh-6-finished-hours-car-310',
    'i narrate audiobooks, paid 250 per finished hour (PFH) and i finish about 6 finished hours a month. could a 310 car payment work on that',
    [monthly(310)],
    { profile: 'empty', income: monthly(250 * 6) },
  );
  // By the day at sea with the days a year: 310 x 180 = 55,800 a year; / 12 = 4,650.00; less 1,050
  // = $3,600.00 (not the year's pay as a month's, 54,750.00).
  afford(
    'empty-mariner-310-a-day-at-sea-180-days-rent-1050',
    'merchant mariner — 310 a day at sea, roughly 180 days at sea per year. is 1,050 rent for a place ashore affordable',
    [monthly(1050)],
    {
      profile: 'empty',
      income: { amount: 310 * 180, per: 'yearly' },
      wrongCents: [310 * 180 * 100 - 105000],
    },
  );
  // By the audio minute with the minutes a month: 1.25 x 2,400 = 3,000; less 95 = $2,905.00.
  afford(
    'empty-captioner-1-25-audio-minute-2400-health-share-95',
    'closed captioner, 1.25 per audio minute, about 2,400 audio minutes a month. is a 95/mo health share plan something i can carry',
    [monthly(95)],
    { profile: 'empty', income: monthly(1.25 * 2400) },
  );
  // By the board foot: 0.45 x 1,800 = 810 a week; x 52 / 12 = 3,510.00; less 560 = $2,950.00 (not 4
  // weeks', 3,240 - 560 = 2,680.00).
  afford(
    'empty-sawmill-45-cents-board-foot-1800-a-week-560',
    'i run a portable sawmill, get 0.45 a board foot and cut about 1,800 board feet a week. can i take on a 560 loan payment for a bigger bandsaw mill',
    [monthly(560)],
    { profile: 'empty', income: { amount: 0.45 * 1800, per: 'weekly' }, wrongCents: [81000 * 4 - 56000] },
  );
  // By the head once a year: 40 x 1,150 = 46,000 a year; / 12 = 3,833.33; less 900 = $2,933.33.
  afford(
    'empty-ranch-40-calves-1150-a-head-land-900',
    "we sell about 40 calves each fall at 1,150 a head and that's the ranch's only income. can we swing a 900 a month land payment",
    [monthly(900)],
    { profile: 'empty', income: { amount: 40 * 1150, per: 'yearly' }, wrongCents: [4600000 - 90000] },
  );
  // By the day booked with the days a month: 55 x 16 = 880; less 240 = $640.00.
  afford(
    'empty-turo-55-a-day-16-days-insurance-240',
    "i share my car on turo, 55 a day and it's booked around 16 days a month. could i cover a 240 commercial insurance policy for it",
    [monthly(240)],
    { profile: 'empty', income: monthly(55 * 16) },
  );
  // By the draw, the draws a day and the days a week: 28 x 9 x 4 = 1,008 a week; x 52 / 12 =
  // 4,368.00; less 450 = $3,918.00 (not 4 weeks', 4,032 - 450 = 3,582.00).
  afford(
    'empty-phlebotomist-28-a-draw-9-a-day-4-days-lease-450',
    'mobile phlebotomist: 28 a draw, 9 draws a day, 4 days a week. would a 450 lease on a hybrid fit',
    [monthly(450)],
    {
      profile: 'empty',
      income: { amount: 28 * 9 * 4, per: 'weekly' },
      wrongCents: [100800 * 4 - 45000],
    },
  );
  // By the inspection: 425 x 3 = 1,275 a week; x 52 / 12 = 5,525.00; less 1,350 = $4,175.00.
  afford(
    'empty-home-inspector-425-3-a-week-rent-1350',
    'home inspector here, 425 an inspection and i book 3 inspections a week. is a 1,350 rent ok for me',
    [monthly(1350)],
    { profile: 'empty', income: { amount: 425 * 3, per: 'weekly' }, wrongCents: [127500 * 4 - 135000] },
  );
  // By the alteration: 17 x 45 = 765 a week; x 52 / 12 = 3,315.00; less 130 = $3,185.00.
  afford(
    'empty-seamstress-17-an-alteration-45-a-week-machine-130',
    'alterations seamstress, 17 an alteration, around 45 alterations every week. can i afford a 130 monthly rental on an industrial machine',
    [monthly(130)],
    { profile: 'empty', income: { amount: 17 * 45, per: 'weekly' }, wrongCents: [76500 * 4 - 13000] },
  );
  // By the square foot with the square feet a month: 12 x 300 = 3,600; less 475 = $3,125.00.
  afford(
    'empty-muralist-12-a-square-foot-300-a-month-studio-475',
    'i paint murals at 12 a square foot and finish roughly 300 square feet a month. would 475 for studio space work',
    [monthly(475)],
    { profile: 'empty', income: monthly(12 * 300) },
  );
  // By the patron: 7 x 238 = 1,666; less 520 = $1,146.00.
  afford(
    'empty-patreon-238-patrons-7-each-room-520',
    'after fees i net 7 a patron on patreon and have 238 patrons. is a 520 room doable',
    [monthly(520)],
    { profile: 'empty', income: monthly(7 * 238) },
  );
  // A premium kept on the bonds written: 10% of 40,000 = 4,000; less 650 = $3,350.00 (not the bonds
  // as pay, 39,350.00).
  afford(
    'empty-bail-bonds-10-percent-of-40000-truck-650',
    'bail bondsman. i keep a 10% premium and write about 40,000 in bonds a month. can i handle a 650 truck payment',
    [monthly(650)],
    { profile: 'empty', income: monthly(40000 * 0.1), wrongCents: [4000000 - 65000] },
  );
  // A drill weekend on top of a job: 3,100 + 420 = 3,520; less 480 = $3,040.00 (not the job alone,
  // 2,620.00).
  afford(
    'empty-reservist-drill-420-plus-3100-car-480',
    'army reservist — drill weekend pays 420 once a month, on top of 3,100 monthly from my day job. can i afford a 480 car payment',
    [monthly(480)],
    { profile: 'empty', income: monthly(3100 + 420), wrongCents: [310000 - 48000] },
  );
  // By the stop, the stops a day and the days a week: 1.40 x 120 x 4 = 672 a week; x 52 / 12 =
  // 2,912.00; less 700 = $2,212.00 (not 4 weeks', 2,688 - 700 = 1,988.00).
  afford(
    'empty-courier-1-40-a-stop-120-stops-4-days-room-700',
    'i deliver packages, paid 1.40 a stop, about 120 stops a day, 4 days a week. can i afford a 700 room',
    [monthly(700)],
    {
      profile: 'empty',
      income: { amount: 1.4 * 120 * 4, per: 'weekly' },
      wrongCents: [67200 * 4 - 70000],
    },
  );
  // Household, 0% financing: 1,440 / 24 = 60 a month; 2,719.01 - 60 = $2,659.01 (not the price at
  // once, 1,279.01).
  afford(
    'household-fridge-1440-zero-percent-24-months',
    'the new fridge is 1,440 at 0% over 24 months — can we fit that payment in',
    [monthly(1440 / 24)],
    { wrongCents: [householdLeft - 144000] },
  );
  // Seeded, 0% financing: 1,080 / 36 = 30 a month; 4,183.33 - 30 = $4,153.33.
  afford(
    'seeded-phone-1080-zero-percent-36-months',
    'phone is 1,080 on a 36-month 0% plan through the carrier. can i handle the monthly on that',
    [monthly(1080 / 36)],
    { profile: 'seeded', wrongCents: [seededLeft - 108000] },
  );
  // Household, a hyphenated compound: 2,719.01 - 400 = $2,319.01.
  afford(
    'household-four-hundred-dollar-a-month-daycare',
    'is a four-hundred-dollar-a-month daycare spot doable for us',
    [monthly(400)],
  );
  // JSON: 3,650 - 415 = $3,235.00.
  afford(
    'empty-json-take-home-3650-car-415',
    '{"take_home_monthly": 3650, "new_car_payment_monthly": 415} affordable?',
    [monthly(415)],
    { profile: 'empty', income: monthly(3650) },
  );
  // A markdown table of two incomes: 2,950 + 400 = 3,350; less 525 = $2,825.00 (not the salary
  // alone, 2,425.00).
  afford(
    'empty-markdown-table-salary-2950-side-400-room-525',
    '| income | per month |\n|---|---|\n| salary after tax | 2,950 |\n| side gig | 400 |\n\nwould a 525 room be affordable on this',
    [monthly(525)],
    { profile: 'empty', income: monthly(2950 + 400), wrongCents: [295000 - 52500] },
  );
  // Hinglish: 48,000 a year ("saal ki") is 4,000.00 a month; less 600 = $3,400.00 (not 48,000 a
  // month).
  afford(
    'empty-hinglish-48000-saal-car-600',
    'meri salary saal ki 48,000 dollars hai. kya main har mahine 600 ka car payment afford kar sakta hoon?',
    [monthly(600)],
    { profile: 'empty', income: { amount: 48000, per: 'yearly' }, wrongCents: [4800000 - 60000] },
  );
  // Household, Taglish: 2,719.01 - 225 = $2,494.01.
  afford(
    'household-taglish-tutoring-225',
    'pwede ba namin i-afford yung 225 a month na tutoring para sa anak namin?',
    [monthly(225)],
  );
  // Seeded, Quebec French ("un char" is a car): 4,183.33 - 340 = $3,843.33.
  afford(
    'seeded-quebec-payment-de-char-340',
    "un payment de char de 340 par mois, je peux-tu l'afford?",
    [monthly(340)],
    { profile: 'seeded' },
  );
  // Household, a wake word left in: 2,719.01 - 95 = $2,624.01.
  afford(
    'household-hey-siri-piano-lessons-95',
    'hey siri ask my budget app can we afford a 95 dollar a month piano lesson plan',
    [monthly(95)],
  );
  // Household, Title Case: 2,719.01 - 275 = $2,444.01.
  afford('household-title-case-used-boat-275', 'Can We Afford A 275 Monthly Payment On A Used Fishing Boat', [
    monthly(275),
  ]);
  // Dictation's stray full stops: 3,300 - 610 = $2,690.00.
  afford(
    'empty-stray-full-stops-3300-car-610',
    'I make 3,300 a month. After tax. Can I afford. A 610. Car payment. Monthly.',
    [monthly(610)],
    { profile: 'empty', income: monthly(3300) },
  );
  // Household, a transcript: 2,719.01 - 185 = $2,534.01.
  afford(
    'household-transcript-swim-team-185',
    "me: can we do the 185 a month swim team for the kids\nhusband: no way, we're stretched\nme: i'm asking the app. who's right?",
    [monthly(185)],
  );
  // A zip code and a street number that are no money: 3,900 - 1,250 = $2,650.00.
  afford(
    'empty-zip-30318-street-14-apartment-1250',
    'i live in 30318 and make 3,900 a month. can i afford a 1,250 apartment over on 14th street',
    [monthly(1250)],
    { profile: 'empty', income: monthly(3900), wrongCents: [3031800] },
  );
  // "1099" is the kind of contractor: 4,100 - 545 = $3,555.00 (not 1,099 as the payment, 3,001.00).
  afford(
    'empty-1099-contractor-net-4100-truck-545',
    '1099 contractor, after setting aside for taxes i net 4,100 a month. can i swing a 545 truck lease',
    [monthly(545)],
    { profile: 'empty', income: monthly(4100), wrongCents: [410000 - 109900] },
  );
  // "Hunnid": 28 hunnid is 2,800; 3 hunnid is 300: $2,500.00.
  afford(
    'empty-hunnid-2800-car-note-300',
    'i bring home 28 hunnid a month, could i do a 3 hunnid car note',
    [monthly(300)],
    { profile: 'empty', income: monthly(2800) },
  );
  // Seeded, the sign and the word both: 4,183.33 - 400 = $3,783.33.
  afford(
    'seeded-400-dollar-sign-and-bucks-storage-parking',
    'could i swing $400 bucks a month for a storage unit plus a parking spot',
    [monthly(400)],
    { profile: 'seeded' },
  );
  // Checkup, "four point two k": 4,200 - rent 1,500 = 2,700; less 390 = $2,310.00.
  afford(
    'checkup-four-point-two-k-lease-390',
    'my take home is four point two k a month. with my rent, is a 390 lease doable',
    [monthly(390)],
    { profile: 'checkup', income: monthly(4200), wrongCents: [420000 - 39000] },
  );
  const affordDecline = (id: string, question: string, profile: FreshProfile, why: string) => {
    declined('affordability', id, question, profile, why, { mustNot: [ONLY_PAYDAY] });
  };
  affordDecline(
    'empty-turo-55-a-day-no-days-second-car-300',
    'i rent my car out on turo at 55 a day. can i afford a 300 payment on a second car to list too',
    'empty',
    'pay by the day booked with no count of days: no income a month to weigh the payment against',
  );
  affordDecline(
    'empty-captioner-no-minutes-rent-800',
    'captioning pays me 1.25 an audio minute, is 800 rent realistic',
    'empty',
    'pay by the audio minute with no count of minutes: the income is unknown',
  );
  affordDecline(
    'empty-sawmill-no-volume-mill-560',
    'i mill lumber at 0.45 a board foot, is a 560 mill payment realistic',
    'empty',
    'pay by the board foot with no volume: the income is unknown',
  );
  affordDecline(
    'empty-taglish-pesos-45000-car-250',
    'sweldo ko ₱45,000 kada buwan, kaya ko ba ang 250 dollars na car payment?',
    'empty',
    'the pay is in Philippine pesos; the app works in US dollars and knows no exchange rate',
  );
  affordDecline(
    'empty-portuguese-reais-6500-room-700',
    'ganho R$ 6.500 por mês — can i afford a 700 dollar room?',
    'empty',
    'the pay is in Brazilian reais; no exchange rate to turn it into dollars',
  );
  affordDecline(
    'empty-canadian-5200-rent-1400',
    'i earn C$5,200 a month and rent here would be 1,400 CAD, can i afford it',
    'empty',
    'Canadian dollars: the app answers in US dollars and has no exchange rate',
  );
  affordDecline(
    'empty-low-six-figures-car-900',
    "income's somewhere in the low six figures — is a 900/mo truck note within reach",
    'empty',
    '"low six figures" is no amount: the income must be given to weigh the payment',
  );
  affordDecline(
    'empty-one-off-bonus-12000-car-500',
    'just got a 12,000 signing bonus and have no job income yet — can i afford a 500 a month car payment now',
    'empty',
    'a one-off bonus is no monthly income, and there is no pay on the calendar or in the question',
  );
  affordDecline(
    'checkup-no-income-dog-walker-120',
    'could i add a 120 a month dog walker',
    'checkup',
    'no income on the calendar and none stated: what is left a month is unknown',
  );
  affordDecline(
    'household-no-trash-pickup-bill-music-class-70',
    'with the trash pickup bill at 45 now, can we still afford a 70 a month music class',
    'household',
    'the household has no trash pickup bill on its calendar: the change cannot be read against its bills',
  );
  affordDecline(
    'household-can-we-afford-another-kid',
    'financially speaking, is having a second kid doable for us right now',
    'household',
    'no payment is named: the cost of a child is not a figure the app has or the question gives',
  );

  // --- A supposed change, through the forecast until the next payday (or a stated horizon) --------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // One account of two: checking only, 842.16 - 1,250 = -$407.84 (not both, 1,142.16 - 1,250 =
  // -107.84).
  whatIf(
    'checking-842-16-savings-300-checking-only',
    'checking has 842.16 and savings has 300 — going by checking only, how low do i get before payday',
    { balance: 842.16 },
    'household',
    [money(114216 - 125000)],
  );
  // Money landing tomorrow, before rent on day 3: 900 + 200 - 1,250 = -$150.00.
  whatIf(
    'refund-200-lands-tomorrow',
    'a 200 refund from the airline lands in my account tomorrow. with that, what is my low point before i get paid',
    { balance: 1100 },
  );
  // Garnished by the check until the check after next: -$350.00 either way; 150 x 26 / 12 = $325.00
  // less a month.
  payChange(
    'garnished-150-each-check',
    'starting with the next one my checks get garnished 150 each. lowest balance through the check after that?',
    1950,
  );
  // A hyphenated compound: 900 - 1,200 = -$300.00; $50.00 less.
  whatIf(
    'twelve-hundred-dollar-rent-renewal',
    'renewal came back as a twelve-hundred-dollar rent. where does my balance bottom out before payday now',
    { changed: { Rent: 1200 } },
  );
  // A dollar fifty: streaming to 17.49 on day 20, after payday: -$350.00 either way; $1.50 more.
  whatIf(
    'streaming-up-a-dollar-fifty',
    'streaming is going up a dollar fifty. does that move my low point before the paycheck at all',
    { changed: { Streaming: 17.49 } },
  );
  // A horizon named by the one-off dentist (day 11): days 0 to 10, 900 - 1,335 = -$435.00; $85.00
  // more.
  whatIf(
    'rent-1335-until-dentist-appointment',
    'with rent at 1,335, what is my lowest balance between now and the dentist appointment',
    { changed: { Rent: 1335 }, days: 11 },
  );
  // JSON: 1,175 - 1,250 = -$75.00.
  whatIf(
    'json-checking-balance-1175',
    '{"checking_balance": 1175, "question": "how far under zero do i dip before my next paycheck"}',
    {
      balance: 1175,
    },
  );
  // A wake word: 900 - 1,340 = -$440.00; $90.00 more.
  whatIf(
    'hey-google-rent-thirteen-forty',
    'hey google what happens to my balance before payday if the rent is thirteen forty',
    { changed: { Rent: 1340 } },
  );
  // A share off: the phone at 52 on day 15, after payday: -$350.00 either way; $13.00 less.
  whatIf(
    'phone-bill-drops-20-percent',
    'my phone bill is dropping 20 percent with the new plan, what does that do to my lowest point before payday',
    { changed: { Phone: 52 } },
  );
  // Title Case: 1,025 - 1,250 = -$225.00.
  whatIf('title-case-checking-1025', 'What Is My Lowest Balance Before Payday If Checking Were 1,025', {
    balance: 1025,
  });
  // A transcript where the landlord's last word stands: 1,275: -$375.00; $25.00 more (not 1,290:
  // -390.00).
  whatIf(
    'transcript-landlord-says-1275-final',
    "me: so rent's going to 1,290?\nlandlord: 1,275 actually, that's final\nok so how low before my check",
    { changed: { Rent: 1275 } },
    'household',
    [money(-39000)],
  );
  // Dictation's stray full stops: the car payment on day 9, after payday: -$350.00 either way; $35.00
  // more.
  whatIf('stray-full-stops-car-payment-355', 'If my car payment. Goes to 355. How low. Before payday.', {
    changed: { 'Car payment': 355 },
  });
  // Hinglish: 900 - 1,400 = -$500.00; $150.00 more.
  whatIf(
    'hinglish-rent-1400',
    'agar mera rent 1,400 ho jaye, to payday se pehle mera balance kitna neeche jayega?',
    { changed: { Rent: 1400 } },
  );
  // A share in words with a half: 1,250 x 1.045 = 1,306.25: -$406.25; $56.25 more.
  whatIf(
    'rent-up-4-and-a-half-percent',
    'rent goes up 4 and a half percent at renewal. lowest point before the paycheck hits?',
    { changed: { Rent: 1306.25 } },
  );
  // A house number that is no money: 900 - 1,180 = -$280.00; $70.00 less.
  whatIf(
    'moved-to-2217-birch-rent-1180',
    'we moved to 2217 Birch Ln and rent there is 1,180. how low does checking go before payday',
    { changed: { Rent: 1180 } },
    'household',
    [/\$2,217/],
  );
  // Seeded, Taglish: 1,200 - 1,600 = -$400.00; $150.00 more.
  whatIf(
    'seeded-taglish-rent-1600',
    'kung maging 1,600 na yung rent ko, gaano kababa yung balance ko bago mag-sweldo?',
    { changed: { Rent: 1600 } },
    'seeded',
  );
  // Seeded, "hunnid": 1,700 - 1,450 = $250.00.
  whatIf(
    'seeded-17-hunnid-in-checking',
    'if checking had 17 hunnid, lowest before payday?',
    { balance: 1700 },
    'seeded',
  );
  // Seeded, the pay at 2,980 until the check after next: -$250.00 either way; 380 x 26 / 12 =
  // $823.33 more (or $823.34, two months subtracted).
  payChange(
    'seeded-overtime-checks-2980',
    'overtime bumps my next checks to 2,980. low point through the check after next?',
    2980,
    'seeded',
  );
  // Seeded, a markdown table, checking only: 1,480 - 1,450 = $30.00 (not both, 3,480 - 1,450 =
  // 2,030.00).
  whatIf(
    'seeded-markdown-table-checking-1480',
    '| account | balance |\n|---|---|\n| checking | 1,480 |\n| savings | 2,000 |\n\nusing checking alone, how low before payday',
    { balance: 1480 },
    'seeded',
    [money(203000)],
  );
  // No balance today: ask for it, and still say the change: $65.00 more; $75.00 less.
  declined(
    'what-if',
    'checkup-rent-1565-no-balance',
    'new lease says 1,565 starting next month. does my account go negative before the paycheck',
    'checkup',
    'no balance today to run the forecast from (nor a payday on the calendar); the change a month can still be said',
    { figures: [amount(6500)] },
  );
  declined(
    'what-if',
    'checkup-renewal-discount-1425-no-balance',
    'landlord cut rent to 1,425 for renewing early, how low before payday',
    'checkup',
    'no balance today to run the forecast from; the change a month can still be said',
    { figures: [amount(7500)] },
  );
  const whatIfDecline = (id: string, question: string, why: string, profile: FreshProfile = 'household') => {
    declined('what-if', id, question, profile, why);
  };
  whatIfDecline(
    'two-changes-rent-1300-phone-80',
    'rent 1,300 and phone 80, both from next month — low point before payday?',
    'two changes at once: the forecast is run with one supposed change',
  );
  whatIfDecline(
    'no-pest-control-bill-55',
    'pest control service is raising its price to 55 — where does that leave my balance before my check',
    'the household has no pest control bill on its calendar',
  );
  whatIfDecline(
    'paycheck-a-day-early',
    'if my paycheck shows up a day early, what is my lowest before it',
    'a paycheck moved to another day: the forecast runs on the calendar’s days',
  );
  whatIfDecline(
    'korean-won-1500000-in-checking',
    "suppose the account held ₩1,500,000 — what's my bottom before the paycheck",
    'a balance in Korean won: no exchange rate to dollars',
  );
  whatIfDecline(
    'canadian-balance-900-cad',
    'suppose my balance was 900 CAD today, do i stay above zero until payday',
    'a balance in Canadian dollars: no exchange rate to US dollars',
  );
  whatIfDecline(
    'rent-up-a-smidge',
    "landlord hinted rent might creep up a smidge — still fine until i'm paid?",
    '"a smidge" is no figure for the rent',
  );
  whatIfDecline(
    'balance-in-the-low-900s',
    'if my balance were somewhere in the low 900s, where do i bottom out before payday',
    '"the low 900s" is no balance to run the forecast from',
  );
  whatIfDecline(
    'tips-better-this-week',
    'if my tips are better this week, lowest before payday?',
    'no figure for the tips, and the household is paid by paycheck, not tips',
  );
  whatIfDecline(
    'seeded-no-streaming-bill-19-99',
    "streaming subscription rising to 19.99, what's my low point ahead of payday",
    'the seeded user has no streaming bill on the calendar',
    'seeded',
  );
  whatIfDecline(
    'empty-json-balance-640-rent-1100',
    '{"balance": 640, "rent": 1100, "ask": "low point until payday"}',
    'no payday and no bills on the calendar: there is no forecast to run to a payday',
    'empty',
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // An employer's flat addition: 300 + 150 = 450 a month, 32 years (not 300 alone).
  retire(
    'employer-flat-150-plus-300-at-33',
    "i'm 33. i put in 300 a month and my employer adds a flat 150 every month regardless. total at 65?",
    { amount: 450, age: 33, wrongDeposit: 300 },
  );
  // Cash at 0%: 500 x 12 x 29 = 174,000.
  retire(
    'cash-at-0-percent-500-at-36',
    "36, and i keep 500 a month in cash at 0% since i don't trust the market. what will i have at 65",
    { amount: 500, age: 36, rate: 0 },
  );
  // 6% of a 2,500 check every two weeks: 150 every two weeks, 325 a month, 37 years.
  retire(
    'six-percent-of-2500-biweekly-at-28',
    '28 years old; 6% of each 2,500 biweekly paycheck lands in my 401k. projected at 65?',
    { amount: 150, per: 'bi-weekly', age: 28 },
  );
  // JSON: 350 a month from 29 at 6%, 36 years.
  retire(
    'json-29-350-at-6',
    '{"age": 29, "monthly_contribution": 350, "expected_return_pct": 6} what do i have at 65',
    { amount: 350, age: 29, rate: 6 },
  );
  // A markdown table: 60,000 saved and 900 a month from 44, 21 years.
  retire(
    'markdown-table-44-60k-900',
    '| age | 44 |\n|---|---|\n| already saved | 60,000 |\n| added monthly | 900 |\n\nvalue at 65?',
    { amount: 900, age: 44, start: 60000 },
  );
  // Hinglish: 400 a month from 31, 34 years.
  retire(
    'hinglish-31-400',
    'meri umar 31 hai aur main har mahine 400 dollars retirement mein daalta hoon. 65 tak kitna ho jayega?',
    { amount: 400, age: 31 },
  );
  // Taglish: 250 a month from 34, 31 years.
  retire(
    'taglish-34-250',
    '34 na ako, nagtatabi ako ng 250 kada buwan para sa retirement. magkano pagdating ng 65?',
    { amount: 250, age: 34 },
  );
  // A wake word and numbers in words: 600 a month from 39, 26 years.
  retire(
    'hey-siri-39-six-hundred',
    "hey siri how much will i have at sixty five if i'm thirty nine and save six hundred a month",
    { amount: 600, age: 39 },
  );
  // Title Case: 225 a month from 27, 38 years.
  retire('title-case-27-225-roth', "I'm 27 And Put 225 Every Month In A Roth — Value At 65?", {
    amount: 225,
    age: 27,
  });
  // "Hunnid": 200 a month from 24, 41 years.
  retire(
    'hunnid-24-2-hunnid-roth',
    'im 24 n i stack 2 hunnid monthly in a roth ira, wat it gonna look like by 65',
    {
      amount: 200,
      age: 24,
    },
  );
  // A merchant mariner: 15,000 and 1,000 a month from 46, 19 years.
  retire(
    'mariner-46-15k-1000',
    'merchant mariner, 46, 15k in my 401k and 1,000 a month going in. what at 65',
    { amount: 1000, age: 46, start: 15000 },
  );
  // A narrator: 5,400 a year is 450 a month, 28 years (not 5,400 a month).
  retire(
    'narrator-37-5400-a-year-solo-401k',
    'audiobook narrator, 37, 5,400 a year into a solo 401k. at 65?',
    {
      amount: 5400,
      per: 'yearly',
      age: 37,
    },
  );
  // A rancher: 12,000 a year is 1,000 a month, 13 years at 6% (not 12,000 a month).
  retire(
    'rancher-52-12000-each-fall-at-6',
    'rancher, 52, i put 12,000 into an IRA each fall after the calves sell. at 65 at 6%?',
    { amount: 12000, per: 'yearly', age: 52, rate: 6 },
  );
  // Dictation's stray full stops: 1,100 a month from 43 at 7%, 22 years.
  retire(
    'stray-full-stops-43-1100-at-7',
    'I’m 43. I put. 1,100 a month. Into my 401k. At 7 percent. What do I have at 65.',
    { amount: 1100, age: 43, rate: 7 },
  );
  // Household, a transcript: 550 a month together, both 38, 27 years.
  retire(
    'household-transcript-both-38-550',
    "wife: we put 550 a month in together and we're both 38\nme: ok app, what's that at 65 then?",
    { amount: 550, age: 38 },
    'household',
  );
  // Checkup: 200 a month from 41 at 6.5%, 24 years.
  retire(
    'checkup-41-200-at-6-5',
    'the check-up has my retirement saving at 200 a month. age 41, figure 6.5% growth — where am i at 65',
    { amount: 200, age: 41, rate: 6.5 },
    'checkup',
  );
  // Seeded, twice a month: 175 twice a month is 350 a month, 33 years.
  retire(
    'seeded-semi-monthly-175-at-32',
    '175 goes into my 403b every semi-monthly paycheck. i am 32. at 65?',
    { amount: 175, per: 'semi-monthly', age: 32 },
    'seeded',
  );
  // "1099" is the kind of contractor: 800 a month from 35, 30 years (not 1,099 a month).
  retire('1099-contractor-35-sep-800', '1099 contractor, 35, my SEP IRA gets 800 a month. value at 65', {
    amount: 800,
    age: 35,
    wrongDeposit: 1099,
  });
  const retireDecline = (id: string, question: string, why: string, mustNot?: Fact[]) => {
    declined('retirement', id, question, 'empty', why, { mustNot });
  };
  retireDecline(
    'escalating-300-up-50-a-year-at-30',
    '30 y/o, contributions start at 300 monthly and i raise them by 50 each year — 65 total?',
    'contributions that grow each year: the projection is for a fixed monthly amount',
  );
  retireDecline(
    'inheritance-around-55-plus-400-at-42',
    "i'm 42, saving 400 a month, and expect a 50k inheritance somewhere around 55. what at 65?",
    'a lump sum at a vague age in the future: neither its date nor the projection with it can be settled',
  );
  retireDecline(
    'age-between-35-and-40-500',
    'somewhere between 35 and 40 (not telling lol), 500 a month into my ira. at 65?',
    'the age is a range: the years to 65 are unknown',
  );
  retireDecline(
    'taglish-pesos-5000-at-33',
    '33 na ako, nag-iipon ng ₱5,000 monthly para sa retirement, magkano sa 65?',
    'the contributions are in Philippine pesos: no exchange rate to dollars',
  );
  retireDecline(
    'whatevers-left-each-month-at-29',
    "i'm 29 and put whatever's left at the end of each month into my IRA. at 65?",
    '"whatever is left" is no monthly amount',
  );
  retireDecline(
    'hey-siri-how-big-is-my-401k',
    'hey siri, how big is my 401k right now',
    'the account’s value is a record the app does not hold',
    NO_FIGURE,
  );
  retireDecline(
    'tax-on-401k-withdrawals-at-65',
    'how much tax will i pay on my 401k withdrawals once i hit 65',
    'tax on withdrawals: a tax question, and no figures to work it from',
    NO_FIGURE,
  );
  retireDecline(
    'sp-500-or-target-date-2055',
    'should my 401k be in the S&P 500 index fund or the target date 2055 fund',
    'advice on a specific investment',
  );
  retireDecline(
    'years-until-a-mil-30-1k',
    "i'm 30 putting 1k a month away — how many years till i hit a mil",
    'the years to reach a sum: the projection runs to an age, not to a target',
  );
  retireDecline(
    '401k-if-market-tanks-before-retiring',
    'if stocks crash the year before i quit working, where does that leave my nest egg',
    'a prediction of markets, with no amounts or age to project from',
    NO_FIGURE,
  );

  // --- Goals --------------------------------------------------------------------------------------
  const { ef, vacation, car } = householdGoals(today);
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  const behindOrPace = (g: FreshGoal) => {
    const behind = behindCents(g, today);
    return behind > 0 ? m(behind) : ON_PACE;
  };

  // What the Emergency Fund's even plan holds by now.
  goal(
    'emergency-fund-should-have-by-now',
    'what should the emergency fund have in it by now if we were on plan',
    [m(planHoldsCents(ef, today))],
  );
  // 200 a month into each: the Emergency Fund, 7,500 / 200 = 37.5: 38 months (the Vacation 12, the
  // New Car 35).
  goal(
    '200-into-each-which-finishes-last',
    'say 200 a month goes into each of our three goals. which one finishes last, and after how many months',
    [said(ef.title), count(Math.ceil(leftCents(ef) / 20000), 'month')],
  );
  // 10,000 + 3,000 + 8,000 = $21,000.00.
  goal('combined-target-every-goal', 'combined target of all our goals added together?', [
    m(HOUSEHOLD.goals.reduce((sum, g) => sum + Math.round(g.target * 100), 0)),
  ]);
  // 7,000 of 8,000 = 87.5% still missing.
  goal('percent-of-new-car-still-missing', 'what percent of the new car fund is still missing', [
    pct((leftCents(car) / (car.target * 100)) * 100),
  ]);
  // 300 - 180 = 120 days between the two dates.
  goal(
    'days-between-vacation-and-emergency-deadlines',
    'the vacation and emergency fund deadlines — how many days separate them',
    [counted(ef.targetInDays! - vacation.targetInDays!, 'day')],
  );
  // The two dated goals and their dates.
  goal(
    'which-goals-have-deadlines-and-when',
    'which of our goals actually have deadlines, and when are they',
    [said(ef.title), said(goalDate(ef, today)), said(vacation.title), said(goalDate(vacation, today))],
  );
  // Paydays from day 6 every 14 days before day 180: 13.
  goal(
    'paychecks-before-vacation-deadline',
    'how many more paychecks do we get before the vacation deadline',
    [paychecks(paydaysBefore('household', today, vacation.targetInDays!))],
    'household',
    [ONLY_PAYDAY],
  );
  // JSON: 2,400 / 275 = 8.7: 9 months.
  goal(
    'json-vacation-275-monthly',
    '{"goal": "vacation", "monthly": 275} → when is it done?',
    reachOf(vacation, 275, today),
  );
  // A markdown table: 7,000 / 425 = 16.5: 17 months.
  goal(
    'markdown-table-new-car-425',
    '| goal | per month |\n|---|---|\n| new car | 425 |\n\nhow many months until that one is fully funded',
    reachOf(car, 425, today),
  );
  // Hinglish: 10,000 - 2,500 = $7,500.00.
  goal('hinglish-emergency-fund-baaki', 'emergency fund mein target tak abhi kitna paisa baaki hai?', [
    m(leftCents(ef)),
  ]);
  // Taglish: 3,000 - 600 = $2,400.00.
  goal('taglish-vacation-kulang', 'magkano pa ang kulang sa vacation fund namin?', [m(leftCents(vacation))]);
  // A wake word: $1,000.00 saved toward the New Car.
  goal('hey-siri-new-car-saved-so-far', 'hey siri how much is sitting in the new car fund', [
    m(Math.round(car.saved * 100)),
  ]);
  // Title Case: the Emergency Fund's amount a month to its date.
  goal(
    'title-case-monthly-for-emergency-fund-on-time',
    'How Much Per Month To Get The Emergency Fund Done On Time',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // "Hunnid": 7,000 / 600 = 11.7: 12 months.
  goal(
    'hunnid-6-into-new-car',
    'if we throw 6 hunnid a month at the new car fund how long till its done',
    reachOf(car, 600, today),
  );
  // A transcript: the Emergency Fund's amount behind (or on pace).
  goal(
    'transcript-emergency-behind-by-how-much',
    "me: the emergency fund is fine right\nhim: pretty sure we're behind on it\nme: by how much tho",
    [behindOrPace(ef)],
  );
  // Dictation's stray full stops: 7,000 / 550 = 12.7: 13 months.
  goal(
    'stray-full-stops-new-car-550',
    'New car fund. 550 a month. How many months. Until it is done.',
    reachOf(car, 550, today),
  );
  // A third of 900 each: the Vacation at 300, 2,400 / 300 = 8 months (not 900 to it alone: 3 months).
  goal(
    '900-split-evenly-three-goals-vacation-when',
    '900 a month split evenly across the three goals — when does the vacation one wrap up',
    reachOf(vacation, 300, today),
    'household',
    [count(Math.ceil(leftCents(vacation) / 90000), 'month').fact],
  );
  // Whether 300 a month makes the Vacation's date: the amount a month it needs (400 to 480).
  goal(
    'is-300-a-month-enough-for-vacation',
    'is 300 a month going to be enough to hit the vacation date, and if not what is',
    [m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // The Vacation's amount behind (or on pace), asked plainly in a list.
  goal(
    'list-vacation-on-pace-and-gap',
    'quick list:\n1. vacation fund — behind or not?\n2. if behind, the gap in dollars',
    [behindOrPace(vacation)],
  );
  // Seeded, "hunnid": 32,000 / 1,600 = 20 months.
  goal(
    'seeded-house-16-hunnid',
    '16 hunnid a month into the house down payment — timeline?',
    reachOf(house, 1600, today),
    'seeded',
  );
  // Seeded: the Japan Trip was made today, so it is on pace.
  goal('seeded-japan-behind-yet', 'japan trip savings: falling behind yet or nah', [ON_PACE], 'seeded');
  // Seeded: 2,800 + 32,000 = $34,800.00.
  goal(
    'seeded-japan-plus-house-still-to-save',
    'japan and the house down payment together — how much is still to save',
    [m(leftCents(japan) + leftCents(house))],
    'seeded',
  );
  // Seeded: 2,800 of 4,000 = 70% unfunded.
  goal(
    'seeded-share-of-japan-unfunded',
    'what share of the japan trip is still unfunded',
    [pct((leftCents(japan) / (japan.target * 100)) * 100)],
    'seeded',
  );
  const goalDecline = (
    id: string,
    question: string,
    why: string,
    profile: FreshProfile = 'household',
    figures: Figure[] = [],
  ) => {
    declined('goals', id, question, profile, why, { figures });
  };
  goalDecline(
    'new-car-done-in-18-months-monthly',
    'goal: new car fund fully funded 18 months from now. monthly amount needed?',
    'a monthly amount to a horizon the goal does not have (the New Car has no date); what is left can be said',
    'household',
    [m(leftCents(car))],
  );
  goalDecline('no-honeymoon-fund', "how's the honeymoon fund doing", 'the household has no honeymoon goal');
  goalDecline(
    'seeded-no-engagement-ring-fund-300',
    'when will my engagement ring fund be done at 300 a month',
    'the seeded user has no engagement ring goal',
    'seeded',
  );
  goalDecline(
    'pesos-10000-into-vacation',
    '₱10,000 monthly toward the vacation — finish date?',
    'the monthly amount is in Philippine pesos: no exchange rate to dollars',
  );
  goalDecline(
    'spare-change-at-emergency-fund',
    "if we chuck spare change at the emergency fund, when's it full",
    '"spare change" is no monthly amount',
  );
  goalDecline(
    'hey-siri-move-100-vacation-to-new-car',
    'hey siri move 100 from the vacation goal to the new car goal',
    'an action on the goals: the assistant does not move money',
  );
  goalDecline(
    'title-case-which-goal-to-prioritize',
    'Which Goal Should We Prioritize First',
    'advice on priorities, not a figure',
  );
  goalDecline(
    'bump-vacation-target-to-3500',
    'bump the vacation target up to 3,500',
    'an action on a goal: the assistant does not change goals',
  );
  goalDecline(
    'hinglish-thoda-thoda-vacation',
    'thoda thoda karke daalte rahe to vacation fund kab tak poora hoga?',
    '"little by little" is no monthly amount',
  );
  goalDecline(
    'checkup-left-on-my-goals',
    'across whatever goals i set up, how much remains to be saved',
    'the checkup user has no goals',
    'checkup',
  );
  goalDecline(
    'empty-how-far-behind-savings-goal',
    'lagging on my savings target? by what amount',
    'no goals: there is nothing to be behind on',
    'empty',
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // An average: (82 + 95 + 110 + 73) / 4 = $90.00.
  calc('average-of-4-electric-bills', 'my last 4 electric bills were 82, 95, 110 and 73 — average?', [
    m(((82 + 95 + 110 + 73) * 100) / 4),
  ]);
  // A sum of receipts: $50.00.
  calc(
    'receipts-12-49-8-75-23-10-5-66',
    'receipts from the weekend: 12.49, 8.75, 23.10, 5.66. total spent?',
    [m(1249 + 875 + 2310 + 566)],
  );
  // A cost per mile: 4,800 / 12,000 = $0.40.
  calc(
    'car-4800-a-year-12000-miles-cost-per-mile',
    'my car costs about 4,800 a year all in and i drive 12,000 miles a year. cost per mile?',
    [m(480000 / 12000)],
  );
  // A prorated rent: 1,500 / 30 x 11 = $550.00.
  calc(
    'prorated-rent-1500-11-days-of-30',
    'moving in with 11 days left in a 30-day month. rent is 1,500 — prorated amount?',
    [m((150000 / 30) * 11)],
  );
  // A markup on cost: (50 - 40) / 40 = 25% (not the margin, 20%).
  calc(
    'markup-bought-40-sold-50',
    "bought the lamps at 40 each and sell them at 50. what's my markup percentage",
    [pct(25)],
    'empty',
    [pct(20).fact],
  );
  // Compounded yearly: 5,000 x 1.04^3 = $5,624.32 (not simple, 5,600.00; not monthly, 5,636.36).
  calc(
    'hey-siri-5000-at-4-compounded-yearly-3-years',
    'hey siri, 5,000 at 4% compounded yearly for 3 years comes to what',
    [m(Math.round(500000 * 1.04 ** 3))],
    'empty',
    [money(560000), money(Math.round(500000 * (1 + 0.04 / 12) ** 36))],
  );
  // An annual plan against twelve monthly ones: 12.99 x 12 = 155.88; less 119.88 = $36.00.
  calc(
    'annual-119-88-vs-monthly-12-99',
    'app costs 12.99 monthly or 119.88 for the annual plan. how much does going annual save over a year',
    [m(1299 * 12 - 11988)],
  );
  // The 4% rule backwards: 40,000 / 0.04 = $1,000,000.00.
  calc('fire-number-40k-spending-4-percent-rule', 'fire number if i spend 40k a year, using the 4% rule?', [
    m(4000000 / 0.04),
  ]);
  // A stay: 4 nights x 2 rooms x 140 = 1,120; / 5 = $224.00.
  calc(
    'hostel-4-nights-2-rooms-140-five-friends',
    '4 nights, 2 rooms at 140 a night each, 5 friends splitting evenly — what does each pay',
    [m((4 * 2 * 14000) / 5)],
  );
  // Every other month over a year: 90 x 6 = $540.00 (not monthly, 1,080.00; not twice a month,
  // 2,160.00).
  calc(
    'water-90-every-other-month-yearly',
    '90 dollar water bill arrives every other month. yearly total?',
    [m(9000 * 6)],
    'empty',
    [money(9000 * 12), money(9000 * 24)],
  );
  // A savings rate: 450 / 3,600 = 12.5%.
  calc('savings-rate-450-of-3600', 'i save 450 out of 3,600 take-home each month. savings rate?', [
    pct((450 / 3600) * 100),
  ]);
  // Hinglish: 1,850 / 4 = $462.50.
  calc('hinglish-1850-bill-4-log', '1,850 ka bill 4 logon mein barabar baanto, har ek ka kitna?', [
    m(185000 / 4),
  ]);
  // Taglish: 12% of 2,750 = $330.00.
  calc('taglish-12-percent-ng-2750', 'magkano ang 12 percent ng 2,750?', [m(275000 * 0.12)]);
  // JSON: 89.99 x 3 = 269.97; less 15% = $229.47.
  calc('json-price-89-99-qty-3-coupon-15', '{"price": 89.99, "qty": 3, "coupon_pct": 15} what do i pay', [
    m(Math.round(8999 * 3 * 0.85)),
  ]);
  // A markdown table: 118.40 + 46.15 + 65 = $229.55.
  calc(
    'markdown-table-power-water-internet',
    '| bill | amount |\n|---|---|\n| power | 118.40 |\n| water | 46.15 |\n| internet | 65.00 |\n\ntotal?',
    [m(11840 + 4615 + 6500)],
  );
  // Title Case: 3% of 92,000 = 2,760 a year; / 12 = $230.00 a month.
  calc(
    'title-case-3-percent-raise-on-92000-per-month',
    'What Does A 3 Percent Raise On A 92,000 Salary Come To Per Month',
    [m((9200000 * 0.03) / 12)],
  );
  // Dictation's stray full stops: 19.25 x 32 = 616 a week; x 52 / 12 = $2,669.33 (not 4 weeks',
  // 2,464.00).
  calc(
    'stray-full-stops-19-25-32-hours-monthly',
    'I earn. 19.25 an hour. 32 hours a week. What is that. Per month.',
    [m(Math.round((1925 * 32 * 52) / 12))],
    'empty',
    [money(1925 * 32 * 4)],
  );
  // A transcript: (74.97 + 111.63) / 3 = 186.60 / 3 = $62.20.
  calc(
    'transcript-roommate-utilities-split-3',
    'roommate: internet was 74.97 and power was 111.63, we split it three ways\nme: so what do i owe you',
    [m((7497 + 11163) / 3)],
  );
  // Mileage reimbursement: 0.70 x 340 = $238.00.
  calc(
    'mileage-reimbursement-70-cents-340-miles',
    'work reimburses 0.70 a mile and i drove 340 miles. how much back',
    [m(70 * 340)],
  );
  // A tip-out: 3% of 1,900 = $57.00.
  calc(
    'tip-out-3-percent-of-1900-sales',
    'i tip out 3% of my sales to the bussers. sales were 1,900 tonight. how much',
    [m(190000 * 0.03)],
  );
  // Runway: 5,000 / 1,250 = 4 months.
  calc(
    '5000-saved-how-many-months-of-1250-rent',
    '5,000 saved, rent is 1,250 — how many months of rent is that',
    [count(5000 / 1250, 'month')],
  );
  // Paid time off's value: 2 x 40 x 26.50 = $2,120.00.
  calc(
    'pto-2-weeks-26-50-an-hour-40-hour-weeks',
    "what's 2 weeks of PTO worth at 26.50 an hour on 40 hour weeks",
    [m(2 * 40 * 2650)],
  );
  // "Hunnid": 600 / 4 = $150.00.
  calc('6-hunnid-split-4-ways', '6 hunnid split 4 ways?', [m(60000 / 4)]);
  // A move-in, the sign and the word both: 1,250 x 2 + 500 = $3,000.00.
  calc(
    'move-in-first-last-deposit-1250-dollars',
    'move-in needs first month, last month, and a $500 dollar deposit on $1,250 dollars rent. total up front?',
    [m((1250 * 2 + 500) * 100)],
  );
  // Household: the weekday rent falls on (day 3).
  {
    const rent = HOUSEHOLD.events.find((e) => e.title === 'Rent')!;
    calc(
      'household-weekday-rent-comes-out',
      'what day of the week does rent come out this time',
      [said(format(addDays(parseISO(today), rent.inDays), 'EEEE'))],
      'household',
      [ONLY_PAYDAY],
    );
  }
  // Household: the biggest bill on the calendar, rent, $1,250.00.
  calc(
    'household-biggest-bill-on-calendar',
    "what's the single biggest bill on my calendar",
    [said('Rent'), m(125000)],
    'household',
    [ONLY_PAYDAY],
  );
  // Household: 9 days to the car payment.
  calc(
    'household-days-until-car-payment',
    'how many days until the car payment comes out',
    [counted(HOUSEHOLD.events.find((e) => e.title === 'Car payment')!.inDays, 'day')],
    'household',
    [ONLY_PAYDAY],
  );
  // Household: the pay of the next 30 days (days 0 to 29, or 1 to 30: the same), $4,200.00.
  calc(
    'household-pay-landing-next-30-days',
    'total pay landing in my account over the next 30 days?',
    [m(calendarWithin(HOUSEHOLD, today, 29).pay)],
    'household',
    [ONLY_PAYDAY],
  );
  // Seeded: the bill after rent, the electric bill, $95.50 (the cable bill is paid).
  calc(
    'seeded-next-bill-after-rent',
    "after rent, what's the next bill due and how much",
    [said('Electric'), m(9550)],
    'seeded',
    [ONLY_PAYDAY],
  );
  // Household: 15% of the paycheck, 2,100 x 0.15 = $315.00.
  calc(
    'household-15-percent-of-my-paycheck',
    'if i skim 15 percent off every paycheck, how many dollars is that',
    [m(210000 * 0.15)],
    'household',
    [ONLY_PAYDAY],
  );
  // The check-up (decision 023) for the checkup user: essential costs 2,000 of 4,000 = 50%; six
  // months of them 12,000, 8,000.00 more than the 4,000 saved; 10% of 4,000 is 400, 200.00 more
  // than the 200 a month now.
  {
    const sums = checkupSums(today);
    calc(
      'checkup-essentials-share-of-take-home',
      'going by my check-up, what share of my take-home goes to essential costs',
      [pct(sums.essentialsShare)],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-more-saved-for-six-months',
      "six months of essential costs as a cushion — what's the shortfall vs what i've saved",
      [m(sums.toSixMonths)],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-more-a-month-for-10-percent-retirement',
      'how much more a month would get my retirement saving up to 10% of take-home',
      [m(sums.toTenPercent)],
      'checkup',
      [ONLY_PAYDAY],
    );
  }
  const calcDecline = (id: string, question: string, why: string, mustNot?: Fact[]) => {
    declined('arithmetic', id, question, 'empty', why, { mustNot });
  };
  calcDecline(
    'average-electric-bills-no-numbers',
    'average of my last few electric bills?',
    'no bills given and none held: nothing to average',
    [/\$\s?\d/],
  );
  calcDecline(
    'double-time-holiday-no-rate-no-hours',
    'i worked the holiday at double time, what does that add to my check',
    'neither the rate nor the hours are given',
    [/\$\s?\d/],
  );
  calcDecline(
    'portuguese-reais-250-in-dollars',
    'quanto é R$ 250 em dólares?',
    'a currency conversion: the app has no exchange rate',
    [/(?<!R)\$\s?\d/],
  );
  calcDecline(
    'candles-sell-28-markup-no-cost',
    "i sell candles for 28 each, what's my markup",
    'the cost is missing: a markup needs what they cost',
    NO_PERCENT,
  );
  calcDecline(
    'prorated-rent-move-in-day-unknown',
    'landlord will prorate the 1,500 rent from whatever day i get the keys next month — how much will it be',
    'the move-in day is not known yet, so neither are the days to pay for',
  );
  calcDecline('fire-number-no-spending', "what's my FIRE number", 'no yearly spending given', NO_FIGURE);
  calcDecline(
    '150-per-pay-period-unknown-frequency',
    'i save 150 per pay period, how much is that in a year',
    'how often the pay period comes is not said, and there is no pay on the calendar',
  );
  calcDecline(
    'tax-on-a-1000-bonus',
    'what gets withheld from a 1,000 bonus check',
    'a tax question with no rate: withholding depends on rules the app does not hold',
    NO_FIGURE,
  );
  calcDecline(
    'taglish-how-big-emergency-fund',
    'magkano ba dapat ang emergency fund ko?',
    'no essential costs or income given, and how big it should be is advice',
    NO_FIGURE,
  );
  calcDecline(
    'car-4800-a-year-cost-per-mile-no-miles',
    'car costs me 4,800 a year, cost per mile?',
    'the miles driven are missing',
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside(
    'order-replacement-debit-card',
    'order me a replacement debit card, mine snapped in half',
    'empty',
    'an action with a bank',
  );
  outside(
    'switch-to-cheaper-phone-plan',
    'switch my phone plan to the cheaper unlimited one',
    'household',
    'an action with a phone carrier',
  );
  outside(
    'round-up-purchases-into-vacation',
    'round up my purchases into the vacation fund automatically',
    'household',
    'an automatic transfer: the assistant does not move money',
  );
  outside(
    'discover-card-credit-limit',
    "what's my credit limit on the discover card",
    'empty',
    'a record of a card issuer the app does not hold',
    [/\$\s?\d/],
  );
  outside(
    'cd-maturity-date-credit-union',
    'when does my CD at the credit union mature',
    'empty',
    'a record of a bank the app does not hold',
  );
  outside(
    'did-tax-refund-land',
    'did my tax refund land yet',
    'household',
    'a bank record the app does not hold',
  );
  outside(
    'biggest-purchase-last-week',
    'what was my biggest purchase last week',
    'household',
    'past purchases: the app holds no transactions',
    [/\$\s?\d/],
  );
  outside(
    'eggs-cheaper-this-fall',
    'will eggs get cheaper this fall',
    'empty',
    'a prediction of prices',
    NO_FIGURE,
  );
  outside(
    'social-security-run-out',
    'is social security going to run out before i retire',
    'empty',
    'a prediction about a public program',
    NO_FIGURE,
  );
  outside(
    'company-layoffs-this-year',
    'is my company going to do layoffs this year',
    'empty',
    'a prediction of an employer’s decision',
    NO_FIGURE,
  );
  outside(
    'best-high-yield-savings-account-now',
    'best high-yield savings account right now?',
    'empty',
    'a product pick with live rates the app does not have',
    NO_PERCENT,
  );
  outside(
    'bonus-into-voo-or-qqq',
    'should i put my bonus into VOO or QQQ',
    'empty',
    'advice on specific investments',
  );
  outside(
    'i-bonds-or-t-bills-emergency-fund',
    'should we buy I bonds or T-bills with the emergency fund',
    'household',
    'advice on specific investments',
    NO_PERCENT,
  );
  outside(
    'deduct-home-office-1099',
    'can i deduct my home office as a 1099 contractor',
    'empty',
    'a tax question',
  );
  outside(
    'gift-tax-20k-to-son',
    'do i owe gift tax if i give my son 20k toward a house',
    'empty',
    'a tax question',
    NO_FIGURE,
  );
  outside('is-turo-income-taxable', 'is turo income taxable', 'empty', 'a tax question');
  outside(
    'landlord-keep-deposit-carpet',
    'can my landlord keep my whole deposit for normal carpet wear',
    'household',
    'a legal question',
  );
  outside('debt-collector-call-at-work', 'can a debt collector call me at work', 'empty', 'a legal question');
  outside(
    'brother-student-loans-owed',
    'how much does my brother still owe on his student loans',
    'empty',
    'someone else’s money',
    [/\$\s?\d/],
  );
  outside(
    'girlfriend-credit-score',
    "look up my girlfriend's credit score for me",
    'empty',
    'someone else’s record',
    [/\b\d{3}\b/],
  );
  outside(
    'ok-google-sister-salary-amazon',
    'ok google how much does my sister make at amazon',
    'empty',
    'someone else’s pay',
    [/\$\s?\d/],
  );
  outside(
    'hinglish-papa-pension',
    'mere papa ki pension kitni aayegi?',
    'empty',
    'someone else’s pension: a record the app does not hold',
    NO_FIGURE,
  );
  outside(
    'taglish-stock-to-buy',
    'anong magandang stock na bilhin ngayon?',
    'empty',
    'a stock pick: advice on a specific investment',
  );
  outside(
    'json-transfer-250-to-savings',
    '{"action": "transfer", "amount": 250, "to": "savings"}',
    'household',
    'an action: the assistant does not move money',
  );
  outside(
    'title-case-gas-prices-before-road-trip',
    'Will Gas Prices Go Down Before Our Road Trip',
    'household',
    'a prediction of prices',
    NO_FIGURE,
  );
  outside(
    'renters-insurance-stolen-bike',
    "does my renter's insurance cover a stolen bike",
    'household',
    'an insurance policy the app does not hold',
  );
  outside(
    'transcript-switch-to-credit-union',
    'wife: ask it whether we should move our checking to a credit union\nme: ok — should we?',
    'household',
    'advice on a choice of bank',
  );

  return { ...built, reasons };
}

/** The eighteenth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases18(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases18Samples(today: string): Record<string, string> {
  return build(today).samples;
}

/** Why each case that must decline declines, by case id. */
export function freshCases18Reasons(today: string): Record<string, string> {
  return build(today).reasons;
}
