-- A repeating event may start on a short month's last day and keep a later day: a statement's
-- rent on the 31st, next due on Nov 30, repeats on Dec 31, not the 30th from then on
-- (docs/decisions/028-statement-import.md). Clients may now send recurrence_day on insert;
-- private.keep_recurrence_day (20261124120000_reminders.sql) keeps it only where it is the first
-- date's day, or later than it with the first date on its month's last day, and otherwise sets the
-- first date's day, as before. Updates still leave it to the trigger.
grant insert (recurrence_day) on public.calendar_events to authenticated;
