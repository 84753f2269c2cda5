-- One rule for "on pace" (docs/decisions/026-one-pace-rule.md): the check-up and the weekly digest
-- call private.goal_pace; supabase/functions/_shared/finance/goal-pace.ts is the same rule for the
-- Goals card, the goal's history and the assistant, and tests/db/goal-pace.test.ts runs both over
-- the same goals.

-- `due`: what an even monthly plan holds by `today`: from the day the goal was made to its target
-- date, N whole months (age(): a month counts once its day is reached; at least one), k/N of the
-- target after k whole months, rounded up to the cent.
-- `on_pace`: a reached target, or a date not yet passed with at least `due` saved. False: less
-- than that, or the date passed unreached.
-- Both null without a date. One function for both: a SQL function with its own search_path is
-- never inlined, and one calling another plans the inner one again at every call (150 µs a goal).
create or replace function private.goal_pace(
  target numeric, saved numeric, target_date date, created_on date, today date,
  out due numeric, out on_pace boolean
)
language sql
immutable
set search_path = ''
as $$
  select d.due, case
      when target_date is null then null
      when saved >= target then true
      when target_date < today then false
      else saved >= d.due
    end
  from (
    select
      greatest(1, extract(year from age(target_date, created_on)) * 12
        + extract(month from age(target_date, created_on))) as plan,
      extract(year from age(today, created_on)) * 12 + extract(month from age(today, created_on)) as passed
  ) as m
  cross join lateral (
    select case when target_date is not null
      then div(target * 100 * least(m.plan, greatest(0, m.passed)) + m.plan - 1, m.plan) / 100
    end as due
  ) as d;
$$;
revoke all on function private.goal_pace(numeric, numeric, date, date, date) from public, anon;
grant execute on function private.goal_pace(numeric, numeric, date, date, date) to authenticated, service_role;
