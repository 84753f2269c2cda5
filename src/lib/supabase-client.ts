import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { authStorageKey } from './auth-storage-key';
import { env } from './env';

export function createSupabase() {
  // Email links are handled by their own pages (/email-confirmation, /reset-password), which read
  // the tokens or the error from the URL themselves, so supabase-js must not consume them first.
  const client = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { detectSessionInUrl: false, storageKey: authStorageKey(env.supabaseUrl) },
  });
  // Reads retry once, through TanStack Query (docs/decisions/013-errors-through-the-query-cache.md).
  // postgrest-js would also retry a failed read three times (1 s, 2 s, 4 s), so a screen waited
  // some 15 s before it could say what failed; supabase-js does not pass postgrest-js's `retry`
  // option on, so it is set on its REST client here.
  (client as unknown as { rest: { retry?: boolean } }).rest.retry = false;
  return client;
}
