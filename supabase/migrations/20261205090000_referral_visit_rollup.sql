-- A visit is one insert (docs/decisions/022-agent-funnel.md, "The visit under twenty callers"). The
-- daily counts used to be kept in the visit's own transaction, so twenty visitors of one agent
-- queued on the same counter row; now complete days are counted once, by a daily job, and the
-- funnel counts the days after them from the rows themselves.

-- The day first: today's inserts and the bound's lookups stay in the newest part of the index, which
-- stays in memory however many past days the table holds.
alter table private.referral_visits drop constraint referral_visits_pkey;
alter table private.referral_visits add constraint referral_visits_pkey
  primary key (visited_on, visitor_hash, agent_code, source);
-- The funnel's count of the days not yet rolled up reads this index alone; it also finds an
-- agent's visits when the agent goes, as the agent_code index it replaces did.
create index referral_visits_agent_day_source_idx
  on private.referral_visits (agent_code, visited_on, source);
drop index private.referral_visits_agent_code_idx;

-- No foreign key and no checks on the visits: with the key, each visit took a key-share lock on its
-- agent's row, and twenty visitors of one agent at once shared it through a multixact (a quarter of
-- a visit's time under load, decision 022); record_referral_visit, the only writer, inserts only a
-- code it has just read, a source it has checked and a sha256. The agent's visits still go with
-- the agent (the trigger below); a visit that races the agent's deletion is removed by the daily
-- count.
alter table private.referral_visits
  drop constraint referral_visits_agent_code_fkey,
  drop constraint referral_visits_source_check,
  drop constraint referral_visits_visitor_hash_check;

create or replace function private.delete_agent_visits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.referral_visits v where v.agent_code = old.agent_code;
  return null;
end;
$$;
revoke all on function private.delete_agent_visits() from public, anon, authenticated, service_role;
create trigger affiliates_delete_visits after delete on public.affiliates
  for each row execute function private.delete_agent_visits();

-- Through which UTC day referral_visit_days holds the counts (every day after it is counted from
-- the rows). One row.
create table private.referral_visit_rollup (
  id boolean primary key default true check (id),
  through date not null
);
alter table private.referral_visit_rollup enable row level security;
revoke all on private.referral_visit_rollup from public, anon, authenticated, service_role;

-- Until now every day was counted as it happened. Keep the counts of the days before yesterday;
-- yesterday and today are counted from the rows from now on.
insert into private.referral_visit_rollup (through)
values ((now() at time zone 'UTC')::date - 2);
delete from private.referral_visit_days
where visited_on > (select through from private.referral_visit_rollup);

-- Counts every day before yesterday (UTC) not counted yet and moves the mark. Yesterday waits a day:
-- a visit takes its day when its transaction starts, so one that began just before midnight may
-- commit after it. Safe to run at any time and more than once (the row lock makes runs take turns).
create or replace function private.roll_up_referral_visits()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  last_complete date := (now() at time zone 'UTC')::date - 2;
  done date;
  counted integer;
begin
  select u.through into done from private.referral_visit_rollup u for update;
  if done >= last_complete then
    return 0;
  end if;
  -- Visits of an agent deleted while they were being recorded.
  delete from private.referral_visits v
  where v.visited_on > done and v.visited_on <= last_complete
    and not exists (select 1 from public.affiliates a where a.agent_code = v.agent_code);
  insert into private.referral_visit_days as d (agent_code, visited_on, source, visits)
  select v.agent_code, v.visited_on, v.source, count(*)
  from private.referral_visits v
  where v.visited_on > done and v.visited_on <= last_complete
  group by v.agent_code, v.visited_on, v.source
  on conflict on constraint referral_visit_days_pkey do update set visits = excluded.visits;
  get diagnostics counted = row_count;
  update private.referral_visit_rollup set through = last_complete;
  return counted;
end;
$$;
revoke all on function private.roll_up_referral_visits() from public, anon, authenticated, service_role;

-- Hosted: pg_cron counts the day just after midnight UTC; skipped where pg_cron is missing, not
-- loaded (its settings exist only once the server preloads it) or not this role's to create (the
-- local stack runs it on the reminders' timer; README: elsewhere, any daily scheduler). The funnel
-- is right without it, only slower.
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
    and pg_catalog.current_setting('cron.database_name', true) is not null then
    begin
      create extension if not exists pg_cron;
      perform cron.schedule('roll-up-referral-visits', '5 0 * * *', 'select private.roll_up_referral_visits()');
    exception when insufficient_privilege then
      raise notice 'pg_cron is not this role''s to use: run select private.roll_up_referral_visits() daily from another scheduler.';
    end;
  end if;
end;
$schedule$;

create or replace function private.record_referral_visit(code text, source text, visitor text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  counted boolean;
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
  -- Parallel calls of one visitor wait here, so the bound below sees the others' rows (the lock is
  -- keyed on the id, in memory only; what is stored is the keyed hash).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('visit:' || visitor, 0));
  -- One statement, as each one costs a snapshot under load: the agent (unknown: nothing
  -- inserted), the hash, the bound (no 20th row of this visitor today), the row (a repeat: nothing
  -- inserted), and for a counted visit a commit that does not wait for a disk flush (a crash may
  -- lose the last moment's visits).
  insert into private.referral_visits as v (agent_code, visited_on, source, visitor_hash)
  select a.agent_code, (now() at time zone 'UTC')::date, source, h.hash
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
  on conflict do nothing
  returning pg_catalog.set_config('synchronous_commit', 'off', true) is not null into counted;
  return coalesce(counted, false);
end;
$$;

-- PL/pgSQL keeps its plan for the session; a SQL wrapper with its own search_path is planned again
-- on every call.
create or replace function public.record_referral_visit(code text, source text, visitor text)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return private.record_referral_visit(code, source, visitor);
end;
$$;

-- The funnel's visits: the rolled-up days, and the rows of the days after them.
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
  result jsonb;
begin
  with visits as (
    select x.source, sum(x.n) as n
    from (
      select v.source, v.visits as n
      from private.referral_visit_days v
      where v.agent_code = code and v.visited_on between first_day and least(last_day, rolled)
      union all
      select r.source, count(*)
      from private.referral_visits r
      where r.agent_code = code and r.visited_on between greatest(first_day, rolled + 1) and last_day
      group by r.source
    ) as x
    group by x.source
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
