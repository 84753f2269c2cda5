import { Check, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SignUpLink, useInPublicArea } from '@/components/public-area';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth';
import { goalFromResult, useCreateGoal } from '@/features/goals';
import { paths } from '@/lib/paths';

type GoalResult = Parameters<typeof goalFromResult>[0];

/** "Save as goal": signed out, an account comes first (the public calculators have no goals). */
export function SaveAsGoal({ goal }: { goal: GoalResult }) {
  if (!useInPublicArea()) return <SaveAsGoalButton goal={goal} />;
  return (
    <Button asChild className="w-fit">
      <SignUpLink>
        <Target aria-hidden /> Save as goal with a free account
      </SignUpLink>
    </Button>
  );
}

/** The result becomes a goal in one click, then the button says where it went. */
function SaveAsGoalButton({ goal }: { goal: GoalResult }) {
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
