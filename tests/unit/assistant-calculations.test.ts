import { describe, expect, it } from 'vitest';
import {
  debtPayoff,
  emergencyFund,
  fourPercentIncome,
  futureValue,
  ruleOf72,
} from '../../supabase/functions/_shared/finance/calculations.ts';

describe('the assistant’s calculations', () => {
  it('puts an emergency fund at 3 to 6 months of expenses', () => {
    expect(emergencyFund(3000)).toEqual({ monthlyExpenses: 3000, low: 9000, high: 18000 });
  });

  it('pays $8,000 at 24% APR with $300 a month in 39 months, as a loan table does', () => {
    // A standard amortisation: n = -ln(1 - rB/P) / ln(1 + r) = -ln(0.4667) / ln(1.02) = 38.5, so 39 payments,
    // and the interest is what the payments add up to beyond the balance: 38.5 x $300 - $8,000.
    const result = debtPayoff(8000, 24, 300);
    expect(result).toMatchObject({ kind: 'paid', months: 39 });
    if (result.kind === 'paid') {
      expect(result.totalInterest).toBeGreaterThan(3530);
      expect(result.totalInterest).toBeLessThan(3560);
    }
  });

  it('says when a payment never clears the debt', () => {
    expect(debtPayoff(8000, 24, 150)).toEqual({ kind: 'never', monthlyInterest: 160 });
  });

  it('grows savings with monthly compounding, and adds plainly at 0%', () => {
    // $10,000 at 7% for 10 years: 10,000 * (1 + 0.07/12)^120 = 20,096.61.
    expect(futureValue(10_000, 0, 7, 10)).toBe(20096.61);
    expect(futureValue(0, 100, 0, 2)).toBe(2400);
    expect(futureValue(0, 100, 6, 1)).toBe(1233.56);
  });

  it('gives the 4% rule and the rule of 72', () => {
    expect(fourPercentIncome(500_000)).toEqual({ savings: 500_000, yearly: 20_000, monthly: 1666.67 });
    expect(ruleOf72(8)).toBe(9);
    expect(ruleOf72(7)).toBe(10.3);
  });
});
