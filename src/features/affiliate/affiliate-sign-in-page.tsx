import { SignInScreen } from '@/features/auth';

export function AffiliateSignInPage() {
  return (
    <SignInScreen
      title="Affiliate Sign In"
      description="Sign in to see your agent code, your link and the people you referred."
      homePath="/affiliate/dashboard"
      signUpLink={{
        prompt: 'New to the affiliate programme?',
        label: 'Create an affiliate account',
        to: '/affiliate/sign-up',
      }}
    />
  );
}
