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
import { freshCases8 } from './fresh-cases-8.ts';
import { freshCases9 } from './fresh-cases-9.ts';
import { freshCases10 } from './fresh-cases-10.ts';
import { freshCases11, freshCases11Samples } from './fresh-cases-11.ts';
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
 * Checks of the eleventh fresh held-out set itself (issue 38): its shape, and its arithmetic
 * against values worked by hand. The checks sets 3 to 11 each make of themselves are shared, in
 * `fresh-checks.ts`.
 */

describe('the eleventh fresh set', () => {
  const cases = freshCases11(TODAY);
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
    ...freshCases10(TODAY),
  ];

  itIsNew(cases, earlier, { prefix: 'fresh11', min: 180, earlierSets: '1 to 10' });
  itRewordsNoneOfItsOwn(cases);

  it("has every family in roughly set 10's proportions, each with at least 12 cases, and all four users", () => {
    const set10 = freshCases10(TODAY);
    for (const family of FRESH_FAMILIES) {
      const mine = cases.filter((c) => c.family === family).length;
      expect(mine, family).toBeGreaterThanOrEqual(12);
      // Within five points of set 10's share of the family.
      const theirs = set10.filter((c) => c.family === family).length / set10.length;
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
    // Who asks: truckers by the mile, farmers by the year, grad students by the semester, caregivers
    // paid by a state program, retirees with Social Security and a part-time job, roommates, people
    // paying the IRS or the state in installments, new parents, pet owners, the gym by the week,
    // rideshare payouts.
    expect(count(/truck|a mile|per mile|peterbilt|diesel/i)).toBeGreaterThanOrEqual(11);
    expect(count(/\bfarm|harvest|tractor|corn\b/i)).toBeGreaterThanOrEqual(8);
    expect(count(/semester|stipend|grad/i)).toBeGreaterThanOrEqual(5);
    expect(count(/caregiver|ihss|caring for|looking after/i)).toBeGreaterThanOrEqual(6);
    expect(count(/social security/i)).toBeGreaterThanOrEqual(4);
    expect(count(/part time/i)).toBeGreaterThanOrEqual(4);
    expect(count(/roommate/i)).toBeGreaterThanOrEqual(5);
    expect(count(/\birs\b|installment|payment plan|tax bill/i)).toBeGreaterThanOrEqual(7);
    expect(count(/baby|diaper|formula|crib|daycare|wic\b/i)).toBeGreaterThanOrEqual(10);
    expect(count(/\b(dog|cat|pet|vet|beagle|groomer)\b/i)).toBeGreaterThanOrEqual(9);
    expect(count(/\bgym\b|kickboxing|spin|swim/i)).toBeGreaterThanOrEqual(7);
    expect(count(/uber|rideshare/i)).toBeGreaterThanOrEqual(4);
    // Dictated by voice, with typos, with a word or two of Spanish.
    expect(count(/\b(okay so|hey so|um|comma|question mark|period)\b/i)).toBeGreaterThanOrEqual(4);
    expect(count(/recieve|\bwich\b|morgage|retirment|acount|hygenist/i)).toBeGreaterThanOrEqual(11);
    expect(count(/\b(mi cheque|la renta|carro|retiro|cuánto|oye|pesos)\b/i)).toBeGreaterThanOrEqual(9);
    // The ask first, with its context after; two questions in one.
    expect(count(/^[^?]+\?\s+\S/)).toBeGreaterThanOrEqual(5);
    const twoQuestions = cases.filter((c) => c.id.includes('two-questions'));
    expect(twoQuestions.length).toBeGreaterThanOrEqual(5);
    // The app's half is answered: its figures are expected, not a decline.
    expect(twoQuestions.every((c) => c.expect.kind === 'figures')).toBe(true);
    // Amounts: said as prices are said, "1 and a half k", cents on odd figures, cents a mile.
    expect(count(/twelve fifty|twelve seventy five|thirty one hundred/i)).toBeGreaterThanOrEqual(5);
    expect(count(/1 and a half k/i)).toBeGreaterThanOrEqual(5);
    expect(count(/\d\.\d\d\b/)).toBeGreaterThanOrEqual(22);
    expect(count(/cents/i)).toBeGreaterThanOrEqual(6);
    // Ranges, weighed at either end.
    const ranges = cases.filter((c) => /between \d+k? and \d+k?/i.test(c.question));
    expect(ranges.length).toBe(2);
    expect(ranges.every((c) => c.expect.kind === 'figures' && factsOf(c).length >= 2)).toBe(true);
    // Horizons.
    expect(
      count(
        /end of the month|coming week|next 30 days|next 3 paychecks|half a year|retire at 72|next 3 months/i,
      ),
    ).toBeGreaterThanOrEqual(8);
    // The seeded users' goals by name.
    expect(
      count(/emergency fund|vacation|new car|japan|house (fund|down payment)|for the house/i, 'goals'),
    ).toBeGreaterThanOrEqual(26);
    // By the mile or the semester: with the count, a figure; without it, a decline.
    const byUnit = (pattern: RegExp) => cases.filter((c) => pattern.test(c.question));
    expect(
      byUnit(/cents a mile/i)
        .map((c) => c.expect.kind)
        .sort(),
    ).toEqual(['decline', 'decline', 'figures', 'figures']);
    expect(
      byUnit(/semester/i)
        .map((c) => c.expect.kind)
        .sort(),
    ).toEqual(['decline', 'figures', 'figures']);
    // A retirement age from 66 to 75 is projected to; 67 as one's age is declined.
    expect(cases.find((c) => c.id === 'fresh11-retirement-retire-at-72-47-900')!.expect.kind).toBe('figures');
    expect(cases.find((c) => c.id === 'fresh11-retirement-67-part-time-library-600')!.expect.kind).toBe(
      'decline',
    );
    // Two changes at once are declined (decision 027: one change at a time).
    const twoChanges = cases.filter((c) => c.id.includes('two-changes'));
    expect(twoChanges.length).toBe(1);
    expect(twoChanges.every((c) => c.expect.kind === 'decline')).toBe(true);
    // Look-alikes outside the app: prices and rates, a state's pay, eligibility, actions, taxes,
    // product picks, others' prices, records, a rent rise asked in Spanish.
    expect(
      count(
        /diesel|per mile|caregiver pay|eligible|corn|venmo|reminder|installment|diaper brand|daycare cost|dog cost|uber payouts|renta|deposit hit|taxable|student loan|file my|gym near me|pay the car insurance|interest rate|dealer|wic|sign me up|call my landlord/i,
        'out-of-scope',
      ),
    ).toBeGreaterThanOrEqual(25);
  });

  const year = yearOf(freshCases11, freshCases11Samples);
  itHoldsOnItsSamples(year);
  itScoresConfidentDeclinesWrong(year);
});

/** Figures worked by hand for TODAY (2026-03-10), as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Empty, income stated: the income, then less the payment.
  // 875 x 52 = 45,500; / 12 = 3,791.666... = 3,791.67; - 329 = 3,462.67.
  'fresh11-affordability-empty-rideshare-weekly-payout-875-hybrid-lease-329': '$3,791.67 then $3,462.67',
  // 62,400 / 12 = 5,200; - 780 = 4,420.
  'fresh11-affordability-empty-farm-nets-62400-a-year-tractor-780': '$5,200.00 then $4,420.00',
  // 10,800 x 2 = 21,600; / 12 = 1,800; - 725 = 1,075.
  'fresh11-affordability-empty-grad-stipend-10800-a-semester-two-a-year-room-725': '$1,800.00 then $1,075.00',
  // 1,340 x 2 = 2,680; - 415 = 2,265.
  'fresh11-affordability-empty-ihss-caregiver-1340-twice-a-month-car-note-415': '$2,680.00 then $2,265.00',
  // 0.58 x 2,600 = 1,508 a week; x 52 = 78,416; / 12 = 6,534.666... = 6,534.67; - 1,150 = 5,384.67.
  'fresh11-affordability-empty-trucker-58-cents-2600-miles-morgage-1150': '$6,534.67 then $5,384.67',
  // 1,720 + 900 = 2,620; - 212 = 2,408.
  'fresh11-affordability-empty-retiree-social-security-1720-part-time-900-medigap-212':
    '$2,620.00 then $2,408.00',
  // 2,850 / 3 = 950; 3,300 - 950 = 2,350.
  'fresh11-affordability-empty-me-and-2-roommates-2850-three-ways-earn-3300': '$3,300.00 then $2,350.00',
  // Household: 2,100 x 26 / 12 = 4,550.00 in; bills 1,250 + 320 + 65 + 15.99 + 540 / 3 (180) =
  // 1,830.99 (the one-off dentist left out); 2,719.01 left.
  // 2,719.01 - 185 = 2,534.01.
  'fresh11-affordability-household-irs-payment-plan-back-taxes-185': '$2,719.01 then $2,534.01',
  // 22.50 x 52 = 1,170; / 12 = 97.50; + 160 = 257.50; 2,719.01 - 257.50 = 2,461.51.
  'fresh11-affordability-household-baby-diapers-22.50-a-week-formula-160': '$2,719.01 then $2,461.51',
  // Seeded: 2,600 x 26 = 67,600; / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33.
  // 68 + 41.37 = 109.37; 4,183.33 - 109.37 = 4,073.96.
  'fresh11-affordability-seeded-adopting-dog-food-68-pet-insurance-41.37': '$4,183.33 then $4,073.96',
  // 12.50 x 52 = 650; / 12 = 54.1666... = 54.17; 2,719.01 - 54.17 = 2,664.84.
  'fresh11-affordability-household-gym-by-work-12.50-per-week': '$2,719.01 then $2,664.84',
  // 1,980 x 26 = 51,480; / 12 = 4,290; - 129 = 4,161.
  'fresh11-affordability-empty-voice-1980-every-other-week-storage-unit-129': '$4,290.00 then $4,161.00',
  // 3,875 - 640 = 3,235.
  'fresh11-affordability-empty-typo-recieve-3875-used-truck-640': '$3,875.00 then $3,235.00',
  // 2,300 x 26 = 59,800; / 12 = 4,983.333... = 4,983.33; - 375 = 4,608.33.
  'fresh11-affordability-empty-spanish-mi-cheque-2300-every-two-weeks-carro-375': '$4,983.33 then $4,608.33',
  // 3,100 - 1,250 = 1,850.
  'fresh11-affordability-empty-thirty-one-hundred-take-home-twelve-fifty-rent': '$3,100.00 then $1,850.00',
  // 1,500 x 26 = 39,000; / 12 = 3,250; - 95 = 3,155.
  'fresh11-affordability-empty-1-and-a-half-k-every-two-weeks-internet-95': '$3,250.00 then $3,155.00',
  // 1,847.62 x 26 = 48,038.12; / 12 = 4,003.1766... = 4,003.18; - 236.18 = 3,767.00.
  'fresh11-affordability-empty-1847.62-every-other-friday-student-loan-236.18': '$4,003.18 then $3,767.00',
  // 2,719.01 - 35 = 2,684.01; 2,719.01 - 50 = 2,669.01.
  'fresh11-affordability-household-security-monitoring-between-35-and-50':
    '$2,719.01 now; $2,684.01 at $35, $2,669.01 at $50',
  // 5,100 - 450 = 4,650.
  'fresh11-affordability-empty-ask-first-assisted-living-450-bring-home-5100': '$5,100.00 then $4,650.00',
  // 2,719.01 - 260 = 2,459.01.
  'fresh11-affordability-household-two-questions-boat-loan-260-best-insurer': '$2,719.01 then $2,459.01',
  // 2,240 x 26 = 58,240; / 12 = 4,853.333... = 4,853.33; - 1,830.99 = 3,022.34; - 300 = 2,722.34.
  'fresh11-affordability-household-bumped-to-2240-per-paycheck-daycare-copay-300': '$3,022.34 then $2,722.34',
  // 35 x 4 = 140; 4,183.33 - 140 = 4,043.33.
  'fresh11-affordability-seeded-cat-sitter-4-times-a-month-35-a-visit': '$4,183.33 then $4,043.33',
  // 18 x 52 = 936; / 12 = 78; 4,183.33 - 78 = 4,105.33.
  'fresh11-affordability-seeded-kickboxing-18-a-week': '$4,183.33 then $4,105.33',
  // Checkup: 1,125 x 26 = 29,250; / 12 = 2,437.50; - 1,500 = 937.50; - 150 = 787.50.
  'fresh11-affordability-checkup-state-caregiver-1125-biweekly-phone-internet-150': '$937.50 then $787.50',
  // 1,318.75 - 1,250 = 68.75 more; 2,719.01 - 68.75 = 2,650.26.
  'fresh11-affordability-household-renewal-letter-rent-1318.75': '$2,719.01 then $2,650.26',
  // 46 x 26 = 1,196; / 12 = 99.666... = 99.67; 2,719.01 - 99.67 = 2,619.34.
  'fresh11-affordability-household-dog-meds-46-every-2-weeks': '$2,719.01 then $2,619.34',
  // 2,719.01 - 96 = 2,623.01.
  'fresh11-affordability-household-voice-swim-lessons-96-comma-question-mark': '$2,719.01 then $2,623.01',
  // 41 x 32 = 1,312 a week; x 52 = 68,224; / 12 = 5,685.333... = 5,685.33; - 850 = 4,835.33.
  'fresh11-affordability-empty-hygenist-32-hours-41-an-hour-studio-850': '$5,685.33 then $4,835.33',

  // Household: 900 today; rent 1,250 on day 3 (Mar 13): -350.00; paid 2,100 on day 6 (Mar 16) and
  // day 20 (Mar 30); the car 320 on day 9, the dentist 180 on day 11, the phone 65 on day 15,
  // streaming 15.99 on day 20, the car insurance 540 on day 40; rent again on day 34 (Apr 13).
  // 900 - 1,287.50 = -387.50; 37.50 more.
  'fresh11-what-if-rent-1287.50-dip-below-zero': '-$350.00, then -$387.50; $37.50 more a month',
  // Until the payday after (day 20) at 1,800: -350 on day 3, 1,450, 1,130, 950, 885: -350.00. 300 x
  // 26 = 7,800; / 12 = 650 less.
  'fresh11-what-if-recieve-check-300-smaller-payday-after-next': '-$350.00 either way; $650.00 less a month',
  // 900 - 1,340 = -440; 90 more.
  'fresh11-what-if-spanish-oye-la-renta-1340-negativo': '-$350.00, then -$440.00; $90.00 more a month',
  // The car payment is on day 9, after payday; 347 - 320 = 27 more.
  'fresh11-what-if-voice-car-payment-347-dollars-before-paid-next':
    '-$350.00 either way; $27.00 more a month',
  // 1,062.40 - 1,250 = -187.60.
  'fresh11-what-if-checking-only-1062.40-how-low': '-$350.00, then -$187.60',
  // Mar 10 to Mar 31 is 22 days: 900 - 1,310 = -410 on day 3; 1,690, 1,370, 1,190, 1,125, 3,209.01
  // after. 60 more.
  'fresh11-what-if-rent-1310-between-now-and-end-of-month': '-$350.00, then -$410.00; $60.00 more a month',
  // Seeded: 1,200 today; rent 1,450 on day 2: -250.00; paid 2,600 on day 4 and day 18; the electric
  // 95.50 on day 5, the car insurance 180 on day 12.
  // 7 days: 1,200 - 1,395.75 = -195.75, then 2,404.25, 2,308.75. 1,450 - 1,395.75 = 54.25 less.
  'fresh11-what-if-seeded-rent-1395.75-coming-week': '-$250.00, then -$195.75; $54.25 less a month',
  // To day 17 at 2,175: -250, 1,925, 1,829.50, 1,649.50: -250.00. 425 x 26 = 11,050; / 12 =
  // 920.8333... less.
  'fresh11-what-if-seeded-fewer-shifts-check-drops-2175': '-$250.00 either way; $920.83 less a month',
  // 1,500 - 1,250 = 250.
  'fresh11-what-if-1-and-a-half-k-in-the-bank-close-to-zero': '-$350.00, then $250.00',
  // 900 - 1,275 = -375; 25 more.
  'fresh11-what-if-rent-twelve-seventy-five-go-under': '-$350.00, then -$375.00; $25.00 more a month',
  // Streaming on day 20, after payday; 15.99 less.
  'fresh11-what-if-get-rid-of-streaming-before-next-check': '-$350.00 either way; $15.99 less a month',
  // 900 - 1,199 = -299; 51 less.
  'fresh11-what-if-ask-first-landlord-discount-1199': '-$350.00, then -$299.00; $51.00 less a month',
  // 900 - 1,360 = -460; 110 more.
  'fresh11-what-if-two-questions-rent-1360-legal-mid-lease': '-$350.00, then -$460.00; $110.00 more a month',
  // 880.25 - 1,450 = -569.75.
  'fresh11-what-if-seeded-pretend-checking-880.25-underwater': '-$250.00, then -$569.75',
  // To day 20 at 2,310: -350 on day 3 either way. 210 x 26 = 5,460; / 12 = 455 more.
  'fresh11-what-if-caregiver-program-raises-biweekly-2310': '-$350.00 either way; $455.00 more a month',
  // 1,250 x 1.04 = 1,300; 900 - 1,300 = -400; 50 more.
  'fresh11-what-if-voice-rent-up-4-percent-in-may': '-$350.00, then -$400.00; $50.00 more a month',
  // 1,450 / 2 = 725; 1,200 - 725 = 475; 725 less.
  'fresh11-what-if-seeded-brother-moving-in-pays-half-rent': '-$250.00, then $475.00; $725.00 less a month',
  // 30 days (to day 29; rent again on day 34): 640 - 1,250 = -610 on day 3.
  'fresh11-what-if-only-640-today-next-30-days': '-$350.00, then -$610.00',
  // 1,200 - 1,199.99 = 0.01; 1,450 - 1,199.99 = 250.01 less.
  'fresh11-what-if-seeded-rent-only-1199.99-any-chance-negative':
    '-$250.00, then $0.01; $250.01 less a month',
  // No balance: a decline that still gives the monthly difference. 1,565 - 1,500 = 65.
  'fresh11-what-if-checkup-rent-1500-to-1565-ok-before-check':
    'I need your balance today. Rent would be $65.00 more a month.',
  // 1,500 - 1,420 = 80.
  'fresh11-what-if-checkup-spanish-la-renta-baja-1420':
    'I need your balance today. Rent would be $80.00 less a month.',

  // Compounded monthly, deposits at each month's end:
  // s = start x (1 + r/12)^n + deposit x ((1 + r/12)^n - 1) / (r/12); 4% of it a year.
  // 9,500 / 12 = 791.67 for 204 months at 5%.
  'fresh11-retirement-farmer-48-sep-9500-a-year-after-harvest': 'about $253,749.65, about $10,149.99 a year',
  // 150 x 52 / 12 = 650 for 324 months at 5%.
  'fresh11-retirement-trucker-38-150-a-week-ira': 'about $444,072.99, about $17,762.92 a year',
  // 175 for 156 months at 5%; 4% / 12 of it.
  'fresh11-retirement-caregiver-52-175-monthly-income': 'about $38,344.14, about $127.81 a month',
  // 42,000 and 640 for 360 months at 5%.
  'fresh11-retirement-voice-35-42000-in-401k-adding-640': 'about $720,290.79, about $28,811.63 a year',
  // 1,250 for 252 months at 6.5%.
  'fresh11-retirement-44-twelve-fifty-toward-retirement-6.5': 'about $669,536.70, about $26,781.47 a year',
  // 412.50 for 384 months at 6.25%.
  'fresh11-retirement-33-412.50-6.25-annual-income': 'about $502,983.67, about $20,119.35 a year',
  // 180 x 26 / 12 = 390 for 456 months at 5%.
  'fresh11-retirement-ask-first-27-180-every-two-weeks': 'about $529,734.32, about $21,189.37 a year',
  // To 72: 900 for 300 months at 5%.
  'fresh11-retirement-retire-at-72-47-900': 'about $535,958.74 at 72, about $21,438.35 a year',
  // 240 x 2 = 480 for 348 months at 5%.
  'fresh11-retirement-household-36-1st-and-15th-240-401k': 'about $374,433.56, about $14,977.34 a year',
  // 2,000 and 350 for 420 months at 7%.
  'fresh11-retirement-seeded-30-2000-in-roth-350-7-percent': 'about $653,381.41, about $26,135.26 a year',

  // Emergency Fund: made Oct 11, 2025, target Jan 04, 2027: 14 whole months, 4 passed: 1,000,000 x
  // 4 / 14 rounded up = 285,715 cents, less 250,000 saved: 357.15 behind; 9 whole months to go:
  // 750,000 / 9 up = 83,334 cents. Vacation: made Jan 09, target Sep 06: 7 months, 2 passed:
  // 600,000 / 7 up = 85,715 - 60,000 = 257.15 behind; 5 months to go: 240,000 / 5 = 480.00.
  // 600 + 3 x 150 = 1,050.
  'fresh11-goals-vacation-150-from-each-of-next-3-paychecks': '$1,050.00',
  // 2,400 / 212.50 = 11.3: 12 months, Mar 10, 2027.
  'fresh11-goals-vacation-212.50-a-month-how-many-months': '12 months, Mar 10, 2027',
  // 8,000 - 1,000 = 7,000.
  'fresh11-goals-new-car-goal-still-outstanding': '$7,000.00',
  // Seeded: 4,000 - 1,200 = 2,800.
  'fresh11-goals-seeded-spanish-cuanto-falta-japan': '$2,800.00',
  // 7,000 / 425 = 16.5: 17 months, Aug 10, 2027.
  'fresh11-goals-voice-new-car-425-a-month-months-until-full': '17 months, Aug 10, 2027',
  // 32,000 / 1,500 = 21.3: 22 months, Jan 10, 2028.
  'fresh11-goals-seeded-house-1-and-a-half-k-when': '22 months, Jan 10, 2028',
  // 7,500 / 1,250 = 6 months, Sep 10, 2026.
  'fresh11-goals-emergency-twelve-fifty-when-done': '6 months, Sep 10, 2026',
  // 2,800 / 310 = 9.03: 10 months, Jan 10, 2027.
  'fresh11-goals-seeded-ask-first-japan-310-per-month': '10 months, Jan 10, 2027',
  'fresh11-goals-two-questions-vacation-behind-travel-card': '$257.15 behind',
  'fresh11-goals-emergency-per-paycheck-stash-make-its-date': '$833.34 a month',
  'fresh11-goals-wich-goal-lagging-the-most': 'Emergency Fund, $357.15 behind',
  // 2,500 / 10,000 = 0.25.
  'fresh11-goals-emergency-percent-got-so-far': '25%',
  // 2,400 / 45 = 53.3: 54 weeks; 45 x 52 / 12 = 195: 2,400 / 195 = 12.3: 13 months.
  'fresh11-goals-vacation-45-a-week-how-long': '54 weeks',
  // 7,000 + 2,400 = 9,400.
  'fresh11-goals-new-car-and-vacation-combined-left': '$9,400.00',
  // Seeded Japan: target Sep 26, 2026: 6 whole months; 2,800 / 6 = 466.666... up: 466.67.
  'fresh11-goals-seeded-japan-on-schedule-set-aside-monthly': '$466.67 a month',
  // 2,500 + 6 x 600 = 6,100.
  'fresh11-goals-emergency-in-6-months-adding-600': '$6,100.00',
  // 2,400 / 87.25 = 27.5: 28 weeks.
  'fresh11-goals-voice-vacation-87.25-every-week-how-many-weeks': '28 weeks',
  // 40,000 - 8,000 = 32,000.
  'fresh11-goals-seeded-how-far-from-40k-for-house': '$32,000.00',
  // 32,000 / 1,750 = 18.3: 19 months, Oct 10, 2027.
  'fresh11-goals-seeded-house-fund-1750-every-month-what-month': '19 months, Oct 10, 2027',
  'fresh11-goals-spanish-cuanto-per-month-vacation-ready-on-time': '$480.00 a month',
  // 7,000 - 2,000 = 5,000.
  'fresh11-goals-recieve-2000-bonus-all-to-new-car-left-after': '$5,000.00',
  // 500 x 26 / 12 = 1,083.33: 7,500 / 1,083.33 = 6.9: 7 months.
  'fresh11-goals-emergency-500-every-other-week-months': '7 months',
  // Seeded, made today: no month has passed, nothing is due yet.
  'fresh11-goals-seeded-emergency-keeping-pace-or-falling-behind': 'on pace',

  // 4,450 x 10 = 44,500.
  'fresh11-arithmetic-teacher-10-month-schedule-4450-per-check-yearly': '$44,500.00',
  // 44,500 / 12 = 3,708.333...
  'fresh11-arithmetic-ten-checks-4450-averaged-over-12-months': '$3,708.33',
  // 0.58 x 2,600 = 1,508; x 52 = 78,416.
  'fresh11-arithmetic-58-cents-a-mile-2600-miles-a-week-per-year': '$78,416.00',
  // 11,400 x 2 = 22,800; / 12 = 1,900.
  'fresh11-arithmetic-grad-stipend-11400-a-semester-2-a-year-monthly': '$1,900.00',
  // 48,000 / 12 = 4,000; 71,000 / 12 = 5,916.666...
  'fresh11-arithmetic-farm-income-between-48k-and-71k-monthly-both-ends': '$4,000.00 to $5,916.67',
  // 287.40 / 3 = 95.80.
  'fresh11-arithmetic-utilities-287.40-me-and-2-roommates': '$95.80',
  // 2,340 / 6 = 390.
  'fresh11-arithmetic-state-tax-2340-6-equal-installments': '$390.00',
  // 4,125 / 275 = 15.
  'fresh11-arithmetic-owe-irs-4125-pay-275-how-many-months': '15 months',
  // 21.75 x 52 = 1,131.
  'fresh11-arithmetic-diapers-21.75-a-week-for-a-year': '$1,131.00',
  // 58.99 x 12 = 707.88; 24 x 12 = 288; 707.88 + 288 + 180 = 1,175.88.
  'fresh11-arithmetic-dog-food-flea-meds-vet-checkups-per-year': '$1,175.88',
  // 11.50 x 52 = 598; / 12 = 49.8333...
  'fresh11-arithmetic-gym-11.50-a-week-monthly': '$49.83',
  // 17.25 x 28 = 483; x 52 = 25,116; / 12 = 2,093.
  'fresh11-arithmetic-state-pays-17.25-an-hour-28-hours-caring-for-dad-month': '$2,093.00',
  // 1,640 + 780 = 2,420; x 12 = 29,040.
  'fresh11-arithmetic-social-security-1640-part-time-780-total-a-year': '$29,040.00',
  // 3,472.50 x 0.18 = 625.05.
  'fresh11-arithmetic-voice-18-percent-of-3472-dollars-and-50-cents': '$625.05',
  // 1,250 x 18 = 22,500.
  'fresh11-arithmetic-twelve-fifty-a-month-over-18-months': '$22,500.00',
  // 1,500 x 26 = 39,000.
  'fresh11-arithmetic-1-and-a-half-k-every-two-weeks-per-year': '$39,000.00',
  // 1,632.18 x 24 = 39,172.32.
  'fresh11-arithmetic-1632.18-twice-a-month-annual': '$39,172.32',
  // 2,860 x 0.15 = 429.
  'fresh11-arithmetic-spanish-cuanto-es-15-percent-de-2860': '$429.00',
  // 42 x 52 = 2,184; 180 x 12 = 2,160.
  'fresh11-arithmetic-wich-is-more-42-a-week-or-180-a-month': '$2,184.00 against $2,160.00',
  // 900 / 22.50 = 40.
  'fresh11-arithmetic-ask-first-hours-900-a-week-at-22.50': '40 hours',
  // 48,000 x 0.075 = 3,600.
  'fresh11-arithmetic-two-questions-7.5-percent-of-48000-fed-cut': '$3,600.00',
  // 1,830.99 x 3 = 5,492.97 (or 3,750 + 960 + 195 + 47.97 + 540 once).
  'fresh11-arithmetic-household-bills-over-next-3-months': '$5,492.97',
  // 2,600 x 3 = 7,800.
  'fresh11-arithmetic-seeded-next-3-paychecks-add-up': '$7,800.00',
  // 65 + 15.99 = 80.99; x 12 = 971.88.
  'fresh11-arithmetic-household-phone-plus-streaming-a-year': '$971.88',
  // 74.99 / 3 = 24.9966...
  'fresh11-arithmetic-3-roommates-internet-74.99-each-share': '$25.00',
  // 612 + 745 + 690 = 2,047; / 3 = 682.333...
  'fresh11-arithmetic-uber-payouts-612-745-690-average-week': '$682.33',
};

describe('the arithmetic, against values worked by hand', () => {
  const cases = freshCases11(TODAY);
  const byId = new Map(cases.map((c) => [c.id, c]));

  itMatchesWorked(cases, WORKED);

  it("matches the helpers to the hand arithmetic for the users' months, forecasts and goals", () => {
    // A week: 875: 3,791.67; 1,508: 6,534.67; 12.50: 54.17; 22.50: 97.50; 18: 78.00; 1,312: 5,685.33.
    expect(perMonthCents(875, 'weekly')).toBe(379167);
    expect(perMonthCents(1508, 'weekly')).toBe(653467);
    expect(perMonthCents(12.5, 'weekly')).toBe(5417);
    expect(perMonthCents(22.5, 'weekly')).toBe(9750);
    expect(perMonthCents(18, 'weekly')).toBe(7800);
    expect(perMonthCents(1312, 'weekly')).toBe(568533);
    // Every two weeks: 1,847.62: 4,003.18; 46: 99.67; 1,125: 2,437.50; 2,240: 4,853.33.
    expect(perMonthCents(1847.62, 'bi-weekly')).toBe(400318);
    expect(perMonthCents(46, 'bi-weekly')).toBe(9967);
    expect(perMonthCents(1125, 'bi-weekly')).toBe(243750);
    expect(perMonthCents(2240, 'bi-weekly')).toBe(485333);
    // Twice a month, a year.
    expect(perMonthCents(1340, 'semi-monthly')).toBe(268000);
    expect(perMonthCents(21600, 'yearly')).toBe(180000);
    expect(perMonthCents(9500, 'yearly')).toBe(79167);
    // Household: 2,719.01 left; rent at 1,318.75: 2,650.26; at 2,240 a paycheck: 3,022.34.
    expect(affordability(HOUSEHOLD, []).left).toBe(271901);
    expect(affordability(HOUSEHOLD, [], undefined, { Rent: 1318.75 }).after).toBe(265026);
    expect(affordability(HOUSEHOLD, [], { amount: 2240, per: 'bi-weekly' }).left).toBe(302234);
    // Seeded: 4,183.33 left. Checkup at 1,125 every two weeks: 937.50. Empty: 0.
    expect(affordability(SEEDED, []).left).toBe(418333);
    expect(affordability(CHECKUP, [], { amount: 1125, per: 'bi-weekly' }).left).toBe(93750);
    expect(affordability(EMPTY, []).left).toBe(0);
    // Household to payday: -350.00; to Mar 31 at 1,310: -410.00; from 640 over 30 days: -610.00.
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Rent: 1310 }, days: 22 })).toBe(-41000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 640, days: 30 })).toBe(-61000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 1800 }, days: 20 })).toBe(-35000);
    // Seeded: rent at 1,395.75 over 7 days: -195.75; at 2,175 to the payday after: -250.00.
    expect(lowestBalance(SEEDED, TODAY, { changed: { Rent: 1395.75 }, days: 7 })).toBe(-19575);
    expect(lowestBalance(SEEDED, TODAY, { changed: { Paycheck: 2175 }, days: 18 })).toBe(-25000);
    expect(lowestBalance(SEEDED, TODAY, { changed: { Rent: 1199.99 } })).toBe(1);
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
    expect(reach(car, 425, TODAY)).toEqual({ months: 17, date: 'Aug 10, 2027' });
    expect(reach(vacation, 212.5, TODAY)).toEqual({ months: 12, date: 'Mar 10, 2027' });
    expect(reach(ef, 1083.33, TODAY).months).toBe(7);
    expect(reach(vacation, 195, TODAY).months).toBe(13);
    const japan = SEEDED.goals.find((g) => g.title === 'Japan Trip')!;
    const house = SEEDED.goals.find((g) => g.title === 'House Down Payment')!;
    const seededEf = SEEDED.goals.find((g) => g.title === 'Emergency Fund')!;
    expect(neededCents(japan, TODAY)).toBe(46667);
    expect(reach(japan, 310, TODAY)).toEqual({ months: 10, date: 'Jan 10, 2027' });
    expect(reach(house, 1750, TODAY)).toEqual({ months: 19, date: 'Oct 10, 2027' });
    expect(behindCents(seededEf, TODAY)).toBe(0);
    // Compounded: 650 for 27 years at 5%; 900 for 25 years at 5%; 480 for 29 years at 5%.
    expect(futureValue(0, 650, 5, 27)).toBeCloseTo(444072.99, 1);
    expect(futureValue(0, 900, 5, 25)).toBeCloseTo(535958.74, 1);
    expect(futureValue(0, 480, 5, 29)).toBeCloseTo(374433.56, 1);
  });

  it('fails the likely wrong answers', () => {
    const mustNotHolds = (id: string, text: string) => byId.get(id)!.mustNot!.some((f) => holds(f, text));
    // The one-off dentist counted as monthly: 2,719.01 - 180 = 2,539.01.
    expect(mustNotHolds('fresh11-affordability-household-irs-payment-plan-back-taxes-185', '$2,539.01')).toBe(
      true,
    );
    // The quarterly car insurance counted monthly: 2,719.01 - 360 = 2,359.01.
    expect(mustNotHolds('fresh11-affordability-household-gym-by-work-12.50-per-week', '$2,359.01')).toBe(
      true,
    );
    // The week's 12.50 taken as a month's: 2,706.51.
    expect(mustNotHolds('fresh11-affordability-household-gym-by-work-12.50-per-week', '$2,706.51')).toBe(
      true,
    );
    // A semester's stipend taken as a month's: 10,800 - 725 = 10,075.00.
    expect(
      mustNotHolds(
        'fresh11-affordability-empty-grad-stipend-10800-a-semester-two-a-year-room-725',
        '$10,075.00',
      ),
    ).toBe(true);
    // Twice a month taken as every two weeks: 2,903.33 - 415 = 2,488.33.
    expect(
      mustNotHolds('fresh11-affordability-empty-ihss-caregiver-1340-twice-a-month-car-note-415', '$2,488.33'),
    ).toBe(true);
    // Four weeks of miles for a month: 6,032 - 1,150 = 4,882.00.
    expect(
      mustNotHolds('fresh11-affordability-empty-trucker-58-cents-2600-miles-morgage-1150', '$4,882.00'),
    ).toBe(true);
    // The whole rent, not the third: 3,300 - 2,850 = 450.00; a half: 1,875.00.
    expect(
      mustNotHolds('fresh11-affordability-empty-me-and-2-roommates-2850-three-ways-earn-3300', '$450.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh11-affordability-empty-me-and-2-roommates-2850-three-ways-earn-3300', '$1,875.00'),
    ).toBe(true);
    // "Twelve fifty" taken as 12.50: 3,087.50.
    expect(
      mustNotHolds('fresh11-affordability-empty-thirty-one-hundred-take-home-twelve-fifty-rent', '$3,087.50'),
    ).toBe(true);
    // A range taken as both at once: 2,719.01 - 85 = 2,634.01.
    expect(
      mustNotHolds('fresh11-affordability-household-security-monitoring-between-35-and-50', '$2,634.01'),
    ).toBe(true);
    // A rent from a renewal letter counted as a new payment: 2,719.01 - 1,318.75 = 1,400.26.
    expect(mustNotHolds('fresh11-affordability-household-renewal-letter-rent-1318.75', '$1,400.26')).toBe(
      true,
    );
    // A stated raise ignored: the calendar's 2,719.01.
    expect(
      mustNotHolds(
        'fresh11-affordability-household-bumped-to-2240-per-paycheck-daycare-copay-300',
        '$2,719.01',
      ),
    ).toBe(true);
    // Twelve checks for ten: 53,400; a semester as the year: 11,400; 26 checks for twice a month.
    expect(
      mustNotHolds('fresh11-arithmetic-teacher-10-month-schedule-4450-per-check-yearly', '$53,400.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh11-arithmetic-grad-stipend-11400-a-semester-2-a-year-monthly', '$11,400.00'),
    ).toBe(true);
    expect(mustNotHolds('fresh11-arithmetic-1632.18-twice-a-month-annual', '$42,436.68')).toBe(true);
    // The dentist counted in 3 months of bills; the insurance every month.
    expect(mustNotHolds('fresh11-arithmetic-household-bills-over-next-3-months', '$5,672.97')).toBe(true);
    expect(mustNotHolds('fresh11-arithmetic-household-bills-over-next-3-months', '$6,572.97')).toBe(true);
    // Halves for three roommates.
    expect(mustNotHolds('fresh11-arithmetic-utilities-287.40-me-and-2-roommates', '$143.70')).toBe(true);
    // To 65 instead of 72: 900 for 18 years at 5%.
    expect(
      mustNotHolds(
        'fresh11-retirement-retire-at-72-47-900',
        `about $${Math.floor(futureValue(0, 900, 5, 18)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // A weekly deposit taken as monthly: 150 for 27 years at 5%.
    expect(
      mustNotHolds(
        'fresh11-retirement-trucker-38-150-a-week-ira',
        `about $${Math.floor(futureValue(0, 150, 5, 27)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // "Twelve fifty" taken as 12.50 a month: 21 years at 6.5%.
    expect(
      mustNotHolds(
        'fresh11-retirement-44-twelve-fifty-toward-retirement-6.5',
        `about $${Math.floor(futureValue(0, 12.5, 6.5, 21)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // Interest made up with no rate; the balance's own amount may be said back.
    expect(mustNotHolds('fresh11-arithmetic-irs-interest-on-4125-no-rate', 'About $310.00 a year.')).toBe(
      true,
    );
    expect(mustNotHolds('fresh11-arithmetic-irs-interest-on-4125-no-rate', 'on your $4,125 balance')).toBe(
      false,
    );
    // A currency made up.
    expect(mustNotHolds('fresh11-arithmetic-how-many-pesos-850-dollars', 'about 14,600 pesos')).toBe(true);
    // Another goal's figure for the Japan Trip.
    expect(mustNotHolds('fresh11-goals-seeded-spanish-cuanto-falta-japan', 'Emergency Fund: $7,500.00')).toBe(
      true,
    );
    // A negative lowest written without its minus is not the figure.
    const renta = byId.get('fresh11-what-if-spanish-oye-la-renta-1340-negativo')!;
    expect(factsOf(renta).every((f) => holds(f, '$350.00 then $440.00; $90.00'))).toBe(false);
  });

  it('tells a decline by its first line, and a decline that still owes a figure', () => {
    expect(declines('I need to know: how many miles do you drive a week?')).toBe(true);
    expect(declines('Reading: income $1,340.00 twice a month; a new payment of $415.00 a month.')).toBe(
      false,
    );
    const noBalance = byId.get('fresh11-what-if-checkup-rent-1500-to-1565-ok-before-check')!;
    expect(freshScore(noBalance, 200, 'I need your balance today to answer that.')).toBe('declined');
    expect(freshScore(noBalance, 200, 'I need your balance today. Rent goes up $65.00 a month.')).toBe(
      'right',
    );
    expect(
      freshScore(noBalance, 200, 'Reading: rent $1,565.00. You will be fine, $65.00 a month more.'),
    ).toBe('wrong');
    // A goal's amount to a date not its own: declined, saying what is left.
    const otherDate = byId.get('fresh11-goals-seeded-japan-in-2-months-per-month')!;
    expect(freshScore(otherDate, 200, "I can't answer that yet: your Japan Trip's date is its own.")).toBe(
      'declined',
    );
    expect(
      freshScore(
        otherDate,
        200,
        "I can't answer that yet: your Japan Trip's date is its own. $2,800.00 is left.",
      ),
    ).toBe('right');
    expect(freshScore(otherDate, 200, 'Reading: Japan Trip.\n$1,400.00 a month.')).toBe('wrong');
    // Two questions in one: the app's figures are right whether or not the other half is declined.
    const twoQuestions = byId.get(
      'fresh11-affordability-household-two-questions-boat-loan-260-best-insurer',
    )!;
    expect(
      freshScore(
        twoQuestions,
        200,
        'Reading: a new payment of $260.00 a month.\n$2,719.01 now, $2,459.01 after.',
      ),
    ).toBe('right');
    expect(
      freshScore(
        twoQuestions,
        200,
        "I can't answer that yet: which insurer is best. On the loan: $2,719.01 left now, $2,459.01 after it.",
      ),
    ).toBe('right');
    expect(freshScore(twoQuestions, 200, "I can't answer that yet: which insurer is best.")).toBe('declined');
    // By the mile with no miles: a confident yearly figure is wrong, a question back is right.
    const noMiles = byId.get('fresh11-arithmetic-61-cents-a-mile-no-miles-yearly')!;
    expect(freshScore(noMiles, 200, 'Reading: $0.61 a mile.\n$31,720.00 a year.')).toBe('wrong');
    expect(freshScore(noMiles, 200, 'I need to know: how many miles do you drive a week?')).toBe('right');
  });
});
