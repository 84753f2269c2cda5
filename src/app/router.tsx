import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '@/app/error-page';
import { lazyLayout, lazyPage } from '@/app/lazy-page';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteFallback } from '@/app/route-fallback';
import { NOT_FOUND_TITLE } from '@/app/route-title';
import { CALCULATOR_SLUGS, paths, type CalculatorSlug } from '@/lib/paths';

/*
 * Every page is a lazy route: `lazyPage` loads its module on the first visit with its title and
 * description, which its feature keeps with its copy. Nothing here but the table: adding a page
 * is one entry (docs/architecture.md, "Routes").
 */

/**
 * Who may open a route (docs/decisions/003-auth-and-routing.md, 021): each guard is a layout route
 * around the routes it guards, and loads with them. The auth guards read email links through the
 * auth API (TanStack Query), so they sit inside `queryLayout`.
 */
const guards = {
  /** Signed-out visitors go to sign-in and come back afterwards. */
  signedIn: lazyLayout(async () => (await import('@/features/auth/components/route-guards')).RequireAuth),
  /** The same for the affiliate dashboard, through the affiliate sign-in. */
  affiliateSignedIn: lazyLayout(async () => (await import('@/app/affiliate-guard')).RequireAffiliateAuth),
  /** Signed-in visitors go to their dashboard. */
  signedOut: lazyLayout(async () => (await import('@/features/auth/components/route-guards')).GuestOnly),
  /** Signed-in visitors go to the dashboard's version of a public lesson or calculator. */
  publicVersion: lazyLayout(async () => (await import('@/app/public-version')).PublicVersion),
};

const dashboardLayout = lazyLayout(
  async () => (await import('@/app/layouts/dashboard-layout')).DashboardLayout,
);

/** TanStack Query and the account context, around the routes with data only (docs/decisions/019). */
const queryLayout = lazyLayout(async () => (await import('@/app/query-providers')).QueryLayout);

const notFound = { title: NOT_FOUND_TITLE };

/** The calculators' pages, one module each: their titles and descriptions come with `calculatorBySlug`. */
const CALCULATOR_PAGES = {
  'debt-payoff': async () => (await import('@/features/calculators/debt-payoff')).DebtPayoffCalculator,
  'compound-growth': async () =>
    (await import('@/features/calculators/compound-growth')).CompoundGrowthCalculator,
  'retirement-income': async () =>
    (await import('@/features/calculators/retirement-income')).RetirementIncomeCalculator,
  'emergency-fund': async () =>
    (await import('@/features/calculators/emergency-fund')).EmergencyFundCalculator,
} satisfies Record<CalculatorSlug, unknown>;

/** A calculator's route, in the dashboard or in the public area (where it has a description too). */
const calculatorRoute = (slug: CalculatorSlug, inPublic: boolean): RouteObject => ({
  path: inPublic ? paths.calculator(slug) : paths.dashboard.calculators[slug],
  lazy: lazyPage(
    () => Promise.all([CALCULATOR_PAGES[slug](), import('@/features/calculators')]),
    ([Page, { calculatorBySlug }]) => {
      const { title, description } = calculatorBySlug(slug)!;
      return [Page, inPublic ? { title, description } : { title }];
    },
  ),
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
            lazy: lazyPage(
              () => import('@/features/marketing/landing-page'),
              (m) => [m.LandingPage, m.HOME_PAGE],
            ),
          },
          {
            path: paths.careerOpportunity,
            lazy: lazyPage(
              () => import('@/features/marketing/career-page'),
              (m) => [m.CareerPage, m.CAREER_PAGE],
            ),
          },
          {
            // The career interest e-mail's confirm and withdraw links (docs/decisions/029), loaded
            // through the career page's own module: the router's table names no new chunk.
            // careerLinks.pattern, spelled here so the first scripts carry no more of it.
            path: `${paths.careerOpportunity}/:action`,
            lazy: lazyPage(
              () => import('@/features/marketing/career-page'),
              (m) => [m.CareerLinkRoute, m.CAREER_LINK_PAGE],
            ),
          },
          {
            path: paths.privacy,
            lazy: lazyPage(
              () => import('@/features/legal/pages'),
              (m) => [m.PrivacyPage, m.PRIVACY_PAGE],
            ),
          },
          {
            path: paths.terms,
            lazy: lazyPage(
              () => import('@/features/legal/pages'),
              (m) => [m.TermsPage, m.TERMS_PAGE],
            ),
          },
          {
            lazy: guards.publicVersion,
            children: [
              {
                path: paths.learnIndex,
                lazy: lazyPage(
                  () => import('@/features/education/learn-page'),
                  (m) => [m.LearnPage, m.LEARN_PAGE],
                ),
              },
              {
                path: paths.learnPattern,
                lazy: lazyPage(
                  () => Promise.all([import('@/features/education/lesson-page'), import('@/app/not-found')]),
                  ([m, { NotFound }]) => [<m.LessonPage notFound={<NotFound />} />, m.LESSON_PAGE],
                ),
              },
              ...CALCULATOR_SLUGS.map((slug) => calculatorRoute(slug, true)),
            ],
          },
          {
            lazy: queryLayout,
            children: [
              {
                path: paths.emailConfirmation,
                lazy: lazyPage(
                  () => import('@/features/auth/email-confirmation-page'),
                  (m) => [m.EmailConfirmationPage, m.EMAIL_CONFIRMATION_PAGE],
                ),
              },
              {
                path: paths.unsubscribe,
                lazy: lazyPage(
                  () => import('@/features/settings/unsubscribe-page'),
                  (m) => [m.UnsubscribePage, m.UNSUBSCRIBE_PAGE],
                ),
              },
              {
                path: paths.forgotPassword,
                lazy: lazyPage(
                  () => import('@/features/auth/forgot-password-page'),
                  (m) => [m.ForgotPasswordPage, m.FORGOT_PASSWORD_PAGE],
                ),
              },
              {
                path: paths.resetPassword,
                lazy: lazyPage(
                  () => import('@/features/auth/reset-password-page'),
                  (m) => [m.ResetPasswordPage, m.RESET_PASSWORD_PAGE],
                ),
              },
              {
                path: paths.affiliate.referralPattern,
                lazy: lazyPage(
                  () => import('@/features/marketing/referral-page'),
                  (m) => [m.ReferralPage, m.REFERRAL_PAGE],
                ),
              },
              {
                lazy: guards.signedOut,
                children: [
                  {
                    path: paths.signIn,
                    lazy: lazyPage(
                      () => import('@/features/auth/sign-in-page'),
                      (m) => [m.SignInPage, m.SIGN_IN_PAGE],
                    ),
                  },
                  {
                    path: paths.signUp,
                    lazy: lazyPage(
                      () => import('@/features/auth/sign-up-page'),
                      (m) => [m.SignUpPage, m.SIGN_UP_PAGE],
                    ),
                  },
                  {
                    path: paths.affiliate.signIn,
                    lazy: lazyPage(
                      () => import('@/features/affiliate/affiliate-sign-in-page'),
                      (m) => [m.AffiliateSignInPage, m.AFFILIATE_SIGN_IN_PAGE],
                    ),
                  },
                  {
                    path: paths.affiliate.signUp,
                    lazy: lazyPage(
                      () => import('@/features/affiliate/affiliate-sign-up-page'),
                      (m) => [m.AffiliateSignUpPage, m.AFFILIATE_SIGN_UP_PAGE],
                    ),
                  },
                ],
              },
            ],
          },
          // docs/product-spec.md §1: the referral page with no agent code redirects to the landing page.
          { path: paths.affiliate.root, element: <Navigate to={paths.home} replace /> },
          {
            path: '*',
            lazy: lazyPage(
              () => import('@/app/not-found'),
              (m) => [m.NotFound, notFound],
            ),
          },
        ],
      },
      {
        lazy: queryLayout,
        children: [
          {
            path: paths.affiliate.dashboard,
            lazy: guards.affiliateSignedIn,
            children: [
              {
                lazy: dashboardLayout,
                children: [
                  {
                    index: true,
                    lazy: lazyPage(
                      () => import('@/features/affiliate/affiliate-dashboard-page'),
                      (m) => [m.AffiliateDashboardPage, m.AFFILIATE_DASHBOARD_PAGE],
                    ),
                  },
                ],
              },
            ],
          },
          {
            path: paths.dashboard.home,
            lazy: guards.signedIn,
            children: [
              {
                lazy: dashboardLayout,
                children: [
                  {
                    index: true,
                    lazy: lazyPage(
                      () => import('@/features/dashboard'),
                      (m) => [m.DashboardPage, m.DASHBOARD_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.assistant,
                    lazy: lazyPage(
                      () => import('@/features/assistant'),
                      (m) => [m.AssistantPage, m.ASSISTANT_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.settings,
                    lazy: lazyPage(
                      () => import('@/features/settings'),
                      (m) => [m.SettingsPage, m.SETTINGS_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.goals,
                    lazy: lazyPage(
                      () => import('@/features/goals/goals-page'),
                      (m) => [m.GoalsPage, m.GOALS_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.calendar,
                    lazy: lazyPage(
                      () => import('@/features/calendar/calendar-page'),
                      (m) => [m.CalendarPage, m.CALENDAR_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.checkUp,
                    lazy: lazyPage(
                      () => import('@/features/checkup/checkup-page'),
                      (m) => [m.CheckupPage, m.CHECKUP_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.importStatement,
                    lazy: lazyPage(
                      () => import('@/features/statement-import/import-page'),
                      (m) => [m.ImportPage, m.IMPORT_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.consultation,
                    lazy: lazyPage(
                      () => import('@/features/consultations/consultation-page'),
                      (m) => [m.ConsultationPage, m.CONSULTATION_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.tools,
                    lazy: lazyPage(
                      () => import('@/features/solutions/tools-page'),
                      (m) => [m.ToolsPage, m.TOOLS_PAGE],
                    ),
                  },
                  ...CALCULATOR_SLUGS.map((slug) => calculatorRoute(slug, false)),
                  {
                    path: paths.dashboard.quiz,
                    lazy: lazyPage(
                      () => import('@/features/quiz'),
                      (m) => [m.QuizPage, m.QUIZ_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.coach,
                    lazy: lazyPage(
                      () => import('@/features/coach'),
                      (m) => [m.CoachPage, m.COACH_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.education,
                    lazy: lazyPage(
                      () => import('@/features/education/education-page'),
                      (m) => [m.EducationPage, m.EDUCATION_PAGE],
                    ),
                  },
                  {
                    path: paths.dashboard.lessonPattern,
                    lazy: lazyPage(
                      () =>
                        Promise.all([import('@/features/education/lesson-page'), import('@/app/not-found')]),
                      ([m, { NotFound }]) => [
                        <m.LessonPage notFound={<NotFound inDashboard />} />,
                        { title: m.LESSON_PAGE.title },
                      ],
                    ),
                  },
                  {
                    path: paths.dashboard.solutionPattern,
                    lazy: lazyPage(
                      () =>
                        Promise.all([
                          import('@/features/solutions/solution-page'),
                          import('@/app/not-found'),
                        ]),
                      ([m, { NotFound }]) => [
                        <m.SolutionPage notFound={<NotFound inDashboard />} />,
                        m.SOLUTION_PAGE,
                        m.solutionLoader,
                      ],
                    ),
                  },
                  {
                    path: '*',
                    lazy: lazyPage(
                      () => import('@/app/not-found'),
                      ({ NotFound }) => [<NotFound inDashboard />, notFound],
                    ),
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
