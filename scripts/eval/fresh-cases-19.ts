import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import {
  HOUSEHOLD,
  SEEDED,
  behindCents,
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
  behindGoals,
  wrongLeft,
  freshSetWriters,
  type Built,
  type Figure,
} from './fresh-figures.ts';
import { counted, goalDate } from './fresh-cases-17.ts';
import { planHoldsCents } from './fresh-cases-18.ts';
import { seedFor } from './seed.ts';

/**
 * The nineteenth fresh held-out set of issue 38: written without seeing the reader (nothing under
 * `_shared/assistant/` or `_shared/finance/`, nor the generated families, the tuning and held-out
 * sets or the assistant's unit tests, nor decision 027) and without seeing any evaluation's
 * answers, never tuned on. None of its questions rewords one of sets 1 to 18 (no question shares
 * half its words with one of theirs, nor with another of its own). Every decline carries the reason
 * it must decline (`freshCases19Reasons`). What is new here:
 *
 * - who asks: people paid by a unit not used before, with its counts (an apple picker by the bin
 *   with the bins a day and the days a week, a tow operator by the tow, a cleaner of short-stay
 *   rentals by the turnover, a medical scribe by the chart, a farmers market vendor by the market
 *   day, a dog boarder by the dog-night, a podcaster by the sponsored episode beside a day job, a
 *   church organist by the service beside a day job, a roofer by the roofing square, a maple
 *   syrup maker by the gallon once a year, a nail technician keeping a share of the services she
 *   books), a teenager living on a weekly allowance; pay written as a count a year ("24 paychecks a
 *   year", "26 pay periods"), on the 5th and the 20th; a grandparent whose grandchild set up the
 *   app; a household weighing two ways to pay for one thing (a lease or a loan);
 * - how it is written: code-switching with Nigerian Pidgin ("abeg", "e go reach", "wetin"),
 *   Vietnamese and German; a letter ("Dear ...", "Kind regards"), an e-mail with its "Subject:"
 *   line; a search-box query of bare keywords; a fill-in-the-blank ("$____"); "True or false:";
 *   variables as in code ("rent = 1480", "print(...)"); a chat log with timestamps ("[9:14 PM]");
 *   a voice note's transcript with "[inaudible]" in it; a markdown checklist ("- [ ]"); sarcasm
 *   ("love that for me"); numbers that are no money of new kinds (a flight number, a temperature,
 *   a floor and a unit, a jersey number);
 * - how amounts are written: "thou" ("2 thou", "5 thou a month", "30 thou"), digits mixed with
 *   number words ("3 thousand 2 hundred", "1 thousand 1 hundred"), a rate as a decimal ("0.06"),
 *   "seven and a quarter percent"; a retirement deposit named by a bill on the calendar ("the same
 *   as my car payment");
 * - new sums: a sinking fund for yearly bills, a percent increase, a percent off, a loan's total
 *   interest, a lease's total cost, a week's pay from clock times with an unpaid lunch, a power bill
 *   by the kWh, a membership's cost per visit, a bulk pack against single cans, a subscription's
 *   price rise over a year, overtime at time and a half; from the app's data: the car insurance a
 *   month, the days from rent to the car payment, two bills over a year, the first bill after the
 *   next payday, a one-off bill's date; goals split two to one, goals funded by the week or by the
 *   paycheck, a goal's share funded, the goal whose deadline comes first, the goals already done;
 * - horizons: "before memorial day", "by the fourth of july", "the next 13 days";
 * - the check-up (decision 023) for the `checkup` user: the months to a three-month cushion at an
 *   amount a month, the months to clear the card at an amount a month with no interest, what the
 *   check-up flags, what is left of take-home pay after essential costs and retirement saving;
 * - what must decline, as the earlier sets have it: naira (₦), dong, dirhams (AED), Australian
 *   dollars (A$); pay by a unit with no count (the tow, the turnover); a vague amount ("north of",
 *   "decent money", "and change" on a vague amount, "mid-forties"); no income anywhere; a price
 *   alone; a bill or goal the user does not have (alarm monitoring, a water softener, a parking
 *   permit, a hot tub fund, a PhD fund); a paycheck or a bill moved; two changes at once; a change
 *   with no figure; no balance (still saying the change); a lump sum put in now; a monthly amount
 *   for a target; contributions that stop partway; an age not given; a goal's amount to a date not
 *   its own (still saying what is left); acting on goals; advice; a figure missing (a loan's term,
 *   the hours of overtime, the kWh used, a yearly bill's amount, a salary); and outside the app:
 *   actions, records it does not hold, predictions, tax and law, others' money, insurance cover,
 *   product picks.
 *
 * The users and the rules are the first set's (`fresh-cases.ts`): every expected figure is worked
 * out with its helpers (plain arithmetic and date-fns, never the app's code) from those users'
 * figures and the question's own numbers; the check-up's from `seed.ts`'s figures for the
 * `checkup` user by decision 023's rules. Each case keeps a sample right answer
 * (`freshCases19Samples`) for the self-checks.
 */

/** The first date after today that `pick` gives for this year, else for next year. */
const upcoming = (today: string, pick: (year: number) => Date): Date => {
  const now = parseISO(today);
  const thisYear = pick(now.getFullYear());
  return differenceInCalendarDays(thisYear, now) > 0 ? thisYear : pick(now.getFullYear() + 1);
};

/** The next Memorial Day (the last Monday of May) after today. */
export const memorialDay = (today: string) =>
  upcoming(today, (y) => {
    const last = new Date(y, 4, 31);
    return new Date(y, 4, 31 - ((last.getDay() + 6) % 7));
  });

/** The next Fourth of July after today. */
export const fourthOfJuly = (today: string) => upcoming(today, (y) => new Date(y, 6, 4));

/** Days from `today` up to the day before `day`: `day` itself left out ("before memorial day"). */
export const daysBefore = (today: string, day: Date) => differenceInCalendarDays(day, parseISO(today));

/** The checkup user's figures (decision 023), from seed.ts's financial profile. */
export function checkupPlan(today: string) {
  const profile = seedFor('checkup', today).financialProfile!;
  return {
    /** Whole months at `perMonth` until savings cover three months of essential costs. */
    monthsToThreeMonths: (perMonth: number) =>
      Math.ceil((3 * profile.monthly_essentials! - profile.savings_balance!) / perMonth),
    /** Whole months at `perMonth` to clear the high-interest debt, no interest counted. */
    monthsToClearDebt: (perMonth: number) => Math.ceil(profile.high_interest_debt! / perMonth),
    /** Take-home pay less essential costs and retirement saving, in cents. */
    leftAfterEssentialsAndRetirement: Math.round(
      (profile.monthly_income! - profile.monthly_essentials! - profile.retirement_saving_monthly!) * 100,
    ),
  };
}

function build(today: string): Built & { reasons: Record<string, string> } {
  const { built, add, figures, decline, afford, whatIf, payChange, retire, goal, calc } = freshSetWriters(
    'fresh19',
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
    reasons[`fresh19-${family}-${id}`] = why;
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

  // By the bin, the bins a day and the days a week: 22 x 8 x 5 = 880 a week; x 52 / 12 = 3,813.33;
  // less 450 = $3,363.33 (not 4 weeks', 3,520 - 450 = 3,070.00).
  afford(
    'empty-apple-picker-22-a-bin-8-bins-5-days-truck-450',
    'orchard season: i pick apples at 22 a bin, fill about 8 bins a day, 5 days a week. could a 450 truck payment work',
    [monthly(450)],
    { profile: 'empty', income: { amount: 22 * 8 * 5, per: 'weekly' }, wrongCents: [88000 * 4 - 45000] },
  );
  // By the tow, the tows a day and the days a week: 45 x 5 x 4 = 900 a week; 3,900.00; less 700 =
  // $3,200.00 (not 4 weeks', 2,900.00).
  afford(
    'empty-tow-operator-45-a-tow-5-a-day-4-days-rent-700',
    'tow operator, i clear 45 per tow and run 5 tows a day, 4 days a week. is a 700 room in a shared house doable',
    [monthly(700)],
    { profile: 'empty', income: { amount: 45 * 5 * 4, per: 'weekly' }, wrongCents: [90000 * 4 - 70000] },
  );
  // By the turnover: 70 x 12 = 840 a week; 3,640.00; less 385 = $3,255.00 (not 4 weeks', 2,975.00).
  afford(
    'empty-turnover-cleaner-70-12-a-week-van-385',
    'i clean short-stay rentals between guests, 70 per turnover, roughly 12 turnovers every week. would a 385 van lease fit',
    [monthly(385)],
    { profile: 'empty', income: { amount: 70 * 12, per: 'weekly' }, wrongCents: [84000 * 4 - 38500] },
  );
  // By the chart: 3.50 x 180 = 630 a week; 2,730.00; less 275 = $2,455.00 (not 4 weeks', 2,245.00).
  afford(
    'empty-medical-scribe-3-50-a-chart-180-a-week-loan-275',
    'remote medical scribe, paid 3.50 a chart and i close out about 180 charts weekly. is a 275 student loan payment manageable',
    [monthly(275)],
    { profile: 'empty', income: { amount: 3.5 * 180, per: 'weekly' }, wrongCents: [63000 * 4 - 27500] },
  );
  // By the market day: 340 x 3 = 1,020 a week; 4,420.00; less 615 = $3,805.00.
  afford(
    'empty-farmers-market-340-a-market-3-a-week-kitchen-615',
    'we sell bread at farmers markets, netting 340 a market, three markets each week. can we take on a 615 commercial kitchen rental',
    [monthly(615)],
    { profile: 'empty', income: { amount: 340 * 3, per: 'weekly' }, wrongCents: [102000 * 4 - 61500] },
  );
  // By the dog-night with the dog-nights a month: 45 x 60 = 2,700; less 210 = $2,490.00.
  afford(
    'empty-dog-boarding-45-a-dog-night-60-a-month-insurance-210',
    'i board dogs at my place, 45 per dog-night, and i average 60 dog-nights a month. can i carry a 210 liability policy',
    [monthly(210)],
    { profile: 'empty', income: monthly(45 * 60) },
  );
  // A weekly allowance: 25 x 52 / 12 = 108.33; less 9.99 = $98.34 (not 4 weeks', 90.01).
  afford(
    'empty-teen-allowance-25-a-week-game-pass-9-99',
    "i'm 15 and my only money is a 25 a week allowance. can i afford a 9.99 monthly game pass",
    [monthly(9.99)],
    { profile: 'empty', income: { amount: 25, per: 'weekly' }, wrongCents: [10000 - 999] },
  );
  // By the sponsored episode beside a job: 300 x 6 + 2,800 = 4,600; less 520 = $4,080.00 (not the
  // job alone, 2,280.00).
  afford(
    'empty-podcast-300-an-episode-6-plus-job-2800-car-520',
    'day job pays 2,800 a month and my podcast brings 300 per sponsored episode, 6 sponsored episodes monthly. is a 520 car payment sensible',
    [monthly(520)],
    { profile: 'empty', income: monthly(300 * 6 + 2800), wrongCents: [280000 - 52000] },
  );
  // By the service beside a job: 90 x 6 + 2,600 = 3,140; less 240 = $2,900.00 (not 2,360.00).
  afford(
    'empty-organist-90-a-service-6-plus-job-2600-piano-240',
    'church organist on the side, 90 a service and 6 services a month, plus 2,600 monthly from teaching. can i handle a 240 piano loan',
    [monthly(240)],
    { profile: 'empty', income: monthly(90 * 6 + 2600), wrongCents: [260000 - 24000] },
  );
  // By the roofing square: 90 x 45 = 4,050; less 650 = $3,400.00.
  afford(
    'empty-roofer-90-a-square-45-squares-trailer-650',
    'roofer paid by the square, 90 a square, and my crew lays about 45 squares a month. could i afford a 650 dump trailer payment',
    [monthly(650)],
    { profile: 'empty', income: monthly(90 * 45) },
  );
  // By the gallon once a year: 400 x 45 = 18,000 a year; / 12 = 1,500.00; less 300 = $1,200.00 (not
  // the year's as a month's, 17,700.00).
  afford(
    'empty-maple-syrup-400-gallons-45-evaporator-300',
    'we make maple syrup, about 400 gallons a year sold at 45 a gallon, and nothing else comes in. is a 300 a month evaporator payment realistic',
    [monthly(300)],
    { profile: 'empty', income: { amount: 400 * 45, per: 'yearly' }, wrongCents: [1800000 - 30000] },
  );
  // A share of the services booked: 55% of 6,200 = 3,410; less 330 = $3,080.00 (not the services as
  // pay, 5,870.00).
  afford(
    'empty-nail-tech-55-percent-of-6200-car-330',
    'nail tech on commission, i keep 55% of the services i book and i book around 6,200 a month. can i manage a 330 car payment',
    [monthly(330)],
    { profile: 'empty', income: monthly(6200 * 0.55), wrongCents: [620000 - 33000] },
  );
  // A count a year: 24 paychecks of 1,700 is twice a month, 3,400.00; less 575 = $2,825.00 (not one
  // check as a month, 1,125.00).
  afford(
    'empty-24-paychecks-a-year-1700-rent-575',
    'i get 24 paychecks a year, 1,700 each after tax. is a 575 share of a two-bedroom something i can cover',
    [monthly(575)],
    {
      profile: 'empty',
      income: { amount: 1700, per: 'semi-monthly' },
      wrongCents: [170000 - 57500],
    },
  );
  // 26 pay periods of 1,540: every two weeks, 1,540 x 26 / 12 = 3,336.67; less 400 = $2,936.67 (not
  // two a month, 2,680.00).
  afford(
    'empty-26-pay-periods-1540-car-400',
    'there are 26 pay periods in my year at 1,540 net each. does a 400 car note make sense for me',
    [monthly(400)],
    { profile: 'empty', income: { amount: 1540, per: 'bi-weekly' }, wrongCents: [154000 * 2 - 40000] },
  );
  // On the 5th and the 20th: 1,450 x 2 = 2,900.00; less 390 = $2,510.00.
  afford(
    'empty-paid-5th-and-20th-1450-storage-390',
    "payday is the 5th and the 20th, 1,450 both times. can i pay 390 monthly for a storage unit while i'm between apartments",
    [monthly(390)],
    { profile: 'empty', income: { amount: 1450, per: 'semi-monthly' }, wrongCents: [145000 - 39000] },
  );
  // Digits mixed with number words: 3,600 - 425 = $3,175.00.
  afford(
    'empty-3-thousand-6-hundred-car-note-425',
    'I make 3 thousand 6 hundred a month. Would a 425 car note be a stretch',
    [monthly(425)],
    { profile: 'empty', income: monthly(3600) },
  );
  // Household, a letter: 2,719.01 - 38 = $2,681.01.
  afford(
    'household-letter-violin-rental-38',
    'Dear Budget Assistant,\n\nOur daughter has been offered a violin rental at $38 per month. Could you tell us whether our budget allows for it?\n\nKind regards,\nEleanor',
    [monthly(38)],
  );
  // Household, an e-mail with its subject: 2,719.01 - 79 = $2,640.01.
  afford(
    'household-subject-line-gymnastics-79',
    'Subject: gymnastics for Maya\n\nThe club wants 79 a month for her team class. Do we have room for that?',
    [monthly(79)],
  );
  // Household, bare keywords: 2,719.01 - 145 = $2,574.01.
  afford('household-keywords-orthodontist-plan-145', 'afford orthodontist payment plan 145 monthly', [
    monthly(145),
  ]);
  // Household, a blank to fill: 2,719.01 - 260 = $2,459.01.
  afford(
    'household-fill-blank-solar-loan-260',
    "After a 260/mo solar panel loan we'd have $____ left each month. Fill in the blank please",
    [monthly(260)],
  );
  // Household, true or false: 2,719.01 - 1,100 = $1,619.01.
  afford(
    'household-true-or-false-nanny-1100',
    'True or false: our budget covers a 1,100 a month nanny for the baby',
    [monthly(1100)],
  );
  // Household, a checklist: 2,719.01 - 119 = $2,600.01.
  afford(
    'household-checklist-hearing-aids-119',
    "- [x] got the audiologist's quote\n- [ ] hearing aids financed at 119/mo: can we afford it?",
    [monthly(119)],
  );
  // Household, Nigerian Pidgin: 2,719.01 - 210 = $2,509.01.
  afford(
    'household-pidgin-school-bus-210',
    'abeg, we fit carry 210 every month for school bus for the pikin dem?',
    [monthly(210)],
  );
  // Seeded, Vietnamese: 4,183.33 - 280 = $3,903.33.
  afford(
    'seeded-vietnamese-insurance-280',
    'em có đủ tiền trả 280 một tháng cho bảo hiểm sức khỏe không?',
    [monthly(280)],
    { profile: 'seeded' },
  );
  // Seeded, German: 4,183.33 - 450 = $3,733.33.
  afford(
    'seeded-german-ebike-leasing-450',
    'Kann ich mir 450 im Monat für ein E-Bike-Leasing leisten?',
    [monthly(450)],
    { profile: 'seeded' },
  );
  // Household, "thou" as the stated pay: 5,000 - 1,830.99 = 3,169.01; less 600 = $2,569.01 (not the
  // calendar's pay, 2,719.01).
  afford(
    'household-5-thou-take-home-daycare-600',
    'since the promotion our take-home is 5 thou a month. with that, can we do a 600 daycare bill',
    [monthly(600)],
    { income: monthly(5000) },
  );
  // Checkup, digits mixed with words: 4,100 - rent 1,500 = 2,600; less 250 = $2,350.00 (not the rent
  // left out, 3,850.00).
  afford(
    'checkup-4-thousand-1-hundred-dog-daycare-250',
    'take home is 4 thousand 1 hundred monthly. with my rent, can i add 250 a month for dog daycare',
    [monthly(250)],
    { profile: 'checkup', income: monthly(4100), wrongCents: [410000 - 25000] },
  );
  // Household, a voice note's transcript: 2,719.01 - 340 = $2,379.01.
  afford(
    'household-voice-note-roof-loan-340',
    '[inaudible] so can we afford the um 340 a month [inaudible] for the roof loan',
    [monthly(340)],
  );
  // Household, code: 2,719.01 - 175 = $2,544.01.
  afford('household-code-pet-insurance-175', 'new_bill = 175  # pet insurance, monthly\nleft_after = ?', [
    monthly(175),
  ]);
  // Household, two ways to pay for one thing: 2,719.01 - 410 = $2,309.01 or - 365 = $2,354.01.
  add(
    'affordability',
    'household-minivan-lease-410-or-loan-365',
    'for the minivan, which leaves us more each month: the 410 lease or the 365 loan? give me both numbers',
    'household',
    figures(m(householdLeft), m(householdLeft - 41000), m(householdLeft - 36500)),
    wrongLeft('household'),
  );
  // Household, by the week: 45 x 52 / 12 = 195; 2,719.01 - 195 = $2,524.01 (not 45 a month,
  // 2,674.01).
  afford(
    'household-swim-and-piano-45-a-week',
    'swim plus piano for the twins comes to 45 every week — not asking about the dentist, just whether this fits',
    [{ amount: 45, per: 'weekly' }],
    { wrongCents: [householdLeft - 4500] },
  );
  // Household, by the quarter: 270 / 3 = 90; 2,719.01 - 90 = $2,629.01 (not 270 a month, 2,449.01).
  afford(
    'household-lawn-aeration-270-a-quarter',
    'lawn company quoted 270 per quarter for aeration and weed control. can we fit that',
    [{ amount: 270, per: 'quarterly' }],
    { wrongCents: [householdLeft - 27000] },
  );
  const affordDecline = (id: string, question: string, profile: FreshProfile, why: string) => {
    declined('affordability', id, question, profile, why, { mustNot: [ONLY_PAYDAY] });
  };
  affordDecline(
    'empty-tow-no-count-rent-600',
    'i drive a tow truck and clear 45 a tow. is 600 rent realistic for me',
    'empty',
    'pay by the tow with no count of tows: the income a month is unknown',
  );
  affordDecline(
    'empty-turnover-no-count-car-350',
    'cleaning turnovers pays me 70 each. is a 350 car payment ok',
    'empty',
    'pay by the turnover with no count: the income is unknown',
  );
  affordDecline(
    'empty-pidgin-naira-900000-gym-200',
    'my salary na ₦900,000 every month. i fit afford 200 dollars gym membership?',
    'empty',
    'the pay is in Nigerian naira; the app works in US dollars and knows no exchange rate',
  );
  affordDecline(
    'empty-vietnamese-dong-40-trieu-car-350',
    'lương của em 40 triệu đồng một tháng, em có trả nổi 350 đô tiền xe mỗi tháng không?',
    'empty',
    'the pay is in Vietnamese dong: no exchange rate to dollars',
  );
  affordDecline(
    'empty-aed-14000-apartment-1200',
    'I earn AED 14,000 a month in Dubai. Can I afford a 1,200 dollar apartment back home',
    'empty',
    'the pay is in UAE dirhams: no exchange rate to US dollars',
  );
  affordDecline(
    'empty-north-of-4k-truck-700',
    'pay is north of 4k a month most months. a 700 truck payment, yes or no',
    'empty',
    '"north of 4k" is no amount: the income must be given to weigh the payment',
  );
  affordDecline(
    'empty-decent-money-boat-500',
    'i make decent money honestly. can i afford a 500 a month boat',
    'empty',
    '"decent money" is no income figure',
  );
  affordDecline(
    'checkup-no-income-climbing-gym-90',
    'thinking of joining a climbing gym, 90 a month. does that fit',
    'checkup',
    'no income on the calendar and none stated: what is left a month is unknown',
  );
  affordDecline(
    'empty-german-car-300-no-income',
    'Gerade ohne festes Einkommen: ist ein Autokredit mit 300 monatlich drin?',
    'empty',
    'no income on the calendar and none in the question',
  );
  affordDecline(
    'household-price-alone-truck-24000',
    'saw a 24,000 used truck on the lot today. affordable for us or not',
    'household',
    'a price alone: no monthly payment or term to weigh against what is left',
  );
  affordDecline(
    'household-no-alarm-monitoring-bill-karate-50',
    "our alarm monitoring runs 45 a month these days; is there still room for the kids' 50/month karate on top",
    'household',
    'the household has no alarm monitoring bill on its calendar',
  );

  // --- A supposed change, through the forecast until the next payday (or a stated horizon) --------
  // Household: $900 today, rent $1,250 on day 3, paid on day 6: the lowest is -$350.00.
  // Seeded: $1,200 today, rent $1,450 on day 2, paid on day 4: the lowest is -$250.00.
  // Nigerian Pidgin: 900 - 1,320 = -$420.00; $70.00 more.
  whatIf('pidgin-rent-1320', 'if my rent come 1,320, how low my account go reach before salary land?', {
    changed: { Rent: 1320 },
  });
  // Vietnamese: 900 - 1,300 = -$400.00; $50.00 more.
  whatIf(
    'vietnamese-rent-1300',
    'nếu tiền nhà lên 1,300 thì trước ngày lãnh lương tài khoản của em xuống thấp nhất bao nhiêu?',
    { changed: { Rent: 1300 } },
  );
  // German, with a floor and a unit that are no money: 900 - 1,290 = -$390.00; $40.00 more.
  whatIf(
    'german-rent-1290-4th-floor-unit-12',
    'Wohnung 12 im 4. Stock: wenn die Miete auf 1290 steigt, wie tief sinkt mein Konto vor dem Zahltag?',
    { changed: { Rent: 1290 } },
  );
  // A chat log with timestamps: 1,030 - 1,250 = -$220.00.
  whatIf(
    'timestamps-balance-1030',
    '[9:14 PM] me: checking says 1,030 right now\n[9:15 PM] me: so how low do i dip before the next paycheck',
    { balance: 1030 },
  );
  // A letter: 900 - 1,275 = -$375.00; $25.00 more.
  whatIf(
    'letter-rent-1275',
    'Dear Assistant,\n\nShould our monthly rent increase to $1,275.00, what would our lowest balance be before the next payday?\n\nThank you,\nGerald',
    { changed: { Rent: 1275 } },
  );
  // Bare keywords: the phone on day 15, after payday: -$350.00 either way; $15.00 more.
  whatIf('keywords-phone-80-lowest-before-payday', 'phone bill 80 lowest point until paycheck', {
    changed: { Phone: 80 },
  });
  // Code: 1,210 - 1,250 = -$40.00.
  whatIf('code-balance-1210', 'balance = 1210\nlowest_before_payday = ?  # what does this come out to', {
    balance: 1210,
  });
  // A blank to fill: 900 - 1,180 = -$280.00; $70.00 less.
  whatIf('fill-blank-rent-1180', 'With rent at 1,180, my lowest balance before payday comes to $_____.', {
    changed: { Rent: 1180 },
  });
  // True or false: the car payment on day 9, after payday: -$350.00 either way; $40.00 more.
  whatIf(
    'true-or-false-car-payment-360',
    'True or false: if the car payment rises to 360, I dip below zero before payday',
    { changed: { 'Car payment': 360 } },
  );
  // Sarcasm: 900 - 1,365 = -$465.00; $115.00 more.
  whatIf(
    'sarcasm-rent-1365',
    'rent is 1,365 now. love that for me. go ahead, how deep in the hole am i before payday',
    { changed: { Rent: 1365 } },
  );
  // A voice note's transcript, spoken: twelve ninety-five: 900 - 1,295 = -$395.00; $45.00 more.
  whatIf(
    'voice-note-rent-twelve-ninety-five',
    'okay so [inaudible] if the rent is twelve ninety five [inaudible] how low before i get paid',
    { changed: { Rent: 1295 } },
  );
  // "Thou": 2,000 - 1,250 = $750.00.
  whatIf(
    '2-thou-in-checking',
    'with 2 thou in checking instead, where does my balance bottom out before my check',
    {
      balance: 2000,
    },
  );
  // Before Memorial Day: 900 - 1,310 = -$410.00 (on Mar 10, days 0 to 75); $60.00 more.
  whatIf('rent-1310-before-memorial-day', 'rent renews at 1,310. lowest balance i hit before memorial day?', {
    changed: { Rent: 1310 },
    days: daysBefore(today, memorialDay(today)),
  });
  // By the Fourth of July: the car insurance at 600 (quarterly): -$350.00 either way; $20.00 more a
  // month.
  whatIf(
    'car-insurance-600-by-fourth-of-july',
    'car insurance renewal came in at 600 a quarter. how low do i get between now and the fourth of july, that day included',
    { changed: { 'Car insurance': 600 }, days: daysBefore(today, fourthOfJuly(today)) + 1 },
  );
  // The next 13 days (days 0 to 12, or 1 to 13: the same): 640 - 1,250 = -$610.00.
  whatIf(
    'balance-640-next-13-days',
    "it's 104 degrees and the AC guy just took my cash; checking is down to 640. lowest point over the next 13 days?",
    { balance: 640, days: 13 },
  );
  // Unpaid leave until the check after next: -$350.00 either way; 240 x 26 / 12 = $520.00 less.
  payChange(
    'unpaid-leave-checks-1860',
    'unpaid leave: the next checks are only 1,860 apiece. how far down does my balance go up to the payday after next?',
    1860,
  );
  // Seeded, a flight number that is no money: 1,200 - 1,395 = -$195.00; $55.00 less.
  whatIf(
    'seeded-flight-ua-1532-rent-1395',
    'landing on UA 1532 tonight and the new lease says 1,395. how low before payday with that rent',
    { changed: { Rent: 1395 } },
    'seeded',
  );
  // Seeded, digits mixed with words: 3,200 - 1,450 = $1,750.00.
  whatIf(
    'seeded-3-thousand-2-hundred-balance',
    'if my balance were 3 thousand 2 hundred, lowest i get before the paycheck?',
    { balance: 3200 },
    'seeded',
  );
  // Seeded, a grandparent: 1,200 - 1,500 = -$300.00; $50.00 more.
  whatIf(
    'seeded-grandson-set-up-rent-1500',
    'My grandson set this up for me. If the rent goes to 1,500, how low will my account go before my check comes?',
    { changed: { Rent: 1500 } },
    'seeded',
  );
  // No balance today: ask for it, and still say the change: $75.00 more; $40.00 less.
  declined(
    'what-if',
    'checkup-rent-1575-no-balance',
    '[8:02 AM] landlord: new rent is 1,575 from next month\n[8:03 AM] me: will i go negative before payday?',
    'checkup',
    'no balance today to run the forecast from (nor a payday on the calendar); the change a month can still be said',
    { figures: [amount(7500)] },
  );
  declined(
    'what-if',
    'checkup-rent-1460-no-balance',
    'True or false: with rent cut to 1,460 I stay above zero until payday',
    'checkup',
    'no balance today to run the forecast from; the change a month can still be said',
    { figures: [amount(4000)] },
  );
  const whatIfDecline = (id: string, question: string, why: string, profile: FreshProfile = 'household') => {
    declined('what-if', id, question, profile, why);
  };
  whatIfDecline(
    'two-changes-rent-1300-streaming-22',
    "[6:10 PM] me: rent's going to 1,300\n[6:10 PM] me: and streaming to 22\n[6:11 PM] me: bottom before payday?",
    'two changes at once: the forecast is run with one supposed change',
  );
  whatIfDecline(
    'no-water-softener-rental-45',
    'the water softener rental is going to 45. does that push me under before my check',
    'the household has no water softener bill on its calendar',
  );
  whatIfDecline(
    'seeded-no-parking-permit-60',
    'parking permit renewal jumps to 60, lowest balance before payday?',
    'the seeded user has no parking permit bill on the calendar',
    'seeded',
  );
  whatIfDecline(
    'payday-slips-to-friday',
    'if payday slips to friday this time, how low do i go first',
    'a paycheck moved to another day: the forecast runs on the calendar’s days',
  );
  whatIfDecline(
    'pidgin-naira-balance-850000',
    'if my account get ₦850,000, e go reach before salary?',
    'a balance in Nigerian naira: no exchange rate to dollars',
  );
  whatIfDecline(
    'aud-balance-1400',
    "say there's A$1,400 in the account — lowest before payday",
    'a balance in Australian dollars: no exchange rate to US dollars',
  );
  whatIfDecline(
    'rent-north-of-1300',
    'next lease will be north of 1,300. will i go under before payday',
    '"north of 1,300" is no figure for the rent',
  );
  whatIfDecline(
    'rent-up-no-figure-yet',
    "rent's going up, they haven't said how much yet. lowest before payday?",
    'a change with no figure: the new rent is not known',
  );
  whatIfDecline(
    'car-payment-moved-to-the-30th',
    'the lender is moving my car payment to the 30th. lowest before payday now?',
    'a bill moved to another day: the forecast runs on the calendar’s days',
  );
  whatIfDecline(
    'empty-keywords-balance-700-rent-1000',
    'balance 700 rent 1000 lowest before payday',
    'no payday and no bills on the calendar: there is no forecast to run to a payday',
    'empty',
  );

  // --- Retirement: $X from age A to 65 -------------------------------------------------------------
  // Nigerian Pidgin: 350 a month from 31, 34 years.
  retire(
    'pidgin-31-350',
    'I be 31, I dey put 350 every month for retirement. how much e go be when I reach 65?',
    { amount: 350, age: 31 },
  );
  // Vietnamese: 300 a month from 27, 38 years.
  retire('vietnamese-27-300', 'em 27 tuổi, mỗi tháng bỏ 300 vào 401k, đến 65 tuổi có bao nhiêu?', {
    amount: 300,
    age: 27,
  });
  // German: 400 a month from 36 at 6%, 29 years.
  retire(
    'german-36-400-at-6',
    'Ich bin 36 und spare 400 im Monat für die Rente, 6 Prozent Rendite. Wie viel habe ich mit 65?',
    { amount: 400, age: 36, rate: 6 },
  );
  // A letter: 95,000 and 1,250 a month from 48, 17 years.
  retire(
    'letter-48-95000-1250',
    'Dear Sir or Madam,\n\nI am 48 years of age, have $95,000 already invested for retirement and contribute $1,250 monthly. Kindly estimate the sum at 65 and the income it would provide.\n\nYours faithfully,\nR. Okafor',
    { amount: 1250, age: 48, start: 95000 },
  );
  // Bare keywords: 700 a month from 44 at 6.5%, 21 years.
  retire('keywords-44-700-6-5', 'retirement projection age 44 700 monthly 6.5% return', {
    amount: 700,
    age: 44,
    rate: 6.5,
  });
  // A blank to fill: 425 a month from 29 at 7%, 36 years.
  retire(
    'fill-blank-29-425-at-7',
    "I'm 29 and put 425 a month in at 7%. At 65 I'll have $______, which pays $______ a year under the 4% rule.",
    { amount: 425, age: 29, rate: 7, income: 'yearly' },
  );
  // True or false: 200 a month from 23, 42 years (about 342,000: true).
  retire(
    'true-or-false-23-200-over-300k',
    'true or false: 200 a month starting at age 23 puts me over 300k by 65',
    { amount: 200, age: 23 },
  );
  // Code, the rate as a decimal: 550 a month from 34 at 6%, 31 years (not 5%).
  retire('code-34-550-rate-0-06', 'age = 34\nmonthly = 550\nrate = 0.06\nat_65 = ?', {
    amount: 550,
    age: 34,
    rate: 6,
  });
  // A voice note's transcript: 800 a month from 41, 24 years.
  retire(
    'voice-note-41-eight-hundred',
    "[inaudible] i'm forty one and i put in [inaudible] eight hundred a month. what's that at sixty five",
    { amount: 800, age: 41 },
  );
  // "Thou": 30,000 and 600 a month from 43, 22 years.
  retire('43-30-thou-plus-600', '43 y.o., 30 thou in my ira already, adding 600 a month. value at 65?', {
    amount: 600,
    age: 43,
    start: 30000,
  });
  // Digits mixed with words: 1,100 a month from 50, 15 years.
  retire(
    '50-1-thousand-1-hundred',
    "I'm 50 and put 1 thousand 1 hundred a month toward retirement. what does that grow to by 65",
    { amount: 1100, age: 50 },
  );
  // Household, the car payment's amount (320) a month from 35, 30 years.
  retire(
    'household-same-as-car-payment-at-35',
    "i'm 35. if i invest the same as my car payment every month from now on, what's that by 65",
    { amount: 320, age: 35 },
    'household',
  );
  // By the quarter: 1,500 a quarter is 500 a month, from 39, 26 years (not 1,500 a month).
  retire('sep-1500-every-quarter-at-39', '1,500 every quarter into a SEP IRA, age 39. at 65?', {
    amount: 1500,
    per: 'quarterly',
    age: 39,
  });
  // "Seven and a quarter percent": 250 a month from 26 at 7.25%, 39 years.
  retire(
    '26-250-seven-and-a-quarter-percent',
    '26 years old, 250 a month, figure seven and a quarter percent a year. total at 65?',
    { amount: 250, age: 26, rate: 7.25 },
  );
  // Household, two deposits: 300 + 275 = 575 a month, both 37, 28 years (not 300 alone).
  retire(
    'household-300-and-partner-275-both-37',
    'i put 300 and my partner puts 275 into retirement each month, we are both 37. combined at 65?',
    { amount: 575, age: 37, wrongDeposit: 300 },
    'household',
  );
  // 17, with a jersey number that is no money: 100 a month, 48 years.
  retire(
    '17-jersey-23-roth-100',
    'im 17 (jersey #23 lol) and just started putting 100 a month from my job into a roth. what at 65',
    { amount: 100, age: 17 },
  );
  // A chat log with timestamps: 480 a month from 33 at 5.5%, 32 years.
  retire(
    'timestamps-33-480-at-5-5',
    '[8:40 AM] me: 33 years old\n[8:41 AM] me: 480/mo into the 401k at 5.5%\n[8:41 AM] me: total at 65?',
    { amount: 480, age: 33, rate: 5.5 },
  );
  // Seeded, 26 pay periods of 180: every two weeks, 390 a month, from 30, 35 years.
  retire(
    'seeded-26-pay-periods-180-at-30',
    '180 goes into my 401k each of my 26 pay periods. i am 30. how much at 65, and the monthly income from it?',
    { amount: 180, per: 'bi-weekly', age: 30, income: 'monthly' },
    'seeded',
  );
  const retireDecline = (id: string, question: string, why: string, mustNot?: Fact[]) => {
    declined('retirement', id, question, 'empty', why, { mustNot });
  };
  retireDecline(
    'no-age-400',
    'age is just a number lol. 400 a month into my ira, what at 65',
    'no age: the years to 65 are unknown',
  );
  retireDecline(
    'mid-forties-600',
    "i'm mid-forties, putting 600 a month away. what will i have at 65",
    '"mid-forties" is no exact age: the years to 65 are unknown',
  );
  retireDecline(
    'aud-800-super-at-35',
    'A$800 a month into super, I am 35. how much at 65?',
    'the contributions are in Australian dollars: no exchange rate to US dollars',
  );
  retireDecline(
    'pidgin-naira-50000-at-30',
    'I dey contribute ₦50,000 every month for pension, I be 30. wetin I go get for 65?',
    'the contributions are in Nigerian naira: no exchange rate to dollars',
  );
  retireDecline(
    'monthly-for-1-5-million-from-30',
    'how much do i need to put away monthly from age 30 to hit 1.5 million by 65',
    'the monthly amount for a target: the projection runs from an amount, not to one',
  );
  retireDecline(
    'stops-at-50-500-from-32',
    'i put 500 a month in from 32 but i plan to stop contributing at 50. balance at 65?',
    'contributions that stop partway: the projection is for a fixed monthly amount to 65',
  );
  retireDecline(
    'couple-hundred-and-change-at-28',
    "i'm 28 and i manage a couple hundred and change each month for retirement. at 65?",
    '"a couple hundred and change" is no monthly amount',
  );
  retireDecline(
    'what-did-401k-earn-last-quarter',
    'what did my 401k earn last quarter',
    'the account’s returns are a record the app does not hold',
    NO_FIGURE,
  );
  retireDecline(
    'lower-401k-to-pay-off-car',
    'should i lower my 401k contribution to pay the car off faster',
    'advice on a choice between saving and paying down a loan',
  );
  retireDecline(
    'how-long-600k-lasts-at-3000',
    'how many years will 600k last me if i pull 3,000 a month in retirement',
    'how long savings last: the projection runs to 65 and gives the 4% rule’s income, not a drawdown',
  );

  // --- Goals --------------------------------------------------------------------------------------
  const { ef, vacation, car } = householdGoals(today);
  const japan = goalOf(SEEDED, 'Japan Trip');
  const house = goalOf(SEEDED, 'House Down Payment');
  const seededEf = goalOf(SEEDED, 'Emergency Fund');
  const behindOrPace = (g: FreshGoal) => {
    const behind = behindCents(g, today);
    return behind > 0 ? m(behind) : ON_PACE;
  };
  const behindList = behindGoals(HOUSEHOLD, today);

  // Nigerian Pidgin: the goal furthest behind and by how much (or on pace).
  {
    const top = behindList[0];
    goal(
      'pidgin-which-goal-dey-behind-pass',
      'which one for my goals dey behind pass, and by how much?',
      top ? [said(top.goal.title), m(top.cents)] : [ON_PACE],
    );
  }
  // Vietnamese: 3,000 - 600 = $2,400.00.
  goal('vietnamese-vacation-con-thieu', 'quỹ vacation của em còn thiếu bao nhiêu tiền nữa?', [
    m(leftCents(vacation)),
  ]);
  // German: 7,000 / 500 = 14 months.
  goal(
    'german-new-car-500-im-monat',
    'Wie viele Monate noch bis der New Car Fonds voll ist, wenn wir 500 im Monat sparen?',
    reachOf(car, 500, today),
  );
  // A letter: the Emergency Fund's amount a month to its date.
  goal(
    'letter-emergency-fund-monthly-to-date',
    'Dear Assistant,\n\nKindly advise the monthly sum required to complete our Emergency Fund by its target date.\n\nRegards,\nThe Parkers',
    [m(neededCents(ef, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Bare keywords: each goal behind and by how much (or on pace).
  goal(
    'keywords-goals-behind-schedule-amount',
    'goals behind schedule amount each',
    behindList.length > 0 ? behindList.flatMap((b) => [said(b.goal.title), m(b.cents)]) : [ON_PACE],
  );
  // A blank to fill: 2,400 / 320 = 7.5: 8 months.
  goal(
    'fill-blank-vacation-320',
    'At 320 a month, the vacation fund is done in ___ months, on ________.',
    reachOf(vacation, 320, today),
  );
  // True or false: 1,000 of 8,000 = 12.5% funded.
  goal(
    'true-or-false-new-car-under-a-quarter',
    'true or false: the new car fund is less than a quarter funded. what percent is it at',
    [pct((car.saved / car.target) * 100)],
  );
  // Code: 7,000 / 650 = 10.8: 11 months.
  goal('code-new-car-650', "goal = 'new car'\nmonthly = 650\nmonths_left = ?", reachOf(car, 650, today));
  // A checklist: 7,500 and 2,400 still missing.
  goal(
    'checklist-emergency-and-vacation-missing',
    '- [ ] emergency fund: how much still missing\n- [ ] vacation: how much still missing',
    [m(leftCents(ef)), m(leftCents(vacation))],
  );
  // A voice note's transcript: the Vacation's amount behind (or on pace).
  goal(
    'voice-note-vacation-how-far-behind',
    '[inaudible] how far behind is the um vacation thing [inaudible] just the number',
    [behindOrPace(vacation)],
  );
  // "Thou": 7,000 / 1,400 = 5 months.
  goal(
    '1-4-thou-into-new-car',
    'if 1.4 thou a month goes into the new car fund, how many months and what date',
    reachOf(car, 1400, today),
  );
  // Digits mixed with words: 7,500 / 1,250 = 6 months.
  goal(
    '1-thousand-2-hundred-50-emergency',
    'putting 1 thousand 2 hundred 50 monthly into the emergency fund — when is it full',
    reachOf(ef, 1250, today),
  );
  // 2,500 + 600 + 1,000 = $4,100.00 saved in all.
  goal('saved-so-far-across-all-three', 'what have we actually saved so far, all three goals combined', [
    m(HOUSEHOLD.goals.reduce((sum, g) => sum + Math.round(g.saved * 100), 0)),
  ]);
  // Two to one: 600 a month, 400 to the Emergency Fund and 200 to the Vacation: 2,400 / 200 = 12
  // months (not 600 to it: 4; not half: 8).
  goal(
    '600-split-two-to-one-vacation-when',
    '600 a month, split two to one between the emergency fund and the vacation (the bigger part to emergency). when does vacation finish',
    reachOf(vacation, 200, today),
    'household',
    [count(4, 'month').fact, count(8, 'month').fact],
  );
  // By the week: 75 x 52 / 12 = 325 a month; 2,400 / 325 = 7.4: 8 months (not 75 a month: 32).
  goal(
    'vacation-75-every-week',
    'we can move 75 every week into the vacation fund. how many months does that take',
    reachOf(vacation, 325, today),
    'household',
    [count(32, 'month').fact],
  );
  // By the paycheck: 150 every two weeks is 325 a month; 7,000 / 325 = 21.5: 22 months (not 150 a
  // month: 47).
  goal(
    'new-car-150-from-each-paycheck',
    '150 out of each paycheck into the new car fund — how long until it is funded',
    reachOf(car, 325, today),
    'household',
    [count(47, 'month').fact],
  );
  // The goal whose deadline comes first: the Vacation, on its date.
  goal('deadline-comes-first-and-date', "which goal's deadline comes up first, and on what date", [
    said(vacation.title),
    said(goalDate(vacation, today)),
  ]);
  // What the Vacation's even plan holds by now.
  goal(
    'vacation-plan-amount-by-today',
    'according to an even monthly plan, how much should be in the vacation fund as of today',
    [m(planHoldsCents(vacation, today))],
  );
  // The Vacation's amount a month to its date and what is left.
  goal(
    'vacation-monthly-to-date-and-remaining',
    'two numbers for the vacation fund: remaining, and per month to finish on its date',
    [m(leftCents(vacation)), m(neededCents(vacation, today))],
    'household',
    NOT_CATCH_UP_CONTRIBUTIONS,
  );
  // Seeded: the New Laptop is done.
  goal(
    'seeded-any-goals-already-complete',
    'are any of my goals already complete?',
    [said('New Laptop')],
    'seeded',
  );
  // Seeded: 2,800 / 350 = 8 months.
  goal(
    'seeded-japan-350-sarcasm',
    'japan at 350 a month. cool cool cool. how many months is that, realistically',
    reachOf(japan, 350, today),
    'seeded',
  );
  // Seeded: 8,000 of 40,000 = 20% saved.
  goal(
    'seeded-house-percent-saved',
    'Wie viel Prozent vom House Down Payment habe ich schon gespart?',
    [pct((house.saved / house.target) * 100)],
    'seeded',
  );
  // Seeded: the Emergency Fund's amount a month to its date.
  goal(
    'seeded-emergency-monthly-by-deadline',
    'per month, what does my emergency fund need to make its deadline',
    [m(neededCents(seededEf, today))],
    'seeded',
    NOT_CATCH_UP_CONTRIBUTIONS,
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
    'new-car-by-fourth-of-july-monthly',
    'new car fund done by the fourth of july — monthly amount?',
    'a monthly amount to a horizon the goal does not have (the New Car has no date); what is left can be said',
    'household',
    [m(leftCents(car))],
  );
  goalDecline('no-hot-tub-fund', 'how close is the hot tub fund', 'the household has no hot tub goal');
  goalDecline(
    'seeded-no-phd-fund-250',
    'at 250 a month when is my PhD fund covered',
    'the seeded user has no PhD goal',
    'seeded',
  );
  goalDecline(
    'pidgin-naira-into-vacation',
    'if we dey put ₦100,000 every month for vacation, when e go complete?',
    'the monthly amount is in Nigerian naira: no exchange rate to dollars',
  );
  goalDecline(
    'north-of-300-into-new-car',
    'something north of 300 a month into the new car fund — finish date?',
    '"north of 300" is no monthly amount',
  );
  goalDecline(
    'archive-new-car-goal',
    'archive the new car goal, we bought one',
    'an action on a goal: the assistant does not change goals',
  );
  goalDecline(
    'pause-vacation-for-emergency',
    'true or false: pausing the vacation fund to pile into the emergency fund is the smarter move',
    'advice on which goal to fund, not a figure',
  );
  goalDecline(
    'tax-refund-lump-plus-300-emergency',
    'dump our 1,200 tax refund in now plus 300 a month after — when is the emergency fund done',
    'a lump sum put in now beside the monthly amount: the months at an amount a month are what is worked',
  );
  goalDecline(
    'subject-line-set-vacation-date',
    'Subject: vacation goal\n\nplease change the target date to december 1',
    'an action on a goal: the assistant does not change goals',
  );
  goalDecline(
    'checkup-goals-tracking',
    'Dear Assistant,\n\nHow far behind or ahead are my goals at present?\n\nMany thanks,\nPat',
    'the checkup user has no goals',
    'checkup',
  );
  goalDecline(
    'empty-pidgin-goal-dey-behind',
    'abeg check am, my savings goal dey behind or e dey on track?',
    'no goals: there is nothing to be behind on',
    'empty',
  );

  // --- Plain arithmetic on the question's numbers (and the app's own data) ------------------------
  // A sinking fund: (180 + 120 + 139) / 12 = 439 / 12 = $36.58.
  calc(
    'sinking-fund-registration-aaa-prime',
    'once-a-year bills: car registration 180, AAA 120, prime 139. how much a month do i set aside to cover them',
    [m(Math.round(43900 / 12))],
  );
  // A percent increase: 90 / 1,250 = 7.2%.
  calc(
    'rent-1250-to-1340-percent-increase',
    'the rent increase from 1,250 to 1,340 works out to what percentage',
    [pct((90 / 1250) * 100)],
  );
  // A percent off: 25 / 99.99 = 25.0%.
  calc(
    'marked-down-99-99-to-74-99-percent-off',
    'the jacket got marked down from 99.99 to 74.99, what % off is that',
    [pct((25 / 99.99) * 100)],
  );
  // A loan's total interest: 389 x 60 = 23,340; less 20,000 = $3,340.00.
  calc(
    'loan-20000-389-for-60-months-total-interest',
    'paying 389 a month for 60 months on a 20,000 loan. how much interest do i pay overall',
    [m(38900 * 60 - 2000000)],
  );
  // A lease's total: 329 x 36 + 2,999 = $14,843.00.
  calc(
    'lease-36-months-329-plus-2999-down',
    'lease is 36 months at 329 plus 2,999 down. total cost of the lease?',
    [m(32900 * 36 + 299900)],
  );
  // Clock times with an unpaid lunch: 8.5 - 0.5 = 8 hours a day; x 5 x 18 = $720.00.
  calc(
    'clock-830-to-5-unpaid-lunch-18-an-hour',
    'i work 8:30 to 5 with a 30 minute unpaid lunch, 5 days, at 18 an hour. weekly pay before tax?',
    [m(8 * 5 * 1800)],
  );
  // By the kWh: 850 x 0.14 = $119.00.
  calc('850-kwh-at-14-cents', 'used 850 kWh this month at 14 cents a kWh. bill amount?', [m(850 * 14)]);
  // Cost per visit: 45 / 9 = $5.00.
  calc('gym-45-went-9-times-cost-per-visit', 'gym is 45 a month and i went 9 times. cost per visit?', [
    m(4500 / 9),
  ]);
  // Bulk against single cans: 12 x 1.25 = 15.00; less 8.99 = $6.01.
  calc(
    '12-pack-8-99-vs-1-25-a-can',
    'a 12-pack is 8.99, single cans are 1.25 each. how much does the pack save over buying 12 singles',
    [m(12 * 125 - 899)],
  );
  // A price rise over a year: (12.99 - 11.99) x 12 = $12.00.
  calc(
    'spotify-11-99-to-12-99-extra-a-year',
    'music subscription going from 11.99 to 12.99. extra per year?',
    [m((1299 - 1199) * 12)],
  );
  // Time and a half: 40 x 22 + 6 x 33 = 880 + 198 = $1,078.00.
  calc(
    'overtime-22-an-hour-46-hours',
    '22/hr, worked 46 hours this week, time and a half past 40. gross for the week?',
    [m(40 * 2200 + 6 * 3300)],
  );
  // Nigerian Pidgin: 15% of 3,400 = $510.00.
  calc('pidgin-15-percent-of-3400', 'abeg wetin be 15% of 3,400?', [m(340000 * 0.15)]);
  // Vietnamese: 1,260 / 3 = $420.00.
  calc('vietnamese-1260-chia-3', '1,260 chia 3 người, mỗi người trả bao nhiêu?', [m(126000 / 3)]);
  // German: 7% of 2,600 = $182.00.
  calc('german-7-prozent-von-2600', 'Was sind 7 Prozent von 2600?', [m(260000 * 0.07)]);
  // A blank to fill: 52 x 65 = $3,380.00.
  calc('fill-blank-52-weeks-65', '52 weeks × 65 a week = $_____', [m(52 * 6500)]);
  // True or false: 4 x 87.50 = 350.00, more than 340.
  calc('true-or-false-4-payments-87-50', 'true or false: 4 payments of 87.50 add up to more than 340', [
    m(4 * 8750),
  ]);
  // Code: 1,480 / 4 = $370.00.
  calc('code-rent-1480-roommates-4', 'rent = 1480\nroommates = 4\nprint(rent / roommates)', [m(148000 / 4)]);
  // Bare keywords: 23.75 x 40 x 52 = $49,400.00.
  calc('keywords-hourly-23-75-yearly-40-hours', 'hourly to yearly 23.75 40 hours', [m(2375 * 40 * 52)]);
  // A letter: 3.5% of 18,400 = $644.00.
  calc(
    'letter-3-5-percent-of-18400',
    'Dear Sir or Madam,\n\nI should be grateful if you would calculate 3.5% of $18,400.\n\nYours sincerely,\nH. Whitcombe',
    [m(1840000 * 0.035)],
  );
  // A chat log: 138.60 x 1.2 = 166.32; / 3 = $55.44.
  calc(
    'timestamps-dinner-138-60-tip-20-split-3',
    '[7:02 PM] sam: dinner came to 138.60 with tax\n[7:03 PM] sam: add a 20% tip and split it 3 ways, what does each of us send',
    [m((13860 * 1.2) / 3)],
  );
  // A voice note's transcript: 1,260 / 12 = $105.00.
  calc(
    'voice-note-renters-1260-a-year-monthly',
    "[inaudible] my um renter's policy is 1,260 a year [inaudible] broken into months that's what",
    [m(126000 / 12)],
  );
  // A floor and a unit that are no money: 40% of 1,395 = $558.00.
  calc(
    'unit-12b-4th-floor-40-percent-of-1395',
    "apartment 12B on the 4th floor, rent 1,395, and i pay 40% of it since my room's smaller. my share?",
    [m(139500 * 0.4)],
  );
  // Digits mixed with words: 3,200 x 12 = $38,400.00.
  calc('3-thousand-2-hundred-a-month-yearly', '3 thousand 2 hundred a month is how much in a year', [
    m(320000 * 12),
  ]);
  // "Thou": 2,500 / 10 = $250.00.
  calc('2-5-thou-over-10-months', 'need 2.5 thou saved in 10 months, so what per month', [m(250000 / 10)]);
  // Household: the car insurance, 540 a quarter, is $180.00 a month.
  calc(
    'household-car-insurance-per-month',
    'the quarterly car insurance, spread evenly, is how much a month?',
    [m(54000 / 3)],
    'household',
    [ONLY_PAYDAY],
  );
  // Household: rent on day 3, the car payment on day 9: 6 days.
  calc(
    'household-days-from-rent-to-car-payment',
    'rent day to car payment day: how many days apart?',
    [counted(9 - 3, 'day')],
    'household',
    [ONLY_PAYDAY],
  );
  // Household: (65 + 15.99) x 12 = $971.88.
  calc(
    'household-phone-and-streaming-a-year',
    'phone plus streaming, what do those two cost me over a full year',
    [m((6500 + 1599) * 12)],
    'household',
    [ONLY_PAYDAY],
  );
  // Household: after the paycheck on day 6, the car payment on day 9, $320.00.
  calc(
    'household-first-bill-after-next-paycheck',
    'what is the first bill that comes out after my next paycheck lands, and how much',
    [said('Car payment'), m(32000)],
    'household',
    [ONLY_PAYDAY],
  );
  // Seeded: the gym membership, a one-off on day 45, $40.00.
  {
    const gym = SEEDED.events.find((e) => e.title === 'Gym membership')!;
    calc(
      'seeded-gym-membership-when-and-how-much',
      "when's the gym membership charge on my calendar and for how much",
      [said(format(addDays(parseISO(today), gym.inDays), 'MMM dd, yyyy')), m(4000)],
      'seeded',
      [ONLY_PAYDAY],
    );
  }
  // The check-up (decision 023) for the checkup user: savings 4,000, essential costs 2,000 a month:
  // three months is 6,000, 2,000 more, at 250 a month 8 months; the card's 3,000 at 300 a month, 10
  // months; what it flags: the emergency fund (2.0 months), the high-interest debt and retirement
  // (5%); 4,000 - 2,000 - 200 = $1,800.00 left.
  {
    const plan = checkupPlan(today);
    calc(
      'checkup-months-to-three-month-cushion-at-250',
      'if i add 250 a month to savings, how many months until my check-up says i have 3 months of essentials covered',
      [count(plan.monthsToThreeMonths(250), 'month')],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-months-to-clear-card-at-300-no-interest',
      'ignoring interest, how many months to clear the card debt on my check-up at 300 a month',
      [count(plan.monthsToClearDebt(300), 'month')],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-what-gets-flagged',
      'which items on my check-up are flagged as needing attention',
      [said('emergency'), said('debt'), said('retirement')],
      'checkup',
      [ONLY_PAYDAY],
    );
    calc(
      'checkup-left-after-essentials-and-retirement',
      'from my check-up numbers: take-home minus essential costs minus what goes to retirement = ?',
      [m(plan.leftAfterEssentialsAndRetirement)],
      'checkup',
      [ONLY_PAYDAY],
    );
  }
  const calcDecline = (id: string, question: string, why: string, mustNot?: Fact[]) => {
    declined('arithmetic', id, question, 'empty', why, { mustNot });
  };
  calcDecline(
    '15-percent-of-my-rent',
    'abeg calculate 15% of my house rent',
    'no rent on the calendar and none given',
    [/\$\s?\d/],
  );
  calcDecline(
    'average-grocery-spend-per-week',
    'what do i average on groceries per week',
    'past spending: the app holds no transactions',
    [/\$\s?\d/],
  );
  calcDecline(
    'naira-250000-in-dollars',
    'convert ₦250,000 to US dollars for me',
    'a currency conversion: the app has no exchange rate',
    [/\$\s?\d/],
  );
  calcDecline(
    'car-loan-389-total-interest-no-term',
    '389 a month on a 20,000 car loan — total interest?',
    'the term is missing: the months paid are not said',
  );
  calcDecline(
    'time-and-a-half-22-no-hours',
    'time and a half on 22 an hour, what does my overtime come to',
    'the overtime hours are not given',
  );
  calcDecline(
    'german-20-prozent-vom-gehalt',
    'Was sind 20 Prozent von meinem Gehalt?',
    'the salary is not given and the app does not hold it',
    NO_FIGURE,
  );
  calcDecline(
    'sinking-fund-registration-no-amount',
    'how much a month should i sink toward car registration',
    'the registration’s yearly amount is not given',
    [/\$\s?\d/],
  );
  calcDecline(
    'tax-on-2000-side-gig',
    'how much tax comes off a 2,000 side gig',
    'a tax question with no rate: what is owed depends on rules the app does not hold',
    NO_FIGURE,
  );
  calcDecline(
    'north-of-900-a-month-yearly',
    "it's north of 900 a month, what's that a year",
    '"north of 900" is no amount to multiply',
  );
  calcDecline(
    'kwh-14-cents-no-usage',
    'at 14 cents a kWh what will my power bill be',
    'the kWh used are not given',
    [/\$\s?\d/],
  );

  // --- Outside what the assistant can do ---------------------------------------------------------
  outside(
    'close-savings-at-credit-union',
    'close my savings account at the credit union',
    'empty',
    'an action with a bank',
  );
  outside(
    'subject-line-split-direct-deposit',
    'Subject: direct deposit\n\nplease split my direct deposit 80/20 between checking and savings starting this payday',
    'household',
    'an action with an employer and a bank',
  );
  outside(
    'apply-heloc-for-me',
    'apply for a HELOC on our house for me',
    'household',
    'an action with a lender',
  );
  outside(
    'book-car-30k-mile-service',
    'book the car in for its 30k mile service next week',
    'household',
    'an action with a garage',
  );
  outside(
    'print-march-bank-statement',
    'print my bank statement for march',
    'empty',
    'an action and a record the app does not hold',
  );
  outside(
    'voice-note-unlock-card',
    '[inaudible] call the bank and [inaudible] get my card unlocked',
    'empty',
    'an action with a bank',
  );
  outside(
    'hsa-balance',
    "what's the balance on my HSA",
    'empty',
    'a record of an account the app does not hold',
    [/\$\s?\d/],
  );
  outside(
    'overtime-on-last-paycheck',
    'how much overtime was on my last paycheck',
    'household',
    'a pay record the app does not hold',
    [/\$\s?\d/],
  );
  outside(
    'property-tax-bill-house',
    'what is the property tax bill on our house this year',
    'household',
    'a tax record the app does not hold',
    [/\$\s?\d/],
  );
  outside(
    'who-services-student-loans',
    'who services my student loans',
    'empty',
    'a record of a loan the app does not hold',
  );
  outside(
    'letter-pension-transfer-completed',
    'Dear team,\n\nCould you please confirm whether my pension transfer has completed?\n\nBest wishes,\nMaureen',
    'empty',
    'a record of a pension provider the app does not hold',
  );
  outside(
    'housing-market-crash-next-year',
    'will the housing market crash next year',
    'empty',
    'a prediction of prices',
    NO_FIGURE,
  );
  outside(
    'landlord-raise-rent-at-lease-end',
    'Subject: lease renewal\n\nwill the landlord hike our rent when it comes up in august?',
    'household',
    'a prediction of someone else’s decision',
    NO_FIGURE,
  );
  outside(
    'costco-membership-fee-going-up',
    'will costco raise the membership fee this year',
    'empty',
    'a prediction of a company’s prices',
    NO_FIGURE,
  );
  outside(
    'fed-cutting-in-june',
    'fed meeting in june — cut or hold?',
    'empty',
    'a prediction of interest rates',
    [...NO_PERCENT],
  );
  outside(
    'pidgin-which-crypto-go-pump',
    'abeg which crypto go pump this year?',
    'empty',
    'a prediction and a pick of a specific investment',
    NO_FIGURE,
  );
  outside('hsa-contributions-deductible', 'are HSA contributions tax deductible', 'empty', 'a tax question');
  outside(
    'true-or-false-eitc-qualify',
    'true or false: i qualify for the earned income tax credit',
    'empty',
    'a tax question about rules and records the app does not hold',
  );
  outside('claim-mom-as-dependent', 'can i claim my mom as a dependent', 'empty', 'a tax question');
  outside(
    'pet-rent-legal-texas',
    'true or false: a texas landlord can legally charge monthly pet rent',
    'household',
    'a legal question',
  );
  outside(
    'roommate-savings',
    "peek at my roommate's savings account for me",
    'empty',
    'someone else’s money',
    [/\$\s?\d/],
  );
  outside(
    'ex-income-for-child-support',
    "what's my ex's income, for child support",
    'empty',
    'someone else’s pay: a record the app does not hold',
    [/\$\s?\d/],
  );
  outside(
    'vietnamese-buy-gold',
    'có nên mua vàng bây giờ không?',
    'empty',
    'advice on buying gold: a specific investment',
  );
  outside(
    'german-etf-or-festgeld',
    'Soll ich mein Erspartes in ETFs oder Festgeld stecken?',
    'empty',
    'advice on specific investments',
    NO_PERCENT,
  );
  outside(
    'timeshare-good-investment',
    'is a timeshare a good investment for our family',
    'household',
    'advice on a specific purchase as an investment',
  );
  outside(
    'health-plan-cover-therapy',
    'does my health plan cover therapy sessions',
    'household',
    'an insurance policy the app does not hold',
  );
  outside(
    'keywords-best-cash-back-card',
    'best cash back credit card 2026',
    'empty',
    'a product pick with live offers the app does not have',
    NO_PERCENT,
  );

  return { ...built, reasons };
}

/** The nineteenth fresh set, for the evaluation's `today` (yyyy-MM-dd, UTC). */
export function freshCases19(today: string): FreshCase[] {
  return build(today).cases;
}

/** A right answer per case id, written from the same figures: for the set's own checks. */
export function freshCases19Samples(today: string): Record<string, string> {
  return build(today).samples;
}

/** Why each case that must decline declines, by case id. */
export function freshCases19Reasons(today: string): Record<string, string> {
  return build(today).reasons;
}
