-- An invitation code is checked before sign-up (the referral page, /sign-up?ref=… and a typed
-- code): an unknown code was dropped silently and the agent lost the referral. Visitors (anon)
-- may ask, as the codes are shared in public links; the answer is a yes or a no, matched as the
-- sign-up records it (trimmed, upper case).

create or replace function private.referral_code_exists(code text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select char_length(coalesce(code, '')) <= 20
    and exists (select 1 from public.affiliates a where a.agent_code = upper(btrim(coalesce(code, ''))));
$$;
revoke all on function private.referral_code_exists(text) from public;
grant execute on function private.referral_code_exists(text) to anon, authenticated, service_role;
-- Usage only: anon may execute nothing else there (every private function revokes public).
grant usage on schema private to anon;

create or replace function public.referral_code_valid(code text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.referral_code_exists(code);
$$;
revoke all on function public.referral_code_valid(text) from public;
grant execute on function public.referral_code_valid(text) to anon, authenticated, service_role;
