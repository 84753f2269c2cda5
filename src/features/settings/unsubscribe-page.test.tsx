import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { captureConsoleErrors } from '@/testing/console';
import { server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { UnsubscribePage } from './unsubscribe-page';

captureConsoleErrors();
const TOKEN = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const FUNCTION = `${env.supabaseUrl}/functions/v1/unsubscribe`;

function open(search: string) {
  window.history.replaceState(null, '', `/unsubscribe${search}`);
  return renderRoutes([{ path: '/unsubscribe', Component: UnsubscribePage }], `/unsubscribe${search}`, {
    strict: true,
  });
}

describe('/unsubscribe', () => {
  it('turns reminder emails off from the link, signed out, once even under StrictMode', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post(FUNCTION, ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token'));
        return HttpResponse.json({ unsubscribed: true });
      }),
    );
    open(`?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(tokens).toEqual([TOKEN]);
  });

  it('says a link that matches no one is not valid, and points to Settings', async () => {
    server.use(http.post(FUNCTION, () => HttpResponse.json({ unsubscribed: false }, { status: 404 })));
    open(`?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Link not recognised' })).toBeInTheDocument();
  });

  it('says so without a token, calling nothing', async () => {
    open('');
    expect(await screen.findByRole('heading', { name: 'Link not recognised' })).toBeInTheDocument();
  });

  it('offers to try again when the server fails', async () => {
    let fail = true;
    server.use(
      http.post(FUNCTION, () =>
        fail
          ? HttpResponse.json({ error: 'down' }, { status: 500 })
          : HttpResponse.json({ unsubscribed: true }),
      ),
    );
    const user = userEvent.setup();
    open(`?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeInTheDocument();
  });
});
