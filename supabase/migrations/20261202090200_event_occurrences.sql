-- Every date of an event between two days, by the recurrence rule the reminders use
-- (docs/decisions/006-calendar.md): weekly and bi-weekly series step by 7 and 14 days; monthly,
-- quarterly and yearly ones keep their day (`anchor`, the event's recurrence_day) through
-- private.in_month, the helper behind private.next_occurrence and private.is_occurrence, so a
-- short month moves one date to its last day. A one-off event (no pattern) falls on `start` only.
-- The cash-flow forecast and the weekly digest expand events with it; tests/db/cash-flow-forecast.test.ts
-- holds it to private.is_occurrence, the reminders' test of a single date, day by day.
create or replace function private.event_occurrences(start date, pattern text, anchor integer, from_day date, to_day date)
returns setof date
language sql
immutable
set search_path = ''
as $$
  select o.day
  from (
    select start where pattern is null
    union all
    select start + k * s.step
    from (select case pattern when 'weekly' then 7 when 'bi-weekly' then 14 end as step) as s
    cross join lateral generate_series(
      ceil(greatest(from_day - start, 0)::numeric / s.step)::integer, (to_day - start) / s.step) as k
    where s.step is not null
    union all
    select private.in_month(start, k * s.months, coalesce(anchor, extract(day from start)::integer))
    from (select private.recurrence_months(pattern) as months) as s
    cross join lateral generate_series(
      greatest(private.month_diff(start, from_day), 0) / s.months, private.month_diff(start, to_day) / s.months) as k
    where s.months is not null
  ) as o(day)
  where o.day between greatest(from_day, start) and to_day;
$$;
revoke all on function private.event_occurrences(date, text, integer, date, date) from public, anon;
grant execute on function private.event_occurrences(date, text, integer, date, date) to authenticated, service_role;
