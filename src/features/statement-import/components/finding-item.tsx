import { formatDate } from '@shared/calendar/dates.ts';
import { CalendarCheck, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CATEGORY_LABELS, EVENT_TYPE_LABELS, reminderLabel } from '@/features/calendar';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { FREQUENCY_LABELS, IMPORT_TEXT } from '../content';
import type { ReviewChoice } from '../planned';
import type { ReviewItem } from '../review-logic';
import { EditFindingDialog } from './edit-finding-dialog';

const dates = (next: readonly string[]) => next.map(formatDate).join(' and ');

/** "Bill · Housing · Reminder 1 day before"; income's category says nothing its type does not. */
function describe(choice: ReviewChoice): string {
  const type = EVENT_TYPE_LABELS[choice.event_type];
  const category = CATEGORY_LABELS[choice.category];
  const reminder = choice.reminder_enabled
    ? `Reminder ${reminderLabel(choice.reminder_days_before)}`
    : 'No reminder';
  return [type, ...(category === type ? [] : [category]), reminder].join(' · ');
}

/**
 * One repeating payment or income found: tick to add it, edit it first, or open the dated amounts
 * that show it. One the calendar already plans says so and cannot be added again.
 */
export function FindingItem({
  item,
  planned,
  onTick,
  onEdit,
  disabled,
}: {
  item: ReviewItem;
  planned: boolean;
  onTick: (ticked: boolean) => void;
  onEdit: (choice: ReviewChoice) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const { finding, choice } = item;
  const income = choice.event_type === 'income';

  return (
    <li
      className={cn('grid gap-3 rounded-lg border border-border bg-surface p-4', planned && 'bg-background')}
    >
      <div className="flex items-start gap-3">
        {!planned && (
          <input
            id={id}
            type="checkbox"
            checked={item.ticked}
            disabled={disabled}
            onChange={(event) => {
              onTick(event.target.checked);
            }}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
        )}
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="min-w-0 font-semibold break-words">
              {planned ? (
                choice.title
              ) : (
                <label htmlFor={id} className="cursor-pointer">
                  <span className="sr-only">Add </span>
                  {choice.title}
                </label>
              )}
            </h3>
            <span className={cn('font-semibold tabular-nums', income ? 'text-success' : 'text-destructive')}>
              {income ? '+' : '-'}
              {formatMoney(choice.amount)}
            </span>
          </div>
          <p className="text-sm text-muted-foreground">
            {FREQUENCY_LABELS[finding.frequency]} · next {dates(finding.next)}
          </p>
          <p className="text-sm text-muted-foreground">{describe(choice)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <details className="group min-w-0 flex-1 text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center text-primary sm:min-h-9">
            {finding.support.length} payments show it
          </summary>
          <ul className="grid gap-1 pt-1">
            {finding.support.map((payment) => (
              <li key={`${payment.line}-${payment.date}`} className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-words">
                  {formatDate(payment.date)} · {payment.description}
                </span>
                <span className="tabular-nums">{formatMoney(payment.cents / 100)}</span>
              </li>
            ))}
          </ul>
        </details>
        {planned ? (
          <Badge variant="success">
            <CalendarCheck aria-hidden /> {IMPORT_TEXT.alreadyPlanned}
          </Badge>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => {
              setEditing(true);
            }}
          >
            <Pencil aria-hidden /> Edit<span className="sr-only"> {choice.title}</span>
          </Button>
        )}
      </div>
      <EditFindingDialog open={editing} onOpenChange={setEditing} choice={choice} onSave={onEdit} />
    </li>
  );
}
