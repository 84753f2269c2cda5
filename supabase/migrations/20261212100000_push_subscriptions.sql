-- Notifications on a device (issue 40; docs/decisions/031-notifications.md): each device (a
-- browser's push subscription) the user turned on, and for every kind of message a channel: e-mail,
-- the user's devices, both or none.

-- A browser's push subscription (the PushSubscription's JSON): where the push service takes the
-- message and the keys it is encrypted to (RFC 8291). Each user's own rows only, never another's;
-- deleted with the account (the foreign key) and by the device on sign-out. The endpoint is
-- unique: one browser profile holds one subscription for the app, whoever is signed in.
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- http only for the local stack's push service in tests: the sender refuses it hosted.
  endpoint text not null unique check (char_length(endpoint) <= 2048 and endpoint ~ '^https?://[^\s]+$'),
  -- base64url: the P-256 public key (65 bytes, 87 characters) and the auth secret (16 bytes, 22).
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  -- What Settings shows for the device ("Chrome on Android"), from its user agent.
  device_label text not null default '' check (char_length(device_label) <= 100 and private.is_one_line(device_label)),
  created_at timestamptz not null default now()
);
create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;
revoke all on public.push_subscriptions from anon, authenticated;
grant select, delete on public.push_subscriptions to authenticated;
grant insert (endpoint, p256dh, auth, device_label) on public.push_subscriptions to authenticated;
grant all on public.push_subscriptions to service_role;

create policy "Users read their own push subscriptions" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users add their own push subscriptions" on public.push_subscriptions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users delete their own push subscriptions" on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));

-- At most 20 devices a user: a loop in a client cannot fill the table.
create or replace function private.check_push_subscription_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('push_subscriptions'), hashtext(new.user_id::text));
  if (select count(*) from public.push_subscriptions s where s.user_id = new.user_id) >= 20 then
    raise exception 'At most 20 devices get notifications: turn one off first.' using errcode = '22023';
  end if;
  return new;
end;
$$;
revoke all on function private.check_push_subscription_count() from public, anon, authenticated;

create trigger push_subscriptions_count
before insert on public.push_subscriptions
for each row execute function private.check_push_subscription_count();

-- The channels of each kind of message. The existing switches stay the e-mail channel (their
-- values, grants and the unsubscribe link carry over); each kind gets a device switch, off until
-- the user turns it on. Consultation updates (to the person who asked) and new requests (to the
-- agent) were always e-mailed: their e-mail switches start on.
alter table public.notification_preferences
  add column consultation_updates boolean not null default true,
  add column new_requests boolean not null default true,
  add column event_reminders_push boolean not null default false,
  add column goal_nudges_push boolean not null default false,
  add column weekly_digest_push boolean not null default false,
  add column consultation_updates_push boolean not null default false,
  add column new_requests_push boolean not null default false;

grant insert (consultation_updates, new_requests, event_reminders_push, goal_nudges_push, weekly_digest_push,
  consultation_updates_push, new_requests_push) on public.notification_preferences to authenticated;
grant update (consultation_updates, new_requests, event_reminders_push, goal_nudges_push, weekly_digest_push,
  consultation_updates_push, new_requests_push) on public.notification_preferences to authenticated;
