import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readStoredSession } from '@/lib/supabase';
import { captureConsoleErrors } from '@/testing/console';
import { authUrl, fakeSession, fakeUser, server, SESSION_KEY, signIn } from '@/testing/msw';
import { SessionProvider, useSession } from './session-provider';

/** docs/decisions/032-signed-in-speed.md: a page rendered in the browser reads the stored session at once. */

function Probe() {
  const { session, loading } = useSession();
  return <output>{loading ? 'loading' : (session?.user.id ?? 'signed out')}</output>;
}

const renderProbe = (fromStorage: boolean) =>
  render(
    <SessionProvider fromStorage={fromStorage}>
      <Probe />
    </SessionProvider>,
  );

/** A stored session whose access token expires `seconds` from now. */
function storeSessionExpiringIn(seconds: number, user = fakeUser()) {
  const session = { ...fakeSession(user), expires_at: Math.floor(Date.now() / 1000) + seconds };
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

captureConsoleErrors();

describe('SessionProvider', () => {
  it('in a page rendered in the browser, has a stored session in its first render', () => {
    signIn(fakeUser({ id: 'user-7' }));
    renderProbe(true);
    // No waiting: the first render already holds it.
    expect(screen.getByRole('status')).toHaveTextContent('user-7');
  });

  it('in a page rendered in the browser, knows at once that nobody is signed in', () => {
    renderProbe(true);
    expect(screen.getByRole('status')).toHaveTextContent('signed out');
  });

  it('waits for supabase-js to refresh a session about to expire, then has the new one', async () => {
    storeSessionExpiringIn(30);
    let refreshed = 0;
    server.use(
      http.post(authUrl('/token'), () => {
        refreshed++;
        return HttpResponse.json(fakeSession(fakeUser({ id: 'user-1' })));
      }),
    );
    renderProbe(true);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('user-1'));
    expect(refreshed).toBe(1);
  });

  it('hydrating, starts as the server rendered it (loading) and then has the session', async () => {
    signIn(fakeUser({ id: 'user-7' }));
    renderProbe(false);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('user-7'));
  });

  it('follows supabase-js when it drops a stored session it cannot use', async () => {
    storeSessionExpiringIn(-60);
    server.use(
      http.post(authUrl('/token'), () =>
        HttpResponse.json(
          { code: 'refresh_token_not_found', message: 'Invalid Refresh Token' },
          { status: 400 },
        ),
      ),
    );
    renderProbe(true);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('signed out'));
  });
});

describe('readStoredSession', () => {
  it('reads the session supabase-js will use as it is', () => {
    signIn(fakeUser({ id: 'user-7' }));
    expect(readStoredSession()?.user.id).toBe('user-7');
  });

  it('leaves out one within supabase-js`s refresh margin, an incomplete one and unreadable storage', () => {
    storeSessionExpiringIn(60);
    expect(readStoredSession()).toBeNull();
    storeSessionExpiringIn(3600);
    expect(readStoredSession()).not.toBeNull();
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...fakeSession(), refresh_token: undefined }));
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(SESSION_KEY, 'null');
    expect(readStoredSession()).toBeNull();
  });
});
