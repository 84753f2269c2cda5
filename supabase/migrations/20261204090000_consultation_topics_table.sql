-- The consultation topics in one place the database reads: the request's check (a foreign key now),
-- request_consultation's validation and the e-mails' label all read this table. The app's list
-- (supabase/functions/_shared/consultations/topics.ts) must hold the same rows in the same order;
-- tests/db/value-lists.test.ts compares them.
create table private.consultation_topics (
  slug text primary key check (slug ~ '^[a-z][a-z-]{0,39}$'),
  title text not null check (char_length(title) between 1 and 60),
  position smallint not null unique
);
alter table private.consultation_topics enable row level security;
revoke all on private.consultation_topics from public, anon, authenticated;
grant select on private.consultation_topics to service_role;

insert into private.consultation_topics (slug, title, position) values
  ('life-insurance', 'Life Insurance', 1),
  ('living-benefits', 'Living Benefits', 2),
  ('tax-free-retirement', 'Tax Free Retirement', 3),
  ('build-your-own-bank', 'Build Your Own Bank', 4),
  ('income-for-life', 'Income For Life', 5),
  ('final-expense-plan', 'Final Expense Plan', 6),
  ('plans-for-children', 'Plans for Children', 7),
  ('general', 'General', 8);

alter table public.consultation_requests
  drop constraint consultation_requests_topic_check,
  add constraint consultation_requests_topic_fkey foreign key (topic) references private.consultation_topics (slug);
create index consultation_requests_topic_idx on public.consultation_requests (topic);

create or replace function private.consultation_topic_label(topic text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce((select t.title from private.consultation_topics t where t.slug = topic), 'General');
$$;

create or replace function private.request_consultation(topic text, contact_method text, phone text, preferred_times timestamptz[], note text, consent boolean)
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
  if not exists (select 1 from private.consultation_topics t where t.slug = cleaned_topic) then
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
