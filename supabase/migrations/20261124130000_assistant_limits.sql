-- The assistant's limits, held by the database (docs/decisions/007-ai-assistant.md): a rate
-- limit users cannot reset, and questions no longer than the function accepts.

-- Clients write a question's text and where it goes; when it was written is the server's.
revoke insert on public.messages from authenticated;
grant insert (conversation_id, user_id, role, content) on public.messages to authenticated;
revoke insert on public.conversations from authenticated;
grant insert (id, user_id, title) on public.conversations to authenticated;

-- 4,000 characters, as POST /functions/v1/assistant checks; answers keep the column's 20,000.
-- Not valid: rows written before the limit stay readable; every new row is checked.
alter table public.messages
  add constraint messages_question_length check (role <> 'user' or char_length(content) <= 4000) not valid;

-- A token bucket per user: 20 turns (RATE_LIMIT_PER_MINUTE in the assistant contract), refilled at 20 a minute. Counted apart from the messages,
-- which users can delete, so neither deleting conversations nor parallel requests resets it.
create table private.assistant_quota (
  user_id uuid primary key references auth.users (id) on delete cascade,
  tokens double precision not null,
  updated_at timestamptz not null
);
revoke all on private.assistant_quota from public, anon, authenticated;
grant all on private.assistant_quota to service_role;

-- Takes one turn for the user if the bucket has one; the row lock makes concurrent calls queue,
-- so 40 requests at once get 20 turns. For the assistant function (service role) only.
create or replace function public.take_assistant_turn(user_id uuid)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  capacity constant double precision := 20;
  per_second constant double precision := 20.0 / 60;
  available double precision;
  last timestamptz;
  at timestamptz := clock_timestamp();
begin
  insert into private.assistant_quota as q (user_id, tokens, updated_at)
  values (take_assistant_turn.user_id, capacity, at)
  on conflict on constraint assistant_quota_pkey do nothing;

  select q.tokens, q.updated_at into available, last
  from private.assistant_quota q
  where q.user_id = take_assistant_turn.user_id
  for update;

  available := least(capacity, available + greatest(0, extract(epoch from at - last)) * per_second);
  update private.assistant_quota q
  set tokens = case when available >= 1 then available - 1 else available end, updated_at = at
  where q.user_id = take_assistant_turn.user_id;
  return available >= 1;
end;
$$;
revoke all on function public.take_assistant_turn(uuid) from public, anon, authenticated;
grant execute on function public.take_assistant_turn(uuid) to service_role;
