import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React renders on the server or hydrates prerendered HTML, true afterwards (and at
 * once in a page rendered only in the browser): what differs between the two renders waits for it,
 * so hydration finds exactly the HTML the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
