import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/testing/calendar';
import { captureConsoleErrors } from '@/testing/console';
import { restUrl, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { SettingsPage } from './settings-page';

const logged = captureConsoleErrors();

function servePreferences(initial: { email_reminders: boolean; time_zone: string }, fail = false) {
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
  it('turns email reminders off and on, saving each change at once', async () => {
    signIn();
    const patches = servePreferences({ email_reminders: true, time_zone: 'UTC' });
    const user = userEvent.setup();
    renderSettings();

    const toggle = await screen.findByRole('switch', { name: 'Email reminders' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Reminder settings saved')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(patches).toEqual([{ email_reminders: false }]);
  });

  it('shows the saved time zone, changes it, and offers the device zone when they differ', async () => {
    signIn();
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const other = device === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    const patches = servePreferences({ email_reminders: true, time_zone: other });
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
    servePreferences({ email_reminders: true, time_zone: 'UTC' }, true);
    const user = userEvent.setup();
    renderSettings();

    const toggle = await screen.findByRole('switch', { name: 'Email reminders' });
    await user.click(toggle);
    expect(
      await screen.findByText('Failed to save your reminder settings. Please try again.'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
