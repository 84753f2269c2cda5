const listeners = new Set<() => void>();

/**
 * What must happen when a session ends, whichever screen is showing: the query cache is cleared
 * (another user's cached data must never show). The session provider says it; the query layer
 * listens (docs/decisions/019-prerendered-public-pages.md: the session does not need TanStack Query).
 */
export function onSignedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSignedOut(): void {
  listeners.forEach((listener) => {
    listener();
  });
}
