// The entry (src/main.tsx) and the router's error page (src/app/error-page.tsx) import this module,
// so it is part of the entry's own script: it must be there before any page's code is imported,
// since a script loaded to recover could be gone too.

/** The sessionStorage key that remembers which missing scripts this tab has reloaded for. */
export const MISSING_CHUNK_KEY = 'reloaded-for-missing-chunk';

/**
 * A dynamic import that failed to load its script, in each browser's words (Chromium, Firefox,
 * Safari) or Vite's (a page's stylesheet).
 */
export function isMissingChunk(error: unknown): error is Error {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message)
  );
}

/**
 * After a deploy, the scripts of the version a tab was opened with are gone from the host, and the
 * first page the tab has not loaded yet fails to import. One reload brings the new version. Whether
 * to reload for the failed import `failure` (its message names the script in Chromium and Firefox;
 * Safari's names none, so there one reload stands for every missing script), remembering that it
 * did: once per failure and tab, so a script still missing after the reload shows the error page
 * instead of reloading for ever. Never while offline (the reload would lose the app for the
 * browser's offline page), nor where the tab cannot remember (storage refused), since then nothing
 * would stop a loop.
 */
export function shouldReloadForMissingChunk(
  failure: string,
  online: boolean,
  storage: () => Pick<Storage, 'getItem' | 'setItem'>,
): boolean {
  if (!online) return false;
  try {
    const seen = JSON.parse(storage().getItem(MISSING_CHUNK_KEY) ?? '[]') as string[];
    if (seen.includes(failure)) return false;
    storage().setItem(MISSING_CHUNK_KEY, JSON.stringify([...seen, failure]));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the tab when `error` is a missing script that `shouldReloadForMissingChunk` allows; says whether. */
export function reloadForMissingChunk(error: unknown): boolean {
  const reload =
    isMissingChunk(error) &&
    shouldReloadForMissingChunk(error.message, navigator.onLine, () => window.sessionStorage);
  if (reload) window.location.reload();
  return reload;
}

/**
 * Before the app has hydrated, a failed import (`vite:preloadError`, which the build's dynamic
 * imports dispatch) is one of this address's own scripts: reload here. Once hydrated, a failed
 * import fails a navigation, and the router's error page reloads at the address asked for (the
 * address changes only once the page's code has loaded).
 */
export function reloadForMissingChunksBeforeHydration(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!('hydrated' in document.documentElement.dataset)) {
      reloadForMissingChunk((event as Event & { payload?: unknown }).payload);
    }
  });
}
