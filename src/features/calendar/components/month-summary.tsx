import { format } from 'date-fns';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import type { MonthSummary as Summary } from '../logic';

/** Money in and out in the month shown on the calendar, repeats included. */
export function MonthSummary({
  month,
  summary,
  loading,
}: {
  month: Date;
  summary: Summary;
  loading: boolean;
}) {
  const headingId = useId();
  const rows = [
    { label: 'Income', value: summary.income, sign: '+', tone: 'text-success' },
    { label: 'Bills', value: summary.bills, sign: '-', tone: 'text-destructive' },
    {
      label: 'Savings and other outflows',
      value: summary.otherOutflows,
      sign: '-',
      tone: 'text-destructive',
    },
  ] as const;
  const net = summary.net;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>{format(month, 'MMMM yyyy')} at a glance</h2>
        </CardTitle>
      </CardHeader>
      <CardContent aria-busy={loading}>
        {loading ? (
          <Skeleton aria-hidden className="h-28 w-full" />
        ) : (
          <dl aria-labelledby={headingId} className="grid gap-2 text-sm">
            {rows.map((row) => (
              <div key={row.label} className="flex items-baseline justify-between gap-3">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className={cn('font-semibold tabular-nums', row.value > 0 && row.tone)}>
                  {row.value > 0 ? row.sign : ''}
                  {formatMoney(row.value)}
                </dd>
              </div>
            ))}
            <div className="flex items-baseline justify-between gap-3 border-t border-border pt-2 text-base">
              <dt className="font-semibold">Net</dt>
              <dd
                className={cn(
                  'font-bold tabular-nums',
                  net > 0 ? 'text-success' : net < 0 && 'text-destructive',
                )}
              >
                {net > 0 ? '+' : net < 0 ? '-' : ''}
                {formatMoney(Math.abs(net))}
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
