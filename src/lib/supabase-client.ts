import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { env } from './env';

export function createSupabase() {
  // Email links are handled by their own pages (/email-confirmation, /reset-password), which read
  // the tokens or the error from the URL themselves, so supabase-js must not consume them first.
  return createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { detectSessionInUrl: false },
  });
}
