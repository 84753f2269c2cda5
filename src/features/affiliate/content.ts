import type { CalculatorSlug, LESSON_IDS } from '@/lib/paths';
import type { PageTitle } from '@/lib/page-title';

/**
 * The titles the Share panel lists, by the ids src/lib/paths.ts keeps. The lessons' and calculators'
 * own content would bring their modules into the dashboard's chunks; content.test.ts holds these to
 * the same titles.
 */
export const SHARE_LESSON_TITLES: Record<(typeof LESSON_IDS)[number], string> = {
  budgeting: 'Budgeting Basics',
  'how-money-works': 'How Money Works',
  'saving-habits': 'Saving Habits',
  'how-the-rich-think': 'How the Rich Think',
  'setting-goals': 'Setting Financial Goals',
  'planning-ahead': 'Planning Ahead',
  'planning-for-kids': 'Planning for Kids',
  'rule-of-72': 'The Rule of 72',
  'tax-benefits-retirement': 'Tax Benefits in Retirement',
  'independent-retirement-planning': 'Independent Retirement Planning',
};

export const SHARE_CALCULATOR_TITLES: Record<CalculatorSlug, string> = {
  'debt-payoff': 'Debt Payoff Calculator',
  'compound-growth': 'Compound Growth Calculator',
  'retirement-income': 'Retirement Income Calculator',
  'emergency-fund': 'Emergency Fund Calculator',
};

export const AFFILIATE_SIGN_IN_PAGE = {
  title: 'Affiliate Sign In',
  description: 'Sign in to your affiliate dashboard: your agent code, referral link and sign-ups.',
} satisfies PageTitle;

export const AFFILIATE_SIGN_UP_PAGE = {
  title: 'Affiliate Sign Up',
  description: 'Become an Empowered Finance affiliate: get an agent code and a referral link to share.',
} satisfies PageTitle;

export const AFFILIATE_DASHBOARD_PAGE = { title: 'Affiliate Dashboard' } satisfies PageTitle;
