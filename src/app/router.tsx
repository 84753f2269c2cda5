import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '@/app/error-page';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteFallback } from '@/app/route-fallback';
import { GuestOnly, RequireAuth } from '@/features/auth';

const ConfirmEmailState = lazy(async () => ({
  default: (await import('@/features/affiliate/components/confirm-email-state')).ConfirmEmailState,
}));

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
              {
                path: 'affiliate/sign-in',
                lazy: async () => ({
                  Component: (await import('@/features/affiliate/affiliate-sign-in-page'))
                    .AffiliateSignInPage,
                }),
              },
              {
                path: 'affiliate/sign-up',
                lazy: async () => ({
                  Component: (await import('@/features/affiliate/affiliate-sign-up-page'))
                    .AffiliateSignUpPage,
                }),
              },
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
        element: (
          <RequireAuth
            signInPath="/affiliate/sign-in"
            justRegistered={(email) => (
              <Suspense fallback={<RouteFallback />}>
                <ConfirmEmailState email={email} />
              </Suspense>
            )}
          />
        ),
        children: [
          {
            lazy: dashboardLayout,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('@/features/affiliate/affiliate-dashboard-page'))
                    .AffiliateDashboardPage,
                }),
              },
            ],
          },
        ],
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
              {
                path: 'goals',
                lazy: async () => ({ Component: (await import('@/features/goals/goals-page')).GoalsPage }),
              },
              {
                path: 'calendar',
                lazy: async () => ({
                  Component: (await import('@/features/calendar/calendar-page')).CalendarPage,
                }),
              },
              {
                path: 'financial-tools',
                lazy: async () => ({
                  Component: (await import('@/features/solutions/tools-page')).ToolsPage,
                }),
              },
              {
                path: 'financial-quiz',
                lazy: async () => ({ Component: (await import('@/features/quiz')).QuizPage }),
              },
              {
                path: 'solutions-coach',
                lazy: async () => ({ Component: (await import('@/features/coach')).CoachPage }),
              },
              {
                path: 'financial-education',
                lazy: async () => ({
                  Component: (await import('@/features/education/education-page')).EducationPage,
                }),
              },
              {
                path: 'financial-education/:topicId',
                lazy: async () => {
                  const [{ LessonPage }, { NotFound }] = await Promise.all([
                    import('@/features/education/lesson-page'),
                    import('@/app/not-found'),
                  ]);
                  return { element: <LessonPage notFound={<NotFound />} /> };
                },
              },
              {
                path: 'solutions/:slug',
                lazy: async () => {
                  const [{ SolutionPage, solutionLoader }, { NotFound }] = await Promise.all([
                    import('@/features/solutions/solution-page'),
                    import('@/app/not-found'),
                  ]);
                  return { loader: solutionLoader, element: <SolutionPage notFound={<NotFound />} /> };
                },
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
