import { FunctionsHttpError } from '@supabase/supabase-js';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationsBlocked, subscribeThisDevice, thisDeviceEndpoint } from '@/features/notifications';
import { getSupabase } from '@/lib/supabase';
import { notify } from '@/lib/toast';
import type { TablesUpdate } from '@/types/database';

/** The signed-in user's reminder settings (table notification_preferences, made at sign-up). */

const PREFERENCE_COLUMNS =
  'event_reminders, goal_nudges, weekly_digest, consultation_updates, new_requests, monthly_summary, time_zone, event_reminders_push, goal_nudges_push, weekly_digest_push, consultation_updates_push, new_requests_push';

export const preferenceKeys = {
  of: (userId: string) => ['notification-preferences', userId] as const,
  thisDevice: (userId: string) => ['this-device', userId] as const,
};

export function useNotificationPreferences(userId: string | undefined) {
  return useQuery({
    queryKey: preferenceKeys.of(userId ?? 'signed-out'),
    queryFn: userId
      ? async () => {
          const supabase = await getSupabase();
          const { data, error } = await supabase
            .from('notification_preferences')
            .select(PREFERENCE_COLUMNS)
            .eq('user_id', userId)
            .single();
          if (error) throw error;
          return data;
        }
      : skipToken,
    meta: { errorMessage: 'Failed to load your notification settings. Please try again.' },
  });
}

export function useUpdateNotificationPreferences(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: TablesUpdate<'notification_preferences'>) => {
      if (!userId) throw new Error('No user found');
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('notification_preferences')
        .update(change)
        .eq('user_id', userId)
        .select(PREFERENCE_COLUMNS)
        .single();
      if (error) throw error;
      return data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(preferenceKeys.of(userId ?? 'signed-out'), saved);
      notify.success('Notification settings saved');
    },
    meta: { errorMessage: 'Failed to save your notification settings. Please try again.' },
  });
}

/**
 * The unsubscribe link of a reminder email, signed in or not: POST /functions/v1/unsubscribe
 * (idempotent, so a query that runs once per token is enough). True when emails are now off,
 * false when the link matches no one.
 */
export function useUnsubscribe(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: async () => {
      const supabase = await getSupabase();
      const result = await supabase.functions.invoke(`unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      });
      const error: unknown = result.error;
      if (!error) return true;
      if (
        error instanceof FunctionsHttpError &&
        error.context instanceof Response &&
        error.context.status === 404
      )
        return false;
      throw error instanceof Error ? error : new Error('The unsubscribe function failed');
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    meta: { errorMessage: 'We could not unsubscribe you. Please try again.' },
  });
}

/**
 * Whether this browser is one of the user's devices: it holds a subscription and the user has its
 * row (docs/decisions/031-notifications.md).
 */
export function useThisDevice(userId: string | undefined, supported: boolean) {
  return useQuery({
    queryKey: preferenceKeys.thisDevice(userId ?? 'signed-out'),
    queryFn:
      userId && supported
        ? async () => {
            const endpoint = await thisDeviceEndpoint();
            if (!endpoint) return false;
            const supabase = await getSupabase();
            const { data, error } = await supabase
              .from('push_subscriptions')
              .select('id')
              .eq('endpoint', endpoint);
            if (error) throw error;
            return data.length > 0;
          }
        : skipToken,
    meta: { errorMessage: 'Failed to check this device’s notifications. Please try again.' },
  });
}

/** Adds this device: 'blocked' when the person or the browser refused notifications to the site. */
export function useSubscribeThisDevice(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<'subscribed' | 'blocked'> => {
      try {
        await subscribeThisDevice();
        return 'subscribed';
      } catch (error) {
        if (error instanceof NotificationsBlocked) return 'blocked';
        throw error;
      }
    },
    onSuccess: (result) => {
      if (result === 'subscribed')
        queryClient.setQueryData(preferenceKeys.thisDevice(userId ?? 'signed-out'), true);
    },
    meta: {
      errorMessage: (error: Error) => `This device could not get notifications: ${error.message}`,
      logMessage: 'Subscribing this device failed',
    },
  });
}

/** "Send a test notification": POST /functions/v1/notifications with the user's JWT. */
export function useSendTestNotification() {
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase();
      const result = await supabase.functions.invoke<{ devices: number; delivered: number }>(
        'notifications',
        {
          method: 'POST',
        },
      );
      const error: unknown = result.error;
      if (error) throw error instanceof Error ? error : new Error('The notifications function failed');
      return result.data ?? { devices: 0, delivered: 0 };
    },
    meta: { errorMessage: 'Failed to send a test notification. Please try again.' },
  });
}
