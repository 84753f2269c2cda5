import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '@/app/error-page';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteFallback } from '@/app/route-fallback';
import type { SolutionContent } from '@/features/solutions';
import { NOT_FOUND_TITLE, type RouteHandle } from '@/app/route-title';
import { CALCULATOR_SLUGS, paths, type CalculatorSlug } from '@/lib/paths';

const titled = (title: string, description?: string): RouteHandle => ({ title, description });

/**
 * A calculator's route, in the dashboard or (wrapped) in the public area: its page component, title
 * and description come with its code (src/features/calculators/content.ts).
 */
const calculatorRoute = (slug: CalculatorSlug, inPublic: boolean): RouteObject => ({
  path: inPublic ? paths.calculator(slug) : paths.dashboard.calculators[slug],
  lazy: async () => {
    const [Page, { calculatorBySlug }, { PublicVersion }] = await Promise.all([
      {
        'debt-payoff': async () => (await import('@/features/calculators/debt-payoff')).DebtPayoffCalculator,
        'compound-growth': async () =>
          (await import('@/features/calculators/compound-growth')).CompoundGrowthCalculator,
        'retirement-income': async () =>
          (await import('@/features/calculators/retirement-income')).RetirementIncomeCalculator,
        'emergency-fund': async () =>
          (await import('@/features/calculators/emergency-fund')).EmergencyFundCalculator,
      }[slug](),
      import('@/features/calculators'),
      import('@/app/public-version'),
    ]);
    const calculator = calculatorBySlug(slug)!;
    const handle: RouteHandle = inPublic
      ? { title: calculator.title, description: calculator.description }
      : { title: calculator.title };
    return {
      handle,
      element: inPublic ? (
        <PublicVersion>
          <Page />
        </PublicVersion>
      ) : (
        <Page />
      ),
    };
  },
});

const ConfirmEmailState = lazy(async () => ({
  default: (await import('@/features/affiliate/components/confirm-email-state')).ConfirmEmailState,
}));

const dashboardLayout = async () => ({
  Component: (await import('@/app/layouts/dashboard-layout')).DashboardLayout,
});

/** TanStack Query and the account context, around the routes with data only (docs/decisions/019). */
const queryLayout = async () => ({ Component: (await import('@/app/query-providers')).QueryLayout });
// The guards read email links through the auth API (TanStack Query): they load with the routes they guard.
const guestOnly = async () => ({
  Component: (await import('@/features/auth/components/route-guards')).GuestOnly,
});
const requireAuth = async () => ({
  Component: (await import('@/features/auth/components/route-guards')).RequireAuth,
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
            handle: titled(
              'Home',
              'Set savings goals, plan bills on a financial calendar, learn with short lessons and calculators, and ask an AI assistant about your money. Free.',
            ),
            lazy: async () => ({
              Component: (await import('@/features/marketing/landing-page')).LandingPage,
            }),
          },
          {
            path: paths.careerOpportunity,
            handle: titled(
              'Career Opportunity',
              'Build a career helping families with their finances: learn how the solutions work, get licensed, and help people on a schedule you choose.',
            ),
            lazy: async () => ({ Component: (await import('@/features/marketing/career-page')).CareerPage }),
          },
          {
            path: paths.privacy,
            handle: titled(
              'Privacy Policy',
              'What Empowered Finance stores, who can see it, and how to download or delete your data.',
            ),
            lazy: async () => ({ Component: (await import('@/features/legal/pages')).PrivacyPage }),
          },
          {
            path: paths.terms,
            handle: titled('Terms of Use', 'The rules for using Empowered Finance, in plain words.'),
            lazy: async () => ({ Component: (await import('@/features/legal/pages')).TermsPage }),
          },
          {
            path: paths.learnPattern,
            lazy: async () => {
              const [{ LessonPage }, { lessonDescription, lessonTitle }, { NotFound }, { PublicVersion }] =
                await Promise.all([
                  import('@/features/education/lesson-page'),
                  import('@/features/education/logic'),
                  import('@/app/not-found'),
                  import('@/app/public-version'),
                ]);
              const handle: RouteHandle = {
                title: ({ params }) => lessonTitle(params.topicId),
                description: ({ params }) => lessonDescription(params.topicId),
              };
              return {
                handle,
                element: (
                  <PublicVersion>
                    <LessonPage notFound={<NotFound />} />
                  </PublicVersion>
                ),
              };
            },
          },
          ...CALCULATOR_SLUGS.map((slug) => calculatorRoute(slug, true)),
          {
            lazy: queryLayout,
            children: [
              {
                path: paths.emailConfirmation,
                handle: titled('Confirm your email'),
                lazy: async () => ({
                  Component: (await import('@/features/auth/email-confirmation-page')).EmailConfirmationPage,
                }),
              },
              {
                path: paths.unsubscribe,
                handle: titled('Unsubscribe'),
                lazy: async () => ({
                  Component: (await import('@/features/settings/unsubscribe-page')).UnsubscribePage,
                }),
              },
              {
                path: paths.forgotPassword,
                handle: titled('Reset your password'),
                lazy: async () => ({
                  Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
                }),
              },
              {
                path: paths.resetPassword,
                handle: titled('Choose a new password'),
                lazy: async () => ({
                  Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage,
                }),
              },
              {
                path: paths.affiliate.referralPattern,
                handle: titled(
                  "You're invited",
                  'You have been invited to Empowered Finance: free savings goals, a financial calendar, lessons and an AI assistant.',
                ),
                lazy: async () => ({
                  Component: (await import('@/features/marketing/referral-page')).ReferralPage,
                }),
              },
              {
                lazy: guestOnly,
                children: [
                  {
                    path: paths.signIn,
                    handle: titled(
                      'Sign In',
                      'Sign in to your Empowered Finance account: your goals, calendar and AI assistant.',
                    ),
                    lazy: async () => ({
                      Component: (await import('@/features/auth/sign-in-page')).SignInPage,
                    }),
                  },
                  {
                    path: paths.signUp,
                    handle: titled(
                      'Sign Up',
                      'Create a free Empowered Finance account: savings goals, a financial calendar, lessons and an AI assistant.',
                    ),
                    lazy: async () => ({
                      Component: (await import('@/features/auth/sign-up-page')).SignUpPage,
                    }),
                  },
                  {
                    path: paths.affiliate.signIn,
                    handle: titled(
                      'Affiliate Sign In',
                      'Sign in to your affiliate dashboard: your agent code, referral link and sign-ups.',
                    ),
                    lazy: async () => ({
                      Component: (await import('@/features/affiliate/affiliate-sign-in-page'))
                        .AffiliateSignInPage,
                    }),
                  },
                  {
                    path: paths.affiliate.signUp,
                    handle: titled(
                      'Affiliate Sign Up',
                      'Become an Empowered Finance affiliate: get an agent code and a referral link to share.',
                    ),
                    lazy: async () => ({
                      Component: (await import('@/features/affiliate/affiliate-sign-up-page'))
                        .AffiliateSignUpPage,
                    }),
                  },
                ],
              },
            ],
          },
          // docs/product-spec.md §1: the referral page with no agent code redirects to the landing page.
          { path: paths.affiliate.root, element: <Navigate to={paths.home} replace /> },
          {
            path: '*',
            handle: titled(NOT_FOUND_TITLE),
            lazy: async () => ({ Component: (await import('@/app/not-found')).NotFound }),
          },
        ],
      },
      {
        lazy: queryLayout,
        children: [
          {
            path: paths.affiliate.dashboard,
            handle: titled('Affiliate Dashboard'),
            lazy: async () => {
              const { RequireAuth } = await import('@/features/auth/components/route-guards');
              return {
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
              };
            },
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
            lazy: requireAuth,
            children: [
              {
                lazy: dashboardLayout,
                children: [
                  {
                    index: true,
                    handle: titled('Dashboard'),
                    lazy: async () => ({ Component: (await import('@/features/dashboard')).DashboardPage }),
                  },
                  {
                    path: paths.dashboard.assistant,
                    handle: titled('AI assistant'),
                    lazy: async () => ({ Component: (await import('@/features/assistant')).AssistantPage }),
                  },
                  {
                    path: paths.dashboard.settings,
                    handle: titled('Settings'),
                    lazy: async () => ({ Component: (await import('@/features/settings')).SettingsPage }),
                  },
                  {
                    path: paths.dashboard.goals,
                    handle: titled('Goals'),
                    lazy: async () => ({
                      Component: (await import('@/features/goals/goals-page')).GoalsPage,
                    }),
                  },
                  {
                    path: paths.dashboard.calendar,
                    handle: titled('Calendar'),
                    lazy: async () => ({
                      Component: (await import('@/features/calendar/calendar-page')).CalendarPage,
                    }),
                  },
                  {
                    path: paths.dashboard.checkUp,
                    handle: titled('Financial check-up'),
                    lazy: async () => ({
                      Component: (await import('@/features/checkup/checkup-page')).CheckupPage,
                    }),
                  },
                  {
                    path: paths.dashboard.consultation,
                    handle: titled('Book a free consultation'),
                    lazy: async () => ({
                      Component: (await import('@/features/consultations/consultation-page'))
                        .ConsultationPage,
                    }),
                  },
                  {
                    path: paths.dashboard.tools,
                    handle: titled('Financial Tools'),
                    lazy: async () => ({
                      Component: (await import('@/features/solutions/tools-page')).ToolsPage,
                    }),
                  },
                  ...CALCULATOR_SLUGS.map((slug) => calculatorRoute(slug, false)),
                  {
                    path: paths.dashboard.quiz,
                    handle: titled('Financial Quiz'),
                    lazy: async () => ({ Component: (await import('@/features/quiz')).QuizPage }),
                  },
                  {
                    path: paths.dashboard.coach,
                    handle: titled('Solutions Coach'),
                    lazy: async () => ({ Component: (await import('@/features/coach')).CoachPage }),
                  },
                  {
                    path: paths.dashboard.education,
                    handle: titled('Financial Education'),
                    lazy: async () => ({
                      Component: (await import('@/features/education/education-page')).EducationPage,
                    }),
                  },
                  {
                    path: paths.dashboard.lessonPattern,
                    lazy: async () => {
                      const [{ LessonPage }, { lessonTitle }, { NotFound }] = await Promise.all([
                        import('@/features/education/lesson-page'),
                        import('@/features/education/logic'),
                        import('@/app/not-found'),
                      ]);
                      const handle: RouteHandle = { title: ({ params }) => lessonTitle(params.topicId) };
                      return { handle, element: <LessonPage notFound={<NotFound inDashboard />} /> };
                    },
                  },
                  {
                    path: paths.dashboard.solutionPattern,
                    handle: {
                      title: ({ loaderData }) => (loaderData as SolutionContent | null)?.title ?? null,
                    } satisfies RouteHandle,
                    lazy: async () => {
                      const [{ SolutionPage, solutionLoader }, { NotFound }] = await Promise.all([
                        import('@/features/solutions/solution-page'),
                        import('@/app/not-found'),
                      ]);
                      return {
                        loader: solutionLoader,
                        element: <SolutionPage notFound={<NotFound inDashboard />} />,
                      };
                    },
                  },
                  {
                    path: '*',
                    handle: titled(NOT_FOUND_TITLE),
                    lazy: async () => {
                      const { NotFound } = await import('@/app/not-found');
                      return { element: <NotFound inDashboard /> };
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
