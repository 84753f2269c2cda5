/**
 * Where supabase-js keeps the session in localStorage: its own default name for the project
 * (sb-<first label of the API host>-auth-token), set explicitly because the page's first script
 * (src/app/boot-script.ts) reads it before supabase-js has loaded.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * supabase-js uses a stored session as it is while its access token is good for more than this (its
 * own EXPIRY_MARGIN_MS); closer to expiry it refreshes the token first. The pages rendered from the
 * stored session before supabase-js has loaded follow the same line (docs/decisions/032).
 */
export const SESSION_EXPIRY_MARGIN_MS = 90_000;
