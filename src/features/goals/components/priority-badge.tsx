import { Badge } from '@/components/ui/badge';
import type { GoalPriority } from '@/types/database';
import { PRIORITY_LABELS } from '../content';

/** docs/product-spec.md §9: high red, medium yellow, low green. */
const VARIANT = { high: 'destructive', medium: 'warning', low: 'success' } as const;

export function PriorityBadge({ priority }: { priority: GoalPriority }) {
  return (
    <Badge
      variant={VARIANT[priority]}
      // The destructive badge's red-600 on red-50 falls short of 4.5:1 at this size; red-700 reaches it.
      className={priority === 'high' ? 'text-red-700' : undefined}
    >
      {PRIORITY_LABELS[priority]} priority
    </Badge>
  );
}
