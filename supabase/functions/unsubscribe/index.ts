// Supabase Edge Function (Deno): `supabase functions deploy unsubscribe --no-verify-jwt`
// (mail apps' one-click unsubscribe sends no headers; supabase/config.toml says verify_jwt = false).
import { createUnsubscribeHandler } from '../_shared/reminders/unsubscribe-handler.ts';

Deno.serve(
  createUnsubscribeHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  }),
);
