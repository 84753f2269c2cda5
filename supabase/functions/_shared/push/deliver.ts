import type { SupabaseClient } from '@supabase/supabase-js';
import type { PushMessage, PushSender, PushTarget } from './send.ts';

/**
 * A message to every device of a user (push_subscriptions), with the service role. A device whose
 * push service answers 404 or 410 is deleted; the message reached the user when any device took
 * it, otherwise the caller falls back to e-mail (docs/decisions/031-notifications.md).
 */

/** Users per read: their ids go in the query string. */
const USERS_PER_READ = 100;

/** The service-role client the functions make (untyped: they have no Database type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the untyped client the handlers make
export type Service = SupabaseClient<any, 'public', string>;

export async function devicesOf(
  service: Service,
  userIds: readonly string[],
): Promise<Map<string, PushTarget[]>> {
  const devices = new Map<string, PushTarget[]>();
  for (let i = 0; i < userIds.length; i += USERS_PER_READ) {
    const { data, error } = await service
      .from('push_subscriptions')
      .select('user_id, endpoint, p256dh, auth')
      .in('user_id', userIds.slice(i, i + USERS_PER_READ));
    if (error) throw new Error(`push_subscriptions: ${error.message}`);
    for (const row of data as (PushTarget & { user_id: string })[]) {
      const list = devices.get(row.user_id) ?? [];
      list.push({ endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth });
      devices.set(row.user_id, list);
    }
  }
  return devices;
}

/** True when at least one device took the message. */
export async function pushToDevices(
  service: Service,
  send: PushSender,
  devices: readonly PushTarget[],
  message: PushMessage,
  label: string,
): Promise<boolean> {
  const outcomes = await Promise.all(devices.map((device) => send(device, message)));
  let delivered = false;
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.result === 'sent') delivered = true;
    else if (outcome.result === 'gone') {
      const removed = await service.from('push_subscriptions').delete().eq('endpoint', devices[i]!.endpoint);
      if (removed.error)
        console.error(`${label}: removing a device that is gone failed: ${removed.error.message}`);
    } else console.error(`${label}: a push failed: ${outcome.error}`);
  }
  return delivered;
}
