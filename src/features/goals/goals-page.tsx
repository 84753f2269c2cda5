import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth';
import { useGoalsWithFeedback } from './api';
import { CreateGoalDialog } from './components/create-goal-dialog';
import { GoalsOverview } from './components/goals-overview';
import { GoalsSkeleton } from './components/goals-skeleton';
import { GOAL_TOASTS, type GoalTemplate } from './content';
import { PageHeader } from '@/components/page-header';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { GOALS_PAGE } from './content';

export function GoalsPage() {
  const { session } = useSession();
  const userId = session?.user.id;
  const goals = useGoalsWithFeedback(userId);
  const [creating, setCreating] = useState<{ open: boolean; template?: GoalTemplate }>({ open: false });

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Financial Goals"
        description="Track what you are saving for and how close you are."
        actions={
          <CreateGoalDialog
            userId={userId}
            open={creating.open}
            template={creating.template}
            onOpenChange={(open) => {
              setCreating({ open });
            }}
          />
        }
      />

      {goals.isPending && <GoalsSkeleton />}
      {goals.isError && (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {GOAL_TOASTS.loadFailed}
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                void goals.refetch();
              }}
            >
              <RotateCw aria-hidden /> Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {goals.data && (
        <GoalsOverview
          goals={goals.data}
          onStart={(template) => {
            setCreating({ open: true, template });
          }}
        />
      )}
    </div>
  );
}
