import { monthlyNeededCents } from '../finance/monthly-needed.ts';

/**
 * A goal as the assistant reads it and what it needs a month: its own module because both the
 * snapshot's answers (personal.ts) and the goal's reach (goal-answer.ts) use it, and those two
 * import each other's answers otherwise (import-x/no-cycle).
 */

export interface SnapshotGoal {
  title: string;
  current_amount: number;
  target_amount: number;
  target_date: string | null;
  completed_at: string | null;
  category: string;
  /** The day it was made in the user's time zone, yyyy-MM-dd: where its plan starts (goal-pace.ts). */
  created_on: string;
}

/** What to save each month to reach a goal by its date, rounded up to the cent (as the Goals page does). */
export function monthlyNeeded(goal: SnapshotGoal, today: string): number | null {
  if (goal.target_date === null || goal.target_date < today || goal.completed_at !== null) return null;
  const remaining = Math.round(goal.target_amount * 100) - Math.round(goal.current_amount * 100);
  if (remaining <= 0) return null;
  return monthlyNeededCents(remaining, today, goal.target_date) / 100;
}

/** The share of its target a goal has saved, in percent to one decimal, rounded down: never overstated. */
export const shareSaved = (goal: SnapshotGoal): number =>
  goal.target_amount > 0 ? Math.floor((goal.current_amount / goal.target_amount) * 1000) / 10 : 0;

/** What is still to save, in whole cents (none once the target is reached). */
export const leftCents = (goal: SnapshotGoal): number =>
  Math.max(0, Math.round(goal.target_amount * 100) - Math.round(goal.current_amount * 100));

/** The part of the target still to save, in percent to the hundredth: 7,000 of 8,000 is 87.5. */
export const shareLeft = (goal: SnapshotGoal): number =>
  goal.target_amount > 0 ? Math.round((leftCents(goal) / goal.target_amount) * 100) / 100 : 0;
