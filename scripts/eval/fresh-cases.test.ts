import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  FRESH_FAMILIES,
  HOUSEHOLD,
  affordability,
  behindCents,
  declines,
  fourPercent,
  freshCases,
  futureValue,
  holds,
  lowestBalance,
  money,
  moneyFact,
  neededCents,
  perMonthCents,
  reach,
  wholeDollars,
  type FreshCase,
} from './fresh-cases.ts';

/** Checks of the fresh held-out set itself (issue 38): its shape, and its arithmetic against worked values. */

const TODAY = '2026-03-10';
const goal = (title: string) => HOUSEHOLD.goals.find((g) => g.title === title)!;
const byId = (cases: FreshCase[], id: string) => cases.find((c) => c.id === id)!;
const factsOf = (c: FreshCase) => (c.expect.kind === 'figures' ? c.expect.facts : (c.expect.facts ?? []));

describe('the fresh set', () => {
  const cases = freshCases(TODAY);

  it('has at least 110 cases with unique ids and unique questions', () => {
    expect(cases.length).toBeGreaterThanOrEqual(110);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.question.toLowerCase())).size).toBe(cases.length);
  });

  it('has every family, each with at least 8 cases', () => {
    for (const family of FRESH_FAMILIES)
      expect(cases.filter((c) => c.family === family).length, family).toBeGreaterThanOrEqual(8);
    expect(cases.every((c) => FRESH_FAMILIES.includes(c.family))).toBe(true);
  });

  it('asks for a decline in 15 to 35% of its cases, in more families than the out-of-scope one', () => {
    const declined = cases.filter((c) => c.expect.kind === 'decline');
    const share = declined.length / cases.length;
    expect(share).toBeGreaterThanOrEqual(0.15);
    expect(share).toBeLessThanOrEqual(0.35);
    expect(new Set(declined.map((c) => c.family)).size).toBeGreaterThanOrEqual(4);
    expect(cases.filter((c) => c.family === 'out-of-scope').every((c) => c.expect.kind === 'decline')).toBe(
      true,
    );
  });

  // Each day of a year: the goals' dates, months and pace move with today. Problems are
  // collected and compared once (an expect per fact is 100,000 calls).
  const year = Array.from({ length: 366 }, (_, i) => {
    const today = format(addDays(parseISO('2026-01-01'), i), 'yyyy-MM-dd');
    return { today, cases: freshCases(today) };
  });

  it('gives every figures case at least one fact, on every day of a year, with no broken figure', () => {
    const problems: string[] = [];
    for (const { today, cases: all } of year) {
      for (const c of all) {
        if (c.expect.kind === 'figures' && c.expect.facts.length === 0)
          problems.push(`${today} ${c.id}: no fact`);
        for (const fact of [...factsOf(c), ...(c.mustNot ?? [])])
          if (/NaN|undefined|Infinity|null/.test(String(fact)))
            problems.push(`${today} ${c.id}: ${String(fact)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('never forbids a figure it also expects', () => {
    const problems: string[] = [];
    for (const { today, cases: all } of year) {
      for (const c of all) {
        for (const wrong of c.mustNot ?? []) {
          for (const right of factsOf(c)) {
            const clash =
              typeof wrong === 'string'
                ? holds(right, wrong)
                : typeof right === 'string' && wrong.test(right);
            if (clash) problems.push(`${today} ${c.id}: ${String(wrong)} against ${String(right)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("finds the household's Emergency Fund furthest behind on every day of a year", () => {
    const problems: string[] = [];
    for (const { today, cases: all } of year) {
      if (factsOf(byId(all, 'fresh-goals-furthest-behind'))[0] !== 'Emergency Fund') problems.push(today);
      if (behindCents(goal('Emergency Fund'), today) <= behindCents(goal('Vacation'), today))
        problems.push(today);
    }
    expect(problems).toEqual([]);
  });
});

describe('the arithmetic, against values worked by hand', () => {
  it('writes money as the app does', () => {
    expect(money(123456)).toBe('$1,234.56');
    expect(money(-1200)).toBe('-$12.00');
    expect(money(5)).toBe('$0.05');
    expect(holds(moneyFact(10000), 'lowest $100.00')).toBe(true);
    expect(holds(moneyFact(10000), 'lowest -$100.00')).toBe(false);
  });

  it('turns a frequency to a month: weekly x 52/12, bi-weekly x 26/12, twice a month x 2, quarterly / 3, yearly / 12', () => {
    expect(perMonthCents(2100, 'bi-weekly')).toBe(455000); // 2,100 x 26 / 12 = 4,550.00
    expect(perMonthCents(2500, 'bi-weekly')).toBe(541667); // 5,416.666... -> 5,416.67
    expect(perMonthCents(100, 'weekly')).toBe(43333); // 433.333... -> 433.33
    expect(perMonthCents(2300, 'semi-monthly')).toBe(460000);
    expect(perMonthCents(540, 'quarterly')).toBe(18000);
    expect(perMonthCents(60000, 'yearly')).toBe(500000);
  });

  it('projects $200 a month from 35 to 65 at 5% to about $166,451.73, and its 4% income', () => {
    // 360 months at 0.05/12: (1.0041667^360 - 1) / 0.0041667 x 200 = 3.46770 x 240 x 200 = 166,451.73
    expect(futureValue(0, 200, 5, 30)).toBeCloseTo(166451.73, 2);
    // 4% of it: 6,658.07 a year, 554.84 a month.
    expect(fourPercent(166451.73).yearly).toBeCloseTo(6658.07, 2);
    expect(fourPercent(166451.73).monthly).toBeCloseTo(554.84, 2);
    // $500 a month from 40 at 7%: (1.0058333^300 - 1) / 0.0058333 x 500 = 4.7254 / 0.0058333 x 500, about 405,035.
    expect(Math.floor(futureValue(0, 500, 7, 25))).toBe(405035);
    // A lump sum grows on its own: $20,000 for 20 years at 5% monthly is 20,000 x 1.0041667^240 = 20,000 x 2.712640 = 54,252.81 (approx).
    expect(futureValue(20000, 0, 5, 20)).toBeCloseTo(54252.81, 1);
    const fact = wholeDollars(166451.73);
    expect(fact.test('about $166,451.73')).toBe(true);
    expect(fact.test('about $166,451.72')).toBe(true);
    expect(fact.test('about $166,452.00')).toBe(false);
    expect(fact.test('about -$166,451.73')).toBe(false);
  });

  it("works out the household's month: $4,550.00 in, $1,830.99 of bills, $2,719.01 left", () => {
    // Bills: 1,250 + 320 + 65 + 15.99 + 540 / 3 = 1,830.99; the one-off Dentist is not monthly.
    const result = affordability(HOUSEHOLD, [{ amount: 400, per: 'monthly' }]);
    expect(result.income).toBe(455000);
    expect(result.left).toBe(271901);
    expect(result.after).toBe(231901);
    // Rent at $1,600: 150 more bills, 2,369.01 left.
    expect(affordability(HOUSEHOLD, [], undefined, { Rent: 1600 }).after).toBe(236901);
    // Income stated, $2,500 every two weeks: 5,416.67 - 1,830.99 = 3,585.68.
    expect(affordability(HOUSEHOLD, [], { amount: 2500, per: 'bi-weekly' }).left).toBe(358568);
  });

  it("runs the household's forecast to payday: $900 less $1,250 rent on day 3 is -$350.00", () => {
    expect(lowestBalance(HOUSEHOLD, TODAY)).toBe(-35000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { Rent: 1400 } })).toBe(-50000);
    expect(lowestBalance(HOUSEHOLD, TODAY, { balance: 1500 })).toBe(25000);
    // The car payment (day 9) falls after payday (day 6): no change before it.
    expect(lowestBalance(HOUSEHOLD, TODAY, { changed: { 'Car payment': 400 } })).toBe(-35000);
    // Over 21 days: paydays on days 6 and 20, the dentist on 11; the lowest is still day 3.
    expect(lowestBalance(HOUSEHOLD, TODAY, { days: 21 })).toBe(-35000);
  });

  it("paces the household's goals on Mar 10, 2026", () => {
    // Emergency Fund: made Oct 11, 2025, target Jan 04, 2027: 14 whole months, 4 passed.
    // Due ceil(1,000,000 x 4 / 14) = 285,715 cents; saved 250,000: $357.15 behind.
    expect(behindCents(goal('Emergency Fund'), TODAY)).toBe(35715);
    // 9 whole months to Jan 04, 2027: ceil(750,000 / 9) = 83,334 cents a month.
    expect(neededCents(goal('Emergency Fund'), TODAY)).toBe(83334);
    // Vacation: made Jan 09, target Sep 06, 2026: 7 months, 2 passed: ceil(600,000 / 7) - 60,000 = 25,715.
    expect(behindCents(goal('Vacation'), TODAY)).toBe(25715);
    // 5 whole months to Sep 06: 240,000 / 5 = 48,000.
    expect(neededCents(goal('Vacation'), TODAY)).toBe(48000);
    // New Car, $7,000 left at $350: 20 months, Nov 10, 2027.
    expect(reach(goal('New Car'), 350, TODAY)).toEqual({ months: 20, date: 'Nov 10, 2027' });
    const cases = freshCases(TODAY);
    const furthest = byId(cases, 'fresh-goals-furthest-and-catch-up');
    expect(
      factsOf(furthest).every((f) => holds(f, 'Emergency Fund is furthest behind: put in $833.34 a month.')),
    ).toBe(true);
  });

  it('tells a decline by its first line', () => {
    expect(
      declines('I need your balance today to run this until payday. Rent at $1,700 is $200.00 more a month.'),
    ).toBe(true);
    expect(declines("\nI can't answer that yet: I can't see stock prices.")).toBe(true);
    expect(declines('Reading: a new payment of $400.00 a month.\nI need nothing else.')).toBe(false);
  });
});
