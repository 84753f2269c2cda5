-- AI assistant conversations, stored per user (docs/decisions/007-ai-assistant.md: conversations survive reloads).

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null default 'New chat' check (char_length(title) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index conversations_user_id_updated_at_idx on public.conversations (user_id, updated_at desc);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (char_length(content) between 1 and 20000),
  created_at timestamptz not null default now()
);
create index messages_conversation_id_created_at_idx on public.messages (conversation_id, created_at);
create index messages_user_id_created_at_idx on public.messages (user_id, created_at desc);

alter table public.conversations enable row level security;
alter table public.messages enable row level security;

revoke all on public.conversations, public.messages from anon, authenticated;
grant select, insert, delete on public.conversations to authenticated;
grant update (title) on public.conversations to authenticated;
grant select, insert on public.messages to authenticated;
grant all on public.conversations, public.messages to service_role;

create policy "Users read their own conversations" on public.conversations
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users start their own conversations" on public.conversations
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users rename their own conversations" on public.conversations
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users delete their own conversations" on public.conversations
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "Users read their own messages" on public.messages
  for select to authenticated using (user_id = (select auth.uid()));
-- Users write only their own questions, into their own conversations; answers are written
-- by the assistant function with the service role, so nobody can forge one.
create policy "Users write their own questions" on public.messages
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and role = 'user'
    and exists (
      select 1 from public.conversations c
      where c.id = conversation_id and c.user_id = (select auth.uid())
    )
  );

create or replace function private.touch_conversation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations set updated_at = now() where id = new.conversation_id;
  return new;
end;
$$;
revoke all on function private.touch_conversation() from public, anon, authenticated;

create trigger messages_touch_conversation after insert on public.messages
  for each row execute function private.touch_conversation();
