import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesUpdate } from '../../src/types/database.ts';
import { startPushService, type PushService, type TestSubscription } from '../support/push-service.ts';
import { requestConsultation } from './consultation-rows.ts';
import {
  affiliateUser,
  confirmedUser,
  databaseForFile,
  mailsTo,
  service,
  unreachableUser,
  withAgentCode,
  type TestUser,
} from './support.ts';

/**
 * Consultation updates and agents' new requests on devices (docs/decisions/031-notifications.md):
 * the stack's outbox watcher sends each message as its recipient chose, pushing to a push service
 * that speaks the protocol (the test decrypts what arrives); a push that reaches no device is
 * e-mailed, and a retried e-mail never pushes again.
 */

const db = databaseForFile();
let pushService: PushService;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

async function choose(user: TestUser, channels: TablesUpdate<'notification_preferences'>): Promise<void> {
  const { error } = await user.client
    .from('notification_preferences')
    .update(channels)
    .eq('user_id', user.id);
  expect(error).toBeNull();
}

async function addDevice(user: TestUser, status = 201): Promise<TestSubscription> {
  const device = pushService.subscribe();
  device.status = status;
  const { error } = await user.client.from('push_subscriptions').insert({
    endpoint: device.endpoint,
    p256dh: device.p256dh,
    auth: device.auth,
    device_label: 'Chrome on Android',
  });
  expect(error).toBeNull();
  return device;
}

/** Waits (bounded) until `check` gives a value, polling. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface OutboxRow {
  id: string;
  kind: string;
  attempts: number;
  sent_at: Date | null;
  pushed_at: Date | null;
  last_error: string | null;
}

/** The request's queued message of `kind`, once the sender has finished with it (sent or tried). */
async function finished(requestId: string, kind: string): Promise<OutboxRow> {
  return eventually(`the ${kind} message`, async () => {
    const { rows } = await db.query<OutboxRow>(
      `select id, kind, attempts, sent_at, pushed_at, last_error from private.consultation_emails
       where request_id = $1 and kind = $2 and claimed_at is null and (sent_at is not null or last_error is not null)`,
      [requestId, kind],
    );
    return rows[0];
  });
}

const decrypted = (device: TestSubscription) =>
  device.received.map((push) => JSON.parse(device.decrypt(push.body)) as Record<string, string>);

describe('consultation messages on devices', () => {
  it('pushes an agent’s new request to the devices only, when that is the choice', async () => {
    const agent = await affiliateUser('push-agent');
    await choose(agent, { new_requests: false, new_requests_push: true });
    const phone = await addDevice(agent);
    const user = await confirmedUser({ referral_code: agent.agentCode }, 'push-asker');
    const { data: requestId, error } = await requestConsultation(user.client, { note: null });
    expect(error).toBeNull();

    const row = await finished(requestId!, 'requested');
    expect(row.sent_at).not.toBeNull();
    expect(row.pushed_at).not.toBeNull();
    expect(decrypted(phone)).toEqual([
      {
        title: 'New consultation request: Test push-asker, General',
        body: 'Test push-asker asks for a free consultation about General.',
        url: '/affiliate/dashboard',
        tag: `consultation-${requestId}`,
      },
    ]);
    expect(phone.received[0]!.vapid.sub).toMatch(/^(mailto|https):/);
    expect(await mailsTo(agent.email)).toEqual([]);
  });

  it('e-mails what reached no device, and removes a device that is gone', async () => {
    const agent = await affiliateUser('push-gone-agent');
    await choose(agent, { new_requests: false, new_requests_push: true });
    const gone = await addDevice(agent, 410);
    const user = await confirmedUser({ referral_code: agent.agentCode }, 'push-gone-asker');
    const { data: requestId } = await requestConsultation(user.client, { note: null });

    const row = await finished(requestId!, 'requested');
    expect(row).toMatchObject({ pushed_at: null });
    expect(row.sent_at).not.toBeNull();
    const mails = await eventually('the fallback e-mail', async () => {
      const found = await mailsTo(agent.email);
      return found.length ? found : undefined;
    });
    expect(mails.map((m) => m.Subject)).toEqual(['New consultation request: Test push-gone-asker, General']);
    const left = await service().from('push_subscriptions').select('id').eq('endpoint', gone.endpoint);
    expect(left.data).toEqual([]);
  });

  it('sends a person’s consultation update by neither channel when both are off', async () => {
    const agent = await affiliateUser('quiet-agent');
    const user = await confirmedUser({ referral_code: agent.agentCode }, 'quiet-asker');
    await choose(user, { consultation_updates: false, consultation_updates_push: false });
    const phone = await addDevice(user);
    const { data: requestId } = await requestConsultation(user.client, { note: null });
    await finished(requestId!, 'requested');
    const declined = await agent.client.rpc('decline_consultation', {
      request_id: requestId!,
      reason: 'Full.',
    });
    expect(declined.error).toBeNull();

    const row = await finished(requestId!, 'declined');
    expect(row).toMatchObject({ pushed_at: null, last_error: null });
    expect(row.sent_at).not.toBeNull();
    expect(phone.received).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('pushes once however often the e-mail beside it is retried', async () => {
    const agent = await withAgentCode(
      await unreachableUser(
        { first_name: 'Una', last_name: 'Reachable', user_type: 'affiliate' },
        'push-retry',
      ),
    );
    await choose(agent, { new_requests: true, new_requests_push: true });
    const phone = await addDevice(agent);
    const user = await confirmedUser({ referral_code: agent.agentCode }, 'push-retry-asker');
    const { data: requestId } = await requestConsultation(user.client, { note: null });

    const first = await finished(requestId!, 'requested');
    expect(first.attempts).toBe(1);
    expect(first.pushed_at).not.toBeNull();
    expect(first.last_error).toMatch(/\.invalid/);
    // The clock moves on to the retry, which the watcher picks up.
    await db.query(
      `update private.consultation_emails set next_attempt_at = now(), last_error = null where id = $1`,
      [first.id],
    );
    const second = await finished(requestId!, 'requested');
    expect(second.attempts).toBe(2);
    expect(phone.received).toHaveLength(1);
  });
});
