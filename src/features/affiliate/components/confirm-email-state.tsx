import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AuthShell, ResendConfirmationButton } from '@/features/auth';
import { paths } from '@/lib/paths';

/**
 * docs/decisions/003-auth-and-routing.md: right after affiliate sign-up there is no session until the
 * email is confirmed, so the dashboard says where the link went instead of sending the visitor away.
 */
export function ConfirmEmailState({ email }: { email: string }) {
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <Link
            to={paths.home}
            className="inline-flex min-h-11 items-center rounded-md text-lg font-bold text-primary"
          >
            Empowered Finance
          </Link>
        </div>
      </header>
      <main>
        <AuthShell
          title="Confirm your email"
          description={
            <>
              We sent a confirmation link to <strong className="break-all text-foreground">{email}</strong>.
            </>
          }
        >
          <div className="grid gap-4">
            <p className="text-sm">
              Open the link to activate your affiliate account, then sign in to get your agent code and your
              affiliate link.
            </p>
            <Button asChild>
              <Link to={paths.affiliate.signIn}>Go to Affiliate Sign In</Link>
            </Button>
            <ResendConfirmationButton email={email} redirectPath={paths.affiliate.dashboard} />
          </div>
        </AuthShell>
      </main>
    </div>
  );
}
