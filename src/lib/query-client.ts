import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type DefaultOptions,
} from '@tanstack/react-query';
import { reportFailure, type FailureMeta } from './report-failure';
import { onSignedOut } from './signed-out';
import { notify } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/** A change asked for with no connection: refused at once, never queued as if it would be saved. */
export class OfflineError extends Error {
  constructor() {
    super('You are offline: nothing was saved. Try again once you are back online.');
    this.name = 'OfflineError';
  }
}

export function createQueryClient(defaultOptions: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        reportFailure(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      // Offline, a mutation would wait for the connection with its button busy, as if it were
      // saving (docs/decisions/030-installable-and-offline.md): it fails at once and says why.
      onMutate: () => {
        if (!onlineManager.isOnline()) throw new OfflineError();
      },
      onError: (error, _variables, _context, mutation) => {
        if (error instanceof OfflineError) notify.error(error.message);
        else reportFailure(error, mutation.meta);
      },
    }),
    defaultOptions: {
      ...defaultOptions,
      queries: {
        staleTime: 30_000,
        // One retry covers a dropped connection; permission and validation errors would only fail again.
        retry: 1,
        ...defaultOptions.queries,
      },
    },
  });
}

// TanStack Query learns of the connection from the online and offline events only, so a page
// opened with none would think itself online (and fail its loads instead of pausing them). The
// browser's "offline" is sure, unlike its "online".
if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);

export const queryClient = createQueryClient();
// Cleared even when no screen that reads data is mounted (Sign Out ends on the landing page).
onSignedOut(() => {
  queryClient.clear();
});
