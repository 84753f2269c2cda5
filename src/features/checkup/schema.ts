import { z } from 'zod';
import { optionalMoney } from '@/lib/money-fields';
import { MAX_DEPENDENTS } from '@/lib/field-limits';
import type { Tables } from '@/types/database';
import type { ProfileField } from './content';

/** The check-up form (docs/decisions/023-financial-checkup.md): every field optional, amounts as every amount is. */

const money = optionalMoney(0, {
  invalid: 'Enter an amount in dollars, like 2,500',
  tooSmall: 'Enter 0 or more',
});

const count = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : Number(text)))
  .pipe(
    z
      .number({ error: 'Enter a whole number, like 2' })
      .int('Enter a whole number, like 2')
      .min(0, 'Enter 0 or more')
      .max(MAX_DEPENDENTS, `Enter ${MAX_DEPENDENTS} or fewer`)
      .nullable(),
  );

export const profileSchema = z.object({
  monthly_income: money,
  monthly_essentials: money,
  savings_balance: money,
  high_interest_debt: money,
  dependents: count,
  life_cover: money,
  retirement_saving_monthly: money,
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

type ProfileRow = Pick<Tables<'financial_profiles'>, ProfileField>;

/** The form's text from a saved row (empty for what was never given). */
export function profileInput(row: ProfileRow | null): ProfileInput {
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    monthly_income: text(row?.monthly_income),
    monthly_essentials: text(row?.monthly_essentials),
    savings_balance: text(row?.savings_balance),
    high_interest_debt: text(row?.high_interest_debt),
    dependents: text(row?.dependents),
    life_cover: text(row?.life_cover),
    retirement_saving_monthly: text(row?.retirement_saving_monthly),
  };
}
