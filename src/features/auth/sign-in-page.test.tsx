import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { authUrl, fakeSession, gotrueError, restUrl, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { SignInPage } from './sign-in-page';

const routes = [
  { path: '/sign-in', Component: SignInPage },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

async function submit(email = 'ada@example.com', password = 'correct-horse') {
  const user = userEvent.setup();
  renderRoutes(routes, '/sign-in');
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

// docs/product-spec.md §8: failures are also logged to the console.
const logged = captureConsoleErrors();

describe('SignInPage', () => {
  it("says 'Signed in successfully!' and goes to the dashboard", async () => {
    server.use(
      http.post(authUrl('/token'), () => HttpResponse.json(fakeSession())),
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    );
    await submit();
    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
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
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
    // The server's refusal is one line in the console, not a stack trace.
    expect(logged).toHaveBeenCalledExactlyOnceWith('Sign-in failed: Invalid login credentials');
  });

  it('offers to resend the confirmation when the email is not confirmed', async () => {
    server.use(
      http.post(authUrl('/token'), () => gotrueError(400, 'email_not_confirmed', 'Email not confirmed')),
      http.post(authUrl('/resend'), () => HttpResponse.json({})),
    );
    const user = await submit();
    expect(await screen.findByText('Email not confirmed')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Confirmation Email Sent')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your email and click the confirmation link to activate your account.'),
    ).toBeInTheDocument();
  });

  it('says when resending the confirmation fails', async () => {
    server.use(
      http.post(authUrl('/token'), () => gotrueError(400, 'email_not_confirmed', 'Email not confirmed')),
      http.post(authUrl('/resend'), () =>
        gotrueError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
      ),
    );
    const user = await submit();
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    expect(
      await screen.findByText('Failed to resend confirmation email. Please try again.'),
    ).toBeInTheDocument();
  });

  it('explains empty and malformed fields without calling the server', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/sign-in');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByText('Enter a valid email address')).toBeInTheDocument());
  });
});
