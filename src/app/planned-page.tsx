import { Construction } from 'lucide-react';
import { Link, useMatches } from 'react-router-dom';
import { Button } from '@/components/ui/button';

export interface PlannedHandle {
  title: string;
}

function isPlannedHandle(handle: unknown): handle is PlannedHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PlannedHandle).title === 'string';
}

/** A section whose screen has not been built yet: says so plainly and offers a way back. */
export function PlannedPage() {
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isPlannedHandle)
    .at(-1);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <Construction aria-hidden className="size-10 text-primary" />
      <h1 className="text-2xl font-bold tracking-tight">{handle?.title ?? 'Coming soon'}</h1>
      <p className="text-muted-foreground">This part of Empowered Finance is being built and opens soon.</p>
      <Button asChild>
        <Link to="/dashboard">Back to the dashboard</Link>
      </Button>
    </section>
  );
}
