/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The local stack's API URL and anon key (vite.config.ts `define`, from supabase/local/keys.ts). */
declare const __LOCAL_SUPABASE_URL__: string;
declare const __LOCAL_SUPABASE_ANON_KEY__: string;
