import { expect, test } from '@playwright/test';
import { startPushService, type PushService } from '../support/push-service';
import {
  createUser,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  insertRows,
  screenshot,
  selectRows,
  signIn,
  toast,
} from './support';
import { browserWithNotifications, openWithWorker, shownNotifications } from './worker-push';

/**
 * docs/decisions/031-notifications.md: Settings → Notifications, each kind's channels saved, and
 * "Send a test notification" carried all the way: the local stack pushes to a push service in this
 * test (which decrypts what arrives), and that message, delivered to the app's worker, is the
 * notification it shows.
 */

let pushService: PushService;
test.beforeAll(async () => {
  pushService = await startPushService();
});
test.afterAll(() => pushService.close());
let close: () => Promise<void> = async () => {};
test.afterEach(() => close());

test('chooses each kind’s channels and sends a test notification to the person’s device', async ({
  baseURL,
}, info) => {
  const browser = await browserWithNotifications(info, baseURL!);
  ({ close } = browser);
  const { page, context, origin } = browser;
  const user = await createUser({ label: 'notification-settings' });
  const phone = pushService.subscribe();
  await insertRows('push_subscriptions', [
    {
      user_id: user.id,
      endpoint: phone.endpoint,
      p256dh: phone.p256dh,
      auth: phone.auth,
      device_label: 'Chrome on Android',
    },
  ]);
  await signIn(page, user);
  const push = await openWithWorker(page, context, origin, '/dashboard/settings');

  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const kinds = ['Event reminders', 'Goal nudges', 'Weekly digest', 'Consultation updates'];
  for (const [name, value] of kinds.map((name, i) => [name, i === 2 ? 'none' : 'email']))
    await expect(page.getByRole('combobox', { name })).toHaveValue(value!);
  await expect(page.getByRole('combobox', { name: 'New requests' })).toHaveCount(0);
  // This browser is not one of the person's devices (the phone is).
  const device = page.getByRole('region', { name: 'This device' });
  await expect(device.getByText(/This device does not get notifications yet/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, 'settings-notifications');

  await page.getByRole('combobox', { name: 'Weekly digest' }).selectOption('Email');
  await expect(toast(page, 'Notification settings saved')).toBeVisible();
  await page.getByRole('combobox', { name: 'Consultation updates' }).selectOption('None');
  await expect(page.getByRole('combobox', { name: 'Consultation updates' })).toHaveValue('none');
  await expect
    .poll(async () =>
      selectRows(
        'notification_preferences',
        `select=weekly_digest,consultation_updates,consultation_updates_push&user_id=eq.${user.id}`,
      ),
    )
    .toEqual([{ weekly_digest: true, consultation_updates: false, consultation_updates_push: false }]);

  await device.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(device.getByRole('status')).toHaveText('Sent to 1 device.');
  expect(phone.received).toHaveLength(1);
  const message = phone.decrypt(phone.received[0]!.body);
  expect(JSON.parse(message)).toEqual({
    title: 'Test notification',
    body: 'Notifications from Empowered Finance reach this device.',
    url: '/dashboard/settings',
    tag: 'test',
  });
  await screenshot(page, info, 'settings-notifications-test-sent');

  // What the phone's push service received, delivered to a worker of the app, is what it shows.
  await push(message);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Test notification',
        body: 'Notifications from Empowered Finance reach this device.',
        tag: 'test',
        data: { url: '/dashboard/settings' },
      },
    ]);
});

test('gives an agent new requests as well', async ({ page }) => {
  const agent = await createUser({ label: 'notification-settings-agent', userType: 'affiliate' });
  await signIn(page, agent);
  await page.goto('/dashboard/settings');
  const requests = page.getByRole('combobox', { name: 'New requests' });
  await expect(requests).toHaveValue('email');
  await requests.selectOption('None');
  await expect(toast(page, 'Notification settings saved')).toBeVisible();
  await expect(requests).toHaveValue('none');
  await expectNoSeriousA11yViolations(page);
});
