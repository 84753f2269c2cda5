import { addMonths, format } from 'date-fns';
import { futureValue, roundCents, ruleOf72 } from '@shared/finance/calculations.ts';

/**
 * The calculators' sums beyond the shared ones (supabase/functions/_shared/finance): a year-by-year
 * growth table, retirement income with Social Security, and an emergency fund plan.
 */

export interface GrowthYear {
  year: number;
  /** What has been put in by the end of the year: the start plus every monthly contribution. */
  paidIn: number;
  balance: number;
}

export interface CompoundGrowth {
  value: number;
  paidIn: number;
  growth: number;
  /** Years to double by the rule of 72; null at 0%. */
  doublingYears: number | null;
  years: GrowthYear[];
}

export function compoundGrowth(
  start: number,
  monthly: number,
  ratePercent: number,
  years: number,
): CompoundGrowth {
  const table = Array.from({ length: years + 1 }, (_, year) => ({
    year,
    paidIn: roundCents(start + monthly * 12 * year),
    balance: futureValue(start, monthly, ratePercent, year),
  }));
  const last = table.at(-1)!;
  return {
    value: last.balance,
    paidIn: last.paidIn,
    growth: roundCents(last.balance - last.paidIn),
    doublingYears: ratePercent > 0 ? ruleOf72(ratePercent) : null,
    years: table,
  };
}

export interface RetirementIncome {
  withdrawalYearly: number;
  withdrawalMonthly: number;
  socialSecurityYearly: number;
  totalYearly: number;
  totalMonthly: number;
}

/** The first year's income: a share of savings (the 4% rule by default) plus Social Security. */
export function retirementIncome(
  savings: number,
  ratePercent: number,
  socialSecurityMonthly: number,
): RetirementIncome {
  const withdrawalYearly = roundCents((savings * ratePercent) / 100);
  const socialSecurityYearly = roundCents(socialSecurityMonthly * 12);
  const totalYearly = roundCents(withdrawalYearly + socialSecurityYearly);
  return {
    withdrawalYearly,
    withdrawalMonthly: roundCents(withdrawalYearly / 12),
    socialSecurityYearly,
    totalYearly,
    totalMonthly: roundCents(totalYearly / 12),
  };
}

export interface EmergencyFundPlan {
  target: number;
  remaining: number;
  /** Whole months of saving until the target; 0 when it is already reached, null when nothing is saved each month. */
  months: number | null;
  /** yyyy-MM-dd the target is reached, saving from `today`; null as `months`. */
  reachedOn: string | null;
}

export function emergencyFundPlan(
  monthlyExpenses: number,
  monthsToCover: number,
  saved: number,
  monthlySaving: number,
  today: Date,
): EmergencyFundPlan {
  const target = roundCents(monthlyExpenses * monthsToCover);
  const remaining = Math.max(0, roundCents(target - saved));
  const months = remaining === 0 ? 0 : monthlySaving > 0 ? Math.ceil(remaining / monthlySaving) : null;
  return {
    target,
    remaining,
    months,
    reachedOn: months === null ? null : format(addMonths(today, months), 'yyyy-MM-dd'),
  };
}

/** "2 years 3 months", "5 months", "1 year". */
export function monthsInWords(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (years === 0) return part(rest, 'month');
  return rest === 0 ? part(years, 'year') : `${part(years, 'year')} ${part(rest, 'month')}`;
}

/** The Income For Life page's example (its income comparison): the retirement calculator's defaults. */
export const INCOME_EXAMPLE = { savings: 500_000, rate: 4, socialSecurityMonthly: 2000 } as const;
