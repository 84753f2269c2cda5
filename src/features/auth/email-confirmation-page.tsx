import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { currentSession, sessionFromLink } from './api';
import { AuthShell } from './components/auth-shell';
import { readAuthLink } from './logic';
import { paths } from '@/lib/paths';

export const CONFIRMATION_REDIRECT_MS = 3000;

type Status =
  { kind: 'loading' } | { kind: 'success' } | { kind: 'expired' } | { kind: 'error'; message: string };

const TEXT = {
  expired: 'This confirmation link has expired. Please request a new one.',
  linkError: 'There was an error with the confirmation link.',
  setSessionFailed: 'Failed to confirm email. Please try again.',
  noSession: 'Confirmation completed but no session was created.',
  unexpected: 'An unexpected error occurred during confirmation.',
  invalid: 'Invalid confirmation link. Please try signing up again.',
} as const;

/** docs/product-spec.md §4: turn the link's tokens (or an existing session) into a signed-in user. */
async function confirm(): Promise<Status> {
  const link = readAuthLink(window.location.hash, window.location.search);
  if (link.kind === 'error')
    return link.expired ? { kind: 'expired' } : { kind: 'error', message: TEXT.linkError };
  try {
    if (link.kind === 'tokens') {
      const { data, error } = await sessionFromLink(link.accessToken, link.refreshToken);
      // The tokens have been used; keep them out of the address bar and history.
      window.history.replaceState(null, '', window.location.pathname);
      if (error) return { kind: 'error', message: TEXT.setSessionFailed };
      return data.session ? { kind: 'success' } : { kind: 'error', message: TEXT.noSession };
    }
    const { data } = await currentSession();
    return data.session ? { kind: 'success' } : { kind: 'error', message: TEXT.invalid };
  } catch {
    return { kind: 'error', message: TEXT.unexpected };
  }
}

export function EmailConfirmationPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    void confirm().then((result) => {
      if (!active) return;
      setStatus(result);
      if (result.kind === 'success')
        notify.success('Email Confirmed', 'Your account is now active. Welcome to the product!');
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => {
      void navigate(paths.dashboard.home, { replace: true });
    }, CONFIRMATION_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [status.kind, navigate]);

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
            <Link to={paths.dashboard.home} replace>
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
        <Button asChild className="w-full">
          <Link to={paths.signUp}>Create New Account</Link>
        </Button>
        <Button asChild variant="link">
          <Link to={paths.signIn}>Already have an account? Sign In</Link>
        </Button>
      </div>
    </AuthShell>
  );
}
