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
import { cardPayoffMonths, freshCases8, freshCases8Samples } from './fresh-cases-8.ts';
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
 * Checks of the eighth fresh held-out set itself (issue 38): its shape, and its arithmetic against
 * values worked by hand. The checks sets 3 to 8 each make of themselves are shared, in
 * `fresh-checks.ts`.
 */

describe('the eighth fresh set', () => {
  const cases = freshCases8(TODAY);
  const earlier = [
    ...freshCases(TODAY),
    ...freshCases2(TODAY),
    ...freshCases3(TODAY),
    ...freshCases4(TODAY),
    ...freshCases5(TODAY),
    ...freshCases6(TODAY),
    ...freshCases7(TODAY),
  ];

  itIsNew(cases, earlier, { prefix: 'fresh8', min: 150, earlierSets: '1 to 7' });
  itRewordsNoneOfItsOwn(cases);

  it("has every family in roughly set 7's proportions, each with at least 12 cases, and all four users", () => {
    const set7 = freshCases7(TODAY);
    for (const family of FRESH_FAMILIES) {
      const mine = cases.filter((c) => c.family === family).length;
      expect(mine, family).toBeGreaterThanOrEqual(12);
      // Within five points of set 7's share of the family.
      const theirs = set7.filter((c) => c.family === family).length / set7.length;
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
    // Amounts by the unit with their count.
    expect(count(/a class, \d+ classes|a walk, \d+ walks/i)).toBeGreaterThanOrEqual(2);
    // Amounts written as people write them: "1.1k", "$1.5k/mo", "2 grand", "bucks", in words.
    expect(count(/\d\.\d+k\b|\d+k\b/i)).toBeGreaterThanOrEqual(10);
    expect(count(/\bgrand\b|\bbucks\b/i)).toBeGreaterThanOrEqual(3);
    expect(
      count(
        /thirty-two hundred|forty-one hundred|nine hundred fifty|fifteen hundred|twenty-five hundred|thirty-one|three percent/i,
      ),
    ).toBeGreaterThanOrEqual(5);
    // How often, in every way: weekly, every other week, twice a month, quarterly, yearly.
    expect(count(/every week|a week|\/wk|weekly/i)).toBeGreaterThanOrEqual(8);
    expect(count(/bi-?weekly|every other|every 2 weeks|each check|every paycheck/i)).toBeGreaterThanOrEqual(
      8,
    );
    expect(count(/twice|1st and 15th/i)).toBeGreaterThanOrEqual(3);
    expect(count(/quarter(ly)?\b/i)).toBeGreaterThanOrEqual(5);
    expect(count(/a year|per yr|yearly|\/yr/i)).toBeGreaterThanOrEqual(8);
    // Typed on a phone.
    expect(count(/\b(aford|evrything|puting|retirment|b4|rn)\b/i)).toBeGreaterThanOrEqual(4);
    // A card's payoff from a balance, an APR and a payment is the calculator's months, not a decline.
    const payoffs = cases.filter((c) => /apr/i.test(c.question) && c.family === 'arithmetic');
    expect(payoffs.length).toBeGreaterThanOrEqual(2);
    expect(payoffs.every((c) => c.expect.kind === 'figures')).toBe(true);
    // Two changes at once are declined (decision 027: one change at a time).
    const twoChanges = cases.filter((c) => c.id.includes('two-changes'));
    expect(twoChanges.length).toBeGreaterThanOrEqual(1);
    expect(twoChanges.every((c) => c.expect.kind === 'decline')).toBe(true);
    // Look-alikes outside the app: predictions, thresholds, past figures, reminders, actions, law, health.
    expect(
      count(
        /sell|moon|credit score|last month|last year|paycheck smaller|people my age|renew|text me|remind|taxes|tax bracket|worth today|pay the|book me|refi|deposit|power bill|link my|tooth|roof|mortgage rates|uber eats|fed|hsa/i,
        'out-of-scope',
      ),
    ).toBeGreaterThanOrEqual(20);
  });

  const year = yearOf(freshCases8, freshCases8Samples);
  itHoldsOnItsSamples(year);
  itScoresConfidentDeclinesWrong(year);
});

/** Figures worked by hand for TODAY (2026-03-10), as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Household: 2,100 x 26 / 12 = 4,550.00 in; bills 1,250 + 320 + 65 + 15.99 + 540 / 3 (180) =
  // 1,830.99 (the one-off dentist left out); 4,550.00 - 1,830.99 = 2,719.01 left.
  'fresh8-affordability-household-pet-wellness-48.50': '$2,719.01 then $2,670.51',
  'fresh8-affordability-household-daycare-1.1k': '$2,719.01 then $1,619.01',
  // 32 x 2 = 64 a week; x 52 = 3,328; / 12 = 277.333... = 277.33; 2,719.01 - 277.33 = 2,441.68.
  'fresh8-affordability-household-swim-32-a-class-2-a-week': '$2,719.01 then $2,441.68',
  // 615 / 3 = 205 instead of 180: 25 more; 2,694.01.
  'fresh8-affordability-household-auto-insurance-renewal-615-quarter': '$2,719.01 then $2,694.01',
  'fresh8-affordability-household-after-school-35-or-50': '$2,719.01; $2,684.01 at 35, $2,669.01 at 50',
  // 4,550 + 300 = 4,850; - 1,830.99 = 3,019.01; - 425 = 2,594.01.
  'fresh8-affordability-household-dog-walking-300-on-top-lease-425': '$3,019.01 then $2,594.01',
  // 2,100 x 1.05 = 2,205; x 26 = 57,330; / 12 = 4,777.50; - 1,830.99 = 2,946.51; - 600 = 2,346.51.
  'fresh8-affordability-household-five-percent-raise-boat-600': '$2,946.51 then $2,346.51',
  // 150 x 26 / 12 = 325; 2,394.01.
  'fresh8-affordability-household-529-150-every-paycheck': '$2,719.01 then $2,394.01',
  'fresh8-affordability-household-typo-creative-cloud-59.99': '$2,719.01 then $2,659.02',
  // 1,800 / 12 = 150; 2,569.01.
  'fresh8-affordability-household-hoa-1800-per-yr': '$2,719.01 then $2,569.01',
  'fresh8-affordability-household-28k-truck-512-a-month': '$2,719.01 then $2,207.01',
  // Rent 1,335 instead of 1,250: 85 more; 2,634.01.
  'fresh8-affordability-household-landlord-asking-1335': '$2,719.01 then $2,634.01',
  // Empty: 1,640 x 26 = 42,640; / 12 = 3,553.333... = 3,553.33; - 375 = 3,178.33.
  'fresh8-affordability-empty-biweekly-1640-after-taxes-car-375': '$3,553.33 then $3,178.33',
  // 17.25 x 38 = 655.50; x 52 = 34,086; / 12 = 2,840.50; - 900 = 1,940.50.
  'fresh8-affordability-empty-warehouse-17.25-38-hours-studio-900': '$2,840.50 then $1,940.50',
  // 1,950 x 2 = 3,900; - 800 = 3,100.
  'fresh8-affordability-empty-army-1st-and-15th-1950-apartment-800': '$3,900.00 then $3,100.00',
  // 58,500 / 12 = 4,875; - 1,250 = 3,625.
  'fresh8-affordability-empty-offer-58500-rent-1250': '$4,875.00 then $3,625.00',
  // 1,200 x 52 / 12 = 5,200; - 2,000 = 3,200.
  'fresh8-affordability-empty-contracting-1200-bucks-weekly-2-grand-rent': '$5,200.00 then $3,200.00',
  // 2,400 x 26 / 12 = 5,200; 300 x 26 / 12 = 650; 4,550.
  'fresh8-affordability-empty-every-other-friday-2400-300-each-check': '$5,200.00 then $4,550.00',
  // 2,300 / 2 = 1,150; 2,900 - 1,150 = 1,750.
  'fresh8-affordability-empty-roommate-split-2300-down-the-middle': '$2,900.00 then $1,750.00',
  // 1,400 + 70 = 1,470; 3,300 - 1,470 = 1,830.
  'fresh8-affordability-empty-rent-1400-water-210-quarter': '$3,300.00 then $1,830.00',
  'fresh8-affordability-empty-thirty-two-hundred-nine-fifty-words': '$3,200.00 then $2,250.00',
  // 1,800 - 45 - 130 = 1,625.
  'fresh8-affordability-empty-1.8k-phone-45-insurance-130': '$1,800.00 then $1,625.00',
  // Seeded: 2,600 x 26 = 67,600; / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33.
  'fresh8-affordability-seeded-used-civic-275': '$4,183.33 then $3,908.33',
  // 22 x 5 = 110 a week; x 52 = 5,720; / 12 = 476.666... = 476.67; 4,183.33 - 476.67 = 3,706.66.
  'fresh8-affordability-seeded-dog-walker-22-a-walk-5-a-week': '$4,183.33 then $3,706.66',
  // 180 x 2 = 360; 3,823.33.
  'fresh8-affordability-seeded-childcare-coop-180-twice-monthly': '$4,183.33 then $3,823.33',
  // Rent 1,525 instead of 1,450: 75 more; 4,108.33.
  'fresh8-affordability-seeded-rent-going-to-be-1525': '$4,183.33 then $4,108.33',
  // Checkup: 4,100 - 1,500 = 2,600; - 320 = 2,280.
  'fresh8-affordability-checkup-net-4100-car-320': '$2,600.00 then $2,280.00',
  // 26 x 40 = 1,040; x 52 = 54,080; / 12 = 4,506.666... = 4,506.67; - 1,500 = 3,006.67; - 450 = 2,556.67.
  'fresh8-affordability-checkup-26-an-hour-40-hrs-payment-450': '$3,006.67 then $2,556.67',

  // Household: 900 today; rent 1,250 on day 3: -350.00; paid 2,100 on day 6 (and day 20); the car
  // 320 on day 9, the dentist 180 on day 11, the phone 65 on day 15, streaming 15.99 on day 20.
  // 900 - 1,199 = -299.00; 51 less.
  'fresh8-what-if-landlord-loyalty-rent-1199': '-$350.00, then -$299.00; $51.00 less a month',
  // 900 - 1,290 = -390.00; 40 more.
  'fresh8-what-if-rent-plus-40-how-close-to-zero': '-$350.00, then -$390.00; $40.00 more a month',
  // 1,350 - 1,250 = 100.00.
  'fresh8-what-if-checking-1350-out-of-the-red': '-$350.00, then $100.00',
  // 21 days from 2,400: 1,150 on day 3; 3,250 on day 6; 2,930; 2,750; 2,685; 4,769.01 on day 20.
  'fresh8-what-if-balance-2400-next-21-days': '-$350.00, then $1,150.00',
  // 1,250 x 1.03 = 1,287.50; 900 - 1,287.50 = -387.50; 37.50 more.
  'fresh8-what-if-rent-up-three-percent-words': '-$350.00, then -$387.50; $37.50 more a month',
  // Until the payday after (day 20): -350 on day 3, then 1,550, 1,230, 1,050, 985: -350.00.
  // 200 x 26 = 5,200; / 12 = 433.333... = 433.33 less.
  'fresh8-what-if-paycheck-drops-1900-one-after-next': '-$350.00 either way; $433.33 less a month',
  // 250 x 26 = 6,500; / 12 = 541.666... = 541.67 more.
  'fresh8-what-if-promotion-2350-biweekly-two-checks': '-$350.00 either way; $541.67 more a month',
  // The car on day 9, after payday: -350.00 either way; 45 less.
  'fresh8-what-if-refinance-car-payment-275-two-weeks': '-$350.00 either way; $45.00 less a month',
  // The phone on day 15, after payday: 15 more.
  'fresh8-what-if-phone-plan-80-before-payday': '-$350.00 either way; $15.00 more a month',
  // 1,800 - 1,325 = 475.00; 75 more.
  'fresh8-what-if-balance-1800-landlord-rent-1325': '-$350.00, then $475.00; $75.00 more a month',
  // 1,250 x 2 = 2,500; 900 - 2,500 = -1,600.00; 1,250 more.
  'fresh8-what-if-rent-doubled-new-owners': '-$350.00, then -$1,600.00; $1,250.00 more a month',
  // Three quarters of 1,250 = 937.50; 900 - 937.50 = -37.50; 312.50 less.
  'fresh8-what-if-sister-chips-in-a-quarter-of-rent': '-$350.00, then -$37.50; $312.50 less a month',
  // Streaming on day 20: the lowest is rent's either way; 15.99 less.
  'fresh8-what-if-drop-streaming-next-3-weeks': '-$350.00 either way; $15.99 less a month',
  // 650 - 1,250 = -600.00.
  'fresh8-what-if-only-650-rn-how-deep': '-$350.00, then -$600.00',
  // Seeded: 1,200 today, rent 1,450 on day 2: -250.00; paid 2,600 on day 4 (and day 18); the
  // electric 95.50 on day 5, the insurance 180 on day 12. 1,200 - 1,395 = -195.00; 55 less.
  'fresh8-what-if-seeded-rent-reduced-1395': '-$250.00, then -$195.00; $55.00 less a month',
  // 1,500 - 1,450 = 50.00.
  'fresh8-what-if-seeded-1.5k-in-account-clear-payday': '-$250.00, then $50.00',
  // To day 17: -250 on day 2; + 2,450: 2,200; - 95.50: 2,104.50; - 180: 1,924.50: -250.00. 150 x
  // 26 = 3,900; / 12 = 325.00 less.
  'fresh8-what-if-seeded-fewer-shifts-2450': '-$250.00 either way; $325.00 less a month',
  // 10 days: 1,200 - 1,550 = -350.00 on day 2, then 2,250 and 2,154.50; 100 more.
  'fresh8-what-if-seeded-rent-up-100-next-10-days': '-$250.00, then -$350.00; $100.00 more a month',
  // 30 days from 3,000: 1,550 on day 2; 4,150; 4,054.50; 3,874.50; 6,474.50 on day 18; 5,024.50 on
  // day 23 (rent again, Apr 02): 1,550.00.
  'fresh8-what-if-seeded-3000-next-30-days': '-$250.00, then $1,550.00',
  // No balance: a decline that still gives the monthly difference.
  'fresh8-what-if-checkup-rent-climbs-1620-come-up-short':
    "I need your balance today. It's $120.00 more a month.",
  'fresh8-what-if-checkup-rent-dropping-50-bucks':
    'I need your balance today. Rent would be $50.00 less a month.',

  // Compounded monthly, deposits at each month's end:
  // s = start x (1 + r/12)^n + deposit x ((1 + r/12)^n - 1) / (r/12); 4% of it a year.
  // 475 for 468 months at 5%.
  'fresh8-retirement-26-475-401k': 'about $684,030.80, about $27,361.23 a year',
  // 1,250 for 252 months at 6.5%: 669,536.70; 2,231.79 a month.
  'fresh8-retirement-44-1250-six-and-a-half-monthly-income': 'about $669,536.70, about $2,231.79 a month',
  // 60 x 52 / 12 = 260 for 456 months.
  'fresh8-retirement-27-auto-invest-60-every-week': 'about $353,156.22, about $14,126.25 a year',
  // 7,000 / 12 = 583.33 for 348 months.
  'fresh8-retirement-ira-7000-a-year-from-36': 'about $455,038.19, about $18,201.53 a year',
  // 10,000 alone for 240 months at 7%.
  'fresh8-retirement-45-10k-never-add-7': 'about $40,387.39, about $1,615.50 a year',

  // Emergency Fund: made Oct 11, 2025, target Jan 04, 2027: 14 whole months, 4 passed: 1,000,000 x
  // 4 / 14 rounded up = 285,715 cents, less 250,000 saved: 357.15 behind; 9 whole months to go:
  // 750,000 / 9 up = 83,334 cents. Vacation: made Jan 09, target Sep 06: 7 months, 2 passed:
  // 600,000 / 7 up = 85,715 - 60,000 = 257.15 behind; 5 months to go: 240,000 / 5 = 480.00.
  'fresh8-goals-rainy-day-fund-percent': '25%',
  'fresh8-goals-vacation-pot-put-in-so-far': '$600.00',
  // 7,000 / 425 = 16.47: 17 months, Aug 10, 2027.
  'fresh8-goals-car-fund-425-when': '17 months, Aug 10, 2027',
  // 7,500 / 1,250 = 6 months, Sep 10, 2026.
  'fresh8-goals-emergency-1250-how-many-months': '6 months, Sep 10, 2026',
  'fresh8-goals-trip-fund-per-month-for-its-date': '$480.00 a month',
  'fresh8-goals-gap-emergency-fund-vs-where-it-should-be': '$357.15 behind',
  'fresh8-goals-rank-goals-by-how-far-behind': 'Emergency Fund $357.15, Vacation $257.15',
  'fresh8-goals-vacation-short-pace-wise': '$257.15 behind',
  'fresh8-goals-biggest-laggard-monthly-fix': 'Emergency Fund: $833.34 a month',
  'fresh8-goals-still-owe-myself-new-car': '$7,000.00',
  // 150 x 26 / 12 = 325: 2,400 / 325 = 7.4: 8 months; 2,400 / 150 = 16 deposits, 32 weeks.
  'fresh8-goals-vacation-150-every-2-weeks': '8 months',
  // 50 x 52 / 12 = 216.67: 7,000 / 216.67 = 32.3: 33 months; 7,000 / 50 = 140 weeks.
  'fresh8-goals-car-fund-50-a-week': '140 weeks',
  // 2,500 + 600 + 1,000 = 4,100.
  'fresh8-goals-total-saved-across-goals': '$4,100.00',
  'fresh8-goals-car-target-and-how-far-along': '$8,000.00, 12.5%',
  // 2,400 / 800 = 3 months, Jun 10, 2026.
  'fresh8-goals-vacation-800-when-hit': '3 months, Jun 10, 2026',
  // 2,400 + 7,500 = 9,900.
  'fresh8-goals-trip-and-emergency-left-combined': '$9,900.00',
  // Seeded: Japan 4,000 - 1,200 = 2,800 by Sep 26, 2026: 6 whole months, 466.666... up = 466.67.
  'fresh8-goals-seeded-land-japan-by-deadline': '$466.67 a month',
  // 32,000 / 1,600 = 20 months, Nov 10, 2027.
  'fresh8-goals-seeded-house-1600-when': '20 months, Nov 10, 2027',
  'fresh8-goals-seeded-emergency-whats-left': '$7,500.00',
  // 1,200 / 4,000 = 0.3.
  'fresh8-goals-seeded-japan-saved-and-percent': '$1,200.00, 30%',
  // 2,800 / 700 = 4 months, Jul 10, 2026.
  'fresh8-goals-seeded-trip-700-fully-funded': '4 months, Jul 10, 2026',

  // 1,200 x 26 = 31,200.
  'fresh8-arithmetic-1200-bucks-biweekly-over-the-year': '$31,200.00',
  // 22.50 x 36 = 810; x 52 = 42,120; / 12 = 3,510.
  'fresh8-arithmetic-22.50-36-hours-monthly': '$3,510.00',
  // 88,000 / 26 = 3,384.615...
  'fresh8-arithmetic-88k-per-biweekly-paycheck': '$3,384.62',
  // 40 x 52 = 2,080 hours; 47,840 / 2,080 = 23.
  'fresh8-arithmetic-47840-a-year-hourly-40-hrs': '$23.00 an hour',
  'fresh8-arithmetic-12-percent-of-3250': '$390.00',
  // 1,480 - 370 = 1,110.
  'fresh8-arithmetic-25-off-1480-sofa': '$1,110.00',
  // 1,000 / 35 = 28.57: 29 weeks.
  'fresh8-arithmetic-35-a-week-to-1000': '29 weeks',
  'fresh8-arithmetic-owe-dad-2750-at-125': '22 months',
  // 11.99 + 17.99 + 13.99 = 43.97; x 12 = 527.64.
  'fresh8-arithmetic-spotify-hulu-disney-per-year': '$527.64',
  'fresh8-arithmetic-a-quarter-of-2860': '$715.00',
  'fresh8-arithmetic-a-tenth-of-4300': '$430.00',
  // 92,000 x 0.035 = 3,220.
  'fresh8-arithmetic-3.5-percent-of-92k': '$3,220.00',
  'fresh8-arithmetic-split-186-dinner-4-ways': '$46.50',
  'fresh8-arithmetic-1100-quarterly-yearly': '$4,400.00',
  'fresh8-arithmetic-twenty-five-hundred-a-month-a-year': '$30,000.00',
  // 1.75% a month: n = -ln(1 - 0.0175 x 2,400 / 100) / ln(1.0175) = -ln(0.58) / 0.017349 = 31.4: 32.
  'fresh8-arithmetic-visa-2400-21-apr-100': '32 months',
  // 1.575% a month: n = -ln(1 - 0.01575 x 20) / ln(1.01575) = -ln(0.685) / 0.015627 = 24.2: 25.
  'fresh8-arithmetic-card-5000-18.9-apr-250': '25 months',
  'fresh8-arithmetic-2000-at-50-a-week-no-interest': '40 weeks',
  'fresh8-arithmetic-household-phone-bill-a-year': '$780.00',
  'fresh8-arithmetic-household-rent-plus-car-payment': '$1,570.00 a month',
  'fresh8-arithmetic-seeded-biweekly-paycheck-as-monthly': '$5,633.33',
  // 1,600 x 1.04 = 1,664.
  'fresh8-arithmetic-rent-1600-up-4-percent-new-rent': '$1,664.00',
  // 31.25 x 2,080 = 65,000.
  'fresh8-arithmetic-31.25-an-hour-yearly-full-time': '$65,000.00',
  'fresh8-arithmetic-9000-at-375-months': '24 months',
  // 86.40 x 0.15 = 12.96.
  'fresh8-arithmetic-15-percent-of-86.40': '$12.96',
  'fresh8-arithmetic-checkup-rent-over-a-year': '$18,000.00',
};

describe('the arithmetic, against values worked by hand', () => {
  const cases = freshCases8(TODAY);
  const byId = new Map(cases.map((c) => [c.id, c]));

  itMatchesWorked(cases, WORKED);

  it("matches the helpers to the hand arithmetic for the users' months, forecasts and goals", () => {
    // 64 a week: 277.33; 110 a week: 476.67; 150 every two weeks: 325; 180 twice a month: 360.
    expect(perMonthCents(64, 'weekly')).toBe(27733);
    expect(perMonthCents(110, 'weekly')).toBe(47667);
    expect(perMonthCents(150, 'bi-weekly')).toBe(32500);
    expect(perMonthCents(180, 'semi-monthly')).toBe(36000);
    // By the hour: 17.25 x 38 a week, 2,840.50; 26 x 40, 4,506.67.
    expect(perMonthCents(17.25 * 38, 'weekly')).toBe(284050);
    expect(perMonthCents(26 * 40, 'weekly')).toBe(450667);
    // Household: 2,719.01 left; with a 5% raise 2,946.51; the car insurance at 615: 2,694.01.
    expect(affordability(HOUSEHOLD, []).left).toBe(271901);
    expect(affordability(HOUSEHOLD, [], { amount: 2205, per: 'bi-weekly' }).left).toBe(294651);
    expect(affordability(HOUSEHOLD, [], undefined, { 'Car insurance': 615 }).after).toBe(269401);
    // Seeded: 4,183.33 left. Checkup at 26 an hour: 3,006.67. Empty has nothing.
    expect(affordability(SEEDED, []).left).toBe(418333);
    expect(affordability(CHECKUP, [], { amount: 1040, per: 'weekly' }).left).toBe(300667);
    expect(affordability(EMPTY, []).left).toBe(0);
    // Household to payday: -350.00; from 2,400 over 21 days: 1,150.00; rent at 937.50: -37.50.
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 2400, days: 21 })).toBe(115000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Rent: 937.5 } })).toBe(-3750);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 1900 }, days: 20 })).toBe(-35000);
    // Seeded from 3,000 over 30 days: 1,550.00; rent 1,550 over 10 days: -350.00.
    expect(lowestBalance(SEEDED, TODAY, { balance: 3000, days: 30 })).toBe(155000);
    expect(lowestBalance(SEEDED, TODAY, { changed: { Rent: 1550 }, days: 10 })).toBe(-35000);
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
    expect(reach(car, 425, TODAY)).toEqual({ months: 17, date: 'Aug 10, 2027' });
    expect(reach(car, 216.67, TODAY).months).toBe(33);
    expect(reach(vacation, 325, TODAY).months).toBe(8);
    const japan = SEEDED.goals.find((g) => g.title === 'Japan Trip')!;
    expect(neededCents(japan, TODAY)).toBe(46667);
    // Compounded: 475 for 39 years at 5%; 10,000 alone for 20 years at 7%.
    expect(futureValue(0, 475, 5, 39)).toBeCloseTo(684030.8, 1);
    expect(futureValue(10000, 0, 7, 20)).toBeCloseTo(40387.39, 2);
  });

  it("works a card's payoff as the calculator does, and agrees with the annuity formula", () => {
    // Month by month, interest at APR / 12 rounded to the cent.
    expect(cardPayoffMonths(2400, 21, 100)).toBe(32);
    expect(cardPayoffMonths(5000, 18.9, 250)).toBe(25);
    // Set 6's case: 3,000 at 24% paying 150 is 26 months.
    expect(cardPayoffMonths(3000, 24, 150)).toBe(26);
    const formula = (b: number, apr: number, p: number) => {
      const r = apr / 100 / 12;
      return Math.ceil(-Math.log(1 - (r * b) / p) / Math.log(1 + r));
    };
    expect(formula(2400, 21, 100)).toBe(32);
    expect(formula(5000, 18.9, 250)).toBe(25);
    expect(() => cardPayoffMonths(5000, 24, 100)).toThrow();
  });

  it('fails the likely wrong answers', () => {
    const mustNotHolds = (id: string, text: string) => byId.get(id)!.mustNot!.some((f) => holds(f, text));
    // The dentist counted as monthly: 2,719.01 - 180 = 2,539.01; the quarterly bill as monthly: 2,359.01.
    expect(mustNotHolds('fresh8-affordability-household-pet-wellness-48.50', '$2,539.01')).toBe(true);
    expect(mustNotHolds('fresh8-affordability-household-pet-wellness-48.50', '$2,359.01')).toBe(true);
    // One class a week, or 4 weeks a month: 2,687.01, 2,463.01.
    expect(mustNotHolds('fresh8-affordability-household-swim-32-a-class-2-a-week', '$2,687.01')).toBe(true);
    expect(mustNotHolds('fresh8-affordability-household-swim-32-a-class-2-a-week', '$2,463.01')).toBe(true);
    // The renewed quarter taken as a new monthly payment: 2,719.01 - 615 = 2,104.01.
    expect(
      mustNotHolds('fresh8-affordability-household-auto-insurance-renewal-615-quarter', '$2,104.01'),
    ).toBe(true);
    // Both options at once: 2,719.01 - 85 = 2,634.01.
    expect(mustNotHolds('fresh8-affordability-household-after-school-35-or-50', '$2,634.01')).toBe(true);
    // The side gig left out: 2,294.01; the calendar alone: 2,719.01.
    expect(mustNotHolds('fresh8-affordability-household-dog-walking-300-on-top-lease-425', '$2,294.01')).toBe(
      true,
    );
    expect(mustNotHolds('fresh8-affordability-household-dog-walking-300-on-top-lease-425', '$2,719.01')).toBe(
      true,
    );
    // 150 a month rather than every paycheck: 2,569.01.
    expect(mustNotHolds('fresh8-affordability-household-529-150-every-paycheck', '$2,569.01')).toBe(true);
    // A week's check taken as the month's: 1,265.00.
    expect(mustNotHolds('fresh8-affordability-empty-biweekly-1640-after-taxes-car-375', '$1,265.00')).toBe(
      true,
    );
    // Twice a month taken as every two weeks: 4,225 - 800 = 3,425.00.
    expect(mustNotHolds('fresh8-affordability-empty-army-1st-and-15th-1950-apartment-800', '$3,425.00')).toBe(
      true,
    );
    // The whole apartment: 600.00.
    expect(mustNotHolds('fresh8-affordability-empty-roommate-split-2300-down-the-middle', '$600.00')).toBe(
      true,
    );
    // The quarter's water taken as monthly: 1,690.00.
    expect(mustNotHolds('fresh8-affordability-empty-rent-1400-water-210-quarter', '$1,690.00')).toBe(true);
    // A changed rent counted as new: 4,183.33 - 1,525 = 2,658.33.
    expect(mustNotHolds('fresh8-affordability-seeded-rent-going-to-be-1525', '$2,658.33')).toBe(true);
    // 24 checks a year: 3,666.67; the discount instead of the price: 370.00.
    expect(mustNotHolds('fresh8-arithmetic-88k-per-biweekly-paycheck', '$3,666.67')).toBe(true);
    expect(mustNotHolds('fresh8-arithmetic-25-off-1480-sofa', '$370.00')).toBe(true);
    // Two checks a month: 5,200.00.
    expect(mustNotHolds('fresh8-arithmetic-seeded-biweekly-paycheck-as-monthly', '$5,200.00')).toBe(true);
    // A weekly deposit taken as monthly: 60 for 456 months at 5%.
    expect(
      mustNotHolds(
        'fresh8-retirement-27-auto-invest-60-every-week',
        `about $${Math.floor(futureValue(0, 60, 5, 38)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // A stated 9% ignored: 200 for 42 years at 5%.
    expect(
      mustNotHolds(
        'fresh8-retirement-23-200-at-9',
        `about $${Math.floor(futureValue(0, 200, 5, 42)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // The savings already there left out: 350 alone for 31 years.
    expect(
      mustNotHolds(
        'fresh8-retirement-34-12k-roth-350',
        `about $${Math.floor(futureValue(0, 350, 5, 31)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // All three goals for two: 16,900.00; another goal's figure for the car.
    expect(mustNotHolds('fresh8-goals-trip-and-emergency-left-combined', '$16,900.00')).toBe(true);
    expect(mustNotHolds('fresh8-goals-still-owe-myself-new-car', 'Emergency Fund: $7,500.00')).toBe(true);
    // An invented figure for a question outside the app's data.
    expect(mustNotHolds('fresh8-out-of-scope-dogecoin-moon', 'Maybe: it could reach $1.')).toBe(true);
    // A negative lowest written without its minus is not the figure.
    const doubled = byId.get('fresh8-what-if-rent-doubled-new-owners')!;
    expect(factsOf(doubled).every((f) => holds(f, '$350.00 then $1,600.00; $1,250.00'))).toBe(false);
  });

  it('tells a decline by its first line, and a decline that still owes a figure', () => {
    expect(declines("I need to know: what's your income?")).toBe(true);
    expect(declines('Reading: income $1,640.00 every two weeks; a new payment of $375.00 a month.')).toBe(
      false,
    );
    const noBalance = byId.get('fresh8-what-if-checkup-rent-climbs-1620-come-up-short')!;
    expect(freshScore(noBalance, 200, 'I need your balance today to answer that.')).toBe('declined');
    expect(freshScore(noBalance, 200, 'I need your balance today. Rent goes up $120.00 a month.')).toBe(
      'right',
    );
    expect(
      freshScore(noBalance, 200, 'Reading: rent $1,620.00. You will be fine, $120.00 a month more.'),
    ).toBe('wrong');
    // Two changes at once: a confident lowest is wrong, a decline is right.
    const twoChanges = byId.get('fresh8-what-if-two-changes-rent-1300-car-290')!;
    expect(
      freshScore(twoChanges, 200, 'Reading: rent $1,300.00, car payment $290.00.\nLowest: -$400.00.'),
    ).toBe('wrong');
    expect(
      freshScore(twoChanges, 200, "I can't answer that yet: I run one change at a time. Which one first?"),
    ).toBe('right');
    // A card's payoff is answered, not declined.
    const card = byId.get('fresh8-arithmetic-visa-2400-21-apr-100')!;
    expect(card.expect.kind).toBe('figures');
    expect(freshScore(card, 200, 'Reading: as asked.\nAbout 32 months, with $... of interest.')).toBe(
      'right',
    );
  });
});
