-- A one-line text refuses the line and paragraph separators (U+2028, U+2029) and the bidirectional
-- embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) as it refuses control
-- characters (docs/decisions/018; issue 36): a separator breaks a line in some mail apps, and an
-- override makes a name read as other text on an agent's screen or in an e-mail. `[[:cntrl:]]`
-- let them through (and its meaning beyond ASCII depends on the database's locale), so the class is
-- now spelled out, once: private.not_one_line_class. The app keeps the same class in
-- supabase/functions/_shared/one-line.ts; tests/db/one-line.test.ts compares them over every
-- character of the Basic Multilingual Plane.

-- The characters, as the inside of a regular expression's bracket: C0 and C1 controls (NUL cannot
-- be in a text), the two separators, the embeddings and overrides, the isolates.
create or replace function private.not_one_line_class()
returns text
language sql
immutable
set search_path = ''
as $$
  select '\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069';
$$;

-- True when `text` holds none of them (and for null).
create or replace function private.is_one_line(text text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(text !~ ('[' || private.not_one_line_class() || ']'), true);
$$;

-- One line: every run of those characters and spaces becomes one space, ends trimmed.
create or replace function private.single_line(text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(text, '[[:space:]' || private.not_one_line_class() || ']+', ' ', 'g'));
$$;

revoke all on function private.not_one_line_class(), private.is_one_line(text) from public, anon;
grant execute on function private.not_one_line_class(), private.is_one_line(text) to authenticated, service_role;

-- Names written before this rule are made one line, so the checks below hold for every row.
update public.profiles p
set first_name = nullif(private.single_line(p.first_name), ''),
    last_name = nullif(private.single_line(p.last_name), '')
where not private.is_one_line(p.first_name) or not private.is_one_line(p.last_name);

alter table public.profiles
  drop constraint profiles_first_name_one_line,
  drop constraint profiles_last_name_one_line;
alter table public.profiles
  add constraint profiles_first_name_one_line check (private.is_one_line(first_name)),
  add constraint profiles_last_name_one_line check (private.is_one_line(last_name));

-- As before (20261128100000_names_single_line): refused for a client, made one line for the auth
-- server copying a sign-up's metadata at confirmation.
create or replace function private.check_profile_names()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (private.is_one_line(new.first_name) and private.is_one_line(new.last_name)) then
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
