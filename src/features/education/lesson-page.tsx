import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { LessonArticle } from './components/lesson-article';
import { QuickAnswers } from './components/quick-answers';
import { RelatedTools } from './components/related-tools';
import { VideoFacade } from './components/video-facade';
import { EDUCATION_NOTE, EDUCATION_TITLE, VIDEOS } from './content';
import { LESSONS } from './lessons';
import { isLessonId, lessonTitle, readingMinutes } from './logic';
import { paths } from '@/lib/paths';

interface LessonPageProps {
  /** The app's 404 page, shown for an unknown topic id (the app shell owns it). */
  notFound: ReactNode;
}

export function LessonPage({ notFound }: LessonPageProps) {
  const { topicId } = useParams();
  const title = lessonTitle(topicId);
  if (title === null || !isLessonId(topicId)) return notFound;
  const lesson = LESSONS[topicId];
  const video = VIDEOS[topicId];

  return (
    <article className="mx-auto grid max-w-3xl gap-8">
      <BackLink to={paths.dashboard.education}>Back to {EDUCATION_TITLE}</BackLink>

      <header className="grid gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-lg text-muted-foreground">{lesson.summary}</p>
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock aria-hidden className="size-4" /> {readingMinutes(lesson)} min read
        </p>
      </header>

      {video && <VideoFacade video={video} />}
      <LessonArticle lesson={lesson} />
      <QuickAnswers answers={lesson.quickAnswers} />
      <RelatedTools tools={lesson.related} />
      <p className="text-sm text-muted-foreground">{EDUCATION_NOTE}</p>
    </article>
  );
}
