import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { HELD_CLICK } from '@/app/boot-script';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import '@/styles/index.css';

const html = document.documentElement;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Hydration must find each matched route's code loaded, as the prerendering had it: resolve the
 * lazy routes of this address first (docs/decisions/019-prerendered-public-pages.md).
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Once the page is the app's: the boot script stops holding clicks, and the last one held is made
 * again; a page the app rendered instead of hydrating is shown.
 */
function AppReady() {
  useEffect(() => {
    delete html.dataset.render;
    html.dataset.hydrated = '';
    const page = window as unknown as Record<typeof HELD_CLICK, HTMLElement | undefined>;
    const held = page[HELD_CLICK];
    page[HELD_CLICK] = undefined;
    held?.click();
  }, []);
  return null;
}

// The boot script (src/app/boot-script.ts) marks a prerendered page that is not this
// address's: a static host's fallback, or a page whose address Back or Forward changed before
// hydration (issue 26), even while its routes load. It is replaced; the right one is rendered.
const hydrate = () => root.hasChildNodes() && html.dataset.render !== 'client';

if (hydrate()) await loadMatchedRoutes();
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createBrowserRouter(routes)} />
      <AppReady />
    </AppProviders>
  </StrictMode>
);
if (hydrate()) {
  // As a transition, hydration yields to the browser between pieces of work instead of holding
  // the main thread for the whole tree (the first contentful paint came from the HTML already).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
