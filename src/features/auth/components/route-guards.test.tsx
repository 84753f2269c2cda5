import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeSession, restUrl, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
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

  it('lets a signed-in user through', async () => {
    localStorage.setItem('sb-127-auth-token', JSON.stringify(fakeSession()));
    server.use(http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])));
    renderGuard(<RequireAuth justRegistered={confirmEmail} />, '/after-sign-up');
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
  });
});
