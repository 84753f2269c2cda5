import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { EventFormInput } from '../schema';
import { EventForm } from './event-form';

interface EventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string | undefined;
  /** The event being edited; without one the dialog adds an event. */
  eventId?: string;
  /** What the form starts with; it starts afresh every time the dialog opens. */
  defaultValues: EventFormInput;
}

export function EventDialog({ open, onOpenChange, userId, eventId, defaultValues }: EventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{eventId ? 'Edit Financial Event' : 'Add Financial Event'}</DialogTitle>
          <DialogDescription>
            {eventId
              ? 'Change any detail and save.'
              : 'Pick a quick-add suggestion or fill in the details yourself.'}
          </DialogDescription>
        </DialogHeader>
        <EventForm
          userId={userId}
          eventId={eventId}
          defaultValues={defaultValues}
          onSaved={() => {
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
