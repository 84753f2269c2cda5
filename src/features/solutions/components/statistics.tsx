import { Card } from '@/components/ui/card';
import type { Statistic } from '../content/types';

export function Statistics({ statistics }: { statistics: readonly Statistic[] }) {
  // Three or four figures share the row evenly on wide screens and stack on a phone.
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(13rem,1fr))] gap-4">
      {statistics.map(({ value, label, source }) => (
        <Card key={label} className="flex flex-col gap-1 p-4 sm:p-5">
          <dt className="text-sm">{label}</dt>
          <dd className="order-first text-2xl font-bold text-primary sm:text-3xl">{value}</dd>
          <dd className="mt-auto pt-2 text-xs text-muted-foreground">Source: {source}</dd>
        </Card>
      ))}
    </dl>
  );
}
