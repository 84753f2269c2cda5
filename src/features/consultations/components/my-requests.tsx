import { contactMethodLabel, formatMoment, topicTitle } from '@shared/consultations/topics.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancelConsultation } from '../api';
import { isOpen, type ConsultationRequest } from '../logic';
import { ConsultationStatusBadge } from './status-badge';

function RequestItem({ request }: { request: ConsultationRequest }) {
  const cancel = useCancelConsultation();
  const busy = cancel.isPending;
  return (
    <li className="grid gap-2 rounded-md border border-border p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium">{topicTitle(request.topic)}</p>
        <ConsultationStatusBadge status={request.status} />
      </div>
      <p className="text-muted-foreground">
        By {contactMethodLabel(request.contact_method).toLowerCase()}
        {request.phone ? ` (${request.phone})` : ''} · asked{' '}
        {formatMoment(request.created_at, request.time_zone)}
      </p>
      {request.status === 'scheduled' && request.scheduled_at ? (
        <p>
          <span className="font-medium">Appointment:</span>{' '}
          {formatMoment(request.scheduled_at, request.time_zone)}
        </p>
      ) : (
        <p>
          <span className="font-medium">Preferred:</span>{' '}
          {request.preferred_times.map((t) => formatMoment(t, request.time_zone)).join('; ')}
        </p>
      )}
      {request.status === 'declined' && request.decline_reason ? (
        <p>
          <span className="font-medium">Reason:</span> {request.decline_reason}
        </p>
      ) : null}
      {isOpen(request) ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={busy}
          onClick={() => {
            cancel.mutate({ request_id: request.id });
          }}
        >
          {busy ? 'Cancelling...' : 'Cancel request'}
        </Button>
      ) : null}
    </li>
  );
}

/** The user's requests, newest first, with what became of each. */
export function MyRequests({
  requests,
  loading,
}: {
  requests: ConsultationRequest[] | undefined;
  loading: boolean;
}) {
  if (loading)
    return (
      <div role="status" aria-label="Loading your requests" className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (!requests?.length)
    return <p className="text-sm text-muted-foreground">You have not asked for a consultation yet.</p>;
  return (
    <ul aria-label="Your consultation requests" className="grid gap-3">
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}
