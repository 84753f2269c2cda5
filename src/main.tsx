import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/index.css';
import { reloadForMissingChunksBeforeHydration } from '@/features/pwa/missing-chunk';

// Before any page's code is imported: a script gone after a deploy reloads the tab once.
reloadForMissingChunksBeforeHydration();

const html = document.documentElement;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The boot script (src/app/boot-script.ts) marks a prerendered page that is not this
// address's: a static host's fallback, or a page whose address Back or Forward changed before
// hydration, even while its routes load. It is replaced; the right one is rendered.
const hydrate = () => root.hasChildNodes() && html.dataset.render !== 'client';

// React and the router with the app are two module graphs evaluated in two tasks, not one long
// one, so the browser can respond in between; the build preloads both with the page
// (docs/decisions/019-prerendered-public-pages.md).
await new Promise((resolve) => setTimeout(resolve));
const { appTree, loadMatchedRoutes } = await import('@/app/app-tree');

if (hydrate()) await loadMatchedRoutes();
if (hydrate()) {
  // As a transition, hydration yields to the browser between pieces of work instead of holding
  // the main thread for the whole tree (the first contentful paint came from the HTML already).
  startTransition(() => {
    hydrateRoot(root, appTree());
  });
} else {
  root.replaceChildren();
  createRoot(root).render(appTree());
}
