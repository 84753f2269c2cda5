import { ConfirmEmailState } from '@/features/affiliate';
import { RequireAuth } from '@/features/auth';
import { paths } from '@/lib/paths';

/**
 * The affiliate dashboard's guard (docs/decisions/003-auth-and-routing.md): signed-out visitors go
 * to the affiliate sign-in; one sent here right after signing up is told to confirm their email.
 */
export function RequireAffiliateAuth() {
  return (
    <RequireAuth
      signInPath={paths.affiliate.signIn}
      justRegistered={(email) => <ConfirmEmailState email={email} />}
    />
  );
}
