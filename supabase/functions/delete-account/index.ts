// Supabase Edge Function (Deno): `supabase functions deploy delete-account`. The platform checks
// the caller's JWT; the handler deletes that JWT's user only.
import { createDeleteAccountHandler } from '../_shared/account/delete-handler.ts';

Deno.serve(
  createDeleteAccountHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  }),
);
