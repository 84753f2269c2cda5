-- A time zone is checked on every sign-up (twice: the new preferences row, then its own check) and
-- on every preferences update. pg_timezone_names reads the time zone files from disk on each call,
-- about 35 ms on PostgreSQL 15, so a sign-up spent some 70 ms there (docs/decisions/016-reminders.md).
-- The names are read once into an indexed table. A name shaped like a zone ("Area/City") but not in
-- it, as one added by a later tzdata would be, is still looked up the slow way; anything else (an
-- empty or garbled name) is no zone, as before.

create table private.time_zone_names (name text primary key);
revoke all on private.time_zone_names from public, anon, authenticated;
grant select on private.time_zone_names to service_role;

insert into private.time_zone_names (name)
select z.name from pg_catalog.pg_timezone_names z
on conflict (name) do nothing;

create or replace function private.is_time_zone(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.time_zone_names t where t.name = is_time_zone.name)
    or (
      is_time_zone.name ~ '^[A-Za-z]+(/[A-Za-z0-9_+-]+)+$'
      and exists (select 1 from pg_catalog.pg_timezone_names z where z.name = is_time_zone.name)
    );
$$;
