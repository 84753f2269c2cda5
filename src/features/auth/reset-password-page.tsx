import { CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { currentSession, sessionFromLink, useUpdatePassword } from './api';
import { AuthShell } from './components/auth-shell';
import { NewPasswordFields } from './components/new-password-fields';
import { PageLoader } from './components/page-loader';
import { readAuthLink, type ConfirmationLink } from './logic';
import type { NewPasswordValues } from './schema';
import { lazyResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { RESET_PASSWORD_PAGE } from './content';

const validation = lazyResolver(() => import('./resolvers').then((m) => m.newPasswordResolver));

type LinkState = 'checking' | 'ready' | 'invalid';

/** The recovery link signs the user in; the tokens leave the address bar once used. */
async function openRecoveryLink(link: ConfirmationLink): Promise<LinkState> {
  if (link.kind === 'error') return 'invalid';
  if (link.kind === 'tokens') {
    const { data, error } = await sessionFromLink(link.accessToken, link.refreshToken);
    return !error && data.session ? 'ready' : 'invalid';
  }
  const { data } = await currentSession();
  return data.session ? 'ready' : 'invalid';
}

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [linkState, setLinkState] = useState<LinkState>('checking');
  const update = useUpdatePassword();
  const form = useForm<NewPasswordValues>({
    resolver: validation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  // Read once: spending the tokens takes them out of the address, and React may run the effect
  // twice (StrictMode in development); the second run must see the same link.
  const [link] = useState(() => readAuthLink(window.location.hash, window.location.search));

  useEffect(() => {
    let active = true;
    void openRecoveryLink(link)
      .catch(() => 'invalid' as const)
      .then((state) => {
        if (active) setLinkState(state);
      });
    return () => {
      active = false;
    };
  }, [link]);

  const onSubmit = form.handleSubmit(({ password }) => {
    update.mutate(password, {
      onSuccess: () => {
        notify.success('Password updated', 'Use your new password the next time you sign in.');
        void navigate(paths.dashboard.home, { replace: true });
      },
    });
  });

  if (linkState === 'checking') return <PageLoader label="Checking your reset link…" />;

  if (linkState === 'invalid') {
    return (
      <AuthShell title="Reset link not valid">
        <Alert variant="destructive" className="mb-4">
          <CircleX aria-hidden />
          <AlertDescription>
            This password reset link is invalid or has expired. Links work once and for 24 hours.
          </AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to={paths.forgotPassword}>Send a new link</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password">
      <form onSubmit={(e) => void onSubmit(e)} onFocus={validation.preload} noValidate className="grid gap-4">
        <NewPasswordFields form={form} />
        <Button type="submit" disabled={update.isPending} className="w-full">
          {update.isPending ? 'Saving...' : 'Update password'}
        </Button>
      </form>
    </AuthShell>
  );
}
