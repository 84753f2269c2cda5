import { format } from 'date-fns';
import { Minus, Undo2 } from 'lucide-react';
import { LineChart } from '@/components/charts/line-chart';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDollars, formatMoney } from '@/lib/money';
import { useGoalHistory, useUndoContribution, useWithdrawFunds } from '../api';
import { progressPoints, projectedPace, type Contribution } from '../history';
import { savingsPlan, type Goal } from '../logic';
import { AmountForm } from './amount-form';
import { SavingsPlanLine } from './savings-plan-line';

const KIND_LABEL: Record<Contribution['kind'], string> = {
  deposit: 'Added',
  withdrawal: 'Withdrew',
  adjustment: 'Edited',
};

/**
 * Whether the goal is on pace, in the card's words (the one rule, docs/decisions/026), then where
 * the last 3 months' saving would take it: a projection, not a second verdict.
 */
function PaceLine({ goal, history, now }: { goal: Goal; history: readonly Contribution[]; now: Date }) {
  if (goal.completed_at !== null) return null;
  const plan = savingsPlan(goal, now);
  const pace = projectedPace(goal, history, now);
  return (
    <div className="grid gap-2">
      {plan && <SavingsPlanLine plan={plan} />}
      {pace.kind === 'none' ? (
        <p className="text-sm text-muted-foreground">No saving in the last 3 months, so no projection yet.</p>
      ) : (
        <p className="text-sm">
          <span className="font-semibold">At this pace: {format(pace.reachedOn, 'MMMM yyyy')}</span>{' '}
          <span className="text-muted-foreground">(about {formatMoney(pace.perMonth)} a month lately)</span>
        </p>
      )}
    </div>
  );
}

function WithdrawForm({ goal }: { goal: Goal }) {
  const withdraw = useWithdrawFunds();
  return (
    <AmountForm
      label={`Withdraw from ${goal.title}`}
      showLabel
      variant="outline"
      pending={withdraw.isPending}
      disabled={goal.current_amount <= 0}
      tooMuch={(amount) =>
        amount > goal.current_amount
          ? `You can withdraw at most ${formatMoney(goal.current_amount)}.`
          : undefined
      }
      button={
        <>
          <Minus aria-hidden />
          Withdraw
        </>
      }
      pendingButton={
        <>
          <Minus aria-hidden />
          Withdrawing...
        </>
      }
      onAmount={(amount, reset) => {
        withdraw.mutate({ goal, amount }, { onSuccess: reset });
      }}
    />
  );
}

/** The inside of a goal's History dialog: its progress over time, its pace, Withdraw, and every change with Undo. */
export function GoalHistory({ goal, now }: { goal: Goal; now: Date }) {
  const history = useGoalHistory(goal.id);
  const undo = useUndoContribution();

  if (history.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading the history…</span>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (history.isError) return <p className="text-sm text-destructive">The history could not be loaded.</p>;
  const entries = history.data;
  const points = progressPoints(goal, entries, now);

  return (
    <div className="grid gap-5">
      <LineChart
        title="Saved over time"
        summary={`From ${formatMoney(points[0]!.y)} when the goal was made to ${formatMoney(goal.current_amount)} today, against a target of ${formatMoney(goal.target_amount)}.`}
        xHeading="Date"
        formatX={(x) => format(x, 'MMM d, yyyy')}
        formatY={formatDollars}
        series={[{ label: 'Saved', tone: 'primary', step: true, points }]}
      />
      <PaceLine goal={goal} history={entries} now={now} />
      <WithdrawForm goal={goal} />
      <section aria-labelledby={`${goal.id}-changes`} className="grid gap-2">
        <h3 id={`${goal.id}-changes`} className="font-semibold">
          Changes, newest first
        </h3>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No deposits yet. Add Funds on the goal’s card to start.
          </p>
        ) : (
          <ul className="grid divide-y divide-border rounded-md border border-border">
            {entries.map((entry) => {
              const label = `${KIND_LABEL[entry.kind]} ${formatMoney(Math.abs(entry.amount))}`;
              return (
                <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span className={entry.undone_at ? 'text-muted-foreground line-through' : undefined}>
                    <span className="font-medium">{label}</span>{' '}
                    <span className="text-muted-foreground">
                      {format(new Date(entry.created_at), 'MMM d, yyyy')}
                    </span>
                  </span>
                  {entry.undone_at ? (
                    <span className="text-muted-foreground">Undone</span>
                  ) : (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Undo: ${label} on ${format(new Date(entry.created_at), 'MMM d, yyyy')}`}
                      disabled={undo.isPending}
                      onClick={() => {
                        undo.mutate(entry.id);
                      }}
                    >
                      <Undo2 aria-hidden />
                      Undo
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
