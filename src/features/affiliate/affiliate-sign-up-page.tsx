import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AuthShell,
  SignUpForm,
  signUpErrorMessage,
  useSignUp,
  type AuthRedirectState,
  type SignUpValues,
} from '@/features/auth';
import { notify } from '@/lib/toast';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { AFFILIATE_SIGN_UP_PAGE } from './content';

/** docs/product-spec.md §4: the dashboard opens one second after the success toast. */
export const AFFILIATE_REDIRECT_MS = 1000;

export function AffiliateSignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [error, setError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  useEffect(() => {
    if (!registeredEmail) return;
    const timer = setTimeout(() => {
      const state: AuthRedirectState = { registeredEmail };
      void navigate(paths.affiliate.dashboard, { state });
    }, AFFILIATE_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [navigate, registeredEmail]);

  const onSubmit = (values: SignUpValues) => {
    setError(null);
    // The confirmation link leads straight to the affiliate dashboard, which signs the affiliate in
    // (docs/decisions/003-auth-and-routing.md), not to the members' /email-confirmation page.
    signUp.mutate(
      { ...values, userType: 'affiliate', confirmationPath: paths.affiliate.dashboard },
      {
        onSuccess: ({ session }) => {
          // Without a session the dashboard asks for the email first: the toast must not promise it.
          if (session)
            notify.success('Affiliate account created successfully! Redirecting to your dashboard...');
          else
            notify.success(
              'Affiliate account created successfully!',
              'Confirm your email to open your dashboard.',
            );
          setRegisteredEmail(values.email);
        },
        onError: (failure) => {
          setError(signUpErrorMessage(failure));
        },
      },
    );
  };

  return (
    <AuthShell
      title="Affiliate Sign Up"
      description="Get your own agent code and link, and see everyone who joins through it."
      footer={
        <p>
          Already an affiliate?{' '}
          <Link
            to={paths.affiliate.signIn}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Affiliate Sign In
          </Link>
        </p>
      }
    >
      <SignUpForm
        submitLabel="Create Affiliate Account"
        pending={signUp.isPending}
        done={registeredEmail !== null}
        error={error}
        onSubmit={onSubmit}
      />
    </AuthShell>
  );
}
