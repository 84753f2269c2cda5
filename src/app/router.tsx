import { createBrowserRouter } from 'react-router-dom';
import { ErrorPage } from '@/app/error-page';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteFallback } from '@/app/route-fallback';

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <ErrorPage />,
    HydrateFallback: RouteFallback,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/marketing/landing-page')).LandingPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('@/app/not-found')).NotFound }),
          },
        ],
      },
    ],
  },
]);
