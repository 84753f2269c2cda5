import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteGoal } from '../api';
import { DELETE_CONFIRMATION } from '../content';
import type { Goal } from '../logic';
import { useLazyDialog } from './use-lazy-dialog';

function DeleteActions({ goal, onDone }: { goal: Goal; onDone: () => void }) {
  const remove = useDeleteGoal();
  return (
    <AlertDialogFooter>
      <AlertDialogCancel>Cancel</AlertDialogCancel>
      <AlertDialogAction
        disabled={remove.isPending}
        onClick={(event) => {
          // Stay open until the server answers, so a failure is not mistaken for a deletion.
          event.preventDefault();
          remove.mutate(goal, { onSettled: onDone });
        }}
      >
        {remove.isPending ? 'Deleting...' : 'Delete'}
      </AlertDialogAction>
    </AlertDialogFooter>
  );
}

/** Deletion after the confirmation of docs/product-spec.md §4. */
export function DeleteGoalDialog({ goal }: { goal: Goal }) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Delete ${goal.title}`} {...dialog.trigger}>
        <Trash2 aria-hidden />
      </Button>
      {dialog.open && (
        <AlertDialog open onOpenChange={dialog.setOpen}>
          <AlertDialogContent onCloseAutoFocus={dialog.returnFocus}>
            <AlertDialogHeader>
              <AlertDialogTitle>{DELETE_CONFIRMATION}</AlertDialogTitle>
              <AlertDialogDescription className="break-words">
                “{goal.title}” and the progress recorded for it will be removed. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <DeleteActions
              goal={goal}
              onDone={() => {
                dialog.setOpen(false);
              }}
            />
          </AlertDialogContent>
        </AlertDialog>
      )}
    </>
  );
}
