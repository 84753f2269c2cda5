import { logFailure } from './log';
import { notify } from './toast';

/**
 * What a failure tells the user (docs/decisions/013-errors-through-the-query-cache.md):
 * `errorMessage` is the destructive toast's text, or turns the error into it (auth errors carry
 * their own); `logMessage` heads the console line (the toast's text when absent). Without
 * `errorMessage` a failure stays quiet, for screens that show their own error state.
 */
export interface FailureMeta extends Record<string, unknown> {
  errorMessage?: string | ((error: Error) => string);
  logMessage?: string;
}

/**
 * Every failure with a message is logged once and shown once (docs/product-spec.md §8): the query
 * cache reports through it, and so does what runs without TanStack Query (Sign Out in the public
 * header, which the landing page's first paint has without it).
 */
export function reportFailure(error: Error, meta: FailureMeta | undefined): void {
  if (!meta?.errorMessage) return;
  const message = typeof meta.errorMessage === 'function' ? meta.errorMessage(error) : meta.errorMessage;
  logFailure(meta.logMessage ?? message, error);
  notify.error(message);
}
