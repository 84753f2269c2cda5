import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { useCompleteLesson, useLessonProgress } from '../api';
import type { LessonId } from '../content';
import type { CheckQuestion } from '../lesson-types';
import { lessonPath, lessonTitle, nextLesson } from '../logic';
import { LessonChecks } from './lesson-checks';

/** The dashboard's check questions: finishing them records the lesson as done, once. */
export function LessonProgressChecks({
  lessonId,
  checks,
}: {
  lessonId: LessonId;
  checks: readonly CheckQuestion[];
}) {
  const userId = useSession().session?.user.id;
  const progress = useLessonProgress(userId);
  const complete = useCompleteLesson(userId);
  const done = new Set(progress.data);
  done.add(lessonId);
  const next = nextLesson(done);
  return (
    <LessonChecks
      // A new lesson starts with fresh answers.
      key={lessonId}
      checks={checks}
      alreadyDone={progress.data?.has(lessonId) ?? false}
      onComplete={() => {
        complete.mutate(lessonId);
      }}
      completed={
        <p className="flex flex-wrap items-center gap-2 rounded-md border border-primary/30 bg-primary-soft px-4 py-3 text-sm">
          <CheckCircle2 aria-hidden className="size-4 text-primary" />
          <span>
            <strong>Lesson done.</strong>{' '}
            {complete.isPending
              ? 'Saving your progress...'
              : complete.isError
                ? ''
                : 'It counts towards your progress.'}
          </span>
          {next && (
            <Link
              to={lessonPath(next)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Next: {lessonTitle(next)}
            </Link>
          )}
        </p>
      }
    />
  );
}
