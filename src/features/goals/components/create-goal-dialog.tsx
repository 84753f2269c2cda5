import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useCreateGoal } from '../api';
import type { GoalTemplate } from '../content';
import { NEW_GOAL_DEFAULTS, templateFields } from '../schema';
import { GoalFormFields, useGoalForm } from './goal-form';
import { TemplatePicker } from './template-picker';

interface CreateGoalDialogProps {
  userId: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A template chosen before the dialog opened (the empty state offers them). */
  template: GoalTemplate | undefined;
}

function CreateGoalForm({
  userId,
  template,
  onCreated,
}: {
  userId: string | undefined;
  template: GoalTemplate | undefined;
  onCreated: () => void;
}) {
  const create = useCreateGoal(userId);
  const headingId = useId();
  const form = useGoalForm(
    template ? { ...NEW_GOAL_DEFAULTS, ...templateFields(template) } : NEW_GOAL_DEFAULTS,
  );

  return (
    <GoalFormFields
      form={form}
      onSubmit={(fields) => {
        create.mutate(fields, { onSuccess: onCreated });
      }}
      pending={create.isPending}
      submitLabel="Create Goal"
      pendingLabel="Creating..."
      markRequired
      before={
        <section aria-labelledby={headingId} className="grid gap-2">
          <h3 id={headingId} className="text-sm font-semibold">
            Start from a template
          </h3>
          <TemplatePicker
            onPick={(picked) => {
              form.reset({ ...form.getValues(), ...templateFields(picked) });
            }}
          />
        </section>
      }
    />
  );
}

/** The wide create dialog of docs/product-spec.md §2: templates, then the form. */
export function CreateGoalDialog({ userId, open, onOpenChange, template }: CreateGoalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden /> New Goal
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Create a new goal</DialogTitle>
          <DialogDescription>
            Pick a template to fill in the form, or describe your own goal.
          </DialogDescription>
        </DialogHeader>
        <CreateGoalForm
          userId={userId}
          template={template}
          onCreated={() => {
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
