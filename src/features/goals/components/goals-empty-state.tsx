import { Target } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { GoalTemplate } from '../content';
import { TemplatePicker } from './template-picker';

interface GoalsEmptyStateProps {
  onPick: (template: GoalTemplate | undefined) => void;
}

/** No goals yet: invite the first one, from a template or from scratch. */
export function GoalsEmptyState({ onPick }: GoalsEmptyStateProps) {
  return (
    <section
      aria-labelledby="goals-empty"
      className="grid justify-items-center gap-4 rounded-lg border border-dashed border-border bg-surface px-4 py-10 text-center"
    >
      <Target aria-hidden className="size-10 text-primary" />
      <div className="grid gap-1">
        <h2 id="goals-empty" className="text-xl font-semibold">
          Set your first goal
        </h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Pick a template to get going in seconds. You can change every detail before saving.
        </p>
      </div>
      <TemplatePicker className="w-full max-w-2xl" onPick={onPick} />
      <Button
        variant="outline"
        onClick={() => {
          onPick(undefined);
        }}
      >
        Start from scratch
      </Button>
    </section>
  );
}
