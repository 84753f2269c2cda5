-- The hourly reminders run in less time (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md,
-- "Faster claims"). The same results; only how the database gets them changes:
-- - A goal's monthly amount and pace, the forecast's occurrences, the forecast and the goals
--   behind pace were SQL functions with a search_path, which PostgreSQL neither inlines nor keeps
--   a plan of: every call planned their queries again (about 2 ms for each weekly digest's). In
--   PL/pgSQL their plans are kept for the session.
-- - A claim's digests look their user up by key, and a claim always uses the plan made for any
--   batch (claim_reminders_of below, otherwise the one of 20261212100100_reminders_push.sql).
-- - The weekly digest's lowest point is computed alone (forecast_lowest), not the whole forecast.
-- - The congratulations look for a batch's completed goals in an index of those alone, not among
--   all of its goals.

create index goals_completed_user_id_idx on public.goals (user_id) where completed_at is not null;

-- A goal's monthly amount and pace, called once per goal: as SQL functions their queries were
-- planned at every call; as PL/pgSQL they are plain expressions. Same rules as
-- 20261201090000_goal_per_month.sql and 20261207090000_goal_on_pace.sql.
create or replace function private.goal_per_month(target numeric, saved numeric, target_date date, today date)
returns numeric
language plpgsql
immutable
set search_path = ''
as $$
begin
  return case when target_date >= today then
    ceil((target - saved) * 100
      / greatest(1, extract(year from age(target_date, today)) * 12 + extract(month from age(target_date, today)))) / 100
  end;
end;
$$;

create or replace function private.goal_pace(
  target numeric, saved numeric, target_date date, created_on date, today date,
  out due numeric, out on_pace boolean
)
language plpgsql
immutable
set search_path = ''
as $$
declare
  plan numeric := greatest(1, extract(year from age(target_date, created_on)) * 12
    + extract(month from age(target_date, created_on)));
  passed numeric := extract(year from age(today, created_on)) * 12 + extract(month from age(today, created_on));
begin
  due := case when target_date is not null
    then div(target * 100 * least(plan, greatest(0, passed)) + plan - 1, plan) / 100
  end;
  on_pace := case
    when target_date is null then null
    when saved >= target then true
    when target_date < today then false
    else saved >= due
  end;
end;
$$;

create or replace function private.forecast_occurrences(owner uuid, today date, days integer, changes jsonb)
returns table (day date, title text, event_type text, amount numeric)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with window_days as (
    select today as first_day, today + days - 1 as last_day
  ),
  removed as (
    select (c ->> 'id')::uuid as id from jsonb_array_elements(changes) c where c ->> 'op' = 'remove'
  ),
  moved as (
    select distinct on ((c ->> 'id')::uuid) (c ->> 'id')::uuid as id, (c ->> 'date')::date as day
    from jsonb_array_elements(changes) with ordinality as x(c, n)
    where c ->> 'op' = 'move'
    order by (c ->> 'id')::uuid, n desc
  ),
  stored as (
    select
      e.title, e.event_type, e.category, e.amount, e.recurrence_pattern, e.completed,
      coalesce(m.day, e.event_date) as event_date,
      case when m.day is null then e.recurrence_day
        when e.recurrence_pattern is not null then extract(day from m.day)::integer end as recurrence_day
    from public.calendar_events e
    left join moved m on m.id = e.id
    where e.user_id = owner
      and e.amount is not null
      and not exists (select 1 from removed r where r.id = e.id)
      and (e.recurrence_pattern is not null or e.event_date between today and today + days - 1 or m.day is not null)
    union all
    select
      c ->> 'title', c ->> 'event_type', 'other', (c ->> 'amount')::numeric, coalesce(c ->> 'pattern', 'monthly'), false,
      (c ->> 'date')::date, extract(day from (c ->> 'date')::date)::integer
    from jsonb_array_elements(changes) c
    where c ->> 'op' = 'add'
  ),
  -- The app's rule (src/features/calendar/logic.ts withProjections): a stored event stands for its
  -- date; a pending series adds its later dates, except where a stored event of the same series
  -- (title, type, category, amount, pattern) already is.
  projected as (
    select distinct on (s.title, s.event_type, s.category, s.amount, s.recurrence_pattern, o.day)
      s.title, s.event_type, s.amount, o.day
    from stored s
    cross join window_days w
    cross join lateral unnest(private.event_occurrences(
      s.event_date, s.recurrence_pattern, s.recurrence_day, greatest(s.event_date + 1, w.first_day), w.last_day
    )) as o(day)
    where not s.completed and s.recurrence_pattern is not null
      and not exists (
        select 1 from stored t
        where t.event_date = o.day and t.title = s.title and t.event_type = s.event_type
          and t.category = s.category and t.amount = s.amount and t.recurrence_pattern = s.recurrence_pattern
      )
  ),
  occurrences as (
    select s.title, s.event_type, s.amount, s.event_date as day
    from stored s cross join window_days w
    where not s.completed and s.event_date between w.first_day and w.last_day
    union all
    select p.title, p.event_type, p.amount, p.day from projected p
  )
  select o.day, o.title, o.event_type, o.amount from occurrences o;
end;
$$;

create or replace function private.cash_flow_forecast(
  owner uuid, start_balance numeric, today date, days integer, changes jsonb
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return (
  with window_days as (
    select today as first_day, today + days - 1 as last_day
  ),
  occurrences as (
    select o.day, o.title, o.event_type, o.amount from private.forecast_occurrences(owner, today, days, changes) o
  ),
  daily as (
    select o.day, sum(case when o.event_type = 'income' then o.amount else -o.amount end) as change
    from occurrences o
    group by o.day
  ),
  points as (
    select d.day::date as day, start_balance + sum(coalesce(x.change, 0)) over (order by d.day) as balance
    from window_days w
    cross join lateral generate_series(w.first_day, w.last_day, interval '1 day') as d(day)
    left join daily x on x.day = d.day::date
  ),
  payday as (
    select min(o.day) as day from occurrences o where o.event_type = 'income'
  ),
  before_payday as (
    select o.day, o.title, o.amount
    from occurrences o cross join payday p cross join window_days w
    where o.event_type <> 'income' and o.day < coalesce(p.day, w.last_day + 1)
  )
  select jsonb_build_object(
    'points', (select jsonb_agg(jsonb_build_object('date', p.day, 'balance', p.balance) order by p.day) from points p),
    'lowest', (select jsonb_build_object('date', p.day, 'balance', p.balance) from points p order by p.balance, p.day limit 1),
    'next_payday', (select p.day from payday p),
    'bills_before_payday', (
      select jsonb_build_object(
        'count', (select count(*) from before_payday),
        'total', (select coalesce(sum(b.amount), 0) from before_payday b),
        'items', coalesce(jsonb_agg(jsonb_build_object('date', b.day, 'title', b.title, 'amount', b.amount)
          order by b.day, b.title), '[]'::jsonb)
      )
      from (select b.* from before_payday b order by b.day, b.title limit 50) as b
    )
  )
  );
end;
$$;

create or replace function private.goals_behind_pace(owner uuid, today date, zone text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return (
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
    and not pace.on_pace
  );
end;
$$;

-- The lowest point of `owner`'s forecast from `start_balance`, as cash_flow_forecast's 'lowest'
-- (the same daily changes and running balance), without the points, payday and bills the weekly
-- digest does not use: about half the time of the whole forecast.
create or replace function private.forecast_lowest(owner uuid, start_balance numeric, today date, days integer)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return (
    with daily as (
      select o.day, sum(case when o.event_type = 'income' then o.amount else -o.amount end) as change
      from private.forecast_occurrences(owner, today, days, '[]'::jsonb) o
      group by o.day
    ),
    points as (
      select d.day::date as day, start_balance + sum(coalesce(x.change, 0)) over (order by d.day) as balance
      from generate_series(today, today + days - 1, interval '1 day') as d(day)
      left join daily x on x.day = d.day::date
    )
    select jsonb_build_object('date', p.day, 'balance', p.balance) from points p order by p.balance, p.day limit 1
  );
end;
$$;
revoke all on function private.forecast_lowest(uuid, numeric, date, integer) from public, anon, authenticated;
grant execute on function private.forecast_lowest(uuid, numeric, date, integer) to service_role;

create or replace function private.claim_reminders_of(at timestamp with time zone, batch uuid[], kinds text[])
returns jsonb
language plpgsql
security definer
set search_path = ''
-- The plan made for any batch (index lookups by user): a plan made for the first calls' 1000 ids
-- scanned whole tables.
set plan_cache_mode = force_generic_plan
as $function$
declare
  result jsonb;
begin
  with recipients as (
    select
      u.id as user_id,
      u.email::text as email,
      p.time_zone,
      p.event_reminders,
      p.goal_nudges,
      p.weekly_digest,
      p.event_reminders_push,
      p.goal_nudges_push,
      p.weekly_digest_push,
      (at at time zone p.time_zone) as local_now
    from unnest(batch) as b(id)
    join auth.users u on u.id = b.id
    join public.notification_preferences p on p.user_id = b.id
  ),
  morning as (
    select r.*, r.local_now::date as today
    from recipients r
    where r.local_now::time >= time '08:00'
  ),
  due as (
    select
      e.user_id,
      'event'::text as kind,
      e.id as subject_id,
      m.today + e.reminder_days_before as due_on,
      jsonb_build_object(
        'title', e.title,
        'date', m.today + e.reminder_days_before,
        'amount', e.amount,
        'event_type', e.event_type,
        'days_before', e.reminder_days_before
      ) as item
    from public.calendar_events e
    join morning m on m.user_id = e.user_id
    where 'event' = any (kinds)
      and (m.event_reminders or m.event_reminders_push)
      and not e.completed
      and e.reminder_enabled
      -- Cheap bounds first (no event falls before its first date; a one-off only on it), so that
      -- the rule itself runs for few events: reminder_days_before is at most 14.
      and e.event_date <= m.today + 14
      and e.event_date <= m.today + e.reminder_days_before
      and (e.recurrence_pattern is not null or e.event_date = m.today + e.reminder_days_before)
      and m.today + e.reminder_days_before = any (private.event_occurrences(
        e.event_date, e.recurrence_pattern, e.recurrence_day, m.today + e.reminder_days_before, m.today + e.reminder_days_before))
    union all
    select
      g.user_id,
      'goal',
      g.id,
      n.due_on,
      jsonb_build_object(
        'title', g.title,
        'saved', g.current_amount,
        'target', g.target_amount,
        'target_date', g.target_date,
        'per_month', private.goal_per_month(g.target_amount, g.current_amount, g.target_date, m.today)
      )
    from public.goals g
    join morning m on m.user_id = g.user_id
    cross join lateral (select (g.created_at at time zone m.time_zone)::date as created_on) as created
    -- The latest nudge due by today: a series from the creation day, every reminder_frequency
    -- (the first one period after it), by the calendar's rule, looked for within one period.
    cross join lateral (
      select max(o.day) as due_on
      from unnest(private.event_occurrences(
        created.created_on, g.reminder_frequency, null,
        greatest(created.created_on + 1, m.today - case g.reminder_frequency when 'weekly' then 6 when 'monthly' then 31 else 92 end),
        m.today
      )) as o(day)
    ) as n
    where 'goal' = any (kinds)
      and (m.goal_nudges or m.goal_nudges_push)
      and g.notifications_enabled
      and g.completed_at is null
      and n.due_on is not null
    union all
    select
      g.user_id,
      'goal_completed',
      g.id,
      null::date,
      jsonb_build_object('title', g.title, 'saved', g.current_amount, 'target', g.target_amount)
    from public.goals g
    join recipients r on r.user_id = g.user_id
    where 'goal_completed' = any (kinds)
      and (r.goal_nudges or r.goal_nudges_push)
      and g.congratulations_enabled
      and g.completed_at is not null
      and g.completed_at <= at
    union all
    -- The weekly digest: Monday at or after 08:00 in the user's time zone, once that week.
    select
      m.user_id,
      'weekly_digest',
      m.user_id,
      m.today,
      jsonb_build_object(
        'date', m.today,
        'title', 'weekly digest',
        'events', (
          select coalesce(jsonb_agg(jsonb_build_object(
            'date', o.day, 'title', o.title, 'amount', o.amount, 'event_type', o.event_type
          ) order by o.day, o.title), '[]'::jsonb)
          from private.forecast_occurrences(m.user_id, m.today, 7, '[]'::jsonb) as o
          where o.event_type in ('bill', 'income')
        ),
        'balance', (
          select jsonb_build_object(
            'amount', b.amount,
            'updated_at', b.updated_at,
            'lowest', private.forecast_lowest(m.user_id, b.amount, m.today, 60)
          )
          from public.cash_balances b
          where b.user_id = m.user_id
        ),
        'goals_behind', private.goals_behind_pace(m.user_id, m.today, m.time_zone),
        'lessons_done', (
          select coalesce(jsonb_agg(l.lesson_id order by l.lesson_id), '[]'::jsonb)
          from public.lesson_progress l
          where l.user_id = m.user_id
        )
      )
    from morning m
    where 'weekly_digest' = any (kinds)
      and (m.weekly_digest or m.weekly_digest_push)
      and extract(isodow from m.today) = 1
  ),
  -- A reminder not yet logged is claimed; one whose last try failed is claimed again once its
  -- retry is due (and not given up). Anything else logged is another run's, or sent.
  claimed as (
    insert into private.reminder_log as l (user_id, kind, subject_id, due_on, sent_at)
    select d.user_id, d.kind, d.subject_id, d.due_on, at
    from due d
    on conflict on constraint reminder_log_once do update
      set sent_at = excluded.sent_at, attempts = l.attempts + 1, next_attempt_at = null
      where l.next_attempt_at <= excluded.sent_at and l.failed_at is null
    returning l.id, l.kind, l.subject_id, l.due_on, l.user_id, l.pushed_at
  ),
  -- Each claimed user's items; the user's address and channels are then looked up by key. Joined
  -- to the batch's recipients instead, the cached plan (estimating a few rows) scanned all of them
  -- once per claimed item.
  digests as (
    select
      c.user_id,
      jsonb_agg(
        d.item || jsonb_build_object('log_id', c.id, 'kind', c.kind, 'id', c.subject_id, 'pushed', c.pushed_at is not null)
        order by c.kind, d.item ->> 'date', d.item ->> 'title'
      ) as items
    from claimed c
    join due d on d.kind = c.kind and d.subject_id = c.subject_id and d.due_on is not distinct from c.due_on
    group by c.user_id
  )
  select coalesce((
    select jsonb_agg(jsonb_build_object(
      'user_id', g.user_id,
      'email', u.email::text,
      'first_name', pr.first_name::text,
      'unsubscribe_token', t.token,
      'items', g.items,
      -- Each kind's channels: the handler e-mails and pushes what each asks for.
      'channels', jsonb_build_object(
        'event', jsonb_build_object('email', p.event_reminders, 'push', p.event_reminders_push),
        'goal', jsonb_build_object('email', p.goal_nudges, 'push', p.goal_nudges_push),
        'goal_completed', jsonb_build_object('email', p.goal_nudges, 'push', p.goal_nudges_push),
        'weekly_digest', jsonb_build_object('email', p.weekly_digest, 'push', p.weekly_digest_push)
      )
    ) order by g.user_id)
    from digests g
    join auth.users u on u.id = g.user_id
    join public.notification_preferences p on p.user_id = g.user_id
    join private.unsubscribe_tokens t on t.user_id = g.user_id
    left join public.profiles pr on pr.id = g.user_id
  ), '[]'::jsonb)
  into result;
  return result;
end;
$function$;
