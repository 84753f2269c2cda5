import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { http, HttpResponse } from 'msw';
import { restUrl, server, signIn } from '@/testing/msw';
import { PublicLayout } from './public-layout';

const routes = [{ element: <PublicLayout />, children: [{ path: '/', element: <p>Landing</p> }] }];

describe('the public header', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('has-session');
  });

  it('keeps the Dashboard link it showed from the first paint once the session is read, never a copy', async () => {
    signIn();
    server.use(http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])));
    // The boot script's mark of a stored session, as on a prerendered page.
    document.documentElement.classList.add('has-session');
    renderRoutes(routes, '/');
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    const signInLink = screen.getByRole('link', { name: 'Sign In' });

    await waitFor(() => expect(signInLink.parentElement).toHaveClass('hidden', { exact: true }));
    expect(dashboard.isConnected).toBe(true);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBe(dashboard);
    expect(dashboard.parentElement).not.toHaveClass('hidden');
  });

  it('shows Sign In and Sign Up, and hides Dashboard, for a visitor without a session', async () => {
    renderRoutes(routes, '/');
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(dashboard.parentElement).toHaveClass('hidden', { exact: true }));
    expect(screen.getByRole('link', { name: 'Sign In' }).parentElement).not.toHaveClass('hidden');
    expect(screen.getByRole('link', { name: 'Sign Up' }).parentElement).not.toHaveClass('hidden');
  });
});
