import { Card } from '@/components/ui/card';
import type { Point } from '../content/types';

export function StepsList({ steps }: { steps: readonly Point[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {steps.map(({ title, text }, index) => (
        <li key={title}>
          <Card className="flex h-full gap-3 p-4 sm:p-5">
            <span
              aria-hidden
              className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="grid content-start gap-1">
              <h3 className="font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
}
