import { randomBytes } from 'node:crypto';

const base64url = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A stored subscription's shape, as a browser's PushSubscription.toJSON() gives it (keys random). */
export function fakeSubscription(endpoint = `https://push.example.com/send/${base64url(16)}`) {
  return { endpoint, p256dh: base64url(65), auth: base64url(16), device_label: 'Chrome on Linux' };
}
