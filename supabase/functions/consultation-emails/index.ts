// Supabase Edge Function (Deno): `supabase functions deploy consultation-emails`. pg_cron calls it
// every minute (supabase/migrations/20261127090000_consultations.sql) and the app right after a
// consultation request changes. Secrets: RESEND_API_KEY, REMINDERS_FROM, APP_URL,
// CONSULTATION_INBOX (README: "Email"); VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (README:
// "Notifications"). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided.
import { createConsultationEmailsHandler } from '../_shared/consultations/handler.ts';
import { mailerFromEnv } from '../_shared/mail.ts';
import { createPushSender, vapidFromEnv } from '../_shared/push/send.ts';

const env = (name: string) => Deno.env.get(name);
const vapid = vapidFromEnv(env);

Deno.serve(
  createConsultationEmailsHandler({
    supabaseUrl: env('SUPABASE_URL') ?? '',
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    appUrl: env('APP_URL') ?? '',
    houseInbox: env('CONSULTATION_INBOX') ?? '',
    mailer: mailerFromEnv(env),
    push: vapid ? createPushSender(vapid) : null,
  }),
);
