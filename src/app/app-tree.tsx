import { StrictMode, useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { HELD_CLICK, PAGE_SCRIPTS_META, SCRIPTS_STATE } from '@/app/boot-script';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { nextTask } from '@/lib/next-task';

const html = document.documentElement;

/** The prerendered page's own modules (src/app/boot-script.ts), when it is this address's page. */
function ownPageScripts(): string[] {
  if (html.dataset.render === 'client') return [];
  return (
    document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_SCRIPTS_META}"]`)?.content.split(' ') ?? []
  );
}

/**
 * Hydration must find each matched route's code loaded, as the prerendering had it: resolve the
 * lazy routes of this address first (docs/decisions/019-prerendered-public-pages.md). The page
 * lists their modules for the boot script, which requests them one a task; they are imported once
 * it has, so that the build's preloading finds each one requested and adds no `<link>` of its own
 * (a few milliseconds each on a phone's CPU, all in one task). Each route's import starts in a task
 * of its own too.
 */
export async function loadMatchedRoutes(): Promise<void> {
  while (html.dataset[SCRIPTS_STATE] === 'requesting') await nextTask();
  // A route's import evaluates every module it needs in one task (up to 200 ms for a lesson at a
  // phone's speed): each of the page's own is evaluated first, in a task of its own, the last listed
  // (what the others import) first. One that fails is left to the route's import to report.
  for (const href of ownPageScripts().reverse()) {
    await nextTask();
    await import(/* @vite-ignore */ href).catch(() => undefined);
  }
  const matches = matchRoutes(routes, window.location) ?? [];
  const loading: Promise<void>[] = [];
  for (const { route } of matches) {
    const { lazy } = route;
    if (typeof lazy !== 'function') continue;
    await nextTask();
    loading.push(
      lazy().then((loaded) => {
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  await Promise.all(loading);
}

/**
 * Once the page is the app's: the boot script stops holding clicks, and the last one held is made
 * again; a page the app rendered instead of hydrating is shown (the kept view it replaced is gone).
 */
function AppReady() {
  useEffect(() => {
    delete html.dataset.render;
    delete html.dataset.keptPage;
    html.dataset.hydrated = '';
    const page = window as unknown as Record<typeof HELD_CLICK, HTMLElement | undefined>;
    const held = page[HELD_CLICK];
    page[HELD_CLICK] = undefined;
    held?.click();
  }, []);
  return null;
}

/** The app's router over the routes as they are now (matched ones loaded or not). */
export const appRouter = () => createBrowserRouter(routes);

/**
 * The whole app, around its router. `rendered`: rendered in the browser, not hydrated (the session
 * may then come from storage at once).
 */
export function appTree(
  router: ReturnType<typeof appRouter>,
  { rendered = false }: { rendered?: boolean } = {},
) {
  return (
    <StrictMode>
      <AppProviders rendered={rendered}>
        <RouterProvider router={router} />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
}
