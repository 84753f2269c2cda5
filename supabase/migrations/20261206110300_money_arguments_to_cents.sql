-- Money arguments are rounded to cents before use (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md,
-- "Bounds"). A numeric argument kept every decimal it was sent: {"start_balance":1e-16383,"days":366}
-- gave 366 balances of 16,383 digits each, several MB that dropped PostgREST's connection. Every
-- public function's money argument (the forecast's balance and its what-if amounts, the amounts
-- added to and withdrawn from a goal) is now round(x, 2), then checked against the cap every
-- amount has (private.check_amount: under 1,000,000,000,000). Stored amounts are numeric(14,2)
-- already.

-- The what-if changes with each added amount in cents (the rest as sent).
create or replace function private.changes_in_cents(changes jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when pg_catalog.jsonb_typeof(changes) = 'array' then (
    select coalesce(pg_catalog.jsonb_agg(
      case when pg_catalog.jsonb_typeof(c.value -> 'amount') = 'number'
        then pg_catalog.jsonb_set(c.value, '{amount}',
          pg_catalog.to_jsonb(pg_catalog.round((c.value ->> 'amount')::numeric, 2)))
        else c.value
      end order by c.n), '[]'::jsonb)
    from pg_catalog.jsonb_array_elements(changes) with ordinality as c(value, n)
    -- Longer lists are refused by check_forecast_changes; this reads no more than it needs to.
    where c.n <= 21
  ) else changes end;
$$;
revoke all on function private.changes_in_cents(jsonb) from public, anon;
grant execute on function private.changes_in_cents(jsonb) to authenticated, service_role;

create or replace function public.cash_flow_forecast(start_balance numeric, days integer default 60, changes jsonb default '[]'::jsonb)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  zone text;
  balance numeric := pg_catalog.round(start_balance, 2);
  what_if jsonb := private.changes_in_cents(coalesce(changes, '[]'::jsonb));
begin
  if caller is null then
    raise exception 'sign in to see your forecast' using errcode = '42501';
  end if;
  if balance is null or balance = 'NaN'::numeric or abs(balance) >= 1000000000000 then
    raise exception 'the balance must be a number under $1,000,000,000,000' using errcode = '22023';
  end if;
  if days is null or days not between 1 and 366 then
    raise exception 'days must be between 1 and 366' using errcode = '22023';
  end if;
  -- The list as sent for its length, then the amounts in cents.
  if pg_catalog.jsonb_typeof(changes) = 'array' and pg_catalog.jsonb_array_length(changes) > 20 then
    raise exception 'changes must be an array of at most 20 changes' using errcode = '22023';
  end if;
  perform private.check_forecast_changes(what_if);
  select p.time_zone into zone from public.notification_preferences p where p.user_id = caller;
  return private.cash_flow_forecast(
    caller, balance, (now() at time zone coalesce(zone, 'UTC'))::date, days, what_if
  );
end;
$$;

create or replace function public.add_goal_funds(goal_id uuid, amount numeric)
returns public.goals
language sql
set search_path = ''
as $$
  select private.add_goal_funds(goal_id, pg_catalog.round(amount, 2));
$$;

create or replace function public.withdraw_goal_funds(goal_id uuid, amount numeric)
returns public.goals
language sql
set search_path = ''
as $$
  select private.withdraw_goal_funds(goal_id, pg_catalog.round(amount, 2));
$$;
