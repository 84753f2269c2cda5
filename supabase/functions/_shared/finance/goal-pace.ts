import { calendarMonthsBetween, wholeMonthsBetween } from './monthly-needed.ts';

/**
 * Whether a goal with a target date is on pace (docs/decisions/026-one-pace-rule.md): one rule
 * for the Goals card, the goal's history, the assistant and, as private.goal_on_pace and
 * private.goal_pace_due in SQL, the check-up and the weekly digest (tests/db/goal-pace.test.ts
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
