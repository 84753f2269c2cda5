import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '@/lib/field-limits';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  PRIORITIES,
  PRIORITY_LABELS,
  REMINDER_FREQUENCIES,
  REMINDER_FREQUENCY_LABELS,
} from '../content';
import { goalFormSchema, type GoalFields, type GoalFormInput } from '../schema';

type GoalForm = UseFormReturn<GoalFormInput, unknown, GoalFields>;

export function useGoalForm(defaultValues: GoalFormInput): GoalForm {
  return useForm<GoalFormInput, unknown, GoalFields>({
    resolver: zodResolver(goalFormSchema),
    defaultValues,
  });
}

interface GoalFormFieldsProps {
  form: GoalForm;
  onSubmit: (fields: GoalFields) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The create form marks title and target as required; the edit form has no markers (docs/product-spec.md §5). */
  markRequired: boolean;
  /** Shown above the fields, inside the form (the create dialog's templates). */
  before?: ReactNode;
}

/** The fields of docs/product-spec.md §3 that a user sets, shared by the create and edit dialogs. */
export function GoalFormFields({
  form,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  markRequired,
  before,
}: GoalFormFieldsProps) {
  const { errors } = form.formState;
  const remindersOn = useWatch({ control: form.control, name: 'notificationsEnabled' });
  const submit = form.handleSubmit(onSubmit);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      {before}
      <FormField label="Title" error={errors.title?.message} required={markRequired}>
        <Input autoComplete="off" maxLength={MAX_TITLE_LENGTH} {...form.register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} maxLength={MAX_DESCRIPTION_LENGTH} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Target amount"
          description="In US dollars, for example 2500 or 2500.50."
          error={errors.targetAmount?.message}
          required={markRequired}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('targetAmount')} />
        </FormField>
        <FormField label="Target date" error={errors.targetDate?.message}>
          <Input type="date" {...form.register('targetDate')} />
        </FormField>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <SelectField label="Category" {...field} options={optionsOf(CATEGORIES, CATEGORY_LABELS)} />
          )}
        />
        <Controller
          control={form.control}
          name="priority"
          render={({ field }) => (
            <SelectField label="Priority" {...field} options={optionsOf(PRIORITIES, PRIORITY_LABELS)} />
          )}
        />
      </div>
      <div className="grid gap-3 rounded-md border border-border p-3">
        <Controller
          control={form.control}
          name="notificationsEnabled"
          render={({ field }) => (
            <SwitchField
              label="Reminders"
              description="Nudges to keep saving toward this goal."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {remindersOn && (
          <Controller
            control={form.control}
            name="reminderFrequency"
            render={({ field }) => (
              <SelectField
                label="Reminder frequency"
                {...field}
                options={optionsOf(REMINDER_FREQUENCIES, REMINDER_FREQUENCY_LABELS)}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="congratulationsEnabled"
          render={({ field }) => (
            <SwitchField
              label="Celebrations"
              description="A congratulations message when you reach the target."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
