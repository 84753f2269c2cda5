import { lazy, Suspense, type ReactNode } from 'react';
import { SessionProvider } from '@/features/auth';
import { useHydrated } from '@/lib/use-hydrated';

// sonner and the service worker's registration are no part of any page's first paint or
// hydration: they load once the page is on screen.
const AfterHydration = lazy(async () => ({
  default: (await import('@/app/after-hydration')).AfterHydration,
}));

function LazyAfterHydration() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <AfterHydration />
    </Suspense>
  ) : null;
}

/**
 * What every page runs in: the session, the toaster and the service worker. TanStack Query comes with the routes that
 * read data ('@/app/query-providers'), so the pages without any hydrate without it. `rendered`: the
 * page is rendered in the browser rather than hydrated, so the session may come from storage at once.
 */
export function AppProviders({ children, rendered = false }: { children: ReactNode; rendered?: boolean }) {
  return (
    <SessionProvider fromStorage={rendered}>
      {children}
      <LazyAfterHydration />
    </SessionProvider>
  );
}
