-- Goal completion has one home: this trigger (docs/decisions/005-goals.md). On every write path
-- (insert, edit, Add Funds, any other update) completed_at follows current_amount against
-- target_amount: set to now() when the total reaches the target, kept while it stays there,
-- cleared below it. A completed_at sent by a client is ignored.
create or replace function private.apply_goal_completion()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.current_amount >= new.target_amount then
    new.completed_at := case when tg_op = 'UPDATE' then coalesce(old.completed_at, now()) else now() end;
  else
    new.completed_at := null;
  end if;
  return new;
end;
$$;
revoke all on function private.apply_goal_completion() from public, anon, authenticated;

create trigger goals_apply_completion
before insert or update on public.goals
for each row execute function private.apply_goal_completion();

-- Add Funds now only adds; the trigger decides completion.
create or replace function public.add_goal_funds(goal_id uuid, amount numeric)
returns public.goals
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  result public.goals;
begin
  if amount is null or amount <= 0 then
    raise exception 'amount must be greater than 0' using errcode = '22023';
  end if;
  update public.goals g
  set current_amount = g.current_amount + amount
  where g.id = goal_id
  returning * into result;
  if not found then
    raise exception 'goal not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;
