-- Goals with a history (docs/decisions/017-goal-history-and-calculators.md): every change to a
-- goal's saved amount is a row of goal_contributions, written by a trigger in the same statement
-- as the amount; deposits and withdrawals can be undone; a Debt category tracks a balance paid down.

-- 1. A Debt category: its target is the balance owed, its saved amount what has been paid down.
alter table public.goals drop constraint goals_category_check;
alter table public.goals add constraint goals_category_check check (
  category in (
    'immediate', 'short-term', 'long-term', 'retirement', 'security', 'lifestyle', 'general',
    'home', 'education', 'transportation', 'debt'
  )
);

-- 2. The history. Clients read their own rows; only the trigger and the functions below write.
create table public.goal_contributions (
  id uuid primary key default gen_random_uuid(),
  goal_id uuid not null references public.goals (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Positive in, negative out.
  amount numeric(14, 2) not null check (amount <> 0),
  -- deposit (Add Funds), withdrawal (Withdraw), adjustment (the saved amount edited by hand).
  kind text not null check (kind in ('deposit', 'withdrawal', 'adjustment')),
  undone_at timestamptz,
  created_at timestamptz not null default now()
);
create index goal_contributions_goal_id_created_at_idx on public.goal_contributions (goal_id, created_at desc);
create index goal_contributions_user_id_idx on public.goal_contributions (user_id);

alter table public.goal_contributions enable row level security;
revoke all on public.goal_contributions from public, anon, authenticated;
grant select on public.goal_contributions to authenticated;
grant all on public.goal_contributions to service_role;
create policy "Users read their own contributions" on public.goal_contributions
  for select to authenticated using (user_id = (select auth.uid()));

-- What the change in progress is, set for one transaction by the functions below; any other
-- change to the saved amount (the edit form) is an adjustment.
create or replace function private.record_goal_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kind text := coalesce(nullif(current_setting('app.goal_change', true), ''), 'adjustment');
begin
  -- An undo marks the row it reverses instead of adding one.
  if new.current_amount = old.current_amount or kind = 'undo' then
    return null;
  end if;
  insert into public.goal_contributions (goal_id, user_id, amount, kind)
  values (new.id, new.user_id, new.current_amount - old.current_amount, kind);
  return null;
end;
$$;
revoke all on function private.record_goal_change() from public, anon, authenticated;

create trigger goals_record_change
after update of current_amount on public.goals
for each row execute function private.record_goal_change();

-- 3. Add Funds, recorded as a deposit (the goals_apply_completion trigger still decides completion).
create or replace function public.add_goal_funds(goal_id uuid, amount numeric)
returns public.goals
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  result public.goals;
  -- FOUND of the update, kept: the perform after it resets FOUND.
  changed boolean;
begin
  if amount is null or amount <= 0 then
    raise exception 'amount must be greater than 0' using errcode = '22023';
  end if;
  perform set_config('app.goal_change', 'deposit', true);
  update public.goals g
  set current_amount = g.current_amount + amount
  where g.id = goal_id
  returning * into result;
  changed := found;
  perform set_config('app.goal_change', '', true);
  if not changed then
    raise exception 'goal not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;

-- 4. Withdraw: never more than is saved. The row lock of the update makes concurrent
-- withdrawals queue, and each sees the amount the previous one left.
create or replace function public.withdraw_goal_funds(goal_id uuid, amount numeric)
returns public.goals
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  result public.goals;
  saved numeric;
  changed boolean;
begin
  if amount is null or amount <= 0 then
    raise exception 'amount must be greater than 0' using errcode = '22023';
  end if;
  perform set_config('app.goal_change', 'withdrawal', true);
  update public.goals g
  set current_amount = g.current_amount - amount
  where g.id = goal_id and g.current_amount >= amount
  returning * into result;
  changed := found;
  perform set_config('app.goal_change', '', true);
  if changed then
    return result;
  end if;
  select g.current_amount into saved from public.goals g where g.id = goal_id;
  if not found then
    raise exception 'goal not found' using errcode = 'P0002';
  end if;
  raise exception 'You can withdraw at most %.', to_char(saved, 'FM$999,999,999,990.00') using errcode = '22023';
end;
$$;
revoke all on function public.withdraw_goal_funds(uuid, numeric) from public, anon;
grant execute on function public.withdraw_goal_funds(uuid, numeric) to authenticated, service_role;

-- 5. Undo a deposit, a withdrawal or an adjustment: the goal's amount moves back and the row is
-- marked undone. Definer, because clients cannot write the history; it checks the owner itself.
create or replace function private.undo_goal_contribution(contribution_id uuid)
returns public.goals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry public.goal_contributions;
  result public.goals;
  changed boolean;
begin
  select * into entry
  from public.goal_contributions c
  where c.id = contribution_id and c.user_id = (select auth.uid())
  for update;
  if not found then
    raise exception 'contribution not found' using errcode = 'P0002';
  end if;
  if entry.undone_at is not null then
    raise exception 'This change has already been undone.' using errcode = '22023';
  end if;
  perform set_config('app.goal_change', 'undo', true);
  update public.goals g
  set current_amount = g.current_amount - entry.amount
  where g.id = entry.goal_id and g.current_amount - entry.amount >= 0
  returning * into result;
  changed := found;
  perform set_config('app.goal_change', '', true);
  if not changed then
    raise exception 'Undoing this would take the saved amount below $0.00.' using errcode = '22023';
  end if;
  update public.goal_contributions c set undone_at = now() where c.id = entry.id;
  return result;
end;
$$;
revoke all on function private.undo_goal_contribution(uuid) from public, anon;
grant execute on function private.undo_goal_contribution(uuid) to authenticated;

create or replace function public.undo_goal_contribution(contribution_id uuid)
returns public.goals
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.undo_goal_contribution(contribution_id);
$$;
revoke all on function public.undo_goal_contribution(uuid) from public, anon;
grant execute on function public.undo_goal_contribution(uuid) to authenticated;
