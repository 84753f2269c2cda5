// Supabase Edge Function (Deno): `supabase functions deploy reminders`. pg_cron calls it hourly
// (supabase/migrations/20261124120000_reminders.sql). Secrets: RESEND_API_KEY, REMINDERS_FROM,
// APP_URL (README: "Email reminders"), VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (README:
// "Notifications"). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided.
import { createRemindersHandler } from '../_shared/reminders/handler.ts';
import { mailerFromEnv } from '../_shared/mail.ts';
import knowledge from '../_shared/assistant/knowledge.json' with { type: 'json' };
import type { KnowledgeDoc } from '../_shared/assistant/knowledge.ts';
import { lessonsFrom } from '../_shared/reminders/lessons.ts';
import { createPushSender, vapidFromEnv } from '../_shared/push/send.ts';

const env = (name: string) => Deno.env.get(name);
const vapid = vapidFromEnv(env);

Deno.serve(
  createRemindersHandler({
    supabaseUrl: env('SUPABASE_URL') ?? '',
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    appUrl: env('APP_URL') ?? '',
    mailer: mailerFromEnv(env),
    push: vapid ? createPushSender(vapid) : null,
    lessons: lessonsFrom(knowledge as KnowledgeDoc[]),
  }),
);
