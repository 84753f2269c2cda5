import { createClient } from '@supabase/supabase-js';
import { roleOf } from '../auth.ts';
import { CORS, json } from '../http.ts';
import { paths } from '../paths.ts';
import { devicesOf, pushToDevices } from './deliver.ts';
import type { PushMessage, PushSender } from './send.ts';

/**
 * /functions/v1/notifications (docs/decisions/031-notifications.md):
 * - GET: {"publicKey"}, the VAPID public key a browser subscribes with (applicationServerKey);
 * - POST with the user's own JWT: "Send a test notification", to each of the caller's devices;
 *   answers {"devices": N, "delivered": N}. A device that is gone (404, 410) is removed.
 * 503 without VAPID keys; 401 without a user's JWT.
 */

export interface NotificationsConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Null without VAPID keys. */
  vapidPublicKey: string | null;
  push: PushSender | null;
  clientOptions?: Parameters<typeof createClient>[2];
}

export const TEST_NOTIFICATION: PushMessage = {
  title: 'Test notification',
  body: 'Notifications from Empowered Finance reach this device.',
  url: paths.dashboard.settings,
  tag: 'test',
};

const NOT_CONFIGURED = 'Notifications are not set up on this server (README: Notifications).';

export function createNotificationsHandler(config: NotificationsConfig): (req: Request) => Promise<Response> {
  const service = createClient(config.supabaseUrl, config.serviceRoleKey, {
    ...config.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method === 'GET') {
      if (!config.vapidPublicKey) return json(503, { error: NOT_CONFIGURED });
      return json(200, { publicKey: config.vapidPublicKey });
    }
    if (req.method !== 'POST') return json(405, { error: 'Use GET or POST' });
    const authorization = req.headers.get('Authorization');
    if (roleOf(authorization, config.serviceRoleKey) !== 'authenticated') {
      return json(401, { error: 'Sign in to send a test notification.' });
    }
    const { data, error } = await service.auth.getUser(authorization!.replace(/^Bearer\s+/i, ''));
    if (error) return json(401, { error: 'Sign in to send a test notification.' });
    if (!config.push) return json(503, { error: NOT_CONFIGURED });

    const devices = (await devicesOf(service, [data.user.id])).get(data.user.id) ?? [];
    let delivered = 0;
    // One at a time: each device's own outcome is counted.
    for (const device of devices) {
      if (
        await pushToDevices(
          service,
          config.push,
          [device],
          TEST_NOTIFICATION,
          `notifications: user ${data.user.id}`,
        )
      )
        delivered += 1;
    }
    return json(200, { devices: devices.length, delivered });
  };
}
