-- The every-minute safety net calls the sender only when an email is due (decisions/020): an email
-- given up, or waiting for its retry, is unsent too, and would otherwise have it called every
-- minute for nothing. cron.schedule with the job's name replaces the job of
-- 20261127090000_consultations.sql; skipped where pg_cron or pg_net is missing, as that one is.
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
    and exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    perform cron.schedule(
      'send-consultation-emails',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/consultation-emails',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb
        )
        where exists (
          select 1 from private.consultation_emails m
          where m.sent_at is null and m.failed_at is null and m.next_attempt_at <= now()
        );
      $job$
    );
  end if;
exception when others then
  raise notice 'consultation emails are not scheduled here (%); POST /functions/v1/consultation-emails from elsewhere', sqlerrm;
end;
$schedule$;
