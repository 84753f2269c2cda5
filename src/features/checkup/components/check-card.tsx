import { AlertTriangle, ArrowRight, CheckCircle2, CircleHelp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/styles';
import { cn } from '@/lib/utils';
import type { CheckStatus, FinancialCheck } from '@/types/database';
import { STATUS_LABELS, type ProfileField } from '../content';
import { firstMissingField } from '../logic';

const STATUS_LOOK = {
  good: { variant: 'success', Icon: CheckCircle2 },
  attention: { variant: 'warning', Icon: AlertTriangle },
  unknown: { variant: 'outline', Icon: CircleHelp },
} as const satisfies Record<CheckStatus, { variant: 'success' | 'warning' | 'outline'; Icon: unknown }>;

/** One check: its status in words and an icon, the figure in words, and where to act on it. */
export function CheckCard({
  check,
  onAddNumbers,
}: {
  check: FinancialCheck;
  onAddNumbers: (field: ProfileField) => void;
}) {
  const { variant, Icon } = STATUS_LOOK[check.status];
  const field = check.status === 'unknown' ? firstMissingField(check) : null;
  const headingId = `check-${check.id}`;
  return (
    <article aria-labelledby={headingId} className={cn(cardClass, 'grid gap-3 p-4 sm:p-5')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {check.title}
        </h3>
        <Badge variant={variant}>
          <Icon aria-hidden />
          {STATUS_LABELS[check.status]}
        </Badge>
      </div>
      <p className="text-sm">{check.detail}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {field ? (
          <li>
            <Button
              variant="link"
              className="h-auto px-0"
              onClick={() => {
                onAddNumbers(field);
              }}
            >
              Add your numbers <ArrowRight aria-hidden />
            </Button>
          </li>
        ) : null}
        {check.links.map((link) => (
          <li key={link.href}>
            <Button asChild variant="link" className="h-auto px-0 whitespace-normal">
              <Link to={link.href}>
                {link.label} <ArrowRight aria-hidden />
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </article>
  );
}
