import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { FRESH_FAMILIES, declines, freshCases, futureValue, holds, type FreshCase } from './fresh-cases.ts';
import { freshCases2, freshCases2Samples, monthsFromToday } from './fresh-cases-2.ts';

/** Checks of the second fresh held-out set itself (issue 38): its shape, and its arithmetic against values worked by hand. */

const TODAY = '2026-03-10';
const factsOf = (c: FreshCase) => (c.expect.kind === 'figures' ? c.expect.facts : (c.expect.facts ?? []));
const words = (question: string) => new Set(question.toLowerCase().match(/[a-z0-9.$,%']+/g) ?? []);

describe('the second fresh set', () => {
  const cases = freshCases2(TODAY);
  const first = freshCases(TODAY);

  it('has at least 110 cases with unique ids and unique questions, none of them the first set', () => {
    expect(cases.length).toBeGreaterThanOrEqual(110);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.question.toLowerCase())).size).toBe(cases.length);
    const firstIds = new Set(first.map((c) => c.id));
    const firstQuestions = new Set(first.map((c) => c.question.toLowerCase().trim()));
    expect(
      cases.filter((c) => firstIds.has(c.id) || firstQuestions.has(c.question.toLowerCase().trim())),
    ).toEqual([]);
  });

  it('rewords none of the first set: no question shares most of its words with one of the first set', () => {
    const close: string[] = [];
    for (const c of cases) {
      const mine = words(c.question);
      for (const f of first) {
        const theirs = words(f.question);
        const shared = [...mine].filter((w) => theirs.has(w)).length;
        const jaccard = shared / (mine.size + theirs.size - shared);
        if (jaccard >= 0.5) close.push(`${c.question} ~ ${f.question} (${jaccard.toFixed(2)})`);
      }
    }
    expect(close).toEqual([]);
  });

  it('has every family, each with at least 8 cases, and all four users', () => {
    for (const family of FRESH_FAMILIES)
      expect(cases.filter((c) => c.family === family).length, family).toBeGreaterThanOrEqual(8);
    expect(cases.every((c) => FRESH_FAMILIES.includes(c.family))).toBe(true);
    expect(new Set(cases.map((c) => c.profile))).toEqual(
      new Set(['household', 'seeded', 'empty', 'checkup']),
    );
  });

  it('asks for a decline in 15 to 35% of its cases, in every family', () => {
    const declined = cases.filter((c) => c.expect.kind === 'decline');
    const share = declined.length / cases.length;
    expect(share).toBeGreaterThanOrEqual(0.15);
    expect(share).toBeLessThanOrEqual(0.35);
    expect(new Set(declined.map((c) => c.family))).toEqual(new Set(FRESH_FAMILIES));
    expect(cases.filter((c) => c.family === 'out-of-scope').every((c) => c.expect.kind === 'decline')).toBe(
      true,
    );
  });

  // Each day of a year: goals' dates, months and pace move with today.
  const year = Array.from({ length: 366 }, (_, i) => {
    const today = format(addDays(parseISO('2026-01-01'), i), 'yyyy-MM-dd');
    return { today, cases: freshCases2(today), samples: freshCases2Samples(today) };
  });

  it('holds on its own right answers, on every day of a year: every fact, no mustNot, declines told apart', () => {
    const problems: string[] = [];
    for (const { today, cases: all, samples } of year) {
      for (const c of all) {
        const sample = samples[c.id];
        if (sample === undefined) {
          problems.push(`${today} ${c.id}: no sample`);
          continue;
        }
        if (c.expect.kind === 'figures' && c.expect.facts.length === 0)
          problems.push(`${today} ${c.id}: no fact`);
        for (const fact of [...factsOf(c), ...(c.mustNot ?? [])])
          if (/NaN|undefined|Infinity|null/.test(String(fact)))
            problems.push(`${today} ${c.id}: ${String(fact)}`);
        for (const fact of factsOf(c))
          if (!holds(fact, sample)) problems.push(`${today} ${c.id}: ${String(fact)} not in ${sample}`);
        for (const wrong of c.mustNot ?? [])
          if (holds(wrong, sample)) problems.push(`${today} ${c.id}: forbids ${String(wrong)} in ${sample}`);
        if (declines(sample) !== (c.expect.kind === 'decline')) problems.push(`${today} ${c.id}: decline`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Figures worked by hand for TODAY, as a right answer writes them; every fact of the case must hold on them. */
const WORKED: Record<string, string> = {
  // Household: $4,550.00 in, $1,830.99 of bills, $2,719.01 left.
  // $1,950 x 26 / 12 = $4,225.00; 4,225.00 - 1,830.99 = 2,394.01; - 425 = 1,969.01.
  'fresh2-affordability-nurse-every-other-week': '$2,394.01 left, $1,969.01 after',
  // $650 x 52 / 12 = 2,816.666... = $2,816.67; - 1,830.99 = 985.68; - 165 = 820.68.
  'fresh2-affordability-driver-weekly-ish': '$985.68 then $820.68',
  // $1,800 x 2 = 3,600.00; - 1,830.99 = 1,769.01; - 350 = 1,419.01.
  'fresh2-affordability-first-and-fifteenth': '$1,769.01 then $1,419.01',
  // Checkup: 2,900 - 1,500 rent = 1,400.00; - 210 = 1,190.00.
  'fresh2-affordability-retiree-pension': '$1,400.00 then $1,190.00',
  // 900 - 1,500 = -600.00; - 45 = -645.00.
  'fresh2-affordability-student-campus-job': '-$600.00 then -$645.00',
  // 52,000 / 12 = 4,333.33, no bills; - 1,100 = 3,233.33.
  'fresh2-affordability-yearly-after-tax-empty': '$4,333.33 then $3,233.33',
  // The stated income is the calendar's: 2,719.01 - 275 = 2,444.01.
  'fresh2-affordability-stated-same-as-calendar': '$2,719.01 then $2,444.01',
  'fresh2-affordability-boat-slip-ish': '$2,719.01 then $2,419.01',
  'fresh2-affordability-roughly-lease': '$2,719.01 then $2,204.01',
  // 2,400 / 12 = 200; 2,519.01.
  'fresh2-affordability-tuition-yearly': '$2,719.01 then $2,519.01',
  // 125 x 2 = 250; 2,469.01.
  'fresh2-affordability-brokerage-twice-a-month': '$2,719.01 then $2,469.01',
  // 48 + 120 = 168; 2,551.01.
  'fresh2-affordability-pet-two-payments': '$2,719.01 then $2,551.01',
  // Insurance at 690 / 3 = 230 instead of 180: 50 more; 2,719.01 - 50 = 2,669.01.
  'fresh2-affordability-insurance-renewal': '$2,719.01 then $2,669.01',
  // Rent 75 more and a 60 gym: 2,719.01 - 135 = 2,584.01.
  'fresh2-affordability-rent-and-gym': '$2,719.01 then $2,584.01',
  // $65 x 52 / 12 = 281.666... = 281.67; 2,719.01 - 281.67 = 2,437.34.
  'fresh2-affordability-after-school-weekly': '$2,719.01 then $2,437.34',
  // $140 x 26 / 12 = 303.333... = 303.33; 2,719.01 - 303.33 = 2,415.68.
  'fresh2-affordability-furniture-biweekly': '$2,719.01 then $2,415.68',
  // Phone 110 instead of 65: 45 more; 2,674.01.
  'fresh2-affordability-phone-plan-upgrade': '$2,719.01 then $2,674.01',
  // 2,350 x 2 = 4,700; - 1,830.99 = 2,869.01; - 370 = 2,499.01.
  'fresh2-affordability-twice-monthly-two-things': '$2,869.01 then $2,499.01',
  // 1,080 x 52 / 12 = 4,680.00; - 1,830.99 = 2,849.01; - 95 = 2,754.01.
  'fresh2-affordability-weekly-pay-internet': '$2,849.01 then $2,754.01',
  // Seeded: 2,600 x 26 / 12 = 5,633.333... = 5,633.33; - 1,450 = 4,183.33; - 725 = 3,458.33.
  'fresh2-affordability-seeded-daycare': '$4,183.33 then $3,458.33',
  // 1,250 x 52 / 12 = 5,416.666... = 5,416.67; - 1,450 = 3,966.67; - 900 = 3,066.67.
  'fresh2-affordability-seeded-new-job-weekly': '$3,966.67 then $3,066.67',
  // 2,050 x 2 = 4,100; - 1,500 = 2,600.00; - 380 = 2,220.00.
  'fresh2-affordability-checkup-15th-and-last': '$2,600.00 then $2,220.00',

  // Household: 900 - 1,250 rent on day 3 = -350.00 (paid on day 6).
  'fresh2-what-if-rent-1295': '-$350.00, then -$395.00',
  'fresh2-what-if-rent-150-off': '-$350.00, then -$200.00',
  'fresh2-what-if-balance-1400': '-$350.00, then $150.00',
  'fresh2-what-if-balance-2.2k': '-$350.00, then $950.00',
  // From 1,600: day 3 350; day 6 +2,100; the car 320, the dentist 180, the phone 65 stay above.
  'fresh2-what-if-start-1600-3-weeks': '-$350.00, then $350.00',
  'fresh2-what-if-phone-40-after-payday': '-$350.00 either way',
  'fresh2-what-if-cancel-streaming': '-$350.00 either way',
  'fresh2-what-if-rent-8-percent': '-$350.00, then -$450.00',
  // Seeded: 1,200 - 1,450 rent on day 2 = -250.00 (paid on day 4).
  'fresh2-what-if-seeded-rent-1600': '-$250.00, then -$400.00',
  'fresh2-what-if-seeded-balance-800': '-$250.00, then -$650.00',
  'fresh2-what-if-seeded-rent-200-cheaper': '-$250.00, then -$50.00',
  'fresh2-what-if-rent-1300-balance-1000': '-$350.00, then -$300.00',
  'fresh2-what-if-rent-975': '-$350.00, then -$75.00',
  'fresh2-what-if-balance-1.25k-zero': '-$350.00, then $0.00',
  // Day 6: -350 + 2,100 = 1,750; day 9: - 320 = 1,430; day 11: - 2,500 = -1,070.00.
  'fresh2-what-if-dentist-2500-2-weeks': '-$350.00, then -$1,070.00',
  'fresh2-what-if-rent-up-60': '-$350.00, then -$410.00',
  // 1,450 x 1.03 = 1,493.50; 1,200 - 1,493.50 = -293.50.
  'fresh2-what-if-seeded-rent-3-percent': '-$250.00, then -$293.50',
  'fresh2-what-if-balance-1100-rent-1180': '-$350.00, then -$80.00',
  'fresh2-what-if-checkup-rent-up-125': "I need your balance today. It's $125.00 more a month.",

  // Compounded monthly, deposits at each month's end, worked to 4 places with 40-digit decimals.
  // $275 x ((1 + .05/12)^372 - 1) / (.05/12) = 243,957.29; 4%: 9,758.29 a year, 813.19 a month.
  'fresh2-retirement-34-275-ballpark': 'about $243,957.29, about $9,758.29 a year',
  // $390 a month for 348 months at 5%: 304,227.27; 1,014.09 a month.
  'fresh2-retirement-nurse-403b-biweekly': 'about $304,227.27, about $1,014.09 a month',
  // $425 for 456 months at 6%: 741,310.15; 2,471.03 a month.
  'fresh2-retirement-27-425-6-income': 'about $741,310.15, about $2,471.03 a month',
  // 35,000 and $650 for 312 months at 5%: 542,945.38; 21,717.82 a year.
  'fresh2-retirement-39-35k-650': 'about $542,945.38, about $21,717.82 a year',
  // $583.33 for 396 months: 586,479.18; 23,459.17 a year.
  'fresh2-retirement-32-ira-7k-year': 'about $586,479.18, about $23,459.17 a year',
  // $260 for 468 months: 374,416.86; 1,248.06 a month.
  'fresh2-retirement-driver-60-week': 'about $374,416.86, about $1,248.06 a month',
  // $450 for 252 months at 7%: 256,939.68; 10,277.59 a year.
  'fresh2-retirement-44-225-twice-a-month-7': 'about $256,939.68, about $10,277.59 a year',
  // 150,000 x (1 + .05/12)^180 = 317,055.59; 1,056.85 a month.
  'fresh2-retirement-50-150k-no-more': 'about $317,055.59, about $1,056.85 a month',
  // 240,000 and $1,200 for 84 months: 460,723.04; 1,535.74 a month.
  'fresh2-retirement-58-240k-1200-income': 'about $460,723.04, about $1,535.74 a month',

  // Emergency Fund: made Oct 11, 2025, target Jan 04, 2027: $357.15 behind, $833.34 a month.
  'fresh2-goals-lagging-most': 'Emergency Fund, $357.15 behind',
  'fresh2-goals-vacation-vs-emergency': 'Emergency Fund, $357.15 behind',
  'fresh2-goals-emergency-savings-back-on-schedule': '$833.34 a month',
  'fresh2-goals-rainy-day-left': '$7,500.00 left',
  // 7,500 / 625 = 12 months.
  'fresh2-goals-rainy-day-625': '12 months, Mar 10, 2027',
  // Vacation: made Jan 09, target Sep 06, 2026: 7 months, 2 passed: 6,000,000 / 7 rounded up = 85,715 - 60,000.
  'fresh2-goals-trip-on-track': '$257.15 behind',
  // 2,400 over 5 whole months to Sep 06.
  'fresh2-goals-holiday-monthly': '$480.00 a month',
  'fresh2-goals-saved-in-total': '$4,100.00 saved',
  // 7,000 / 275 = 25.45: 26 months.
  'fresh2-goals-car-8k-275': '26 months',
  'fresh2-goals-car-1750': '4 months, Jul 10, 2026',
  'fresh2-goals-vacation-3k-600-400': '6 months, Sep 10, 2026',
  'fresh2-goals-car-gap': '$7,000.00',
  // 2,400 / 300 = 8; 7,000 / 300 = 23.3: 24.
  'fresh2-goals-split-600': 'Vacation 8 months, Nov 10, 2026; New Car 24 months, Mar 10, 2028',
  'fresh2-goals-vacation-and-car-left': '$9,400.00',
  // House: 32,000 / 700 = 45.7: 46 months.
  'fresh2-goals-seeded-down-payment-700': '46 months, Jan 10, 2030',
  // Japan: target Sep 26, 2026, 6 whole months: 280,000 / 6 = 46,666.67 cents, up: $466.67.
  'fresh2-goals-seeded-japan-in-time': '$466.67 a month',
  'fresh2-goals-seeded-ef-to-go': '$7,500.00',
  // 2,800 / 550 = 5.1: 6 months.
  'fresh2-goals-seeded-japan-550': '6 months, Sep 10, 2026',

  'fresh2-arithmetic-plan-2-years': '$311.76',
  'fresh2-arithmetic-tip-18': '$11.70',
  'fresh2-arithmetic-hourly-to-yearly': '$49,920.00',
  'fresh2-arithmetic-biweekly-to-yearly': '$48,750.00',
  'fresh2-arithmetic-twice-a-month-to-monthly': '$4,300.00',
  'fresh2-arithmetic-salary-per-paycheck': '$2,884.62',
  'fresh2-arithmetic-salary-per-week': '$1,615.38',
  'fresh2-arithmetic-what-percent': '25%',
  'fresh2-arithmetic-dinner-4-ways': '$46.50',
  'fresh2-arithmetic-weeks-to-1000': '25 weeks',
  'fresh2-arithmetic-left-to-finance': '$15,000.00',
  'fresh2-arithmetic-gym-yearly-to-monthly': '$35.00',
  'fresh2-arithmetic-percent-increase': '15%',
  'fresh2-arithmetic-quarterly-water': '$70.00',
  'fresh2-arithmetic-sales-tax': '$80.60',
  'fresh2-arithmetic-three-payments': '$449.97',
  'fresh2-arithmetic-months-to-clear': '16 months',
  'fresh2-arithmetic-insurance-whole-year': '$2,160.00',
  'fresh2-arithmetic-rent-60-40': '$500.00',
  'fresh2-arithmetic-down-20-percent': '$6,400.00',
};

describe('the arithmetic, against values worked by hand', () => {
  const cases = freshCases2(TODAY);
  const byId = new Map(cases.map((c) => [c.id, c]));

  it.each(Object.entries(WORKED))('%s holds on %s', (id, text) => {
    const c = byId.get(id);
    expect(c, id).toBeDefined();
    for (const fact of factsOf(c!)) expect(holds(fact, text), String(fact)).toBe(true);
    for (const wrong of c!.mustNot ?? []) expect(holds(wrong, text), String(wrong)).toBe(false);
  });

  it('works by hand every figures case of the affordability, what-if and arithmetic families', () => {
    const unworked = cases.filter(
      (c) =>
        c.expect.kind === 'figures' &&
        ['affordability', 'what-if', 'arithmetic'].includes(c.family) &&
        WORKED[c.id] === undefined,
    );
    expect(unworked.map((c) => c.id)).toEqual([]);
  });

  it('fails a right-looking answer with a wrong figure', () => {
    // The wrong frequency: $180 a paycheck taken as $180 a month.
    const nurse = byId.get('fresh2-retirement-nurse-403b-biweekly')!;
    const asMonthly = futureValue(0, 180, 5, 29);
    expect(Math.floor(asMonthly)).toBe(140412);
    expect(
      nurse.mustNot!.some((f) =>
        holds(f, `about $140,412.${String(Math.round((asMonthly % 1) * 100)).padStart(2, '0')}`),
      ),
    ).toBe(true);
    // A changed bill taken as a new payment: 2,719.01 - 110 = 2,609.01.
    const phone = byId.get('fresh2-affordability-phone-plan-upgrade')!;
    expect(phone.mustNot!.some((f) => holds(f, '$2,609.01 left'))).toBe(true);
    // The quarterly insurance counted monthly: 2,719.01 - 360 = 2,359.01; the dentist counted: 2,539.01.
    const lease = byId.get('fresh2-affordability-roughly-lease')!;
    expect(lease.mustNot!.some((f) => holds(f, '$2,359.01'))).toBe(true);
    expect(lease.mustNot!.some((f) => holds(f, '$2,539.01'))).toBe(true);
    // A balance taken as income: 3,000 - 250.
    const savings = byId.get('fresh2-affordability-savings-not-income')!;
    expect(savings.mustNot!.some((f) => holds(f, 'You would have $2,750.00 left.'))).toBe(true);
    // Another goal for "rainy day fund".
    const rainy = byId.get('fresh2-goals-rainy-day-left')!;
    expect(rainy.mustNot!.some((f) => holds(f, 'Vacation: $2,400.00 left'))).toBe(true);
    // The lowest before payday must be negative where it is negative.
    const rent = byId.get('fresh2-what-if-rent-1295')!;
    expect(factsOf(rent).every((f) => holds(f, '$350.00 then $395.00'))).toBe(false);
  });

  it('writes dates months from today as the app does', () => {
    expect(monthsFromToday(TODAY, 12)).toBe('Mar 10, 2027');
    expect(monthsFromToday('2026-01-31', 1)).toBe('Feb 28, 2026');
  });

  it('tells a decline by its first line', () => {
    expect(declines('I need your income to answer that. Your bills come to $1,830.99 a month.')).toBe(true);
    expect(declines('Reading: a new payment of $425.00 a month; income $1,950.00 every two weeks.')).toBe(
      false,
    );
  });
});
