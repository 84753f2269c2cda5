-- The funnel's sign-ups and where they came from (docs/decisions/022-agent-funnel.md). A sign-up
-- with a valid agent code is counted at once, confirmed or not, in private.referral_signups (a
-- number for the agent, never a name: the referral itself still waits for the confirmation, as
-- docs/decisions/018-data-control-and-security-review.md says). The sign-up's metadata carries the
-- source of the visit that led to it (`referral_source`, read here like the code); the referral
-- records it too.

-- A source as visits record it; anything else (or none: a typed code) is 'other'.
create or replace function private.referral_source(meta jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when s ~ '^[a-z0-9:-]{1,40}$' then s else 'other' end
  from (select lower(btrim(coalesce(meta ->> 'referral_source', ''))) as s) as given;
$$;
revoke all on function private.referral_source(jsonb) from public, anon, authenticated;

alter table public.referrals
  add column source text not null default 'other' check (source ~ '^[a-z0-9:-]{1,40}$');

create table private.referral_signups (
  user_id uuid primary key references auth.users (id) on delete cascade,
  agent_code text not null references public.affiliates (agent_code) on delete cascade,
  source text not null default 'other' check (source ~ '^[a-z0-9:-]{1,40}$'),
  created_at timestamptz not null default now()
);
create index referral_signups_agent_code_idx on private.referral_signups (agent_code, created_at);
alter table private.referral_signups enable row level security;
revoke all on private.referral_signups from public, anon, authenticated;
grant all on private.referral_signups to service_role;

-- The sign-up of `user_id` with the metadata's code and source, when the code is another user's
-- agent code. Again with newer metadata (a second sign-up before confirming), the code and the
-- source follow it; the date stays the first sign-up's.
create or replace function private.record_referral_sign_up(signed_up_id uuid, meta jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  referral_code text := upper(btrim(coalesce(meta ->> 'referral_code', '')));
begin
  if referral_code = '' or char_length(referral_code) > 20 then
    return;
  end if;
  insert into private.referral_signups as s (user_id, agent_code, source)
  select signed_up_id, a.agent_code, private.referral_source(meta)
  from public.affiliates a
  where a.agent_code = referral_code and a.user_id <> signed_up_id
  on conflict (user_id) do update set agent_code = excluded.agent_code, source = excluded.source;
exception when others then
  raise warning 'record_referral_sign_up: not counted for %: %', signed_up_id, sqlerrm;
end;
$$;
revoke all on function private.record_referral_sign_up(uuid, jsonb) from public, anon, authenticated;

create or replace function private.handle_referral_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_referral_sign_up(new.id, coalesce(new.raw_user_meta_data, '{}'::jsonb));
  return new;
end;
$$;
revoke all on function private.handle_referral_sign_up() from public, anon, authenticated;

create trigger on_auth_user_created_referral_sign_up after insert on auth.users
  for each row execute function private.handle_referral_sign_up();

-- As before (20261125110000), with the source on the referral and the sign-up counted.
create or replace function private.record_confirmed_sign_up(confirmed_id uuid, meta jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  referral_code text := upper(btrim(coalesce(meta ->> 'referral_code', '')));
begin
  update public.profiles p
  set first_name = coalesce(p.first_name, left(nullif(btrim(meta ->> 'first_name'), ''), 100)),
      last_name = coalesce(p.last_name, left(nullif(btrim(meta ->> 'last_name'), ''), 100))
  where p.id = confirmed_id;

  if referral_code <> '' then
    perform private.record_referral_sign_up(confirmed_id, meta);
    begin
      insert into public.referrals (agent_code, user_id, source)
      select a.agent_code, confirmed_id, private.referral_source(meta)
      from public.affiliates a
      where a.agent_code = referral_code and a.user_id <> confirmed_id
      on conflict do nothing;
    exception when others then
      raise warning 'record_confirmed_sign_up: no referral for %: %', confirmed_id, sqlerrm;
    end;
  end if;
end;
$$;
revoke all on function private.record_confirmed_sign_up(uuid, jsonb) from public, anon, authenticated;

-- The sign-ups before this migration: every referral, and every unconfirmed sign-up whose
-- metadata names an agent code, dated by the account.
insert into private.referral_signups (user_id, agent_code, source, created_at)
select r.user_id, r.agent_code, r.source, u.created_at
from public.referrals r
join auth.users u on u.id = r.user_id
on conflict (user_id) do nothing;
insert into private.referral_signups (user_id, agent_code, source, created_at)
select u.id, a.agent_code, private.referral_source(u.raw_user_meta_data), u.created_at
from auth.users u
join public.affiliates a on a.agent_code = upper(btrim(u.raw_user_meta_data ->> 'referral_code'))
where u.email_confirmed_at is null and a.user_id <> u.id
on conflict (user_id) do nothing;
