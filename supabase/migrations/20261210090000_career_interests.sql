-- A prospect on the career page reaches the agent who invited them (issue 41; docs/decisions/
-- 029-career-interest.md). Anyone may send an interest (no account); it waits unconfirmed until
-- the link e-mailed to its address is opened (double opt-in), and only then reaches its agent (or
-- staff, for the house). A withdraw link in the same e-mail deletes it at any time. Writes only
-- through the functions below; the table is readable by its agent (staff for the house), once
-- confirmed.

-- The career page's visits: its plain link, and its QR code (?src=qr).
insert into private.referral_sources (source) values ('career'), ('career:qr') on conflict do nothing;

-- The fifty states, DC and the territories, as the form lists them
-- (supabase/functions/_shared/career/states.ts; tests/db/career-interests.test.ts compares them).
create or replace function private.us_states()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
    'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
    'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
    'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI'
  ]::text[];
$$;
revoke all on function private.us_states() from public, anon;
grant execute on function private.us_states() to authenticated, service_role;

create table public.career_interests (
  id uuid primary key default gen_random_uuid(),
  -- Null: nobody invited them, the house's (staff read it). An agent who leaves hands theirs over.
  agent_code text references public.affiliates (agent_code) on delete set null,
  first_name text not null check (char_length(first_name) between 1 and 100 and private.is_one_line(first_name)),
  last_name text not null check (char_length(last_name) between 1 and 100 and private.is_one_line(last_name)),
  email text not null check (char_length(email) between 3 and 254 and private.is_one_line(email)),
  phone text check (char_length(phone) <= 30 and private.is_one_line(phone)),
  -- The same list as private.us_states(), spelled out so tests/db/value-lists.test.ts reads it.
  state text not null check (state in (
    'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
    'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
    'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
    'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI'
  )),
  licence text not null check (licence in ('none', 'studying', 'licensed')),
  hours_per_week integer not null check (hours_per_week between 1 and 80),
  note text check (char_length(note) <= 500),
  consent boolean not null check (consent),
  source text not null default 'career' references private.referral_sources (source),
  status text not null default 'new' check (status in ('new', 'contacted', 'interviewing', 'joined', 'not_now')),
  agent_note text check (char_length(agent_note) <= 1000),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  joined_at timestamptz,
  -- The affiliate account it joined as: deleting that account deletes the interest (decisions/018).
  joined_user_id uuid references auth.users (id) on delete cascade,
  updated_at timestamptz not null default now()
);
create index career_interests_agent_idx on public.career_interests (agent_code, confirmed_at desc);
create index career_interests_email_idx on public.career_interests (lower(email), created_at);
create index career_interests_created_idx on public.career_interests (created_at);
create index career_interests_source_idx on public.career_interests (source);
create index career_interests_joined_user_idx on public.career_interests (joined_user_id);

alter table public.career_interests enable row level security;
create policy "Agents read their confirmed career interests; staff the house's"
  on public.career_interests for select to authenticated
  using (
    confirmed_at is not null
    and (
      agent_code in (select a.agent_code from public.affiliates a where a.user_id = (select auth.uid()))
      or (agent_code is null and (select private.is_staff()))
    )
  );
revoke all on public.career_interests from anon, authenticated;
grant select on public.career_interests to authenticated;
grant all on public.career_interests to service_role;

-- The links' tokens: in a table no client reads (the agent must not confirm for the prospect).
-- Several for one interest when a second confirmed interest from the same address is merged.
create table private.career_interest_tokens (
  token uuid primary key default gen_random_uuid(),
  interest_id uuid not null references public.career_interests (id) on delete cascade
);
create index career_interest_tokens_interest_idx on private.career_interest_tokens (interest_id);
alter table private.career_interest_tokens enable row level security;
revoke all on private.career_interest_tokens from public, anon, authenticated;

-- The outbox, as private.consultation_emails (decisions/020): queued in the change's transaction,
-- claimed and sent by the consultation-emails function, retried on the same schedule.
create table private.career_emails (
  id bigint generated always as identity primary key,
  interest_id uuid not null references public.career_interests (id) on delete cascade,
  -- The prospect's link (kind 'confirm').
  token uuid references private.career_interest_tokens (token) on delete cascade,
  kind text not null check (kind in ('confirm', 'confirmed')),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text check (char_length(last_error) <= 500),
  failed_at timestamptz
);
create index career_emails_due_idx on private.career_emails (next_attempt_at, id)
  where sent_at is null and failed_at is null;
create index career_emails_interest_idx on private.career_emails (interest_id);
create index career_emails_token_idx on private.career_emails (token);
alter table private.career_emails enable row level security;
revoke all on private.career_emails from public, anon, authenticated;
grant select, insert, update, delete on private.career_emails to service_role;

create trigger career_emails_post after insert on private.career_emails
  for each statement execute function private.post_consultation_emails();

-- The limits (UTC days): one address, and one agent's link (the house's as one).
create or replace function private.career_interests_per_email_day() returns integer
language sql immutable set search_path = '' as $$ select 3 $$;
create or replace function private.career_interests_per_agent_day() returns integer
language sql immutable set search_path = '' as $$ select 30 $$;
create or replace function private.career_interests_per_house_day() returns integer
language sql immutable set search_path = '' as $$ select 300 $$;
revoke all on function private.career_interests_per_email_day(), private.career_interests_per_agent_day(),
  private.career_interests_per_house_day() from public, anon;
grant execute on function private.career_interests_per_email_day(), private.career_interests_per_agent_day(),
  private.career_interests_per_house_day() to authenticated, service_role;

-- Who invited them, as the page says it: first name and last initial, nothing more ("Jane D.").
create or replace function private.career_agent_name(code text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(btrim(
    coalesce(p.first_name, '') ||
    case when coalesce(btrim(p.last_name), '') = '' then '' else ' ' || upper(left(btrim(p.last_name), 1)) || '.' end
  ), '')
  from public.affiliates a
  join public.profiles p on p.id = a.user_id
  where char_length(coalesce(code, '')) <= 20 and a.agent_code = upper(btrim(coalesce(code, '')));
$$;
revoke all on function private.career_agent_name(text) from public;
grant execute on function private.career_agent_name(text) to anon, authenticated, service_role;

create or replace function public.career_agent_name(code text)
returns text
language sql
stable
set search_path = ''
as $$ select private.career_agent_name(code); $$;
grant execute on function public.career_agent_name(text) to anon, authenticated, service_role;

-- Sends an interest: checked, limited, stored unconfirmed, and the confirmation e-mail queued. The
-- answer is the same whether or not the address was seen before (nothing returned).
create or replace function private.submit_career_interest(
  code text, source text, first_name text, last_name text, email text, phone text, state text,
  licence text, hours_per_week integer, note text, consent boolean
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  agent text;
  cleaned_first text := btrim(coalesce(first_name, ''));
  cleaned_last text := btrim(coalesce(last_name, ''));
  cleaned_email text := lower(btrim(coalesce(email, '')));
  cleaned_phone text := nullif(btrim(coalesce(phone, '')), '');
  cleaned_state text := upper(btrim(coalesce(state, '')));
  cleaned_licence text := lower(btrim(coalesce(licence, '')));
  cleaned_note text := nullif(btrim(coalesce(note, '')), '');
  cleaned_source text;
  new_id uuid;
  new_token uuid;
begin
  if consent is not true then
    raise exception 'Please agree to be contacted so someone can reach you.' using errcode = '22023';
  end if;
  if cleaned_first = '' or cleaned_last = '' then
    raise exception 'Enter your first and last name.' using errcode = '22023';
  end if;
  if char_length(cleaned_first) > 100 or char_length(cleaned_last) > 100 then
    raise exception 'Use at most 100 characters for a name.' using errcode = '22023';
  end if;
  if not (private.is_one_line(cleaned_first) and private.is_one_line(cleaned_last)) then
    raise exception 'A name cannot contain line breaks, tabs or other control characters.' using errcode = '22023';
  end if;
  if char_length(cleaned_email) > 254 or not private.is_one_line(cleaned_email)
    or cleaned_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Enter a valid email address.' using errcode = '22023';
  end if;
  if cleaned_phone is not null and not private.is_phone_number(cleaned_phone) then
    raise exception 'Enter a phone number of 7 to 15 digits.' using errcode = '22023';
  end if;
  if not cleaned_state = any (private.us_states()) then
    raise exception 'Choose your state.' using errcode = '22023';
  end if;
  if cleaned_licence not in ('none', 'studying', 'licensed') then
    raise exception 'Choose your licence: none, studying or licensed.' using errcode = '22023';
  end if;
  if hours_per_week is null or hours_per_week < 1 or hours_per_week > 80 then
    raise exception 'Enter the hours a week you could give, from 1 to 80.' using errcode = '22023';
  end if;
  if char_length(cleaned_note) > 500 then
    raise exception 'Keep the note to 500 characters.' using errcode = '22023';
  end if;

  select a.agent_code into agent
  from public.affiliates a
  where char_length(coalesce(code, '')) <= 20 and a.agent_code = upper(btrim(coalesce(code, '')));
  cleaned_source := coalesce(
    (select s.source from private.referral_sources s
     where s.source = lower(btrim(coalesce(submit_career_interest.source, ''))) and s.source like 'career%'),
    'career');

  -- Parallel calls for one agent, or one address, count each other.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('career:' || coalesce(agent, ''), 0));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('career-email:' || cleaned_email, 0));
  if (
    select count(*) from public.career_interests i
    where lower(i.email) = cleaned_email and i.created_at >= private.utc_day_start()
  ) >= private.career_interests_per_email_day() then
    raise exception 'You can send 3 career interests a day from one email address. Please try again tomorrow.'
      using errcode = 'P0001';
  end if;
  if (
    select count(*) from public.career_interests i
    where i.agent_code is not distinct from agent and i.created_at >= private.utc_day_start()
  ) >= (case when agent is null then private.career_interests_per_house_day() else private.career_interests_per_agent_day() end) then
    raise exception 'This page has had as many career interests as it can take today. Please try again tomorrow.'
      using errcode = 'P0001';
  end if;

  insert into public.career_interests (
    agent_code, first_name, last_name, email, phone, state, licence, hours_per_week, note, consent, source
  )
  values (
    agent, cleaned_first, cleaned_last, cleaned_email, cleaned_phone, cleaned_state, cleaned_licence,
    hours_per_week, cleaned_note, true, cleaned_source
  )
  returning id into new_id;
  insert into private.career_interest_tokens (interest_id) values (new_id) returning token into new_token;
  insert into private.career_emails (interest_id, token, kind) values (new_id, new_token, 'confirm');
end;
$$;
revoke all on function private.submit_career_interest(text, text, text, text, text, text, text, text, integer, text, boolean) from public;
grant execute on function private.submit_career_interest(text, text, text, text, text, text, text, text, integer, text, boolean)
  to anon, authenticated, service_role;

create or replace function public.submit_career_interest(
  code text, source text, first_name text, last_name text, email text, phone text, state text,
  licence text, hours_per_week integer, note text, consent boolean
)
returns void
language sql
set search_path = ''
as $$
  select private.submit_career_interest(code, source, first_name, last_name, email, phone, state, licence, hours_per_week, note, consent);
$$;
grant execute on function public.submit_career_interest(text, text, text, text, text, text, text, text, integer, text, boolean)
  to anon, authenticated, service_role;

-- Confirms with the e-mailed token: the interest reaches its agent (an e-mail to them, or to the
-- house). A second interest from the same address to the same agent updates the first (its status
-- and the agent's note stay) instead of listing the person twice. Answers
-- {"confirmed": true, "agent": "Jane D." | null}, or null for a token that is no longer valid.
create or replace function private.confirm_career_interest(token uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  interest public.career_interests;
  earlier uuid;
begin
  select i.* into interest
  from private.career_interest_tokens t
  join public.career_interests i on i.id = t.interest_id
  where t.token = confirm_career_interest.token
  for update of i;
  if interest.id is null then
    return null;
  end if;
  if interest.confirmed_at is null then
    select i.id into earlier
    from public.career_interests i
    where i.id <> interest.id and i.confirmed_at is not null and lower(i.email) = lower(interest.email)
      and i.agent_code is not distinct from interest.agent_code
    order by i.confirmed_at desc
    limit 1
    for update;
    if earlier is not null then
      update public.career_interests i
      set first_name = interest.first_name, last_name = interest.last_name, phone = interest.phone,
          state = interest.state, licence = interest.licence, hours_per_week = interest.hours_per_week,
          note = interest.note, source = interest.source, confirmed_at = now(), updated_at = now()
      where i.id = earlier;
      update private.career_interest_tokens t set interest_id = earlier where t.interest_id = interest.id;
      delete from public.career_interests i where i.id = interest.id;
      insert into private.career_emails (interest_id, kind) values (earlier, 'confirmed');
    else
      update public.career_interests i set confirmed_at = now(), updated_at = now() where i.id = interest.id;
      insert into private.career_emails (interest_id, kind) values (interest.id, 'confirmed');
    end if;
  end if;
  return jsonb_build_object('confirmed', true, 'agent', private.career_agent_name(interest.agent_code));
end;
$$;
revoke all on function private.confirm_career_interest(uuid) from public;
grant execute on function private.confirm_career_interest(uuid) to anon, authenticated, service_role;

create or replace function public.confirm_career_interest(token uuid)
returns jsonb
language sql
set search_path = ''
as $$ select private.confirm_career_interest(token); $$;
grant execute on function public.confirm_career_interest(uuid) to anon, authenticated, service_role;

-- Withdraws with the e-mailed token: deletes the interest, confirmed or not (its e-mails and
-- tokens with it). True when there was one.
create or replace function private.withdraw_career_interest(token uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone uuid;
begin
  delete from public.career_interests i
  using private.career_interest_tokens t
  where t.token = withdraw_career_interest.token and i.id = t.interest_id
  returning i.id into gone;
  return gone is not null;
end;
$$;
revoke all on function private.withdraw_career_interest(uuid) from public;
grant execute on function private.withdraw_career_interest(uuid) to anon, authenticated, service_role;

create or replace function public.withdraw_career_interest(token uuid)
returns boolean
language sql
set search_path = ''
as $$ select private.withdraw_career_interest(token); $$;
grant execute on function public.withdraw_career_interest(uuid) to anon, authenticated, service_role;

-- The agent (staff for the house) sets the status and their private note. Anyone else: "not found".
create or replace function private.update_career_interest(interest_id uuid, status text, agent_note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  cleaned_status text := lower(btrim(coalesce(status, '')));
  cleaned_note text := nullif(btrim(coalesce(agent_note, '')), '');
  caller uuid := (select auth.uid());
begin
  if cleaned_status not in ('new', 'contacted', 'interviewing', 'joined', 'not_now') then
    raise exception 'Choose a status: new, contacted, interviewing, joined or not now.' using errcode = '22023';
  end if;
  if char_length(cleaned_note) > 1000 then
    raise exception 'Keep the note to 1,000 characters.' using errcode = '22023';
  end if;
  update public.career_interests i
  set status = cleaned_status, agent_note = cleaned_note, updated_at = now(),
      joined_at = case when cleaned_status = 'joined' then coalesce(i.joined_at, now()) else i.joined_at end
  where i.id = interest_id and i.confirmed_at is not null
    and (
      (select auth.role()) = 'service_role'
      or i.agent_code in (select a.agent_code from public.affiliates a where a.user_id = caller)
      or (i.agent_code is null and private.is_staff())
    );
  if not found then
    raise exception 'Career interest not found.' using errcode = 'PT404';
  end if;
end;
$$;
revoke all on function private.update_career_interest(uuid, text, text) from public, anon;
grant execute on function private.update_career_interest(uuid, text, text) to authenticated, service_role;

create or replace function public.update_career_interest(interest_id uuid, status text, agent_note text)
returns void
language sql
set search_path = ''
as $$ select private.update_career_interest(interest_id, status, agent_note); $$;
revoke all on function public.update_career_interest(uuid, text, text) from public, anon;
grant execute on function public.update_career_interest(uuid, text, text) to authenticated, service_role;

-- The outbox's claim and finish, as claim_consultation_emails and finish_consultation_emails.
create or replace function private.claim_career_emails()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  update private.career_emails m
  set failed_at = now(), claimed_at = null,
      last_error = coalesce(m.last_error, 'the run sending it stopped before it finished')
  where m.sent_at is null and m.failed_at is null and m.attempts >= 5
    and m.claimed_at < now() - interval '10 minutes';

  with claimed as (
    update private.career_emails m
    set claimed_at = now(), attempts = m.attempts + 1
    where m.id in (
      select o.id from private.career_emails o
      where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= now() and o.attempts < 5
        and (o.claimed_at is null or o.claimed_at < now() - interval '10 minutes')
      order by o.next_attempt_at, o.id
      limit 200
      for update skip locked
    )
    returning m.id, m.interest_id, m.kind, m.token
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', c.id,
    'kind', c.kind,
    'interest_id', i.id,
    'token', c.token,
    'to_address', case when c.kind = 'confirm' then i.email else agent_user.email::text end,
    'first_name', i.first_name,
    'last_name', i.last_name,
    'email', i.email,
    'phone', i.phone,
    'state', i.state,
    'licence', i.licence,
    'hours_per_week', i.hours_per_week,
    'note', i.note,
    'agent_first_name', ap.first_name,
    'agent_last_name', ap.last_name
  ) order by c.id), '[]'::jsonb) into result
  from claimed c
  join public.career_interests i on i.id = c.interest_id
  left join public.affiliates a on a.agent_code = i.agent_code
  left join auth.users agent_user on agent_user.id = a.user_id
  left join public.profiles ap on ap.id = a.user_id;
  return result;
end;
$$;
revoke all on function private.claim_career_emails() from public, anon, authenticated;
grant execute on function private.claim_career_emails() to service_role;

create or replace function private.finish_career_emails(sent bigint[], failed bigint[], errors text[])
returns void
language sql
security definer
set search_path = ''
as $$
  update private.career_emails m
  set sent_at = now(), claimed_at = null, last_error = null
  where m.id = any (sent) and m.sent_at is null;
  update private.career_emails m
  set claimed_at = null,
      last_error = left(coalesce(f.error, 'unknown error'), 500),
      next_attempt_at = coalesce(private.email_retry_at(m.attempts, now()), m.next_attempt_at),
      failed_at = case when private.email_retry_at(m.attempts, now()) is null then now() end
  from unnest(failed, errors) as f(id, error)
  where m.id = f.id and m.sent_at is null and m.failed_at is null;
$$;
revoke all on function private.finish_career_emails(bigint[], bigint[], text[]) from public, anon, authenticated;
grant execute on function private.finish_career_emails(bigint[], bigint[], text[]) to service_role;

create or replace function public.claim_career_emails()
returns jsonb
language sql
set search_path = ''
as $$ select private.claim_career_emails(); $$;
revoke all on function public.claim_career_emails() from public, anon, authenticated;
grant execute on function public.claim_career_emails() to service_role;

create or replace function public.finish_career_emails(sent bigint[], failed bigint[], errors text[])
returns void
language sql
set search_path = ''
as $$ select private.finish_career_emails(sent, failed, errors); $$;
revoke all on function public.finish_career_emails(bigint[], bigint[], text[]) from public, anon, authenticated;
grant execute on function public.finish_career_emails(bigint[], bigint[], text[]) to service_role;

-- The every-minute safety net calls the sender when a consultation or a career e-mail is due
-- (replaces the job of 20261128100400_consultation_email_schedule_due.sql; skipped as that one is).
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
    and exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
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
        where exists (
          select 1 from private.consultation_emails m
          where m.sent_at is null and m.failed_at is null and m.next_attempt_at <= now()
        ) or exists (
          select 1 from private.career_emails m
          where m.sent_at is null and m.failed_at is null and m.next_attempt_at <= now()
        );
      $job$
    );
  end if;
exception when others then
  raise notice 'consultation emails are not scheduled here (%); POST /functions/v1/consultation-emails from elsewhere', sqlerrm;
end;
$schedule$;

-- An interest not joined goes after 180 days; one never confirmed after 7 (its link's life).
create or replace function private.delete_stale_career_interests()
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.career_interests i
    where (i.status <> 'joined' and i.created_at < now() - interval '180 days')
       or (i.confirmed_at is null and i.created_at < now() - interval '7 days')
    returning 1
  )
  select count(*)::integer from gone;
$$;
revoke all on function private.delete_stale_career_interests() from public, anon, authenticated;
grant execute on function private.delete_stale_career_interests() to service_role;

do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('delete-stale-career-interests', '23 3 * * *', 'select private.delete_stale_career_interests()');
  end if;
exception when others then
  raise notice 'stale career interests are not deleted on a schedule here (%); run select private.delete_stale_career_interests() daily', sqlerrm;
end;
$schedule$;

-- Joined by itself: an affiliate confirming their sign-up with the address of a confirmed interest
-- sent to the agent whose code they signed up with (or to the house, without a known code).
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

  if meta ->> 'user_type' = 'affiliate' then
    begin
      update public.career_interests i
      set status = 'joined', joined_at = now(), joined_user_id = confirmed_id, updated_at = now()
      from auth.users u
      where u.id = confirmed_id and lower(i.email) = lower(u.email::text)
        and i.confirmed_at is not null and i.status <> 'joined'
        and (
          i.agent_code = referral_code
          or (i.agent_code is null and not exists (select 1 from public.affiliates a where a.agent_code = referral_code))
        );
    exception when others then
      raise warning 'record_confirmed_sign_up: no career interest joined for %: %', confirmed_id, sqlerrm;
    end;
  end if;
end;
$$;
