import { isDateInRange } from '@shared/calendar/date-range.ts';
import { z } from 'zod';
import { optionalDate } from '@/lib/date-fields';
import { requiredMoney } from '@/lib/money-fields';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, tooLong } from '@/lib/field-limits';
import type { TablesInsert } from '@/types/database';
import { CATEGORIES, PRIORITIES, REMINDER_FREQUENCIES, type GoalTemplate } from './content';
import type { Goal } from './logic';

/**
 * The create and edit form (docs/product-spec.md §5, docs/decisions/005-goals.md): a missing title or target, or a
 * target that is not a positive number, keeps the form from saving and says why. The output is
 * the row's editable columns.
 */
export const goalFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(MAX_TITLE_LENGTH, tooLong(MAX_TITLE_LENGTH)),
    description: z.string().trim().max(MAX_DESCRIPTION_LENGTH, tooLong(MAX_DESCRIPTION_LENGTH)),
    targetAmount: requiredMoney(0.01, {
      required: 'Target amount is required',
      invalid: 'Enter the target as a number, like 2500 or 2500.50',
      tooSmall: 'Target amount must be greater than 0',
    }),
    category: z.enum(CATEGORIES),
    priority: z.enum(PRIORITIES),
    targetDate: optionalDate(),
    notificationsEnabled: z.boolean(),
    reminderFrequency: z.enum(REMINDER_FREQUENCIES),
    congratulationsEnabled: z.boolean(),
  })
  .transform((v): GoalFields => ({
    title: v.title,
    description: v.description || null,
    target_amount: v.targetAmount,
    category: v.category,
    priority: v.priority,
    target_date: v.targetDate || null,
    notifications_enabled: v.notificationsEnabled,
    reminder_frequency: v.reminderFrequency,
    congratulations_enabled: v.congratulationsEnabled,
  }));

export type GoalFormInput = z.input<typeof goalFormSchema>;
export type GoalFields = Required<
  Omit<TablesInsert<'goals'>, 'id' | 'user_id' | 'current_amount' | 'completed_at'>
>;

/** docs/product-spec.md §5: reminders and celebrations on, monthly reminders, category general, priority medium. */
export const NEW_GOAL_DEFAULTS: GoalFormInput = {
  title: '',
  description: '',
  targetAmount: '',
  category: 'general',
  priority: 'medium',
  targetDate: '',
  notificationsEnabled: true,
  reminderFrequency: 'monthly',
  congratulationsEnabled: true,
};

/** The fields a template fills (docs/product-spec.md §3); the others keep what the user chose. */
export const templateFields = (template: GoalTemplate) =>
  ({
    title: template.title,
    description: template.description,
    targetAmount: String(template.amount),
    category: template.category,
    priority: template.priority,
  }) satisfies Partial<GoalFormInput>;

export const goalFormValues = (goal: Goal): GoalFormInput => ({
  title: goal.title,
  description: goal.description ?? '',
  targetAmount: String(goal.target_amount),
  category: goal.category,
  priority: goal.priority,
  targetDate: goal.target_date ?? '',
  notificationsEnabled: goal.notifications_enabled,
  reminderFrequency: goal.reminder_frequency,
  congratulationsEnabled: goal.congratulations_enabled,
});

/** Add Funds (docs/product-spec.md §5): at least 0.01; an empty or non-positive amount is not saved. */
export const addFundsSchema = z.object({
  amount: requiredMoney(0.01, {
    required: 'Enter an amount of at least $0.01',
    invalid: 'Enter an amount of at least $0.01',
    tooSmall: 'Enter an amount of at least $0.01',
  }),
});

/** A goal made from a calculator's result ("Save as goal"), with the new-goal defaults otherwise. */
export function goalFromResult(result: {
  title: string;
  target: number;
  saved: number;
  category: GoalFields['category'];
  targetDate: string | null;
  description: string;
}): GoalFields & { saved: number } {
  const fields = goalFormSchema.parse({
    ...NEW_GOAL_DEFAULTS,
    title: result.title,
    description: result.description,
    targetAmount: result.target.toFixed(2),
    category: result.category,
    priority: 'high',
    // A plan that ends after the last date a goal can hold is saved without a date, not refused.
    targetDate: result.targetDate && isDateInRange(result.targetDate) ? result.targetDate : '',
  });
  return { ...fields, saved: result.saved };
}
