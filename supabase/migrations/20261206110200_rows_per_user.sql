-- What one user can store (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md, "Bounds").
-- Calendar events and goals had no cap: 20,000 weekly events made one forecast take 4 s, and on the
-- local stack, one database session where PGlite ignores statement_timeout, every other user's
-- request waited behind it. Now a user keeps at most 1,000 calendar events and 100 goals, far above
-- what a person plans; tests/db/request-bounds.test.ts times the worst cases these allow.

create or replace function private.calendar_events_per_user()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 1000;
$$;
revoke all on function private.calendar_events_per_user() from public, anon, authenticated;

create or replace function private.goals_per_user()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 100;
$$;
revoke all on function private.goals_per_user() from public, anon, authenticated;

-- Refuses a user's own new row past the cap. Parallel inserts of one user wait on a lock keyed on
-- the user and the table, so each sees the others' rows. Rows others write on the user's behalf (the
-- appointment an agent schedules, bounded by the consultation limits) are not refused: a full
-- calendar does not stop a consultation.
create or replace function private.check_rows_per_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap integer := case tg_table_name
    when 'calendar_events' then private.calendar_events_per_user()
    else private.goals_per_user()
  end;
  full_table boolean;
begin
  if new.user_id is distinct from (select auth.uid()) then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(tg_table_name || ':' || new.user_id::text, 0));
  if tg_table_name = 'calendar_events' then
    full_table := exists (
      select from public.calendar_events e where e.user_id = new.user_id offset cap - 1);
  else
    full_table := exists (select from public.goals g where g.user_id = new.user_id offset cap - 1);
  end if;
  if full_table then
    raise exception '%', case tg_table_name
      when 'calendar_events' then
        'Your calendar holds ' || cap || ' events, the most one account can keep. Delete some you no longer need to add more.'
      else
        'You have ' || cap || ' goals, the most one account can keep. Delete some you no longer need to add more.'
    end using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke all on function private.check_rows_per_user() from public, anon, authenticated;

create trigger calendar_events_per_user before insert on public.calendar_events
  for each row execute function private.check_rows_per_user();
create trigger goals_per_user before insert on public.goals
  for each row execute function private.check_rows_per_user();
