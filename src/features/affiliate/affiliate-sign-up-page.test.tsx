import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/features/auth';
import { captureConsoleErrors } from '@/testing/console';
import { authUrl, fakeSession, fakeUser, gotrueError, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { AFFILIATE_REDIRECT_MS, AffiliateSignUpPage } from './affiliate-sign-up-page';
import { ConfirmEmailState } from './components/confirm-email-state';

const SUCCESS = 'Affiliate account created successfully! Redirecting to your dashboard...';
const CONFIRM_FIRST = 'Confirm your email to open your dashboard.';

// The dashboard route as the router guards it: a visitor who just signed up has no session yet.
const routes = [
  { path: '/affiliate/sign-up', Component: AffiliateSignUpPage },
  { path: '/affiliate/sign-in', element: <h1>Affiliate sign-in page</h1> },
  {
    path: '/affiliate/dashboard',
    element: (
      <RequireAuth
        signInPath="/affiliate/sign-in"
        justRegistered={(email) => <ConfirmEmailState email={email} />}
      />
    ),
    children: [{ index: true, element: <h1>Dashboard page</h1> }],
  },
];

captureConsoleErrors();

async function fillAndSubmit(path = '/affiliate/sign-up') {
  const user = userEvent.setup();
  renderRoutes(routes, path);
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct-horse-42');
  await user.click(screen.getByRole('button', { name: 'Create Affiliate Account' }));
  return user;
}

describe('AffiliateSignUpPage', () => {
  it('signs up an affiliate whose link leads to the affiliate dashboard, then opens it after 1 s', async () => {
    let sent: { body: unknown; redirect: string | null } | undefined;
    // When the answer left: the page's 1 s starts after it, however late the test sees the toast.
    let answeredAt = 0;
    server.use(
      http.post(authUrl('/signup'), async ({ request }) => {
        sent = { body: await request.json(), redirect: new URL(request.url).searchParams.get('redirect_to') };
        answeredAt = Date.now();
        return HttpResponse.json(fakeUser({ email_confirmed_at: undefined }));
      }),
    );
    await fillAndSubmit('/affiliate/sign-up?ref=AGT000XYZ');
    // No session until the email is confirmed: the toast does not promise the dashboard yet.
    expect(await screen.findByText(CONFIRM_FIRST)).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(sent?.redirect).toBe(`${window.location.origin}/affiliate/dashboard`);
    expect(sent?.body).toMatchObject({
      email: 'ada@example.com',
      data: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'affiliate', referral_code: 'AGT000XYZ' },
    });
    // Gone already when a busy machine showed the toast a second late: the page has moved on.
    const button = screen.queryByRole('button', { name: 'Create Affiliate Account' });
    if (button) expect(button).toBeDisabled();

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Confirm your email' },
        { timeout: AFFILIATE_REDIRECT_MS + 5_000 },
      ),
    ).toBeVisible();
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(AFFILIATE_REDIRECT_MS - 100);
  });

  it('promises the dashboard when sign-up starts a session at once (confirmation off)', async () => {
    server.use(http.post(authUrl('/signup'), () => HttpResponse.json(fakeSession())));
    await fillAndSubmit();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(CONFIRM_FIRST)).not.toBeInTheDocument();
  });

  it('says while it is busy', async () => {
    server.use(
      http.post(authUrl('/signup'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });

  it.each([
    [
      'an address that already has an account',
      () => gotrueError(422, 'user_already_exists', 'User already registered'),
      'An account with this email already exists. Please sign in instead.',
    ],
    [
      'any other error',
      () => gotrueError(422, 'signup_disabled', 'Signups not allowed for this instance'),
      'Signups not allowed for this instance',
    ],
  ])('shows %s in a toast and in red in the form', async (_label, answer, message) => {
    server.use(http.post(authUrl('/signup'), answer));
    await fillAndSubmit();
    const form = screen.getByRole('button', { name: 'Create Affiliate Account' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('links to affiliate sign-in', () => {
    renderRoutes(routes, '/affiliate/sign-up');
    expect(screen.getByRole('link', { name: 'Affiliate Sign In' })).toHaveAttribute(
      'href',
      '/affiliate/sign-in',
    );
  });
});

describe('ConfirmEmailState', () => {
  async function arrive() {
    server.use(
      http.post(authUrl('/signup'), () => HttpResponse.json(fakeUser({ email_confirmed_at: undefined }))),
    );
    const user = await fillAndSubmit();
    await screen.findByRole(
      'heading',
      { name: 'Confirm your email' },
      { timeout: AFFILIATE_REDIRECT_MS + 5_000 },
    );
    return user;
  }

  it('names the address and links to affiliate sign-in', async () => {
    await arrive();
    expect(screen.getByText(/We sent a confirmation link to/)).toHaveTextContent(
      'We sent a confirmation link to ada@example.com.',
    );
    expect(screen.getByRole('link', { name: 'Go to Affiliate Sign In' })).toHaveAttribute(
      'href',
      '/affiliate/sign-in',
    );
  });

  it('sends the confirmation email again', async () => {
    let resent: unknown;
    server.use(
      http.post(authUrl('/resend'), async ({ request }) => {
        resent = await request.json();
        return HttpResponse.json({});
      }),
    );
    const user = await arrive();
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Confirmation Email Sent')).toBeInTheDocument();
    expect(resent).toMatchObject({ type: 'signup', email: 'ada@example.com' });
  });
});
