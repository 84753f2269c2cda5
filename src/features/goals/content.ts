import type { GoalCategory, GoalPriority, ReminderFrequency } from '@/types/database';
import type { PageTitle } from '@/lib/page-title';

export interface GoalTemplate {
  title: string;
  description: string;
  amount: number;
  category: GoalCategory;
  priority: GoalPriority;
}

/** The six suggestions of docs/product-spec.md §3; the descriptions are ours (docs/decisions/009-copy-and-content.md). */
export const GOAL_TEMPLATES: readonly GoalTemplate[] = [
  {
    title: 'Emergency Fund',
    description: 'Three to six months of essential expenses, set aside for the unexpected.',
    amount: 10000,
    category: 'security',
    priority: 'high',
  },
  {
    title: 'House Down Payment',
    description: 'Save the deposit for a home of your own and keep your mortgage smaller.',
    amount: 50000,
    category: 'home',
    priority: 'high',
  },
  {
    title: 'Retirement Fund',
    description: 'Build savings that give you income and choices once you stop working.',
    amount: 100000,
    category: 'retirement',
    priority: 'medium',
  },
  {
    title: 'Vacation Fund',
    description: 'Pay for your next trip in cash instead of carrying it on a card.',
    amount: 5000,
    category: 'lifestyle',
    priority: 'low',
  },
  {
    title: 'Education Fund',
    description: 'Cover tuition, courses or books for you or your children.',
    amount: 25000,
    category: 'education',
    priority: 'medium',
  },
  {
    title: 'New Car Fund',
    description: 'Buy your next car with more cash down and a smaller loan, or none.',
    amount: 30000,
    category: 'transportation',
    priority: 'medium',
  },
];

/** Every category with its label (docs/decisions/005-goals.md), in the order the goal list shows the groups. */
export const CATEGORY_LABELS: Readonly<Record<GoalCategory, string>> = {
  immediate: 'Immediate Goals',
  'short-term': 'Short Term Goals',
  'long-term': 'Long Term Goals',
  retirement: 'Retirement',
  security: 'Security',
  lifestyle: 'Lifestyle',
  general: 'General',
  home: 'Home',
  education: 'Education',
  transportation: 'Transportation',
  // A balance paid down: the target is what was owed, the saved amount what has been paid.
  debt: 'Debt',
};

export const CATEGORIES = Object.keys(CATEGORY_LABELS) as GoalCategory[];

export const PRIORITY_LABELS: Readonly<Record<GoalPriority, string>> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const PRIORITIES = Object.keys(PRIORITY_LABELS) as GoalPriority[];

export const REMINDER_FREQUENCY_LABELS: Readonly<Record<ReminderFrequency, string>> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

export const REMINDER_FREQUENCIES = Object.keys(REMINDER_FREQUENCY_LABELS) as ReminderFrequency[];

/** The toasts of docs/product-spec.md §8 for goals, character for character. */
export const GOAL_TOASTS = {
  created: { title: 'Goal Created', description: 'Your financial goal has been successfully created!' },
  fundsAdded: { title: 'Funds Added', description: (amount: string) => `Added ${amount} to your goal!` },
  updated: { title: 'Goal Updated', description: 'Your goal has been successfully updated!' },
  deleted: { title: 'Goal Deleted', description: 'Your goal has been deleted.' },
  createFailed: 'Failed to create goal. Please try again.',
  loadFailed: 'Failed to load goals. Please try again.',
  addFundsFailed: 'Failed to add funds. Please try again.',
  updateFailed: 'Failed to update goal. Please try again.',
  deleteFailed: 'Failed to delete goal. Please try again.',
  // Ours: the spec has no withdrawals or undo (docs/decisions/017-goal-history-and-calculators.md).
  withdrawn: {
    title: 'Funds Withdrawn',
    description: (amount: string) => `Took ${amount} out of your goal.`,
  },
  undone: { title: 'Change Undone', description: 'The saved amount is back to what it was.' },
  historyFailed: 'Failed to load the history. Please try again.',
  withdrawFailed: 'Failed to withdraw. Please try again.',
  undoFailed: 'Failed to undo. Please try again.',
} as const;

/** Shown when a goal with celebrations on reaches its target (the spec names the switch, not the message). */
export const CELEBRATION_TOAST = {
  title: 'Goal Achieved!',
  description: (title: string) => `You reached “${title}”. Well done!`,
};

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this goal?';

export const GOALS_PAGE = { title: 'Goals' } satisfies PageTitle;
