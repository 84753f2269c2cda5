import { isAuthApiError } from '@supabase/supabase-js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { useSignIn } from '../api';
import { safeReturnPath } from '../logic';
import type { SignInValues } from '../schema';
import { AuthShell } from './auth-shell';
import { ResendConfirmation } from './resend-confirmation';
import { useAuthRedirectState } from './route-guards';
import { lazyResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';

const validation = lazyResolver(() => import('../resolvers').then((m) => m.signInResolver));

export interface SignInScreenProps {
  title: string;
  description: string;
  /** Where a successful sign-in goes when the guard did not send the visitor here from a page. */
  homePath: string;
  signUpLink: { prompt: string; label: string; to: string };
}

/** The sign-in form of users and affiliates (docs/product-spec.md §2): same fields, rules and texts. */
export function SignInScreen({ title, description, homePath, signUpLink }: SignInScreenProps) {
  const navigate = useNavigate();
  const { from, registeredEmail } = useAuthRedirectState();
  const signIn = useSignIn();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(registeredEmail ?? null);
  const form = useForm<SignInValues>({
    resolver: validation.resolver,
    defaultValues: { email: registeredEmail ?? '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: () => {
        notify.success('Signed in successfully!');
        void navigate(safeReturnPath(from, homePath), { replace: true });
      },
      onError: (error) => {
        if (isAuthApiError(error) && error.code === 'email_not_confirmed') setUnconfirmedEmail(values.email);
      },
    });
  });

  return (
    <AuthShell
      title={title}
      description={description}
      footer={
        <p>
          {signUpLink.prompt}{' '}
          <Link to={signUpLink.to} className="font-medium text-primary underline-offset-4 hover:underline">
            {signUpLink.label}
          </Link>
        </p>
      }
    >
      {unconfirmedEmail ? <ResendConfirmation email={unconfirmedEmail} className="mb-6" /> : null}
      <form onSubmit={(e) => void onSubmit(e)} onFocus={validation.preload} noValidate className="grid gap-4">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Link
          to={paths.forgotPassword}
          className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
        <Button type="submit" disabled={signIn.isPending} className="w-full">
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthShell>
  );
}
