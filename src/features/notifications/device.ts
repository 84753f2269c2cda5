import { getSupabase } from '@/lib/supabase';
import { deviceLabel, keyBytes, pushSupport, type PushSupport } from './logic';

/**
 * This browser's push subscription (docs/decisions/031-notifications.md): made when a kind of
 * message is sent to the device, stored as the user's push_subscriptions row, and removed on
 * sign-out so that the next person on this browser gets none of it.
 */

/** The person (or the browser's settings) refused notifications to the site. */
export class NotificationsBlocked extends Error {
  constructor() {
    super('Notifications are blocked for this site.');
  }
}

export function thisBrowserSupport(): PushSupport {
  return pushSupport({
    pushApis: 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      ('standalone' in navigator && navigator.standalone === true) ||
      window.matchMedia('(display-mode: standalone)').matches,
  });
}

/** The service worker's registration, without waiting: `npm run dev` registers none. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return 'serviceWorker' in navigator ? navigator.serviceWorker.getRegistration() : undefined;
}

async function vapidPublicKey(): Promise<string> {
  const supabase = await getSupabase();
  const result = await supabase.functions.invoke<{ publicKey?: unknown }>('notifications', { method: 'GET' });
  const key: unknown = result.data?.publicKey;
  if (typeof key !== 'string') throw new Error('Notifications are not set up on this server yet.');
  return key;
}

/** The endpoint of this browser's subscription, if it has one. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/**
 * Stores the subscription as the user's device. False when its endpoint is another account's row
 * (that account left this browser without signing out): only a new subscription can be ours.
 */
async function store(subscription: PushSubscription): Promise<boolean> {
  const supabase = await getSupabase();
  const own = await supabase.from('push_subscriptions').select('id').eq('endpoint', subscription.endpoint);
  if (own.error) throw own.error;
  if (own.data.length > 0) return true;
  const { keys } = subscription.toJSON();
  const { error } = await supabase.from('push_subscriptions').insert({
    endpoint: subscription.endpoint,
    p256dh: keys?.p256dh ?? '',
    auth: keys?.auth ?? '',
    device_label: deviceLabel(navigator.userAgent),
  });
  if (error?.code === '23505') return false;
  if (error) throw error;
  return true;
}

/**
 * Asks for permission (the browser's prompt), subscribes this browser with the app's VAPID key and
 * stores it. Throws NotificationsBlocked when refused.
 */
export async function subscribeThisDevice(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new NotificationsBlocked();
  const worker = await registration();
  if (!worker)
    throw new Error('Notifications need the app’s offline support, which is not ready yet. Reload the page.');
  const subscribe = async () =>
    worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await vapidPublicKey()),
    });
  const subscription = (await worker.pushManager.getSubscription()) ?? (await subscribe());
  if (await store(subscription)) return;
  await subscription.unsubscribe();
  if (!(await store(await subscribe()))) throw new Error('This device could not be added. Please try again.');
}

/**
 * Sign-out: this device's row goes (it needs the session, so before the session ends) and the
 * browser drops the subscription. Offline, the row stays until a push to it answers 410 and the
 * server removes it (supabase/functions/_shared/push/deliver.ts).
 */
export async function forgetThisDevice(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  const supabase = await getSupabase();
  await Promise.allSettled([
    supabase.from('push_subscriptions').delete().eq('endpoint', subscription.endpoint),
    subscription.unsubscribe(),
  ]);
}
