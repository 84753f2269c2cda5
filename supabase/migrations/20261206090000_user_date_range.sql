-- Every date a user writes lies from 1900-01-01 to 2200-12-31 (docs/decisions/024): an event dated
-- 5874897-12-31 made the forecast's date arithmetic overflow, and the weekly digest failed for
-- every user of the batch. supabase/functions/_shared/calendar/date-range.ts holds the same bounds
-- for the forms; tests/db/date-range.test.ts compares the two.
create or replace function private.is_user_date(day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select day between date '1900-01-01' and date '2200-12-31';
$$;
revoke all on function private.is_user_date(date) from public, anon;
grant execute on function private.is_user_date(date) to authenticated, service_role;

-- The refusal of a date given to a function, in the forms' words (DATE_RANGE_MESSAGE).
create or replace function private.check_user_date(day date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if not private.is_user_date(day) then
    raise exception 'Choose a date from Jan 01, 1900 to Dec 31, 2200.' using errcode = '22023';
  end if;
end;
$$;
revoke all on function private.check_user_date(date) from public, anon;
grant execute on function private.check_user_date(date) to authenticated, service_role;

-- NOT VALID: a row from before stays readable and deletable; a new or changed row is checked.
-- PostgREST answers 23514 with the constraint's name, which the app turns into the range's words
-- (src/lib/database-refusal.ts).
alter table public.calendar_events
  add constraint calendar_events_event_date_range check (private.is_user_date(event_date)) not valid;
alter table public.goals
  add constraint goals_target_date_range check (private.is_user_date(target_date)) not valid;

-- The what-if changes' dates ('add' and 'move'), as before and within the range.
create or replace function private.check_forecast_changes(changes jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  change jsonb;
begin
  if jsonb_typeof(changes) is distinct from 'array' or jsonb_array_length(changes) > 20 then
    raise exception 'changes must be an array of at most 20 changes' using errcode = '22023';
  end if;
  for change in select value from jsonb_array_elements(changes) loop
    if jsonb_typeof(change) is distinct from 'object' then
      raise exception 'each change must be an object' using errcode = '22023';
    end if;
    case change ->> 'op'
      when 'add' then
        if jsonb_typeof(change -> 'amount') is distinct from 'number' then
          raise exception 'an added event needs an amount' using errcode = '22023';
        end if;
        perform private.check_amount((change ->> 'amount')::numeric);
        if coalesce(change ->> 'event_type', '') not in ('bill', 'income', 'saving', 'investment', 'general')
          or coalesce(change ->> 'pattern', 'monthly') not in ('weekly', 'bi-weekly', 'monthly', 'quarterly', 'yearly')
          or (change ->> 'date') !~ '^\d{4}-\d{2}-\d{2}$'
          or char_length(coalesce(change ->> 'title', '')) not between 1 and 200 then
          raise exception 'an added event needs a title, a type, a date (yyyy-mm-dd) and a known pattern' using errcode = '22023';
        end if;
        perform private.check_user_date((change ->> 'date')::date);
      when 'remove' then
        perform (change ->> 'id')::uuid;
      when 'move' then
        perform (change ->> 'id')::uuid;
        if (change ->> 'date') !~ '^\d{4}-\d{2}-\d{2}$' then
          raise exception 'a moved event needs a date (yyyy-mm-dd)' using errcode = '22023';
        end if;
        perform private.check_user_date((change ->> 'date')::date);
      else
        raise exception 'unknown change: %', coalesce(change ->> 'op', 'none') using errcode = '22023';
    end case;
  end loop;
exception
  when invalid_datetime_format or datetime_field_overflow or invalid_text_representation then
    raise exception 'a change has an invalid date or id' using errcode = '22023';
end;
$$;
revoke all on function private.check_forecast_changes(jsonb) from public, anon;
grant execute on function private.check_forecast_changes(jsonb) to authenticated, service_role;

-- Completing a repeating event adds its next date, as before, unless that date is after the last
-- one an event can hold: the series ends there instead of the completion failing.
create or replace function private.toggle_event_completion(event_id uuid)
returns setof public.calendar_events
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  toggled public.calendar_events;
  next_day date;
begin
  update public.calendar_events e
  set completed = not e.completed
  where e.id = event_id and private.owns(e.user_id)
  returning * into toggled;
  if not found then
    raise exception 'event not found' using errcode = 'PT404';
  end if;
  return next toggled;

  if not toggled.completed or not toggled.is_recurring then
    return;
  end if;

  next_day := private.next_occurrence(toggled.event_date, toggled.recurrence_pattern, toggled.recurrence_day);
  -- A series ends at the last date an event can hold (private.is_user_date).
  if not private.is_user_date(next_day) then
    return;
  end if;
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
    is_recurring, recurrence_pattern, recurrence_day, reminder_enabled, reminder_days_before
  )
  values (
    toggled.user_id, toggled.title, toggled.description, next_day, toggled.event_time,
    toggled.amount, toggled.event_type, toggled.category, true, toggled.recurrence_pattern,
    toggled.recurrence_day, toggled.reminder_enabled, toggled.reminder_days_before
  )
  returning *;
end;
$$;
revoke all on function private.toggle_event_completion(uuid) from public, anon;
grant execute on function private.toggle_event_completion(uuid) to authenticated, service_role;
