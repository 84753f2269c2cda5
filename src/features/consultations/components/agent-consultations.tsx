import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { contactMethodLabel, formatMoment, topicTitle } from '@shared/consultations/topics.ts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompleteConsultation, type AgentConsultation } from '../api';
import { age, agentOrder, briefPath, funnel, isOpen, type FunnelCounts } from '../logic';
import { DeclineDialog } from './decline-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { ConsultationStatusBadge } from './status-badge';

const nameOf = (request: AgentConsultation) =>
  [request.profile?.first_name, request.profile?.last_name].filter((p) => p?.trim()).join(' ') ||
  request.profile?.email ||
  'Someone you referred';

const STEPS: { key: keyof FunnelCounts; label: string }[] = [
  { key: 'referrals', label: 'Referrals' },
  { key: 'requested', label: 'Requested' },
  { key: 'scheduled', label: 'Scheduled' },
  { key: 'completed', label: 'Completed' },
];

function Funnel({ title, counts }: { title: string; counts: FunnelCounts }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <ol className="grid grid-cols-4 gap-2">
        {STEPS.map((step) => (
          <li key={step.key} className="grid rounded-md border border-border p-2 text-center">
            <span className="text-xl font-bold tabular-nums">{counts[step.key]}</span>
            <span className="text-xs text-muted-foreground">{step.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

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
 * "Consultation requests" on the affiliate dashboard: the funnel from referral to consultation,
 * then the requests routed to this agent, open ones first, newest first.
 */
export function AgentConsultations({
  requests,
  referralDates,
}: {
  /** useAgentConsultations: the dashboard holds it, so its Refresh refetches it too. */
  requests: UseQueryResult<AgentConsultation[]>;
  referralDates: readonly string[] | undefined;
}) {
  const now = new Date();
  const counts = requests.data && referralDates ? funnel(referralDates, requests.data, now) : null;
  const ordered = requests.data ? agentOrder(requests.data) : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Consultation requests</h2>
        </CardTitle>
        <CardDescription>
          People you referred who asked for a free consultation. Open requests first, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {counts ? (
          <div className="grid gap-4 md:grid-cols-2">
            <Funnel title="This month" counts={counts.thisMonth} />
            <Funnel title="All time" counts={counts.allTime} />
          </div>
        ) : null}
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
            No consultation requests yet. When someone you referred asks for one, it appears here and you get
            an email.
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
