import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useUpdateGoal } from '../api';
import type { Goal } from '../logic';
import { goalFormValues } from '../schema';
import { GoalFormFields, useGoalForm } from './goal-form';
import { useLazyDialog } from './use-lazy-dialog';

function EditGoalForm({ goal, onSaved }: { goal: Goal; onSaved: () => void }) {
  const update = useUpdateGoal();
  const form = useGoalForm(goalFormValues(goal));
  return (
    <GoalFormFields
      form={form}
      onSubmit={(fields) => {
        update.mutate({ goal, fields }, { onSuccess: onSaved });
      }}
      pending={update.isPending}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      markRequired={false}
    />
  );
}

/** Every editable field of docs/product-spec.md §4, in a dialog opened from the goal's card. */
export function EditGoalDialog({ goal }: { goal: Goal }) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Edit ${goal.title}`} {...dialog.trigger}>
        <Pencil aria-hidden />
      </Button>
      {dialog.open && (
        <Dialog open onOpenChange={dialog.setOpen}>
          <DialogContent
            className="max-w-2xl p-4 sm:p-6"
            // Focus the dialog, not the title field, so phones do not open the keyboard over the form.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
            }}
            onCloseAutoFocus={dialog.returnFocus}
          >
            <DialogHeader>
              <DialogTitle>Edit goal</DialogTitle>
              <DialogDescription className="break-words">{goal.title}</DialogDescription>
            </DialogHeader>
            <EditGoalForm
              goal={goal}
              onSaved={() => {
                dialog.setOpen(false);
              }}
            />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
