import { Card } from '@/components/ui/card';
import type { Figure } from '../content/types';

interface ExampleCardProps {
  paragraphs: readonly string[];
  figures?: readonly Figure[];
}

/** A worked example: the story, then its key figures. */
export function ExampleCard({ paragraphs, figures }: ExampleCardProps) {
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="grid max-w-prose gap-3">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {figures ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          {figures.map(({ label, value }) => (
            <div key={label} className="rounded-md bg-primary-soft p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-lg font-bold text-primary">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Card>
  );
}
