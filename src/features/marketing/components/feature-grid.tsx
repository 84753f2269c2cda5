import { useId } from 'react';
import { cardClass } from '@/components/ui/styles';
import type { Feature } from '../content';

type FeatureGridProps = {
  title: string;
  features: readonly Feature[];
};

// Plain class names, not Card and cn: this grid is on the landing page's first paint.
export function FeatureGrid({ title, features }: FeatureGridProps) {
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id={titleId} className="text-center text-3xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title: featureTitle, description }) => (
          <li key={featureTitle}>
            <div className={`${cardClass} h-full p-6`}>
              <span className="inline-flex size-11 items-center justify-center rounded-md bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{featureTitle}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
