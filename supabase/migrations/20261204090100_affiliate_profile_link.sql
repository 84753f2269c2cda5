-- An affiliate's row belongs to its profile as well as to its auth user, so the app reads the
-- account's type and agent code in one request (profiles with the affiliate embedded; docs/
-- decisions/025-account-in-one-read.md). Every affiliate already has a profile: the sign-up trigger
-- writes the profile first, and the client's fallback insert is only allowed for a profile whose
-- type is affiliate (the policy on affiliates). Deleting the profile takes the code with it, as
-- deleting the user already does.
alter table public.affiliates
  add constraint affiliates_profile_fkey foreign key (user_id) references public.profiles (id) on delete cascade;
