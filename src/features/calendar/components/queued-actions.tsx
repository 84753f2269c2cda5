import { RotateCw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import type { CalendarEvent } from '../logic';
import { removeQueued, retryQueued } from '../outbox-store';

/**
 * An event added offline that the database refused: try it again (it goes back in the queue, in its
 * place) or discard it. One still waiting has nothing to do: it is sent on its own.
 */
export function QueuedActions({ event, className }: { event: CalendarEvent; className?: string }) {
  const act = (change: (userId: string, id: string) => void) => () => {
    try {
      change(event.user_id, event.id);
    } catch {
      notify.error('This device could not change its queue. Please try again.');
    }
  };
  return (
    <div className={cn('flex shrink-0 items-center gap-1', className)}>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Try again to send ${event.title}`}
        onClick={act(retryQueued)}
      >
        <RotateCw aria-hidden />
        Try again
      </Button>
      <Button variant="outline" size="sm" aria-label={`Discard ${event.title}`} onClick={act(removeQueued)}>
        <Trash2 aria-hidden />
        Discard
      </Button>
    </div>
  );
}
