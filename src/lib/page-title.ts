import type { UIMatch } from 'react-router-dom';

/** What of a route match a title may read. */
export type TitleSource = Pick<UIMatch, 'params' | 'loaderData'>;

/**
 * A page's tab title (announced on arrival) and meta description, kept with its feature's copy
 * and given to the router with the page: fixed, or read from the match (its params or its
 * loader's data) for pages about one item. `null`: the page is missing.
 */
export interface PageTitle {
  title: string | ((match: TitleSource) => string | null);
  /** The page's meta description (public pages: what a search result shows). */
  description?: string | ((match: TitleSource) => string | null);
}
