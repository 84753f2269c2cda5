import { formatDate } from '../calendar/dates.ts';
import { paceDueCents } from '../finance/goal-pace.ts';
import { monthlyNeededCents } from '../finance/monthly-needed.ts';
import { formatMoney } from '../money.ts';
import { paths } from '../paths.ts';
import type { SnapshotGoal } from './goal-snapshot.ts';

/**
 * "Which goal is furthest behind, and what should I put in to catch up?" (convention 3): how far
 * each dated active goal is behind the one pace rule (goal-pace.ts), the largest first (the
 * earliest date on a tie), and the monthly amount that still reaches it by its date.
 */

const GOALS = `[your goals](${paths.dashboard.goals})`;
const cents = (dollars: number) => Math.round(dollars * 100);

/** What the goal's even plan holds by `today`, in cents; null with no target date. */
const planCents = (goal: SnapshotGoal, today: string) =>
  paceDueCents({
    targetCents: cents(goal.target_amount),
    targetDate: goal.target_date,
    createdOn: goal.created_on,
    today,
  });

export function behindCents(goal: SnapshotGoal, today: string): number {
  const due = planCents(goal, today);
  return due === null ? 0 : Math.max(0, due - cents(goal.current_amount));
}

/** What it takes to catch up with a goal behind its plan, or that its date has passed. */
function catchUpLine(goal: SnapshotGoal, today: string): string {
  const rest = cents(goal.target_amount) - cents(goal.current_amount);
  const date = goal.target_date!;
  return date >= today
    ? `To catch up and still reach ${formatMoney(goal.target_amount)} by ${formatDate(date)}, put in ${formatMoney(monthlyNeededCents(rest, today, date) / 100)} a month.`
    : `Its target date, ${formatDate(date)}, has passed with ${formatMoney(rest / 100)} to go: choose a new date on ${GOALS} and I can work out the monthly amount.`;
}

/** "How far behind is my emergency fund?": the one goal named, against its own plan. */
function namedGoalBehind(goal: SnapshotGoal, today: string): string {
  const saved = `${formatMoney(goal.current_amount)} of ${formatMoney(goal.target_amount)} saved`;
  if (goal.completed_at !== null || cents(goal.current_amount) >= cents(goal.target_amount))
    return `**${goal.title} is reached** (${saved}): nothing is behind.\n\nSee ${GOALS}.`;
  if (goal.target_date === null)
    return `I can't answer that yet: ${goal.title} has no target date, so it has no plan to be behind. Give it a date on ${GOALS} and I can say what it needs each month.`;
  const behind = behindCents(goal, today);
  // "What should it hold by now?": the plan's figure, which "behind" is measured from.
  const held = `${saved}; its plan holds ${formatMoney(planCents(goal, today)! / 100)} by now`;
  if (behind === 0) {
    // "Is it slipping? What a month reaches it?": on pace, and what keeps it there.
    const rest = cents(goal.target_amount) - cents(goal.current_amount);
    const keep =
      goal.target_date >= today
        ? `\n\nTo reach ${formatMoney(goal.target_amount)} by ${formatDate(goal.target_date)}, put in ${formatMoney(monthlyNeededCents(rest, today, goal.target_date) / 100)} a month.`
        : '';
    return `**${goal.title} is not behind its plan** (${held}).${keep}\n\nSee ${GOALS}.`;
  }
  return [
    `**${goal.title} is ${formatMoney(behind / 100)} behind its plan** (${held}).`,
    '',
    catchUpLine(goal, today),
    '',
    `See ${GOALS}.`,
  ].join('\n');
}

/**
 * The goal furthest behind, or, when the question names one goal, that goal (`named`, from the
 * reader).
 */
export function goalBehindAnswer(
  goals: readonly SnapshotGoal[],
  today: string,
  named: readonly SnapshotGoal[] = [],
): string {
  if (named.length === 1) return namedGoalBehind(named[0]!, today);
  // "Is the trip or the car further behind?": only the goals named are weighed.
  const active = (named.length > 1 ? named : goals).filter(
    (g) => g.completed_at === null && cents(g.target_amount) > cents(g.current_amount),
  );
  const dated = active.filter((g) => g.target_date !== null);
  if (dated.length === 0) {
    return active.length === 0
      ? `I can't answer that yet: you have no active savings goals. Add one with a target date on ${GOALS}.`
      : `I can't answer that yet: none of your goals has a target date, so none can be behind. Give one a date on ${GOALS} and I can say what it needs each month.`;
  }
  const ranked = dated
    .map((goal) => ({ goal, behind: behindCents(goal, today) }))
    .sort((a, b) => b.behind - a.behind || (a.goal.target_date! < b.goal.target_date! ? -1 : 1));
  const others = active
    .filter((g) => g !== ranked[0]!.goal || ranked[0]!.behind === 0)
    .map((g) => {
      if (g.target_date === null) return `- ${g.title}: no target date, so no pace to keep`;
      const behind = behindCents(g, today);
      return behind > 0 ? `- ${g.title}: ${formatMoney(behind / 100)} behind` : `- ${g.title}: on track`;
    });
  const worst = ranked[0]!;
  if (worst.behind === 0) {
    return [`**None of your goals is behind its plan.**`, '', ...others, '', `See ${GOALS}.`].join('\n');
  }
  const { goal } = worst;
  const catchUp = catchUpLine(goal, today);
  return [
    `**${goal.title} is furthest behind: ${formatMoney(worst.behind / 100)} behind its plan** (${formatMoney(goal.current_amount)} of ${formatMoney(goal.target_amount)} saved).`,
    '',
    catchUp,
    ...(others.length > 0 ? ['', ...others] : []),
    '',
    `See ${GOALS}.`,
  ].join('\n');
}
