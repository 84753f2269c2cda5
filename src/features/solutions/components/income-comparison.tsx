import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatDollars } from '@/lib/money';
import { scenarioTotal } from '../logic';
import type { IncomeScenario } from '../content/types';

// Social Security, the base every scenario shares, in the lighter shade; what is added on top, darker.
const sourceColor = (index: number) => (index === 0 ? 'bg-emerald-300' : 'bg-primary');

/** Each scenario's yearly total, with a bar per income source drawn to a shared scale. */
export function IncomeComparison({ scenarios }: { scenarios: readonly IncomeScenario[] }) {
  const largest = Math.max(...scenarios.map(scenarioTotal));
  return (
    <Card className="p-4 sm:p-6">
      <ul className="grid gap-5">
        {scenarios.map((scenario) => (
          <li key={scenario.label} className="grid gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <h3 className="font-semibold">{scenario.label}</h3>
              <p className="text-lg font-bold text-primary tabular-nums">
                {formatDollars(scenarioTotal(scenario))} a year
              </p>
            </div>
            <div aria-hidden className="flex h-4 overflow-hidden rounded-full bg-background">
              {scenario.sources.map((source, index) => (
                <span
                  key={source.label}
                  className={sourceColor(index)}
                  style={{ width: `${(source.amount / largest) * 100}%` }}
                />
              ))}
            </div>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {scenario.sources.map((source, index) => (
                <li key={source.label} className="flex items-center gap-1.5">
                  <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', sourceColor(index))} />
                  {source.label}: <span className="tabular-nums">{formatDollars(source.amount)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
  );
}
