import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'date-fns';
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
  holds,
  lowestBalance,
  neededCents,
  perMonthCents,
  reach,
  type FreshCase,
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
import { freshCases15 } from './fresh-cases-15.ts';
import { freshCases16 } from './fresh-cases-16.ts';
import { freshCases17 } from './fresh-cases-17.ts';
import { freshCases18, planHoldsCents } from './fresh-cases-18.ts';
import {
  checkupPlan,
  daysBefore,
  fourthOfJuly,
  freshCases19,
  freshCases19Reasons,
  freshCases19Samples,
  memorialDay,
} from './fresh-cases-19.ts';
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
 * Checks of the nineteenth fresh held-out set itself (issue 38): its shape, the reason each decline
 * gives, that its figures come from its own arithmetic (nothing it imports reaches the assistant's
 * code), and its arithmetic against values worked by hand (and, for the retirement projections,
 * month by month in a loop of its own). The checks sets 3 to 18 each make of themselves are
 * shared, in `fresh-checks.ts`.
 */

const here = dirname(fileURLToPath(import.meta.url));

/** The relative imports of a file of this folder, and of theirs, transitively (file names). */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(here, file), 'utf8');
  for (const [, specifier] of text.matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gms)) {
    if (!specifier!.startsWith('.')) {
      seen.add(specifier!);
      continue;
    }
    const path = join(dirname(file), specifier!);
    if (path.startsWith('..')) seen.add(path);
    else importsOf(path, seen);
  }
  return seen;
}

describe('the nineteenth fresh set', () => {
  const cases = freshCases19(TODAY);
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
    ...freshCases15(TODAY),
    ...freshCases16(TODAY),
    ...freshCases17(TODAY),
    ...freshCases18(TODAY),
  ];

  itIsNew(cases, earlier, { prefix: 'fresh19', min: 200, earlierSets: '1 to 18' });
  itRewordsNoneOfItsOwn(cases);

  it('has at least 200 questions, 75 to 85 of them to decline', () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.length).toBeLessThanOrEqual(215);
    const declined = cases.filter((c) => c.expect.kind === 'decline').length;
    expect(declined).toBeGreaterThanOrEqual(75);
    expect(declined).toBeLessThanOrEqual(85);
  });

  it("has every family in roughly set 18's proportions, each with at least 12 cases, and all four users", () => {
    const set18 = freshCases18(TODAY);
    for (const family of FRESH_FAMILIES) {
      const mine = cases.filter((c) => c.family === family);
      expect(mine.length, family).toBeGreaterThanOrEqual(12);
      // Within five points of set 18's share of the family, and of its share declined in the family.
      const theirs = set18.filter((c) => c.family === family);
      expect(Math.abs(mine.length / cases.length - theirs.length / set18.length), family).toBeLessThanOrEqual(
        0.05,
      );
      const declinedShare = (list: FreshCase[]) =>
        list.filter((c) => c.expect.kind === 'decline').length / list.length;
      expect(Math.abs(declinedShare(mine) - declinedShare(theirs)), family).toBeLessThanOrEqual(0.1);
    }
    expect(cases.every((c) => FRESH_FAMILIES.includes(c.family))).toBe(true);
    expect(new Set(cases.map((c) => c.profile))).toEqual(
      new Set(['household', 'seeded', 'empty', 'checkup']),
    );
  });

  itDeclinesIn(cases, 36, 42);

  it('gives every decline its reason, and no answered case one', () => {
    const reasons = freshCases19Reasons(TODAY);
    const ids = new Set(cases.map((c) => c.id));
    expect(Object.keys(reasons).filter((id) => !ids.has(id))).toEqual([]);
    const declined = cases.filter((c) => c.expect.kind === 'decline');
    expect(
      declined.filter((c) => (reasons[c.id] ?? '').trim().split(/\s+/).length < 3).map((c) => c.id),
    ).toEqual([]);
    expect(cases.filter((c) => c.expect.kind === 'figures' && reasons[c.id] !== undefined)).toEqual([]);
    // The same reasons on any day.
    expect(freshCases19Reasons('2026-11-29')).toEqual(reasons);
  });

  it("works its figures with its own arithmetic: nothing it imports reaches the assistant's code", () => {
    const reached = [...importsOf('fresh-cases-19.ts')];
    expect(
      reached.filter(
        (f) =>
          /_shared|supabase|assistant|families|cases\.ts$|held-out/.test(f) &&
          !/^fresh-cases(-\d+)?\.ts$/.test(f),
      ),
    ).toEqual([]);
    // Only date-fns, the other fresh sets' helpers, seed.ts and the app's database types.
    expect(reached.filter((f) => !f.startsWith('fresh-') && !['date-fns', 'seed.ts'].includes(f))).toEqual([
      '../../src/types/database.ts',
    ]);
  });

  it('asks in the new ways it was written for', () => {
    const count = (test: RegExp | ((q: string) => boolean), family?: string) =>
      cases.filter(
        (c) =>
          (family === undefined || c.family === family) &&
          (typeof test === 'function' ? test(c.question) : test.test(c.question)),
      ).length;
    // Who asks: by the bin, the tow, the turnover, the chart, the market, the dog-night, the
    // allowance, the sponsored episode, the service, the square, the gallon, a share of services.
    expect(
      count(
        /apples|\ba tow\b|per tow|turnovers?\b|charts?\b|farmers markets?|dog-nights?|allowance|sponsored|organist|roofer|gallons?\b|nail tech/i,
      ),
    ).toBeGreaterThanOrEqual(14);
    // Pay written as a count a year, and on two days of the month.
    expect(count(/24 paychecks|26 pay periods/)).toBe(3);
    expect(count(/the 5th and the 20th/)).toBe(1);
    // Code-switching: Nigerian Pidgin, Vietnamese, German.
    expect(count(/\b(abeg|dey|wetin|pikin|e go)\b/)).toBeGreaterThanOrEqual(9);
    expect(count(/[ạảãàáâậầấẩẫăắằặẳẵđêềếệểễôồốộổỗơờớợởỡưừứựửữ]/)).toBeGreaterThanOrEqual(7);
    expect(
      count(/\b(Kann ich|Ich bin|Wie viele?|Was sind|Soll ich|Miete|Einkommen|Wohnung)\b/),
    ).toBeGreaterThanOrEqual(7);
    // Letters, e-mails with a subject, bare keywords, blanks, true or false, code, timestamps, voice
    // notes, checklists.
    expect(count(/^Dear /)).toBeGreaterThanOrEqual(6);
    expect(count(/^Subject: /)).toBeGreaterThanOrEqual(4);
    expect(count(/_{3,}/)).toBeGreaterThanOrEqual(5);
    expect(count(/^true or false:/i)).toBeGreaterThanOrEqual(8);
    expect(count(/^[a-z_]+ = /m)).toBeGreaterThanOrEqual(4);
    expect(count(/^\[\d{1,2}:\d\d (AM|PM)\]/m)).toBeGreaterThanOrEqual(5);
    expect(count(/\[inaudible\]/)).toBeGreaterThanOrEqual(6);
    expect(count(/^- \[[ x]\]/m)).toBeGreaterThanOrEqual(2);
    // "Thou", digits mixed with number words, a rate as a decimal or in quarters.
    expect(count(/\bthou\b/)).toBeGreaterThanOrEqual(5);
    expect(count(/\b\d (thousand|hundred)\b/)).toBeGreaterThanOrEqual(5);
    expect(count(/0\.06|and a quarter percent/)).toBe(2);
    // Numbers that are no money: a flight, a temperature, a floor and a unit, a jersey.
    expect(count(/UA 1532|104 degrees|4th floor|4\. Stock|jersey #23/)).toBeGreaterThanOrEqual(5);
    // New sums, and the app's own calendar.
    expect(
      count(
        /set aside|percentage|% off|interest do i pay|lease\?|unpaid lunch|kWh|per visit|12-pack|extra per year|time and a half/i,
      ),
    ).toBeGreaterThanOrEqual(12);
    expect(count(/car insurance|days apart|over a full year|first bill|gym membership/i, 'arithmetic')).toBe(
      5,
    );
    // The users' goals by name.
    expect(count(/emergenc|vacation|new car|japan|house down/i, 'goals')).toBeGreaterThanOrEqual(24);
    // The check-up, for the check-up user.
    expect(cases.filter((c) => c.profile === 'checkup' && c.family === 'arithmetic').length).toBe(4);

    const kindsOf = (pattern: RegExp) =>
      cases
        .filter((c) => pattern.test(c.question))
        .map((c) => c.expect.kind)
        .sort();
    const all = (kind: 'figures' | 'decline', n: number) => Array<string>(n).fill(kind);
    // Naira, dong, dirhams and Australian dollars: always a decline.
    expect(kindsOf(/₦|đồng|\bAED\b|A\$/)).toEqual(all('decline', 9));
    // Vague amounts: always a decline.
    expect(kindsOf(/north of|decent money|and change|mid-forties/i)).toEqual(all('decline', 7));
    // With the count, a figure; without it, a decline.
    expect(kindsOf(/\btow\b/i)).toEqual(['decline', 'figures']);
    expect(kindsOf(/turnovers?\b/i)).toEqual(['decline', 'figures']);
    // One change at a time.
    const twoChanges = cases.filter((c) => c.id.includes('two-changes'));
    expect(twoChanges.length).toBe(1);
    expect(twoChanges.every((c) => c.expect.kind === 'decline')).toBe(true);
  });

  const year = yearOf(freshCases19, freshCases19Samples);
  itHoldsOnItsSamples(year);
  itScoresConfidentDeclinesWrong(year);
});

/** Figures worked by hand for TODAY (2026-03-10), as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Empty, income stated: the income a month, then less the payment.
  // 22 x 8 = 176 a day; x 5 = 880 a week; x 52 = 45,760; / 12 = 3,813.333...; - 450 = 3,363.33.
  'fresh19-affordability-empty-apple-picker-22-a-bin-8-bins-5-days-truck-450': '$3,813.33 then $3,363.33',
  // 45 x 5 = 225 a day; x 4 = 900 a week; x 52 = 46,800; / 12 = 3,900; - 700 = 3,200.
  'fresh19-affordability-empty-tow-operator-45-a-tow-5-a-day-4-days-rent-700': '$3,900.00 then $3,200.00',
  // 70 x 12 = 840 a week; x 52 = 43,680; / 12 = 3,640; - 385 = 3,255.
  'fresh19-affordability-empty-turnover-cleaner-70-12-a-week-van-385': '$3,640.00 then $3,255.00',
  // 3.50 x 180 = 630 a week; x 52 = 32,760; / 12 = 2,730; - 275 = 2,455.
  'fresh19-affordability-empty-medical-scribe-3-50-a-chart-180-a-week-loan-275': '$2,730.00 then $2,455.00',
  // 340 x 3 = 1,020 a week; x 52 = 53,040; / 12 = 4,420; - 615 = 3,805.
  'fresh19-affordability-empty-farmers-market-340-a-market-3-a-week-kitchen-615': '$4,420.00 then $3,805.00',
  // 45 x 60 = 2,700; - 210 = 2,490.
  'fresh19-affordability-empty-dog-boarding-45-a-dog-night-60-a-month-insurance-210':
    '$2,700.00 then $2,490.00',
  // 25 x 52 = 1,300; / 12 = 108.333...; - 9.99 = 98.34.
  'fresh19-affordability-empty-teen-allowance-25-a-week-game-pass-9-99': '$108.33 then $98.34',
  // 300 x 6 = 1,800; + 2,800 = 4,600; - 520 = 4,080.
  'fresh19-affordability-empty-podcast-300-an-episode-6-plus-job-2800-car-520': '$4,600.00 then $4,080.00',
  // 90 x 6 = 540; + 2,600 = 3,140; - 240 = 2,900.
  'fresh19-affordability-empty-organist-90-a-service-6-plus-job-2600-piano-240': '$3,140.00 then $2,900.00',
  // 90 x 45 = 4,050; - 650 = 3,400.
  'fresh19-affordability-empty-roofer-90-a-square-45-squares-trailer-650': '$4,050.00 then $3,400.00',
  // 400 x 45 = 18,000 a year; / 12 = 1,500; - 300 = 1,200.
  'fresh19-affordability-empty-maple-syrup-400-gallons-45-evaporator-300': '$1,500.00 then $1,200.00',
  // 6,200 x 0.55 = 3,410; - 330 = 3,080.
  'fresh19-affordability-empty-nail-tech-55-percent-of-6200-car-330': '$3,410.00 then $3,080.00',
  // 1,700 x 24 = 40,800; / 12 = 3,400; - 575 = 2,825.
  'fresh19-affordability-empty-24-paychecks-a-year-1700-rent-575': '$3,400.00 then $2,825.00',
  // 1,540 x 26 = 40,040; / 12 = 3,336.666...; - 400 = 2,936.67.
  'fresh19-affordability-empty-26-pay-periods-1540-car-400': '$3,336.67 then $2,936.67',
  // 1,450 x 2 = 2,900; - 390 = 2,510.
  'fresh19-affordability-empty-paid-5th-and-20th-1450-storage-390': '$2,900.00 then $2,510.00',
  // 3,000 + 600 = 3,600; - 425 = 3,175.
  'fresh19-affordability-empty-3-thousand-6-hundred-car-note-425': '$3,600.00 then $3,175.00',
  // Household: 2,100 x 26 / 12 = 4,550.00 in; bills 1,250 + 320 + 65 + 15.99 + 540 / 3 (180) =
  // 1,830.99 (the one-off dentist left out); 2,719.01 left.
  // 2,719.01 - 38 = 2,681.01.
  'fresh19-affordability-household-letter-violin-rental-38': '$2,719.01 then $2,681.01',
  // 2,719.01 - 79 = 2,640.01.
  'fresh19-affordability-household-subject-line-gymnastics-79': '$2,719.01 then $2,640.01',
  // 2,719.01 - 145 = 2,574.01.
  'fresh19-affordability-household-keywords-orthodontist-plan-145': '$2,719.01 then $2,574.01',
  // 2,719.01 - 260 = 2,459.01.
  'fresh19-affordability-household-fill-blank-solar-loan-260': '$2,719.01 then $2,459.01',
  // 2,719.01 - 1,100 = 1,619.01.
  'fresh19-affordability-household-true-or-false-nanny-1100': '$2,719.01 then $1,619.01',
  // 2,719.01 - 119 = 2,600.01.
  'fresh19-affordability-household-checklist-hearing-aids-119': '$2,719.01 then $2,600.01',
  // 2,719.01 - 210 = 2,509.01.
  'fresh19-affordability-household-pidgin-school-bus-210': '$2,719.01 then $2,509.01',
  // Seeded: 2,600 x 26 = 67,600; / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33.
  // 4,183.33 - 280 = 3,903.33.
  'fresh19-affordability-seeded-vietnamese-insurance-280': '$4,183.33 then $3,903.33',
  // 4,183.33 - 450 = 3,733.33.
  'fresh19-affordability-seeded-german-ebike-leasing-450': '$4,183.33 then $3,733.33',
  // Household at a stated 5,000: 5,000 - 1,830.99 = 3,169.01; - 600 = 2,569.01.
  'fresh19-affordability-household-5-thou-take-home-daycare-600': '$3,169.01 then $2,569.01',
  // Checkup at a stated 4,100: - rent 1,500 = 2,600; - 250 = 2,350.
  'fresh19-affordability-checkup-4-thousand-1-hundred-dog-daycare-250': '$2,600.00 then $2,350.00',
  // 2,719.01 - 340 = 2,379.01.
  'fresh19-affordability-household-voice-note-roof-loan-340': '$2,719.01 then $2,379.01',
  // 2,719.01 - 175 = 2,544.01.
  'fresh19-affordability-household-code-pet-insurance-175': '$2,719.01 then $2,544.01',
  // 2,719.01 - 410 = 2,309.01; 2,719.01 - 365 = 2,354.01.
  'fresh19-affordability-household-minivan-lease-410-or-loan-365':
    '$2,719.01 now; $2,309.01 with the lease, $2,354.01 with the loan',
  // 45 x 52 = 2,340; / 12 = 195; 2,719.01 - 195 = 2,524.01.
  'fresh19-affordability-household-swim-and-piano-45-a-week': '$2,719.01 then $2,524.01',
  // 270 / 3 = 90; 2,719.01 - 90 = 2,629.01.
  'fresh19-affordability-household-lawn-aeration-270-a-quarter': '$2,719.01 then $2,629.01',

  // Household: 900 today; rent 1,250 on day 3 (Mar 13): -350.00; paid 2,100 on day 6 (Mar 16), day
  // 20 (Mar 30)...; the car 320 on day 9, the dentist 180 on day 11, the phone 65 on day 15,
  // streaming 15.99 on day 20, the car insurance 540 on day 40 (Apr 19). After day 3 the balance
  // never falls back below zero, so the lowest is day 3's.
  // 900 - 1,320 = -420; 70 more.
  'fresh19-what-if-pidgin-rent-1320': '-$350.00, then -$420.00; $70.00 more a month',
  // 900 - 1,300 = -400; 50 more.
  'fresh19-what-if-vietnamese-rent-1300': '-$350.00, then -$400.00; $50.00 more a month',
  // 900 - 1,290 = -390; 40 more.
  'fresh19-what-if-german-rent-1290-4th-floor-unit-12': '-$350.00, then -$390.00; $40.00 more a month',
  // 1,030 - 1,250 = -220.
  'fresh19-what-if-timestamps-balance-1030': '-$350.00 now, -$220.00 with $1,030.00',
  // 900 - 1,275 = -375; 25 more.
  'fresh19-what-if-letter-rent-1275': '-$350.00, then -$375.00; $25.00 more a month',
  // The phone on day 15, after payday: 80 - 65 = 15 more.
  'fresh19-what-if-keywords-phone-80-lowest-before-payday': '-$350.00 either way; $15.00 more a month',
  // 1,210 - 1,250 = -40.
  'fresh19-what-if-code-balance-1210': '-$350.00 now, -$40.00 with $1,210.00',
  // 900 - 1,180 = -280; 70 less.
  'fresh19-what-if-fill-blank-rent-1180': '-$350.00, then -$280.00; $70.00 less a month',
  // The car on day 9, after payday: 360 - 320 = 40 more.
  'fresh19-what-if-true-or-false-car-payment-360': 'True: -$350.00 either way; $40.00 more a month',
  // 900 - 1,365 = -465; 115 more.
  'fresh19-what-if-sarcasm-rent-1365': '-$350.00, then -$465.00; $115.00 more a month',
  // Twelve ninety-five = 1,295: 900 - 1,295 = -395; 45 more.
  'fresh19-what-if-voice-note-rent-twelve-ninety-five': '-$350.00, then -$395.00; $45.00 more a month',
  // 2 thou = 2,000: 2,000 - 1,250 = 750.
  'fresh19-what-if-2-thou-in-checking': '-$350.00 now, $750.00 with $2,000.00',
  // Memorial Day 2026 is Monday May 25: days 0 to 75 (21 + 30 + 25 = 76 days). 900 - 1,310 = -410
  // on day 3; after it the balance stays above zero (day 6: 1,690; the rent of Apr 13 and May 13
  // fall with or after a payday). 60 more.
  'fresh19-what-if-rent-1310-before-memorial-day': '-$350.00, then -$410.00; $60.00 more a month',
  // Through Jul 4 (days 0 to 116): the car insurance on day 40 at 600; -350 either way; 60 / 3 = 20
  // more a month.
  'fresh19-what-if-car-insurance-600-by-fourth-of-july': '-$350.00 either way; $20.00 more a month',
  // Days 0 to 12 (no event on day 12 or 13): 640 - 1,250 = -610.
  'fresh19-what-if-balance-640-next-13-days': '-$350.00 now, -$610.00 with $640.00',
  // Pay 1,860 until day 20: day 3 -350; day 6 +1,860 = 1,510; day 9 1,190; day 11 1,010; day 15
  // 945: -350; 240 x 26 / 12 = 520 less a month.
  'fresh19-what-if-unpaid-leave-checks-1860': '-$350.00 either way; $520.00 less a month',
  // Seeded: 1,200 today; rent 1,450 on day 2: -250.00; paid 2,600 on day 4.
  // 1,200 - 1,395 = -195; 55 less.
  'fresh19-what-if-seeded-flight-ua-1532-rent-1395': '-$250.00, then -$195.00; $55.00 less a month',
  // 3,200 - 1,450 = 1,750.
  'fresh19-what-if-seeded-3-thousand-2-hundred-balance': '-$250.00 now, $1,750.00 with $3,200.00',
  // 1,200 - 1,500 = -300; 50 more.
  'fresh19-what-if-seeded-grandson-set-up-rent-1500': '-$250.00, then -$300.00; $50.00 more a month',

  // Goals on TODAY. Household: the Emergency Fund, made Oct 11, 2025, due Jan 04, 2027 (300 days):
  // 14 whole months, 4 passed, the plan 10,000 x 4 / 14 = 2,857.15, 357.15 behind; the Vacation,
  // made Jan 09, 2026, due Sep 06, 2026 (180 days): 7 whole months, 2 passed, the plan 3,000 x 2 /
  // 7 = 857.15, 257.15 behind; the New Car, no date.
  'fresh19-goals-pidgin-which-goal-dey-behind-pass': 'Emergency Fund, $357.15 behind',
  'fresh19-goals-vietnamese-vacation-con-thieu': '$2,400.00',
  // 7,000 / 500 = 14: May 10, 2027.
  'fresh19-goals-german-new-car-500-im-monat': '14 months, May 10, 2027',
  // 7,500 over 9 whole months (Mar 10 to Jan 04) = 833.333...: 833.34.
  'fresh19-goals-letter-emergency-fund-monthly-to-date': '$833.34 a month',
  'fresh19-goals-keywords-goals-behind-schedule-amount': 'Emergency Fund $357.15; Vacation $257.15',
  // 2,400 / 320 = 7.5: 8: Nov 10, 2026.
  'fresh19-goals-fill-blank-vacation-320': '8 months, on Nov 10, 2026',
  // 1,000 / 8,000 = 0.125.
  'fresh19-goals-true-or-false-new-car-under-a-quarter': 'True: 12.5% funded',
  // 7,000 / 650 = 10.8: 11: Feb 10, 2027.
  'fresh19-goals-code-new-car-650': '11 months, Feb 10, 2027',
  'fresh19-goals-checklist-emergency-and-vacation-missing': '$7,500.00 and $2,400.00',
  'fresh19-goals-voice-note-vacation-how-far-behind': '$257.15 behind',
  // 7,000 / 1,400 = 5: Aug 10, 2026.
  'fresh19-goals-1-4-thou-into-new-car': '5 months, Aug 10, 2026',
  // 7,500 / 1,250 = 6: Sep 10, 2026.
  'fresh19-goals-1-thousand-2-hundred-50-emergency': '6 months, Sep 10, 2026',
  // 2,500 + 600 + 1,000 = 4,100.
  'fresh19-goals-saved-so-far-across-all-three': '$4,100.00',
  // 600 x 1 / 3 = 200; 2,400 / 200 = 12: Mar 10, 2027.
  'fresh19-goals-600-split-two-to-one-vacation-when': '12 months, Mar 10, 2027',
  // 75 x 52 / 12 = 325; 2,400 / 325 = 7.4: 8: Nov 10, 2026.
  'fresh19-goals-vacation-75-every-week': '8 months, Nov 10, 2026',
  // 150 x 26 / 12 = 325; 7,000 / 325 = 21.5: 22: Jan 10, 2028.
  'fresh19-goals-new-car-150-from-each-paycheck': '22 months, Jan 10, 2028',
  'fresh19-goals-deadline-comes-first-and-date': 'The Vacation, Sep 06, 2026',
  'fresh19-goals-vacation-plan-amount-by-today': '$857.15',
  // 2,400 over 5 whole months (Mar 10 to Sep 06) = 480.
  'fresh19-goals-vacation-monthly-to-date-and-remaining': '$2,400.00 left; $480.00 a month',
  // Seeded: the New Laptop, 1,500 of 1,500, completed.
  'fresh19-goals-seeded-any-goals-already-complete': 'Yes: New Laptop',
  // 2,800 / 350 = 8: Nov 10, 2026.
  'fresh19-goals-seeded-japan-350-sarcasm': '8 months, Nov 10, 2026',
  // 8,000 / 40,000 = 0.2.
  'fresh19-goals-seeded-house-percent-saved': '20%',
  // Due day 320, Jan 24, 2027: 10 whole months; 7,500 / 10 = 750.
  'fresh19-goals-seeded-emergency-monthly-by-deadline': '$750.00 a month',

  // Arithmetic on the question's numbers.
  // 180 + 120 + 139 = 439; / 12 = 36.583...
  'fresh19-arithmetic-sinking-fund-registration-aaa-prime': '$36.58 a month',
  // 1,340 - 1,250 = 90; / 1,250 = 0.072.
  'fresh19-arithmetic-rent-1250-to-1340-percent-increase': '7.2%',
  // 99.99 - 74.99 = 25; / 99.99 = 0.250025.
  'fresh19-arithmetic-marked-down-99-99-to-74-99-percent-off': '25% off',
  // 389 x 60 = 23,340; - 20,000 = 3,340.
  'fresh19-arithmetic-loan-20000-389-for-60-months-total-interest': '$3,340.00',
  // 329 x 36 = 11,844; + 2,999 = 14,843.
  'fresh19-arithmetic-lease-36-months-329-plus-2999-down': '$14,843.00',
  // 8:30 to 5:00 = 8.5 hours; - 0.5 = 8; x 5 = 40; x 18 = 720.
  'fresh19-arithmetic-clock-830-to-5-unpaid-lunch-18-an-hour': '$720.00',
  // 850 x 0.14 = 119.
  'fresh19-arithmetic-850-kwh-at-14-cents': '$119.00',
  // 45 / 9 = 5.
  'fresh19-arithmetic-gym-45-went-9-times-cost-per-visit': '$5.00 a visit',
  // 12 x 1.25 = 15; - 8.99 = 6.01.
  'fresh19-arithmetic-12-pack-8-99-vs-1-25-a-can': '$6.01',
  // 1.00 x 12 = 12.
  'fresh19-arithmetic-spotify-11-99-to-12-99-extra-a-year': '$12.00 a year',
  // 40 x 22 = 880; 22 x 1.5 = 33; 6 x 33 = 198; 880 + 198 = 1,078.
  'fresh19-arithmetic-overtime-22-an-hour-46-hours': '$1,078.00',
  // 3,400 x 0.15 = 510.
  'fresh19-arithmetic-pidgin-15-percent-of-3400': '$510.00',
  // 1,260 / 3 = 420.
  'fresh19-arithmetic-vietnamese-1260-chia-3': '$420.00',
  // 2,600 x 0.07 = 182.
  'fresh19-arithmetic-german-7-prozent-von-2600': '$182.00',
  // 52 x 65 = 3,380.
  'fresh19-arithmetic-fill-blank-52-weeks-65': '$3,380.00',
  // 4 x 87.50 = 350 > 340.
  'fresh19-arithmetic-true-or-false-4-payments-87-50': 'True: $350.00',
  // 1,480 / 4 = 370.
  'fresh19-arithmetic-code-rent-1480-roommates-4': '$370.00',
  // 23.75 x 40 = 950 a week; x 52 = 49,400.
  'fresh19-arithmetic-keywords-hourly-23-75-yearly-40-hours': '$49,400.00 a year',
  // 18,400 x 0.035 = 644.
  'fresh19-arithmetic-letter-3-5-percent-of-18400': '$644.00',
  // 138.60 x 0.2 = 27.72; + 138.60 = 166.32; / 3 = 55.44.
  'fresh19-arithmetic-timestamps-dinner-138-60-tip-20-split-3': '$55.44 each',
  // 1,260 / 12 = 105.
  'fresh19-arithmetic-voice-note-renters-1260-a-year-monthly': '$105.00 a month',
  // 1,395 x 0.4 = 558.
  'fresh19-arithmetic-unit-12b-4th-floor-40-percent-of-1395': '$558.00',
  // 3,200 x 12 = 38,400.
  'fresh19-arithmetic-3-thousand-2-hundred-a-month-yearly': '$38,400.00',
  // 2,500 / 10 = 250.
  'fresh19-arithmetic-2-5-thou-over-10-months': '$250.00 a month',
  // Household: 540 a quarter / 3 = 180.
  'fresh19-arithmetic-household-car-insurance-per-month': '$180.00 a month',
  // Rent on day 3 (Mar 13), the car payment on day 9 (Mar 19): 6 days.
  'fresh19-arithmetic-household-days-from-rent-to-car-payment': '6 days',
  // 65 + 15.99 = 80.99; x 12 = 971.88.
  'fresh19-arithmetic-household-phone-and-streaming-a-year': '$971.88',
  // Paid on day 6 (Mar 16); the car payment on day 9 (Mar 19), before the dentist on day 11.
  'fresh19-arithmetic-household-first-bill-after-next-paycheck': 'Car payment, $320.00',
  // Seeded: the gym membership on day 45: Mar 10 + 21 = Mar 31, + 24 = Apr 24.
  'fresh19-arithmetic-seeded-gym-membership-when-and-how-much': 'Gym membership, Apr 24, 2026: $40.00',
  // Check-up: 3 x 2,000 = 6,000; - 4,000 = 2,000; / 250 = 8. 3,000 / 300 = 10. Flagged: the
  // emergency fund (2.0 months), the high-interest debt, retirement (5%); the bills' share (38%) and
  // life cover (no dependents) are good. 4,000 - 2,000 - 200 = 1,800.
  'fresh19-arithmetic-checkup-months-to-three-month-cushion-at-250': '8 months',
  'fresh19-arithmetic-checkup-months-to-clear-card-at-300-no-interest': '10 months',
  'fresh19-arithmetic-checkup-what-gets-flagged':
    'Emergency fund (2.0 months), high-interest debt, retirement saving (5%)',
  'fresh19-arithmetic-checkup-left-after-essentials-and-retirement': '$1,800.00',

  // Declines that still owe a figure. Rent 1,500 to 1,575: 75.00 more; to 1,460: 40.00 less; the New
  // Car: 8,000 - 1,000 = 7,000.00 left.
  'fresh19-what-if-checkup-rent-1575-no-balance': 'I need your balance today. Rent goes up $75.00 a month.',
  'fresh19-what-if-checkup-rent-1460-no-balance': 'I need your balance today. Rent goes down $40.00 a month.',
  'fresh19-goals-new-car-by-fourth-of-july-monthly':
    "I can't answer that yet: the New Car has no date. $7,000.00 is left.",
};

/**
 * The retirement cases' deposits, worked from each question: [id, savings already there, a month's
 * deposit, rate %, months].
 */
const RETIREMENT: [string, number, number, number, number][] = [
  // 350 a month from 31: 34 years.
  ['pidgin-31-350', 0, 350, 5, 34 * 12],
  // 300 a month from 27: 38 years.
  ['vietnamese-27-300', 0, 300, 5, 38 * 12],
  // 400 a month from 36 at 6%: 29 years.
  ['german-36-400-at-6', 0, 400, 6, 29 * 12],
  // 95,000 and 1,250 a month from 48: 17 years.
  ['letter-48-95000-1250', 95000, 1250, 5, 17 * 12],
  // 700 a month from 44 at 6.5%: 21 years.
  ['keywords-44-700-6-5', 0, 700, 6.5, 21 * 12],
  // 425 a month from 29 at 7%: 36 years.
  ['fill-blank-29-425-at-7', 0, 425, 7, 36 * 12],
  // 200 a month from 23: 42 years.
  ['true-or-false-23-200-over-300k', 0, 200, 5, 42 * 12],
  // 550 a month from 34 at 0.06 = 6%: 31 years.
  ['code-34-550-rate-0-06', 0, 550, 6, 31 * 12],
  // Eight hundred a month from forty-one: 24 years.
  ['voice-note-41-eight-hundred', 0, 800, 5, 24 * 12],
  // 30 thou = 30,000 and 600 a month from 43: 22 years.
  ['43-30-thou-plus-600', 30000, 600, 5, 22 * 12],
  // 1 thousand 1 hundred = 1,100 a month from 50: 15 years.
  ['50-1-thousand-1-hundred', 0, 1100, 5, 15 * 12],
  // The household's car payment, 320 a month, from 35: 30 years.
  ['household-same-as-car-payment-at-35', 0, 320, 5, 30 * 12],
  // 1,500 a quarter = 500 a month from 39: 26 years.
  ['sep-1500-every-quarter-at-39', 0, 500, 5, 26 * 12],
  // 250 a month from 26 at 7.25%: 39 years.
  ['26-250-seven-and-a-quarter-percent', 0, 250, 7.25, 39 * 12],
  // 300 + 275 = 575 a month, both 37: 28 years.
  ['household-300-and-partner-275-both-37', 0, 575, 5, 28 * 12],
  // 100 a month from 17: 48 years.
  ['17-jersey-23-roth-100', 0, 100, 5, 48 * 12],
  // 480 a month from 33 at 5.5%: 32 years.
  ['timestamps-33-480-at-5-5', 0, 480, 5.5, 32 * 12],
  // 180 every two weeks = 180 x 26 / 12 = 390 a month from 30: 35 years.
  ['seeded-26-pay-periods-180-at-30', 0, 390, 5, 35 * 12],
];

/** Month by month: the month's interest on what is there, then the deposit at the month's end. */
function grown(start: number, deposit: number, ratePercent: number, months: number): number {
  let balance = start;
  for (let month = 0; month < months; month += 1) balance = balance * (1 + ratePercent / 100 / 12) + deposit;
  return balance;
}

const wholeDollarsText = (value: number) =>
  `$${Math.floor(value + 1e-9).toLocaleString('en-US')}.${String(Math.floor(((value + 1e-9) % 1) * 100)).padStart(2, '0')}`;

describe('the arithmetic, against values worked by hand', () => {
  const cases = freshCases19(TODAY);
  const byId = new Map(cases.map((c) => [c.id, c]));

  itMatchesWorked(cases, WORKED);

  it('works by hand every case that owes a figure outside the retirement family (worked below) too', () => {
    const unworked = cases.filter(
      (c) => c.family !== 'retirement' && factsOf(c).length > 0 && WORKED[c.id] === undefined,
    );
    expect(unworked.map((c) => c.id)).toEqual([]);
  });

  it('grows every retirement projection month by month, and its 4% income, as the case expects', () => {
    const retirement = cases.filter((c) => c.family === 'retirement' && c.expect.kind === 'figures');
    expect(retirement.map((c) => c.id).sort()).toEqual(
      RETIREMENT.map(([id]) => `fresh19-retirement-${id}`).sort(),
    );
    for (const [id, start, deposit, rate, months] of RETIREMENT) {
      const c = byId.get(`fresh19-retirement-${id}`)!;
      const total = grown(start, deposit, rate, months);
      const text = `About ${wholeDollarsText(total)} at retirement; the 4% rule gives ${wholeDollarsText(total * 0.04)} a year, ${wholeDollarsText((total * 0.04) / 12)} a month.`;
      for (const fact of factsOf(c))
        expect(holds(fact, text), `${id}: ${String(fact)} in ${text}`).toBe(true);
      for (const wrong of c.mustNot ?? []) expect(holds(wrong, text), `${id}: ${String(wrong)}`).toBe(false);
    }
    // Worked by hand: 200 a month for 504 months at 5%: (1 + 0.05/12)^504 is about 8.13, so
    // 200 x 7.13 / 0.0041667 is about 342,000: over 300k, as the true-or-false case has it.
    expect(grown(0, 200, 5, 504)).toBeGreaterThan(300000);
    expect(grown(0, 200, 5, 504)).toBeLessThan(345000);
    // With no interest, 500 a month for 26 years would be 156,000: the 5% projection is well above it.
    expect(grown(0, 500, 5, 312)).toBeGreaterThan(156000 * 2);
  });

  it('reads the holidays, the goals and the check-up as worked by hand', () => {
    // Memorial Day 2026 is Monday May 25 (May 31 is a Sunday); 2027's is May 31.
    expect(format(memorialDay(TODAY), 'yyyy-MM-dd')).toBe('2026-05-25');
    expect(format(memorialDay('2026-05-25'), 'yyyy-MM-dd')).toBe('2027-05-31');
    expect(daysBefore(TODAY, memorialDay(TODAY))).toBe(76);
    // Jul 4 is 116 days after Mar 10 (21 + 30 + 31 + 30 + 4).
    expect(daysBefore(TODAY, fourthOfJuly(TODAY))).toBe(116);
    expect(format(fourthOfJuly('2026-07-04'), 'yyyy-MM-dd')).toBe('2027-07-04');
    const [, vacation] = HOUSEHOLD.goals as [(typeof HOUSEHOLD.goals)[0], (typeof HOUSEHOLD.goals)[0]];
    expect(planHoldsCents(vacation, TODAY)).toBe(85715);
    const plan = checkupPlan(TODAY);
    expect(plan.monthsToThreeMonths(250)).toBe(8);
    expect(plan.monthsToClearDebt(300)).toBe(10);
    expect(plan.leftAfterEssentialsAndRetirement).toBe(180000);
  });

  it("matches the helpers to the hand arithmetic for the users' months, forecasts and goals", () => {
    // A week: 880: 3,813.33; 900: 3,900.00; 840: 3,640.00; 630: 2,730.00; 1,020: 4,420.00; 25: 108.33;
    // 45: 195.00. Two weeks: 1,540: 3,336.67; 180: 390.00. Twice a month: 1,700: 3,400.00. A year:
    // 18,000: 1,500.00. A quarter: 270: 90.00; 1,500: 500.00.
    expect(perMonthCents(880, 'weekly')).toBe(381333);
    expect(perMonthCents(900, 'weekly')).toBe(390000);
    expect(perMonthCents(840, 'weekly')).toBe(364000);
    expect(perMonthCents(630, 'weekly')).toBe(273000);
    expect(perMonthCents(1020, 'weekly')).toBe(442000);
    expect(perMonthCents(25, 'weekly')).toBe(10833);
    expect(perMonthCents(45, 'weekly')).toBe(19500);
    expect(perMonthCents(1540, 'bi-weekly')).toBe(333667);
    expect(perMonthCents(180, 'bi-weekly')).toBe(39000);
    expect(perMonthCents(1700, 'semi-monthly')).toBe(340000);
    expect(perMonthCents(18000, 'yearly')).toBe(150000);
    expect(perMonthCents(270, 'quarterly')).toBe(9000);
    expect(perMonthCents(1500, 'quarterly')).toBe(50000);
    // Household: 2,719.01 left; at a stated 5,000: 3,169.01. Seeded: 4,183.33. Checkup at 4,100:
    // 2,600.00. Empty with 2,700: 2,700.00.
    expect(affordability(HOUSEHOLD, []).left).toBe(271901);
    expect(affordability(HOUSEHOLD, [], { amount: 5000, per: 'monthly' }).left).toBe(316901);
    expect(affordability(SEEDED, []).left).toBe(418333);
    expect(affordability(CHECKUP, [], { amount: 4100, per: 'monthly' }).left).toBe(260000);
    expect(affordability(EMPTY, [], { amount: 2700, per: 'monthly' }).left).toBe(270000);
    // Household to payday: -350.00; with 1,030: -220.00; with 640 over 13 days: -610.00; rent 1,310
    // before Memorial Day: -410.00; the pay at 1,860 to the payday after: -350.00. Seeded with 3,200:
    // 1,750.00; rent 1,395: -195.00.
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 1030 })).toBe(-22000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 640, days: 13 })).toBe(-61000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Rent: 1310 }, days: 76 })).toBe(-41000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 1860 }, days: 20 })).toBe(-35000);
    expect(lowestBalance(SEEDED, TODAY, { balance: 3200 })).toBe(175000);
    expect(lowestBalance(SEEDED, TODAY, { changed: { Rent: 1395 } })).toBe(-19500);
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
    expect(reach(vacation, 320, TODAY)).toEqual({ months: 8, date: 'Nov 10, 2026' });
    expect(reach(car, 650, TODAY)).toEqual({ months: 11, date: 'Feb 10, 2027' });
    expect(reach(car, 325, TODAY)).toEqual({ months: 22, date: 'Jan 10, 2028' });
    expect(reach(vacation, 200, TODAY).months).toBe(12);
    expect(reach(ef, 1250, TODAY).months).toBe(6);
    const seededEf = SEEDED.goals.find((g) => g.title === 'Emergency Fund')!;
    expect(neededCents(seededEf, TODAY)).toBe(75000);
  });

  it('fails the likely wrong answers', () => {
    const mustNotHolds = (id: string, text: string) => byId.get(id)!.mustNot!.some((f) => holds(f, text));
    // A week's pay taken as 4 weeks: 3,520 - 450 = 3,070.00; 3,600 - 700 = 2,900.00; 3,360 - 385 =
    // 2,975.00; 2,520 - 275 = 2,245.00; 4,080 - 615 = 3,465.00; 100 - 9.99 = 90.01.
    expect(
      mustNotHolds('fresh19-affordability-empty-apple-picker-22-a-bin-8-bins-5-days-truck-450', '$3,070.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh19-affordability-empty-tow-operator-45-a-tow-5-a-day-4-days-rent-700', '$2,900.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh19-affordability-empty-turnover-cleaner-70-12-a-week-van-385', '$2,975.00'),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh19-affordability-empty-medical-scribe-3-50-a-chart-180-a-week-loan-275',
        '$2,245.00',
      ),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh19-affordability-empty-farmers-market-340-a-market-3-a-week-kitchen-615',
        '$3,465.00',
      ),
    ).toBe(true);
    expect(
      mustNotHolds('fresh19-affordability-empty-teen-allowance-25-a-week-game-pass-9-99', '$90.01'),
    ).toBe(true);
    // The job alone (2,280.00, 2,360.00); the year's syrup as a month's (17,700.00); the services as
    // pay (5,870.00); one check as a month's pay (1,125.00, 1,060.00); two checks a month for 26 a
    // year (2,680.00); the calendar's pay for the stated 5 thou (2,719.01); the checkup's rent left
    // out (3,850.00).
    expect(
      mustNotHolds('fresh19-affordability-empty-podcast-300-an-episode-6-plus-job-2800-car-520', '$2,280.00'),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh19-affordability-empty-organist-90-a-service-6-plus-job-2600-piano-240',
        '$2,360.00',
      ),
    ).toBe(true);
    expect(
      mustNotHolds('fresh19-affordability-empty-maple-syrup-400-gallons-45-evaporator-300', '$17,700.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh19-affordability-empty-nail-tech-55-percent-of-6200-car-330', '$5,870.00'),
    ).toBe(true);
    expect(mustNotHolds('fresh19-affordability-empty-24-paychecks-a-year-1700-rent-575', '$1,125.00')).toBe(
      true,
    );
    expect(mustNotHolds('fresh19-affordability-empty-paid-5th-and-20th-1450-storage-390', '$1,060.00')).toBe(
      true,
    );
    expect(mustNotHolds('fresh19-affordability-empty-26-pay-periods-1540-car-400', '$2,680.00')).toBe(true);
    expect(mustNotHolds('fresh19-affordability-household-5-thou-take-home-daycare-600', '$2,719.01')).toBe(
      true,
    );
    expect(
      mustNotHolds('fresh19-affordability-checkup-4-thousand-1-hundred-dog-daycare-250', '$3,850.00'),
    ).toBe(true);
    // A weekly and a quarterly payment taken as monthly (2,674.01, 2,449.01); the one-off dentist
    // counted in the minivan's month (2,539.01).
    expect(mustNotHolds('fresh19-affordability-household-swim-and-piano-45-a-week', '$2,674.01')).toBe(true);
    expect(mustNotHolds('fresh19-affordability-household-lawn-aeration-270-a-quarter', '$2,449.01')).toBe(
      true,
    );
    expect(mustNotHolds('fresh19-affordability-household-minivan-lease-410-or-loan-365', '$2,539.01')).toBe(
      true,
    );
    // A deposit taken as monthly; the partner's part left out; 5% for a stated rate.
    for (const [id, start, monthlyDeposit, rate, years] of [
      ['fresh19-retirement-sep-1500-every-quarter-at-39', 0, 1500, 5, 26],
      ['fresh19-retirement-seeded-26-pay-periods-180-at-30', 0, 180, 5, 35],
      ['fresh19-retirement-household-300-and-partner-275-both-37', 0, 300, 5, 28],
      ['fresh19-retirement-code-34-550-rate-0-06', 0, 550, 5, 31],
      ['fresh19-retirement-26-250-seven-and-a-quarter-percent', 0, 250, 5, 39],
      ['fresh19-retirement-43-30-thou-plus-600', 0, 600, 5, 22],
    ] as const)
      expect(
        mustNotHolds(id, `about ${wholeDollarsText(grown(start, monthlyDeposit, rate, years * 12))}`),
        id,
      ).toBe(true);
    // The goals' amounts a month taken as a whole (4 or 8 months for the vacation at 600 split two to
    // one), a week's and a paycheck's as a month's (32, 47 months).
    expect(mustNotHolds('fresh19-goals-600-split-two-to-one-vacation-when', 'in 4 months')).toBe(true);
    expect(mustNotHolds('fresh19-goals-600-split-two-to-one-vacation-when', 'in 8 months')).toBe(true);
    expect(mustNotHolds('fresh19-goals-vacation-75-every-week', '32 months')).toBe(true);
    expect(mustNotHolds('fresh19-goals-new-car-150-from-each-paycheck', '47 months')).toBe(true);
    // A negative lowest written without its minus is not the figure.
    const balance = byId.get('fresh19-what-if-timestamps-balance-1030')!;
    expect(factsOf(balance).every((f) => holds(f, '$350.00 then $220.00'))).toBe(false);
  });

  it('tells a decline by its first line, and a decline that still owes a figure', () => {
    const noBalance = byId.get('fresh19-what-if-checkup-rent-1575-no-balance')!;
    expect(freshScore(noBalance, 200, 'I need your balance today to answer that.')).toBe('declined');
    expect(freshScore(noBalance, 200, 'I need your balance today. Rent goes up $75.00 a month.')).toBe(
      'right',
    );
    expect(
      freshScore(noBalance, 200, 'Reading: rent $1,575.00.\nYou stay positive; $75.00 more a month.'),
    ).toBe('wrong');
    const july = byId.get('fresh19-goals-new-car-by-fourth-of-july-monthly')!;
    expect(
      freshScore(july, 200, "I can't answer that yet: the New Car has no date. $7,000.00 is left."),
    ).toBe('right');
    expect(freshScore(july, 200, 'Reading: New Car by Jul 04, 2026.\n$1,750.00 a month.')).toBe('wrong');
    // Naira: a made-up conversion is wrong, a decline right.
    const naira = byId.get('fresh19-affordability-empty-pidgin-naira-900000-gym-200')!;
    expect(
      freshScore(naira, 200, 'Reading: income $900,000.00 a month.\n$900,000.00 then $899,800.00.'),
    ).toBe('wrong');
    expect(freshScore(naira, 200, 'I need your pay in US dollars to answer that.')).toBe('right');
    // A vague income: a confident reading is wrong.
    const north = byId.get('fresh19-affordability-empty-north-of-4k-truck-700')!;
    expect(freshScore(north, 200, 'Reading: income $4,000.00 a month.\n$4,000.00 then $3,300.00.')).toBe(
      'wrong',
    );
    // An answer about someone else's money gives no figure.
    const roommate = byId.get('fresh19-out-of-scope-roommate-savings')!;
    expect(
      freshScore(roommate, 200, "I can't see your roommate's accounts. Most people keep $1,000.00."),
    ).toBe('declined');
    expect(declines("I can't answer that yet: that's in naira.")).toBe(true);
    expect(declines('Reading: $22.00 a bin, 8 bins a day, 5 days a week.')).toBe(false);
  });
});
