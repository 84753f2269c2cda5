import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '@/app/error-page';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteFallback } from '@/app/route-fallback';
import { GuestOnly, RequireAuth } from '@/features/auth';
import { paths } from '@/lib/paths';

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
            path: paths.careerOpportunity,
            lazy: async () => ({ Component: (await import('@/features/marketing/career-page')).CareerPage }),
          },
          {
            path: paths.emailConfirmation,
            lazy: async () => ({
              Component: (await import('@/features/auth/email-confirmation-page')).EmailConfirmationPage,
            }),
          },
          {
            path: paths.forgotPassword,
            lazy: async () => ({
              Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            Component: GuestOnly,
            children: [
              {
                path: paths.signIn,
                lazy: async () => ({ Component: (await import('@/features/auth/sign-in-page')).SignInPage }),
              },
              {
                path: paths.signUp,
                lazy: async () => ({ Component: (await import('@/features/auth/sign-up-page')).SignUpPage }),
              },
              {
                path: paths.affiliate.signIn,
                lazy: async () => ({
                  Component: (await import('@/features/affiliate/affiliate-sign-in-page'))
                    .AffiliateSignInPage,
                }),
              },
              {
                path: paths.affiliate.signUp,
                lazy: async () => ({
                  Component: (await import('@/features/affiliate/affiliate-sign-up-page'))
                    .AffiliateSignUpPage,
                }),
              },
            ],
          },
          // docs/product-spec.md §1: the referral page with no agent code redirects to the landing page.
          { path: paths.affiliate.root, element: <Navigate to={paths.home} replace /> },
          {
            path: paths.affiliate.referralPattern,
            lazy: async () => ({
              Component: (await import('@/features/marketing/referral-page')).ReferralPage,
            }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('@/app/not-found')).NotFound }) },
        ],
      },
      {
        path: paths.affiliate.dashboard,
        element: (
          <RequireAuth
            signInPath={paths.affiliate.signIn}
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
        path: paths.dashboard.home,
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
                path: paths.dashboard.assistant,
                lazy: async () => ({ Component: (await import('@/features/assistant')).AssistantPage }),
              },
              {
                path: paths.dashboard.settings,
                lazy: async () => ({ Component: (await import('@/features/settings')).SettingsPage }),
              },
              {
                path: paths.dashboard.goals,
                lazy: async () => ({ Component: (await import('@/features/goals/goals-page')).GoalsPage }),
              },
              {
                path: paths.dashboard.calendar,
                lazy: async () => ({
                  Component: (await import('@/features/calendar/calendar-page')).CalendarPage,
                }),
              },
              {
                path: paths.dashboard.tools,
                lazy: async () => ({
                  Component: (await import('@/features/solutions/tools-page')).ToolsPage,
                }),
              },
              {
                path: paths.dashboard.quiz,
                lazy: async () => ({ Component: (await import('@/features/quiz')).QuizPage }),
              },
              {
                path: paths.dashboard.coach,
                lazy: async () => ({ Component: (await import('@/features/coach')).CoachPage }),
              },
              {
                path: paths.dashboard.education,
                lazy: async () => ({
                  Component: (await import('@/features/education/education-page')).EducationPage,
                }),
              },
              {
                path: paths.dashboard.lessonPattern,
                lazy: async () => {
                  const [{ LessonPage }, { NotFound }] = await Promise.all([
                    import('@/features/education/lesson-page'),
                    import('@/app/not-found'),
                  ]);
                  return { element: <LessonPage notFound={<NotFound />} /> };
                },
              },
              {
                path: paths.dashboard.solutionPattern,
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
