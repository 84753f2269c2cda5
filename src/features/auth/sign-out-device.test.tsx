import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUrl, restUrl, server, SESSION_KEY, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { useSignOutAction, useSignOutArrival } from './use-sign-out-action';

/**
 * Sign-out forgets this device's notifications (docs/decisions/031-notifications.md): its
 * push_subscriptions row and the browser's subscription, never holding up or failing the sign-out.
 */

const ENDPOINT = 'https://push.example.com/send/this-device';

/** A browser holding a push subscription (jsdom has no service worker). */
function browserSubscribed() {
  const unsubscribe = vi.fn(() => Promise.resolve(true));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () =>
        Promise.resolve({
          pushManager: { getSubscription: () => Promise.resolve({ endpoint: ENDPOINT, unsubscribe }) },
        }),
    },
  });
  return unsubscribe;
}

afterEach(() => {
  order = [];
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function Landing() {
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

/** The requests that reached the server, in order. */
let order: string[] = [];

async function signOut(): Promise<void> {
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular' }])),
    http.post(authUrl('/logout'), () => {
      order.push('logout');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderRoutes(
    [
      { path: '/', Component: Landing },
      { path: '/private', Component: PrivatePage },
    ],
    '/private',
  );
  const button = await screen.findByRole('button', { name: 'Sign Out' });
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
  await waitFor(() => {
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
  expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
}

describe('signing out on a device that gets notifications', () => {
  it('deletes the device’s row while still signed in, and drops the subscription', async () => {
    signIn();
    const unsubscribe = browserSubscribed();
    const deleted: string[] = [];
    server.use(
      http.delete(restUrl('/push_subscriptions'), ({ request }) => {
        order.push('delete');
        deleted.push(new URL(request.url).searchParams.get('endpoint') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await signOut();
    expect(deleted).toEqual([`eq.${ENDPOINT}`]);
    expect(order).toEqual(['delete', 'logout']);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('signs out all the same when the row cannot be deleted (offline)', async () => {
    signIn();
    const unsubscribe = browserSubscribed();
    server.use(http.delete(restUrl('/push_subscriptions'), () => HttpResponse.error()));
    await signOut();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('does not wait long for a server that does not answer', async () => {
    signIn();
    browserSubscribed();
    server.use(
      http.delete(restUrl('/push_subscriptions'), async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const started = Date.now();
    await signOut();
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
