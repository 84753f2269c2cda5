import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { fieldClassName } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SwitchField } from '@/components/ui/switch-field';
import { thisBrowserSupport } from '@/features/notifications';
import { cn } from '@/lib/utils';
import { detectTimeZone, timeZoneLabel, timeZoneOptions } from '@/lib/time-zone';
import {
  useNotificationPreferences,
  useSubscribeThisDevice,
  useThisDevice,
  useUpdateNotificationPreferences,
} from '../api';
import { MESSAGE_KINDS, MONTHLY_SUMMARY } from '../content';
import { channelChange, channelOf, CHANNELS, usesDevice, type Channel, type MessageKind } from '../logic';
import { ThisDevice } from './this-device';

/**
 * For each kind of message, its channels: e-mail, this device, both or none
 * (docs/decisions/031-notifications.md); an agent's monthly summary (e-mail only); and the time
 * zone their 08:00 is in (docs/decisions/016-reminders.md). Each change saves at once. A choice
 * with a notification first makes this device one of the person's devices, asking the browser's
 * permission.
 */
export function NotificationSettings({
  userId,
  isAffiliate,
}: {
  userId: string | undefined;
  isAffiliate: boolean;
}) {
  const preferences = useNotificationPreferences(userId);
  const update = useUpdateNotificationPreferences(userId);
  const [support] = useState(thisBrowserSupport);
  const thisDevice = useThisDevice(userId, support === 'supported');
  const subscribe = useSubscribeThisDevice(userId);
  const [blocked, setBlocked] = useState(
    () => support === 'supported' && Notification.permission === 'denied',
  );
  const device = detectTimeZone();
  const saving = update.isPending || subscribe.isPending;

  const addThisDevice = (then?: () => void) => {
    subscribe.mutate(undefined, {
      onSuccess: (result) => {
        setBlocked(result === 'blocked');
        if (result === 'subscribed') then?.();
      },
    });
  };
  const choose = (kind: MessageKind, channel: Channel) => {
    const save = () => {
      update.mutate(channelChange(kind, channel));
    };
    if (usesDevice(channel) && thisDevice.data !== true) addThisDevice(save);
    else save();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Notifications</h2>
        </CardTitle>
        <CardDescription>
          How each kind of message reaches you: by email, as a notification on your devices, both or none.
          Every reminder email has an unsubscribe link.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5" aria-busy={preferences.isPending}>
        {preferences.isPending ? (
          <Skeleton aria-hidden className="h-28 w-full" />
        ) : preferences.isError ? (
          <p role="alert" className="text-destructive">
            We could not load your notification settings. Reload the page to try again.
          </p>
        ) : (
          <>
            {MESSAGE_KINDS.filter((entry) => isAffiliate || !entry.agentsOnly).map(
              ({ kind, label, description }) => (
                <FormField key={kind} label={label} description={description}>
                  <select
                    className={cn(fieldClassName, 'h-11 sm:h-10')}
                    value={channelOf(
                      { ...preferences.data, ...(update.isPending ? update.variables : {}) },
                      kind,
                    )}
                    disabled={saving}
                    onChange={(event) => {
                      choose(kind, event.target.value as Channel);
                    }}
                  >
                    {CHANNELS.map(({ value, label: channelLabel }) => (
                      <option
                        key={value}
                        value={value}
                        disabled={usesDevice(value) && (support !== 'supported' || blocked)}
                      >
                        {channelLabel}
                      </option>
                    ))}
                  </select>
                </FormField>
              ),
            )}
            <ThisDevice
              support={support}
              blocked={blocked}
              subscribed={thisDevice.data === true}
              busy={saving}
              onAdd={() => {
                addThisDevice();
              }}
            />
            {isAffiliate && (
              <SwitchField
                label={MONTHLY_SUMMARY.label}
                description={MONTHLY_SUMMARY.description}
                checked={
                  (update.isPending ? update.variables.monthly_summary : undefined) ??
                  preferences.data.monthly_summary
                }
                onCheckedChange={(on) => {
                  update.mutate({ monthly_summary: on });
                }}
              />
            )}
            <FormField
              label="Time zone"
              description={
                preferences.data.time_zone === device ? 'This is the time zone of this device.' : undefined
              }
            >
              <select
                className={cn(fieldClassName, 'h-11 sm:h-10')}
                value={preferences.data.time_zone}
                disabled={saving}
                onChange={(event) => {
                  update.mutate({ time_zone: event.target.value });
                }}
              >
                {timeZoneOptions(preferences.data.time_zone, device).map((zone) => (
                  <option key={zone} value={zone}>
                    {timeZoneLabel(zone)}
                  </option>
                ))}
              </select>
            </FormField>
            {preferences.data.time_zone !== device && (
              <Button
                variant="outline"
                className="justify-self-start"
                disabled={saving}
                onClick={() => {
                  update.mutate({ time_zone: device });
                }}
              >
                Use this device's time zone ({timeZoneLabel(device)})
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
