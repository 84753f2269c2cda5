import { format, isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import { CalendarPlus, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import type { SuggestedEvent } from '../content';
import {
  dayKey,
  eventsByDay,
  monthSummary,
  overdueEvents,
  projectionEnd,
  upcomingEvents,
  withProjections,
  type CalendarEvent,
} from '../logic';
import { eventFormDefaults, type EventFormInput } from '../schema';
import { CalendarFeedCard } from './calendar-feed-card';
import { CashFlowCard } from './cash-flow-card';
import { EventDialog } from './event-dialog';
import { EventListCard } from './event-list-card';
import { ExportButton } from './export-button';
import { MonthCalendar } from './month-calendar';
import { MonthSummary } from './month-summary';
import { SuggestedEvents } from './suggested-events';
import { PageHeader } from '@/components/page-header';
import { ImportStatementLink } from '@/features/statement-import';

const OVERDUE_LIMIT = 3;
const UPCOMING_LIMIT = 5;

interface CalendarViewProps {
  events: readonly CalendarEvent[];
  loading: boolean;
  /** The load failed: say so and offer to try again (the toast has already been shown). */
  failed: boolean;
  onRetry: () => void;
  userId: string | undefined;
  now: Date;
  /** The day selected at first (a reminder's link opens its day); today by default. */
  initialDay?: Date;
}

/** The Financial Calendar screen (docs/product-spec.md §2) for the events it is given. */
export function CalendarView({
  events,
  loading,
  failed,
  onRetry,
  userId,
  now,
  initialDay,
}: CalendarViewProps) {
  const [selected, setSelected] = useState(() => startOfDay(initialDay ?? now));
  const [month, setMonth] = useState(() => startOfMonth(initialDay ?? now));
  const [dialog, setDialog] = useState<{ open: boolean; defaultValues: EventFormInput }>(() => ({
    open: false,
    defaultValues: eventFormDefaults(dayKey(now)),
  }));
  const today = dayKey(now);
  const until = projectionEnd(now, month);
  // Recurring events on their future dates too (computed, never stored): docs/decisions/006-calendar.md.
  const entries = useMemo(() => withProjections(events, today, until), [events, today, until]);
  const byDay = useMemo(() => eventsByDay(entries), [entries]);
  const dayEvents = byDay.get(dayKey(selected)) ?? [];
  const overdue = overdueEvents(events, now);
  const upcoming = upcomingEvents(entries, now);
  const summary = useMemo(() => monthSummary(entries, format(month, 'yyyy-MM')), [entries, month]);

  const selectDay = (day: Date) => {
    setSelected(day);
    // A day of a neighbouring month, shown at the grid's edges, brings its month into view.
    if (!isSameMonth(day, month)) setMonth(startOfMonth(day));
  };

  const openDialog = (prefill: Partial<EventFormInput> = {}) => {
    setDialog({ open: true, defaultValues: { ...eventFormDefaults(dayKey(selected)), ...prefill } });
  };
  const pickSuggestion = (suggestion: SuggestedEvent) => {
    openDialog({
      title: suggestion.title,
      description: suggestion.description,
      event_type: suggestion.type,
      category: suggestion.category,
      is_recurring: true,
      recurrence_pattern: suggestion.recurrence,
    });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Financial Calendar"
        description="Paydays, bills and savings on one calendar."
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportButton events={upcomingEvents(events, now)} />
            <ImportStatementLink />
            <Button
              onClick={() => {
                openDialog();
              }}
            >
              <CalendarPlus aria-hidden /> Add Event
            </Button>
          </div>
        }
      />

      {failed && (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden />
          <AlertTitle>Your events could not be loaded.</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="grid gap-6">
          <Card>
            <CardContent className="pt-4 sm:pt-6">
              <h2 className="sr-only">Month</h2>
              <MonthCalendar
                eventsByDay={byDay}
                selected={selected}
                onSelect={selectDay}
                month={month}
                onMonthChange={setMonth}
                today={now}
              />
            </CardContent>
          </Card>
          <MonthSummary month={month} summary={summary} loading={loading} />
        </div>

        <div className="grid gap-6">
          <EventListCard
            title={
              <>
                Events for {format(selected, 'MMM dd, yyyy')}
                {/* No count until the events are in: "0" would be a wrong number, not a loading one. */}
                {loading ? (
                  <Skeleton aria-hidden className="h-5 w-6 rounded-full" />
                ) : (
                  <Badge variant="secondary">
                    {dayEvents.length}
                    <span className="sr-only"> {dayEvents.length === 1 ? 'event' : 'events'}</span>
                  </Badge>
                )}
              </>
            }
            events={dayEvents}
            now={now}
            loading={loading}
            empty="No events scheduled for this day."
          />
          {overdue.length > 0 && (
            <EventListCard
              title={
                <>
                  <TriangleAlert aria-hidden className="size-5 text-destructive" /> Overdue Events
                </>
              }
              className="border-destructive/40"
              events={overdue}
              limit={OVERDUE_LIMIT}
              now={now}
            />
          )}
          <EventListCard
            title="Upcoming Events"
            events={upcoming}
            limit={UPCOMING_LIMIT}
            now={now}
            loading={loading}
            empty="No upcoming events. Add one, or pick a suggestion below."
          />
        </div>
      </div>

      <CashFlowCard userId={userId} events={events} />

      <SuggestedEvents onPick={pickSuggestion} />

      <CalendarFeedCard userId={userId} />

      <EventDialog
        open={dialog.open}
        onOpenChange={(open) => {
          setDialog((current) => ({ ...current, open }));
        }}
        userId={userId}
        defaultValues={dialog.defaultValues}
      />
    </div>
  );
}
