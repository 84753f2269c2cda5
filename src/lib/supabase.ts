import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { authStorageKey } from './auth-storage-key';
import { env } from './env';

export type Supabase = SupabaseClient<Database>;

let client: Promise<Supabase> | undefined;
let announceLoaded: (client: Promise<Supabase>) => void = () => undefined;
const loaded = new Promise<Supabase>((resolve) => {
  announceLoaded = (created) => {
    void created.then(resolve);
  };
});

/**
 * The one typed Supabase client. supabase-js is loaded on first use rather than with the
 * first page: it is a quarter of the app's JavaScript and the landing page needs none of it
 * to render.
 */
export function getSupabase(): Promise<Supabase> {
  if (!client) {
    client = import('./supabase-client').then((m) => m.createSupabase());
    announceLoaded(client);
  }
  return client;
}

/** The client once something has asked for it, without asking for it. */
export function whenSupabaseLoaded(): Promise<Supabase> {
  return loaded;
}

/** Whether supabase-js has a session stored in this browser (read without loading it). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(authStorageKey(env.supabaseUrl)) !== null;
  } catch {
    return false;
  }
}
