import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { authStorageKey, SESSION_EXPIRY_MARGIN_MS } from './auth-storage-key';
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

/**
 * The session supabase-js has stored, read without loading it, when supabase-js will use it as it
 * is: a user, both tokens, and an access token good for more than its margin. Otherwise null
 * (none, unreadable, or one supabase-js must refresh or drop first: only it may decide that).
 * Signed-in pages render from it at once instead of waiting for supabase-js to load and say the
 * same (docs/decisions/032-signed-in-speed.md).
 */
export function readStoredSession(now = Date.now()): Session | null {
  try {
    const raw = localStorage.getItem(authStorageKey(env.supabaseUrl));
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<Session> | null;
    if (
      typeof session?.access_token !== 'string' ||
      typeof session.refresh_token !== 'string' ||
      typeof session.expires_at !== 'number' ||
      typeof session.user?.id !== 'string' ||
      session.expires_at * 1000 - now <= SESSION_EXPIRY_MARGIN_MS
    )
      return null;
    return session as Session;
  } catch {
    return null;
  }
}
