import type { ReactNode } from 'react';
import { Progress } from '@/components/ui/progress';
import { formatMoney } from '@/lib/money';
import { formatPercent, type GoalSummary } from '../logic';

function Figure({ term, value, children }: { term: string; value: string; children?: ReactNode }) {
  return (
    <div className="grid content-start gap-1 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-lg font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">{value}</dd>
      {children}
    </div>
  );
}

/** docs/product-spec.md §2: totals, active and completed counts, and saved divided by targets. */
export function GoalsSummary({ summary }: { summary: GoalSummary }) {
  const percent = formatPercent(summary.percent);
  return (
    <section aria-labelledby="goals-summary">
      <h2 id="goals-summary" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure term="Total Goals" value={String(summary.total)}>
          <dd className="text-sm text-muted-foreground">
            {summary.active} active · {summary.completed} completed
          </dd>
        </Figure>
        <Figure term="Total Saved" value={formatMoney(summary.saved)} />
        <Figure term="Total Target" value={formatMoney(summary.target)} />
        <Figure term="Overall Progress" value={percent}>
          <dd>
            <Progress value={summary.percent} aria-label={`Overall progress ${percent}`} className="mt-1" />
          </dd>
        </Figure>
      </dl>
    </section>
  );
}
