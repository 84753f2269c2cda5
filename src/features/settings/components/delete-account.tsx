import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useLeaveDeletedAccount } from '@/features/auth';
import { notify } from '@/lib/toast';
import { useDeleteAccount } from '../data-api';

const WHAT_GOES =
  'Your profile, goals and their history, calendar events, conversations with the AI assistant and reminder settings are deleted, and an agent who invited you no longer sees you among their referrals. This cannot be undone.';

const matches = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

function ConfirmForm({ email }: { email: string }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();
  const leave = useLeaveDeletedAccount();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!matches(typed, email)) {
          setError('Type the email address of this account to confirm.');
          return;
        }
        remove.mutate(typed, {
          onSuccess: () => {
            void leave().then(() => {
              notify.success('Account deleted', 'Your account and everything in it have been deleted.');
            });
          },
        });
      }}
    >
      <FormField label={`Type ${email} to confirm`} error={error} required>
        <Input
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}

/** Settings → "Delete account": the user types their email; the server deletes what the JWT names. */
export function DeleteAccount({ email }: { email: string | undefined }) {
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle asChild>
          <h2>Delete account</h2>
        </CardTitle>
        <CardDescription>{WHAT_GOES}</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={!email}>
              Delete account
            </Button>
          </AlertDialogTrigger>
          {email ? (
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete your account?</AlertDialogTitle>
                <AlertDialogDescription>{WHAT_GOES}</AlertDialogDescription>
              </AlertDialogHeader>
              <ConfirmForm email={email} />
            </AlertDialogContent>
          ) : null}
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
