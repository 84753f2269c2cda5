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
  calendarMonthly,
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
import { calendarThrough, freshCases14 } from './fresh-cases-14.ts';
import { freshCases15 } from './fresh-cases-15.ts';
import { freshCases16 } from './fresh-cases-16.ts';
import { freshCases17 } from './fresh-cases-17.ts';
import { freshCases18 } from './fresh-cases-18.ts';
import { daysBefore, freshCases19 } from './fresh-cases-19.ts';
import {
  checkupCushion,
  freshCases20,
  freshCases20Reasons,
  freshCases20Samples,
  juneteenth,
  mothersDay,
  nthPayday,
  stPatricksDay,
  valentinesDay,
} from './fresh-cases-20.ts';
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
 * Checks of the twentieth fresh held-out set itself (issue 38): its shape, the reason each decline
 * gives, that its figures come from its own arithmetic (nothing it imports reaches the assistant's
 * code), and its arithmetic against values worked by hand (and, for the retirement projections,
 * month by month in a loop of its own). The checks sets 3 to 19 each make of themselves are
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

describe('the twentieth fresh set', () => {
  const cases = freshCases20(TODAY);
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
    ...freshCases19(TODAY),
  ];

  itIsNew(cases, earlier, { prefix: 'fresh20', min: 200, earlierSets: '1 to 19' });
  itRewordsNoneOfItsOwn(cases);

  it('has at least 200 questions, 75 to 85 of them to decline', () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.length).toBeLessThanOrEqual(215);
    const declined = cases.filter((c) => c.expect.kind === 'decline').length;
    expect(declined).toBeGreaterThanOrEqual(75);
    expect(declined).toBeLessThanOrEqual(85);
  });

  it("has every family in roughly set 19's proportions, each with at least 12 cases, and all four users", () => {
    const set19 = freshCases19(TODAY);
    for (const family of FRESH_FAMILIES) {
      const mine = cases.filter((c) => c.family === family);
      expect(mine.length, family).toBeGreaterThanOrEqual(12);
      // Within five points of set 19's share of the family, and of its share declined in the family.
      const theirs = set19.filter((c) => c.family === family);
      expect(Math.abs(mine.length / cases.length - theirs.length / set19.length), family).toBeLessThanOrEqual(
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
    const reasons = freshCases20Reasons(TODAY);
    const ids = new Set(cases.map((c) => c.id));
    expect(Object.keys(reasons).filter((id) => !ids.has(id))).toEqual([]);
    const declined = cases.filter((c) => c.expect.kind === 'decline');
    expect(
      declined.filter((c) => (reasons[c.id] ?? '').trim().split(/\s+/).length < 3).map((c) => c.id),
    ).toEqual([]);
    expect(cases.filter((c) => c.expect.kind === 'figures' && reasons[c.id] !== undefined)).toEqual([]);
    // The same reasons on any day.
    expect(freshCases20Reasons('2026-11-29')).toEqual(reasons);
  });

  it("works its figures with its own arithmetic: nothing it imports reaches the assistant's code", () => {
    const reached = [...importsOf('fresh-cases-20.ts')];
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
    // Who asks: by the sheep, the driveway, the cord, the dozen, the charter, the party, the test, the
    // piece, the room, the radio spot, the car detailed, the set of braids.
    expect(
      count(
        /per sheep|a driveway|a cord\b|a dozen|charters?\b|parties|per test|per piece|a room\b|radio spot|detailing|braid/i,
      ),
    ).toBeGreaterThanOrEqual(14);
    // Pay written as fourteen salaries a year or three times a month; a missionary, a student.
    expect(count(/14 salaries|14 yearly salary/)).toBe(2);
    expect(count(/three times a month/)).toBe(2);
    expect(count(/missionary|international student/)).toBe(2);
    // Code-switching: Italian, Polish, Korean, Swahili.
    expect(count(/\b(quanto|affitto|stipendio|anni|possiamo|manca|devo)\b/)).toBeGreaterThanOrEqual(6);
    expect(count(/\b(czy|jeśli|czynsz|ile|mam|zarabiam|który|wpłacam)\b/)).toBeGreaterThanOrEqual(6);
    expect(count(/[\uac00-\ud7af]/)).toBeGreaterThanOrEqual(6);
    expect(
      count(/\b(kodi|mshahara|naweza|nina miaka|kila mwezi|kila wiki|nisaidie|lengo)\b/),
    ).toBeGreaterThanOrEqual(6);
    // YAML, CSV, SQL, a P.S., a note to self, a numbered thread, an @-mention, a Q and A card.
    expect(count(/^[a-z_]+: \S/m)).toBeGreaterThanOrEqual(5);
    expect(count(/^[a-z_ ]+,[a-z_ ]+(,[a-z_ ]+)?$/m)).toBeGreaterThanOrEqual(5);
    expect(count(/^SELECT /)).toBeGreaterThanOrEqual(4);
    expect(count(/^P\.S\. /m)).toBeGreaterThanOrEqual(5);
    expect(count(/^note to self:/)).toBeGreaterThanOrEqual(6);
    expect(count(/^\(1\/2\) .*\n\(2\/2\) /)).toBeGreaterThanOrEqual(5);
    expect(count(/^@[a-z]+ /)).toBeGreaterThanOrEqual(6);
    expect(count(/^Q: .*\nA:$/)).toBeGreaterThanOrEqual(5);
    // "Half a mil", "a quarter mil", thousands with a decimal, unicode fractions, "an even", the
    // currency code after the amount, "the big 4-0".
    expect(count(/half a mil|quarter mil/)).toBe(3);
    expect(count(/\b\d\.\d thousand\b/)).toBe(3);
    expect(count(/½/)).toBe(2);
    expect(count(/\ban even\b/)).toBe(4);
    expect(count(/\d USD\b/)).toBe(3);
    expect(count(/big 4-0/)).toBe(1);
    // Horizons: holidays not used before, and day counts.
    expect(count(/mother's day|valentine's day|juneteenth|st\. patrick's day/, 'what-if')).toBe(4);
    expect(count(/the next (9|25) days/, 'what-if')).toBe(2);
    // New sums, and the app's own data.
    expect(
      count(
        /pay in 4|square feet|miles over|a mile\b|per hour|each check|weeks until|working days|per square foot|a ride|subtotal|offer A|pre-tax|differential|lose per year|went up 3%|emergency cushion/i,
        'arithmetic',
      ),
    ).toBeGreaterThanOrEqual(18);
    expect(
      count(
        /smallest|twelve months|next 14 days|third paycheck|already been paid|one-time bills/i,
        'arithmetic',
      ),
    ).toBe(6);
    // The users' goals by name.
    expect(count(/emergenc|vacation|new car|japan|house down|goal/i, 'goals')).toBeGreaterThanOrEqual(28);
    // The check-up, for the check-up user.
    expect(cases.filter((c) => c.profile === 'checkup' && c.family === 'arithmetic').length).toBe(4);

    const kindsOf = (pattern: RegExp) =>
      cases
        .filter((c) => pattern.test(c.question))
        .map((c) => c.expect.kind)
        .sort();
    const all = (kind: 'figures' | 'decline', n: number) => Array<string>(n).fill(kind);
    // Złoty, shillings, lira, baht, rand and shekels: always a decline.
    expect(kindsOf(/zł|złotych|\bKSh\b|₺|฿|\bZAR\b|₪/)).toEqual(all('decline', 8));
    // Vague amounts: always a decline.
    expect(kindsOf(/just under|good chunk|a hair|high 1,300s|pushing 50|chunk of every/i)).toEqual(
      all('decline', 8),
    );
    // With the count, a figure; without it, a decline.
    expect(kindsOf(/\bcharter/i)).toEqual(['decline', 'figures']);
    expect(kindsOf(/braid/i)).toEqual(['decline', 'figures']);
    // One change at a time.
    const twoChanges = cases.filter((c) => c.id.includes('two-changes'));
    expect(twoChanges.length).toBe(1);
    expect(twoChanges.every((c) => c.expect.kind === 'decline')).toBe(true);
  });

  const year = yearOf(freshCases20, freshCases20Samples);
  itHoldsOnItsSamples(year);
  itScoresConfidentDeclinesWrong(year);
});

/** Figures worked by hand for TODAY (2026-03-10), as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Empty, income stated: the income a month, then less the payment.
  // 3 x 150 = 450 a day; x 4 = 1,800 a week; x 52 = 93,600; / 12 = 7,800; - 900 = 6,900.
  'fresh20-affordability-empty-sheep-shearer-3-a-sheep-150-a-day-4-days-truck-900':
    '$7,800.00 then $6,900.00',
  // 35 x 40 = 1,400 a storm; x 4 = 5,600; - 1,100 = 4,500.
  'fresh20-affordability-empty-snowplow-35-a-driveway-40-a-storm-4-storms-truck-1100':
    '$5,600.00 then $4,500.00',
  // 275 x 12 = 3,300; - 480 = 2,820.
  'fresh20-affordability-empty-firewood-275-a-cord-12-cords-splitter-480': '$3,300.00 then $2,820.00',
  // 6 x 90 = 540 a week; x 52 = 28,080; / 12 = 2,340; - 160 = 2,180.
  'fresh20-affordability-empty-eggs-6-a-dozen-90-dozen-a-week-feed-160': '$2,340.00 then $2,180.00',
  // 650 x 3 = 1,950 a week; x 52 = 101,400; / 12 = 8,450; - 1,300 = 7,150.
  'fresh20-affordability-empty-fishing-charter-650-a-charter-3-a-week-boat-1300': '$8,450.00 then $7,150.00',
  // 225 x 10 = 2,250; - 340 = 1,910.
  'fresh20-affordability-empty-party-magician-225-a-party-10-a-month-minivan-340': '$2,250.00 then $1,910.00',
  // 10 x 4 = 40 a day; x 6 = 240 a week; x 52 = 12,480; / 12 = 1,040; + 2,900 = 3,940; - 210 = 3,730.
  'fresh20-affordability-empty-app-tester-10-a-test-4-a-day-6-days-plus-job-2900-bootcamp-210':
    '$3,940.00 then $3,730.00',
  // 45 x 30 = 1,350 a week; x 52 = 70,200; / 12 = 5,850; - 720 = 5,130.
  'fresh20-affordability-empty-furniture-assembler-45-a-piece-30-a-week-lease-720':
    '$5,850.00 then $5,130.00',
  // 350 x 10 = 3,500; - 275 = 3,225.
  'fresh20-affordability-empty-painter-350-a-room-10-rooms-sprayer-275': '$3,500.00 then $3,225.00',
  // 250 x 8 = 2,000; + 2,400 = 4,400; - 600 = 3,800.
  'fresh20-affordability-empty-voice-actor-250-a-spot-8-plus-job-2400-studio-600': '$4,400.00 then $3,800.00',
  // 120 x 9 = 1,080 a week; x 52 = 56,160; / 12 = 4,680; - 530 = 4,150.
  'fresh20-affordability-empty-mobile-detailer-120-a-car-9-a-week-van-530': '$4,680.00 then $4,150.00',
  // 180 x 7 = 1,260 a week; x 52 = 65,520; / 12 = 5,460; - 400 = 5,060.
  'fresh20-affordability-empty-braider-180-a-set-7-a-week-salon-chair-400': '$5,460.00 then $5,060.00',
  // 2,100 x 14 = 29,400; / 12 = 2,450; - 380 = 2,070.
  'fresh20-affordability-empty-14-salaries-a-year-2100-car-380': '$2,450.00 then $2,070.00',
  // 950 x 3 = 2,850; - 420 = 2,430.
  'fresh20-affordability-empty-paid-three-times-a-month-950-sublet-420': '$2,850.00 then $2,430.00',
  // 3,100 - 650 = 2,450.
  'fresh20-affordability-empty-missionary-donor-support-3100-apartment-650': '$3,100.00 then $2,450.00',
  // 1,800 - 690 = 1,110.
  'fresh20-affordability-empty-international-student-1800-usd-stipend-room-690': '$1,800.00 then $1,110.00',
  // 3½ thousand = 3,500; - 725 = 2,775.
  'fresh20-affordability-empty-3-and-a-half-thousand-apartment-725': '$3,500.00 then $2,775.00',
  // Checkup at a stated 4,600: - rent 1,500 = 3,100; - 300 = 2,800.
  'fresh20-affordability-checkup-4-6-thousand-car-300': '$3,100.00 then $2,800.00',
  // Household: 2,100 x 26 / 12 = 4,550.00 in; bills 1,250 + 320 + 65 + 15.99 + 540 / 3 (180) =
  // 1,830.99 (the one-off dentist left out); 2,719.01 left.
  // 2,719.01 - 160 = 2,559.01.
  'fresh20-affordability-household-yaml-tutoring-160': '$2,719.01 then $2,559.01',
  // 2,719.01 - 189 = 2,530.01.
  'fresh20-affordability-household-csv-braces-189': '$2,719.01 then $2,530.01',
  // 2,719.01 - 85 = 2,634.01.
  'fresh20-affordability-household-sql-meal-kit-85': '$2,719.01 then $2,634.01',
  // 2,719.01 - 230 = 2,489.01.
  'fresh20-affordability-household-ps-fridge-and-washer-230': '$2,719.01 then $2,489.01',
  // 2,719.01 - 125 = 2,594.01.
  'fresh20-affordability-household-note-to-self-cleaning-service-125': '$2,719.01 then $2,594.01',
  // 2,719.01 - 1,050 = 1,669.01.
  'fresh20-affordability-household-thread-daycare-spot-1050': '$2,719.01 then $1,669.01',
  // 2,719.01 - 29 = 2,690.01.
  'fresh20-affordability-household-at-mention-security-cameras-29': '$2,719.01 then $2,690.01',
  // 2,719.01 - 350 = 2,369.01.
  'fresh20-affordability-household-q-and-a-kitchen-loan-350': '$2,719.01 then $2,369.01',
  // 2,719.01 - 140 = 2,579.01.
  'fresh20-affordability-household-italian-palestra-140': '$2,719.01 then $2,579.01',
  // 2,719.01 - 95 = 2,624.01.
  'fresh20-affordability-household-polish-swimming-95': '$2,719.01 then $2,624.01',
  // Seeded: 2,600 x 26 = 67,600; / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33.
  // 4,183.33 - 320 = 3,863.33.
  'fresh20-affordability-seeded-korean-hagwon-320': '$4,183.33 then $3,863.33',
  // 4,183.33 - 275 = 3,908.33.
  'fresh20-affordability-seeded-swahili-health-insurance-275': '$4,183.33 then $3,908.33',
  // 2,719.01 - 1,000 = 1,719.01.
  'fresh20-affordability-household-an-even-1000-moms-care': '$2,719.01 then $1,719.01',
  // 1,140 / 12 = 95; 2,719.01 - 95 = 2,624.01.
  'fresh20-affordability-household-car-club-1140-per-year': '$2,719.01 then $2,624.01',
  // 130 every other month = 65 a month; 2,719.01 - 65 = 2,654.01.
  'fresh20-affordability-household-orthodontist-130-every-other-month': '$2,719.01 then $2,654.01',

  // Household: 900 today; rent 1,250 on day 3 (Mar 13): -350.00; paid 2,100 on day 6 (Mar 16), day
  // 20 (Mar 30)...; the car 320 on day 9, the dentist 180 on day 11, the phone 65 on day 15,
  // streaming 15.99 on day 20, the car insurance 540 on day 40 (Apr 19). After day 3 the balance
  // never falls back below zero, so the lowest is day 3's.
  // 900 - 1,310 = -410; 60 more.
  'fresh20-what-if-italian-rent-1310': '-$350.00, then -$410.00; $60.00 more a month',
  // 900 - 1,285 = -385; 35 more.
  'fresh20-what-if-polish-rent-1285': '-$350.00, then -$385.00; $35.00 more a month',
  // 1,150 - 1,250 = -100.
  'fresh20-what-if-korean-balance-1150': '-$350.00 now, -$100.00 with $1,150.00',
  // 900 - 1,340 = -440; 90 more.
  'fresh20-what-if-swahili-rent-1340': '-$350.00, then -$440.00; $90.00 more a month',
  // 900 - 1,305 = -405; 55 more.
  'fresh20-what-if-yaml-rent-1305': '-$350.00, then -$405.00; $55.00 more a month',
  // 900 - 1,330 = -430; 80 more.
  'fresh20-what-if-csv-rent-1250-to-1330': '-$350.00, then -$430.00; $80.00 more a month',
  // 900 - 1,345 = -445; 95 more.
  'fresh20-what-if-sql-rent-1345': '-$350.00, then -$445.00; $95.00 more a month',
  // 1,100 - 1,250 = -150.
  'fresh20-what-if-ps-balance-1100': '-$350.00 now, -$150.00 with $1,100.00',
  // The phone on day 15, after payday: 72 - 65 = 7 more.
  'fresh20-what-if-note-to-self-phone-72': '-$350.00 either way; $7.00 more a month',
  // 900 - 1,355 = -455; 105 more.
  'fresh20-what-if-thread-renewal-rent-1355': '-$350.00, then -$455.00; $105.00 more a month',
  // The car on day 9, after payday: 345 - 320 = 25 more.
  'fresh20-what-if-at-mention-car-payment-345': '-$350.00 either way; $25.00 more a month',
  // Streaming on day 20, after payday: 22.99 - 15.99 = 7 more.
  'fresh20-what-if-q-and-a-streaming-22-99': '-$350.00 either way; $7.00 more a month',
  // Mother's Day 2026 is Sunday May 10: days 0 to 61. 900 - 1,280 = -380 on day 3; the rent of Apr
  // 13 (day 34) falls on a payday; May 13 is after the horizon. 30 more.
  'fresh20-what-if-rent-1280-by-mothers-day': '-$350.00, then -$380.00; $30.00 more a month',
  // Valentine's Day 2027: days 0 to 340; 1,000 - 1,250 = -250 on day 3, then the pay (4,550 a month)
  // outruns the bills (1,830.99).
  'fresh20-what-if-balance-1000-before-valentines': '-$350.00 now, -$250.00 with $1,000.00',
  // Through Jun 19 (days 0 to 101): the car insurance on day 40 at 585; -350 either way; 45 / 3 = 15
  // more a month.
  'fresh20-what-if-car-insurance-585-through-juneteenth': '-$350.00 either way; $15.00 more a month',
  // Days 0 to 8: 1,400 - 1,250 = 150; paid on day 6; the car payment on day 9 is after.
  'fresh20-what-if-balance-1400-next-9-days': '-$350.00 now, $150.00 with $1,400.00',
  // Mar 17 is day 7: days 0 to 7; 900 - 1,300 = -400; 50 more.
  'fresh20-what-if-rent-an-even-1300-by-st-patricks': '-$350.00, then -$400.00; $50.00 more a month',
  // Days 0 to 24: 760 - 1,250 = -490; then day 6 1,610, day 9 1,290, day 11 1,110, day 15 1,045, day
  // 20 1,029.01 + 2,100.
  'fresh20-what-if-balance-760-next-25-days': '-$350.00 now, -$490.00 with $760.00',
  // Pay 1,950 until day 20: day 3 -350; day 6 1,600; day 9 1,280; day 11 1,100; day 15 1,035: -350;
  // 150 x 26 / 12 = 325 less a month.
  'fresh20-what-if-furlough-checks-1950': '-$350.00 either way; $325.00 less a month',
  // Seeded: 1,200 today; rent 1,450 on day 2: -250.00; paid 2,600 on day 4.
  // 2.9 thousand = 2,900: 2,900 - 1,450 = 1,450.
  'fresh20-what-if-seeded-2-9-thousand-balance': '-$250.00 now, $1,450.00 with $2,900.00',
  // Pay 2,450 until day 18: day 2 -250; day 4 2,200; day 5 2,104.50; day 12 1,924.50: -250; 150 x 26
  // / 12 = 325 less.
  'fresh20-what-if-seeded-reduced-hours-checks-2450': '-$250.00 either way; $325.00 less a month',

  // Goals on TODAY. Household: the Emergency Fund, made Oct 11, 2025, due Jan 04, 2027 (300 days):
  // 14 whole months, 4 passed, the plan 10,000 x 4 / 14 = 2,857.15, 357.15 behind; the Vacation,
  // made Jan 09, 2026, due Sep 06, 2026 (180 days): 7 whole months, 2 passed, the plan 3,000 x 2 /
  // 7 = 857.15, 257.15 behind; the New Car, no date.
  'fresh20-goals-italian-vacation-quanto-manca': '$2,400.00',
  // 7,500 / 600 = 12.5: 13: Apr 10, 2027.
  'fresh20-goals-polish-emergency-600-miesiecznie': '13 months, Apr 10, 2027',
  // 600 / 3,000 = 0.2.
  'fresh20-goals-korean-vacation-percent': '20%',
  'fresh20-goals-swahili-lengo-nyuma-zaidi': 'Emergency Fund, $357.15 behind',
  // 7,000 / 875 = 8: Nov 10, 2026.
  'fresh20-goals-yaml-new-car-875': '8 months, Nov 10, 2026',
  'fresh20-goals-csv-remaining-emergency-and-new-car': '$7,500.00 and $7,000.00',
  // 10,000 + 3,000 + 8,000 = 21,000.
  'fresh20-goals-sql-sum-of-targets': '$21,000.00',
  // 2,400 over 5 whole months (Mar 10 to Sep 06) = 480.
  'fresh20-goals-ps-vacation-monthly-by-deadline': '$480.00 a month',
  'fresh20-goals-note-to-self-emergency-off-pace': '$357.15 behind',
  // 357.15 + 257.15 = 614.30.
  'fresh20-goals-thread-total-behind-all-goals': '$614.30 behind in all',
  // 2,400 / 300 = 8: Nov 10, 2026 (7,500 / 300 = 25; 7,000 / 300 = 23.3: 24).
  'fresh20-goals-at-mention-300-each-which-first': 'The Vacation: 8 months, Nov 10, 2026',
  // 2,500 + 600 + 1,000 = 4,100; / 21,000 = 0.195238...
  'fresh20-goals-q-and-a-share-of-all-targets-saved': '19.52%',
  // 7,000 / 700 = 10: Jan 10, 2027.
  'fresh20-goals-an-even-700-new-car': '10 months, Jan 10, 2027',
  // 7,500 / 1,200 = 6.25: 7: Oct 10, 2026.
  'fresh20-goals-1200-usd-emergency-finish-date': '7 months, Oct 10, 2026',
  // 80 x 3 = 240; 2,400 / 240 = 10: Jan 10, 2027.
  'fresh20-goals-vacation-80-three-times-a-month': '10 months, Jan 10, 2027',
  // 150 x 2 = 300; 7,000 / 300 = 23.3: 24: Mar 10, 2028.
  'fresh20-goals-new-car-150-on-1st-and-15th': '24 months, Mar 10, 2028',
  // 7,500 over 9 whole months (Mar 10 to Jan 04) = 833.333...: 833.34; - 480.00 = 353.34.
  'fresh20-goals-emergency-needs-more-than-vacation-monthly': '$353.34 more a month',
  // 1½ thousand = 1,500; 2,400 / 1,500 = 1.6: 2: May 10, 2026.
  'fresh20-goals-vacation-1-and-a-half-thousand': '2 months, May 10, 2026',
  // Seeded: 7,500 + 2,800 + 32,000 = 42,300 (the New Laptop is done).
  'fresh20-goals-seeded-shortfall-unfinished-goals': '$42,300.00',
  // 32,000 / 1,600 = 20: Nov 10, 2027.
  'fresh20-goals-seeded-house-1-6-thousand': '20 months, Nov 10, 2027',
  // Day 200: Mar 10 + 21 = Mar 31, + 30 + 31 + 30 + 31 + 31 = Aug 31 (174), + 26 = Sep 26.
  'fresh20-goals-seeded-japan-deadline-date': 'Sep 26, 2026',
  // Made today: nothing is due yet.
  'fresh20-goals-seeded-anything-lagging-its-plan': 'No: every goal is on pace',
  // 2,800 / 560 = 5: Aug 10, 2026.
  'fresh20-goals-seeded-korean-japan-560': '5 months, Aug 10, 2026',

  // Arithmetic on the question's numbers.
  // 236 / 4 = 59.
  'fresh20-arithmetic-pay-in-4-stroller-236': '$59.00 each',
  // 160 + 140 + 100 = 400; 160 / 400 = 0.4; x 2,400 = 960.
  'fresh20-arithmetic-rent-2400-split-by-square-feet-160': '$960.00',
  // 2,300 x 0.20 = 460.
  'fresh20-arithmetic-lease-2300-miles-over-20-cents': '$460.00',
  // 0.89 x 140 = 124.60; + 29.95 = 154.55.
  'fresh20-arithmetic-truck-rental-29-95-plus-89-cents-140-miles': '$154.55',
  // 950 / 55 = 17.2727...
  'fresh20-arithmetic-salaried-950-a-week-55-hours-hourly': '$17.27 an hour',
  // 3,000 x 12 = 36,000; / 26 = 1,384.615...
  'fresh20-arithmetic-need-3000-a-month-each-biweekly-check': '$1,384.62 a check',
  // 910 / 35 = 26.
  'fresh20-arithmetic-35-a-week-until-910': '26 weeks',
  // 58,500 / 260 = 225.
  'fresh20-arithmetic-salary-58500-260-working-days-day-pay': '$225.00',
  // 1,890 / 900 = 2.10.
  'fresh20-arithmetic-1890-for-900-sq-ft-price-per-square-foot': '$2.10 a square foot',
  // 2.90 x 2 = 5.80 a day; x 21 = 121.80.
  'fresh20-arithmetic-transit-2-90-a-ride-2-a-day-21-workdays': '$121.80',
  // 84.00 x 0.18 = 15.12; 84.00 + 7.14 + 15.12 = 106.26.
  'fresh20-arithmetic-subtotal-84-tax-7-14-tip-18-on-subtotal': '$106.26',
  // 28 x 40 = 1,120 a week; x 52 = 58,240; 62,000 - 58,240 = 3,760.
  'fresh20-arithmetic-offer-62000-salary-vs-28-an-hour': 'B pays $58,240.00; A pays $3,760.00 more',
  // 2,500 x 0.06 = 150; 2,500 - 150 = 2,350.
  'fresh20-arithmetic-gross-2500-a-check-6-percent-401k-pretax': '$2,350.00',
  // 24 + 3 = 27; x 36 = 972.
  'fresh20-arithmetic-base-24-night-differential-3-36-hours': '$972.00',
  // 24,000 - 15,600 = 8,400; / 3 = 2,800.
  'fresh20-arithmetic-car-24000-worth-15600-after-3-years': '$2,800.00 a year',
  // 1,200 x 1.03 = 1,236; x 1.04 = 1,285.44.
  'fresh20-arithmetic-rent-1200-up-3-then-4-percent': '$1,285.44',
  // 2,350 x 6 = 14,100.
  'fresh20-arithmetic-expenses-2350-six-month-cushion': '$14,100.00',
  // 1,800 x 0.22 = 396.
  'fresh20-arithmetic-italian-22-percent-di-1800': '$396.00',
  // 1,250 / 4 = 312.50.
  'fresh20-arithmetic-polish-1250-podzielone-na-4': '$312.50',
  // 89.99 x 12 = 1,079.88.
  'fresh20-arithmetic-korean-89-99-a-month-yearly': '$1,079.88',
  // 45 x 52 = 2,340.
  'fresh20-arithmetic-swahili-45-kila-wiki-mwaka': '$2,340.00',
  // 26.40 x 32 = 844.80.
  'fresh20-arithmetic-yaml-hourly-26-40-32-hours': '$844.80',
  // 612 + 745 + 238 = 1,595.
  'fresh20-arithmetic-csv-trip-flights-hotel-car': '$1,595.00',
  // 1,320 x 12 = 15,840; / 52 = 304.615...
  'fresh20-arithmetic-thread-daycare-1320-a-month-per-week': '$304.62 a week',
  // Household: the smallest of 1,250, 320, 65, 15.99 and 540 a quarter is streaming.
  'fresh20-arithmetic-household-smallest-bill': 'Streaming, $15.99',
  // 1,830.99 x 12 = 21,971.88 (rent 15,000, the car 3,840, the phone 780, streaming 191.88, the car
  // insurance 540 x 4 = 2,160).
  'fresh20-arithmetic-household-repeating-bills-over-a-year': '$21,971.88',
  // Days 0 to 13: rent on day 3, the car payment on day 9, the dentist on day 11: 1,250 + 320 + 180.
  'fresh20-arithmetic-household-bills-next-14-days': 'Rent, Car payment and Dentist: $1,750.00',
  // Paid on day 6 (Mar 16), day 20 (Mar 30), day 34 (Apr 13).
  'fresh20-arithmetic-household-third-paycheck-date': 'Apr 13, 2026',
  // Seeded: the cable bill is marked paid.
  'fresh20-arithmetic-seeded-bill-already-paid': 'The Cable bill',
  // 95.50 + 180 + 40 = 315.50.
  'fresh20-arithmetic-seeded-one-off-bills-still-coming': '$315.50',
  // Check-up: 6 x 2,000 = 12,000; - 4,000 = 8,000; / 400 = 20. 4,000 - 3,000 = 1,000. 4,000 x 12 =
  // 48,000; 3,000 / 48,000 = 0.0625. 4,000 / 2,000 = 2.0 months.
  'fresh20-arithmetic-checkup-months-to-six-month-cushion-at-400': '20 months',
  'fresh20-arithmetic-checkup-savings-minus-card-debt': '$1,000.00',
  'fresh20-arithmetic-checkup-card-debt-share-of-yearly-take-home': '6.25%',
  'fresh20-arithmetic-checkup-how-many-months-savings-cover': '2.0 months',

  // Declines that still owe a figure. Rent 1,500 to 1,540: 40.00 more; to 1,425: 75.00 less; the
  // Emergency Fund: 10,000 - 2,500 = 7,500.00 left.
  'fresh20-what-if-checkup-thread-rent-1540-no-balance':
    'I need your balance today. Rent goes up $40.00 a month.',
  'fresh20-what-if-checkup-note-to-self-rent-1425-no-balance':
    'I need your balance today. Rent goes down $75.00 a month.',
  'fresh20-goals-emergency-by-mothers-day-monthly':
    "I can't answer that yet: the Emergency Fund has its own date. $7,500.00 is left.",
};

/**
 * The retirement cases' deposits, worked from each question: [id, savings already there, a month's
 * deposit, rate %, months].
 */
const RETIREMENT: [string, number, number, number, number][] = [
  // 375 a month from 34: 31 years.
  ['italian-34-375', 0, 375, 5, 31 * 12],
  // 260 a month from 29: 36 years.
  ['polish-29-260', 0, 260, 5, 36 * 12],
  // 500 a month from 38: 27 years.
  ['korean-38-500', 0, 500, 5, 27 * 12],
  // 310 a month from 28: 37 years.
  ['swahili-28-310', 0, 310, 5, 37 * 12],
  // 640 a month from 41 at 6%: 24 years.
  ['yaml-41-640-at-6', 0, 640, 6, 24 * 12],
  // 420 a month from 30 at 7%: 35 years.
  ['csv-30-420-at-7', 0, 420, 7, 35 * 12],
  // The big 4-0 = 40: 900 a month, 25 years.
  ['big-4-0-900-403b', 0, 900, 5, 25 * 12],
  // Half a mil = 500,000 and 1,500 a month from 52: 13 years.
  ['52-half-a-mil-plus-1500', 500000, 1500, 5, 13 * 12],
  // A quarter mil = 250,000 and 1,000 a month from 46 at 6%: 19 years.
  ['46-quarter-mil-plus-1000-at-6', 250000, 1000, 6, 19 * 12],
  // 250 x 14 = 3,500 a year; / 12 = 291.666... = 291.67 a month from 36: 29 years.
  ['14-salaries-250-each-at-36', 0, 291.67, 5, 29 * 12],
  // 200 on the 1st and the 15th = 400 a month from 31: 34 years.
  ['1st-and-15th-200-at-31', 0, 400, 5, 34 * 12],
  // 1,200 a month from 44 at 5.5%: 21 years.
  ['ps-44-1200-at-5-5', 0, 1200, 5.5, 21 * 12],
  // 550 a month from 33: 32 years.
  ['at-mention-33-550-roth-monthly-income', 0, 550, 5, 32 * 12],
  // 175 a month from 25 at 8%: 40 years.
  ['q-and-a-25-175-at-8', 0, 175, 8, 40 * 12],
  // 2,000 a month from 48: 17 years.
  ['note-to-self-48-2000-yearly-income', 0, 2000, 5, 17 * 12],
  // An even 1,000 a month from 42 at 6.5%: 23 years.
  ['an-even-1000-from-42-at-6-5', 0, 1000, 6.5, 23 * 12],
  // 2,250 a quarter = 750 a month from 35: 30 years.
  ['35-2250-usd-every-quarter', 0, 750, 5, 30 * 12],
  // 10% of the seeded paycheck, 2,600: 260 every two weeks = 260 x 26 / 12 = 563.333... = 563.33 a
  // month from 32: 33 years.
  ['seeded-10-percent-of-each-paycheck-at-32', 0, 563.33, 5, 33 * 12],
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
  const cases = freshCases20(TODAY);
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
      RETIREMENT.map(([id]) => `fresh20-retirement-${id}`).sort(),
    );
    for (const [id, start, deposit, rate, months] of RETIREMENT) {
      const c = byId.get(`fresh20-retirement-${id}`)!;
      const total = grown(start, deposit, rate, months);
      const text = `About ${wholeDollarsText(total)} at retirement; the 4% rule gives ${wholeDollarsText(total * 0.04)} a year, ${wholeDollarsText((total * 0.04) / 12)} a month.`;
      for (const fact of factsOf(c))
        expect(holds(fact, text), `${id}: ${String(fact)} in ${text}`).toBe(true);
      for (const wrong of c.mustNot ?? []) expect(holds(wrong, text), `${id}: ${String(wrong)}`).toBe(false);
    }
    // Worked by hand: half a mil at 5% for 13 years grows by (1 + 0.05/12)^156, about 1.91, to about
    // 955,000; 1,500 a month adds about 1,500 x 0.91 / 0.0041667, about 328,000: well over a million.
    expect(grown(500000, 1500, 5, 156)).toBeGreaterThan(1_250_000);
    expect(grown(500000, 1500, 5, 156)).toBeLessThan(1_320_000);
    // With no interest, 750 a month for 30 years would be 270,000: the 5% projection is well above it.
    expect(grown(0, 750, 5, 360)).toBeGreaterThan(270000 * 2);
  });

  it('reads the holidays, the calendars and the check-up as worked by hand', () => {
    // Mother's Day 2026 is Sunday May 10 (May 1 is a Friday); 2027's is May 9 (May 1 is a Saturday).
    expect(format(mothersDay(TODAY), 'yyyy-MM-dd')).toBe('2026-05-10');
    expect(format(mothersDay('2026-05-10'), 'yyyy-MM-dd')).toBe('2027-05-09');
    // May 10 is 61 days after Mar 10 (21 + 30 + 10).
    expect(daysBefore(TODAY, mothersDay(TODAY))).toBe(61);
    // Valentine's Day has passed this year: Feb 14, 2027, 341 days on (365 - 24).
    expect(format(valentinesDay(TODAY), 'yyyy-MM-dd')).toBe('2027-02-14');
    expect(daysBefore(TODAY, valentinesDay(TODAY))).toBe(341);
    // Jun 19 is 101 days after Mar 10 (21 + 30 + 31 + 19); Mar 17 is 7.
    expect(daysBefore(TODAY, juneteenth(TODAY))).toBe(101);
    expect(daysBefore(TODAY, stPatricksDay(TODAY))).toBe(7);
    expect(format(stPatricksDay('2026-03-17'), 'yyyy-MM-dd')).toBe('2027-03-17');
    // The household's pay on days 6, 20 and 34: the third on Apr 13.
    expect(nthPayday(HOUSEHOLD, TODAY, 3)).toBe('Apr 13, 2026');
    // The household's bills of days 0 to 13, and its repeating bills over a year.
    expect(calendarThrough(HOUSEHOLD, TODAY, 13)).toEqual({
      titles: ['Rent', 'Car payment', 'Dentist'],
      bills: 175000,
      pay: 210000,
    });
    expect(calendarMonthly(HOUSEHOLD).bills * 12).toBe(2197188);
    const cushion = checkupCushion(TODAY);
    expect(cushion.monthsToSixMonths(400)).toBe(20);
    expect(cushion.savingsLessDebt).toBe(100000);
    expect(cushion.debtShareOfYear).toBe(6.25);
  });

  it("matches the helpers to the hand arithmetic for the users' months, forecasts and goals", () => {
    // A week: 1,800: 7,800.00; 540: 2,340.00; 1,950: 8,450.00; 1,350: 5,850.00; 1,080: 4,680.00;
    // 1,260: 5,460.00. A year: 29,400: 2,450.00; 1,140: 95.00; 3,500: 291.67. Two weeks: 260: 563.33.
    // Twice a month: 200: 400.00. A quarter: 2,250: 750.00.
    expect(perMonthCents(1800, 'weekly')).toBe(780000);
    expect(perMonthCents(540, 'weekly')).toBe(234000);
    expect(perMonthCents(1950, 'weekly')).toBe(845000);
    expect(perMonthCents(1350, 'weekly')).toBe(585000);
    expect(perMonthCents(1080, 'weekly')).toBe(468000);
    expect(perMonthCents(1260, 'weekly')).toBe(546000);
    expect(perMonthCents(29400, 'yearly')).toBe(245000);
    expect(perMonthCents(1140, 'yearly')).toBe(9500);
    expect(perMonthCents(3500, 'yearly')).toBe(29167);
    expect(perMonthCents(260, 'bi-weekly')).toBe(56333);
    expect(perMonthCents(200, 'semi-monthly')).toBe(40000);
    expect(perMonthCents(2250, 'quarterly')).toBe(75000);
    // Household: 2,719.01 left. Seeded: 4,183.33. Checkup at 4,600: 3,100.00. Empty with 3,940:
    // 3,940.00.
    expect(affordability(HOUSEHOLD, []).left).toBe(271901);
    expect(affordability(SEEDED, []).left).toBe(418333);
    expect(affordability(CHECKUP, [], { amount: 4600, per: 'monthly' }).left).toBe(310000);
    expect(affordability(EMPTY, [], { amount: 3940, per: 'monthly' }).left).toBe(394000);
    // Household to payday: -350.00; with 1,150: -100.00; with 760 over 25 days: -490.00; with 1,400
    // over 9 days: 150.00; rent 1,280 by Mother's Day: -380.00; with 1,000 before Valentine's Day:
    // -250.00; the pay at 1,950 to the payday after: -350.00. Seeded with 2,900: 1,450.00; the pay at
    // 2,450 to the payday after: -250.00.
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 1150 })).toBe(-10000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 760, days: 25 })).toBe(-49000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 1400, days: 9 })).toBe(15000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Rent: 1280 }, days: 62 })).toBe(-38000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 1000, days: 341 })).toBe(-25000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 1950 }, days: 20 })).toBe(-35000);
    expect(lowestBalance(SEEDED, TODAY, { balance: 2900 })).toBe(145000);
    expect(lowestBalance(SEEDED, TODAY, { changed: { Paycheck: 2450 }, days: 18 })).toBe(-25000);
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
    expect(reach(ef, 600, TODAY)).toEqual({ months: 13, date: 'Apr 10, 2027' });
    expect(reach(car, 875, TODAY)).toEqual({ months: 8, date: 'Nov 10, 2026' });
    expect(reach(vacation, 240, TODAY)).toEqual({ months: 10, date: 'Jan 10, 2027' });
    expect(reach(car, 300, TODAY)).toEqual({ months: 24, date: 'Mar 10, 2028' });
    expect(reach(ef, 300, TODAY).months).toBe(25);
    expect(reach(car, 300, TODAY).months).toBe(24);
    expect(reach(vacation, 300, TODAY).months).toBe(8);
    const seededGoals = SEEDED.goals.map((g) => behindCents(g, TODAY));
    expect(seededGoals).toEqual([0, 0, 0, 0]);
  });

  it('fails the likely wrong answers', () => {
    const mustNotHolds = (id: string, text: string) => byId.get(id)!.mustNot!.some((f) => holds(f, text));
    // A week's pay taken as 4 weeks: 7,200 - 900 = 6,300.00; 2,160 - 160 = 2,000.00; 7,800 - 1,300 =
    // 6,500.00; 5,400 - 720 = 4,680.00; 4,320 - 530 = 3,790.00; 5,040 - 400 = 4,640.00.
    for (const [id, wrong] of [
      ['fresh20-affordability-empty-sheep-shearer-3-a-sheep-150-a-day-4-days-truck-900', '$6,300.00'],
      ['fresh20-affordability-empty-eggs-6-a-dozen-90-dozen-a-week-feed-160', '$2,000.00'],
      ['fresh20-affordability-empty-fishing-charter-650-a-charter-3-a-week-boat-1300', '$6,500.00'],
      ['fresh20-affordability-empty-furniture-assembler-45-a-piece-30-a-week-lease-720', '$4,680.00'],
      ['fresh20-affordability-empty-mobile-detailer-120-a-car-9-a-week-van-530', '$3,790.00'],
      ['fresh20-affordability-empty-braider-180-a-set-7-a-week-salon-chair-400', '$4,640.00'],
    ] as const)
      expect(mustNotHolds(id, wrong), id).toBe(true);
    // The job alone (2,690.00, 1,800.00); one salary of fourteen as a month's (1,720.00); three times
    // a month taken as twice or once (1,480.00, 530.00); the checkup's rent left out (4,300.00).
    expect(
      mustNotHolds(
        'fresh20-affordability-empty-app-tester-10-a-test-4-a-day-6-days-plus-job-2900-bootcamp-210',
        '$2,690.00',
      ),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh20-affordability-empty-voice-actor-250-a-spot-8-plus-job-2400-studio-600',
        '$1,800.00',
      ),
    ).toBe(true);
    expect(mustNotHolds('fresh20-affordability-empty-14-salaries-a-year-2100-car-380', '$1,720.00')).toBe(
      true,
    );
    expect(
      mustNotHolds('fresh20-affordability-empty-paid-three-times-a-month-950-sublet-420', '$1,480.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh20-affordability-empty-paid-three-times-a-month-950-sublet-420', '$530.00'),
    ).toBe(true);
    expect(mustNotHolds('fresh20-affordability-checkup-4-6-thousand-car-300', '$4,300.00')).toBe(true);
    // A yearly and an every-other-month payment taken as monthly (1,579.01, 2,589.01); the one-off
    // dentist counted in a household month (2,539.01) or in the bills' year (22,151.88).
    expect(mustNotHolds('fresh20-affordability-household-car-club-1140-per-year', '$1,579.01')).toBe(true);
    expect(
      mustNotHolds('fresh20-affordability-household-orthodontist-130-every-other-month', '$2,589.01'),
    ).toBe(true);
    expect(mustNotHolds('fresh20-affordability-household-yaml-tutoring-160', '$2,539.01')).toBe(true);
    expect(mustNotHolds('fresh20-arithmetic-household-repeating-bills-over-a-year', '$22,151.88')).toBe(true);
    // A deposit taken as monthly; the savings already there left out; 5% for a stated rate.
    for (const [id, start, monthlyDeposit, rate, years] of [
      ['fresh20-retirement-14-salaries-250-each-at-36', 0, 250, 5, 29],
      ['fresh20-retirement-1st-and-15th-200-at-31', 0, 200, 5, 34],
      ['fresh20-retirement-35-2250-usd-every-quarter', 0, 2250, 5, 30],
      ['fresh20-retirement-seeded-10-percent-of-each-paycheck-at-32', 0, 260, 5, 33],
      ['fresh20-retirement-52-half-a-mil-plus-1500', 0, 1500, 5, 13],
      ['fresh20-retirement-46-quarter-mil-plus-1000-at-6', 0, 1000, 6, 19],
      ['fresh20-retirement-46-quarter-mil-plus-1000-at-6', 250000, 1000, 5, 19],
      ['fresh20-retirement-yaml-41-640-at-6', 0, 640, 5, 24],
      ['fresh20-retirement-csv-30-420-at-7', 0, 420, 5, 35],
      ['fresh20-retirement-ps-44-1200-at-5-5', 0, 1200, 5, 21],
      ['fresh20-retirement-q-and-a-25-175-at-8', 0, 175, 5, 40],
      ['fresh20-retirement-an-even-1000-from-42-at-6-5', 0, 1000, 5, 23],
    ] as const)
      expect(
        mustNotHolds(id, `about ${wholeDollarsText(grown(start, monthlyDeposit, rate, years * 12))}`),
        id,
      ).toBe(true);
    // A goal's amount three times a month or twice a month taken as once (30, 47 months).
    expect(mustNotHolds('fresh20-goals-vacation-80-three-times-a-month', '30 months')).toBe(true);
    expect(mustNotHolds('fresh20-goals-new-car-150-on-1st-and-15th', '47 months')).toBe(true);
    // A negative lowest written without its minus is not the figure.
    const balance = byId.get('fresh20-what-if-balance-760-next-25-days')!;
    expect(factsOf(balance).every((f) => holds(f, '$350.00 then $490.00'))).toBe(false);
  });

  it('tells a decline by its first line, and a decline that still owes a figure', () => {
    const noBalance = byId.get('fresh20-what-if-checkup-thread-rent-1540-no-balance')!;
    expect(freshScore(noBalance, 200, 'I need your balance today to answer that.')).toBe('declined');
    expect(freshScore(noBalance, 200, 'I need your balance today. Rent goes up $40.00 a month.')).toBe(
      'right',
    );
    expect(
      freshScore(noBalance, 200, 'Reading: rent $1,540.00.\nYou stay positive; $40.00 more a month.'),
    ).toBe('wrong');
    const mothers = byId.get('fresh20-goals-emergency-by-mothers-day-monthly')!;
    expect(
      freshScore(
        mothers,
        200,
        "I can't answer that yet: the Emergency Fund has its own date. $7,500.00 is left.",
      ),
    ).toBe('right');
    expect(freshScore(mothers, 200, 'Reading: Emergency Fund by May 10, 2026.\n$3,750.00 a month.')).toBe(
      'wrong',
    );
    // Złoty: a made-up conversion is wrong, a decline right.
    const zloty = byId.get('fresh20-affordability-empty-polish-zloty-7500-apartment-600')!;
    expect(freshScore(zloty, 200, 'Reading: income $7,500.00 a month.\n$7,500.00 then $6,900.00.')).toBe(
      'wrong',
    );
    expect(freshScore(zloty, 200, 'I need your pay in US dollars to answer that.')).toBe('right');
    // A vague income: a confident reading is wrong.
    const under = byId.get('fresh20-affordability-empty-just-under-3k-car-650')!;
    expect(freshScore(under, 200, 'Reading: income $3,000.00 a month.\n$3,000.00 then $2,350.00.')).toBe(
      'wrong',
    );
    // An answer about someone else's money gives no figure.
    const coworker = byId.get('fresh20-out-of-scope-coworker-salary')!;
    expect(freshScore(coworker, 200, "I can't see your coworker's pay. Most make $55,000.00.")).toBe(
      'declined',
    );
    expect(declines("I can't answer that yet: that's in złoty.")).toBe(true);
    expect(declines('Reading: $3.00 a sheep, 150 sheep a day, 4 days a week.')).toBe(false);
  });
});
