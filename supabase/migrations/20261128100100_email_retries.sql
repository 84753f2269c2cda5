-- Failed emails back off and give up (decisions/020): an email that cannot be sent is tried at most
-- 5 times, 1 minute, 5 minutes, 30 minutes and 2 hours after the try before, then given up and
-- left in the outbox with its last error. Only emails whose retry is due are claimed, so emails
-- that keep failing never hold back the others. The same schedule for the consultation emails
-- (private.consultation_emails) and the reminders (private.reminder_log), which share the sender.

-- When to try again after `attempts` tries, the last at `tried_at`; null: give up.
create or replace function private.email_retry_at(attempts integer, tried_at timestamptz)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select tried_at + case attempts
    when 1 then interval '1 minute'
    when 2 then interval '5 minutes'
    when 3 then interval '30 minutes'
    when 4 then interval '2 hours'
  end;
$$;
revoke all on function private.email_retry_at(integer, timestamptz) from public, anon, authenticated;
grant execute on function private.email_retry_at(integer, timestamptz) to service_role;

-- 1. Consultation emails ----------------------------------------------------------------------

-- attempts: tries so far (a claim is a try); next_attempt_at: when it may be claimed (again);
-- last_error: why the last try failed; failed_at: when it was given up.
alter table private.consultation_emails
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz not null default now(),
  add column last_error text check (char_length(last_error) <= 500),
  add column failed_at timestamptz;
update private.consultation_emails m set attempts = 1 where m.claimed_at is not null or m.sent_at is not null;

drop index private.consultation_emails_unsent_idx;
create index consultation_emails_due_idx on private.consultation_emails (next_attempt_at, id)
  where sent_at is null and failed_at is null;

-- The due emails, oldest due first, at most 200 a run. A claim older than 10 minutes belongs to
-- a run that died: it is due again, and counted as a try, so an email that kills the sender is
-- given up too.
create or replace function private.claim_consultation_emails()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  update private.consultation_emails m
  set failed_at = now(), claimed_at = null,
      last_error = coalesce(m.last_error, 'the run sending it stopped before it finished')
  where m.sent_at is null and m.failed_at is null and m.attempts >= 5
    and m.claimed_at < now() - interval '10 minutes';

  with claimed as (
    update private.consultation_emails m
    set claimed_at = now(), attempts = m.attempts + 1
    where m.id in (
      select o.id from private.consultation_emails o
      where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= now() and o.attempts < 5
        and (o.claimed_at is null or o.claimed_at < now() - interval '10 minutes')
      order by o.next_attempt_at, o.id
      limit 200
      for update skip locked
    )
    returning m.id, m.request_id, m.kind
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', c.id,
    'kind', c.kind,
    'request_id', r.id,
    'to_address', case when c.kind in ('requested', 'cancelled') then agent_user.email::text else requester.email::text end,
    'user_email', requester.email::text,
    'user_first_name', up.first_name,
    'user_last_name', up.last_name,
    'agent_first_name', ap.first_name,
    'agent_last_name', ap.last_name,
    'topic', r.topic,
    'contact_method', r.contact_method,
    'phone', r.phone,
    'preferred_times', to_jsonb(r.preferred_times),
    'time_zone', r.time_zone,
    'note', r.note,
    'scheduled_at', r.scheduled_at,
    'decline_reason', r.decline_reason,
    'updated_at', r.updated_at
  ) order by c.id), '[]'::jsonb) into result
  from claimed c
  join public.consultation_requests r on r.id = c.request_id
  join auth.users requester on requester.id = r.user_id
  left join public.profiles up on up.id = r.user_id
  left join public.affiliates a on a.agent_code = r.agent_code
  left join auth.users agent_user on agent_user.id = a.user_id
  left join public.profiles ap on ap.id = a.user_id;
  return result;
end;
$$;

-- `errors[i]` is why `failed[i]` failed.
drop function public.finish_consultation_emails(bigint[], bigint[]);
drop function private.finish_consultation_emails(bigint[], bigint[]);
create or replace function private.finish_consultation_emails(sent bigint[], failed bigint[], errors text[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.consultation_emails m
  set sent_at = now(), claimed_at = null, last_error = null
  where m.id = any (sent) and m.sent_at is null;
  update private.consultation_emails m
  set claimed_at = null,
      last_error = left(coalesce(f.error, 'unknown error'), 500),
      next_attempt_at = coalesce(private.email_retry_at(m.attempts, now()), m.next_attempt_at),
      failed_at = case when private.email_retry_at(m.attempts, now()) is null then now() end
  from unnest(failed, errors) as f(id, error)
  where m.id = f.id and m.sent_at is null and m.failed_at is null;
$$;
revoke all on function private.finish_consultation_emails(bigint[], bigint[], text[]) from public, anon, authenticated;
grant execute on function private.finish_consultation_emails(bigint[], bigint[], text[]) to service_role;

create or replace function public.finish_consultation_emails(sent bigint[], failed bigint[], errors text[])
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.finish_consultation_emails(sent, failed, errors);
$$;
revoke all on function public.finish_consultation_emails(bigint[], bigint[], text[]) from public, anon, authenticated;
grant execute on function public.finish_consultation_emails(bigint[], bigint[], text[]) to service_role;

-- 2. Reminders --------------------------------------------------------------------------------

-- A reminder is logged when a run claims it (sent_at: that run's clock). attempts: tries so far;
-- next_attempt_at: set while its last try failed, when the next run at or after it tries again
-- (only while the reminder is still due: an event's reminder is not sent after its day);
-- last_error: why the last try failed; failed_at: when it was given up. Sent: neither is set.
alter table private.reminder_log
  add column attempts integer not null default 1 check (attempts >= 1),
  add column next_attempt_at timestamptz,
  add column last_error text check (char_length(last_error) <= 500),
  add column failed_at timestamptz;

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
        'per_month', case when g.target_date >= m.today then
          ceil((g.target_amount - g.current_amount) * 100
            / greatest(1, extract(year from age(g.target_date, m.today)) * 12 + extract(month from age(g.target_date, m.today)))) / 100
        end
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

-- An email that could not be sent: its reminders are tried again later, or given up.
create or replace function public.fail_reminders(log_ids bigint[], error text)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  update private.reminder_log l
  set last_error = left(coalesce(error, 'unknown error'), 500),
      next_attempt_at = private.email_retry_at(l.attempts, l.sent_at),
      failed_at = case when private.email_retry_at(l.attempts, l.sent_at) is null then now() end
  where l.id = any (log_ids) and l.next_attempt_at is null and l.failed_at is null;
$$;
revoke all on function public.fail_reminders(bigint[], text) from public, anon, authenticated;
grant execute on function public.fail_reminders(bigint[], text) to service_role;

-- Replaced by fail_reminders: a released reminder was tried again at every run, forever.
drop function public.release_reminders(bigint[]);
