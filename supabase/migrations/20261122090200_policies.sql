-- Row level security. auth.uid() is wrapped in a select so it is evaluated once per query.

-- One permissive policy per action: their own row, and for affiliates the users they referred.
create policy "Users read their own profile and those they referred" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or private.is_referred_by_caller(id));

create policy "Users create their own profile" on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()));

create policy "Users update their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create policy "Users read their own affiliate record" on public.affiliates
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Affiliates create their own affiliate record" on public.affiliates
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.profiles p where p.id = (select auth.uid()) and p.user_type = 'affiliate'
    )
  );

create policy "Affiliates read their referrals" on public.referrals
  for select to authenticated
  using (agent_code in (select a.agent_code from public.affiliates a where a.user_id = (select auth.uid())));

create policy "Users read their own goals" on public.goals
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own goals" on public.goals
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own goals" on public.goals
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users delete their own goals" on public.goals
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "Users read their own events" on public.calendar_events
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own events" on public.calendar_events
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own events" on public.calendar_events
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users delete their own events" on public.calendar_events
  for delete to authenticated using (user_id = (select auth.uid()));
