import { formatShortDate } from '@shared/calendar/dates.ts';
import { FORECAST_DAYS, type Forecast, type ForecastChange } from '@shared/finance/forecast.ts';
import { useState, type SyntheticEvent } from 'react';
import { LineChart } from '@/components/charts/line-chart';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, fieldClassName } from '@/components/ui/input';
import { useGoals } from '@/features/goals';
import { formatDollars } from '@/lib/money';
import { cn } from '@/lib/utils';
import { RECURRENCE_LABELS, RECURRENCE_PATTERNS } from '../content';
import { useForecast } from '../forecast-api';
import { forecastWords, lowestChange } from '../forecast-logic';
import { toChange, whatIfSchema, type WhatIfKind } from '../forecast-schema';
import { dayKey, type CalendarEvent } from '../logic';

const KIND_LABELS: Record<WhatIfKind, string> = {
  goal: 'Put a monthly amount into a goal',
  add: 'Add a repeating bill',
  remove: 'Remove a bill',
  move: 'Move a bill to another date',
};

const selectClass = cn(fieldClassName, 'h-11 sm:h-10');

/**
 * What-if (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md): one change, the lowest point
 * before and after side by side. Nothing is saved: the change goes to cash_flow_forecast only.
 */
export function WhatIf({
  userId,
  balance,
  events,
  before,
}: {
  userId: string | undefined;
  balance: number;
  events: readonly CalendarEvent[];
  before: Forecast;
}) {
  const goals = useGoals(userId);
  const today = dayKey(new Date());
  const [fields, setFields] = useState({
    kind: 'goal' as WhatIfKind,
    goal: '',
    amount: '',
    start: before.next_payday ?? today,
    title: '',
    date: today,
    pattern: 'monthly' as (typeof RECURRENCE_PATTERNS)[number],
    event: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [changes, setChanges] = useState<ForecastChange[]>([]);
  const after = useForecast(userId, changes.length ? balance : undefined, changes);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
  };

  const openGoals = (goals.data ?? []).filter((goal) => !goal.completed_at);
  const bills = events.filter((e) => !e.completed && e.amount !== null && e.event_type !== 'income');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = whatIfSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setChanges([toChange(parsed.data)]);
  };

  const result = changes.length ? after.data : undefined;
  return (
    <section aria-labelledby="what-if-heading" className="grid gap-4 border-t border-border pt-6">
      <div>
        <h3 id="what-if-heading" className="text-lg font-semibold">
          What if…
        </h3>
        <p className="text-sm text-muted-foreground">
          Try one change and compare your lowest point. Nothing is saved.
        </p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField label="Change" className="sm:col-span-2">
          <select className={selectClass} value={fields.kind} onChange={set('kind')}>
            {(Object.keys(KIND_LABELS) as WhatIfKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </FormField>
        {fields.kind === 'goal' && (
          <>
            <FormField label="Goal" error={errors.goal} required>
              <select className={selectClass} value={fields.goal} onChange={set('goal')}>
                <option value="">{openGoals.length ? 'Choose a goal' : 'No goals yet'}</option>
                {openGoals.map((goal) => (
                  <option key={goal.id} value={goal.title}>
                    {goal.title}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label="Each month" error={errors.amount} required>
              <Input
                inputMode="decimal"
                value={fields.amount}
                placeholder="e.g. 200"
                onChange={set('amount')}
              />
            </FormField>
            <FormField label="From" error={errors.start} description="Payday is when most people save.">
              <Input type="date" value={fields.start} onChange={set('start')} />
            </FormField>
          </>
        )}
        {fields.kind === 'add' && (
          <>
            <FormField label="Bill" error={errors.title} required>
              <Input value={fields.title} placeholder="e.g. Gym" onChange={set('title')} />
            </FormField>
            <FormField label="Amount" error={errors.amount} required>
              <Input
                inputMode="decimal"
                value={fields.amount}
                placeholder="e.g. 45"
                onChange={set('amount')}
              />
            </FormField>
            <FormField label="First date" error={errors.date} required>
              <Input type="date" value={fields.date} onChange={set('date')} />
            </FormField>
            <FormField label="Repeats">
              <select className={selectClass} value={fields.pattern} onChange={set('pattern')}>
                {RECURRENCE_PATTERNS.map((pattern) => (
                  <option key={pattern} value={pattern}>
                    {RECURRENCE_LABELS[pattern]}
                  </option>
                ))}
              </select>
            </FormField>
          </>
        )}
        {(fields.kind === 'remove' || fields.kind === 'move') && (
          <FormField label="Bill" error={errors.event} required>
            <select className={selectClass} value={fields.event} onChange={set('event')}>
              <option value="">{bills.length ? 'Choose a bill' : 'No bills with an amount'}</option>
              {bills.map((bill) => (
                <option key={bill.id} value={bill.id}>
                  {bill.title} · {formatShortDate(bill.event_date)}
                  {bill.recurrence_pattern ? ` (${RECURRENCE_LABELS[bill.recurrence_pattern]})` : ''}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {fields.kind === 'move' && (
          <FormField label="New date" error={errors.date} required>
            <Input type="date" value={fields.date} onChange={set('date')} />
          </FormField>
        )}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" disabled={after.isFetching}>
            {after.isFetching ? 'Working it out…' : 'Compare'}
          </Button>
          {changes.length > 0 && (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setChanges([]);
              }}
            >
              Clear
            </Button>
          )}
        </div>
      </form>
      {changes.length > 0 && after.isError && (
        <p role="alert" className="text-destructive">
          We could not work out this change. Check it and try again.
        </p>
      )}
      {result && <Comparison before={before} after={result} />}
    </section>
  );
}

function Comparison({ before, after }: { before: Forecast; after: Forecast }) {
  const [now, then] = [forecastWords(before, FORECAST_DAYS), forecastWords(after, FORECAST_DAYS)];
  return (
    <div className="grid gap-4" role="status">
      <p className="font-medium">{lowestChange(before, after)}</p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-md border border-border p-3">
          <dt className="text-sm text-muted-foreground">Lowest point now</dt>
          <dd className="font-semibold">{now.lowest}</dd>
          {now.belowZero && <dd className="text-sm text-destructive">Below zero</dd>}
        </div>
        <div className="rounded-md border border-primary/40 p-3">
          <dt className="text-sm text-muted-foreground">With this change</dt>
          <dd className="font-semibold">{then.lowest}</dd>
          {then.belowZero && <dd className="text-sm text-destructive">{then.belowZero}</dd>}
        </div>
      </dl>
      <LineChart
        title="Your balance now and with this change"
        summary={`Lowest now ${now.lowest}; with the change ${then.lowest}.`}
        series={[
          {
            label: 'Now',
            tone: 'muted',
            step: true,
            points: before.points.map((p, i) => ({ x: i, y: p.balance })),
          },
          {
            label: 'With this change',
            tone: 'primary',
            step: true,
            points: after.points.map((p, i) => ({ x: i, y: p.balance })),
          },
        ]}
        formatX={(x) => formatShortDate(before.points[x]?.date ?? '')}
        formatY={formatDollars}
        xHeading="Day"
      />
    </div>
  );
}
