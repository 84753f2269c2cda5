import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { CATEGORY_LABELS, EVENT_TYPE_LABELS, reminderLabel } from '@/features/calendar';
import { EVENT_CATEGORIES, EVENT_TYPES } from '@/types/database';
import type { ReviewChoice } from '../planned';
import { choiceInput, choiceSchema, REMINDER_CHOICES, type ChoiceInput } from '../schema';

const TYPE_OPTIONS = optionsOf(EVENT_TYPES, EVENT_TYPE_LABELS);
const CATEGORY_OPTIONS = optionsOf(EVENT_CATEGORIES, CATEGORY_LABELS);
const REMINDER_OPTIONS = REMINDER_CHOICES.map((days) => ({
  value: days,
  label: reminderLabel(Number(days) as ReviewChoice['reminder_days_before']),
}));

/** Title, amount, type, category and reminder of a finding, before it is added; nothing is saved here. */
export function EditFindingDialog({
  open,
  onOpenChange,
  choice,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choice: ReviewChoice;
  onSave: (choice: ReviewChoice) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit before adding</DialogTitle>
          <DialogDescription>
            What the calendar event will say. Nothing is saved until you add it.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so each opening starts from the finding as it is now. */}
        {open && (
          <ChoiceForm
            choice={choice}
            onSave={(next) => {
              onSave(next);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChoiceForm({ choice, onSave }: { choice: ReviewChoice; onSave: (choice: ReviewChoice) => void }) {
  const form = useForm<ChoiceInput, unknown, ReviewChoice>({
    resolver: zodResolver(choiceSchema),
    defaultValues: choiceInput(choice),
  });
  const { errors } = form.formState;
  const reminderEnabled = useWatch({ control: form.control, name: 'reminder_enabled' });

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormField label="Title" error={errors.title?.message} required className="sm:col-span-2">
        <Input autoComplete="off" {...form.register('title')} />
      </FormField>
      <FormField label="Amount" error={errors.amount?.message} required>
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </FormField>
      <Controller
        control={form.control}
        name="event_type"
        render={({ field }) => (
          <SelectField
            label="Event type"
            value={field.value}
            onChange={field.onChange}
            options={TYPE_OPTIONS}
          />
        )}
      />
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <SelectField
            label="Category"
            value={field.value}
            onChange={field.onChange}
            options={CATEGORY_OPTIONS}
          />
        )}
      />
      <Controller
        control={form.control}
        name="reminder_enabled"
        render={({ field }) => (
          <SwitchField label="Email reminder" checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      {reminderEnabled && (
        <Controller
          control={form.control}
          name="reminder_days_before"
          render={({ field }) => (
            <SelectField
              label="Remind me"
              value={field.value}
              onChange={field.onChange}
              options={REMINDER_OPTIONS}
            />
          )}
        />
      )}
      <DialogFooter className="sm:col-span-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit">Save changes</Button>
      </DialogFooter>
    </form>
  );
}
