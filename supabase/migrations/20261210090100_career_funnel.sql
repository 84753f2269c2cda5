-- The funnel gains the career path (issue 41; docs/decisions/029-career-interest.md): the career
-- page's visits (sources `career` and `career:qr`), the interests confirmed and the people who
-- joined, by period and by source, counted as the rest of the funnel is (what happened in the
-- window, each person, here each address, once per step; visits at most the day's bound). The
-- customer path's visits and its table by source leave the career page's visits out.
create or replace function private.funnel_of(code text, first_day date, last_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  lo timestamptz := first_day::timestamp at time zone 'UTC';
  hi timestamptz := (last_day + 1)::timestamp at time zone 'UTC';
  -- Days up to this one are counted in referral_visit_days; later ones are counted from the rows.
  rolled date := (select u.through from private.referral_visit_rollup u);
  day_cap integer := private.visits_per_agent_day();
  result jsonb;
begin
  with visit_days as (
    select v.visited_on, v.source, v.visits as n
    from private.referral_visit_days v
    where v.agent_code = code and v.visited_on between first_day and least(last_day, rolled)
    union all
    select r.visited_on, r.source, count(*)
    from private.referral_visits r
    where r.agent_code = code and r.visited_on between greatest(first_day, rolled + 1) and last_day
    group by r.visited_on, r.source
  ),
  tagged as (
    select d.visited_on, d.source, d.n, d.source like 'career%' as career from visit_days d
  ),
  days as (
    select t.visited_on, t.career, sum(t.n) as n from tagged t group by t.visited_on, t.career
  ),
  visits as (
    select t.source, sum(t.n) as n from tagged t where not t.career group by t.source
  ),
  career_visits as (
    select t.source, sum(t.n) as n from tagged t where t.career group by t.source
  ),
  signups as (
    select s.source, count(*) as n
    from private.referral_signups s
    where s.agent_code = code and s.created_at >= lo and s.created_at < hi
    group by s.source
  ),
  requests as (
    select
      count(distinct q.user_id) as requested,
      count(distinct q.user_id) filter (
        where q.status = 'scheduled' or (q.status = 'completed' and q.scheduled_at is not null)
      ) as scheduled,
      count(distinct q.user_id) filter (where q.status = 'completed') as completed
    from public.consultation_requests q
    where q.agent_code = code and q.created_at >= lo and q.created_at < hi
  ),
  by_source as (
    select coalesce(v.source, s.source) as source, coalesce(v.n, 0) as visits, coalesce(s.n, 0) as signups
    from visits v
    full join signups s on s.source = v.source
  ),
  interests as (
    select i.source, lower(i.email) as email,
      i.confirmed_at >= lo and i.confirmed_at < hi as confirmed,
      i.joined_at is not null and i.joined_at >= lo and i.joined_at < hi as joined
    from public.career_interests i
    where i.agent_code = code and i.confirmed_at is not null
  ),
  career_by_source as (
    select coalesce(v.source, c.source) as source, coalesce(v.n, 0) as visits,
      coalesce(c.confirmed, 0) as confirmed, coalesce(c.joined, 0) as joined
    from career_visits v
    full join (
      select i.source,
        count(distinct i.email) filter (where i.confirmed) as confirmed,
        count(distinct i.email) filter (where i.joined) as joined
      from interests i
      group by i.source
      having bool_or(i.confirmed) or bool_or(i.joined)
    ) c on c.source = v.source
  )
  select jsonb_build_object(
    'visits', (select coalesce(sum(least(d.n, day_cap)), 0) from days d where not d.career),
    'capped', exists (select from days d where d.n >= day_cap),
    'signups', (select coalesce(sum(n), 0) from signups),
    'confirmed', (
      select count(*) from public.referrals r
      where r.agent_code = code and r.created_at >= lo and r.created_at < hi
    ),
    'active', (
      select count(*) from public.referrals r
      where r.agent_code = code and r.active_at >= lo and r.active_at < hi
    ),
    'requested', (select requested from requests),
    'scheduled', (select scheduled from requests),
    'completed', (select completed from requests),
    'by_source', (
      select coalesce(jsonb_agg(
        jsonb_build_object('source', b.source, 'visits', b.visits, 'signups', b.signups)
        order by b.visits desc, b.signups desc, b.source
      ), '[]'::jsonb)
      from (
        select b.* from by_source b
        order by b.visits desc, b.signups desc, b.source
        limit 50
      ) as b
    ),
    'career', jsonb_build_object(
      'visits', (select coalesce(sum(least(d.n, day_cap)), 0) from days d where d.career),
      'confirmed', (select count(distinct i.email) from interests i where i.confirmed),
      'joined', (select count(distinct i.email) from interests i where i.joined),
      'by_source', (
        select coalesce(jsonb_agg(
          jsonb_build_object('source', b.source, 'visits', b.visits, 'confirmed', b.confirmed, 'joined', b.joined)
          order by b.visits desc, b.confirmed desc, b.source
        ), '[]'::jsonb)
        from career_by_source b
      )
    )
  ) into result;
  return result;
end;
$$;
