import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { authUrl, fakeJwt, fakeUser, gotrueError, restUrl, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { CONFIRMATION_REDIRECT_MS, EmailConfirmationPage } from './email-confirmation-page';

const routes = [
  { path: '/email-confirmation', Component: EmailConfirmationPage },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

/** The page reads the link from the browser's address, as it does after a real redirect. */
function openLink(suffix: string, options?: { strict: boolean }) {
  window.history.replaceState(null, '', `/email-confirmation${suffix}`);
  return renderRoutes(routes, '/email-confirmation', options);
}

captureConsoleErrors();

const tokens = () =>
  `#access_token=${fakeJwt()}&expires_in=3600&refresh_token=refresh-0001&token_type=bearer&type=signup`;

describe('EmailConfirmationPage', () => {
  it('confirms with the tokens of the link, says so, and goes to the dashboard after 3 seconds', async () => {
    server.use(
      http.get(authUrl('/user'), () =>
        HttpResponse.json(fakeUser({ email_confirmed_at: '2026-11-22T00:00:00Z' })),
      ),
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    );
    openLink(tokens());
    expect(screen.getByRole('heading', { name: 'Confirming your email...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email Confirmed!' })).toBeInTheDocument();
    expect(await screen.findByText('Email Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Your account is now active. Welcome to the product!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard Now' })).toHaveAttribute('href', '/dashboard');
    expect(window.location.hash).toBe('');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Dashboard page' },
        { timeout: CONFIRMATION_REDIRECT_MS + 5_000 },
      ),
    ).toBeInTheDocument();
  }, 15_000);

  it('says the link expired when the error mentions it', async () => {
    openLink(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeInTheDocument();
    expect(
      screen.getByText('This confirmation link has expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign In' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });

  it('puts Sign In first on a spent link and sends a new link to the address given', async () => {
    let sent: unknown;
    server.use(
      http.post(authUrl('/resend'), async ({ request }) => {
        sent = { body: await request.json(), redirect: new URL(request.url).searchParams.get('redirect_to') };
        return HttpResponse.json({});
      }),
    );
    openLink(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    const user = userEvent.setup();
    const links = await screen.findAllByRole('link');
    const signIn = screen.getByRole('link', { name: 'Already have an account? Sign In' });
    expect(links.indexOf(signIn)).toBeLessThan(
      links.indexOf(screen.getByRole('link', { name: 'Create New Account' })),
    );
    expect(screen.getByRole('heading', { name: 'Need a new link?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(sent).toMatchObject({
      body: { type: 'signup', email: 'ada@example.com' },
      redirect: `${window.location.origin}/email-confirmation`,
    });
  });

  it('confirms in development too, where StrictMode runs the effect twice', async () => {
    server.use(
      http.get(authUrl('/user'), () =>
        HttpResponse.json(fakeUser({ email_confirmed_at: '2026-11-22T00:00:00Z' })),
      ),
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    );
    openLink(tokens(), { strict: true });
    expect(await screen.findByRole('heading', { name: 'Email Confirmed!' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('takes an affiliate to the affiliate dashboard, where the agent code is', async () => {
    server.use(
      http.get(authUrl('/user'), () =>
        HttpResponse.json(
          fakeUser({
            email_confirmed_at: '2026-11-22T00:00:00Z',
            user_metadata: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'affiliate' },
          }),
        ),
      ),
    );
    openLink(tokens());
    expect(await screen.findByRole('link', { name: 'Go to Dashboard Now' })).toHaveAttribute(
      'href',
      '/affiliate/dashboard',
    );
  });

  it('reports any other link error', async () => {
    openLink('?error=server_error&error_description=Something+went+wrong');
    expect(await screen.findByRole('heading', { name: 'Confirmation Failed' })).toBeInTheDocument();
    expect(screen.getByText('There was an error with the confirmation link.')).toBeInTheDocument();
  });

  it('reports tokens the server refuses', async () => {
    server.use(http.get(authUrl('/user'), () => gotrueError(403, 'bad_jwt', 'invalid JWT')));
    openLink(tokens());
    expect(await screen.findByText('Failed to confirm email. Please try again.')).toBeInTheDocument();
  });

  it('reports a bare link with no session', async () => {
    openLink('');
    expect(
      await screen.findByText('Invalid confirmation link. Please try signing up again.'),
    ).toBeInTheDocument();
  });
});
