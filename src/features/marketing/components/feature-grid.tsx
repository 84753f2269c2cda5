import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { Feature } from '../content';

type FeatureGridProps = {
  title: string;
  features: readonly Feature[];
  className?: string;
};

export function FeatureGrid({ title, features, className }: FeatureGridProps) {
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className={cn('mx-auto max-w-6xl px-4 py-16 sm:px-6', className)}>
      <h2 id={titleId} className="text-center text-3xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title: featureTitle, description }) => (
          <li key={featureTitle}>
            <Card className="h-full p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-md bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{featureTitle}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
