// Defaults are the local stack's (supabase/local/keys.ts, injected by vite.config.ts), so a fresh
// checkout runs with no .env file.

// `||`, not `??`: a variable left empty in .env means "not set".
export const env = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL || __LOCAL_SUPABASE_URL__,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || __LOCAL_SUPABASE_ANON_KEY__,
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'support@empowered-finance.example',
} as const;
