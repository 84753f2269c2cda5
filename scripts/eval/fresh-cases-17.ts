import { addDays, format, parseISO } from 'date-fns';
import {
  HOUSEHOLD,
  SEEDED,
  behindCents,
  fourPercent,
  futureValue,
  longDate,
  money,
  neededCents,
  reach,
  wholeDollars,
  type Fact,
  type FreshCase,
  type FreshGoal,
  type FreshProfile,
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
import { checkupFigures } from './fresh-cases-16.ts';
import { seedFor } from './seed.ts';

/**
 * The seventeenth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests, nor decision 027) and without seeing any evaluation's
 * answers, never tuned on. None of its questions rewords one of sets 1 to 16 (no question shares
 * half its words with one of theirs, nor with another of its own). What is new here:
 *
 * - who asks: a court reporter by the page, a window washer by the window, a chimney sweep by the
 *   chimney, a piano tuner by the tuning, a wedding officiant by the ceremony, a locksmith by the
 *   call, a scrapper by the pound, a video maker by the thousand views, a tutor by the child each
 *   month, a vending route by the machine, a calligrapher by the envelope, a pool cleaner by the
 *   pool, a sleep technician by the night shift; someone on short-term disability at a share of
 *   the usual pay, a freelancer whose platform keeps a share; and zakat, red envelopes, a 529;
 * - how it is written: a multiple-choice question ("a) ... b) ... c) ..."), a long message ending
 *   "tl;dr", a markdown strikethrough correcting a figure ("~~1,250~~ 1,315", the struck one is no
 *   longer true), caps lock left on ("cAN WE AFFORD"), office speak ("circling back", "bandwidth",
 *   "EOD", "action item", "run-rate", "per the reorg"), the American South ("y'all", "fixin to"),
 *   Australian English ("mate", "ute"), Indian English ("kindly", "do the needful", a car's "EMI",
 *   "p.a.", "p.m."), a bank's alert or an offer letter pasted in, a spreadsheet formula, emoticons;
 * - how amounts are written: "US$", Indian "/-" after an amount, "dlls", money slang not used
 *   before ("benjamins", "jacksons", "4 large"), "a dozen", "qtrly", "semiannual";
 * - new sums: the rule of 72, a price per unit, a break-even count, a cost per wear, a price from a
 *   total with its tax, a debt-to-income ratio, a net worth from the figures given, hours of work
 *   for a price, a day's allowance to payday, stacked discounts, cash back, a road trip's fuel, a
 *   heater's electricity, a bill split with one guest not paying, tolls, the 52-week and penny
 *   challenges, the hourly rate for a yearly target, a gross pay from the pay in hand, a whole from
 *   its share, simple interest, a year at an APY; a goal's days to its date, the goal furthest
 *   along, two goals at half of an amount each, what more a month a goal needs beside what goes in
 *   now; a horizon named by a bill ("before the car payment comes out"), "the next 72 hours", "the
 *   next 16 days"; spending before payday and a balance pasted in, as the balance supposed;
 * - the check-up (decision 023) for the `checkup` user: the bills' share of take-home pay (37.5%,
 *   which the check-up rounds to 38%), what more savings reach three months of essential costs;
 * - what must decline, as decision 027's conventions in the earlier sets have it: a figure whose
 *   comma is misplaced ("4,2000": 4,200 or 42,000?), "bimonthly" and "biannual" (each of two
 *   frequencies), yen and bitcoin, "my half of the rent" (of which rent?), "the usual amount", a
 *   vague amount ("a few benjamins", "a couple benjamins", "a bit high"), no count (by the window,
 *   by the thousand views), a price alone, no income anywhere, a bill or goal the user does not
 *   have (propane, sewer, renters insurance, a quinceañera fund), two changes at once, a bill or
 *   pay moved, no balance (still saying the change), an age not given exactly ("late 30s"), no
 *   age, under 16, how much is enough, a choice of payouts, the monthly amount for a target, which
 *   goal is "closest to done" (by its share or by what is left?), a goal's money moved or goals
 *   merged, advice, a goal's amount to a date not its own (saying what is left), a unit price or a
 *   trip's fuel with a figure missing, hours of work with no wage; and outside the app: actions
 *   (locking a card, Cash App, applying for a card, freezing credit, a letter to a landlord,
 *   bitcoin, moving money), records it does not hold (a routing number, a cleared paycheck, a
 *   card's minimum, a loan's rate, an employer's match, insurance of a bank), product picks,
 *   predictions, the weather, fares, going rates, what others have saved, tax credits, law.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`): every expected figure is worked
 * out with its helpers (plain arithmetic and date-fns, never the app's code) from those users'
 * figures and the question's own numbers; the check-up's from `seed.ts`'s figures for the
 * `checkup` user by decision 023's rules. Each case keeps a sample right answer
 * (`freshCases17Samples`) for the self-checks.
 */

/** A count with its unit, singular or plural: "9 years", "8 visits", "180 days". */
export const counted = (n: number, unit: string): Figure => ({
  fact: new RegExp(`\\b${n} ${unit}s?\\b`),
  text: `${n} ${unit}${n === 1 ? '' : 's'}`,
});

/** A goal's target date as the app writes it. */
export const goalDate = (goal: FreshGoal, today: string) =>
  longDate(format(addDays(parseISO(today), goal.targetInDays!), 'yyyy-MM-dd'));

/** The checkup user's essential costs, savings and bills' share of take-home pay (decision 023). */
export function checkupMore(today: string) {
  const profile = seedFor('checkup', today).financialProfile!;
  const rent = seedFor('checkup', today).events.find((e) => e.title === 'Rent')!.amount!;
  const share = (rent / profile.monthly_income!) * 100;
  return {
    /** Rent over take-home pay, exact (37.5) and as the check-up rounds it, half up (38). */
    billsShare: either(pct(share), pct(Math.round(share))),
    /** What more savings would cover three months of essential costs, in cents. */
    toThreeMonths: Math.round((3 * profile.monthly_essentials! - profile.savings_balance!) * 100),
  };
}

function build(today: string): Built {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc, outside } =
    freshSetWriters('fresh17', today);

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');

  // By the page: 4.25 x 400 = 1,700 a week; x 52 / 12 = 7,366.67; less 1,450 = $5,916.67 (not 4
  // weeks', 6,800 - 1,450 = 5,350.00).
  afford(
    'empty-court-reporter-4-25-a-page-400-pages-1450',
    'court reporter, i bill 4.25 a page and turn in about 400 pages a week. is a 1,450 apartment within reach',
    [monthly(1450)],
    { profile: 'empty', income: { amount: 4.25 * 400, per: 'weekly' }, wrongCents: [170000 * 4 - 145000] },
  );
  // By the window: 6 x 250 = 1,500 a week; x 52 / 12 = 6,500.00; less 420 = $6,080.00.
  afford(
    'empty-window-washer-6-a-window-250-a-week-van-420',
    'window washer, 6 bucks a window, roughly 250 windows a week. could i manage 420/mo for a work van',
    [monthly(420)],
    { profile: 'empty', income: { amount: 6 * 250, per: 'weekly' }, wrongCents: [150000 * 4 - 42000] },
  );
  // By the chimney: 175 x 8 = 1,400 a week; x 52 / 12 = 6,066.67; less 515 = $5,551.67.
  afford(
    'empty-chimney-sweep-175-8-a-week-truck-515',
    'i sweep chimneys year round, 175 per chimney and about 8 chimneys a week. is a 515 truck note doable for me',
    [monthly(515)],
    { profile: 'empty', income: { amount: 175 * 8, per: 'weekly' }, wrongCents: [140000 * 4 - 51500] },
  );
  // By the tuning: 140 x 11 = 1,540 a week; x 52 / 12 = 6,673.33; less 610 = $6,063.33.
  afford(
    'empty-piano-tuner-140-11-a-week-studio-610',
    'piano tuner: 140 per tuning, 11 tunings a week. 610/mo for a little studio space, yes or no?',
    [monthly(610)],
    { profile: 'empty', income: { amount: 140 * 11, per: 'weekly' }, wrongCents: [154000 * 4 - 61000] },
  );
  // By the ceremony with the ceremonies a month: 275 x 6 = 1,650; less 230 = $1,420.00.
  afford(
    'empty-officiant-275-a-ceremony-6-a-month-car-230',
    'i officiate weddings on the side, 275 a ceremony and i average 6 ceremonies a month. would a 230 car payment fit on just that',
    [monthly(230)],
    { profile: 'empty', income: monthly(275 * 6) },
  );
  // By the call: 85 x 30 = 2,550 a week; x 52 / 12 = 11,050.00; less 700 = $10,350.00.
  afford(
    'empty-locksmith-85-a-call-30-a-week-shop-700',
    'locksmith — 85 a call, around 30 calls a week. can i carry a 700/mo lease on a small shop',
    [monthly(700)],
    { profile: 'empty', income: { amount: 85 * 30, per: 'weekly' }, wrongCents: [255000 * 4 - 70000] },
  );
  // By the pound: 3.10 x 200 = 620 a week; x 52 / 12 = 2,686.67; less 350 = $2,336.67.
  afford(
    'empty-scrap-copper-3-10-a-pound-200-a-week-yard-350',
    'i haul scrap copper, get 3.10 a pound and sell about 200 pounds a week. can i afford 350 a month to rent a corner of a storage yard',
    [monthly(350)],
    { profile: 'empty', income: { amount: 3.1 * 200, per: 'weekly' }, wrongCents: [62000 * 4 - 35000] },
  );
  // By the thousand views: 3.20 x 400 = 1,280 a month; less 900 = $380.00 (not 3.20 x 400,000).
  afford(
    'empty-youtube-rpm-3-20-400k-views-rent-900',
    'my youtube RPM is 3.20 (per 1,000 views) and i get ~400,000 views a month. is 900 rent affordable off that alone',
    [monthly(900)],
    { profile: 'empty', income: monthly(3.2 * 400), wrongCents: [3.2 * 400000 * 100 - 90000] },
  );
  // By the child a month: 160 x 7 = 1,120; less 245 = $875.00.
  afford(
    'empty-tutor-7-kids-160-each-car-245',
    'i tutor 7 kids after school at 160 a month per kid. can i take on a 245 car payment',
    [monthly(245)],
    { profile: 'empty', income: monthly(160 * 7) },
  );
  // By the machine: 45 x 14 = 630 a week; x 52 / 12 = 2,730.00; less 600 = $2,130.00.
  afford(
    'empty-vending-14-machines-45-a-week-box-truck-600',
    'i run a vending route. each machine nets me 45 a week and i have 14 machines. 600 a month for a box truck, ok?',
    [monthly(600)],
    { profile: 'empty', income: { amount: 45 * 14, per: 'weekly' }, wrongCents: [63000 * 4 - 60000] },
  );
  // By the envelope with the envelopes a month: 1.50 x 900 = 1,350; less 95 = $1,255.00.
  afford(
    'empty-calligrapher-1-50-an-envelope-900-a-month-95',
    'calligrapher here, 1.50 an envelope and i address about 900 envelopes a month. can i add a 95/mo design software subscription',
    [monthly(95)],
    { profile: 'empty', income: monthly(1.5 * 900) },
  );
  // By the pool: 38 x 60 = 2,280 a week; x 52 / 12 = 9,880.00; less 480 = $9,400.00.
  afford(
    'empty-pool-cleaner-38-a-pool-60-a-week-truck-480',
    'pool cleaning biz, 38 a pool and i service 60 pools every week. is a 480 truck payment reasonable',
    [monthly(480)],
    { profile: 'empty', income: { amount: 38 * 60, per: 'weekly' }, wrongCents: [228000 * 4 - 48000] },
  );
  // A share of the usual pay: 60% of 4,500 = 2,700; less 180 = $2,520.00 (not the full pay, 4,320.00).
  afford(
    'empty-short-term-disability-60-percent-of-4500-pt-180',
    'out on short-term disability after surgery, it pays 60% of my regular 4,500 a month. can i keep the 180/mo physical therapy plan',
    [monthly(180)],
    { profile: 'empty', income: monthly(4500 * 0.6), wrongCents: [450000 - 18000] },
  );
  // A platform's share kept: 3,800 less 20% = 3,040; less 1,050 = $1,990.00 (not 3,800 - 1,050).
  afford(
    'empty-platform-keeps-20-percent-of-3800-rent-1050',
    'i gross 3,800 a month on a freelance platform and they keep 20% as their fee. is a 1,050 rent doable',
    [monthly(1050)],
    { profile: 'empty', income: monthly(3800 * 0.8), wrongCents: [380000 - 105000] },
  );
  // An offer letter pasted: 58,500 a year is 4,875.00 a month; less 1,300 = $3,575.00.
  afford(
    'empty-pasted-offer-letter-us-58500-one-bedroom-1300',
    'pasted from my offer letter:\nBase Salary: US$58,500 annually\ncould i afford a 1,300 one bedroom on that',
    [monthly(1300)],
    { profile: 'empty', income: { amount: 58500, per: 'yearly' }, wrongCents: [5850000 - 130000] },
  );
  // Indian English: 72,000 p.a. is 6,000.00 a month; less 640 = $5,360.00.
  afford(
    'empty-kindly-72000-pa-car-emi-640',
    'my salary is $72,000 p.a. kindly tell if a car EMI of $640 per month is affordable',
    [monthly(640)],
    { profile: 'empty', income: { amount: 72000, per: 'yearly' }, wrongCents: [7200000 - 64000] },
  );
  // The American South: 3,150 - 389 = $2,761.00.
  afford(
    'empty-fixin-to-truck-note-389-bring-home-3150',
    "fixin to sign for a 389 truck note. i bring home 3,150 a month — y'all think that works",
    [monthly(389)],
    { profile: 'empty', income: monthly(3150) },
  );
  // Slang: 32 benjamins is 3,200; less 750 = $2,450.00.
  afford(
    'empty-32-benjamins-a-month-rent-750',
    'i make 32 benjamins a month (lol) — is a 750 room rent ok',
    [monthly(750)],
    { profile: 'empty', income: monthly(3200) },
  );
  // Slang: 4 large is 4,000; less 425 = $3,575.00.
  afford(
    'empty-4-large-after-taxes-lease-425',
    'pulling in 4 large a month after taxes. could i handle a 425 lease on a hatchback',
    [monthly(425)],
    { profile: 'empty', income: monthly(4000) },
  );
  // "Dlls": 2,900 - 310 = $2,590.00.
  afford(
    'empty-2900-dlls-car-payment-310',
    'i make 2,900 dlls a month, can i afford a 310 car payment or nah',
    [monthly(310)],
    { profile: 'empty', income: monthly(2900) },
  );
  // Indian "/-": 3,400 - 85 = $3,315.00.
  afford(
    'empty-slash-dash-3400-phone-plan-85',
    'take home $3,400/- per month, new phone plan would be $85/- per month. affordable?',
    [monthly(85)],
    { profile: 'empty', income: monthly(3400) },
  );
  // "Qtrly": 9,600 a quarter is 3,200.00 a month; less 700 = $2,500.00 (not 9,600 - 700).
  afford(
    'empty-retainer-9600-qtrly-rent-700',
    'my consulting retainer pays 9,600 qtrly and that is all i earn. does a 700 rent work',
    [monthly(700)],
    { profile: 'empty', income: { amount: 9600, per: 'quarterly' }, wrongCents: [960000 - 70000] },
  );
  // Household, multiple choice: 2,719.01 - 260 = $2,459.01.
  afford(
    'household-multiple-choice-daycare-coop-260',
    "we want to add a 260/mo daycare co-op. is that a) easy b) tight c) not possible — and what's left after?",
    [monthly(260)],
  );
  // Household, tl;dr and a 529 that is no money: 2,719.01 - 150 = $2,569.01 (not 529: 2,190.01).
  afford(
    'household-tldr-150-a-month-into-a-529',
    'my son just turned 4 and everyone at daycare keeps talking about college savings, so we looked into it and the plan we like takes automatic deposits. tl;dr can we afford 150 a month into a 529 for him',
    [monthly(150)],
    { wrongCents: [householdLeft - 52900] },
  );
  // Household, a struck-out figure: 2,719.01 - 215 = $2,504.01 (not 190: 2,529.01).
  afford(
    'household-strikethrough-orthodontist-190-215',
    'can we handle a ~~190~~ 215/mo orthodontist payment plan for our kid',
    [monthly(215)],
    { wrongCents: [householdLeft - 19000] },
  );
  // Household, caps lock on: 2,719.01 - 140 = $2,579.01.
  afford('household-caps-lock-lawn-service-140', 'cAN WE AFFORD A 140 A MONTH LAWN SERVICE', [monthly(140)]);
  // Household, office speak: 2,719.01 - 310 = $2,409.01.
  afford(
    'household-circling-back-bandwidth-minivan-310',
    'circling back on the budget: do we have bandwidth for a 310/mo minivan lease? pls advise by EOD',
    [monthly(310)],
  );
  // Seeded, Australian: 4,183.33 - 220 = $3,963.33.
  afford(
    'seeded-mate-ute-payment-220',
    'reckon i could swing a 220 a month ute payment, mate?',
    [monthly(220)],
    {
      profile: 'seeded',
    },
  );
  // Seeded, an emoticon: 4,183.33 - 175 = $4,008.33.
  afford(
    'seeded-emoticon-pottery-studio-175',
    'pottery studio membership is 175/month with kiln fees included... can i afford it :/',
    [monthly(175)],
    { profile: 'seeded' },
  );
  // Checkup, by the night shift: 240 x 4 = 960 a week; x 52 / 12 = 4,160.00; less rent 1,500 =
  // 2,660.00; less 265 = $2,395.00 (not 4 weeks', 3,840 - 1,500 - 265 = 2,075.00).
  afford(
    'checkup-sleep-tech-240-a-night-4-nights-car-265',
    'i work overnights as a sleep tech, 240 a shift and 4 shifts a week. with my rent, could i also cover a 265 car payment',
    [monthly(265)],
    {
      profile: 'checkup',
      income: { amount: 240 * 4, per: 'weekly' },
      wrongCents: [96000 * 4 - 150000 - 26500],
    },
  );
  // No count; a misplaced comma; "bimonthly"; a vague amount; bitcoin; a bill the user does not
  // have; a price alone; no income anywhere; "the usual amount".
  const affordDecline = (id: string, question: string, profile: FreshProfile) => {
    add('affordability', id, question, profile, decline(), [ONLY_PAYDAY]);
  };
  affordDecline(
    'empty-window-washer-no-count-van-400',
    'i wash windows for 6 a window. could i afford a 400 van payment',
    'empty',
  );
  affordDecline(
    'empty-youtube-rpm-no-views-rent-900',
    'youtube pays me a 3.20 RPM, is a 900 apartment realistic',
    'empty',
  );
  affordDecline(
    'empty-misplaced-comma-4-2000-apartment-1100',
    'i make 4,2000 a month, can i afford a 1,100 apartment',
    'empty',
  );
  affordDecline(
    'empty-bimonthly-pension-2400-car-300',
    'my pension pays 2,400 bimonthly. is a 300 car payment something i can take on',
    'empty',
  );
  affordDecline(
    'empty-few-benjamins-yard-work-phone-90',
    'i make a few benjamins a week doing yard work, can i afford a 90 phone plan',
    'empty',
  );
  affordDecline(
    'empty-paid-in-bitcoin-apartment-1000',
    'i get paid 0.05 BTC a month at my remote job. can i afford a 1,000 apartment',
    'empty',
  );
  affordDecline(
    'household-no-propane-bill-guitar-lessons-75',
    'with the propane bill at 210 now, is there still room for a 75 guitar lesson plan',
    'household',
  );
  affordDecline(
    'household-repair-quote-not-in-yet',
    "can we afford to get my wife's car fixed once the shop calls back with the quote",
    'household',
  );
  affordDecline('checkup-no-income-pilates-199', 'could i do a 199 a month pilates membership', 'checkup');
  affordDecline(
    'seeded-the-usual-amount-to-mom',
    'can i afford to keep sending my mom the usual amount every month',
    'seeded',
  );
  affordDecline(
    'empty-sell-crafts-some-months-storage-unit-140',
    'i sell crafts online, some months good some months dead. can i commit to a 140 storage unit',
    'empty',
  );

  // --- A supposed change, through the forecast until the next payday (or a stated horizon) --------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00, and over any
  // horizon from day 3 on (the balance climbs after each payday).
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.

  // A bank's alert pasted: 640 - 1,250 = -$610.00.
  whatIf(
    'pasted-bank-alert-available-640',
    'just got this text from my bank: "Your available balance is $640.00". will i make it to payday',
    { balance: 640 },
  );
  // A struck-out figure: 900 - 1,315 = -$415.00; $65.00 more.
  whatIf(
    'strikethrough-rent-1250-1315',
    'rent is ~~1,250~~ 1,315 as of the next payment, how low do i sink before payday',
    { changed: { Rent: 1315 } },
  );
  // Caps lock on: the phone on day 15, after payday: -$350.00 either way; $14.00 more.
  whatIf('caps-lock-phone-79', 'iF THE PHONE BILL GOES TO 79 WHATS MY LOWEST POINT BEFORE PAYDAY', {
    changed: { Phone: 79 },
  });
  // Indian English: the car on day 9, after payday: -$350.00 either way; $25.00 more.
  whatIf('car-emi-345-till-salary', 'car EMI going up to 345 from next month, lowest balance till salary?', {
    changed: { 'Car payment': 345 },
  });
  // The American South: 900 - 1,205 = -$305.00; $45.00 less.
  whatIf('yall-rent-drops-1205', "if our rent drops to 1,205, how low do we dip before payday, y'all", {
    changed: { Rent: 1205 },
  });
  // Spending before payday: whenever it falls before payday, 900 - 220 - 1,250 = -$570.00.
  whatIf(
    'spend-220-groceries-before-payday',
    'if i spend 220 on groceries sometime before payday, what does my balance bottom out at',
    { balance: 680 },
  );
  // Slang: 15 benjamins is 1,500: 1,500 - 1,250 = $250.00.
  whatIf('15-benjamins-in-checking', 'if i had 15 benjamins in checking today, lowest before payday?', {
    balance: 1500,
  });
  // Slang: 48 jacksons is 960: 960 - 1,250 = -$290.00.
  whatIf(
    '48-jacksons-in-checking',
    'say checking is 48 jacksons right now, how far under do i go before the paycheck',
    { balance: 960 },
  );
  // A horizon named by a bill: days 0 to 8, before the car payment on day 9: 900 - 1,290 = -$390.00;
  // $40.00 more.
  whatIf(
    'before-car-payment-comes-out-rent-1290',
    "with rent at 1,290, what's my lowest balance between now and when the car payment comes out",
    { changed: { Rent: 1290 }, days: 9 },
  );
  // The next 16 days (days 0 to 15, or 1 to 16: the same): -$350.00 either way; $6.00 more.
  whatIf('phone-71-next-16-days', 'phone going to 71, how low do i get over the next 16 days', {
    changed: { Phone: 71 },
    days: 16,
  });
  // Seeded, the next 72 hours (days 0 to 2, or 1 to 3: the rent on day 2 either way): 1,200 - 1,520
  // = -$320.00; $70.00 more.
  whatIf(
    'seeded-rent-1520-next-72-hours',
    'rent up to 1,520 — lowest i hit in the next 72 hours?',
    { changed: { Rent: 1520 }, days: 3 },
    'seeded',
  );
  // Seeded, multiple choice: the electric bill on day 5, after payday: -$250.00 either way.
  whatIf(
    'seeded-multiple-choice-electric-132',
    'electric bill came in at 132 instead of 95.50 — do i a) stay positive or b) dip negative before payday?',
    { changed: { 'Electric bill': 132 } },
    'seeded',
  );
  // Seeded, tl;dr: 2,050 - 1,450 = $600.00.
  whatIf(
    'seeded-tldr-checking-2050',
    'long day, my sister borrowed my car, the dog needs a groomer, i forgot to eat lunch. tl;dr if checking were 2,050 would i stay positive till payday',
    { balance: 2050 },
    'seeded',
  );
  // Office speak, the pay at 1,900 until the check after next: -$350.00 either way; 200 x 26 / 12 =
  // $433.33 less.
  payChange(
    'per-the-reorg-checks-1900-going-forward',
    "per the reorg my paychecks will be 1,900 going forward. what's the low point through the check after next",
    1900,
  );
  // Seeded, the pay at 2,850 until the check after next: -$250.00 either way; 250 x 26 / 12 =
  // $541.67 more.
  payChange(
    'seeded-new-contract-checks-2850',
    'new contract: checks are 2,850 from here on out. how low do i go till the one after next',
    2850,
    'seeded',
  );
  // The car insurance by the quarter, on day 40: -$350.00 either way; (612 - 540) / 3 = $24.00 more.
  whatIf(
    'car-insurance-renews-612-a-quarter',
    'car insurance renews at 612 a quarter — where does my balance bottom out before payday?',
    { changed: { 'Car insurance': 612 } },
  );
  // "A dozen": 1,262: 900 - 1,262 = -$362.00; $12.00 more.
  whatIf(
    'rent-up-a-dozen-bucks',
    'if the landlord bumps rent up by a dozen bucks, lowest before i get paid?',
    {
      changed: { Rent: 1262 },
    },
  );
  // The one-off dentist on day 11, after payday: -$350.00 either way.
  whatIf(
    'dentist-quoted-260-instead-of-180',
    'the dentist quoted 260 instead of 180 — does that change my low point before payday',
    { changed: { Dentist: 260 } },
  );
  // "US$": 2,400 - 1,250 = $1,150.00.
  whatIf('us-dollar-checking-2400', 'if checking was US$2,400 today would i stay above zero until payday', {
    balance: 2400,
  });
  // No balance today: ask for it, and still say the change: $12.00 more; $60.00 less.
  add(
    'what-if',
    'checkup-rent-up-a-dozen-dollars-no-balance',
    "rent's going up by a dozen dollars next month — do i stay above zero until payday",
    'checkup',
    decline(amount(1200)),
  );
  add(
    'what-if',
    'checkup-landlord-knocked-rent-to-1440-no-balance',
    'landlord knocked my rent down to 1,440 — lowest point before i get my check?',
    'checkup',
    decline(amount(6000)),
  );
  // Two changes; a bill moved; a bill not held; a misplaced comma; "my half"; a vague amount;
  // bitcoin; renters insurance the seeded user does not have; the pay moved; no calendar.
  const whatIfDecline = (id: string, question: string, profile: FreshProfile = 'household') => {
    add('what-if', id, question, profile, decline());
  };
  whatIfDecline(
    'two-changes-rent-1280-streaming-22-99',
    'rent 1,280 and streaming 22.99, how low before i get paid',
  );
  whatIfDecline(
    'cousin-moves-in-chips-in-on-rent',
    'if my cousin moves in and chips in on rent, how low do i get before payday',
  );
  whatIfDecline('no-sewer-bill-95', 'if the sewer bill hits 95, lowest before payday');
  whatIfDecline(
    'misplaced-comma-rent-1-3000',
    'landlord says new rent is 1,3000 (typo on his end?) — where does that leave my balance pre-payday',
  );
  whatIfDecline(
    'my-half-of-the-rent-700',
    'my half of the rent is going up to 700, where does that leave me before payday',
  );
  whatIfDecline(
    'groceries-a-bit-high-this-week',
    'if groceries run a bit high this week, am i still ok before payday',
  );
  whatIfDecline(
    'sold-bitcoin-into-checking',
    'if i sold 0.01 bitcoin into checking today, what would my lowest be before payday',
  );
  whatIfDecline(
    'seeded-no-renters-insurance-25',
    'renters insurance going to 25, lowest before payday',
    'seeded',
  );
  whatIfDecline(
    'paycheck-a-few-days-late',
    'if my paycheck lands a few days late this time, how low do i go',
  );
  whatIfDecline(
    'empty-pasted-available-balance-312-18',
    'my bank app says "Available balance: $312.18" — lowest before payday?',
    'empty',
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  retire(
    'court-reporter-38-450-simple-ira',
    'court reporter, 38, 450 a month into a SIMPLE IRA. how much by 65?',
    { amount: 450, age: 38 },
  );
  // Slang: 3 benjamins is 300 a month, 36 years.
  retire('locksmith-29-3-benjamins-roth', 'locksmith, 29, i drop 3 benjamins a month in my roth. at 65?', {
    amount: 300,
    age: 29,
  });
  // Slang: 4 large is 4,000 saved, and 175 a month, 39 years.
  retire(
    '26-4-large-in-roth-175',
    "26 y/o, 4 large already sitting in a roth and i'm adding 175 monthly. what's that at 65",
    { amount: 175, age: 26, start: 4000 },
  );
  // "US$": 85,000 and 520 a month, 18 years.
  retire(
    'us-dollar-47-85000-520',
    'age 47. US$85,000 in my 401k now, US$520 going in each month. projection at 65?',
    { amount: 520, age: 47, start: 85000 },
  );
  // "P.a.": 9,000 a year is 750 a month, 30 years (not 9,000 a month).
  retire('9000-pa-aged-35', 'i invest $9,000 p.a. in my 401k, aged 35. what corpus at 65?', {
    amount: 9000,
    per: 'yearly',
    age: 35,
  });
  // Indian "/-": 600 a month, 24 years.
  retire('slash-dash-41-600', 'age 41, putting $600/- monthly for retirement. kindly tell value at 65', {
    amount: 600,
    age: 41,
  });
  // "Qtrly": 1,800 a quarter is 600 a month, 15 years (not 1,800 a month).
  retire('50-1800-qtrly-ira', "i'm 50 and put 1,800 qtrly into my IRA. at 65?", {
    amount: 1800,
    per: 'quarterly',
    age: 50,
  });
  // Semiannual: 3,000 twice a year is 6,000 a year, 500 a month, 32 years at 6% (not 3,000 a month).
  retire(
    'semiannual-3000-33-at-6',
    '33 years old, i make semiannual deposits of 3,000 into a roth. at 6% what do i have at 65',
    { amount: 6000, per: 'yearly', age: 33, rate: 6, wrongDeposit: 3000 },
  );
  // A struck-out figure: 325 a month, 34 years (not 250).
  retire('strikethrough-31-250-325', "i'm 31 and put ~~250~~ 325 a month in my 401k, what's it worth by 65", {
    amount: 325,
    age: 31,
    wrongDeposit: 250,
  });
  // Caps lock on: 800 a month, 19 years.
  retire('caps-lock-46-800', "i'M 46, STASHING 800 EVERY MONTH INTO MY 403B. VALUE AT 65?", {
    amount: 800,
    age: 46,
  });
  // A share of a salary given: 10% of 60,000 is 6,000 a year, 500 a month, 35 years.
  retire(
    'share-10-percent-of-60k-salary-30',
    "i'm 30, salary 60k, and 10% of it goes into my 401k. value at 65?",
    { amount: 6000, per: 'yearly', age: 30 },
  );
  // The years to 65 given, not the age: 1,200 a month for 18 years at 6%.
  retire(
    'retiring-at-65-18-years-away-1200-at-6',
    'retiring at 65, which is 18 years away. 1,200 a month at 6% — what will be there',
    { amount: 1200, age: 47, rate: 6 },
  );
  // Retiring at 60: 1,000 a month from 40, 20 years at 5% (not 25 years to 65).
  {
    const total = futureValue(0, 1000, 5, 20);
    const income = fourPercent(total);
    add(
      'retirement',
      'early-at-60-from-40-1000',
      "i'm 40, saving 1,000 a month, and i want out of the workforce at 60. what'll i have then",
      'empty',
      figures(wd(total), either(wd(income.yearly), wd(income.monthly))),
      [wholeDollars(futureValue(0, 1000, 5, 25))],
    );
  }
  // Multiple choice: 140,000 and 1,500 a month, 13 years.
  retire(
    'multiple-choice-52-140k-1500',
    "i'm 52 with 140k saved and adding 1,500 a month. at 65 will i have a) under 500k b) 500k to 1m c) over 1m — and what's the number",
    { amount: 1500, age: 52, start: 140000 },
  );
  // The American South: 400 a month, 29 years.
  retire(
    'yall-36-stickin-400-roth',
    "y'all, i'm 36 and stickin 400 a month in a roth. what'll that be at 65",
    {
      amount: 400,
      age: 36,
    },
  );
  // Household, two people of one age: 700 a month together, 23 years.
  retire(
    'household-both-42-700-together',
    "me and my wife are both 42 and we put 700 a month into retirement together. at 65 what's the pot",
    { amount: 700, age: 42 },
    'household',
  );
  // Seeded, tl;dr: 22,000 and 650 a month, 26 years.
  retire(
    'seeded-tldr-39-22k-650',
    "switched jobs twice, rolled everything into one account, finally organized. tl;dr i'm 39, 22k in the 401k, 650/mo going in. at 65?",
    { amount: 650, age: 39, start: 22000 },
    'seeded',
  );
  // Checkup at 7%: 200 a month, 31 years.
  retire(
    'checkup-34-200-at-7',
    "per my check-up i put 200 a month toward retirement. i'm 34 — what's that at 65 at 7%",
    { amount: 200, age: 34, rate: 7 },
    'checkup',
  );
  // "Biannual"; an age not given exactly; yen; how much is enough; no age; 14; an account's value;
  // "the usual amount"; a choice of payouts; the monthly amount for a target.
  const retireDecline = (id: string, question: string, mustNot?: Fact[]) => {
    add('retirement', id, question, 'empty', decline(), mustNot);
  };
  retireDecline(
    'biannual-2500-ira-37',
    "i'm 37 and make biannual contributions of 2,500 to my IRA. what at 65",
  );
  retireDecline('late-30s-450-roth', "late 30s, 450 a month into a roth, what's it at 65");
  retireDecline(
    'yen-ideco-35-50000',
    'iDeCo question: ¥50,000 monthly since i turned 35 this year, projection at 65',
  );
  retireDecline('is-800k-enough-at-65', 'at 65 will 800k be enough to retire on', NO_PERCENT);
  retireDecline('husband-400-no-age', 'my husband puts 400 a month into his 401k, what will he have at 65');
  retireDecline(
    'daughter-14-babysitting-60-custodial-roth',
    'my daughter is 14 and puts 60 a month of babysitting money in a custodial roth. value at 65?',
  );
  retireDecline('when-does-my-401k-double', 'when does my 401k double', NO_FIGURE);
  retireDecline(
    'usual-amount-44-401k',
    "i'm 44 and put the usual amount into my 401k every month, what at 65",
  );
  retireDecline(
    'tldr-pension-lump-sum-or-annuity',
    'hr sent a packet with two payout options and a bunch of tables. tl;dr should i take the pension lump sum or the annuity',
  );
  retireDecline(
    '45-120k-monthly-to-hit-1-million',
    "i'm 45 with 120k saved. how much do i need to add monthly to hit 1 million at 65",
  );

  // --- Goals: furthest along, days to a date, months at $X, what is left ---------------------------
  const { ef, vacation, car } = householdGoals(today);
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  const behindOrPace = (g: FreshGoal) => {
    const behind = behindCents(g, today);
    return behind > 0 ? m(behind) : ON_PACE;
  };
  const percentDone = (g: FreshGoal) => (g.saved / g.target) * 100;
  const furthestAlong = [...HOUSEHOLD.goals].sort((a, b) => percentDone(b) - percentDone(a))[0]!;

  // The goal furthest along by its share: the Emergency Fund, 25% (the Vacation 20%, the New Car
  // 12.5%).
  goal('biggest-percent-done', 'which of our goals has the biggest percent done so far', [
    said(furthestAlong.title),
    pct(percentDone(furthestAlong)),
  ]);
  // Days to the Vacation's date: 180 days.
  goal('days-till-vacation-deadline', 'how many days till the vacation deadline', [
    counted(vacation.targetInDays!, 'day'),
  ]);
  // The Emergency Fund's date.
  goal('when-is-emergency-fund-due', "when's the emergency fund supposed to be finished", [
    said(goalDate(ef, today)),
  ]);
  // Two goals at two amounts, which first: the Vacation, 2,400 / 250 = 9.6: 10 months (the New Car,
  // 7,000 / 350 = 20 months).
  goal(
    'vacation-250-new-car-350-which-first',
    'if 250 a month goes to the vacation and 350 to the new car, which one wraps up first',
    [said('Vacation'), count(reach(vacation, 250, today).months, 'month')],
  );
  // What more a month beside 300 already going in: the Vacation's amount a month less 300.
  goal(
    'vacation-300-going-in-how-much-more',
    "we're already putting 300 a month into the vacation. how much more per month do we need to make its date",
    [m(neededCents(vacation, today) - 30000)],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Slang: 5 benjamins is 500: 7,000 / 500 = 14 months.
  goal(
    '5-benjamins-into-new-car',
    '5 benjamins monthly toward the new car — finish line when?',
    reachOf(car, 500, today),
  );
  // Slang: 2 large is 2,000: 7,500 / 2,000 = 3.75: 4 months.
  goal(
    '2-large-into-emergency',
    "2 large a month to the emergency fund — when's it full",
    reachOf(ef, 2000, today),
  );
  // A struck-out figure: 2,400 / 450 = 5.3: 6 months (not 350: 7 months).
  goal('strikethrough-vacation-350-450', 'vacation: ~~350~~ 450 per month now. months remaining?', [
    count(reach(vacation, 450, today).months, 'month'),
  ]);
  // Caps lock on: 8,000 - 1,000 = $7,000.00.
  goal('caps-lock-new-car-still-needed', 'nEW CAR FUND, WHATS THE GAP TO THE TARGET', [m(leftCents(car))]);
  // Tl;dr: the Vacation's amount behind (or on pace).
  goal(
    'tldr-vacation-behind',
    'we booked the beach house, the kids are excited, my mother-in-law is coming too. tl;dr how far behind is the vacation savings',
    [behindOrPace(vacation)],
  );
  // Multiple choice: the Emergency Fund's amount behind (or on pace).
  goal(
    'multiple-choice-emergency-ahead-on-pace-behind',
    'emergency fund: are we a) ahead b) on pace c) behind — and by how much',
    [behindOrPace(ef)],
  );
  // The American South: $1,000.00 saved.
  goal('yall-saved-toward-new-car', "what've y'all got stashed in the new car fund so far", [
    m(Math.round(car.saved * 100)),
  ]);
  // Office speak: the Emergency Fund's amount a month to its date.
  goal(
    'action-item-emergency-run-rate',
    'action item: what monthly run-rate gets the emergency fund to its target date',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Indian English: 7,500 + 2,400 + 7,000 = $16,900.00.
  goal('kindly-total-remaining-all-goals', 'kindly tell the total remaining amount across all our goals', [
    m(leftCents(ef) + leftCents(vacation) + leftCents(car)),
  ]);
  // "A dozen": 1,000 + 12 x 350 = $5,200.00.
  goal(
    'new-car-after-a-dozen-months-of-350',
    'new car fund after a dozen months of 350 each — what will it hold',
    [m(Math.round(car.saved * 100) + 12 * 35000)],
  );
  // "Jacksons": 10 a week is 200 a week, 866.67 a month: 2,400 / 866.67 = 2.8: 3 months; or 12 weeks.
  goal('10-jacksons-a-week-vacation', '10 jacksons a week into the vacation fund, how soon is it done', [
    either(count(reach(vacation, (200 * 52) / 12, today).months, 'month'), count(2400 / 200, 'week')),
  ]);
  // "US$": 10,000 - 2,500 = $7,500.00.
  goal('us-dollar-still-missing-emergency', 'how many US$ are still missing from the emergency fund', [
    m(leftCents(ef)),
  ]);
  // "P.m.": 7,000 / 650 = 10.8: 11 months.
  goal(
    '650-pm-towards-new-car',
    'saving $650 p.m. towards new car, when will it complete',
    reachOf(car, 650, today),
  );
  // Seeded: days to the Japan Trip's date: 200 days.
  goal(
    'seeded-japan-days-left',
    'japan trip — days left till the deadline?',
    [counted(japan.targetInDays!, 'day')],
    'seeded',
  );
  // Seeded: 8,000 of 40,000 = 20%.
  goal(
    'seeded-percent-of-house-down-payment',
    'what % of the house down payment have i got so far',
    [pct((house.saved / house.target) * 100)],
    'seeded',
  );
  // Seeded: what more a month beside 300: the Japan Trip's amount a month less 300.
  goal(
    'seeded-japan-300-now-how-much-more',
    'japan: i put 300/month in now. how much more a month to get there on time',
    [m(neededCents(japan, today) - 30000)],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Seeded, "US$": 32,000 / 1,000 = 32 months.
  goal(
    'seeded-us-dollar-1000-house',
    'US$1,000 a month into the house down payment — how long to finish',
    reachOf(house, 1000, today),
    'seeded',
  );
  // Seeded: the Japan Trip's date.
  goal(
    'seeded-japan-target-date',
    "what's the target date on my japan goal",
    [said(goalDate(japan, today))],
    'seeded',
  );
  // Yen; "closest to done"; a date set; "bimonthly"... a goal the user does not have; a date not
  // the goal's own (what is left said); advice; goals merged; a vague amount; no goals; "the usual".
  const goalDecline = (
    id: string,
    question: string,
    profile: FreshProfile = 'household',
    ...figs: Figure[]
  ) => {
    add('goals', id, question, profile, decline(...figs));
  };
  goalDecline(
    'seeded-yen-300000-spending-money-japan',
    'i want ¥300,000 of spending money for japan, is the trip fund on track for that',
    'seeded',
  );
  goalDecline('closest-to-being-done', 'which goal is closest to being done');
  goalDecline('set-vacation-deadline-december', 'set the vacation deadline to december 1st');
  goalDecline('no-quinceanera-fund', "how's the quinceañera fund coming along");
  goalDecline(
    'new-car-by-anniversary-in-october',
    'how much a month to have the new car fund done by our anniversary in october',
    'household',
    m(leftCents(car)),
  );
  goalDecline(
    'pause-vacation-throw-it-at-emergency',
    'should we pause the vacation fund and throw everything at the emergency fund',
  );
  goalDecline('merge-vacation-and-new-car', 'merge the vacation and new car goals into one');
  goalDecline(
    'couple-benjamins-now-and-then',
    "if we throw a couple benjamins at the vacation now and then, when's it done",
  );
  goalDecline('checkup-percent-done-on-goals', "what's the % done on my goals", 'checkup');
  goalDecline(
    'usual-monthly-amount-new-car',
    'at our usual monthly amount, when will the new car fund be full',
  );
  goalDecline('empty-days-till-goal-deadline', 'how many days do i have till my goal deadline', 'empty');

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // The rule of 72: 72 / 8 = 9 years.
  calc('rule-of-72-at-8-percent', 'rule of 72: at 8% how many years to double my money', [
    counted(72 / 8, 'year'),
  ]);
  // A price per unit: 9.00 / 12 = $0.75; 19.50 / 30 = $0.65.
  calc(
    'price-per-roll-12-for-9-or-30-for-19-50',
    '12 rolls for 9.00 or 30 rolls for 19.50 — price per roll of each?',
    [m(900 / 12), m(1950 / 30)],
  );
  // A break-even count: 120 / 15 = 8 visits.
  calc(
    'pool-pass-120-or-15-a-visit-break-even',
    'annual pool pass is 120, or 15 a visit. at how many visits do they break even',
    [counted(120 / 15, 'visit')],
  );
  // A cost per wear: 90 / 150 = $0.60.
  calc('boots-90-worn-150-times-cost-per-wear', 'boots cost 90 and i wore them 150 times. cost per wear?', [
    m(9000 / 150),
  ]);
  // A price from a total with its tax: 107 / 1.07 = $100.00 (not 107 less 7% of it, 99.51).
  calc(
    'paid-107-with-7-percent-tax-pre-tax-price',
    'paid 107.00 total, 7% sales tax included. what was the price before tax',
    [m(10000)],
    'empty',
    [money(9951)],
  );
  // A debt-to-income ratio: 640 / 4,000 = 16%.
  calc(
    'debt-to-income-640-of-4000-gross',
    "debt payments are 640 a month and gross income is 4,000 — what's my debt-to-income ratio",
    [pct((640 / 4000) * 100)],
  );
  // A net worth: 2,300 + 6,100 + 9,000 - 7,400 - 1,850 = $8,150.00.
  calc(
    'net-worth-from-five-figures',
    'checking 2,300, savings 6,100, car worth 9,000; car loan 7,400 and card balance 1,850. net worth?',
    [m((2300 + 6100 + 9000 - 7400 - 1850) * 100)],
  );
  // Hours of work for a price: 240 / 16 = 15 hours.
  calc('hours-of-work-at-16-for-240-phone', 'at 16 an hour, how many hours of work is a 240 phone', [
    counted(240 / 16, 'hour'),
  ]);
  // A day's allowance to payday: 340 / 8 = $42.50.
  calc('allowance-340-left-payday-in-8-days', "340 left and payday's in 8 days — what can i spend per day", [
    m(34000 / 8),
  ]);
  // Stacked discounts: 150 x 0.7 x 0.8 = $84.00 (not 50% off, 75.00).
  calc(
    'jacket-150-30-off-then-extra-20-off',
    'jacket is 150, 30% off plus an extra 20% off at the register. final price?',
    [m(15000 * 0.7 * 0.8)],
    'empty',
    [money(7500)],
  );
  // Cash back: 1,850 x 2% = 37 a month; x 12 = $444.00.
  calc(
    'cash-back-2-percent-on-1850-a-month-yearly',
    '2% cash back on about 1,850 of card spending a month — how much back in a year',
    [m(185000 * 0.02 * 12)],
  );
  // A trip's fuel: 420 / 28 = 15 gallons; x 3.50 = $52.50.
  calc(
    'road-trip-420-miles-28-mpg-3-50-gas',
    'road trip is 420 miles, my car gets 28 mpg and gas is 3.50 a gallon. fuel cost?',
    [m((420 / 28) * 350)],
  );
  // A heater's electricity: 1.5 kW x 6 h x 30 = 270 kWh; x 0.16 = $43.20.
  calc(
    'space-heater-1-5-kw-6-hours-30-days-16-cents',
    'space heater draws 1.5 kW and runs 6 hours a day for 30 days. power is 16 cents per kWh — what does it cost',
    [m(1.5 * 6 * 30 * 16)],
  );
  // One guest not paying: 240 / 4 = $60.00 (not 240 / 5 = 48.00).
  calc(
    'dinner-240-five-of-us-birthday-girl-free',
    "dinner bill is 240, five of us but the birthday girl doesn't pay. what does each of the rest owe",
    [m(24000 / 4)],
    'empty',
    [money(24000 / 5)],
  );
  // By the credit: 14 x 385 = $5,390.00.
  calc('tuition-14-credits-at-385', '14 credits at 385 per credit hour — semester tuition?', [m(14 * 38500)]);
  // Tolls: 6.50 x 2 x 4 x 48 = $2,496.00.
  calc(
    'tolls-6-50-each-way-4-days-48-weeks',
    'tolls are 6.50 each way, 4 days a week, 48 working weeks. yearly toll cost',
    [m(650 * 2 * 4 * 48)],
  );
  // The 52-week challenge: 1 + 2 + ... + 52 = $1,378.00.
  calc(
    '52-week-challenge-total',
    '52 week challenge — 1 dollar in week one, 2 dollars week two, all the way to 52 dollars. total at the end?',
    [m(((52 * 53) / 2) * 100)],
  );
  // The penny challenge: 1 + 2 + ... + 365 cents = 66,795 cents = $667.95.
  calc(
    'penny-challenge-365-days',
    'penny challenge: save 1¢ on day 1, 2¢ on day 2, and so on for 365 days. total?',
    [m((365 * 366) / 2)],
  );
  // The hourly rate for a yearly target: 60,000 / (40 x 50) = $30.00.
  calc(
    'gross-60k-40-hrs-50-weeks-hourly-needed',
    'want to gross 60k a year working 40 hrs a week for 50 weeks — hourly rate needed?',
    [m(6000000 / (40 * 50))],
  );
  // A gross pay from the pay in hand: 3,000 / 0.75 = $4,000.00 (not 3,000 x 1.25 = 3,750.00).
  calc(
    'need-3000-in-hand-25-percent-withheld-gross',
    'i need 3,000 in hand and 25% of gross gets withheld. what gross do i need',
    [m(300000 / 0.75)],
    'empty',
    [money(375000)],
  );
  // A whole from its share: 45 / 0.15 = $300.00.
  calc(
    'fifteen-percent-of-budget-is-45-whole',
    "15% of my fun budget is 45 dollars, what's the whole budget",
    [m(4500 / 0.15)],
  );
  // Zakat: 2.5% of 18,400 = $460.00.
  calc('zakat-2-5-percent-on-18400', 'zakat at 2.5% on 18,400 of savings — how much do i give', [
    m(1840000 * 0.025),
  ]);
  // Red envelopes: 88 x 6 = $528.00.
  calc(
    'red-envelopes-88-for-6-nieces-nephews',
    'lunar new year: 88 in a red envelope for each of my 6 nieces and nephews, total?',
    [m(8800 * 6)],
  );
  // Simple interest: 2,000 x 6% x 3 = $360.00.
  calc(
    'simple-interest-6-percent-2000-3-years',
    'simple interest, 6% a year on a 2,000 loan to my cousin for 3 years — how much interest',
    [m(200000 * 0.06 * 3)],
  );
  // A year at an APY: 10,000 x 4.2% = $420.00.
  calc('apy-4-2-on-10000-one-year', '10,000 in savings at 4.2% APY — interest after one year', [
    m(1000000 * 0.042),
  ]);
  // A spreadsheet formula: 1,275 x 12 + 350 = $15,650.00.
  calc(
    'spreadsheet-formula-1275-times-12-plus-350',
    'what does =1275*12+350 come out to (rent for a year plus the deposit)',
    [m((1275 * 12 + 350) * 100)],
  );
  // Household, two bills over a year: 320 x 12 + 540 x 4 = $6,000.00 (not the insurance monthly,
  // 10,320.00).
  calc(
    'household-car-payment-and-insurance-yearly',
    'how much do the car payment and the car insurance cost us a year, together',
    [m(32000 * 12 + 54000 * 4)],
    'household',
    [money(32000 * 12 + 54000 * 12), ONLY_PAYDAY],
  );
  // Household, the calendar's bills over the next 16 days (days 0 to 15, or 1 to 16: the same).
  {
    const within = calendarWithin(HOUSEHOLD, today, 15);
    calc(
      'household-bills-next-16-days',
      'list the bills over the next 16 days and their total',
      [...within.titles.map((t) => said(t)), m(within.bills)],
      'household',
      [ONLY_PAYDAY],
    );
  }
  // Seeded, the calendar's bills in the next 72 hours (days 0 to 2, or 1 to 3: the same).
  {
    const within = calendarWithin(SEEDED, today, 2);
    calc(
      'seeded-bills-next-72-hours',
      "what's coming out of my account in the next 72 hours",
      [...within.titles.map((t) => said(t)), m(within.bills)],
      'seeded',
      [ONLY_PAYDAY],
    );
  }
  // Seeded, a bill's amount and day.
  {
    const electric = SEEDED.events.find((e) => e.title === 'Electric bill')!;
    calc(
      'seeded-electric-bill-amount-and-day',
      'how much is the electric bill and what day is it due',
      [
        m(Math.round(electric.amount * 100)),
        said(longDate(format(addDays(parseISO(today), electric.inDays), 'yyyy-MM-dd'))),
      ],
      'seeded',
      [ONLY_PAYDAY],
    );
  }
  // The check-up (decision 023) for the checkup user: rent 1,500 of 4,000 is 37.5% (38% rounded);
  // three months of 2,000 of essential costs is 6,000, 2,000.00 more than the 4,000 saved; 2.0
  // months covered.
  {
    const more = checkupMore(today);
    const checkup = checkupFigures(today);
    calc(
      'checkup-share-of-take-home-to-bills',
      'per my check-up numbers, bills are what % of my monthly income',
      [more.billsShare],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-more-saved-for-3-months-of-essentials',
      'how much more would i need saved to cover 3 months of my essentials',
      [m(more.toThreeMonths)],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-tldr-cushion-months',
      'i keep reading different rules about emergency money and i am confused. tl;dr how many months does my savings cushion cover right now',
      [checkup.monthsCovered],
      'checkup',
      [ONLY_PAYDAY],
    );
  }
  // A figure missing; "bimonthly"; "biannual"; a misplaced comma; yen; no wage; no price a visit;
  // no numbers; a vague amount.
  const calcDecline = (id: string, question: string, mustNot?: Fact[]) => {
    add('arithmetic', id, question, 'empty', decline(), mustNot);
  };
  calcDecline(
    'peanut-butter-per-ounce-no-prices',
    'which is cheaper per ounce, the big peanut butter jar or the small one',
    [/\$\s?\d/],
  );
  calcDecline('road-trip-420-miles-no-mpg', '420 mile drive and gas is 3.50, what will fuel cost me');
  calcDecline('water-90-bimonthly-yearly', 'water bill is 90 bimonthly — what does that come to in a year');
  calcDecline('biannual-hoa-450-monthly', 'biannual HOA assessment of 450, monthly equivalent?');
  calcDecline('misplaced-comma-7-percent-of-2-2500', 'figure 7 percent of 2,2500 for me');
  calcDecline('yen-12000-dinner-split-4-in-dollars', '¥12,000 dinner split 4 ways, in dollars each?', [
    /\$\s?\d/,
  ]);
  calcDecline(
    'hours-to-pay-for-1200-laptop-no-wage',
    'how many hours do i have to work to pay off a 1,200 laptop',
  );
  calcDecline('is-120-annual-pass-worth-it', 'is a 120 annual pass worth it');
  calcDecline('empty-whats-my-dti', "what's my debt to income ratio", NO_PERCENT);
  calcDecline('couple-benjamins-times-12', 'a couple benjamins times 12?', [/\$\s?\d/]);

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside('lock-debit-card-left-at-bar', 'lock my debit card, pretty sure i left it at the bar', 'household');
  outside('routing-number-credit-union', "what's the routing number for my credit union", 'empty');
  outside('landlord-cashed-rent-check', 'has my landlord cashed the rent check yet', 'household');
  outside('splitwise-pizza-bill', 'split the pizza bill with my roommates on splitwise for me', 'empty');
  outside('card-most-airline-miles', 'which credit card earns the most airline miles', 'empty', NO_FIGURE);
  outside('co-sign-nephews-car-loan', "should i co-sign my nephew's car loan", 'empty');
  outside('yall-gas-prices-drop-summer', "y'all think gas prices drop this summer?", 'empty', NO_FIGURE);
  outside('weather-tokyo-japan-trip', "what's the weather gonna be in tokyo for my japan trip", 'seeded');
  outside('credit-union-about-to-go-under', 'is my credit union about to go under', 'empty');
  outside(
    'amex-minimum-payment-this-month',
    "what's the minimum payment due on my amex this month",
    'empty',
    [/\$\s?\d/],
  );
  outside(
    'college-cost-4-years-by-2040',
    'how much will 4 years of college cost by 2040',
    'empty',
    NO_FIGURE,
  );
  outside('cheapest-round-trip-tokyo-may', 'cheapest round trip to tokyo in may?', 'seeded', [/\$\s?\d/]);
  outside('sign-me-up-costco-card', 'sign me up for a costco citi card', 'empty');
  outside('child-tax-credit-per-kid', "what's the child tax credit per kid this year", 'empty', NO_FIGURE);
  outside(
    'strongly-worded-email-landlord-heater',
    'write my landlord a strongly worded email about the broken heater',
    'household',
  );
  outside('legal-boss-pays-two-weeks-late', 'is it legal for my boss to pay me two weeks late', 'empty');
  outside('lease-or-buy-next-car', 'lease or buy my next car, which is smarter', 'empty');
  outside('most-30-year-olds-saved', 'how much do most 30 year olds have saved', 'empty', [/\$\s?\d/]);
  outside(
    'convert-500-emergency-into-bitcoin',
    'convert 500 of our emergency fund into bitcoin',
    'household',
  );
  outside('employers-401k-match', "what's my employer's 401k match", 'empty', NO_PERCENT);
  outside('car-loan-payoff-amount', "what's the payoff amount on my car loan", 'household');
  outside('freeze-credit-three-bureaus', 'freeze my credit at all three bureaus', 'empty');
  outside('sales-tax-rate-where-i-live', "what's the sales tax rate where i live", 'empty', NO_PERCENT);
  outside(
    'kindly-do-the-needful-move-200-vacation',
    'kindly do the needful and move 200 into the vacation goal',
    'household',
  );
  outside('circle-back-friday-re-checkup', 'circle back with me friday re: my check-up', 'checkup');
  outside('going-rate-court-reporters-ohio', "what's the going rate for court reporters in ohio", 'empty', [
    /\$\s?\d/,
  ]);

  return built;
}

/** The seventeenth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases17(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases17Samples(today: string): Record<string, string> {
  return build(today).samples;
}
