import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { SessionProvider, UserProvider } from '@/features/auth';
import { queryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
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
