import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/lib/env';
import { captureConsoleErrors } from '@/testing/console';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { SettingsPage } from './settings-page';

const logged = captureConsoleErrors();

const NOTIFICATIONS_URL = `${env.supabaseUrl}/functions/v1/notifications`;

const DEFAULTS = {
  event_reminders: true,
  goal_nudges: true,
  weekly_digest: false,
  consultation_updates: true,
  new_requests: true,
  monthly_summary: true,
  event_reminders_push: false,
  goal_nudges_push: false,
  weekly_digest_push: false,
  consultation_updates_push: false,
  new_requests_push: false,
  time_zone: 'UTC',
};

function servePreferences(
  initial: Partial<typeof DEFAULTS> = {},
  { fail = false, userType = 'regular' } = {},
) {
  let saved = { ...DEFAULTS, ...initial };
  const patches: Record<string, unknown>[] = [];
  server.use(
    http.get(restUrl('/profiles'), () =>
      HttpResponse.json({ user_type: userType, first_name: 'Ada', last_name: 'Lovelace' }),
    ),
    http.get(restUrl('/notification_preferences'), () => HttpResponse.json(saved)),
    http.patch(restUrl('/notification_preferences'), async ({ request }) => {
      const patch = (await request.json()) as Record<string, unknown>;
      patches.push(patch);
      if (fail)
        return HttpResponse.json(
          { code: 'XX000', message: 'down', details: null, hint: null },
          { status: 500 },
        );
      saved = { ...saved, ...patch };
      return HttpResponse.json(saved);
    }),
  );
  return patches;
}

const ENDPOINT = 'https://push.example.com/send/device-1';
const VAPID_KEY = 'BAEC'; // three bytes: 4, 1, 2

/**
 * The browser's side of a push subscription (the service worker's registration, the Push and
 * Notification APIs), which jsdom lacks; the app's requests go to msw as in every test.
 */
function browserWithPush(permission: NotificationPermission) {
  const subscription: { current: unknown } = { current: null };
  const subscribe = vi.fn((options: { applicationServerKey: Uint8Array }) => {
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    subscription.current = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe: vi.fn(() => Promise.resolve(true)),
    };
    return Promise.resolve(subscription.current);
  });
  const requestPermission = vi.fn(() => Promise.resolve(permission));
  // Only its presence is checked (the Push API is there).
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () =>
        Promise.resolve({
          pushManager: { getSubscription: () => Promise.resolve(subscription.current), subscribe },
        }),
    },
  });
  const inserted: Record<string, unknown>[] = [];
  server.use(
    http.get(NOTIFICATIONS_URL, () => HttpResponse.json({ publicKey: VAPID_KEY })),
    http.get(restUrl('/push_subscriptions'), () => HttpResponse.json([])),
    http.post(restUrl('/push_subscriptions'), async ({ request }) => {
      inserted.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return { subscribe, requestPermission, inserted };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const renderSettings = () =>
  renderRoutes([{ path: '/dashboard/settings', Component: SettingsPage }], '/dashboard/settings');

describe('Settings: notifications', () => {
  it('has one choice per kind of message, each saved at once as its e-mail and device switches', async () => {
    signIn();
    const patches = servePreferences();
    const user = userEvent.setup();
    renderSettings();

    const events = await screen.findByRole('combobox', { name: 'Event reminders' });
    const kinds = ['Event reminders', 'Goal nudges', 'Weekly digest', 'Consultation updates'];
    expect(kinds.map((name) => screen.getByRole<HTMLSelectElement>('combobox', { name }).value)).toEqual([
      'email',
      'email',
      'none',
      'email',
    ]);
    expect(screen.queryByRole('combobox', { name: 'New requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Monthly summary' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Weekly digest' })).toHaveAccessibleDescription(
      /Mondays at 08:00/,
    );
    expect(
      within(events)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Email', 'Notification on this device', 'Both', 'None']);

    await user.selectOptions(events, 'None');
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(events).toHaveValue('none');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weekly digest' }), 'Email');
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Weekly digest' })).toHaveValue('email');
    });
    expect(patches).toEqual([
      { event_reminders: false, event_reminders_push: false },
      { weekly_digest: true, weekly_digest_push: false },
    ]);
  });

  it('gives agents new requests and the monthly summary', async () => {
    signIn();
    servePreferences({ new_requests_push: true }, { userType: 'affiliate' });
    renderSettings();

    expect(await screen.findByRole('combobox', { name: 'New requests' })).toHaveValue('both');
    expect(screen.getByRole('switch', { name: 'Monthly summary' })).toBeChecked();
  });

  it('says when this browser cannot show notifications, and offers none', async () => {
    signIn();
    servePreferences();
    renderSettings();

    const events = await screen.findByRole('combobox', { name: 'Event reminders' });
    expect(within(events).getByRole('option', { name: 'Notification on this device' })).toBeDisabled();
    expect(within(events).getByRole('option', { name: 'Both' })).toBeDisabled();
    expect(screen.getByText(/This browser cannot show notifications/)).toBeInTheDocument();
  });

  it('adds this device with the permission and the app’s key before saving a notification', async () => {
    signIn();
    const patches = servePreferences();
    const browser = browserWithPush('granted');
    const user = userEvent.setup();
    renderSettings();

    expect(await screen.findByText(/This device does not get notifications yet/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal nudges' }), 'Both');
    expect(await screen.findByText('This device gets your notifications.')).toBeInTheDocument();
    await waitFor(() => {
      expect(patches).toEqual([{ goal_nudges: true, goal_nudges_push: true }]);
    });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    expect([...browser.subscribe.mock.calls[0]![0].applicationServerKey]).toEqual([4, 1, 2]);
    // jsdom's user agent names no browser or system this app knows.
    expect(browser.inserted).toEqual([
      { endpoint: ENDPOINT, p256dh: 'p'.repeat(87), auth: 'a'.repeat(22), device_label: 'A browser' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Goal nudges' })).toHaveValue('both');
  });

  it('saves nothing and says how to allow notifications when they are blocked', async () => {
    signIn();
    const patches = servePreferences();
    const browser = browserWithPush('denied');
    const user = userEvent.setup();
    renderSettings();

    const events = await screen.findByRole('combobox', { name: 'Event reminders' });
    await user.selectOptions(events, 'Notification on this device');
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(events).toHaveValue('email');
    expect(within(events).getByRole('option', { name: 'Both' })).toBeDisabled();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(patches).toEqual([]);
  });

  it('sends a test notification and says how many devices it reached', async () => {
    signIn();
    servePreferences();
    const answers = [
      { devices: 2, delivered: 2 },
      { devices: 0, delivered: 0 },
    ];
    server.use(http.post(NOTIFICATIONS_URL, () => HttpResponse.json(answers.shift())));
    const user = userEvent.setup();
    renderSettings();

    const send = await screen.findByRole('button', { name: 'Send a test notification' });
    await user.click(send);
    const device = screen.getByRole('region', { name: 'This device' });
    await waitFor(() => {
      expect(within(device).getByRole('status')).toHaveTextContent('Sent to 2 devices.');
    });
    await user.click(send);
    await waitFor(() => {
      expect(within(device).getByRole('status')).toHaveTextContent(/^No device gets your notifications yet/);
    });
  });

  it('shows the saved time zone, changes it, and offers the device zone when they differ', async () => {
    signIn();
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const other = device === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    const patches = servePreferences({ time_zone: other });
    const user = userEvent.setup();
    renderSettings();

    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue(other);
    await user.click(screen.getByRole('button', { name: /Use this device's time zone/ }));
    await waitFor(() => {
      expect(zone).toHaveValue(device);
    });
    expect(screen.getByText('This is the time zone of this device.')).toBeInTheDocument();
    await user.selectOptions(zone, 'America/New_York');
    await waitFor(() => {
      expect(zone).toHaveValue('America/New_York');
    });
    expect(patches).toEqual([{ time_zone: device }, { time_zone: 'America/New_York' }]);
  });

  it('keeps the saved setting and says so when saving fails', async () => {
    signIn();
    servePreferences({}, { fail: true });
    const user = userEvent.setup();
    renderSettings();

    const events = await screen.findByRole('combobox', { name: 'Event reminders' });
    await user.selectOptions(events, 'None');
    expect(
      await screen.findByText('Failed to save your notification settings. Please try again.'),
    ).toBeInTheDocument();
    expect(events).toHaveValue('email');
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
