import { z } from 'zod';
import type { ForecastChange } from '@shared/finance/forecast.ts';
import { requiredDate } from '@/lib/date-fields';
import { formatMoney } from '@/lib/money';
import { MAX_AMOUNT, parseMoney, requiredMoney } from '@/lib/money-fields';
import { RECURRENCE_PATTERNS } from './content';

/** The balance-today and what-if forms (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md). */

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A balance may be below zero (an overdrawn account), within the same cap as every amount. */
export const balanceSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'Enter your balance today')
    .transform((text) => parseMoney(text.replace(/^−/, '-')))
    .pipe(
      z
        .number({ error: 'Enter the balance as a number, like 1250 or -40.50' })
        .min(-MAX_AMOUNT, `Use an amount down to -${formatMoney(MAX_AMOUNT)}`)
        .max(MAX_AMOUNT, `Use an amount up to ${formatMoney(MAX_AMOUNT)}`)
        .refine(hasCents, 'Use at most 2 decimal places'),
    ),
});
export type BalanceInput = z.input<typeof balanceSchema>;

export const WHAT_IF_KINDS = ['goal', 'add', 'remove', 'move'] as const;
export type WhatIfKind = (typeof WHAT_IF_KINDS)[number];

const date = requiredDate('Enter a valid date');
const amount = requiredMoney(0.01, {
  required: 'Enter an amount',
  invalid: 'Enter the amount as a number, like 200',
  tooSmall: 'Enter an amount greater than 0',
});
const chosen = (what: string) => z.string().min(1, `Choose ${what}`);

/** One change at a time; each kind asks only for its own fields. */
export const whatIfSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('goal'), goal: chosen('a goal'), amount, start: date }),
  z.object({
    kind: z.literal('add'),
    title: z.string().trim().min(1, 'Name the bill').max(200, 'Use at most 200 characters'),
    amount,
    date,
    pattern: z.enum(RECURRENCE_PATTERNS),
  }),
  z.object({ kind: z.literal('remove'), event: chosen('a bill') }),
  z.object({ kind: z.literal('move'), event: chosen('a bill'), date }),
]);
export type WhatIfValues = z.output<typeof whatIfSchema>;

/** The form's values as the change cash_flow_forecast takes. */
export function toChange(values: WhatIfValues): ForecastChange {
  switch (values.kind) {
    case 'goal':
      return {
        op: 'add',
        title: `Into ${values.goal}`,
        amount: values.amount,
        event_type: 'saving',
        date: values.start,
        pattern: 'monthly',
      };
    case 'add':
      return {
        op: 'add',
        title: values.title,
        amount: values.amount,
        event_type: 'bill',
        date: values.date,
        pattern: values.pattern,
      };
    case 'remove':
      return { op: 'remove', id: values.event };
    case 'move':
      return { op: 'move', id: values.event, date: values.date };
  }
}
