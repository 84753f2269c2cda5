-- Consultation updates (to the person who asked) and new requests (to the agent) by e-mail, on
-- their devices, both or neither, as each recipient chose (notification_preferences:
-- consultation_updates, new_requests and their `_push` switches; docs/decisions/031-notifications.md).
-- A request for the house (no agent) always goes to CONSULTATION_INBOX by e-mail.

-- When a push of the message reached one of the recipient's devices: a retry of its e-mail never
-- pushes again.
alter table private.consultation_emails add column pushed_at timestamptz;

-- As 20261206100000_plan_shared_with_one_reader.sql's, with each row's recipient and channels and
-- whether its push went already.
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
    returning m.id, m.request_id, m.kind, m.pushed_at
  ),
  addressed as (
    select c.*, a.user_id as agent_id,
      -- The agent hears of requests and cancellations; the person who asked, of the rest.
      case when c.kind in ('requested', 'cancelled') then a.user_id else r.user_id end as recipient_id
    from claimed c
    join public.consultation_requests r on r.id = c.request_id
    left join public.affiliates a on a.agent_code = r.agent_code
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
    'updated_at', r.updated_at,
    'recipient_id', c.recipient_id,
    'email', case
      when c.recipient_id is null then true
      when c.kind in ('requested', 'cancelled') then coalesce(np.new_requests, true)
      else coalesce(np.consultation_updates, true)
    end,
    'push', case
      when c.recipient_id is null then false
      when c.kind in ('requested', 'cancelled') then coalesce(np.new_requests_push, false)
      else coalesce(np.consultation_updates_push, false)
    end,
    'pushed', c.pushed_at is not null
  ) order by c.id), '[]'::jsonb) into result
  from addressed c
  join public.consultation_requests r on r.id = c.request_id
  join auth.users requester on requester.id = r.user_id
  left join public.profiles up on up.id = r.user_id
  left join auth.users agent_user on agent_user.id = c.agent_id
  left join public.profiles ap on ap.id = c.agent_id
  left join public.notification_preferences np on np.user_id = c.recipient_id;
  return result;
end;
$$;

-- The consultation messages whose push reached at least one of the recipient's devices.
create or replace function public.mark_consultation_emails_pushed(ids bigint[])
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  update private.consultation_emails m set pushed_at = now() where m.id = any (ids) and m.pushed_at is null;
$$;
revoke all on function public.mark_consultation_emails_pushed(bigint[]) from public, anon, authenticated;
grant execute on function public.mark_consultation_emails_pushed(bigint[]) to service_role;
