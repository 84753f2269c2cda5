import { format, isSameMonth, parseISO } from 'date-fns';
import { goalOnPace } from '@shared/finance/goal-pace.ts';
import { monthlyNeededCents } from '@shared/finance/monthly-needed.ts';
import type { GoalCategory, Tables } from '@/types/database';
import { toCents } from '@/lib/money';
import { CATEGORIES, CATEGORY_LABELS } from './content';

export type Goal = Tables<'goals'>;
type Amounts = Pick<Goal, 'current_amount' | 'target_amount'>;

/** A goal is active while completed_at is empty (docs/product-spec.md §4). */
export const isActive = (goal: Pick<Goal, 'completed_at'>): boolean => goal.completed_at === null;

/** Whole percent saved, capped at 100 (docs/product-spec.md §9); rounded down so 99.99 % never shows as done. */
export function progressPercent({ current_amount, target_amount }: Amounts): number {
  const target = toCents(target_amount);
  if (target <= 0) return 0;
  return Math.min(100, Math.floor((toCents(current_amount) * 100) / target));
}

export interface GoalSummary {
  total: number;
  active: number;
  completed: number;
  saved: number;
  target: number;
  /** Saved divided by targets, in percent with one decimal; 0 without targets. */
  percent: number;
}

export function summarizeGoals(goals: readonly Goal[]): GoalSummary {
  let active = 0;
  let savedCents = 0;
  let targetCents = 0;
  for (const goal of goals) {
    if (isActive(goal)) active += 1;
    savedCents += toCents(goal.current_amount);
    targetCents += toCents(goal.target_amount);
  }
  return {
    total: goals.length,
    active,
    completed: goals.length - active,
    saved: savedCents / 100,
    target: targetCents / 100,
    percent: targetCents > 0 ? Math.round((savedCents * 1000) / targetCents) / 10 : 0,
  };
}

/** '42.5%', always with one decimal, so no targets reads '0.0%'. */
export const formatPercent = (percent: number): string => `${percent.toFixed(1)}%`;

export interface GoalGroup {
  category: GoalCategory;
  label: string;
  goals: Goal[];
}

/** Goals by category, groups in the order of CATEGORY_LABELS, newest first inside each group. */
export function groupGoals(goals: readonly Goal[]): GoalGroup[] {
  const buckets = new Map<GoalCategory, { goal: Goal; created: number }[]>();
  for (const goal of goals) {
    const bucket = buckets.get(goal.category);
    const entry = { goal, created: Date.parse(goal.created_at) };
    if (bucket) bucket.push(entry);
    else buckets.set(goal.category, [entry]);
  }
  return CATEGORIES.flatMap((category) => {
    const bucket = buckets.get(category);
    if (!bucket) return [];
    bucket.sort((a, b) => b.created - a.created);
    return [{ category, label: CATEGORY_LABELS[category], goals: bucket.map((e) => e.goal) }];
  });
}

/** Figures for the dashboard's goals card: active goals and goals completed this calendar month. */
export function goalHeadline(
  goals: readonly Pick<Goal, 'completed_at'>[],
  now: Date,
): { active: number; completedThisMonth: number } {
  return {
    active: goals.filter(isActive).length,
    completedThisMonth: goals.filter(
      (g) => g.completed_at !== null && isSameMonth(new Date(g.completed_at), now),
    ).length,
  };
}

export type SavingsPlan =
  | { kind: 'monthly'; perMonth: number; by: Date; onTrack: boolean }
  | { kind: 'overdue'; remaining: number; by: Date };

/**
 * For an active goal with a target date: what to save each month to reach it on time, and
 * whether it is on pace by the one rule the check-up, the weekly digest and the assistant use
 * (@shared/finance/goal-pace.ts; docs/decisions/026-one-pace-rule.md). The monthly amount is
 * the one rule the assistant and the reminder emails use too (@shared/finance/monthly-needed.ts).
 * Days are the browser's, as the user's today is their time zone's in SQL.
 */
export function savingsPlan(
  goal: Pick<Goal, 'current_amount' | 'target_amount' | 'target_date' | 'created_at' | 'completed_at'>,
  now: Date,
): SavingsPlan | null {
  if (!isActive(goal) || goal.target_date === null) return null;
  const savedCents = toCents(goal.current_amount);
  const targetCents = toCents(goal.target_amount);
  const remainingCents = targetCents - savedCents;
  if (remainingCents <= 0) return null;
  const by = parseISO(goal.target_date);
  const today = format(now, 'yyyy-MM-dd');
  if (goal.target_date < today) return { kind: 'overdue', remaining: remainingCents / 100, by };
  return {
    kind: 'monthly',
    perMonth: monthlyNeededCents(remainingCents, today, goal.target_date) / 100,
    by,
    onTrack: goalOnPace({
      targetCents,
      savedCents,
      targetDate: goal.target_date,
      createdOn: format(new Date(goal.created_at), 'yyyy-MM-dd'),
      today,
    })!,
  };
}
