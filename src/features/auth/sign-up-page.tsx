import { zodResolver } from '@hookform/resolvers/zod';
import { Gift } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { AlreadyRegisteredError, useSignUp } from './api';
import { AuthShell } from './components/auth-shell';
import type { AuthRedirectState } from './components/route-guards';
import { ALREADY_REGISTERED_MESSAGE, authErrorMessage } from './logic';
import { MIN_PASSWORD_LENGTH, signUpSchema, type SignUpValues } from './schema';

export function SignUpPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      referralCode: params.get('ref') ?? '',
    },
  });
  const { errors } = form.formState;
  const referralCode = useWatch({ control: form.control, name: 'referralCode' }).trim();

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(
      { ...values, userType: 'regular', confirmationPath: '/email-confirmation' },
      {
        onSuccess: () => {
          notify.success('Account created successfully! Please check your email to verify your account.');
          const state: AuthRedirectState = { registeredEmail: values.email };
          void navigate('/dashboard', { state });
        },
        onError: (error) => {
          console.error('Sign-up failed', error);
          notify.error(
            error instanceof AlreadyRegisteredError ? ALREADY_REGISTERED_MESSAGE : authErrorMessage(error),
          );
        },
      },
    );
  });

  return (
    <AuthShell
      title="Create your account"
      description="Free forever. Set goals, plan your month and learn at your pace."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign In
          </Link>
        </p>
      }
    >
      {referralCode ? (
        <Alert variant="success" className="mb-6">
          <Gift aria-hidden />
          <AlertDescription>
            You&apos;re signing up with referral code <strong className="break-all">{referralCode}</strong>.
          </AlertDescription>
        </Alert>
      ) : null}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Referral code (optional)" error={errors.referralCode?.message}>
          <Input autoComplete="off" autoCapitalize="characters" {...form.register('referralCode')} />
        </FormField>
        <Button type="submit" disabled={signUp.isPending} className="w-full">
          {signUp.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthShell>
  );
}
