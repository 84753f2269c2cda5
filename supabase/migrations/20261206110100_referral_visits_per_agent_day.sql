-- What one agent code can receive in a UTC day (docs/decisions/022-agent-funnel.md, "Flooding an
-- agent's link"). One visitor id adds at most 20 rows a day, but every fresh id was a new visitor:
-- 200 anonymous calls added 200 visits in 3 s, and hosted, the API gateway does not rate-limit
-- them. Now an agent code takes at most 5,000 visits a UTC day, far above what honest sharing
-- brings one agent, and the funnel says when a day reached it.

create or replace function private.visits_per_agent_day()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5000;
$$;
revoke all on function private.visits_per_agent_day() from public, anon, authenticated;

-- The days an agent code reached the bound: no more visits are counted for it that day. Written by
-- the visit itself, read by every visit (one primary-key lookup).
create table private.referral_visit_caps (
  agent_code text not null references public.affiliates (agent_code) on delete cascade,
  visited_on date not null,
  primary key (agent_code, visited_on)
);
alter table private.referral_visit_caps enable row level security;
revoke all on private.referral_visit_caps from public, anon, authenticated, service_role;

-- As in 20261206110000, with the agent's bound. Counting the agent's rows of the day on every visit
-- cost each visit a read as long as the day (under twenty callers, p50 3 ms at 200 rows a day,
-- 9 ms at 1,000: decision 022). So one counted visit in 64, chosen by the first byte of the keyed
-- hash (which nobody outside can predict), looks whether the day has reached the bound and marks
-- the day; every visit reads the mark. A flood passes the bound by 64 visits on average before it
-- is marked (more than 900 one time in a million), and the funnel counts at most the bound a day.
create or replace function private.record_referral_visit(code text, source text, visitor text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  counted boolean;
  agent text;
  sampled boolean;
begin
  -- ^[a-z0-9:-]{1,40}$ and ^[A-Za-z0-9_-]{16,64}$, tested without the regular expression engine (a
  -- twentieth of a visit's time): trimming every allowed character leaves nothing.
  if source is null or char_length(source) not between 1 and 40
    or pg_catalog.ltrim(source, 'abcdefghijklmnopqrstuvwxyz0123456789:-') <> '' then
    raise exception 'A visit source is 1 to 40 characters of a-z, 0-9, ":" and "-".' using errcode = '22023';
  end if;
  if visitor is null or char_length(visitor) not between 16 and 64
    or pg_catalog.ltrim(visitor, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-') <> '' then
    raise exception 'A visitor id is 16 to 64 characters of A-Z, a-z, 0-9, "_" and "-".' using errcode = '22023';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('visit:' || visitor, 0));
  -- One statement: the agent, the hash, the visitor's bound, the agent's mark for today, the source
  -- (a known name, else 'other'), the row.
  insert into private.referral_visits as v (agent_code, visited_on, source, visitor_hash)
  select a.agent_code, (now() at time zone 'UTC')::date,
    coalesce((select k.source from private.referral_sources k where k.source = record_referral_visit.source), 'other'),
    h.hash
  from public.affiliates a
  cross join (
    select pg_catalog.sha256(pg_catalog.convert_to(k.key || ':' || visitor, 'UTF8')) as hash
    from private.visit_hash_key k
  ) as h
  where a.agent_code = pg_catalog.upper(pg_catalog.btrim(code))
    and not exists (
      select from private.referral_visits seen
      where seen.visited_on = (now() at time zone 'UTC')::date and seen.visitor_hash = h.hash
      offset private.visits_per_visitor_day() - 1
    )
    and not exists (
      select from private.referral_visit_caps c
      where c.agent_code = a.agent_code and c.visited_on = (now() at time zone 'UTC')::date
    )
  on conflict do nothing
  returning pg_catalog.set_config('synchronous_commit', 'off', true) is not null, v.agent_code,
    pg_catalog.get_byte(v.visitor_hash, 0) < 4
  into counted, agent, sampled;
  if sampled then
    insert into private.referral_visit_caps (agent_code, visited_on)
    select agent, (now() at time zone 'UTC')::date
    where exists (
      select from private.referral_visits mine
      where mine.agent_code = agent and mine.visited_on = (now() at time zone 'UTC')::date
      offset private.visits_per_agent_day() - 1
    )
    on conflict do nothing;
  end if;
  return coalesce(counted, false);
end;
$$;

-- The funnel counts at most the bound a day and says whether a day of the window reached it
-- (`capped`); by_source holds the known sources only and at most 50 of them (the totals count
-- every row).
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
  -- Days up to this one are counted in referral_visit_days; later ones are counted from the rows.
  rolled date := (select u.through from private.referral_visit_rollup u);
  day_cap integer := private.visits_per_agent_day();
  result jsonb;
begin
  with visit_days as (
    select v.visited_on, v.source, v.visits as n
    from private.referral_visit_days v
    where v.agent_code = code and v.visited_on between first_day and least(last_day, rolled)
    union all
    select r.visited_on, r.source, count(*)
    from private.referral_visits r
    where r.agent_code = code and r.visited_on between greatest(first_day, rolled + 1) and last_day
    group by r.visited_on, r.source
  ),
  days as (
    select d.visited_on, sum(d.n) as n from visit_days d group by d.visited_on
  ),
  visits as (
    select d.source, sum(d.n) as n from visit_days d group by d.source
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
    'visits', (select coalesce(sum(least(d.n, day_cap)), 0) from days d),
    'capped', exists (select from days d where d.n >= day_cap),
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
      from (
        select b.* from by_source b
        order by b.visits desc, b.signups desc, b.source
        limit 50
      ) as b
    )
  ) into result;
  return result;
end;
$$;
revoke all on function private.funnel_of(text, date, date) from public, anon, authenticated;
grant execute on function private.funnel_of(text, date, date) to service_role;
