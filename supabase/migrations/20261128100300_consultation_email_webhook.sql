-- A consultation email leaves at once whoever made the change (decisions/020): the app, a script or
-- another client. On hosted Supabase each statement that queues emails posts to the
-- consultation-emails function through pg_net, with the project URL and service-role key read
-- from Vault (README: "Email reminders"); pg_net sends it after the commit, so a change that rolls
-- back calls nothing. The every-minute pg_cron job stays, for retries and for a call that failed.
-- Locally (PGlite has no pg_net) the stack watches the outbox instead (supabase/local/stack.ts).

create or replace function private.post_consultation_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    -- Never fail the change itself: without Vault's entries the schedule still sends it.
    begin
      perform net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/consultation-emails',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := '{}'::jsonb
      );
    exception when others then
      raise warning 'consultation emails: no webhook call (%); the schedule sends them', sqlerrm;
    end;
  end if;
  return null;
end;
$$;
revoke all on function private.post_consultation_emails() from public, anon, authenticated;

-- Once per statement, not per row: a statement queuing many emails makes one call.
create trigger consultation_emails_post
after insert on private.consultation_emails
for each statement execute function private.post_consultation_emails();

-- Where pg_net is available but not yet enabled (the consultations migration enables it only
-- together with pg_cron), enable it; elsewhere the trigger does nothing but return.
do $webhook$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
exception when others then
  raise notice 'consultation emails: pg_net is not enabled here (%); the schedule sends them', sqlerrm;
end;
$webhook$;
