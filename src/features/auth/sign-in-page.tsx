import { SignInScreen } from './components/sign-in-screen';

export function SignInPage() {
  return (
    <SignInScreen
      title="Sign In"
      description="Welcome back. Sign in to see your goals, calendar and assistant."
      homePath="/dashboard"
      signUpLink={{ prompt: "Don't have an account?", label: 'Sign Up', to: '/sign-up' }}
    />
  );
}
