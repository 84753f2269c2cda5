import { Check, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth';
import { goalFromResult, useCreateGoal } from '@/features/goals';
import { paths } from '@/lib/paths';

export type GoalResult = Parameters<typeof goalFromResult>[0];

/** The result becomes a goal in one click, then the button says where it went. */
export function SaveAsGoalButton({ goal }: { goal: GoalResult }) {
  const { session } = useSession();
  const create = useCreateGoal(session?.user.id);
  if (create.isSuccess) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Check aria-hidden className="size-4 text-success" />
        Saved “{create.data.title}”.
        <Link to={paths.dashboard.goals} className="font-medium text-primary hover:underline">
          See it in Goals
        </Link>
      </p>
    );
  }
  return (
    <Button
      type="button"
      className="w-fit"
      disabled={create.isPending}
      onClick={() => {
        create.mutate(goalFromResult(goal));
      }}
    >
      <Target aria-hidden />
      {create.isPending ? 'Saving...' : 'Save as goal'}
    </Button>
  );
}
