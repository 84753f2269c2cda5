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
import { freshCases11 } from './fresh-cases-11.ts';
import { freshCases12 } from './fresh-cases-12.ts';
import { freshCases13 } from './fresh-cases-13.ts';
import { freshCases14 } from './fresh-cases-14.ts';
import {
  calendarWithin,
  christmas,
  daysDue,
  freshCases15,
  freshCases15Samples,
  halloween,
  laborDay,
  newYearsEve,
  quarterEnd,
  taxDay,
  thanksgiving,
} from './fresh-cases-15.ts';
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
 * Checks of the fifteenth fresh held-out set itself (issue 38): its shape, and its arithmetic
 * against values worked by hand. The checks sets 3 to 15 each make of themselves are shared, in
 * `fresh-checks.ts`.
 */

describe('the fifteenth fresh set', () => {
  const cases = freshCases15(TODAY);
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
    ...freshCases11(TODAY),
    ...freshCases12(TODAY),
    ...freshCases13(TODAY),
    ...freshCases14(TODAY),
  ];

  itIsNew(cases, earlier, { prefix: 'fresh15', min: 180, earlierSets: '1 to 14' });
  itRewordsNoneOfItsOwn(cases);

  it('has at least 180 questions, at least 65 of them to decline', () => {
    expect(cases.length).toBeGreaterThanOrEqual(180);
    expect(cases.filter((c) => c.expect.kind === 'decline').length).toBeGreaterThanOrEqual(65);
  });

  it("has every family in roughly set 14's proportions, each with at least 12 cases, and all four users", () => {
    const set14 = freshCases14(TODAY);
    for (const family of FRESH_FAMILIES) {
      const mine = cases.filter((c) => c.family === family).length;
      expect(mine, family).toBeGreaterThanOrEqual(12);
      // Within five points of set 14's share of the family.
      const theirs = set14.filter((c) => c.family === family).length / set14.length;
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
    // Who asks: unemployment by the week, military retirees, foster parents by the child, lawn care
    // by the yard, house cleaners by the house, referees and umpires by the game, a writer by the
    // article, resellers by the item, spin instructors by the class, daily pay through an app, a
    // nanny, a structured settlement, a food truck by the event, a home health aide by the visit.
    expect(count(/unemployment|laid off/i)).toBeGreaterThanOrEqual(12);
    expect(count(/retired pay|military retire|retired (navy|air force)|\bcola\b/i)).toBeGreaterThanOrEqual(6);
    expect(count(/foster/i)).toBeGreaterThanOrEqual(5);
    expect(count(/lawn|\byards?\b/i)).toBeGreaterThanOrEqual(4);
    expect(count(/clean(ing)? houses|a house\b|per house|cleaning client/i)).toBeGreaterThanOrEqual(4);
    expect(count(/\bref\b|referee|umpir/i)).toBeGreaterThanOrEqual(4);
    expect(count(/article/i)).toBeGreaterThanOrEqual(2);
    expect(count(/ebay|flip|thrift|goodwill|resell/i)).toBeGreaterThanOrEqual(7);
    expect(count(/spin|a class\b/i)).toBeGreaterThanOrEqual(4);
    expect(count(/daily/i)).toBeGreaterThanOrEqual(2);
    expect(count(/nanny/i)).toBeGreaterThanOrEqual(5);
    expect(count(/settlement/i)).toBeGreaterThanOrEqual(4);
    expect(count(/food truck|per event|events? at/i)).toBeGreaterThanOrEqual(4);
    expect(count(/a visit|per visit/i)).toBeGreaterThanOrEqual(1);
    // For someone else; an argument to settle; a wedding, a move, a layoff.
    expect(count(/asking for my|for my grandma|my wife asked/i)).toBeGreaterThanOrEqual(4);
    expect(count(/says|thinks|swears/i)).toBeGreaterThanOrEqual(5);
    expect(count(/married|wedding|honeymoon/i)).toBeGreaterThanOrEqual(4);
    // How it is written: text-speak with digits for words, dictation's homophones, corrections,
    // reddit-style ages, lines, approximations.
    expect(
      count(/\b(b4|2day|tmrw|2moro|ur|r|n|thx|wat'?s?|wats|pymt|w\/)\b|\b[24] (the|add|make|swing|1,480)\b/i),
    ).toBeGreaterThanOrEqual(20);
    expect(
      count(/\bfor (hundred|thousand)\b|every to weeks|\bate (hundred|percent)\b/i),
    ).toBeGreaterThanOrEqual(6);
    expect(count(/sorry|i mean|wait no|typo|\*\d/i)).toBeGreaterThanOrEqual(8);
    expect(count(/\b\d\d[MF]\b|\(\d\d[MF]\)/)).toBeGreaterThanOrEqual(5);
    expect(count(/\n/)).toBeGreaterThanOrEqual(6);
    expect(count(/~\d|\d+ish\b/i)).toBeGreaterThanOrEqual(2);
    // How amounts are written: the European decimal comma, a space between the thousands, slang.
    expect(count(/\d\.\d{3},\d\d|\d,\d\d\b(?!\d)|\d,\d%/)).toBeGreaterThanOrEqual(7);
    expect(count(/\b\d{1,2} \d{3}\b/)).toBeGreaterThanOrEqual(6);
    expect(count(/racks?\b|bands\b|c-notes/i)).toBeGreaterThanOrEqual(7);
    // Horizons named by holidays and the quarter.
    expect(
      count(/christmas|thanksgiving|labor day|halloween|new year's eve|tax day|this quarter|holidays/i),
    ).toBeGreaterThanOrEqual(14);
    // The users' goals by name, loosely or misspelt.
    expect(count(/emergenc|vacation|new car|japan|house down/i, 'goals')).toBeGreaterThanOrEqual(26);
    // Euros always decline; the decimal comma in dollars never does.
    const kindsOf = (pattern: RegExp) =>
      cases
        .filter((c) => pattern.test(c.question))
        .map((c) => c.expect.kind)
        .sort();
    expect(kindsOf(/€/)).toEqual(['decline', 'decline', 'decline', 'decline', 'decline']);
    expect(
      cases
        .filter((c) => c.id.includes('european-comma'))
        .every((c) => c.expect.kind === 'figures' && !c.question.includes('€')),
    ).toBe(true);
    // With the count, a figure; without it, a decline.
    expect(kindsOf(/a game\b/i)).toEqual(['decline', 'figures', 'figures']);
    expect(kindsOf(/a house\b/i)).toEqual(['decline', 'figures']);
    expect(kindsOf(/a class\b/i)).toEqual(['decline', 'figures', 'figures']);
    expect(kindsOf(/per (foster )?(child|kid)/i)).toEqual(['decline', 'decline', 'figures']);
    // "Mow a lawn" outside the app declines too.
    expect(kindsOf(/a lawn\b/i)).toEqual(['decline', 'decline', 'figures']);
    // Vague amounts always decline.
    expect(kindsOf(/a couple hundred|a few hundred|whatever sells|a bit\b|goes up some/i)).toEqual(
      Array<string>(7).fill('decline'),
    );
    // One change at a time (decision 027).
    const twoChanges = cases.filter((c) => c.id.includes('two-changes'));
    expect(twoChanges.length).toBe(1);
    expect(twoChanges.every((c) => c.expect.kind === 'decline')).toBe(true);
    // Look-alikes outside the app: benefits, others' pay, actions, records, taxes, predictions.
    expect(
      count(
        /unemployment|cola|foster|lawn|invoice|jordans|ebay|groceries|venmo|remind|deposit|settlement|moving|inheritance|euro|streaming|landlord|food truck|gigs/i,
        'out-of-scope',
      ),
    ).toBe(25);
  });

  const year = yearOf(freshCases15, freshCases15Samples);
  itHoldsOnItsSamples(year);
  itScoresConfidentDeclinesWrong(year);
});

/** Figures worked by hand for TODAY (2026-03-10), as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Empty, income stated: the income, then less the payment.
  // 487 x 52 = 25,324; / 12 = 2,110.333...; - 230 = 1,880.33.
  'fresh15-affordability-empty-unemployment-487-a-week-car-insurance-230': '$2,110.33 then $1,880.33',
  // 2,640 + 1,100 = 3,740; - 540 = 3,200.
  'fresh15-affordability-empty-navy-retiree-2640-va-1100-mortgage-540': '$3,740.00 then $3,200.00',
  // 685 x 3 = 2,055; + 2,200 = 4,255; - 450 = 3,805.
  'fresh15-affordability-empty-foster-685-per-child-3-kids-2200-minivan-450': '$4,255.00 then $3,805.00',
  // 40 x 25 = 1,000 a week; x 30 weeks = 30,000 a year; / 12 = 2,500; - 350 = 2,150.
  'fresh15-affordability-empty-lawn-care-40-a-yard-25-yards-30-weeks-truck-350': '$2,500.00 then $2,150.00',
  // 110 x 9 = 990 a week; x 52 = 51,480; / 12 = 4,290; - 1,150 = 3,140.
  'fresh15-affordability-empty-house-cleaner-110-a-house-9-a-week-apartment-1150': '$4,290.00 then $3,140.00',
  // 350 x 8 = 2,800; - 275 = 2,525.
  'fresh15-affordability-empty-writer-350-an-article-8-a-month-premium-275': '$2,800.00 then $2,525.00',
  // 22 x 30 = 660 a week; x 52 = 34,320; / 12 = 2,860; - 400 = 2,460.
  'fresh15-affordability-empty-reseller-22-profit-30-items-a-week-car-400': '$2,860.00 then $2,460.00',
  // 38 x 14 = 532 a week; x 52 = 27,664; / 12 = 2,305.333...; - 1,050 = 1,255.33.
  'fresh15-affordability-empty-spin-instructor-38-a-class-14-a-week-studio-1050': '$2,305.33 then $1,255.33',
  // 136 x 5 = 680 a week; x 52 = 35,360; / 12 = 2,946.666...; - 285 = 2,661.67.
  'fresh15-affordability-empty-staffing-app-daily-136-5-days-car-note-285': '$2,946.67 then $2,661.67',
  // 720 x 52 = 37,440; / 12 = 3,120; - 1,200 = 1,920.
  'fresh15-affordability-empty-nanny-720-cash-every-friday-rent-1200': '$3,120.00 then $1,920.00',
  // 1,850 + 1,240 = 3,090; - 310 = 2,780.
  'fresh15-affordability-empty-structured-settlement-1850-ssdi-1240-van-310': '$3,090.00 then $2,780.00',
  // 1,150 x 4 = 4,600; - 700 = 3,900.
  'fresh15-affordability-empty-food-truck-1150-an-event-4-a-month-commissary-700': '$4,600.00 then $3,900.00',
  // 1,580 + 410 = 1,990; - 125 = 1,865.
  'fresh15-affordability-empty-asking-for-my-mom-ss-1580-pension-410-alert-125': '$1,990.00 then $1,865.00',
  // 3,100 - 415 = 2,685.
  'fresh15-affordability-empty-text-speak-ur-3100-car-pymt-415': '$3,100.00 then $2,685.00',
  // 1,900 x 26 = 49,400; / 12 = 4,116.666...; - 600 = 3,516.67.
  'fresh15-affordability-empty-voice-1900-every-to-weeks-daycare-600': '$4,116.67 then $3,516.67',
  // 3,400 - 450 = 2,950.
  'fresh15-affordability-empty-correction-520-i-mean-450': '$3,400.00 then $2,950.00',
  // 2,700 - 380 = 2,320.
  'fresh15-affordability-empty-asterisk-correction-2900-to-2700-motorcycle-380': '$2,700.00 then $2,320.00',
  // 3,250.00 - 389.50 = 2,860.50.
  'fresh15-affordability-empty-european-comma-3250-lease-389-50': '$3,250.00 then $2,860.50',
  // 4,150 - 1,375 = 2,775.
  'fresh15-affordability-empty-space-thousands-4-150-rent-1-375': '$4,150.00 then $2,775.00',
  // 4 racks = 4,000; - 650 = 3,350.
  'fresh15-affordability-empty-slang-4-racks-a-month-car-note-650': '$4,000.00 then $3,350.00',
  // 45 + 70 = 115; 2,950 - 115 = 2,835.
  'fresh15-affordability-empty-lines-income-2950-gym-45-phone-70': '$2,950.00 then $2,835.00',
  // Household: 2,100 x 26 / 12 = 4,550.00 in; bills 1,250 + 320 + 65 + 15.99 + 540 / 3 (180) =
  // 1,830.99 (the one-off dentist left out); 2,719.01 left.
  // 2,719.01 - 185 = 2,534.01.
  'fresh15-affordability-household-approx-tilde-185-pool-membership': '$2,719.01 then $2,534.01',
  // 2,719.01 - 350 = 2,369.01.
  'fresh15-affordability-household-argument-husband-says-boat-slip-350': '$2,719.01 then $2,369.01',
  // 2,719.01 - 400 = 2,319.01.
  'fresh15-affordability-household-wedding-venue-payment-plan-400': '$2,719.01 then $2,319.01',
  // 45 x 4 = 180 a week; x 52 = 9,360; / 12 = 780; 4,550 + 780 = 5,330; - 1,830.99 = 3,499.01;
  // - 600 = 2,899.01.
  'fresh15-affordability-household-referee-45-a-game-4-a-week-on-top-lease-600': '$3,499.01 then $2,899.01',
  // 2,719.01 - 800 = 1,919.01.
  'fresh15-affordability-household-voice-ate-hundred-daycare': '$2,719.01 then $1,919.01',
  // Rent 1,250 -> 1,475: 225 more; 2,719.01 - 225 = 2,494.01.
  'fresh15-affordability-household-relocating-rent-1475-instead-of-1250': '$2,719.01 then $2,494.01',
  // 60 x 52 = 3,120; / 12 = 260; 2,719.01 - 260 = 2,459.01.
  'fresh15-affordability-household-text-speak-tutor-60-a-week-b4-school': '$2,719.01 then $2,459.01',
  // Seeded: 2,600 x 26 = 67,600; / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33.
  // 4,183.33 - 210 = 3,973.33.
  'fresh15-affordability-seeded-correction-trainer-310-i-mean-210': '$4,183.33 then $3,973.33',
  // 4,183.33 - 75 = 4,108.33.
  'fresh15-affordability-seeded-holidays-meal-kit-75': '$4,183.33 then $4,108.33',
  // Checkup: 520 x 52 = 27,040; / 12 = 2,253.333...; - rent 1,500 = 753.33; - 120 = 633.33.
  'fresh15-affordability-checkup-unemployment-520-a-week-phone-internet-120': '$753.33 then $633.33',

  // Household: 900 today; rent 1,250 on day 3 (Mar 13): -350.00; paid 2,100 on day 6 (Mar 16), day
  // 20 (Mar 30), day 34 (Apr 13)...; the car 320 on day 9, the dentist 180 on day 11, the phone 65
  // on day 15, streaming 15.99 on day 20, the car insurance 540 on day 40 (Apr 19). After day 3 the
  // balance never falls back below zero, so any horizon of 4 days or more bottoms out on day 3.
  // Christmas is Dec 25 (day 290): 900 - 1,340 = -440; 90 more.
  'fresh15-what-if-rent-1340-before-christmas': '-$350.00, then -$440.00; $90.00 more a month',
  // The quarter ends Mar 31 (day 21); the car on day 9, after payday: 35 more.
  'fresh15-what-if-car-payment-355-this-quarter': '-$350.00 either way; $35.00 more a month',
  // 700 - 1,250 = -550.
  'fresh15-what-if-text-speak-700-2day-b4-payday': '-$350.00 now, -$550.00 with $700.00',
  // The phone on day 15, after payday: 80 - 65 = 15 more.
  'fresh15-what-if-text-speak-phone-80-tmrw': '-$350.00 either way; $15.00 more a month',
  // The car on day 9: 400 - 320 = 80 more.
  'fresh15-what-if-voice-car-payment-for-hundred': '-$350.00 either way; $80.00 more a month',
  // 900 - 1,310 = -410; 60 more.
  'fresh15-what-if-correction-rent-1310-not-1130': '-$350.00, then -$410.00; $60.00 more a month',
  // Streaming on day 20: 22.99 - 15.99 = 7.00 more.
  'fresh15-what-if-asterisk-streaming-25-to-22-99': '-$350.00 either way; $7.00 more a month',
  // 900 - 1,295 = -395; 45 more.
  'fresh15-what-if-european-comma-rent-1295': '-$350.00, then -$395.00; $45.00 more a month',
  // 1,050 - 1,250 = -200.
  'fresh15-what-if-space-thousands-balance-1-050': '-$350.00 now, -$200.00 with $1,050.00',
  // A rack: 1,000 - 1,250 = -250.
  'fresh15-what-if-slang-a-rack-in-checking': '-$350.00 now, -$250.00 with $1,000.00',
  // 2 c-notes: 320 + 200 = 520 on day 9: 200 more.
  'fresh15-what-if-slang-car-note-jumps-2-c-notes': '-$350.00 either way; $200.00 more a month',
  // 900 - 1,375 = -475; 125 more.
  'fresh15-what-if-argument-roommate-rent-1375': '-$350.00, then -$475.00; $125.00 more a month',
  // Thanksgiving is Nov 26 (day 261); the insurance on day 40: (610 - 540) / 3 = 23.333... more.
  'fresh15-what-if-car-insurance-610-before-thanksgiving': '-$350.00 either way; $23.33 more a month',
  // New Year's Eve is day 296: 1,600 - 1,250 = 350.
  'fresh15-what-if-1600-by-new-years-eve': '-$350.00 now, $350.00 with $1,600.00',
  // Labor Day is Sep 7 (day 181): 900 - 1,265 = -365; 15 more.
  'fresh15-what-if-rent-1265-before-labor-day': '-$350.00, then -$365.00; $15.00 more a month',
  // The pay at 1,100 to day 19: -350, 750, 430, 250, 185: -350. 1,000 x 26 = 26,000; / 12 =
  // 2,166.666... less.
  'fresh15-what-if-laid-off-next-check-1100-until-one-after': '-$350.00 either way; $2,166.67 less a month',
  // 2,100 - 1,570 = 530; x 26 = 13,780; / 12 = 1,148.333... less.
  'fresh15-what-if-correction-paycheck-1750-sorry-1570': '-$350.00 either way; $1,148.33 less a month',
  // Seeded: 1,200 today; rent 1,450 on day 2: -250.00; paid 2,600 on day 4.
  // 1,200 - 1,480 = -280; 30 more.
  'fresh15-what-if-seeded-text-speak-rent-1480-2moro': '-$250.00, then -$280.00; $30.00 more a month',
  // 1,350 - 1,450 = -100.
  'fresh15-what-if-seeded-lines-balance-1350': '-$250.00 now, -$100.00 with $1,350.00',
  // Halloween is Oct 31 (day 235): 1,200 - 1,400 = -200; 50 less.
  'fresh15-what-if-seeded-rent-1400-before-halloween': '-$250.00, then -$200.00; $50.00 less a month',

  // Compounded monthly, deposits at each month's end:
  // s = start x (1 + r/12)^n + deposit x ((1 + r/12)^n - 1) / (r/12); 4% of it a year.
  // 450 for 372 months.
  'fresh15-retirement-reddit-34m-450-roth': 'about $399,202.84, about $15,968.11 a year',
  // 300 for 432 months at 6%.
  'fresh15-retirement-reddit-29f-300-6': 'about $457,475.66, about $18,299.03 a year',
  // 600 for 252 months at 5.5%.
  'fresh15-retirement-air-force-retiree-44-600-5.5': 'about $283,504.42, about $11,340.18 a year',
  // 250 for 324 months.
  'fresh15-retirement-foster-dad-38-250': 'about $170,797.30, about $6,831.89 a year',
  // 200 for 468 months.
  'fresh15-retirement-text-speak-26-200-thx': 'about $288,012.97, about $11,520.52 a year',
  // 150 x 26 / 12 = 325 for 384 months.
  'fresh15-retirement-voice-33-150-every-to-weeks': 'about $307,054.44, about $12,282.18 a year',
  // 500 for 252 months (from 44, not 41).
  'fresh15-retirement-correction-41-sorry-44-500': 'about $222,170.89, about $8,886.84 a year',
  // 350 for 336 months at 4.5%.
  'fresh15-retirement-european-comma-37-350-4-5': 'about $234,931.50, about $9,397.26 a year',
  // 25,000 and 700 for 204 months.
  'fresh15-retirement-space-thousands-48-25-000-700': 'about $282,755.14, about $11,310.21 a year',
  // 10,000 and 300 for 408 months.
  'fresh15-retirement-slang-31-10-racks-300': 'about $375,281.16, about $15,011.25 a year',
  // 1,000 / 3 = 333.33 for 348 months at 4%.
  'fresh15-retirement-lines-36-1000-a-quarter-4': 'about $218,376.38, about $8,735.06 a year',
  // 80 x 52 / 12 = 346.67 for 444 months.
  'fresh15-retirement-reseller-28-80-a-week-sep-ira': 'about $443,911.42, about $17,756.46 a year',
  // 150 + 100 = 250 for 396 months.
  'fresh15-retirement-nanny-32-150-employers-100-own': 'about $251,349.66, about $10,053.99 a year',
  // 400 for 360 months: more than 300k.
  'fresh15-retirement-argument-wife-400-from-35-300k': 'about $332,903.45, about $13,316.14 a year',
  // 90,000 and 1,200 for 120 months.
  'fresh15-retirement-asking-for-dad-55-90k-1200': 'about $334,569.59, about $13,382.78 a year',
  // 180,000 alone for 180 months.
  'fresh15-retirement-laid-off-50-180k-nothing-more': 'about $380,466.71, about $15,218.67 a year',
  // 650 for 312 months: 414,866.38; x 0.04 / 12 = 1,382.89 a month.
  'fresh15-retirement-household-39-650-monthly-income': 'about $414,866.38, about $1,382.89 a month',
  // 520 for 456 months at 7%.
  'fresh15-retirement-seeded-27f-520-at-7': 'about $1,175,458.13, about $47,018.33 a year',
  // 900 for 216 months.
  'fresh15-retirement-checkup-military-retiree-47-900': 'about $314,281.82, about $12,571.27 a year',

  // Emergency Fund: made Oct 11, 2025, target Jan 04, 2027: 14 whole months, 4 passed: due
  // ceil(10,000 x 4 / 14) = 2,857.15, saved 2,500: 357.15 behind; 9 whole months left: 7,500 / 9 =
  // 833.33... = 833.34. Vacation: made Jan 09, target Sep 06: 7 months, 2 passed: due 857.15, saved
  // 600: 257.15 behind.
  'fresh15-goals-text-speak-emergency-behind-2day': 'behind by $357.15',
  'fresh15-goals-text-speak-wats-left-4-vacation': '$2,400.00',
  // 7,000 / 400 = 17.5: 18 months, Sep 10, 2027.
  'fresh15-goals-voice-for-hundred-new-car': '18 months, Sep 10, 2027',
  // 7,500 / 800 = 9.4: 10 months, Jan 10, 2027.
  'fresh15-goals-voice-ate-hundred-emergency': '10 months, Jan 10, 2027',
  // 7,000 / 750 = 9.3: 10 months, Jan 10, 2027.
  'fresh15-goals-correction-new-car-550-wait-no-750': '10 months, Jan 10, 2027',
  // 2,400 / 437.50 = 5.5: 6 months, Sep 10, 2026.
  'fresh15-goals-european-comma-vacation-437-50': '6 months, Sep 10, 2026',
  // 7,500 / 1,250 = 6 months, Sep 10, 2026.
  'fresh15-goals-space-thousands-emergency-7-500-at-1-250': '$7,500.00 left; 6 months, Sep 10, 2026',
  // 7,000 / 1,000 = 7 months, Oct 10, 2026.
  'fresh15-goals-slang-a-rack-a-month-new-car': '7 months, Oct 10, 2026',
  // 7,500 / 2,000 = 3.75: 4 months, Jul 10, 2026.
  'fresh15-goals-slang-2-racks-emergency-months-and-date': '4 months, Jul 10, 2026',
  // 2,400 / 500 = 4.8: 5 months, Aug 10, 2026: before Christmas.
  'fresh15-goals-vacation-500-done-by-christmas': 'yes: 5 months, Aug 10, 2026',
  'fresh15-goals-lines-vacation-saved-and-needed': '$600.00 saved, $2,400.00 to go',
  'fresh15-goals-argument-husband-swears-vacation-ahead': 'no, $257.15 behind',
  'fresh15-goals-wife-asked-me-emergency-vs-plan': '$357.15 behind',
  // 7,000 / 300 = 23.3: 24 months.
  'fresh15-goals-approx-300ish-new-car-months': 'about 24 months',
  'fresh15-goals-text-speak-which-goal-most-behind-n-how-much': 'Emergency Fund, $357.15 behind',
  'fresh15-goals-emergency-monthly-to-its-date-thx': '$833.34 a month',
  // 1,000 / 8,000 = 0.125.
  'fresh15-goals-new-car-percent-done': '12.5%',
  // 2,400 - 1,200 = 1,200.
  'fresh15-goals-tax-refund-1200-into-vacation-left': '$1,200.00',
  // 7,000 / 150 = 46.7: 47 months, Feb 10, 2030.
  'fresh15-goals-unemployment-150-new-car-how-long': '47 months, Feb 10, 2030',
  'fresh15-goals-seeded-japan-dollars-left': '$2,800.00',
  // 32,000 / 1,600 = 20 months, Nov 10, 2027.
  'fresh15-goals-seeded-space-thousands-house-1-600': '20 months, Nov 10, 2027',
  // Seeded Japan Trip: target Sep 26, 2026: 6 whole months: 2,800 / 6 = 466.666... = 466.67.
  'fresh15-goals-seeded-text-speak-monthly-4-japan-2-make-date': '$466.67 a month',
  // 7,500 + 2,800 + 32,000 = 42,300.
  'fresh15-goals-seeded-all-goals-combined-still-need': '$42,300.00',

  // 455 x 26 = 11,830.
  'fresh15-arithmetic-unemployment-455-a-week-26-weeks-total': '$11,830.00',
  // 512 x 52 = 26,624; / 12 = 2,218.666...
  'fresh15-arithmetic-text-speak-512-unemployment-per-month': '$2,218.67',
  // 2,410 x 12 = 28,920.
  'fresh15-arithmetic-retired-pay-2410-yearly': '$28,920.00',
  // 38 x 22 = 836 a week; x 30 = 25,080.
  'fresh15-arithmetic-lawn-38-a-lawn-22-a-week-30-weeks': '$25,080.00',
  // 125 x 8 = 1,000 a week; x 52 = 52,000; / 12 = 4,333.333...
  'fresh15-arithmetic-cleaner-125-a-house-8-a-week-monthly': '$4,333.33',
  // 55 x 5 = 275 a week; x 12 = 3,300.
  'fresh15-arithmetic-umpire-55-a-game-5-a-week-12-weeks': '$3,300.00',
  // 450 x 6 = 2,700 a month; x 12 = 32,400.
  'fresh15-arithmetic-writer-450-x-6-articles-yearly': '$32,400.00',
  // 615 x 0.13 = 79.95 in fees; 615 - 79.95 - 240 = 295.05.
  'fresh15-arithmetic-reseller-lot-240-sold-615-fee-13': '$295.05',
  // 72 - 18 = 54; 54 / 18 = 3.
  'fresh15-arithmetic-reseller-18-to-72-percent-profit': '300%',
  // 41 x 12 = 492 a week; x 52 = 25,584.
  'fresh15-arithmetic-spin-41-a-class-12-a-week-a-year': '$25,584.00',
  // 142 x 4 = 568 a week; x 52 = 29,536; / 12 = 2,461.333...
  'fresh15-arithmetic-daily-pay-142-4-days-weekly-monthly': '$568.00 a week, $2,461.33 a month',
  // 19 x 38 = 722.
  'fresh15-arithmetic-nanny-19-an-hour-38-hours-weekly': '$722.00',
  // 1,850 x 12 = 22,200 a year; x 15 = 333,000.
  'fresh15-arithmetic-settlement-1850-a-month-15-years-total': '$333,000.00',
  // 2 x 7 = 14 weeks; x 1,600 = 22,400.
  'fresh15-arithmetic-severance-2-weeks-per-year-7-years-1600': '$22,400.00',
  // 1,150 x 4 = 4,600; - 700 = 3,900.
  'fresh15-arithmetic-food-truck-4-events-1150-less-700': '$3,900.00',
  // 34 x 22 = 748 a week; x 52 = 38,896; / 12 = 3,241.333...
  'fresh15-arithmetic-home-health-34-a-visit-22-a-week-monthly': '$3,241.33',
  // 3,250 x 0.18 = 585.
  'fresh15-arithmetic-text-speak-18-percent-of-3250-thx': '$585.00',
  // 45,000 x 0.08 = 3,600.
  'fresh15-arithmetic-voice-ate-percent-of-45000': '$3,600.00',
  // 1,520 x 12 = 18,240.
  'fresh15-arithmetic-correction-1250-meant-1520-times-12': '$18,240.00',
  // 1,249.99 x 3 = 3,749.97.
  'fresh15-arithmetic-european-comma-1249-99-times-3': '$3,749.97',
  // 65,000 / 12 = 5,416.666...
  'fresh15-arithmetic-space-thousands-65-000-a-month': '$5,416.67',
  // 5 bands = 5,000; / 4 = 1,250.
  'fresh15-arithmetic-slang-split-5-bands-4-ways': '$1,250.00 each',
  // 1,100 + 85 + 60 + 45 = 1,290.
  'fresh15-arithmetic-lines-rent-electric-internet-phone-total': '$1,290.00',
  // 20 x 365 = 7,300: more than 5k.
  'fresh15-arithmetic-argument-bf-20-every-day-5k': 'no: $7,300.00',
  // 1,420 x 0.38 = 539.60.
  'fresh15-arithmetic-for-grandma-38-percent-of-1420': '$539.60',
  // To Dec 24 (day 289): rent Mar 13 to Dec 13 (10 x 1,250 = 12,500), the car Mar 19 to Dec 19 (10 x
  // 320 = 3,200), the phone Mar 25 to Nov 25 (9 x 65 = 585), streaming Mar 30 to Nov 30 (9 x 15.99 =
  // 143.91), the car insurance Apr 19, Jul 19, Oct 19 (3 x 540 = 1,620), the dentist Mar 21 (180):
  // 12,500 + 3,200 + 585 + 143.91 + 1,620 + 180 = 18,228.91.
  'fresh15-arithmetic-household-bills-before-christmas':
    'Rent, Car payment, Phone, Streaming, Car insurance, Dentist: $18,228.91',
  // To Mar 31 (day 21): rent Mar 13, the car Mar 19, the dentist Mar 21, the phone Mar 25, streaming
  // Mar 30: 1,250 + 320 + 180 + 65 + 15.99 = 1,830.99.
  'fresh15-arithmetic-household-bills-due-this-quarter':
    'Rent, Car payment, Dentist, Phone, Streaming: $1,830.99',
  // Tax day is Apr 15 (day 36): paydays Mar 16, Mar 30, Apr 13: 3 x 2,100 = 6,300.
  'fresh15-arithmetic-household-pay-before-tax-day': '3 paychecks, $6,300.00',
  // 65 + 15.99 = 80.99; x 12 = 971.88.
  'fresh15-arithmetic-household-phone-plus-streaming-whole-year': '$971.88',
  // Seeded rent on the 12th, Mar 12 to Dec 12: 10 x 1,450 = 14,500.
  'fresh15-arithmetic-seeded-rent-out-until-new-years-eve': '10 rent payments, $14,500.00',
};

describe('the arithmetic, against values worked by hand', () => {
  const cases = freshCases15(TODAY);
  const byId = new Map(cases.map((c) => [c.id, c]));

  itMatchesWorked(cases, WORKED);

  it('reads the holidays and the quarter of TODAY (a Tuesday) as worked by hand', () => {
    const ymd = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(ymd(christmas(TODAY))).toBe('2026-12-25');
    expect(ymd(thanksgiving(TODAY))).toBe('2026-11-26');
    expect(ymd(laborDay(TODAY))).toBe('2026-09-07');
    expect(ymd(halloween(TODAY))).toBe('2026-10-31');
    expect(ymd(newYearsEve(TODAY))).toBe('2026-12-31');
    expect(ymd(taxDay(TODAY))).toBe('2026-04-15');
    expect(ymd(quarterEnd(TODAY))).toBe('2026-03-31');
    // Each holiday is the next one after today: on the day itself, next year's.
    expect(ymd(christmas('2026-12-25'))).toBe('2027-12-25');
    expect(ymd(christmas('2026-12-24'))).toBe('2026-12-25');
    expect(ymd(taxDay('2026-04-16'))).toBe('2027-04-15');
    // Thanksgiving 2027 is Nov 25 (Nov 1 is a Monday); Labor Day 2027 is Sep 6 (Sep 1 is a Wednesday).
    expect(ymd(thanksgiving('2026-11-27'))).toBe('2027-11-25');
    expect(ymd(laborDay('2026-09-07'))).toBe('2027-09-06');
    expect(ymd(quarterEnd('2026-11-02'))).toBe('2026-12-31');
  });

  it("reads the household's calendar before Christmas and this quarter as worked by hand", () => {
    const rent = HOUSEHOLD.events.find((e) => e.title === 'Rent')!;
    const pay = HOUSEHOLD.events.find((e) => e.title === 'Paycheck')!;
    const insurance = HOUSEHOLD.events.find((e) => e.title === 'Car insurance')!;
    const phone = HOUSEHOLD.events.find((e) => e.title === 'Phone')!;
    // Dec 24 is day 289; Mar 31 is day 21; Apr 14 is day 35.
    expect(daysDue(rent, TODAY, 289)).toEqual([3, 34, 64, 95, 125, 156, 187, 217, 248, 278]);
    expect(daysDue(insurance, TODAY, 289)).toEqual([40, 131, 223]);
    expect(daysDue(phone, TODAY, 289).length).toBe(9);
    expect(daysDue(pay, TODAY, 35)).toEqual([6, 20, 34]);
    expect(daysDue(insurance, TODAY, 21)).toEqual([]);
    const christmasEve = calendarWithin(HOUSEHOLD, TODAY, 289);
    expect(christmasEve.bills).toBe(1822891);
    expect(new Set(christmasEve.titles)).toEqual(
      new Set(['Rent', 'Car payment', 'Phone', 'Streaming', 'Car insurance', 'Dentist']),
    );
    const quarter = calendarWithin(HOUSEHOLD, TODAY, 21);
    expect(quarter.bills).toBe(183099);
    expect(quarter.pay).toBe(420000);
    expect(calendarWithin(HOUSEHOLD, TODAY, 35).pay).toBe(630000);
    // The seeded user's completed cable bill is never due; rent on Mar 12 to Dec 12 by New Year's Eve.
    const cable = SEEDED.events.find((e) => e.title === 'Cable bill')!;
    expect(daysDue(cable, TODAY, 296)).toEqual([]);
    expect(
      daysDue(
        SEEDED.events.find((e) => e.title === 'Rent')!,
        TODAY,
        296,
      ).length,
    ).toBe(10);
  });

  it("matches the helpers to the hand arithmetic for the users' months, forecasts and goals", () => {
    // A week: 487: 2,110.33; 990: 4,290.00; 660: 2,860.00; 532: 2,305.33; 680: 2,946.67; 720:
    // 3,120.00; 520: 2,253.33; 60: 260.00; 512: 2,218.67; 748: 3,241.33. Two weeks: 1,900: 4,116.67.
    expect(perMonthCents(487, 'weekly')).toBe(211033);
    expect(perMonthCents(990, 'weekly')).toBe(429000);
    expect(perMonthCents(660, 'weekly')).toBe(286000);
    expect(perMonthCents(532, 'weekly')).toBe(230533);
    expect(perMonthCents(680, 'weekly')).toBe(294667);
    expect(perMonthCents(720, 'weekly')).toBe(312000);
    expect(perMonthCents(520, 'weekly')).toBe(225333);
    expect(perMonthCents(60, 'weekly')).toBe(26000);
    expect(perMonthCents(512, 'weekly')).toBe(221867);
    expect(perMonthCents(748, 'weekly')).toBe(324133);
    expect(perMonthCents(1900, 'bi-weekly')).toBe(411667);
    // A season of 30 weeks at 1,000: 30,000 a year, 2,500.00 a month; a quarter of 1,000: 333.33.
    expect(perMonthCents(30000, 'yearly')).toBe(250000);
    expect(perMonthCents(1000, 'quarterly')).toBe(33333);
    // Household: 2,719.01 left; with the games' 780 on top of the pay: 3,499.01; rent at 1,475:
    // 2,494.01. Seeded: 4,183.33. Checkup at 520 a week: 753.33. Empty at 30,000 a year: 2,500.00.
    expect(affordability(HOUSEHOLD, []).left).toBe(271901);
    expect(affordability(HOUSEHOLD, [], { amount: 5330, per: 'monthly' }).left).toBe(349901);
    expect(affordability(HOUSEHOLD, [], undefined, { Rent: 1475 }).after).toBe(249401);
    expect(affordability(SEEDED, []).left).toBe(418333);
    expect(affordability(CHECKUP, [], { amount: 520, per: 'weekly' }).left).toBe(75333);
    expect(affordability(EMPTY, [], { amount: 30000, per: 'yearly' }).left).toBe(250000);
    // Household to payday: -350.00; rent at 1,340 to Christmas Eve (290 days): -440.00; 1,600 by
    // New Year's Eve (297 days): 350.00; the pay at 1,100 to the payday after: -350.00.
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Rent: 1340 }, days: 290 })).toBe(-44000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 1600, days: 297 })).toBe(35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 1100 }, days: 20 })).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 1050 })).toBe(-20000);
    // Seeded: rent at 1,400 before Halloween (235 days): -200.00; 1,350 today: -100.00.
    expect(lowestBalance(SEEDED, TODAY, { changed: { Rent: 1400 }, days: 235 })).toBe(-20000);
    expect(lowestBalance(SEEDED, TODAY, { balance: 1350 })).toBe(-10000);
    // Goals on TODAY.
    const [ef, vacation, car] = HOUSEHOLD.goals as [
      (typeof HOUSEHOLD.goals)[0],
      (typeof HOUSEHOLD.goals)[0],
      (typeof HOUSEHOLD.goals)[0],
    ];
    expect(behindCents(ef, TODAY)).toBe(35715);
    expect(behindCents(vacation, TODAY)).toBe(25715);
    expect(neededCents(ef, TODAY)).toBe(83334);
    expect(reach(car, 400, TODAY)).toEqual({ months: 18, date: 'Sep 10, 2027' });
    expect(reach(car, 750, TODAY).months).toBe(10);
    expect(reach(car, 550, TODAY).months).toBe(13);
    expect(reach(car, 300, TODAY).months).toBe(24);
    expect(reach(car, 150, TODAY)).toEqual({ months: 47, date: 'Feb 10, 2030' });
    expect(reach(vacation, 437.5, TODAY)).toEqual({ months: 6, date: 'Sep 10, 2026' });
    expect(reach(ef, 2000, TODAY)).toEqual({ months: 4, date: 'Jul 10, 2026' });
    const japan = SEEDED.goals.find((g) => g.title === 'Japan Trip')!;
    const house = SEEDED.goals.find((g) => g.title === 'House Down Payment')!;
    expect(neededCents(japan, TODAY)).toBe(46667);
    expect(reach(house, 1600, TODAY)).toEqual({ months: 20, date: 'Nov 10, 2027' });
    // Compounded: 450 for 31 years at 5%; 180,000 alone for 15 years; 25,000 and 700 for 17 years.
    expect(futureValue(0, 450, 5, 31)).toBeCloseTo(399202.84, 1);
    expect(futureValue(180000, 0, 5, 15)).toBeCloseTo(380466.71, 1);
    expect(futureValue(25000, 700, 5, 17)).toBeCloseTo(282755.14, 1);
  });

  it('fails the likely wrong answers', () => {
    const mustNotHolds = (id: string, text: string) => byId.get(id)!.mustNot!.some((f) => holds(f, text));
    // The one-off dentist counted as monthly: 2,719.01 - 180 = 2,539.01; the quarterly car insurance
    // counted monthly: 2,719.01 - 360 = 2,359.01.
    expect(
      mustNotHolds('fresh15-affordability-household-approx-tilde-185-pool-membership', '$2,539.01'),
    ).toBe(true);
    expect(mustNotHolds('fresh15-affordability-household-wedding-venue-payment-plan-400', '$2,359.01')).toBe(
      true,
    );
    // A week's pay taken as 4 weeks: 1,948 - 230 = 1,718.00; 990 x 4 - 1,150 = 2,810.00.
    expect(
      mustNotHolds('fresh15-affordability-empty-unemployment-487-a-week-car-insurance-230', '$1,718.00'),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh15-affordability-empty-house-cleaner-110-a-house-9-a-week-apartment-1150',
        '$2,810.00',
      ),
    ).toBe(true);
    // The children's count left out: 685 + 2,200 - 450 = 2,435.00; a season's weekly pay all year:
    // 4,333.33 - 350 = 3,983.33.
    expect(
      mustNotHolds('fresh15-affordability-empty-foster-685-per-child-3-kids-2200-minivan-450', '$2,435.00'),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh15-affordability-empty-lawn-care-40-a-yard-25-yards-30-weeks-truck-350',
        '$3,983.33',
      ),
    ).toBe(true);
    // A second income left out: 2,640 - 540 = 2,100.00; 1,850 - 310 = 1,540.00; the games: 2,119.01.
    expect(
      mustNotHolds('fresh15-affordability-empty-navy-retiree-2640-va-1100-mortgage-540', '$2,100.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh15-affordability-empty-structured-settlement-1850-ssdi-1240-van-310', '$1,540.00'),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh15-affordability-household-referee-45-a-game-4-a-week-on-top-lease-600',
        '$2,119.01',
      ),
    ).toBe(true);
    // "Every to weeks" taken as a month: 1,900 - 600 = 1,300.00.
    expect(
      mustNotHolds('fresh15-affordability-empty-voice-1900-every-to-weeks-daycare-600', '$1,300.00'),
    ).toBe(true);
    // The figure corrected away: 3,400 - 520 = 2,880.00; 2,900 - 380 = 2,520.00; 4,183.33 - 310 =
    // 3,873.33; rent at 1,130: -230.00; streaming at 25: 9.01; the pay at 1,750: 758.33 less.
    expect(mustNotHolds('fresh15-affordability-empty-correction-520-i-mean-450', '$2,880.00')).toBe(true);
    expect(
      mustNotHolds(
        'fresh15-affordability-empty-asterisk-correction-2900-to-2700-motorcycle-380',
        '$2,520.00',
      ),
    ).toBe(true);
    expect(mustNotHolds('fresh15-affordability-seeded-correction-trainer-310-i-mean-210', '$3,873.33')).toBe(
      true,
    );
    expect(mustNotHolds('fresh15-what-if-correction-rent-1310-not-1130', 'then -$230.00')).toBe(true);
    expect(mustNotHolds('fresh15-what-if-asterisk-streaming-25-to-22-99', '$9.01 more')).toBe(true);
    expect(mustNotHolds('fresh15-what-if-correction-paycheck-1750-sorry-1570', '$758.33 less')).toBe(true);
    // 550 a month instead of 750: 13 months; 1,250 x 12 instead of 1,520 x 12: 15,000.00.
    expect(mustNotHolds('fresh15-goals-correction-new-car-550-wait-no-750', 'about 13 months')).toBe(true);
    expect(mustNotHolds('fresh15-arithmetic-correction-1250-meant-1520-times-12', '$15,000.00')).toBe(true);
    // The age corrected away: 500 a month for 24 years from 41.
    expect(
      mustNotHolds(
        'fresh15-retirement-correction-41-sorry-44-500',
        `about $${Math.floor(futureValue(0, 500, 5, 24)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // "1 050" read as 50: 50 - 1,250 = -1,200.00.
    expect(mustNotHolds('fresh15-what-if-space-thousands-balance-1-050', 'then -$1,200.00')).toBe(true);
    // Rent moved up as a new bill on top: 2,719.01 - 1,475 = 1,244.01.
    expect(
      mustNotHolds('fresh15-affordability-household-relocating-rent-1475-instead-of-1250', '$1,244.01'),
    ).toBe(true);
    // A quarterly or weekly or every-two-weeks deposit taken as monthly; a nanny's own 100 alone.
    for (const [id, monthlyDeposit, rate, years] of [
      ['fresh15-retirement-lines-36-1000-a-quarter-4', 1000, 4, 29],
      ['fresh15-retirement-reseller-28-80-a-week-sep-ira', 80, 5, 37],
      ['fresh15-retirement-voice-33-150-every-to-weeks', 150, 5, 32],
      ['fresh15-retirement-nanny-32-150-employers-100-own', 100, 5, 33],
    ] as const)
      expect(
        mustNotHolds(
          id,
          `about $${Math.floor(futureValue(0, monthlyDeposit, rate, years)).toLocaleString('en-US')}.00`,
        ),
        id,
      ).toBe(true);
    // Euros converted with a made-up rate; the amount itself may be said back.
    expect(mustNotHolds('fresh15-arithmetic-euros-2500-in-dollars', 'about $2,712.50')).toBe(true);
    expect(mustNotHolds('fresh15-arithmetic-euros-2500-in-dollars', 'your 2,500 is $2,500.00 in euros')).toBe(
      false,
    );
    // Another goal's figure for the Vacation.
    expect(mustNotHolds('fresh15-goals-text-speak-wats-left-4-vacation', 'New Car: $7,000.00')).toBe(true);
    // A negative lowest written without its minus is not the figure.
    const rent = byId.get('fresh15-what-if-rent-1340-before-christmas')!;
    expect(factsOf(rent).every((f) => holds(f, '$350.00 then $440.00; $90.00'))).toBe(false);
  });

  it('tells a decline by its first line, and a decline that still owes a figure', () => {
    expect(declines('I need to know: how many games do you ref a week?')).toBe(true);
    expect(declines('Reading: $45.00 a game, 4 games a week, on top of your pay.')).toBe(false);
    const noBalance = byId.get('fresh15-what-if-checkup-rent-up-45-no-balance')!;
    expect(freshScore(noBalance, 200, 'I need your balance today to answer that.')).toBe('declined');
    expect(freshScore(noBalance, 200, 'I need your balance today. Rent goes up $45.00 a month.')).toBe(
      'right',
    );
    expect(
      freshScore(noBalance, 200, 'Reading: rent $1,545.00. You will be fine, $45.00 a month more.'),
    ).toBe('wrong');
    // A goal's amount to a date not its own: declined, saying what is left.
    const birthday = byId.get('fresh15-goals-vacation-by-my-birthday-in-march')!;
    expect(freshScore(birthday, 200, "I can't answer that yet: your Vacation's date is its own.")).toBe(
      'declined',
    );
    expect(
      freshScore(birthday, 200, "I can't answer that yet: I work to the goal's own date. $2,400.00 is left."),
    ).toBe('right');
    expect(freshScore(birthday, 200, 'Reading: Vacation by March 31.\n$200.00 a month.')).toBe('wrong');
    // Euros: a confident answer in dollars is wrong, a decline is right.
    const euros = byId.get('fresh15-affordability-empty-euros-2800-flat-650')!;
    expect(freshScore(euros, 200, 'Reading: income $2,800.00 a month.\n$2,150.00 left.')).toBe('wrong');
    expect(freshScore(euros, 200, "I can't answer that yet: I work in US dollars only.")).toBe('right');
    // The decimal comma in dollars read honestly is right; read as $3.25 it is not.
    const comma = byId.get('fresh15-affordability-empty-european-comma-3250-lease-389-50')!;
    expect(
      freshScore(comma, 200, 'Reading: income $3,250.00; a lease of $389.50.\n$3,250.00 then $2,860.50.'),
    ).toBe('right');
    expect(freshScore(comma, 200, 'Reading: income $3.25.\n-$386.25 left.')).toBe('wrong');
  });
});
