import {
  GraduationCap,
  Home,
  PiggyBank,
  Receipt,
  ShieldCheck,
  ShoppingCart,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { EventCategory, EventType, RecurrencePattern, ReminderDays } from '@/types/database';
import type { PageTitle } from '@/lib/page-title';

// The form offers every value the database accepts, in its order: the one list of each, which
// tests/db/value-lists.test.ts holds to the database's checks. The labels below are records over
// these types, so a value added to a list fails the build until it has its words.
export { EVENT_CATEGORIES, EVENT_TYPES, RECURRENCE_PATTERNS, REMINDER_DAYS } from '@/types/database';

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  income: 'Income',
  bill: 'Bill',
  saving: 'Saving',
  investment: 'Investment',
  general: 'General',
};

export const CATEGORY_LABELS: Record<EventCategory, string> = {
  housing: 'Housing',
  transportation: 'Transportation',
  utilities: 'Utilities',
  insurance: 'Insurance',
  debt: 'Debt',
  income: 'Income',
  investment: 'Investment',
  other: 'Other',
};

export const RECURRENCE_LABELS: Record<RecurrencePattern, string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

export const reminderLabel = (days: ReminderDays): string =>
  days === 1 ? '1 day before' : `${days} days before`;

/** docs/product-spec.md §9 with the types and categories of docs/decisions/006-calendar.md; every one repeats monthly. */
export interface QuickAddSuggestion {
  title: string;
  eventType: EventType;
  category: EventCategory;
  amount: number;
}

export const QUICK_ADD_SUGGESTIONS: readonly QuickAddSuggestion[] = [
  { title: 'Payday', eventType: 'income', category: 'income', amount: 2500 },
  { title: 'Rent Payment', eventType: 'bill', category: 'housing', amount: 1200 },
  { title: 'Credit Card Payment', eventType: 'bill', category: 'debt', amount: 250 },
  { title: 'Mortgage Payment', eventType: 'bill', category: 'housing', amount: 1800 },
  { title: 'Car Payment', eventType: 'bill', category: 'transportation', amount: 400 },
  { title: 'Utility Bill', eventType: 'bill', category: 'utilities', amount: 150 },
  { title: 'Insurance Premium', eventType: 'bill', category: 'insurance', amount: 200 },
  { title: 'Investment Contribution', eventType: 'saving', category: 'investment', amount: 500 },
];

/**
 * A card of the Suggested Financial Events grid. It shows the type and category the add dialog
 * fills in, so what the card says is what is saved (docs/decisions/006-calendar.md).
 */
export interface SuggestedEvent {
  title: string;
  description: string;
  type: EventType;
  category: EventCategory;
  recurrence: RecurrencePattern;
  icon: LucideIcon;
}

export const SUGGESTED_EVENTS: readonly SuggestedEvent[] = [
  {
    title: 'Paycheck',
    description: 'Know when money arrives before you plan what leaves.',
    type: 'income',
    category: 'income',
    recurrence: 'bi-weekly',
    icon: Wallet,
  },
  {
    title: 'Rent',
    description: 'Your largest bill: never let it catch you short.',
    type: 'bill',
    category: 'housing',
    recurrence: 'monthly',
    icon: Home,
  },
  {
    title: 'Grocery Budget',
    description: 'Set the week’s food budget before you shop.',
    type: 'general',
    category: 'other',
    recurrence: 'weekly',
    icon: ShoppingCart,
  },
  {
    title: 'Student Loan Payment',
    description: 'Paying on time protects your credit score.',
    type: 'bill',
    category: 'debt',
    recurrence: 'monthly',
    icon: GraduationCap,
  },
  {
    title: 'Emergency Fund Transfer',
    description: 'Move savings on payday, before it gets spent.',
    type: 'saving',
    category: 'other',
    recurrence: 'monthly',
    icon: PiggyBank,
  },
  {
    title: 'Retirement Contribution',
    description: 'Small regular contributions grow over decades.',
    type: 'investment',
    category: 'investment',
    recurrence: 'monthly',
    icon: TrendingUp,
  },
  {
    title: 'Quarterly Estimated Taxes',
    description: 'Self-employed? Pay estimated tax each quarter to avoid penalties.',
    type: 'bill',
    category: 'other',
    recurrence: 'quarterly',
    icon: Receipt,
  },
  {
    title: 'Annual Insurance Renewal',
    description: 'Compare quotes before your policy renews.',
    type: 'general',
    category: 'insurance',
    recurrence: 'yearly',
    icon: ShieldCheck,
  },
];

export const CALENDAR_PAGE = { title: 'Calendar' } satisfies PageTitle;
