import { addMonths, differenceInDays, parseISO } from 'date-fns';
import { toCents } from '@/lib/money';
import type { Tables } from '@/types/database';
import type { Goal } from './logic';

/**
 * A goal's history (docs/decisions/017-goal-history-and-calculators.md): the saved amount over
 * time, rebuilt from its contributions, and when the goal is reached at the recent pace. Whether
 * it is on pace is not judged here: that is the one rule the card shows
 * (@shared/finance/goal-pace.ts, docs/decisions/026-one-pace-rule.md).
 */

export type Contribution = Tables<'goal_contributions'>;
const counted = (c: Contribution) => c.undone_at === null;

/**
 * The saved amount after each change, oldest first: it starts at what the goal was created with
 * (today's amount less every change still counted) and ends at today's amount.
 */
export function progressPoints(
  goal: Pick<Goal, 'current_amount' | 'created_at'>,
  contributions: readonly Contribution[],
  now: Date,
): { x: number; y: number }[] {
  const changes = contributions
    .filter(counted)
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  let cents = toCents(goal.current_amount) - changes.reduce((sum, c) => sum + toCents(c.amount), 0);
  const points = [{ x: Date.parse(goal.created_at), y: cents / 100 }];
  for (const change of changes) {
    cents += toCents(change.amount);
    points.push({ x: Date.parse(change.created_at), y: cents / 100 });
  }
  // Up to today; `now` may be when the page was drawn, before the latest change.
  points.push({ x: Math.max(now.getTime(), points.at(-1)!.x), y: toCents(goal.current_amount) / 100 });
  return points;
}

export type Pace = { kind: 'none' } | { kind: 'projected'; perMonth: number; reachedOn: Date };

const PACE_DAYS = 90;
const DAYS_PER_MONTH = 30.44;

/**
 * The net amount saved a month over the last 90 days (or since the goal was made, if later, and
 * at least a month), and the month the goal is reached if that goes on.
 */
export function projectedPace(
  goal: Pick<Goal, 'current_amount' | 'target_amount' | 'created_at' | 'completed_at'>,
  contributions: readonly Contribution[],
  now: Date,
): Pace {
  if (goal.completed_at !== null) return { kind: 'none' };
  const window = Math.min(
    PACE_DAYS,
    Math.max(DAYS_PER_MONTH, differenceInDays(now, parseISO(goal.created_at))),
  );
  const since = now.getTime() - window * 86_400_000;
  const netCents = contributions
    .filter((c) => counted(c) && Date.parse(c.created_at) >= since)
    .reduce((sum, c) => sum + toCents(c.amount), 0);
  const perMonthCents = (netCents * DAYS_PER_MONTH) / window;
  const remainingCents = toCents(goal.target_amount) - toCents(goal.current_amount);
  if (perMonthCents <= 0 || remainingCents <= 0) return { kind: 'none' };
  return {
    kind: 'projected',
    perMonth: Math.round(perMonthCents) / 100,
    reachedOn: addMonths(now, Math.ceil(remainingCents / perMonthCents)),
  };
}
