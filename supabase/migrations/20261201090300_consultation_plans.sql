-- Prepared consultations (docs/decisions/023-financial-checkup.md): a user who asks for a
-- consultation may share a snapshot of their check-up, goals and next 30 days with the request's
-- agent (or staff, for a house request). The snapshot is taken when asked, read only by them,
-- withdrawn by the user at any time, deleted when the request is completed, declined or
-- cancelled, and unreadable after 90 days (then deleted by the next request anyone makes, and
-- daily on hosted Supabase).

create table public.consultation_plans (
  request_id uuid primary key references public.consultation_requests (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- {taken_at, checkup, goals, next_30_days}: see private.consultation_snapshot.
  snapshot jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '90 days'
);
create index consultation_plans_user_id_idx on public.consultation_plans (user_id);
create index consultation_plans_expires_at_idx on public.consultation_plans (expires_at);

alter table public.consultation_plans enable row level security;
revoke all on public.consultation_plans from public, anon, authenticated;
grant select on public.consultation_plans to authenticated;
grant all on public.consultation_plans to service_role;

-- Who, besides its user, may read the plan of a request: the request's agent, or staff when the
-- house answers it. The one place that says so; the policy and consultation_plan() call it.
create or replace function private.can_read_plan(request_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.consultation_requests r
    where r.id = can_read_plan.request_id
      and case
        when r.agent_code is not null then exists (
          select 1 from public.affiliates a where a.agent_code = r.agent_code and a.user_id = (select auth.uid())
        )
        else exists (
          select 1 from public.profiles p where p.id = (select auth.uid()) and p.user_type = 'staff'
        )
      end
  );
$$;
revoke all on function private.can_read_plan(uuid) from public, anon;
grant execute on function private.can_read_plan(uuid) to authenticated, service_role;

create policy "Users and their advisor read a shared plan while it lasts" on public.consultation_plans
  for select to authenticated
  using (
    expires_at > now()
    and (user_id = (select auth.uid()) or private.can_read_plan(request_id))
  );

-- What is shared, as it is at this moment: the check-up, the active goals (title, target, saved,
-- monthly still needed) and the next 30 days' income and bills in totals, repeating events
-- counted on each day the reminders' recurrence rule puts them. Security invoker, filtered by
-- `uid`: called from the definer below.
create or replace function private.consultation_snapshot(uid uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with today as (select private.user_today(uid) as day)
  select jsonb_build_object(
    'taken_at', now(),
    'checkup', private.checkup_for(uid, t.day),
    'goals', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'title', g.title,
        'target', g.target_amount,
        'saved', g.current_amount,
        'target_date', g.target_date,
        'per_month', private.goal_per_month(g.target_amount, g.current_amount, g.target_date, t.day)
      ) order by g.target_date nulls last, g.created_at), '[]'::jsonb)
      from public.goals g
      where g.user_id = uid and g.completed_at is null
    ),
    'next_30_days', (
      select jsonb_build_object(
        'from', t.day,
        'to', t.day + 29,
        'income', coalesce(sum(e.amount) filter (where e.event_type = 'income'), 0),
        'bills', coalesce(sum(e.amount) filter (where e.event_type = 'bill'), 0)
      )
      from public.calendar_events e
      cross join generate_series(t.day, t.day + 29, interval '1 day') as d(day)
      where e.user_id = uid
        and not e.completed
        and e.event_type in ('income', 'bill')
        and e.amount is not null
        and e.event_date <= t.day + 29
        and private.is_occurrence(e.event_date, e.recurrence_pattern, e.recurrence_day, d.day::date)
    )
  )
  from today t;
$$;
revoke all on function private.consultation_snapshot(uuid) from public, anon, authenticated;
grant execute on function private.consultation_snapshot(uuid) to service_role;

-- After request_consultation: keeps the snapshot with the caller's new request when they chose
-- to share, and deletes every snapshot past its 90 days (indexed: cheap).
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
  if share is true and exists (
    select 1 from public.consultation_requests r where r.id = share_consultation_plan.request_id and r.user_id = caller
  ) then
    insert into public.consultation_plans (request_id, user_id, snapshot)
    values (share_consultation_plan.request_id, caller, private.consultation_snapshot(caller))
    on conflict on constraint consultation_plans_pkey do nothing;
  end if;
  return request_id;
end;
$$;
revoke all on function private.share_consultation_plan(uuid, boolean) from public, anon;
grant execute on function private.share_consultation_plan(uuid, boolean) to authenticated, service_role;

-- The request's user withdraws the snapshot; anyone else gets "not found".
create or replace function private.revoke_plan_share(request_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.consultation_requests r
    where r.id = revoke_plan_share.request_id and r.user_id = (select auth.uid())
  ) then
    raise exception 'consultation request not found' using errcode = 'PT404';
  end if;
  delete from public.consultation_plans p where p.request_id = revoke_plan_share.request_id;
end;
$$;
revoke all on function private.revoke_plan_share(uuid) from public, anon;
grant execute on function private.revoke_plan_share(uuid) to authenticated, service_role;

-- A request that is over takes its snapshot with it, whichever function (or the service role)
-- closed it: a trigger on the status, so the functions that change it need not know.
create or replace function private.drop_closed_consultation_plan()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.consultation_plans p where p.request_id = new.id;
  return null;
end;
$$;
revoke all on function private.drop_closed_consultation_plan() from public, anon, authenticated;

create trigger consultation_requests_drop_closed_plan
after update of status on public.consultation_requests
for each row
when (new.status in ('completed', 'declined', 'cancelled') and old.status is distinct from new.status)
execute function private.drop_closed_consultation_plan();

-- The API's doors. request_consultation gains share_plan (default false, so earlier callers keep
-- working); the six-argument version goes, so PostgREST has one function of that name.
drop function public.request_consultation(text, text, text, timestamptz[], text, boolean);
create or replace function public.request_consultation(
  topic text,
  contact_method text,
  phone text,
  preferred_times timestamptz[],
  note text,
  consent boolean,
  share_plan boolean default false
)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.share_consultation_plan(
    private.request_consultation(topic, contact_method, phone, preferred_times, note, consent),
    share_plan
  );
$$;
revoke all on function public.request_consultation(text, text, text, timestamptz[], text, boolean, boolean)
  from public, anon;
grant execute on function public.request_consultation(text, text, text, timestamptz[], text, boolean, boolean)
  to authenticated, service_role;

-- The snapshot for the request's agent (or staff for a house request); null for anyone else,
-- when nothing was shared, after a revoke and after 90 days (the policy's expiry).
create or replace function public.consultation_plan(request_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select p.snapshot
  from public.consultation_plans p
  where p.request_id = consultation_plan.request_id and private.can_read_plan(p.request_id);
$$;

create or replace function public.revoke_plan_share(request_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.revoke_plan_share(request_id);
$$;

revoke all on function public.consultation_plan(uuid), public.revoke_plan_share(uuid) from public, anon;
grant execute on function public.consultation_plan(uuid), public.revoke_plan_share(uuid)
  to authenticated, service_role;

-- Hosted, expired snapshots also go daily, whether or not anyone asks for a consultation.
-- Skipped where pg_cron is missing, as the reminders' schedule is.
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule(
      'delete-expired-consultation-plans',
      '17 3 * * *',
      $job$ delete from public.consultation_plans where expires_at <= now(); $job$
    );
  end if;
exception when others then
  raise notice 'expired consultation plans are not deleted on a schedule here (%)', sqlerrm;
end;
$schedule$;
