import type { TablesUpdate } from '../types/database.ts';

/** The calendar event's columns a client may write (its column grants), which are also the event form's fields: what the fuzz tests fill. */
export const EVENT_EDITABLE_COLUMNS = [
  'title',
  'description',
  'event_date',
  'event_time',
  'amount',
  'event_type',
  'category',
  'is_recurring',
  'recurrence_pattern',
  'reminder_enabled',
  'reminder_days_before',
] as const satisfies readonly (keyof TablesUpdate<'calendar_events'>)[];
