import { formatShortDate } from '@shared/calendar/dates.ts';
import { FORECAST_DAYS, type Forecast } from '@shared/finance/forecast.ts';
import { TriangleAlert } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { LineChart } from '@/components/charts/line-chart';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDollars, formatMoney } from '@/lib/money';
import type { CalendarEvent } from '../logic';
import { useBalance, useForecast, useSaveBalance } from '../forecast-api';
import { forecastWords } from '../forecast-logic';
import { balanceSchema } from '../forecast-schema';
import { WhatIf } from './what-if';

/**
 * "Where your money will be" (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md): the
 * balance today, typed by the user, and the next 60 days from their events, as a chart with its
 * table, the lowest point, the next payday and what is due before it; then the what-if.
 */
export function CashFlowCard({
  userId,
  events,
}: {
  userId: string | undefined;
  events: readonly CalendarEvent[];
}) {
  const balance = useBalance(userId);
  const amount = balance.data?.amount;
  const forecast = useForecast(userId, amount);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Where your money will be</h2>
        </CardTitle>
        <CardDescription>
          From your balance today and your events for the next {FORECAST_DAYS} days: income adds, every other
          event with an amount takes away, repeating events on each date.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6" aria-busy={balance.isPending || forecast.isFetching}>
        {balance.isPending ? (
          <Skeleton aria-hidden className="h-20 w-full" />
        ) : balance.isError ? (
          <p role="alert" className="text-destructive">
            We could not load your balance. Reload the page to try again.
          </p>
        ) : (
          <BalanceForm userId={userId} saved={balance.data ?? null} />
        )}
        {amount === undefined ? null : forecast.isError ? (
          <p role="alert" className="text-destructive">
            We could not work out your forecast.{' '}
            <Button
              variant="link"
              className="h-auto p-0"
              onClick={() => {
                void forecast.refetch();
              }}
            >
              Try again
            </Button>
          </p>
        ) : forecast.data ? (
          <>
            <ForecastSummary forecast={forecast.data} />
            <WhatIf userId={userId} balance={amount} events={events} before={forecast.data} />
          </>
        ) : (
          <Skeleton aria-hidden className="h-64 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

function BalanceForm({
  userId,
  saved,
}: {
  userId: string | undefined;
  saved: { amount: number; updated_at: string } | null;
}) {
  const save = useSaveBalance(userId);
  const [text, setText] = useState(saved ? String(saved.amount) : '');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = balanceSchema.safeParse({ amount: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.amount);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:flex sm:items-end">
      <FormField
        label="Balance today"
        error={error}
        className="sm:w-64"
        description={
          saved
            ? `Entered ${formatShortDate(saved.updated_at.slice(0, 10))}. Update it when it changes.`
            : 'What your account holds now. Below zero: start with a minus sign.'
        }
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={text}
          placeholder="e.g. 1250"
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </FormField>
      <Button type="submit" disabled={save.isPending || !userId} className="sm:mb-[1.625rem]">
        {save.isPending ? 'Saving…' : saved ? 'Update balance' : 'Show my forecast'}
      </Button>
    </form>
  );
}

function ForecastSummary({ forecast }: { forecast: Forecast }) {
  const words = forecastWords(forecast, FORECAST_DAYS);
  const { items, count } = forecast.bills_before_payday;
  const xs = forecast.points.map((_, i) => i);
  return (
    <div className="grid gap-4">
      {words.belowZero && (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden />
          <AlertTitle>You may run short</AlertTitle>
          <AlertDescription>{words.belowZero}</AlertDescription>
        </Alert>
      )}
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-md border border-border p-3">
          <dt className="text-sm text-muted-foreground">Lowest point</dt>
          <dd className="font-semibold">{words.lowest}</dd>
        </div>
        <div className="rounded-md border border-border p-3">
          <dt className="text-sm text-muted-foreground">Next payday</dt>
          <dd className="font-semibold">{words.payday}</dd>
        </div>
        <div className="rounded-md border border-border p-3">
          <dt className="text-sm text-muted-foreground">
            {forecast.next_payday ? 'Due before payday' : `Due in ${FORECAST_DAYS} days`}
          </dt>
          <dd className="font-semibold">{words.bills}</dd>
        </div>
      </dl>
      {items.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label={forecast.next_payday ? 'Due before payday' : 'Due'}>
          {items.map((item, i) => (
            <li key={`${item.date}-${item.title}-${i}`} className="flex justify-between gap-3">
              <span>
                {formatShortDate(item.date)} · {item.title}
              </span>
              <span className="tabular-nums">-{formatMoney(item.amount)}</span>
            </li>
          ))}
          {count > items.length && <li className="text-muted-foreground">and {count - items.length} more</li>}
        </ul>
      )}
      <LineChart
        title={`Your balance, the next ${FORECAST_DAYS} days`}
        summary={`From ${formatMoney(forecast.points[0]?.balance ?? 0)} today to ${formatMoney(
          forecast.points.at(-1)?.balance ?? 0,
        )} on ${formatShortDate(forecast.points.at(-1)?.date ?? forecast.lowest.date)}; lowest ${words.lowest}.`}
        series={[
          {
            label: 'Balance',
            tone: 'primary',
            step: true,
            points: forecast.points.map((p, i) => ({ x: i, y: p.balance })),
          },
        ]}
        formatX={(x) => formatShortDate(forecast.points[x]?.date ?? '')}
        formatY={formatDollars}
        xHeading="Day"
        tableXs={xs}
      />
    </div>
  );
}
