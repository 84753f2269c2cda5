import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from './api';
import { AuthShell } from './components/auth-shell';
import { forgotPasswordSchema, type ForgotPasswordValues } from './schema';
import { paths } from '@/lib/paths';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(({ email }) => {
    request.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
      },
    });
  });

  return (
    <AuthShell
      title="Reset your password"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <Link to={paths.signIn} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      }
    >
      {sentTo ? (
        <Alert variant="success">
          <MailCheck aria-hidden />
          <AlertTitle>Check your email</AlertTitle>
          <AlertDescription>
            If an account exists for <strong className="break-all">{sentTo}</strong>, a link to reset your
            password is on its way. It works once and expires after 24 hours.
          </AlertDescription>
        </Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField label="Email" error={form.formState.errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" disabled={request.isPending} className="w-full">
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
