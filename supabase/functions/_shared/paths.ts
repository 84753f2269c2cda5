/**
 * Every route's address in one place (docs/product-spec.md §1–§2): the router mounts these paths
 * and every link, redirect, email link and assistant answer is built from them, so a route moves
 * in one edit. It lives with the edge functions' shared code, which deploys on its own; the app
 * reads it through src/lib/paths.ts.
 */
const DASHBOARD = '/dashboard';
const AFFILIATE = '/affiliate';

/**
 * The ten lessons and the four calculators, in their pages' order: each has a dashboard page and a
 * public one that anybody can open (docs/decisions/021-lessons-open-to-everyone.md). The education
 * and calculators features type their content by these; the build prerenders the public pages.
 */
export const LESSON_IDS = [
  'budgeting',
  'how-money-works',
  'saving-habits',
  'how-the-rich-think',
  'setting-goals',
  'planning-ahead',
  'planning-for-kids',
  'rule-of-72',
  'tax-benefits-retirement',
  'independent-retirement-planning',
] as const;
export const CALCULATOR_SLUGS = [
  'debt-payoff',
  'compound-growth',
  'retirement-income',
  'emergency-fund',
] as const;
export type CalculatorSlug = (typeof CALCULATOR_SLUGS)[number];

export const paths = {
  home: '/',
  careerOpportunity: '/career-opportunity',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  emailConfirmation: '/email-confirmation',
  privacy: '/privacy',
  terms: '/terms',
  /** Every lesson and calculator, signed out: the public area's front door. */
  learnIndex: '/learn',
  /** A lesson signed out; `learn(id)` builds one. */
  learnPattern: '/learn/:topicId',
  learn: (topicId: string): string => `/learn/${topicId}`,
  /** A calculator signed out; `calculator(slug)` builds one. */
  calculatorPattern: '/calculators/:slug',
  calculator: (slug: string): string => `/calculators/${slug}`,
  /** The link at the end of every reminder email. */
  unsubscribe: '/unsubscribe',
  affiliate: {
    /** Only redirects: the referral page needs an agent code after it. */
    root: AFFILIATE,
    signIn: `${AFFILIATE}/sign-in`,
    signUp: `${AFFILIATE}/sign-up`,
    dashboard: `${AFFILIATE}/dashboard`,
    /** Pattern of the public referral page; `referral(code)` builds one. */
    referralPattern: `${AFFILIATE}/:agentCode`,
    referral: (agentCode: string): string => `${AFFILIATE}/${encodeURIComponent(agentCode)}`,
  },
  dashboard: {
    home: DASHBOARD,
    assistant: `${DASHBOARD}/empowered-ai`,
    settings: `${DASHBOARD}/settings`,
    goals: `${DASHBOARD}/goals`,
    calendar: `${DASHBOARD}/calendar`,
    consultation: `${DASHBOARD}/consultation`,
    checkUp: `${DASHBOARD}/check-up`,
    /** Read a bank statement on the device and add what repeats in it (docs/decisions/028). */
    importStatement: `${DASHBOARD}/import-statement`,
    tools: `${DASHBOARD}/financial-tools`,
    quiz: `${DASHBOARD}/financial-quiz`,
    coach: `${DASHBOARD}/solutions-coach`,
    education: `${DASHBOARD}/financial-education`,
    lessonPattern: `${DASHBOARD}/financial-education/:topicId`,
    lesson: (topicId: string): string => `${DASHBOARD}/financial-education/${topicId}`,
    calculators: {
      'debt-payoff': `${DASHBOARD}/calculators/debt-payoff`,
      'compound-growth': `${DASHBOARD}/calculators/compound-growth`,
      'retirement-income': `${DASHBOARD}/calculators/retirement-income`,
      'emergency-fund': `${DASHBOARD}/calculators/emergency-fund`,
    },
    solutionPattern: `${DASHBOARD}/solutions/:slug`,
    solution: (slug: string): string => `${DASHBOARD}/solutions/${slug}`,
  },
} as const;

/** The consultation form's parameter that starts it with sharing the check-up chosen ("1"). */
export const SHARE_CHECKUP_PARAM = 'share';

/**
 * Where every "Book a free consultation" leads, with the topic preselected (a solution's slug;
 * General without one) and, from the check-up, sharing it chosen (the user can still turn it off).
 * The spec sent these to the calendar; docs/decisions/020 says why not.
 */
export function consultationPath(topic?: string, { shareCheckup = false } = {}): string {
  const query = new URLSearchParams();
  if (topic) query.set('topic', topic);
  if (shareCheckup) query.set(SHARE_CHECKUP_PARAM, '1');
  const search = query.toString();
  return search ? `${paths.dashboard.consultation}?${search}` : paths.dashboard.consultation;
}

/** The calendar with a day selected (yyyy-MM-dd), where a reminder's event is. */
export function calendarDayPath(day: string): string {
  return `${paths.dashboard.calendar}?date=${day}`;
}

/** The sign-up page with a referral code, which the form carries into the new account. */
export function signUpWithReferral(agentCode: string): string {
  return `${paths.signUp}?ref=${encodeURIComponent(agentCode)}`;
}

/** The AI chat with its input prefilled: the chat page reads the prompt from ?prompt=. */
export function assistantPath(prompt: string): string {
  return `${paths.dashboard.assistant}?prompt=${encodeURIComponent(prompt)}`;
}
