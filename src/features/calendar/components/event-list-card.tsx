import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFigure } from '@/lib/money';
import type { CalendarEntry } from '../logic';
import { EventItem } from './event-item';

interface EventListCardProps {
  title: ReactNode;
  events: readonly CalendarEntry[];
  now: Date;
  /** Shows at most this many, and says how many there are in all. */
  limit?: number;
  /** Shown when there are no events. */
  empty?: string;
  loading?: boolean;
  className?: string;
}

export function EventListCard({
  title,
  events,
  now,
  limit = Infinity,
  empty,
  loading = false,
  className,
}: EventListCardProps) {
  const headingId = useId();
  const shown = events.slice(0, limit);

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId} className="flex items-center gap-2">
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3" aria-busy={loading}>
        {loading ? (
          <div aria-hidden className="grid gap-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : shown.length === 0 ? (
          empty && <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul aria-labelledby={headingId} className="grid gap-3">
            {shown.map((event) => (
              <EventItem key={event.id} event={event} now={now} />
            ))}
          </ul>
        )}
        {!loading && events.length > shown.length && (
          <CardDescription>
            Showing {formatFigure(shown.length)} of {formatFigure(events.length)}. Pick a day on the calendar
            to see all of its events.
          </CardDescription>
        )}
      </CardContent>
    </Card>
  );
}
