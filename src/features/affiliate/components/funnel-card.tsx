import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import {
  CAREER_STEPS,
  FUNNEL_STEPS,
  VISITS_PER_AGENT_DAY,
  formatRate,
  rate,
  sourceLabel,
  type CareerFunnel,
  type Funnel,
} from '@shared/agents/funnel.ts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFigure } from '@/lib/money';
import { useAgentFunnel } from '../api';
import { FUNNEL_RANGES, type FunnelRangeKey } from '../logic';

interface StepsProps<Key extends string> {
  steps: readonly { key: Key; label: string; detail: string }[];
  counts: Record<Key, number>;
  label: string;
}

function Steps<Key extends string>({ steps, counts: funnel, label }: StepsProps<Key>) {
  const widest = Math.max(1, ...steps.map((step) => funnel[step.key]));
  return (
    <ol aria-label={label} className="grid gap-2">
      {steps.map((step, i) => {
        const count = funnel[step.key];
        const previous = steps[i - 1];
        return (
          <li key={step.key} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-sm font-medium" title={step.detail}>
                {step.label}
              </span>
              <span className="text-sm text-muted-foreground tabular-nums">
                <strong className="text-base text-foreground">{formatFigure(count)}</strong>
                {previous
                  ? ` · ${formatRate(rate(count, funnel[previous.key]))} of ${previous.label.toLowerCase()}`
                  : ''}
              </span>
            </div>
            <div aria-hidden className="h-2 rounded-full bg-muted">
              <div
                className="h-2 rounded-full bg-primary"
                style={{ width: `${Math.max(count > 0 ? 2 : 0, (count / widest) * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Shown when a day of the period reached the daily bound of visits (decision 022). */
function CappedNote() {
  return (
    <p className="text-sm text-muted-foreground">
      Visits are counted up to {formatFigure(VISITS_PER_AGENT_DAY)} a day per link. Some days in this period
      reached that, so the visits shown are capped.
    </p>
  );
}

function BySource({ funnel }: { funnel: Funnel }) {
  if (funnel.by_source.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No visits or sign-ups in this period yet. Share a link below and each one shows here by where it came
        from.
      </p>
    );
  }
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="mb-2 text-left text-sm font-medium">By source</caption>
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            Source
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            Visits
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            Sign-ups
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            <abbr title="Sign-ups per visit" className="no-underline">
              Rate
            </abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {funnel.by_source.map((row) => (
          <tr key={row.source} className="border-t border-border">
            <th scope="row" className="py-1.5 pr-2 font-normal wrap-anywhere">
              {sourceLabel(row.source)}
            </th>
            <td className="py-1.5 pr-2 text-right">{formatFigure(row.visits)}</td>
            <td className="py-1.5 pr-2 text-right">{formatFigure(row.signups)}</td>
            <td className="py-1.5 text-right">{formatRate(rate(row.signups, row.visits))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The career page's path: visits, interests confirmed, joined, and by source (decisions/029). */
function CareerPath({ career, period }: { career: CareerFunnel; period: string }) {
  return (
    <section aria-labelledby="career-path-title" className="grid gap-3 border-t border-border pt-6">
      <h3 id="career-path-title" className="text-base font-semibold">
        Career path
      </h3>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <Steps steps={CAREER_STEPS} counts={career} label={`Career path, ${period.toLowerCase()}`} />
        {career.by_source.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No career page visits or interests in this period yet. Share your career page link:{' '}
            <span className="font-mono wrap-anywhere">/career-opportunity?ref=</span> and your code.
          </p>
        ) : (
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="mb-2 text-left text-sm font-medium">Career path by source</caption>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Source
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Visits
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Confirmed
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Joined
                </th>
              </tr>
            </thead>
            <tbody>
              {career.by_source.map((row) => (
                <tr key={row.source} className="border-t border-border">
                  <th scope="row" className="py-1.5 pr-2 font-normal wrap-anywhere">
                    {sourceLabel(row.source)}
                  </th>
                  <td className="py-1.5 pr-2 text-right">{formatFigure(row.visits)}</td>
                  <td className="py-1.5 pr-2 text-right">{formatFigure(row.confirmed)}</td>
                  <td className="py-1.5 text-right">{formatFigure(row.joined)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

/**
 * The agent's funnel from a visit to a consultation, for this month, last month, the last 90 days
 * or all time, with the conversion between steps and a table by source
 * (docs/decisions/022-agent-funnel.md).
 */
export function FunnelCard({ agentCode }: { agentCode: string }) {
  const [range, setRange] = useState<FunnelRangeKey>('this-month');
  const funnel = useAgentFunnel(agentCode, range);
  const period = FUNNEL_RANGES.find((r) => r.key === range)!.label;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your funnel</h2>
        </CardTitle>
        <CardDescription>
          From a visit to your link to a consultation. Each step counts what happened in the period, each
          person once; the percentage is of the step before.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
          {FUNNEL_RANGES.map((r) => (
            <Button
              key={r.key}
              size="sm"
              variant={r.key === range ? 'default' : 'outline'}
              aria-pressed={r.key === range}
              onClick={() => {
                setRange(r.key);
              }}
            >
              {r.label}
            </Button>
          ))}
        </div>
        {funnel.isPending ? (
          <div role="status" aria-label="Loading your funnel" className="grid gap-3">
            <Skeleton className="h-40 w-full" />
          </div>
        ) : null}
        {funnel.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertDescription className="grid gap-2">
              <p>We could not load your funnel.</p>
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => void funnel.refetch()}
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {funnel.data ? (
          <div className="grid gap-6 md:grid-cols-2 md:items-start">
            <div className="grid gap-3">
              <Steps steps={FUNNEL_STEPS} counts={funnel.data} label={`Funnel, ${period.toLowerCase()}`} />
              {funnel.data.capped ? <CappedNote /> : null}
            </div>
            <BySource funnel={funnel.data} />
          </div>
        ) : null}
        {funnel.data?.career ? <CareerPath career={funnel.data.career} period={period} /> : null}
      </CardContent>
    </Card>
  );
}
