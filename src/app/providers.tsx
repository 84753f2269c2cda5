import { lazy, Suspense, type ReactNode } from 'react';
import { SessionProvider } from '@/features/auth';
import { useHydrated } from '@/lib/use-hydrated';

// sonner is no part of any page's first paint: it loads once the page is on screen.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

function LazyToaster() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * What every page runs in: the session and the toaster. TanStack Query comes with the routes that
 * read data ('@/app/query-providers'), so the pages without any hydrate without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <LazyToaster />
    </SessionProvider>
  );
}
