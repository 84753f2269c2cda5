import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { CreateAccountCall, LearnBackLink, useInPublicArea } from '@/components/public-area';
import { LessonArticle } from './components/lesson-article';
import { LessonChecks } from './components/lesson-checks';
import { LessonProgressChecks } from './components/lesson-progress-checks';
import { QuickAnswers } from './components/quick-answers';
import { RelatedTools } from './components/related-tools';
import { TryIt } from './components/try-it';
import { VideoFacade } from './components/video-facade';
import { EDUCATION_NOTE, EDUCATION_TITLE, PUBLIC_LESSON_CALL, VIDEOS } from './content';
import { LESSONS } from './lessons';
import { isLessonId, lessonDescription, lessonTitle, readingMinutes } from './logic';
import type { PageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';

/** A lesson's tab title and description, from the lesson's own content; an unknown topic id has none. */
export const LESSON_PAGE = {
  title: ({ params }) => lessonTitle(params.topicId),
  description: ({ params }) => lessonDescription(params.topicId),
} satisfies PageTitle;

interface LessonPageProps {
  /** The app's 404 page, shown for an unknown topic id (the app shell owns it). */
  notFound: ReactNode;
}

/**
 * A lesson, in the dashboard (with progress) or in the public area, where anybody can read it and
 * answer its questions (docs/decisions/021-lessons-open-to-everyone.md).
 */
export function LessonPage({ notFound }: LessonPageProps) {
  const { topicId } = useParams();
  const inPublic = useInPublicArea();
  const title = lessonTitle(topicId);
  if (title === null || !isLessonId(topicId)) return notFound;
  const lesson = LESSONS[topicId];
  const video = VIDEOS[topicId];

  return (
    <article className="mx-auto grid max-w-3xl gap-8">
      {inPublic ? (
        <LearnBackLink />
      ) : (
        <BackLink to={paths.dashboard.education}>Back to {EDUCATION_TITLE}</BackLink>
      )}

      <header className="grid gap-3">
        {inPublic && (
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Free lesson</p>
        )}
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-lg text-muted-foreground">{lesson.summary}</p>
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock aria-hidden className="size-4" /> {readingMinutes(lesson)} min read
        </p>
      </header>

      {video && <VideoFacade video={video} />}
      <LessonArticle lesson={lesson} />
      <TryIt tryIt={lesson.tryIt} />
      {inPublic ? (
        <LessonChecks
          key={topicId}
          checks={lesson.checks}
          completed={<CreateAccountCall {...PUBLIC_LESSON_CALL.done} />}
        />
      ) : (
        <LessonProgressChecks lessonId={topicId} checks={lesson.checks} />
      )}
      <QuickAnswers answers={lesson.quickAnswers} />
      <RelatedTools tools={lesson.related} />
      {inPublic && <CreateAccountCall {...PUBLIC_LESSON_CALL.page} />}
      <p className="text-sm text-muted-foreground">{EDUCATION_NOTE}</p>
    </article>
  );
}
