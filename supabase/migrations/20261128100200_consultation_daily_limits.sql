-- Cancel and ask again cannot flood an agent (decisions/020): each request and each cancel emails the
-- agent (or the house inbox), so a user may send 5 requests and cancel 5 a day (UTC), on top of
-- the 3 open at a time. Counted under the per-user lock the functions already take.

-- The start of today in UTC.
create or replace function private.utc_day_start()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC';
$$;
revoke all on function private.utc_day_start() from public, anon;
grant execute on function private.utc_day_start() to authenticated, service_role;

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
  if (
    select count(*) from public.consultation_requests r
    where r.user_id = caller and r.created_at >= private.utc_day_start()
  ) >= 5 then
    raise exception 'You can send 5 consultation requests a day. Please try again tomorrow.'
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
  caller uuid := (select auth.uid());
  request public.consultation_requests;
begin
  -- The same lock as request_consultation's, so parallel cancels count each other.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('consultation:' || caller::text, 0));
  select r.* into request
  from public.consultation_requests r
  where r.id = request_id and r.user_id = caller
  for update;
  if not found then
    raise exception 'consultation request not found' using errcode = 'PT404';
  end if;
  if request.status not in ('requested', 'scheduled') then
    raise exception 'Only an open request can be cancelled.' using errcode = '22023';
  end if;
  if (
    select count(*) from public.consultation_requests r
    where r.user_id = caller and r.status = 'cancelled' and r.updated_at >= private.utc_day_start()
  ) >= 5 then
    raise exception 'You can cancel 5 consultation requests a day. Please try again tomorrow.'
      using errcode = 'P0001';
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
