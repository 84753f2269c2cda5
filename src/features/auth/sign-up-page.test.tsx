import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { authUrl, fakeUser, gotrueError, restUrl, server } from '@/testing/msw';
import { REFERRAL_STORAGE_KEY } from '@/lib/referral-code';
import { renderRoutes } from '@/testing/render';
import { SignUpPage } from './sign-up-page';

const routes = [
  { path: '/sign-up', Component: SignUpPage },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

captureConsoleErrors();

async function fillAndSubmit(path = '/sign-up', password = 'correct-horse-42') {
  const user = userEvent.setup();
  renderRoutes(routes, path);
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

const CODE_CHECK = restUrl('/rpc/referral_code_valid');
/** The invitation codes an affiliate has, for the code check. */
const knownCodes = new Set(['AGT123ABC']);

describe('SignUpPage', () => {
  beforeEach(() => {
    server.use(
      http.post(CODE_CHECK, async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return HttpResponse.json(knownCodes.has(code.trim().toUpperCase()));
      }),
    );
  });

  it('says under the field that a code from the link is unknown, and signs up once it is cleared', async () => {
    let sent: unknown;
    server.use(
      http.post(authUrl('/signup'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(fakeUser({ email_confirmed_at: undefined }));
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/sign-up?ref=NOPE42');
    const field = screen.getByLabelText(/Referral code/);
    expect(await screen.findByText("We don't recognise this code")).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/You're signing up with referral code/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("We don't recognise this code")).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(sent).toMatchObject({ data: { referral_code: null } });
  });

  it('checks a typed code when the field is left, and keeps the banner for a known one', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/sign-up');
    const field = screen.getByLabelText(/Referral code/);
    await user.type(field, 'WRONG1');
    await user.tab();
    expect(await screen.findByText("We don't recognise this code")).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'agt123abc');
    await user.tab();
    expect(await screen.findByText(/You're signing up with referral code/)).toHaveTextContent('agt123abc');
    expect(screen.queryByText("We don't recognise this code")).not.toBeInTheDocument();
  });

  it('sends the metadata and confirmation redirect, then confirms and goes to /dashboard', async () => {
    let sent: { body: unknown; redirect: string | null } | undefined;
    server.use(
      http.post(authUrl('/signup'), async ({ request }) => {
        sent = { body: await request.json(), redirect: new URL(request.url).searchParams.get('redirect_to') };
        return HttpResponse.json(fakeUser({ email_confirmed_at: undefined }));
      }),
    );
    await fillAndSubmit('/sign-up?ref=agt123abc');
    expect(
      await screen.findByText(
        'Account created successfully! Please check your email to verify your account.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(sent?.redirect).toBe(`${window.location.origin}/email-confirmation`);
    expect(sent?.body).toMatchObject({
      email: 'ada@example.com',
      data: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        user_type: 'regular',
        referral_code: 'agt123abc',
        // The browser's zone, for reminders at 08:00 local time.
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
  });

  it('prefills the referral code from ?ref and says so in a banner', () => {
    renderRoutes(routes, '/sign-up?ref=AGT123ABC');
    expect(screen.getByLabelText(/Referral code/)).toHaveValue('AGT123ABC');
    expect(screen.getByText(/signing up with referral code/)).toHaveTextContent('AGT123ABC');
  });

  it('starts from the invitation this tab arrived with when the link has no code, and the link wins', () => {
    sessionStorage.setItem(REFERRAL_STORAGE_KEY, 'AGT123ABC');
    try {
      const first = renderRoutes(routes, '/sign-up');
      expect(screen.getByLabelText(/Referral code/)).toHaveValue('AGT123ABC');
      expect(screen.getByText(/signing up with referral code/)).toHaveTextContent('AGT123ABC');
      first.unmount();

      renderRoutes(routes, '/sign-up?ref=OTHER42');
      expect(screen.getByLabelText(/Referral code/)).toHaveValue('OTHER42');
    } finally {
      sessionStorage.removeItem(REFERRAL_STORAGE_KEY);
    }
  });

  it('shows no banner without a code', () => {
    renderRoutes(routes, '/sign-up');
    expect(screen.queryByText(/signing up with referral code/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'an obfuscated user with no identities',
      () => HttpResponse.json(fakeUser({ identities: [], role: '' })),
    ],
    [
      'the error "User already registered"',
      () => gotrueError(422, 'user_already_exists', 'User already registered'),
    ],
  ])('says the account exists for %s', async (_label, answer) => {
    server.use(http.post(authUrl('/signup'), answer));
    await fillAndSubmit();
    expect(
      await screen.findByText('An account with this email already exists. Please sign in instead.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it('shows any other server error in a toast titled Error', async () => {
    server.use(
      http.post(authUrl('/signup'), () =>
        gotrueError(422, 'signup_disabled', 'Signups not allowed for this instance'),
      ),
    );
    await fillAndSubmit();
    expect(await screen.findByText('Signups not allowed for this instance')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('says the server could not be reached when it fails or is down', async () => {
    server.use(
      http.post(authUrl('/signup'), () =>
        gotrueError(500, 'unexpected_failure', 'Database error saving new user'),
      ),
    );
    await fillAndSubmit();
    expect(
      await screen.findByText('We could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('asks for every required field and an 8-character password before calling the server', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/sign-up');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });
});
