import { Bell, BellOff, Circle, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useDeleteEvent, useEventChanging, useToggleCompletion, useToggleReminder } from '../api';
import { toEventFormInput, type CalendarEvent } from '../logic';
import { DeleteEventDialog } from './delete-event-dialog';
import { EventDialog } from './event-dialog';

/** Complete or reopen, reminders on or off, edit every field, delete after confirming. */
export function EventActions({ event, className }: { event: CalendarEvent; className?: string }) {
  const toggleCompletion = useToggleCompletion(event.id);
  const toggleReminder = useToggleReminder(event);
  const remove = useDeleteEvent(event.id);
  const changing = useEventChanging(event.id);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const CompletionIcon = event.completed ? CircleCheck : Circle;
  const completionLabel = `Mark ${event.title} as ${event.completed ? 'pending' : 'completed'}`;
  const reminderLabel = `Turn ${event.reminder_enabled ? 'off' : 'on'} reminders for ${event.title}`;

  return (
    <div className={cn('flex shrink-0 items-center gap-1', className)}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={completionLabel}
        title={completionLabel}
        disabled={changing}
        onClick={() => {
          toggleCompletion.mutate();
        }}
      >
        <CompletionIcon aria-hidden className={event.completed ? 'text-primary' : 'text-muted-foreground'} />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={reminderLabel}
        title={reminderLabel}
        disabled={changing}
        onClick={() => {
          toggleReminder.mutate();
        }}
      >
        {event.reminder_enabled ? (
          <Bell aria-hidden className="text-primary" />
        ) : (
          <BellOff aria-hidden className="text-muted-foreground" />
        )}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${event.title}`}
        title={`Edit ${event.title}`}
        disabled={changing}
        onClick={() => {
          setEditing(true);
        }}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${event.title}`}
        title={`Delete ${event.title}`}
        disabled={changing}
        className="text-destructive hover:bg-destructive-soft"
        onClick={() => {
          setConfirming(true);
        }}
      >
        <Trash2 aria-hidden />
      </Button>
      {editing ? (
        <EventDialog
          open
          onOpenChange={setEditing}
          userId={event.user_id}
          eventId={event.id}
          defaultValues={toEventFormInput(event)}
        />
      ) : null}
      <DeleteEventDialog
        title={event.title}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          remove.mutate();
        }}
      />
    </div>
  );
}
