import { describe, expect, it } from 'vitest';
import { freshScore } from './check.ts';
import {
  CHECKUP,
  EMPTY,
  FRESH_FAMILIES,
  HOUSEHOLD,
  SEEDED,
  affordability,
  behindCents,
  declines,
  freshCases,
  futureValue,
  holds,
  lowestBalance,
  neededCents,
  perMonthCents,
  reach,
} from './fresh-cases.ts';
import { freshCases2 } from './fresh-cases-2.ts';
import { freshCases3 } from './fresh-cases-3.ts';
import { freshCases4 } from './fresh-cases-4.ts';
import { freshCases5 } from './fresh-cases-5.ts';
import { freshCases6 } from './fresh-cases-6.ts';
import { freshCases7 } from './fresh-cases-7.ts';
import { cardPayoffMonths, freshCases8 } from './fresh-cases-8.ts';
import { freshCases9 } from './fresh-cases-9.ts';
import { freshCases10, freshCases10Samples } from './fresh-cases-10.ts';
import {
  TODAY,
  factsOf,
  itDeclinesIn,
  itHoldsOnItsSamples,
  itIsNew,
  itMatchesWorked,
  itRewordsNoneOfItsOwn,
  itScoresConfidentDeclinesWrong,
  yearOf,
} from './fresh-checks.ts';

/**
 * Checks of the tenth fresh held-out set itself (issue 38): its shape, and its arithmetic against
 * values worked by hand. The checks sets 3 to 10 each make of themselves are shared, in
 * `fresh-checks.ts`.
 */

describe('the tenth fresh set', () => {
  const cases = freshCases10(TODAY);
  const earlier = [
    ...freshCases(TODAY),
    ...freshCases2(TODAY),
    ...freshCases3(TODAY),
    ...freshCases4(TODAY),
    ...freshCases5(TODAY),
    ...freshCases6(TODAY),
    ...freshCases7(TODAY),
    ...freshCases8(TODAY),
    ...freshCases9(TODAY),
  ];

  itIsNew(cases, earlier, { prefix: 'fresh10', min: 160, earlierSets: '1 to 9' });
  itRewordsNoneOfItsOwn(cases);

  it("has every family in roughly set 9's proportions, each with at least 12 cases, and all four users", () => {
    const set9 = freshCases9(TODAY);
    for (const family of FRESH_FAMILIES) {
      const mine = cases.filter((c) => c.family === family).length;
      expect(mine, family).toBeGreaterThanOrEqual(12);
      // Within five points of set 9's share of the family.
      const theirs = set9.filter((c) => c.family === family).length / set9.length;
      expect(Math.abs(mine / cases.length - theirs), family).toBeLessThanOrEqual(0.05);
    }
    expect(cases.every((c) => FRESH_FAMILIES.includes(c.family))).toBe(true);
    expect(new Set(cases.map((c) => c.profile))).toEqual(
      new Set(['household', 'seeded', 'empty', 'checkup']),
    );
  });

  itDeclinesIn(cases, 35, 40);

  it('asks in the new ways it was written for', () => {
    const count = (pattern: RegExp, family?: string) =>
      cases.filter((c) => (family === undefined || c.family === family) && pattern.test(c.question)).length;
    // Who asks: a waiter, a freelancer, people on disability, the military, single parents and child
    // support, landlords, a student with a campus job, parents on leave, a retired teacher.
    expect(count(/\b(waiter|wait tables|server)\b/i)).toBeGreaterThanOrEqual(3);
    expect(count(/freelanc|invoice/i)).toBeGreaterThanOrEqual(4);
    expect(count(/ssdi|disability/i)).toBeGreaterThanOrEqual(5);
    expect(count(/\b(navy|sailor|marine|military|tsp|va|bah)\b/i)).toBeGreaterThanOrEqual(6);
    expect(count(/single (mom|dad)|child support/i)).toBeGreaterThanOrEqual(5);
    expect(count(/tenant|landlord|rental|duplex/i)).toBeGreaterThanOrEqual(10);
    expect(count(/college|campus|student/i)).toBeGreaterThanOrEqual(2);
    expect(count(/parental leave|on leave/i)).toBeGreaterThanOrEqual(5);
    expect(count(/teach|pension/i)).toBeGreaterThanOrEqual(3);
    // Written as texts, politely at length, or in British words.
    expect(count(/\b(u|rn|tbh|pls|n|wat|tmrw|w|r)\b/)).toBeGreaterThanOrEqual(8);
    expect(count(/^(good (morning|afternoon)|could you please)/i)).toBeGreaterThanOrEqual(3);
    expect(count(/fortnight|per annum|\bflat\b|\bmum\b|current account|car finance/i)).toBeGreaterThanOrEqual(
      9,
    );
    expect(cases.filter((c) => c.question.split(' ').length >= 30).length).toBeGreaterThanOrEqual(3);
    // Amounts: "1.1k", "$2k", "2.5k", in words, "3 hundred", "950 bucks", "$75/wk".
    expect(count(/\d+(\.\d+)?k\b/i)).toBeGreaterThanOrEqual(12);
    expect(
      count(/fifteen hundred|3 hundred|two hundred|a hundred and (twenty|fifty)|three grand|a grand/i),
    ).toBeGreaterThanOrEqual(10);
    expect(count(/\bbucks\b/i)).toBeGreaterThanOrEqual(3);
    expect(count(/\/wk\b/i)).toBeGreaterThanOrEqual(4);
    // Percents written both ways.
    expect(count(/\d percent\b/i)).toBeGreaterThanOrEqual(8);
    expect(count(/\d%/)).toBeGreaterThanOrEqual(5);
    // How often, in many words.
    expect(
      count(/fortnight|biweekly|semi-monthly|per annum|every other friday|twice monthly|each quarter/i),
    ).toBeGreaterThanOrEqual(18);
    // Ways of asking.
    expect(
      count(
        /how long till|what would my monthly look like|on track|doable|damage per month|how deep|slacking/i,
      ),
    ).toBeGreaterThanOrEqual(9);
    // Horizons.
    expect(
      count(/next 10 days|next 6 weeks|next fortnight|payday after next|at 66|at 68/i),
    ).toBeGreaterThanOrEqual(8);
    // The seeded users' goals by name.
    expect(
      count(/emergency fund|vacation|new car|japan|house (fund|down payment)|down payment/i, 'goals'),
    ).toBeGreaterThanOrEqual(22);
    // A card's payoff from a balance, an APR and a payment is the calculator's months, not a decline.
    const payoffs = cases.filter((c) => /apr/i.test(c.question) && c.family === 'arithmetic');
    expect(payoffs.length).toBeGreaterThanOrEqual(2);
    expect(payoffs.every((c) => c.expect.kind === 'figures')).toBe(true);
    // Two changes at once are declined (decision 027: one change at a time).
    const twoChanges = cases.filter((c) => c.id.includes('two-changes'));
    expect(twoChanges.length).toBeGreaterThanOrEqual(2);
    expect(twoChanges.every((c) => c.expect.kind === 'decline')).toBe(true);
    // A retirement age from 66 to 75 is projected to; 66 as one's age is declined.
    const laterAges = cases.filter((c) => c.id.includes('retire-at-6') && c.family === 'retirement');
    expect(laterAges.length).toBe(2);
    expect(laterAges.every((c) => c.expect.kind === 'figures')).toBe(true);
    expect(cases.find((c) => c.id === 'fresh10-retirement-66-still-tucking-400')!.expect.kind).toBe(
      'decline',
    );
    // Look-alikes outside the app: law, taxes, benefits, allowances, rates, market prices, actions,
    // reminders, past spending, picks, records, lenders, health.
    expect(
      count(
        /legal|irs|ssdi|bah|charge|u pay|text me|doordash|cash back|etf|mortgage rates|state tax|enroll me|appraise|garnish|forgiven|home prices|payments are left|raise the rent|lend|most recent check|book me|health plan/i,
        'out-of-scope',
      ),
    ).toBeGreaterThanOrEqual(22);
  });

  const year = yearOf(freshCases10, freshCases10Samples);
  itHoldsOnItsSamples(year);
  itScoresConfidentDeclinesWrong(year);
});

/** Figures worked by hand for TODAY (2026-03-10), as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Empty, income stated: the income, then less the payment.
  'fresh10-affordability-empty-waiter-wage-and-tips-2400-all-in-car-310': '$2,400.00 then $2,090.00',
  'fresh10-affordability-empty-freelancer-invoices-5500-coworking-275': '$5,500.00 then $5,225.00',
  'fresh10-affordability-empty-ssdi-1480-accessible-van-395': '$1,480.00 then $1,085.00',
  // 1,650 x 2 = 3,300; - 1,300 = 2,000.
  'fresh10-affordability-empty-navy-twice-monthly-1650-off-base-1300': '$3,300.00 then $2,000.00',
  // 1,600 x 26 = 41,600; / 12 = 3,466.666... = 3,466.67; + 450 = 3,916.67. 210 x 52 = 10,920; / 12
  // = 910; 3,916.67 - 910 = 3,006.67.
  'fresh10-affordability-empty-single-mom-every-other-friday-1600-child-support-450-daycare-210-wk':
    '$3,916.67 then $3,006.67',
  // Household: 2,100 x 26 / 12 = 4,550.00 in; bills 1,250 + 320 + 65 + 15.99 + 540 / 3 (180) =
  // 1,830.99 (the one-off dentist left out); 2,719.01 left.
  // 4,550 + 900 = 5,450; - 1,830.99 = 3,619.01; - 650 = 2,969.01.
  'fresh10-affordability-household-basement-tenant-900-on-top-rv-650': '$3,619.01 then $2,969.01',
  // 15 x 16 = 240 a week; x 52 = 12,480; / 12 = 1,040; - 420 = 620.
  'fresh10-affordability-empty-student-library-15-hrs-16-meal-plan-420': '$1,040.00 then $620.00',
  'fresh10-affordability-empty-retired-teacher-pension-3900-hoa-480': '$3,900.00 then $3,420.00',
  // 1,500 x 26 = 39,000; / 12 = 3,250; - 1,830.99 = 1,419.01; - 120 = 1,299.01.
  'fresh10-affordability-household-parental-leave-biweekly-1500-diapers-120': '$1,419.01 then $1,299.01',
  'fresh10-affordability-household-polite-piano-lessons-140': '$2,719.01 then $2,579.01',
  'fresh10-affordability-household-texting-u-rn-climbing-gym-35': '$2,719.01 then $2,684.01',
  // 75 x 52 = 3,900; / 12 = 325; 2,719.01 - 325 = 2,394.01.
  'fresh10-affordability-household-dog-walker-75-wk-damage-per-month': '$2,719.01 then $2,394.01',
  // 1,500 x 26 / 12 = 3,250; - 260 = 2,990.
  'fresh10-affordability-empty-fifteen-hundred-fortnightly-car-finance-260': '$3,250.00 then $2,990.00',
  'fresh10-affordability-household-3-hundred-mums-care-home': '$2,719.01 then $2,419.01',
  // Seeded: 2,600 x 26 = 67,600; / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33.
  'fresh10-affordability-seeded-a-hundred-and-twenty-therapy-copays': '$4,183.33 then $4,063.33',
  // 950 x 52 = 49,400; / 12 = 4,116.666... = 4,116.67; - 1,500 = 2,616.67; - 180 = 2,436.67.
  'fresh10-affordability-checkup-warehouse-950-bucks-a-week-storage-180': '$2,616.67 then $2,436.67',
  'fresh10-affordability-seeded-1.1k-daycare-spot': '$4,183.33 then $3,083.33',
  // 48,000 / 12 = 4,000; - 1,150 = 2,850.
  'fresh10-affordability-empty-48000-per-annum-flat-1150': '$4,000.00 then $2,850.00',
  // 2,050 x 2 = 4,100; - 380 = 3,720.
  'fresh10-affordability-empty-semi-monthly-2050-student-loan-380': '$4,100.00 then $3,720.00',
  // 210 / 3 = 70; 2,649.01.
  'fresh10-affordability-household-water-softener-rental-210-each-quarter': '$2,719.01 then $2,649.01',
  // 2,100 x 1.06 = 2,226; x 26 = 57,876; / 12 = 4,823; - 1,830.99 = 2,992.01; - 190 = 2,802.01.
  'fresh10-affordability-household-6-percent-raise-boat-slip-190': '$2,992.01 then $2,802.01',
  // 4,550 + 400 = 4,950; - 1,830.99 = 3,119.01; - 160 = 2,959.01.
  'fresh10-affordability-household-run-on-tutoring-400-hot-tub-160': '$3,119.01 then $2,959.01',
  // The car payment 355 instead of 320: 35 more; 2,684.01.
  'fresh10-affordability-household-car-refinance-355-monthly-look': '$2,719.01 then $2,684.01',
  // Rent 1,395 instead of 1,450: 55 less; 4,238.33.
  'fresh10-affordability-seeded-rent-knocked-down-1395-two-year-lease': '$4,183.33 then $4,238.33',
  // Checkup: 1,900 + 1,200 = 3,100; - 1,500 = 1,600; - 325 = 1,275.
  'fresh10-affordability-checkup-va-disability-1900-part-time-1200-car-note-325': '$1,600.00 then $1,275.00',
  // 1,100 x 26 = 28,600; / 12 = 2,383.333... = 2,383.33; + 2,600 = 4,983.33; - 250 = 4,733.33.
  'fresh10-affordability-empty-partner-parental-leave-1100-every-two-weeks-me-2600-stroller-250':
    '$4,983.33 then $4,733.33',
  'fresh10-affordability-empty-rental-house-nets-1850-car-lease-600': '$1,850.00 then $1,250.00',

  // Household: 900 today; rent 1,250 on day 3: -350.00; paid 2,100 on day 6 (and day 20); the car
  // 320 on day 9, the dentist 180 on day 11, the phone 65 on day 15, streaming 15.99 on day 20, the
  // car insurance 540 on day 40.
  // Until the payday after (day 20): -350 on day 3, then 1,150, 830, 650, 585: -350.00. 600 x 26 =
  // 15,600; / 12 = 1,300 less.
  'fresh10-what-if-parental-leave-biweekly-deposit-1500-payday-after-next':
    '-$350.00 either way; $1,300.00 less a month',
  // -350 on day 3, 50 on day 6, -270 on day 9, -450 on day 11, -515 on day 15. 1,700 x 26 = 44,200;
  // / 12 = 3,683.333... = 3,683.33 less.
  'fresh10-what-if-short-term-disability-400-every-two-weeks':
    '-$350.00, then -$515.00; $3,683.33 less a month',
  // 900 - 1,500 = -600.
  'fresh10-what-if-rent-jumped-to-fifteen-hundred': '-$350.00, then -$600.00; $250.00 more a month',
  // 2,000 - 1,250 = 750.
  'fresh10-what-if-texting-2k-in-checking-rn-low-point': '-$350.00, then $750.00',
  // 1,250 - 400 = 850; 900 - 850 = 50.
  'fresh10-what-if-sister-covers-400-of-rent': '-$350.00, then $50.00; $400.00 less a month',
  // 900 - 1,175 = -275.
  'fresh10-what-if-british-rent-reduced-1175-current-account': '-$350.00, then -$275.00; $75.00 less a month',
  // 10 days from 1,340: 90 on day 3, 2,190 on day 6, 1,870 on day 9.
  'fresh10-what-if-balance-1340-next-10-days': '-$350.00, then $90.00',
  // 42 days: the insurance on day 40 after two paydays; the lowest is rent's. 75 / 3 = 25 more.
  'fresh10-what-if-car-insurance-615-each-quarter-next-6-weeks': '-$350.00 either way; $25.00 more a month',
  // The phone on day 15, after payday: 25 less.
  'fresh10-what-if-phone-plan-40-low-point-improve': '-$350.00 either way; $25.00 less a month',
  // 1,250 x 1.06 = 1,325; 900 - 1,325 = -425.
  'fresh10-what-if-rent-up-6-percent-how-low-before-check': '-$350.00, then -$425.00; $75.00 more a month',
  // Seeded: 1,200 today, rent 1,450 on day 2: -250.00; paid 2,600 on day 4 (and day 18); the
  // electric 95.50 on day 5, the insurance 180 on day 12.
  // To day 17 at 1,300: -250, 1,050, 954.50, 774.50. 1,300 x 26 = 33,800; / 12 = 2,816.666... less.
  'fresh10-what-if-seeded-leave-half-pay-2600-to-1300': '-$250.00 either way; $2,816.67 less a month',
  // 950 - 1,450 = -500.
  'fresh10-what-if-seeded-950-bucks-in-checking': '-$250.00, then -$500.00',
  // 1,450 - 150 = 1,300; 1,200 - 1,300 = -100.
  'fresh10-what-if-seeded-rent-cut-by-a-hundred-and-fifty': '-$250.00, then -$100.00; $150.00 less a month',
  // 14 days: 1,200 - 1,550 = -350 on day 2, then higher.
  'fresh10-what-if-seeded-rent-1.55k-next-fortnight': '-$250.00, then -$350.00; $100.00 more a month',
  // 3,000 - 1,250 = 1,750 on day 3; the car payment is on day 9, after payday; 30 more.
  'fresh10-what-if-three-grand-and-car-payment-350': '-$350.00, then $1,750.00; $30.00 more a month',
  // 350 x 26 = 9,100; / 12 = 758.333... more; -350 on day 3 either way.
  'fresh10-what-if-promoted-biweekly-2450': '-$350.00 either way; $758.33 more a month',
  // 1,100 - 1,250 = -150.
  'fresh10-what-if-balance-were-1.1k': '-$350.00, then -$150.00',
  // 1,250 + 80 = 1,330; 900 - 1,330 = -430.
  'fresh10-what-if-rent-plus-80-parking-how-deep': '-$350.00, then -$430.00; $80.00 more a month',
  // No balance: a decline that still gives the monthly difference.
  'fresh10-what-if-checkup-rent-increases-by-85-run-short':
    'I need your balance today. It is $85.00 more a month.',
  // 1,500 - 1,380 = 120.
  'fresh10-what-if-checkup-landlord-lowers-rent-1380':
    'I need your balance today. Rent would be $120.00 less a month.',

  // Compounded monthly, deposits at each month's end:
  // s = start x (1 + r/12)^n + deposit x ((1 + r/12)^n - 1) / (r/12); 4% of it a year.
  // 300 for 492 months at 5%.
  'fresh10-retirement-marine-24-tsp-300': 'about $484,911.93, about $19,396.48 a year',
  // 9,000 / 12 = 750 for 348 months at 7%.
  'fresh10-retirement-freelancer-36-sep-9000-per-annum-7-percent':
    'about $844,625.74, about $33,785.03 a year',
  // 1,500 for 36 months at 5%.
  'fresh10-retirement-newly-retired-teacher-62-1500': 'about $58,130.00, about $2,325.20 a year',
  // 2,400 / 3 = 800 for 252 months at 6%.
  'fresh10-retirement-44-2400-each-quarter-6-yearly-income': 'about $402,299.30, about $16,091.97 a year',
  // 140,000 and 2,000 for 168 months at 5%; 4% / 12 of it.
  'fresh10-retirement-landlord-51-140k-2k-rental-monthly-income':
    'about $766,712.27, about $2,555.71 a month',
  // To 68: 700 for 300 months at 5%.
  'fresh10-retirement-retire-at-68-43-700': 'about $416,856.80 at 68, about $16,674.27 a year',
  // To 66: 1,000 for 132 months at 6%.
  'fresh10-retirement-retire-at-66-55-grand-6-percent': 'about $186,322.63 at 66, about $7,452.91 a year',

  // Emergency Fund: made Oct 11, 2025, target Jan 04, 2027: 14 whole months, 4 passed: 1,000,000 x
  // 4 / 14 rounded up = 285,715 cents, less 250,000 saved: 357.15 behind; 9 whole months to go:
  // 750,000 / 9 up = 83,334 cents. Vacation: made Jan 09, target Sep 06: 7 months, 2 passed:
  // 600,000 / 7 up = 85,715 - 60,000 = 257.15 behind; 5 months to go: 240,000 / 5 = 480.00.
  // 7,000 / 1,100 = 6.4: 7 months, Oct 10, 2026.
  'fresh10-goals-new-car-1.1k-how-long-till': '7 months, Oct 10, 2026',
  'fresh10-goals-vacation-on-track-or-behind': '$257.15 behind',
  // 300 x 26 / 12 = 650: 7,500 / 650 = 11.5: 12 months.
  'fresh10-goals-emergency-300-fortnightly-months': '12 months',
  // 2,400 / 75 = 32 weeks.
  'fresh10-goals-vacation-75-wk-when-full': '32 weeks',
  'fresh10-goals-vacation-each-paycheck-to-make-date': '$480.00 a month',
  // 7,500 + 2,400 = 9,900.
  'fresh10-goals-emergency-plus-vacation-still-to-go': '$9,900.00',
  'fresh10-goals-polite-emergency-monthly-by-target-date': '$833.34 a month',
  'fresh10-goals-slacking-most-rn': 'Emergency Fund, $357.15 behind',
  // 600 + 3 x 400 = 1,800.
  'fresh10-goals-vacation-400-a-month-in-3-months': '$1,800.00',
  // 1,000 / 8,000 = 0.125.
  'fresh10-goals-new-car-percent-saved': '12.5%',
  // 7,000 / 1,500 = 4.7: 5 months, Aug 10, 2026.
  'fresh10-goals-new-car-fifteen-hundred-a-month': '5 months, Aug 10, 2026',
  // 7,500 / 950 = 7.9: 8 months, Nov 10, 2026.
  'fresh10-goals-emergency-950-bucks-till-full': '8 months, Nov 10, 2026',
  'fresh10-goals-vacation-still-to-go': '$2,400.00',
  'fresh10-goals-texting-falling-behind-emergency-fund': '$357.15 behind',
  // 2,400 / 320 = 7.5: 8 months, Nov 10, 2026.
  'fresh10-goals-vacation-320-a-month-which-month': '8 months, Nov 10, 2026',
  // 7,000 / 500 = 14 months, May 10, 2027.
  'fresh10-goals-new-car-left-and-date-at-500': '$7,000.00 left; 14 months, May 10, 2027',
  // Seeded: 32,000 / 2,500 = 12.8: 13 months, Apr 10, 2027.
  'fresh10-goals-seeded-house-2.5k-every-month': '13 months, Apr 10, 2027',
  // Made today: no month has passed, nothing is due yet.
  'fresh10-goals-seeded-japan-on-track': 'on track',
  // Target Jan 24, 2027: 10 whole months; 7,500 / 10 = 750.
  'fresh10-goals-seeded-emergency-monthly-number-target-date': '$750.00 a month',
  // 2,800 / 120 = 23.3: 24 weeks; 120 x 52 / 12 = 520: 2,800 / 520 = 5.4: 6 months.
  'fresh10-goals-seeded-japan-a-hundred-and-twenty-a-week': '6 months',
  'fresh10-goals-seeded-house-dollars-still-missing': '$32,000.00',
  // 400 x 26 / 12 = 866.67: 7,500 / 866.67 = 8.7: 9 months; 7,500 / 400 = 18.75: 19 deposits, 38 weeks.
  'fresh10-goals-seeded-emergency-400-every-fortnight': '38 weeks',

  // 1,640 x 26 = 42,640; / 12 = 3,553.333...
  'fresh10-arithmetic-1640-fortnightly-monthly': '$3,553.33',
  // 41,500 / 12 = 3,458.333...
  'fresh10-arithmetic-41500-per-annum-monthly': '$3,458.33',
  // 1,375 x 24 = 33,000.
  'fresh10-arithmetic-1375-twice-monthly-annual': '$33,000.00',
  // 980 x 26 = 25,480.
  'fresh10-arithmetic-every-other-friday-980-year': '$25,480.00',
  // 410 x 4 = 1,640.
  'fresh10-arithmetic-premium-410-each-quarter-per-year': '$1,640.00',
  // 16.50 x 18 = 297; x 52 = 15,444; / 12 = 1,287.
  'fresh10-arithmetic-part-time-16.50-18-hours-month': '$1,287.00',
  // 450 x 3 = 1,350; x 52 = 70,200.
  'fresh10-arithmetic-freelance-450-a-day-3-days-a-week-year': '$70,200.00',
  // 4,200 x 0.18 = 756.
  'fresh10-arithmetic-child-support-18-percent-of-4200': '$756.00',
  // 2,300 x 0.8 = 1,840.
  'fresh10-arithmetic-disability-2300-drops-20-percent': '$1,840.00',
  // 21.50 x 1.04 = 22.36.
  'fresh10-arithmetic-21.50-an-hour-4-percent-raise': '$22.36',
  // 3,100 x 0.5, 0.3, 0.2.
  'fresh10-arithmetic-50-30-20-on-3100': '$1,550.00 needs, $930.00 wants, $620.00 savings',
  // 135 x 0.22 = 29.70.
  'fresh10-arithmetic-tip-22-percent-on-135-tab': '$29.70',
  // 14,500 / 10 = 1,450.
  'fresh10-arithmetic-rental-roof-14500-in-10-months': '$1,450.00',
  // 1,200 / 75 = 16.
  'fresh10-arithmetic-75-wk-to-1200-weeks': '16 weeks',
  // 2,700 / 225 = 12.
  'fresh10-arithmetic-owe-brother-2700-225-a-month': '12 months',
  // 2.249% a month: n = -ln(1 - 0.0224917 x 1,850 / 95) / ln(1.0224917) = 0.57008 / 0.022243 =
  // 25.6: 26.
  'fresh10-arithmetic-store-card-1850-26.99-apr-95': '26 months',
  // 1.90833% a month: n = -ln(1 - 0.0190833 x 3,500 / 200) / ln(1.0190833) = 0.40521 / 0.018903 =
  // 21.4988: 22.
  'fresh10-arithmetic-mastercard-3.5k-22.9-apr-200': '22 months',
  // 2,340 / 4 = 585.
  'fresh10-arithmetic-split-2340-airbnb-4-ways': '$585.00',
  // 37.5 x 52 = 1,950 hours; 71,500 / 1,950 = 36.666...
  'fresh10-arithmetic-salaried-71500-37.5-hours-hourly': '$36.67',
  // 120 x 12 = 1,440.
  'fresh10-arithmetic-a-hundred-and-twenty-life-insurance-yearly': '$1,440.00',
  // 170 / 2,000 = 0.085.
  'fresh10-arithmetic-170-out-of-2k-percentage': '8.5%',
  // 1,250 + 320 + 65 + 15.99 + 180 = 1,830.99.
  'fresh10-arithmetic-household-recurring-bills-per-month': '$1,830.99',
  // 1,250 / 4,550 = 0.274725...
  'fresh10-arithmetic-household-share-of-pay-on-rent-percent': '27.47%',
  // 2,600 x 26 / 12 = 5,633.333...
  'fresh10-arithmetic-seeded-take-home-per-month': '$5,633.33',
  // 1,500 x 12 = 18,000.
  'fresh10-arithmetic-checkup-full-year-of-rent': '$18,000.00',
  // 2,100 x 26 = 54,600.
  'fresh10-arithmetic-household-year-of-paychecks': '$54,600.00',
};

describe('the arithmetic, against values worked by hand', () => {
  const cases = freshCases10(TODAY);
  const byId = new Map(cases.map((c) => [c.id, c]));

  itMatchesWorked(cases, WORKED);

  it("matches the helpers to the hand arithmetic for the users' months, forecasts and goals", () => {
    // 210 a week: 910.00; 75 a week: 325.00; 950 a week: 4,116.67; 240 a week: 1,040.00.
    expect(perMonthCents(210, 'weekly')).toBe(91000);
    expect(perMonthCents(75, 'weekly')).toBe(32500);
    expect(perMonthCents(950, 'weekly')).toBe(411667);
    expect(perMonthCents(240, 'weekly')).toBe(104000);
    // Every two weeks: 1,600: 3,466.67; 150: 325.00; 2,226: 4,823.00; 1,100: 2,383.33.
    expect(perMonthCents(1600, 'bi-weekly')).toBe(346667);
    expect(perMonthCents(150, 'bi-weekly')).toBe(32500);
    expect(perMonthCents(2226, 'bi-weekly')).toBe(482300);
    expect(perMonthCents(1100, 'bi-weekly')).toBe(238333);
    // Twice a month, a quarter, a year.
    expect(perMonthCents(1650, 'semi-monthly')).toBe(330000);
    expect(perMonthCents(210, 'quarterly')).toBe(7000);
    expect(perMonthCents(48000, 'yearly')).toBe(400000);
    // Household: 2,719.01 left; a tenant's 900 on top: 3,619.01; the car payment at 355: 2,684.01.
    expect(affordability(HOUSEHOLD, []).left).toBe(271901);
    expect(affordability(HOUSEHOLD, [], { amount: 5450, per: 'monthly' }).left).toBe(361901);
    expect(affordability(HOUSEHOLD, [], undefined, { 'Car payment': 355 }).after).toBe(268401);
    // Seeded: 4,183.33 left; rent at 1,395: 4,238.33. Checkup at 950 a week: 2,616.67. Empty: 0.
    expect(affordability(SEEDED, []).left).toBe(418333);
    expect(affordability(SEEDED, [], undefined, { Rent: 1395 }).after).toBe(423833);
    expect(affordability(CHECKUP, [], { amount: 950, per: 'weekly' }).left).toBe(261667);
    expect(affordability(EMPTY, []).left).toBe(0);
    // Household to payday: -350.00; to the payday after at 400: -515.00; from 1,340 over 10 days: 90.00.
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 400 }, days: 20 })).toBe(-51500);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 1340, days: 10 })).toBe(9000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { 'Car insurance': 615 }, days: 42 })).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 3000, changed: { 'Car payment': 350 } })).toBe(175000);
    // Seeded: half pay to the payday after: -250.00; rent 1,550 over 14 days: -350.00.
    expect(lowestBalance(SEEDED, TODAY, { changed: { Paycheck: 1300 }, days: 18 })).toBe(-25000);
    expect(lowestBalance(SEEDED, TODAY, { changed: { Rent: 1550 }, days: 14 })).toBe(-35000);
    // Goals on TODAY.
    const [ef, vacation, car] = HOUSEHOLD.goals as [
      (typeof HOUSEHOLD.goals)[0],
      (typeof HOUSEHOLD.goals)[0],
      (typeof HOUSEHOLD.goals)[0],
    ];
    expect(behindCents(ef, TODAY)).toBe(35715);
    expect(behindCents(vacation, TODAY)).toBe(25715);
    expect(neededCents(ef, TODAY)).toBe(83334);
    expect(neededCents(vacation, TODAY)).toBe(48000);
    expect(reach(car, 1100, TODAY)).toEqual({ months: 7, date: 'Oct 10, 2026' });
    expect(reach(ef, 650, TODAY).months).toBe(12);
    expect(reach(vacation, 325, TODAY).months).toBe(8);
    const japan = SEEDED.goals.find((g) => g.title === 'Japan Trip')!;
    const seededEf = SEEDED.goals.find((g) => g.title === 'Emergency Fund')!;
    expect(reach(japan, 520, TODAY).months).toBe(6);
    expect(reach(seededEf, 866.67, TODAY).months).toBe(9);
    expect(neededCents(seededEf, TODAY)).toBe(75000);
    expect(behindCents(japan, TODAY)).toBe(0);
    // Compounded: 300 for 41 years at 5%; 1,500 for 3 years at 5%; 700 for 25 years at 5%.
    expect(futureValue(0, 300, 5, 41)).toBeCloseTo(484911.93, 1);
    expect(futureValue(0, 1500, 5, 3)).toBeCloseTo(58130.0, 1);
    expect(futureValue(0, 700, 5, 25)).toBeCloseTo(416856.8, 1);
  });

  it("works a card's payoff as the calculator does, and agrees with the annuity formula", () => {
    expect(cardPayoffMonths(1850, 26.99, 95)).toBe(26);
    expect(cardPayoffMonths(3500, 22.9, 200)).toBe(22);
    const formula = (b: number, apr: number, p: number) => {
      const r = apr / 100 / 12;
      return Math.ceil(-Math.log(1 - (r * b) / p) / Math.log(1 + r));
    };
    expect(formula(1850, 26.99, 95)).toBe(26);
    expect(formula(3500, 22.9, 200)).toBe(22);
  });

  it('fails the likely wrong answers', () => {
    const mustNotHolds = (id: string, text: string) => byId.get(id)!.mustNot!.some((f) => holds(f, text));
    // The one-off dentist counted as monthly: 2,719.01 - 180 = 2,539.01.
    expect(mustNotHolds('fresh10-affordability-household-polite-piano-lessons-140', '$2,539.01')).toBe(true);
    // The quarterly car insurance counted monthly: 2,719.01 - 360 = 2,359.01.
    expect(mustNotHolds('fresh10-affordability-household-texting-u-rn-climbing-gym-35', '$2,359.01')).toBe(
      true,
    );
    // Twice monthly taken as every two weeks: 3,575.00 - 1,300 = 2,275.00.
    expect(
      mustNotHolds('fresh10-affordability-empty-navy-twice-monthly-1650-off-base-1300', '$2,275.00'),
    ).toBe(true);
    // The child support left out: 3,466.67 - 910 = 2,556.67; daycare weekly as monthly: 3,706.67.
    expect(
      mustNotHolds(
        'fresh10-affordability-empty-single-mom-every-other-friday-1600-child-support-450-daycare-210-wk',
        '$2,556.67',
      ),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh10-affordability-empty-single-mom-every-other-friday-1600-child-support-450-daycare-210-wk',
        '$3,706.67',
      ),
    ).toBe(true);
    // The tenant's rent left out: 2,719.01 (the calendar's) or 2,069.01.
    expect(
      mustNotHolds('fresh10-affordability-household-basement-tenant-900-on-top-rv-650', '$2,719.01'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh10-affordability-household-basement-tenant-900-on-top-rv-650', '$2,069.01'),
    ).toBe(true);
    // A week's pay taken as the month's: 960 - 420 = 540.00.
    expect(
      mustNotHolds('fresh10-affordability-empty-student-library-15-hrs-16-meal-plan-420', '$540.00'),
    ).toBe(true);
    // "3 hundred" taken as 3 dollars: 2,716.01.
    expect(mustNotHolds('fresh10-affordability-household-3-hundred-mums-care-home', '$2,716.01')).toBe(true);
    // A refinanced car payment counted as new: 2,719.01 - 355 = 2,364.01.
    expect(mustNotHolds('fresh10-affordability-household-car-refinance-355-monthly-look', '$2,364.01')).toBe(
      true,
    );
    // A quarter's 210 taken as a month's: 2,509.01.
    expect(
      mustNotHolds('fresh10-affordability-household-water-softener-rental-210-each-quarter', '$2,509.01'),
    ).toBe(true);
    // 26 checks for a twice-a-month pay, 24 for every other Friday.
    expect(mustNotHolds('fresh10-arithmetic-1375-twice-monthly-annual', '$35,750.00')).toBe(true);
    expect(mustNotHolds('fresh10-arithmetic-every-other-friday-980-year', '$23,520.00')).toBe(true);
    // The cut itself, not the benefit after it.
    expect(mustNotHolds('fresh10-arithmetic-disability-2300-drops-20-percent', '$460.00')).toBe(true);
    // The dentist counted in the monthly bills.
    expect(mustNotHolds('fresh10-arithmetic-household-recurring-bills-per-month', '$2,010.99')).toBe(true);
    // To 65 instead of 68: 700 for 22 years at 5%.
    expect(
      mustNotHolds(
        'fresh10-retirement-retire-at-68-43-700',
        `about $${Math.floor(futureValue(0, 700, 5, 22)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // A fortnightly deposit taken as monthly: 150 for 35 years at 5%.
    expect(
      mustNotHolds(
        'fresh10-retirement-fortnightly-150-age-30',
        `about $${Math.floor(futureValue(0, 150, 5, 35)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // The savings already there left out: 1,100 for 19 years at 5%.
    expect(
      mustNotHolds(
        'fresh10-retirement-46-85k-1.1k-a-month',
        `about $${Math.floor(futureValue(0, 1100, 5, 19)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // Interest made up with no rate; the loan's own amount may be said back.
    expect(
      mustNotHolds('fresh10-arithmetic-interest-on-9k-auto-loan-no-rate', 'About $1,420.00 in all.'),
    ).toBe(true);
    expect(mustNotHolds('fresh10-arithmetic-interest-on-9k-auto-loan-no-rate', 'on your $9,000 loan')).toBe(
      false,
    );
    // Another goal's figure for the Vacation.
    expect(mustNotHolds('fresh10-goals-vacation-still-to-go', 'Emergency Fund: $7,500.00')).toBe(true);
    // An invented figure for a question outside the app's data.
    expect(mustNotHolds('fresh10-out-of-scope-bah-rate-fort-hood', 'BAH there is $1,800 a month.')).toBe(
      true,
    );
    // A negative lowest written without its minus is not the figure.
    const rent1500 = byId.get('fresh10-what-if-rent-jumped-to-fifteen-hundred')!;
    expect(factsOf(rent1500).every((f) => holds(f, '$350.00 then $600.00; $250.00'))).toBe(false);
  });

  it('tells a decline by its first line, and a decline that still owes a figure', () => {
    expect(declines('I need to know: how much do your tips come to each month?')).toBe(true);
    expect(declines('Reading: income $1,650.00 twice a month; a new payment of $1,300.00 a month.')).toBe(
      false,
    );
    const noBalance = byId.get('fresh10-what-if-checkup-rent-increases-by-85-run-short')!;
    expect(freshScore(noBalance, 200, 'I need your balance today to answer that.')).toBe('declined');
    expect(freshScore(noBalance, 200, 'I need your balance today. Rent goes up $85.00 a month.')).toBe(
      'right',
    );
    expect(
      freshScore(noBalance, 200, 'Reading: rent $1,585.00. You will be fine, $85.00 a month more.'),
    ).toBe('wrong');
    // A goal's amount to a date not its own: declined, saying what is left.
    const otherDate = byId.get('fresh10-goals-emergency-in-4-months-instead')!;
    expect(
      freshScore(otherDate, 200, "I can't answer that yet: your Emergency Fund's date is its own."),
    ).toBe('declined');
    expect(
      freshScore(
        otherDate,
        200,
        "I can't answer that yet: your Emergency Fund's date is its own. $7,500.00 is left.",
      ),
    ).toBe('right');
    expect(freshScore(otherDate, 200, 'Reading: Emergency Fund.\n$1,875.00 a month.')).toBe('wrong');
    // Two changes at once: a confident lowest is wrong, a decline is right.
    const twoChanges = byId.get('fresh10-what-if-two-changes-rent-1325-cell-plan-82')!;
    expect(freshScore(twoChanges, 200, 'Reading: rent $1,325.00, cell plan $82.00.\nLowest: -$442.00.')).toBe(
      'wrong',
    );
    expect(
      freshScore(twoChanges, 200, "I can't answer that yet: I run one change at a time. Which one first?"),
    ).toBe('right');
    // Someone of 66 gets no projection; a retirement at 66 gets one.
    expect(byId.get('fresh10-retirement-66-still-tucking-400')!.expect.kind).toBe('decline');
    expect(byId.get('fresh10-retirement-retire-at-66-55-grand-6-percent')!.expect.kind).toBe('figures');
  });
});
