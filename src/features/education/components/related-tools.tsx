import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { RelatedTool } from '../lessons';

/** The next steps after a lesson: the related-tool buttons of docs/product-spec.md §2. */
export function RelatedTools({ tools }: { tools: readonly RelatedTool[] }) {
  return (
    <section aria-labelledby="related-tools" className="grid gap-3">
      <h2 id="related-tools" className="text-xl font-semibold tracking-tight">
        Put it into practice
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {tools.map(({ label, description, to }) => (
          <li
            key={to}
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 shadow-sm"
          >
            <p className="flex-1 text-sm text-muted-foreground">{description}</p>
            <Button asChild variant="outline" className="justify-between">
              <Link to={to}>
                {label} <ArrowRight aria-hidden />
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
