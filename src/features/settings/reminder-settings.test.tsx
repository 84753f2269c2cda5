import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { captureConsoleErrors } from '@/testing/console';
import { restUrl, server, signIn } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { SettingsPage } from './settings-page';

const logged = captureConsoleErrors();

interface Preferences {
  event_reminders: boolean;
  goal_nudges: boolean;
  weekly_digest: boolean;
  time_zone: string;
}

const DEFAULTS = { event_reminders: true, goal_nudges: true, weekly_digest: false };

function servePreferences(initial: Preferences, fail = false) {
  let saved = { ...initial };
  const patches: Record<string, unknown>[] = [];
  server.use(
    http.get(restUrl('/profiles'), () =>
      HttpResponse.json({ user_type: 'regular', first_name: 'Ada', last_name: 'Lovelace' }),
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

const renderSettings = () =>
  renderRoutes([{ path: '/dashboard/settings', Component: SettingsPage }], '/dashboard/settings');

describe('Settings: reminders', () => {
  it('has one switch per kind of email, the weekly digest off at first, each saved at once', async () => {
    signIn();
    const patches = servePreferences({ ...DEFAULTS, time_zone: 'UTC' });
    const user = userEvent.setup();
    renderSettings();

    const events = await screen.findByRole('switch', { name: 'Event reminders' });
    const goals = screen.getByRole('switch', { name: 'Goal nudges' });
    const weekly = screen.getByRole('switch', { name: 'Weekly digest' });
    expect([events, goals, weekly].map((s) => s.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'false',
    ]);
    expect(weekly).toHaveAccessibleDescription(/Mondays at 08:00/);

    await user.click(events);
    expect(await screen.findByText('Reminder settings saved')).toBeInTheDocument();
    expect(events).not.toBeChecked();
    await user.click(weekly);
    await waitFor(() => {
      expect(weekly).toBeChecked();
    });
    await user.click(goals);
    await waitFor(() => {
      expect(goals).not.toBeChecked();
    });
    expect(patches).toEqual([{ event_reminders: false }, { weekly_digest: true }, { goal_nudges: false }]);
  });

  it('shows the saved time zone, changes it, and offers the device zone when they differ', async () => {
    signIn();
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const other = device === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    const patches = servePreferences({ ...DEFAULTS, time_zone: other });
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
    servePreferences({ ...DEFAULTS, time_zone: 'UTC' }, true);
    const user = userEvent.setup();
    renderSettings();

    const toggle = await screen.findByRole('switch', { name: 'Event reminders' });
    await user.click(toggle);
    expect(
      await screen.findByText('Failed to save your reminder settings. Please try again.'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
