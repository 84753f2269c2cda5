import { z } from 'zod';
import { MAX_TITLE_LENGTH, tooLong } from '@/lib/field-limits';
import { requiredMoney } from '@/lib/money-fields';
import { EVENT_CATEGORIES, EVENT_TYPES, type ReminderDays } from '@/types/database';
import type { ColumnMapping } from './csv-columns';
import type { ReviewChoice } from './planned';

/** The import screens' forms: a finding's edits before it is added, and a CSV's columns. */

export const REMINDER_CHOICES = ['1', '2', '3', '7', '14'] as const;

export const choiceSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(MAX_TITLE_LENGTH, tooLong(MAX_TITLE_LENGTH)),
    amount: requiredMoney(0.01, {
      required: 'Amount is required',
      invalid: 'Enter an amount in dollars, like 15.49',
      tooSmall: 'Enter an amount above 0',
    }),
    event_type: z.enum(EVENT_TYPES),
    category: z.enum(EVENT_CATEGORIES),
    reminder_enabled: z.boolean(),
    reminder_days_before: z.enum(REMINDER_CHOICES),
  })
  .transform((values): ReviewChoice => ({
    ...values,
    reminder_days_before: Number(values.reminder_days_before) as ReminderDays,
  }));

export type ChoiceInput = z.input<typeof choiceSchema>;

/** The edit form's text from a choice. */
export const choiceInput = (choice: ReviewChoice): ChoiceInput => ({
  ...choice,
  amount: choice.amount.toFixed(2),
  reminder_days_before: String(choice.reminder_days_before) as ChoiceInput['reminder_days_before'],
});

const column = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform(Number);

export const mappingSchema = z
  .object({
    date: column,
    description: column,
    amountKind: z.enum(['signed', 'split']),
    amount: column,
    debit: column,
    credit: column,
    balance: z.union([z.literal('none').transform(() => null), column]),
  })
  .superRefine((values, context) => {
    const amounts =
      values.amountKind === 'signed'
        ? [['amount', values.amount] as const]
        : [['debit', values.debit] as const, ['credit', values.credit] as const];
    const chosen = [
      ['date', values.date] as const,
      ['description', values.description] as const,
      ...amounts,
      ...(values.balance === null ? [] : [['balance', values.balance] as const]),
    ];
    const seen = new Set<number>();
    for (const [field, value] of chosen) {
      if (seen.has(value))
        context.addIssue({ code: 'custom', path: [field], message: 'Choose a column no other field uses' });
      seen.add(value);
    }
  })
  .transform((values): ColumnMapping => ({
    date: values.date,
    description: values.description,
    amount:
      values.amountKind === 'signed'
        ? { signed: values.amount }
        : { debit: values.debit, credit: values.credit },
    balance: values.balance,
  }));

export type MappingInput = z.input<typeof mappingSchema>;
