-- Only known visit and sign-up sources (docs/decisions/022-agent-funnel.md, "Flooding an agent's
-- link"). Any string of the source pattern used to be kept, so anyone could add names such as
-- "visit-evil-example-com-now" to an agent's funnel, and its by_source grew with every one. The
-- known names are rows here, read by the visit, the sign-up and the funnel; any other name counts
-- as 'other'. The app's list (supabase/functions/_shared/agents/sources.ts) must hold the same
-- rows; tests/db/value-lists.test.ts compares them. A new lesson or calculator adds its row in a
-- new migration.
create table private.referral_sources (
  source text primary key check (source ~ '^[a-z0-9:-]{1,40}$')
);
alter table private.referral_sources enable row level security;
revoke all on private.referral_sources from public, anon, authenticated;
grant select on private.referral_sources to service_role;

insert into private.referral_sources (source) values
  ('link'), ('qr'), ('quiz'), ('other'),
  ('lesson:budgeting'), ('lesson:how-money-works'), ('lesson:saving-habits'),
  ('lesson:how-the-rich-think'), ('lesson:setting-goals'), ('lesson:planning-ahead'),
  ('lesson:planning-for-kids'), ('lesson:rule-of-72'), ('lesson:tax-benefits-retirement'),
  ('lesson:independent-retirement-planning'),
  ('calculator:debt-payoff'), ('calculator:compound-growth'), ('calculator:retirement-income'),
  ('calculator:emergency-fund');

-- What was recorded under other names becomes 'other'.
insert into private.referral_visits (agent_code, visited_on, source, visitor_hash)
select v.agent_code, v.visited_on, 'other', v.visitor_hash
from private.referral_visits v
where not exists (select from private.referral_sources s where s.source = v.source)
on conflict do nothing;
delete from private.referral_visits v
where not exists (select from private.referral_sources s where s.source = v.source);

insert into private.referral_visit_days as d (agent_code, visited_on, source, visits)
select v.agent_code, v.visited_on, 'other', sum(v.visits)
from private.referral_visit_days v
where not exists (select from private.referral_sources s where s.source = v.source)
group by v.agent_code, v.visited_on
on conflict on constraint referral_visit_days_pkey do update set visits = d.visits + excluded.visits;
delete from private.referral_visit_days v
where not exists (select from private.referral_sources s where s.source = v.source);

update private.referral_signups s set source = 'other'
where not exists (select from private.referral_sources k where k.source = s.source);
update public.referrals r set source = 'other'
where not exists (select from private.referral_sources k where k.source = r.source);

-- The stored sources reference the list (the visits' rows excepted: the visit, their only writer,
-- maps the name itself, and a foreign key costs each visit a lock, decision 022).
alter table private.referral_visit_days
  drop constraint referral_visit_days_source_check,
  add constraint referral_visit_days_source_fkey foreign key (source) references private.referral_sources (source);
alter table private.referral_signups
  drop constraint referral_signups_source_check,
  add constraint referral_signups_source_fkey foreign key (source) references private.referral_sources (source);
alter table public.referrals
  drop constraint referrals_source_check,
  add constraint referrals_source_fkey foreign key (source) references private.referral_sources (source);
create index referrals_source_idx on public.referrals (source);

-- A sign-up's source: a known name, else 'other' (a typed code, a made-up ?src=).
create or replace function private.referral_source(meta jsonb)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select s.source from private.referral_sources s
     where s.source = pg_catalog.lower(pg_catalog.btrim(coalesce(meta ->> 'referral_source', '')))),
    'other');
$$;
revoke all on function private.referral_source(jsonb) from public, anon, authenticated;

-- As in 20261205090000, with an unknown source counted as 'other'.
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
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('visit:' || visitor, 0));
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
  on conflict do nothing
  returning pg_catalog.set_config('synchronous_commit', 'off', true) is not null into counted;
  return coalesce(counted, false);
end;
$$;
