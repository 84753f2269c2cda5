import type { Tables } from '@/types/database';

/**
 * The channels of each kind of message (docs/decisions/031-notifications.md): each kind's plain
 * switch of notification_preferences is its e-mail, its `_push` switch the person's devices.
 */

export type MessageKind = keyof Pick<
  Tables<'notification_preferences'>,
  'event_reminders' | 'goal_nudges' | 'weekly_digest' | 'consultation_updates' | 'new_requests'
>;
type PushColumn = `${MessageKind}_push`;
export type ChannelColumns = Pick<Tables<'notification_preferences'>, MessageKind | PushColumn>;

export type Channel = 'email' | 'device' | 'both' | 'none';

export const CHANNELS: readonly { value: Channel; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'device', label: 'Notification on this device' },
  { value: 'both', label: 'Both' },
  { value: 'none', label: 'None' },
];

export function channelOf(preferences: ChannelColumns, kind: MessageKind): Channel {
  const email = preferences[kind];
  const device = preferences[`${kind}_push`];
  if (email && device) return 'both';
  if (email) return 'email';
  return device ? 'device' : 'none';
}

/** The columns a choice saves. */
export function channelChange(kind: MessageKind, channel: Channel): Partial<ChannelColumns> {
  return {
    [kind]: channel === 'email' || channel === 'both',
    [`${kind}_push`]: channel === 'device' || channel === 'both',
  };
}

/** Whether a choice sends to devices, so this one must be subscribed first. */
export const usesDevice = (channel: Channel) => channel === 'device' || channel === 'both';

/** What "Send a test notification" answered (POST /functions/v1/notifications). */
export function testResultText({ devices, delivered }: { devices: number; delivered: number }): string {
  if (devices === 0) return 'No device gets your notifications yet. Choose a notification above first.';
  const plural = (n: number) => `${n} ${n === 1 ? 'device' : 'devices'}`;
  if (delivered === devices) return `Sent to ${plural(delivered)}.`;
  if (delivered === 0)
    return `It reached none of your ${plural(devices)}. A device that was turned off for the site is removed; choose a notification above to add this one again.`;
  return `Sent to ${delivered} of your ${plural(devices)}.`;
}
