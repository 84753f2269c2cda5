-- The signed-in agent's funnel over [since, until], UTC days (docs/decisions/022-agent-funnel.md).
-- Each step counts what happened in the window, each person once: visits (a visitor once per
-- day and source), sign-ups with the code, confirmations (the referral), referred people who
-- became active (their first goal or event of their own), and people whose request (made in the window) was
-- requested, scheduled (then, or completed after it was) and completed. Null for anyone who is
-- not an agent; anon may not call it.

-- When a referred user first acted: created a goal or an event themselves (auth.uid() is theirs;
-- a consultation the agent schedules puts an event on their calendar, which is not them acting).
-- Kept on the referral by the triggers below, so the funnel counts one index range instead of
-- looking through every referred user's goals and events.
alter table public.referrals add column active_at timestamptz;
create index referrals_agent_code_active_at_idx on public.referrals (agent_code, active_at)
  where active_at is not null;

create or replace function private.mark_referral_active()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id = (select auth.uid()) then
    update public.referrals r set active_at = now()
    where r.user_id = new.user_id and r.active_at is null;
  end if;
  return null;
end;
$$;
revoke all on function private.mark_referral_active() from public, anon, authenticated;

create trigger goals_mark_referral_active after insert on public.goals
  for each row execute function private.mark_referral_active();
create trigger calendar_events_mark_referral_active after insert on public.calendar_events
  for each row execute function private.mark_referral_active();

-- Referred users who already had a goal or an event of their own (not a consultation's).
update public.referrals r
set active_at = first.at
from (
  select x.user_id, min(x.created_at) as at
  from (
    select g.user_id, g.created_at from public.goals g
    union all
    select e.user_id, e.created_at from public.calendar_events e
    where not exists (select 1 from public.consultation_requests c where c.calendar_event_id = e.id)
  ) as x
  group by x.user_id
) as first
where first.user_id = r.user_id;

-- The funnel of `code` over [first_day, last_day]: for the agent's own call below and the
-- monthly summaries, never for a client directly.
create or replace function private.funnel_of(code text, first_day date, last_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  lo timestamptz := first_day::timestamp at time zone 'UTC';
  hi timestamptz := (last_day + 1)::timestamp at time zone 'UTC';
  result jsonb;
begin
  with visits as (
    select v.source, sum(v.visits) as n
    from private.referral_visit_days v
    where v.agent_code = code and v.visited_on between first_day and last_day
    group by v.source
  ),
  signups as (
    select s.source, count(*) as n
    from private.referral_signups s
    where s.agent_code = code and s.created_at >= lo and s.created_at < hi
    group by s.source
  ),
  requests as (
    select
      count(distinct q.user_id) as requested,
      count(distinct q.user_id) filter (
        where q.status = 'scheduled' or (q.status = 'completed' and q.scheduled_at is not null)
      ) as scheduled,
      count(distinct q.user_id) filter (where q.status = 'completed') as completed
    from public.consultation_requests q
    where q.agent_code = code and q.created_at >= lo and q.created_at < hi
  ),
  by_source as (
    select coalesce(v.source, s.source) as source, coalesce(v.n, 0) as visits, coalesce(s.n, 0) as signups
    from visits v
    full join signups s on s.source = v.source
  )
  select jsonb_build_object(
    'visits', (select coalesce(sum(n), 0) from visits),
    'signups', (select coalesce(sum(n), 0) from signups),
    'confirmed', (
      select count(*) from public.referrals r
      where r.agent_code = code and r.created_at >= lo and r.created_at < hi
    ),
    'active', (
      select count(*) from public.referrals r
      where r.agent_code = code and r.active_at >= lo and r.active_at < hi
    ),
    'requested', (select requested from requests),
    'scheduled', (select scheduled from requests),
    'completed', (select completed from requests),
    'by_source', (
      select coalesce(jsonb_agg(
        jsonb_build_object('source', b.source, 'visits', b.visits, 'signups', b.signups)
        order by b.visits desc, b.signups desc, b.source
      ), '[]'::jsonb)
      from by_source b
    )
  ) into result;
  return result;
end;
$$;
revoke all on function private.funnel_of(text, date, date) from public, anon, authenticated;
grant execute on function private.funnel_of(text, date, date) to service_role;

create or replace function private.agent_funnel(since date, until date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  code text;
  first_day date := coalesce(since, '1970-01-01'::date);
  last_day date := coalesce(until, (now() at time zone 'UTC')::date);
begin
  select a.agent_code into code from public.affiliates a where a.user_id = (select auth.uid());
  if code is null then
    return null;
  end if;
  if last_day < first_day then
    raise exception 'The funnel''s last day is before its first.' using errcode = '22023';
  end if;
  return private.funnel_of(code, first_day, last_day);
end;
$$;
revoke all on function private.agent_funnel(date, date) from public, anon;
grant execute on function private.agent_funnel(date, date) to authenticated;

create or replace function public.agent_funnel(since date, until date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.agent_funnel(since, until);
$$;
revoke all on function public.agent_funnel(date, date) from public, anon;
grant execute on function public.agent_funnel(date, date) to authenticated;
