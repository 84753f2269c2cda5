import { ArrowLeft, Printer, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contactMethodLabel, formatMoment, topicTitle } from '@shared/consultations/topics.ts';
import { formatMoney } from '@shared/money.ts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import type { CheckStatus, ConsultationPlan } from '@/types/database';
import { useConsultationBrief, type AgentConsultation } from './api';
import { CONSULTATION_TOASTS } from './content';

/** Status in words: the brief is printed, often in black and white. */
const STATUS_WORDS: Record<CheckStatus, string> = {
  good: 'Looks good',
  attention: 'Needs attention',
  unknown: 'Not known',
};

const dateOnly = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const nameOf = (request: AgentConsultation) =>
  [request.profile?.first_name, request.profile?.last_name].filter((p) => p?.trim()).join(' ') ||
  request.profile?.email ||
  'Someone you referred';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 break-inside-avoid">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const cell = 'border-b border-border px-2 py-1.5 text-left align-top';

function Brief({ request, plan }: { request: AgentConsultation; plan: ConsultationPlan }) {
  const zone = request.time_zone;
  const { income, bills } = plan.next_30_days;
  return (
    <article aria-labelledby="brief-title" className="grid gap-5 text-sm print:gap-3 print:text-xs">
      <header className="grid gap-1">
        <h1 id="brief-title" className="text-2xl font-bold print:text-xl">
          Consultation brief: {nameOf(request)}
        </h1>
        <p className="text-muted-foreground">
          {topicTitle(request.topic)} · {contactMethodLabel(request.contact_method)}
          {request.phone ? ` ${request.phone}` : ''}
          {request.profile?.email ? ` · ${request.profile.email}` : ''}
        </p>
        <p className="text-muted-foreground">
          Shared {formatMoment(plan.taken_at, zone)}, as it was then. Not to be passed on; it is deleted when
          the consultation is completed, declined or cancelled.
        </p>
      </header>

      {request.note ? (
        <Section title="Their note">
          <p className="break-words whitespace-pre-line">{request.note}</p>
        </Section>
      ) : null}

      <Section title="Check-up">
        <table className="w-full border-collapse">
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Check
              </th>
              <th scope="col" className={cell}>
                Status
              </th>
              <th scope="col" className={cell}>
                What it found
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.checkup.map((check) => (
              <tr key={check.id}>
                <th scope="row" className={`${cell} font-medium`}>
                  {check.title}
                </th>
                <td className={`${cell} whitespace-nowrap`}>{STATUS_WORDS[check.status]}</td>
                <td className={cell}>{check.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title="Goals">
        {plan.goals.length === 0 ? (
          <p>No active goals.</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Goals">
            <table className="w-full border-collapse">
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    Goal
                  </th>
                  <th scope="col" className={cell}>
                    Saved
                  </th>
                  <th scope="col" className={cell}>
                    Target
                  </th>
                  <th scope="col" className={cell}>
                    By
                  </th>
                  <th scope="col" className={cell}>
                    Still needed a month
                  </th>
                </tr>
              </thead>
              <tbody>
                {plan.goals.map((goal, index) => (
                  <tr key={`${goal.title}-${index}`}>
                    <th scope="row" className={`${cell} font-medium`}>
                      {goal.title}
                    </th>
                    <td className={cell}>{formatMoney(goal.saved)}</td>
                    <td className={cell}>{formatMoney(goal.target)}</td>
                    <td className={cell}>{goal.target_date ? dateOnly(goal.target_date) : 'No date'}</td>
                    <td className={cell}>{goal.per_month === null ? '—' : formatMoney(goal.per_month)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section
        title={`Next 30 days (${dateOnly(plan.next_30_days.from)} to ${dateOnly(plan.next_30_days.to)})`}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">Income on the calendar</dt>
          <dd>{formatMoney(income)}</dd>
          <dt className="font-medium">Bills on the calendar</dt>
          <dd>{formatMoney(bills)}</dd>
          <dt className="font-medium">Left over</dt>
          <dd>{formatMoney(income - bills)}</dd>
        </dl>
      </Section>
    </article>
  );
}

/**
 * The agent's one-page brief of what a user shared with a request (docs/decisions/023-financial-checkup.md):
 * the request, the check-up, the goals and the next 30 days, laid out to print on one page. The
 * affiliate dashboard shows it for ?brief={request id} (briefPath), in place of its own content.
 */
export function BriefPage({ requestId }: { requestId: string }) {
  const brief = useConsultationBrief(requestId);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 print:max-w-none">
      <nav aria-label="Brief" className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button asChild variant="link" className="px-0">
          <Link to={paths.affiliate.dashboard}>
            <ArrowLeft aria-hidden /> Back to consultation requests
          </Link>
        </Button>
        {brief.data?.plan ? (
          <Button
            onClick={() => {
              window.print();
            }}
          >
            <Printer aria-hidden /> Print
          </Button>
        ) : null}
      </nav>
      {brief.isPending ? (
        <div aria-label="Loading the brief" role="status" className="grid gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : null}
      {brief.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {CONSULTATION_TOASTS.briefFailed}
            <Button variant="outline" size="sm" onClick={() => void brief.refetch()}>
              <RotateCw aria-hidden /> Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {brief.data && brief.data.request && brief.data.plan ? (
        <Brief request={brief.data.request} plan={brief.data.plan} />
      ) : null}
      {brief.data && !(brief.data.request && brief.data.plan) ? (
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold">Nothing shared</h1>
          <p className="text-muted-foreground">
            Nothing is shared with this request: they did not share their check-up, stopped sharing it, or the
            request is closed.
          </p>
        </div>
      ) : null}
    </div>
  );
}
