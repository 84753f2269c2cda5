-- Tables of docs/product-spec.md §3, with the constraints of docs/decisions/001-row-level-security.md.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text check (char_length(email) <= 320),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  user_type text not null default 'regular' check (user_type in ('regular', 'affiliate')),
  email_confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.affiliates (
  user_id uuid primary key references auth.users (id) on delete cascade,
  agent_code text not null unique check (agent_code ~ '^AGT[A-Z0-9]{6}$'),
  created_at timestamptz not null default now()
);

create table public.referrals (
  id uuid primary key default gen_random_uuid(),
  agent_code text not null references public.affiliates (agent_code) on delete cascade,
  user_id uuid not null unique references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index referrals_agent_code_created_at_idx on public.referrals (agent_code, created_at desc);

create table public.goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text check (char_length(description) <= 2000),
  target_amount numeric(14, 2) not null check (target_amount > 0),
  current_amount numeric(14, 2) not null default 0 check (current_amount >= 0),
  category text not null default 'general' check (
    category in (
      'immediate', 'short-term', 'long-term', 'retirement', 'security', 'lifestyle', 'general',
      'home', 'education', 'transportation'
    )
  ),
  priority text not null default 'medium' check (priority in ('high', 'medium', 'low')),
  target_date date,
  notifications_enabled boolean not null default true,
  reminder_frequency text not null default 'monthly' check (reminder_frequency in ('weekly', 'monthly', 'quarterly')),
  congratulations_enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);
create index goals_user_id_created_at_idx on public.goals (user_id, created_at desc);

create table public.calendar_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text check (char_length(description) <= 2000),
  event_date date not null,
  event_time text check (char_length(event_time) <= 20),
  amount numeric(14, 2) check (amount >= 0),
  event_type text not null default 'general' check (event_type in ('income', 'bill', 'saving', 'investment', 'general')),
  category text not null default 'other' check (
    category in ('housing', 'transportation', 'utilities', 'insurance', 'debt', 'income', 'investment', 'other')
  ),
  is_recurring boolean not null default false,
  recurrence_pattern text check (recurrence_pattern in ('weekly', 'bi-weekly', 'monthly', 'quarterly', 'yearly')),
  reminder_enabled boolean not null default true,
  reminder_days_before integer not null default 1 check (reminder_days_before in (1, 2, 3, 7, 14)),
  completed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint calendar_events_recurrence_check check (is_recurring = (recurrence_pattern is not null))
);
create index calendar_events_user_id_event_date_idx on public.calendar_events (user_id, event_date);

alter table public.profiles enable row level security;
alter table public.affiliates enable row level security;
alter table public.referrals enable row level security;
alter table public.goals enable row level security;
alter table public.calendar_events enable row level security;

-- Hosted projects grant everything on new public tables to the API roles by default;
-- narrow that to what the app needs. RLS policies then decide the rows.
revoke all on public.profiles, public.affiliates, public.referrals, public.goals, public.calendar_events
  from anon, authenticated;
grant select on public.profiles to authenticated;
grant insert (id, email, first_name, last_name, user_type) on public.profiles to authenticated;
grant update (first_name, last_name) on public.profiles to authenticated;
grant select on public.affiliates to authenticated;
grant insert (user_id, agent_code) on public.affiliates to authenticated;
grant select on public.referrals to authenticated;
grant select, insert, update, delete on public.goals, public.calendar_events to authenticated;
grant all on public.profiles, public.affiliates, public.referrals, public.goals, public.calendar_events
  to service_role;
