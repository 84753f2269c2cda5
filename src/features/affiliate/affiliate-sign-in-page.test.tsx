import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { authUrl, fakeSession, fakeUser, gotrueError, restUrl, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { AffiliateSignInPage } from './affiliate-sign-in-page';

const routes = [
  { path: '/affiliate/sign-in', Component: AffiliateSignInPage },
  { path: '/affiliate/dashboard', element: <h1>Affiliate dashboard page</h1> },
];

captureConsoleErrors();

async function submit() {
  const user = userEvent.setup();
  renderRoutes(routes, '/affiliate/sign-in');
  await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Password/), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('AffiliateSignInPage', () => {
  it('signs in and opens the affiliate dashboard at once', async () => {
    server.use(
      http.post(authUrl('/token'), () =>
        HttpResponse.json(fakeSession(fakeUser({ user_metadata: { user_type: 'affiliate' } }))),
      ),
      http.get(restUrl('/profiles'), () =>
        HttpResponse.json([{ user_type: 'affiliate', affiliate: { agent_code: 'AGT123ABC' } }]),
      ),
    );
    await submit();
    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Affiliate dashboard page' })).toBeInTheDocument();
  });

  it("says 'Signing In...' while busy", async () => {
    server.use(
      http.post(authUrl('/token'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await submit();
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
  });

  it("shows the server's message in a toast titled Error", async () => {
    server.use(
      http.post(authUrl('/token'), () =>
        gotrueError(400, 'invalid_credentials', 'Invalid login credentials'),
      ),
    );
    await submit();
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Affiliate dashboard page' })).not.toBeInTheDocument();
  });

  it('links to the password reset and to affiliate sign-up', () => {
    renderRoutes(routes, '/affiliate/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an affiliate account' })).toHaveAttribute(
      'href',
      '/affiliate/sign-up',
    );
  });
});
