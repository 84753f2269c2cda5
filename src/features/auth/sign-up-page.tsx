import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/toast';
import { useSignUp } from './api';
import { AuthShell } from './components/auth-shell';
import type { AuthRedirectState } from './components/route-guards';
import { SignUpForm } from './components/sign-up-form';
import type { SignUpValues } from './schema';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { SIGN_UP_PAGE } from './content';

export function SignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();

  const onSubmit = (values: SignUpValues) => {
    signUp.mutate(
      { ...values, userType: 'regular', confirmationPath: paths.emailConfirmation },
      {
        onSuccess: () => {
          notify.success('Account created successfully! Please check your email to verify your account.');
          const state: AuthRedirectState = { registeredEmail: values.email };
          void navigate(paths.dashboard.home, { state });
        },
      },
    );
  };

  return (
    <AuthShell
      title="Create your account"
      description="Free forever. Set goals, plan your month and learn at your pace."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.signIn} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign In
          </Link>
        </p>
      }
    >
      <SignUpForm submitLabel="Create Account" pending={signUp.isPending} onSubmit={onSubmit} />
    </AuthShell>
  );
}
