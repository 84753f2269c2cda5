import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEventDate, upcomingEvents, useEvents } from '@/features/calendar';
import { checkupHeadline, useFinancialCheckup } from '@/features/checkup';
import { lessonPath, lessonTitle, nextLesson, TOPICS, useLessonProgress } from '@/features/education';
import { goalHeadline, useGoals } from '@/features/goals';
import { ImportStatementLink } from '@/features/statement-import';

function Figures({ headline, detail }: { headline: string; detail: string }) {
  return (
    <div>
      <p className="text-2xl font-bold">{headline}</p>
      <p className="text-sm text-muted-foreground">{detail}</p>
    </div>
  );
}

function Loading() {
  return (
    <div aria-hidden className="grid gap-2">
      <Skeleton className="h-7 w-24" />
      <Skeleton className="h-4 w-40" />
    </div>
  );
}

function Unavailable() {
  return <p className="text-sm text-muted-foreground">Figures are unavailable right now.</p>;
}

/** docs/decisions/004-real-figures-not-placeholders.md: the goals card shows real counts, not the spec's placeholder. */
export function GoalFigures({ userId, now }: { userId: string; now: Date }) {
  const goals = useGoals(userId);
  if (goals.isPending) return <Loading />;
  if (goals.isError) return <Unavailable />;
  const { active, completedThisMonth } = goalHeadline(goals.data, now);
  return <Figures headline={`${active} Active`} detail={`+${completedThisMonth} completed this month`} />;
}

/** docs/decisions/004-real-figures-not-placeholders.md: the calendar card counts upcoming events and names the next one. */
export function CalendarFigures({ userId, now }: { userId: string; now: Date }) {
  const events = useEvents(userId);
  if (events.isPending) return <Loading />;
  if (events.isError) return <Unavailable />;
  const upcoming = upcomingEvents(events.data, now);
  const next = upcoming[0];
  const figures = (
    <Figures
      headline={`${upcoming.length} Upcoming`}
      detail={next ? `Next: ${next.title} on ${formatEventDate(next)}` : 'No upcoming events'}
    />
  );
  if (next) return figures;
  // An empty calendar: a statement fills it with the bills and paydays it shows.
  return (
    <div className="grid justify-items-start gap-3">
      {figures}
      <ImportStatementLink />
    </div>
  );
}

/** How many lessons are done, and the next one to read, linked. */
export function LessonFigures({ userId }: { userId: string }) {
  const progress = useLessonProgress(userId);
  if (progress.isPending) return <Loading />;
  if (progress.isError) return <Unavailable />;
  const next = nextLesson(progress.data);
  return (
    <div>
      <p className="text-2xl font-bold">
        {progress.data.size} of {TOPICS.length} done
      </p>
      <p className="text-sm text-muted-foreground">
        {next ? (
          <>
            Next:{' '}
            <Link
              to={lessonPath(next)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {lessonTitle(next)}
            </Link>
          </>
        ) : (
          'Every lesson done. Well done!'
        )}
      </p>
    </div>
  );
}

/** The check-up card: how many checks need attention (docs/decisions/023-financial-checkup.md). */
export function CheckupFigures({ userId }: { userId: string }) {
  const checks = useFinancialCheckup(userId);
  if (checks.isPending) return <Loading />;
  if (checks.isError) return <Unavailable />;
  const figures = <Figures {...checkupHeadline(checks.data)} />;
  if (checks.data.some((check) => check.status !== 'unknown')) return figures;
  // Not started: a statement gives the check-up its income and essential costs.
  return (
    <div className="grid justify-items-start gap-3">
      {figures}
      <ImportStatementLink />
    </div>
  );
}
