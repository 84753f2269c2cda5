import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SignUpLink, useInPublicArea } from '@/components/public-area';
import { publicVersion } from '@/lib/public-paths';
import type { RelatedTool } from '../lesson-types';

/**
 * The next steps after a lesson: the related-tool buttons of docs/product-spec.md §2. Signed out,
 * a tool with a public page opens it; one that needs an account (goals, the calendar, solution
 * pages) leads to sign-up and says so.
 */
export function RelatedTools({ tools }: { tools: readonly RelatedTool[] }) {
  const inPublic = useInPublicArea();
  return (
    <section aria-labelledby="related-tools" className="grid gap-3">
      <h2 id="related-tools" className="text-xl font-semibold tracking-tight">
        Put it into practice
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {tools.map(({ label, description, to }) => {
          const open = inPublic ? publicVersion(to) : to;
          const content = (
            <>
              {label} <ArrowRight aria-hidden />
            </>
          );
          return (
            <li
              key={to}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 shadow-sm"
            >
              <p className="flex-1 text-sm text-muted-foreground">
                {description}
                {open === null && ' With a free account.'}
              </p>
              <Button
                asChild
                variant="outline"
                className="h-auto min-h-11 justify-between text-left whitespace-normal sm:min-h-10"
              >
                {open === null ? <SignUpLink>{content}</SignUpLink> : <Link to={open}>{content}</Link>}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
