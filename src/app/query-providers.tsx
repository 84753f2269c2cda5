import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { UserProvider } from '@/features/auth/user-context';
import { EventOutboxSender } from '@/features/calendar';
import { OfflineData } from '@/features/pwa';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { onSignedOut } from '@/lib/signed-out';

/**
 * TanStack Query and the account context, for the routes that read or write data. The landing,
 * career, legal and referral pages have none of it, so their hydration loads none of it
 * (docs/decisions/019-prerendered-public-pages.md). Tests render through this with a fresh client.
 */
export function QueryProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  // Another user's cached data must never show after a sign-out (the app's own client is also
  // cleared while no screen with data is mounted: '@/lib/query-client').
  useEffect(
    () =>
      onSignedOut(() => {
        queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <UserProvider>{children}</UserProvider>
    </QueryClientProvider>
  );
}

/**
 * The router's pathless layout around every route with data, with the signed-in data kept on the
 * device for offline use and the events added offline sent once the connection is back (not in
 * tests' own clients: they render through QueryProviders).
 */
export function QueryLayout() {
  return (
    <QueryProviders>
      <OfflineData />
      <EventOutboxSender />
      <Outlet />
    </QueryProviders>
  );
}
