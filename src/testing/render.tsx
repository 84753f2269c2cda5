import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { QueryProviders } from '@/app/query-providers';
import { createQueryClient } from '@/lib/query-client';

/** A query client as the app makes it (errors reported the same way), without retries. */
export const createTestQueryClient = () =>
  createQueryClient({ queries: { retry: false }, mutations: { retry: false } });

/**
 * Renders routes inside the app's own providers (all of them: the session's and the data routes'),
 * starting at `path`, with a fresh query cache.
 * `strict` renders as development does (StrictMode runs every effect twice).
 */
export function renderRoutes(routes: RouteObject[], path: string, { strict = false } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <AppProviders>
        <QueryProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </QueryProviders>
      </AppProviders>,
      { reactStrictMode: strict },
    ),
  };
}
