import { useId } from 'react';
import { Card } from '@/components/ui/card';
import type { Stat } from '../career-content';

export function StatCards({ title, stats }: { title: string; stats: readonly Stat[] }) {
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <Card key={stat.label} className="flex flex-col-reverse justify-end gap-1 p-4 text-center sm:p-6">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-bold text-primary sm:text-4xl">{stat.value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
