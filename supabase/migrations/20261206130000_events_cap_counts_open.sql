-- The events cap counts the calendar's open events (docs/decisions/024, "Bounds"). Completing a
-- repeating event keeps the done one and adds the next: at 1,000 events in all, a person with
-- twenty weekly and monthly series would have been refused a new event within about two years of
-- ordinary use. What the forecast, the check-up and the reminders read, and so what costs a
-- request, is the open events: they stay at most 1,000. Done ones count only towards a far larger
-- bound on what one account stores (10,000, decades of the heaviest use), which completing a
-- repeating event also meets.

create or replace function private.calendar_events_stored_per_user()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 10000;
$$;
revoke all on function private.calendar_events_stored_per_user() from public, anon, authenticated;

create or replace function private.check_rows_per_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  open_cap integer := private.calendar_events_per_user();
  stored_cap integer := private.calendar_events_stored_per_user();
  goals_cap integer := private.goals_per_user();
begin
  if new.user_id is distinct from (select auth.uid()) then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(tg_table_name || ':' || new.user_id::text, 0));
  if tg_table_name = 'calendar_events' then
    if not new.completed and exists (
      select from public.calendar_events e
      where e.user_id = new.user_id and not e.completed
      offset open_cap - 1
    ) then
      raise exception '%', 'Your calendar holds ' || open_cap || ' upcoming events, the most one account can keep. '
        || 'Delete some you no longer need, or mark done the ones that are, to add more.'
        using errcode = 'P0001';
    end if;
    if exists (select from public.calendar_events e where e.user_id = new.user_id offset stored_cap - 1) then
      raise exception '%', 'Your calendar holds ' || stored_cap || ' events, done ones included, the most one '
        || 'account can keep. Delete some you no longer need to add more.'
        using errcode = 'P0001';
    end if;
  elsif exists (select from public.goals g where g.user_id = new.user_id offset goals_cap - 1) then
    raise exception '%', 'You have ' || goals_cap
      || ' goals, the most one account can keep. Delete some you no longer need to add more.'
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke all on function private.check_rows_per_user() from public, anon, authenticated;
