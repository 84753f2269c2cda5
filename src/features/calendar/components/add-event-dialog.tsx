import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { EventFormInput } from '../schema';
import { EventForm } from './event-form';

interface AddEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string | undefined;
  /** What the form starts with; it starts afresh every time the dialog opens. */
  defaultValues: EventFormInput;
}

export function AddEventDialog({ open, onOpenChange, userId, defaultValues }: AddEventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Financial Event</DialogTitle>
          <DialogDescription>Pick a quick-add suggestion or fill in the details yourself.</DialogDescription>
        </DialogHeader>
        <EventForm
          userId={userId}
          defaultValues={defaultValues}
          onSaved={() => {
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
