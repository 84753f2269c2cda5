import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { KEPT_PAGE_PATHS, keptPageKey, type KeptPage } from '@/lib/kept-page';

/** How long after a page shows, or after its last load, its view is kept: once it has settled. */
const KEEP_DELAY_MS = 1000;

/** A page's markup larger than this is not kept (localStorage holds some 5 MB for the whole site). */
export const KEPT_PAGE_MAX_CHARS = 400_000;

/**
 * The page's markup as it will be shown again: without live regions (toasts, the route's
 * announcement), whose words belonged to that moment.
 */
export function keptMarkup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const live of copy.querySelectorAll('[aria-live]')) live.remove();
  return copy.innerHTML;
}

/** Keeps what `root` shows as the user's view of `path`; false when it was not kept. */
export function keepPage(userId: string, path: string, root: Element, now = Date.now()): boolean {
  const html = keptMarkup(root);
  if (html.length > KEPT_PAGE_MAX_CHARS) return false;
  try {
    localStorage.setItem(
      keptPageKey(userId, path),
      JSON.stringify({ savedAt: now, html } satisfies KeptPage),
    );
    return true;
  } catch {
    // Full or refused storage: nothing kept, the page loads as it would without it.
    return false;
  }
}

/**
 * Keeps the user's last view of a kept page (the dashboard, goals, calendar, check-up) as HTML, for
 * the boot script to show on their next visit while the app loads
 * (docs/decisions/032-signed-in-speed.md): a second after the page shows and after each load, once
 * nothing is loading (a skeleton is not kept), online only (the offline line is not kept). Removed
 * with the kept data on sign-out (the same key prefix). Returns what stops it.
 */
export function keepPageViews(queryClient: QueryClient, userId: string, path: string): () => void {
  if (!KEPT_PAGE_PATHS.includes(path)) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keep = () => {
    timer = undefined;
    // A load still under way ends with a success, which asks again.
    if (queryClient.isFetching() > 0 || !onlineManager.isOnline()) return;
    const root = document.getElementById('root');
    if (root && window.location.pathname === path) keepPage(userId, path, root);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(keep, KEEP_DELAY_MS);
  };
  schedule();
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') schedule();
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
