-- One rule for "on pace" (docs/decisions/026-one-pace-rule.md): the check-up and the weekly digest
-- call these; supabase/functions/_shared/finance/goal-pace.ts is the same rule for the Goals card,
-- the goal's history and the assistant, and tests/db/goal-pace.test.ts runs both over the same
-- goals.

-- What an even monthly plan holds by `today`: from the day the goal was made to its target date,
-- N whole months (age(): a month counts once its day is reached; at least one), k/N of the target
-- after k whole months, rounded up to the cent. Null without a date.
create or replace function private.goal_pace_due(target numeric, target_date date, created_on date, today date)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select div(target * 100 * least(m.plan, greatest(0, m.passed)) + m.plan - 1, m.plan) / 100
  from (
    select
      greatest(1, extract(year from age(target_date, created_on)) * 12
        + extract(month from age(target_date, created_on))) as plan,
      extract(year from age(today, created_on)) * 12 + extract(month from age(today, created_on)) as passed
  ) as m
  where target_date is not null;
$$;
revoke all on function private.goal_pace_due(numeric, date, date, date) from public, anon;
grant execute on function private.goal_pace_due(numeric, date, date, date) to authenticated, service_role;

-- On pace: a reached target, or a date not yet passed with at least what the plan holds by today.
-- Behind: less than that, or the date passed unreached. Null without a date.
create or replace function private.goal_on_pace(target numeric, saved numeric, target_date date, created_on date, today date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when target_date is null then null
    when saved >= target then true
    when target_date < today then false
    else saved >= private.goal_pace_due(target, target_date, created_on, today)
  end;
$$;
revoke all on function private.goal_on_pace(numeric, numeric, date, date, date) from public, anon;
grant execute on function private.goal_on_pace(numeric, numeric, date, date, date) to authenticated, service_role;
