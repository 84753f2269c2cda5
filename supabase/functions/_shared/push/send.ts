import webpush from 'web-push';

/**
 * Web Push (RFC 8030) with the message encrypted to the device (RFC 8291, aes128gcm) and signed
 * with the app's VAPID key (RFC 8292), by the `web-push` library; sent with fetch, so the same code
 * runs in Deno (the edge functions) and Node (the local stack), and never through Node's https
 * module. docs/decisions/031-notifications.md.
 */

export interface VapidKeys {
  /** base64url, uncompressed P-256 point: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services may contact (VAPID_SUBJECT). */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (public/push-sw.js reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** The app's path the notification opens. */
  url: string;
  /** Notifications with one tag replace each other on the device. */
  tag: string;
}

/**
 * sent: the push service took it. gone: 404 or 410, the subscription no longer exists and is to
 * be deleted. failed: anything else (the service refused or was unreachable); the caller falls
 * back to e-mail.
 */
export type PushOutcome = { result: 'sent' } | { result: 'gone' } | { result: 'failed'; error: string };

export interface PushSender {
  (target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export interface PushSenderOptions {
  /** Plain http endpoints: only the local stack's push service in tests. Hosted, https only. */
  allowHttp?: boolean;
  /** How long the push service keeps an undelivered message: a day, reminders are daily. */
  ttlSeconds?: number;
  fetch?: typeof fetch;
}

export function createPushSender(vapid: VapidKeys, options: PushSenderOptions = {}): PushSender {
  const send = options.fetch ?? fetch;
  return async (target, message) => {
    let url: URL;
    try {
      url = new URL(target.endpoint);
    } catch {
      return { result: 'gone' };
    }
    // A stored endpoint is the user's input: only a push service's https address is called, never
    // a plain http one that could reach the functions' own network.
    if (url.protocol !== 'https:' && !(options.allowHttp && url.protocol === 'http:'))
      return { result: 'gone' };
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds ?? 86_400,
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Uint8Array<ArrayBuffer>,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { result: 'gone' };
      if (response.ok) return { result: 'sent' };
      return { result: 'failed', error: `push service answered ${response.status}` };
    } catch (error) {
      return { result: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  };
}

/** The VAPID keys from the environment (secrets hosted), or null where they are not set. */
export function vapidFromEnv(env: (name: string) => string | undefined): VapidKeys | null {
  const publicKey = env('VAPID_PUBLIC_KEY');
  const privateKey = env('VAPID_PRIVATE_KEY');
  if (!publicKey || !privateKey) return null;
  return {
    publicKey,
    privateKey,
    subject: env('VAPID_SUBJECT') || 'mailto:notifications@empowered-finance.local',
  };
}

export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();
