-- The hourly reminders run in less time again (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md,
-- "Lighter claims"). What each claim sends is the same; how the database builds it changes:
-- - The claim's answer is built as json, not jsonb. Every jsonb step (each item, each user's
--   items, the batch's users, the answer around them) rebuilt the whole value it was given, about
--   a quarter of a claim; json only appends text. The claim functions now return json.
-- - A weekly digest's content (the week's events, the lowest point, the goals behind pace, the
--   lessons done) is built after the claim, for the digests claimed, not for every digest due
--   before the log says which of them another run already sent.
-- - It is built for all of the batch's digests at once: forecast_occurrences_of and
--   goals_behind_pace_of take a list of users; the one-user functions ask them. One forecast
--   reaches 60 days for those with a balance, and their week and their lowest point both come
--   from it (the week had a forecast of its own, the lowest point another).
-- - Event reminders and forecasts read open series by a new index and other events by date, not
--   every past event of the user.
-- - A goal's monthly amount is computed for the goals claimed only, and an unsubscribe token is
--   made for the users who get an e-mail only (it was made for every user of the batch).
-- - The recurrence rule (event_occurrences) counts in plain numbers: the same dates in about two
--   thirds of the time. Every nudge, event reminder and forecast asks it.

-- The claim's event reminders read a user's open series by this index and their one-off events by
-- date (calendar_events_user_id_event_date_idx): before, they read every event up to 14 days
-- ahead, past one-offs and done events included.
create index calendar_events_open_series_idx on public.calendar_events (user_id)
  where recurrence_pattern is not null and not completed;

-- The rule of 20261202090200_event_occurrences.sql with plain numbers and timestamps: the month
-- counts were numeric (extract) and the month's first day a timestamptz (date_trunc and
-- make_interval on a date resolve to it), each a conversion in the session's time zone. The same
-- dates in about two thirds of the time; tests/db/cash-flow-forecast.test.ts holds it to
-- recurrence.ts.
create or replace function private.event_occurrences(start date, pattern text, anchor integer, from_day date, to_day date)
returns date[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  dates date[] := '{}';
  step integer;
  months integer;
  keep integer;
  k integer;
  first date;
  day date;
begin
  if pattern is null then
    return case when start between from_day and to_day then array[start] else dates end;
  end if;
  if pattern in ('weekly', 'bi-weekly') then
    step := case pattern when 'weekly' then 7 else 14 end;
    -- The first occurrence on or after from_day.
    day := start + (greatest(from_day - start, 0) + step - 1) / step * step;
    while day <= to_day loop
      dates := dates || day;
      day := day + step;
    end loop;
    return dates;
  end if;
  months := case pattern when 'monthly' then 1 when 'quarterly' then 3 when 'yearly' then 12 end;
  if months is null then
    return dates;
  end if;
  keep := coalesce(anchor, date_part('day', start)::integer);
  -- From the first period that can reach from_day: whole months between the two months.
  k := greatest(
    (date_part('year', from_day)::integer - date_part('year', start)::integer) * 12
      + date_part('month', from_day)::integer - date_part('month', start)::integer,
    0
  ) / months;
  loop
    first := (date_trunc('month', start::timestamp) + make_interval(months => k * months))::date;
    exit when first > to_day;
    -- The anchor day, or the month's last day when the month is shorter.
    day := first + least(keep, (first + interval '1 month')::date - first) - 1;
    if day between greatest(from_day, start) and to_day then
      dates := dates || day;
    end if;
    k := k + 1;
  end loop;
  return dates;
end;
$$;

-- forecast_occurrences for several users at once, each from their own first day for their own
-- number of days (owners, firsts and days side by side; each row says its owner's first day). The
-- same rule as before; `changes` (the what-if) applies to every user listed, and only
-- cash_flow_forecast passes any, for one user.
create or replace function private.forecast_occurrences_of(owners uuid[], firsts date[], days integer[], changes jsonb)
returns table (owner uuid, first_day date, day date, title text, event_type text, amount numeric)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with window_days as (
    select w.owner, w.first_day, w.first_day + w.days - 1 as last_day
    from unnest(owners, firsts, days) as w(owner, first_day, days)
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
  -- The users' open series and their events dated in the window, by index
  -- (calendar_events_open_series_idx, calendar_events_user_id_event_date_idx), then the events
  -- the what-if moves that are neither, and the events it adds. A done event of a series dated
  -- outside the window is left out: it neither falls in the window nor stands for a date of it.
  stored as (
    select
      w.owner, w.first_day, w.last_day,
      e.title, e.event_type, e.category, e.amount, e.recurrence_pattern, e.completed,
      coalesce(m.day, e.event_date) as event_date,
      case when m.day is null then e.recurrence_day
        when e.recurrence_pattern is not null then extract(day from m.day)::integer end as recurrence_day
    from window_days w
    join public.calendar_events e on e.user_id = w.owner
    left join moved m on m.id = e.id
    where e.amount is not null
      and not exists (select 1 from removed r where r.id = e.id)
      and ((e.recurrence_pattern is not null and not e.completed) or e.event_date between w.first_day and w.last_day)
    union all
    select
      w.owner, w.first_day, w.last_day,
      e.title, e.event_type, e.category, e.amount, e.recurrence_pattern, e.completed,
      m.day,
      case when e.recurrence_pattern is not null then extract(day from m.day)::integer end
    from moved m
    join public.calendar_events e on e.id = m.id
    join window_days w on w.owner = e.user_id
    where e.amount is not null
      and not exists (select 1 from removed r where r.id = e.id)
      and not ((e.recurrence_pattern is not null and not e.completed) or e.event_date between w.first_day and w.last_day)
    union all
    select
      w.owner, w.first_day, w.last_day,
      c ->> 'title', c ->> 'event_type', 'other', (c ->> 'amount')::numeric, coalesce(c ->> 'pattern', 'monthly'), false,
      (c ->> 'date')::date, extract(day from (c ->> 'date')::date)::integer
    from window_days w
    cross join jsonb_array_elements(changes) c
    where c ->> 'op' = 'add'
  ),
  -- The app's rule (src/features/calendar/logic.ts withProjections): a stored event stands for its
  -- date; a pending series adds its later dates, except where a stored event of the same series
  -- (title, type, category, amount, pattern) already is.
  projected as (
    select distinct on (s.owner, s.title, s.event_type, s.category, s.amount, s.recurrence_pattern, o.day)
      s.owner, s.first_day, s.title, s.event_type, s.amount, o.day
    from stored s
    cross join lateral unnest(private.event_occurrences(
      s.event_date, s.recurrence_pattern, s.recurrence_day, greatest(s.event_date + 1, s.first_day), s.last_day
    )) as o(day)
    where not s.completed and s.recurrence_pattern is not null
      and not exists (
        select 1 from stored t
        where t.owner = s.owner and t.event_date = o.day and t.title = s.title and t.event_type = s.event_type
          and t.category = s.category and t.amount = s.amount and t.recurrence_pattern = s.recurrence_pattern
      )
  )
  select s.owner, s.first_day, s.event_date, s.title, s.event_type, s.amount
  from stored s
  where not s.completed and s.event_date between s.first_day and s.last_day
  union all
  select p.owner, p.first_day, p.day, p.title, p.event_type, p.amount from projected p;
end;
$$;
revoke all on function private.forecast_occurrences_of(uuid[], date[], integer[], jsonb) from public, anon;
grant execute on function private.forecast_occurrences_of(uuid[], date[], integer[], jsonb) to authenticated, service_role;

create or replace function private.forecast_occurrences(owner uuid, today date, days integer, changes jsonb)
returns table (day date, title text, event_type text, amount numeric)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select o.day, o.title, o.event_type, o.amount
  from private.forecast_occurrences_of(array[owner], array[today], array[days], changes) o;
end;
$$;

-- goals_behind_pace for several users at once (owners, todays and zones side by side): a row for
-- each user with a goal behind, by the one pace rule.
create or replace function private.goals_behind_pace_of(owners uuid[], todays date[], zones text[])
returns table (owner uuid, goals jsonb)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select g.user_id, jsonb_agg(jsonb_build_object(
    'title', g.title,
    'saved', g.current_amount,
    'target', g.target_amount,
    'target_date', g.target_date,
    'per_month', private.goal_per_month(g.target_amount, g.current_amount, g.target_date, u.today)
  ) order by g.target_date, g.title)
  from unnest(owners, todays, zones) as u(owner, today, zone)
  join public.goals g on g.user_id = u.owner
  cross join lateral private.goal_pace(g.target_amount, g.current_amount, g.target_date,
    (g.created_at at time zone u.zone)::date, u.today) as pace
  where g.completed_at is null
    and g.target_date is not null
    and not pace.on_pace
  group by g.user_id;
end;
$$;
revoke all on function private.goals_behind_pace_of(uuid[], date[], text[]) from public, anon, authenticated;
grant execute on function private.goals_behind_pace_of(uuid[], date[], text[]) to service_role;

create or replace function private.goals_behind_pace(owner uuid, today date, zone text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return coalesce(
    (select b.goals from private.goals_behind_pace_of(array[owner], array[today], array[zone]) b),
    '[]'::jsonb
  );
end;
$$;

-- The claim computes the digests' lowest points itself, from the forecast it already has.
drop function private.forecast_lowest(uuid, numeric, date, integer);

-- The due reminders of `kinds` for the users of `batch`, claimed in reminder_log (never twice), as
-- one digest per user: 20261213090000_reminders_faster_claims.sql's, answered as json.
drop function private.claim_reminders_of(timestamp with time zone, uuid[], text[]);
create function private.claim_reminders_of(at timestamp with time zone, batch uuid[], kinds text[])
returns json
language plpgsql
security definer
set search_path = ''
-- The plan made for any batch (index lookups by user): a plan made for the first calls' 1000 ids
-- scanned whole tables.
set plan_cache_mode = force_generic_plan
as $function$
declare
  -- The users claimed for, and each one's items.
  claimed_users uuid[];
  claimed_items json[];
begin
  with recipients as (
    select
      u.id as user_id,
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
  -- What is due, with what its item says that costs nothing to read; the rest is computed once
  -- claimed. `date` is the item's date (none for goals), which orders a user's items.
  due as (
    -- One-off events: only on their date, which is 1 to 14 days ahead (reminder_days_before).
    select
      e.user_id,
      'event'::text as kind,
      e.id as subject_id,
      m.today + e.reminder_days_before as due_on,
      m.today,
      m.time_zone,
      e.title,
      m.today + e.reminder_days_before as date,
      e.amount,
      e.event_type,
      e.reminder_days_before as days_before,
      null::numeric as saved,
      null::numeric as target,
      null::date as target_date
    from morning m
    join public.calendar_events e on e.user_id = m.user_id
    where 'event' = any (kinds)
      and (m.event_reminders or m.event_reminders_push)
      and e.recurrence_pattern is null
      and not e.completed
      and e.reminder_enabled
      and e.event_date between m.today + 1 and m.today + 14
      and e.event_date = m.today + e.reminder_days_before
    union all
    -- Open series (calendar_events_open_series_idx), whatever their first date, by the rule.
    select
      e.user_id, 'event', e.id, m.today + e.reminder_days_before, m.today, m.time_zone, e.title,
      m.today + e.reminder_days_before, e.amount, e.event_type, e.reminder_days_before, null, null, null
    from morning m
    join public.calendar_events e on e.user_id = m.user_id
    where 'event' = any (kinds)
      and (m.event_reminders or m.event_reminders_push)
      and e.recurrence_pattern is not null
      and not e.completed
      and e.reminder_enabled
      -- No event falls before its first date: the rule runs only for series begun by then.
      and e.event_date <= m.today + e.reminder_days_before
      and m.today + e.reminder_days_before = any (private.event_occurrences(
        e.event_date, e.recurrence_pattern, e.recurrence_day, m.today + e.reminder_days_before, m.today + e.reminder_days_before))
    union all
    select
      g.user_id, 'goal', g.id, n.days[cardinality(n.days)], m.today, m.time_zone, g.title, null, null, null, null,
      g.current_amount, g.target_amount, g.target_date
    from public.goals g
    join morning m on m.user_id = g.user_id
    cross join lateral (select (g.created_at at time zone m.time_zone)::date as created_on) as created
    -- The nudges due by today: a series from the creation day, every reminder_frequency (the
    -- first one period after it), by the calendar's rule, looked for within one period; the rule
    -- lists them in order, so the latest is the last. (offset 0: the rule runs once per goal, not
    -- once per use of its dates.)
    cross join lateral (
      select private.event_occurrences(
        created.created_on, g.reminder_frequency, null,
        greatest(created.created_on + 1, m.today - case g.reminder_frequency when 'weekly' then 6 when 'monthly' then 31 else 92 end),
        m.today
      ) as days
      offset 0
    ) as n
    where 'goal' = any (kinds)
      and (m.goal_nudges or m.goal_nudges_push)
      and g.notifications_enabled
      and g.completed_at is null
      and cardinality(n.days) > 0
    union all
    select
      g.user_id, 'goal_completed', g.id, null, null, null, g.title, null, null, null, null,
      g.current_amount, g.target_amount, null
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
      m.user_id, 'weekly_digest', m.user_id, m.today, m.today, m.time_zone, 'weekly digest', m.today,
      null, null, null, null, null, null
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
  -- Each claimed reminder with what is due.
  claimed_due as materialized (
    select d.*, c.id as log_id, c.pushed_at is not null as pushed
    from claimed c
    join due d on d.kind = c.kind and d.subject_id = c.subject_id and d.due_on is not distinct from c.due_on
  ),
  -- The claimed digests' users, with their balance when one is known.
  readers as materialized (
    select d.user_id, d.log_id, d.pushed, d.today, d.time_zone, b.amount as balance, b.updated_at
    from claimed_due d
    left join public.cash_balances b on b.user_id = d.user_id
    where d.kind = 'weekly_digest'
  ),
  -- One forecast per reader: the next 7 days, or 60 with a balance (for the lowest point).
  occurrences as materialized (
    select o.owner, o.first_day, o.day, o.title, o.event_type, o.amount
    from (
      select
        array_agg(r.user_id) as owners,
        array_agg(r.today) as firsts,
        array_agg(case when r.balance is null then 7 else 60 end) as days
      from readers r
    ) as l
    cross join lateral private.forecast_occurrences_of(l.owners, l.firsts, l.days, '[]'::jsonb) as o
  ),
  -- The next 7 days' bills and paydays.
  weeks as (
    select o.owner, json_agg(json_build_object(
      'date', o.day, 'title', o.title, 'amount', o.amount, 'event_type', o.event_type
    ) order by o.day, o.title) as events
    from occurrences o
    where o.event_type in ('bill', 'income')
      and o.day < o.first_day + 7
    group by o.owner
  ),
  -- The lowest point of the next 60 days from the balance, as cash_flow_forecast's 'lowest': the
  -- earliest of the lowest balances at the end of a day. The balance changes only on the days
  -- with events, so the lowest is first reached today or on one of those days: only they are
  -- counted (today with a change of 0 when nothing falls on it).
  lowest as (
    select distinct on (p.owner) p.owner, json_build_object('date', p.day, 'balance', p.balance) as lowest
    from (
      select x.owner, x.day, r.balance + sum(x.change) over (partition by x.owner order by x.day) as balance
      from (
        select o.owner, o.day, sum(o.change) as change
        from (
          select o.owner, o.day, case when o.event_type = 'income' then o.amount else -o.amount end as change
          from occurrences o
          union all
          select r.user_id, r.today, 0 from readers r where r.balance is not null
        ) as o
        group by o.owner, o.day
      ) as x
      join readers r on r.user_id = x.owner
      where r.balance is not null
    ) as p
    order by p.owner, p.balance, p.day
  ),
  behind as (
    select b.owner, b.goals
    from (
      select array_agg(r.user_id) as owners, array_agg(r.today) as todays, array_agg(r.time_zone) as zones
      from readers r
    ) as l
    cross join lateral private.goals_behind_pace_of(l.owners, l.todays, l.zones) as b
  ),
  -- Each claimed reminder as the item the e-mail reads.
  items as (
    select d.user_id, d.kind, d.date, d.title, case d.kind
      when 'event' then json_build_object(
        'log_id', d.log_id, 'kind', d.kind, 'id', d.subject_id, 'pushed', d.pushed,
        'title', d.title,
        'date', d.date,
        'amount', d.amount,
        'event_type', d.event_type,
        'days_before', d.days_before
      )
      when 'goal' then json_build_object(
        'log_id', d.log_id, 'kind', d.kind, 'id', d.subject_id, 'pushed', d.pushed,
        'title', d.title,
        'saved', d.saved,
        'target', d.target,
        'target_date', d.target_date,
        'per_month', private.goal_per_month(d.target, d.saved, d.target_date, d.today)
      )
      else json_build_object(
        'log_id', d.log_id, 'kind', d.kind, 'id', d.subject_id, 'pushed', d.pushed,
        'title', d.title,
        'saved', d.saved,
        'target', d.target
      )
    end as item
    from claimed_due d
    where d.kind <> 'weekly_digest'
    union all
    select r.user_id, 'weekly_digest', r.today, 'weekly digest', json_build_object(
      'log_id', r.log_id, 'kind', 'weekly_digest', 'id', r.user_id, 'pushed', r.pushed,
      'date', r.today,
      'title', 'weekly digest',
      'events', coalesce(w.events, '[]'::json),
      'balance', case when r.balance is not null then json_build_object(
        'amount', r.balance,
        'updated_at', r.updated_at,
        'lowest', l.lowest
      ) end,
      'goals_behind', coalesce(b.goals, '[]'::jsonb),
      'lessons_done', (
        select coalesce(json_agg(p.lesson_id order by p.lesson_id), '[]'::json)
        from public.lesson_progress p
        where p.user_id = r.user_id
      )
    )
    from readers r
    left join weeks w on w.owner = r.user_id
    left join lowest l on l.owner = r.user_id
    left join behind b on b.owner = r.user_id
  ),
  -- Each claimed user's items, in order of user.
  digests as (
    select i.user_id, json_agg(i.item order by i.kind, i.date, i.title) as items
    from items i
    group by i.user_id
  )
  select coalesce(array_agg(g.user_id order by g.user_id), '{}'), coalesce(array_agg(g.items order by g.user_id), '{}')
  into claimed_users, claimed_items
  from digests g;

  -- An unsubscribe token for each user who gets an e-mail, made with their first (before, the
  -- claim made one for every user of the batch, whether an e-mail went to them or not).
  insert into private.unsubscribe_tokens (user_id)
  select unnest(claimed_users)
  on conflict on constraint unsubscribe_tokens_pkey do nothing;

  -- The users' address, name, token and channels, looked up by key. (Joined to the batch's
  -- recipients instead, the cached plan, estimating a few rows, scanned all of them once per
  -- claimed item.)
  return coalesce((
    select json_agg(json_build_object(
      'user_id', g.user_id,
      'email', u.email::text,
      'first_name', pr.first_name::text,
      'unsubscribe_token', t.token,
      'items', g.items,
      -- Each kind's channels: the handler e-mails and pushes what each asks for.
      'channels', json_build_object(
        'event', json_build_object('email', p.event_reminders, 'push', p.event_reminders_push),
        'goal', json_build_object('email', p.goal_nudges, 'push', p.goal_nudges_push),
        'goal_completed', json_build_object('email', p.goal_nudges, 'push', p.goal_nudges_push),
        'weekly_digest', json_build_object('email', p.weekly_digest, 'push', p.weekly_digest_push)
      )
    ) order by g.user_id)
    from unnest(claimed_users, claimed_items) as g(user_id, items)
    join auth.users u on u.id = g.user_id
    join public.notification_preferences p on p.user_id = g.user_id
    join private.unsubscribe_tokens t on t.user_id = g.user_id
    left join public.profiles pr on pr.id = g.user_id
  ), '[]'::json);
end;
$function$;
revoke all on function private.claim_reminders_of(timestamp with time zone, uuid[], text[]) from public, anon, authenticated;
grant execute on function private.claim_reminders_of(timestamp with time zone, uuid[], text[]) to service_role;

-- {"digests": [...], "next": uuid | null, "skipped": [{user_id, step, error}]}, as
-- 20261212100100_reminders_push.sql's, answered as json: the batch's digests are passed on as the
-- text they were built as. Users claimed one at a time (after the batch failed) are gathered as
-- jsonb, as before.
drop function public.claim_due_reminders(timestamp with time zone, uuid, integer);
drop function private.claim_due_reminders(timestamp with time zone, uuid, integer);
create function private.claim_due_reminders(at timestamp with time zone, after uuid, batch_size integer)
returns json
language plpgsql
security definer
set search_path = ''
as $function$
declare
  -- Alphabetical, as a digest orders its items by kind.
  kinds constant text[] := array['event', 'goal', 'goal_completed', 'weekly_digest'];
  batch uuid[];
  digests json;
  alone jsonb;
  skipped jsonb := '[]'::jsonb;
  one uuid;
  kind text;
  part jsonb;
  digest jsonb;
begin
  if batch_size is null or batch_size not between 1 and 5000 then
    raise exception 'batch_size must be between 1 and 5000' using errcode = '22023';
  end if;

  select array_agg(b.user_id order by b.user_id) into batch
  from (
    select p.user_id
    from public.notification_preferences p
    join auth.users u on u.id = p.user_id
    where (p.event_reminders or p.goal_nudges or p.weekly_digest
      or p.event_reminders_push or p.goal_nudges_push or p.weekly_digest_push)
      and u.email is not null
      and u.email_confirmed_at is not null
      and p.user_id > coalesce(after, '00000000-0000-0000-0000-000000000000'::uuid)
      -- Said of both keys, so that both index scans start at the batch, not at the first user.
      and u.id > coalesce(after, '00000000-0000-0000-0000-000000000000'::uuid)
    order by p.user_id
    limit batch_size
  ) as b;
  if batch is null then
    return json_build_object('digests', '[]'::json, 'next', null, 'skipped', '[]'::json);
  end if;

  begin
    digests := private.claim_reminders_of(at, batch, kinds);
  exception when others then
    alone := '[]'::jsonb;
    foreach one in array batch loop
      begin
        alone := alone || private.claim_reminders_of(at, array[one], kinds)::jsonb;
      exception when others then
        -- This user's items of the kinds that do not fail, as one digest.
        digest := null;
        foreach kind in array kinds loop
          begin
            part := private.claim_reminders_of(at, array[one], array[kind])::jsonb;
            if jsonb_array_length(part) > 0 then
              digest := case when digest is null then part -> 0
                else jsonb_set(digest, '{items}', (digest -> 'items') || (part -> 0 -> 'items')) end;
            end if;
          exception when others then
            skipped := skipped || jsonb_build_object('user_id', one, 'step', kind, 'error', sqlerrm);
          end;
        end loop;
        if digest is not null then
          alone := alone || jsonb_build_array(digest);
        end if;
      end;
    end loop;
    digests := alone::json;
  end;

  return json_build_object(
    'digests', digests,
    'next', case when cardinality(batch) = batch_size then batch[batch_size] end,
    'skipped', skipped
  );
end;
$function$;
revoke all on function private.claim_due_reminders(timestamp with time zone, uuid, integer) from public, anon, authenticated;
grant execute on function private.claim_due_reminders(timestamp with time zone, uuid, integer) to service_role;

-- The API's door to it, for the service role alone. One JSON value, not a set of rows, as before:
-- PostgREST caps a set at max_rows.
create function public.claim_due_reminders(
  at timestamp with time zone default now(), after uuid default null, batch_size integer default 500
)
returns json
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.claim_due_reminders(at, after, batch_size);
$$;
revoke all on function public.claim_due_reminders(timestamp with time zone, uuid, integer) from public, anon, authenticated;
grant execute on function public.claim_due_reminders(timestamp with time zone, uuid, integer) to service_role;
