-- One email switch becomes one per kind of email (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md):
-- event reminders, goal nudges (with the congratulations) and the weekly digest, off until the user
-- turns it on. The old switch was the reminders' one: it is renamed, so its value and its column
-- grants carry over, and goal nudges start as it was.
alter table public.notification_preferences rename column email_reminders to event_reminders;
alter table public.notification_preferences
  add column goal_nudges boolean not null default true,
  add column weekly_digest boolean not null default false;
update public.notification_preferences set goal_nudges = event_reminders;

grant insert (goal_nudges, weekly_digest) on public.notification_preferences to authenticated;
grant update (goal_nudges, weekly_digest) on public.notification_preferences to authenticated;

-- The unsubscribe link stops every email the run sends.
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
    set event_reminders = false, goal_nudges = false, weekly_digest = false
    from target
    where p.user_id = target.user_id
    returning p.user_id
  )
  select exists (select 1 from changed);
$$;
revoke all on function public.unsubscribe_from_reminders(uuid) from public, anon, authenticated;
grant execute on function public.unsubscribe_from_reminders(uuid) to service_role;
