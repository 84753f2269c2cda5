// Defaults are the Supabase CLI's local stack, so a fresh checkout runs with no .env file.
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

// `||`, not `??`: a variable left empty in .env means "not set".
export const env = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_SUPABASE_ANON_KEY,
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'support@empowered-finance.example',
} as const;
