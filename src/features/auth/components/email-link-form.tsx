import { MailCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { ForgotPasswordValues } from '../schema';

const validation = lazyResolver(() => import('../resolvers').then((m) => m.forgotPasswordResolver));

interface EmailSender {
  mutate: (email: string, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}

/**
 * One email field that asks the auth server for a link (a password reset, a new confirmation),
 * then says where it went. The answer never tells whether the address has an account.
 */
export function EmailLinkForm({
  sender,
  submitLabel,
  sentMessage,
  secondary = false,
}: {
  sender: EmailSender;
  submitLabel: string;
  sentMessage: (email: ReactNode) => ReactNode;
  /** Outline button, for a page whose main action is elsewhere. */
  secondary?: boolean;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: validation.resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(({ email }) => {
    sender.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
      },
    });
  });

  if (sentTo) {
    return (
      <Alert variant="success">
        <MailCheck aria-hidden />
        <AlertTitle>Check your email</AlertTitle>
        <AlertDescription>{sentMessage(<strong className="break-all">{sentTo}</strong>)}</AlertDescription>
      </Alert>
    );
  }
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      onFocus={validation.preload}
      noValidate
      className="grid gap-4 text-left"
    >
      <FormField label="Email" error={form.formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button
        type="submit"
        variant={secondary ? 'outline' : 'default'}
        disabled={sender.isPending}
        className="w-full"
      >
        {sender.isPending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
