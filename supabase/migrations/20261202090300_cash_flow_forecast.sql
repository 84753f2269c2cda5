-- The cash-flow forecast (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md): from a
-- balance today, the balance at the end of each of the next `days` days from the user's pending
-- events with an amount (income adds, every other type subtracts), repeating events on each date
-- (private.event_occurrences), the lowest point, the next payday and what is due before it.

-- What-if changes, none saved: [{"op": "add", "title", "amount", "event_type", "date",
-- "pattern"?}, {"op": "remove", "id"}, {"op": "move", "id", "date"}]. Refused with 22023 when
-- malformed, so a caller learns what is wrong instead of seeing a forecast that ignored it.
create or replace function private.check_forecast_changes(changes jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  change jsonb;
begin
  if jsonb_typeof(changes) is distinct from 'array' or jsonb_array_length(changes) > 20 then
    raise exception 'changes must be an array of at most 20 changes' using errcode = '22023';
  end if;
  for change in select value from jsonb_array_elements(changes) loop
    if jsonb_typeof(change) is distinct from 'object' then
      raise exception 'each change must be an object' using errcode = '22023';
    end if;
    case change ->> 'op'
      when 'add' then
        if jsonb_typeof(change -> 'amount') is distinct from 'number' then
          raise exception 'an added event needs an amount' using errcode = '22023';
        end if;
        perform private.check_amount((change ->> 'amount')::numeric);
        if coalesce(change ->> 'event_type', '') not in ('bill', 'income', 'saving', 'investment', 'general')
          or coalesce(change ->> 'pattern', 'monthly') not in ('weekly', 'bi-weekly', 'monthly', 'quarterly', 'yearly')
          or (change ->> 'date') !~ '^\d{4}-\d{2}-\d{2}$'
          or char_length(coalesce(change ->> 'title', '')) not between 1 and 200 then
          raise exception 'an added event needs a title, a type, a date (yyyy-mm-dd) and a known pattern' using errcode = '22023';
        end if;
        perform (change ->> 'date')::date;
      when 'remove' then
        perform (change ->> 'id')::uuid;
      when 'move' then
        perform (change ->> 'id')::uuid;
        if (change ->> 'date') !~ '^\d{4}-\d{2}-\d{2}$' then
          raise exception 'a moved event needs a date (yyyy-mm-dd)' using errcode = '22023';
        end if;
        perform (change ->> 'date')::date;
      else
        raise exception 'unknown change: %', coalesce(change ->> 'op', 'none') using errcode = '22023';
    end case;
  end loop;
exception
  when invalid_datetime_format or datetime_field_overflow or invalid_text_representation then
    raise exception 'a change has an invalid date or id' using errcode = '22023';
end;
$$;
revoke all on function private.check_forecast_changes(jsonb) from public, anon;
grant execute on function private.check_forecast_changes(jsonb) to authenticated, service_role;

-- The dates `owner`'s pending events with an amount fall on from `today` for `days` days, with
-- `changes` applied. Security invoker: a user's call sees only their own events (RLS), the
-- reminders run (security definer) anyone's.
create or replace function private.forecast_occurrences(owner uuid, today date, days integer, changes jsonb)
returns table (day date, title text, event_type text, amount numeric)
language sql
stable
set search_path = ''
as $$
  with window_days as (
    select today as first_day, today + days - 1 as last_day
  ),
  removed as (
    select (c ->> 'id')::uuid as id from jsonb_array_elements(changes) c where c ->> 'op' = 'remove'
  ),
  moved as (
    select distinct on ((c ->> 'id')::uuid) (c ->> 'id')::uuid as id, (c ->> 'date')::date as day
    from jsonb_array_elements(changes) with ordinality as x(c, n)
    where c ->> 'op' = 'move'
    order by (c ->> 'id')::uuid, n desc
  ),
  stored as (
    select
      e.title, e.event_type, e.category, e.amount, e.recurrence_pattern, e.completed,
      coalesce(m.day, e.event_date) as event_date,
      case when m.day is null then e.recurrence_day
        when e.recurrence_pattern is not null then extract(day from m.day)::integer end as recurrence_day
    from public.calendar_events e
    left join moved m on m.id = e.id
    where e.user_id = owner
      and e.amount is not null
      and not exists (select 1 from removed r where r.id = e.id)
      and (e.recurrence_pattern is not null or e.event_date between today and today + days - 1 or m.day is not null)
    union all
    select
      c ->> 'title', c ->> 'event_type', 'other', (c ->> 'amount')::numeric, coalesce(c ->> 'pattern', 'monthly'), false,
      (c ->> 'date')::date, extract(day from (c ->> 'date')::date)::integer
    from jsonb_array_elements(changes) c
    where c ->> 'op' = 'add'
  ),
  -- The app's rule (src/features/calendar/logic.ts withProjections): a stored event stands for its
  -- date; a pending series adds its later dates, except where a stored event of the same series
  -- (title, type, category, amount, pattern) already is.
  projected as (
    select distinct on (s.title, s.event_type, s.category, s.amount, s.recurrence_pattern, o.day)
      s.title, s.event_type, s.amount, o.day
    from stored s
    cross join window_days w
    cross join lateral unnest(private.event_occurrences(
      s.event_date, s.recurrence_pattern, s.recurrence_day, greatest(s.event_date + 1, w.first_day), w.last_day
    )) as o(day)
    where not s.completed and s.recurrence_pattern is not null
      and not exists (
        select 1 from stored t
        where t.event_date = o.day and t.title = s.title and t.event_type = s.event_type
          and t.category = s.category and t.amount = s.amount and t.recurrence_pattern = s.recurrence_pattern
      )
  ),
  occurrences as (
    select s.title, s.event_type, s.amount, s.event_date as day
    from stored s cross join window_days w
    where not s.completed and s.event_date between w.first_day and w.last_day
    union all
    select p.title, p.event_type, p.amount, p.day from projected p
  )
  select o.day, o.title, o.event_type, o.amount from occurrences o;
$$;
revoke all on function private.forecast_occurrences(uuid, date, integer, jsonb) from public, anon;
grant execute on function private.forecast_occurrences(uuid, date, integer, jsonb) to authenticated, service_role;

-- `owner`'s forecast from `start_balance` today.
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
        'count', count(*),
        'total', coalesce(sum(b.amount), 0),
        'items', coalesce(jsonb_agg(jsonb_build_object('date', b.day, 'title', b.title, 'amount', b.amount)
          order by b.day, b.title), '[]'::jsonb)
      )
      from before_payday b
    )
  );
$$;
revoke all on function private.cash_flow_forecast(uuid, numeric, date, integer, jsonb) from public, anon;
grant execute on function private.cash_flow_forecast(uuid, numeric, date, integer, jsonb) to authenticated, service_role;

-- The caller's forecast, dates in their time zone (notification_preferences, UTC without one).
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
begin
  if caller is null then
    raise exception 'sign in to see your forecast' using errcode = '42501';
  end if;
  if start_balance is null or start_balance = 'NaN'::numeric
    or abs(start_balance) >= 1000000000000 then
    raise exception 'the balance must be a number under $1,000,000,000,000' using errcode = '22023';
  end if;
  if days is null or days not between 1 and 366 then
    raise exception 'days must be between 1 and 366' using errcode = '22023';
  end if;
  perform private.check_forecast_changes(coalesce(changes, '[]'::jsonb));
  select p.time_zone into zone from public.notification_preferences p where p.user_id = caller;
  return private.cash_flow_forecast(
    caller, start_balance, (now() at time zone coalesce(zone, 'UTC'))::date, days, coalesce(changes, '[]'::jsonb)
  );
end;
$$;
revoke all on function public.cash_flow_forecast(numeric, integer, jsonb) from public, anon;
grant execute on function public.cash_flow_forecast(numeric, integer, jsonb) to authenticated;
