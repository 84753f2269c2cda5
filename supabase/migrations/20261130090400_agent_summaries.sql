-- The monthly summary for agents (docs/decisions/022-agent-funnel.md): on the 1st, every agent
-- whose "Monthly summary" switch is on gets last month's funnel and the change against the month
-- before, once. `POST /functions/v1/agent-summaries` claims them here and sends them with the
-- reminders' sender; the log makes each month's summary claimable once and retries a failed one
-- on the reminders' schedule (private.email_retry_at).

alter table public.notification_preferences
  add column monthly_summary boolean not null default true;
grant insert (monthly_summary), update (monthly_summary) on public.notification_preferences to authenticated;

-- One row per agent and month, written when a run claims it (sent_at: that run's clock).
-- attempts, next_attempt_at, last_error and failed_at as in private.reminder_log.
create table private.agent_summary_log (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  month date not null check (extract(day from month) = 1),
  sent_at timestamptz not null,
  attempts integer not null default 1 check (attempts >= 1),
  next_attempt_at timestamptz,
  last_error text check (char_length(last_error) <= 500),
  failed_at timestamptz,
  constraint agent_summary_log_once unique (user_id, month)
);
create index agent_summary_log_retry_idx on private.agent_summary_log (next_attempt_at)
  where next_attempt_at is not null and failed_at is null;
alter table private.agent_summary_log enable row level security;
revoke all on private.agent_summary_log from public, anon, authenticated;
grant all on private.agent_summary_log to service_role;

-- Claims the summaries of the month before `at`'s (UTC) not yet claimed, and the failed ones
-- whose retry is due, each with the agent's address and both months' funnels, as one JSON array.
create or replace function private.claim_agent_summaries(at timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  this_month date := date_trunc('month', at at time zone 'UTC')::date;
  last_month date := (this_month - interval '1 month')::date;
  result jsonb;
begin
  with retried as (
    update private.agent_summary_log l
    set attempts = l.attempts + 1, next_attempt_at = null, sent_at = at
    where l.next_attempt_at is not null and l.next_attempt_at <= at and l.failed_at is null
      and l.month = last_month
    returning l.id, l.user_id, l.month
  ),
  fresh as (
    insert into private.agent_summary_log (user_id, month, sent_at)
    select a.user_id, last_month, at
    from public.affiliates a
    join auth.users u on u.id = a.user_id
    join public.notification_preferences p on p.user_id = a.user_id
    where p.monthly_summary and u.email_confirmed_at is not null and u.email is not null
      and a.created_at < this_month::timestamp at time zone 'UTC'
    on conflict on constraint agent_summary_log_once do nothing
    returning agent_summary_log.id, agent_summary_log.user_id, agent_summary_log.month
  ),
  claimed as (
    select * from retried
    union all
    select * from fresh
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'log_id', c.id,
    'user_id', c.user_id,
    'email', u.email::text,
    'first_name', pr.first_name,
    'agent_code', a.agent_code,
    'month', c.month,
    'funnel', private.funnel_of(a.agent_code, c.month, (c.month + interval '1 month - 1 day')::date),
    'previous', private.funnel_of(
      a.agent_code, (c.month - interval '1 month')::date, (c.month - interval '1 day')::date
    )
  ) order by c.id), '[]'::jsonb) into result
  from claimed c
  join auth.users u on u.id = c.user_id
  join public.affiliates a on a.user_id = c.user_id
  left join public.profiles pr on pr.id = c.user_id;
  return result;
end;
$$;
revoke all on function private.claim_agent_summaries(timestamptz) from public, anon, authenticated;
grant execute on function private.claim_agent_summaries(timestamptz) to service_role;

create or replace function public.claim_agent_summaries(at timestamptz)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.claim_agent_summaries(at);
$$;
revoke all on function public.claim_agent_summaries(timestamptz) from public, anon, authenticated;
grant execute on function public.claim_agent_summaries(timestamptz) to service_role;

-- A summary that could not be sent: tried again later, or given up.
create or replace function public.fail_agent_summaries(log_ids bigint[], error text)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  update private.agent_summary_log l
  set last_error = left(coalesce(error, 'unknown error'), 500),
      next_attempt_at = private.email_retry_at(l.attempts, l.sent_at),
      failed_at = case when private.email_retry_at(l.attempts, l.sent_at) is null then now() end
  where l.id = any (log_ids) and l.next_attempt_at is null and l.failed_at is null;
$$;
revoke all on function public.fail_agent_summaries(bigint[], text) from public, anon, authenticated;
grant execute on function public.fail_agent_summaries(bigint[], text) to service_role;

-- Hosted: pg_cron calls the function hourly on the 1st of each month (a failed email's retries); skipped where pg_cron
-- or pg_net is missing, as the reminders' schedule is (README: the monthly summary).
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule(
      'send-agent-summaries',
      '0 * 1 * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/agent-summaries',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := jsonb_build_object('now', now())
        );
      $job$
    );
  end if;
exception when others then
  raise notice 'agent summaries are not scheduled here (%); POST /functions/v1/agent-summaries from elsewhere', sqlerrm;
end;
$schedule$;
