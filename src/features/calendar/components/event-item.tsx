import { Bell, CircleAlert, CloudUpload, Repeat } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { CATEGORY_LABELS, EVENT_TYPE_LABELS, RECURRENCE_LABELS, reminderLabel } from '../content';
import { formatEventAmount, formatEventDate, isOverdue, nextOccurrence, type CalendarEntry } from '../logic';
import { EventActions } from './event-actions';
import { QueuedActions } from './queued-actions';

/**
 * One event in a list. Completed events are dimmed with muted colours rather than opacity, so
 * their text keeps its contrast; overdue ones get a red border and '(Overdue)'. A future date of
 * a recurring event is computed, not stored: it is marked "Repeat" and is changed through the
 * series' pending event (complete that one and this becomes the pending one). An event added
 * offline shows "Waiting to send" until it is stored, or why it was refused, with what to do.
 */
export function EventItem({ event, now }: { event: CalendarEntry; now: Date }) {
  const overdue = isOverdue(event, now);
  const amount = formatEventAmount(event);
  const pattern = event.recurrence_pattern;
  const projected = event.projectedFrom !== undefined;
  const next = nextOccurrence(event);
  const { queued } = event;

  return (
    <li
      className={cn(
        'grid gap-2 rounded-md border p-3',
        overdue || queued?.state === 'refused' ? 'border-destructive' : 'border-border',
        queued?.state === 'waiting' && 'border-dashed border-warning',
        event.completed && 'bg-neutral-100 text-muted-foreground',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words">
          <span className={cn(event.completed && 'line-through')}>{event.title}</span>
          {event.completed && <span className="sr-only"> (completed)</span>}
          {overdue && <span className="ml-1 text-sm font-semibold text-destructive">(Overdue)</span>}
        </p>
        {amount && (
          <p
            className={cn(
              'shrink-0 font-semibold tabular-nums',
              event.event_type === 'income' ? 'text-success' : 'text-destructive',
            )}
          >
            {amount}
          </p>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {formatEventDate(event)}
        {event.event_time && ` · ${event.event_time}`}
      </p>
      {event.description && <p className="text-sm break-words">{event.description}</p>}
      {queued?.state === 'waiting' && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-warning">
          <CloudUpload aria-hidden className="size-4 shrink-0" />
          Waiting to send: not saved yet
        </p>
      )}
      {queued?.state === 'refused' && (
        <p className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>Not sent: {queued.refusal}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{EVENT_TYPE_LABELS[event.event_type]}</Badge>
          <Badge variant="outline">{CATEGORY_LABELS[event.category]}</Badge>
          {pattern && (
            <Badge variant="outline">
              <Repeat aria-hidden />
              {RECURRENCE_LABELS[pattern]}
              {!event.completed && !projected && next && ` · next ${formatEventDate({ event_date: next })}`}
            </Badge>
          )}
          {event.reminder_enabled && (
            <Badge variant="outline">
              <Bell aria-hidden />
              {reminderLabel(event.reminder_days_before)}
            </Badge>
          )}
        </div>
        {projected ? (
          <Badge variant="secondary" className="ml-auto">
            Repeat
          </Badge>
        ) : queued?.state === 'refused' ? (
          <QueuedActions event={event} className="ml-auto" />
        ) : queued ? null : (
          <EventActions event={event} className="ml-auto" />
        )}
      </div>
    </li>
  );
}
