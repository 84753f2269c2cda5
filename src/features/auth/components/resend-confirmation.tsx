import { MailCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, type ButtonProps } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useResendConfirmation } from '../api';

/** Sends the sign-up confirmation email again, with the toasts of docs/product-spec.md §7, §8. */
export function ResendConfirmationButton({
  email,
  redirectPath,
  ...props
}: { email: string | null | undefined; redirectPath?: string } & Omit<
  ButtonProps,
  'onClick' | 'disabled' | 'children'
>) {
  const resend = useResendConfirmation(redirectPath);
  const send = () => {
    if (!email) {
      notify.error('No email found for current user');
      return;
    }
    resend.mutate(email, {
      onSuccess: () => {
        notify.success(
          'Confirmation Email Sent',
          'Please check your email and click the confirmation link to activate your account.',
        );
      },
    });
  };
  return (
    <Button variant="outline" {...props} onClick={send} disabled={resend.isPending}>
      {resend.isPending ? 'Sending...' : 'Resend confirmation email'}
    </Button>
  );
}

/** "Check your inbox" with a way to get the confirmation email again. */
export function ResendConfirmation({ email, className }: { email: string; className?: string }) {
  return (
    <Alert className={className}>
      <MailCheck aria-hidden />
      <AlertTitle>Confirm your email</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          We sent a confirmation link to <strong className="break-all">{email}</strong>. Open it to activate
          your account, then sign in.
        </p>
        <ResendConfirmationButton email={email} size="sm" className="justify-self-start" />
      </AlertDescription>
    </Alert>
  );
}
