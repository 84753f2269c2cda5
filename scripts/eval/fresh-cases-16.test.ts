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
import { calendarWithin, freshCases15 } from './fresh-cases-15.ts';
import { checkupFigures, freshCases16, freshCases16Samples, nextDayOfMonth } from './fresh-cases-16.ts';
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
 * Checks of the sixteenth fresh held-out set itself (issue 38): its shape, and its arithmetic
 * against values worked by hand. The checks sets 3 to 16 each make of themselves are shared, in
 * `fresh-checks.ts`.
 */

describe('the sixteenth fresh set', () => {
  const cases = freshCases16(TODAY);
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
  ];

  itIsNew(cases, earlier, { prefix: 'fresh16', min: 190, earlierSets: '1 to 15' });
  itRewordsNoneOfItsOwn(cases);

  it('has at least 190 questions, at least 70 of them to decline', () => {
    expect(cases.length).toBeGreaterThanOrEqual(190);
    expect(cases.filter((c) => c.expect.kind === 'decline').length).toBeGreaterThanOrEqual(70);
  });

  it("has every family in roughly set 15's proportions, each with at least 12 cases, and all four users", () => {
    const set15 = freshCases15(TODAY);
    for (const family of FRESH_FAMILIES) {
      const mine = cases.filter((c) => c.family === family);
      expect(mine.length, family).toBeGreaterThanOrEqual(12);
      // Within five points of set 15's share of the family, and of its share declined in the family.
      const theirs = set15.filter((c) => c.family === family);
      expect(Math.abs(mine.length / cases.length - theirs.length / set15.length), family).toBeLessThanOrEqual(
        0.05,
      );
      const declinedShare = (list: typeof cases) =>
        list.filter((c) => c.expect.kind === 'decline').length / list.length;
      expect(Math.abs(declinedShare(mine) - declinedShare(theirs)), family).toBeLessThanOrEqual(0.1);
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
    // Who asks: a farrier, a tree planter, a caddie, a signing agent, a process server, a tattoo
    // artist, a barber, a college athlete on NIL deals, a widow, grandparents on a kinship payment, a
    // per diem nurse and a lineman's per diem, a mystery shopper, a tour guide, a beekeeper, an ASL
    // interpreter, a newspaper carrier.
    expect(count(/farrier|horses?\b|hooves/i)).toBeGreaterThanOrEqual(5);
    expect(count(/\btrees?\b/i)).toBeGreaterThanOrEqual(6);
    expect(count(/caddie|\bloops?\b/i)).toBeGreaterThanOrEqual(6);
    expect(count(/signing|notary/i)).toBeGreaterThanOrEqual(3);
    expect(count(/\bserves?\b|process serv/i)).toBeGreaterThanOrEqual(2);
    expect(count(/tattoo/i)).toBeGreaterThanOrEqual(4);
    expect(count(/barber|\bcuts?\b/i)).toBeGreaterThanOrEqual(4);
    expect(count(/\bNIL\b/)).toBeGreaterThanOrEqual(5);
    expect(count(/survivor|widow|husband passed/i)).toBeGreaterThanOrEqual(5);
    expect(count(/grandkids?|grandson|kinship/i)).toBeGreaterThanOrEqual(5);
    expect(count(/per diem/i)).toBeGreaterThanOrEqual(4);
    expect(count(/mystery shop/i)).toBeGreaterThanOrEqual(1);
    expect(count(/tours?\b|a head\b/i)).toBeGreaterThanOrEqual(1);
    expect(count(/honey|beekeep/i)).toBeGreaterThanOrEqual(3);
    expect(count(/\bASL\b|interpret/i)).toBeGreaterThanOrEqual(3);
    expect(count(/paper routes?/i)).toBeGreaterThanOrEqual(1);
    // Life events: quitting, sobriety, tithing, spousal support, insulin, a parent moving in, school,
    // downsizing.
    expect(count(/vap(e|es|ing)\b|smoking|cigs|drinking|\bbar\b|sober/i)).toBeGreaterThanOrEqual(6);
    expect(count(/tithe|spousal/i)).toBeGreaterThanOrEqual(3);
    expect(count(/insulin/i)).toBeGreaterThanOrEqual(4);
    expect(count(/moving in|back to school|empty nesters/i)).toBeGreaterThanOrEqual(3);
    // How it is written: acronyms, hashtags, markdown, a quoted message, keys next to the right one,
    // words without vowels, detail that is no money.
    expect(count(/\b(tia|lmk|fwiw|iirc|imo|eli5|afaik|nvm|ofc|smh|fyi|ty)\b/i)).toBeGreaterThanOrEqual(20);
    expect(count(/#[a-z]/i)).toBeGreaterThanOrEqual(6);
    expect(count(/\*\*/)).toBeGreaterThanOrEqual(5);
    expect(count(/^> /m)).toBeGreaterThanOrEqual(1);
    expect(count(/afgord|monrh|whixh|puttinf|checkibg|\bhsd\b/i)).toBeGreaterThanOrEqual(4);
    expect(count(/\b(cn|bdgt|hndl|systm|mthly|rtrmnt|mnth|hw|mch|bll|gng|befr)\b/i)).toBeGreaterThanOrEqual(
      4,
    );
    expect(count(/biscuit|ate a sock|coffee onto my laptop|tacoma/i)).toBeGreaterThanOrEqual(4);
    // How amounts are written: the Swiss apostrophe, Indian grouping, cents, new slang.
    expect(count(/\d'\d{3}\b/)).toBeGreaterThanOrEqual(8);
    expect(count(/\d,\d\d,\d{3}\b/)).toBeGreaterThanOrEqual(4);
    expect(count(/¢|\s\.\d\d a\b/)).toBeGreaterThanOrEqual(5);
    expect(count(/\b\d Gs\b|few Gs|\bstacks\b/)).toBeGreaterThanOrEqual(7);
    // Horizons.
    expect(count(/next (8|11) days|next 5 weeks|week and a half|through the 20th/i)).toBeGreaterThanOrEqual(
      6,
    );
    // The users' goals by name.
    expect(count(/emergenc|vacation|new car|japan|house down/i, 'goals')).toBeGreaterThanOrEqual(25);
    // The check-up, for the check-up user, and declined without any numbers.
    expect(cases.filter((c) => c.profile === 'checkup' && c.family === 'arithmetic').length).toBe(3);

    const kindsOf = (pattern: RegExp) =>
      cases
        .filter((c) => pattern.test(c.question))
        .map((c) => c.expect.kind)
        .sort();
    // Francs and rupees always decline; the Swiss apostrophe and Indian grouping in dollars never do.
    expect(kindsOf(/CHF/)).toEqual(['decline', 'decline', 'decline']);
    expect(kindsOf(/₹/)).toEqual(['decline', 'decline', 'decline']);
    expect(
      cases
        .filter((c) => /\d'\d{3}\b|\$\d,\d\d,\d{3}\b/.test(c.question) && !/CHF|₹/.test(c.question))
        .every((c) => c.expect.kind === 'figures'),
    ).toBe(true);
    // With the count, a figure; without it, a decline.
    expect(kindsOf(/a horse\b/i)).toEqual(['decline', 'decline', 'figures', 'figures']);
    expect(kindsOf(/a session\b/i)).toEqual(['decline', 'figures']);
    expect(kindsOf(/a tree\b/i)).toEqual(['decline', 'figures', 'figures', 'figures']);
    expect(kindsOf(/per diem/i)).toEqual(['decline', 'figures', 'figures', 'figures']);
    // Vague amounts always decline.
    expect(kindsOf(/a few Gs|a little|by a lot/i)).toEqual(Array<string>(5).fill('decline'));
    // One change at a time (decision 027).
    const twoChanges = cases.filter((c) => c.id.includes('two-changes'));
    expect(twoChanges.length).toBe(1);
    expect(twoChanges.every((c) => c.expect.kind === 'decline')).toBe(true);
  });

  const year = yearOf(freshCases16, freshCases16Samples);
  itHoldsOnItsSamples(year);
  itScoresConfidentDeclinesWrong(year);
});

/** Figures worked by hand for TODAY (2026-03-10), as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Empty, income stated: the income, then less the payment.
  // 165 x 14 = 2,310 a week; x 52 = 120,120; / 12 = 10,010; - 480 = 9,530.
  'fresh16-affordability-empty-farrier-165-a-horse-14-a-week-trailer-480': '$10,010.00 then $9,530.00',
  // 0.16 x 2,000 = 320 a day; x 5 = 1,600 a week; x 52 = 83,200; / 12 = 6,933.333...; - 700 = 6,233.33.
  'fresh16-affordability-empty-tree-planter-16-cents-2000-trees-5-days-rent-700': '$6,933.33 then $6,233.33',
  // 90 x 5 = 450 a week; x 52 = 23,400; / 12 = 1,950; - 210 = 1,740.
  'fresh16-affordability-empty-caddie-90-a-loop-5-loops-insurance-210': '$1,950.00 then $1,740.00',
  // 125 x 18 = 2,250; - 389 = 1,861.
  'fresh16-affordability-empty-signing-agent-125-18-a-month-lease-389': '$2,250.00 then $1,861.00',
  // 45 x 25 = 1,125 a week; x 52 = 58,500; / 12 = 4,875; - 1,400 = 3,475.
  'fresh16-affordability-empty-process-server-45-a-serve-25-a-week-rent-1400': '$4,875.00 then $3,475.00',
  // 180 x 8 = 1,440 a week; x 52 = 74,880; / 12 = 6,240; - 310 = 5,930.
  'fresh16-affordability-empty-tattoo-180-a-session-8-a-week-tacoma-310': '$6,240.00 then $5,930.00',
  // 25 x 10 x 5 = 1,250 a week; x 52 = 65,000; / 12 = 5,416.666...; - 1,100 = 4,316.67.
  'fresh16-affordability-empty-barber-25-a-cut-10-a-day-5-days-1100': '$5,416.67 then $4,316.67',
  // 600 + 1,150 = 1,750; - 240 = 1,510.
  'fresh16-affordability-empty-nil-600-stipend-1150-car-240': '$1,750.00 then $1,510.00',
  // 1,890 + 640 = 2,530; - 95 = 2,435.
  'fresh16-affordability-empty-widow-survivor-1890-library-640-headstone-95': '$2,530.00 then $2,435.00',
  // 1,720 + 480 + 900 = 3,100; - 260 = 2,840.
  'fresh16-affordability-empty-kinship-ss-1720-kinship-480-pension-900-minivan-260':
    '$3,100.00 then $2,840.00',
  // 510 x 3 = 1,530 a week; x 52 = 79,560; / 12 = 6,630; - 1,350 = 5,280.
  'fresh16-affordability-empty-per-diem-nurse-510-a-shift-3-a-week-1350': '$6,630.00 then $5,280.00',
  // 3,200 x 26 = 83,200; 85 x 5 x 52 = 22,100; 105,300 / 12 = 8,775; - 725 = 8,050.
  'fresh16-affordability-empty-lineman-3200-biweekly-per-diem-85-5-days-truck-725':
    '$8,775.00 then $8,050.00',
  // 35 x 40 = 1,400 a week; x 52 = 72,800; / 12 = 6,066.666...; - 275 = 5,791.67.
  'fresh16-affordability-empty-tour-guide-35-a-head-40-a-week-car-275': '$6,066.67 then $5,791.67',
  // 12 x 60 = 720 a week; x 52 = 37,440; / 12 = 3,120; - 180 = 2,940.
  'fresh16-affordability-empty-beekeeper-12-a-jar-60-a-week-storage-180': '$3,120.00 then $2,940.00',
  // 55 x 24 = 1,320 a week; x 52 = 68,640; / 12 = 5,720; - 1,250 = 4,470.
  'fresh16-affordability-empty-asl-interpreter-55-hr-24-hrs-wk-1250': '$5,720.00 then $4,470.00',
  // 610 x 2 = 1,220; - 400 = 820.
  'fresh16-affordability-empty-paper-routes-2-at-610-used-car-400': '$1,220.00 then $820.00',
  // 2,650 - 340 = 2,310.
  'fresh16-affordability-empty-insulin-copay-340-take-home-2650': '$2,650.00 then $2,310.00',
  // 4,800 - 1,650 = 3,150.
  'fresh16-affordability-empty-swiss-apostrophe-4-800-flat-1-650': '$4,800.00 then $3,150.00',
  // 108,000 / 12 = 9,000; - 2,100 = 6,900.
  'fresh16-affordability-empty-indian-grouping-package-1-08-000-rent-2100': '$9,000.00 then $6,900.00',
  // Household: 2,100 x 26 / 12 = 4,550.00 in; bills 1,250 + 320 + 65 + 15.99 + 540 / 3 (180) =
  // 1,830.99 (the one-off dentist left out); 2,719.01 left.
  // 4,550 + 500 = 5,050; - 1,830.99 = 3,219.01; - 450 = 2,769.01.
  'fresh16-affordability-household-mom-moving-in-chips-in-500-bigger-car-450': '$3,219.01 then $2,769.01',
  // 2,719.01 - 425 = 2,294.01.
  'fresh16-affordability-household-back-to-school-tuition-plan-425': '$2,719.01 then $2,294.01',
  // Rent 1,250 -> 980: 270 less; 2,719.01 + 270 = 2,989.01.
  'fresh16-affordability-household-empty-nesters-downsize-rent-980-instead-of-1250':
    '$2,719.01 then $2,989.01',
  // 2,719.01 - 129 = 2,590.01.
  'fresh16-affordability-household-fwiw-pet-insurance-129-biscuit-tia': '$2,719.01 then $2,590.01',
  // 2,719.01 - 395 = 2,324.01.
  'fresh16-affordability-household-hashtag-second-car-note-395': '$2,719.01 then $2,324.01',
  // 2,719.01 - 210 = 2,509.01.
  'fresh16-affordability-household-markdown-swim-team-210': '$2,719.01 then $2,509.01',
  // 2,719.01 - 175 = 2,544.01.
  'fresh16-affordability-household-adjacent-keys-music-school-175': '$2,719.01 then $2,544.01',
  // 2,719.01 - 90 = 2,629.01.
  'fresh16-affordability-household-no-vowels-home-security-90': '$2,719.01 then $2,629.01',
  // Seeded: 2,600 x 26 = 67,600; / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33.
  // 4,183.33 - 1,250 = 2,933.33.
  'fresh16-affordability-seeded-swiss-apostrophe-lease-1-250': '$4,183.33 then $2,933.33',
  // 4,183.33 - 300 = 3,883.33.
  'fresh16-affordability-seeded-six-months-sober-therapist-300': '$4,183.33 then $3,883.33',
  // Checkup: 1,650 x 26 = 42,900; / 12 = 3,575; - rent 1,500 = 2,075; - 280 = 1,795.
  'fresh16-affordability-checkup-job-offer-1650-every-other-week-car-280': '$2,075.00 then $1,795.00',

  // Household: 900 today; rent 1,250 on day 3 (Mar 13): -350.00; paid 2,100 on day 6 (Mar 16), day
  // 20 (Mar 30), day 34 (Apr 13)...; the car 320 on day 9, the dentist 180 on day 11, the phone 65
  // on day 15, streaming 15.99 on day 20, the car insurance 540 on day 40 (Apr 19). After day 3 the
  // balance never falls back below zero, so any horizon of 4 days or more bottoms out on day 3.
  // 900 - 1,330 = -430; 80 more.
  'fresh16-what-if-iirc-rent-1330-starting-next-one': '-$350.00, then -$430.00; $80.00 more a month',
  // The car on day 9, after payday: 372 - 320 = 52 more.
  'fresh16-what-if-markdown-car-payment-372': '-$350.00 either way; $52.00 more a month',
  // 900 - 1,190 = -290; 60 less.
  'fresh16-what-if-hashtag-rent-dropping-1190-blessed': '-$350.00, then -$290.00; $60.00 less a month',
  // 1,400 - 1,250 = 150.
  'fresh16-what-if-adjacent-keys-1400-in-checkibg': '-$350.00 now, $150.00 with $1,400.00',
  // The phone on day 15, after payday: 82 - 65 = 17 more.
  'fresh16-what-if-no-vowels-phone-bll-82': '-$350.00 either way; $17.00 more a month',
  // 1,150 - 1,250 = -100.
  'fresh16-what-if-swiss-apostrophe-checking-1-150': '-$350.00 now, -$100.00 with $1,150.00',
  // 900 - 1,305 = -405; 55 more.
  'fresh16-what-if-quoted-landlord-rent-1305': '-$350.00, then -$405.00; $55.00 more a month',
  // 2 Gs: 2,000 - 1,250 = 750.
  'fresh16-what-if-slang-2-gs-in-checking': '-$350.00 now, $750.00 with $2,000.00',
  // The pay at 3,400 to day 19: -350 on day 3, then 3,050 and up: -350. 1,300 x 26 = 33,800; / 12 =
  // 2,816.666... more.
  'fresh16-what-if-lineman-storm-crew-checks-3400-from-now-on': '-$350.00 either way; $2,816.67 more a month',
  // The pay at 1,350 to day 19: -350, 1,000, 680, 500, 435: -350. 750 x 26 = 19,500; / 12 = 1,625 less.
  'fresh16-what-if-going-part-time-next-paycheck-1350': '-$350.00 either way; $1,625.00 less a month',
  // The insurance on day 40: (540 - 465) / 3 = 25 less.
  'fresh16-what-if-student-discount-car-insurance-465-a-quarter': '-$350.00 either way; $25.00 less a month',
  // 11 days (days 0 to 10): streaming on day 20 falls outside; 19.99 - 15.99 = 4 more.
  'fresh16-what-if-streaming-1999-next-week-and-a-half': '-$350.00 either way; $4.00 more a month',
  // Through Mar 20 (days 0 to 10): 900 - 1,280 = -380; 30 more.
  'fresh16-what-if-rent-1280-through-the-20th': '-$350.00, then -$380.00; $30.00 more a month',
  // 1,250 + 95 = 1,345: 900 - 1,345 = -445; 95 more.
  'fresh16-what-if-rent-up-by-95-lmk': '-$350.00, then -$445.00; $95.00 more a month',
  // 650 - 1,250 = -600.
  'fresh16-what-if-cat-coffee-laptop-650-in-checking': '-$350.00 now, -$600.00 with $650.00',
  // 3 stacks: 3,000 - 1,250 = 1,750.
  'fresh16-what-if-slang-3-stacks-in-checking': '-$350.00 now, $1,750.00 with $3,000.00',
  // The car on day 9: 320 - 289 = 31 less.
  'fresh16-what-if-eli5-car-note-refi-289': '-$350.00 either way; $31.00 less a month',
  // Seeded: 1,200 today; rent 1,450 on day 2: -250.00; paid 2,600 on day 4; the electric 95.50 on
  // day 5, the car insurance 180 on day 12.
  // 1,200 - 1,495 = -295; 45 more.
  'fresh16-what-if-seeded-afaik-rent-1495': '-$250.00, then -$295.00; $45.00 more a month',
  // 1,600 - 1,450 = 150.
  'fresh16-what-if-seeded-swiss-apostrophe-checking-1-600': '-$250.00 now, $150.00 with $1,600.00',
  // The pay at 2,250 to day 17: -250, 2,000, 1,904.50, 1,724.50: -250. 350 x 26 = 9,100; / 12 =
  // 758.333... less.
  'fresh16-what-if-seeded-nvm-checks-2250-from-now-on': '-$250.00 either way; $758.33 less a month',

  // Compounded monthly, deposits at each month's end:
  // s = start x (1 + r/12)^n + deposit x ((1 + r/12)^n - 1) / (r/12); 4% of it a year.
  // 350 for 288 months.
  'fresh16-retirement-farrier-41-350-sep': 'about $194,195.39, about $7,767.82 a year',
  // 120 x 52 / 12 = 520 for 492 months.
  'fresh16-retirement-tree-planter-24-120-a-week': 'about $840,514.01, about $33,620.56 a year',
  // 5,000 and 250 for 420 months.
  'fresh16-retirement-caddie-30-5-gs-250': 'about $312,691.70, about $12,507.67 a year',
  // 200 for 540 months at 7%.
  'fresh16-retirement-nil-athlete-20-200-at-7': 'about $758,518.94, about $30,340.76 a year',
  // 140,000 and 500 for 84 months.
  'fresh16-retirement-widow-58-140k-500-yearly-income': 'about $248,689.37, about $9,947.57 a year',
  // 45,000 and 300 for 48 months.
  'fresh16-retirement-raising-grandson-61-45k-300': 'about $70,844.76, about $2,833.79 a year',
  // 1,100 for 360 months at 6.5%: 1,216,795.90; x 0.04 / 12 = 4,055.99 a month.
  'fresh16-retirement-lineman-35-1100-at-6-5-monthly-income': 'about $1,216,795.90, about $4,055.99 a month',
  // 32,000 and 400 for 300 months.
  'fresh16-retirement-swiss-apostrophe-40-32-000-400': 'about $349,605.18, about $13,984.21 a year',
  // 150,000 and 900 for 240 months.
  'fresh16-retirement-indian-grouping-45-1-50-000-900': 'about $776,826.34, about $31,073.05 a year',
  // 475 for 384 months.
  'fresh16-retirement-fwiw-33-475-four-percent-tia': 'about $448,771.87, about $17,950.87 a year',
  // 300 for 456 months.
  'fresh16-retirement-hashtag-27-300-roth-fire': 'about $407,487.94, about $16,299.52 a year',
  // 650 for 348 months at 6%.
  'fresh16-retirement-markdown-form-36-650-6': 'about $607,450.45, about $24,298.02 a year',
  // 350 for 432 months.
  'fresh16-retirement-no-vowels-rtrmnt-29-350': 'about $422,273.57, about $16,890.94 a year',
  // 180 for 276 months.
  'fresh16-retirement-quit-smoking-42-180-cigs': 'about $92,908.35, about $3,716.33 a year',
  // 5 x 50 = 250 a week; x 52 / 12 = 1,083.33 (rounded to the cent, rule 1) for 180 months.
  'fresh16-retirement-barber-50-5-a-cut-50-cuts-a-week': 'about $289,562.13, about $11,582.49 a year',
  // 225 for 408 months.
  'fresh16-retirement-adjacent-keys-31-225-puttinf': 'about $240,551.01, about $9,622.04 a year',
  // 550 for 336 months: 401,731.73; x 0.04 / 12 = 1,339.11 a month.
  'fresh16-retirement-household-me-37-550-monthly-income': 'about $401,731.73, about $1,339.11 a month',
  // 700 x 26 / 12 = 1,516.67 (rounded to the cent) and 60,000 for 252 months.
  'fresh16-retirement-seeded-44-60k-700-every-two-weeks': 'about $845,005.30, about $33,800.21 a year',
  // 200 for 312 months at 6%.
  'fresh16-retirement-checkup-39-200-at-6': 'about $149,614.38, about $5,984.58 a year',

  // Emergency Fund: made Oct 11, 2025, target Jan 04, 2027: 14 whole months, 4 passed: due
  // ceil(10,000 x 4 / 14) = 2,857.15, saved 2,500: 357.15 behind; 9 whole months left: 7,500 / 9 =
  // 833.33... = 833.34. Vacation: made Jan 09, target Sep 06: 7 months, 2 passed: due 857.15, saved
  // 600: 257.15 behind; 5 whole months left: 2,400 / 5 = 480.
  'fresh16-goals-lmk-emergency-shortfall-vs-plan': 'behind by $357.15',
  'fresh16-goals-hashtag-whats-left-vacation-goals': '$2,400.00',
  // 7,000 / 600 = 11.7: 12 months, Mar 10, 2027.
  'fresh16-goals-markdown-new-car-600-months': '12 months, Mar 10, 2027',
  // 7,500 / 1,100 = 6.8: 7 months, Oct 10, 2026.
  'fresh16-goals-swiss-apostrophe-emergency-1-100': '7 months, Oct 10, 2026',
  'fresh16-goals-adjacent-keys-whixh-goal-furthest-behind': 'Emergency Fund, $357.15 behind',
  'fresh16-goals-no-vowels-hw-mch-mthly-vacation-on-time': '$480.00 a month',
  'fresh16-goals-eli5-gap-on-new-car': '$7,000.00',
  // 2,400 / 140 = 17.1: 18 months, Sep 10, 2027.
  'fresh16-goals-quit-vaping-140-into-vacation': '18 months, Sep 10, 2027',
  'fresh16-goals-fwiw-running-total-new-car': '$1,000.00',
  // 2,500 / 10,000 = 0.25.
  'fresh16-goals-percent-of-emergency-fund-we-have': '25%',
  // 7,000 / 2,000 = 3.5: 4 months, Jul 10, 2026.
  'fresh16-goals-slang-2-stacks-new-car-pot-months': '4 months, Jul 10, 2026',
  // 7,500 - 3,000 = 4,500.
  'fresh16-goals-slang-3-gs-tax-refund-into-emergency-left': '$4,500.00',
  // 2,400 + 7,000 = 9,400.
  'fresh16-goals-vacation-and-new-car-together-remaining': '$9,400.00',
  'fresh16-goals-emergency-off-schedule-monthly-to-target-date': '$833.34 a month',
  'fresh16-goals-imo-vacation-on-track-or-lagging': 'lagging: $257.15 behind',
  'fresh16-goals-furthest-off-pace-and-monthly-to-fix': 'Emergency Fund: $833.34 a month',
  // Seeded Japan Trip: target Sep 26, 2026: 6 whole months: 2,800 / 6 = 466.666... = 466.67.
  'fresh16-goals-seeded-japan-monthly-by-the-date-ty': '$466.67 a month',
  // 32,000 / 2,000 = 16 months, Jul 10, 2027.
  'fresh16-goals-seeded-swiss-apostrophe-house-2-000': '16 months, Jul 10, 2027',
  // Made today: nothing is due yet.
  'fresh16-goals-seeded-emergency-ahead-or-behind-sanity-check': 'no, it is on pace',
  'fresh16-goals-seeded-fyi-flights-booked-japan-left': '$2,800.00',
  // 7,500 / 450 = 16.7: 17 months, Aug 10, 2027.
  'fresh16-goals-dog-ate-a-sock-emergency-450': '17 months, Aug 10, 2027',
  // 2,800 / 350 = 8 months, Nov 10, 2026.
  'fresh16-goals-seeded-japan-350-when-funded': '8 months, Nov 10, 2026',
  'fresh16-goals-ofc-forgot-emergency-still-left': '$7,500.00',

  // 0.16 x 1,800 = 288.
  'fresh16-arithmetic-tree-16-cents-1800-trees-a-day': '$288.00',
  // 0.14 x 2,200 = 308 a day; x 5 = 1,540.
  'fresh16-arithmetic-tree-point-14-2200-a-day-5-days-weekly': '$1,540.00',
  // 165 x 12 = 1,980 a week; x 52 = 102,960; / 12 = 8,580.
  'fresh16-arithmetic-farrier-165-a-horse-12-a-week-monthly': '$8,580.00',
  // 90 x 6 = 540 a week; x 26 = 14,040.
  'fresh16-arithmetic-caddie-90-a-loop-6-a-week-26-week-summer': '$14,040.00',
  // 125 + 40 = 165; x 18 = 2,970.
  'fresh16-arithmetic-signing-agent-125-plus-40-travel-18-signings': '$2,970.00',
  // 28 x 52 = 1,456.
  'fresh16-arithmetic-quit-vaping-28-a-week-yearly-savings': '$1,456.00',
  // 60 x 2 = 120 a week; x 52 = 6,240.
  'fresh16-arithmetic-quit-drinking-60-friday-and-saturday-year': '$6,240.00',
  // 5,350 x 0.10 = 535 a month; x 12 = 6,420.
  'fresh16-arithmetic-tithe-10-percent-of-5350-a-year': '$6,420.00',
  // 85 x 23 = 1,955.
  'fresh16-arithmetic-per-diem-85-23-days-total': '$1,955.00',
  // 25 x 11 = 275 a day; x 5 = 1,375.
  'fresh16-arithmetic-barber-25-a-cut-11-a-day-5-days-weekly': '$1,375.00',
  // 4,350 x 12 = 52,200.
  'fresh16-arithmetic-swiss-apostrophe-4-350-times-12': '$52,200.00',
  // 125,000 / 12 = 10,416.666...
  'fresh16-arithmetic-indian-grouping-1-25-000-a-month': '$10,416.67',
  // 0.35 x 90 = 31.50 a month; x 12 = 378.
  'fresh16-arithmetic-cents-sign-35-per-transaction-90-a-month-yearly': '$378.00',
  // 2,340 / 6 = 390.
  'fresh16-arithmetic-hashtag-cabin-2340-split-6-ways': '$390.00 each',
  // 64,000 x 0.075 = 4,800.
  'fresh16-arithmetic-eli5-7-5-percent-of-64000': '$4,800.00',
  // 900 x 12 = 10,800 a year; x 5 = 54,000.
  'fresh16-arithmetic-spousal-support-900-a-month-5-years-total': '$54,000.00',
  // 480 x 2 = 960 a month; x 12 = 11,520.
  'fresh16-arithmetic-kinship-480-per-grandkid-2-yearly': '$11,520.00',
  // 55 x 24 = 1,320 a week; x 52 = 68,640.
  'fresh16-arithmetic-asl-55-hr-24-hrs-wk-yearly': '$68,640.00',
  // 200 x 12 = 2,400 in; 200 x 1.15 = 230 out; 2,170.
  'fresh16-arithmetic-honey-200-jars-at-1-15-sold-at-12-profit': '$2,170.00',
  // 340 + 75 + 130 = 545; x 12 = 6,540.
  'fresh16-arithmetic-insulin-340-cgm-75-pump-130-yearly': '$6,540.00',
  // 80 / 1,250 = 0.064.
  'fresh16-arithmetic-landlord-1250-to-1330-percent-hike': '6.4%',
  // 1,480 x 0.22 = 325.60.
  'fresh16-arithmetic-markdown-22-percent-of-1480': '$325.60',
  // 1,890 x 12 = 22,680.
  'fresh16-arithmetic-survivor-benfit-1890-yearly': '$22,680.00',
  // Days 0 to 7 (Mar 10 to 17): rent on Mar 13 only (the car is on Mar 19).
  'fresh16-arithmetic-household-bills-due-next-8-days': 'Rent: $1,250.00',
  // Through Mar 20 (days 0 to 10): rent Mar 13 and the car Mar 19: 1,250 + 320 = 1,570 (the dentist
  // is on Mar 21).
  'fresh16-arithmetic-household-bills-through-the-20th': 'Rent and Car payment: $1,570.00',
  // Days 0 to 34: paydays Mar 16, Mar 30, Apr 13: 3 x 2,100 = 6,300.
  'fresh16-arithmetic-household-paychecks-next-5-weeks': '3 paychecks, $6,300.00',
  // Seeded, days 0 to 10: rent Mar 12 (1,450) and the electric bill Mar 15 (95.50): 1,545.50 (the car
  // insurance is on Mar 22).
  'fresh16-arithmetic-seeded-bills-next-11-days': 'Rent and Electric bill: $1,545.50',
  // Check-up: 4,000 / 2,000 = 2.0 months; 3,000 of high-interest debt; 200 / 4,000 = 5%.
  'fresh16-arithmetic-checkup-how-am-i-doing-no-sugarcoating':
    'Emergency fund: 2.0 months of essential costs. High-interest debt: $3,000.00.',
  'fresh16-arithmetic-checkup-what-to-fix-first-lmk': 'First, the emergency fund: it covers 2.0 months.',
  'fresh16-arithmetic-checkup-slice-of-paycheck-to-retirement': '5% of your take-home income',
};

describe('the arithmetic, against values worked by hand', () => {
  const cases = freshCases16(TODAY);
  const byId = new Map(cases.map((c) => [c.id, c]));

  itMatchesWorked(cases, WORKED);

  it('reads the next 20th of a month as worked by hand', () => {
    const ymd = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(ymd(nextDayOfMonth(TODAY, 20))).toBe('2026-03-20');
    // The day itself counts; the day after, next month's.
    expect(ymd(nextDayOfMonth('2026-03-20', 20))).toBe('2026-03-20');
    expect(ymd(nextDayOfMonth('2026-03-21', 20))).toBe('2026-04-20');
    expect(ymd(nextDayOfMonth('2026-12-25', 20))).toBe('2027-01-20');
  });

  it('reads the calendars over the periods asked as worked by hand', () => {
    // Household: days 0 to 7, rent only; days 0 to 10 (through Mar 20), rent and the car; the pay
    // over days 0 to 34, three paydays.
    expect(calendarWithin(HOUSEHOLD, TODAY, 7)).toEqual({ titles: ['Rent'], bills: 125000, pay: 210000 });
    expect(calendarWithin(HOUSEHOLD, TODAY, 10).bills).toBe(157000);
    expect(calendarWithin(HOUSEHOLD, TODAY, 34).pay).toBe(630000);
    // Days 1 to 8 and 1 to 35 hold the same bills and paydays as days 0 to 7 and 0 to 34.
    expect(calendarWithin(HOUSEHOLD, TODAY, 8).bills).toBe(125000);
    expect(calendarWithin(HOUSEHOLD, TODAY, 35).pay).toBe(630000);
    // Seeded: days 0 to 10, rent and the electric bill; day 11 the same (the car insurance is day 12).
    expect(calendarWithin(SEEDED, TODAY, 10)).toEqual({
      titles: ['Rent', 'Electric bill'],
      bills: 154550,
      pay: 260000,
    });
    expect(calendarWithin(SEEDED, TODAY, 11).bills).toBe(154550);
    // On the 18th to the 20th, the next 20th comes before the rent: no bill is due through it.
    expect(calendarWithin(HOUSEHOLD, '2026-03-18', 2).titles).toEqual([]);
  });

  it("reads the check-up user's figures as decision 023 words them", () => {
    const checkup = checkupFigures(TODAY);
    expect(checkup.months).toBe(2);
    expect(holds(checkup.monthsCovered.fact, 'would cover 2.0 months of essential costs')).toBe(true);
    expect(holds(checkup.monthsCovered.fact, 'would cover 12.0 months')).toBe(false);
    expect(holds(checkup.debt.fact, 'You owe $3,000.00 on cards')).toBe(true);
    expect(checkup.retirementShare).toBe(5);
  });

  it("matches the helpers to the hand arithmetic for the users' months, forecasts and goals", () => {
    // A week: 2,310: 10,010.00; 1,600: 6,933.33; 1,125: 4,875.00; 1,250: 5,416.67; 1,530: 6,630.00;
    // 1,400: 6,066.67; 1,320: 5,720.00. Two weeks: 3,200: 6,933.33; 1,650: 3,575.00. A year: 108,000:
    // 9,000.00; 125,000: 10,416.67.
    expect(perMonthCents(2310, 'weekly')).toBe(1001000);
    expect(perMonthCents(1600, 'weekly')).toBe(693333);
    expect(perMonthCents(1125, 'weekly')).toBe(487500);
    expect(perMonthCents(1250, 'weekly')).toBe(541667);
    expect(perMonthCents(1530, 'weekly')).toBe(663000);
    expect(perMonthCents(1400, 'weekly')).toBe(606667);
    expect(perMonthCents(1320, 'weekly')).toBe(572000);
    expect(perMonthCents(3200, 'bi-weekly')).toBe(693333);
    expect(perMonthCents(1650, 'bi-weekly')).toBe(357500);
    expect(perMonthCents(108000, 'yearly')).toBe(900000);
    expect(perMonthCents(125000, 'yearly')).toBe(1041667);
    // Household: 2,719.01 left; with 500 more a month: 3,219.01; rent at 980: 2,989.01. Seeded:
    // 4,183.33. Checkup at 1,650 every two weeks: 2,075.00. Empty with the lineman's two incomes:
    // 8,775.00.
    expect(affordability(HOUSEHOLD, []).left).toBe(271901);
    expect(affordability(HOUSEHOLD, [], { amount: 5050, per: 'monthly' }).left).toBe(321901);
    expect(affordability(HOUSEHOLD, [], undefined, { Rent: 980 }).after).toBe(298901);
    expect(affordability(SEEDED, []).left).toBe(418333);
    expect(affordability(CHECKUP, [], { amount: 1650, per: 'bi-weekly' }).left).toBe(207500);
    expect(affordability(EMPTY, [], { amount: 105300 / 12, per: 'monthly' }).left).toBe(877500);
    // Household to payday: -350.00; rent at 1,280 through Mar 20 (11 days): -380.00; the pay at 1,350
    // to the payday after: -350.00; the pay at 500 would go lower (-415.00 on day 15).
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Rent: 1280 }, days: 11 })).toBe(-38000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 1350 }, days: 20 })).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Paycheck: 500 }, days: 20 })).toBe(-41500);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 650 })).toBe(-60000);
    // Through the 20th from the 18th (3 days): rent on day 3 falls outside, $900.00 either way.
    expect(lowestBalance(HOUSEHOLD, '2026-03-18', { changed: { Rent: 1280 }, days: 3 })).toBe(90000);
    // Seeded: the pay at 2,250 to the payday after (18 days): -250.00; 1,600 today: 150.00.
    expect(lowestBalance(SEEDED, TODAY, { changed: { Paycheck: 2250 }, days: 18 })).toBe(-25000);
    expect(lowestBalance(SEEDED, TODAY, { balance: 1600 })).toBe(15000);
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
    expect(reach(car, 600, TODAY)).toEqual({ months: 12, date: 'Mar 10, 2027' });
    expect(reach(ef, 1100, TODAY)).toEqual({ months: 7, date: 'Oct 10, 2026' });
    expect(reach(vacation, 140, TODAY)).toEqual({ months: 18, date: 'Sep 10, 2027' });
    expect(reach(car, 2000, TODAY)).toEqual({ months: 4, date: 'Jul 10, 2026' });
    expect(reach(ef, 450, TODAY)).toEqual({ months: 17, date: 'Aug 10, 2027' });
    const japan = SEEDED.goals.find((g) => g.title === 'Japan Trip')!;
    const house = SEEDED.goals.find((g) => g.title === 'House Down Payment')!;
    const seededEf = SEEDED.goals.find((g) => g.title === 'Emergency Fund')!;
    expect(neededCents(japan, TODAY)).toBe(46667);
    expect(reach(japan, 350, TODAY)).toEqual({ months: 8, date: 'Nov 10, 2026' });
    expect(reach(house, 2000, TODAY)).toEqual({ months: 16, date: 'Jul 10, 2027' });
    expect(behindCents(seededEf, TODAY)).toBe(0);
    // Compounded: 350 for 24 years; 5,000 and 250 for 35 years; 140,000 and 500 for 7 years.
    expect(futureValue(0, 350, 5, 24)).toBeCloseTo(194195.39, 1);
    expect(futureValue(5000, 250, 5, 35)).toBeCloseTo(312691.7, 1);
    expect(futureValue(140000, 500, 5, 7)).toBeCloseTo(248689.37, 1);
  });

  it('fails the likely wrong answers', () => {
    const mustNotHolds = (id: string, text: string) => byId.get(id)!.mustNot!.some((f) => holds(f, text));
    // The one-off dentist counted as monthly: 2,719.01 - 180 = 2,539.01; the quarterly car insurance
    // counted monthly: 2,719.01 - 360 = 2,359.01.
    expect(mustNotHolds('fresh16-affordability-household-back-to-school-tuition-plan-425', '$2,539.01')).toBe(
      true,
    );
    expect(mustNotHolds('fresh16-affordability-household-markdown-swim-team-210', '$2,359.01')).toBe(true);
    // A week's pay taken as 4 weeks: 9,240 - 480 = 8,760.00; 4,500 - 1,400 = 3,100.00; 6,120 - 1,350 =
    // 4,770.00.
    expect(
      mustNotHolds('fresh16-affordability-empty-farrier-165-a-horse-14-a-week-trailer-480', '$8,760.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh16-affordability-empty-process-server-45-a-serve-25-a-week-rent-1400', '$3,100.00'),
    ).toBe(true);
    expect(
      mustNotHolds('fresh16-affordability-empty-per-diem-nurse-510-a-shift-3-a-week-1350', '$4,770.00'),
    ).toBe(true);
    // An income left out: the stipend alone, 910.00; the job, 1,795.00; the kinship payment, 2,360.00;
    // the per diem, 6,208.33; one route, 210.00; the mother's share, 2,269.01.
    expect(mustNotHolds('fresh16-affordability-empty-nil-600-stipend-1150-car-240', '$910.00')).toBe(true);
    expect(
      mustNotHolds('fresh16-affordability-empty-widow-survivor-1890-library-640-headstone-95', '$1,795.00'),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh16-affordability-empty-kinship-ss-1720-kinship-480-pension-900-minivan-260',
        '$2,360.00',
      ),
    ).toBe(true);
    expect(
      mustNotHolds(
        'fresh16-affordability-empty-lineman-3200-biweekly-per-diem-85-5-days-truck-725',
        '$6,208.33',
      ),
    ).toBe(true);
    expect(mustNotHolds('fresh16-affordability-empty-paper-routes-2-at-610-used-car-400', '$210.00')).toBe(
      true,
    );
    expect(
      mustNotHolds('fresh16-affordability-household-mom-moving-in-chips-in-500-bigger-car-450', '$2,269.01'),
    ).toBe(true);
    // Rent at 980 weighed as a new bill on top: 1,739.01. Two checks a month, not every other week:
    // 1,520.00.
    expect(
      mustNotHolds(
        'fresh16-affordability-household-empty-nesters-downsize-rent-980-instead-of-1250',
        '$1,739.01',
      ),
    ).toBe(true);
    expect(
      mustNotHolds('fresh16-affordability-checkup-job-offer-1650-every-other-week-car-280', '$1,520.00'),
    ).toBe(true);
    // The Swiss apostrophe misread: the flat as 650, 4,150.00; checking as 150, -1,100.00; as 600,
    // -850.00.
    expect(mustNotHolds('fresh16-affordability-empty-swiss-apostrophe-4-800-flat-1-650', '$4,150.00')).toBe(
      true,
    );
    expect(mustNotHolds('fresh16-what-if-swiss-apostrophe-checking-1-150', 'then -$1,100.00')).toBe(true);
    expect(mustNotHolds('fresh16-what-if-seeded-swiss-apostrophe-checking-1-600', 'then -$850.00')).toBe(
      true,
    );
    // A weekly or every-two-weeks deposit taken as monthly; the savings already there left out.
    for (const [id, start, monthlyDeposit, years] of [
      ['fresh16-retirement-tree-planter-24-120-a-week', 0, 120, 41],
      ['fresh16-retirement-barber-50-5-a-cut-50-cuts-a-week', 0, 250, 15],
      ['fresh16-retirement-seeded-44-60k-700-every-two-weeks', 60000, 700, 21],
      ['fresh16-retirement-swiss-apostrophe-40-32-000-400', 0, 400, 25],
      ['fresh16-retirement-indian-grouping-45-1-50-000-900', 0, 900, 20],
    ] as const)
      expect(
        mustNotHolds(
          id,
          `about $${Math.floor(futureValue(start, monthlyDeposit, 5, years)).toLocaleString('en-US')}.00`,
        ),
        id,
      ).toBe(true);
    // A stated return ignored: 200 for 45 years at 5%, not 7%.
    expect(
      mustNotHolds(
        'fresh16-retirement-nil-athlete-20-200-at-7',
        `about $${Math.floor(futureValue(0, 200, 5, 45)).toLocaleString('en-US')}.00`,
      ),
    ).toBe(true);
    // A week's pay as 4 weeks in a sum: 1,980 x 4 = 7,920.00.
    expect(mustNotHolds('fresh16-arithmetic-farrier-165-a-horse-12-a-week-monthly', '$7,920.00')).toBe(true);
    // Another goal's figure for the Vacation.
    expect(mustNotHolds('fresh16-goals-hashtag-whats-left-vacation-goals', 'New Car: $7,000.00')).toBe(true);
    // A rupee or a made-up conversion; a tip figure made up.
    expect(mustNotHolds('fresh16-arithmetic-rupees-85000-in-american-dollars', 'about $1,020.00')).toBe(true);
    expect(
      mustNotHolds('fresh16-arithmetic-caddie-tips-20-percent-of-loop-fee-not-given', '$90.00 a week'),
    ).toBe(true);
    // A negative lowest written without its minus is not the figure.
    const rent = byId.get('fresh16-what-if-iirc-rent-1330-starting-next-one')!;
    expect(factsOf(rent).every((f) => holds(f, '$350.00 then $430.00; $80.00'))).toBe(false);
  });

  it('tells a decline by its first line, and a decline that still owes a figure', () => {
    expect(declines('I need to know: how many horses do you shoe a week?')).toBe(true);
    expect(declines('Reading: $165.00 a horse, 14 horses a week.')).toBe(false);
    const noBalance = byId.get('fresh16-what-if-checkup-fyi-rent-up-60-no-balance')!;
    expect(freshScore(noBalance, 200, 'I need your balance today to answer that.')).toBe('declined');
    expect(freshScore(noBalance, 200, 'I need your balance today. Rent goes up $60.00 a month.')).toBe(
      'right',
    );
    expect(
      freshScore(noBalance, 200, 'Reading: rent $1,560.00. You will be fine, $60.00 a month more.'),
    ).toBe('wrong');
    // A goal's amount to a date not its own: declined, saying what is left.
    const june = byId.get('fresh16-goals-new-car-by-next-june-monthly')!;
    expect(freshScore(june, 200, "I can't answer that yet: the New Car has no date of its own.")).toBe(
      'declined',
    );
    expect(freshScore(june, 200, "I can't answer that yet: set the goal's date. $7,000.00 is left.")).toBe(
      'right',
    );
    expect(freshScore(june, 200, 'Reading: New Car by June 30.\n$1,000.00 a month.')).toBe('wrong');
    // Francs: a confident answer in dollars is wrong, a decline is right.
    const francs = byId.get('fresh16-affordability-empty-chf-6200-flat-1900')!;
    expect(freshScore(francs, 200, 'Reading: income $6,200.00 a month.\n$4,300.00 left.')).toBe('wrong');
    expect(freshScore(francs, 200, "I can't answer that yet: I work in US dollars only.")).toBe('right');
    // The Swiss apostrophe in dollars read honestly is right; read as 1 and 650 it is not.
    const swiss = byId.get('fresh16-affordability-empty-swiss-apostrophe-4-800-flat-1-650')!;
    expect(
      freshScore(swiss, 200, 'Reading: income $4,800.00; a flat of $1,650.00.\n$4,800.00 then $3,150.00.'),
    ).toBe('right');
    expect(freshScore(swiss, 200, 'Reading: income $800.00.\n$800.00 then $150.00.')).toBe('wrong');
    // Indian grouping in dollars read honestly is right.
    const package108 = byId.get('fresh16-affordability-empty-indian-grouping-package-1-08-000-rent-2100')!;
    expect(
      freshScore(package108, 200, 'Reading: income $108,000.00 a year.\n$9,000.00 then $6,900.00.'),
    ).toBe('right');
    // The check-up with no numbers: a decline is right, a made-up status wrong.
    const noNumbers = byId.get('fresh16-arithmetic-empty-checkup-be-honest')!;
    expect(freshScore(noNumbers, 200, 'I need your numbers first: add them on the check-up page.')).toBe(
      'right',
    );
    expect(freshScore(noNumbers, 200, 'You are doing great!')).toBe('wrong');
  });
});
