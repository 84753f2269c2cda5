import { Calculator } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAreaPath } from '@/components/public-area';
import type { TryIt as TryItContent } from '../lesson-types';
import { tryItPath } from '../logic';

/** "Try it": the lesson's worked example, opened in its calculator with the figures filled in. */
export function TryIt({ tryIt }: { tryIt: TryItContent }) {
  // Every calculator has a public page, so there is always somewhere to go.
  const to = useAreaPath(tryItPath(tryIt)) ?? tryItPath(tryIt);
  return (
    <section
      aria-labelledby="try-it"
      className="grid gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="try-it" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
        <Calculator aria-hidden className="size-5 text-primary" /> Try it
      </h2>
      <p className="text-muted-foreground">{tryIt.description}</p>
      <Button asChild className="w-full sm:w-fit">
        <Link to={to}>{tryIt.label}</Link>
      </Button>
    </section>
  );
}
