import { Link, Outlet, useSearchParams } from 'react-router-dom';
import { useSession, useSignOutAction, useSignOutArrival } from '@/features/auth';
import { paths, signUpWithReferral } from '@/lib/paths';
import { referralMark } from '@/lib/referral-code';

// Never wrap: on a phone the brand and two actions share one line (393 px wide and up).
const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap sm:min-h-10 sm:px-3';
// Plain strings, not cn: tailwind-merge stays off the first paint.
const quietLink = `${linkClass} text-foreground hover:bg-primary-soft`;
const strongLink = `${linkClass} bg-primary text-primary-foreground hover:bg-primary-hover`;

const footerLink =
  'inline-flex min-h-11 items-center rounded-md underline-offset-4 hover:underline sm:min-h-0';

function SignedOutLinks() {
  const ref = useSearchParams()[0].get('ref')?.trim();
  return (
    <>
      <Link to={paths.signIn} className={quietLink}>
        Sign In
      </Link>
      {/* Carries a shared page's ?ref= invitation, as every sign-up link there does (SignUpLink's
          rule, written out: the first page's JavaScript has no room for another module). */}
      <Link to={ref ? signUpWithReferral(ref) : paths.signUp} className={strongLink} {...referralMark.link}>
        Sign Up
      </Link>
    </>
  );
}

function SignedInLinks() {
  const { signOut, pending } = useSignOutAction();
  return (
    <>
      <Link to={paths.dashboard.home} className={strongLink}>
        Dashboard
      </Link>
      <button type="button" onClick={signOut} disabled={pending} className={`${quietLink} cursor-pointer`}>
        Sign Out
      </button>
    </>
  );
}

const group = 'flex items-center gap-1 sm:gap-2';

/**
 * Sign In and Sign Up when signed out; Dashboard and Sign Out when signed in (docs/product-spec.md §2).
 * Until supabase-js has read the session (and in the prerendered HTML) both are there, and the
 * boot script's `has-session` class shows the right one from the first paint: no swap, no shift.
 * Both groups stay mounted once the session is read, only their classes change, so the links on
 * screen are never replaced by copies of themselves (a click or a test holding one keeps it).
 */
function AccountNav() {
  const { session, loading } = useSession();
  const [signedOut, signedIn] = loading
    ? [`${group} [.has-session_&]:hidden`, `${group} hidden [.has-session_&]:flex`]
    : session
      ? ['hidden', group]
      : [group, 'hidden'];
  return (
    <>
      <div className={signedOut}>
        <SignedOutLinks />
      </div>
      <div className={signedIn}>
        <SignedInLinks />
      </div>
    </>
  );
}

export function PublicLayout() {
  useSignOutArrival();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4 sm:px-6">
          <Link
            to={paths.home}
            className="min-w-0 truncate rounded-md text-base font-bold whitespace-nowrap text-primary sm:text-lg"
          >
            Empowered Finance
          </Link>
          <nav aria-label="Account" className="flex shrink-0 items-center gap-1 sm:gap-2">
            <AccountNav />
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <Outlet />
      </main>

      <footer className="border-t border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Empowered Finance. All rights reserved.</p>
          <nav aria-label="Footer" className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
            <Link to={paths.privacy} className={footerLink}>
              Privacy
            </Link>
            <Link to={paths.terms} className={footerLink}>
              Terms
            </Link>
            <Link to={paths.affiliate.signIn} className={footerLink}>
              Affiliate Login
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
