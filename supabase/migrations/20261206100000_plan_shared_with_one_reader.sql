-- A shared plan is read only by the one it was shared with (docs/decisions/023, "Prepared
-- consultations"; issue 36). Before, private.can_read_plan asked who handles the request now: when
-- an agent deleted their account, the request's agent_code became null (on delete set null), the
-- request became the house's, and every staff member could read the check-up, goals and bills the
-- user had shared with that one agent. Now the snapshot records its reader when it is taken, the
-- reader must still handle the request, and a request that loses its agent loses the snapshot in
-- the same transaction; the user is told by e-mail and on their request list.

-- 1. Whom the snapshot was shared with ------------------------------------------------------------

-- The agent's user id; null: the house (staff) for a request nobody's agent answers. No foreign
-- key: the agent's account going takes the snapshot through the trigger below, which also tells
-- the user, and a cascade racing it would leave the user untold.
alter table public.consultation_plans add column shared_with uuid;
comment on column public.consultation_plans.shared_with is
  'The agent (user id) the snapshot was shared with; null: the house''s staff. Read by private.can_read_plan.';

update public.consultation_plans p
set shared_with = a.user_id
from public.consultation_requests r
join public.affiliates a on a.agent_code = r.agent_code
where r.id = p.request_id;

create or replace function private.share_consultation_plan(request_id uuid, share boolean)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  delete from public.consultation_plans p where p.expires_at <= now();
  if share is true then
    insert into public.consultation_plans (request_id, user_id, snapshot, shared_with)
    select r.id, caller, private.consultation_snapshot(caller), a.user_id
    from public.consultation_requests r
    left join public.affiliates a on a.agent_code = r.agent_code
    where r.id = share_consultation_plan.request_id and r.user_id = caller
    on conflict on constraint consultation_plans_pkey do nothing;
  end if;
  return request_id;
end;
$$;

-- The reader recorded with the snapshot, while they still handle the request: that agent while the
-- request is theirs, or staff while a house snapshot's request is the house's. Never whoever
-- handles the request now.
create or replace function private.can_read_plan(request_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.consultation_plans p
    join public.consultation_requests r on r.id = p.request_id
    where p.request_id = can_read_plan.request_id
      and case
        when p.shared_with is not null then p.shared_with = (select auth.uid()) and exists (
          select 1 from public.affiliates a where a.agent_code = r.agent_code and a.user_id = p.shared_with
        )
        else r.agent_code is null and private.is_staff()
      end
  );
$$;

-- 2. A request that loses its agent ----------------------------------------------------------------

-- handed_to_house_at: when the request's agent left (deleted their account) while it was open,
-- and the house took it over. shared_plan_deleted: a snapshot shared with that agent was deleted
-- then. The user's request list and the e-mail say both.
alter table public.consultation_requests
  add column handed_to_house_at timestamptz,
  add column shared_plan_deleted boolean not null default false;

alter table private.consultation_emails drop constraint consultation_emails_kind_check;
alter table private.consultation_emails add constraint consultation_emails_kind_check
  check (kind in ('requested', 'scheduled', 'declined', 'cancelled', 'handed_to_house'));

-- Whenever agent_code changes away from an agent (their account deleted, or the service role
-- moving the request), the snapshot shared with them goes. An open request left without an agent
-- is the house's: stamped, its appointment no longer names the agent, and the user is e-mailed.
create or replace function private.hand_request_over()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dropped boolean;
begin
  delete from public.consultation_plans p where p.request_id = new.id;
  dropped := found;
  if new.agent_code is null and new.status in ('requested', 'scheduled') then
    new.handed_to_house_at := now();
    new.shared_plan_deleted := dropped;
    new.updated_at := now();
    if new.calendar_event_id is not null then
      update public.calendar_events e
      set title = 'Consultation with an advisor from our team', updated_at = now()
      where e.id = new.calendar_event_id;
    end if;
    insert into private.consultation_emails (request_id, kind) values (new.id, 'handed_to_house');
  end if;
  return new;
end;
$$;
revoke all on function private.hand_request_over() from public, anon, authenticated;

create trigger consultation_requests_hand_over
before update of agent_code on public.consultation_requests
for each row
when (old.agent_code is not null and new.agent_code is distinct from old.agent_code)
execute function private.hand_request_over();

-- 3. The e-mail ------------------------------------------------------------------------------------

-- As before, plus shared_plan_deleted for the handed_to_house e-mail, which goes to the user.
create or replace function private.claim_consultation_emails()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  update private.consultation_emails m
  set failed_at = now(), claimed_at = null,
      last_error = coalesce(m.last_error, 'the run sending it stopped before it finished')
  where m.sent_at is null and m.failed_at is null and m.attempts >= 5
    and m.claimed_at < now() - interval '10 minutes';

  with claimed as (
    update private.consultation_emails m
    set claimed_at = now(), attempts = m.attempts + 1
    where m.id in (
      select o.id from private.consultation_emails o
      where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= now() and o.attempts < 5
        and (o.claimed_at is null or o.claimed_at < now() - interval '10 minutes')
      order by o.next_attempt_at, o.id
      limit 200
      for update skip locked
    )
    returning m.id, m.request_id, m.kind
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', c.id,
    'kind', c.kind,
    'request_id', r.id,
    'to_address', case when c.kind in ('requested', 'cancelled') then agent_user.email::text else requester.email::text end,
    'user_email', requester.email::text,
    'user_first_name', up.first_name,
    'user_last_name', up.last_name,
    'agent_first_name', ap.first_name,
    'agent_last_name', ap.last_name,
    'topic', r.topic,
    'contact_method', r.contact_method,
    'phone', r.phone,
    'preferred_times', to_jsonb(r.preferred_times),
    'time_zone', r.time_zone,
    'note', r.note,
    'scheduled_at', r.scheduled_at,
    'decline_reason', r.decline_reason,
    'shared_plan_deleted', r.shared_plan_deleted,
    'updated_at', r.updated_at
  ) order by c.id), '[]'::jsonb) into result
  from claimed c
  join public.consultation_requests r on r.id = c.request_id
  join auth.users requester on requester.id = r.user_id
  left join public.profiles up on up.id = r.user_id
  left join public.affiliates a on a.agent_code = r.agent_code
  left join auth.users agent_user on agent_user.id = a.user_id
  left join public.profiles ap on ap.id = a.user_id;
  return result;
end;
$$;
