import { zodResolver } from '@hookform/resolvers/zod';
import { onlineManager } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/toast';
import { useCreateEvent, useUpdateEvent } from '../api';
import {
  CATEGORY_LABELS,
  EVENT_CATEGORIES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  RECURRENCE_LABELS,
  RECURRENCE_PATTERNS,
  REMINDER_DAYS,
  reminderLabel,
  type QuickAddSuggestion,
} from '../content';
import { toEventInsert } from '../logic';
import { queueNewEvent } from '../outbox-store';
import { eventFormSchema, type EventFormInput, type EventFormValues } from '../schema';
import { QuickAdd } from './quick-add';

const TYPE_OPTIONS = optionsOf(EVENT_TYPES, EVENT_TYPE_LABELS);
const CATEGORY_OPTIONS = optionsOf(EVENT_CATEGORIES, CATEGORY_LABELS);
const RECURRENCE_OPTIONS = optionsOf(RECURRENCE_PATTERNS, RECURRENCE_LABELS);
const REMINDER_OPTIONS = REMINDER_DAYS.map((days) => ({ value: String(days), label: reminderLabel(days) }));

const SUBMIT = {
  add: { idle: 'Add Event', busy: 'Adding...' },
  edit: { idle: 'Save Changes', busy: 'Saving...' },
} as const;

const QUEUED = {
  title: 'Queued, not saved yet',
  description: 'You are offline: the event is sent once you are back online.',
} as const;
const QUEUE_FAILED = 'You are offline and this device could not keep the event: nothing was saved.';

interface EventFormProps {
  userId: string | undefined;
  /** The event being edited; without one the form adds a new event. */
  eventId?: string;
  defaultValues: EventFormInput;
  /** After a successful save, once the form has been reset. */
  onSaved: () => void;
}

/**
 * The add-event form of docs/product-spec.md §5, with the quick-add suggestions on top; the same
 * fields, rules and messages edit an event.
 */
export function EventForm({ userId, eventId, defaultValues, onSaved }: EventFormProps) {
  const create = useCreateEvent(userId);
  const update = useUpdateEvent(eventId ?? '');
  const save = eventId ? update : create;
  const submit = eventId ? SUBMIT.edit : SUBMIT.add;
  const form = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const [isRecurring, reminderEnabled] = useWatch({
    control: form.control,
    name: ['is_recurring', 'reminder_enabled'],
  });

  const quickAdd = (suggestion: QuickAddSuggestion) => {
    form.reset(
      {
        ...form.getValues(),
        title: suggestion.title,
        event_type: suggestion.eventType,
        category: suggestion.category,
        amount: String(suggestion.amount),
        is_recurring: true,
        recurrence_pattern: 'monthly',
      },
      { keepDefaultValues: true },
    );
  };

  const onSubmit = form.handleSubmit((values) => {
    // Offline, a new event is queued on the device and sent once the connection is back
    // (docs/decisions/030-installable-and-offline.md); every other change is refused.
    if (!eventId && userId && !onlineManager.isOnline()) {
      try {
        queueNewEvent(userId, toEventInsert(values, userId));
      } catch {
        notify.error(QUEUE_FAILED);
        return;
      }
      notify.success(QUEUED.title, QUEUED.description);
      form.reset(defaultValues);
      onSaved();
      return;
    }
    save.mutate(values, {
      onSuccess: () => {
        form.reset(defaultValues);
        onSaved();
      },
    });
  });

  return (
    <div className="grid gap-6">
      {eventId ? null : <QuickAdd onPick={quickAdd} />}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-6">
        <FormField label="Title" error={errors.title?.message} required className="sm:col-span-6">
          <Input autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField label="Event date" error={errors.event_date?.message} required className="sm:col-span-2">
          <Input type="date" {...form.register('event_date')} />
        </FormField>
        <FormField label="Event time" error={errors.event_time?.message} className="sm:col-span-2">
          <Input type="time" {...form.register('event_time')} />
        </FormField>
        <FormField label="Amount" error={errors.amount?.message} className="sm:col-span-2">
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            {...form.register('amount')}
          />
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
              error={errors.event_type?.message}
              required
              className="sm:col-span-3"
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
              error={errors.category?.message}
              required
              className="sm:col-span-3"
            />
          )}
        />
        <FormField label="Description" error={errors.description?.message} className="sm:col-span-6">
          <Textarea rows={2} className="min-h-16" {...form.register('description')} />
        </FormField>
        <div className="grid content-start gap-2 sm:col-span-3">
          <Controller
            control={form.control}
            name="is_recurring"
            render={({ field }) => (
              <SwitchField label="Recurring event" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          {isRecurring && (
            <Controller
              control={form.control}
              name="recurrence_pattern"
              render={({ field }) => (
                <SelectField
                  label="Repeats"
                  value={field.value}
                  onChange={field.onChange}
                  options={RECURRENCE_OPTIONS}
                />
              )}
            />
          )}
        </div>
        <div className="grid content-start gap-2 sm:col-span-3">
          <Controller
            control={form.control}
            name="reminder_enabled"
            render={({ field }) => (
              <SwitchField label="Reminders" checked={field.value} onCheckedChange={field.onChange} />
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
        </div>
        <DialogFooter className="sm:col-span-6">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? submit.busy : submit.idle}
          </Button>
        </DialogFooter>
      </form>
    </div>
  );
}
