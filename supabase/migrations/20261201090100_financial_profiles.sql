-- The check-up's few numbers (docs/decisions/023-financial-checkup.md): one row per user, every
-- figure optional, each user's own row only. Amounts are checked as every amount is: numeric(14, 2)
-- caps them below $1,000,000,000,000 (the app's MAX_AMOUNT), and no NaN and no negatives.

create table public.financial_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- Take-home pay a month.
  monthly_income numeric(14, 2) check (monthly_income >= 0 and monthly_income <> 'NaN'::numeric),
  -- Rent, food, bills and minimum debt payments a month.
  monthly_essentials numeric(14, 2) check (monthly_essentials >= 0 and monthly_essentials <> 'NaN'::numeric),
  -- Savings that could be reached within a week.
  savings_balance numeric(14, 2) check (savings_balance >= 0 and savings_balance <> 'NaN'::numeric),
  -- Credit cards, payday loans and other high-interest debt owed.
  high_interest_debt numeric(14, 2) check (high_interest_debt >= 0 and high_interest_debt <> 'NaN'::numeric),
  -- People who depend on the user's income.
  dependents integer check (dependents between 0 and 50),
  -- Life cover already in place.
  life_cover numeric(14, 2) check (life_cover >= 0 and life_cover <> 'NaN'::numeric),
  -- Put towards retirement a month.
  retirement_saving_monthly numeric(14, 2) check (
    retirement_saving_monthly >= 0 and retirement_saving_monthly <> 'NaN'::numeric
  ),
  updated_at timestamptz not null default now()
);

alter table public.financial_profiles enable row level security;
revoke all on public.financial_profiles from public, anon, authenticated;
grant select, delete on public.financial_profiles to authenticated;
grant insert (
  user_id, monthly_income, monthly_essentials, savings_balance, high_interest_debt, dependents,
  life_cover, retirement_saving_monthly
) on public.financial_profiles to authenticated;
-- user_id too: the form saves with an upsert, whose update sets every column it sends; the
-- policy's check keeps it the caller's own.
grant update (
  user_id, monthly_income, monthly_essentials, savings_balance, high_interest_debt, dependents, life_cover,
  retirement_saving_monthly
) on public.financial_profiles to authenticated;
grant all on public.financial_profiles to service_role;

create policy "Users read their own financial profile" on public.financial_profiles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own financial profile" on public.financial_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own financial profile" on public.financial_profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users delete their own financial profile" on public.financial_profiles
  for delete to authenticated using (user_id = (select auth.uid()));

-- When the figures last changed is the server's.
create or replace function private.touch_financial_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.touch_financial_profile() from public, anon, authenticated;

create trigger financial_profiles_touch
before insert or update on public.financial_profiles
for each row execute function private.touch_financial_profile();
