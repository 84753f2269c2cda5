import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { reportFailure, type FailureMeta } from './report-failure';
import { onSignedOut } from './signed-out';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
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
      onError: (error, _variables, _context, mutation) => {
        reportFailure(error, mutation.meta);
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

export const queryClient = createQueryClient();
// Cleared even when no screen that reads data is mounted (Sign Out ends on the landing page).
onSignedOut(() => {
  queryClient.clear();
});
