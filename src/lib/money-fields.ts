import { z } from 'zod';
import { formatMoney } from '@shared/money.ts';

/**
 * Amount fields of the forms (docs/decisions/005-goals.md): parsing and limits, as zod schemas.
 * Apart from money.ts so that screens which only show money do not download zod.
 */

/** The largest value of a numeric(14,2) column, the type of every amount in the database. */
export const MAX_AMOUNT = 999_999_999_999.99;

/** An amount field's text as dollars ('$', spaces and thousands separators allowed); NaN when it is not a number. */
export function parseMoney(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export interface MoneyMessages {
  /** Not a number. */
  invalid: string;
  /** Below the minimum. */
  tooSmall: string;
  /** Above MAX_AMOUNT; by default the limit itself. */
  tooLarge?: string;
}

/** The checks every amount passes: a number from `minimum` to MAX_AMOUNT, in whole cents. */
function amountNumber(minimum: number, messages: MoneyMessages) {
  return z
    .number({ error: messages.invalid })
    .min(minimum, messages.tooSmall)
    .max(MAX_AMOUNT, messages.tooLarge ?? `Use an amount up to ${formatMoney(MAX_AMOUNT)}`)
    .refine(hasCents, 'Use at most 2 decimal places');
}

/** A required amount field: its text as a number of dollars, at least `minimum`. */
export function requiredMoney(minimum: number, messages: MoneyMessages & { required: string }) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .transform(parseMoney)
    .pipe(amountNumber(minimum, messages));
}

/** An optional amount field: null when empty, else its text as a number of dollars, at least `minimum`. */
export function optionalMoney(minimum: number, messages: MoneyMessages) {
  return z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : parseMoney(text)))
    .pipe(amountNumber(minimum, messages).nullable());
}
