import { CircleAlert, CircleCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { Card } from '@/components/ui/card';
import { AdviceNote } from './components/advice-note';
import { ExtraSection } from './components/extra-section';
import { PageSection } from './components/page-section';
import { PointGrid } from './components/point-grid';
import { RelatedSolutions } from './components/related-solutions';
import { SolutionActions } from './components/solution-actions';
import { SolutionHeader } from './components/solution-header';
import { Statistics } from './components/statistics';
import { loadSolutionContent } from './content/load';
import type { SolutionContent } from './content/types';
import type { PageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { isSolutionSlug } from './slugs';

/** Fetches only this slug's content; an unknown slug loads nothing and gets the 404 page. */
export async function solutionLoader({ params }: LoaderFunctionArgs): Promise<SolutionContent | null> {
  return isSolutionSlug(params.slug) ? loadSolutionContent(params.slug) : null;
}

/** A solution's tab title, from the content its loader fetched; an unknown slug has none. */
export const SOLUTION_PAGE = {
  title: ({ loaderData }) => (loaderData as SolutionContent | null)?.title ?? null,
} satisfies PageTitle;

/** /dashboard/solutions/{slug}: one page over the seven solutions' content (docs/product-spec.md §2). */
export function SolutionPage({ notFound }: { notFound: ReactNode }) {
  const content = useLoaderData<SolutionContent | null>();
  if (!content) return notFound;

  return (
    <article className="mx-auto grid max-w-6xl gap-10">
      <div className="grid gap-4">
        <BackLink to={paths.dashboard.tools}>Back to Financial Tools</BackLink>
        <SolutionHeader {...content} />
      </div>

      <PageSection id="who-its-for" title="Who it's for">
        <PointGrid points={content.audience} icon={Users} />
      </PageSection>
      <PageSection id="key-benefits" title="Key benefits">
        <PointGrid points={content.benefits} icon={CircleCheck} />
      </PageSection>
      <PageSection id="pain-points" title="Problems it helps with">
        <PointGrid points={content.painPoints} icon={CircleAlert} iconClassName="text-warning" />
      </PageSection>
      <PageSection id="statistics" title="By the numbers">
        <Statistics statistics={content.statistics} />
      </PageSection>

      {content.extras.map((section) => (
        <ExtraSection key={section.id} section={section} />
      ))}

      <PageSection id="next-step" title="Take the next step">
        <Card className="grid gap-4 bg-primary-soft p-4 sm:p-6">
          <p>
            Wondering whether this fits your situation? Ask the AI assistant, or book a free consultation with
            a licensed professional who can look at your numbers with you.
          </p>
          <SolutionActions prompt={content.chatPrompt} slug={content.slug} />
        </Card>
      </PageSection>
      <PageSection id="related" title="Related solutions">
        <RelatedSolutions slugs={content.related} />
      </PageSection>
      <AdviceNote />
    </article>
  );
}
