import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { OFFLINE_DATA_MAX_AGE_MS, OFFLINE_DATA_PREFIX } from '@/lib/kept-page';
import { keptOffline, offlineDataKey } from './logic';

interface Kept {
  savedAt: number;
  state: DehydratedState;
}

/** How long after a change the kept copy is written: one write for a burst of loads. */
const WRITE_DELAY_MS = 1000;

/**
 * Puts a user's kept data back into the query cache (older than the cache's own data, it changes
 * nothing there). TanStack Query's own `hydrate` does the work; its persister packages pin another
 * query-core than the app's, and this is all the app needs of them.
 */
export function restoreOfflineData(queryClient: QueryClient, userId: string, now = Date.now()): void {
  try {
    const raw = localStorage.getItem(offlineDataKey(userId));
    if (!raw) return;
    const kept = JSON.parse(raw) as Kept;
    if (now - kept.savedAt > OFFLINE_DATA_MAX_AGE_MS) {
      localStorage.removeItem(offlineDataKey(userId));
      return;
    }
    hydrate(queryClient, kept.state);
    // What was seen is not what the server holds now: the pages show it at once and load fresh data
    // over it, however recent it is (a goal deleted just before a reload must not stay on screen).
    for (const { queryKey } of kept.state.queries)
      void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  } catch {
    // Unreadable or refused storage: the app loads from the network as it would without it.
  }
}

/**
 * Keeps the user's goals, calendar, check-up and account (logic.ts says which) in localStorage
 * under their own key as they load, so that offline the pages show the last data seen
 * (docs/decisions/030-installable-and-offline.md). Returns what stops it.
 */
export function keepOfflineData(queryClient: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const write = () => {
    timer = undefined;
    if (stopped) return;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => keptOffline(query.queryKey, query.state.status),
    });
    if (state.queries.length === 0) return;
    try {
      localStorage.setItem(
        offlineDataKey(userId),
        JSON.stringify({ savedAt: Date.now(), state } satisfies Kept),
      );
    } catch {
      // Full or refused storage: nothing kept, nothing else changes.
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query as Query;
    if (!keptOffline(queryKey, state.status)) return;
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  });
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** Removes every user's kept data from this device: on sign-out, whoever signs in next sees none. */
export function forgetOfflineData(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(OFFLINE_DATA_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Refused storage holds nothing of ours.
  }
}
