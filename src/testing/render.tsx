import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { SessionProvider, UserProvider } from '@/features/auth';

/** Renders routes inside the app's providers, starting at `path`, with a fresh query cache. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const providers = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <UserProvider>
          {children}
          <Toaster />
        </UserProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
  return { router, ...render(providers(<RouterProvider router={router} />)) };
}
