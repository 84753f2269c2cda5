// Supabase Edge Function (Deno): `supabase functions deploy calendar-feed --no-verify-jwt`
// (calendar apps send no headers; supabase/config.toml says verify_jwt = false).
import { createFeedHandler } from '../_shared/calendar/feed-handler.ts';

Deno.serve(
  createFeedHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  }),
);
