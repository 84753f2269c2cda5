import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * npm run size — the production build's size budget, gzip-compressed (docs/decisions/015-budgets.md):
 * - landingFirstPaintJs: what the landing page's HTML loads before it paints (its scripts are
 *   requested after the first paint: docs/decisions/019-prerendered-public-pages.md);
 * - landingHydrationJs: what it then loads to hydrate: the entry, its imports, the landing route;
 * - initialJs: the entry and its imports, every page's start;
 * - the CSS, every lazily loaded chunk on its own, all JS together, and what opening a budgeted
 *   route downloads after the first page.
 * Prints every chunk's size.
 */
const BUDGET_KB = {
  landingFirstPaintJs: 110, // decisions/019
  // decisions/019: 141 before TanStack Query, sonner and tailwind-merge left it; decisions/029: the
  // router's entry for the career interest e-mail's links (0.11 kB), 116 before; decisions/030: the
  // once-only reload for a script gone after a deploy, which must be loaded before any page's code
  // (116.2 before); decisions/019: the work before hydration in more tasks, the router first
  // (116.9 before, 117.1 after); decisions/032: the session read from storage in a page rendered in
  // the browser and the kept view's removal at its first render (117.2 before, 117.5 after).
  landingHydrationJs: 118,
  initialJs: 160,
  css: 30,
  largestChunk: 100,
  // decisions/021: the ten lessons' text (24 kB gzip), content rather than code; decisions/028: the
  // statement import's worker (18 kB) and page (11 kB), loaded on that page only (528 kB before);
  // decisions/029: the career interest's form, links page and agent's list (10 kB; 565 before);
  // decisions/030: the service worker's registration (workbox-window), the offline layer and the
  // iOS guide (572 before); the queue of events added offline, its sending loaded only when one
  // waits (577.2 before, 580.8 after); decisions/031: the Settings screen's channel per kind of
  // message, this device's subscription and "Send a test notification", loaded on Settings only,
  // and the device's removal at sign-out, loaded only then (580.8 before, 584.0 after);
  // decisions/032: the session read from storage and the kept views of the signed-in pages
  // (584.0 before, 584.6 after); decisions/032, "Fewer chunks": the small common chunks copied into
  // the chunks that read them, each copy counted here (585.0 before, 694.1 after), while what a
  // page downloads did not grow (the landing page's hydration 117.6 -> 114.0 kB). It is what the
  // service worker precaches after the first visit.
  totalJs: 694.5,
};
/**
 * Routes with their own budget: the modules the router lazily imports on the way to the route,
 * its layouts included, as a visitor arriving there after the first page downloads them all.
 */
const ROUTE_BUDGETS: { label: string; modules: string[]; kb: number }[] = [
  {
    label: 'AI assistant route, with the dashboard frame and the data layer',
    modules: [
      'src/app/query-providers.tsx',
      'src/app/layouts/dashboard-layout.tsx',
      'src/features/assistant/index.ts',
    ],
    // The budget was 80 kB while TanStack Query, the auth API and tailwind-merge (19 kB) came with
    // the first page; decisions/019 moved them to the routes with data. First page and route together:
    // 214.5 kB before, 210.6 kB after. 106 since decisions/030: every signed-in page keeps its data
    // for offline use and says when it is offline (102.3 kB before). 108 since the queue of events
    // added offline (030): every signed-in page counts what waits and sends it once back online
    // (105.0 kB before, 106.9 after; the sending itself loads only when something waits). 111 since
    // decisions/032's fewer chunks: the route's chunks carry their own copies of small modules the
    // first page's chunks also held (107.3 before, 110.9 after).
    kb: 111,
  },
  {
    label: 'the public list of lessons and calculators (/learn), with the public area',
    modules: ['src/app/public-version.tsx', 'src/features/education/learn-page.tsx'],
    // Its cards and the calculators' list, without the lessons' text (decisions/021): 29.6 kB at first.
    kb: 34,
  },
];
const DIST = new URL('../dist/', import.meta.url);

const gzipKb = (file: string) => gzipSync(readFileSync(new URL(file, DIST))).length / 1024;

// The built pages name the entry script and its imports in one meta, loaded after the first paint
// (src/app/boot-script.ts).
const html = readFileSync(new URL('index.html', DIST), 'utf8');
const initial = (/<meta name="app-scripts" content="([^"]+)"/.exec(html)?.[1] ?? '')
  .split(' ')
  .filter(Boolean)
  .map((src) => src.replace(/^\//, ''));
const assets = readdirSync(new URL('assets/', DIST)).map((f) => `assets/${f}`);
const sum = (files: string[]) => files.reduce((total, f) => total + gzipKb(f), 0);

const scripts = assets.filter((f) => f.endsWith('.js'));
const lazyChunks = scripts.filter((f) => !initial.includes(f));
for (const file of [...scripts].sort((a, b) => gzipKb(b) - gzipKb(a))) {
  console.log(
    `     ${gzipKb(file).toFixed(1).padStart(6)} kB  ${file}${initial.includes(file) ? '  (initial)' : ''}`,
  );
}

// Scripts the HTML itself names (as <script src> or a preload) load before the first paint.
const beforePaint = [...html.matchAll(/<(?:script[^>]* src|link[^>]* href)="\/(assets\/[^"]+\.js)"/g)].map(
  (m) => m[1]!,
);

const measured = {
  landingFirstPaintJs: sum(beforePaint),
  landingHydrationJs: 0,
  initialJs: sum(initial),
  css: sum(assets.filter((f) => f.endsWith('.css'))),
  largestChunk: Math.max(0, ...lazyChunks.map(gzipKb)),
  totalJs: sum(scripts),
};

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The JS lazy modules download: their chunks and all they import that the first page has not. */
function lazyFiles(modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...seen].filter((f) => !initial.includes(f));
}

// The landing page paints from its HTML; this is what it loads to hydrate: the entry, its imports
// and the landing route's own chunks (decisions/019).
measured.landingHydrationJs =
  measured.initialJs + sum(lazyFiles(['src/features/marketing/landing-page.tsx']));

let over = false;
for (const { label, modules, kb } of ROUTE_BUDGETS) {
  const missing = modules.filter((m) => !manifest[m]);
  if (missing.length > 0) {
    console.error(`${missing.join(', ')} not in the build manifest; update ROUTE_BUDGETS`);
    process.exit(1);
  }
  const size = sum(lazyFiles(modules));
  over ||= size > kb;
  console.log(`${size <= kb ? 'ok  ' : 'OVER'} ${label}: ${size.toFixed(1)} kB gzip (budget ${kb} kB)`);
}
for (const key of Object.keys(BUDGET_KB) as (keyof typeof BUDGET_KB)[]) {
  const ok = measured[key] <= BUDGET_KB[key];
  over ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${key}: ${measured[key].toFixed(1)} kB gzip (budget ${BUDGET_KB[key]} kB)`,
  );
}
if (initial.length === 0) {
  console.error('No entry script found in dist/index.html');
  process.exit(1);
}
process.exit(over ? 1 : 0);
