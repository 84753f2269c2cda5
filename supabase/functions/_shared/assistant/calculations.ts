/**
 * The sums the assistant does from a question's own figures (issue 15): every result comes with
 * the inputs it used, so a reader can check it. Amounts are dollars; rates are yearly percentages.
 */

export interface EmergencyFund {
  monthlyExpenses: number;
  low: number;
  high: number;
}

/** Three to six months of essential expenses (the Saving Habits lesson's rule). */
export const emergencyFund = (monthlyExpenses: number): EmergencyFund => ({
  monthlyExpenses,
  low: monthlyExpenses * 3,
  high: monthlyExpenses * 6,
});

export type DebtPayoff =
  | { kind: 'paid'; months: number; totalInterest: number }
  /** The payment does not cover the month's interest: the balance never falls. */
  | { kind: 'never'; monthlyInterest: number };

const MAX_MONTHS = 1200;
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Months to pay off a balance at an APR (interest monthly, APR / 12) with a fixed payment. */
export function debtPayoff(balance: number, aprPercent: number, payment: number): DebtPayoff {
  const rate = aprPercent / 100 / 12;
  const firstInterest = cents(balance * rate);
  if (payment <= firstInterest) return { kind: 'never', monthlyInterest: firstInterest };
  let owed = balance;
  let interest = 0;
  let months = 0;
  while (owed > 0.005 && months < MAX_MONTHS) {
    const charge = cents(owed * rate);
    interest += charge;
    owed = cents(owed + charge - Math.min(payment, owed + charge));
    months += 1;
  }
  return { kind: 'paid', months, totalInterest: cents(interest) };
}

/**
 * What savings grow to in `years` at `ratePercent` a year, compounded monthly: a starting amount
 * and a monthly contribution made at the end of each month.
 */
export function futureValue(start: number, monthly: number, ratePercent: number, years: number): number {
  const rate = ratePercent / 100 / 12;
  const months = Math.round(years * 12);
  if (rate === 0) return cents(start + monthly * months);
  const growth = (1 + rate) ** months;
  return cents(start * growth + monthly * ((growth - 1) / rate));
}

/** The 4% rule: a first year's withdrawal of 4% of savings, then raised with inflation. */
export const fourPercentIncome = (savings: number) => ({
  savings,
  yearly: cents(savings * 0.04),
  monthly: cents((savings * 0.04) / 12),
});

/** The rule of 72: years for money to double at a yearly rate, roughly 72 / rate. */
export const ruleOf72 = (ratePercent: number): number => Math.round((72 / ratePercent) * 10) / 10;
