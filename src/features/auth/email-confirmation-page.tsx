import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { Session } from '@supabase/supabase-js';
import { announceEmailConfirmed, currentSession, sessionFromLink, useResendConfirmation } from './api';
import { EmailLinkForm } from './components/email-link-form';
import { AuthShell } from './components/auth-shell';
import { readAuthLink, type ConfirmationLink } from './logic';
import { metadataUserType } from './metadata';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { EMAIL_CONFIRMATION_PAGE } from './content';

export const CONFIRMATION_REDIRECT_MS = 3000;

type Status =
  | { kind: 'loading' }
  | { kind: 'success'; home: string }
  | { kind: 'expired' }
  | { kind: 'error'; message: string };

/** An affiliate's home is the affiliate dashboard, with the agent code (docs/decisions/003-auth-and-routing.md). */
function homeOf(session: Session | null): Status {
  if (!session) return { kind: 'error', message: TEXT.noSession };
  const affiliate = metadataUserType(session.user) === 'affiliate';
  return { kind: 'success', home: affiliate ? paths.affiliate.dashboard : paths.dashboard.home };
}

const TEXT = {
  expired: 'This confirmation link has expired. Please request a new one.',
  linkError: 'There was an error with the confirmation link.',
  setSessionFailed: 'Failed to confirm email. Please try again.',
  noSession: 'Confirmation completed but no session was created.',
  unexpected: 'An unexpected error occurred during confirmation.',
  invalid: 'Invalid confirmation link. Please try signing up again.',
} as const;

/** docs/product-spec.md §4: turn the link's tokens (or an existing session) into a signed-in user. */
async function confirm(link: ConfirmationLink): Promise<Status> {
  if (link.kind === 'error')
    return link.expired ? { kind: 'expired' } : { kind: 'error', message: TEXT.linkError };
  try {
    if (link.kind === 'tokens') {
      const { data, error } = await sessionFromLink(link.accessToken, link.refreshToken);
      if (error) return { kind: 'error', message: TEXT.setSessionFailed };
      return homeOf(data.session);
    }
    const { data } = await currentSession();
    return data.session ? homeOf(data.session) : { kind: 'error', message: TEXT.invalid };
  } catch {
    return { kind: 'error', message: TEXT.unexpected };
  }
}

export function EmailConfirmationPage() {
  const navigate = useNavigate();
  const resend = useResendConfirmation();
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  // Read once: spending the tokens takes them out of the address, and React may run the effect
  // twice (StrictMode in development); the second run must see the same link.
  const [link] = useState(() => readAuthLink(window.location.hash, window.location.search));

  useEffect(() => {
    let active = true;
    void confirm(link).then((result) => {
      if (!active) return;
      setStatus(result);
      if (result.kind === 'success') announceEmailConfirmed();
    });
    return () => {
      active = false;
    };
  }, [link]);

  const home = status.kind === 'success' ? status.home : null;
  useEffect(() => {
    if (!home) return;
    const timer = setTimeout(() => {
      void navigate(home, { replace: true });
    }, CONFIRMATION_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [home, navigate]);

  if (status.kind === 'loading') {
    return (
      <AuthShell title="Confirming your email...">
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle aria-hidden className="size-5 animate-spin" /> One moment while we activate your
          account.
        </p>
      </AuthShell>
    );
  }

  if (status.kind === 'success') {
    return (
      <AuthShell title="Email Confirmed!">
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden className="size-12 text-success" />
          <p role="status">Your account is active. Taking you to your dashboard in 3 seconds.</p>
          <Button asChild className="w-full">
            <Link to={status.home} replace>
              Go to Dashboard Now
            </Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  const expired = status.kind === 'expired';
  return (
    <AuthShell title={expired ? 'Link Expired' : 'Confirmation Failed'}>
      <div className="flex flex-col items-center gap-4 text-center">
        {expired ? (
          <Clock aria-hidden className="size-12 text-warning" />
        ) : (
          <CircleX aria-hidden className="size-12 text-destructive" />
        )}
        <p role="alert">{expired ? TEXT.expired : status.message}</p>
        {/* A used or expired link often belongs to an account that is already active: signing in comes first. */}
        <Button asChild className="w-full">
          <Link to={paths.signIn}>Already have an account? Sign In</Link>
        </Button>
        <section aria-labelledby="new-link" className="grid w-full gap-3 border-t border-border pt-4">
          <h2 id="new-link" className="text-base font-semibold">
            Need a new link?
          </h2>
          <EmailLinkForm
            sender={resend}
            submitLabel="Send a new link"
            secondary
            sentMessage={(email) => (
              <>
                If {email} still needs confirming, a new link is on its way. Already confirmed? Just sign in.
              </>
            )}
          />
        </section>
        <Button asChild variant="link">
          <Link to={paths.signUp}>Create New Account</Link>
        </Button>
      </div>
    </AuthShell>
  );
}
