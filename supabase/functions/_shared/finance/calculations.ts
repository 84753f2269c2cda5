import { payoffPlan } from './debt-payoff.ts';

/**
 * The sums the assistant and the calculators do (decisions/007, 017): every result comes with
 * the inputs it used, so a reader can check it. Amounts are dollars; rates are yearly percentages.
 */

export interface EmergencyFund {
  monthlyExpenses: number;
  low: number;
  high: number;
}

/**
 * Three to six months of essential expenses (the Saving Habits lesson's rule); the check-up's SQL
 * calls the first its target, held to this by tests/db/emergency-fund.test.ts.
 */
export const EMERGENCY_FUND_MONTHS = { low: 3, high: 6 } as const;

export const emergencyFund = (monthlyExpenses: number): EmergencyFund => ({
  monthlyExpenses,
  low: monthlyExpenses * EMERGENCY_FUND_MONTHS.low,
  high: monthlyExpenses * EMERGENCY_FUND_MONTHS.high,
});

export type DebtPayoff =
  | { kind: 'paid'; months: number; totalInterest: number }
  /** The payment does not cover the month's interest: the balance never falls. */
  | { kind: 'never'; monthlyInterest: number };

/** Rounded to the cent. */
export const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** Months to pay off a balance at an APR (interest monthly, APR / 12) with a fixed payment. */
export function debtPayoff(balance: number, aprPercent: number, payment: number): DebtPayoff {
  const plan = payoffPlan([{ name: 'debt', balance, apr: aprPercent, minimum: payment }], 0, 'avalanche');
  return plan.kind === 'never'
    ? { kind: 'never', monthlyInterest: plan.monthlyInterest }
    : { kind: 'paid', months: plan.months, totalInterest: plan.totalInterest };
}

/**
 * What savings grow to in `years` at `ratePercent` a year, compounded monthly: a starting amount
 * and a monthly contribution made at the end of each month.
 */
export function futureValue(start: number, monthly: number, ratePercent: number, years: number): number {
  const rate = ratePercent / 100 / 12;
  const months = Math.round(years * 12);
  if (rate === 0) return roundCents(start + monthly * months);
  const growth = (1 + rate) ** months;
  return roundCents(start * growth + monthly * ((growth - 1) / rate));
}

/** A lump sum compounded `perYear` times a year for `years` years, nothing added. */
export function compoundValue(start: number, ratePercent: number, years: number, perYear: number): number {
  return roundCents(start * (1 + ratePercent / 100 / perYear) ** Math.round(years * perYear));
}

/** The 4% rule: a first year's withdrawal of 4% of savings, then raised with inflation. */
export const fourPercentIncome = (savings: number) => ({
  savings,
  yearly: roundCents(savings * 0.04),
  monthly: roundCents((savings * 0.04) / 12),
});

/** The 4% rule backwards: the savings whose 4% is a year's spending (25 years of it). */
export const fourPercentTarget = (yearlySpending: number): number => roundCents(yearlySpending / 0.04);

/** The rule of 72: years for money to double at a yearly rate, roughly 72 / rate. */
export const ruleOf72 = (ratePercent: number): number => Math.round((72 / ratePercent) * 10) / 10;
