// Supabase Edge Function (Deno): `supabase functions deploy agent-summaries`. pg_cron calls it
// hourly on the 1st of each month (supabase/migrations/20261130090400_agent_summaries.sql).
// Secrets: RESEND_API_KEY, REMINDERS_FROM, APP_URL (README: "Email reminders").
import { createAgentSummariesHandler } from '../_shared/agents/handler.ts';
import { mailerFromEnv } from '../_shared/mail.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(
  createAgentSummariesHandler({
    supabaseUrl: env('SUPABASE_URL') ?? '',
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    appUrl: env('APP_URL') ?? '',
    mailer: mailerFromEnv(env),
  }),
);
