import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScriptPlugin } from './scripts/build/boot-script.ts';
import { contentSecurityPolicyPlugin } from './scripts/build/content-security-policy.ts';
import { prerenderPlugin } from './scripts/build/prerender.ts';
import { seoFilesPlugin } from './scripts/build/seo-files.ts';
import { serviceWorkerPlugin } from './scripts/build/service-worker.ts';
import { ANON_KEY, LOCAL_API_URL } from './supabase/local/keys.ts';

/**
 * Fewer, larger chunks for the browser: the small common chunks that automatic splitting makes
 * (an icon, a helper, a date function shared by some routes) are copied into the chunks that read
 * them, and the runtime keeps one instance of each module across the copies, so no page downloads
 * code it could not reach before. A signed-in page loaded some 90 chunks, each a module request and
 * record on the main thread (docs/decisions/032-signed-in-speed.md, "Fewer chunks").
 */
const BROWSER_CHUNKS = {
  // Required by the inlining: the entry exports nothing anyone imports.
  preserveEntrySignatures: false,
  output: {
    codeSplitting: {
      // Below this many bytes of source (before minifying); a chunk with styles stays a file, as
      // Vite's CSS handling needs.
      experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /\.css(\?|$)/ },
    },
  },
} as const;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    bootScriptPlugin(LOCAL_API_URL),
    contentSecurityPolicyPlugin(LOCAL_API_URL),
    seoFilesPlugin(),
    prerenderPlugin(),
    serviceWorkerPlugin(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // What the app shares with the edge functions: the assistant's HTTP contract, the calendar's
      // recurrence and .ics rules, money formatting (docs/decisions/012-feature-folders-and-import-rules.md).
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  // The local stack's URL and anon key, the app's defaults when VITE_SUPABASE_* are not set.
  define: {
    __LOCAL_SUPABASE_URL__: JSON.stringify(LOCAL_API_URL),
    __LOCAL_SUPABASE_ANON_KEY__: JSON.stringify(ANON_KEY),
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Lets `npm run size` add up what each lazy route downloads, and the prerendering list the app
    // tree's chunks for every page to preload (scripts/build/prerender.ts).
    manifest: true,
    modulePreload: {
      // Every browser that runs es2022 but lacks modulepreload (Safari before 17) still loads the
      // modules, only without the head start; the entry is 0.3 kB lighter for all.
      polyfill: false,
      // The page's own meta preloads the app tree with the entry: no second list in the entry.
      resolveDependencies: (file, deps) =>
        /(^|\/)(app-tree|router-library)-[^/]*\.js$/.test(file) ? [] : deps,
    },
  },
  // The browser's build only (the prerendering's server build has no pages to load in pieces).
  environments: { client: { build: { rolldownOptions: BROWSER_CHUNKS } } },
});
