-- The forecast's list of what is due before payday holds the first 50 (by date, then title); its
-- count and total still cover all of them (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md,
-- "Bounds"). A user with a thousand weekly bills got a thousand items in every forecast. The
-- points are one a day, at most 366.
create or replace function private.cash_flow_forecast(
  owner uuid, start_balance numeric, today date, days integer, changes jsonb
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with window_days as (
    select today as first_day, today + days - 1 as last_day
  ),
  occurrences as (
    select o.day, o.title, o.event_type, o.amount from private.forecast_occurrences(owner, today, days, changes) o
  ),
  daily as (
    select o.day, sum(case when o.event_type = 'income' then o.amount else -o.amount end) as change
    from occurrences o
    group by o.day
  ),
  points as (
    select d.day::date as day, start_balance + sum(coalesce(x.change, 0)) over (order by d.day) as balance
    from window_days w
    cross join lateral generate_series(w.first_day, w.last_day, interval '1 day') as d(day)
    left join daily x on x.day = d.day::date
  ),
  payday as (
    select min(o.day) as day from occurrences o where o.event_type = 'income'
  ),
  before_payday as (
    select o.day, o.title, o.amount
    from occurrences o cross join payday p cross join window_days w
    where o.event_type <> 'income' and o.day < coalesce(p.day, w.last_day + 1)
  )
  select jsonb_build_object(
    'points', (select jsonb_agg(jsonb_build_object('date', p.day, 'balance', p.balance) order by p.day) from points p),
    'lowest', (select jsonb_build_object('date', p.day, 'balance', p.balance) from points p order by p.balance, p.day limit 1),
    'next_payday', (select p.day from payday p),
    'bills_before_payday', (
      select jsonb_build_object(
        'count', (select count(*) from before_payday),
        'total', (select coalesce(sum(b.amount), 0) from before_payday b),
        'items', coalesce(jsonb_agg(jsonb_build_object('date', b.day, 'title', b.title, 'amount', b.amount)
          order by b.day, b.title), '[]'::jsonb)
      )
      from (select b.* from before_payday b order by b.day, b.title limit 50) as b
    )
  );
$$;
