import { calendarMonthsBetween, wholeMonthsBetween } from './monthly-needed.ts';

/**
 * Whether a goal with a target date is on pace (docs/decisions/026-one-pace-rule.md): one rule
 * for the Goals card, the goal's history, the assistant and, as private.goal_pace in SQL, the
 * check-up and the weekly digest (tests/db/goal-pace.test.ts
 * holds the two together).
 *
 * The plan is even and monthly: from the day the goal was made to its target date, N whole
 * months, a goal keeps pace while it holds at least k/N of its target after k whole months.
 * Nothing is due in its first month; a goal ahead of the plan stays on pace without new
 * deposits until the plan catches up; a goal whose date has passed unreached is behind.
 */

export interface PaceInput {
  targetCents: number;
  savedCents: number;
  /** yyyy-MM-dd; null: no date, so no pace. */
  targetDate: string | null;
  /** The day the goal was made, in the user's time zone, yyyy-MM-dd. */
  createdOn: string;
  /** The user's today, yyyy-MM-dd. */
  today: string;
}

/**
 * What the even plan holds by `today`: target × k / N, rounded up to the cent (so "saved at
 * least this" is exactly "saved at least k/N of the target"). BigInt: target × N passes 2^53.
 */
export function paceDueCents({ targetCents, targetDate, createdOn, today }: Omit<PaceInput, 'savedCents'>) {
  if (targetDate === null) return null;
  const months = BigInt(wholeMonthsBetween(createdOn, targetDate));
  const passed = BigInt(Math.min(Math.max(0, calendarMonthsBetween(createdOn, today)), Number(months)));
  return Number((BigInt(targetCents) * passed + months - 1n) / months);
}

/** true on pace, false behind, null without a target date. A reached target is on pace. */
export function goalOnPace(input: PaceInput): boolean | null {
  if (input.targetDate === null) return null;
  if (input.savedCents >= input.targetCents) return true;
  if (input.targetDate < input.today) return false;
  return input.savedCents >= paceDueCents(input)!;
}

interface GoalRow {
  target_amount: number;
  current_amount: number;
  target_date: string | null;
  completed_at: string | null;
  created_on: string;
}

/** goalOnPace for an active goal as the assistant reads it (dollars, the day it was made); null once reached. */
export function goalRowOnPace(goal: GoalRow, today: string): boolean | null {
  if (goal.completed_at !== null) return null;
  return goalOnPace({
    targetCents: Math.round(goal.target_amount * 100),
    savedCents: Math.round(goal.current_amount * 100),
    targetDate: goal.target_date,
    createdOn: goal.created_on,
    today,
  });
}

/** The assistant's words for goalRowOnPace, the Goals card's: 'on track', 'behind schedule', or null. */
export function paceWords(goal: GoalRow, today: string): string | null {
  const onPace = goalRowOnPace(goal, today);
  return onPace === null ? null : onPace ? 'on track' : 'behind schedule';
}
