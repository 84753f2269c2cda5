import { env } from './env';

/**
 * A database function anyone may call (granted to anon), called as supabase-js would call it: one
 * POST to PostgREST with the anon key. Public pages call these before anyone signs in, and loading
 * and starting supabase-js for them was the longest task of an agent's link under Lighthouse (its
 * blocking time went over the 200 ms budget; docs/decisions/019-prerendered-public-pages.md).
 * Throws PostgREST's message when the call is refused, with its SQLSTATE as `code` (as supabase-js
 * gives it), so `refusalOr` can tell the database's own words from a fault.
 */
export async function callPublicRpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${env.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, code } = (body as { message?: unknown; code?: unknown } | null) ?? {};
    throw Object.assign(
      new Error(typeof message === 'string' ? message : `${name} failed (${response.status})`),
      {
        code: typeof code === 'string' ? code : undefined,
      },
    );
  }
  return body as T;
}
