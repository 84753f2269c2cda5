import { INCOME_EXAMPLE } from './logic';
import type { NumberInput } from './schema';

/** Each calculator's number inputs, as its address names them (a lesson's "try it" fills them in). */

export const COMPOUND_GROWTH_INPUTS = [
  { name: 'start', label: 'Starting amount', unit: 'dollars', min: 0, max: 100_000_000, fallback: 5000 },
  { name: 'monthly', label: 'Monthly contribution', unit: 'dollars', min: 0, max: 1_000_000, fallback: 200 },
  { name: 'rate', label: 'Yearly rate', unit: 'percent', min: 0, max: 30, fallback: 6 },
  { name: 'years', label: 'Years', unit: 'years', min: 1, max: 60, fallback: 20, whole: true },
] as const satisfies readonly NumberInput[];

export const EMERGENCY_FUND_INPUTS = [
  {
    name: 'expenses',
    label: 'Essential expenses a month',
    unit: 'dollars',
    min: 1,
    max: 1_000_000,
    fallback: 3000,
    description: 'Rent, food, bills and minimum debt payments.',
  },
  {
    name: 'months',
    label: 'Months to cover',
    unit: 'months',
    min: 3,
    max: 6,
    fallback: 6,
    whole: true,
    description: '3 to 6; lean to 6 if your income is irregular or others depend on it.',
  },
  { name: 'saved', label: 'Saved now', unit: 'dollars', min: 0, max: 100_000_000, fallback: 1000 },
  { name: 'monthly', label: 'Saving each month', unit: 'dollars', min: 0, max: 1_000_000, fallback: 500 },
] as const satisfies readonly NumberInput[];

export const RETIREMENT_INCOME_INPUTS = [
  {
    name: 'savings',
    label: 'Retirement savings',
    unit: 'dollars',
    min: 0,
    max: 100_000_000,
    fallback: INCOME_EXAMPLE.savings,
  },
  {
    name: 'rate',
    label: 'Withdrawal rate',
    unit: 'percent',
    min: 0,
    max: 15,
    fallback: INCOME_EXAMPLE.rate,
    description: 'The 4% rule: 4% of savings in the first year, then raised with inflation.',
  },
  {
    name: 'socialSecurity',
    label: 'Expected Social Security a month',
    unit: 'dollars',
    min: 0,
    max: 20_000,
    fallback: INCOME_EXAMPLE.socialSecurityMonthly,
  },
] as const satisfies readonly NumberInput[];

export const DEBT_PAYOFF_INPUTS = [
  {
    name: 'extra',
    label: 'Extra each month',
    unit: 'dollars',
    min: 0,
    max: 1_000_000,
    fallback: 200,
    description: 'On top of the minimums. A paid-off debt’s minimum rolls over to the next.',
  },
] as const satisfies readonly NumberInput[];
