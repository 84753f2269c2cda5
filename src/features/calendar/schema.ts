import { z } from 'zod';
import { requiredDate } from '@/lib/date-fields';
import { optionalMoney } from '@/lib/money-fields';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, tooLong } from '@/lib/field-limits';
import { EVENT_CATEGORIES, EVENT_TYPES, RECURRENCE_PATTERNS } from './content';

/** The add-event form of docs/product-spec.md §5. Fields hold what the inputs hold (strings and switches). */

export const eventFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(MAX_TITLE_LENGTH, tooLong(MAX_TITLE_LENGTH)),
  description: z.string().max(MAX_DESCRIPTION_LENGTH, tooLong(MAX_DESCRIPTION_LENGTH)),
  event_date: requiredDate('Event date is required'),
  event_time: z.string().max(20, 'Use at most 20 characters'),
  amount: optionalMoney(0, {
    invalid: 'Enter an amount of 0 or more',
    tooSmall: 'Enter an amount of 0 or more',
    tooLarge: 'Enter a smaller amount',
  }),
  event_type: z.string().min(1, 'Event type is required').pipe(z.enum(EVENT_TYPES)),
  category: z.string().min(1, 'Category is required').pipe(z.enum(EVENT_CATEGORIES)),
  is_recurring: z.boolean(),
  recurrence_pattern: z.enum(RECURRENCE_PATTERNS),
  reminder_enabled: z.boolean(),
  reminder_days_before: z.enum(['1', '2', '3', '7', '14']),
});

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

/** Spec defaults; the date starts on the day the user is looking at. */
export const eventFormDefaults = (eventDate: string): EventFormInput => ({
  title: '',
  description: '',
  event_date: eventDate,
  event_time: '',
  amount: '',
  event_type: 'general',
  category: 'other',
  is_recurring: false,
  recurrence_pattern: 'monthly',
  reminder_enabled: true,
  reminder_days_before: '1',
});
