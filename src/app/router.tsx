import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '@/app/error-page';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { PlannedPage } from '@/app/planned-page';
import { RouteFallback } from '@/app/route-fallback';
import { GuestOnly, RequireAuth } from '@/features/auth';

/** A screen a later issue builds; the route exists so links and guards work today. */
const planned = (path: string, title: string): RouteObject => ({
  path,
  Component: PlannedPage,
  handle: { title },
});

const dashboardLayout = async () => ({
  Component: (await import('@/app/layouts/dashboard-layout')).DashboardLayout,
});

export const routes: RouteObject[] = [
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
            path: 'career-opportunity',
            lazy: async () => ({ Component: (await import('@/features/marketing/career-page')).CareerPage }),
          },
          {
            path: 'email-confirmation',
            lazy: async () => ({
              Component: (await import('@/features/auth/email-confirmation-page')).EmailConfirmationPage,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            Component: GuestOnly,
            children: [
              {
                path: 'sign-in',
                lazy: async () => ({ Component: (await import('@/features/auth/sign-in-page')).SignInPage }),
              },
              {
                path: 'sign-up',
                lazy: async () => ({ Component: (await import('@/features/auth/sign-up-page')).SignUpPage }),
              },
              planned('affiliate/sign-in', 'Affiliate Sign In'),
              planned('affiliate/sign-up', 'Affiliate Sign Up'),
            ],
          },
          {
            path: 'affiliate/:agentCode',
            lazy: async () => ({
              Component: (await import('@/features/marketing/referral-page')).ReferralPage,
            }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('@/app/not-found')).NotFound }) },
        ],
      },
      {
        path: 'affiliate/dashboard',
        element: <RequireAuth signInPath="/affiliate/sign-in" />,
        children: [{ lazy: dashboardLayout, children: [planned('', 'Affiliate Dashboard')] }],
      },
      {
        path: 'dashboard',
        Component: RequireAuth,
        children: [
          {
            lazy: dashboardLayout,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('@/features/dashboard')).DashboardPage }),
              },
              {
                path: 'empowered-ai',
                lazy: async () => ({ Component: (await import('@/features/assistant')).AssistantPage }),
              },
              {
                path: 'settings',
                lazy: async () => ({ Component: (await import('@/features/settings')).SettingsPage }),
              },
              planned('goals', 'Financial Goals'),
              planned('calendar', 'Financial Calendar'),
              planned('financial-tools', 'Financial Tools & Resources'),
              planned('financial-quiz', 'Financial Solutions Quiz'),
              planned('solutions-coach', 'Solutions Coach'),
              planned('financial-education', 'Financial Education'),
              planned('financial-education/:topicId', 'Financial Education'),
              planned('solutions/:slug', 'Solutions'),
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
