-- The weekly digest's goals behind pace by the one pace rule (docs/decisions/026-one-pace-rule.md):
-- private.goal_pace, as the check-up and the Goals card. The straight line from the creation
-- day expected a share of the target from the day after a goal was made; the plan now counts
-- whole months, so a new goal is not behind in its first month, and a goal whose date came
-- before the day it was made is behind once that date has passed (it was never listed).
create or replace function private.goals_behind_pace(owner uuid, today date, zone text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'title', g.title,
    'saved', g.current_amount,
    'target', g.target_amount,
    'target_date', g.target_date,
    'per_month', private.goal_per_month(g.target_amount, g.current_amount, g.target_date, today)
  ) order by g.target_date, g.title), '[]'::jsonb)
  from public.goals g
  cross join lateral private.goal_pace(g.target_amount, g.current_amount, g.target_date,
    (g.created_at at time zone zone)::date, today) as pace
  where g.user_id = owner
    and g.completed_at is null
    and g.target_date is not null
    and not pace.on_pace;
$$;
revoke all on function private.goals_behind_pace(uuid, date, text) from public, anon, authenticated;
grant execute on function private.goals_behind_pace(uuid, date, text) to service_role;
