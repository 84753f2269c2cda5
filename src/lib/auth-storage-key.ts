/**
 * Where supabase-js keeps the session in localStorage: its own default name for the project
 * (sb-<first label of the API host>-auth-token), set explicitly because the page's first script
 * (src/app/boot-script.ts) reads it before supabase-js has loaded.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
