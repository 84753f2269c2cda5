import { useMemo } from 'react';
import type { GoalTemplate } from '../content';
import { summarizeGoals, type Goal } from '../logic';
import { GoalList } from './goal-list';
import { GoalsEmptyState } from './goals-empty-state';
import { GoalsSummary } from './goals-summary';

interface GoalsOverviewProps {
  goals: readonly Goal[];
  /** Opens the create dialog, filled from the template when one was picked. */
  onStart: (template: GoalTemplate | undefined) => void;
}

/** The loaded page: the summary, then the goals or an invitation to set the first one. */
export function GoalsOverview({ goals, onStart }: GoalsOverviewProps) {
  const summary = useMemo(() => summarizeGoals(goals), [goals]);
  // One clock reading per list, so every card judges "on track" against the same moment.
  const now = useMemo(() => new Date(), []);
  return (
    <>
      <GoalsSummary summary={summary} />
      {goals.length === 0 ? <GoalsEmptyState onPick={onStart} /> : <GoalList goals={goals} now={now} />}
    </>
  );
}
