import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOTIFICATION } from '../../supabase/functions/_shared/push/handler.ts';
import { startPushService, type PushService } from '../support/push-service.ts';
import { accessToken, confirmedUser, stack } from './support.ts';

/** /functions/v1/notifications on the local stack: its VAPID key, and "Send a test notification". */

let pushService: PushService;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

const call = (method: string, token: string) =>
  fetch(`${stack.apiUrl}/functions/v1/notifications`, {
    method,
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}` },
  });

describe('the notifications function', () => {
  it('gives the public key the stack signs with, and sends the test to each of the caller’s devices', async () => {
    const key = (await (await call('GET', stack.anonKey)).json()) as { publicKey: string };
    expect(key.publicKey).toMatch(/^[\w-]{87}$/);

    const user = await confirmedUser({}, 'test-push');
    const phone = pushService.subscribe();
    const gone = pushService.subscribe();
    gone.status = 410;
    for (const device of [phone, gone]) {
      const { error } = await user.client
        .from('push_subscriptions')
        .insert({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth });
      expect(error).toBeNull();
    }
    const response = await call('POST', await accessToken(user));
    expect(await response.json()).toEqual({ devices: 2, delivered: 1 });
    expect(phone.received).toHaveLength(1);
    expect(phone.received[0]!.vapid.publicKey).toBe(key.publicKey);
    expect(JSON.parse(phone.decrypt(phone.received[0]!.body))).toEqual(TEST_NOTIFICATION);
    const left = await user.client.from('push_subscriptions').select('endpoint');
    expect(left.data).toEqual([{ endpoint: phone.endpoint }]);
  });

  it('sends nothing without a signed-in user', async () => {
    expect((await call('POST', stack.anonKey)).status).toBe(401);
    expect((await call('POST', stack.serviceRoleKey)).status).toBe(401);
  });
});
