import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { SessionProvider, UserProvider } from '@/features/auth';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** Every provider the app runs in; tests render through this same component with a fresh client. */
export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <UserProvider>
          {children}
          <Toaster />
        </UserProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
