import { MANIFEST_HREF } from './manifest-href';

/**
 * Links the web app manifest once the page has loaded, with the worker's registration, rather than
 * in the HTML: Chrome fetches a linked manifest and its icon and checks installability during the
 * first visit's busiest seconds, which added 100-250 ms of main-thread blocking time to the public
 * pages under Lighthouse (docs/decisions/030-installable-and-offline.md). Chrome and Safari read the
 * link whenever it appears, and installing is never offered in the first seconds anyway.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}
