-- The security review's findings on amounts (docs/decisions/018-data-control-and-security-review.md):
-- clients write only the columns their forms edit, amounts change only through the functions
-- below, and no amount is ever NaN or infinite.

-- PostgREST answers an unknown SQLSTATE such as P0002 with 500; a row the caller cannot see is
-- a 404 (PostgREST's PT404), like a row that does not exist.

-- 1. No NaN. numeric(14, 2) already refuses infinities ("numeric field overflow"), but NaN
-- compares greater than every number, so `> 0` and `>= 0` let it through. Not valid: a row
-- written before this check stays readable (and deletable); every new or changed row is checked.
alter table public.goals
  add constraint goals_target_amount_number check (target_amount <> 'NaN'::numeric) not valid,
  add constraint goals_current_amount_number check (current_amount <> 'NaN'::numeric) not valid;
alter table public.calendar_events
  add constraint calendar_events_amount_number check (amount <> 'NaN'::numeric) not valid;
alter table public.goal_contributions
  add constraint goal_contributions_amount_number check (amount <> 'NaN'::numeric) not valid;

-- One rule for the amounts the functions take: a finite number above 0 that fits the column.
create or replace function private.check_amount(amount numeric)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if amount is null or amount = 'NaN'::numeric or amount <= 0 then
    raise exception 'amount must be greater than 0' using errcode = '22023';
  end if;
  if amount >= 1000000000000 then
    raise exception 'amount must be less than $1,000,000,000,000' using errcode = '22023';
  end if;
end;
$$;
revoke all on function private.check_amount(numeric) from public, anon;
grant execute on function private.check_amount(numeric) to authenticated, service_role;

-- 2. Column privileges: the columns of the goal and event forms, nothing else. The saved
-- amount, completion, recurrence_day, ids and timestamps are the database's.
revoke insert, update on public.goals from authenticated;
grant insert (
  user_id, title, description, target_amount, category, priority, target_date,
  notifications_enabled, reminder_frequency, congratulations_enabled
) on public.goals to authenticated;
grant update (
  title, description, target_amount, category, priority, target_date,
  notifications_enabled, reminder_frequency, congratulations_enabled
) on public.goals to authenticated;

revoke insert, update on public.calendar_events from authenticated;
grant insert (
  user_id, title, description, event_date, event_time, amount, event_type, category,
  is_recurring, recurrence_pattern, reminder_enabled, reminder_days_before
) on public.calendar_events to authenticated;
grant update (
  title, description, event_date, event_time, amount, event_type, category,
  is_recurring, recurrence_pattern, reminder_enabled, reminder_days_before
) on public.calendar_events to authenticated;

-- 3. The functions that change amounts and completion run as their owner (clients may not
-- write those columns) and check the owner themselves: the caller's own rows, or any row for
-- the service role. The public names stay security invoker and only call them.
create or replace function private.owns(row_user_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select row_user_id = (select auth.uid()) or (select auth.role()) = 'service_role';
$$;
revoke all on function private.owns(uuid) from public, anon;
grant execute on function private.owns(uuid) to authenticated, service_role;

create or replace function private.add_goal_funds(goal_id uuid, amount numeric)
returns public.goals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.goals;
  -- FOUND of the update, kept: the perform after it resets FOUND.
  changed boolean;
begin
  perform private.check_amount(amount);
  perform set_config('app.goal_change', 'deposit', true);
  update public.goals g
  set current_amount = g.current_amount + amount
  where g.id = goal_id and private.owns(g.user_id)
  returning * into result;
  changed := found;
  perform set_config('app.goal_change', '', true);
  if not changed then
    raise exception 'goal not found' using errcode = 'PT404';
  end if;
  return result;
end;
$$;
revoke all on function private.add_goal_funds(uuid, numeric) from public, anon;
grant execute on function private.add_goal_funds(uuid, numeric) to authenticated, service_role;

create or replace function public.add_goal_funds(goal_id uuid, amount numeric)
returns public.goals
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.add_goal_funds(goal_id, amount);
$$;
revoke all on function public.add_goal_funds(uuid, numeric) from public, anon;
grant execute on function public.add_goal_funds(uuid, numeric) to authenticated, service_role;

-- Withdraw: never more than is saved. The row lock of the update makes concurrent
-- withdrawals queue, and each sees the amount the previous one left.
create or replace function private.withdraw_goal_funds(goal_id uuid, amount numeric)
returns public.goals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.goals;
  saved numeric;
  changed boolean;
begin
  perform private.check_amount(amount);
  perform set_config('app.goal_change', 'withdrawal', true);
  update public.goals g
  set current_amount = g.current_amount - amount
  where g.id = goal_id and private.owns(g.user_id) and g.current_amount >= amount
  returning * into result;
  changed := found;
  perform set_config('app.goal_change', '', true);
  if changed then
    return result;
  end if;
  select g.current_amount into saved from public.goals g where g.id = goal_id and private.owns(g.user_id);
  if not found then
    raise exception 'goal not found' using errcode = 'PT404';
  end if;
  raise exception 'You can withdraw at most %.', to_char(saved, 'FM$999,999,999,990.00') using errcode = '22023';
end;
$$;
revoke all on function private.withdraw_goal_funds(uuid, numeric) from public, anon;
grant execute on function private.withdraw_goal_funds(uuid, numeric) to authenticated, service_role;

create or replace function public.withdraw_goal_funds(goal_id uuid, amount numeric)
returns public.goals
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.withdraw_goal_funds(goal_id, amount);
$$;
revoke all on function public.withdraw_goal_funds(uuid, numeric) from public, anon;
grant execute on function public.withdraw_goal_funds(uuid, numeric) to authenticated, service_role;

-- Flips `completed` and returns the event; completing a recurring event also inserts and
-- returns its next occurrence, unless that occurrence already exists, on the series' next date keeping its day
-- (docs/decisions/006-calendar.md).
create or replace function private.toggle_event_completion(event_id uuid)
returns setof public.calendar_events
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  toggled public.calendar_events;
  next_day date;
begin
  update public.calendar_events e
  set completed = not e.completed
  where e.id = event_id and private.owns(e.user_id)
  returning * into toggled;
  if not found then
    raise exception 'event not found' using errcode = 'PT404';
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
revoke all on function private.toggle_event_completion(uuid) from public, anon;
grant execute on function private.toggle_event_completion(uuid) to authenticated, service_role;

create or replace function public.toggle_event_completion(event_id uuid)
returns setof public.calendar_events
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.toggle_event_completion(event_id);
$$;
revoke all on function public.toggle_event_completion(uuid) from public, anon;
grant execute on function public.toggle_event_completion(uuid) to authenticated, service_role;

-- Undo, unchanged but for the 404 of a contribution that is not the caller's.
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
    raise exception 'contribution not found' using errcode = 'PT404';
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
