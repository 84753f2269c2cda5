import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { calendarWithin, freshCases15 } from './fresh-cases-15.ts';
import { freshCases16 } from './fresh-cases-16.ts';
import { freshCases17 } from './fresh-cases-17.ts';
import {
  checkupSums,
  freshCases18,
  freshCases18Reasons,
  freshCases18Samples,
  paydaysBefore,
  planHoldsCents,
} from './fresh-cases-18.ts';
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
 * Checks of the eighteenth fresh held-out set itself (issue 38): its shape, the reason each decline
 * gives, that its figures come from its own arithmetic (nothing it imports reaches the assistant's
 * code), and its arithmetic against values worked by hand (and, for the retirement projections,
 * month by month in a loop of its own). The checks sets 3 to 17 each make of themselves are
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

describe('the eighteenth fresh set', () => {
  const cases = freshCases18(TODAY);
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
  ];

  itIsNew(cases, earlier, { prefix: 'fresh18', min: 200, earlierSets: '1 to 17' });
  itRewordsNoneOfItsOwn(cases);

  it('has at least 200 questions, 75 to 85 of them to decline', () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.length).toBeLessThanOrEqual(215);
    const declined = cases.filter((c) => c.expect.kind === 'decline').length;
    expect(declined).toBeGreaterThanOrEqual(75);
    expect(declined).toBeLessThanOrEqual(85);
  });

  it("has every family in roughly set 17's proportions, each with at least 12 cases, and all four users", () => {
    const set17 = freshCases17(TODAY);
    for (const family of FRESH_FAMILIES) {
      const mine = cases.filter((c) => c.family === family);
      expect(mine.length, family).toBeGreaterThanOrEqual(12);
      // Within five points of set 17's share of the family, and of its share declined in the family.
      const theirs = set17.filter((c) => c.family === family);
      expect(Math.abs(mine.length / cases.length - theirs.length / set17.length), family).toBeLessThanOrEqual(
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
    const reasons = freshCases18Reasons(TODAY);
    const ids = new Set(cases.map((c) => c.id));
    expect(Object.keys(reasons).filter((id) => !ids.has(id))).toEqual([]);
    const declined = cases.filter((c) => c.expect.kind === 'decline');
    expect(
      declined.filter((c) => (reasons[c.id] ?? '').trim().split(/\s+/).length < 3).map((c) => c.id),
    ).toEqual([]);
    expect(cases.filter((c) => c.expect.kind === 'figures' && reasons[c.id] !== undefined)).toEqual([]);
    // The same reasons on any day.
    expect(freshCases18Reasons('2026-11-29')).toEqual(reasons);
  });

  it("works its figures with its own arithmetic: nothing it imports reaches the assistant's code", () => {
    const reached = [...importsOf('fresh-cases-18.ts')];
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
    // Who asks: by the finished hour, the audio minute, the board foot, the head, the day booked, the
    // draw, the inspection, the alteration, the square foot, the patron, the bond, the drill, the
    // stop, the day at sea.
    expect(
      count(
        /narrat|caption|board f|calves|turo|phlebotom|inspection|seamstress|mural|patrons?\b|bail|reservist|\ba stop\b|mariner/i,
      ),
    ).toBeGreaterThanOrEqual(18);
    // Code-switching: Hindi, Tagalog, Quebec French, Portuguese.
    expect(count(/\b(kya|kitna|kitni|mahine|baaki|baanto|agar|thoda)\b/)).toBeGreaterThanOrEqual(6);
    expect(count(/\b(pwede|magkano|kung|kada|namin|sweldo|anong)\b/)).toBeGreaterThanOrEqual(6);
    expect(count(/je peux-tu|par mois/)).toBeGreaterThanOrEqual(1);
    expect(count(/\b(ganho|quanto)\b/)).toBeGreaterThanOrEqual(2);
    // Wake words, dictation's stray full stops, Title Case, JSON, tables, transcripts.
    expect(count(/^(hey siri|hey google|ok google)\b/i)).toBeGreaterThanOrEqual(7);
    expect(count((q) => /^[A-Z]/.test(q) && (q.match(/\. /g) ?? []).length >= 3)).toBeGreaterThanOrEqual(5);
    const titleCase = (q: string) => {
      const words = q.split(/\s+/).filter((w) => /^[a-z]/i.test(w));
      return words.length >= 6 && words.every((w) => /^[A-Z]/.test(w));
    };
    expect(count(titleCase)).toBeGreaterThanOrEqual(7);
    expect(count(/^\{".*\}/)).toBeGreaterThanOrEqual(7);
    expect(count(/\|---\|/)).toBeGreaterThanOrEqual(5);
    expect(count(/^[a-z]+: .*\n[a-z]+: /)).toBeGreaterThanOrEqual(6);
    // Hyphenated amounts, "hunnid", "four point two k", the sign and the word both.
    expect(count(/\w+-hundred-/)).toBeGreaterThanOrEqual(2);
    expect(count(/hunnid/)).toBeGreaterThanOrEqual(6);
    expect(count(/point two k/)).toBe(1);
    expect(count(/\$[\d,]+ (bucks|dollars?)\b/)).toBeGreaterThanOrEqual(2);
    // Numbers that are no money.
    expect(count(/30318|2217|1099/)).toBeGreaterThanOrEqual(4);
    // New sums and the app's own calendar.
    expect(
      count(
        /average|receipts|per mile|prorated|markup|compounded|annual plan|fire number|PTO|move-in|tip out/i,
      ),
    ).toBeGreaterThanOrEqual(12);
    expect(count(/day of the week|biggest bill|days until|next 30 days|next bill/i, 'arithmetic')).toBe(5);
    // The users' goals by name.
    expect(count(/emergenc|vacation|new car|japan|house down/i, 'goals')).toBeGreaterThanOrEqual(24);
    // The check-up, for the check-up user.
    expect(cases.filter((c) => c.profile === 'checkup' && c.family === 'arithmetic').length).toBe(3);

    const kindsOf = (pattern: RegExp) =>
      cases
        .filter((c) => pattern.test(c.question))
        .map((c) => c.expect.kind)
        .sort();
    const all = (kind: 'figures' | 'decline', n: number) => Array<string>(n).fill(kind);
    // Pesos, reais, won and Canadian dollars: always a decline.
    expect(kindsOf(/₱|R\$|₩|C\$|\bCAD\b/)).toEqual(all('decline', 8));
    // 0% financing and cash at 0%: always answered.
    expect(kindsOf(/\b0%/)).toEqual(all('figures', 3));
    // Vague amounts: always a decline.
    expect(kindsOf(/six figures|smidge|spare change|low 900s|thoda|whatever's left/i)).toEqual(
      all('decline', 6),
    );
    // With the count, a figure; without it, a decline.
    expect(kindsOf(/turo.*a day\b/i)).toEqual(['decline', 'figures']);
    expect(kindsOf(/audio minute/i)).toEqual(['decline', 'figures']);
    expect(kindsOf(/board foot/i)).toEqual(['decline', 'figures']);
    // One change at a time.
    const twoChanges = cases.filter((c) => c.id.includes('two-changes'));
    expect(twoChanges.length).toBe(1);
    expect(twoChanges.every((c) => c.expect.kind === 'decline')).toBe(true);
  });

  const year = yearOf(freshCases18, freshCases18Samples);
  itHoldsOnItsSamples(year);
  itScoresConfidentDeclinesWrong(year);
});

/** Figures worked by hand for TODAY (2026-03-10), as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Empty, income stated: the income a month, then less the payment.
  // 250 x 6 = 1,500; - 310 = 1,190.
  'fresh18-affordability-empty-narrator-250-pfh-6-finished-hours-car-310': '$1,500.00 then $1,190.00',
  // 310 x 180 = 55,800 a year; / 12 = 4,650; - 1,050 = 3,600.
  'fresh18-affordability-empty-mariner-310-a-day-at-sea-180-days-rent-1050': '$4,650.00 then $3,600.00',
  // 1.25 x 2,400 = 3,000; - 95 = 2,905.
  'fresh18-affordability-empty-captioner-1-25-audio-minute-2400-health-share-95': '$3,000.00 then $2,905.00',
  // 0.45 x 1,800 = 810 a week; x 52 = 42,120; / 12 = 3,510; - 560 = 2,950.
  'fresh18-affordability-empty-sawmill-45-cents-board-foot-1800-a-week-560': '$3,510.00 then $2,950.00',
  // 40 x 1,150 = 46,000 a year; / 12 = 3,833.333...; - 900 = 2,933.33.
  'fresh18-affordability-empty-ranch-40-calves-1150-a-head-land-900': '$3,833.33 then $2,933.33',
  // 55 x 16 = 880; - 240 = 640.
  'fresh18-affordability-empty-turo-55-a-day-16-days-insurance-240': '$880.00 then $640.00',
  // 28 x 9 = 252 a day; x 4 = 1,008 a week; x 52 = 52,416; / 12 = 4,368; - 450 = 3,918.
  'fresh18-affordability-empty-phlebotomist-28-a-draw-9-a-day-4-days-lease-450': '$4,368.00 then $3,918.00',
  // 425 x 3 = 1,275 a week; x 52 = 66,300; / 12 = 5,525; - 1,350 = 4,175.
  'fresh18-affordability-empty-home-inspector-425-3-a-week-rent-1350': '$5,525.00 then $4,175.00',
  // 17 x 45 = 765 a week; x 52 = 39,780; / 12 = 3,315; - 130 = 3,185.
  'fresh18-affordability-empty-seamstress-17-an-alteration-45-a-week-machine-130': '$3,315.00 then $3,185.00',
  // 12 x 300 = 3,600; - 475 = 3,125.
  'fresh18-affordability-empty-muralist-12-a-square-foot-300-a-month-studio-475': '$3,600.00 then $3,125.00',
  // 7 x 238 = 1,666; - 520 = 1,146.
  'fresh18-affordability-empty-patreon-238-patrons-7-each-room-520': '$1,666.00 then $1,146.00',
  // 10% of 40,000 = 4,000; - 650 = 3,350.
  'fresh18-affordability-empty-bail-bonds-10-percent-of-40000-truck-650': '$4,000.00 then $3,350.00',
  // 3,100 + 420 = 3,520; - 480 = 3,040.
  'fresh18-affordability-empty-reservist-drill-420-plus-3100-car-480': '$3,520.00 then $3,040.00',
  // 1.40 x 120 = 168 a day; x 4 = 672 a week; x 52 = 34,944; / 12 = 2,912; - 700 = 2,212.
  'fresh18-affordability-empty-courier-1-40-a-stop-120-stops-4-days-room-700': '$2,912.00 then $2,212.00',
  // 3,650 - 415 = 3,235.
  'fresh18-affordability-empty-json-take-home-3650-car-415': '$3,650.00 then $3,235.00',
  // 2,950 + 400 = 3,350; - 525 = 2,825.
  'fresh18-affordability-empty-markdown-table-salary-2950-side-400-room-525': '$3,350.00 then $2,825.00',
  // 48,000 / 12 = 4,000; - 600 = 3,400.
  'fresh18-affordability-empty-hinglish-48000-saal-car-600': '$4,000.00 then $3,400.00',
  // 3,300 - 610 = 2,690.
  'fresh18-affordability-empty-stray-full-stops-3300-car-610': '$3,300.00 then $2,690.00',
  // 3,900 - 1,250 = 2,650.
  'fresh18-affordability-empty-zip-30318-street-14-apartment-1250': '$3,900.00 then $2,650.00',
  // 4,100 - 545 = 3,555.
  'fresh18-affordability-empty-1099-contractor-net-4100-truck-545': '$4,100.00 then $3,555.00',
  // 28 x 100 = 2,800; 3 x 100 = 300; 2,800 - 300 = 2,500.
  'fresh18-affordability-empty-hunnid-2800-car-note-300': '$2,800.00 then $2,500.00',
  // Household: 2,100 x 26 / 12 = 4,550.00 in; bills 1,250 + 320 + 65 + 15.99 + 540 / 3 (180) =
  // 1,830.99 (the one-off dentist left out); 2,719.01 left.
  // 1,440 / 24 = 60; 2,719.01 - 60 = 2,659.01.
  'fresh18-affordability-household-fridge-1440-zero-percent-24-months': '$2,719.01 then $2,659.01',
  // 2,719.01 - 400 = 2,319.01.
  'fresh18-affordability-household-four-hundred-dollar-a-month-daycare': '$2,719.01 then $2,319.01',
  // 2,719.01 - 225 = 2,494.01.
  'fresh18-affordability-household-taglish-tutoring-225': '$2,719.01 then $2,494.01',
  // 2,719.01 - 95 = 2,624.01.
  'fresh18-affordability-household-hey-siri-piano-lessons-95': '$2,719.01 then $2,624.01',
  // 2,719.01 - 275 = 2,444.01.
  'fresh18-affordability-household-title-case-used-boat-275': '$2,719.01 then $2,444.01',
  // 2,719.01 - 185 = 2,534.01.
  'fresh18-affordability-household-transcript-swim-team-185': '$2,719.01 then $2,534.01',
  // Seeded: 2,600 x 26 = 67,600; / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33.
  // 1,080 / 36 = 30; 4,183.33 - 30 = 4,153.33.
  'fresh18-affordability-seeded-phone-1080-zero-percent-36-months': '$4,183.33 then $4,153.33',
  // 4,183.33 - 340 = 3,843.33.
  'fresh18-affordability-seeded-quebec-payment-de-char-340': '$4,183.33 then $3,843.33',
  // 4,183.33 - 400 = 3,783.33.
  'fresh18-affordability-seeded-400-dollar-sign-and-bucks-storage-parking': '$4,183.33 then $3,783.33',
  // Checkup: 4.2 x 1,000 = 4,200; - rent 1,500 = 2,700; - 390 = 2,310.
  'fresh18-affordability-checkup-four-point-two-k-lease-390': '$2,700.00 then $2,310.00',

  // Household: 900 today; rent 1,250 on day 3 (Mar 13): -350.00; paid 2,100 on day 6 (Mar 16), day
  // 20 (Mar 30)...; the car 320 on day 9, the dentist 180 on day 11 (Mar 21), the phone 65 on day
  // 15, streaming 15.99 on day 20. After day 3 the balance never falls back below zero before day
  // 20, so the lowest is day 3's.
  // Checking alone: 842.16 - 1,250 = -407.84.
  'fresh18-what-if-checking-842-16-savings-300-checking-only': '-$350.00 now, -$407.84 going by checking',
  // 200 on day 1, before rent on day 3: 900 + 200 - 1,250 = -150.
  'fresh18-what-if-refund-200-lands-tomorrow': '-$350.00 now, -$150.00 with the refund',
  // Pay 1,950 until day 20: day 3 -350; day 6 +1,950 = 1,600; day 9 1,280; day 11 1,100; day 15
  // 1,035: -350; 150 x 26 / 12 = 325 less a month.
  'fresh18-what-if-garnished-150-each-check': '-$350.00 either way; $325.00 less a month',
  // 900 - 1,200 = -300; 50 less.
  'fresh18-what-if-twelve-hundred-dollar-rent-renewal': '-$350.00, then -$300.00; $50.00 less a month',
  // Streaming on day 20, after payday: 1.50 more.
  'fresh18-what-if-streaming-up-a-dollar-fifty': '-$350.00 either way; $1.50 more a month',
  // Days 0 to 10 (the dentist on day 11): 900 - 1,335 = -435; then 1,665 and 1,345; 85 more.
  'fresh18-what-if-rent-1335-until-dentist-appointment': '-$350.00, then -$435.00; $85.00 more a month',
  // 1,175 - 1,250 = -75.
  'fresh18-what-if-json-checking-balance-1175': '-$350.00 now, -$75.00 with $1,175.00',
  // 900 - 1,340 = -440; 90 more.
  'fresh18-what-if-hey-google-rent-thirteen-forty': '-$350.00, then -$440.00; $90.00 more a month',
  // 65 x 0.8 = 52 on day 15, after payday: 13 less.
  'fresh18-what-if-phone-bill-drops-20-percent': '-$350.00 either way; $13.00 less a month',
  // 1,025 - 1,250 = -225.
  'fresh18-what-if-title-case-checking-1025': '-$350.00 now, -$225.00 with $1,025.00',
  // The landlord's 1,275: 900 - 1,275 = -375; 25 more.
  'fresh18-what-if-transcript-landlord-says-1275-final': '-$350.00, then -$375.00; $25.00 more a month',
  // The car on day 9, after payday: 355 - 320 = 35 more.
  'fresh18-what-if-stray-full-stops-car-payment-355': '-$350.00 either way; $35.00 more a month',
  // 900 - 1,400 = -500; 150 more.
  'fresh18-what-if-hinglish-rent-1400': '-$350.00, then -$500.00; $150.00 more a month',
  // 1,250 x 0.045 = 56.25; 1,306.25: 900 - 1,306.25 = -406.25.
  'fresh18-what-if-rent-up-4-and-a-half-percent': '-$350.00, then -$406.25; $56.25 more a month',
  // 900 - 1,180 = -280; 70 less.
  'fresh18-what-if-moved-to-2217-birch-rent-1180': '-$350.00, then -$280.00; $70.00 less a month',
  // Seeded: 1,200 today; rent 1,450 on day 2: -250.00; paid 2,600 on day 4.
  // 1,200 - 1,600 = -400; 150 more.
  'fresh18-what-if-seeded-taglish-rent-1600': '-$250.00, then -$400.00; $150.00 more a month',
  // 17 x 100 = 1,700; - 1,450 = 250.
  'fresh18-what-if-seeded-17-hunnid-in-checking': '-$250.00 now, $250.00 with $1,700.00',
  // Pay 2,980 until day 18: -250 either way; 380 x 26 / 12 = 823.333... = 823.33 more.
  'fresh18-what-if-seeded-overtime-checks-2980': '-$250.00 either way; $823.33 more a month',
  // 1,480 - 1,450 = 30.
  'fresh18-what-if-seeded-markdown-table-checking-1480': '-$250.00 now, $30.00 going by checking',

  // Goals on TODAY. Household: the Emergency Fund, made Oct 11, 2025, due Jan 04, 2027 (300 days):
  // 14 whole months, 4 passed; the Vacation, made Jan 09, 2026, due Sep 06, 2026 (180 days): 7
  // whole months, 2 passed; the New Car, no date.
  // 10,000 x 4 / 14 = 2,857.142...: 2,857.15.
  'fresh18-goals-emergency-fund-should-have-by-now': '$2,857.15 by now',
  // 7,500 / 200 = 37.5: 38 (2,400 / 200 = 12; 7,000 / 200 = 35).
  'fresh18-goals-200-into-each-which-finishes-last': 'The Emergency Fund, after 38 months',
  // 10,000 + 3,000 + 8,000 = 21,000.
  'fresh18-goals-combined-target-every-goal': '$21,000.00',
  // 7,000 / 8,000 = 0.875.
  'fresh18-goals-percent-of-new-car-still-missing': '87.5% still missing',
  // Sep 06, 2026 to Jan 04, 2027: 24 + 31 + 30 + 31 + 4 = 120.
  'fresh18-goals-days-between-vacation-and-emergency-deadlines': '120 days',
  'fresh18-goals-which-goals-have-deadlines-and-when': 'Emergency Fund, Jan 04, 2027; Vacation, Sep 06, 2026',
  // Paydays Mar 16, Mar 30, Apr 13, ... every 14 days: day 6 + 14 x 12 = day 174 (Aug 31) is the
  // last before day 180: 13.
  'fresh18-goals-paychecks-before-vacation-deadline': '13 paychecks',
  // 2,400 / 275 = 8.7: 9: Dec 10, 2026.
  'fresh18-goals-json-vacation-275-monthly': '9 months, Dec 10, 2026',
  // 7,000 / 425 = 16.5: 17: Aug 10, 2027.
  'fresh18-goals-markdown-table-new-car-425': '17 months, Aug 10, 2027',
  'fresh18-goals-hinglish-emergency-fund-baaki': '$7,500.00',
  'fresh18-goals-taglish-vacation-kulang': '$2,400.00',
  'fresh18-goals-hey-siri-new-car-saved-so-far': '$1,000.00',
  // 7,500 over 9 whole months (Mar 10 to Jan 04) = 833.333...: 833.34.
  'fresh18-goals-title-case-monthly-for-emergency-fund-on-time': '$833.34 a month',
  // 7,000 / 600 = 11.7: 12: Mar 10, 2027.
  'fresh18-goals-hunnid-6-into-new-car': '12 months, Mar 10, 2027',
  // 2,857.15 due; 2,500 saved: 357.15 behind.
  'fresh18-goals-transcript-emergency-behind-by-how-much': '$357.15 behind',
  // 7,000 / 550 = 12.7: 13: Apr 10, 2027.
  'fresh18-goals-stray-full-stops-new-car-550': '13 months, Apr 10, 2027',
  // 900 / 3 = 300; 2,400 / 300 = 8: Nov 10, 2026.
  'fresh18-goals-900-split-evenly-three-goals-vacation-when': '8 months, Nov 10, 2026',
  // 2,400 over 5 whole months (Mar 10 to Sep 06) = 480: 300 is not enough.
  'fresh18-goals-is-300-a-month-enough-for-vacation': 'No: it needs $480.00 a month',
  // 3,000 x 2 / 7 = 857.142...: 857.15 due; 600 saved: 257.15 behind.
  'fresh18-goals-list-vacation-on-pace-and-gap': '1. behind 2. $257.15',
  // Seeded: 32,000 / 1,600 = 20: Nov 10, 2027. The Japan Trip made today: nothing due yet.
  'fresh18-goals-seeded-house-16-hunnid': '20 months, Nov 10, 2027',
  'fresh18-goals-seeded-japan-behind-yet': 'Not behind: on track',
  // 2,800 + 32,000 = 34,800.
  'fresh18-goals-seeded-japan-plus-house-still-to-save': '$34,800.00',
  // 2,800 / 4,000 = 0.7.
  'fresh18-goals-seeded-share-of-japan-unfunded': '70% unfunded',

  // Arithmetic on the question's numbers.
  // 82 + 95 + 110 + 73 = 360; / 4 = 90.
  'fresh18-arithmetic-average-of-4-electric-bills': '$90.00',
  // 12.49 + 8.75 = 21.24; + 23.10 = 44.34; + 5.66 = 50.00.
  'fresh18-arithmetic-receipts-12-49-8-75-23-10-5-66': '$50.00',
  // 4,800 / 12,000 = 0.40.
  'fresh18-arithmetic-car-4800-a-year-12000-miles-cost-per-mile': '$0.40 a mile',
  // 1,500 / 30 = 50 a day; x 11 = 550.
  'fresh18-arithmetic-prorated-rent-1500-11-days-of-30': '$550.00',
  // 10 / 40 = 0.25 (10 / 50 = 0.20 is the margin).
  'fresh18-arithmetic-markup-bought-40-sold-50': '25% markup',
  // 5,000 x 1.04 = 5,200; x 1.04 = 5,408; x 1.04 = 5,624.32.
  'fresh18-arithmetic-hey-siri-5000-at-4-compounded-yearly-3-years': '$5,624.32',
  // 12.99 x 12 = 155.88; - 119.88 = 36.
  'fresh18-arithmetic-annual-119-88-vs-monthly-12-99': '$36.00 saved',
  // 40,000 x 25 = 1,000,000.
  'fresh18-arithmetic-fire-number-40k-spending-4-percent-rule': '$1,000,000.00',
  // 4 x 2 x 140 = 1,120; / 5 = 224.
  'fresh18-arithmetic-hostel-4-nights-2-rooms-140-five-friends': '$224.00 each',
  // 6 bills a year x 90 = 540.
  'fresh18-arithmetic-water-90-every-other-month-yearly': '$540.00 a year',
  // 450 / 3,600 = 0.125.
  'fresh18-arithmetic-savings-rate-450-of-3600': '12.5%',
  // 1,850 / 4 = 462.50.
  'fresh18-arithmetic-hinglish-1850-bill-4-log': '$462.50 each',
  // 2,750 x 0.12 = 330.
  'fresh18-arithmetic-taglish-12-percent-ng-2750': '$330.00',
  // 89.99 x 3 = 269.97; x 0.85 = 229.4745: 229.47.
  'fresh18-arithmetic-json-price-89-99-qty-3-coupon-15': '$229.47',
  // 118.40 + 46.15 + 65.00 = 229.55.
  'fresh18-arithmetic-markdown-table-power-water-internet': '$229.55',
  // 92,000 x 0.03 = 2,760 a year; / 12 = 230.
  'fresh18-arithmetic-title-case-3-percent-raise-on-92000-per-month': '$230.00 a month',
  // 19.25 x 32 = 616 a week; x 52 = 32,032; / 12 = 2,669.333...
  'fresh18-arithmetic-stray-full-stops-19-25-32-hours-monthly': '$2,669.33 a month',
  // 74.97 + 111.63 = 186.60; / 3 = 62.20.
  'fresh18-arithmetic-transcript-roommate-utilities-split-3': '$62.20',
  // 0.70 x 340 = 238.
  'fresh18-arithmetic-mileage-reimbursement-70-cents-340-miles': '$238.00',
  // 1,900 x 0.03 = 57.
  'fresh18-arithmetic-tip-out-3-percent-of-1900-sales': '$57.00',
  // 5,000 / 1,250 = 4.
  'fresh18-arithmetic-5000-saved-how-many-months-of-1250-rent': '4 months',
  // 2 x 40 = 80 hours; x 26.50 = 2,120.
  'fresh18-arithmetic-pto-2-weeks-26-50-an-hour-40-hour-weeks': '$2,120.00',
  // 600 / 4 = 150.
  'fresh18-arithmetic-6-hunnid-split-4-ways': '$150.00 each',
  // 1,250 + 1,250 + 500 = 3,000.
  'fresh18-arithmetic-move-in-first-last-deposit-1250-dollars': '$3,000.00',
  // Household: rent on day 3, Friday, Mar 13, 2026.
  'fresh18-arithmetic-household-weekday-rent-comes-out': 'Friday (Mar 13, 2026)',
  // Rent 1,250 is more than the car 320, the car insurance 540, the dentist 180, the phone 65.
  'fresh18-arithmetic-household-biggest-bill-on-calendar': 'Rent, $1,250.00',
  // The car payment on day 9, Mar 19.
  'fresh18-arithmetic-household-days-until-car-payment': '9 days',
  // Paychecks on days 6 and 20 (day 34 is past day 30): 2 x 2,100 = 4,200.
  'fresh18-arithmetic-household-pay-landing-next-30-days': '$4,200.00',
  // Seeded: after rent (day 2), the electric bill on day 5, 95.50 (the cable bill is paid).
  'fresh18-arithmetic-seeded-next-bill-after-rent': 'Electric bill, $95.50',
  // 2,100 x 0.15 = 315.
  'fresh18-arithmetic-household-15-percent-of-my-paycheck': '$315.00',
  // Check-up: 2,000 / 4,000 = 50%; 6 x 2,000 - 4,000 = 8,000; 4,000 x 0.10 - 200 = 200.
  'fresh18-arithmetic-checkup-essentials-share-of-take-home': '50% of your take-home pay',
  'fresh18-arithmetic-checkup-more-saved-for-six-months': '$8,000.00 more',
  'fresh18-arithmetic-checkup-more-a-month-for-10-percent-retirement': '$200.00 more a month',

  // Declines that still owe a figure. Rent 1,500 to 1,565: 65.00 more; to 1,425: 75.00 less; the New
  // Car: 8,000 - 1,000 = 7,000.00 left.
  'fresh18-what-if-checkup-rent-1565-no-balance': 'I need your balance today. Rent goes up $65.00 a month.',
  'fresh18-what-if-checkup-renewal-discount-1425-no-balance':
    'I need your balance today. Rent goes down $75.00 a month.',
  'fresh18-goals-new-car-done-in-18-months-monthly':
    "I can't answer that yet: the New Car has no date. $7,000.00 is left.",
};

/**
 * The retirement cases' deposits, worked from each question: [id, savings already there, a month's
 * deposit, rate %, months].
 */
const RETIREMENT: [string, number, number, number, number][] = [
  // 300 + the employer's flat 150 = 450 a month from 33: 32 years.
  ['employer-flat-150-plus-300-at-33', 0, 450, 5, 32 * 12],
  // 500 a month at 0% from 36: 29 years.
  ['cash-at-0-percent-500-at-36', 0, 500, 0, 29 * 12],
  // 6% of 2,500 = 150 every two weeks; x 26 / 12 = 325 a month from 28: 37 years.
  ['six-percent-of-2500-biweekly-at-28', 0, 325, 5, 37 * 12],
  // 350 a month from 29 at 6%: 36 years.
  ['json-29-350-at-6', 0, 350, 6, 36 * 12],
  // 60,000 and 900 a month from 44: 21 years.
  ['markdown-table-44-60k-900', 60000, 900, 5, 21 * 12],
  // 400 a month from 31: 34 years.
  ['hinglish-31-400', 0, 400, 5, 34 * 12],
  // 250 a month from 34: 31 years.
  ['taglish-34-250', 0, 250, 5, 31 * 12],
  // Six hundred a month from thirty-nine: 26 years.
  ['hey-siri-39-six-hundred', 0, 600, 5, 26 * 12],
  // 225 a month from 27: 38 years.
  ['title-case-27-225-roth', 0, 225, 5, 38 * 12],
  // 2 hunnid = 200 a month from 24: 41 years.
  ['hunnid-24-2-hunnid-roth', 0, 200, 5, 41 * 12],
  // 15,000 and 1,000 a month from 46: 19 years.
  ['mariner-46-15k-1000', 15000, 1000, 5, 19 * 12],
  // 5,400 a year = 450 a month from 37: 28 years.
  ['narrator-37-5400-a-year-solo-401k', 0, 450, 5, 28 * 12],
  // 12,000 a year = 1,000 a month from 52 at 6%: 13 years.
  ['rancher-52-12000-each-fall-at-6', 0, 1000, 6, 13 * 12],
  // 1,100 a month from 43 at 7%: 22 years.
  ['stray-full-stops-43-1100-at-7', 0, 1100, 7, 22 * 12],
  // 550 a month together, both 38: 27 years.
  ['household-transcript-both-38-550', 0, 550, 5, 27 * 12],
  // 200 a month from 41 at 6.5%: 24 years.
  ['checkup-41-200-at-6-5', 0, 200, 6.5, 24 * 12],
  // 175 twice a month = 350 a month from 32: 33 years.
  ['seeded-semi-monthly-175-at-32', 0, 350, 5, 33 * 12],
  // 800 a month from 35: 30 years.
  ['1099-contractor-35-sep-800', 0, 800, 5, 30 * 12],
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
  const cases = freshCases18(TODAY);
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
      RETIREMENT.map(([id]) => `fresh18-retirement-${id}`).sort(),
    );
    for (const [id, start, deposit, rate, months] of RETIREMENT) {
      const c = byId.get(`fresh18-retirement-${id}`)!;
      const total = grown(start, deposit, rate, months);
      const text = `About ${wholeDollarsText(total)} at retirement; the 4% rule gives ${wholeDollarsText(total * 0.04)} a year.`;
      for (const fact of factsOf(c))
        expect(holds(fact, text), `${id}: ${String(fact)} in ${text}`).toBe(true);
      for (const wrong of c.mustNot ?? []) expect(holds(wrong, text), `${id}: ${String(wrong)}`).toBe(false);
    }
    // Worked by hand: 500 a month at 0% for 348 months is 174,000, and 4% of it 6,960 a year;
    // 450 for 32 years at 5%: 450 x ((1 + 0.05/12)^384 - 1) / (0.05/12) = 450 x 944.78 ~ 425,152.
    expect(grown(0, 500, 0, 348)).toBe(174000);
    expect(
      holds(factsOf(byId.get('fresh18-retirement-cash-at-0-percent-500-at-36')!)[1]!, '$6,960.00 a year'),
    ).toBe(true);
    expect(grown(0, 450, 5, 384)).toBeGreaterThan(425000);
    expect(grown(0, 450, 5, 384)).toBeLessThan(425300);
  });

  it("reads the calendars, the goals' plans and the check-up as worked by hand", () => {
    // Household: days 0 to 29 and 1 to 30 hold the paychecks of day 6 and day 20.
    expect(calendarWithin(HOUSEHOLD, TODAY, 29).pay).toBe(420000);
    expect(calendarWithin(HOUSEHOLD, TODAY, 30).pay).toBe(420000);
    // 13 paydays before the Vacation's date, on any day of the year.
    expect(paydaysBefore('household', TODAY, 180)).toBe(13);
    expect(paydaysBefore('household', '2026-12-31', 180)).toBe(13);
    // The Emergency Fund's plan: 4 of 14 months of 10,000.
    const [ef, vacation] = HOUSEHOLD.goals as [(typeof HOUSEHOLD.goals)[0], (typeof HOUSEHOLD.goals)[0]];
    expect(planHoldsCents(ef, TODAY)).toBe(285715);
    expect(planHoldsCents(ef, TODAY) - 250000).toBe(behindCents(ef, TODAY));
    expect(planHoldsCents(vacation, TODAY) - 60000).toBe(behindCents(vacation, TODAY));
    const sums = checkupSums(TODAY);
    expect(sums).toEqual({ essentialsShare: 50, toSixMonths: 800000, toTenPercent: 20000 });
  });

  it("matches the helpers to the hand arithmetic for the users' months, forecasts and goals", () => {
    // A week: 810: 3,510.00; 1,008: 4,368.00; 1,275: 5,525.00; 765: 3,315.00; 672: 2,912.00; 616:
    // 2,669.33. A year: 55,800: 4,650.00; 46,000: 3,833.33; 48,000: 4,000.00. Two weeks: 150: 325.00.
    // Twice a month: 175: 350.00.
    expect(perMonthCents(810, 'weekly')).toBe(351000);
    expect(perMonthCents(1008, 'weekly')).toBe(436800);
    expect(perMonthCents(1275, 'weekly')).toBe(552500);
    expect(perMonthCents(765, 'weekly')).toBe(331500);
    expect(perMonthCents(672, 'weekly')).toBe(291200);
    expect(perMonthCents(616, 'weekly')).toBe(266933);
    expect(perMonthCents(55800, 'yearly')).toBe(465000);
    expect(perMonthCents(46000, 'yearly')).toBe(383333);
    expect(perMonthCents(48000, 'yearly')).toBe(400000);
    expect(perMonthCents(150, 'bi-weekly')).toBe(32500);
    expect(perMonthCents(175, 'semi-monthly')).toBe(35000);
    // Household: 2,719.01 left. Seeded: 4,183.33. Checkup at 4,200: 2,700.00. Empty with 880: 880.00.
    expect(affordability(HOUSEHOLD, []).left).toBe(271901);
    expect(affordability(SEEDED, []).left).toBe(418333);
    expect(affordability(CHECKUP, [], { amount: 4200, per: 'monthly' }).left).toBe(270000);
    expect(affordability(EMPTY, [], { amount: 880, per: 'monthly' }).left).toBe(88000);
    // Household to payday: -350.00; with 842.16: -407.84; with 1,100: -150.00; rent 1,335 over days
    // 0 to 10: -435.00; the pay at 1,950 to the payday after: -350.00. Seeded with 1,480: 30.00; the
    // pay at 2,980 to the payday after (18 days): -250.00.
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 842.16 })).toBe(-40784);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 1100 })).toBe(-15000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Rent: 1335 }, days: 11 })).toBe(-43500);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 1950 }, days: 20 })).toBe(-35000);
    expect(lowestBalance(SEEDED, TODAY, { balance: 1480 })).toBe(3000);
    expect(lowestBalance(SEEDED, TODAY, { changed: { Paycheck: 2980 }, days: 18 })).toBe(-25000);
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
    expect(reach(vacation, 275, TODAY)).toEqual({ months: 9, date: 'Dec 10, 2026' });
    expect(reach(car, 425, TODAY)).toEqual({ months: 17, date: 'Aug 10, 2027' });
    expect(reach(car, 600, TODAY).months).toBe(12);
    expect(reach(car, 550, TODAY).months).toBe(13);
    expect(reach(vacation, 300, TODAY).months).toBe(8);
    const japan = SEEDED.goals.find((g) => g.title === 'Japan Trip')!;
    const house = SEEDED.goals.find((g) => g.title === 'House Down Payment')!;
    expect(behindCents(japan, TODAY)).toBe(0);
    expect(reach(house, 1600, TODAY)).toEqual({ months: 20, date: 'Nov 10, 2027' });
  });

  it('fails the likely wrong answers', () => {
    const mustNotHolds = (id: string, text: string) => byId.get(id)!.mustNot!.some((f) => holds(f, text));
    // A week's pay taken as 4 weeks: 3,240 - 560 = 2,680.00; 4,032 - 450 = 3,582.00; 2,688 - 700 =
    // 1,988.00. A year's pay as a month's: 55,800 - 1,050 = 54,750.00; 46,000 - 900 = 45,100.00;
    // 48,000 - 600 = 47,400.00.
    expect(
      mustNotHolds('fresh18-affordability-empty-sawmill-45-cents-board-foot-1800-a-week-560', '$2,680.00'),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh18-affordability-empty-phlebotomist-28-a-draw-9-a-day-4-days-lease-450',
        '$3,582.00',
      ),
    ).toBe(true);
    expect(
      mustNotHolds('fresh18-affordability-empty-courier-1-40-a-stop-120-stops-4-days-room-700', '$1,988.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh18-affordability-empty-mariner-310-a-day-at-sea-180-days-rent-1050', '$54,750.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh18-affordability-empty-ranch-40-calves-1150-a-head-land-900', '$45,100.00'),
    ).toBe(true);
    expect(mustNotHolds('fresh18-affordability-empty-hinglish-48000-saal-car-600', '$47,400.00')).toBe(true);
    // The bonds as pay (39,350.00); the drill left out (2,620.00); the side gig left out (2,425.00);
    // "1099" as the payment (3,001.00); the zip code as money; the fridge's price at once (1,279.01);
    // the checkup's rent left out (3,810.00).
    expect(
      mustNotHolds('fresh18-affordability-empty-bail-bonds-10-percent-of-40000-truck-650', '$39,350.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh18-affordability-empty-reservist-drill-420-plus-3100-car-480', '$2,620.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh18-affordability-empty-markdown-table-salary-2950-side-400-room-525', '$2,425.00'),
    ).toBe(true);
    expect(mustNotHolds('fresh18-affordability-empty-1099-contractor-net-4100-truck-545', '$3,001.00')).toBe(
      true,
    );
    expect(mustNotHolds('fresh18-affordability-empty-zip-30318-street-14-apartment-1250', '$30,318.00')).toBe(
      true,
    );
    expect(
      mustNotHolds('fresh18-affordability-household-fridge-1440-zero-percent-24-months', '$1,279.01'),
    ).toBe(true);
    expect(mustNotHolds('fresh18-affordability-checkup-four-point-two-k-lease-390', '$3,810.00')).toBe(true);
    // Both accounts added (-107.84, 2,030.00); the transcript's first figure (1,290: -390.00).
    expect(mustNotHolds('fresh18-what-if-checking-842-16-savings-300-checking-only', '-$107.84')).toBe(true);
    expect(mustNotHolds('fresh18-what-if-seeded-markdown-table-checking-1480', '$2,030.00')).toBe(true);
    expect(mustNotHolds('fresh18-what-if-transcript-landlord-says-1275-final', '-$390.00')).toBe(true);
    // A deposit taken as monthly; the employer's part left out; 1,099 as the deposit; 5% for 0%.
    for (const [id, start, monthlyDeposit, rate, years] of [
      ['fresh18-retirement-narrator-37-5400-a-year-solo-401k', 0, 5400, 5, 28],
      ['fresh18-retirement-rancher-52-12000-each-fall-at-6', 0, 12000, 6, 13],
      ['fresh18-retirement-six-percent-of-2500-biweekly-at-28', 0, 150, 5, 37],
      ['fresh18-retirement-seeded-semi-monthly-175-at-32', 0, 175, 5, 33],
      ['fresh18-retirement-employer-flat-150-plus-300-at-33', 0, 300, 5, 32],
      ['fresh18-retirement-1099-contractor-35-sep-800', 0, 1099, 5, 30],
      ['fresh18-retirement-cash-at-0-percent-500-at-36', 0, 500, 5, 29],
    ] as const)
      expect(
        mustNotHolds(id, `about ${wholeDollarsText(grown(start, monthlyDeposit, rate, years * 12))}`),
        id,
      ).toBe(true);
    // The margin for the markup; simple interest and monthly compounding; every other month as
    // monthly and as twice a month; the 4 weeks' pay; 900 to the vacation alone.
    expect(mustNotHolds('fresh18-arithmetic-markup-bought-40-sold-50', 'a 20% margin')).toBe(true);
    expect(mustNotHolds('fresh18-arithmetic-hey-siri-5000-at-4-compounded-yearly-3-years', '$5,600.00')).toBe(
      true,
    );
    expect(mustNotHolds('fresh18-arithmetic-hey-siri-5000-at-4-compounded-yearly-3-years', '$5,636.36')).toBe(
      true,
    );
    expect(mustNotHolds('fresh18-arithmetic-water-90-every-other-month-yearly', '$1,080.00')).toBe(true);
    expect(mustNotHolds('fresh18-arithmetic-water-90-every-other-month-yearly', '$2,160.00')).toBe(true);
    expect(mustNotHolds('fresh18-arithmetic-stray-full-stops-19-25-32-hours-monthly', '$2,464.00')).toBe(
      true,
    );
    expect(mustNotHolds('fresh18-goals-900-split-evenly-three-goals-vacation-when', 'in 3 months')).toBe(
      true,
    );
    // A negative lowest written without its minus is not the figure.
    const checking = byId.get('fresh18-what-if-checking-842-16-savings-300-checking-only')!;
    expect(factsOf(checking).every((f) => holds(f, '$350.00 then $407.84'))).toBe(false);
  });

  it('tells a decline by its first line, and a decline that still owes a figure', () => {
    const noBalance = byId.get('fresh18-what-if-checkup-rent-1565-no-balance')!;
    expect(freshScore(noBalance, 200, 'I need your balance today to answer that.')).toBe('declined');
    expect(freshScore(noBalance, 200, 'I need your balance today. Rent goes up $65.00 a month.')).toBe(
      'right',
    );
    expect(
      freshScore(noBalance, 200, 'Reading: rent $1,565.00.\nYou stay positive; $65.00 more a month.'),
    ).toBe('wrong');
    const eighteenMonths = byId.get('fresh18-goals-new-car-done-in-18-months-monthly')!;
    expect(
      freshScore(eighteenMonths, 200, "I can't answer that yet: the New Car has no date. $7,000.00 is left."),
    ).toBe('right');
    expect(freshScore(eighteenMonths, 200, 'Reading: New Car in 18 months.\n$388.89 a month.')).toBe('wrong');
    // Pesos: a made-up conversion is wrong, a decline right.
    const pesos = byId.get('fresh18-affordability-empty-taglish-pesos-45000-car-250')!;
    expect(freshScore(pesos, 200, 'Reading: income $45,000.00 a month.\n$45,000.00 then $44,750.00.')).toBe(
      'wrong',
    );
    expect(freshScore(pesos, 200, 'I need your pay in US dollars to answer that.')).toBe('right');
    // A vague income: a confident reading is wrong.
    const sixFigures = byId.get('fresh18-affordability-empty-low-six-figures-car-900')!;
    expect(
      freshScore(sixFigures, 200, 'Reading: income $100,000.00 a year.\n$8,333.33 then $7,433.33.'),
    ).toBe('wrong');
    // An answer to another user's money gives no figure.
    const brother = byId.get('fresh18-out-of-scope-brother-student-loans-owed')!;
    expect(freshScore(brother, 200, "I can't see your brother's loans. About $30,000.00 is typical.")).toBe(
      'declined',
    );
    expect(declines("I can't answer that yet: that's in pesos.")).toBe(true);
    expect(declines('Reading: $55.00 a day, 16 days a month.')).toBe(false);
  });
});
