import { describe, expect, it } from 'vitest';
import { loadSolutionContent } from '@/features/solutions';
import { compoundGrowth, emergencyFundPlan, INCOME_EXAMPLE, monthsInWords, retirementIncome } from './logic';

describe('compoundGrowth', () => {
  it('matches the future-value formula year by year, with the rule of 72', () => {
    // $5,000 + $200 a month at 6% for 20 years, monthly: 5000·1.005^240 + 200·(1.005^240 − 1)/0.005.
    const result = compoundGrowth(5000, 200, 6, 20);
    expect(result.value).toBe(108_959.2);
    expect(result.paidIn).toBe(53_000);
    expect(result.growth).toBe(55_959.2);
    expect(result.doublingYears).toBe(12);
    expect(result.years).toHaveLength(21);
    expect(result.years[0]).toEqual({ year: 0, paidIn: 5000, balance: 5000 });
    expect(result.years[1]).toEqual({ year: 1, paidIn: 7400, balance: 7775.5 });
  });

  it('adds plainly at 0%, with no doubling time', () => {
    expect(compoundGrowth(1000, 100, 0, 2)).toMatchObject({ value: 3400, growth: 0, doublingYears: null });
  });
});

describe('retirementIncome', () => {
  it('agrees with the Income For Life page’s income comparison', async () => {
    const incomeForLife = await loadSolutionContent('income-for-life');
    const section = incomeForLife.extras.find((s) => s.kind === 'income-comparison');
    if (section?.kind !== 'income-comparison') throw new Error('the page lost its income comparison');
    const withAccount = section.scenarios.find((s) => s.label === 'With a retirement account')!;
    const pageTotal = withAccount.sources.reduce((sum, source) => sum + source.amount, 0);

    const result = retirementIncome(
      INCOME_EXAMPLE.savings,
      INCOME_EXAMPLE.rate,
      INCOME_EXAMPLE.socialSecurityMonthly,
    );
    expect(result.totalYearly).toBe(pageTotal);
    expect(result).toEqual({
      withdrawalYearly: 20_000,
      withdrawalMonthly: 1666.67,
      socialSecurityYearly: 24_000,
      totalYearly: 44_000,
      totalMonthly: 3666.67,
    });
  });
});

describe('emergencyFundPlan', () => {
  const today = new Date(2026, 10, 24);

  it('gives the target and the month it is reached', () => {
    expect(emergencyFundPlan(3000, 6, 1000, 500, today)).toEqual({
      target: 18_000,
      remaining: 17_000,
      months: 34,
      reachedOn: '2029-09-24',
    });
  });

  it('says when it is reached already, and when nothing is saved each month', () => {
    expect(emergencyFundPlan(2000, 3, 7000, 0, today)).toMatchObject({ remaining: 0, months: 0 });
    expect(emergencyFundPlan(2000, 3, 1000, 0, today)).toMatchObject({
      remaining: 5000,
      months: null,
      reachedOn: null,
    });
  });
});

describe('monthsInWords', () => {
  it.each([
    [1, '1 month'],
    [5, '5 months'],
    [12, '1 year'],
    [27, '2 years 3 months'],
  ])('%i months is "%s"', (months, words) => {
    expect(monthsInWords(months)).toBe(words);
  });
});
