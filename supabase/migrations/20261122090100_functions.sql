-- Functions and triggers. Every function pins search_path to '' and qualifies names.
-- Helpers that must see other users' rows are security definer and live in the
-- private schema, which PostgREST does not expose.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function private.touch_updated_at();
create trigger goals_touch_updated_at before update on public.goals
  for each row execute function private.touch_updated_at();
create trigger calendar_events_touch_updated_at before update on public.calendar_events
  for each row execute function private.touch_updated_at();

-- id and user_type are fixed at insert, for every role including service_role.
create or replace function private.keep_profile_identity()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id or new.user_type is distinct from old.user_type then
    raise exception 'profiles.id and profiles.user_type cannot be changed' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger profiles_keep_identity before update on public.profiles
  for each row execute function private.keep_profile_identity();

create or replace function private.agent_code_exists(code text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.affiliates a where a.agent_code = code);
$$;
revoke all on function private.agent_code_exists(text) from public, anon;
grant execute on function private.agent_code_exists(text) to authenticated, service_role;

-- 'AGT' + 6 characters from A-Z0-9. Codes are shared publicly, so random() is random enough;
-- uniqueness is what matters: retry until the code is unused (the unique index has the last word).
create or replace function public.generate_agent_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  code text;
begin
  loop
    code := 'AGT';
    for i in 1..6 loop
      code := code || substr(alphabet, 1 + floor(random() * 36)::int, 1);
    end loop;
    if not private.agent_code_exists(code) then
      return code;
    end if;
  end loop;
end;
$$;
revoke all on function public.generate_agent_code() from public, anon;
grant execute on function public.generate_agent_code() to authenticated, service_role;

-- Sign-up metadata -> profile, affiliate code and referral. Runs as the table owner so
-- that it works before the new user has a session. The code parts never block sign-up.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  kind text := case when meta ->> 'user_type' = 'affiliate' then 'affiliate' else 'regular' end;
  referral_code text := upper(btrim(coalesce(meta ->> 'referral_code', '')));
begin
  insert into public.profiles (id, email, first_name, last_name, user_type, email_confirmed_at)
  values (
    new.id,
    new.email,
    left(nullif(btrim(meta ->> 'first_name'), ''), 100),
    left(nullif(btrim(meta ->> 'last_name'), ''), 100),
    kind,
    new.email_confirmed_at
  )
  on conflict (id) do nothing;

  if kind = 'affiliate' then
    begin
      insert into public.affiliates (user_id, agent_code) values (new.id, public.generate_agent_code());
    exception when others then
      raise warning 'handle_new_user: no agent code for %: %', new.id, sqlerrm;
    end;
  end if;

  if referral_code <> '' then
    begin
      insert into public.referrals (agent_code, user_id)
      select a.agent_code, new.id
      from public.affiliates a
      where a.agent_code = referral_code and a.user_id <> new.id;
    exception when others then
      raise warning 'handle_new_user: no referral for %: %', new.id, sqlerrm;
    end;
  end if;

  return new;
end;
$$;
revoke all on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

-- Keeps profiles.email and profiles.email_confirmed_at in step with auth.users
-- (the affiliate dashboard shows Active once a referred user has confirmed).
create or replace function private.sync_user_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles
  set email = new.email, email_confirmed_at = new.email_confirmed_at
  where id = new.id;
  return new;
end;
$$;
revoke all on function private.sync_user_email() from public, anon, authenticated;

create trigger on_auth_user_email_updated after update of email, email_confirmed_at on auth.users
  for each row
  when (old.email is distinct from new.email or old.email_confirmed_at is distinct from new.email_confirmed_at)
  execute function private.sync_user_email();

-- Profiles of the users who signed up with the caller's agent code.
create or replace function private.is_referred_by_caller(profile_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.referrals r
    join public.affiliates a on a.agent_code = r.agent_code
    where r.user_id = profile_id and a.user_id = (select auth.uid())
  );
$$;
revoke all on function private.is_referred_by_caller(uuid) from public, anon;
grant execute on function private.is_referred_by_caller(uuid) to authenticated;

-- Adds to a goal in one statement, so concurrent adds never lose money, and applies the
-- rule of docs/product-spec.md §4: completed_at is set once the total reaches the target, cleared below it.
-- Security invoker: RLS decides whose goals can be changed.
create or replace function public.add_goal_funds(goal_id uuid, amount numeric)
returns public.goals
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  result public.goals;
begin
  if amount is null or amount <= 0 then
    raise exception 'amount must be greater than 0' using errcode = '22023';
  end if;
  update public.goals g
  set
    current_amount = g.current_amount + amount,
    completed_at = case
      when g.current_amount + amount >= g.target_amount then coalesce(g.completed_at, now())
      else null
    end
  where g.id = goal_id
  returning * into result;
  if not found then
    raise exception 'goal not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;
revoke all on function public.add_goal_funds(uuid, numeric) from public, anon;
grant execute on function public.add_goal_funds(uuid, numeric) to authenticated, service_role;
