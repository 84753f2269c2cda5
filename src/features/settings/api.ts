import { FunctionsHttpError } from '@supabase/supabase-js';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notify } from '@/lib/toast';
import type { TablesUpdate } from '@/types/database';

/** The signed-in user's reminder settings (table notification_preferences, made at sign-up). */

const PREFERENCE_COLUMNS = 'event_reminders, goal_nudges, weekly_digest, monthly_summary, time_zone';

export const preferenceKeys = {
  of: (userId: string) => ['notification-preferences', userId] as const,
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
    meta: { errorMessage: 'Failed to load your reminder settings. Please try again.' },
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
      notify.success('Reminder settings saved');
    },
    meta: { errorMessage: 'Failed to save your reminder settings. Please try again.' },
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
