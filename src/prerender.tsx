import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { takeRouteModules } from '@/app/prerender-route-modules';
import { documentDescription, documentTitle } from '@/app/route-title';
import { routes } from '@/app/router';

export interface PrerenderedPage {
  /** What goes inside #root. */
  html: string;
  title: string;
  description: string;
  /** The modules its routes imported, as the build manifest names them. */
  routeModules: string[];
}

/**
 * The build's server entry (docs/decisions/019-prerendered-public-pages.md): one public page as
 * HTML, through React Router's static handler, the same routes and providers the browser hydrates.
 * Lazy routes are resolved by the handler; effects (the session, the toaster) do not run here,
 * so every page renders as a signed-out visitor's first paint.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  takeRouteModules();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const matches = context.matches.map((match) => ({
    handle: match.route.handle as unknown,
    params: match.params,
    loaderData: context.loaderData[match.route.id] as unknown,
  }));
  return {
    html,
    title: documentTitle(matches),
    description: documentDescription(matches),
    routeModules: takeRouteModules(),
  };
}
