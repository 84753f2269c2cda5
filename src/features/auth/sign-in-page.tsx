import { SignInScreen } from './components/sign-in-screen';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { SIGN_IN_PAGE } from './content';

export function SignInPage() {
  return (
    <SignInScreen
      title="Sign In"
      description="Welcome back. Sign in to see your goals, calendar and assistant."
      homePath={paths.dashboard.home}
      signUpLink={{ prompt: "Don't have an account?", label: 'Sign Up', to: paths.signUp }}
    />
  );
}
