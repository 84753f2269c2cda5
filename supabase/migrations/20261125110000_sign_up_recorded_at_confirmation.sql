-- Names and the referral are recorded when the email is confirmed, not at the first, unverified
-- sign-up for an address (docs/decisions/018-data-control-and-security-review.md): until the
-- owner of the address opens the link, no agent sees it among their referrals and no name is
-- kept for it. What GoTrue itself keeps from that first sign-up is written down there.

-- The names and the referral of the sign-up's metadata, for a confirmed user. Runs as the table
-- owner (it writes referrals, which clients cannot). A name already on the profile stays.
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
    begin
      insert into public.referrals (agent_code, user_id)
      select a.agent_code, confirmed_id
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

-- Sign-up: the profile (email and kind) and, for an affiliate, the agent code at once; names and
-- the referral only when the user is already confirmed (an admin-made or auto-confirmed user).
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  kind text := case when meta ->> 'user_type' = 'affiliate' then 'affiliate' else 'regular' end;
begin
  insert into public.profiles (id, email, user_type, email_confirmed_at)
  values (new.id, new.email, kind, new.email_confirmed_at)
  on conflict (id) do nothing;

  if kind = 'affiliate' then
    begin
      insert into public.affiliates (user_id, agent_code) values (new.id, public.generate_agent_code());
    exception when others then
      raise warning 'handle_new_user: no agent code for %: %', new.id, sqlerrm;
    end;
  end if;

  if new.email_confirmed_at is not null then
    perform private.record_confirmed_sign_up(new.id, meta);
  end if;
  return new;
end;
$$;
revoke all on function private.handle_new_user() from public, anon, authenticated;

-- The link is opened: the metadata GoTrue holds now becomes the names and the referral.
create or replace function private.handle_user_confirmed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_confirmed_sign_up(new.id, coalesce(new.raw_user_meta_data, '{}'::jsonb));
  return new;
end;
$$;
revoke all on function private.handle_user_confirmed() from public, anon, authenticated;

create trigger on_auth_user_confirmed after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.handle_user_confirmed();
