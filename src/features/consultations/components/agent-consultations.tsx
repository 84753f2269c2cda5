import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { contactMethodLabel, formatMoment, topicTitle } from '@shared/consultations/topics.ts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompleteConsultation, type AgentConsultation } from '../api';
import { age, agentOrder, briefPath, isOpen } from '../logic';
import { DeclineDialog } from './decline-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { ConsultationStatusBadge } from './status-badge';

const nameOf = (request: AgentConsultation) =>
  [request.profile?.first_name, request.profile?.last_name].filter((p) => p?.trim()).join(' ') ||
  request.profile?.email ||
  'Someone you referred';

function RequestActions({ request, name }: { request: AgentConsultation; name: string }) {
  const complete = useCompleteConsultation();
  return (
    <div className="flex flex-wrap gap-2">
      <ScheduleDialog request={request} name={name} />
      <Button
        size="sm"
        variant="outline"
        disabled={complete.isPending}
        onClick={() => {
          complete.mutate({ request_id: request.id });
        }}
      >
        {complete.isPending ? 'Saving...' : 'Mark completed'}
      </Button>
      <DeclineDialog requestId={request.id} name={name} />
    </div>
  );
}

function RequestItem({ request, now }: { request: AgentConsultation; now: Date }) {
  const name = nameOf(request);
  return (
    <li className="grid gap-2 rounded-md border border-border p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium break-words">{name}</p>
          <p className="text-muted-foreground">
            {topicTitle(request.topic)} · <span>{age(request.created_at, now)}</span>
          </p>
        </div>
        <ConsultationStatusBadge status={request.status} />
      </div>
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Contact</dt>
        <dd className="break-words">
          {contactMethodLabel(request.contact_method)}
          {request.phone ? `: ${request.phone}` : ''}
          {request.profile?.email ? ` · ${request.profile.email}` : ''}
        </dd>
        {request.status === 'scheduled' && request.scheduled_at ? (
          <>
            <dt className="font-medium">Appointment</dt>
            <dd>{formatMoment(request.scheduled_at, request.time_zone)} (their time)</dd>
          </>
        ) : (
          <>
            <dt className="font-medium">Preferred</dt>
            <dd>
              <ul>
                {request.preferred_times.map((time) => (
                  <li key={time}>{formatMoment(time, request.time_zone)}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {request.note ? (
          <>
            <dt className="font-medium">Note</dt>
            <dd className="break-words whitespace-pre-line">{request.note}</dd>
          </>
        ) : null}
        {request.status === 'declined' && request.decline_reason ? (
          <>
            <dt className="font-medium">Reason</dt>
            <dd className="break-words">{request.decline_reason}</dd>
          </>
        ) : null}
      </dl>
      {request.plan ? (
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={briefPath(request.id)}>
            <FileText aria-hidden /> Read {name}’s brief
          </Link>
        </Button>
      ) : null}
      {isOpen(request) ? <RequestActions request={request} name={name} /> : null}
    </li>
  );
}

/**
 * "Consultation requests" on the affiliate dashboard: the requests routed to this agent (or, for
 * staff, the house's), open ones first, newest first. The counts are the dashboard's funnel.
 */
export function AgentConsultations({
  requests,
  house = false,
}: {
  /** useAgentConsultations or useHouseConsultations: the dashboard holds it, so its Refresh refetches it too. */
  requests: UseQueryResult<AgentConsultation[]>;
  /** Staff answering the requests of people nobody invited (docs/decisions/022-agent-funnel.md). */
  house?: boolean;
}) {
  const now = new Date();
  const ordered = requests.data ? agentOrder(requests.data) : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Consultation requests</h2>
        </CardTitle>
        <CardDescription>
          {house
            ? 'People nobody invited who asked for a free consultation. Open requests first, newest first.'
            : 'People you referred who asked for a free consultation. Open requests first, newest first.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {requests.isPending ? (
          <div role="status" aria-label="Loading consultation requests" className="grid gap-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : null}
        {requests.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertDescription className="grid gap-2">
              <p>We could not load your consultation requests.</p>
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => void requests.refetch()}
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {ordered?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {house
              ? 'No consultation requests yet. When someone nobody invited asks for one, it appears here and the house inbox gets an email.'
              : 'No consultation requests yet. When someone you referred asks for one, it appears here and you get an email.'}
          </p>
        ) : null}
        {ordered?.length ? (
          <ul aria-label="Consultation requests" className="grid gap-3">
            {ordered.map((request) => (
              <RequestItem key={request.id} request={request} now={now} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
