import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { use, type ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { authUrl, fakeJwt, fakeUser, restUrl, server, SESSION_KEY, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { useSignOutAction, useSignOutArrival } from '../use-sign-out-action';
import { RequireAuth, type AuthRedirectState } from './route-guards';

function SignInProbe() {
  const state = useLocation().state as AuthRedirectState;
  return <h1>{`Sign-in page from ${String(state.from)} for ${String(state.registeredEmail)}`}</h1>;
}

/** Arrives at the guarded page the way a sign-up form sends its visitor there. */
const afterSignUp = <Navigate to="/private" state={{ registeredEmail: 'ada@example.com' }} />;

function renderGuard(guard: ReactElement, path: string) {
  return renderRoutes(
    [
      { path: '/after-sign-up', element: afterSignUp },
      { path: '/sign-in', Component: SignInProbe },
      { path: '/private', element: guard, children: [{ index: true, element: <h1>Private page</h1> }] },
    ],
    path,
  );
}

const confirmEmail = (email: string) => <h1>{`Confirm ${email}`}</h1>;

describe('RequireAuth', () => {
  it('sends a signed-out visitor to sign-in, remembering the page', async () => {
    renderGuard(<RequireAuth justRegistered={confirmEmail} />, '/private');
    expect(
      await screen.findByRole('heading', { name: 'Sign-in page from /private for undefined' }),
    ).toBeInTheDocument();
  });

  it('shows a visitor who just signed up what the page offers for that case', async () => {
    renderGuard(<RequireAuth justRegistered={confirmEmail} />, '/after-sign-up');
    expect(await screen.findByRole('heading', { name: 'Confirm ada@example.com' })).toBeInTheDocument();
  });

  it('without that offer, passes the just-registered address on to sign-in', async () => {
    renderGuard(<RequireAuth />, '/after-sign-up');
    expect(
      await screen.findByRole('heading', { name: 'Sign-in page from /private for ada@example.com' }),
    ).toBeInTheDocument();
  });

  it('signs in with the tokens of an email link that lands here, and takes them out of the address', async () => {
    server.use(
      http.get(authUrl('/user'), () =>
        HttpResponse.json(fakeUser({ email_confirmed_at: '2026-11-22T00:00:00Z' })),
      ),
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    );
    window.history.replaceState(null, '', `/private#access_token=${fakeJwt()}&refresh_token=r-1&type=signup`);
    renderGuard(<RequireAuth justRegistered={confirmEmail} />, '/private');
    expect(screen.getByText('Confirming your email…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(await screen.findByText('Email Confirmed')).toBeInTheDocument();
  });

  it('hands a spent email link to the confirmation page, which explains it', async () => {
    const error = '#error=access_denied&error_code=otp_expired&error_description=Email+link+has+expired';
    window.history.replaceState(null, '', `/private${error}`);
    const { router } = renderRoutes(
      [
        { path: '/email-confirmation', element: <h1>Confirmation page</h1> },
        {
          path: '/private',
          element: <RequireAuth />,
          children: [{ index: true, element: <h1>Private page</h1> }],
        },
      ],
      '/private',
    );
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe(error);
  });

  it('lets a signed-in user through', async () => {
    signIn();
    server.use(http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])));
    renderGuard(<RequireAuth justRegistered={confirmEmail} />, '/after-sign-up');
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
  });

  it('lets a user who signs out reach the landing page even when it is slow to show', async () => {
    signIn();
    let logoutRequested = () => {};
    const loggedOut = new Promise<void>((resolve) => {
      logoutRequested = resolve;
    });
    server.use(
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
      http.post(authUrl('/logout'), () => {
        logoutRequested();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    let reveal = () => {};
    const landingShown = new Promise<void>((resolve) => {
      reveal = resolve;
    });
    function Landing() {
      // Suspends inside the router's transition: the guarded page stays on screen meanwhile.
      use(landingShown);
      useSignOutArrival();
      return <h1>Landing</h1>;
    }
    function PrivatePage() {
      const { signOut } = useSignOutAction();
      return (
        <button type="button" onClick={signOut}>
          Sign Out
        </button>
      );
    }
    const { router } = renderRoutes(
      [
        { path: '/', Component: Landing },
        { path: '/sign-in', Component: SignInProbe },
        { path: '/private', element: <RequireAuth />, children: [{ index: true, Component: PrivatePage }] },
      ],
      '/private',
    );
    const signOutButton = await screen.findByRole('button', { name: 'Sign Out' });
    // Awaited act: the click's navigation suspends on the landing page.
    await act(async () => {
      signOutButton.click();
      await loggedOut;
    });
    await waitFor(() => {
      expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    });
    expect(screen.queryByRole('heading', { name: /Sign-in page/ })).not.toBeInTheDocument();

    await act(async () => {
      reveal();
      await landingShown;
    });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    // Once the landing page shows, the guard sends signed-out visitors to sign-in again.
    await act(() => router.navigate('/private'));
    expect(
      await screen.findByRole('heading', { name: 'Sign-in page from /private for undefined' }),
    ).toBeInTheDocument();
  });
});
