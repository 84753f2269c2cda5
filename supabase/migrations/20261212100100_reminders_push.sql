-- Reminders on the user's devices too (issue 40; docs/decisions/031-notifications.md). A kind is
-- claimed when either of its channels is on, and each digest says which channels each kind has.
-- A reminder is logged once (reminder_log_once) whatever its channels; pushed_at says its push
-- reached a device, so the retry of a failed e-mail never pushes it again: once per channel.
-- The two claim functions are the previous ones (20261206090100_reminders_isolate_users.sql) with
-- the channels added.

alter table private.reminder_log add column pushed_at timestamptz;

create or replace function private.claim_due_reminders(at timestamp with time zone, after uuid, batch_size integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $function$
declare
  -- Alphabetical, as a digest orders its items by kind.
  kinds constant text[] := array['event', 'goal', 'goal_completed', 'weekly_digest'];
  batch uuid[];
  digests jsonb := '[]'::jsonb;
  skipped jsonb := '[]'::jsonb;
  one uuid;
  kind text;
  part jsonb;
  digest jsonb;
begin
  if batch_size is null or batch_size not between 1 and 5000 then
    raise exception 'batch_size must be between 1 and 5000' using errcode = '22023';
  end if;

  select array_agg(b.user_id order by b.user_id) into batch
  from (
    select p.user_id
    from public.notification_preferences p
    join auth.users u on u.id = p.user_id
    where (p.event_reminders or p.goal_nudges or p.weekly_digest
      or p.event_reminders_push or p.goal_nudges_push or p.weekly_digest_push)
      and u.email is not null
      and u.email_confirmed_at is not null
      and p.user_id > coalesce(after, '00000000-0000-0000-0000-000000000000'::uuid)
      -- Said of both keys, so that both index scans start at the batch, not at the first user.
      and u.id > coalesce(after, '00000000-0000-0000-0000-000000000000'::uuid)
    order by p.user_id
    limit batch_size
  ) as b;
  if batch is null then
    return jsonb_build_object('digests', '[]'::jsonb, 'next', null, 'skipped', '[]'::jsonb);
  end if;

  insert into private.unsubscribe_tokens (user_id)
  select unnest(batch)
  on conflict on constraint unsubscribe_tokens_pkey do nothing;

  begin
    digests := private.claim_reminders_of(at, batch, kinds);
  exception when others then
    digests := '[]'::jsonb;
    foreach one in array batch loop
      begin
        digests := digests || private.claim_reminders_of(at, array[one], kinds);
      exception when others then
        -- This user's items of the kinds that do not fail, as one digest.
        digest := null;
        foreach kind in array kinds loop
          begin
            part := private.claim_reminders_of(at, array[one], array[kind]);
            if jsonb_array_length(part) > 0 then
              digest := case when digest is null then part -> 0
                else jsonb_set(digest, '{items}', (digest -> 'items') || (part -> 0 -> 'items')) end;
            end if;
          exception when others then
            skipped := skipped || jsonb_build_object('user_id', one, 'step', kind, 'error', sqlerrm);
          end;
        end loop;
        if digest is not null then
          digests := digests || jsonb_build_array(digest);
        end if;
      end;
    end loop;
  end;

  return jsonb_build_object(
    'digests', digests,
    'next', case when cardinality(batch) = batch_size then batch[batch_size] end,
    'skipped', skipped
  );
end;
$function$;

create or replace function private.claim_reminders_of(at timestamp with time zone, batch uuid[], kinds text[])
returns jsonb
language plpgsql
security definer
set search_path = ''
as $function$
declare
  result jsonb;
begin
  with recipients as (
    select
      u.id as user_id,
      u.email::text as email,
      p.time_zone,
      p.event_reminders,
      p.goal_nudges,
      p.weekly_digest,
      p.event_reminders_push,
      p.goal_nudges_push,
      p.weekly_digest_push,
      (at at time zone p.time_zone) as local_now
    from unnest(batch) as b(id)
    join auth.users u on u.id = b.id
    join public.notification_preferences p on p.user_id = b.id
  ),
  morning as (
    select r.*, r.local_now::date as today
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
    where 'event' = any (kinds)
      and (m.event_reminders or m.event_reminders_push)
      and not e.completed
      and e.reminder_enabled
      -- Cheap bounds first (no event falls before its first date; a one-off only on it), so that
      -- the rule itself runs for few events: reminder_days_before is at most 14.
      and e.event_date <= m.today + 14
      and e.event_date <= m.today + e.reminder_days_before
      and (e.recurrence_pattern is not null or e.event_date = m.today + e.reminder_days_before)
      and m.today + e.reminder_days_before = any (private.event_occurrences(
        e.event_date, e.recurrence_pattern, e.recurrence_day, m.today + e.reminder_days_before, m.today + e.reminder_days_before))
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
        'per_month', private.goal_per_month(g.target_amount, g.current_amount, g.target_date, m.today)
      )
    from public.goals g
    join morning m on m.user_id = g.user_id
    cross join lateral (select (g.created_at at time zone m.time_zone)::date as created_on) as created
    -- The latest nudge due by today: a series from the creation day, every reminder_frequency
    -- (the first one period after it), by the calendar's rule, looked for within one period.
    cross join lateral (
      select max(o.day) as due_on
      from unnest(private.event_occurrences(
        created.created_on, g.reminder_frequency, null,
        greatest(created.created_on + 1, m.today - case g.reminder_frequency when 'weekly' then 6 when 'monthly' then 31 else 92 end),
        m.today
      )) as o(day)
    ) as n
    where 'goal' = any (kinds)
      and (m.goal_nudges or m.goal_nudges_push)
      and g.notifications_enabled
      and g.completed_at is null
      and n.due_on is not null
    union all
    select
      g.user_id,
      'goal_completed',
      g.id,
      null::date,
      jsonb_build_object('title', g.title, 'saved', g.current_amount, 'target', g.target_amount)
    from public.goals g
    join recipients r on r.user_id = g.user_id
    where 'goal_completed' = any (kinds)
      and (r.goal_nudges or r.goal_nudges_push)
      and g.congratulations_enabled
      and g.completed_at is not null
      and g.completed_at <= at
    union all
    -- The weekly digest: Monday at or after 08:00 in the user's time zone, once that week.
    select
      m.user_id,
      'weekly_digest',
      m.user_id,
      m.today,
      jsonb_build_object(
        'date', m.today,
        'title', 'weekly digest',
        'events', (
          select coalesce(jsonb_agg(jsonb_build_object(
            'date', o.day, 'title', o.title, 'amount', o.amount, 'event_type', o.event_type
          ) order by o.day, o.title), '[]'::jsonb)
          from private.forecast_occurrences(m.user_id, m.today, 7, '[]'::jsonb) as o
          where o.event_type in ('bill', 'income')
        ),
        'balance', (
          select jsonb_build_object(
            'amount', b.amount,
            'updated_at', b.updated_at,
            'lowest', private.cash_flow_forecast(m.user_id, b.amount, m.today, 60, '[]'::jsonb) -> 'lowest'
          )
          from public.cash_balances b
          where b.user_id = m.user_id
        ),
        'goals_behind', private.goals_behind_pace(m.user_id, m.today, m.time_zone),
        'lessons_done', (
          select coalesce(jsonb_agg(l.lesson_id order by l.lesson_id), '[]'::jsonb)
          from public.lesson_progress l
          where l.user_id = m.user_id
        )
      )
    from morning m
    where 'weekly_digest' = any (kinds)
      and (m.weekly_digest or m.weekly_digest_push)
      and extract(isodow from m.today) = 1
  ),
  -- A reminder not yet logged is claimed; one whose last try failed is claimed again once its
  -- retry is due (and not given up). Anything else logged is another run's, or sent.
  claimed as (
    insert into private.reminder_log as l (user_id, kind, subject_id, due_on, sent_at)
    select d.user_id, d.kind, d.subject_id, d.due_on, at
    from due d
    on conflict on constraint reminder_log_once do update
      set sent_at = excluded.sent_at, attempts = l.attempts + 1, next_attempt_at = null
      where l.next_attempt_at <= excluded.sent_at and l.failed_at is null
    returning l.id, l.kind, l.subject_id, l.due_on, l.user_id, l.pushed_at
  ),
  digests as (
    select
      r.user_id,
      r.email,
      pr.first_name::text as first_name,
      t.token as unsubscribe_token,
      jsonb_agg(
        d.item || jsonb_build_object('log_id', c.id, 'kind', c.kind, 'id', c.subject_id, 'pushed', c.pushed_at is not null)
        order by c.kind, d.item ->> 'date', d.item ->> 'title'
      ) as items,
      -- Each kind's channels: the handler e-mails and pushes what each asks for.
      jsonb_build_object(
        'event', jsonb_build_object('email', r.event_reminders, 'push', r.event_reminders_push),
        'goal', jsonb_build_object('email', r.goal_nudges, 'push', r.goal_nudges_push),
        'goal_completed', jsonb_build_object('email', r.goal_nudges, 'push', r.goal_nudges_push),
        'weekly_digest', jsonb_build_object('email', r.weekly_digest, 'push', r.weekly_digest_push)
      ) as channels
    from claimed c
    join due d on d.kind = c.kind and d.subject_id = c.subject_id and d.due_on is not distinct from c.due_on
    join recipients r on r.user_id = c.user_id
    join private.unsubscribe_tokens t on t.user_id = c.user_id
    left join public.profiles pr on pr.id = c.user_id
    group by r.user_id, r.email, pr.first_name, t.token,
      r.event_reminders, r.event_reminders_push, r.goal_nudges, r.goal_nudges_push, r.weekly_digest, r.weekly_digest_push
  )
  select coalesce((select jsonb_agg(to_jsonb(d) order by d.user_id) from digests d), '[]'::jsonb)
  into result;
  return result;
end;
$function$;

-- The reminders whose push reached at least one of the user's devices.
create or replace function public.mark_reminders_pushed(log_ids bigint[])
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  update private.reminder_log l set pushed_at = now() where l.id = any (log_ids) and l.pushed_at is null;
$$;
revoke all on function public.mark_reminders_pushed(bigint[]) from public, anon, authenticated;
grant execute on function public.mark_reminders_pushed(bigint[]) to service_role;
