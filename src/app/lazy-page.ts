import { isValidElement, type ComponentType, type ReactElement } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { RouteHandle } from '@/app/route-title';

/** A page as `pick` names it: its component, or an element when it takes props. */
type Page = ComponentType | ReactElement;

/** What a page's lazy route gives the router. */
type LoadedPage = ({ Component: ComponentType } | { element: ReactElement }) & {
  handle: RouteHandle;
  loader?: LoaderFunction;
};

/**
 * A page's `lazy`: `load` imports its module on the first visit, and `pick` names the page and its
 * title and description, which the feature keeps with its copy (its content.ts) and the page module
 * re-exports. Nothing of a page, its title included, is in the app tree's chunk
 * (docs/decisions/019-prerendered-public-pages.md); the router has both before the page renders,
 * and hydration and the prerender resolve the lazy route first.
 */
export const lazyPage =
  <M>(load: () => Promise<M>, pick: (module: M) => readonly [Page, RouteHandle, LoaderFunction?]) =>
  async (): Promise<LoadedPage> => {
    const [page, handle, loader] = pick(await load());
    const shown = isValidElement(page) ? { element: page } : { Component: page };
    return loader ? { ...shown, handle, loader } : { ...shown, handle };
  };

/**
 * A layout route's `lazy`, guards' among them: its component renders the routes inside it (an
 * `<Outlet />`), or, for a guard, sends the visitor on (docs/decisions/003-auth-and-routing.md).
 * It loads with the routes inside it.
 */
export const lazyLayout = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });
