import { Target } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { SignUpLink, useInPublicArea } from '@/components/public-area';
import { Button } from '@/components/ui/button';
import type { GoalResult } from './save-as-goal-button';

// The goals feature (its form schema, and zod with it) loads only where a goal can be saved:
// the public calculators hydrate without it (docs/decisions/019-prerendered-public-pages.md).
const SaveAsGoalButton = lazy(async () => ({
  default: (await import('./save-as-goal-button')).SaveAsGoalButton,
}));

/** "Save as goal": signed out, an account comes first (the public calculators have no goals). */
export function SaveAsGoal({ goal }: { goal: GoalResult }) {
  if (!useInPublicArea()) {
    return (
      <Suspense
        fallback={
          <Button type="button" className="w-fit" disabled>
            <Target aria-hidden />
            Save as goal
          </Button>
        }
      >
        <SaveAsGoalButton goal={goal} />
      </Suspense>
    );
  }
  return (
    <Button asChild className="w-fit">
      <SignUpLink>
        <Target aria-hidden /> Save as goal with a free account
      </SignUpLink>
    </Button>
  );
}
