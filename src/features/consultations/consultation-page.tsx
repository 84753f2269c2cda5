import { CircleCheck, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { knownZone } from '@shared/calendar/zones.ts';
import { GENERAL_TOPIC, isTopic, topicTitle } from '@shared/consultations/topics.ts';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth';
import { useNotificationPreferences } from '@/features/settings';
import { SHARE_CHECKUP_PARAM } from '@/lib/paths';
import { detectTimeZone } from '@/lib/time-zone';
import { useConsultationAdvisor, useMyConsultations } from './api';
import { HOUSE_ADVISOR, nextSteps, TOO_MANY_OPEN } from './content';
import { isOpen, MAX_OPEN_REQUESTS } from './logic';
import { ConsultationForm } from './components/consultation-form';
import { MyRequests } from './components/my-requests';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { CONSULTATION_PAGE } from './content';

/**
 * /dashboard/consultation?topic={slug}: where every "Book a free consultation" leads
 * (docs/decisions/020-consultations.md), with `&share=1` from the check-up, which starts the form
 * with sharing it chosen (docs/decisions/023). The request goes to the agent who invited the user,
 * or to the house; the user's requests and what became of them are listed beside it.
 */
export function ConsultationPage() {
  const { session } = useSession();
  const userId = session?.user.id;
  const [params] = useSearchParams();
  const asked = params.get('topic');
  const topic = isTopic(asked) ? asked : GENERAL_TOPIC.slug;
  const shareCheckup = params.get(SHARE_CHECKUP_PARAM) === '1';
  const requests = useMyConsultations(userId);
  const advisor = useConsultationAdvisor(userId);
  // "Morning" is morning in the zone Settings keeps for reminders, which the server records too.
  const preferences = useNotificationPreferences(userId);
  const [sent, setSent] = useState(false);
  const sentAlert = useRef<HTMLDivElement>(null);
  // The form resets below the fold on a phone: move focus (and the view) to what happens next.
  useEffect(() => {
    if (sent) sentAlert.current?.focus();
  }, [sent]);

  const open = requests.data?.filter(isOpen).length ?? 0;
  const ready = advisor.isSuccess && !preferences.isPending && requests.isSuccess;
  const failed = advisor.isError || requests.isError;
  const advisorName = advisor.data ?? null;

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Book a free consultation"
        description={`Talk through ${topic === GENERAL_TOPIC.slug ? 'your finances' : topicTitle(topic)} with ${advisorName ?? HOUSE_ADVISOR}, free and without obligation. Tell us how and when to reach you.`}
      />
      {sent ? (
        <Alert variant="success" ref={sentAlert} tabIndex={-1} className="outline-none">
          <CircleCheck aria-hidden />
          <AlertTitle>Your request is on its way</AlertTitle>
          <AlertDescription>
            <ul className="grid list-disc gap-1 pl-5">
              {nextSteps(advisorName).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Your request</h2>
            </CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            {failed ? (
              <Alert variant="destructive">
                <CircleAlert aria-hidden />
                <AlertDescription className="grid gap-2">
                  <p>We could not load the form.</p>
                  <Button
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    onClick={() => void Promise.all([advisor.refetch(), requests.refetch()])}
                  >
                    Try again
                  </Button>
                </AlertDescription>
              </Alert>
            ) : !ready ? (
              <div role="status" aria-label="Loading the form" className="grid gap-3">
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-64 w-full" />
              </div>
            ) : open >= MAX_OPEN_REQUESTS ? (
              <Alert>
                <CircleAlert aria-hidden />
                <AlertDescription>{TOO_MANY_OPEN}</AlertDescription>
              </Alert>
            ) : (
              <ConsultationForm
                key={`${topic}:${shareCheckup}`}
                topic={topic}
                shareCheckup={shareCheckup}
                advisor={advisorName}
                zone={knownZone(preferences.data?.time_zone ?? detectTimeZone())}
                onSent={() => {
                  setSent(true);
                }}
              />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Your requests</h2>
            </CardTitle>
            <CardDescription>Newest first. An open request can be cancelled.</CardDescription>
          </CardHeader>
          <CardContent>
            <MyRequests
              requests={requests.data}
              loading={requests.isPending}
              onCancelled={() => {
                setSent(false);
              }}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
