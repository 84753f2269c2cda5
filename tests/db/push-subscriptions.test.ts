import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeSubscription } from './push-support.ts';
import { anon, confirmedUser, service, type TestUser } from './support.ts';

/**
 * push_subscriptions and the channels of each kind of message (docs/decisions/031-notifications.md),
 * through PostgREST with supabase-js as the app and an attacker would call it.
 */

const base64url = (bytes: number) => randomBytes(bytes).toString('base64url');

async function subscribe(user: TestUser, endpoint?: string) {
  return user.client.from('push_subscriptions').insert(fakeSubscription(endpoint)).select().single();
}

describe('push subscriptions', () => {
  it('a user adds, reads and deletes their own devices, and no one else sees them', async () => {
    const [a, b] = await Promise.all([confirmedUser({}, 'push-a'), confirmedUser({}, 'push-b')]);
    const added = await subscribe(a);
    expect(added.error).toBeNull();
    expect(added.data!.user_id).toBe(a.id);

    expect((await a.client.from('push_subscriptions').select('id')).data).toEqual([{ id: added.data!.id }]);
    expect((await b.client.from('push_subscriptions').select('id')).data).toEqual([]);
    expect((await anon().from('push_subscriptions').select('id')).error?.code).toBe('42501');

    // Another user can neither delete it nor add a row in someone else's name.
    const gone = await b.client
      .from('push_subscriptions')
      .delete({ count: 'exact' })
      .eq('id', added.data!.id);
    expect(gone.count).toBe(0);
    const forged = await b.client
      .from('push_subscriptions')
      .insert({ ...fakeSubscription(), user_id: a.id } as never);
    expect(forged.error?.code).toBe('42501');
    // Nor can anyone change a row (a device subscribes anew instead).
    const moved = await a.client
      .from('push_subscriptions')
      .update({ endpoint: 'https://evil.example.com/' } as never)
      .eq('id', added.data!.id);
    expect(moved.error?.code).toBe('42501');

    const own = await a.client.from('push_subscriptions').delete({ count: 'exact' }).eq('id', added.data!.id);
    expect(own.count).toBe(1);
  });

  it('one endpoint is one row: the same browser cannot be subscribed twice', async () => {
    const user = await confirmedUser({}, 'push-twice');
    const endpoint = `https://push.example.com/send/${base64url(16)}`;
    expect((await subscribe(user, endpoint)).error).toBeNull();
    expect((await subscribe(user, endpoint)).error?.code).toBe('23505');
  });

  it('refuses what is not a push subscription', async () => {
    const user = await confirmedUser({}, 'push-bad');
    const good = fakeSubscription();
    for (const bad of [
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: `https://push.example.com/${'a'.repeat(2048)}` },
      { ...good, p256dh: 'short' },
      { ...good, auth: base64url(32) },
      { ...good, device_label: 'Chrome\non Linux' },
    ]) {
      expect(
        (await user.client.from('push_subscriptions').insert(bad)).error?.code,
        JSON.stringify(bad),
      ).toBe('23514');
    }
  });

  it('keeps at most 20 devices a user', async () => {
    const user = await confirmedUser({}, 'push-many');
    const rows = Array.from({ length: 20 }, () => fakeSubscription());
    expect((await user.client.from('push_subscriptions').insert(rows)).error).toBeNull();
    const more = await subscribe(user);
    expect(more.error?.message).toBe('At most 20 devices get notifications: turn one off first.');
  });
});

describe('channels of each kind of message', () => {
  it('start as before: e-mail on for reminders, nudges, consultations and new requests; devices off', async () => {
    const user = await confirmedUser({}, 'channels');
    const { data } = await user.client.from('notification_preferences').select('*').single();
    expect(data).toMatchObject({
      event_reminders: true,
      goal_nudges: true,
      weekly_digest: false,
      consultation_updates: true,
      new_requests: true,
      event_reminders_push: false,
      goal_nudges_push: false,
      weekly_digest_push: false,
      consultation_updates_push: false,
      new_requests_push: false,
    });
  });

  it('the user sets each channel of their own, never another user’s', async () => {
    const [a, b] = await Promise.all([confirmedUser({}, 'channels-a'), confirmedUser({}, 'channels-b')]);
    const change = { event_reminders: false, event_reminders_push: true, new_requests_push: true };
    const own = await a.client
      .from('notification_preferences')
      .update(change)
      .eq('user_id', a.id)
      .select()
      .single();
    expect(own.data).toMatchObject(change);
    const other = await b.client
      .from('notification_preferences')
      .update({ consultation_updates_push: true }, { count: 'exact' })
      .eq('user_id', a.id);
    expect(other.count).toBe(0);
    const stored = await service().from('notification_preferences').select('*').eq('user_id', a.id).single();
    expect(stored.data!.consultation_updates_push).toBe(false);
  });
});
