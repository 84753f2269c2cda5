import { contactMethodLabel, formatMoment, topicTitle } from '@shared/consultations/topics.ts';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancelConsultation, useRevokePlanShare } from '../api';
import { handedToHouseNote, SHARED_NOTE } from '../content';
import { isOpen, type ConsultationRequest } from '../logic';
import { ConsultationStatusBadge } from './status-badge';

/** Cancelling asks first: the advisor is told at once, and the appointment leaves the calendar. */
function CancelRequest({ request, onCancelled }: { request: ConsultationRequest; onCancelled: () => void }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelConsultation();
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="justify-self-start">
          Cancel request
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this request?</AlertDialogTitle>
          <AlertDialogDescription>
            Your consultation about {topicTitle(request.topic)} is called off and your advisor is told.
            {request.status === 'scheduled' ? ' The appointment leaves your calendar.' : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction
            disabled={cancel.isPending}
            onClick={(event) => {
              // Stay open until the server answers, so a failure is not mistaken for a cancel.
              event.preventDefault();
              // The promise, not mutate's callbacks: the refetched list unmounts this item (the
              // request is no longer open) before those would run. Failures are reported by the
              // query client.
              void cancel
                .mutateAsync({ request_id: request.id })
                .then(onCancelled, () => undefined)
                .finally(() => {
                  setOpen(false);
                });
            }}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel request'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** While a check-up is shared with an open request: say so, and let the user take it back. */
function SharedPlan({ request }: { request: ConsultationRequest }) {
  const revoke = useRevokePlanShare();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-3">
      <p>{SHARED_NOTE}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        onClick={() => {
          revoke.mutate({ request_id: request.id });
        }}
      >
        {revoke.isPending ? 'Stopping...' : 'Stop sharing'}
      </Button>
    </div>
  );
}

function RequestItem({ request, onCancelled }: { request: ConsultationRequest; onCancelled: () => void }) {
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
      {isOpen(request) && request.handed_to_house_at ? (
        <p className="rounded-md bg-muted p-3">{handedToHouseNote(request.shared_plan_deleted)}</p>
      ) : null}
      {isOpen(request) && request.plan ? <SharedPlan request={request} /> : null}
      {isOpen(request) ? <CancelRequest request={request} onCancelled={onCancelled} /> : null}
    </li>
  );
}

/** The user's requests, newest first, with what became of each. */
export function MyRequests({
  requests,
  loading,
  onCancelled,
}: {
  requests: ConsultationRequest[] | undefined;
  loading: boolean;
  /** After a request is cancelled: the page's "on its way" message no longer holds. */
  onCancelled: () => void;
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
        <RequestItem key={request.id} request={request} onCancelled={onCancelled} />
      ))}
    </ul>
  );
}
