-- "Balance today", typed by the user on the calendar: where the cash-flow forecast starts
-- (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md). One row per user, their own only.
-- The one amount that may be below zero (an overdrawn account is what the forecast warns about),
-- with the same cap as every amount and never NaN.
create table public.cash_balances (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  amount numeric(14, 2) not null
    check (amount <> 'NaN'::numeric and amount > -1000000000000 and amount < 1000000000000),
  updated_at timestamptz not null default now()
);
alter table public.cash_balances enable row level security;
revoke all on public.cash_balances from anon, authenticated;
grant select, delete on public.cash_balances to authenticated;
grant insert (user_id, amount) on public.cash_balances to authenticated;
grant update (amount) on public.cash_balances to authenticated;
grant all on public.cash_balances to service_role;

create policy "Users read their own balance" on public.cash_balances
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users set their own balance" on public.cash_balances
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users change their own balance" on public.cash_balances
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users clear their own balance" on public.cash_balances
  for delete to authenticated using (user_id = (select auth.uid()));

-- When it was typed: the forecast says how old the figure is.
create or replace function private.touch_cash_balance()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.touch_cash_balance() from public, anon, authenticated;

create trigger cash_balances_touch before insert or update on public.cash_balances
  for each row execute function private.touch_cash_balance();
