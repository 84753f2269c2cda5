import { SignInScreen } from '@/features/auth';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { AFFILIATE_SIGN_IN_PAGE } from './content';

export function AffiliateSignInPage() {
  return (
    <SignInScreen
      title="Affiliate Sign In"
      description="Sign in to see your agent code, your link and the people you referred."
      homePath={paths.affiliate.dashboard}
      signUpLink={{
        prompt: 'New to the affiliate programme?',
        label: 'Create an affiliate account',
        to: paths.affiliate.signUp,
      }}
    />
  );
}
