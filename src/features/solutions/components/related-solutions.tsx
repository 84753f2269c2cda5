import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { SOLUTIONS, solutionPath, type SolutionSlug } from '../slugs';

export function RelatedSolutions({ slugs }: { slugs: readonly SolutionSlug[] }) {
  const related = SOLUTIONS.filter(({ slug }) => slugs.includes(slug));
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {related.map(({ slug, title }) => (
        <li key={slug}>
          <Card className="hover:bg-primary-soft has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
            <Link
              to={solutionPath(slug)}
              className="flex min-h-11 items-center justify-between gap-2 p-4 font-semibold focus-visible:outline-none"
            >
              {title}
              <ArrowRight aria-hidden className="size-4 text-primary" />
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
