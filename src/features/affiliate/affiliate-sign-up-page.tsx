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
    // docs/product-spec.md §7: affiliate sign-up sends no email-confirmation redirect.
    signUp.mutate(
      { ...values, userType: 'affiliate', confirmationPath: null },
      {
        onSuccess: () => {
          notify.success('Affiliate account created successfully! Redirecting to your dashboard...');
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
