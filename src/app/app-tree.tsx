import { StrictMode, useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { HELD_CLICK } from '@/app/boot-script';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

const html = document.documentElement;

/**
 * Hydration must find each matched route's code loaded, as the prerendering had it: resolve the
 * lazy routes of this address first (docs/decisions/019-prerendered-public-pages.md).
 */
export async function loadMatchedRoutes(): Promise<void> {
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

/** The whole app: its router over the routes as they are now (matched ones loaded or not). */
export function appTree() {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createBrowserRouter(routes)} />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
}
