import { TopicCard } from './components/topic-card';
import { VideoFacade } from './components/video-facade';
import {
  EDUCATION_INTRO,
  EDUCATION_NOTE,
  EDUCATION_TITLE,
  FEATURED_DESCRIPTION,
  TOPICS,
  VIDEOS,
} from './content';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/features/auth';
import { useLessonProgress } from './api';
import { LESSONS } from './lessons';
import { readingMinutes } from './logic';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { EDUCATION_PAGE } from './content';

export function EducationPage() {
  const progress = useLessonProgress(useSession().session?.user.id);
  const done = progress.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <PageHeader title={EDUCATION_TITLE} description={EDUCATION_INTRO} />

      <section aria-labelledby="featured" className="grid items-center gap-4 lg:grid-cols-[2fr_3fr] lg:gap-8">
        <div className="grid gap-2">
          <p id="featured" className="text-sm font-semibold tracking-wide text-primary uppercase">
            Featured video
          </p>
          <h2 className="text-xl font-semibold tracking-tight sm:text-2xl">{VIDEOS.featured.title}</h2>
          <p className="text-muted-foreground">{FEATURED_DESCRIPTION}</p>
        </div>
        <VideoFacade video={VIDEOS.featured} />
      </section>

      <section aria-labelledby="topics" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="topics" className="text-xl font-semibold tracking-tight">
            Lessons
          </h2>
          {/* Nothing while loading or after a failed load: a count of 0 would be untrue. */}
          {done && (
            <p className="text-sm font-medium text-muted-foreground">
              {done.size} of {TOPICS.length} done
            </p>
          )}
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {TOPICS.map((topic) => (
            <li key={topic.id}>
              <TopicCard
                topic={topic}
                done={done?.has(topic.id) ?? false}
                minutes={readingMinutes(LESSONS[topic.id])}
              />
            </li>
          ))}
        </ul>
      </section>

      <p className="text-sm text-muted-foreground">{EDUCATION_NOTE}</p>
    </div>
  );
}
