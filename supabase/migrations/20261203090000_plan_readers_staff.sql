-- Who may read a shared check-up: the request's agent, or staff for a request that has no agent.
-- The staff test is the one every staff rule uses, private.is_staff() (decisions 022 and 023).
create or replace function private.can_read_plan(request_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.consultation_requests r
    where r.id = can_read_plan.request_id
      and case
        when r.agent_code is not null then exists (
          select 1 from public.affiliates a where a.agent_code = r.agent_code and a.user_id = (select auth.uid())
        )
        else private.is_staff()
      end
  );
$$;
