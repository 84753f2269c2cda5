import { startTransition, useEffect, useState } from 'react';

// True in a browser unless src/main.tsx is hydrating prerendered HTML; false on the server.
let settled = typeof window !== 'undefined';

/** src/main.tsx, before it hydrates: the components it hydrates start as the server rendered them. */
export function startHydrating(): void {
  settled = false;
}

/**
 * False while React renders on the server or hydrates prerendered HTML, true afterwards (and at
 * once in a page rendered only in the browser): what differs between the two renders waits for it,
 * so hydration finds exactly the HTML the server wrote. The switch after hydration is a transition,
 * so React re-renders what reads it in pieces that yield to the browser; `useSyncExternalStore`
 * made it one synchronous re-render of every form and button on the page
 * (docs/decisions/019-prerendered-public-pages.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(settled);
  useEffect(() => {
    if (hydrated) return;
    settled = true;
    startTransition(() => {
      setHydrated(true);
    });
  }, [hydrated]);
  return hydrated;
}
