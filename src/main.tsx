import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/index.css';
import { reloadForMissingChunksBeforeHydration } from '@/features/pwa/missing-chunk';
import { startHydrating } from '@/lib/use-hydrated';
import { nextTask } from '@/lib/next-task';

// Before any page's code is imported: a script gone after a deploy reloads the tab once.
reloadForMissingChunksBeforeHydration();

const html = document.documentElement;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The boot script (src/app/boot-script.ts) marks a prerendered page that is not this
// address's: a static host's fallback, or a page whose address Back or Forward changed before
// hydration, even while its routes load. It is replaced; the right one is rendered.
const hydrate = () => root.hasChildNodes() && html.dataset.render !== 'client';

// Each step of what runs before hydration is a task of its own, so the browser can respond in
// between and no one task blocks it for long: evaluating React DOM (this module), the router and
// the app tree, loading the matched routes (loadMatchedRoutes spreads them over tasks too), and
// creating the router (it ranks every route). The build preloads the modules with the page
// (docs/decisions/019-prerendered-public-pages.md).
await nextTask();
await import('@/app/router-library');
await nextTask();
const { appRouter, appTree, loadMatchedRoutes } = await import('@/app/app-tree');
await nextTask();
const keptPage = 'keptPage' in html.dataset;
if (hydrate() || keptPage) await loadMatchedRoutes();
await nextTask();
const router = appRouter();
await nextTask();
if (hydrate()) {
  startHydrating();
  // As a transition, hydration yields to the browser between pieces of work instead of holding
  // the main thread for the whole tree (the first contentful paint came from the HTML already).
  startTransition(() => {
    hydrateRoot(root, appTree(router));
  });
} else {
  // A signed-in page's kept view, shown by the boot script, stays until the app's first render
  // replaces it (React empties the root then). The router starts with this address's routes loaded
  // (above), so that render is the page itself, not a loading line
  // (docs/decisions/032-signed-in-speed.md).
  if (!keptPage) root.replaceChildren();
  createRoot(root).render(appTree(router, { rendered: true }));
}
