import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPushSender,
  generateVapidKeys,
  type VapidKeys,
} from '../../supabase/functions/_shared/push/send.ts';
import { startPushService, type PushService } from '../support/push-service.ts';

/**
 * The server's Web Push against a push service that speaks the protocol: what arrives is decrypted
 * with the subscription's own keys (RFC 8291) and its VAPID signature checked (RFC 8292).
 */

let service: PushService;
const vapid: VapidKeys = { ...generateVapidKeys(), subject: 'mailto:test@empowered-finance.local' };
const message = {
  title: 'Rent is due tomorrow',
  body: '$900.00',
  url: '/dashboard/calendar',
  tag: 'reminders',
};

beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

describe('web push', () => {
  it('delivers the message encrypted to the device and signed with the app’s key', async () => {
    const device = service.subscribe();
    const send = createPushSender(vapid, { allowHttp: true });
    expect(await send(device, message)).toEqual({ result: 'sent' });
    expect(device.received).toHaveLength(1);
    const [push] = device.received;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.vapid).toMatchObject({ aud: service.url, publicKey: vapid.publicKey });
    expect(push!.body.toString('utf8')).not.toContain('Rent');
    expect(JSON.parse(device.decrypt(push!.body))).toEqual(message);
    // Another device's keys cannot read it.
    expect(() => service.subscribe().decrypt(push!.body)).toThrow();
  });

  it('tells a subscription that is gone (404, 410) from a failure', async () => {
    const send = createPushSender(vapid, { allowHttp: true });
    const device = service.subscribe();
    device.status = 410;
    expect(await send(device, message)).toEqual({ result: 'gone' });
    device.status = 404;
    expect(await send(device, message)).toEqual({ result: 'gone' });
    device.status = 500;
    expect(await send(device, message)).toEqual({ result: 'failed', error: 'push service answered 500' });
    expect(await send({ ...device, endpoint: 'http://127.0.0.1:1/push/x' }, message)).toMatchObject({
      result: 'failed',
    });
  });

  it('never calls a plain http endpoint unless told to (the local stack only)', async () => {
    const device = service.subscribe();
    expect(await createPushSender(vapid)(device, message)).toEqual({ result: 'gone' });
    expect(device.received).toHaveLength(0);
  });
});
