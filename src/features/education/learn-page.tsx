import { CreateAccountCall } from '@/components/public-area';
import { PageHeader } from '@/components/page-header';
import { CalculatorList } from '@/features/calculators';
import { TopicCard } from './components/topic-card';
import { EDUCATION_NOTE, LEARN_INTRO, LEARN_TITLE, PUBLIC_LEARN_CALL, TOPICS } from './content';

// The router takes the page's title and description from here (docs/architecture.md, "Routes").
export { LEARN_PAGE } from './content';

/**
 * /learn: every lesson and calculator, the public area's front door
 * (docs/decisions/021-lessons-open-to-everyone.md). The cards link to the public versions; a
 * signed-in visitor is sent to Financial Education by the public area's guard.
 */
export function LearnPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <PageHeader title={LEARN_TITLE} description={LEARN_INTRO} />

      <section aria-labelledby="lessons-heading" className="grid gap-4">
        <h2 id="lessons-heading" className="text-xl font-semibold">
          Lessons
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {TOPICS.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
      </section>

      <CalculatorList />
      <CreateAccountCall {...PUBLIC_LEARN_CALL} />
      <p className="text-sm text-muted-foreground">{EDUCATION_NOTE}</p>
    </div>
  );
}
