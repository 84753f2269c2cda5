-- The visit's checks, cheaper as an agent's day fills (docs/decisions/022-agent-funnel.md, "The
-- day's sampled rows"). One counted visit in 64 looked whether the agent's day had reached the
-- bound by reading every row of that day, one heap fetch each (the day's pages are too new to be
-- all-visible): 1.7 ms at 1,440 rows, 3.7 ms at 3,100, a tenth of all visits' time under twenty
-- callers once the days held 2,000 rows. Those 64 are chosen by the hash's first byte, so the
-- rows they inserted are themselves one row in 64 of the day: an index of them alone is counted
-- first (about 22 rows at 1,440), and the day is counted whole only once they reach 31, two fifths
-- of the 78 the bound brings on average. A day of 5,000 rows holds fewer than 31 of them about once
-- in three billion days, and 5,200 rows once in twenty billion.
create index referral_visits_sampled_idx
  on private.referral_visits (agent_code, visited_on)
  where pg_catalog.get_byte(visitor_hash, 0) < 4;

-- As in 20261206110100, with the sampled rows counted first, and the code trimmed and upper-cased
-- once, by the C collation's rules: the filter on the agents' table had called the locale's upper()
-- once per agent row it read (a code is ASCII; the locale converted each to wide characters and
-- back).
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
  wanted text := pg_catalog.upper(pg_catalog.btrim(code) collate pg_catalog."C");
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
  where a.agent_code = wanted
    and not exists (
      select from private.referral_visits seen
      where seen.visited_on = (now() at time zone 'UTC')::date and seen.visitor_hash = h.hash
      offset private.visits_per_visitor_day() - 1
    )
    and not exists (
      select from private.referral_visit_caps c
      where c.agent_code = wanted and c.visited_on = (now() at time zone 'UTC')::date
    )
  on conflict do nothing
  returning pg_catalog.set_config('synchronous_commit', 'off', true) is not null, v.agent_code,
    pg_catalog.get_byte(v.visitor_hash, 0) < 4
  into counted, agent, sampled;
  -- The day's sampled rows first (an index of one row in 64): the exact count only once they are
  -- two fifths of what the bound would bring.
  if sampled and (
    select count(*) from private.referral_visits mine
    where mine.agent_code = agent and mine.visited_on = (now() at time zone 'UTC')::date
      and pg_catalog.get_byte(mine.visitor_hash, 0) < 4
  ) >= private.visits_per_agent_day() / 160 then
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
