-- Names go into email subjects and lines (decisions/020): a first or last name is one line, without
-- line breaks, tabs or any other control character. Forms refuse them first (src/features/auth/
-- schema.ts); this is the guarantee for every other client.

-- One line: every run of control characters and spaces becomes one space, ends trimmed.
create or replace function private.single_line(text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(text, '[[:cntrl:][:space:]]+', ' ', 'g'));
$$;
revoke all on function private.single_line(text) from public, anon;
grant execute on function private.single_line(text) to authenticated, service_role;

-- Names written before this rule are made one line, so the checks below hold for every row.
update public.profiles p
set first_name = nullif(private.single_line(p.first_name), ''),
    last_name = nullif(private.single_line(p.last_name), '')
where p.first_name ~ '[[:cntrl:]]' or p.last_name ~ '[[:cntrl:]]';

alter table public.profiles
  add constraint profiles_first_name_one_line check (first_name !~ '[[:cntrl:]]'),
  add constraint profiles_last_name_one_line check (last_name !~ '[[:cntrl:]]');

-- A client writing a name gets a clear refusal (the constraints' own message names a
-- constraint). The sign-up's names come from its metadata, copied at confirmation by the auth
-- server's own connection (no JWT, so no auth.role()): an error there would fail the
-- confirmation link itself (GoTrue answers 500 "Database error ..."), so those are made one line
-- instead. The sign-up form refuses such names before they are sent.
create or replace function private.check_profile_names()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.first_name ~ '[[:cntrl:]]' or new.last_name ~ '[[:cntrl:]]' then
    if (select auth.role()) is not null then
      raise exception 'A name cannot contain line breaks, tabs or other control characters.'
        using errcode = '23514';
    end if;
    new.first_name := nullif(private.single_line(new.first_name), '');
    new.last_name := nullif(private.single_line(new.last_name), '');
  end if;
  return new;
end;
$$;
revoke all on function private.check_profile_names() from public, anon, authenticated;

create trigger profiles_check_names
before insert or update of first_name, last_name on public.profiles
for each row execute function private.check_profile_names();
