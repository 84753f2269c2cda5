-- The monthly amount still needed for a goal, one function for every SQL reader
-- (docs/decisions/023-financial-checkup.md): the reminder emails, the financial check-up and the
-- consultation snapshot. supabase/functions/_shared/finance/monthly-needed.ts is the same rule for
-- the app; tests/db/financial-checkup.test.ts runs both over the same goals.

-- Dollars a month to save `saved` up to `target` by `target_date`, counted from `today`: the rest
-- in cents over the whole months between (age(): a month counts once its day is reached; at least
-- one), rounded up so that saving it does reach the target. Null without a date or once it passed.
create or replace function private.goal_per_month(target numeric, saved numeric, target_date date, today date)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when target_date >= today then
    ceil((target - saved) * 100
      / greatest(1, extract(year from age(target_date, today)) * 12 + extract(month from age(target_date, today)))) / 100
  end;
$$;
revoke all on function private.goal_per_month(numeric, numeric, date, date) from public, anon;
grant execute on function private.goal_per_month(numeric, numeric, date, date) to authenticated, service_role;

-- The reminders' claim, unchanged but for its goal items' per_month, which now calls the function.
create or replace function private.claim_due_reminders(at timestamptz)
returns table (
  user_id uuid,
  email text,
  first_name text,
  unsubscribe_token uuid,
  items jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  insert into private.unsubscribe_tokens (user_id)
  select p.user_id
  from public.notification_preferences p
  where p.email_reminders
  on conflict on constraint unsubscribe_tokens_pkey do nothing;

  return query
  with recipients as (
    select
      u.id as user_id,
      u.email::text as email,
      p.time_zone,
      (at at time zone p.time_zone) as local_now
    from auth.users u
    join public.notification_preferences p on p.user_id = u.id
    where p.email_reminders
      and u.email is not null
      and u.email_confirmed_at is not null
  ),
  morning as (
    select r.user_id, r.time_zone, r.local_now::date as today
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
    where not e.completed
      and e.reminder_enabled
      and private.is_occurrence(e.event_date, e.recurrence_pattern, e.recurrence_day, m.today + e.reminder_days_before)
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
    cross join lateral (
      select case g.reminder_frequency
        when 'weekly' then (m.today - created.created_on) / 7
        else (
          private.month_diff(created.created_on, m.today)
          - case when extract(day from m.today)::integer
              < least(extract(day from created.created_on)::integer, private.last_day_of_month(m.today)) then 1 else 0 end
        ) / private.recurrence_months(g.reminder_frequency)
      end as period
    ) as k
    cross join lateral (
      select case g.reminder_frequency
        when 'weekly' then created.created_on + 7 * k.period
        else private.in_month(created.created_on, k.period * private.recurrence_months(g.reminder_frequency),
          extract(day from created.created_on)::integer)
      end as due_on
    ) as n
    where g.notifications_enabled
      and g.completed_at is null
      and k.period >= 1
    union all
    select
      g.user_id,
      'goal_completed',
      g.id,
      null::date,
      jsonb_build_object('title', g.title, 'saved', g.current_amount, 'target', g.target_amount)
    from public.goals g
    join recipients r on r.user_id = g.user_id
    where g.congratulations_enabled
      and g.completed_at is not null
      and g.completed_at <= at
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
    returning l.id, l.kind, l.subject_id, l.due_on, l.user_id
  )
  select
    r.user_id,
    r.email,
    pr.first_name::text,
    t.token,
    jsonb_agg(
      d.item || jsonb_build_object('log_id', c.id, 'kind', c.kind, 'id', c.subject_id)
      order by c.kind, d.item ->> 'date', d.item ->> 'title'
    )
  from claimed c
  join due d on d.kind = c.kind and d.subject_id = c.subject_id and d.due_on is not distinct from c.due_on
  join recipients r on r.user_id = c.user_id
  join private.unsubscribe_tokens t on t.user_id = c.user_id
  left join public.profiles pr on pr.id = c.user_id
  group by r.user_id, r.email, pr.first_name, t.token;
end;
$$;
revoke all on function private.claim_due_reminders(timestamptz) from public, anon, authenticated;
grant execute on function private.claim_due_reminders(timestamptz) to service_role;
