-- Every date of an event between two days (docs/decisions/006-calendar.md), the one SQL home of the
-- recurrence rule: weekly and bi-weekly series step by 7 and 14 days; monthly, quarterly and
-- yearly ones keep their day (`anchor`, the event's recurrence_day, else the first date's day), or
-- fall on the last day of a month too short for it. A one-off event (no pattern) falls on `start`.
-- The same steps as supabase/functions/_shared/calendar/recurrence.ts (occurrencesBetween), which
-- tests/db/cash-flow-forecast.test.ts holds it to date by date.
--
-- PL/pgSQL with plain date arithmetic, returning an array (callers unnest it): every function here
-- pins its search_path, which keeps PostgreSQL from inlining it, and a SQL function per date, or
-- a set-returning SQL function per event, made the reminders run and the forecast several times
-- too slow at scale (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md).
create or replace function private.event_occurrences(start date, pattern text, anchor integer, from_day date, to_day date)
returns date[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  dates date[] := '{}';
  step integer := case pattern when 'weekly' then 7 when 'bi-weekly' then 14 end;
  months integer := case pattern when 'monthly' then 1 when 'quarterly' then 3 when 'yearly' then 12 end;
  keep integer := coalesce(anchor, extract(day from start)::integer);
  k integer;
  first date;
  day date;
begin
  if pattern is null then
    return case when start between from_day and to_day then array[start] else dates end;
  end if;
  if step is not null then
    k := ceil(greatest(from_day - start, 0)::numeric / step)::integer;
    loop
      day := start + k * step;
      exit when day > to_day;
      dates := dates || day;
      k := k + 1;
    end loop;
    return dates;
  end if;
  if months is null then
    return dates;
  end if;
  -- From the first period that can reach from_day: whole months between the two months.
  k := greatest((extract(year from from_day) * 12 + extract(month from from_day)
    - extract(year from start) * 12 - extract(month from start))::integer, 0) / months;
  loop
    first := (date_trunc('month', start) + make_interval(months => k * months))::date;
    exit when first > to_day;
    day := first + least(keep, extract(day from first + interval '1 month - 1 day')::integer) - 1;
    if day between greatest(from_day, start) and to_day then
      dates := dates || day;
    end if;
    k := k + 1;
  end loop;
  return dates;
end;
$$;
revoke all on function private.event_occurrences(date, text, integer, date, date) from public, anon;
grant execute on function private.event_occurrences(date, text, integer, date, date) to authenticated, service_role;

-- The reminders' test of one date now asks the same function, as recurrence.ts's isOccurrence does.
create or replace function private.is_occurrence(start date, pattern text, anchor integer, target date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select target = any (private.event_occurrences(start, pattern, anchor, target, target));
$$;
