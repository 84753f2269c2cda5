-- Visits to an agent's links, without personal data (docs/decisions/022-agent-funnel.md): one row
-- per visitor, code, source and UTC day. The visitor is a random id the browser keeps; only a
-- keyed hash of it is stored, with a key that never leaves the database. No IP address, no user
-- agent. Nobody reads the rows: agents see counts through agent_funnel.

-- The hash's key: random at migration time, readable by no API role.
create table private.visit_hash_key (
  id boolean primary key default true check (id),
  key text not null check (char_length(key) >= 32)
);
alter table private.visit_hash_key enable row level security;
revoke all on private.visit_hash_key from public, anon, authenticated, service_role;
-- Two v4 UUIDs: 244 random bits from the server's strong random source, no extension needed.
insert into private.visit_hash_key (key)
values (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

create table private.referral_visits (
  agent_code text not null references public.affiliates (agent_code) on delete cascade,
  visited_on date not null,
  source text not null check (source ~ '^[a-z0-9:-]{1,40}$'),
  visitor_hash bytea not null check (octet_length(visitor_hash) = 32),
  -- One visit per visitor, day, code and source; its first columns also count a visitor's day.
  primary key (visitor_hash, visited_on, agent_code, source)
);
create index referral_visits_agent_code_idx on private.referral_visits (agent_code);
alter table private.referral_visits enable row level security;
revoke all on private.referral_visits from public, anon, authenticated;
grant all on private.referral_visits to service_role;

-- The rows above counted per agent, day and source, kept by record_referral_visit in the same
-- transaction: the funnel reads a few rows a day instead of every visit (a million rows for a
-- busy agent; docs/decisions/022-agent-funnel.md has the plans).
create table private.referral_visit_days (
  agent_code text not null references public.affiliates (agent_code) on delete cascade,
  visited_on date not null,
  source text not null check (source ~ '^[a-z0-9:-]{1,40}$'),
  visits integer not null check (visits > 0),
  primary key (agent_code, visited_on, source)
);
alter table private.referral_visit_days enable row level security;
revoke all on private.referral_visit_days from public, anon, authenticated;
grant all on private.referral_visit_days to service_role;

-- A visitor id may add at most this many rows a day (every code and source together), so one id
-- flooding the function grows the table by at most 20 rows a day.
create or replace function private.visits_per_visitor_day()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 20;
$$;
revoke all on function private.visits_per_visitor_day() from public, anon, authenticated;

create or replace function private.record_referral_visit(code text, source text, visitor text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  day date := (now() at time zone 'UTC')::date;
  agent text;
  hash bytea;
  inserted integer;
begin
  if source is null or source !~ '^[a-z0-9:-]{1,40}$' then
    raise exception 'A visit source is 1 to 40 characters of a-z, 0-9, ":" and "-".' using errcode = '22023';
  end if;
  if visitor is null or visitor !~ '^[A-Za-z0-9_-]{16,64}$' then
    raise exception 'A visitor id is 16 to 64 characters of A-Z, a-z, 0-9, "_" and "-".' using errcode = '22023';
  end if;
  if char_length(coalesce(code, '')) > 20 then
    return false;
  end if;
  select a.agent_code into agent from public.affiliates a where a.agent_code = upper(btrim(code));
  if agent is null then
    return false;
  end if;

  select pg_catalog.sha256(pg_catalog.convert_to(k.key || ':' || visitor, 'UTF8')) into hash
  from private.visit_hash_key k;
  -- Parallel calls of one visitor count each other before the bound below.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('visit:' || pg_catalog.encode(hash, 'hex'), 0));
  if (
    select count(*) from private.referral_visits v where v.visitor_hash = hash and v.visited_on = day
  ) >= private.visits_per_visitor_day() then
    return false;
  end if;

  insert into private.referral_visits (agent_code, visited_on, source, visitor_hash)
  values (agent, day, source, hash)
  on conflict do nothing;
  get diagnostics inserted = row_count;
  if inserted = 0 then
    return false;
  end if;
  insert into private.referral_visit_days as d (agent_code, visited_on, source, visits)
  values (agent, day, source, 1)
  on conflict on constraint referral_visit_days_pkey do update set visits = d.visits + 1;
  -- A visit count is not worth a disk flush: the commit does not wait for one (a crash may lose
  -- the last moment's visits), so callers of one agent's link do not queue behind each other's.
  perform pg_catalog.set_config('synchronous_commit', 'off', true);
  return true;
end;
$$;
revoke all on function private.record_referral_visit(text, text, text) from public;
grant execute on function private.record_referral_visit(text, text, text) to anon, authenticated, service_role;

create or replace function public.record_referral_visit(code text, source text, visitor text)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.record_referral_visit(code, source, visitor);
$$;
revoke all on function public.record_referral_visit(text, text, text) from public;
grant execute on function public.record_referral_visit(text, text, text) to anon, authenticated, service_role;
