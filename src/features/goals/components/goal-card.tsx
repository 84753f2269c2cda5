import { format, parseISO } from 'date-fns';
import { PartyPopper } from 'lucide-react';
import { useId } from 'react';
import { Progress } from '@/components/ui/progress';
import { formatMoney } from '@/lib/money';
import { isActive, progressPercent, savingsPlan, type Goal } from '../logic';
import { AddFundsForm } from './add-funds-form';
import { DeleteGoalDialog } from './delete-goal-dialog';
import { EditGoalDialog } from './edit-goal-dialog';
import { GoalHistoryDialog } from './goal-history-dialog';
import { PriorityBadge } from './priority-badge';
import { SavingsPlanLine } from './savings-plan-line';

export function GoalCard({ goal, now }: { goal: Goal; now: Date }) {
  const titleId = useId();
  const percent = progressPercent(goal);
  const plan = savingsPlan(goal, now);
  // A Debt goal's target is the balance owed and its saved amount what has been paid down.
  const debt = goal.category === 'debt';

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h3 id={titleId} className="text-base leading-snug font-semibold break-words">
            {goal.title}
          </h3>
          <div>
            <PriorityBadge priority={goal.priority} />
          </div>
        </div>
        <div className="-mt-2 -mr-2 flex shrink-0">
          <EditGoalDialog goal={goal} />
          <DeleteGoalDialog goal={goal} />
        </div>
      </div>

      {goal.description && (
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">{goal.description}</p>
      )}

      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
          <span>
            <span className="font-semibold">{formatMoney(goal.current_amount)}</span>
            <span className="text-muted-foreground">
              {debt ? ' paid of ' : ' of '}
              {formatMoney(goal.target_amount)}
            </span>
          </span>
          <span className="font-medium">{percent}%</span>
        </div>
        <Progress value={percent} aria-label={`Progress toward ${goal.title}`} />
      </div>

      {goal.target_date && (
        <p className="text-sm text-muted-foreground">
          Target date: {format(parseISO(goal.target_date), 'MMM d, yyyy')}
        </p>
      )}
      {plan && <SavingsPlanLine plan={plan} />}
      <GoalHistoryDialog goal={goal} now={now} />

      <div className="mt-auto">
        {isActive(goal) ? (
          <AddFundsForm goal={goal} />
        ) : (
          <p className="flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-sm font-semibold text-success">
            <PartyPopper aria-hidden className="size-4" />
            Goal Achieved!
          </p>
        )}
      </div>
    </article>
  );
}
