import { MailCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useResendConfirmation } from '../api';

/** "Check your inbox" with a way to get the confirmation email again. */
export function ResendConfirmation({ email, className }: { email: string; className?: string }) {
  const resend = useResendConfirmation();
  const send = () => {
    resend.mutate(email, {
      onSuccess: () => {
        notify.success(
          'Confirmation Email Sent',
          'Please check your email and click the confirmation link to activate your account.',
        );
      },
      onError: (error) => {
        console.error('Resending the confirmation failed', error);
        notify.error('Failed to resend confirmation email. Please try again.');
      },
    });
  };
  return (
    <Alert className={className}>
      <MailCheck aria-hidden />
      <AlertTitle>Confirm your email</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          We sent a confirmation link to <strong className="break-all">{email}</strong>. Open it to activate
          your account, then sign in.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={send}
          disabled={resend.isPending}
          className="justify-self-start"
        >
          {resend.isPending ? 'Sending...' : 'Resend confirmation email'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
