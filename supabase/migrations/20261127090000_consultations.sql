-- "Book a free consultation" reaches a person (docs/decisions/020-consultations.md): a request
-- goes to the agent whose code the user signed up with (read here from referrals, never taken
-- from the client), or to the house inbox; the agent schedules, completes or declines it. Clients
-- never write the table: every change is one of the functions below, which also queue the emails
-- in the same transaction (the outbox; supabase/functions/_shared/consultations sends them).

-- 1. The requests ---------------------------------------------------------------------------------

create table public.consultation_requests (
  id uuid primary key default gen_random_uuid(),
  -- The profile, not auth.users: the agent's dashboard embeds the name and email of the person
  -- asking (profiles' own policy lets an agent read the users they referred). It goes with the
  -- account, as the profile does.
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- Null: nobody invited the user, the house inbox answers. An agent who deletes their account
  -- hands their open requests to the house.
  agent_code text references public.affiliates (agent_code) on delete set null,
  topic text not null check (
    topic in (
      'general', 'life-insurance', 'living-benefits', 'tax-free-retirement', 'build-your-own-bank',
      'income-for-life', 'final-expense-plan', 'plans-for-children'
    )
  ),
  contact_method text not null check (contact_method in ('phone', 'email', 'video_call')),
  phone text check (char_length(phone) <= 30),
  preferred_times timestamptz[] not null check (cardinality(preferred_times) between 1 and 3),
  -- The user's time zone when asking: "morning" means morning there.
  time_zone text not null default 'UTC' check (char_length(time_zone) <= 64),
  note text check (char_length(note) <= 1000),
  status text not null default 'requested' check (
    status in ('requested', 'scheduled', 'completed', 'declined', 'cancelled')
  ),
  -- The appointment's date and time, once scheduled.
  scheduled_at timestamptz,
  decline_reason text check (char_length(decline_reason) <= 300),
  calendar_event_id uuid references public.calendar_events (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint consultation_requests_phone_required check (contact_method <> 'phone' or phone is not null),
  constraint consultation_requests_scheduled_at_required check (status <> 'scheduled' or scheduled_at is not null),
  constraint consultation_requests_decline_reason_required check (status <> 'declined' or decline_reason is not null)
);
create index consultation_requests_user_id_idx on public.consultation_requests (user_id, created_at desc);
create index consultation_requests_agent_code_idx on public.consultation_requests (agent_code, created_at desc);
create index consultation_requests_calendar_event_id_idx on public.consultation_requests (calendar_event_id);

alter table public.consultation_requests enable row level security;
revoke all on public.consultation_requests from anon, authenticated;
grant select on public.consultation_requests to authenticated;
grant all on public.consultation_requests to service_role;

create policy "Users and their agent read consultation requests" on public.consultation_requests
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or agent_code in (select a.agent_code from public.affiliates a where a.user_id = (select auth.uid()))
  );

-- 2. The outbox -----------------------------------------------------------------------------------

-- One row per email to send, written in the transaction of the change it tells of, so an email
-- is never sent for a change that rolled back nor lost for one that committed.
create table private.consultation_emails (
  id bigint generated always as identity primary key,
  request_id uuid not null references public.consultation_requests (id) on delete cascade,
  kind text not null check (kind in ('requested', 'scheduled', 'declined', 'cancelled')),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz
);
create index consultation_emails_unsent_idx on private.consultation_emails (id) where sent_at is null;
create index consultation_emails_request_id_idx on private.consultation_emails (request_id);
revoke all on private.consultation_emails from public, anon, authenticated;
grant all on private.consultation_emails to service_role;

-- 3. Rules shared by the functions ----------------------------------------------------------------

-- "video call", "Video-Call" and "video" all mean video_call; other values stay as given and
-- meet the check below.
create or replace function private.consultation_contact_method(method text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when m in ('video', 'video_call') then 'video_call'
    else m
  end
  from (select regexp_replace(lower(btrim(coalesce(method, ''))), '[\s-]+', '_', 'g') as m) as normalized;
$$;

-- The topic as the solution pages title it (supabase/functions/_shared/consultations/topics.ts).
create or replace function private.consultation_topic_label(topic text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case topic
    when 'life-insurance' then 'Life Insurance'
    when 'living-benefits' then 'Living Benefits'
    when 'tax-free-retirement' then 'Tax Free Retirement'
    when 'build-your-own-bank' then 'Build Your Own Bank'
    when 'income-for-life' then 'Income For Life'
    when 'final-expense-plan' then 'Final Expense Plan'
    when 'plans-for-children' then 'Plans for Children'
    else 'General'
  end;
$$;

-- A phone number as people type it: digits with spaces, dots, dashes, brackets and a leading +;
-- 7 to 15 digits (E.164's longest).
create or replace function private.is_phone_number(phone text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select phone ~ '^\+?[0-9 ().-]{7,30}$'
    and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 7 and 15;
$$;

-- The request of `request_id` when the caller is its agent (or the service role), locked.
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
    )
  for update;
  if not found then
    raise exception 'consultation request not found' using errcode = 'PT404';
  end if;
  return result;
end;
$$;

revoke all on function private.consultation_contact_method(text), private.consultation_topic_label(text),
  private.is_phone_number(text), private.agents_request(uuid) from public, anon, authenticated;
grant execute on function private.consultation_contact_method(text), private.consultation_topic_label(text),
  private.is_phone_number(text), private.agents_request(uuid) to service_role;

-- 4. The user's side ------------------------------------------------------------------------------

create or replace function private.request_consultation(
  topic text,
  contact_method text,
  phone text,
  preferred_times timestamptz[],
  note text,
  consent boolean
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  method text := private.consultation_contact_method(contact_method);
  cleaned_topic text := lower(btrim(coalesce(topic, '')));
  cleaned_phone text := nullif(btrim(coalesce(phone, '')), '');
  cleaned_note text := nullif(btrim(coalesce(note, '')), '');
  times timestamptz[];
  code text;
  zone text;
  new_id uuid;
begin
  if caller is null then
    raise exception 'Sign in to book a consultation.' using errcode = '42501';
  end if;
  if consent is not true then
    raise exception 'Please agree to share your details so someone can contact you.' using errcode = '22023';
  end if;
  if cleaned_topic not in (
    'general', 'life-insurance', 'living-benefits', 'tax-free-retirement', 'build-your-own-bank',
    'income-for-life', 'final-expense-plan', 'plans-for-children'
  ) then
    raise exception 'Unknown topic: choose one of the solutions or General.' using errcode = '22023';
  end if;
  if method not in ('phone', 'email', 'video_call') then
    raise exception 'Choose how to be contacted: phone, email or video call.' using errcode = '22023';
  end if;
  if method = 'phone' and cleaned_phone is null then
    raise exception 'Enter a phone number to be called.' using errcode = '22023';
  end if;
  if cleaned_phone is not null and not private.is_phone_number(cleaned_phone) then
    raise exception 'Enter a phone number of 7 to 15 digits.' using errcode = '22023';
  end if;
  if char_length(cleaned_note) > 1000 then
    raise exception 'Keep the note to 1,000 characters.' using errcode = '22023';
  end if;

  select coalesce(array_agg(distinct t order by t), '{}') into times
  from unnest(coalesce(preferred_times, '{}')) as t;
  if cardinality(times) = 0 or cardinality(preferred_times) > 3 or exists (
    select 1 from unnest(preferred_times) t where t is null
  ) then
    raise exception 'Choose one to three preferred times.' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(times) t where t <= now()) then
    raise exception 'A preferred time is in the past: choose a later one.' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(times) t where t > now() + interval '60 days') then
    raise exception 'Choose preferred times within the next 60 days.' using errcode = '22023';
  end if;

  -- One request at a time per user, so parallel calls cannot all see fewer than 3 open.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('consultation:' || caller::text, 0));
  if (
    select count(*) from public.consultation_requests r
    where r.user_id = caller and r.status in ('requested', 'scheduled')
  ) >= 3 then
    raise exception 'You already have 3 open consultation requests. Cancel one, or wait until one is completed, to ask again.'
      using errcode = 'P0001';
  end if;

  select r.agent_code into code from public.referrals r where r.user_id = caller;
  select coalesce(p.time_zone, 'UTC') into zone from public.notification_preferences p where p.user_id = caller;

  insert into public.consultation_requests (
    user_id, agent_code, topic, contact_method, phone, preferred_times, time_zone, note
  )
  values (caller, code, cleaned_topic, method, cleaned_phone, times, coalesce(zone, 'UTC'), cleaned_note)
  returning id into new_id;
  insert into private.consultation_emails (request_id, kind) values (new_id, 'requested');
  return new_id;
end;
$$;

create or replace function private.cancel_consultation(request_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.consultation_requests;
begin
  select r.* into request
  from public.consultation_requests r
  where r.id = request_id and r.user_id = (select auth.uid())
  for update;
  if not found then
    raise exception 'consultation request not found' using errcode = 'PT404';
  end if;
  if request.status not in ('requested', 'scheduled') then
    raise exception 'Only an open request can be cancelled.' using errcode = '22023';
  end if;
  update public.consultation_requests r
  set status = 'cancelled', updated_at = now()
  where r.id = request.id;
  -- The appointment leaves the calendar with the request.
  if request.calendar_event_id is not null then
    delete from public.calendar_events e where e.id = request.calendar_event_id;
  end if;
  insert into private.consultation_emails (request_id, kind) values (request.id, 'cancelled');
end;
$$;

-- Who the request would go to, for the consent the form asks: the inviting agent's first name,
-- or null when the house answers. Nothing else about the agent is read.
create or replace function private.consultation_advisor()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(p.first_name), ''), 'your advisor')
  from public.referrals r
  join public.affiliates a on a.agent_code = r.agent_code
  join public.profiles p on p.id = a.user_id
  where r.user_id = (select auth.uid());
$$;

revoke all on function private.consultation_advisor() from public, anon;
grant execute on function private.consultation_advisor() to authenticated, service_role;

create or replace function public.consultation_advisor()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select private.consultation_advisor();
$$;

revoke all on function public.consultation_advisor() from public, anon;
grant execute on function public.consultation_advisor() to authenticated, service_role;

-- 5. The agent's side -----------------------------------------------------------------------------

-- Schedules (or moves) the appointment: the user's calendar gets it as an event on that date in
-- their time zone, titled with the agent's name, so it shows in the calendar, the feed and the
-- reminders.
create or replace function private.schedule_consultation(request_id uuid, at timestamptz)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.consultation_requests := private.agents_request(request_id);
  agent_name text;
  local_at timestamp;
  event_id uuid;
begin
  if request.status not in ('requested', 'scheduled') then
    raise exception 'Only an open request can be scheduled.' using errcode = '22023';
  end if;
  if at is null or at <= now() then
    raise exception 'Choose a time in the future.' using errcode = '22023';
  end if;
  if at > now() + interval '1 year' then
    raise exception 'Choose a time within the next year.' using errcode = '22023';
  end if;

  select nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), '') into agent_name
  from public.affiliates a
  join public.profiles p on p.id = a.user_id
  where a.agent_code = request.agent_code;
  local_at := at at time zone request.time_zone;

  if request.calendar_event_id is not null then
    update public.calendar_events e
    set event_date = local_at::date, event_time = to_char(local_at, 'HH24:MI'), completed = false, updated_at = now()
    where e.id = request.calendar_event_id
    returning e.id into event_id;
  end if;
  if event_id is null then
    insert into public.calendar_events (
      user_id, title, description, event_date, event_time, event_type, category, reminder_enabled,
      reminder_days_before
    )
    values (
      request.user_id,
      left('Consultation with ' || coalesce(agent_name, 'an advisor from our team'), 200),
      'Your free consultation about ' || private.consultation_topic_label(request.topic)
        || ', by ' || replace(request.contact_method, '_', ' ') || '.',
      local_at::date,
      to_char(local_at, 'HH24:MI'),
      'general',
      'other',
      true,
      1
    )
    returning id into event_id;
  end if;

  update public.consultation_requests r
  set status = 'scheduled', scheduled_at = at, calendar_event_id = event_id, updated_at = now()
  where r.id = request.id;
  insert into private.consultation_emails (request_id, kind) values (request.id, 'scheduled');
end;
$$;

create or replace function private.complete_consultation(request_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.consultation_requests := private.agents_request(request_id);
begin
  if request.status not in ('requested', 'scheduled') then
    raise exception 'Only an open request can be marked completed.' using errcode = '22023';
  end if;
  update public.consultation_requests r
  set status = 'completed', updated_at = now()
  where r.id = request.id;
end;
$$;

create or replace function private.decline_consultation(request_id uuid, reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.consultation_requests := private.agents_request(request_id);
  cleaned text := nullif(btrim(coalesce(reason, '')), '');
begin
  if cleaned is null then
    raise exception 'Give the user a short reason.' using errcode = '22023';
  end if;
  if char_length(cleaned) > 300 then
    raise exception 'Keep the reason to 300 characters.' using errcode = '22023';
  end if;
  if request.status not in ('requested', 'scheduled') then
    raise exception 'Only an open request can be declined.' using errcode = '22023';
  end if;
  update public.consultation_requests r
  set status = 'declined', decline_reason = cleaned, updated_at = now()
  where r.id = request.id;
  if request.calendar_event_id is not null then
    delete from public.calendar_events e where e.id = request.calendar_event_id;
  end if;
  insert into private.consultation_emails (request_id, kind) values (request.id, 'declined');
end;
$$;

revoke all on function private.request_consultation(text, text, text, timestamptz[], text, boolean),
  private.cancel_consultation(uuid), private.schedule_consultation(uuid, timestamptz),
  private.complete_consultation(uuid), private.decline_consultation(uuid, text)
  from public, anon;
grant execute on function private.request_consultation(text, text, text, timestamptz[], text, boolean),
  private.cancel_consultation(uuid), private.schedule_consultation(uuid, timestamptz),
  private.complete_consultation(uuid), private.decline_consultation(uuid, text)
  to authenticated, service_role;
-- agents_request runs inside the definers above, as their owner; it needs no grant of its own.

-- The API's doors: security invoker wrappers, as for the goal functions.
create or replace function public.request_consultation(
  topic text,
  contact_method text,
  phone text,
  preferred_times timestamptz[],
  note text,
  consent boolean
)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.request_consultation(topic, contact_method, phone, preferred_times, note, consent);
$$;

create or replace function public.cancel_consultation(request_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.cancel_consultation(request_id);
$$;

create or replace function public.schedule_consultation(request_id uuid, at timestamptz)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.schedule_consultation(request_id, at);
$$;

create or replace function public.complete_consultation(request_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.complete_consultation(request_id);
$$;

create or replace function public.decline_consultation(request_id uuid, reason text)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.decline_consultation(request_id, reason);
$$;

revoke all on function public.request_consultation(text, text, text, timestamptz[], text, boolean),
  public.cancel_consultation(uuid), public.schedule_consultation(uuid, timestamptz),
  public.complete_consultation(uuid), public.decline_consultation(uuid, text)
  from public, anon;
grant execute on function public.request_consultation(text, text, text, timestamptz[], text, boolean),
  public.cancel_consultation(uuid), public.schedule_consultation(uuid, timestamptz),
  public.complete_consultation(uuid), public.decline_consultation(uuid, text)
  to authenticated, service_role;

-- 6. Sending --------------------------------------------------------------------------------------

-- Claims the emails not yet sent (and those claimed over 10 minutes ago by a run that died) with
-- everything their text needs, as one JSON array (PostgREST caps a set of rows at max_rows).
-- `to_address` is null for the house inbox, which the sender reads from its environment.
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
  with claimed as (
    update private.consultation_emails m
    set claimed_at = now()
    where m.id in (
      select o.id from private.consultation_emails o
      where o.sent_at is null and (o.claimed_at is null or o.claimed_at < now() - interval '10 minutes')
      order by o.id
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

create or replace function private.finish_consultation_emails(sent bigint[], failed bigint[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.consultation_emails m set sent_at = now() where m.id = any (sent);
  update private.consultation_emails m set claimed_at = null where m.id = any (failed) and m.sent_at is null;
$$;

revoke all on function private.claim_consultation_emails(), private.finish_consultation_emails(bigint[], bigint[])
  from public, anon, authenticated;
grant execute on function private.claim_consultation_emails(), private.finish_consultation_emails(bigint[], bigint[])
  to service_role;

create or replace function public.claim_consultation_emails()
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.claim_consultation_emails();
$$;

create or replace function public.finish_consultation_emails(sent bigint[], failed bigint[])
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.finish_consultation_emails(sent, failed);
$$;

revoke all on function public.claim_consultation_emails(), public.finish_consultation_emails(bigint[], bigint[])
  from public, anon, authenticated;
grant execute on function public.claim_consultation_emails(), public.finish_consultation_emails(bigint[], bigint[])
  to service_role;

-- The app calls the sender right after each change; on hosted Supabase pg_cron also calls it
-- every minute, so an email whose first try failed (or a change made from elsewhere) goes out
-- within a minute. Skipped where pg_cron or pg_net is missing, as the reminders' schedule is.
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule(
      'send-consultation-emails',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/consultation-emails',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb
        )
        where exists (select 1 from private.consultation_emails m where m.sent_at is null);
      $job$
    );
  end if;
exception when others then
  raise notice 'consultation emails are not scheduled here (%); POST /functions/v1/consultation-emails from elsewhere', sqlerrm;
end;
$schedule$;
