import { isSameMonth } from 'date-fns';
import type { Tables } from '@/types/database';

type Goal = Pick<Tables<'goals'>, 'completed_at'>;

/** A goal is active while completed_at is empty (spec section 4). */
export const isActive = (goal: Goal): boolean => goal.completed_at === null;

/** Figures for the dashboard's goals card: active goals and goals completed this calendar month. */
export function goalHeadline(
  goals: readonly Goal[],
  now: Date,
): { active: number; completedThisMonth: number } {
  return {
    active: goals.filter(isActive).length,
    completedThisMonth: goals.filter(
      (g) => g.completed_at !== null && isSameMonth(new Date(g.completed_at), now),
    ).length,
  };
}
