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
import { freshCases7, freshCases7Samples } from './fresh-cases-7.ts';
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
 * Checks of the seventh fresh held-out set itself (issue 38): its shape, and its arithmetic against
 * values worked by hand. The checks sets 3 to 7 each make of themselves are shared, in
 * `fresh-checks.ts`.
 */

describe('the seventh fresh set', () => {
  const cases = freshCases7(TODAY);
  const earlier = [
    ...freshCases(TODAY),
    ...freshCases2(TODAY),
    ...freshCases3(TODAY),
    ...freshCases4(TODAY),
    ...freshCases5(TODAY),
    ...freshCases6(TODAY),
  ];

  itIsNew(cases, earlier, { prefix: 'fresh7', min: 150, earlierSets: '1 to 6' });
  itRewordsNoneOfItsOwn(cases);

  it("has every family in roughly set 6's proportions, each with at least 12 cases, and all four users", () => {
    const set6 = freshCases6(TODAY);
    for (const family of FRESH_FAMILIES) {
      const mine = cases.filter((c) => c.family === family).length;
      expect(mine, family).toBeGreaterThanOrEqual(12);
      // Within five points of set 6's share of the family.
      const theirs = set6.filter((c) => c.family === family).length / set6.length;
      expect(Math.abs(mine / cases.length - theirs), family).toBeLessThanOrEqual(0.05);
    }
    expect(cases.every((c) => FRESH_FAMILIES.includes(c.family))).toBe(true);
    expect(new Set(cases.map((c) => c.profile))).toEqual(
      new Set(['household', 'seeded', 'empty', 'checkup']),
    );
  });

  itDeclinesIn(cases, 30, 40);

  it('asks in the new ways it was written for', () => {
    const count = (pattern: RegExp, family?: string) =>
      cases.filter((c) => (family === undefined || c.family === family) && pattern.test(c.question)).length;
    // Who asks: drivers, nurses, teachers, seasonal workers, retirees, couples splitting, students
    // in grace, two jobs.
    expect(
      count(
        /rideshare|delivery app|doordash|uber|gig work|payout|nurse|shift|teacher|teaching|seasonal|off season|pension|social security|retired|annuity|grace|partner|split|two jobs|job two|husband/i,
      ),
    ).toBeGreaterThanOrEqual(30);
    // Pay in shifts.
    expect(count(/12-hour|3x12s|twelve-hour|twelves|12 hr shift/i)).toBeGreaterThanOrEqual(4);
    // Typed on a phone.
    expect(
      count(/\b(cna|aford|mnth|rnet|negitive|retirment|membrship|tims|wats|credt|hav)\b/i),
    ).toBeGreaterThanOrEqual(5);
    // Currency words and signs where people put them.
    expect(count(/\d\$|\bdollars?\b|\busd\b|\bbucks\b/i)).toBeGreaterThanOrEqual(7);
    // Ranges.
    expect(count(/between \d+ and \d+|\d+-\d+ a month/i)).toBeGreaterThanOrEqual(2);
    // "A year" and "a month" in one question.
    expect(
      cases.filter((c) => /a year|yearly/i.test(c.question) && /a month|monthly|\/mo\b/i.test(c.question))
        .length,
    ).toBeGreaterThanOrEqual(6);
    // Dates and months that are no money.
    expect(count(/in march|in june|in 4 months|the 10th|next month|last tuesday/i)).toBeGreaterThanOrEqual(5);
    // Goals by nickname.
    expect(
      count(/safety net|emergency stash|beach trip|wheels fund|car kitty|tokyo|house pot/i, 'goals'),
    ).toBeGreaterThanOrEqual(7);
    // The app's own data: the next bill, the next paycheck, the bills' totals.
    expect(
      cases.filter((c) =>
        /next-bill|bill-up-next|next-paycheck|all-bills|on-my-calendar|car-insurance-yearly/.test(c.id),
      ).length,
    ).toBeGreaterThanOrEqual(5);
    // Two changes at once are declined (decision 027: one change at a time).
    const twoChanges = cases.filter((c) => c.id.includes('two-changes'));
    expect(twoChanges.length).toBeGreaterThanOrEqual(2);
    expect(twoChanges.every((c) => c.expect.kind === 'decline')).toBe(true);
    // Look-alikes outside the app: taxes, crypto, credit scores, actions, legal and medical.
    expect(
      count(
        /irs|tax|eth\b|solana|bitcoin|credit score|credt score|evict|child support|fever|surgery|automatic payments|transfer|dispute|unsubscribe|roth ira|landlord|unemployment|heloc|stock market|sell for/i,
        'out-of-scope',
      ),
    ).toBeGreaterThanOrEqual(14);
  });

  const year = yearOf(freshCases7, freshCases7Samples);
  itHoldsOnItsSamples(year);
  itScoresConfidentDeclinesWrong(year);
});

/** Figures worked by hand for TODAY (2026-03-10), as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Empty, weekly payout after gas: 640 x 52 = 33,280; / 12 = 2,773.333... = 2,773.33; - 410 = 2,363.33.
  'fresh7-affordability-empty-rideshare-weekly-payout-640-lease-410': '$2,773.33 then $2,363.33',
  // 38.50 x 12 x 3 = 1,386 a week; x 52 = 72,072; / 12 = 6,006.00; - 725 = 5,281.00.
  'fresh7-affordability-empty-nurse-three-twelves-38.50-car-725': '$6,006.00 then $5,281.00',
  // 3,900 - 1,350 = 2,550.00.
  'fresh7-affordability-empty-teacher-12-month-spread-3900-rental-1350': '$3,900.00 then $2,550.00',
  // 1,850 + 1,420 = 3,270; - 300 = 2,970.00.
  'fresh7-affordability-empty-retiree-pension-ss-ltc-300': '$3,270.00 then $2,970.00',
  // 1,900 - 285 = 1,615.00.
  'fresh7-affordability-empty-loan-grace-ends-4-months-285': '$1,900.00 then $1,615.00',
  // 400 x 52 / 12 = 1,733.333...; 900 x 26 / 12 = 1,950; 3,683.333... = 3,683.33; - 1,600 = 2,083.33.
  'fresh7-affordability-empty-warehouse-weekly-clinic-biweekly-rent-1600': '$3,683.33 then $2,083.33',
  // My part: 60% of 1,900 = 1,140; 3,100 - 1,140 = 1,960.00.
  'fresh7-affordability-empty-partner-40-percent-of-1900-my-share': '$3,100.00 then $1,960.00',
  // Household: 2,100 x 26 / 12 = 4,550.00 in; bills 1,250 + 320 + 65 + 15.99 + 540 / 3 (180) =
  // 1,830.99 (the one-off dentist left out); 4,550.00 - 1,830.99 = 2,719.01 left.
  'fresh7-affordability-household-typo-gym-200-dollar-sign-after': '$2,719.01 left, $2,519.01 after',
  'fresh7-affordability-household-75-dollar-meal-kit': '$2,719.01 then $2,644.01',
  // 2,719.01 - 300 = 2,419.01; 2,719.01 - 350 = 2,369.01.
  'fresh7-affordability-household-second-car-range-300-to-350':
    '$2,719.01 now; $2,419.01 at 300, $2,369.01 at 350',
  // 1,200 / 12 = 100, + 45 = 145; 2,719.01 - 145 = 2,574.01.
  'fresh7-affordability-household-gym-1200-a-year-plus-lessons-45-a-month': '$2,719.01 then $2,574.01',
  // Phone 85 instead of 65: 20 more; 2,699.01.
  'fresh7-affordability-household-wireless-bill-85': '$2,719.01 then $2,699.01',
  // Streaming 22.99 instead of 15.99: 7 more; 2,712.01.
  'fresh7-affordability-household-streaming-22.99': '$2,719.01 then $2,712.01',
  // Rent 1,310 instead of 1,250: 60 more; 2,659.01.
  'fresh7-affordability-household-lease-renewal-rent-1310': '$2,719.01 then $2,659.01',
  // 1,560 / 12 = 130; 2,589.01.
  'fresh7-affordability-household-summer-camp-1560-a-year': '$2,719.01 then $2,589.01',
  // 85 x 52 = 4,420; / 12 = 368.333... = 368.33; 2,719.01 - 368.33 = 2,350.68.
  'fresh7-affordability-household-weekly-cleaner-85': '$2,719.01 then $2,350.68',
  // 140 x 26 = 3,640; / 12 = 303.333... = 303.33; 2,719.01 - 303.33 = 2,415.68.
  'fresh7-affordability-household-tutoring-140-every-2-wks': '$2,719.01 then $2,415.68',
  // 55 x 2 = 110; 2,609.01.
  'fresh7-affordability-household-lawn-service-55-twice-a-month': '$2,719.01 then $2,609.01',
  // 120 / 3 = 40; 2,679.01.
  'fresh7-affordability-household-pest-control-120-every-quarter': '$2,719.01 then $2,679.01',
  // Seeded: 2,600 x 26 = 67,600; / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33.
  'fresh7-affordability-seeded-piano-lessons-160': '$4,183.33 then $4,023.33',
  // 1,450 x 1.06 = 1,537: 87 more; 4,096.33.
  'fresh7-affordability-seeded-rent-up-6-percent': '$4,183.33 then $4,096.33',
  // 389 + 60 = 449; 3,734.33.
  'fresh7-affordability-seeded-lease-389-plus-insurance-60': '$4,183.33 then $3,734.33',
  // 600 / 12 = 50, + 35 = 85; 4,098.33.
  'fresh7-affordability-seeded-storage-600-a-year-parking-35-a-month': '$4,183.33 then $4,098.33',
  // Checkup: 41 x 36 = 1,476 a week; x 52 = 76,752; / 12 = 6,396.00; - 1,500 = 4,896.00; - 600 = 4,296.00.
  'fresh7-affordability-checkup-nurse-3x12s-41-daycare-600': '$4,896.00 then $4,296.00',
  // 700 x 52 = 36,400; / 12 = 3,033.333... = 3,033.33; - 1,500 = 1,533.33; - 250 = 1,283.33.
  'fresh7-affordability-checkup-gig-700-net-weekly-phone-insurance-250': '$1,533.33 then $1,283.33',
  // Empty: 2,300 + 6,000 / 12 (500) = 2,800; - 650 = 2,150.00.
  'fresh7-affordability-empty-pension-2300-annuity-6000-hoa-650': '$2,800.00 then $2,150.00',
  // 3,400 - 1,150 - 90 = 2,160.00.
  'fresh7-affordability-empty-usd-3400-apartment-1150-utilities-90': '$3,400.00 then $2,160.00',
  'fresh7-affordability-empty-starting-march-2800-rent-950': '$2,800.00 then $1,850.00',

  // Household: 900 today; rent 1,250 on day 3: -350.00; paid 2,100 on day 6 (and day 20); the car
  // 320 on day 9, the dentist 180 on day 11, the phone 65 on day 15, streaming 15.99 on day 20.
  // 1,250 x 1.045 = 1,306.25; 900 - 1,306.25 = -406.25; 56.25 more.
  'fresh7-what-if-rent-4.5-percent-hike': '-$350.00, then -$406.25; $56.25 more a month',
  // 1,250 - 75 = 1,175; 900 - 1,175 = -275.00.
  'fresh7-what-if-rent-came-down-75': '-$350.00, then -$275.00; $75.00 less a month',
  // 1,050 - 1,250 = -200.00.
  'fresh7-what-if-balance-1050-dollars': '-$350.00, then -$200.00',
  // 2,000 - 1,250 = 750.00.
  'fresh7-what-if-balance-usd-2000': '-$350.00, then $750.00',
  // 14 days: 900 - 1,310 = -410 on day 3; then 1,690, 1,370, 1,190: -410.00.
  'fresh7-what-if-rent-1310-coming-fortnight': '-$350.00, then -$410.00; $60.00 more a month',
  // 10 days from 3,000: 1,750 on day 3, 3,850 on day 6, 3,530 on day 9: 1,750.00.
  'fresh7-what-if-balance-3000-next-10-days': '-$350.00, then $1,750.00',
  // Streaming is due on day 20, after payday: the lowest does not move.
  'fresh7-what-if-cancel-streaming': '-$350.00 either way; $15.99 less a month',
  // Until the payday after (day 20): -350 on day 3; + 2,250: 1,900; - 320: 1,580; - 180: 1,400; -
  // 65: 1,335: -350.00. 150 x 26 = 3,900; / 12 = 325.00 more.
  'fresh7-what-if-paychecks-2250-raise': '-$350.00 either way; $325.00 more a month',
  // 2,100 x 0.9 = 1,890: -350 on day 3, then 1,540 and on: -350.00. 210 x 26 = 5,460; / 12 = 455.00.
  'fresh7-what-if-pay-cut-10-percent-second-paycheck': '-$350.00 either way; $455.00 less a month',
  // Seeded: 1,200 today, rent 1,450 on day 2: -250.00; paid 2,600 on day 4 (and day 18); the
  // electric 95.50 on day 5, the insurance 180 on day 12.
  // 1,200 - 1,380 = -180.00; 70 less.
  'fresh7-what-if-seeded-rent-lowered-1380': '-$250.00, then -$180.00; $70.00 less a month',
  // 800 - 1,450 = -650.00.
  'fresh7-what-if-seeded-balance-800': '-$250.00, then -$650.00',
  // To day 17: -250 on day 2; + 2,900: 2,650; - 95.50: 2,554.50; - 180: 2,374.50: -250.00. 300 x
  // 26 = 7,800; / 12 = 650.00 more.
  'fresh7-what-if-seeded-new-job-2900-biweekly': '-$250.00 either way; $650.00 more a month',
  // 21 days from 500: -950 on day 2; then 1,650, 1,554.50, 1,374.50, 3,974.50: -950.00.
  'fresh7-what-if-seeded-balance-500-three-weeks': '-$250.00, then -$950.00',
  // 900 - 1,300 = -400.00; 50 more.
  'fresh7-what-if-rent-thirteen-hundred-words': '-$350.00, then -$400.00; $50.00 more a month',
  // 900 - 1,275 = -375.00; 25 more.
  'fresh7-what-if-typo-rnet-1275-negitive': '-$350.00, then -$375.00; $25.00 more a month',
  // 1,600 - 1,350 = 250.00; 100 more.
  'fresh7-what-if-balance-1600-rent-rises-1350': '-$350.00, then $250.00; $100.00 more a month',
  // Half the rent, 625: 900 - 625 = 275.00; 625 less.
  'fresh7-what-if-cousin-covers-half-the-rent': '-$350.00, then $275.00; $625.00 less a month',
  // 14 days, the car 365 on day 9: -350 on day 3; 1,750; 1,385; 1,205: -350.00 either way; 45 more.
  'fresh7-what-if-car-payment-365-two-weeks': '-$350.00 either way; $45.00 more a month',
  // No balance: a decline that still gives the monthly difference, 1,575 - 1,500.
  'fresh7-what-if-checkup-rent-1575-short-before-paid':
    "I need your balance today. It's $75.00 more a month.",
  'fresh7-what-if-checkup-rent-dropped-by-100':
    'I need your balance today. Rent would be $100.00 less a month.',

  // Compounded monthly, deposits at each month's end, worked to the cent with 50-digit decimals:
  // s = start x (1 + r/12)^n + deposit x ((1 + r/12)^n - 1) / (r/12); 4% of it a year.
  // 600 for 288 months at 5%: 332,906.39.
  'fresh7-retirement-icu-nurse-41-600': 'about $332,906.39, about $13,316.26 a year',
  // 40 x 52 / 12 = 173.33 for 432 months: 209,121.94.
  'fresh7-retirement-driver-40-each-weekly-payout-29': 'about $209,121.94, about $8,364.88 a year',
  // 450 for 348 months at 6%: 420,542.62.
  'fresh7-retirement-teacher-403b-450-36-six-percent': 'about $420,542.62, about $16,821.70 a year',
  // 250 for 492 months: 404,093.27.
  'fresh7-retirement-twenty-four-two-hundred-fifty-words': 'about $404,093.27, about $16,163.73 a year',
  // 3,600 / 12 = 300 for 384 months: 283,434.87; 11,337.39 a year.
  'fresh7-retirement-roth-3600-a-year-from-33': 'about $283,434.87, about $11,337.39 a year',
  // 750 for 360 months at 7%: 914,978.25.
  'fresh7-retirement-seeded-35-750-seven-percent': 'about $914,978.25, about $36,599.13 a year',
  // 1,100 for 216 months at 5.5%: 404,437.01; 1,348.12 a month.
  'fresh7-retirement-form-age-47-saving-1100-return-5.5': 'about $404,437.01, about $1,348.12 a month',
  // 95,000 and 1,200 for 180 months at 6%: 582,121.34.
  'fresh7-retirement-fifty-95k-saved-1200-six-percent': 'about $582,121.34, about $23,284.85 a year',
  // 25 x 52 / 12 = 108.33 for 552 months: 232,085.38.
  'fresh7-retirement-nineteen-25-a-week-starting-small': 'about $232,085.38, about $9,283.42 a year',
  // 150 x 26 / 12 = 325 for 444 months at 7%: 681,376.95.
  'fresh7-retirement-every-two-weeks-150-28-seven-percent': 'about $681,376.95, about $27,255.08 a year',
  // 400 for 336 months: 292,168.53.
  'fresh7-retirement-household-park-400-from-37': 'about $292,168.53, about $11,686.74 a year',
  // 500 for 420 months: 568,046.21; 22,721.85 a year.
  'fresh7-retirement-dollars-500-age-30-yearly-income': 'about $568,046.21, about $22,721.85 a year',
  // 350 for 384 months: 330,674.01.
  'fresh7-retirement-typo-33-350-mnth-retirment': 'about $330,674.01, about $13,226.96 a year',
  // 180,000 alone for 156 months at 6%: 391,902.59.
  'fresh7-retirement-checkup-52-180k-nothing-more-six': 'about $391,902.59, about $15,676.10 a year',
  // 300 + 300 = 600 for 324 months: 409,913.53.
  'fresh7-retirement-couple-each-300-both-38': 'about $409,913.53, about $16,396.54 a year',
  // 200 x 2 = 400 for 240 months: 164,413.47; 548.04 a month.
  'fresh7-retirement-twice-a-month-200-age-45-monthly-income': 'about $164,413.47, about $548.04 a month',
  // 1,500 / 3 = 500 for 408 months: 534,557.79.
  'fresh7-retirement-side-business-1500-every-quarter-31': 'about $534,557.79, about $21,382.31 a year',
  // 800 for 312 months: 510,604.78.
  'fresh7-retirement-thirty-nine-turning-40-june-800': 'about $510,604.78, about $20,424.19 a year',

  // Emergency Fund: made Oct 11, 2025, target Jan 04, 2027: 14 whole months, 4 passed: 1,000,000 x
  // 4 / 14 rounded up = 285,715 cents, less 250,000 saved: 357.15 behind; 9 whole months to go:
  // 750,000 / 9 up = 83,334 cents. Vacation: made Jan 09, target Sep 06: 7 months, 2 passed:
  // 600,000 / 7 up = 85,715 - 60,000 = 257.15 behind; 5 months to go: 240,000 / 5 = 480.00.
  'fresh7-goals-safety-net-how-much-more': '$7,500.00',
  'fresh7-goals-beach-trip-money-still-needed': '$2,400.00',
  // 7,000 / 350 = 20 months, Nov 10, 2027.
  'fresh7-goals-wheels-fund-350': '20 months, Nov 10, 2027',
  'fresh7-goals-slipping-on-the-most': 'Emergency Fund: $357.15 behind',
  'fresh7-goals-vacation-deadline-monthly': '$480.00 a month',
  // 1,000 / 8,000 = 0.125.
  'fresh7-goals-car-fund-percent-done': '12.5%',
  // 90 x 52 / 12 = 390 a month: 7,500 / 390 = 19.2: 20 months; 7,500 / 90 = 83.3: 84 weeks.
  'fresh7-goals-safety-net-90-each-weekly-payout': '20 months',
  // 7,500 + 2,400 + 7,000 = 16,900.00.
  'fresh7-goals-all-three-combined-to-go': '$16,900.00',
  // (2,400 - 500) / 250 = 7.6: 8 months.
  'fresh7-goals-tax-refund-500-vacation-then-250': '8 months',
  'fresh7-goals-emergency-fund-behind-schedule': '$357.15 behind',
  'fresh7-goals-emergency-stash-target-date': '$833.34 a month',
  // 2,400 / 600 = 4 months, Jul 10, 2026; 7,000 / 1,750 = 4 months.
  'fresh7-goals-vacation-600-what-date': '4 months, Jul 10, 2026',
  'fresh7-goals-new-car-1750-months': '4 months, Jul 10, 2026',
  // 2,500 / 10,000 = 0.25.
  'fresh7-goals-safety-net-percent-along': '25%',
  'fresh7-goals-car-kitty-saved-and-left': '$1,000.00 saved, $7,000.00 left',
  // Seeded: Japan 4,000 - 1,200 = 2,800; 300 x 26 / 12 = 650 a month: 4.3: 5 months (10 deposits,
  // 20 weeks). The house 32,000 / 2,500 = 12.8: 13 months, Apr 10, 2027. Its goals are made today,
  // so none is behind. Its Emergency Fund's date is Jan 24, 2027 (320 days): 10 whole months,
  // 750,000 / 10 = 750.00.
  'fresh7-goals-seeded-tokyo-300-every-two-weeks': '5 months',
  'fresh7-goals-seeded-house-pot-left': '$32,000.00',
  'fresh7-goals-seeded-2.5k-down-payment-fund': '13 months, Apr 10, 2027',
  'fresh7-goals-seeded-behind-on-any': 'All on pace.',
  'fresh7-goals-seeded-emergency-per-month-deadline': '$750.00 a month',

  // 44 x 36 = 1,584 a week; x 52 = 82,368; / 12 = 6,864.00.
  'fresh7-arithmetic-three-twelve-hour-shifts-44-monthly-gross': '$6,864.00',
  'fresh7-arithmetic-teacher-52k-over-10-months-each-check': '$5,200.00',
  // 4,800 x 5 = 24,000; / 12 = 2,000.00.
  'fresh7-arithmetic-seasonal-4800-five-months-averaged': '$2,000.00',
  // 2,150 x 0.45 = 967.50.
  'fresh7-arithmetic-rent-2150-split-55-45': '$967.50',
  // (180 + 95) x 0.4 = 110.00.
  'fresh7-arithmetic-electric-internet-60-40-im-the-40': '$110.00',
  'fresh7-arithmetic-range-150-200-a-month-over-a-year': '$1,800.00 to $2,400.00',
  // 62,000 / 12 = 5,166.666... = 5,166.67; - 1,710 = 3,456.67.
  'fresh7-arithmetic-62k-a-year-rent-car-left-monthly': '$3,456.67',
  // 1,733.333... + 1,950 = 3,683.333...
  'fresh7-arithmetic-two-jobs-400-weekly-900-biweekly-monthly': '$3,683.33',
  // 640 x 52 = 33,280.00.
  'fresh7-arithmetic-weekly-payout-640-over-a-year': '$33,280.00',
  'fresh7-arithmetic-usd-1200-every-quarter-per-month': '$400.00',
  // 800,000 x 0.04 = 32,000; / 12 = 2,666.666...
  'fresh7-arithmetic-four-percent-of-800k-year-and-month': '$32,000.00 a year, $2,666.67 a month',
  'fresh7-arithmetic-typo-1875-a-mnth-tims-12': '$22,500.00',
  // 28,000 / 350 = 80.
  'fresh7-arithmetic-family-loan-28000-350-months': '80 months',
  // 86 x 0.18 = 15.48.
  'fresh7-arithmetic-tip-18-percent-86-dinner': '$15.48',
  // 71,500 / 24 = 2,979.1666...
  'fresh7-arithmetic-semi-monthly-71500-per-check': '$2,979.17',
  // 19 x 25 = 475, 16 x 12 = 192: 667 a week; x 52 = 34,684; / 12 = 2,890.333...
  'fresh7-arithmetic-two-jobs-19-hr-25-hrs-16-hr-12-hrs': '$2,890.33',
  // 1,200 x 26 = 31,200; 300 x 52 = 15,600; 46,800.00.
  'fresh7-arithmetic-restaurant-1.2k-every-other-week-plus-300-weekly-yearly': '$46,800.00',
  // 64,000 x 0.035 = 2,240; 66,240.00.
  'fresh7-arithmetic-raise-3.5-on-64k-new-salary': '$66,240.00',
  // 12 x 47.25 = 567.00.
  'fresh7-arithmetic-one-12-hr-shift-47.25': '$567.00',
  // Household: rent, due in 3 days, is the first bill; 1,830.99 a month; 540 x 4 = 2,160.00 a year.
  'fresh7-arithmetic-household-next-bill': 'Rent, $1,250.00, in 3 days',
  'fresh7-arithmetic-household-all-bills-per-month': '$1,830.99 a month',
  'fresh7-arithmetic-household-car-insurance-yearly-total': '$2,160.00 a year',
  // Seeded: rent in 2 days (the cable bill is paid); the paycheck on Mar 14, 2026, $2,600.00.
  'fresh7-arithmetic-seeded-bill-up-next': 'Rent: $1,450.00',
  'fresh7-arithmetic-seeded-next-paycheck-when-how-much': 'Mar 14, 2026: $2,600.00',
};

describe('the arithmetic, against values worked by hand', () => {
  const cases = freshCases7(TODAY);
  const byId = new Map(cases.map((c) => [c.id, c]));

  itMatchesWorked(cases, WORKED);

  it("matches the helpers to the hand arithmetic for the users' months, forecasts and goals", () => {
    // 85 a week: 368.33; 140 every two weeks: 303.33; 55 twice a month: 110; 120 a quarter: 40.
    expect(perMonthCents(85, 'weekly')).toBe(36833);
    expect(perMonthCents(140, 'bi-weekly')).toBe(30333);
    expect(perMonthCents(55, 'semi-monthly')).toBe(11000);
    expect(perMonthCents(120, 'quarterly')).toBe(4000);
    // Three 12-hour shifts at 38.50: 6,006.00; at 41: 6,396.00.
    expect(perMonthCents(38.5 * 36, 'weekly')).toBe(600600);
    expect(perMonthCents(41 * 36, 'weekly')).toBe(639600);
    // Two jobs: 1,733.33 + 1,950.00, rounded once or each: 3,683.33.
    expect(perMonthCents((400 * 52) / 12 + (900 * 26) / 12, 'monthly')).toBe(368333);
    expect(perMonthCents(400, 'weekly') + perMonthCents(900, 'bi-weekly')).toBe(368333);
    // Household: 2,719.01 left; the Phone at 85: 2,699.01.
    expect(affordability(HOUSEHOLD, []).left).toBe(271901);
    expect(affordability(HOUSEHOLD, [], undefined, { Phone: 85 }).after).toBe(269901);
    // Seeded: 4,183.33 left; rent 6% up: 4,096.33.
    expect(affordability(SEEDED, []).left).toBe(418333);
    expect(affordability(SEEDED, [], undefined, { Rent: 1537 }).after).toBe(409633);
    // Checkup: 3x12s at 41: 6,396.00 - 1,500 = 4,896.00. Empty has nothing.
    expect(affordability(CHECKUP, [], { amount: 41 * 36, per: 'weekly' }).left).toBe(489600);
    expect(affordability(EMPTY, []).left).toBe(0);
    // Household to payday: -350.00; rent 1,310 over 14 days: -410.00; from 3,000 over 10 days: 1,750.00.
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Rent: 1310 }, days: 14 })).toBe(-41000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 3000, days: 10 })).toBe(175000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 1600, changed: { Rent: 1350 } })).toBe(25000);
    // Household with 1,890 checks until the payday after: -350.00.
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 1890 }, days: 20 })).toBe(-35000);
    // Seeded from 500 over 21 days: -950.00; with 2,900 checks until the payday after: -250.00.
    expect(lowestBalance(SEEDED, TODAY, { balance: 500, days: 21 })).toBe(-95000);
    expect(lowestBalance(SEEDED, TODAY, { changed: { Paycheck: 2900 }, days: 18 })).toBe(-25000);
    // Goals on TODAY: the Emergency Fund 357.15 behind and 833.34 a month; the Vacation 480.00.
    const [ef, vacation, car] = HOUSEHOLD.goals as [
      (typeof HOUSEHOLD.goals)[0],
      (typeof HOUSEHOLD.goals)[0],
      (typeof HOUSEHOLD.goals)[0],
    ];
    expect(behindCents(ef, TODAY)).toBe(35715);
    expect(neededCents(ef, TODAY)).toBe(83334);
    expect(neededCents(vacation, TODAY)).toBe(48000);
    // The car at 350: 20 months, Nov 10, 2027; the Vacation at 600: 4 months, Jul 10, 2026.
    expect(reach(car, 350, TODAY)).toEqual({ months: 20, date: 'Nov 10, 2027' });
    expect(reach(vacation, 600, TODAY)).toEqual({ months: 4, date: 'Jul 10, 2026' });
    expect(reach(ef, 390, TODAY).months).toBe(20);
    // Seeded: its Emergency Fund needs 750.00 a month; none of its goals is behind.
    const seededEf = SEEDED.goals.find((g) => g.title === 'Emergency Fund')!;
    expect(neededCents(seededEf, TODAY)).toBe(75000);
    expect(SEEDED.goals.every((g) => behindCents(g, TODAY) === 0)).toBe(true);
    // 600 a month for 24 years at 5%: 332,906.39; 180,000 alone for 13 years at 6%: 391,902.59.
    expect(futureValue(0, 600, 5, 24)).toBeCloseTo(332906.39, 2);
    expect(futureValue(180000, 0, 6, 13)).toBeCloseTo(391902.59, 2);
    expect(futureValue(95000, 1200, 6, 15)).toBeCloseTo(582121.34, 2);
  });

  it('fails the likely wrong answers', () => {
    const mustNotHolds = (id: string, text: string) => byId.get(id)!.mustNot!.some((f) => holds(f, text));
    // The dentist counted as monthly: 2,719.01 - 180 = 2,539.01; the quarterly bill as monthly: 2,359.01.
    expect(mustNotHolds('fresh7-affordability-household-75-dollar-meal-kit', '$2,539.01')).toBe(true);
    expect(mustNotHolds('fresh7-affordability-household-75-dollar-meal-kit', '$2,359.01')).toBe(true);
    // The week's payout taken as the month's: 640 - 410 = 230.00.
    expect(
      mustNotHolds('fresh7-affordability-empty-rideshare-weekly-payout-640-lease-410', '$230.00 after'),
    ).toBe(true);
    // One shift's week: 38.50 x 12 = 462 a week, 2,002.00 a month; - 725 = 1,277.00.
    expect(mustNotHolds('fresh7-affordability-empty-nurse-three-twelves-38.50-car-725', '$1,277.00')).toBe(
      true,
    );
    // One of two incomes left out: 1,733.33 - 1,600 = 133.33.
    expect(
      mustNotHolds('fresh7-affordability-empty-warehouse-weekly-clinic-biweekly-rent-1600', '$133.33'),
    ).toBe(true);
    // The whole apartment instead of my part: 3,100 - 1,900 = 1,200.00; the partner's part: 2,340.00.
    expect(mustNotHolds('fresh7-affordability-empty-partner-40-percent-of-1900-my-share', '$1,200.00')).toBe(
      true,
    );
    expect(mustNotHolds('fresh7-affordability-empty-partner-40-percent-of-1900-my-share', '$2,340.00')).toBe(
      true,
    );
    // Both ends of a range at once: 2,719.01 - 650 = 2,069.01.
    expect(mustNotHolds('fresh7-affordability-household-second-car-range-300-to-350', '$2,069.01')).toBe(
      true,
    );
    // The yearly gym taken as monthly: 2,719.01 - 1,245 = 1,474.01.
    expect(
      mustNotHolds('fresh7-affordability-household-gym-1200-a-year-plus-lessons-45-a-month', '$1,474.01'),
    ).toBe(true);
    // A changed bill counted as a new payment: 2,719.01 - 1,310 = 1,409.01.
    expect(mustNotHolds('fresh7-affordability-household-lease-renewal-rent-1310', '$1,409.01')).toBe(true);
    // Twice a month taken as every two weeks: 2,719.01 - 119.17 = 2,599.84.
    expect(mustNotHolds('fresh7-affordability-household-lawn-service-55-twice-a-month', '$2,599.84')).toBe(
      true,
    );
    // The annuity's year taken as a month: 8,300 - 650 = 7,650.00.
    expect(mustNotHolds('fresh7-affordability-empty-pension-2300-annuity-6000-hoa-650', '$7,650.00')).toBe(
      true,
    );
    // Over 12 months instead of 10: 4,333.33; 4 weeks a month: 6,336.00; 24 checks: 44,400.00.
    expect(mustNotHolds('fresh7-arithmetic-teacher-52k-over-10-months-each-check', '$4,333.33')).toBe(true);
    expect(mustNotHolds('fresh7-arithmetic-three-twelve-hour-shifts-44-monthly-gross', '$6,336.00')).toBe(
      true,
    );
    expect(
      mustNotHolds('fresh7-arithmetic-restaurant-1.2k-every-other-week-plus-300-weekly-yearly', '$44,400.00'),
    ).toBe(true);
    // The other side of a split: 1,182.50.
    expect(mustNotHolds('fresh7-arithmetic-rent-2150-split-55-45', '$1,182.50')).toBe(true);
    // The quarterly insurance as monthly, a year: 6,480.00.
    expect(mustNotHolds('fresh7-arithmetic-household-car-insurance-yearly-total', '$6,480.00')).toBe(true);
    // The refund left out: 2,400 / 250 = 9.6: 10 months.
    expect(mustNotHolds('fresh7-goals-tax-refund-500-vacation-then-250', '10 months')).toBe(true);
    // Another goal for "the house pot".
    expect(mustNotHolds('fresh7-goals-seeded-house-pot-left', 'Japan Trip: $2,800.00')).toBe(true);
    // A weekly deposit taken as monthly: 40 for 432 months at 5% is about 48,259.
    expect(Math.floor(futureValue(0, 40, 5, 36))).toBe(48259);
    expect(mustNotHolds('fresh7-retirement-driver-40-each-weekly-payout-29', 'about $48,259.00')).toBe(true);
    // Only one of the couple: 300 for 324 months at 5%.
    expect(
      mustNotHolds(
        'fresh7-retirement-couple-each-300-both-38',
        `about $${Math.floor(futureValue(0, 300, 5, 27)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // A stated 7% ignored: 750 for 30 years at 5%.
    expect(
      mustNotHolds(
        'fresh7-retirement-seeded-35-750-seven-percent',
        `about $${Math.floor(futureValue(0, 750, 5, 30)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // An invented figure for a question outside the app's data.
    expect(mustNotHolds('fresh7-out-of-scope-solana-good-buy', 'Maybe: it could reach $300.')).toBe(true);
    // A negative lowest written without its minus is not the figure.
    const hike = byId.get('fresh7-what-if-rent-4.5-percent-hike')!;
    expect(factsOf(hike).every((f) => holds(f, '$350.00 then $406.25; $56.25'))).toBe(false);
  });

  it('tells a decline by its first line, and a decline that still owes a figure', () => {
    expect(declines("I need to know: what's your income?")).toBe(true);
    expect(declines('Reading: income $640.00 a week; a new payment of $410.00 a month.')).toBe(false);
    const noBalance = byId.get('fresh7-what-if-checkup-rent-1575-short-before-paid')!;
    expect(freshScore(noBalance, 200, 'I need your balance today to answer that.')).toBe('declined');
    expect(freshScore(noBalance, 200, 'I need your balance today. Rent goes up $75.00 a month.')).toBe(
      'right',
    );
    expect(
      freshScore(noBalance, 200, 'Reading: rent $1,575.00. You will be fine, $75.00 a month more.'),
    ).toBe('wrong');
    // Two changes at once: a confident lowest is wrong, a decline is right.
    const twoChanges = byId.get('fresh7-what-if-two-changes-rent-1290-drop-streaming')!;
    expect(freshScore(twoChanges, 200, 'Reading: rent $1,290.00, streaming $0.00.\nLowest: -$390.00.')).toBe(
      'wrong',
    );
    expect(
      freshScore(twoChanges, 200, "I can't answer that yet: I run one change at a time. Which one first?"),
    ).toBe('right');
  });
});
