// The routes' addresses are shared with the edge functions (emails, the assistant's answers). A
// relative import, as the build's own scripts (the prerendering, the SEO files) read this file too.
export * from '../../supabase/functions/_shared/paths.ts';
