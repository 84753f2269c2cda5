import { formatDate } from '@shared/calendar/dates.ts';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBalance, useEvents } from '@/features/calendar';
import { useFinancialProfile } from '@/features/checkup';
import { paths } from '@/lib/paths';
import type { ImportResult } from '../analyse';
import { useSaveImport } from '../api';
import { IMPORT_TEXT } from '../content';
import { defaultChoice } from '../planned';
import {
  isEmptySave,
  keptFigures,
  NO_FIGURES,
  planFindings,
  saveSummary,
  toSave,
  type ReviewItem,
} from '../review-logic';
import { FiguresOffer } from './figures-offer';
import { FindingItem } from './finding-item';
import { StepHeading } from './step-heading';

type Analysed = Extract<ImportResult, { kind: 'analysed' }>;

/**
 * "Found for you": the findings to tick, edit and add, those already in the calendar marked, the
 * figures they make, and one button that saves what was chosen.
 */
export function Review({
  result,
  userId,
  onAnother,
}: {
  result: Analysed;
  userId: string | undefined;
  onAnother: () => void;
}) {
  const events = useEvents(userId);
  const profile = useFinancialProfile(userId);
  const savedBalance = useBalance(userId);
  const save = useSaveImport(userId);
  const [items, setItems] = useState<ReviewItem[]>(() =>
    result.findings.map((finding) => ({ finding, choice: defaultChoice(finding), ticked: false })),
  );
  const [chosen, setChosen] = useState(NO_FIGURES);
  const [saved, setSaved] = useState<string | null>(null);

  const plans = useMemo(() => planFindings(items, events.data ?? []), [items, events.data]);
  const figures = useMemo(() => keptFigures(items, plans), [items, plans]);
  const next = toSave(items, plans, figures, result.balance?.amount ?? null, chosen);
  // Until the calendar is in, what it already plans is unknown: nothing may be added twice.
  const ready = events.isSuccess;
  const busy = save.isPending;

  const update = (index: number, change: Partial<ReviewItem>) => {
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...change } : item)));
  };
  const submit = () => {
    save.mutate(next, {
      onSuccess: () => {
        setSaved(saveSummary(next));
        setItems((current) => current.map((item) => ({ ...item, ticked: false })));
        setChosen(NO_FIGURES);
      },
    });
  };

  return (
    <section aria-labelledby="import-review" className="grid gap-6" aria-busy={busy}>
      <StepHeading id="import-review" title={IMPORT_TEXT.reviewTitle}>
        {result.transactions} transactions from {formatDate(result.from)} to {formatDate(result.to)}.{' '}
        {result.findings.length > 0
          ? 'Tick what to add to your calendar as repeating events, and edit anything first.'
          : IMPORT_TEXT.nothingFound}
      </StepHeading>

      {saved && (
        <Alert variant="success">
          <CircleCheck aria-hidden />
          <AlertTitle>Added to your plan</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{saved}</p>
            <p className="flex flex-wrap gap-x-4">
              <Link to={paths.dashboard.calendar} className="font-medium underline underline-offset-4">
                Open your calendar
              </Link>
              <Link to={paths.dashboard.checkUp} className="font-medium underline underline-offset-4">
                See your check-up
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      )}

      {events.isError && (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden />
          <AlertTitle>Your calendar could not be loaded</AlertTitle>
          <AlertDescription>
            Nothing can be added until it is, so that nothing is added twice.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void events.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}

      {result.findings.length > 0 &&
        (events.isPending && userId ? (
          <Skeleton aria-hidden className="h-40 w-full" />
        ) : (
          <ul className="grid gap-3" aria-label="Repeating payments and income">
            {items.map((item, i) => (
              <FindingItem
                key={item.finding.id}
                item={item}
                planned={ready && plans[i]!.planned}
                disabled={busy || !ready}
                onTick={(ticked) => {
                  update(i, { ticked });
                }}
                onEdit={(choice) => {
                  update(i, { choice });
                }}
              />
            ))}
          </ul>
        ))}

      <FiguresOffer
        figures={figures}
        balance={result.balance}
        current={{
          income: profile.data?.monthly_income ?? null,
          essentials: profile.data?.monthly_essentials ?? null,
          balance: savedBalance.data?.amount ?? null,
        }}
        chosen={chosen}
        onChange={setChosen}
        disabled={busy}
      />

      <div className="grid gap-3 border-t border-border pt-4 sm:flex sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {isEmptySave(next) ? IMPORT_TEXT.nothingChosen : saveSummary(next)}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onAnother} disabled={busy}>
            {IMPORT_TEXT.another}
          </Button>
          <Button onClick={submit} disabled={busy || !ready || !userId || isEmptySave(next)}>
            {busy ? IMPORT_TEXT.saving : IMPORT_TEXT.save}
          </Button>
        </div>
      </div>
    </section>
  );
}
