import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { Point } from '../content/types';

interface PointGridProps {
  points: readonly Point[];
  icon: LucideIcon;
  iconClassName?: string;
}

/** Titled points as a grid of small cards: audiences, benefits, pain points, lists. */
export function PointGrid({ points, icon: Icon, iconClassName }: PointGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {points.map(({ title, text }) => (
        <li key={title}>
          <Card className="flex h-full gap-3 p-4 sm:p-5">
            <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0 text-primary', iconClassName)} />
            <div className="grid content-start gap-1">
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
