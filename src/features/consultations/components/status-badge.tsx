import { Badge } from '@/components/ui/badge';
import type { ConsultationStatus } from '@/types/database';
import { STATUS_LABELS } from '../content';

const VARIANTS = {
  requested: 'warning',
  scheduled: 'default',
  completed: 'success',
  declined: 'destructive',
  cancelled: 'outline',
} as const satisfies Record<ConsultationStatus, string>;

export function ConsultationStatusBadge({ status }: { status: ConsultationStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
