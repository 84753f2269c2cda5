import { Bot, CalendarCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { assistantPath, consultationPath } from '@/lib/paths';
import type { SolutionSlug } from '../slugs';

/** The two next steps every solution page offers (docs/product-spec.md §2). */
export function SolutionActions({ prompt, slug }: { prompt: string; slug: SolutionSlug }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Button asChild size="lg">
        <Link to={assistantPath(prompt)}>
          <Bot aria-hidden /> Ask the AI assistant
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={consultationPath(slug)}>
          <CalendarCheck aria-hidden /> Book a free consultation
        </Link>
      </Button>
    </div>
  );
}
