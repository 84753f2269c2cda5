-- The check-up's "Goals on pace" by the one pace rule (docs/decisions/026-one-pace-rule.md):
-- private.goal_pace, which the weekly digest's goals behind pace and, in TypeScript, the Goals
-- card, the goal's history and the assistant read too. It compared what went in over the last 90
-- days with the monthly amount still needed, so a goal ahead of its plan with no recent deposit
-- was behind while the Goals page said On track. Unchanged but for that part (from
-- 20261206090200_checkup_in_numeric.sql); without the contributions' subquery it reads less.

create or replace function private.checkup_for(uid uuid, today date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  p public.financial_profiles;
  income numeric;
  missing text[];
  months numeric;
  bills numeric;
  share numeric;
  dated integer;
  behind jsonb;
  behind_count integer;
  zone text;
  yearly numeric;
  saving_share numeric;
  result jsonb := '[]'::jsonb;
begin
  select f.* into p from public.financial_profiles f where f.user_id = uid;
  -- Nothing can be a share of no income: 0 counts as not given.
  income := nullif(p.monthly_income, 0);

  -- Emergency fund: savings over essential costs, in months to one decimal, rounded down so
  -- that 2.96 months never reads as 3.0. Good from 3.0.
  missing := array_remove(array[
    case when p.savings_balance is null then 'savings_balance' end,
    case when coalesce(p.monthly_essentials, 0) = 0 then 'monthly_essentials' end
  ], null);
  if cardinality(missing) > 0 then
    result := result || private.checkup_item('emergency-fund', 'unknown', 'Emergency fund',
      'Add ' || private.checkup_missing_text(missing) || ' to see how many months your savings would cover.',
      jsonb_build_array(private.checkup_link('Try the emergency fund calculator', '/dashboard/calculators/emergency-fund')),
      missing);
  else
    months := trunc(p.savings_balance / p.monthly_essentials, 1);
    result := result || private.checkup_item('emergency-fund',
      case when months >= 3 then 'good' else 'attention' end,
      'Emergency fund',
      'Your savings of ' || private.money_text(p.savings_balance) || ' would cover '
        || private.number_text(months) || ' months of essential costs ('
        || private.money_text(p.monthly_essentials) || ' a month). '
        || case when months >= 3
          then 'That meets the usual first target of 3 months; 6 gives more room if your income is irregular or others depend on it.'
          else 'The usual first target is 3 months: ' || private.money_text(p.monthly_essentials * 3 - p.savings_balance) || ' more.'
        end,
      jsonb_build_array(
        private.checkup_link('Plan it with the emergency fund calculator',
          '/dashboard/calculators/emergency-fund?expenses=' || private.url_number(p.monthly_essentials)
            || '&months=3&saved=' || private.url_number(p.savings_balance)),
        private.checkup_link('Lesson: Saving Habits', '/dashboard/financial-education/saving-habits')
      ));
  end if;

  -- High-interest debt: attention above $0.
  if p.high_interest_debt is null then
    result := result || private.checkup_item('high-interest-debt', 'unknown', 'High-interest debt',
      'Add ' || private.checkup_missing_text(array['high_interest_debt']) || ' to see this check.',
      jsonb_build_array(private.checkup_link('Try the debt payoff calculator', '/dashboard/calculators/debt-payoff')),
      array['high_interest_debt']);
  elsif p.high_interest_debt > 0 then
    result := result || private.checkup_item('high-interest-debt', 'attention', 'High-interest debt',
      'You owe ' || private.money_text(p.high_interest_debt) || ' on cards, payday loans or other high-interest debt. '
        || 'Paying it off earns you its interest rate, risk free: usually the best use of spare money once a small emergency fund is in place.',
      jsonb_build_array(
        private.checkup_link('Plan the payoff with the debt payoff calculator',
          '/dashboard/calculators/debt-payoff?debt=High-interest%20debt~' || private.url_number(p.high_interest_debt) || '~~'),
        private.checkup_link('Lesson: Budgeting Basics', '/dashboard/financial-education/budgeting')
      ));
  else
    result := result || private.checkup_item('high-interest-debt', 'good', 'High-interest debt',
      'You have no high-interest debt: no card or payday loan interest is eating into what you save.',
      jsonb_build_array(private.checkup_link('Lesson: How Money Works', '/dashboard/financial-education/how-money-works')));
  end if;

  -- Bills' share of income: each repeating bill series once (a completed occurrence leaves its
  -- successor, which carries the series on), turned monthly, over income as a whole percent,
  -- rounded half up. Good up to 50%.
  select sum(s.amount * private.monthly_factor(s.recurrence_pattern)) into bills
  from (
    select distinct on (lower(e.title), e.category, e.amount, e.recurrence_pattern) e.amount, e.recurrence_pattern
    from public.calendar_events e
    where e.user_id = uid and e.event_type = 'bill' and e.is_recurring and not e.completed and e.amount > 0
  ) as s;
  missing := array_remove(array[
    case when income is null then 'monthly_income' end,
    case when bills is null then 'bills' end
  ], null);
  if cardinality(missing) > 0 then
    result := result || private.checkup_item('bills-share', 'unknown', 'Bills and income',
      'Add ' || private.checkup_missing_text(missing) || ' to see how much of your pay your bills take.',
      jsonb_build_array(private.checkup_link('Open your calendar', '/dashboard/calendar')),
      missing);
  else
    share := round(bills / income * 100);
    result := result || private.checkup_item('bills-share',
      case when share <= 50 then 'good' else 'attention' end,
      'Bills and income',
      'Your repeating bills come to ' || private.money_text(bills) || ' a month, ' || private.number_text(share)
        || '% of your take-home income of ' || private.money_text(income) || '. '
        || case when share <= 50
          then 'Half or less leaves room to save and for the unexpected.'
          else 'Above half leaves little room to save; the budgeting lesson shows where to look first.'
        end,
      jsonb_build_array(
        private.checkup_link('Lesson: Budgeting Basics', '/dashboard/financial-education/budgeting'),
        private.checkup_link('Review your bills on the calendar', '/dashboard/calendar')
      ));
  end if;

  -- Life cover: with dependents, attention under 10 x yearly income (a rule of thumb).
  missing := array_remove(array[
    case when p.dependents is null then 'dependents' end,
    case when coalesce(p.dependents, 1) > 0 and income is null then 'monthly_income' end,
    case when coalesce(p.dependents, 1) > 0 and p.life_cover is null then 'life_cover' end
  ], null);
  if p.dependents = 0 then
    result := result || private.checkup_item('life-cover', 'good', 'Life cover',
      'Nobody depends on your income, so there is nobody life cover would need to replace it for.',
      jsonb_build_array(private.checkup_link('Life Insurance, explained', '/dashboard/solutions/life-insurance')));
  elsif cardinality(missing) > 0 then
    result := result || private.checkup_item('life-cover', 'unknown', 'Life cover',
      'Add ' || private.checkup_missing_text(missing) || ' to see whether your cover would look after them.',
      jsonb_build_array(private.checkup_link('Life Insurance, explained', '/dashboard/solutions/life-insurance')),
      missing);
  else
    yearly := income * 12;
    result := result || private.checkup_item('life-cover',
      case when p.life_cover >= yearly * 10 then 'good' else 'attention' end,
      'Life cover',
      p.dependents || case when p.dependents = 1 then ' person depends' else ' people depend' end
        || ' on your income. Your life cover of ' || private.money_text(p.life_cover)
        || case when p.life_cover >= yearly * 10 then ' is at least ' else ' is under ' end
        || '10 times your yearly income (' || private.money_text(yearly * 10)
        || '), a common rule of thumb for what a family would need, not a personal recommendation.',
      jsonb_build_array(
        private.checkup_link('Life Insurance, explained', '/dashboard/solutions/life-insurance'),
        private.checkup_link('Talk it through with an advisor', '/dashboard/consultation?topic=life-insurance')
      ));
  end if;

  -- Goals on pace: each active goal with a target date, by the one rule (private.goal_pace,
  -- docs/decisions/026-one-pace-rule.md): what it holds against an even monthly plan from the day
  -- it was made, in the user's time zone, to its date. Behind when it holds less, or the date has
  -- passed unreached.
  zone := coalesce((select np.time_zone from public.notification_preferences np where np.user_id = uid), 'UTC');
  with dated_goals as (
    select
      g.title,
      g.current_amount as saved,
      g.target_amount - g.current_amount as remaining,
      g.target_date < today as overdue,
      private.goal_per_month(g.target_amount, g.current_amount, g.target_date, today) as per_month,
      pace.due,
      pace.on_pace,
      g.target_date
    from public.goals g
    cross join lateral private.goal_pace(g.target_amount, g.current_amount, g.target_date,
      (g.created_at at time zone zone)::date, today) as pace
    where g.user_id = uid and g.completed_at is null and g.target_date is not null
  )
  select
    count(*),
    count(*) filter (where not on_pace),
    coalesce(jsonb_agg(jsonb_build_object(
      'title', title, 'overdue', overdue, 'remaining', remaining, 'per_month', per_month,
      'saved', saved, 'due', due
    ) order by target_date, title) filter (where not on_pace), '[]'::jsonb)
  into dated, behind_count, behind
  from dated_goals;
  if dated = 0 then
    result := result || private.checkup_item('goals-on-pace', 'unknown', 'Goals on pace',
      'Add ' || private.checkup_missing_text(array['dated_goals']) || ' to see whether you are on pace to reach it.',
      jsonb_build_array(private.checkup_link('Open your goals', '/dashboard/goals')),
      array['dated_goals']);
  elsif behind_count = 0 then
    result := result || private.checkup_item('goals-on-pace', 'good', 'Goals on pace',
      case when dated = 1 then 'Your goal with a target date is on pace: '
        else 'All ' || dated || ' of your goals with a target date are on pace: ' end
        || 'what is saved keeps up with an even monthly plan from the day the goal was set to its date.',
      jsonb_build_array(private.checkup_link('Open your goals', '/dashboard/goals')));
  else
    result := result || private.checkup_item('goals-on-pace', 'attention', 'Goals on pace',
      case when dated = 1 then 'Your goal with a target date is behind: '
        else behind_count || ' of your ' || dated || ' goals with a target date '
          || case when behind_count = 1 then 'is' else 'are' end || ' behind: '
      end
        || (
          select string_agg(
            b ->> 'title' || case when (b ->> 'overdue')::boolean
              then ' (its date has passed with ' || private.money_text((b ->> 'remaining')::numeric) || ' to go)'
              else ' (' || private.money_text((b ->> 'saved')::numeric) || ' saved; an even monthly plan to its date has '
                || private.money_text((b ->> 'due')::numeric) || ' by now; save '
                || private.money_text((b ->> 'per_month')::numeric) || ' a month to catch up)'
            end, '; ')
          from jsonb_array_elements(behind) with ordinality as t(b, n)
          where n <= 3
        )
        || case when behind_count > 3 then '; and ' || (behind_count - 3) || ' more.' else '.' end,
      jsonb_build_array(
        private.checkup_link('Open your goals', '/dashboard/goals'),
        private.checkup_link('Lesson: Setting Goals', '/dashboard/financial-education/setting-goals')
      ));
  end if;

  -- Retirement: good from 10% of income, as a whole percent rounded down (9.96% is not 10%).
  missing := array_remove(array[
    case when income is null then 'monthly_income' end,
    case when p.retirement_saving_monthly is null then 'retirement_saving_monthly' end
  ], null);
  if cardinality(missing) > 0 then
    result := result || private.checkup_item('retirement-saving', 'unknown', 'Saving for retirement',
      'Add ' || private.checkup_missing_text(missing) || ' to see what share of your pay goes to retirement.',
      jsonb_build_array(private.checkup_link('Try the compound growth calculator', '/dashboard/calculators/compound-growth')),
      missing);
  else
    saving_share := floor(p.retirement_saving_monthly / income * 100);
    result := result || private.checkup_item('retirement-saving',
      case when saving_share >= 10 then 'good' else 'attention' end,
      'Saving for retirement',
      'You put ' || private.money_text(p.retirement_saving_monthly) || ' a month towards retirement, '
        || private.number_text(saving_share) || '% of your take-home income. '
        || case when saving_share >= 10
          then 'That meets the common aim of 10% or more.'
          else 'A common aim is 10% or more: ' || private.money_text(ceil(income * 10) / 100) || ' a month.'
        end,
      jsonb_build_array(
        private.checkup_link('See it grow with the compound growth calculator',
          '/dashboard/calculators/compound-growth?monthly=' || private.url_number(p.retirement_saving_monthly)),
        private.checkup_link('Lesson: Tax Benefits of Retirement Accounts', '/dashboard/financial-education/tax-benefits-retirement'),
        private.checkup_link('Talk it through with an advisor', '/dashboard/consultation?topic=tax-free-retirement')
      ));
  end if;

  return result;
end;
$$;
revoke all on function private.checkup_for(uuid, date) from public, anon;
grant execute on function private.checkup_for(uuid, date) to authenticated, service_role;
