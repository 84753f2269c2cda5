import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { logFailure } from './log';
import { notify } from './toast';

/**
 * What a query or mutation tells the user when it fails (docs/decisions/013-errors-through-the-query-cache.md):
 * `errorMessage` is the destructive toast's text, or turns the error into it (auth errors carry
 * their own); `logMessage` heads the console line (the toast's text when absent). Without
 * `errorMessage` a failure stays quiet, for screens that show their own error state.
 */
export interface FailureMeta extends Record<string, unknown> {
  errorMessage?: string | ((error: Error) => string);
  logMessage?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/** Every failure with a message is logged once and shown once (docs/product-spec.md §8). */
function report(error: Error, meta: FailureMeta | undefined): void {
  if (!meta?.errorMessage) return;
  const message = typeof meta.errorMessage === 'function' ? meta.errorMessage(error) : meta.errorMessage;
  logFailure(meta.logMessage ?? message, error);
  notify.error(message);
}

export function createQueryClient(defaultOptions: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        report(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        report(error, mutation.meta);
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
