import { History } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { Goal } from '../logic';
import { useLazyDialog } from './use-lazy-dialog';

// The chart and the history load when a History dialog first opens, not with the goals page.
const GoalHistory = lazy(async () => ({ default: (await import('./goal-history')).GoalHistory }));

/** A goal's contributions, its progress over time and Withdraw, in a dialog opened from its card. */
export function GoalHistoryDialog({ goal, now }: { goal: Goal; now: Date }) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button variant="ghost" size="sm" className="w-fit" {...dialog.trigger}>
        <History aria-hidden />
        History
        <span className="sr-only"> of {goal.title}</span>
      </Button>
      {dialog.open && (
        <Dialog open onOpenChange={dialog.setOpen}>
          <DialogContent
            className="max-h-[90vh] max-w-2xl overflow-y-auto p-4 sm:p-6"
            onCloseAutoFocus={dialog.returnFocus}
          >
            <DialogHeader>
              <DialogTitle>History</DialogTitle>
              <DialogDescription className="break-words">{goal.title}</DialogDescription>
            </DialogHeader>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <GoalHistory goal={goal} now={now} />
            </Suspense>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
