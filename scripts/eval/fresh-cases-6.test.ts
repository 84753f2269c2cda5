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
import { freshCases6, freshCases6Samples } from './fresh-cases-6.ts';
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
 * Checks of the sixth fresh held-out set itself (issue 38): its shape, and its arithmetic against
 * values worked by hand. The checks sets 3 to 6 each make of themselves are shared, in
 * `fresh-checks.ts`.
 */

describe('the sixth fresh set', () => {
  const cases = freshCases6(TODAY);
  const earlier = [
    ...freshCases(TODAY),
    ...freshCases2(TODAY),
    ...freshCases3(TODAY),
    ...freshCases4(TODAY),
    ...freshCases5(TODAY),
  ];

  itIsNew(cases, earlier, { prefix: 'fresh6', min: 150, earlierSets: '1 to 5' });
  itRewordsNoneOfItsOwn(cases);

  it("has every family in roughly set 5's proportions, each with at least 12 cases, and all four users", () => {
    const set5 = freshCases5(TODAY);
    for (const family of FRESH_FAMILIES) {
      const mine = cases.filter((c) => c.family === family).length;
      expect(mine, family).toBeGreaterThanOrEqual(12);
      // Within five points of set 5's share of the family.
      const theirs = set5.filter((c) => c.family === family).length / set5.length;
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
    // Pay by the hour in an affordability question.
    expect(count(/\d(\.\d+)?(\/hr\b| an hour\b)/i, 'affordability')).toBeGreaterThanOrEqual(3);
    // Bills by their kind.
    expect(count(/landlord|car note|cell bill|auto insurance/i)).toBeGreaterThanOrEqual(10);
    // Numbers in words.
    expect(
      count(
        /thirteen twenty five|eighteen (fifty|hundred)|twelve hundred|eighty-one thousand|two grand|three hundred fifty|fifteen hundred|thirty-one|sixty-seven|three percent|six percent|ten minutes/i,
      ),
    ).toBeGreaterThanOrEqual(10);
    // Amounts in thousands: "1.8k", "58k/yr", "$1.1k/mo", "4k".
    expect(count(/\d(\.\d+)?k\b/i)).toBeGreaterThanOrEqual(12);
    // Slang and text-speak.
    expect(
      count(/\b(ngl|rn|lowkey|lol|nah|bc|thru|gonna|bucks|til|mgmt)\b|\bw\/? |\br we\b/i),
    ).toBeGreaterThanOrEqual(10);
    // A long story before the question.
    expect(cases.filter((c) => c.question.length >= 150).length).toBeGreaterThanOrEqual(5);
    // All lower case, as people type into a chat.
    expect(cases.filter((c) => !/[A-Z]/.test(c.question)).length / cases.length).toBeGreaterThanOrEqual(0.4);
    // Goals by another name than their titles.
    expect(
      count(
        /rainy day money|holiday savings|new whip|\bEF\b|trip savings|vacation pot|japan money|down payment|house fund|vacation \$/,
        'goals',
      ),
    ).toBeGreaterThanOrEqual(8);
    // Two changes at once are declined (decision 027: one change at a time).
    const twoChanges = cases.filter((c) => c.id.includes('two-changes'));
    expect(twoChanges.length).toBeGreaterThanOrEqual(2);
    expect(twoChanges.every((c) => c.expect.kind === 'decline')).toBe(true);
    // Irrelevant numbers: minutes, ages, a plan's name, a birth year, a lease's length.
    expect(
      count(/ten minutes|is 78|18 months|\b457\b|401\(k\)|born in 1988|16 year old|in may|three months/i),
    ).toBeGreaterThanOrEqual(7);
  });

  const year = yearOf(freshCases6, freshCases6Samples);
  itHoldsOnItsSamples(year);
  itScoresConfidentDeclinesWrong(year);
});

/** Figures worked by hand for TODAY (2026-03-10), as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Household: 2,100 x 26 / 12 = 54,600 / 12 = 4,550.00 in; bills 1,250 + 320 + 65 + 15.99 +
  // 540 / 3 (180) = 1,830.99 (the one-off dentist left out); 4,550.00 - 1,830.99 = 2,719.01 left.
  'fresh6-affordability-pottery-118-story-sister': '$2,719.01 left, $2,601.01 after',
  // 19.75 x 32 = 632 a week; x 52 = 32,864; / 12 = 2,738.666... = 2,738.67; - 640 = 2,098.67.
  'fresh6-affordability-empty-19.75-hr-32-hrs-studio-640': '$2,738.67 then $2,098.67',
  // 26 x 40 = 1,040 a week; x 52 = 54,080; / 12 = 4,506.666... = 4,506.67; - 1,830.99 = 2,675.68;
  // - 380 = 2,295.68.
  'fresh6-affordability-new-job-26-hr-40-hours-truck-380': '$2,675.68 then $2,295.68',
  // 58,000 / 12 = 4,833.333... = 4,833.33; - 1,050 = 3,783.33.
  'fresh6-affordability-empty-offer-letter-58k-apartment-1050': '$4,833.33 then $3,783.33',
  // 1,425 x 2 = 2,850; - 1,830.99 = 1,019.01; - 260 = 759.01.
  'fresh6-affordability-semi-monthly-1425-used-car-260': '$1,019.01 then $759.01',
  // 780 x 52 = 40,560; / 12 = 3,380.00; - 95 = 3,285.00.
  'fresh6-affordability-empty-bartend-780-week-insurance-95': '$3,380.00 then $3,285.00',
  // Rent 1,325 instead of 1,250: 75 more; 2,719.01 - 75 = 2,644.01.
  'fresh6-affordability-landlord-thirteen-twenty-five-may': '$2,719.01 then $2,644.01',
  // 355 - 320 = 35 more.
  'fresh6-affordability-car-note-355-refi-fell-through': '$2,719.01 then $2,684.01',
  // 72.50 - 65 = 7.50 more.
  'fresh6-affordability-cell-bill-72.50-promo-ended': '$2,719.01 then $2,711.51',
  // 612 / 3 = 204 a month instead of 180: 24 more.
  'fresh6-affordability-auto-insurance-612-every-three-months': '$2,719.01 then $2,695.01',
  // 1,800 / 12 = 150.
  'fresh6-affordability-travel-hockey-1.8k-a-year': '$2,719.01 then $2,569.01',
  'fresh6-affordability-mom-78-day-program-1.1k': '$2,719.01 then $1,619.01',
  // 3 x 32 = 96 a week; x 52 = 4,992; / 12 = 416.00; 2,719.01 - 416 = 2,303.01.
  'fresh6-affordability-dog-daycare-3-days-32-a-day': '$2,719.01 then $2,303.01',
  // 22.50 x 26 = 585; / 12 = 48.75; 2,719.01 - 48.75 = 2,670.26.
  'fresh6-affordability-coworking-22.50-every-other-week': '$2,719.01 then $2,670.26',
  // 310 / 12 = 25.8333... = 25.83; 2,719.01 - 25.83 = 2,693.18.
  'fresh6-affordability-prime-warehouse-roadside-310-a-year': '$2,719.01 then $2,693.18',
  // 87 / 3 = 29.
  'fresh6-affordability-water-softener-87-every-3-months': '$2,719.01 then $2,690.01',
  // 65 x 2 = 130.
  'fresh6-affordability-braces-65-twice-monthly': '$2,719.01 then $2,589.01',
  // 2,719.01 - 940 = 1,779.01; 2,719.01 - 1,085 = 1,634.01.
  'fresh6-affordability-two-daycares-940-or-1085':
    '$2,719.01 now; $1,779.01 with one, $1,634.01 with the other',
  'fresh6-affordability-brothers-storage-half-85': '$2,719.01 then $2,634.01',
  // Seeded: 2,600 x 26 = 67,600; / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33. Rent 1,525:
  // 75 more.
  'fresh6-affordability-seeded-renewal-offer-landlord-1525': '$4,183.33 then $4,108.33',
  // 840 / 12 = 70.
  'fresh6-affordability-seeded-parking-permit-840-yearly': '$4,183.33 then $4,113.33',
  // 5 x 20 = 100 a week; x 52 = 5,200; / 12 = 433.333... = 433.33; 4,183.33 - 433.33 = 3,750.00.
  'fresh6-affordability-seeded-dog-walker-5-days-20-a-walk': '$4,183.33 then $3,750.00',
  // Checkup: 21.40 x 36 = 770.40 a week; x 52 = 40,060.80; / 12 = 3,338.40; - 1,500 = 1,838.40;
  // - 275 = 1,563.40.
  'fresh6-affordability-checkup-cna-21.40-36-hours-car-275': '$1,838.40 then $1,563.40',
  // 81,000 / 12 = 6,750; - 1,500 = 5,250.00; - 450 = 4,800.00.
  'fresh6-affordability-checkup-eighty-one-thousand-loan-450': '$5,250.00 then $4,800.00',
  // Empty: 1,730 x 26 = 44,980; / 12 = 3,748.333... = 3,748.33; - 1,275 = 2,473.33.
  'fresh6-affordability-empty-every-other-friday-1730-apartment-wifi': '$3,748.33 then $2,473.33',
  'fresh6-affordability-empty-grad-stipend-2.4k-room-725': '$2,400.00 then $1,675.00',

  // Household: 900 today; rent 1,250 on day 3: -350.00; paid 2,100 on day 6 (and day 20); the car
  // 320 on day 9, the dentist 180 on day 11, the phone 65 on day 15, streaming on day 20.
  // 900 - 1,340 = -440.00; 90 more a month.
  'fresh6-what-if-landlord-texted-1340': '-$350.00, then -$440.00; $90.00 more a month',
  // 1,200 - 1,250 = -50.00.
  'fresh6-what-if-twelve-hundred-in-checking-low': '-$350.00, then -$50.00',
  // 1,100 - 1,250 = -150.00.
  'fresh6-what-if-start-me-at-1.1k': '-$350.00, then -$150.00',
  // 1,250 x 0.9 = 1,125; 900 - 1,125 = -225.00; 125 less.
  'fresh6-what-if-landlord-10-percent-off-18-months': '-$350.00, then -$225.00; $125.00 less a month',
  // The phone is on day 15, after payday: the lowest does not move.
  'fresh6-what-if-phone-drops-by-20-switch-carriers': '-$350.00 either way; $20.00 less a month',
  'fresh6-what-if-cell-bill-jumps-15': '-$350.00 either way; $15.00 more a month',
  // The car payment is on day 9, after payday; 320 - 298 = 22 less.
  'fresh6-what-if-car-note-298-after-refi': '-$350.00 either way; $22.00 less a month',
  // Over 14 days: -350 on day 3, then 1,750, 1,430, 1,250: -350.00; with 1,280: -380.00.
  'fresh6-what-if-rent-1280-next-two-weeks': '-$350.00, then -$380.00; $30.00 more a month',
  // Over 30 days from 2,500: 1,250 on day 3; 3,350 on day 6; 3,030; 2,850; 2,785; 4,869.01 on day 20;
  // next rent on day 34: 1,250.00.
  'fresh6-what-if-starting-2500-next-30-days': '-$350.00, then $1,250.00',
  // 2,000 - 1,150 = 850.00; 100 less.
  'fresh6-what-if-suppose-2000-rent-fell-1150': '-$350.00, then $850.00; $100.00 less a month',
  // Until the payday after (day 20): -350 on day 3; + 1,800 on day 6: 1,450; - 320: 1,130; - 180:
  // 950; - 65: 885: still -350.00. 300 x 26 = 7,800; / 12 = 650.00 less.
  'fresh6-what-if-checks-eighteen-hundred-instead': '-$350.00 either way; $650.00 less a month',
  // 2,100 x 1.05 = 2,205; 105 x 26 = 2,730; / 12 = 227.50 more.
  'fresh6-what-if-five-percent-raise-each-paycheck': '-$350.00 either way; $227.50 more a month',
  // 1,250 x 1.03 = 1,287.50; 900 - 1,287.50 = -387.50; 37.50 more.
  'fresh6-what-if-property-mgmt-three-percent': '-$350.00, then -$387.50; $37.50 more a month',
  // Seeded: 1,200 today, rent 1,450 on day 2: -250.00; paid 2,600 on day 4 (and day 18); the
  // electric 95.50 on day 5, the insurance 180 on day 12.
  // 1,200 - 1,495 = -295.00; 45 more.
  'fresh6-what-if-seeded-lease-renewal-1495-in-the-black': '-$250.00, then -$295.00; $45.00 more a month',
  // 2,300 - 1,450 = 850.00.
  'fresh6-what-if-seeded-balance-2.3k-low': '-$250.00, then $850.00',
  // To day 17: -250 on day 2; + 2,350 on day 4: 2,100; - 95.50: 2,004.50; - 180: 1,824.50: still
  // -250.00. 250 x 26 = 6,500; / 12 = 541.666... = 541.67 less.
  'fresh6-what-if-seeded-shift-differential-ends-2350': '-$250.00 either way; $541.67 less a month',
  // Over 21 days: 1,200 - 1,400 = -200.00 on day 2 (then 2,400, 2,304.50, 2,124.50, 4,724.50).
  'fresh6-what-if-seeded-rent-1400-next-3-weeks': '-$250.00, then -$200.00; $50.00 less a month',
  // 900 - 1,100 = -200.00; 150 less.
  'fresh6-what-if-renovations-pool-closed-1100': '-$350.00, then -$200.00; $150.00 less a month',
  // No balance: a decline that still gives the monthly difference, 1,560 - 1,500.
  'fresh6-what-if-checkup-rent-1560-run-short': "I need your balance today. It's $60.00 more a month.",
  'fresh6-what-if-checkup-mow-lawn-200-off': 'I need your balance today. Rent would be $200.00 less a month.',

  // Compounded monthly, deposits at each month's end, worked to the cent with 50-digit decimals:
  // s = start x (1 + r/12)^n + deposit x ((1 + r/12)^n - 1) / (r/12).
  // 240 for 468 months at 5%: 345,615.56; 4% = 13,824.62 a year.
  'fresh6-retirement-26-auto-enrolled-240': 'about $345,615.56, about $13,824.62 a year',
  // 350 for 408 months: 374,190.46.
  'fresh6-retirement-thirty-one-three-hundred-fifty': 'about $374,190.46, about $14,967.62 a year',
  // 1,500 for 204 months at 6%: 529,846.67; 1,766.16 a month.
  'fresh6-retirement-1.5k-mo-48-six-percent-monthly-draw': 'about $529,846.67, about $1,766.16 a month',
  // 115 x 26 / 12 = 249.1666... = 249.17 for 372 months: 221,043.05.
  'fresh6-retirement-457-115-per-paycheck-34': 'about $221,043.05, about $8,841.72 a year',
  // 60 x 52 / 12 = 260.00 for 504 months: 444,950.65.
  'fresh6-retirement-60-week-ira-from-23': 'about $444,950.65, about $17,798.03 a year',
  // 175 x 2 = 350 for 312 months: 223,389.59; 744.63 a month.
  'fresh6-retirement-semi-monthly-175-roth-39': 'about $223,389.59, about $744.63 a month',
  // 2,000 / 3 = 666.67 for 276 months at 6.5%: 423,556.83.
  'fresh6-retirement-sep-2000-each-quarter-42-6.5': 'about $423,556.83, about $16,942.27 a year',
  // 18,000 and 7,000 / 12 = 583.33 for 432 months: 812,272.46.
  'fresh6-retirement-ira-7k-a-year-29-with-18k': 'about $812,272.46, about $32,490.90 a year',
  // 340,000 alone for 96 months at 4%: 467,974.34.
  'fresh6-retirement-57-340k-not-another-dime-4-percent': 'about $467,974.34, about $18,718.97 a year',
  // 425 for 360 months at 6%: 426,918.89; 17,076.76 a year.
  'fresh6-retirement-425-from-35-six-percent-yearly': 'about $426,918.89, about $17,076.76 a year',
  // 500 for 456 months: 679,146.57.
  'fresh6-retirement-story-dad-never-saved-27-500': 'about $679,146.57, about $27,165.86 a year',
  // 1,800 for 252 months: 799,815.22; 31,992.61 a year.
  'fresh6-retirement-wife-and-i-44-1800-annual': 'about $799,815.22, about $31,992.61 a year',
  // 650 for 300 months: 387,081.31.
  'fresh6-retirement-household-650-from-40-comfortably': 'about $387,081.31, about $15,483.25 a year',
  // 1,250 for 420 months: 1,420,115.53.
  'fresh6-retirement-seeded-30-1.25k-401k': 'about $1,420,115.53, about $56,804.62 a year',
  // 62,000 and 950 for 168 months at 5.5%: 373,271.22.
  'fresh6-retirement-checkup-51-62000-950-5.5': 'about $373,271.22, about $14,930.85 a year',
  // 300 for 324 months: 204,956.76.
  'fresh6-retirement-born-1988-38-300': 'about $204,956.76, about $8,198.27 a year',
  // 200 + 100 = 300 for 396 months: 301,619.59 (200 alone: 201,079.73).
  'fresh6-retirement-match-200-plus-100-age-32': 'about $301,619.59, about $12,064.78 a year',

  // Emergency Fund: made Oct 11, 2025, target Jan 04, 2027: 14 whole months, 4 passed: 1,000,000 x
  // 4 / 14 rounded up = 285,715 cents, less 250,000 saved: 357.15 behind; 9 whole months to go:
  // 750,000 / 9 up = 83,334 cents. Vacation: made Jan 09, target Sep 06: 7 months, 2 passed:
  // 600,000 / 7 up = 85,715 - 60,000 = 257.15 behind; 5 months to go: 240,000 / 5 = 480.00.
  'fresh6-goals-rainy-day-money-still-missing': '$7,500.00',
  // 2,400 / 275 = 8.73: 9 months, Dec 10, 2026.
  'fresh6-goals-holiday-savings-275-what-month': '9 months, Dec 10, 2026',
  // 7,000 / 1,000 = 7 months, Oct 10, 2026.
  'fresh6-goals-new-whip-1k-a-month': '7 months, Oct 10, 2026',
  'fresh6-goals-ngl-slacking-most-behind-fix': 'Emergency Fund: $833.34 a month',
  'fresh6-goals-lagging-most-how-many-dollars': 'Emergency Fund: $357.15 behind',
  'fresh6-goals-r-we-on-track-vacation-money': '$257.15 behind',
  // 120 x 52 / 12 = 520 a month: 7,500 / 520 = 14.4: 15 months; 7,500 / 120 = 62.5: 63 weeks.
  'fresh6-goals-ef-120-every-week-how-long': '63 weeks',
  'fresh6-goals-trip-savings-percent-of-the-way': '20%',
  // 7,000 + 2,400 = 9,400.00.
  'fresh6-goals-leave-emergency-out-car-and-trip': '$9,400.00',
  // (7,000 - 1,200) / 400 = 14.5: 15 months.
  'fresh6-goals-work-bonus-1200-car-then-400': '15 months',
  'fresh6-goals-emergency-savings-deadline-i-set': '$833.34 a month',
  // 180 x 26 / 12 = 390 a month: 2,400 / 390 = 6.15: 7 months; 2,400 / 180 = 13.3: 14 deposits, 28 weeks.
  'fresh6-goals-vacation-pot-180-biweekly-transfers': '7 months',
  'fresh6-goals-put-toward-new-car-so-far': '$1,000.00',
  // 7,500 / 1,500 = 5 months, Aug 10, 2026.
  'fresh6-goals-emergency-fifteen-hundred-a-month': '5 months, Aug 10, 2026',
  // 480.00 a month is needed; at 400, 2,400 / 400 = 6 months.
  'fresh6-goals-will-400-get-vacation-before-date': 'No: it takes $480.00 a month.',
  // Seeded: Japan 4,000 - 1,200 = 2,800.00; its date is Sep 26, 2026: 6 whole months, 280,000 / 6
  // up = 46,667 cents; the house 32,000 / 4,000 = 8 months, Nov 10, 2026; 8,000 of 40,000 = 20%.
  'fresh6-goals-seeded-japan-money-gap': '$2,800.00',
  'fresh6-goals-seeded-4k-at-down-payment': '8 months, Nov 10, 2026',
  'fresh6-goals-seeded-ready-for-japan-on-time': '$466.67 a month',
  'fresh6-goals-seeded-share-of-house-fund': '20%',
  // 150 x 52 / 12 = 650: 2,800 / 650 = 4.3: 5 months; 2,800 / 150 = 18.7: 19 weeks.
  'fresh6-goals-seeded-japan-150-a-week-when-do-i-go': '5 months',

  // 83,400 / 12 = 6,950.00.
  'fresh6-arithmetic-83400-a-year-per-month': '$6,950.00',
  'fresh6-arithmetic-1.35k-biweekly-per-year': '$35,100.00',
  // 24.50 x 37.5 = 918.75 a week; x 52 = 47,775.00.
  'fresh6-arithmetic-24.50-an-hour-37.5-yearly-gross': '$47,775.00',
  // 16 x 25 = 400 a week; x 52 = 20,800; / 12 = 1,733.333...
  'fresh6-arithmetic-16-hr-25-hours-a-month': '$1,733.33',
  // 45 x 52 = 2,340 hours; 91,000 / 2,340 = 38.888...
  'fresh6-arithmetic-91k-45-hours-real-hourly': '$38.89',
  // 1,375 + 110 + 65 = 1,550; x 6 = 9,300.00.
  'fresh6-arithmetic-rent-electric-internet-6-months': '$9,300.00',
  // 480 / 6 = 80; 150 / 12 = 12.50; 92.50.
  'fresh6-arithmetic-insurance-every-6-months-registration-yearly': '$92.50',
  // 21 / 142 = 0.147887...
  'fresh6-arithmetic-premium-142-to-163-percent': '14.79%',
  'fresh6-arithmetic-8.5-percent-of-46000': '$3,910.00',
  // 1,149 x 0.0725 = 83.3025; 1,149 + 83.30 = 1,232.30.
  'fresh6-arithmetic-laptop-1149-plus-7.25-tax': '$1,232.30',
  'fresh6-arithmetic-airbnb-1870-five-of-us': '$374.00',
  // 1,650 / 75 = 22 payments, two weeks apart: 44 weeks.
  'fresh6-arithmetic-dental-1650-75-every-two-weeks': '44 weeks',
  // 5,000 / 230 = 21.7: 22 months.
  'fresh6-arithmetic-230-a-month-to-hit-5k': '22 months',
  'fresh6-arithmetic-eighteen-fifty-a-month-over-a-year': '$22,200.00',
  // 2,000 x 26 = 52,000; / 12 = 4,333.333...
  'fresh6-arithmetic-two-grand-every-two-weeks-monthly': '$4,333.33',
  // 11.50 x 5 = 57.50 a week; x 52 = 2,990.00.
  'fresh6-arithmetic-lunch-11.50-a-day-5-days-yearly': '$2,990.00',
  'fresh6-arithmetic-2.7k-a-year-car-insurance-monthly': '$225.00',
  'fresh6-arithmetic-hoa-310-per-quarter-per-year': '$1,240.00',
  // Household: 1,570 x 12 = 18,840.00; 540 / 3 = 180.00.
  'fresh6-arithmetic-household-rent-and-car-payment-year': '$18,840.00',
  'fresh6-arithmetic-household-car-insurance-per-month': '$180.00',
  // Seeded: 1,450 x 18 = 26,100.00.
  'fresh6-arithmetic-seeded-rent-next-18-months': '$26,100.00',
  // 1,150 / 4,200 = 0.273809...
  'fresh6-arithmetic-childcare-1150-of-4200-percent': '27.38%',
  // Round 6: a card's payoff by the calculator. 2% a month: -ln(1 - 0.02 x 3,000 / 150) / ln(1.02)
  // = 25.8, so 26 months.
  'fresh6-arithmetic-card-3000-24-apr-150': '26 months',
};

describe('the arithmetic, against values worked by hand', () => {
  const cases = freshCases6(TODAY);
  const byId = new Map(cases.map((c) => [c.id, c]));

  itMatchesWorked(cases, WORKED);

  it("matches the helpers to the hand arithmetic for the users' months, forecasts and goals", () => {
    // 22.50 every two weeks: 585 / 12 = 48.75; 310 a year: 25.8333... -> 25.83; 612 a quarter: 204.
    expect(perMonthCents(22.5, 'bi-weekly')).toBe(4875);
    expect(perMonthCents(310, 'yearly')).toBe(2583);
    expect(perMonthCents(612, 'quarterly')).toBe(20400);
    // By the hour: 19.75 x 32 a week is 2,738.67 a month; 21.40 x 36 is 3,338.40.
    expect(perMonthCents(19.75 * 32, 'weekly')).toBe(273867);
    expect(perMonthCents(21.4 * 36, 'weekly')).toBe(333840);
    // Household at 26/hr for 40 hours: 4,506.67 - 1,830.99 = 2,675.68.
    expect(affordability(HOUSEHOLD, [], { amount: 1040, per: 'weekly' }).left).toBe(267568);
    // Semi-monthly 1,425: 2,850.00 - 1,830.99 = 1,019.01.
    expect(affordability(HOUSEHOLD, [], { amount: 1425, per: 'semi-monthly' }).left).toBe(101901);
    // The auto insurance at 612 a quarter: 24 more, 2,695.01.
    expect(affordability(HOUSEHOLD, [], undefined, { 'Car insurance': 612 }).after).toBe(269501);
    // Seeded: 4,183.33 left; a walker at 100 a week: 3,750.00.
    expect(affordability(SEEDED, []).left).toBe(418333);
    expect(affordability(SEEDED, [{ amount: 100, per: 'weekly' }]).after).toBe(375000);
    // Checkup and empty have no income on their calendars.
    expect(affordability(CHECKUP, []).left).toBe(-150000);
    expect(affordability(EMPTY, []).left).toBe(0);
    // Household to payday: -350.00; from 2,500 over 30 days: 1,250.00; rent 1,280 over 14 days: -380.00.
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 2500, days: 30 })).toBe(125000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Rent: 1280 }, days: 14 })).toBe(-38000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 2000, changed: { Rent: 1150 } })).toBe(85000);
    // Household with 1,800 checks until the payday after: -350.00.
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 1800 }, days: 20 })).toBe(-35000);
    // Seeded with rent 1,400 over 21 days: -200.00; with 2,350 checks until the payday after: -250.00.
    expect(lowestBalance(SEEDED, TODAY, { changed: { Rent: 1400 }, days: 21 })).toBe(-20000);
    expect(lowestBalance(SEEDED, TODAY, { changed: { Paycheck: 2350 }, days: 18 })).toBe(-25000);
    // Goals on TODAY: the Emergency Fund 357.15 behind and 833.34 a month; the Vacation 257.15 and 480.00.
    const [ef, vacation, car] = HOUSEHOLD.goals as [
      (typeof HOUSEHOLD.goals)[0],
      (typeof HOUSEHOLD.goals)[0],
      (typeof HOUSEHOLD.goals)[0],
    ];
    expect(behindCents(ef, TODAY)).toBe(35715);
    expect(behindCents(vacation, TODAY)).toBe(25715);
    expect(neededCents(ef, TODAY)).toBe(83334);
    expect(neededCents(vacation, TODAY)).toBe(48000);
    // 2,400 / 275: 9 months, Dec 10, 2026; the car at 1,000: 7 months; the Vacation at 390: 7 months.
    expect(reach(vacation, 275, TODAY)).toEqual({ months: 9, date: 'Dec 10, 2026' });
    expect(reach(car, 1000, TODAY)).toEqual({ months: 7, date: 'Oct 10, 2026' });
    expect(reach(vacation, 390, TODAY).months).toBe(7);
    // Seeded: Japan needs 466.67 a month by Sep 26, 2026.
    const japan = SEEDED.goals.find((g) => g.title === 'Japan Trip')!;
    expect(neededCents(japan, TODAY)).toBe(46667);
    // 240 a month for 39 years at 5%: 345,615.56; 340,000 alone for 8 years at 4%: 467,974.34.
    expect(futureValue(0, 240, 5, 39)).toBeCloseTo(345615.56, 2);
    expect(futureValue(340000, 0, 4, 8)).toBeCloseTo(467974.34, 2);
    expect(futureValue(62000, 950, 5.5, 14)).toBeCloseTo(373271.22, 2);
  });

  it('fails the likely wrong answers', () => {
    const mustNotHolds = (id: string, text: string) => byId.get(id)!.mustNot!.some((f) => holds(f, text));
    // The dentist counted as monthly: 2,719.01 - 180 = 2,539.01; the quarterly bill as monthly: 2,359.01.
    expect(mustNotHolds('fresh6-affordability-pottery-118-story-sister', '$2,539.01')).toBe(true);
    expect(mustNotHolds('fresh6-affordability-pottery-118-story-sister', '$2,359.01')).toBe(true);
    // "Ten minutes" as a multiplier: 2,719.01 - 1,180 = 1,539.01.
    expect(mustNotHolds('fresh6-affordability-pottery-118-story-sister', '$1,539.01 after')).toBe(true);
    // The week's pay taken as the month's: 632 - 640 = -8.00.
    expect(mustNotHolds('fresh6-affordability-empty-19.75-hr-32-hrs-studio-640', '-$8.00 after')).toBe(true);
    // A stated hourly pay ignored: the calendar's 2,719.01.
    expect(mustNotHolds('fresh6-affordability-new-job-26-hr-40-hours-truck-380', '$2,719.01 left')).toBe(
      true,
    );
    // Semi-monthly taken as every two weeks: 3,087.50 - 1,830.99 - 260 = 996.51.
    expect(mustNotHolds('fresh6-affordability-semi-monthly-1425-used-car-260', '$996.51 after')).toBe(true);
    // A changed bill counted as a new payment: 2,719.01 - 1,325 = 1,394.01.
    expect(mustNotHolds('fresh6-affordability-landlord-thirteen-twenty-five-may', '$1,394.01')).toBe(true);
    // The quarterly renewal taken as monthly: 2,719.01 - 612 = 2,107.01.
    expect(mustNotHolds('fresh6-affordability-auto-insurance-612-every-three-months', '$2,107.01')).toBe(
      true,
    );
    // A day's rate taken as the week's: 2,719.01 - 138.67 = 2,580.34.
    expect(mustNotHolds('fresh6-affordability-dog-daycare-3-days-32-a-day', '$2,580.34')).toBe(true);
    // Twice a month taken as every two weeks: 2,719.01 - 140.83 = 2,578.18.
    expect(mustNotHolds('fresh6-affordability-braces-65-twice-monthly', '$2,578.18')).toBe(true);
    // Both daycares at once: 2,719.01 - 2,025 = 694.01.
    expect(mustNotHolds('fresh6-affordability-two-daycares-940-or-1085', '$694.01')).toBe(true);
    // Every two weeks taken as twice a month: 3,460 - 1,275 = 2,185.00.
    expect(
      mustNotHolds('fresh6-affordability-empty-every-other-friday-1730-apartment-wifi', '$2,185.00'),
    ).toBe(true);
    // Savings taken as income: 15,000 - 1,300 = 13,700.00.
    expect(mustNotHolds('fresh6-affordability-empty-15k-hysa-live-off-1300', '$13,700.00')).toBe(true);
    // A day's pay taken as the month's: 180 - 300 = -120.00.
    expect(mustNotHolds('fresh6-affordability-empty-180-a-day-deliveries-300', 'left: -$120.00')).toBe(true);
    // Biweekly taken as 24 checks: 32,400.00; 4 weeks a month: 1,600.00; 40 hours: 43.75.
    expect(mustNotHolds('fresh6-arithmetic-1.35k-biweekly-per-year', '$32,400.00')).toBe(true);
    expect(mustNotHolds('fresh6-arithmetic-16-hr-25-hours-a-month', '$1,600.00')).toBe(true);
    expect(mustNotHolds('fresh6-arithmetic-91k-45-hours-real-hourly', '$43.75')).toBe(true);
    expect(mustNotHolds('fresh6-arithmetic-two-grand-every-two-weeks-monthly', '$4,000.00')).toBe(true);
    // The lump left out: 7,000 / 400 = 17.5: 18 months.
    expect(mustNotHolds('fresh6-goals-work-bonus-1200-car-then-400', '18 months')).toBe(true);
    // All three goals when one is left out: 16,900.00.
    expect(mustNotHolds('fresh6-goals-leave-emergency-out-car-and-trip', '$16,900.00')).toBe(true);
    // Another goal for "rainy day money".
    expect(mustNotHolds('fresh6-goals-rainy-day-money-still-missing', 'Vacation: $2,400.00')).toBe(true);
    // A bi-weekly deposit taken as monthly: 115 for 372 months at 5% is about 102,018.
    expect(Math.floor(futureValue(0, 115, 5, 31))).toBe(102018);
    expect(mustNotHolds('fresh6-retirement-457-115-per-paycheck-34', 'about $102,018.00')).toBe(true);
    // The match left out: 200 for 396 months at 5% is about 201,079.
    expect(mustNotHolds('fresh6-retirement-match-200-plus-100-age-32', 'about $201,079.73')).toBe(true);
    // A stated 4% ignored: 340,000 for 96 months at 5% is about 506,799.
    expect(Math.floor(futureValue(340000, 0, 5, 8))).toBe(506799);
    expect(mustNotHolds('fresh6-retirement-57-340k-not-another-dime-4-percent', 'about $506,799.00')).toBe(
      true,
    );
    // The 18k left out: 583.33 for 432 months at 5% is about 703,785.
    expect(
      mustNotHolds(
        'fresh6-retirement-ira-7k-a-year-29-with-18k',
        `about $${Math.floor(futureValue(0, 583.33, 5, 36)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // An invented figure for a question outside the app's data.
    expect(mustNotHolds('fresh6-out-of-scope-good-time-to-buy-gold', 'Maybe: gold could reach $3,000.')).toBe(
      true,
    );
    // A negative lowest written without its minus is not the figure.
    const rent = byId.get('fresh6-what-if-landlord-texted-1340')!;
    expect(factsOf(rent).every((f) => holds(f, '$350.00 then $440.00; $90.00'))).toBe(false);
  });

  it('tells a decline by its first line, and a decline that still owes a figure', () => {
    expect(declines("I need to know: what's your income?")).toBe(true);
    expect(
      declines('Reading: income $26.00 an hour for 40 hours a week; a new payment of $380.00 a month.'),
    ).toBe(false);
    const noBalance = byId.get('fresh6-what-if-checkup-rent-1560-run-short')!;
    expect(freshScore(noBalance, 200, 'I need your balance today to answer that.')).toBe('declined');
    expect(freshScore(noBalance, 200, 'I need your balance today. Rent goes up $60.00 a month.')).toBe(
      'right',
    );
    expect(
      freshScore(noBalance, 200, 'Reading: rent $1,560.00. You will be fine, $60.00 a month more.'),
    ).toBe('wrong');
    // Two changes at once: a confident lowest is wrong, a decline is right.
    const twoChanges = byId.get('fresh6-what-if-two-changes-rent-1300-phone-80')!;
    expect(freshScore(twoChanges, 200, 'Reading: rent $1,300.00, phone $80.00.\nLowest: -$400.00.')).toBe(
      'wrong',
    );
    expect(
      freshScore(twoChanges, 200, "I can't answer that yet: I run one change at a time. Which one first?"),
    ).toBe('right');
  });
});
