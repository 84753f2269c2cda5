-- Completing a recurring calendar event schedules its next occurrence (docs/decisions/006-calendar.md: a monthly
-- bill never silently disappears from Upcoming), in one call so a dropped connection can
-- never leave an event completed without its successor.

-- Month arithmetic on a date clamps to the end of the month in PostgreSQL: Jan 31 + 1 month
-- is Feb 28, and Feb 29 + 1 year is Feb 28. src/features/calendar/logic.ts does the same.
create or replace function private.next_occurrence(day date, pattern text)
returns date
language sql
immutable
set search_path = ''
as $$
  select case pattern
    when 'weekly' then day + 7
    when 'bi-weekly' then day + 14
    when 'monthly' then (day + interval '1 month')::date
    when 'quarterly' then (day + interval '3 months')::date
    when 'yearly' then (day + interval '1 year')::date
  end;
$$;
revoke all on function private.next_occurrence(date, text) from public, anon;
grant execute on function private.next_occurrence(date, text) to authenticated, service_role;

-- Flips `completed` and returns the event; when a recurring event becomes completed, also
-- inserts and returns its next occurrence, unless that occurrence already exists (completing,
-- reopening and completing again adds one, not two). Security invoker: RLS decides whose
-- events can be changed, so another user's event is "not found".
create or replace function public.toggle_event_completion(event_id uuid)
returns setof public.calendar_events
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  toggled public.calendar_events;
  next_day date;
begin
  update public.calendar_events e
  set completed = not e.completed
  where e.id = event_id
  returning * into toggled;
  if not found then
    raise exception 'event not found' using errcode = 'P0002';
  end if;
  return next toggled;

  if not toggled.completed or not toggled.is_recurring then
    return;
  end if;

  next_day := private.next_occurrence(toggled.event_date, toggled.recurrence_pattern);
  if exists (
    select 1
    from public.calendar_events e
    where e.user_id = toggled.user_id
      and e.event_date = next_day
      and e.title = toggled.title
      and e.event_type = toggled.event_type
      and e.category = toggled.category
      and e.amount is not distinct from toggled.amount
      and e.recurrence_pattern = toggled.recurrence_pattern
  ) then
    return;
  end if;

  return query
  insert into public.calendar_events (
    user_id, title, description, event_date, event_time, amount, event_type, category,
    is_recurring, recurrence_pattern, reminder_enabled, reminder_days_before
  )
  values (
    toggled.user_id, toggled.title, toggled.description, next_day, toggled.event_time,
    toggled.amount, toggled.event_type, toggled.category, true, toggled.recurrence_pattern,
    toggled.reminder_enabled, toggled.reminder_days_before
  )
  returning *;
end;
$$;
revoke all on function public.toggle_event_completion(uuid) from public, anon;
grant execute on function public.toggle_event_completion(uuid) to authenticated, service_role;
