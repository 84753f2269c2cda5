import { format } from 'date-fns';
import { CalendarClock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/money';
import type { SavingsPlan } from '../logic';

/** What it takes to reach a dated goal on time, and whether the goal keeps pace. */
export function SavingsPlanLine({ plan }: { plan: SavingsPlan }) {
  const by = format(plan.by, 'MMM yyyy');
  return (
    <div className="flex items-start gap-2 text-sm">
      <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      {plan.kind === 'monthly' ? (
        <p>
          Save {formatMoney(plan.perMonth)}/month to reach this by {by}{' '}
          {plan.onTrack ? (
            <Badge variant="success" className="align-middle">
              On track
            </Badge>
          ) : (
            <Badge variant="warning" className="align-middle">
              Behind schedule
            </Badge>
          )}
        </p>
      ) : (
        <p>
          {formatMoney(plan.remaining)} still to go; the target date was {by}{' '}
          <Badge variant="warning" className="align-middle">
            Past target date
          </Badge>
        </p>
      )}
    </div>
  );
}
