import { addDays, addMonths, differenceInCalendarDays, endOfQuarter, parseISO } from 'date-fns';
import {
  HOUSEHOLD,
  SEEDED,
  behindCents,
  futureValue,
  money,
  neededCents,
  perMonthCents,
  reach,
  wholeDollars,
  type Fact,
  type FreshCase,
  type FreshEvent,
  type FreshProfile,
  type FreshUser,
  type Per,
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
} from './fresh-figures.ts';

/**
 * The fifteenth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests) and without seeing any evaluation's answers, never tuned on.
 * None of its questions rewords one of sets 1 to 14 (no question shares half its words with one of
 * theirs, nor with another of its own). What is new here:
 *
 * - who asks: someone between jobs on a weekly unemployment benefit, a military retiree on retired
 *   pay, foster parents paid by the county per child with the children placed, a lawn-care worker
 *   by the yard with the yards a week and the weeks a season, a house cleaner by the house, a youth
 *   sports referee or umpire by the game on top of a paycheck, a freelance writer by the article, a
 *   thrift-store reseller by the item flipped, a spin instructor by the class, a temp paid out daily
 *   through a staffing app with the days a week, a nanny paid in cash each Friday, someone living on
 *   a structured settlement, a food truck by the event, a home health aide by the visit; people
 *   asking for someone else ("asking for my mom", "for my grandma", "my wife asked me to check"),
 *   couples settling an argument ("my husband says ..., who's right"), and life events: a wedding,
 *   a move for a job, a layoff with severance;
 * - how it is written: text-speak with digits for words ("b4", "2day", "tmrw", "2moro", "ur", "r",
 *   "w/", "4" for for, "2" for to, "thx", "wat"), dictation's homophones ("for hundred" for four
 *   hundred, "every to weeks", "ate hundred"), corrections in the same message ("sorry I mean 450
 *   not 520", "*2,700", "wait no 750", "I'm 41 — sorry, 44"), reddit-style ages ("34M", "(29F)"),
 *   a question pasted as lines (a list with line breaks), approximations ("~185/mo", "300ish");
 * - how amounts are written: the European decimal comma in dollars ("3.250,00", "389,50",
 *   "1.295,00", "4,5%", "1.249,99"), which a right answer reads honestly, and in euros ("2.800,00
 *   €"), which declines; a space between the thousands ("4 150", "1 375", "25 000", "7 500");
 *   money slang ("4 racks", "a rack", "2 racks", "10 racks", "5 bands", "2 c-notes");
 * - horizons named by holidays and the calendar's quarter: "before Christmas", "before
 *   Thanksgiving", "before Labor Day", "before Halloween", "by New Year's Eve", "before tax day"
 *   (each the next one after today), "this quarter" (to the quarter's last day); a goal's date "by
 *   my birthday in march" or "by labor day" (not the goal's own: declined, saying what is left);
 * - what must decline, as decision 027 says: no income anywhere, pay by the game, the house, the
 *   class, the lawn or the child with no count, a vague amount ("a couple hundred", "whatever
 *   sells", "a few hundred more", "a bit", "goes up some"), euros, a price alone, a bill or goal the
 *   user does not have (daycare, internet, a car payment for the seeded user, a wedding or moving
 *   fund, a new car fund for the seeded user), no balance (still saying the change), two changes at
 *   once, a bill moved to another day, "it", an age not given, two ages, 65 or over, under 16, a
 *   share of a salary not given, the monthly amount for a target, retired pay's amount (a record),
 *   a goal's money moved, a goal renamed, which goal first, a goal's amount to a date not its own,
 *   tax on a benefit, an amortized loan, interest with no rate, overtime, tips on sales not given,
 *   a conversion from euros; and outside the app: benefits extended, filing a claim, a state's
 *   maximum benefit, a military COLA, a foster care rate, going rates, invoices, resale prices, tax
 *   on resales and an inheritance, past spending and sales, Venmo, reminders, a deposit returned, a
 *   settlement's rate and sale, moving costs, a transfer into a fund, exchange rates, a deposit's
 *   hour, cancelling, calling a landlord, what food trucks make, gigs drying up.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`, decision 027): every expected
 * figure is worked out with its helpers (plain arithmetic and date-fns, never the app's code) from
 * those users' figures and the question's own numbers. Each case keeps a sample right answer
 * (`freshCases15Samples`) for the self-checks.
 */

/** Days from `today` through `end` (both included): the horizon of a stated date. */
const daysThrough = (today: string, end: Date) => differenceInCalendarDays(end, parseISO(today)) + 1;

/** Days from `today` up to the day before `day` ("before Christmas"): `day` itself left out. */
const daysBefore = (today: string, day: Date) => differenceInCalendarDays(day, parseISO(today));

/** The first date after today that `pick` gives for this year, else for next year. */
const upcoming = (today: string, pick: (year: number) => Date): Date => {
  const now = parseISO(today);
  const thisYear = pick(now.getFullYear());
  return differenceInCalendarDays(thisYear, now) > 0 ? thisYear : pick(now.getFullYear() + 1);
};

/** The next Christmas Day after today. */
export const christmas = (today: string) => upcoming(today, (y) => new Date(y, 11, 25));

/** The next Thanksgiving (the fourth Thursday of November) after today. */
export const thanksgiving = (today: string) =>
  upcoming(today, (y) => {
    const first = 1 + ((4 - new Date(y, 10, 1).getDay() + 7) % 7);
    return new Date(y, 10, first + 21);
  });

/** The next Labor Day (the first Monday of September) after today. */
export const laborDay = (today: string) =>
  upcoming(today, (y) => new Date(y, 8, 1 + ((1 - new Date(y, 8, 1).getDay() + 7) % 7)));

/** The next Halloween after today. */
export const halloween = (today: string) => upcoming(today, (y) => new Date(y, 9, 31));

/** The next New Year's Eve after today. */
export const newYearsEve = (today: string) => upcoming(today, (y) => new Date(y, 11, 31));

/** The next tax day (April 15) after today. */
export const taxDay = (today: string) => upcoming(today, (y) => new Date(y, 3, 15));

/** The last day of this calendar quarter. */
export const quarterEnd = (today: string) => endOfQuarter(parseISO(today));

/** Day indexes from 0 to `last` on which a pending event of the calendar falls. */
export function daysDue(event: FreshEvent, today: string, last: number): number[] {
  if (event.completed) return [];
  const start = addDays(parseISO(today), event.inDays);
  const step: Record<Per, (k: number) => Date> = {
    weekly: (k) => addDays(start, 7 * k),
    'bi-weekly': (k) => addDays(start, 14 * k),
    'semi-monthly': (k) => addDays(start, 15 * k),
    monthly: (k) => addMonths(start, k),
    quarterly: (k) => addMonths(start, 3 * k),
    yearly: (k) => addMonths(start, 12 * k),
  };
  const days: number[] = [];
  for (let k = 0; k < 400; k += 1) {
    if (event.per === null && k > 0) break;
    const date = event.per === null ? start : step[event.per](k);
    const index = differenceInCalendarDays(date, parseISO(today));
    if (index > last) break;
    if (index >= 0) days.push(index);
  }
  return days;
}

/** The calendar's bills (their titles, and their sum in cents) and pay (cents) from today to day `last`. */
export function calendarWithin(user: FreshUser, today: string, last: number) {
  const titles: string[] = [];
  let bills = 0;
  let pay = 0;
  for (const event of user.events) {
    const days = daysDue(event, today, last);
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
  const { built, add, decline, afford, whatIf, retire, goal, calc, outside } = freshSetWriters(
    'fresh15',
    today,
  );

  // --- Affordability of a new or changed regular payment ------------------------------------------
  // Household: $2,100 every two weeks is $4,550.00 a month; bills $1,250 + $320 + $65 + $15.99 +
  // $540 / 3 = $1,830.99 (the one-off Dentist is not monthly); $2,719.01 left.
  // Seeded: $2,600 every two weeks is $5,633.33; its one repeating bill is rent, $1,450: $4,183.33.
  // Checkup: rent $1,500 a month and no income on the calendar. Empty: nothing at all.
  const householdLeft = leftOf('household');
  const seededLeft = leftOf('seeded');

  // Unemployment by the week: 487 x 52 / 12 = 2,110.33; less 230 = $1,880.33 (not 4 weeks' 1,948 -
  // 230 = 1,718.00).
  afford(
    'empty-unemployment-487-a-week-car-insurance-230',
    'been laid off since june and unemployment pays me 487 a week. can i keep paying 230/mo for car insurance on that',
    [monthly(230)],
    { profile: 'empty', income: { amount: 487, per: 'weekly' }, wrongCents: [48700 * 4 - 23000] },
  );
  // Retired pay and VA disability: 2,640 + 1,100 = 3,740; less 540 = $3,200.00 (not the VA left out,
  // 2,100.00).
  afford(
    'empty-navy-retiree-2640-va-1100-mortgage-540',
    'retired navy, 20 yrs in. my retired pay is 2,640 a month and VA disability adds 1,100 monthly. could i handle a 540 mortgage on a small place',
    [monthly(540)],
    { profile: 'empty', income: monthly(2640 + 1100), wrongCents: [264000 - 54000] },
  );
  // Per child with the children placed: 685 x 3 + 2,200 = 4,255; less 450 = $3,805.00 (not one child,
  // 2,435.00).
  afford(
    'empty-foster-685-per-child-3-kids-2200-minivan-450',
    'foster parents here. the county gives us 685 per child each month and we have 3 kids placed, plus i earn 2,200 a month. is a 450 minivan payment doable',
    [monthly(450)],
    { profile: 'empty', income: monthly(685 * 3 + 2200), wrongCents: [68500 + 220000 - 45000] },
  );
  // By the yard with the yards a week and the weeks a season: 40 x 25 x 30 = 30,000; / 12 = 2,500.00;
  // less 350 = $2,150.00 (not the season's weekly pay all year, 4,333.33 - 350 = 3,983.33).
  afford(
    'empty-lawn-care-40-a-yard-25-yards-30-weeks-truck-350',
    'i do lawn care, 40 a yard, 25 yards a week, and the season is 30 weeks long. nothing the rest of the year. can i carry a 350 truck payment year round',
    [monthly(350)],
    {
      profile: 'empty',
      income: { amount: 40 * 25 * 30, per: 'yearly' },
      wrongCents: [perMonthCents(40 * 25, 'weekly') - 35000],
    },
  );
  // By the house with the houses a week: 110 x 9 = 990 a week; x 52 / 12 = 4,290.00; less 1,150 =
  // $3,140.00 (not 4 weeks' 3,960 - 1,150 = 2,810.00).
  afford(
    'empty-house-cleaner-110-a-house-9-a-week-apartment-1150',
    'I clean houses for a living, 110 per house and 9 houses a week. Would a 1,150 apartment be too much?',
    [monthly(1150)],
    { profile: 'empty', income: { amount: 110 * 9, per: 'weekly' }, wrongCents: [99000 * 4 - 115000] },
  );
  // By the article with the articles a month: 350 x 8 = 2,800; less 275 = $2,525.00.
  afford(
    'empty-writer-350-an-article-8-a-month-premium-275',
    'freelance writer, i get 350 per article and usually file 8 articles a month. would a 275 health insurance premium fit',
    [monthly(275)],
    { profile: 'empty', income: monthly(350 * 8) },
  );
  // By the item flipped with the items a week: 22 x 30 = 660 a week; x 52 / 12 = 2,860.00; less 400 =
  // $2,460.00 (not 4 weeks' 2,640 - 400 = 2,240.00).
  afford(
    'empty-reseller-22-profit-30-items-a-week-car-400',
    'i flip thrift store finds on ebay, around 22 profit per item and i move about 30 items a week. can i swing a 400 car payment',
    [monthly(400)],
    { profile: 'empty', income: { amount: 22 * 30, per: 'weekly' }, wrongCents: [66000 * 4 - 40000] },
  );
  // By the class with the classes a week: 38 x 14 = 532 a week; x 52 / 12 = 2,305.33; less 1,050 =
  // $1,255.33 (not 4 weeks' 2,128 - 1,050 = 1,078.00).
  afford(
    'empty-spin-instructor-38-a-class-14-a-week-studio-1050',
    'spin instructor at three gyms: 38 a class, 14 classes a week. is a 1,050 studio apartment realistic',
    [monthly(1050)],
    { profile: 'empty', income: { amount: 38 * 14, per: 'weekly' }, wrongCents: [53200 * 4 - 105000] },
  );
  // Paid out daily with the days a week: 136 x 5 = 680 a week; x 52 / 12 = 2,946.67; less 285 =
  // $2,661.67 (not 4 weeks' 2,720 - 285 = 2,435.00).
  afford(
    'empty-staffing-app-daily-136-5-days-car-note-285',
    'i work warehouse shifts through a staffing app that pays out daily, 136 a day, 5 days a week. could i take on a 285 car note',
    [monthly(285)],
    { profile: 'empty', income: { amount: 136 * 5, per: 'weekly' }, wrongCents: [68000 * 4 - 28500] },
  );
  // Paid each Friday: 720 x 52 / 12 = 3,120.00; less 1,200 = $1,920.00 (not 4 Fridays', 1,680.00).
  afford(
    'empty-nanny-720-cash-every-friday-rent-1200',
    'i nanny for a family and they hand me 720 cash every friday. is 1,200 rent doable for me',
    [monthly(1200)],
    { profile: 'empty', income: { amount: 720, per: 'weekly' }, wrongCents: [72000 * 4 - 120000] },
  );
  // A settlement and SSDI: 1,850 + 1,240 = 3,090; less 310 = $2,780.00 (not the SSDI left out,
  // 1,540.00).
  afford(
    'empty-structured-settlement-1850-ssdi-1240-van-310',
    'after my accident i get a structured settlement of 1,850 a month, and SSDI of 1,240 monthly on top. can we add a 310 wheelchair van payment',
    [monthly(310)],
    { profile: 'empty', income: monthly(1850 + 1240), wrongCents: [185000 - 31000] },
  );
  // By the event with the events a month: 1,150 x 4 = 4,600; less 700 = $3,900.00.
  afford(
    'empty-food-truck-1150-an-event-4-a-month-commissary-700',
    'we run a food truck and net about 1,150 per event, 4 events a month. is 700 monthly for a commissary kitchen sustainable',
    [monthly(700)],
    { profile: 'empty', income: monthly(1150 * 4) },
  );
  // For someone else: 1,580 + 410 = 1,990; less 125 = $1,865.00 (not the pension left out, 1,455.00).
  afford(
    'empty-asking-for-my-mom-ss-1580-pension-410-alert-125',
    'asking for my mom: she gets 1,580 a month from social security and 410 from a small pension. can she afford 125 a month for a medical alert service',
    [monthly(125)],
    { profile: 'empty', income: monthly(1580 + 410), wrongCents: [158000 - 12500] },
  );
  // Text-speak: 3,100 - 415 = $2,685.00.
  afford(
    'empty-text-speak-ur-3100-car-pymt-415',
    'ur prob gonna say no but can i afford a 415 car pymt on 3100 a mo',
    [monthly(415)],
    { profile: 'empty', income: monthly(3100) },
  );
  // Dictation: "every to weeks": 1,900 x 26 / 12 = 4,116.67; less 600 = $3,516.67 (not 1,900 a month,
  // 1,300.00).
  afford(
    'empty-voice-1900-every-to-weeks-daycare-600',
    'i get paid 1,900 every to weeks could i manage a 600 a month daycare spot',
    [monthly(600)],
    { profile: 'empty', income: { amount: 1900, per: 'bi-weekly' }, wrongCents: [190000 - 60000] },
  );
  // A correction: 3,400 - 450 = $2,950.00 (not the 520 first written, 2,880.00).
  afford(
    'empty-correction-520-i-mean-450',
    'i take home 3,400 a month and want a 520 car payment, sorry I mean 450 not 520. is that ok',
    [monthly(450)],
    { profile: 'empty', income: monthly(3400), wrongCents: [340000 - 52000] },
  );
  // An asterisk correction: 2,700 - 380 = $2,320.00 (not the 2,900 first written, 2,520.00).
  afford(
    'empty-asterisk-correction-2900-to-2700-motorcycle-380',
    'can i afford a 380 motorcycle payment on 2,900 a month\n*2,700 a month, typo',
    [monthly(380)],
    { profile: 'empty', income: monthly(2700), wrongCents: [290000 - 38000] },
  );
  // The European decimal comma, in dollars: 3,250.00 - 389.50 = $2,860.50 (not 3.25 - 389.50).
  afford(
    'empty-european-comma-3250-lease-389-50',
    'I earn 3.250,00 a month (in dollars, I just write numbers the German way). Can I afford a car lease of 389,50 monthly?',
    [monthly(389.5)],
    { profile: 'empty', income: monthly(3250), wrongCents: [325 - 38950] },
  );
  // A space between the thousands: 4,150 - 1,375 = $2,775.00.
  afford(
    'empty-space-thousands-4-150-rent-1-375',
    'my salary is 4 150 a month after tax. can i afford rent of 1 375 a month',
    [monthly(1375)],
    { profile: 'empty', income: monthly(4150) },
  );
  // Money slang: 4 racks is 4,000: less 650 = $3,350.00.
  afford(
    'empty-slang-4-racks-a-month-car-note-650',
    'i bring in 4 racks a month, is a 650 car note smart or nah',
    [monthly(650)],
    { profile: 'empty', income: monthly(4000) },
  );
  // Pasted as lines: 2,950 - (45 + 70) = $2,835.00.
  afford(
    'empty-lines-income-2950-gym-45-phone-70',
    'income: 2,950 monthly\nnew gym: 45 monthly\nnew phone plan: 70 monthly\nall good?',
    [monthly(45), monthly(70)],
    { profile: 'empty', income: monthly(2950) },
  );
  // Household, approximately: 2,719.01 - 185 = $2,534.01.
  afford(
    'household-approx-tilde-185-pool-membership',
    "we're eyeing a ~185/mo pool membership, can our budget handle that",
    [monthly(185)],
  );
  // Household, an argument: 2,719.01 - 350 = $2,369.01.
  afford(
    'household-argument-husband-says-boat-slip-350',
    "my husband says we can't afford 350 a month for a boat slip, i say we can. who's right",
    [monthly(350)],
  );
  // Household, a wedding: 2,719.01 - 400 = $2,319.01.
  afford(
    'household-wedding-venue-payment-plan-400',
    "we're getting married in the fall and the venue offered a payment plan of 400 a month. can we fit that",
    [monthly(400)],
  );
  // Household, a referee on top of the pay: 45 x 4 = 180 a week; x 52 / 12 = 780; 4,550 + 780 =
  // 5,330; less 1,830.99 = 3,499.01; less 600 = $2,899.01 (not without the games, 2,119.01).
  afford(
    'household-referee-45-a-game-4-a-week-on-top-lease-600',
    'on top of my paycheck i ref youth soccer on weekends, 45 a game and 4 games a week. with that, could we take on a 600 a month car lease',
    [monthly(600)],
    { income: monthly((2100 * 26 + 180 * 52) / 12), wrongCents: [householdLeft - 60000] },
  );
  // Household, dictation: "ate hundred" is 800: 2,719.01 - 800 = $1,919.01.
  afford('household-voice-ate-hundred-daycare', 'could we manage ate hundred a month in daycare', [
    monthly(800),
  ]);
  // Household, a move: rent from 1,250 to 1,475: 2,719.01 - 225 = $2,494.01 (not 1,475 as a new bill
  // on top, 1,244.01).
  afford(
    'household-relocating-rent-1475-instead-of-1250',
    "we're relocating for my job and the new place would put rent at 1,475 instead of 1,250. do our monthly numbers still work",
    [],
    { changed: { Rent: 1475 }, wrongCents: [householdLeft - 147500] },
  );
  // Household, a weekly cost: 60 x 52 / 12 = 260; 2,719.01 - 260 = $2,459.01 (not 60 a month,
  // 2,659.01).
  afford(
    'household-text-speak-tutor-60-a-week-b4-school',
    'r we ok 2 add a math tutor at 60 a week b4 school starts',
    [{ amount: 60, per: 'weekly' }],
    { wrongCents: [householdLeft - 6000] },
  );
  // Seeded, a correction: 4,183.33 - 210 = $3,973.33 (not 310, 3,873.33).
  afford(
    'seeded-correction-trainer-310-i-mean-210',
    'can i do a 310 monthly gym + trainer package, i mean 210 not 310',
    [monthly(210)],
    { profile: 'seeded', wrongCents: [seededLeft - 31000] },
  );
  // Seeded, over the holidays: 4,183.33 - 75 = $4,108.33.
  afford(
    'seeded-holidays-meal-kit-75',
    'thinking of starting a 75 a month meal kit over the holidays, does that fit my budget',
    [monthly(75)],
    { profile: 'seeded' },
  );
  // Checkup, unemployment: 520 x 52 / 12 = 2,253.33; less 1,500 = 753.33; less 120 = $633.33 (not 4
  // weeks', 2,080 - 1,500 - 120 = 460.00).
  afford(
    'checkup-unemployment-520-a-week-phone-internet-120',
    'on unemployment at 520 a week until i land something. with rent, can i keep a 120 phone and internet bundle',
    [monthly(120)],
    {
      profile: 'checkup',
      income: { amount: 520, per: 'weekly' },
      wrongCents: [52000 * 4 - 150000 - 12000],
    },
  );
  // No income anywhere; by the game, the house, the class or the child with no count; a vague
  // amount; euros; a price alone; a bill the user does not have.
  const affordDecline = (id: string, question: string, profile: FreshProfile) => {
    add('affordability', id, question, profile, decline(), [ONLY_PAYDAY]);
  };
  affordDecline('empty-text-speak-no-income-car-275', 'gonna be able 2 swing a 275 car pymt or nah', 'empty');
  affordDecline(
    'empty-referee-45-a-game-no-count-car-300',
    'i ref high school games for 45 a game, can i afford 300 a month for a car',
    'empty',
  );
  affordDecline(
    'empty-cleaner-120-a-house-no-count-rent-900',
    'cleaning houses at 120 a house, is a 900 rent realistic',
    'empty',
  );
  affordDecline(
    'empty-unemployment-couple-hundred-a-week-car-250',
    'unemployment gives me a couple hundred a week, is a 250 car payment ok',
    'empty',
  );
  affordDecline(
    'empty-euros-2800-flat-650',
    'I earn 2.800,00 € a month, can I afford a flat for 650 € monthly',
    'empty',
  );
  affordDecline(
    'empty-reseller-whatever-sells-storage-200',
    'my ebay flips bring in whatever sells that week, can i afford a 200 monthly storage unit',
    'empty',
  );
  affordDecline(
    'household-wedding-dress-price-alone-2300',
    'the wedding dress i love is 2,300. can we afford it',
    'household',
  );
  affordDecline(
    'household-no-daycare-bill-1100-music-150',
    'if the daycare bill rises to 1,100 do we still have room for a 150 music class',
    'household',
  );
  affordDecline(
    'seeded-spin-side-gig-40-a-class-no-count-lease-500',
    'i teach spin on the side at 40 a class, can i afford a 500 car lease with that',
    'seeded',
  );
  affordDecline(
    'empty-foster-700-per-kid-no-count-van-600',
    'we get 700 per foster kid each month, can we afford a 600 van payment',
    'empty',
  );

  // --- A supposed change, through the forecast until the next payday (or a stated horizon) --------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00, and over any
  // horizon from day 3 on (the balance climbs after each payday); over days 0 to 2, $900.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.
  const beforeChristmas = daysBefore(today, christmas(today));
  const beforeThanksgiving = daysBefore(today, thanksgiving(today));
  const beforeLaborDay = daysBefore(today, laborDay(today));
  const beforeHalloween = daysBefore(today, halloween(today));
  const byNewYearsEve = daysThrough(today, newYearsEve(today));
  const thisQuarter = daysThrough(today, quarterEnd(today));
  const householdPayday = HOUSEHOLD.events.find((e) => e.type === 'income')!;
  const toPaydayAfter = householdPayday.inDays + 14;

  // Before Christmas: 900 - 1,340 = -$440.00; $90.00 more.
  whatIf('rent-1340-before-christmas', 'rent going to 1,340 — lowest i hit before christmas?', {
    changed: { Rent: 1340 },
    days: beforeChristmas,
  });
  // This quarter: the car on day 9, after payday: -$350.00 either way; $35.00 more.
  whatIf(
    'car-payment-355-this-quarter',
    'car payment climbing to 355 — how low does my balance go by the end of this quarter',
    { changed: { 'Car payment': 355 }, days: thisQuarter },
  );
  // Text-speak: 700 - 1,250 = -$550.00.
  whatIf('text-speak-700-2day-b4-payday', 'if i only had 700 in checking 2day would i go neg b4 payday', {
    balance: 700,
  });
  // Text-speak: the phone on day 15, after payday: -$350.00 either way; $15.00 more.
  whatIf('text-speak-phone-80-tmrw', 'phone bill is gonna be 80 starting tmrw, am i still ok til my check', {
    changed: { Phone: 80 },
  });
  // Dictation, "for hundred": the car on day 9: -$350.00 either way; $80.00 more.
  whatIf(
    'voice-car-payment-for-hundred',
    'if my car payment goes up to for hundred how low does my account get before payday',
    { changed: { 'Car payment': 400 } },
  );
  // A correction: 900 - 1,310 = -$410.00; $60.00 more (not 1,130: -$230.00).
  whatIf(
    'correction-rent-1310-not-1130',
    "rent's going up to 1,310 (not 1,130, typo earlier) — lowest balance before my next check?",
    { changed: { Rent: 1310 } },
    'household',
    ['-$230.00'],
  );
  // An asterisk correction: streaming on day 20, after payday: -$350.00 either way; 22.99 - 15.99 =
  // $7.00 more (not 25: $9.01).
  whatIf(
    'asterisk-streaming-25-to-22-99',
    'say streaming went to 25 *22.99, does it change my low point b4 payday',
    { changed: { Streaming: 22.99 } },
    'household',
    ['$9.01'],
  );
  // The European decimal comma: 900 - 1,295 = -$395.00; $45.00 more.
  whatIf('european-comma-rent-1295', 'if my rent is 1.295,00 from now on, how deep do i go before payday', {
    changed: { Rent: 1295 },
  });
  // A space between the thousands: 1,050 - 1,250 = -$200.00 (not 50: -$1,200.00).
  whatIf(
    'space-thousands-balance-1-050',
    'balance right now is 1 050 — lowest before payday?',
    { balance: 1050 },
    'household',
    ['-$1,200.00'],
  );
  // Money slang: a rack is 1,000: 1,000 - 1,250 = -$250.00.
  whatIf(
    'slang-a-rack-in-checking',
    "say checking had just a rack in it — where's my low point b4 i get paid",
    {
      balance: 1000,
    },
  );
  // Money slang: 2 c-notes more on the car: 520 on day 9: -$350.00 either way; $200.00 more.
  whatIf('slang-car-note-jumps-2-c-notes', 'if my car note jumps by 2 c-notes, do i dip before my check', {
    changed: { 'Car payment': 520 },
  });
  // An argument: 900 - 1,375 = -$475.00; $125.00 more.
  whatIf(
    'argument-roommate-rent-1375',
    "my roommate thinks if rent goes up to 1,375 i'll be negative before payday. is she right",
    { changed: { Rent: 1375 } },
  );
  // Before Thanksgiving: the insurance on day 40: -$350.00 either way; (610 - 540) / 3 = $23.33 more.
  whatIf(
    'car-insurance-610-before-thanksgiving',
    "if the car insurance comes in at 610 next time, what's the lowest i hit before thanksgiving",
    { changed: { 'Car insurance': 610 }, days: beforeThanksgiving },
  );
  // By New Year's Eve: 1,600 - 1,250 = $350.00.
  whatIf('1600-by-new-years-eve', "say i had 1,600 sitting in checking — lowest point by new year's eve?", {
    balance: 1600,
    days: byNewYearsEve,
  });
  // Before Labor Day: 900 - 1,265 = -$365.00; $15.00 more.
  whatIf('rent-1265-before-labor-day', 'rent at 1,265 from now on: lowest before labor day', {
    changed: { Rent: 1265 },
    days: beforeLaborDay,
  });
  // Laid off, the next check 1,100 until the one after: -$350.00 either way; 1,000 x 26 / 12 =
  // $2,166.67 less.
  whatIf(
    'laid-off-next-check-1100-until-one-after',
    'getting laid off, so my next check will only be 1,100 — how low do i get before the check after that',
    { changed: { Paycheck: 1100 }, days: toPaydayAfter },
  );
  // A correction to the pay: 1,570: -$350.00 either way; 530 x 26 / 12 = $1,148.33 less (not 1,750:
  // $758.33).
  whatIf(
    'correction-paycheck-1750-sorry-1570',
    'next paycheck will be 1,750, sorry 1,570. lowest point until the one after?',
    { changed: { Paycheck: 1570 }, days: toPaydayAfter },
    'household',
    ['$758.33'],
  );
  // Seeded, text-speak: 1,200 - 1,480 = -$280.00; $30.00 more.
  whatIf(
    'seeded-text-speak-rent-1480-2moro',
    'rent 2 1,480 starting 2moro, lowest b4 payday?',
    {
      changed: { Rent: 1480 },
    },
    'seeded',
  );
  // Seeded, pasted as lines: 1,350 - 1,450 = -$100.00.
  whatIf(
    'seeded-lines-balance-1350',
    'balance: 1,350\nrent: same as always\nhow low before payday?',
    { balance: 1350 },
    'seeded',
  );
  // Seeded, before Halloween: 1,200 - 1,400 = -$200.00; $50.00 less.
  whatIf(
    'seeded-rent-1400-before-halloween',
    "if rent dropped to 1,400 what's my low point before halloween",
    { changed: { Rent: 1400 }, days: beforeHalloween },
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $45.00 more; $75.00 less.
  add(
    'what-if',
    'checkup-rent-up-45-no-balance',
    'landlord is raising rent by 45 — do i stay positive before my check',
    'checkup',
    decline(amount(4500)),
  );
  add(
    'what-if',
    'checkup-rent-1425-tmrw-no-balance',
    'rent down to 1,425 starting tmrw, am i good through payday',
    'checkup',
    decline(amount(7500)),
  );
  // Two changes at once; a change with no figure; a bill moved; a bill the user does not have;
  // euros; "it"; nothing at all; a vague balance.
  add(
    'what-if',
    'two-changes-rent-1300-phone-75-christmas',
    'rent to 1,300 plus phone to 75 at the same time, where do i bottom out before christmas',
    'household',
    decline(),
  );
  add(
    'what-if',
    'car-payment-up-a-bit-holidays',
    'if my car payment goes up a bit over the holidays, do i dip below 0',
    'household',
    decline(),
  );
  add(
    'what-if',
    'rent-pushed-to-the-10th',
    'if rent got pushed to the 10th, would i stay positive til payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'no-internet-bill-95-tmrw',
    'my internet bill jumps to 95 tmrw, will i be overdrawn b4 my check',
    'household',
    decline(),
  );
  add(
    'what-if',
    'rent-in-euros-1300',
    'if my rent became 1.300 € would i go negative before payday',
    'household',
    decline(),
  );
  add(
    'what-if',
    'seeded-no-car-payment-400',
    'my car note is climbing to 400, how deep do i go b4 payday',
    'seeded',
    decline(),
  );
  add(
    'what-if',
    'it-jumps-1500-by-labor-day',
    'what if it jumps to 1,500 by labor day, do i go under',
    'household',
    decline(),
  );
  add(
    'what-if',
    'car-insurance-up-some-before-thanksgiving',
    'what if the car insurance goes up some at renewal, lowest before thanksgiving',
    'household',
    decline(),
  );
  add(
    'what-if',
    'few-hundred-more-in-checking',
    'if i had a few hundred more in checking, would i still go negative before payday',
    'household',
    decline(),
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  /** `retire`, with other likely wrong figures forbidden as well. */
  const retireNot = (
    id: string,
    question: string,
    o: Parameters<typeof retire>[2],
    wrong: Fact[],
    profile: FreshProfile = 'empty',
  ) => {
    retire(id, question, o, profile);
    const made = built.cases[built.cases.length - 1]!;
    made.mustNot = [...(made.mustNot ?? []), ...wrong];
  };
  // A reddit-style age: 450 a month, 31 years.
  retire('reddit-34m-450-roth', "34M, putting 450/mo into a roth IRA. what's it at 65?", {
    amount: 450,
    age: 34,
  });
  // A reddit-style age and a rate: 300 a month, 36 years at 6%.
  retire('reddit-29f-300-6', '(29F) 300 a month into my 401k at 6%, total by 65?', {
    amount: 300,
    age: 29,
    rate: 6,
  });
  // Retired pay saved: 600 a month, 21 years at 5.5%.
  retire(
    'air-force-retiree-44-600-5.5',
    "retired air force, 44, i put 600 of my retired pay into an IRA every month. at 5.5% what's there at 65",
    { amount: 600, age: 44, rate: 5.5 },
  );
  // Foster parents: 250 a month, 27 years.
  retire('foster-dad-38-250', 'foster dad, 38, we save 250 a month for retirement. how much at 65', {
    amount: 250,
    age: 38,
  });
  // Text-speak: 200 a month, 39 years.
  retire('text-speak-26-200-thx', 'how much will i have by 65 if im 26 n put 200 a mo in my 401k, thx', {
    amount: 200,
    age: 26,
  });
  // Dictation, "every to weeks": 150 x 26 / 12 = 325 a month, 32 years (not 150 a month).
  retire('voice-33-150-every-to-weeks', "i'm 33 and 150 goes into my 401k every to weeks what's that at 65", {
    amount: 150,
    per: 'bi-weekly',
    age: 33,
  });
  // A correction of the age: 500 a month, 21 years (not 24 years from 41).
  retireNot(
    'correction-41-sorry-44-500',
    "I'm 41 — sorry, 44 — and put away 500 monthly. Total by 65?",
    { amount: 500, age: 44 },
    [wholeDollars(futureValue(0, 500, 5, 24))],
  );
  // The European decimal comma: 350 a month, 28 years at 4.5%.
  retire('european-comma-37-350-4-5', "I'm 37 and save 350,00 dollars a month at 4,5% — how much at 65?", {
    amount: 350,
    age: 37,
    rate: 4.5,
  });
  // A space between the thousands: 25,000 saved and 700 a month, 17 years.
  retire(
    'space-thousands-48-25-000-700',
    'age 48, 25 000 already in my IRA, adding 700 a month. value at 65?',
    { amount: 700, age: 48, start: 25000 },
  );
  // Money slang: 10 racks is 10,000 saved, and 300 a month, 34 years.
  retire('slang-31-10-racks-300', "im 31 w/ 10 racks in my roth, adding 300 a month, what's it at 65", {
    amount: 300,
    age: 31,
    start: 10000,
  });
  // Pasted as lines: 1,000 a quarter is 333.33 a month, 29 years at 4% (not 1,000 a month).
  retire('lines-36-1000-a-quarter-4', 'me: 36 years old\nsaving: 1,000 every quarter\nreturn: 4%\nat 65?', {
    amount: 1000,
    per: 'quarterly',
    age: 36,
    rate: 4,
  });
  // A reseller by the week: 80 x 52 / 12 = 346.67 a month, 37 years.
  retire(
    'reseller-28-80-a-week-sep-ira',
    'i flip sneakers and put 80 a week into a SEP IRA, im 28. how much by 65',
    { amount: 80, per: 'weekly', age: 28 },
  );
  // A nanny: 150 from the employers and 100 of her own, 250 a month, 33 years (not 100 alone).
  retire(
    'nanny-32-150-employers-100-own',
    'nanny, 32. the family i work for puts 150 a month in a retirement account for me and i add 100 more. total at 65?',
    { amount: 250, age: 32, wrongDeposit: 100 },
  );
  // An argument: 400 a month, 30 years.
  retire(
    'argument-wife-400-from-35-300k',
    "my wife says 400 a month from age 35 won't even get us 300k by 65. is she right",
    { amount: 400, age: 35 },
  );
  // For someone else: 90,000 saved and 1,200 a month, 10 years.
  retire(
    'asking-for-dad-55-90k-1200',
    "asking for my dad, he's 55 with 90k saved and adds 1,200 a month. what's he got at 65?",
    { amount: 1200, age: 55, start: 90000 },
  );
  // Laid off, nothing more going in: 180,000 alone for 15 years.
  retire(
    'laid-off-50-180k-nothing-more',
    'laid off at 50 and i stopped contributing. 180k sits in the 401k with nothing more going in. what is it at 65',
    { amount: 0, age: 50, start: 180000 },
  );
  // Household, the month's income: 650 a month, 26 years.
  retire(
    'household-39-650-monthly-income',
    "im 39, if we stash 650/mo for retirement starting now, what's the monthly income at 65?",
    { amount: 650, age: 39, income: 'monthly' },
    'household',
  );
  // Seeded: 520 a month, 38 years at 7%.
  retire(
    'seeded-27f-520-at-7',
    "27F, putting 520 a month in at 7% — what's the 65 number",
    {
      amount: 520,
      age: 27,
      rate: 7,
    },
    'seeded',
  );
  // Checkup: 900 a month, 18 years.
  retire(
    'checkup-military-retiree-47-900',
    "military retiree, 47, i put 900 a month into an IRA. at 65 i'd have how much?",
    { amount: 900, age: 47 },
    'checkup',
  );
  // Two ages; 65 or over; under 16; no age; a share of a salary not given; euros; the monthly amount
  // for a target; retired pay's amount; a vague amount.
  const retireDecline = (id: string, question: string, mustNot?: Fact[]) => {
    add('retirement', id, question, 'empty', decline(), mustNot);
  };
  retireDecline(
    'two-ages-52-and-47-800-together',
    "my husband is 52 and I'm 47, we put 800 a month in together. what will we have at 65",
  );
  retireDecline('reddit-67m-300', '67M, still saving 300/mo, balance at 65?');
  retireDecline('twelve-year-old-custodial-25', 'my 12yo saves 25 a month in a custodial roth, what at 65');
  retireDecline('nanny-no-age-150-ira', "nanny putting 150 a month into an IRA, what's it worth at 65");
  retireDecline(
    'eight-percent-of-salary-35',
    '35, 8% of my salary goes in the 401k every paycheck. projected at 65?',
    NO_FIGURE,
  );
  retireDecline(
    'euros-40-300-pension',
    "putting 300 € monthly into a private pension, I'm 40 — projection for 65?",
  );
  retireDecline('reddit-36f-for-750k', '36F — what monthly contribution would get me 750k by 65?');
  retireDecline('military-retired-pay-at-65', "how much will my military retirement pay be when i'm 65", [
    /\$\s?\d/,
  ]);
  retireDecline(
    'couple-hundred-29',
    'im 29 and save a couple hundred a month for retirement, how much at 65',
    [/\$\s?\d/],
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

  // Text-speak: the Emergency Fund's amount behind (or on pace).
  goal('text-speak-emergency-behind-2day', 'emergency fund status 2day — r we behind n if so by how much', [
    behindOrPace(ef),
  ]);
  // Text-speak: 3,000 - 600 = $2,400.00.
  goal(
    'text-speak-wats-left-4-vacation',
    "wat's left 4 the vacation",
    [m(leftCents(vacation))],
    'household',
    [money(leftCents(car))],
  );
  // Dictation, "for hundred": 7,000 / 400 = 17.5: 18 months.
  goal(
    'voice-for-hundred-new-car',
    "if I put for hundred a month into the new car fund how long until it's done",
    reachOf(car, 400, today),
  );
  // Dictation, "ate hundred": 7,500 / 800 = 9.4: 10 months.
  goal(
    'voice-ate-hundred-emergency',
    'ate hundred monthly into emergency savings — number of months n the date it fills',
    reachOf(ef, 800, today),
  );
  // A correction: 7,000 / 750 = 9.3: 10 months (not 550: 13 months).
  goal(
    'correction-new-car-550-wait-no-750',
    'new car fund at 550 a month, wait no 750, how many months',
    reachOf(car, 750, today),
    'household',
    [count(reach(car, 550, today).months, 'month').fact],
  );
  // The European decimal comma: 2,400 / 437.50 = 5.5: 6 months.
  goal(
    'european-comma-vacation-437-50',
    'if I save 437,50 a month for the vacation, when is it done',
    reachOf(vacation, 437.5, today),
  );
  // A space between the thousands: 7,500 left, and 7,500 / 1,250 = 6 months.
  goal(
    'space-thousands-emergency-7-500-at-1-250',
    'the emergency fund needs 7 500 more right? how long at 1 250 a month',
    [m(leftCents(ef)), ...reachOf(ef, 1250, today)],
  );
  // Money slang: a rack is 1,000: 7,000 / 1,000 = 7 months.
  goal(
    'slang-a-rack-a-month-new-car',
    "if i drop a rack a month on the new car fund, when's it done",
    reachOf(car, 1000, today),
  );
  // Money slang: 2 racks is 2,000: 7,500 / 2,000 = 3.75: 4 months.
  goal(
    'slang-2-racks-emergency-months-and-date',
    '2 racks a month into the emergency fund, months till full + the date',
    reachOf(ef, 2000, today),
  );
  // Before Christmas, at 500: 2,400 / 500 = 4.8: 5 months, and the date.
  goal(
    'vacation-500-done-by-christmas',
    'at 500 a month is the vacation fund done by christmas?',
    reachOf(vacation, 500, today),
  );
  // Pasted as lines: 600 saved, 2,400 still needed.
  goal('lines-vacation-saved-and-needed', 'goal: vacation\nsaved so far?\nstill needed?', [
    m(Math.round(vacation.saved * 100)),
    m(leftCents(vacation)),
  ]);
  // An argument: the Vacation's amount behind (or on pace).
  goal(
    'argument-husband-swears-vacation-ahead',
    "my husband swears we're ahead on the vacation fund. are we?",
    [behindOrPace(vacation)],
  );
  // For someone else: the Emergency Fund against its plan.
  goal(
    'wife-asked-me-emergency-vs-plan',
    'my wife asked me to check where the emergency fund stands vs where it should be by now',
    [behindOrPace(ef)],
  );
  // Approximately: 7,000 / 300 = 23.3: 24 months.
  goal(
    'approx-300ish-new-car-months',
    "300ish monthly toward the new car — roughly how long till it's funded",
    [count(reach(car, 300, today).months, 'month')],
  );
  // Text-speak: the goal furthest behind (or on pace).
  {
    const furthest = behindGoals(HOUSEHOLD, today)[0];
    goal(
      'text-speak-which-goal-most-behind-n-how-much',
      'which goal r we most behind on n by how much',
      furthest ? [said(furthest.goal.title), m(furthest.cents)] : [ON_PACE],
    );
  }
  // The Emergency Fund's amount a month to its date.
  goal(
    'emergency-monthly-to-its-date-thx',
    'what do we need to put in monthly on the emergency fund to hit its date, thx',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // 1,000 of 8,000 = 12.5%.
  goal('new-car-percent-done', 'new car savings: what % is done so far', [
    pct((car.saved / car.target) * 100),
  ]);
  // A lump sum today: 2,400 - 1,200 = $1,200.00.
  goal(
    'tax-refund-1200-into-vacation-left',
    "if we toss our 1,200 tax refund at the vacation today, what's left after",
    [m(leftCents(vacation) - 120000)],
  );
  // Unemployment: 7,000 / 150 = 46.7: 47 months.
  goal(
    'unemployment-150-new-car-how-long',
    "since i'm on unemployment i can only do 150 a month to the new car. how long",
    reachOf(car, 150, today),
  );
  // Seeded: 4,000 - 1,200 = $2,800.00.
  goal(
    'seeded-japan-dollars-left',
    'japan trip — how many dollars left to go',
    [m(leftCents(japan))],
    'seeded',
  );
  // Seeded, a space between the thousands: 32,000 / 1,600 = 20 months.
  goal(
    'seeded-space-thousands-house-1-600',
    'house down payment with 1 600 monthly, months to go?',
    reachOf(house, 1600, today),
    'seeded',
  );
  // Seeded, text-speak: the Japan Trip's amount a month to its date.
  goal(
    'seeded-text-speak-monthly-4-japan-2-make-date',
    'wats the monthly 4 japan 2 make the date',
    [m(neededCents(japan, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Seeded: 7,500 + 2,800 + 32,000 = $42,300.00 (the finished New Laptop has nothing left).
  goal(
    'seeded-all-goals-combined-still-need',
    'add up everything i still owe my savings goals',
    [m(leftCents(seededEf) + leftCents(japan) + leftCents(house))],
    'seeded',
  );
  // A goal's amount to a date not its own (what is left said); a goal the user does not have; a
  // goal's money moved; which goal first; "it"; no goals; euros; a vague amount.
  add(
    'goals',
    'vacation-by-my-birthday-in-march',
    "i want the vacation fund finished by my birthday in march, what's that per month",
    'household',
    decline(m(leftCents(vacation))),
  );
  add(
    'goals',
    'new-car-all-saved-by-labor-day',
    'new car savings: what do i need monthly to have it all by labor day',
    'household',
    decline(m(leftCents(car))),
  );
  add(
    'goals',
    'no-wedding-savings-goal',
    "we're getting married — how's our wedding savings goal",
    'household',
    decline(),
  );
  add(
    'goals',
    'no-moving-fund-300',
    'moving fund — if i stash 300 monthly, finish date?',
    'household',
    decline(),
  );
  add(
    'goals',
    'seeded-no-new-car-fund-behind',
    'is my new car savings lagging behind schedule',
    'seeded',
    decline(),
  );
  add(
    'goals',
    'take-500-from-vacation-for-rent',
    'take 500 out of the vacation fund and put it toward rent',
    'household',
    decline(),
  );
  add(
    'goals',
    'rename-vacation-to-honeymoon',
    'rename the vacation goal to honeymoon fund',
    'household',
    decline(),
  );
  add(
    'goals',
    'vacation-or-new-car-extra-200',
    'vacation or new car, which should get our extra 200 a month',
    'household',
    decline(),
  );
  add('goals', 'how-much-more-until-its-done', "how much more until it's done", 'household', decline());
  add(
    'goals',
    'euros-400-new-car-how-long',
    '400 € monthly into the new car fund — months to go?',
    'household',
    decline(),
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // Unemployment's most weeks: 455 x 26 = $11,830.00.
  calc('unemployment-455-a-week-26-weeks-total', 'unemployment is 455 a week for 26 weeks max, total?', [
    m(45500 * 26),
  ]);
  // Text-speak: 512 x 52 / 12 = $2,218.67 (not 4 weeks', 2,048.00).
  calc(
    'text-speak-512-unemployment-per-month',
    "wat's 512 a week in unemployment per month",
    [m(perMonthCents(512, 'weekly'))],
    'empty',
    [money(51200 * 4)],
  );
  // Retired pay: 2,410 x 12 = $28,920.00.
  calc('retired-pay-2410-yearly', 'retired pay 2,410 a month, yearly?', [m(241000 * 12)]);
  // The season: 38 x 22 x 30 = $25,080.00.
  calc('lawn-38-a-lawn-22-a-week-30-weeks', '38 a lawn, 22 lawns a week, 30-week season: season total?', [
    m(3800 * 22 * 30),
  ]);
  // By the house: 125 x 8 = 1,000 a week; x 52 / 12 = $4,333.33 (not 4 weeks', 4,000.00).
  calc(
    'cleaner-125-a-house-8-a-week-monthly',
    '125 a house, 8 houses a week, monthly?',
    [m(perMonthCents(125 * 8, 'weekly'))],
    'empty',
    [money(100000 * 4)],
  );
  // By the game over a season: 55 x 5 x 12 = $3,300.00.
  calc(
    'umpire-55-a-game-5-a-week-12-weeks',
    'umpiring little league, 55 a game, 5 games a week for 12 weeks. how much all season',
    [m(5500 * 5 * 12)],
  );
  // By the article: 450 x 6 x 12 = $32,400.00.
  calc('writer-450-x-6-articles-yearly', '450 per article x 6 articles a month, yearly?', [
    m(45000 * 6 * 12),
  ]);
  // A flip with a fee: 615 x 0.87 = 535.05; less 240 = $295.05.
  calc(
    'reseller-lot-240-sold-615-fee-13',
    'bought a lot for 240, sold the pieces for 615 total and ebay took 13% of the sales. profit?',
    [m(Math.round(61500 * 0.87) - 24000)],
  );
  // A flip's profit on its cost: (72 - 18) / 18 = 300%.
  calc(
    'reseller-18-to-72-percent-profit',
    'paid 18 for a jacket at goodwill, sold it for 72. profit as a percent of what i paid',
    [pct(((72 - 18) / 18) * 100)],
  );
  // By the class: 41 x 12 x 52 = $25,584.00.
  calc('spin-41-a-class-12-a-week-a-year', "41 a class, 12 classes a week, what's that a year", [
    m(4100 * 12 * 52),
  ]);
  // Daily pay: 142 x 4 = $568.00 a week; x 52 / 12 = $2,461.33.
  calc(
    'daily-pay-142-4-days-weekly-monthly',
    'daily pay app: 142 a day, 4 days a week. weekly and monthly?',
    [m(14200 * 4), m(perMonthCents(142 * 4, 'weekly'))],
  );
  // By the hour, no overtime: 19 x 38 = $722.00.
  calc('nanny-19-an-hour-38-hours-weekly', "nanny gets 19 an hour for 38 hrs a week, what's her weekly", [
    m(1900 * 38),
  ]);
  // A settlement's whole: 1,850 x 12 x 15 = $333,000.00.
  calc('settlement-1850-a-month-15-years-total', '1,850 a month for 15 years, total payout?', [
    m(185000 * 12 * 15),
  ]);
  // Severance: 2 weeks a year x 7 years x 1,600 = $22,400.00.
  calc(
    'severance-2-weeks-per-year-7-years-1600',
    'severance is 2 weeks pay per year worked. i made 1,600 a week and worked there 7 years',
    [m(2 * 7 * 160000)],
  );
  // By the event: 1,150 x 4 - 700 = $3,900.00.
  calc('food-truck-4-events-1150-less-700', "4 events at 1,150 net each, minus 700 commissary, what's left", [
    m(115000 * 4 - 70000),
  ]);
  // By the visit: 34 x 22 = 748 a week; x 52 / 12 = $3,241.33.
  calc('home-health-34-a-visit-22-a-week-monthly', '34 a visit, 22 visits a week, monthly pay?', [
    m(perMonthCents(34 * 22, 'weekly')),
  ]);
  // Text-speak: 18% of 3,250 = $585.00.
  calc('text-speak-18-percent-of-3250-thx', 'how much is 18% of 3,250 thx', [m((325000 * 18) / 100)]);
  // Dictation, "ate percent": 8% of 45,000 = $3,600.00.
  calc('voice-ate-percent-of-45000', 'whats ate percent of 45,000 come out to', [m((4500000 * 8) / 100)]);
  // A correction: 1,520 x 12 = $18,240.00 (not 1,250 x 12, 15,000.00).
  calc(
    'correction-1250-meant-1520-times-12',
    "what's 1,250 x 12, sorry meant 1,520 x 12",
    [m(152000 * 12)],
    'empty',
    [money(125000 * 12)],
  );
  // The European decimal comma: 1,249.99 x 3 = $3,749.97.
  calc('european-comma-1249-99-times-3', "what's 1.249,99 times 3", [m(124999 * 3)]);
  // A space between the thousands: 65,000 / 12 = $5,416.67.
  calc('space-thousands-65-000-a-month', '65 000 yearly salary divided into months?', [
    m(perMonthCents(65000, 'yearly')),
  ]);
  // Money slang: 5 bands is 5,000: / 4 = $1,250.00.
  calc('slang-split-5-bands-4-ways', 'split 5 bands 4 ways', [m(500000 / 4)]);
  // Pasted as lines: 1,100 + 85 + 60 + 45 = $1,290.00.
  calc(
    'lines-rent-electric-internet-phone-total',
    'rent 1,100\nelectric 85\ninternet 60\nphone 45\ntotal per month?',
    [m(110000 + 8500 + 6000 + 4500)],
  );
  // An argument: 20 x 365 = $7,300.00.
  calc(
    'argument-bf-20-every-day-5k',
    'my bf says spending 20 every single day only comes to 5k a year. is he right',
    [m(2000 * 365)],
  );
  // For someone else: 38% of 1,420 = $539.60.
  calc(
    'for-grandma-38-percent-of-1420',
    'for my grandma: her social security is 1,420 and 38% of it goes to rent. how much is her rent',
    [m(Math.round(142000 * 0.38))],
  );
  // Household, the calendar's bills before Christmas: their titles and sum.
  {
    const through = calendarWithin(HOUSEHOLD, today, beforeChristmas - 1);
    calc(
      'household-bills-before-christmas',
      "what bills hit before christmas and what's the total",
      [...through.titles.map((t) => said(t)), m(through.bills)],
      'household',
      [ONLY_PAYDAY],
    );
  }
  // Household, the calendar's bills to the quarter's end.
  {
    const through = calendarWithin(HOUSEHOLD, today, thisQuarter - 1);
    calc(
      'household-bills-due-this-quarter',
      'this quarter, which bills are still due and how much all together',
      [...through.titles.map((t) => said(t)), m(through.bills)],
      'household',
      [ONLY_PAYDAY],
    );
  }
  // Household, the calendar's pay before tax day.
  calc(
    'household-pay-before-tax-day',
    'how much pay lands before tax day',
    [m(calendarWithin(HOUSEHOLD, today, daysBefore(today, taxDay(today)) - 1).pay)],
    'household',
    [ONLY_PAYDAY],
  );
  // Household, two bills over a year: (65 + 15.99) x 12 = $971.88.
  calc(
    'household-phone-plus-streaming-whole-year',
    'phone + streaming for a whole year?',
    [m((6500 + 1599) * 12)],
    'household',
  );
  // Seeded, the calendar's rent to New Year's Eve.
  {
    const rent = SEEDED.events.find((e) => e.title === 'Rent')!;
    calc(
      'seeded-rent-out-until-new-years-eve',
      "how much rent goes out between now and new year's eve",
      [m(daysDue(rent, today, byNewYearsEve - 1).length * Math.round(rent.amount * 100))],
      'seeded',
      [ONLY_PAYDAY],
    );
  }
  // Tax on a benefit; by the lawn or the class or the child with no count; euros; a vague amount; an
  // amortized loan; interest with no rate; overtime; tips on sales not given.
  add(
    'arithmetic',
    'tax-on-unemployment-checks',
    'how much tax comes out of my unemployment checks',
    'empty',
    decline(),
    NO_FIGURE,
  );
  add('arithmetic', 'lawn-35-no-count-monthly', '35 a lawn, what do i make a month', 'empty', decline());
  add(
    'arithmetic',
    'spin-40-a-class-no-count-yearly',
    'spin classes pay 40 each, yearly?',
    'empty',
    decline(),
  );
  add('arithmetic', 'euros-2500-in-dollars', "what's 2.500,00 € in dollars", 'empty', decline(), [
    /\$\s?(?!2,500\.00|2500\b|2,500\b)\d/,
  ]);
  add(
    'arithmetic',
    'couple-hundred-a-week-times-52',
    'a couple hundred a week times 52',
    'empty',
    decline(),
    [/\$\s?\d/],
  );
  add(
    'arithmetic',
    'truck-32000-6-9-72-months-payment',
    '32,000 truck financed 72 months at 6.9 apr, payment?',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'settlement-interest-no-rate',
    'how much interest would my settlement money earn in a savings account',
    'empty',
    decline(),
    NO_FIGURE,
  );
  add(
    'arithmetic',
    'foster-700-per-kid-no-count-yearly',
    'foster care pays 700 per kid per month, what do we get a year',
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'nanny-20-an-hour-50-hours-overtime',
    "nanny at 20/hr, 50 hrs a week, what's weekly with overtime",
    'empty',
    decline(),
  );
  add(
    'arithmetic',
    'food-truck-tips-15-percent-no-sales',
    "our food truck tips average 15% of sales, what's my tip income",
    'empty',
    decline(),
    [/\$\s?\d/],
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside(
    'unemployment-extended-past-26-weeks',
    'will they extend unemployment benefits past 26 weeks',
    'empty',
    NO_FIGURE,
  );
  outside('file-weekly-unemployment-claim', 'file my weekly unemployment claim for me', 'empty');
  outside('max-unemployment-benefit-ohio', "what's the max weekly unemployment benefit in ohio", 'empty', [
    /\$\s?\d/,
  ]);
  outside(
    'military-cola-next-year',
    'will the military retirement COLA be bigger next year',
    'empty',
    NO_PERCENT,
  );
  outside('foster-parents-paid-in-texas', "what's the foster care reimbursement rate in texas", 'empty', [
    /\$\s?\d/,
  ]);
  outside('going-rate-to-mow-a-lawn', "what's the going rate to mow a lawn around here", 'empty', [
    /\$\s?\d/,
  ]);
  outside('invoice-cleaning-client-240', 'send an invoice to my cleaning client for 240', 'empty');
  outside('sneaker-resale-next-year', 'what will jordans resell for next year', 'empty', NO_FIGURE);
  outside('taxes-on-ebay-sales', 'do i owe taxes on my ebay sales', 'empty');
  outside(
    'groceries-over-the-holidays-spent',
    'what did we spend on groceries over the holidays',
    'household',
    [/\$\s?\d/],
  );
  outside('venmo-roommate-45-utilities', 'venmo my roommate 45 for utilities', 'household');
  outside('remind-me-tmrw-rent', 'remind me tmrw to pay rent', 'household');
  outside('security-deposit-back', 'will my landlord give back my security deposit', 'household');
  outside(
    'settlement-interest-rate-record',
    'what rate is my structured settlement paying me',
    'empty',
    NO_PERCENT,
  );
  outside('sell-settlement-for-lump-sum', 'sell my settlement payments for a lump sum', 'empty');
  outside(
    'moving-cost-chicago-denver',
    'how much will a moving truck from chicago to denver cost',
    'household',
    [/\$\s?\d/],
  );
  outside('inheritance-taxed', 'will my inheritance from grandpa be taxed', 'empty');
  outside('transfer-inheritance-index-fund', 'put my inheritance into an index fund for me', 'empty');
  outside('euro-exchange-rate-2day', "what's the euro to dollar rate 2day", 'empty', NO_FIGURE);
  outside('what-time-unemployment-deposit-hits', 'what time does my unemployment deposit hit tmrw', 'empty');
  outside('cancel-streaming-b4-renews', 'cancel streaming b4 it renews', 'household');
  outside('call-landlord-rent-late', "phone my landlord n let him know rent's coming late", 'household');
  outside('ebay-made-last-year', 'how much did i make from ebay last year', 'empty', [/\$\s?\d/]);
  outside('food-trucks-make-average', 'what does a food truck make on average in austin', 'empty', [
    /\$\s?\d/,
  ]);
  outside('gigs-dry-up-after-holidays', 'will my ref gigs dry up after the holidays', 'empty');

  return built;
}

/** The fifteenth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases15(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases15Samples(today: string): Record<string, string> {
  return build(today).samples;
}
