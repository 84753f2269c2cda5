import type { UIMatch } from 'react-router-dom';
import type { PageTitle, TitleSource } from '@/lib/page-title';

export type { TitleSource };

export const APP_NAME = 'Empowered Finance';

/** What a route's `handle` holds: its page's title and description (`@/lib/page-title`). */
export type RouteHandle = PageTitle;

export const NOT_FOUND_TITLE = 'Page not found';

/** index.html's own description, for pages without one. */
export const APP_DESCRIPTION =
  'Empowered Finance: AI-guided money coaching, goal tracking and financial education in one place.';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The deepest matched route's title, as the tab shows it: "Goals · Empowered Finance". */
export function documentTitle(matches: readonly (TitleSource & Pick<UIMatch, 'handle'>)[]): string {
  for (const match of [...matches].reverse()) {
    if (!isRouteHandle(match.handle)) continue;
    const { title } = match.handle;
    const text = typeof title === 'function' ? (title(match) ?? NOT_FOUND_TITLE) : title;
    return `${text} · ${APP_NAME}`;
  }
  return APP_NAME;
}

/** The deepest matched route's description, else the product's. */
export function documentDescription(matches: readonly (TitleSource & Pick<UIMatch, 'handle'>)[]): string {
  for (const match of [...matches].reverse()) {
    if (!isRouteHandle(match.handle)) continue;
    const { description } = match.handle;
    const text = typeof description === 'function' ? description(match) : description;
    if (text) return text;
  }
  return APP_DESCRIPTION;
}
