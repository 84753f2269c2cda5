import { RotateCw } from 'lucide-react';
import { useRef } from 'react';
import type { UseFormSetFocus } from 'react-hook-form';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth';
import { ImportStatementLink } from '@/features/statement-import';
import { useFinancialCheckup, useFinancialProfile } from './api';
import { CheckCard } from './components/check-card';
import { ProfileForm } from './components/profile-form';
import { TalkItThrough } from './components/talk-it-through';
import { CHECKUP_TEXT, CHECKUP_TOASTS } from './content';
import type { ProfileInput } from './schema';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { CHECKUP_PAGE } from './content';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        {CHECKUP_TOASTS.loadFailed}
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden /> Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function ListSkeleton() {
  return (
    <div aria-hidden className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}

/** /dashboard/check-up (docs/decisions/023-financial-checkup.md): the checks first, then the numbers they read. */
export function CheckupPage() {
  const { session } = useSession();
  const userId = session?.user.id;
  const checks = useFinancialCheckup(userId);
  const profile = useFinancialProfile(userId);
  const focusField = useRef<UseFormSetFocus<ProfileInput> | null>(null);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={CHECKUP_TEXT.title} description={CHECKUP_TEXT.description} />
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="checkup-results" className="grid gap-3">
          <div className="grid gap-1">
            <h2 id="checkup-results" className="text-xl font-semibold">
              {CHECKUP_TEXT.resultsTitle}
            </h2>
            <p className="text-sm text-muted-foreground">{CHECKUP_TEXT.resultsDescription}</p>
          </div>
          {checks.isPending && <ListSkeleton />}
          {checks.isError && <LoadFailed onRetry={() => void checks.refetch()} />}
          {checks.data && (
            <ul className="grid gap-3" aria-busy={checks.isFetching}>
              {checks.data.map((check) => (
                <li key={check.id}>
                  <CheckCard
                    check={check}
                    onAddNumbers={(field) => {
                      focusField.current?.(field);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          {checks.data && <TalkItThrough userId={userId} />}
          <p className="text-xs text-muted-foreground">{CHECKUP_TEXT.note}</p>
        </section>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{CHECKUP_TEXT.formTitle}</h2>
            </CardTitle>
            <CardDescription>{CHECKUP_TEXT.formDescription}</CardDescription>
            <div className="grid justify-items-start gap-1 pt-2">
              <p className="text-sm text-muted-foreground">{CHECKUP_TEXT.importHint}</p>
              <ImportStatementLink />
            </div>
          </CardHeader>
          <CardContent>
            {profile.isPending && <ListSkeleton />}
            {profile.isError && <LoadFailed onRetry={() => void profile.refetch()} />}
            {userId && profile.isSuccess && (
              <ProfileForm userId={userId} profile={profile.data} focusRef={focusField} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
