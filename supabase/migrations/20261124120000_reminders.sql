-- Reminders that arrive and a calendar feed (docs/decisions/016-reminders.md), and one month-end
-- rule for recurring events (docs/decisions/006-calendar.md).

-- 1. Recurring events keep their day of the month ------------------------------------------------

-- A monthly bill on Jan 31 falls on Feb 28, then Mar 31: the series keeps its day (31) while a
-- short month moves one occurrence to its last day. supabase/functions/_shared/calendar/recurrence.ts
-- is the same rule for the app, the .ics export and the feed.
alter table public.calendar_events
  add column recurrence_day smallint check (recurrence_day between 1 and 31);

create or replace function private.last_day_of_month(day date)
returns integer
language sql
immutable
set search_path = ''
as $$
  select extract(day from (date_trunc('month', day) + interval '1 month - 1 day'))::integer;
$$;

-- Clients never need to send recurrence_day: it is the event's day, unless the event sits on
-- the last day of a month too short for the day the series already keeps.
create or replace function private.keep_recurrence_day()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  day integer := extract(day from new.event_date)::integer;
begin
  if new.recurrence_pattern is null then
    new.recurrence_day := null;
  elsif new.recurrence_day is null
    or not (
      new.recurrence_day = day
      or (new.recurrence_day > day and day = private.last_day_of_month(new.event_date))
    ) then
    new.recurrence_day := day;
  end if;
  return new;
end;
$$;
revoke all on function private.keep_recurrence_day() from public, anon, authenticated;

create trigger calendar_events_keep_recurrence_day
before insert or update on public.calendar_events
for each row execute function private.keep_recurrence_day();

update public.calendar_events set recurrence_day = null where recurrence_pattern is not null;

-- The date `months` months after `day`'s month, on `anchor` or that month's last day.
create or replace function private.in_month(day date, months integer, anchor integer)
returns date
language sql
immutable
set search_path = ''
as $$
  select (m + (least(anchor, private.last_day_of_month(m::date)) - 1) * interval '1 day')::date
  from (select date_trunc('month', day) + make_interval(months => months) as m) as month;
$$;

-- Whole months from `a`'s month to `b`'s month.
create or replace function private.month_diff(a date, b date)
returns integer
language sql
immutable
set search_path = ''
as $$
  select ((extract(year from b) - extract(year from a)) * 12 + extract(month from b) - extract(month from a))::integer;
$$;

create or replace function private.recurrence_months(pattern text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case pattern when 'monthly' then 1 when 'quarterly' then 3 when 'yearly' then 12 end;
$$;

drop function if exists private.next_occurrence(date, text);
create or replace function private.next_occurrence(day date, pattern text, anchor integer)
returns date
language sql
immutable
set search_path = ''
as $$
  select case pattern
    when 'weekly' then day + 7
    when 'bi-weekly' then day + 14
    else private.in_month(day, private.recurrence_months(pattern), coalesce(anchor, extract(day from day)::integer))
  end;
$$;

-- Whether a series starting on `start` falls on `target` (a one-off event: only on `start`).
create or replace function private.is_occurrence(start date, pattern text, anchor integer, target date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when target < start then false
    when target = start then true
    when pattern is null then false
    when pattern = 'weekly' then (target - start) % 7 = 0
    when pattern = 'bi-weekly' then (target - start) % 14 = 0
    else private.month_diff(start, target) % private.recurrence_months(pattern) = 0
      and extract(day from target)::integer
        = least(coalesce(anchor, extract(day from start)::integer), private.last_day_of_month(target))
  end;
$$;
revoke all on function private.last_day_of_month(date), private.in_month(date, integer, integer),
  private.month_diff(date, date), private.recurrence_months(text),
  private.next_occurrence(date, text, integer), private.is_occurrence(date, text, integer, date)
  from public, anon;
grant execute on function private.last_day_of_month(date), private.in_month(date, integer, integer),
  private.month_diff(date, date), private.recurrence_months(text),
  private.next_occurrence(date, text, integer), private.is_occurrence(date, text, integer, date)
  to authenticated, service_role;

-- Completing a recurring event stores its successor on the series' next date, keeping its day.
create or replace function public.toggle_event_completion(event_id uuid)
returns setof public.calendar_events
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  toggled public.calendar_events;
  next_day date;
begin
  update public.calendar_events e
  set completed = not e.completed
  where e.id = event_id
  returning * into toggled;
  if not found then
    raise exception 'event not found' using errcode = 'P0002';
  end if;
  return next toggled;

  if not toggled.completed or not toggled.is_recurring then
    return;
  end if;

  next_day := private.next_occurrence(toggled.event_date, toggled.recurrence_pattern, toggled.recurrence_day);
  if exists (
    select 1
    from public.calendar_events e
    where e.user_id = toggled.user_id
      and e.event_date = next_day
      and e.title = toggled.title
      and e.event_type = toggled.event_type
      and e.category = toggled.category
      and e.amount is not distinct from toggled.amount
      and e.recurrence_pattern = toggled.recurrence_pattern
  ) then
    return;
  end if;

  return query
  insert into public.calendar_events (
    user_id, title, description, event_date, event_time, amount, event_type, category,
    is_recurring, recurrence_pattern, recurrence_day, reminder_enabled, reminder_days_before
  )
  values (
    toggled.user_id, toggled.title, toggled.description, next_day, toggled.event_time,
    toggled.amount, toggled.event_type, toggled.category, true, toggled.recurrence_pattern,
    toggled.recurrence_day, toggled.reminder_enabled, toggled.reminder_days_before
  )
  returning *;
end;
$$;

-- 2. Each user's reminder settings ---------------------------------------------------------------

create or replace function private.is_time_zone(name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from pg_catalog.pg_timezone_names z where z.name = is_time_zone.name);
$$;
revoke all on function private.is_time_zone(text) from public, anon;
grant execute on function private.is_time_zone(text) to authenticated, service_role;

create table public.notification_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  email_reminders boolean not null default true,
  time_zone text not null default 'UTC' check (char_length(time_zone) <= 64),
  updated_at timestamptz not null default now()
);
alter table public.notification_preferences enable row level security;
revoke all on public.notification_preferences from anon, authenticated;
grant select on public.notification_preferences to authenticated;
grant insert (user_id, email_reminders, time_zone) on public.notification_preferences to authenticated;
grant update (email_reminders, time_zone) on public.notification_preferences to authenticated;
grant all on public.notification_preferences to service_role;

create policy "Users read their own notification preferences" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own notification preferences" on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own notification preferences" on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- A time zone the database does not know would make every due time wrong: refuse it.
create or replace function private.check_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_time_zone(new.time_zone) then
    raise exception 'unknown time zone: %', new.time_zone using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.check_time_zone() from public, anon, authenticated;

create trigger notification_preferences_check_time_zone
before insert or update on public.notification_preferences
for each row execute function private.check_time_zone();

-- Every user has preferences from sign-up: the time zone the browser reported (metadata
-- time_zone), or UTC when it is missing or unknown.
create or replace function private.create_notification_preferences()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  zone text := coalesce(new.raw_user_meta_data ->> 'time_zone', '');
begin
  insert into public.notification_preferences (user_id, time_zone)
  values (new.id, case when char_length(zone) <= 64 and private.is_time_zone(zone) then zone else 'UTC' end)
  on conflict (user_id) do nothing;
  return new;
end;
$$;
revoke all on function private.create_notification_preferences() from public, anon, authenticated;

create trigger on_auth_user_created_notification_preferences after insert on auth.users
  for each row execute function private.create_notification_preferences();

insert into public.notification_preferences (user_id)
select u.id from auth.users u
on conflict (user_id) do nothing;

-- 3. What has been sent, and unsubscribing ----------------------------------------------------

-- One row per reminder sent. The unique key makes a reminder claimable once: two runs that
-- overlap both try to insert it, and the second finds the first's row (docs/decisions/016-reminders.md).
create table private.reminder_log (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('event', 'goal', 'goal_completed')),
  subject_id uuid not null,
  -- The occurrence reminded (event), the nudge's date (goal); null for the one congratulation.
  due_on date,
  sent_at timestamptz not null,
  constraint reminder_log_once unique nulls not distinct (kind, subject_id, due_on)
);
create index reminder_log_user_id_idx on private.reminder_log (user_id);

create table private.unsubscribe_tokens (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token uuid not null unique default gen_random_uuid()
);

revoke all on private.reminder_log, private.unsubscribe_tokens from public, anon, authenticated;
grant all on private.reminder_log, private.unsubscribe_tokens to service_role;

-- The link in every reminder email turns emails off without signing in: the unsubscribe
-- function (verify_jwt = false, also the one-click List-Unsubscribe target) calls this with the
-- service-role key; visitors execute no function of the app.
create or replace function public.unsubscribe_from_reminders(token uuid)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with target as (
    select t.user_id from private.unsubscribe_tokens t where t.token = unsubscribe_from_reminders.token
  ), changed as (
    update public.notification_preferences p
    set email_reminders = false
    from target
    where p.user_id = target.user_id
    returning p.user_id
  )
  select exists (select 1 from changed);
$$;
revoke all on function public.unsubscribe_from_reminders(uuid) from public, anon, authenticated;
grant execute on function public.unsubscribe_from_reminders(uuid) to service_role;

-- 4. The due reminders, claimed in one statement ---------------------------------------------

-- Finds every reminder due at `at` with set-based SQL, records it in reminder_log (skipping what
-- another run has recorded) and returns one row per user: the digest to send. Event reminders
-- and goal nudges wait for 08:00 in the user's time zone; a congratulation goes out at once.
create or replace function private.claim_due_reminders(at timestamptz)
returns table (
  user_id uuid,
  email text,
  first_name text,
  unsubscribe_token uuid,
  items jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  insert into private.unsubscribe_tokens (user_id)
  select p.user_id
  from public.notification_preferences p
  where p.email_reminders
  on conflict on constraint unsubscribe_tokens_pkey do nothing;

  return query
  with recipients as (
    select
      u.id as user_id,
      u.email::text as email,
      p.time_zone,
      (at at time zone p.time_zone) as local_now
    from auth.users u
    join public.notification_preferences p on p.user_id = u.id
    where p.email_reminders
      and u.email is not null
      and u.email_confirmed_at is not null
  ),
  morning as (
    select r.user_id, r.time_zone, r.local_now::date as today
    from recipients r
    where r.local_now::time >= time '08:00'
  ),
  due as (
    select
      e.user_id,
      'event'::text as kind,
      e.id as subject_id,
      m.today + e.reminder_days_before as due_on,
      jsonb_build_object(
        'title', e.title,
        'date', m.today + e.reminder_days_before,
        'amount', e.amount,
        'event_type', e.event_type,
        'days_before', e.reminder_days_before
      ) as item
    from public.calendar_events e
    join morning m on m.user_id = e.user_id
    where not e.completed
      and e.reminder_enabled
      and private.is_occurrence(e.event_date, e.recurrence_pattern, e.recurrence_day, m.today + e.reminder_days_before)
    union all
    select
      g.user_id,
      'goal',
      g.id,
      n.due_on,
      jsonb_build_object(
        'title', g.title,
        'saved', g.current_amount,
        'target', g.target_amount,
        'target_date', g.target_date,
        'per_month', case when g.target_date >= m.today then
          ceil((g.target_amount - g.current_amount) * 100
            / greatest(1, extract(year from age(g.target_date, m.today)) * 12 + extract(month from age(g.target_date, m.today)))) / 100
        end
      )
    from public.goals g
    join morning m on m.user_id = g.user_id
    cross join lateral (select (g.created_at at time zone m.time_zone)::date as created_on) as created
    cross join lateral (
      select case g.reminder_frequency
        when 'weekly' then (m.today - created.created_on) / 7
        else (
          private.month_diff(created.created_on, m.today)
          - case when extract(day from m.today)::integer
              < least(extract(day from created.created_on)::integer, private.last_day_of_month(m.today)) then 1 else 0 end
        ) / private.recurrence_months(g.reminder_frequency)
      end as period
    ) as k
    cross join lateral (
      select case g.reminder_frequency
        when 'weekly' then created.created_on + 7 * k.period
        else private.in_month(created.created_on, k.period * private.recurrence_months(g.reminder_frequency),
          extract(day from created.created_on)::integer)
      end as due_on
    ) as n
    where g.notifications_enabled
      and g.completed_at is null
      and k.period >= 1
    union all
    select
      g.user_id,
      'goal_completed',
      g.id,
      null::date,
      jsonb_build_object('title', g.title, 'saved', g.current_amount, 'target', g.target_amount)
    from public.goals g
    join recipients r on r.user_id = g.user_id
    where g.congratulations_enabled
      and g.completed_at is not null
      and g.completed_at <= at
  ),
  claimed as (
    insert into private.reminder_log (user_id, kind, subject_id, due_on, sent_at)
    select d.user_id, d.kind, d.subject_id, d.due_on, at
    from due d
    on conflict on constraint reminder_log_once do nothing
    returning reminder_log.id, reminder_log.kind, reminder_log.subject_id, reminder_log.due_on, reminder_log.user_id
  )
  select
    r.user_id,
    r.email,
    pr.first_name::text,
    t.token,
    jsonb_agg(
      d.item || jsonb_build_object('log_id', c.id, 'kind', c.kind, 'id', c.subject_id)
      order by c.kind, d.item ->> 'date', d.item ->> 'title'
    )
  from claimed c
  join due d on d.kind = c.kind and d.subject_id = c.subject_id and d.due_on is not distinct from c.due_on
  join recipients r on r.user_id = c.user_id
  join private.unsubscribe_tokens t on t.user_id = c.user_id
  left join public.profiles pr on pr.id = c.user_id
  group by r.user_id, r.email, pr.first_name, t.token;
end;
$$;
revoke all on function private.claim_due_reminders(timestamptz) from public, anon, authenticated;
grant execute on function private.claim_due_reminders(timestamptz) to service_role;

-- The API's door to it (PostgREST exposes public only), for the service role alone. One JSON
-- array, not a set of rows: PostgREST caps a set at max_rows (1000), and a claimed digest that
-- is cut off would be recorded as sent and never sent.
create or replace function public.claim_due_reminders(at timestamptz default now())
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(d)), '[]'::jsonb) from private.claim_due_reminders(at) d;
$$;
revoke all on function public.claim_due_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.claim_due_reminders(timestamptz) to service_role;

-- An email that could not be sent gives its reminders back, so the next run tries again.
create or replace function public.release_reminders(log_ids bigint[])
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  delete from private.reminder_log l where l.id = any (log_ids);
$$;
revoke all on function public.release_reminders(bigint[]) from public, anon, authenticated;
grant execute on function public.release_reminders(bigint[]) to service_role;

-- 5. The private calendar feed -------------------------------------------------------------

create table public.calendar_feed_tokens (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token text not null unique check (char_length(token) = 64),
  created_at timestamptz not null default now()
);
alter table public.calendar_feed_tokens enable row level security;
revoke all on public.calendar_feed_tokens from anon, authenticated;
grant select on public.calendar_feed_tokens to authenticated;
grant all on public.calendar_feed_tokens to service_role;

create policy "Users read their own calendar feed token" on public.calendar_feed_tokens
  for select to authenticated using (user_id = (select auth.uid()));

-- A new secret for the caller's feed URL; the old one stops working at once.
create or replace function private.create_calendar_feed_token()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  fresh text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if caller is null then
    raise exception 'sign in to create a calendar feed' using errcode = '42501';
  end if;
  insert into public.calendar_feed_tokens (user_id, token)
  values (caller, fresh)
  on conflict (user_id) do update set token = excluded.token, created_at = now();
  return fresh;
end;
$$;
revoke all on function private.create_calendar_feed_token() from public, anon;
grant execute on function private.create_calendar_feed_token() to authenticated;

create or replace function public.create_calendar_feed_token()
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.create_calendar_feed_token();
$$;
revoke all on function public.create_calendar_feed_token() from public, anon;
grant execute on function public.create_calendar_feed_token() to authenticated;

-- 6. Hourly runs on hosted Supabase -----------------------------------------------------------

-- pg_cron calls the reminders function every hour through pg_net, with the project URL and the
-- service-role key read from Vault at run time (README: "Email reminders"). Where either
-- extension is missing (the local stack, plain PostgreSQL) the schedule is skipped and the
-- migration still applies.
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule(
      'send-reminders',
      '5 * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/reminders',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb
        );
      $job$
    );
  end if;
exception when others then
  raise notice 'reminders are not scheduled here (%); run POST /functions/v1/reminders from elsewhere', sqlerrm;
end;
$schedule$;
