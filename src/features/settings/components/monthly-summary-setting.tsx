import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SwitchField } from '@/components/ui/switch-field';
import { useMonthlySummary, useUpdateMonthlySummary } from '../api';

/**
 * An agent's "Monthly summary": on the 1st, last month's funnel against the month before, by email
 * (docs/decisions/022-agent-funnel.md). Saves at once, as a switch promises.
 */
export function MonthlySummarySetting({ userId }: { userId: string | undefined }) {
  const summary = useMonthlySummary(userId);
  const update = useUpdateMonthlySummary(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Affiliate emails</h2>
        </CardTitle>
        <CardDescription>How your links did, in one email a month.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={summary.isPending}>
        {summary.isPending ? (
          <Skeleton aria-hidden className="h-12 w-full" />
        ) : summary.isError ? (
          <p role="alert" className="text-destructive">
            We could not load your summary setting. Reload the page to try again.
          </p>
        ) : (
          <SwitchField
            label="Monthly summary"
            description="On the 1st of each month: last month's visits, sign-ups and consultations, against the month before."
            checked={(update.isPending ? update.variables : undefined) ?? summary.data}
            onCheckedChange={(on) => {
              update.mutate(on);
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
