-- The house's requests handled in the app (docs/decisions/022-agent-funnel.md): a `staff` user
-- type sees the consultation requests nobody's agent answers (agent_code null) and schedules,
-- completes or declines them as an agent does theirs. Only the service role (or the SQL editor,
-- as postgres) makes someone staff, by updating profiles.user_type between 'regular' and
-- 'staff'; sign-up metadata never does (handle_new_user reads only 'affiliate'), a client's own
-- profile insert cannot, and nothing else about user_type changes after insert.

alter table public.profiles drop constraint profiles_user_type_check;
alter table public.profiles
  add constraint profiles_user_type_check check (user_type in ('regular', 'affiliate', 'staff'));

create or replace function private.keep_profile_identity()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id then
    raise exception 'profiles.id and profiles.user_type cannot be changed' using errcode = '42501';
  end if;
  if new.user_type is distinct from old.user_type and not (
    new.user_type in ('regular', 'staff') and old.user_type in ('regular', 'staff')
    and current_user in ('service_role', 'postgres', 'supabase_admin')
  ) then
    raise exception 'profiles.id and profiles.user_type cannot be changed' using errcode = '42501';
  end if;
  return new;
end;
$$;

alter policy "Users create their own profile" on public.profiles
  with check (id = (select auth.uid()) and user_type in ('regular', 'affiliate'));

-- Whether the caller is staff.
create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.user_type = 'staff'
  );
$$;
revoke all on function private.is_staff() from public, anon;
grant execute on function private.is_staff() to authenticated, service_role;

-- Staff read the name and email of whoever asked the house, as an agent reads those it referred.
create or replace function private.is_house_requester_for_staff(profile_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_staff() and exists (
    select 1 from public.consultation_requests r where r.user_id = profile_id and r.agent_code is null
  );
$$;
revoke all on function private.is_house_requester_for_staff(uuid) from public, anon;
grant execute on function private.is_house_requester_for_staff(uuid) to authenticated;

alter policy "Users read their own profile and those they referred" on public.profiles
  using (
    id = (select auth.uid())
    or private.is_referred_by_caller(id)
    or private.is_house_requester_for_staff(id)
  );

alter policy "Users and their agent read consultation requests" on public.consultation_requests
  using (
    user_id = (select auth.uid())
    or agent_code in (select a.agent_code from public.affiliates a where a.user_id = (select auth.uid()))
    or (agent_code is null and (select private.is_staff()))
  );

-- The request of `request_id` when the caller is its agent, staff and the request is the
-- house's, or the service role; locked. Schedule, complete and decline all start here.
create or replace function private.agents_request(request_id uuid)
returns public.consultation_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.consultation_requests;
begin
  select r.* into result
  from public.consultation_requests r
  where r.id = request_id
    and (
      (select auth.role()) = 'service_role'
      or r.agent_code in (select a.agent_code from public.affiliates a where a.user_id = (select auth.uid()))
      or (r.agent_code is null and private.is_staff())
    )
  for update;
  if not found then
    raise exception 'consultation request not found' using errcode = 'PT404';
  end if;
  return result;
end;
$$;
