// Supabase Edge Function (Deno): `supabase functions deploy notifications`. Secrets:
// VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT (README: "Notifications"). SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY are provided.
import { createNotificationsHandler } from '../_shared/push/handler.ts';
import { createPushSender, vapidFromEnv } from '../_shared/push/send.ts';

const env = (name: string) => Deno.env.get(name);
const vapid = vapidFromEnv(env);

Deno.serve(
  createNotificationsHandler({
    supabaseUrl: env('SUPABASE_URL') ?? '',
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    vapidPublicKey: vapid?.publicKey ?? null,
    push: vapid ? createPushSender(vapid) : null,
  }),
);
