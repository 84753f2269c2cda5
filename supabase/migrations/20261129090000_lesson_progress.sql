-- Lesson progress (docs/decisions/021-lessons-open-to-everyone.md): a lesson is done when its
-- check questions are answered; one row per user and lesson, written once by its user.

create table public.lesson_progress (
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The ten lessons of src/features/education/content.ts; tests/db/lesson-progress.test.ts
  -- inserts every one of them and fails when the two lists differ.
  lesson_id text not null check (
    lesson_id in (
      'budgeting', 'how-money-works', 'saving-habits', 'how-the-rich-think', 'setting-goals',
      'planning-ahead', 'planning-for-kids', 'rule-of-72', 'tax-benefits-retirement',
      'independent-retirement-planning'
    )
  ),
  -- When it was done is the server's: clients cannot write this column.
  completed_at timestamptz not null default now(),
  primary key (user_id, lesson_id)
);

alter table public.lesson_progress enable row level security;
revoke all on public.lesson_progress from public, anon, authenticated;
grant select on public.lesson_progress to authenticated;
grant insert (user_id, lesson_id) on public.lesson_progress to authenticated;
grant all on public.lesson_progress to service_role;

create policy "Users read their own lesson progress" on public.lesson_progress
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users record their own lesson progress" on public.lesson_progress
  for insert to authenticated with check (user_id = (select auth.uid()));
