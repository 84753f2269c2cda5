import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';

export type Supabase = SupabaseClient<Database>;

let client: Promise<Supabase> | undefined;

/**
 * The one typed Supabase client. supabase-js is loaded on first use rather than with the
 * first page: it is a quarter of the app's JavaScript and the landing page needs none of it
 * to render.
 */
export function getSupabase(): Promise<Supabase> {
  client ??= import('./supabase-client').then((m) => m.createSupabase());
  return client;
}
