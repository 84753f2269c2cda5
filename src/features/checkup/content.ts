import type { CheckStatus } from '@/types/database';
import type { PageTitle } from '@/lib/page-title';

/** The check-up's copy (docs/decisions/023-financial-checkup.md); the checks' own words come from the database. */

export type ProfileField =
  | 'monthly_income'
  | 'monthly_essentials'
  | 'savings_balance'
  | 'high_interest_debt'
  | 'dependents'
  | 'life_cover'
  | 'retirement_saving_monthly';

export interface ProfileFieldContent {
  name: ProfileField;
  label: string;
  /** One line: what to count. */
  description: string;
  kind: 'money' | 'count';
}

/** The form's fields, in its order, each explained in one line. */
export const PROFILE_FIELDS: readonly ProfileFieldContent[] = [
  {
    name: 'monthly_income',
    label: 'Monthly take-home income',
    description: 'What reaches your account each month after tax, from every job and benefit.',
    kind: 'money',
  },
  {
    name: 'monthly_essentials',
    label: 'Monthly essential costs',
    description: 'Rent or mortgage, food, utilities, insurance and minimum debt payments.',
    kind: 'money',
  },
  {
    name: 'savings_balance',
    label: 'Savings you could reach in a week',
    description: 'Cash and savings accounts; not retirement accounts or investments you would have to sell.',
    kind: 'money',
  },
  {
    name: 'high_interest_debt',
    label: 'High-interest debt',
    description: 'What you owe on credit cards, payday loans and store cards. Enter 0 if none.',
    kind: 'money',
  },
  {
    name: 'dependents',
    label: 'People who depend on your income',
    description: 'Children, a partner or parents who would struggle without your pay. Enter 0 if none.',
    kind: 'count',
  },
  {
    name: 'life_cover',
    label: 'Life cover you already have',
    description: 'The total your life insurance would pay, including any through work. Enter 0 if none.',
    kind: 'money',
  },
  {
    name: 'retirement_saving_monthly',
    label: 'Put towards retirement each month',
    description: 'Your own contributions to a 401(k), IRA or pension, plus any employer match.',
    kind: 'money',
  },
];

/** Status in words (never by colour alone). */
export const STATUS_LABELS: Readonly<Record<CheckStatus, string>> = {
  good: 'Looks good',
  attention: 'Needs attention',
  unknown: 'Not enough information',
};

export const CHECKUP_TEXT = {
  title: 'Financial check-up',
  description:
    'A few numbers, all optional, and six checks of where you stand: your safety net, debt, bills, family cover, goals and retirement.',
  formTitle: 'Your numbers',
  formDescription: 'Leave out anything you would rather not say; the checks that need it will tell you.',
  importHint: 'Your income and essential costs can come from a bank statement, read on this device.',
  resultsTitle: 'Your check-up',
  resultsDescription: 'In the order to tackle them: a safety net first, then costly debt, then the rest.',
  note: 'Educational, not financial advice: these are common rules of thumb, not a recommendation for you.',
  save: 'Save my numbers',
  saving: 'Saving...',
} as const;

/**
 * The check-up's last step, whatever the checks say: a consultation with the agent who invited the
 * user (as the consultation page names them) or the house, with the check-up shared by default.
 */
export const TALK_IT_THROUGH = {
  title: (advisor: string) => `Talk it through with ${advisor}`,
  description:
    'A free consultation, without obligation, to go through these checks and what to do first. Your check-up and goals go with your request unless you choose otherwise.',
  action: 'Book a free consultation',
} as const;

export const CHECKUP_TOASTS = {
  saved: { title: 'Numbers Saved', description: 'Your check-up is up to date.' },
  saveFailed: 'Your numbers could not be saved. Please try again.',
  loadFailed: 'Your check-up could not be loaded.',
} as const;

export const CHECKUP_PAGE = { title: CHECKUP_TEXT.title } satisfies PageTitle;
