import type { PageTitle } from '@/lib/page-title';

/** The account pages' tab titles and, for the public ones, their search-result descriptions. */
export const SIGN_IN_PAGE = {
  title: 'Sign In',
  description: 'Sign in to your Empowered Finance account: your goals, calendar and AI assistant.',
} satisfies PageTitle;

export const SIGN_UP_PAGE = {
  title: 'Sign Up',
  description:
    'Create a free Empowered Finance account: savings goals, a financial calendar, lessons and an AI assistant.',
} satisfies PageTitle;

export const EMAIL_CONFIRMATION_PAGE = { title: 'Confirm your email' } satisfies PageTitle;

export const FORGOT_PASSWORD_PAGE = { title: 'Reset your password' } satisfies PageTitle;

export const RESET_PASSWORD_PAGE = { title: 'Choose a new password' } satisfies PageTitle;
