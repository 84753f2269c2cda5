import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { copyLink } from '@/lib/clipboard';
import { env } from '@/lib/env';
import { notify } from '@/lib/toast';
import { useCreateFeedToken, useFeedToken } from '../api';
import { feedUrl } from '../logic';

/**
 * A private address for Google, Apple or Outlook calendars to subscribe to: they stay in sync
 * and fire their own alarms. Reset makes a new address and retires the old one.
 */
export function CalendarFeedCard({ userId }: { userId: string | undefined }) {
  const token = useFeedToken(userId);
  const create = useCreateFeedToken(userId);
  const [confirming, setConfirming] = useState(false);
  const urlId = useId();
  const url = token.data ? feedUrl(env.supabaseUrl, token.data) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <CalendarSync aria-hidden className="size-5" /> Subscribe in your calendar app
          </h2>
        </CardTitle>
        <CardDescription>
          Add this private link to Google Calendar ("From URL"), Apple Calendar or Outlook. Your events and
          their reminders stay in sync. Anyone with the link can see your events, so keep it to yourself.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {token.isPending ? (
          <Skeleton aria-hidden className="h-10 w-full" />
        ) : url ? (
          <>
            <p
              id={urlId}
              className="rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm break-all"
            >
              {url}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                aria-describedby={urlId}
                onClick={() => {
                  void copyLink(url, 'Calendar link');
                }}
              >
                <Copy aria-hidden /> Copy link
              </Button>
              <Button
                variant="outline"
                disabled={create.isPending}
                onClick={() => {
                  setConfirming(true);
                }}
              >
                <RefreshCw aria-hidden /> {create.isPending ? 'Resetting...' : 'Reset link'}
              </Button>
            </div>
          </>
        ) : (
          <Button
            className="justify-self-start"
            disabled={create.isPending || token.isError}
            onClick={() => {
              create.mutate();
            }}
          >
            <CalendarSync aria-hidden /> {create.isPending ? 'Creating...' : 'Create subscribe link'}
          </Button>
        )}
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Reset your calendar link?</AlertDialogTitle>
            <AlertDialogDescription>
              Calendars subscribed with the current link stop updating. Subscribe again with the new one.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                create.mutate(undefined, {
                  onSuccess: () => {
                    notify.success('Link reset', 'The old link no longer works.');
                  },
                });
              }}
            >
              Reset link
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
