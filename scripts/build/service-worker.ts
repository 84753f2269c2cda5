import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { MANIFEST_HREF } from '../../src/features/pwa/manifest-href.ts';
import { paths } from '../../src/lib/paths.ts';

/** The brand's green (public/favicon.svg, index.html's theme-color) and the page's background. */
export const THEME_COLOR = '#047857';
// Tailwind's neutral-50, the app's --color-background (src/styles/index.css).
export const BACKGROUND_COLOR = '#fafafa';

/** The web app manifest: what an installed app's window, icon and start page are. */
export const APP_MANIFEST = {
  id: '/',
  name: 'Empowered Finance',
  short_name: 'Empowered',
  description: 'AI-guided money coaching, goal tracking and financial education in one place.',
  start_url: paths.dashboard.home,
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>;

/**
 * The web app manifest and the service worker, built by vite-plugin-pwa with Workbox
 * (docs/decisions/030-installable-and-offline.md):
 * - the manifest makes the app installable: it opens on the dashboard in its own window, with the
 *   icons `npm run icons` draws from the mark (scripts/app-icons.ts);
 * - the worker precaches the whole build, every prerendered page with its scripts among it, so
 *   that the public lessons and calculators, the app's shell and any page once opened load with no
 *   connection. A page's address finds its prerendered file (`/learn/budgeting` ->
 *   `learn/budgeting.html`, Workbox's clean URLs) whatever its `?ref=`/`?src=` (the boot script
 *   reads those in the browser); any other address gets index.html, which the boot script renders
 *   in the browser as a static host's fallback;
 * - a new worker waits (registerType `prompt`): the open tab offers "A new version is ready:
 *   Reload" (src/features/pwa) and changes version only when the person says so;
 * - nothing from the Supabase API is cached by the worker: the signed-in data kept for offline use
 *   is TanStack Query's, per user and cleared on sign-out (src/features/pwa/query-persistence.ts);
 * - `npm run dev` builds no worker and registers none (the register module is a no-op there).
 */
export function serviceWorkerPlugin(): Plugin[] {
  return [
    manifestFile(),
    ...VitePWA({
      registerType: 'prompt',
      // src/features/pwa/register.ts registers it after the page's load event, lazily.
      injectRegister: false,
      // Written by manifestFile() and linked by the registration, not in the HTML, where it cost the
      // first visit blocking time (src/features/pwa/manifest-link.ts).
      manifest: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ref$/, /^src$/],
        cleanupOutdatedCaches: true,
        // The push and notificationclick handlers (docs/decisions/031-notifications.md).
        importScripts: ['push-sw.js'],
      },
      // After the prerendering (scripts/build/prerender.ts) has written the public pages, so that
      // they are precached with their content's revision.
      integration: { closeBundleOrder: 'post' },
    }),
  ];
}

/** Writes APP_MANIFEST into the build as the file the page links once loaded. */
function manifestFile(): Plugin {
  return {
    name: 'app-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_HREF.slice(1),
        source: `${JSON.stringify(APP_MANIFEST)}\n`,
      });
    },
  };
}
