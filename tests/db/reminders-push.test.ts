import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TablesUpdate } from '../../src/types/database.ts';
import { startPushService, type PushService, type TestSubscription } from '../support/push-service.ts';
import { onlyRemind, runReminders } from './reminders-support.ts';
import { confirmedUser, mailsTo, service, unreachableUser, withDatabase, type TestUser } from './support.ts';

/**
 * The reminders run on the user's devices (docs/decisions/031-notifications.md): the local stack
 * pushes to a push service that speaks the protocol, and the test decrypts what arrives. Runs are
 * years ahead of the other files', and only this file's users have anything switched on.
 */

let pushService: PushService;

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => {
  await onlyRemind([]);
  await pushService.close();
});
beforeEach(async () => {
  await onlyRemind([]);
});

async function person(
  channels: TablesUpdate<'notification_preferences'>,
  reachable = true,
): Promise<TestUser> {
  const created = reachable
    ? await confirmedUser({}, 'push-reminders')
    : await unreachableUser({}, 'push-reminders');
  // Every other user was switched off by beforeEach; this one gets exactly `channels`.
  const { error } = await service()
    .from('notification_preferences')
    .update(channels)
    .eq('user_id', created.id);
  expect(error).toBeNull();
  const event = await created.client.from('calendar_events').insert({
    user_id: created.id,
    title: 'Rent Payment',
    amount: 900,
    event_type: 'bill',
    event_date: '2034-03-02',
    reminder_enabled: true,
    reminder_days_before: 1,
  });
  expect(event.error).toBeNull();
  return created;
}

async function device(user: TestUser, status = 201): Promise<TestSubscription> {
  const subscription = pushService.subscribe();
  subscription.status = status;
  const { error } = await user.client.from('push_subscriptions').insert({
    endpoint: subscription.endpoint,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    device_label: 'Test device',
  });
  expect(error).toBeNull();
  return subscription;
}

const messagesOf = (subscription: TestSubscription) =>
  subscription.received.map((push) => JSON.parse(subscription.decrypt(push.body)) as Record<string, string>);

async function run(now: string) {
  const result = await runReminders(now);
  expect(result.status, result.body.error).toBe(200);
  return result.body;
}

describe('reminders on devices', () => {
  it('pushes to the device only, e-mails only, or both, as each person chose; once per channel', async () => {
    const deviceOnly = await person({ event_reminders: false, event_reminders_push: true });
    const both = await person({ event_reminders: true, event_reminders_push: true });
    const emailOnly = await person({ event_reminders: true, event_reminders_push: false });
    const phone = await device(deviceOnly);
    const laptop = await device(both);
    const unused = await device(emailOnly);

    const first = await run('2034-03-01T12:00:00Z');
    expect(first).toMatchObject({ emails: 2, pushes: 2, skipped: 0 });

    const [message] = messagesOf(phone);
    expect(message).toEqual({
      title: 'Reminder: Rent Payment on Mar 02, 2034',
      body: 'Rent Payment: Mar 02, 2034 (tomorrow), -$900.00',
      url: '/dashboard/calendar',
      tag: 'reminders',
    });
    expect(messagesOf(laptop)).toHaveLength(1);
    expect(unused.received).toHaveLength(0);
    expect(await mailsTo(deviceOnly.email)).toHaveLength(0);
    expect(await mailsTo(both.email)).toHaveLength(1);
    expect(await mailsTo(emailOnly.email)).toHaveLength(1);

    // Overlapping and later runs send nothing again, by either channel.
    await Promise.all([run('2034-03-01T12:00:00Z'), run('2034-03-01T13:00:00Z')]);
    expect(phone.received).toHaveLength(1);
    expect(laptop.received).toHaveLength(1);
    expect(await mailsTo(both.email)).toHaveLength(1);
  });

  it('removes a device whose push service answers 404 or 410, and e-mails instead', async () => {
    const someone = await person({ event_reminders: false, event_reminders_push: true });
    const gone = await device(someone, 410);
    const alsoGone = await device(someone, 404);
    const body = await run('2034-03-01T12:00:00Z');
    expect(body).toMatchObject({ emails: 1, pushes: 0 });
    expect(gone.received).toHaveLength(0);
    expect(alsoGone.received).toHaveLength(0);
    expect((await service().from('push_subscriptions').select('id').eq('user_id', someone.id)).data).toEqual(
      [],
    );
    const [mail] = await mailsTo(someone.email);
    expect(mail?.Subject).toBe('Reminder: Rent Payment on Mar 02, 2034');
  });

  it('a push that fails falls back to e-mail, and the device stays', async () => {
    const someone = await person({ event_reminders: false, event_reminders_push: true });
    const down = await device(someone, 500);
    expect(await run('2034-03-01T12:00:00Z')).toMatchObject({ emails: 1, pushes: 0 });
    expect(down.received).toHaveLength(0);
    expect(await mailsTo(someone.email)).toHaveLength(1);
    expect(
      (await service().from('push_subscriptions').select('id').eq('user_id', someone.id)).data,
    ).toHaveLength(1);
  });

  it('a failed e-mail is tried again without pushing the reminder a second time', async () => {
    const someone = await person({ event_reminders: true, event_reminders_push: true }, false);
    const phone = await device(someone);
    expect(await run('2034-03-01T12:00:00Z')).toMatchObject({ emails: 0, pushes: 1 });
    // The e-mail's retry is due a minute later (decisions/016): it is claimed again.
    const [log] = await withDatabase(async (db) => {
      const { rows } = await db.query<{ attempts: number; pushed: boolean }>(
        'select attempts, pushed_at is not null as pushed from private.reminder_log where user_id = $1',
        [someone.id],
      );
      return rows;
    });
    expect(log).toEqual({ attempts: 1, pushed: true });
    expect(await run('2034-03-01T12:02:00Z')).toMatchObject({ emails: 0, pushes: 0 });
    expect(phone.received).toHaveLength(1);
    const attempts = await withDatabase(
      async (db) =>
        (
          await db.query<{ attempts: number }>(
            'select attempts from private.reminder_log where user_id = $1',
            [someone.id],
          )
        ).rows[0]!.attempts,
    );
    expect(attempts).toBe(2);
  });
});
